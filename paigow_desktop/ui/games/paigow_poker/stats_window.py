"""Pai Gow Poker's statistics window: your figures over every Pai Gow Poker round in the ledger,
and the newest rounds.  The other games' rounds are not counted here.

The figures are :func:`~paigow_desktop.games.paigow_poker.stats.statistics` of the rounds as the
ledger keeps them; the window is not modal and reads the ledger again when shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from paigow_desktop.core.round_export import RoundFacts
from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow_poker.game import GAME
from paigow_desktop.games.paigow_poker.record import export_row
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
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Your setting (two-card / five-card)"),
        QT_TRANSLATE_NOOP("PokerStatsDialog", "Given up per 100"),
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
            (
                "side",
                self.tr("Side bets"),
                self.tr("Your Fortune, Envy and Queen's Dragon bonuses, paid by the house"),
            ),
            (
                "ev",
                self.tr("EV given up"),
                self.tr(
                    "What your settings gave up against the best setting of the same cards, in bets "
                    "(1.00 is one whole bet), by the exact analysis; the house way and mistakes both "
                    "count.  Each hand is weighed just after it is played: hands from older versions "
                    "are not counted"
                ),
            ),
        )
        rows = (self.tr("Hands"), self.tr("Pai Gow Poker hands"), self.tr("Your hands, newest first"))
        columns = [self.tr(c) for c in self.COLUMNS]
        title = self.tr("Pai Gow Poker statistics")
        super().__init__(title, figures, columns, rows, parent, export=(store, GAME.key))
        self.store = store
        self.money = money
        self.stats = PokerStats()
        self.refresh()

    # Long: every figure and every row of the window filled in one pass over the rounds
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
        if s.fortune_bets or s.dragon_bets or s.envy_paid:
            v["side"].setText(
                self.tr("Fortune {0} bets, {1}; Envy {2}; Queen's Dragon {3} bets, {4}").format(
                    f"{s.fortune_bets:,}",
                    money(s.fortune_net_cents),
                    money(s.envy_cents),
                    f"{s.dragon_bets:,}",
                    money(s.dragon_net_cents),
                )
            )
        else:
            v["side"].setText(self.tr("none"))
        per_100 = s.given_up_per_100
        if per_100 is None:
            v["ev"].setText("—")
        else:
            v["ev"].setText(
                self.tr("{0} bets in all, {1} per 100 hands").format(f"{s.given_up:.2f}", f"{per_100:.2f}")
            )
        v["ev"].setAccessibleDescription(
            self.tr("{0} of {1} hands weighed").format(f"{s.weighed:,}", f"{s.rounds:,}")
        )
        shown = rounds[:HISTORY_ROWS]
        table: list[list[Cell]] = []
        for row, played in shown:
            result = self.tr("Bank") if played.banked else result_word(played.result or "")
            described = export_row(RoundFacts(row.place, row.details, row.history))
            table.append(
                [
                    (row.started_at.astimezone().strftime("%Y-%m-%d %H:%M:%S"), None),
                    (f"#{row.seed}", RIGHT),
                    (money(row.bet_cents) if not played.banked else "", RIGHT),
                    (result, None),
                    (money(played.commission_cents), RIGHT),
                    (money(played.net_cents), RIGHT),
                    (described.get("setting", "—"), None),
                    (self._given_up_text(played.given_up), RIGHT),
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
        if s.weighed < s.rounds:
            notes.append(
                self.tr("{0} of {1} hands were weighed (— where a hand was not).").format(
                    f"{s.weighed:,}", f"{s.rounds:,}"
                )
            )
        self.note.setText(" ".join(notes))

    def _given_up_text(self, given_up: float | None) -> str:
        """What a hand's setting gave up per 100 bet: "best" when nothing, "—" when the hand was
        not weighed (played by an older version, or the table closed before the verdict)."""
        if given_up is None:
            return "—"
        per_100 = given_up * 100
        return f"{per_100:.2f}" if per_100 >= 0.005 else self.tr("best")
