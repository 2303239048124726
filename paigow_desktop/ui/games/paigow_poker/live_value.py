"""The value of your setting before you commit: as the cards move, the side panel shows the current
setting's exact win, push and loss against the house-way dealer and its EV, the best setting's, and
what this one gives up; "Quiz me" hides it until the hand is played.

The exact analysis of the seven cards (every setting at once) is worked out off the GUI thread as
soon as they are dealt; each move then only looks the setting up, so the value follows the cards
at once (the first hand of a session waits for the dealer table to load).  Under EZ rules, against
the house, the dealer's queen-high pai gows push and no commission is taken; when you bank it is
from the banker's side.  ``latency`` is the seconds from the last move to the value shown.
"""

from __future__ import annotations

import time
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from paigow_desktop.games.paigow_poker.analysis import PokerAnalysis, SettingCounts
from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow_poker.controller import PokerController, Stage
from paigow_desktop.ui.games.paigow_poker.trainer.common import analysis_of
from paigow_desktop.ui.games.paigow_poker.words import cards_shown
from paigow_desktop.ui.memory import give_back_freed_memory, keep_large_blocks_apart

__all__ = ["LiveValue"]

#: The dealer table's load begins this long after the panel first paints (the first frames of
#: the window, and a screenshot of them, come first)...
WARM_UP_AFTER_PAINT_MS = 300
#: ...or this long after the panel is made, if it never paints (hidden).
WARM_UP_AT_THE_LATEST_MS = 2_000


class LiveValue(QObject):
    """The panel's live value of your setting (:attr:`widget`), fed by ``controller``."""

    def __init__(self, controller: PokerController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.analysis: PokerAnalysis | None = None
        self._cards: tuple[Card, ...] = ()
        self._moved_at: float | None = None
        self.latency: float | None = None  #: seconds from the last move to the value shown
        self.background = Background(self)
        self.widget = QWidget()
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        self.quiz = QCheckBox(self.tr("&Quiz me: hide the value until I confirm"))
        self.quiz.setToolTip(self.tr("Set your hand without seeing what each setting is worth"))
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAccessibleName(self.tr("The value of your setting"))
        layout.addWidget(self.quiz)
        layout.addWidget(self.label)
        self.quiz.toggled.connect(lambda _on: self.refresh())
        controller.stage_changed.connect(self._stage)
        controller.hands_changed.connect(self._moved)
        # The dealer table and the classes load once a session (numpy and a few MiB): begun
        # before the first hand is dealt, so the first value waits as little as it can, but
        # only once the window is up (WARM_UP_AFTER_PAINT_MS after the panel first paints, or
        # WARM_UP_AT_THE_LATEST_MS from here if it is hidden), never competing with the start.
        self._warm = Background(self)
        self._warming = False
        self.widget.installEventFilter(self)
        QTimer.singleShot(WARM_UP_AT_THE_LATEST_MS, self, self._warm_up)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Paint:
            self.widget.removeEventFilter(self)
            QTimer.singleShot(WARM_UP_AFTER_PAINT_MS, self, self._warm_up)
        return False

    def _warm_up(self) -> None:
        if not self._warming:
            self._warming = True
            keep_large_blocks_apart()  # before the analysis's arrays and worker threads
            self._warm.run(_warm_up, lambda _done: give_back_freed_memory(), lambda _words: None)

    # -- the analysis

    def _stage(self, stage: Stage) -> None:
        if stage is Stage.SETTING:
            self._start()
        elif stage is Stage.DEALING:
            self.background.cancel()
            self.analysis, self._cards = None, ()
            self.label.setText("")
        elif stage is Stage.OVER and self.analysis is None:  # confirmed before the value came
            self.background.cancel()
            self.label.setText("")

    def _start(self) -> None:
        c = self.controller
        cards = c.cards()
        if len(cards) != 7 or c.round is None:
            return
        bank = c.round.banker == c.me
        ez = c.rules.ez and c.round.banker == DEALER
        commission = c.rules.commission
        self._cards, self.analysis = cards, None
        self.background.run(
            lambda: analysis_of(cards, bank=bank, commission=commission, ez=ez), self._ready, self._failed
        )
        self.refresh()

    def _ready(self, analysis: PokerAnalysis) -> None:
        if analysis.cards != self._cards:
            return  # the answer for a hand no longer on the table
        self.analysis = analysis
        self.refresh()

    def _failed(self, words: str) -> None:
        self.label.setText(words)

    def _moved(self) -> None:
        self._moved_at = time.perf_counter()
        self.refresh()

    # -- the words

    def refresh(self) -> None:
        """Show the value of the setting on the table now."""
        c = self.controller
        if c.stage is not Stage.SETTING:
            return
        if self.quiz.isChecked():
            self.label.setText(self.tr("<i>Quiz: the value is hidden until you confirm.</i>"))
            return
        if self.analysis is None:
            self.label.setText(self.tr("<i>Working out every setting's value…</i>"))
            return
        setting = c.setting()
        best = self.analysis.best
        lines = []
        if setting is None:
            lines.append(self.tr("Put two cards in the low hand to see this setting's value."))
        elif setting.foul:
            lines.append(self.tr("<b>This setting fouls</b>: it loses whatever the dealer holds."))
        else:
            mine = next(s for s in self.analysis.settings if s.setting.values == setting.values)
            lines.append(self.tr("<b>This setting:</b> {0}").format(self._counts(mine)))
            given = best.ev - mine.ev
            if given:
                lines.append(
                    self.tr("It gives up {0} per 100 bet against the best.").format(
                        f"{float(given) * 100:.2f}"
                    )
                )
            else:
                lines.append(self.tr("✔ A best setting."))
        shown = f"{cards_shown(best.setting.low)} / {cards_shown(best.setting.high)}"
        lines.append(self.tr("<b>Best:</b> {0}: {1}").format(shown, self._counts(best)))
        if self.analysis.ez:
            lines.append(self.tr("EZ: the dealer's queen-high pai gows push; no commission."))
        self.label.setText("<br>".join(lines))
        if self._moved_at is not None:
            self.latency, self._moved_at = time.perf_counter() - self._moved_at, None

    def _counts(self, counts: SettingCounts) -> str:
        total = counts.win + counts.push + counts.loss
        return self.tr("win {0}, push {1}, loss {2}; EV {3}").format(
            _percent(counts.win, total),
            _percent(counts.push, total),
            _percent(counts.loss, total),
            _ev(counts.ev),
        )


def _warm_up() -> bool:
    from paigow_desktop.games.paigow_poker.analysis import warm_up

    warm_up()
    return True


def _percent(part: int, total: int) -> str:
    return f"{part / total:.2%}"


def _ev(ev: Fraction) -> str:
    return f"{float(ev):+.4f}"
