"""The Drill tab: seven cards of a kind players often set wrong; click the two low cards, and the exact
analysis judges the setting at once (what it gives up against the best, and why).  Missed hands
come back by spaced repetition; keys: Enter sets the hand, N asks the next one."""

from __future__ import annotations

from html import escape
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from paigow_desktop.games.paigow_poker.cards import Card, format_cards
from paigow_desktop.games.paigow_poker.hands import high_name, low_name
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.trainer import hand_of_key, next_drill_hand
from paigow_desktop.ui.background import shortcut
from paigow_desktop.ui.games.paigow_poker.controller import sorted_hand
from paigow_desktop.ui.games.paigow_poker.trainer.advisor import PokerAdviceLine, PokerAdvisor, PokerVerdict
from paigow_desktop.ui.games.paigow_poker.trainer.common import HAND_CARD, Answer, CardRow, PokerTrainerHost
from paigow_desktop.ui.names import say

#: The kinds of hand the drill deals: the ones players most often set wrong.
DRILL_KINDS: Final = (
    "two-pair",
    "three-pair",
    "straight-or-flush-with-pairs",
    "full-house",
    "four-of-a-kind",
    "joker",
)


def kind_label(kind: str) -> str:
    """A drill kind in the player's words."""
    labels = {
        "two-pair": QCoreApplication.translate("PokerDrill", "Two pair"),
        "three-pair": QCoreApplication.translate("PokerDrill", "Three pair"),
        "straight-or-flush-with-pairs": QCoreApplication.translate(
            "PokerDrill", "Straight or flush with pairs"
        ),
        "full-house": QCoreApplication.translate("PokerDrill", "Full house"),
        "four-of-a-kind": QCoreApplication.translate("PokerDrill", "Four of a kind"),
        "joker": QCoreApplication.translate("PokerDrill", "Joker hands"),
    }
    return labels.get(kind, kind)


class DrillPage(QWidget):
    """One hand at a time; see the module's documentation."""

    # Long: builds the page's widgets and keys, a declarative list read top to bottom
    def __init__(self, owner: PokerTrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key = ""
        self.kind = ""
        self.cards: tuple[Card, ...] = ()
        self.answered = False
        self.advisor = PokerAdvisor(self)
        self.advisor.verdict_ready.connect(self._judged)
        self.advisor.failed.connect(self._failed)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Drill:")))
        self.kind_box = QComboBox()
        self.kind_box.addItem(self.tr("Hands often set wrong, mixed"), "")
        for kind in DRILL_KINDS:
            self.kind_box.addItem(kind_label(kind), kind)
        self.kind_box.setAccessibleName(self.tr("Which hands to drill"))
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        top.addWidget(self.kind_box)
        self.info = QLabel()
        self.info.setAccessibleName(self.tr("About this hand"))
        top.addWidget(self.info, 1)
        layout.addLayout(top)

        self.prompt = QLabel(self.tr("Click the two cards for your low hand, then press Set (Enter)."))
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.hand = CardRow(owner.artwork, HAND_CARD, pick=2)
        self.hand.picked_changed.connect(self._picked)
        layout.addWidget(self.hand, 0, Qt.AlignmentFlag.AlignLeft)
        self.preview = QLabel()
        self.preview.setTextFormat(Qt.TextFormat.RichText)  # a foul is said in bold
        self.preview.setAccessibleName(self.tr("Your setting"))
        layout.addWidget(self.preview)

        buttons = QHBoxLayout()
        self.set_button = QPushButton(self.tr("&Set"))
        self.set_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.set_button.clicked.connect(self.set_hand)
        buttons.addWidget(self.set_button)
        self.next_button = QPushButton(self.tr("&Next hand (N)"))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_button.clicked.connect(self.next_hand)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

        self.verdict = PokerAdviceLine()
        self.verdict.setAccessibleName(self.tr("Verdict on your setting"))
        layout.addWidget(self.verdict)
        self.advisor.busy_changed.connect(self.verdict.show_busy)
        self.coming_back = QLabel()
        layout.addWidget(self.coming_back)
        layout.addStretch(1)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setAccessibleName(self.tr("Your figures"))
        layout.addWidget(self.figures)
        shortcut(self, ["Return", "Enter"], self.set_hand)
        shortcut(self, ["N"], self.next_hand)

    @property
    def chosen_kind(self) -> str:
        return str(self.kind_box.currentData() or "")

    def ask(self, skipped: str | None = None) -> None:
        """The next hand: one due for review, else a fresh one of a kind often set wrong; not the
        hand ``skipped`` (its key), passed over unanswered (a due one stays due)."""
        drill = self.owner.drill
        wanted = self.chosen_kind
        due = [card for card in drill.due_cards(wanted or None) if card.key != skipped]
        if due and (wanted or due[0].category in DRILL_KINDS):
            self.key, self.kind = due[0].key, due[0].category
        else:
            weak = (wanted,) if wanted else DRILL_KINDS
            self.key, self.kind = next_drill_hand(drill, self.owner.rng, weak, skipped=skipped)
        self.cards = hand_of_key(self.key)
        card = drill.card(self.key)
        if card is None:
            self.info.setText(self.tr("A new hand: {0}.").format(kind_label(self.kind)))
        else:
            self.info.setText(
                self.tr(
                    "A review (level {0} of 5; each right answer brings it back less often): {1}."
                ).format(card.box, kind_label(self.kind))
            )
        self.answered = False
        self.hand.show_cards(sorted_hand(self.cards))  # high to low, as the table's row
        self.hand.set_locked(False)
        self.verdict.clear_advice()
        self.coming_back.setText("")
        self._picked()
        self.refresh_figures()

    def _picked(self) -> None:
        low = self.hand.picked
        self.set_button.setEnabled(len(low) == 2 and not self.answered)
        self.next_button.setText(self.tr("&Next hand (N)") if self.answered else self.tr("S&kip hand (N)"))
        self.next_button.setToolTip(
            ""
            if self.answered
            else self.tr("Deal another hand; this one is not counted (a review stays due)")
        )
        if len(low) != 2:
            self.preview.setText(self.tr("Low hand: pick {0} more.").format(2 - len(low)))
            return
        setting = Setting.with_low(self.cards, low)
        # A foul is warned of before Set, as at the table; Set still judges it (a lost bet).
        template = (
            self.tr("High: {0} · Low: {1} — <b>a foul</b>: the low hand ranks above the high hand")
            if setting.foul
            else self.tr("High: {0} · Low: {1}")
        )
        self.preview.setText(
            template.format(
                escape(say(high_name(setting.high_value))), escape(say(low_name(setting.low_value)))
            )
        )

    def set_hand(self) -> None:
        """Judge the setting with the picked low cards (in a worker thread)."""
        low = self.hand.picked
        if self.answered or len(low) != 2 or self.advisor.busy:
            return
        self.hand.set_locked(True)
        self.set_button.setEnabled(False)
        self.setFocus()  # the keys stay with the page while the button is disabled
        self.advisor.judge(self.cards, Setting.with_low(self.cards, low))

    def _judged(self, verdict: PokerVerdict) -> None:
        self.answered = True
        self.verdict.show_verdict(verdict)
        correct = not verdict.flagged
        result = self.owner.drill.record(self.key, self.kind, correct)
        best = verdict.verdict.best.setting
        self.owner.record_answer(
            Answer(
                "drill",
                self.key,
                format_cards(verdict.setting.low),
                format_cards(best.low),
                correct,
                self.kind,
                verdict.given_up,
            )
        )
        if result.retired:
            self.coming_back.setText(self.tr("<i>Learnt: this hand leaves the drill.</i>"))
        elif result.card is not None:
            wait = result.card.due - self.owner.drill.step
            self.coming_back.setText(
                self.tr("<i>This hand comes back after {0} more answers.</i>").format(wait)
            )
        self._picked()
        self.refresh_figures()

    def _failed(self, message: str) -> None:
        self.hand.set_locked(False)
        self.verdict.setText(escape(self.tr("The setting could not be judged: {0}").format(message)))
        self._picked()

    def next_hand(self) -> None:
        """The next hand; before an answer this one is skipped: nothing is counted, and a hand
        due for review stays due."""
        if self.answered or not self.key:
            self.ask()
            return
        self.ask(skipped=self.key)
        self.owner.statusBar().showMessage(self.tr("Hand skipped: nothing counted."), 4000)

    def _kind_changed(self) -> None:
        if not self.answered and self.chosen_kind not in ("", self.kind):
            self.ask()
        self.refresh_figures()

    def refresh_figures(self) -> None:
        drill = self.owner.drill
        totals = drill.totals()
        accuracy = "–" if totals.accuracy is None else f"{totals.accuracy:.0%}"
        self.figures.setText(
            self.tr(
                "Answered: {0} · Best play: {1} · Hands due now: {2} ({3} kept for review, {4} learnt)"
            ).format(totals.answered, accuracy, len(drill.due_cards()), len(drill.cards), len(drill.retired))
        )

    def draw(self) -> None:
        self.hand.draw()
