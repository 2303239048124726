"""The statistics window: results, the bankroll over time, the hand history, CSV export and a bankroll reset.

Everything shown is read from the :class:`~paigow_desktop.storage.Store` (the
ledger and the hand history), Pai Gow's rounds only (Tien Gow has its own window; the bankroll
is shared); :meth:`StatisticsDialog.refresh` reads it again.
The dialog is not modal: the table stays playable while it is open.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.card_grade import CardSavings, savings_of
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.games.paigow.round import DEALER, PLACES
from paigow_desktop.storage import RoundRow, Settings, StorageError, Store
from paigow_desktop.ui.chart import LineChart
from paigow_desktop.ui.export import export_rounds
from paigow_desktop.ui.games.figures_dialog import figure_labels
from paigow_desktop.ui.games.paigow.card_savings import CardSavingsCounter
from paigow_desktop.ui.names import result_word, say_error
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["EvGivenUp", "StatisticsDialog", "ev_given_up", "history_ev_given_up"]

#: The game whose rounds the strategy card grades.
PAIGOW = GAME.key

#: How many of the newest rounds the history table lists.
HISTORY_ROWS = 1000
_PAGE = 500


def _setting_text(row: RoundRow) -> str:
    """How the player set the round's tiles, low hand first ("—" when the record does not say)."""
    history = row.history or {}
    settings = history.get("settings")
    place = history.get("place")
    mine = settings.get(str(place)) if isinstance(settings, Mapping) else None
    setting = mine.get("setting") if isinstance(mine, Mapping) else None
    return setting if isinstance(setting, str) else "—"


def recorded_ev_given_up(history: Mapping[str, Any] | None) -> float | None:
    """The EV (in bets) the player's setting gave up in one round's history; None when the
    history does not record it (or records something that is not a number)."""
    value = history.get("ev_given_up") if history else None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def history_ev_given_up(history: Mapping[str, Any] | None) -> float:
    """The EV (in bets) the player's setting gave up in one round's history; 0 when not recorded."""
    return recorded_ev_given_up(history) or 0.0


@dataclass(frozen=True)
class EvGivenUp:
    """What the player's settings gave up against the best settings, in bets (units of the bet)."""

    total: float
    hands: int  #: settled rounds counted (those without a record count as 0)

    @property
    def per_100(self) -> float:
        """The total per 100 hands played; 0 when none were."""
        return self.total / self.hands * 100 if self.hands else 0.0


def settled_rounds(store: Store) -> list[RoundRow]:
    """Every settled round of Pai Gow, newest first, read a page at a time."""
    rows: list[RoundRow] = []
    offset = 0
    while True:
        page = store.rounds(limit=_PAGE, offset=offset, game=PAIGOW)
        rows.extend(row for row in page if row.state == "settled")
        if len(page) < _PAGE:
            return rows
        offset += _PAGE


def ev_given_up(store: Store, rows: list[RoundRow] | None = None) -> EvGivenUp:
    """Sum ``ev_given_up`` over the histories of every settled round (``rows``: as already read)."""
    settled = settled_rounds(store) if rows is None else rows
    return EvGivenUp(sum(history_ev_given_up(row.history) for row in settled), len(settled))


def _chart_money(money: Callable[[int], str]) -> Callable[[float], str]:
    """Money for the chart's axis: whole dollars without the ``.00``."""

    def show(value: float) -> str:
        text = money(round(value))
        return text[:-3] if text.endswith(".00") else text

    return show


def _result_text(row: RoundRow) -> str:
    if row.state == "open":
        return QCoreApplication.translate("StatisticsDialog", "In progress")
    if row.state == "refunded":
        return QCoreApplication.translate("StatisticsDialog", "Refunded (interrupted)")
    text = "—" if row.result is None else result_word(row.result)
    if row.bet_cents == 0:
        return QCoreApplication.translate("StatisticsDialog", "{0} (banking)").format(text)
    return text


#: Where a history row keeps who banked the round.
_BANKER_ROLE = Qt.ItemDataRole.UserRole + 1


def _banker_of(row: RoundRow) -> int:
    """The round's banker as stored with it; the dealer for rounds from before banking."""
    banker = row.details.get("banker", DEALER)
    return (
        banker
        if isinstance(banker, int) and not isinstance(banker, bool) and 0 <= banker < PLACES
        else DEALER
    )


class StatisticsDialog(QDialog):
    """Results, the bankroll chart and the hand history of ``store``.

    ``money`` formats cents; ``replay(seed, banker)`` deals a round again with the
    same banker (the window's job).  ``starting_bankroll`` gives the amount a reset sets the bankroll to;
    without it, the parent's ``settings.starting_bankroll_cents`` when the parent
    has settings, else the default.  ``bankroll_reset`` carries the new bankroll
    after a reset, so the window can show it.
    """

    bankroll_reset = Signal(object)  # cents: a Python int, not 32 bits

    COLUMNS = (
        QT_TRANSLATE_NOOP("StatisticsDialog", "Time"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Deal"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Bet"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Result"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Net"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Your setting (low / high)"),
        QT_TRANSLATE_NOOP("StatisticsDialog", "Given up per 100"),
    )

    # Long: builds the window's widgets and layout, a declarative list read top to bottom
    def __init__(
        self,
        store: Store,
        money: Callable[[int], str],
        replay: Callable[[int, int], object],
        parent: QWidget | None = None,
        *,
        starting_bankroll: Callable[[], int] | None = None,
        card: Callable[[], tuple[int, bool]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.money = money
        self._replay = replay
        self._starting_bankroll = starting_bankroll
        #: the strategy card the trainer grades by (length, standalone), for what it would have saved
        self._card = card or (lambda: (10, False))
        self.card_counter = CardSavingsCounter(self)
        self.card_counter.ready.connect(self._show_card_savings)
        self._card_shown: tuple[int, bool] = self._card()
        self.card_savings: CardSavings | None = None  #: as last shown; None while it is counted
        self.setWindowTitle(self.tr("Statistics"))
        self.setModal(False)
        self.setSizeGripEnabled(True)

        # The numbers.
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        cells = (
            (
                "rounds",
                self.tr("Rounds played"),
                self.tr("Rounds settled (interrupted rounds are counted apart)"),
            ),
            (
                "bankroll",
                self.tr("Bankroll"),
                self.tr("Your bankroll now: the sum of every entry in the ledger"),
            ),
            ("results", self.tr("Won / pushed / lost"), self.tr("How many rounds you won, pushed and lost")),
            ("net", self.tr("Net"), self.tr("What you won or lost in all, after commission")),
            (
                "largest_win",
                self.tr("Largest win"),
                self.tr("The most you won in one round, after commission"),
            ),
            ("largest_loss", self.tr("Largest loss"), self.tr("The most you lost in one round")),
            ("commission", self.tr("Commission paid"), self.tr("The commission taken from your wins")),
            (
                "refunded",
                self.tr("Interrupted rounds"),
                self.tr("Rounds cut short (the program stopped): the bet came back"),
            ),
            (
                "ev",
                self.tr("EV given up"),
                self.tr(
                    "What your settings gave up against the best setting of the same tiles, "
                    "in bets (1.00 is one whole bet); the house way and mistakes both count"
                ),
            ),
            (
                "card",
                self.tr("Following the card"),
                self.tr(
                    "What the strategy card the trainer grades by (see Settings) would have gained over "
                    "your own settings of the same tiles, in bets, exactly over every hand a house-way "
                    "opponent could hold at 5% commission; hands the program set for you are left out"
                ),
            ),
        )
        for index, (key, caption, tip) in enumerate(cells):
            row, column = divmod(index, 2)
            label, value = figure_labels(key, caption, tip)
            if key == "card":  # a long sentence: a row of its own, across the grid
                row, column = (len(cells) + 1) // 2, 0
                value.setWordWrap(True)
                grid.addWidget(value, row, 1, 1, 3)
            else:
                grid.addWidget(value, row, column * 2 + 1)
            grid.addWidget(label, row, column * 2)
            self.values[key] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        self.chart = LineChart(
            self.tr("Bankroll over time"), _chart_money(money), empty_text=self.tr("No rounds played yet.")
        )
        self.chart.setMinimumHeight(190)

        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.table.setAccessibleName(self.tr("Hand history"))
        self.table.setAccessibleDescription(self.tr("Your rounds, newest first"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemActivated.connect(lambda _item: self.replay_selected())
        self.history_note = QLabel()
        self.history_note.setWordWrap(True)

        self.replay_button = QPushButton(self.tr("&Replay this deal"))
        self.replay_button.setToolTip(self.tr("Deal the chosen round's tiles again at the table"))
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton(self.tr("&Export hands…"))
        self.export_button.setToolTip(
            self.tr("Save every Pai Gow round as a CSV file (times in UTC, money in cents)")
        )
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button = QPushButton(self.tr("Re&set bankroll…"))
        self.reset_button.setToolTip(self.tr("Start again from the starting bankroll; the history is kept"))
        self.reset_button.clicked.connect(self.reset_bankroll)
        self.close_button = QPushButton(self.tr("&Close"))
        self.close_button.clicked.connect(self.close)
        self.close_button.setAutoDefault(False)
        for button in (self.replay_button, self.export_button, self.reset_button):
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.export_button, self.reset_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Message"))
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        history_title = QLabel(self.tr("<b>Hand history</b>"))
        history_title.setBuddy(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addWidget(self.chart, 3)
        layout.addSpacing(6)
        layout.addWidget(history_title)
        layout.addWidget(self.table, 4)
        layout.addWidget(self.history_note)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        fit_on_screen(self, QSize(780, 760))
        self.refresh()

    # -- reading the store

    def _version(self) -> tuple[object, ...]:
        """Cheap to read, and changes whenever a round begins or ends or the bankroll moves."""
        newest = self.store.rounds(limit=1, game=PAIGOW)
        last = (newest[0].id, newest[0].state) if newest else None
        return (self.store.bankroll_cents(), last, self.store.open_rounds(), self._card())

    # Long: fills the figures, the chart and the history table in one pass
    def refresh(self) -> None:
        """Read the statistics, the chart and the history again."""
        self._shown_version = self._version()
        money = self.money
        stats = self.store.statistics(game=PAIGOW)  # each game has its own figures
        v = self.values
        v["rounds"].setText(f"{stats.rounds:,}")
        v["bankroll"].setText(money(self.store.bankroll_cents()))
        v["results"].setText(f"{stats.wins:,} / {stats.pushes:,} / {stats.losses:,}")
        v["net"].setText(money(stats.net_cents))
        # No win (or no loss) yet is "none", not a win of $0.00.
        for key, cents in (
            ("largest_win", stats.largest_win_cents),
            ("largest_loss", stats.largest_loss_cents),
        ):
            v[key].setText(money(cents) if cents > 0 else self.tr("none"))
        v["commission"].setText(money(stats.commission_paid_cents))
        v["refunded"].setText(
            self.tr("{0} (bet refunded)").format(f"{stats.refunded:,}") if stats.refunded else self.tr("none")
        )
        settled = settled_rounds(self.store)
        ev = ev_given_up(self.store, settled)
        self.ev = ev
        self._count_card_savings(settled)
        v["ev"].setText(
            self.tr("{0} bets in all, {1} per 100 hands").format(f"{ev.total:.2f}", f"{ev.per_100:.2f}")
        )
        self.chart.set_points([(moment, float(cents)) for moment, cents in stats.bankroll_over_time])

        selected = self.selected_seed()
        rows = self.store.rounds(limit=HISTORY_ROWS, game=PAIGOW)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for index, row in enumerate(rows):
            net = "—" if row.net_cents is None else money(row.net_cents)
            cells = (
                (row.started_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), None),
                (f"#{row.seed}", right),
                (self.tr("Banking") if row.bet_cents == 0 else money(row.bet_cents), right),
                (_result_text(row), None),
                (net, right),
                (_setting_text(row), None),
                (self._given_up_text(row), right),
            )
            for column, (text, align) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.seed)
                item.setData(_BANKER_ROLE, _banker_of(row))
                item.setToolTip(self.tr("Round {0}, deal #{1}").format(row.id, str(row.seed)))
                if align is not None:
                    item.setTextAlignment(align)
                self.table.setItem(index, column, item)
        total = stats.rounds + stats.refunded + self.store.open_rounds()
        if not rows:
            self.history_note.setText(self.tr("No rounds yet: play one at the table."))
        elif total > len(rows):
            self.history_note.setText(
                self.tr("The newest {0} of {1} rounds; Export hands has them all.").format(
                    f"{len(rows):,}", f"{total:,}"
                )
            )
        else:
            self.history_note.setText(
                self.tr("Double-click a round, or choose it and press Replay this deal, to deal it again.")
            )
        if selected is not None:
            for index, row in enumerate(rows):
                if row.seed == selected:
                    self.table.selectRow(index)
                    break
        self._selection_changed()

    def _count_card_savings(self, settled: list[RoundRow]) -> None:
        """Start counting what the card would have saved (in a thread; shown when ready)."""
        length, standalone = self._card_shown = self._card()
        histories = [(row.id, row.history) for row in settled if row.game == PAIGOW]
        if not histories:
            self.card_savings = savings_of(())
            self._show_card_savings(self.card_savings)
            return
        self.card_savings = None
        self.values["card"].setText(self.tr("Working it out…"))
        self.card_counter.count(histories, length=length, standalone=standalone)

    def _show_card_savings(self, savings: CardSavings) -> None:
        self.card_savings = savings
        length, standalone = self._card_shown
        name = (
            self.tr("the {0}-line standalone card").format(length)
            if standalone
            else self.tr("the {0}-line card on top of the house way").format(length)
        )
        self.values["card"].setToolTip(
            self.tr("By {0}: what it would have gained over your own settings, exactly").format(name)
        )
        if not savings.rounds:
            self.values["card"].setText(self.tr("no hands you set yet"))
            return
        self.values["card"].setText(
            self.tr("{0} bets, {1} per 100 hands; you set {2} of {3} as it does").format(
                f"{savings.saved:+.2f}",
                f"{savings.per_100:+.2f}",
                f"{savings.followed:,}",
                f"{savings.rounds:,}",
            )
        )

    def showEvent(self, event: QShowEvent) -> None:
        if self._version() != self._shown_version:  # something happened since the last refresh
            self.refresh()
        super().showEvent(event)

    def _given_up_text(self, row: RoundRow) -> str:
        """What the round's setting gave up against the best, per 100 bet: "best" when nothing,
        "—" when the round kept no such figure (refunded, or from an older version)."""
        recorded = recorded_ev_given_up(row.history)
        if row.state != "settled" or recorded is None:
            return "—"
        given_up = recorded * 100
        return f"{given_up:.2f}" if given_up >= 0.005 else self.tr("best")

    # -- the hand history

    def selected_seed(self) -> int | None:
        """The deal number of the chosen round in the history, if any."""
        items = self.table.selectedItems()
        if not items:
            return None
        seed = items[0].data(Qt.ItemDataRole.UserRole)
        return seed if isinstance(seed, int) else None

    def _selection_changed(self) -> None:
        self.replay_button.setEnabled(self.selected_seed() is not None)

    def selected_banker(self) -> int:
        """Who banked the chosen round (the dealer, 0, when the history does not say)."""
        items = self.table.selectedItems()
        banker = items[0].data(_BANKER_ROLE) if items else None
        return banker if isinstance(banker, int) else DEALER

    def replay_selected(self) -> bool:
        """Hand the chosen round's deal number and banker to ``replay``; False when none is chosen."""
        seed = self.selected_seed()
        if seed is None:
            self.say(self.tr("Choose a round in the hand history first."))
            return False
        self._replay(seed, self.selected_banker())
        self.say(self.tr("Deal #{0} is dealt again at the table.").format(seed))
        return True

    # -- export and reset

    def say(self, text: str) -> None:
        """Show a message in the dialog (not in a box: nothing to dismiss)."""
        self.status.setText(text)

    def export_csv(self) -> int | None:
        """Ask for a file and write every Pai Gow round to it; the number of rows, or None."""
        count, message = export_rounds(self, self.store, PAIGOW)
        if message:
            self.say(message)
        return count

    def starting_bankroll_cents(self) -> int:
        """What a reset sets the bankroll to."""
        if self._starting_bankroll is not None:
            return self._starting_bankroll()
        settings = getattr(self.parent(), "settings", None)
        if isinstance(settings, Settings):
            return settings.starting_bankroll_cents
        return Settings().starting_bankroll_cents

    def reset_bankroll(self) -> bool:
        """Ask, then set the bankroll to the starting stake; refused while a round is in progress."""
        if self.store.open_rounds():
            self.say(self.tr("Finish the round in progress before resetting the bankroll."))
            return False
        stake = self.starting_bankroll_cents()
        answer = QMessageBox.question(
            self,
            self.tr("Reset bankroll"),
            self.tr(
                "Set your bankroll to {0}?\n\n"
                "It is now {1}. The hand history is kept, and the reset is written in the ledger."
            ).format(self.money(stake), self.money(self.store.bankroll_cents())),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self.say(self.tr("The bankroll was not changed."))
            return False
        try:
            self.store.reset_bankroll(stake)
        except StorageError as error:
            self.say(self.tr("The bankroll was not changed: {0}.").format(say_error(error)))
            return False
        self.refresh()
        bankroll = self.store.bankroll_cents()
        self.say(self.tr("Your bankroll is now {0}.").format(self.money(bankroll)))
        self.bankroll_reset.emit(bankroll)
        return True
