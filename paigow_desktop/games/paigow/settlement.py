"""The money of a showdown, in whole cents: even money less commission, copies and co-banking.

A win of W cents is paid floor(W x (1 - rate)); the commission is the rest, so no fraction of
a cent is ever created or lost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from paigow_desktop.core.banked_table import co_bank_share
from paigow_desktop.core.money import less_commission
from paigow_desktop.games.paigow.setting import BetResult, Comparison, Setting
from paigow_desktop.games.paigow.strategy import commission_rate

#: The dealer's place: the house banks from here, or plays here against a player-banker.
DEALER: Final = 0


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def payout_after_commission(win_cents: int, rate: Fraction) -> tuple[int, int]:
    """(paid, commission) on a win of ``win_cents``: paid is floor(win x (1 - rate)), exactly."""
    return less_commission(win_cents, commission_rate(rate))


@dataclass(frozen=True, slots=True)
class Matchup:
    """One place's setting against the banker's."""

    place: int
    setting: Setting
    comparison: Comparison

    @property
    def result(self) -> BetResult:
        return self.comparison.result


@dataclass(frozen=True, slots=True)
class PlaceSettlement:
    """What one place won or lost; ``result`` is None for the banker."""

    place: int
    bet_cents: int  #: 0 for the banker
    result: BetResult | None
    net_cents: int  #: after commission
    commission_cents: int

    @property
    def result_word(self) -> str | None:
        """The result as the history keeps it: "win", "push" or "loss" (None for the banker)."""
        return None if self.result is None else self.result.value


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of a round: every place's net and commission, all in cents.

    The house's net is place 0's (the dealer's place) and excludes the
    commission, which is a line of its own (the house keeps it), so
    ``sum of net_cents + commission_cents == 0`` exactly.  When the house
    co-banks, place 0 holds no tiles but its line carries the house's half of
    the bank.
    """

    banker: int
    commission_rate: Fraction
    places: tuple[PlaceSettlement, ...]  #: every occupied place (and place 0), in place order
    commission_cents: int  #: total commission paid to the house
    co_bank: bool = False  #: the house covered half of every bet with the banker

    def place(self, place: int) -> PlaceSettlement:
        for p in self.places:
            if p.place == place:
                return p
        raise KeyError(place)

    @property
    def nets(self) -> dict[int, int]:
        return {p.place: p.net_cents for p in self.places}

    @property
    def commissions(self) -> dict[int, int]:
        return {p.place: p.commission_cents for p in self.places}

    @property
    def house_net_cents(self) -> int:
        """The house's result at the table, commission not included."""
        return self.place(DEALER).net_cents

    @property
    def house_total_cents(self) -> int:
        """The house's whole take: its net plus every commission."""
        return self.house_net_cents + self.commission_cents

    @property
    def balanced(self) -> bool:
        """Money is conserved: the nets and the commission add up to zero."""
        return sum(p.net_cents for p in self.places) + self.commission_cents == 0


def settle_bets(
    banker: int,
    bets: Mapping[int, int],
    matchups: Iterable[Matchup],
    rate: Fraction,
    *,
    co_bank: bool = False,
) -> Settlement:
    """The money of a showdown, in cents.

    Winners are paid even money less commission.  The house (place 0) pays no
    commission to itself when it wins against a player-banker.  A player-banker
    pays commission on its net win, when positive.

    ``co_bank``: the house shares the player's bank.  What the bank wins or
    pays on each bet is split by :func:`co_bank_share`; the player-banker pays
    commission on its own half's net win, when positive, and the house's half is
    place 0's line.
    """
    rate = commission_rate(rate)
    if co_bank and banker == DEALER:
        raise ValueError("the house co-banks only with a player holding the bank")
    places: list[PlaceSettlement] = []
    banker_gross = 0
    house_half = 0
    for m in matchups:
        if co_bank and m.place == DEALER:
            raise ValueError("the house shares the bank: it has no bet against it")
        bet = bets[m.place]
        result = m.result
        if result is BetResult.WIN:
            bank = -bet
            paid, commission = (bet, 0) if m.place == DEALER else payout_after_commission(bet, rate)
            places.append(PlaceSettlement(m.place, bet, result, paid, commission))
        elif result is BetResult.LOSS:
            bank = bet
            places.append(PlaceSettlement(m.place, bet, result, -bet, 0))
        else:
            bank = 0
            places.append(PlaceSettlement(m.place, bet, result, 0, 0))
        if co_bank:
            share = co_bank_share(bank)
            banker_gross += share
            house_half += bank - share
        else:
            banker_gross += bank
    if banker == DEALER or banker_gross <= 0:
        line = PlaceSettlement(banker, 0, None, banker_gross, 0)
    else:
        _, commission = payout_after_commission(banker_gross, rate)
        line = PlaceSettlement(banker, 0, None, banker_gross - commission, commission)
    places.append(line)
    if co_bank:
        places.append(PlaceSettlement(DEALER, 0, None, house_half, 0))
    places.sort(key=lambda p: p.place)
    total = sum(p.commission_cents for p in places)
    return Settlement(banker, rate, tuple(places), total, co_bank)
