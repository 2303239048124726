"""The settings dialog: every option a player sets, checked as it is typed.

The dialog edits a copy of the :class:`~paigow_desktop.storage.Settings` it is
given and builds new ones with :func:`dataclasses.replace`, so the same checks
run as when the file is read.  Apply and OK emit :attr:`SettingsDialog.settings_changed`
with the new settings (the window applies and saves them); while the values do
not fit together (a maximum below the minimum, a default bet outside the
limits) the problem is shown under the form and Apply and OK are disabled.
Options a player does not set by hand (window geometry, last screen, unknown
keys from a newer version) are carried over unchanged.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.card import LENGTHS as CARD_LENGTHS
from paigow_desktop.games.paigow.options import COMMISSION_CHOICES as COMMISSIONS
from paigow_desktop.storage import (
    ANIMATION_SPEEDS,
    LANGUAGES,
    MAX_CENTS,
    MIN_CENTS,
    REDUCED_MOTION,
    THEMES,
    Settings,
)
from paigow_desktop.ui.choices import LANGUAGE_LABELS, THEME_LABELS
from paigow_desktop.ui.games.paigow.options import options_of, with_option_changes
from paigow_desktop.ui.names import rate_words

__all__ = ["SettingsDialog", "commission_label"]

#: How each option value is shown.
SPEED_LABELS = {
    "instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant"),
    "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
    "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
    "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow"),
}
REDUCED_MOTION_LABELS = {
    "auto": QT_TRANSLATE_NOOP("SettingsDialog", "Follow the desktop"),
    "on": QT_TRANSLATE_NOOP("SettingsDialog", "On (no animation)"),
    "off": QT_TRANSLATE_NOOP("SettingsDialog", "Off"),
}
#: Seats 1..7 around the table; the dealer has place 0.
SEATS = (1, 7)
#: At most one computer player in each of the six seats the player does not take.
MAX_COMPUTER_PLAYERS = 6


def commission_label(value: str) -> str:
    """``"0.05"`` as ``5%``, ``"0.0476"`` as ``4.76%``, ``"0"`` as ``none``."""
    rate = Fraction(value)
    if rate == 0:
        return QCoreApplication.translate("SettingsDialog", "none")
    return rate_words(rate)


def _money_box(tip: str, name: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setPrefix("$")
    box.setDecimals(2)
    box.setRange(MIN_CENTS / 100, MAX_CENTS / 100)
    box.setGroupSeparatorShown(True)
    box.setSingleStep(5)
    box.setAccelerated(True)
    box.setToolTip(tip)
    box.setAccessibleName(name)
    box.setKeyboardTracking(True)
    return box


def _combo(choices: dict[str, str] | list[tuple[Any, str]], tip: str, name: str) -> QComboBox:
    box = QComboBox()
    items = list(choices.items()) if isinstance(choices, dict) else choices
    for data, text in items:
        box.addItem(QCoreApplication.translate("SettingsDialog", text), data)
    box.setToolTip(tip)
    box.setAccessibleName(name)
    return box


def _select(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    box.setCurrentIndex(max(0, index))


def _card_data(length: int, standalone: bool) -> str:
    """A strategy card in the card box: ``10-house-way``, ``20-standalone``."""
    return f"{length}-{'standalone' if standalone else 'house-way'}"


def _cents(box: QDoubleSpinBox) -> int:
    return round(box.value() * 100)


class SettingsDialog(QDialog):
    """Edits ``settings``; ``settings_changed(Settings)`` on Apply and OK."""

    settings_changed = Signal(object)  #: the new Settings

    # Long: builds the dialog's widgets and layout, a declarative list read top to bottom
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._base = settings
        self._loading = False

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
        self.default_bet = _money_box(self.tr("The bet a new round starts with"), self.tr("Default bet"))
        self.table_minimum = _money_box(self.tr("The smallest bet the table takes"), self.tr("Table minimum"))
        self.table_maximum = _money_box(
            self.tr("The largest bet the table takes; at least the minimum"), self.tr("Table maximum")
        )
        self.commission = _combo(
            [(c, commission_label(c)) for c in COMMISSIONS],
            self.tr("The commission the house takes from a winning bet (5% is usual)"),
            self.tr("Commission"),
        )
        self.starting_bankroll = _money_box(
            self.tr("The bankroll a new history starts with, and what Reset bankroll sets it to"),
            self.tr("Starting bankroll"),
        )
        self.starting_bankroll.setSingleStep(100)
        table = QGroupBox(self.tr("Table"))
        form = QFormLayout(table)
        form.addRow(self.tr("&Seat:"), self.seat)
        form.addRow(self.tr("&Computer players:"), self.computer_players)
        form.addRow(self.tr("&Default bet:"), self.default_bet)
        form.addRow(self.tr("Table mi&nimum:"), self.table_minimum)
        form.addRow(self.tr("Table ma&ximum:"), self.table_maximum)
        form.addRow(self.tr("C&ommission:"), self.commission)
        form.addRow(self.tr("Starting &bankroll:"), self.starting_bankroll)

        # -- display and sound
        self.animation_speed = _combo(
            [(i, SPEED_LABELS.get(name, name.capitalize())) for i, name in enumerate(ANIMATION_SPEEDS)],
            self.tr("How fast the tiles are washed, dealt and revealed; Instant skips the animation"),
            self.tr("Animation speed"),
        )
        self.reduced_motion = _combo(
            {m: REDUCED_MOTION_LABELS.get(m, m) for m in REDUCED_MOTION},
            self.tr(
                "On: no animation at all, whatever the speed. Follow the desktop: on when the "
                "system asks applications to reduce motion"
            ),
            self.tr("Reduced motion"),
        )
        self.theme = _combo(
            {t: THEME_LABELS.get(t, t.capitalize()) for t in THEMES},
            self.tr("The look of the table and the tiles"),
            self.tr("Theme"),
        )
        self.language = _combo(
            {lang: LANGUAGE_LABELS.get(lang, lang) for lang in LANGUAGES},
            self.tr("The language of the program's text; a change is shown at once between rounds"),
            self.tr("Language"),
        )
        self.sound = QCheckBox(self.tr("Play so&unds"))
        self.sound.setToolTip(self.tr("Play sound effects at the table"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setToolTip(self.tr("How loud the sounds are, 0 to 100"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100%") + 4)
        self.volume_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.volume.valueChanged.connect(lambda v: self.volume_value.setText(f"{v}%"))
        self.sound.toggled.connect(self._sound_toggled)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
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
        display = QGroupBox(self.tr("Display and sound"))
        form2 = QFormLayout(display)
        form2.addRow(self.tr("&Animation speed:"), self.animation_speed)
        form2.addRow(self.tr("&Reduced motion:"), self.reduced_motion)
        form2.addRow(self.tr("T&heme:"), self.theme)
        form2.addRow(self.tr("&Language:"), self.language)
        form2.addRow(self.sound)
        self.volume_label = QLabel(self.tr("&Volume:"))
        self.volume_label.setBuddy(self.volume)
        form2.addRow(self.volume_label, volume_row)
        form2.addRow(self.trainer)
        form2.addRow(self.trainer_quiz)
        form2.addRow(self.tr("&Grade by the card:"), self.trainer_card)

        # -- banking and the casino's variations
        self.bank_offer = _combo(
            {"never": self.tr("Never"), "ask": self.tr("Ask me"), "always": self.tr("Always, when allowed")},
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
        self.woodpile = _combo(
            {
                "eight": self.tr("Eight stacks of four"),
                "lifted": self.tr("Four stacks of eight, top halves lifted"),
            },
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

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setAccessibleName(self.tr("Problem"))
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        dark = self.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5
        colour = "#ff8a80" if dark else "#b71c1c"  # readable on the dialog's own background
        self.error.setStyleSheet(f"QLabel#error {{ color: {colour}; font-weight: bold; }}")
        self.error.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(self.tr("Put every option back to its default (press Apply or OK to keep them)"))

        columns = QHBoxLayout()
        columns.addWidget(table, 1)
        columns.addWidget(display, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(banking)
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.load(settings)
        for box in (self.default_bet, self.table_minimum, self.table_maximum, self.starting_bankroll):
            box.valueChanged.connect(self._validate)
        for spin in (self.seat, self.computer_players):
            spin.valueChanged.connect(self._validate)
        for combo in (
            self.commission,
            self.animation_speed,
            self.reduced_motion,
            self.theme,
            self.language,
            self.bank_offer,
            self.woodpile,
            self.trainer_card,
        ):
            combo.currentIndexChanged.connect(self._validate)
        for check in (
            self.sound,
            self.trainer,
            self.trainer_quiz,
            self.bank_two_in_a_row,
            self.co_banking,
            self.count_from_dealer,
        ):
            check.toggled.connect(self._validate)
        self.volume.valueChanged.connect(self._validate)
        self._validate()

    # -- between widgets and settings

    def load(self, settings: Settings) -> None:
        """Show ``settings`` in the widgets."""
        o = options_of(settings)
        self._loading = True
        try:
            self.seat.setValue(o.seat)
            self.computer_players.setValue(min(o.computer_players, MAX_COMPUTER_PLAYERS))
            self.default_bet.setValue(o.default_bet_cents / 100)
            self.table_minimum.setValue(o.table_minimum_cents / 100)
            self.table_maximum.setValue(o.table_maximum_cents / 100)
            self.starting_bankroll.setValue(settings.starting_bankroll_cents / 100)
            _select(self.commission, o.commission)
            _select(self.animation_speed, settings.animation_speed)
            _select(self.reduced_motion, settings.reduced_motion)
            _select(self.theme, settings.theme)
            _select(self.language, settings.language)
            self.sound.setChecked(settings.sound)
            self.volume.setValue(settings.volume)
            self.volume_value.setText(f"{settings.volume}%")
            self.trainer.setChecked(o.trainer)
            self.trainer_quiz.setChecked(o.trainer_quiz)
            _select(self.trainer_card, _card_data(o.trainer_card_length, o.trainer_card_standalone))
            _select(self.bank_offer, o.bank_offer)
            self.bank_two_in_a_row.setChecked(o.bank_two_in_a_row)
            self.co_banking.setChecked(o.co_banking)
            self.count_from_dealer.setChecked(o.count_from_dealer)
            _select(self.woodpile, o.woodpile)
        finally:
            self._loading = False
        self._sound_toggled(settings.sound)
        self.trainer_quiz.setEnabled(o.trainer)
        self._validate()

    def values(self) -> dict[str, Any]:
        """The options as the widgets show them."""
        return {
            "seat": self.seat.value(),
            "computer_players": self.computer_players.value(),
            "default_bet_cents": _cents(self.default_bet),
            "table_minimum_cents": _cents(self.table_minimum),
            "table_maximum_cents": _cents(self.table_maximum),
            "starting_bankroll_cents": _cents(self.starting_bankroll),
            "commission": self.commission.currentData(),
            "animation_speed": self.animation_speed.currentData(),
            "reduced_motion": self.reduced_motion.currentData(),
            "theme": self.theme.currentData(),
            "language": self.language.currentData(),
            "sound": self.sound.isChecked(),
            "volume": self.volume.value(),
            "trainer": self.trainer.isChecked(),
            "trainer_quiz": self.trainer_quiz.isChecked(),
            "trainer_card_length": int(str(self.trainer_card.currentData()).split("-")[0]),
            "trainer_card_standalone": str(self.trainer_card.currentData()).endswith("-standalone"),
            "bank_offer": self.bank_offer.currentData(),
            "bank_two_in_a_row": self.bank_two_in_a_row.isChecked(),
            "co_banking": self.co_banking.isChecked(),
            "count_from_dealer": self.count_from_dealer.isChecked(),
            "woodpile": self.woodpile.currentData(),
        }

    def problem(self) -> str | None:
        """Why the options do not fit together, for people; None when they do."""
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
            with_option_changes(self._base, v)
        except ValueError as error:
            return f"{str(error)[:1].upper()}{str(error)[1:]}."
        return None

    def settings(self) -> Settings:
        """New settings from the widgets (``ValueError`` when they do not fit together)."""
        return with_option_changes(self._base, self.values())

    def _validate(self, *_args: object) -> bool:
        if self._loading:
            return True
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        for which in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Apply):
            self.buttons.button(which).setEnabled(problem is None)
        return problem is None

    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume, self.volume_value, self.volume_label):
            widget.setEnabled(on)

    # -- buttons

    def apply(self) -> Settings | None:
        """Emit the new settings (when they are valid) and take them as the starting point."""
        if not self._validate():
            return None
        settings = self.settings()
        self._base = settings
        self.settings_changed.emit(settings)
        return settings

    def restore_defaults(self) -> None:
        """Show the default options (the window geometry and other hidden values are kept)."""
        self.load(Settings())

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role == QDialogButtonBox.StandardButton.Apply:
            self.apply()
        elif role == QDialogButtonBox.StandardButton.RestoreDefaults:
            self.restore_defaults()

    def accept(self) -> None:
        if self.apply() is not None:
            super().accept()
