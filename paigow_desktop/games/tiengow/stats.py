"""Your Tien Gow figures over many hands, from their records: hands, points and money, the hands
won as banker and not, columns, early deaths, Gee Joon and quartet payments and last tricks.

Pure: the caller reads the records (and what a point was worth) from wherever it keeps them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.account import HandAccount
from paigow_desktop.games.tiengow.record import HandRecord

__all__ = ["PlayedHand", "TienGowStats", "statistics"]


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One finished hand as you played it: its record, your seat and a point's value then."""

    record: HandRecord
    seat: int
    cents_per_point: int
    hints: int = 0  #: hints you asked for during the hand (the hand was assisted)


@dataclass(frozen=True, slots=True)
class TienGowStats:
    """Your figures over some hands (all zero for none).

    A hand is won when your net points are above zero.  Payments are counted in points, each
    seat's share apart (a Gee Joon collected from three seats is three payments).
    """

    hands: int = 0
    net_points: int = 0
    net_cents: int = 0
    banker_hands: int = 0
    banker_wins: int = 0
    other_hands: int = 0
    other_wins: int = 0
    columns: int = 0
    early_deaths: int = 0
    last_tricks: int = 0
    one_red_dots: int = 0  #: hands you ended at the deal holding the one red dot
    gee_joon_received: int = 0
    gee_joon_paid: int = 0
    quartet_received: int = 0
    quartet_paid: int = 0
    assisted_hands: int = 0  #: hands in which you asked for a hint

    @property
    def wins(self) -> int:
        return self.banker_wins + self.other_wins

    @property
    def points_per_hand(self) -> float:
        """The net points per hand played (0 when none)."""
        return self.net_points / self.hands if self.hands else 0.0

    @property
    def cents_per_hand(self) -> float:
        """The net money per hand played, in cents (0 when none)."""
        return self.net_cents / self.hands if self.hands else 0.0

    @property
    def columns_per_hand(self) -> float:
        return self.columns / self.hands if self.hands else 0.0


def statistics(hands: Iterable[PlayedHand]) -> TienGowStats:
    """The figures of ``hands`` (each record is replayed once, to find early deaths)."""
    counts = dict.fromkeys(TienGowStats.__dataclass_fields__, 0)
    for played in hands:
        record, seat = played.record, played.seat
        points = record.net[seat]
        won = points > 0
        counts["hands"] += 1
        counts["net_points"] += points
        counts["net_cents"] += points * played.cents_per_point
        role = "banker" if record.banker == seat else "other"
        counts[f"{role}_hands"] += 1
        counts[f"{role}_wins"] += won
        counts["columns"] += record.columns[seat]
        counts["assisted_hands"] += played.hints > 0
        account = HandAccount.of(record)
        counts["early_deaths"] += sum(trick.early_death.count(seat) for trick in account.tricks)
        if account.one_red_dot:
            counts["one_red_dots"] += record.winner == seat
        else:
            counts["last_tricks"] += record.winner == seat
        for payment in record.payments:
            name = {money.GEE_JOON: "gee_joon", money.QUARTET: "quartet"}.get(payment.reason)
            if name is None:
                continue
            if payment.payee == seat:
                counts[f"{name}_received"] += payment.points
            elif payment.payer == seat:
                counts[f"{name}_paid"] += payment.points
    return TienGowStats(**counts)
