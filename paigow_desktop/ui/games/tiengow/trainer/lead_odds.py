"""The Lead odds tab: up to eight tiles as your hand; for each lead, the exact chance some opponent
can beat it, whether it is unbeatable in your own eyes, the sampling player's value of it as the
banker's first lead, and the sets the unseen tiles can still form.  All of it is worked out in a
worker thread while a busy bar shows."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.tiengow.drill import kind_label
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import evaluate_moves
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import SetKind, TileSet, sets_in, tile_key
from paigow_desktop.games.tiengow.trainer import chance_beaten, formable_by_unseen, unbeatable_in_own_eyes
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.tiengow.trainer.common import HAND_TILE, PALETTE_TILE, TrainerHost, tile_pixmap
from paigow_desktop.ui.names import say, tile_words

#: Guesses of the hidden tiles for the sampled values of the leads.
VALUE_SAMPLES = 48
#: The table's column of each lead's value as a first lead.
VALUE_COLUMN = 5


@dataclass(frozen=True, slots=True)
class LeadRow:
    """One lead's figures."""

    lead: TileSet
    chance: Fraction
    unbeatable: bool
    value: tuple[float, float] | None  #: mean points and error, for a full hand of eight


@dataclass(frozen=True, slots=True)
class LeadOdds:
    """Everything the tab shows for one hand."""

    tiles: tuple[Tile, ...]
    rows: tuple[LeadRow, ...]
    formable: tuple[TileSet, ...]
    seen: tuple[Tile, ...] = ()  #: tiles seen at the table (a hand under way)


def lead_odds(
    tiles: Sequence[Tile],
    rules: Rules,
    seed: int = 0,
    *,
    seen: Sequence[Tile] = (),
    opponents: Sequence[int] = (8, 8, 8),
) -> LeadOdds:
    """The figures of every lead from ``tiles`` (run in a worker thread: up to about a second);
    ``seen`` and ``opponents``: the tiles seen so far and the opponents' hand sizes, for a hand
    under way at the table."""
    mixed = rules.mixed_pairs_and_sets
    values: dict[tuple[int, ...], tuple[float, float]] = {}
    fresh = len(tiles) == 8 and not seen
    if fresh:
        view = _banker_view(tiles, rules, seed)
        for move, mean, error in evaluate_moves(view, samples=VALUE_SAMPLES, seed=seed):
            values[tile_key(move.tiles)] = (mean, error)
    rows = tuple(
        LeadRow(
            lead,
            chance_beaten(lead, tiles, seen, opponents=opponents, mixed=mixed),
            fresh and unbeatable_in_own_eyes(lead, tiles, mixed=mixed),
            values.get(lead.key),
        )
        for lead in sets_in(tiles, mixed=mixed)
    )
    return LeadOdds(tuple(tiles), rows, tuple(formable_by_unseen(tiles, seen, mixed=mixed)), tuple(seen))


def _banker_view(tiles: Sequence[Tile], rules: Rules, seed: int) -> SeatView:
    """Seat 0's view of a hand in which it banks holding ``tiles`` (the other hands are a guess the
    view never shows)."""
    rest = Counter(FULL_SET)
    rest.subtract(tiles)
    others = list(rest.elements())
    random.Random(seed).shuffle(others)
    hand = Hand([tuple(tiles), *(others[i * 8 : (i + 1) * 8] for i in range(3))], banker=0, rules=rules)
    return hand.view(0)


class LeadOddsPage(QWidget):
    """Pick tiles (or deal eight), read every lead's odds; see the module's documentation."""

    # Long: builds the palette, the hand row, the table and the busy bar in order
    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.tiles: list[Tile] = []
        self.odds: LeadOdds | None = None
        self.seen: tuple[Tile, ...] = ()  #: tiles seen at the table (a hand under way)
        self.opponents: tuple[int, ...] = (8, 8, 8)
        self.background = Background(self)
        self.background.busy_changed.connect(self._busy)

        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Click tiles to build your hand (up to eight); click a tile of the hand to take it back."
                )
            )
        )
        palette = QGridLayout()
        palette.setSpacing(2)
        self.palette_buttons: list[QToolButton] = []
        for index, tile in enumerate(KINDS):
            button = QToolButton()
            button.setAutoRaise(True)
            button.setToolTip(tile_words(tile))
            button.setAccessibleName(self.tr("Add {0}").format(tile))
            button.clicked.connect(partial(self.add_tile, tile))
            palette.addWidget(button, index // 11, index % 11)
            self.palette_buttons.append(button)
        layout.addLayout(palette)

        hand_row = QHBoxLayout()
        hand_row.addWidget(QLabel(self.tr("<b>Your hand:</b>")))
        self.hand_box = QHBoxLayout()
        self.hand_box.setSpacing(4)
        hand_row.addLayout(self.hand_box)
        hand_row.addStretch(1)
        self.deal_button = QPushButton(self.tr("&Random deal"))
        self.deal_button.clicked.connect(self.random_deal)
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.clicked.connect(lambda: self.set_hand(()))
        hand_row.addWidget(self.deal_button)
        hand_row.addWidget(self.clear_button)
        layout.addLayout(hand_row)
        self.hand_buttons: list[QToolButton] = []

        status = QHBoxLayout()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # an indicator that moves, with no end
        self.busy_bar.setMaximumWidth(160)
        self.busy_bar.setAccessibleName(self.tr("Working"))
        self.busy_bar.setVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        status.addWidget(self.busy_bar)
        status.addWidget(self.status, 1)
        layout.addLayout(status)

        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Lead"),
                self.tr("Kind"),
                # Two lines a heading: on one line they took the window's whole width, and the
                # last column hid behind a sideways scroll bar.
                self.tr("Chance beaten\n(exact)"),
                self.tr("As a\npercentage"),
                self.tr("Unbeatable\nin your eyes"),
                self.tr("Value as first lead\n(pts ± error)"),
            ]
        )
        value_header = self.table.horizontalHeaderItem(VALUE_COLUMN)
        if value_header is not None:
            value_header.setToolTip(self._value_words())
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(self.tr("Every lead's odds"))
        layout.addWidget(self.table, 1)
        self.value_note = QLabel(self._value_words())
        self.value_note.setWordWrap(True)
        layout.addWidget(self.value_note)
        self.formable = QLabel()
        self.formable.setWordWrap(True)
        self.formable.setTextFormat(Qt.TextFormat.RichText)
        self.formable.setAccessibleName(self.tr("Sets the unseen tiles can still form"))
        self.formable.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.formable)
        self.draw_tiles()
        self._show_hand()

    # ---- the hand

    def add_tile(self, tile: Tile) -> None:
        if len(self.tiles) < 8 and self.tiles.count(tile) < tile.copies:
            self.set_hand([*self.tiles, tile])  # a hand of your own: the table's is left

    def remove_at(self, index: int) -> None:
        if 0 <= index < len(self.tiles):
            self.set_hand(self.tiles[:index] + self.tiles[index + 1 :])

    def random_deal(self) -> None:
        self.set_hand(self.owner.rng.sample(FULL_SET, 8))

    def set_position(self, view: SeatView) -> None:
        """The hand under way at the table: your tiles now, the tiles you have seen (face up, and
        your own face down) and the others' hand sizes."""
        seen = (*view.own_discards, *view.seen_face_up())
        others = tuple(view.hand_sizes[s] for s in range(4) if s != view.seat)
        self.set_hand(view.tiles, seen=seen, opponents=others)

    def set_hand(
        self, tiles: Sequence[Tile], *, seen: Sequence[Tile] = (), opponents: Sequence[int] = (8, 8, 8)
    ) -> None:
        """Show ``tiles`` as the hand and start working out its odds in the background (with
        ``seen`` and ``opponents``: a hand under way; a tile picked or removed starts afresh)."""
        self.seen, self.opponents = tuple(seen), tuple(opponents)
        self.tiles = sorted(tiles, key=lambda t: t.kind)
        self.odds = None
        self._show_hand()
        self.table.setRowCount(0)
        self.formable.setText("")
        if not self.tiles:
            self.background.cancel()
            self.status.setText(self.tr("Pick tiles, or deal eight at random."))
            return
        tiles, rules, seen, opponents = tuple(self.tiles), self.owner.rules, self.seen, self.opponents
        self.background.run(
            lambda: lead_odds(tiles, rules, seen=seen, opponents=opponents), self.show_odds, self._failed
        )

    # ---- showing

    def draw_tiles(self) -> None:
        dpr = self.devicePixelRatioF()
        for button, tile in zip(self.palette_buttons, KINDS, strict=True):
            pixmap = tile_pixmap(self.owner.artwork, tile, PALETTE_TILE, dpr)
            button.setIcon(QIcon(pixmap))
            button.setIconSize(pixmap.deviceIndependentSize().toSize())

    def _show_hand(self) -> None:
        for button in self.hand_buttons:
            self.hand_box.removeWidget(button)
            button.deleteLater()
        self.hand_buttons = []
        dpr = self.devicePixelRatioF()
        for index, tile in enumerate(self.tiles):
            button = QToolButton()
            button.setAutoRaise(True)
            pixmap = tile_pixmap(self.owner.artwork, tile, HAND_TILE, dpr)
            button.setIcon(QIcon(pixmap))
            button.setIconSize(pixmap.deviceIndependentSize().toSize())
            button.setToolTip(self.tr("{0}: click to take it back").format(tile))
            button.setAccessibleName(self.tr("Remove {0}").format(tile))
            button.clicked.connect(partial(self.remove_at, index))
            self.hand_box.addWidget(button)
            self.hand_buttons.append(button)
        for button, tile in zip(self.palette_buttons, KINDS, strict=True):
            button.setEnabled(len(self.tiles) < 8 and self.tiles.count(tile) < tile.copies)

    def _busy(self, busy: bool) -> None:
        self.busy_bar.setVisible(busy)
        if busy:
            self.status.setText(self.tr("Working out the odds…"))

    def _failed(self, message: str) -> None:
        self.status.setText(self.tr("The odds could not be worked out: {0}").format(message))

    def _value_words(self) -> str:
        return self.tr(
            "Value: the points you end the hand with on average after leading this set first, "
            "every seat then playing as the Strong computer player does (± its error). Best "
            "first. A lead often beaten can still be worth the most: it keeps your strong sets "
            "for the tricks that count."
        )

    def show_odds(self, odds: LeadOdds) -> None:
        self.odds = odds
        # The most valuable lead first when there are values (a full hand), else the safest.
        rows = sorted(
            odds.rows,
            key=lambda r: (
                -(r.value[0] if r.value is not None else -1e9),
                r.chance,
                -r.lead.size,
                r.lead.rank,
            ),
        )
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            value = "–" if row.value is None else f"{row.value[0]:+.1f} ± {row.value[1]:.1f}"
            sure = self.tr("yes") if row.unbeatable else self.tr("no")
            if len(odds.tiles) < 8 or odds.seen:
                sure = "–"
            cells = [
                str(row.lead),
                say(kind_label(row.lead.kind)),
                f"{row.chance.numerator}/{row.chance.denominator}" if row.chance else "0",
                f"{float(row.chance):.2%}",
                sure,
                value,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if i == 0 and row.value is not None:  # the best lead by value
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(i, column, item)
        if odds.seen:
            note = self.tr(
                "{0} leads of your hand at the table, {1} tiles seen. Chances: the others' hands as "
                "they are now, counted exactly."
            ).format("{0}", len(odds.seen))
        elif len(odds.tiles) < 8:
            note = self.tr("{0} leads. Unbeatable in your eyes and the values need a full hand of eight.")
        else:
            note = self.tr("{0} leads. Chances: three opponents of eight tiles, counted exactly.")
        self.status.setText(note.format(len(rows)))
        self.formable.setText(self._formable_words(odds.formable))

    def _formable_words(self, sets: Sequence[TileSet]) -> str:
        by_kind: dict[SetKind, list[str]] = {}
        for s in sets:
            if s.size > 1:
                by_kind.setdefault(s.kind, []).append(str(s))
        parts = [f"<b>{say(kind_label(kind))}</b>: {', '.join(words)}" for kind, words in by_kind.items()]
        head = self.tr("<b>Sets of two or more tiles the unseen tiles can still form:</b>")
        return head + "<br>" + ("<br>".join(parts) if parts else self.tr("none"))

    def row_of(self, lead: str) -> int | None:
        """The table row of a lead written as tiles (for tests and screen readers)."""
        for i in range(self.table.rowCount()):
            item = self.table.item(i, 0)
            if item is not None and item.text() == lead:
                return i
        return None
