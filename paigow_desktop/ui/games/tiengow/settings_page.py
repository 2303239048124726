"""Tien Gow's page of the settings dialog: a point's value, the computer players, and every
option of the rules.

The rules' options are the command line's (``tiengow play --rule NAME=VALUE``): each value is
checked by the same :meth:`Rules.value_of`, so the page refuses what the command line refuses,
for the same reason.  A number the rules do not take (a last-trick bonus of 0) can be typed, and
is refused in those words, next to the page; the dialog does not close.
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.tiengow.rules import OPTIONS, Rules, RulesError
from paigow_desktop.storage import Settings
from paigow_desktop.ui.games.tiengow.options import (
    LONGEST_NAME,
    RATES,
    TienGowOptions,
    kept_names,
    read_options,
    seat_name,
    shown_names,
    with_options,
)
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.settings_widgets import choice_box, select

__all__ = ["MOST_SHOWN", "RULE_WORDS", "TienGowSettingsPage", "make_page"]

#: The largest number a rule's box takes (the rules set no upper bound; no table plays near it).
MOST_SHOWN: Final = 99

#: Each rule option's label and what it does, in the rules' order (translated in "TienGowRules").
RULE_WORDS: Final[dict[str, tuple[str, str]]] = {
    "early_death": (
        QT_TRANSLATE_NOOP("TienGowRules", "Early death"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "When the last trick is a single, a player without a column must throw his last tile "
            "face down and cannot win it",
        ),
    ),
    "mixed_pairs_and_sets": (
        QT_TRANSLATE_NOOP("TienGowRules", "Mixed pairs and sets"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "Mixed military pairs, triples and quartets may be played; off: the ancient game's 37 "
            "sets, no quartets",
        ),
    ),
    "gee_joon_payment": (
        QT_TRANSLATE_NOOP("TienGowRules", "Gee Joon payment"),
        QT_TRANSLATE_NOOP(
            "TienGowRules", "Points each other player pays whoever leads the Gee Joon (0: none; 2 usual)"
        ),
    ),
    "quartet_payment": (
        QT_TRANSLATE_NOOP("TienGowRules", "Quartet payment"),
        QT_TRANSLATE_NOOP(
            "TienGowRules", "Points each other player pays whoever wins a four-tile trick (0: none; 4 usual)"
        ),
    ),
    "last_trick_bonus": (
        QT_TRANSLATE_NOOP("TienGowRules", "Last-trick bonus"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "The settlement is multiplied by this when the last trick is won by the Gee Joon or a "
            "quartet, or by a player who won every trick (at least 1: no bonus; 2 usual)",
        ),
    ),
    "unbeatable_exception": (
        QT_TRANSLATE_NOOP("TienGowRules", "Unbeatable exception"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "A banker who wins every trick after leading a set he knew could not be beaten gets "
            "no bonus for it",
        ),
    ),
    "banker_multiplier": (
        QT_TRANSLATE_NOOP("TienGowRules", "Banker's multiplier"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "What the banker pays and collects is multiplied by this (at least 1; 2 usual)",
        ),
    ),
    "hk_escalating_banker": (
        QT_TRANSLATE_NOOP("TienGowRules", "Hong Kong escalating banker"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "The banker's multiplier grows with each hand he banks in a row: ×2, ×3, ×4 … "
            "(the multiplier above is then not used)",
        ),
    ),
    "banker_surplus_doubled": (
        QT_TRANSLATE_NOOP("TienGowRules", "Banker's surplus multiplied"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "A banker above four columns who loses the hand is paid his columns over four times "
            "the multiplier; off: once",
        ),
    ),
    "little_three_big_six": (
        QT_TRANSLATE_NOOP("TienGowRules", "Little Three, Big Six"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "When a last single led with 2-1 is won by the 4-2, the leader pays what the others owe",
        ),
    ),
    "one_red_dot": (
        QT_TRANSLATE_NOOP("TienGowRules", "One red dot"),
        QT_TRANSLATE_NOOP(
            "TienGowRules",
            "A hand dealt with exactly one red pip wins at once: no trick is played",
        ),
    ),
}
assert tuple(RULE_WORDS) == tuple(OPTIONS), "every rule option has its words"

#: The computer players' levels the page offers (``rule`` basic; ``default`` strong; ``expert``).
_LEVELS: Final = (
    ("rule", QT_TRANSLATE_NOOP("PlayersDialog", "Basic (plays by rules of thumb)")),
    ("default", QT_TRANSLATE_NOOP("PlayersDialog", "Strong (plays out the unseen tiles)")),
    ("expert", QT_TRANSLATE_NOOP("PlayersDialog", "Expert (searches deeper, slower)")),
)
#: The computer players' seats, in playing order from yours (you sit East, seat 0).
_COMPUTER_SEATS: Final = (1, 2, 3)


def _rule_said(name: str, which: int) -> str:
    return QCoreApplication.translate("TienGowRules", RULE_WORDS[name][which])


class TienGowSettingsPage(QWidget):
    """Tien Gow's options (a :class:`~paigow_desktop.ui.games.SettingsPage`)."""

    edited = Signal()

    # Long: the page's widgets and layout, a declarative list read top to bottom
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loaded = TienGowOptions()
        # -- money
        self.rate = choice_box(
            [(cents, format_cents(cents)) for cents in RATES],
            self.tr("What one point of the settlement is worth"),
            self.tr("Point value"),
        )
        money = QGroupBox(self.tr("Money"))
        form = QFormLayout(money)
        form.addRow(self.tr("&Point value:"), self.rate)

        # -- the computer players
        players = QGroupBox(self.tr("Computer players"))
        grid = QGridLayout(players)
        grid.addWidget(QLabel(self.tr("<b>Seat</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Name</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Level</b>")), 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        for row, seat in enumerate(_COMPUTER_SEATS, start=1):
            where = seat_name(seat)
            label = QLabel(self.tr("{0}:").format(where))
            edit = QLineEdit()
            edit.setMaxLength(LONGEST_NAME)
            edit.setAccessibleName(self.tr("{0}'s name").format(where))
            label.setBuddy(edit)
            box = choice_box(
                [(key, QCoreApplication.translate("PlayersDialog", words)) for key, words in _LEVELS],
                self.tr("How well this computer player plays"),
                self.tr("{0}'s level").format(where),
            )
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            grid.addWidget(box, row, 2)
            self.name_edits.append(edit)
            self.level_boxes.append(box)
        grid.setColumnStretch(1, 1)

        # -- the rules
        rules = QGroupBox(self.tr("Rules"))
        form2 = QFormLayout(rules)
        #: each rule option's box, by the option's name (a check box, or a number for a payment
        #: or a multiplier)
        self.rule_boxes: dict[str, QCheckBox | QSpinBox] = {}
        for name, option in OPTIONS.items():
            words, tip = _rule_said(name, 0), _rule_said(name, 1)
            if option.kind is bool:
                check = QCheckBox(words)
                check.setToolTip(tip)
                self.rule_boxes[name] = check
                form2.addRow(check)
            else:
                spin = QSpinBox()
                spin.setRange(0, MOST_SHOWN)  # what the rules refuse is refused in their words
                spin.setToolTip(tip)
                spin.setAccessibleName(words)
                self.rule_boxes[name] = spin
                form2.addRow(self.tr("{0}:").format(words), spin)
        note = QLabel(self.tr("A change of the rules counts from the next hand."))
        note.setWordWrap(True)
        form2.addRow(note)

        # Hong Kong escalation sets the banker's multiplier itself (×2, ×3, …): its box rests.
        escalating = self.rule_boxes["hk_escalating_banker"]
        assert isinstance(escalating, QCheckBox)
        escalating.toggled.connect(self._escalation_toggled)

        layout = QVBoxLayout(self)
        for group in (money, players, rules):
            layout.addWidget(group)
        layout.addStretch(1)

        self.load(settings)
        self.rate.currentIndexChanged.connect(self.edited)
        for edit in self.name_edits:
            edit.textChanged.connect(self.edited)
        for box in self.level_boxes:
            box.currentIndexChanged.connect(self.edited)
        for each in self.rule_boxes.values():
            if isinstance(each, QCheckBox):
                each.toggled.connect(self.edited)
            else:
                each.valueChanged.connect(self.edited)

    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return self.tr("Tien Gow")

    def load(self, settings: Settings) -> None:
        o = read_options(settings)[0]  # a bad value shows its default (said when the table opens)
        self._loaded = o
        self.blockSignals(True)
        try:
            if self.rate.findData(o.cents_per_point) < 0:  # a value set by hand in the file
                self.rate.addItem(format_cents(o.cents_per_point), o.cents_per_point)
            select(self.rate, o.cents_per_point)
            for edit, name in zip(self.name_edits, shown_names(o.computer_names), strict=True):
                edit.setText(name)
            for box, level in zip(self.level_boxes, o.levels, strict=True):
                select(box, level if level in ("rule", "expert") else "default")
            for name, value in o.rules.to_json().items():
                each = self.rule_boxes[name]
                if isinstance(each, QCheckBox):
                    each.setChecked(bool(value))
                else:
                    each.setValue(min(int(value), MOST_SHOWN))
        finally:
            self.blockSignals(False)
        self._escalation_toggled(o.rules.hk_escalating_banker)

    def _escalation_toggled(self, on: bool) -> None:
        self.rule_boxes["banker_multiplier"].setEnabled(not on)

    def rule_values(self) -> dict[str, Any]:
        """Each rule option as its box shows it, unchecked."""
        return {
            name: each.isChecked() if isinstance(each, QCheckBox) else each.value()
            for name, each in self.rule_boxes.items()
        }

    def rules(self) -> Rules | str:
        """The rules the boxes show, or why one of their values is refused: the command line's
        check (:meth:`Rules.value_of`) and its words, after the option's label."""
        rules = Rules()
        for name, value in self.rule_values().items():
            try:
                rules = rules.with_option(name, value)
            except RulesError as error:
                return self.tr("{0}: {1}").format(_rule_said(name, 0), say_error(error))
        return rules

    def _levels(self) -> tuple[str, str, str]:
        """The levels the boxes show; a strong player read as ``sampling`` stays so."""
        chosen = [str(box.currentData()) for box in self.level_boxes]
        kept = [
            old if new == "default" and old == "sampling" else new
            for new, old in zip(chosen, self._loaded.levels, strict=True)
        ]
        return kept[0], kept[1], kept[2]

    def changes(self, settings: Settings) -> Settings | str:
        rules = self.rules()
        if isinstance(rules, str):
            return rules
        old = read_options(settings)[0]
        levels = self._levels()
        if old.computer_levels is None and levels == old.levels:
            level, each = old.computer_level, None
        elif len(set(levels)) == 1:
            level, each = levels[0], None  # as Game › Computer players sets them
        else:
            level, each = old.computer_level, levels
        names = kept_names([edit.text() for edit in self.name_edits])
        try:
            options = TienGowOptions(
                cents_per_point=int(self.rate.currentData()),
                computer_level=level,
                computer_names=(names[0], names[1], names[2]),
                computer_levels=each,
                rules=rules,
            )
        except ValueError as error:  # the section's own checks, as when the file is read
            words = say_error(error)
            return f"{words[:1].upper()}{words[1:]}."
        return with_options(settings, options)


def make_page(settings: Settings) -> TienGowSettingsPage:
    """Tien Gow's page, showing ``settings`` (what ``ui.games.settings_page`` asks for)."""
    return TienGowSettingsPage(settings)
