"""Pai Gow Poker's statistics window: your figures over every Pai Gow Poker round in the ledger,
and the newest rounds.  The other games' rounds are not counted here.

The figures are :func:`~paigow_desktop.games.paigow_poker.stats.statistics` of the rounds as the
ledger keeps them; the window is not modal and reads the ledger again when shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow_poker.game import GAME
from paigow_desktop.games.paigow_poker.stats import PlayedRound, PokerStats, played_round, statistics
from paigow_desktop.storage import RoundRow, Store
from paigow_desktop.ui.games.figures_dialog import RIGHT, Cell, FiguresDialog, settled_rounds
from paigow_desktop.ui.names import result_word

__all__ = ["PokerStatsDialog", "played_rounds"]

HISTORY_ROWS = 200


def played_rounds(store: Store) -> tuple[list[tuple[RoundRow, PlayedRound]], int]:
    """Every settled Pai Gow Poker round of ``store``, newest first, and how many records could
    not be read (left out)."""
    found: list[tuple[RoundRow, PlayedRound]] = []
    unreadable = 0
    for row in settled_rounds(store, GAME.key):
        try:
            if row.history is None:
                raise ValueError("no record")
            played = played_round(row.place, row.net_cents, row.commission_cents, row.result, row.history)
        except ValueError:
            unreadable += 1
            continue
        found.append((row, played))
    return found, unreadable


class PokerStatsDialog(FiguresDialog):
    """Your Pai Gow Poker figures and rounds from ``store``; ``money`` formats cents."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Time"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Deal"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Bet"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Result"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Commission"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Net"),
    )

    def __init__(self, store: Store, money: Callable[[int], str], parent: QWidget | None = None) -> None:
        figures = (
            ("rounds", self.tr("Hands played"), self.tr("Pai Gow Poker hands finished at the table")),
            ("net", self.tr("Net"), self.tr("Your money over every hand, after commission")),
            ("average", self.tr("Per hand"), self.tr("Your average money per hand")),
            ("results", self.tr("Won / pushed / lost"), self.tr("Your bets' results")),
            ("banked", self.tr("Hands banked"), self.tr("Hands in which you held the bank")),
            ("banker_net", self.tr("Net as banker"), self.tr("What your bank made, after commission")),
            ("commission", self.tr("Commission paid"), self.tr("Commission on your winnings")),
            ("fouls", self.tr("Fouls"), self.tr("Hands set with the low hand above the high hand")),
        )
        rows = (self.tr("Hands"), self.tr("Pai Gow Poker hands"), self.tr("Your hands, newest first"))
        columns = [self.tr(c) for c in self.COLUMNS]
        title = self.tr("Pai Gow Poker statistics")
        super().__init__(title, figures, columns, rows, parent, export=(store, GAME.key))
        self.store = store
        self.money = money
        self.stats = PokerStats()
        self.refresh()

    def refresh(self) -> None:
        """Read the ledger's Pai Gow Poker rounds again and show their figures."""
        rounds, unreadable = played_rounds(self.store)
        self.stats = s = statistics(played for _row, played in rounds)
        money, v = self.money, self.values
        v["rounds"].setText(f"{s.rounds:,}")
        v["net"].setText(money(s.net_cents))
        v["average"].setText(money(round(s.cents_per_round)))
        v["results"].setText(f"{s.wins:,} / {s.pushes:,} / {s.losses:,}")
        v["banked"].setText(f"{s.banked:,}")
        v["banker_net"].setText(money(s.banker_net_cents))
        v["commission"].setText(money(s.commission_cents))
        v["fouls"].setText(f"{s.fouls:,}")
        shown = rounds[:HISTORY_ROWS]
        table: list[list[Cell]] = []
        for row, played in shown:
            result = self.tr("Bank") if played.banked else result_word(played.result or "")
            if played.foul:
                result = self.tr("{0} (foul)").format(result)
            table.append(
                [
                    (row.started_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), None),
                    (f"#{row.seed}", RIGHT),
                    (money(row.bet_cents) if not played.banked else "", RIGHT),
                    (result, None),
                    (money(played.commission_cents), RIGHT),
                    (money(played.net_cents), RIGHT),
                ]
            )
        self.fill_rows(table)
        notes = []
        if not rounds:
            notes.append(self.tr("No Pai Gow Poker hands yet: play one at the table."))
        elif len(rounds) > len(shown):
            notes.append(self.tr("The newest {0} of {1} hands.").format(len(shown), f"{len(rounds):,}"))
        if unreadable:
            notes.append(self.tr("{0} hand records could not be read and are left out.").format(unreadable))
        self.note.setText(" ".join(notes))
