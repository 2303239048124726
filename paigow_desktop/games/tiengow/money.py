"""Tien Gow's money in integer points: the banker multiplier, immediate payments, the last-trick
bonus, the end-of-hand settlement, and the most a hand can cost one player.

Points move between the players, so a hand is dealt only when the player's bankroll covers the
worst the hand can cost at the table's point value (:func:`can_afford_hand`): as in a game with
a settled limit, every debt is paid in full and no bankroll goes below zero."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.tiengow.rules import Rules

__all__ = [
    "GEE_JOON",
    "ONE_RED_DOT",
    "QUARTET",
    "REASONS",
    "SETTLEMENT",
    "Payment",
    "banker_multiplier",
    "can_afford_hand",
    "collect",
    "net",
    "one_red_dot",
    "settlement",
    "worst_loss",
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


def worst_loss(rules: Rules, banker_streak: int = 0) -> int:
    """The most points one player can lose in a hand under ``rules``, whoever banks, the banker
    having banked ``banker_streak`` hands before (it sets m with Hong Kong escalation).

    Every payment a player makes is × m at most (× m when the banker is on the other side, × 1
    between two other players).  Without Little Three, Big Six a player pays one settlement
    debt, 5 × L at most (no column; a winner pays a player above par 3 × L at most), and the
    immediate payments of the tricks others win: a player's eight tiles go into two quartet
    tricks at most, or a quartet and the Gee Joon.  The worst hand has it all: the banker leads
    two quartets and each other player pays 2 × 4 × 2 + 5 × 2 × 2 = 36 with the default options
    (and a banker pays as much when another player does it).  With Little Three, Big Six the 2-1
    player (one column at least: he led the last trick) pays his own 3 and two debts of 5, each
    × m when the banker wins, and one quartet before (the Gee Joon's tiles are in the last
    trick): (13 + quartet) × m.  Quartets are mixed sets: without them only the Gee Joon pays
    during a hand.  One red dot costs 5 × m × L, within the first bound.
    """
    m = banker_multiplier(rules, banker_streak)
    quartet = rules.quartet_payment if rules.mixed_pairs_and_sets else 0
    during = max(2 * quartet, quartet + rules.gee_joon_payment)
    worst = m * (5 * rules.last_trick_bonus + during)
    if rules.little_three_big_six:
        worst = max(worst, m * (13 + quartet))
    return worst


def can_afford_hand(
    rules: Rules, bankroll_cents: int, cents_per_point: int, banker_streak: int = 0
) -> Text | None:
    """None when a player with ``bankroll_cents`` may be dealt a hand at ``cents_per_point``:
    the bankroll covers :func:`worst_loss`; else the player's reason, in words."""
    worst = worst_loss(rules, banker_streak) * cents_per_point
    if bankroll_cents >= worst:
        return None
    return Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Your bankroll of {bankroll} does not cover the worst this hand can cost at {rate} a point "
            "({worst}): choose a lower point value or reset the bankroll.",
        ),
        bankroll=format_cents(bankroll_cents),
        rate=format_cents(cents_per_point),
        worst=format_cents(worst),
    )
