"""The money of a Pai Gow Poker round, in whole cents: each seat against the banker.

High against high, low against low; an equal hand is a copy and copies go to the banker.  A
seat wins when both its hands are strictly higher, loses when the banker is higher or equal on
both, and pushes otherwise.  A foul loses whatever the other side holds (or, with the option
``foul_policy = reset_house_way``, is set by the house way first).  Wins pay even money less the
commission, the payee's share rounded down; a banker pays commission on the round's net win.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from paigow_desktop.core.money import less_commission
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.paigow_poker.setting import Setting

__all__ = ["Result", "SeatSettlement", "TableSettlement", "compare", "settle"]


class Result(enum.Enum):
    """A seat's bet against the banker."""

    WIN = "win"
    PUSH = "push"
    LOSS = "loss"


def _as_played(setting: Setting, rules: PokerRules) -> Setting:
    """The setting compared: a foul is re-set by the house way when the options say so."""
    if setting.foul and rules.foul_policy == "reset_house_way":
        return set_hand(setting.cards, rules).setting
    return setting


def compare(seat: Setting, banker: Setting, rules: PokerRules | None = None) -> Result:
    """A seat's result against the banker (copies to the banker, fouls lose)."""
    rules = rules or PokerRules()
    seat, banker = _as_played(seat, rules), _as_played(banker, rules)
    if seat.foul:
        return Result.LOSS
    if banker.foul:
        return Result.WIN
    high = seat.high_value - banker.high_value
    low = seat.low_value - banker.low_value
    if high > 0 and low > 0:
        return Result.WIN
    if high <= 0 and low <= 0:
        return Result.LOSS
    return Result.PUSH


@dataclass(frozen=True, slots=True)
class SeatSettlement:
    """One seat's bet settled: what it won (after commission) or lost, and the commission."""

    seat: int
    bet_cents: int
    result: Result
    net_cents: int
    commission_cents: int


@dataclass(frozen=True, slots=True)
class TableSettlement:
    """Every seat against the banker; the banker's net after commission; the house's commission."""

    seats: tuple[SeatSettlement, ...]
    banker: int
    banker_net_cents: int
    banker_commission_cents: int

    def seat(self, seat: int) -> SeatSettlement:
        return next(s for s in self.seats if s.seat == seat)

    @property
    def commission_cents(self) -> int:
        """What the house collects in commission this round."""
        return self.banker_commission_cents + sum(s.commission_cents for s in self.seats)


def settle(
    banker: int,
    banker_setting: Setting,
    bets: Mapping[int, tuple[int, Setting]],
    rules: PokerRules | None = None,
    *,
    push_all: bool = False,
) -> TableSettlement:
    """Settle each seat's ``(bet in cents, setting)`` against the banker's setting; ``push_all``:
    every bet pushes (the EZ dealer's queen-high pai gow)."""
    rules = rules or PokerRules()
    seats = []
    bank_gross = 0
    for seat, (bet, setting) in sorted(bets.items()):
        if not isinstance(bet, int) or isinstance(bet, bool) or bet < 0:
            raise ValueError(f"a bet is a whole, non-negative number of cents, not {bet!r}")
        result = Result.PUSH if push_all else compare(setting, banker_setting, rules)
        if result is Result.WIN:
            paid, commission = less_commission(bet, rules.commission)
            seats.append(SeatSettlement(seat, bet, result, paid, commission))
            bank_gross -= bet
        elif result is Result.LOSS:
            seats.append(SeatSettlement(seat, bet, result, -bet, 0))
            bank_gross += bet
        else:
            seats.append(SeatSettlement(seat, bet, result, 0, 0))
    if bank_gross > 0:
        bank_net, bank_commission = less_commission(bank_gross, rules.commission)
    else:
        bank_net, bank_commission = bank_gross, 0
    return TableSettlement(tuple(seats), banker, bank_net, bank_commission)
