"""Pai Gow Poker's page of the settings dialog: the bet, your seat and the computer players,
co-banking, and the rules' options (the commission, banking turns, fouls, the wheel, and the
readings of the house way where the sources differ).

Each value is checked by :class:`PokerRules`, as the settings file's values are.  The joker is
always the bug: the house way and the trainer's figures are defined for it only.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow_poker.bonus import PAY_TABLES, dragon_return
from paigow_desktop.games.paigow_poker.rules import CHOICES, PokerRulesError
from paigow_desktop.games.paigow_poker.table import SEATS
from paigow_desktop.storage import COMMISSIONS, Settings
from paigow_desktop.ui.games.paigow_poker.options import (
    BETS,
    DRAGON_BETS,
    FORTUNE_BETS,
    MOST_COMPUTERS,
    read_bet,
    read_rules,
    read_seats,
    read_side_bets,
    with_bet,
    with_rules,
    with_seats,
    with_side_bets,
)
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.settings_widgets import choice_box, commission_label, select

__all__ = ["CHOICE_WORDS", "PokerSettingsPage", "make_page"]

#: Each rule option offered as a choice: its label, what it does, and each value's words, in
#: :data:`CHOICES`' order (translated in "PokerRules").  The joker is left out (the bug only).
CHOICE_WORDS: Final[dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "bank_turns": (
        QT_TRANSLATE_NOOP("PokerRules", "Ba&nking turns"),
        QT_TRANSLATE_NOOP("PokerRules", "How often a player may bank"),
        (
            QT_TRANSLATE_NOOP("PokerRules", "Every other hand at most"),
            QT_TRANSLATE_NOOP("PokerRules", "Two hands running, then the bank passes"),
        ),
    ),
    "foul_policy": (
        QT_TRANSLATE_NOOP("PokerRules", "A &fouled hand"),
        QT_TRANSLATE_NOOP("PokerRules", "A setting whose low hand ranks above its high hand"),
        (
            QT_TRANSLATE_NOOP("PokerRules", "Loses"),
            QT_TRANSLATE_NOOP("PokerRules", "Is set again by the house way"),
        ),
    ),
    "wheel_rank": (
        QT_TRANSLATE_NOOP("PokerRules", "The w&heel (A-2-3-4-5)"),
        QT_TRANSLATE_NOOP("PokerRules", "Where the straight 5-4-3-2-A ranks, straight flushes too"),
        (
            QT_TRANSLATE_NOOP("PokerRules", "Second highest straight"),
            QT_TRANSLATE_NOOP("PokerRules", "Lowest straight"),
        ),
    ),
    "sf_jj66": (
        QT_TRANSLATE_NOOP("PokerRules", "Straight or flush with two pair: split &jacks and sixes"),
        QT_TRANSLATE_NOOP(
            "PokerRules", "Which two pair the house way plays as two pair instead of the straight or flush"
        ),
        (
            QT_TRANSLATE_NOOP("PokerRules", "Exactly jacks and sixes"),
            QT_TRANSLATE_NOOP("PokerRules", "Jacks or better and sixes or better"),
        ),
    ),
    "sf_break_pair": (
        QT_TRANSLATE_NOOP("PokerRules", "Break a straight flush for a &pair"),
        QT_TRANSLATE_NOOP(
            "PokerRules", "The pair the house way breaks a straight flush for, to put it in the low hand"
        ),
        (
            QT_TRANSLATE_NOOP("PokerRules", "Any pair"),
            QT_TRANSLATE_NOOP("PokerRules", "Jacks or better (kings for a royal flush)"),
        ),
    ),
    "quads_front": (
        QT_TRANSLATE_NOOP("PokerRules", "Four of a kind kept &whole: the low hand"),
        QT_TRANSLATE_NOOP("PokerRules", "Which two other cards go in the low hand"),
        (
            QT_TRANSLATE_NOOP("PokerRules", "The best two"),
            QT_TRANSLATE_NOOP("PokerRules", "The two highest, even breaking a pair"),
        ),
    ),
    "sf_three_pair": (
        QT_TRANSLATE_NOOP("PokerRules", "Straight or flush with &three pair"),
        QT_TRANSLATE_NOOP("PokerRules", "How the house way plays a straight or flush with three pair"),
        (
            QT_TRANSLATE_NOOP("PokerRules", "As three pair"),
            QT_TRANSLATE_NOOP("PokerRules", "As the two highest pairs"),
            QT_TRANSLATE_NOOP("PokerRules", "Keep the straight or flush"),
        ),
    ),
}
assert set(CHOICE_WORDS) == set(CHOICES) - {"joker"}, "every choice but the joker has its words"
assert all(len(CHOICE_WORDS[n][2]) == len(CHOICES[n]) for n in CHOICE_WORDS), "every value has its words"
#: The options of the house way's readings (the rest are the table's).
_HOUSE_WAY: Final = ("sf_jj66", "sf_break_pair", "quads_front", "sf_three_pair")


def _said(words: str) -> str:
    return QCoreApplication.translate("PokerRules", words)


class PokerSettingsPage(QWidget):
    """Pai Gow Poker's options (a :class:`~paigow_desktop.ui.games.SettingsPage`)."""

    edited = Signal()

    # Long: the page's widgets and layout, a declarative list read top to bottom
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # -- the table
        self.bet = choice_box(
            [(cents, format_cents(cents)) for cents in BETS], self.tr("Your bet each hand"), self.tr("Bet")
        )
        self.place = choice_box(
            [(seat, self.tr("Seat {0}").format(seat)) for seat in SEATS],
            self.tr("Seats are counted counter-clockwise from the dealer's"),
            self.tr("Your seat"),
        )
        self.computers = QSpinBox()
        self.computers.setRange(0, MOST_COMPUTERS)
        self.computers.setToolTip(self.tr("How many computer players sit with you; they sit nearest you"))
        self.computers.setAccessibleName(self.tr("Computer players"))
        self.commission = choice_box(
            [(c, commission_label(c)) for c in COMMISSIONS],
            self.tr(
                "The commission taken from a winning hand (5% is usual); none: the house banks every hand"
            ),
            self.tr("Commission"),
        )
        self.co_banking = QCheckBox(self.tr("&Share a bank with the house"))
        self.co_banking.setToolTip(
            self.tr(
                "When you bank, the house covers half of every bet; your hand is then set by the house way"
            )
        )
        table = QGroupBox(self.tr("Table"))
        form = QFormLayout(table)
        form.addRow(self.tr("&Bet:"), self.bet)
        form.addRow(self.tr("&Your seat:"), self.place)
        form.addRow(self.tr("&Computer players:"), self.computers)
        form.addRow(self.tr("C&ommission:"), self.commission)
        form.addRow(self.co_banking)

        # -- the rules
        #: each rule option offered as a choice, by the option's name
        self.choices: dict[str, QComboBox] = {}
        rules = QGroupBox(self.tr("Rules"))
        form2 = QFormLayout(rules)
        house_way = QGroupBox(self.tr("The house way, where the sources differ"))
        form3 = QFormLayout(house_way)
        form3.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # long questions above their box
        for name, (label, tip, values) in CHOICE_WORDS.items():
            box = choice_box(
                zip(CHOICES[name], (_said(v) for v in values), strict=True),
                _said(tip),
                _said(label).replace("&", ""),
            )
            self.choices[name] = box
            (form3 if name in _HOUSE_WAY else form2).addRow(self.tr("{0}:").format(_said(label)), box)
        self.sf_before_full_house = QCheckBox(self.tr("A straight or flush comes before a full house"))
        self.sf_before_full_house.setToolTip(
            self.tr("The house way looks for a straight or flush before it splits a full house")
        )
        form3.addRow(self.sf_before_full_house)
        note = QLabel(
            self.tr(
                "The changes count from the next hand. The trainer's figures are worked out for the "
                "house way as it is by default."
            )
        )
        note.setWordWrap(True)

        # -- the side bets (Fortune Pai Gow, EZ Pai Gow)
        side = QGroupBox(self.tr("Side bets and EZ Pai Gow"))
        form4 = QFormLayout(side)
        form4.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        fortune_choices: list[tuple[str, str]] = [("off", self.tr("Not offered"))]
        for pays in PAY_TABLES:
            shown = " / ".join(f"{pay:,}" for pay in list(pays.pays.values())[:4])
            edge = f"{-float(pays.return_):.2%}"
            fortune_choices.append(
                (pays.name, self.tr("Table {0}: {1} … to 1, house edge {2}").format(pays.name, shown, edge))
            )
        self.fortune = choice_box(
            fortune_choices,
            self.tr(
                "The Fortune bonus: paid on your seven cards by the pay table; from $5 it also earns the "
                "Envy bonus when another player holds four of a kind or better"
            ),
            self.tr("Fortune bonus"),
        )
        self.fortune_bet = choice_box(
            [(c, format_cents(c)) for c in FORTUNE_BETS],
            self.tr("Your Fortune bet each hand"),
            self.tr("Fortune bet"),
        )
        self.ez = QCheckBox(
            self.tr("&EZ Pai Gow: no commission; the dealer's queen-high pai gow pushes every bet")
        )
        self.ez.setToolTip(
            self.tr("A player who banks plays that hand by the normal rules, commission included")
        )
        dragon_edge = f"{-float(dragon_return()):.2%}"
        self.dragon_bet = choice_box(
            [(c, format_cents(c)) for c in DRAGON_BETS],
            self.tr("The Queen's Dragon (EZ tables): 50 to 1 that the dealer holds a queen-high pai gow"),
            self.tr("Queen's Dragon bet"),
        )
        form4.addRow(self.tr("Fortune bon&us:"), self.fortune)
        form4.addRow(self.tr("Fo&rtune bet:"), self.fortune_bet)
        form4.addRow(self.ez)
        form4.addRow(self.tr("Queen's &Dragon bet (house edge {0}):").format(dragon_edge), self.dragon_bet)

        layout = QVBoxLayout(self)
        for group in (table, side, rules, house_way):
            layout.addWidget(group)
        layout.addWidget(note)
        layout.addStretch(1)

        self.load(settings)
        for combo in (self.bet, self.place, self.commission, self.fortune, self.fortune_bet, self.dragon_bet,
                      *self.choices.values()):  # fmt: skip
            combo.currentIndexChanged.connect(self.edited)
        self.computers.valueChanged.connect(self.edited)
        for check in (self.co_banking, self.sf_before_full_house, self.ez):
            check.toggled.connect(self.edited)

    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return self.tr("Pai Gow Poker")

    def load(self, settings: Settings) -> None:
        bet, _ = read_bet(settings)
        place, computers, _ = read_seats(settings)
        rules, _ = read_rules(settings)
        self.blockSignals(True)
        try:
            select(self.bet, bet)
            select(self.place, place)
            self.computers.setValue(computers)
            rate = rules.commission
            shown = next((c for c in COMMISSIONS if Fraction(c) == rate), None)
            if shown is None:  # a rate set by hand in the file
                shown = str(rate)
                self.commission.addItem(commission_label(shown), shown)
            select(self.commission, shown)
            self.co_banking.setChecked(rules.co_banking)
            for name, box in self.choices.items():
                select(box, getattr(rules, name))
            self.sf_before_full_house.setChecked(rules.sf_before_full_house)
            select(self.fortune, rules.fortune)
            self.ez.setChecked(rules.ez)
            fortune_cents, dragon_cents = read_side_bets(settings)
            select(self.fortune_bet, fortune_cents)
            select(self.dragon_bet, dragon_cents)
        finally:
            self.blockSignals(False)

    def rule_values(self) -> dict[str, Any]:
        """The rules' options as the widgets show them."""
        return {
            **{name: box.currentData() for name, box in self.choices.items()},
            "commission": self.commission.currentData(),
            "co_banking": self.co_banking.isChecked(),
            "sf_before_full_house": self.sf_before_full_house.isChecked(),
            "fortune": self.fortune.currentData(),
            "ez": self.ez.isChecked(),
        }

    def changes(self, settings: Settings) -> Settings | str:
        try:
            rules = read_rules(settings)[0].with_values(self.rule_values())
        except PokerRulesError as error:  # the rules' own checks
            return say_error(error)
        settings = with_bet(settings, int(self.bet.currentData()))
        settings = with_seats(settings, int(self.place.currentData()), self.computers.value())
        settings = with_side_bets(
            settings, int(self.fortune_bet.currentData()), int(self.dragon_bet.currentData())
        )
        return with_rules(settings, rules)


def make_page(settings: Settings) -> PokerSettingsPage:
    """Pai Gow Poker's page, showing ``settings`` (what ``ui.games.settings_page`` asks for)."""
    return PokerSettingsPage(settings)
