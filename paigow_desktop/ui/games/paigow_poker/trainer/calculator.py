"""The Calculator tab: any seven cards, picked from the deck or typed, and every setting that is not a
foul with its exact wins, pushes and losses against every dealer hand, its EV, the best and the
house way's, from the player's side or the banker's at any commission.  The counting runs in a
worker thread; the page says it is working and stays usable.

Settings that make the same two hands (a pair's cards swapped, a suit for another) win, push and
lose against exactly the same dealer hands: they are one row, "2 ways", the others in its tooltip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.paigow_poker.analysis import DEALER_HANDS, PokerAnalysis, SettingCounts
from paigow_desktop.games.paigow_poker.cards import (
    DECK,
    RANKS,
    SUITS,
    Card,
    CardError,
    format_cards,
    parse_cards,
)
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow_poker.trainer.common import (
    DEFAULT_COMMISSION,
    PICKED_STYLE,
    ROW_CARD,
    PokerTrainerHost,
    analysis_of,
    card_icon,
    card_size,
    per_100,
    strip_pixmap,
)
from paigow_desktop.ui.games.paigow_poker.words import card_name, cards_shown, high_words, low_words
from paigow_desktop.ui.names import listed, say_error

#: Logical width of a card in the picker.
PICKER_CARD = 34
#: The table's columns.
COLUMNS = ("high-cards", "low-cards", "high", "low", "win", "push", "loss", "ev", "notes")
#: The role holding a count's exact number in the win, push and loss cells.
COUNT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role holding, in a row's first cell, every setting the row stands for: (high, low) cards.
SETTINGS_ROLE = Qt.ItemDataRole.UserRole + 2


def plays_of(analysis: PokerAnalysis) -> list[list[SettingCounts]]:
    """The settings grouped by the two hands they make, best EV first; in each group the house
    way's setting first, if it is there (the row shows its cards)."""
    groups: dict[tuple[int, int], list[SettingCounts]] = {}
    for counts in sorted(analysis.settings, key=lambda s: s.ev, reverse=True):
        groups.setdefault((counts.setting.high_value, counts.setting.low_value), []).append(counts)
    return [sorted(group, key=lambda s: not s.house_way) for group in groups.values()]


class CardPicker(QWidget):
    """The 53 cards in a grid (ranks across, suits down, the joker last): click to add or remove."""

    def __init__(self, owner: PokerTrainerHost, on_toggle: Callable[[Card], None]) -> None:
        super().__init__()
        self.owner = owner
        grid = QGridLayout(self)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        self.setStyleSheet(PICKED_STYLE)
        self.buttons: dict[Card, QToolButton] = {}
        for card in DECK:
            button = QToolButton()
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setToolTip(cards_shown((card,)))
            button.setAccessibleName(card_name(card))
            button.clicked.connect(lambda _=False, c=card: on_toggle(c))
            self.buttons[card] = button
            if card.joker:
                grid.addWidget(button, 0, len(RANKS), len(SUITS), 1, Qt.AlignmentFlag.AlignVCenter)
            else:
                grid.addWidget(button, card.suit, RANKS.index(str(card)[0]))
        self.draw()

    def draw(self) -> None:
        dpr = self.devicePixelRatioF()
        for card, button in self.buttons.items():
            button.setIcon(card_icon(self.owner.artwork, card, PICKER_CARD, dpr))
            button.setIconSize(card_size(PICKER_CARD))

    def show_picked(self, cards: Sequence[Card]) -> None:
        for card, button in self.buttons.items():
            button.setChecked(card in cards)


class CalculatorPage(QWidget):
    """Seven cards in, every setting's exact counts out; see the module's documentation."""

    # Long: builds the page's widgets, a declarative list read top to bottom
    def __init__(self, owner: PokerTrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.cards: tuple[Card, ...] = ()
        self.entry_error = ""  #: why the typed cards do not read ("" when they do)
        self.analysis: PokerAnalysis | None = None
        self.background = Background(self)
        self.background.busy_changed.connect(self._busy)

        layout = QVBoxLayout(self)
        self.picker = CardPicker(owner, self.toggle)
        layout.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignLeft)
        entry = QHBoxLayout()
        label = QLabel(self.tr("&Cards:"))
        entry.addWidget(label)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(self.tr("Seven cards, e.g. As Kd JK 7c 7d 3h 2s"))
        self.entry.setAccessibleName(self.tr("The seven cards, typed"))
        self.entry.textEdited.connect(self._typed)
        label.setBuddy(self.entry)
        entry.addWidget(self.entry, 1)
        clear = QPushButton(self.tr("C&lear"))
        clear.clicked.connect(lambda: self.set_cards(()))
        entry.addWidget(clear)
        layout.addLayout(entry)

        options = QHBoxLayout()
        options.addWidget(QLabel(self.tr("Side:")))
        self.side = QComboBox()
        self.side.addItem(self.tr("Player"), False)
        self.side.addItem(self.tr("Banker"), True)
        self.side.setAccessibleName(self.tr("Whose side the figures are from"))
        self.side.currentIndexChanged.connect(self.recount)
        options.addWidget(self.side)
        options.addWidget(QLabel(self.tr("Commission:")))
        self.commission_box = QDoubleSpinBox()
        self.commission_box.setRange(0.0, 10.0)
        self.commission_box.setDecimals(1)
        self.commission_box.setSingleStep(0.5)
        self.commission_box.setSuffix("%")  # 5.0%, as the other windows write a rate
        self.commission_box.setValue(float(DEFAULT_COMMISSION * 100))
        self.commission_box.setAccessibleName(self.tr("Commission on winning bets"))
        self.commission_box.valueChanged.connect(self.recount)
        options.addWidget(self.commission_box)
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("What the calculator is doing"))
        options.addWidget(self.status, 1)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(160)
        self.progress.setVisible(False)
        self.progress.setAccessibleName(self.tr("Counting"))
        options.addWidget(self.progress)
        layout.addLayout(options)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Five cards"),
                self.tr("Two cards"),
                self.tr("High hand"),
                self.tr("Low hand"),
                self.tr("Win %"),
                self.tr("Push %"),
                self.tr("Loss %"),
                self.tr("EV per 100"),
                self.tr("Notes"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAccessibleName(self.tr("Every setting that is not a foul"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.set_cards(())

    @property
    def bank(self) -> bool:
        return bool(self.side.currentData())

    @property
    def commission(self) -> Fraction:
        """The commission in the box, to a tenth of a percent."""
        return Fraction(round(self.commission_box.value() * 10), 1000)

    def toggle(self, card: Card) -> None:
        """A click in the picker: add the card, or take it out."""
        if card in self.cards:
            self.set_cards(tuple(c for c in self.cards if c != card))
        elif len(self.cards) < 7:
            self.set_cards((*self.cards, card))
        else:
            self.picker.show_picked(self.cards)
            self.status.setText(self.tr("Seven cards already: take one out first."))

    def set_cards(self, cards: Sequence[Card]) -> None:
        """Show ``cards`` (at most seven) and count them once there are seven."""
        self.cards = tuple(cards)
        self.entry_error = ""  # the field is written anew from these cards
        self.picker.show_picked(self.cards)
        text = format_cards(self.cards)
        if self.entry.text().split() != text.split():
            self.entry.setText(text)
        self.recount()

    def _typed(self, text: str) -> None:
        try:
            cards = parse_cards(text)
            if len(cards) > 7:
                raise CardError(self.tr("at most seven cards"))
        except CardError as error:
            self.background.cancel()  # the figures were for other cards: not shown beside these words
            self.analysis = None
            self.table.setRowCount(0)
            # Nothing counts until the field reads again: a change of side or commission would
            # otherwise count the cards typed before, which the field no longer shows.
            self.entry_error = self.tr("Not yet: {0}").format(say_error(error))
            self.status.setText(self.entry_error)
            return
        self.entry_error = ""
        self.cards = cards
        self.picker.show_picked(cards)
        self.recount()

    def recount(self) -> None:
        """Count the cards again (after a change of cards, side or commission)."""
        self.analysis = None
        self.table.setRowCount(0)
        if self.entry_error:
            self.background.cancel()
            self.status.setText(self.entry_error)
            return
        if len(self.cards) != 7:
            self.background.cancel()
            missing = 7 - len(self.cards)
            words = self.tr("Pick 1 more card.") if missing == 1 else self.tr("Pick {0} more cards.")
            self.status.setText(words.format(missing))
            return
        cards, bank, commission = self.cards, self.bank, self.commission
        self.background.run(
            lambda: analysis_of(cards, bank=bank, commission=commission), self.show_analysis, self._failed
        )

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        if busy:
            self.status.setText(self.tr("Counting {0:,} dealer hands…").format(DEALER_HANDS))

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("The cards could not be counted: {0}").format(message))

    def show_analysis(self, analysis: PokerAnalysis) -> None:
        """Fill the table, best EV first."""
        self.analysis = analysis
        plays = plays_of(analysis)
        self.table.setRowCount(len(plays))
        dpr = self.devicePixelRatioF()
        self.table.setIconSize(QSize(5 * (ROW_CARD + 3), card_size(ROW_CARD).height()))
        for row, group in enumerate(plays):
            self._fill_row(row, group, dpr)
        self.table.resizeRowsToContents()
        side = self.tr("the banker") if analysis.bank else self.tr("the player")
        settings = len(analysis.settings)
        if len(plays) == settings:
            counted = self.tr("{0} settings").format(settings)
        else:
            counted = self.tr("{0} settings, {1} different pairs of hands").format(settings, len(plays))
        self.status.setText(
            self.tr("{0}, from {1}'s side, against {2:,} dealer hands.").format(counted, side, DEALER_HANDS)
        )

    def _fill_row(self, row: int, group: Sequence[SettingCounts], dpr: float) -> None:
        counts = group[0]  # the row's cards: the house way's, when it is one of these
        setting = counts.setting
        art = self.owner.artwork
        for column, cards in ((0, setting.high), (1, setting.low)):
            item = QTableWidgetItem()
            item.setData(Qt.ItemDataRole.DecorationRole, strip_pixmap(art, cards, ROW_CARD, dpr))
            item.setToolTip(cards_shown(cards))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, listed(card_name(c) for c in cards))
            self.table.setItem(row, column, item)
        self.table.setItem(row, 2, QTableWidgetItem(high_words(setting.high_value)))  # a cell: capitalised
        self.table.setItem(row, 3, QTableWidgetItem(low_words(setting.low_value)))
        for column, count in ((4, counts.win), (5, counts.push), (6, counts.loss)):
            item = QTableWidgetItem(f"{count / DEALER_HANDS:.2%}".rstrip("%"))
            item.setData(COUNT_ROLE, count)
            item.setToolTip(self.tr("{0:,} of {1:,} dealer hands").format(count, DEALER_HANDS))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        ev = QTableWidgetItem(per_100(counts.ev))
        ev.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, 7, ev)
        first = self.table.item(row, 0)
        assert first is not None
        splits = [(cards_shown(s.setting.high), cards_shown(s.setting.low)) for s in group]
        first.setData(SETTINGS_ROLE, splits)
        notes = [self.tr("Best")] if counts.best else []
        if any(s.house_way for s in group):
            notes.append(self.tr("House way"))
        note = QTableWidgetItem()
        if len(group) > 1:
            notes.append(self.tr("{0} ways").format(len(group)))
            note.setToolTip(
                self.tr("These cards make the same two hands {0} ways:\n{1}").format(
                    len(group),
                    "\n".join(f"{high} / {low}" for high, low in splits),
                )
            )
        note.setText(listed(notes))
        self.table.setItem(row, 8, note)

    def draw(self) -> None:
        """Draw the cards again (after a change of theme)."""
        self.picker.draw()
        if self.analysis is not None:
            self.show_analysis(self.analysis)
