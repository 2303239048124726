"""A finished hand's account, for showing it after the hand: when each payment arose, where early
death struck, the multipliers, the last-trick bonus with its reasons, and each seat's debt
against par.

Everything comes from replaying the hand's record through the engine (:class:`Hand`) and from
:mod:`money`; nothing here decides a payment of its own.
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.hand import Hand, Outcome, Trick
from paigow_desktop.games.tiengow.match import next_bank
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.sets import SetKind

__all__ = ["BonusReason", "HandAccount", "SeatAccount", "TrickAccount"]


class BonusReason(enum.Enum):
    """Why the last-trick bonus applies (the doc's three reasons; they count once together)."""

    GEE_JOON = "gee joon"
    QUARTET = "quartet"
    COMPLETE = "complete game"


@dataclass(frozen=True, slots=True)
class TrickAccount:
    """One trick as it was played: its number (from 1), the trick, the immediate payments it
    brought, and the seats early death forced to play face down in it."""

    number: int
    trick: Trick
    payments: tuple[Payment, ...]
    early_death: tuple[int, ...]
    #: Each seat's columns once this trick was taken.
    columns_after: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatAccount:
    """One seat's part of the settlement.

    ``owed`` is what the seat owes the winner before the multipliers (negative: it is owed, being
    above par), None for the winner and after one red dot.  ``factor`` is the multiplier its
    settlement amount carried (the banker multiplier where it applies, times the last-trick
    bonus).  ``settlement`` and ``immediate`` are the seat's net points from the settlement and
    from the payments during the hand; ``net`` is their sum.
    """

    seat: int
    banker: bool
    winner: bool
    columns: int
    owed: int | None
    factor: int
    settlement: int
    immediate: int
    net: int

    @property
    def par(self) -> int | None:
        """The columns that owe nothing (None for the winner or a seat with no column, which owes
        a fixed amount)."""
        if self.owed is None or self.columns == 0:
            return None
        return self.columns + self.owed


@dataclass(frozen=True, slots=True)
class HandAccount:
    """What a finished hand's settlement is made of; see :meth:`of`."""

    record: HandRecord
    #: m: the factor of every payment between the banker and another seat.
    multiplier: int
    #: L: the factor of every settlement payment (1 when no reason holds or the option is off).
    bonus: int
    #: The reasons for L that hold (the complete game left out when the exception removed it).
    reasons: tuple[BonusReason, ...]
    #: The banker won every trick, but his first lead was unbeatable in his own eyes: the
    #: complete game does not count.
    unbeatable_exception: bool
    #: Little Three, Big Six applied: the seat that led the 2-1 pays the other debts.
    little_three: int | None
    #: The hand ended at the deal with one red dot (no tricks).
    one_red_dot: bool
    tricks: tuple[TrickAccount, ...]
    seats: tuple[SeatAccount, ...]
    #: The payments during the hand (Gee Joon, quartets), in the order they arose.
    immediate: tuple[Payment, ...]
    #: The end-of-hand payments (settlement or one red dot), in the record's order.
    settlement: tuple[Payment, ...]
    next_banker: int
    next_banker_streak: int

    # Long: one replay of the record, gathering each fact as the hand passes it
    @classmethod
    def of(cls, record: HandRecord) -> HandAccount:
        """The account of ``record``, replayed through the engine (a record that does not replay
        to its own payments is a :class:`ValueError`)."""
        hand = Hand(record.hands, record.banker, record.banker_streak, record.rules)
        tricks: list[TrickAccount] = []
        for number, trick in enumerate(record.tricks, 1):
            struck: list[int] = []
            outcome: Outcome | None = None
            for index, play in enumerate(trick.plays):
                if hand.early_death(play.seat):
                    struck.append(play.seat)
                if index == 0:
                    outcome = hand.lead(play.tiles)
                elif play.face_up:
                    outcome = hand.play_face_up(play.tiles)
                else:
                    outcome = hand.discard(play.tiles)
            assert outcome is not None
            during = tuple(p for p in outcome.payments if p.reason != money.SETTLEMENT)
            tricks.append(TrickAccount(number, trick, during, tuple(struck), tuple(hand.columns)))
        if not hand.over or hand.payments != list(record.payments):
            raise ValueError("the record does not replay to its own payments")
        one_red_dot = hand.red_dot_holder is not None
        final = (money.SETTLEMENT, money.ONE_RED_DOT)
        immediate = tuple(p for p in record.payments if p.reason not in final)
        settlement = tuple(p for p in record.payments if p.reason in final)
        winner = record.winner
        reasons: list[BonusReason] = []
        exception = False
        little_three: int | None = None
        expected = settlement
        if record.tricks:
            last = record.tricks[-1]
            if last.high.kind is SetKind.SUPREME:
                reasons.append(BonusReason.GEE_JOON)
            if last.high.kind is SetKind.QUARTET:
                reasons.append(BonusReason.QUARTET)
            if record.columns[winner] == sum(record.columns):
                exception = bool(
                    winner == record.banker
                    and record.rules.unbeatable_exception
                    and hand.first_lead_unbeatable
                )
                if not exception:
                    reasons.append(BonusReason.COMPLETE)
            # The settlement without Little Three, Big Six: where it differs, the rule moved debts.
            expected = tuple(
                money.settlement(record.columns, winner, record.banker, hand.m, hand.bonus, record.rules)
            )
            if Counter(expected) != Counter(settlement):
                little_three = last.leader
        seats = tuple(_seat(record, seat, expected, one_red_dot) for seat in range(len(record.hands)))
        banker, streak = next_bank(record)
        return cls(
            record=record,
            multiplier=hand.m,
            bonus=hand.bonus,
            reasons=tuple(reasons),
            unbeatable_exception=exception,
            little_three=little_three,
            one_red_dot=one_red_dot,
            tricks=tuple(tricks),
            seats=seats,
            immediate=immediate,
            settlement=settlement,
            next_banker=banker,
            next_banker_streak=streak,
        )


def _seat(record: HandRecord, seat: int, expected: tuple[Payment, ...], one_red_dot: bool) -> SeatAccount:
    final = (money.SETTLEMENT, money.ONE_RED_DOT)
    settled = money.net(p for p in record.payments if p.reason in final)[seat]
    during = money.net(p for p in record.payments if p.reason not in final)[seat]
    winner = seat == record.winner
    owed: int | None = None
    factor = 1
    if not winner and not one_red_dot:
        owed = money.owed(record.columns[seat])
        # The seat's own debt as the engine computes it, before any Little Three transfer.
        own = [p for p in expected if seat in (p.payer, p.payee)]
        if own and owed:
            factor = own[0].points // abs(owed)
    return SeatAccount(
        seat=seat,
        banker=seat == record.banker,
        winner=winner,
        columns=record.columns[seat],
        owed=owed,
        factor=factor,
        settlement=settled,
        immediate=during,
        net=record.net[seat],
    )
