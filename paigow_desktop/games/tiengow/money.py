"""Tien Gow's money in integer points: the banker multiplier, immediate payments, the last-trick
bonus and the end-of-hand settlement."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.games.tiengow.rules import Rules

__all__ = [
    "GEE_JOON",
    "ONE_RED_DOT",
    "QUARTET",
    "REASONS",
    "SETTLEMENT",
    "Payment",
    "banker_multiplier",
    "collect",
    "net",
    "one_red_dot",
    "settlement",
]

GEE_JOON: Final = "gee joon"
QUARTET: Final = "quartet"
SETTLEMENT: Final = "settlement"
ONE_RED_DOT: Final = "one red dot"
REASONS: Final = (GEE_JOON, QUARTET, SETTLEMENT, ONE_RED_DOT)
SEATS: Final = range(4)


@dataclass(frozen=True, slots=True)
class Payment:
    """One obligation: ``payer`` pays ``payee`` a positive number of points for ``reason``."""

    payer: int
    payee: int
    points: int
    reason: str

    def __post_init__(self) -> None:
        if self.points <= 0 or self.payer == self.payee or self.reason not in REASONS:
            raise ValueError(f"not a payment: {self}")
        if self.payer not in SEATS or self.payee not in SEATS:
            raise ValueError(f"not a payment: {self}")

    def to_json(self) -> dict[str, object]:
        return {"from": self.payer, "to": self.payee, "points": self.points, "reason": self.reason}

    @classmethod
    def from_json(cls, data: object) -> Payment:
        if not isinstance(data, dict) or set(data) != {"from", "to", "points", "reason"}:
            raise ValueError(f"a payment is {{from, to, points, reason}}, not {data!r}")
        values = [data["from"], data["to"], data["points"]]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise ValueError(f"bad payment {data!r}")
        if not isinstance(data["reason"], str):
            raise ValueError(f"bad payment reason {data!r}")
        return cls(data["from"], data["to"], data["points"], data["reason"])


def banker_multiplier(rules: Rules, banker_streak: int) -> int:
    """m: ``banker_multiplier``, or 2 + streak with Hong Kong escalation."""
    return 2 + banker_streak if rules.hk_escalating_banker else rules.banker_multiplier


def _factor(a: int, b: int, banker: int, m: int) -> int:
    return m if banker in (a, b) else 1


def collect(collector: int, amount: int, reason: str, banker: int, m: int) -> list[Payment]:
    """``collector`` collects ``amount`` from each other seat (× m between banker and another)."""
    if amount <= 0:
        return []
    return [
        Payment(seat, collector, amount * _factor(seat, collector, banker, m), reason)
        for seat in SEATS
        if seat != collector
    ]


def owed(columns: int) -> int:
    """What a non-winner with ``columns`` owes the winner before multipliers (negative: is owed)."""
    return 5 if columns == 0 else 4 - columns


def settlement(
    columns: Sequence[int],
    winner: int,
    banker: int,
    m: int,
    bonus: int,
    rules: Rules,
    little_three: int | None = None,
) -> list[Payment]:
    """The end-of-hand settlement payments, one per non-winner with a non-zero amount.

    ``bonus`` is L. ``little_three`` is the seat that led the 2-1 when Little Three, Big Six
    applies: the debts of the two uninvolved players move to it, in the same amounts.
    """
    payments: list[Payment] = []
    for seat in SEATS:
        if seat == winner:
            continue
        amount = owed(columns[seat])
        if amount > 0:
            payer = seat
            if little_three is not None and seat != little_three:
                payer = little_three
            payments.append(
                Payment(payer, winner, amount * _factor(seat, winner, banker, m) * bonus, SETTLEMENT)
            )
        elif amount < 0:
            factor = m if winner == banker or (seat == banker and rules.banker_surplus_doubled) else 1
            payments.append(Payment(winner, seat, -amount * factor * bonus, SETTLEMENT))
    return payments


def one_red_dot(holder: int, banker: int, m: int, rules: Rules) -> list[Payment]:
    """Each other player owes the holder 5, × m with the banker, × ``last_trick_bonus``."""
    return collect(holder, 5 * rules.last_trick_bonus, ONE_RED_DOT, banker, m)


def net(payments: Iterable[Payment]) -> list[int]:
    """Points received minus points paid, per seat."""
    totals = [0, 0, 0, 0]
    for p in payments:
        totals[p.payer] -= p.points
        totals[p.payee] += p.points
    return totals
