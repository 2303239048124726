"""Tien Gow's statistics window: your figures over every Tien Gow hand in the ledger, and the
newest hands.  Pai Gow's rounds are not counted here (nor these hands in Pai Gow's window).

The figures are :func:`~paigow_desktop.games.tiengow.stats.statistics` of the hands' records as
the ledger keeps them; the dialog is not modal and reads the ledger again when shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.tiengow.record import HandRecord, RecordError, name_of
from paigow_desktop.games.tiengow.stats import PlayedHand, TienGowStats, statistics
from paigow_desktop.storage import RoundRow, Store
from paigow_desktop.ui.games.figures_dialog import RIGHT, Cell, FiguresDialog, settled_rounds
from paigow_desktop.ui.games.tiengow.options import DEFAULT_NAMES, shown_names
from paigow_desktop.ui.names import points_words, signed_money

__all__ = ["TienGowStatsDialog", "played_hands"]

GAME_KEY = "tiengow"
HISTORY_ROWS = 200


def played_hands(store: Store) -> tuple[list[tuple[RoundRow, PlayedHand]], int]:
    """Every settled Tien Gow hand of ``store`` with its record, newest first, and how many
    records could not be read (left out)."""
    found: list[tuple[RoundRow, PlayedHand]] = []
    unreadable = 0
    for row in settled_rounds(store, GAME_KEY):
        rate = row.details.get("cents_per_point")
        try:
            if row.history is None or not isinstance(rate, int) or isinstance(rate, bool):
                raise RecordError("no record")
            record, _warnings = HandRecord.from_json(row.history)
        except RecordError:
            unreadable += 1
            continue
        hints = row.history.get("hints", 0) if isinstance(row.history, dict) else 0
        hints = hints if isinstance(hints, int) and not isinstance(hints, bool) else 0
        found.append((row, PlayedHand(record, row.place, rate, hints)))
    return found, unreadable


class TienGowStatsDialog(FiguresDialog):
    """Your Tien Gow figures and hands from ``store``; ``money`` formats cents.  ``names`` gives
    the computer players' names as the table shows them, in playing order after your seat (the
    default names when None); the bankers are named so."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Time"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Deal"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Banker"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Columns"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Points"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Net"),
        QT_TRANSLATE_NOOP("TienGowStatsDialog", "Your tiles"),
    )

    def __init__(
        self,
        store: Store,
        money: Callable[[int], str],
        parent: QWidget | None = None,
        *,
        names: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        figures = (
            ("hands", self.tr("Hands played"), self.tr("Tien Gow hands finished at the table")),
            ("net", self.tr("Net"), self.tr("Your points and their money over every hand")),
            ("average", self.tr("Per hand"), self.tr("Your average points and money per hand")),
            ("banker", self.tr("Won as banker"), self.tr("Hands you won (net above zero) while banking")),
            ("other", self.tr("Won not banking"), self.tr("Hands you won while another seat banked")),
            ("columns", self.tr("Columns won"), self.tr("Columns you took, in all and per hand")),
            ("last", self.tr("Last tricks won"), self.tr("Hands whose last trick you took")),
            (
                "early",
                self.tr("Early deaths"),
                self.tr("Times you had no column and had to put your last tile face down"),
            ),
            (
                "gee_joon",
                self.tr("Gee Joon in / out"),
                self.tr("Gee Joon payments in points: received / paid"),
            ),
            ("quartet", self.tr("Quartets in / out"), self.tr("Quartet payments in points: received / paid")),
            (
                "assisted",
                self.tr("Hands with a hint"),
                self.tr("Hands in which you asked the trainer for a hint (H): assisted"),
            ),
        )
        rows = (self.tr("Hands"), self.tr("Tien Gow hands"), self.tr("Your hands, newest first"))
        columns = [self.tr(c) for c in self.COLUMNS]
        title = self.tr("Tien Gow statistics")
        super().__init__(title, figures, columns, rows, parent, export=(store, GAME_KEY))
        self.names = names or (lambda: shown_names(DEFAULT_NAMES))
        self.store = store
        self.money = money
        self.stats = TienGowStats()
        self.refresh()

    def export_names(self) -> Sequence[str]:
        return self.names()

    def _of_hands(self, won: int, hands: int) -> str:
        """ "3 of 12 hands", "0 of 1 hand" (never "1 hands")."""
        if hands == 1:
            return self.tr("{0:,} of 1 hand").format(won)
        return self.tr("{0:,} of {1:,} hands").format(won, hands)

    def refresh(self) -> None:
        """Read the ledger's Tien Gow hands again and show their figures."""
        hands, unreadable = played_hands(self.store)
        self.stats = s = statistics(played for _row, played in hands)
        v = self.values

        def money(cents: int) -> str:  # signed, beside signed points: "+8 (+$0.80)"
            return signed_money(cents, self.money)

        v["hands"].setText(f"{s.hands:,}")
        v["net"].setText(
            self.tr("{0} ({1})").format(points_words(s.net_points, signed=True), money(s.net_cents))
        )
        v["average"].setText(
            self.tr("{0:+.2f} points ({1})").format(s.points_per_hand, money(round(s.cents_per_hand)))
        )
        v["banker"].setText(self._of_hands(s.banker_wins, s.banker_hands))
        v["other"].setText(self._of_hands(s.other_wins, s.other_hands))
        v["columns"].setText(self.tr("{0:,} ({1:.2f} per hand)").format(s.columns, s.columns_per_hand))
        v["last"].setText(f"{s.last_tricks:,}")
        v["early"].setText(f"{s.early_deaths:,}")
        v["gee_joon"].setText(self.tr("{0:,} / {1:,} points").format(s.gee_joon_received, s.gee_joon_paid))
        v["quartet"].setText(self.tr("{0:,} / {1:,} points").format(s.quartet_received, s.quartet_paid))
        v["assisted"].setText(self._of_hands(s.assisted_hands, s.hands))
        shown = hands[:HISTORY_ROWS]
        rows: list[list[Cell]] = []
        names, you = self.names(), self.tr("you")
        for row, played in shown:
            record, seat = played.record, played.seat
            points = record.net[seat]
            rows.append(
                [
                    (row.started_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), None),
                    (f"#{row.seed}", RIGHT),
                    (you if record.banker == seat else name_of(seat, record.banker, names), None),
                    (str(record.columns[seat]), RIGHT),
                    (f"{points:+d}", RIGHT),
                    (money(points * played.cents_per_point), RIGHT),
                    (" ".join(str(tile) for tile in record.hands[seat]), None),
                ]
            )
        self.fill_rows(rows)
        notes = []
        if not hands:
            notes.append(self.tr("No Tien Gow hands yet: play one at the table."))
        elif len(hands) > len(shown):
            notes.append(self.tr("The newest {0} of {1} hands.").format(len(shown), f"{len(hands):,}"))
        if unreadable:
            notes.append(self.tr("{0} hand records could not be read and are left out.").format(unreadable))
        self.note.setText(" ".join(notes))
