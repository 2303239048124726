"""The trainer at the Pai Gow Poker table: each setting you confirm is weighed by the exact analysis
off the GUI thread, and the side panel says at once whether it was a best one, and if not what it
gave up against the best and why (from the banker's side when you bank).

Every hand the ledger keeps is weighed, the advice shown or not: what the setting gave up is added
to the hand's record when the verdict comes, for the statistics and the export.  A practice hand
(a replay) is weighed only to be shown."""

from __future__ import annotations

from PySide6.QtCore import QObject

from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.ui.games.paigow_poker.controller import PokerController, Stage
from paigow_desktop.ui.games.paigow_poker.trainer.advisor import PokerAdviceLine, PokerAdvisor, PokerVerdict

__all__ = ["TableAdvice"]


class TableAdvice(QObject):
    """Judges your confirmed setting and shows the verdict in :attr:`line` (when switched on)."""

    def __init__(self, controller: PokerController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = True
        self.advisor = PokerAdvisor(self)
        self.line = PokerAdviceLine()
        self.showing = False  #: the verdict coming is shown (it is of the hand on the table)
        self.weighing: int | None = None  #: the recorded hand the verdict coming completes
        self.weighed: int | None = None  #: the last recorded hand completed
        self.stopped = False  #: the table is closing: nothing more is weighed
        self.advisor.busy_changed.connect(self._busy)
        self.advisor.verdict_ready.connect(self._verdict)
        self.advisor.failed.connect(self._failed)
        controller.round_finished.connect(lambda _settlement: self.judge())
        controller.stage_changed.connect(self._stage)

    def judge(self) -> bool:
        """Weigh the setting you just played: to show it (when on) and for its record (when the
        ledger keeps the hand and it was not weighed yet); False when neither."""
        c = self.controller
        hand = c.revealed.get(c.me)
        if hand is None or c.round is None or self.stopped:
            return False
        recorded = c.recorded_id if c.recorded_id != self.weighed else None
        if not self.enabled and recorded is None:
            return False
        self.showing, self.weighing = self.enabled, recorded
        self.advisor.ez = c.round.rules.ez and c.round.banker == DEALER  # the trainer judges by EZ rules
        self.advisor.judge(c.cards(), hand.setting, bank=c.round.banker == c.me)
        return True

    def set_enabled(self, on: bool) -> None:
        """Switch the advice on (the last hand is weighed at once) or off (the line is cleared;
        a hand still being weighed for its record goes on quietly)."""
        self.enabled = on
        if on and self.controller.stage is Stage.OVER:
            self.judge()
        elif not on:
            self._hide()

    def stop(self) -> None:
        """Weigh nothing more (the table is closing: a hand played out for you is not weighed)."""
        self.stopped = True
        self.enabled = False
        self.weighing = None
        self._hide()

    def _hide(self) -> None:
        self.showing = False
        if self.weighing is None:
            self.advisor.cancel()
        self.line.clear_advice()

    def _busy(self, busy: bool) -> None:
        if self.showing:
            self.line.show_busy(busy)

    def _verdict(self, verdict: PokerVerdict) -> None:
        if self.weighing is not None:
            self.weighed, self.weighing = self.weighing, None
            self.controller.add_given_up(self.weighed, float(verdict.given_up))
        if self.showing:
            self.line.show_verdict(verdict)

    def _failed(self, words: str) -> None:
        self.weighing = None
        if self.showing:
            self.line.setText(words)

    def _stage(self, stage: Stage) -> None:
        if stage is Stage.DEALING:  # a new hand: the last verdict goes (recorded if it comes)
            self._hide()
