"""The trainer at the Pai Gow Poker table: each setting you confirm is weighed by the exact analysis
off the GUI thread, and the side panel says at once whether it was a best one, and if not what it
gave up against the best and why (from the banker's side when you bank)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from paigow_desktop.ui.games.paigow_poker.controller import PokerController, Stage
from paigow_desktop.ui.games.paigow_poker.trainer.advisor import PokerAdviceLine, PokerAdvisor

__all__ = ["TableAdvice"]


class TableAdvice(QObject):
    """Judges your confirmed setting and shows the verdict in :attr:`line` (when switched on)."""

    def __init__(self, controller: PokerController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = True
        self.advisor = PokerAdvisor(self)
        self.line = PokerAdviceLine()
        self.advisor.busy_changed.connect(self.line.show_busy)
        self.advisor.verdict_ready.connect(self.line.show_verdict)
        self.advisor.failed.connect(self.line.setText)
        controller.round_finished.connect(lambda _settlement: self.judge())
        controller.stage_changed.connect(self._stage)

    def judge(self) -> bool:
        """Weigh the setting you just played (False when off or there is none)."""
        c = self.controller
        hand = c.revealed.get(c.me)
        if not self.enabled or hand is None or c.round is None:
            return False
        self.advisor.judge(c.cards(), hand.setting, bank=c.round.banker == c.me)
        return True

    def set_enabled(self, on: bool) -> None:
        """Switch the advice on (the last hand is weighed at once) or off (the line is cleared)."""
        self.enabled = on
        if on and self.controller.stage is Stage.OVER:
            self.judge()
        elif not on:
            self.advisor.cancel()
            self.line.clear_advice()

    def _stage(self, stage: Stage) -> None:
        if stage is Stage.DEALING:  # a new hand: the last verdict goes
            self.advisor.cancel()
            self.line.clear_advice()
