"""Advice on a Pai Gow Poker setting: judged by the exact analysis off the GUI thread, shown in a line.

How a table (or any window) uses it::

    advisor = PokerAdvisor(parent=window)          # one per window
    line = PokerAdviceLine()                       # put it where the player looks
    advisor.busy_changed.connect(line.show_busy)   # "Weighing your setting…" while it works
    advisor.verdict_ready.connect(line.show_verdict)

    # when the player has set the hand (before or after the dealer's cards are shown):
    advisor.judge(cards, setting)                  # returns at once

``judge(cards, setting)`` takes the seven :class:`~paigow_desktop.games.paigow_poker.cards.Card`
values and the chosen :class:`~paigow_desktop.games.paigow_poker.setting.Setting` (a foul too).
The analysis (every non-foul setting against all 53,524,680 dealer hands, about 0.2 s; the first
call also loads the dealer table, about 2 s) runs in a worker thread; ``verdict_ready`` then
brings a :class:`PokerVerdict` to the GUI thread: the setting, the EV per unit bet it gives up
against the best setting (``given_up``, 0 for a best one), ``flagged`` and one sentence why
(``reason``).  ``bank=True`` judges from the banker's side; ``commission`` (default 5%) is an
attribute.  A new ``judge`` drops the answer of one still running, and so does ``cancel()``.
Cards that are not seven different cards, or a setting of other cards, give ``failed(str)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from paigow_desktop.games.paigow_poker.cards import Card, format_cards
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.trainer import SettingVerdict, judge_setting
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow_poker.trainer.common import (
    DEFAULT_COMMISSION,
    analysis_of,
    per_100,
    reason_text,
)
from paigow_desktop.ui.games.paigow_poker.words import cards_shown, rule_words

__all__ = ["PokerAdviceLine", "PokerAdvisor", "PokerVerdict", "judge_cards"]


@dataclass(frozen=True, slots=True)
class PokerVerdict:
    """A setting judged: the engine's verdict and its reason in the player's words."""

    cards: tuple[Card, ...]
    setting: Setting
    verdict: SettingVerdict
    reason: str  #: one sentence, empty for a best setting

    @property
    def given_up(self) -> Fraction:
        """EV per unit bet given up against the best setting (0 for a best one)."""
        return self.verdict.given_up

    @property
    def flagged(self) -> bool:
        return not self.verdict.best_play


def judge_cards(
    cards: Sequence[Card],
    setting: Setting,
    *,
    bank: bool = False,
    commission: Fraction = DEFAULT_COMMISSION,
    ez: bool = False,
) -> PokerVerdict:
    """Judge ``setting`` of ``cards`` by the exact analysis (slow: call it off the GUI thread);
    ``ez``: against the house at an EZ Pai Gow table."""
    if sorted(setting.cards) != sorted(cards):
        raise ValueError(f"the setting is not of the cards {format_cards(cards)}")
    verdict = judge_setting(analysis_of(cards, bank=bank, commission=commission, ez=ez), setting)
    words = "" if verdict.reason is None else reason_text(verdict.reason, verdict)
    return PokerVerdict(tuple(cards), setting, verdict, words)


class PokerAdvisor(QObject):
    """Judges settings off the GUI thread; see the module's documentation."""

    verdict_ready = Signal(object)  #: a PokerVerdict
    busy_changed = Signal(bool)  #: True while a setting is being weighed
    failed = Signal(str)  #: the setting could not be judged

    def __init__(self, parent: QObject | None = None, *, commission: Fraction = DEFAULT_COMMISSION) -> None:
        super().__init__(parent)
        self.commission = commission
        self.ez = False  #: judge against the house at an EZ Pai Gow table
        self.background = Background(self)
        self.background.busy_changed.connect(self.busy_changed)
        self.last: PokerVerdict | None = None

    def judge(self, cards: Sequence[Card], setting: Setting, *, bank: bool = False) -> None:
        """Start judging ``setting`` of ``cards``; returns at once."""
        hand, commission, ez = tuple(cards), self.commission, self.ez
        self.background.run(
            lambda: judge_cards(hand, setting, bank=bank, commission=commission, ez=ez),
            self._ready,
            self.failed.emit,
        )

    def cancel(self) -> None:
        self.background.cancel()

    @property
    def busy(self) -> bool:
        return self.background.busy

    def _ready(self, verdict: PokerVerdict) -> None:
        self.last = verdict
        self.verdict_ready.emit(verdict)


class PokerAdviceLine(QLabel):
    """Shows a verdict: best or not, the EV given up per 100 bet, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAccessibleName(self.tr("Advice on your setting"))
        self.verdict: PokerVerdict | None = None

    def show_busy(self, busy: bool) -> None:
        if busy:
            self.setText(self.tr("<i>Weighing your setting…</i>"))
            self.setStyleSheet("")

    def clear_advice(self) -> None:
        self.verdict = None
        self.setText("")
        self.setStyleSheet("")

    def show_verdict(self, verdict: PokerVerdict) -> None:
        self.verdict = verdict
        engine = verdict.verdict
        best = engine.best.setting
        if not verdict.flagged:
            lines = [self.tr("<b>✔ A best setting.</b>")]
            if engine.house_way.ev < engine.best.ev:
                lines.append(
                    self.tr("The house way gives up {0} per 100 bet here.").format(
                        per_100(engine.best.ev - engine.house_way.ev).lstrip("+")
                    )
                )
            else:  # the rule to remember: a right answer taught nothing before
                rule = rule_words(set_hand(verdict.cards).rule)
                lines.append(
                    escape(self.tr("The house way's rule for these cards: {0}.").format(rule), quote=False)
                )
            colour = "#1d6b33"
        else:
            lines = [
                self.tr("<b>✘ Gives up {0} per 100 bet against the best.</b>").format(
                    per_100(verdict.given_up).lstrip("+")
                ),
                escape(verdict.reason),
                self.tr("Best: {0} high, {1} low.").format(
                    escape(cards_shown(best.high)), escape(cards_shown(best.low))
                ),
            ]
            colour = "#8a4b00"
        self.setText("<br>".join(lines))
        self.setStyleSheet(f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}")
