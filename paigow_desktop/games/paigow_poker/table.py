"""A session at one Pai Gow Poker table: who sits where, numbered deals and who banks.

The house (the dealer) sits at place 0 and up to six players at places 1 to 6.  Every round has
a seed, which alone decides the shuffle and the dice, so a deal can be replayed.  The bank is
offered in turn, counter-clockwise, to a player who can cover every bet facing it: by default at
most every other round (the house banks the odd rounds); with ``bank_turns = two_in_a_row`` a
player may bank two coups running, then the bank passes on to the banker's right.  Against a
player-banker the house plays place 0 with what that player last bet against the house; with
``co_banking`` the house covers half of every bet instead.

Only a person's bankroll is ever checked.  A computer player that banks is backed by the house,
as at the Pai Gow Tiles table: it covers whatever faces it, and the person's bankroll has no say
in it (a bankroll is given as None for a computer player).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from paigow_desktop.core import banked_table, seating
from paigow_desktop.core.banked_table import co_bank_share
from paigow_desktop.core.money import can_bet_minimum
from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow_poker.round import DEALER, PLACES, PokerRound, RoundError
from paigow_desktop.games.paigow_poker.rules import PokerRules

__all__ = ["MAX_SEED", "SEATS", "PokerTable", "Seating"]

#: Seeds (deal numbers) run from 1 to this.
MAX_SEED: Final = 999_999_999
#: The players' places.
SEATS: Final = tuple(range(1, PLACES))


@dataclass(frozen=True, slots=True)
class Seating(seating.Seating):
    """Who sits where at the Pai Gow Poker table (7 places): the person's place (1 to 6) and
    the computer players' places, the house being at place 0 (the shared seating of the
    banked tables, :mod:`core.seating`)."""

    player: int
    computers: tuple[int, ...] = field(default=())
    places: int = PLACES


class PokerTable:
    """Starts numbered rounds and keeps track of the bank.

    ``players_bank`` False (or a commission of 0): the house banks every round.
    ``minimum_cents`` is the table minimum: the least a person bets, and the house's bet against
    a player-banker who has not yet bet against it.
    """

    def __init__(
        self,
        rules: PokerRules,
        seating: Seating,
        first_seed: int = 1,
        *,
        players_bank: bool = True,
        minimum_cents: int = 500,
    ) -> None:
        if not isinstance(first_seed, int) or isinstance(first_seed, bool) or not 1 <= first_seed <= MAX_SEED:
            raise ValueError(f"a deal number is 1 to {MAX_SEED:,}, not {first_seed!r}")
        self.rules = rules
        self.seating = seating
        self.next_seed = first_seed
        self.current_seed: int | None = None
        self.round_number = 1
        self.players_bank = players_bank and rules.commission != 0
        self.minimum_cents = minimum_cents
        self._recent: tuple[int, ...] = ()  # the last two rounds' bankers, latest last
        self._last_bets: dict[int, int] = {}  # each seat's last bet against the house

    @property
    def recent_bankers(self) -> tuple[int, ...]:
        return self._recent

    def can_afford_hand(self, bankroll_cents: int) -> Text | None:
        """None while a person with ``bankroll_cents`` can play a hand at this table (bet its
        minimum), else why not: out of money."""
        return can_bet_minimum(bankroll_cents, self.minimum_cents)

    # ------------------------------------------------------------- the bank's turn

    def bank_offer_for(self, round_number: int) -> int | None:
        """The seat offered the bank in round ``round_number`` (from 1), or None when the house banks.

        Every other round: the house banks the odd rounds, the even rounds go to the seats in
        turn, counter-clockwise.  Two in a row: the house banks once per lap and each seat is
        offered two rounds running.
        """
        seats = self.seating.seats if self.players_bank else ()
        return banked_table.bank_offer_for(
            round_number, seats, two_in_a_row=self.rules.bank_turns == "two_in_a_row"
        )

    @property
    def next_offer(self) -> int | None:
        return self.bank_offer_for(self.round_number)

    def house_bet_cents(self, banker: int) -> int:
        """The house's bet against a player-banker: what that player last bet against the house."""
        return self._last_bets.get(banker, self.minimum_cents)

    def facing_cents(self, banker: int, bets: Mapping[int, int]) -> int:
        """What ``banker`` could lose: the other seats' bets and the house's (its half of each,
        rounded up, when the house co-banks)."""
        others = {p: c for p, c in bets.items() if p not in (banker, DEALER)}
        if self.rules.co_banking:
            return sum(-co_bank_share(-cents) for cents in others.values())
        return sum(others.values()) + self.house_bet_cents(banker)

    def can_bank(self, place: int, bankroll_cents: int | None, bets: Mapping[int, int]) -> str | None:
        """None when ``place`` may hold the next round's bank, else why not.  ``bankroll_cents`` is
        that place's own bankroll when a person sits there, which must cover every bet facing the
        bank; None for a computer player, which the house backs (it always covers)."""
        if not self.players_bank:
            return "the house banks every round at this table"
        if place not in self.seating.seats:
            return f"no one sits at place {place} to hold the bank"
        recent = self._recent
        if self.rules.bank_turns == "every_other_round" and recent and recent[-1] != DEALER:
            return f"a player banks every other round at most: place {recent[-1]} banked the last round"
        if self.rules.bank_turns == "two_in_a_row" and recent == (place, place):
            return f"place {place} has banked two rounds in a row: the bank moves on"
        if self.rules.co_banking and not any(p not in (place, DEALER) for p in bets):
            return "no other player bets: there is no bank to share"
        facing = self.facing_cents(place, bets)
        if bankroll_cents is not None and facing > bankroll_cents:
            return f"place {place} cannot cover the bank: {facing} cents face it, bankroll {bankroll_cents}"
        return None

    def choose_banker(self, bets: Mapping[int, int], bankrolls: Mapping[int, int], takes: bool = True) -> int:
        """Who banks the next round: the seat whose turn it is when it ``takes`` the bank and may
        (a person's bankroll covering every bet), else the house.  ``bankrolls`` holds the
        persons' bankrolls by place; a place not in it is a computer player, backed by the house."""
        offer = self.next_offer
        if offer is None or not takes:
            return DEALER
        if self.can_bank(offer, bankrolls.get(offer), bets) is None:
            return offer
        return DEALER

    # ------------------------------------------------------------- starting rounds

    def can_start(
        self,
        bets: Mapping[int, int],
        *,
        banker: int = DEALER,
        bankroll_cents: int | None = None,
        seed: int | None = None,
    ) -> str | None:
        """None when :meth:`start` may open the round so, else why not (the bets themselves are
        the round's to judge: :meth:`PokerRound.can_place_bet`)."""
        if banker != DEALER and seed is None:
            reason = self.can_bank(banker, bankroll_cents, bets)
            if reason is not None:
                return reason
        for place in sorted(bets):
            if place not in self.seating.seats:
                return f"no one sits at place {place}"
        return None

    def start(
        self,
        bets: Mapping[int, int],
        *,
        banker: int = DEALER,
        bankroll_cents: int | None = None,
        automated: Sequence[int] = (),
        seed: int | None = None,
    ) -> PokerRound:
        """The next round with its bets placed (the banker's own bet is dropped), ``banker`` holding
        the bank.  ``bankroll_cents`` is the banker's own bankroll when a person banks (it must
        cover the bank); None when the house or a computer player banks, the house backing it.
        ``seed`` replays that deal outside the rotation; otherwise the next number is used and
        the bank's turn moves on.  Raises :class:`RoundError` when not allowed."""
        reason = self.can_start(bets, banker=banker, bankroll_cents=bankroll_cents, seed=seed)
        if reason is not None:
            raise RoundError(reason)
        replay = seed is not None
        number = self.next_seed if seed is None else seed
        co_bank = banker != DEALER and self.rules.co_banking
        game = PokerRound(self.rules, random.Random(number), banker, automated, co_bank=co_bank, seed=number)
        for place, cents in sorted(bets.items()):
            if place != banker:
                game.place_bet(place, cents)
        if banker != DEALER and not co_bank:
            game.place_bet(DEALER, self.house_bet_cents(banker))
        self.current_seed = number
        if not replay:
            self.next_seed = number % MAX_SEED + 1
            self.round_number += 1
            self._recent = (*self._recent, banker)[-2:]
            if banker == DEALER:
                self._last_bets.update(game.bets)
        return game
