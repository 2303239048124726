"""Pai Gow Tiles' page of the settings dialog: the table, the trainer and the casino's variations.

Every option of Pai Gow's section a player sets by hand (where the trainer sits, the welcome
and the round left mid-way are kept by the window); checked by :class:`PaiGowOptions` as when
the settings file is read, the limits first in words of their own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QSpinBox, QVBoxLayout, QWidget

from paigow_desktop.games.paigow.card import LENGTHS as CARD_LENGTHS
from paigow_desktop.games.paigow.options import COMMISSION_CHOICES as COMMISSIONS
from paigow_desktop.storage import Settings
from paigow_desktop.ui.games.paigow.options import options_of, with_options
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.settings_widgets import cents_of, choice_box, commission_label, money_box, select

__all__ = ["MAX_COMPUTER_PLAYERS", "SEATS", "PaiGowSettingsPage", "make_page"]

#: Seats 1..7 around the table; the dealer has place 0.
SEATS = (1, 7)
#: At most one computer player in each of the six seats the player does not take.
MAX_COMPUTER_PLAYERS = 6


def _card_data(length: int, standalone: bool) -> str:
    """A strategy card in the card box: ``10-house-way``, ``20-standalone``."""
    return f"{length}-{'standalone' if standalone else 'house-way'}"


class PaiGowSettingsPage(QWidget):
    """Pai Gow Tiles' options (a :class:`~paigow_desktop.ui.games.SettingsPage`)."""

    edited = Signal()

    # Long: builds the page's widgets and layout, a declarative list read top to bottom
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # -- the table
        self.seat = QSpinBox()
        self.seat.setRange(*SEATS)
        self.seat.setToolTip(self.tr("Your seat at the table, 1 to 7 (the dealer has place 0)"))
        self.seat.setAccessibleName(self.tr("Your seat"))
        self.computer_players = QSpinBox()
        self.computer_players.setRange(0, MAX_COMPUTER_PLAYERS)
        self.computer_players.setToolTip(
            self.tr("How many computer players sit with you (0 to 6); they play the house way")
        )
        self.computer_players.setAccessibleName(self.tr("Computer players"))
        self.default_bet = money_box(self.tr("The bet a new round starts with"), self.tr("Default bet"))
        self.table_minimum = money_box(self.tr("The smallest bet the table takes"), self.tr("Table minimum"))
        self.table_maximum = money_box(
            self.tr("The largest bet the table takes; at least the minimum"), self.tr("Table maximum")
        )
        self.commission = choice_box(
            [(c, commission_label(c)) for c in COMMISSIONS],
            self.tr("The commission the house takes from a winning bet (5% is usual)"),
            self.tr("Commission"),
        )
        table = QGroupBox(self.tr("Table"))
        form = QFormLayout(table)
        form.addRow(self.tr("&Seat:"), self.seat)
        form.addRow(self.tr("&Computer players:"), self.computer_players)
        form.addRow(self.tr("&Default bet:"), self.default_bet)
        form.addRow(self.tr("Table mi&nimum:"), self.table_minimum)
        form.addRow(self.tr("Table ma&ximum:"), self.table_maximum)
        form.addRow(self.tr("C&ommission:"), self.commission)

        # -- the trainer
        self.trainer = QCheckBox(self.tr("Show the &trainer"))
        self.trainer.setToolTip(
            self.tr(
                "Show every way to set your tiles with its exact odds, the best one and the house way marked"
            )
        )
        self.trainer_quiz = QCheckBox(self.tr("&Quiz me: hide the numbers until I confirm"))
        self.trainer_quiz.setToolTip(
            self.tr("With the trainer on, set your hand first: its numbers appear once you confirm")
        )
        self.trainer.toggled.connect(self.trainer_quiz.setEnabled)
        self.trainer_card = QComboBox()
        for standalone in (False, True):
            for length in CARD_LENGTHS:
                words = (
                    self.tr("The {n}-line standalone card")
                    if standalone
                    else self.tr("The {n}-line card on top of the house way")
                )
                self.trainer_card.addItem(words.format(n=length), _card_data(length, standalone))
        self.trainer_card.setToolTip(
            self.tr(
                "Besides the best play, the trainer says which line of this strategy card your setting "
                "follows, or what the card says instead (Trainer › Strategy card shows the cards)"
            )
        )
        self.trainer_card.setAccessibleName(self.tr("Strategy card the trainer grades by"))
        trainer = QGroupBox(self.tr("Trainer"))
        form2 = QFormLayout(trainer)
        form2.addRow(self.trainer)
        form2.addRow(self.trainer_quiz)
        form2.addRow(self.tr("&Grade by the card:"), self.trainer_card)

        # -- banking and the casino's variations
        self.bank_offer = choice_box(
            [
                ("never", self.tr("Never")),
                ("ask", self.tr("Ask me")),
                ("always", self.tr("Always, when allowed")),
            ],
            self.tr(
                "When the bank comes round to your seat: never take it, ask each time, or take it "
                "whenever your bankroll covers the table"
            ),
            self.tr("Bank offer"),
        )
        self.bank_two_in_a_row = QCheckBox(self.tr("A &player may bank two rounds running"))
        self.bank_two_in_a_row.setToolTip(
            self.tr("Some card rooms allow it; by default a player banks every other round")
        )
        self.co_banking = QCheckBox(self.tr("Co-banking: the house covers half of &every bet"))
        self.co_banking.setToolTip(
            self.tr("When you bank, the house shares it; your tiles are then set by the house way")
        )
        self.count_from_dealer = QCheckBox(self.tr("The d&ice count starts at the dealer"))
        self.count_from_dealer.setToolTip(self.tr("By default the count starts at the banker's place"))
        self.woodpile = choice_box(
            [
                ("eight", self.tr("Eight stacks of four")),
                ("lifted", self.tr("Four stacks of eight, top halves lifted")),
            ],
            self.tr("How the dealer builds the woodpile after the wash (the deal is the same)"),
            self.tr("Woodpile"),
        )
        banking = QGroupBox(self.tr("Banking"))
        form3 = QFormLayout(banking)
        form3.addRow(self.tr("Ta&ke the bank:"), self.bank_offer)
        form3.addRow(self.bank_two_in_a_row)
        form3.addRow(self.co_banking)
        form3.addRow(self.count_from_dealer)
        form3.addRow(self.tr("&Woodpile:"), self.woodpile)

        layout = QVBoxLayout(self)
        for group in (table, trainer, banking):
            layout.addWidget(group)
        layout.addStretch(1)

        self.load(settings)
        for box in (self.default_bet, self.table_minimum, self.table_maximum):
            box.valueChanged.connect(self.edited)
        for spin in (self.seat, self.computer_players):
            spin.valueChanged.connect(self.edited)
        for combo in (self.commission, self.bank_offer, self.woodpile, self.trainer_card):
            combo.currentIndexChanged.connect(self.edited)
        for check in (
            self.trainer,
            self.trainer_quiz,
            self.bank_two_in_a_row,
            self.co_banking,
            self.count_from_dealer,
        ):
            check.toggled.connect(self.edited)

    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return self.tr("Pai Gow Tiles")

    def load(self, settings: Settings) -> None:
        o = options_of(settings)
        self.blockSignals(True)
        try:
            self.seat.setValue(o.seat)
            self.computer_players.setValue(min(o.computer_players, MAX_COMPUTER_PLAYERS))
            self.default_bet.setValue(o.default_bet_cents / 100)
            self.table_minimum.setValue(o.table_minimum_cents / 100)
            self.table_maximum.setValue(o.table_maximum_cents / 100)
            select(self.commission, o.commission)
            self.trainer.setChecked(o.trainer)
            self.trainer_quiz.setChecked(o.trainer_quiz)
            select(self.trainer_card, _card_data(o.trainer_card_length, o.trainer_card_standalone))
            select(self.bank_offer, o.bank_offer)
            self.bank_two_in_a_row.setChecked(o.bank_two_in_a_row)
            self.co_banking.setChecked(o.co_banking)
            self.count_from_dealer.setChecked(o.count_from_dealer)
            select(self.woodpile, o.woodpile)
        finally:
            self.blockSignals(False)
        self.trainer_quiz.setEnabled(o.trainer)

    def values(self) -> dict[str, Any]:
        """Pai Gow's options as the widgets show them."""
        card = str(self.trainer_card.currentData())
        return {
            "seat": self.seat.value(),
            "computer_players": self.computer_players.value(),
            "default_bet_cents": cents_of(self.default_bet),
            "table_minimum_cents": cents_of(self.table_minimum),
            "table_maximum_cents": cents_of(self.table_maximum),
            "commission": self.commission.currentData(),
            "trainer": self.trainer.isChecked(),
            "trainer_quiz": self.trainer_quiz.isChecked(),
            "trainer_card_length": int(card.split("-")[0]),
            "trainer_card_standalone": card.endswith("-standalone"),
            "bank_offer": self.bank_offer.currentData(),
            "bank_two_in_a_row": self.bank_two_in_a_row.isChecked(),
            "co_banking": self.co_banking.isChecked(),
            "count_from_dealer": self.count_from_dealer.isChecked(),
            "woodpile": self.woodpile.currentData(),
        }

    def changes(self, settings: Settings) -> Settings | str:
        v = self.values()
        low, high, bet = v["table_minimum_cents"], v["table_maximum_cents"], v["default_bet_cents"]
        if high < low:
            return self.tr("The table maximum ({0}) must be at least the table minimum ({1}).").format(
                f"${high / 100:,.2f}", f"${low / 100:,.2f}"
            )
        if not low <= bet <= high:
            return self.tr(
                "The default bet ({0}) must lie between the table minimum ({1}) and maximum ({2})."
            ).format(f"${bet / 100:,.2f}", f"${low / 100:,.2f}", f"${high / 100:,.2f}")
        try:
            return with_options(settings, replace(options_of(settings), **v))
        except ValueError as error:  # the section's own checks, as when the file is read
            words = say_error(error)
            return f"{words[:1].upper()}{words[1:]}."


def make_page(settings: Settings) -> PaiGowSettingsPage:
    """Pai Gow Tiles' page, showing ``settings`` (what ``ui.games.settings_page`` asks for)."""
    return PaiGowSettingsPage(settings)
