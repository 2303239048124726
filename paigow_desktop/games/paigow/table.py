"""A session at one table: the player's seat, computer players, numbered deals and who banks.

Every round has a seed; the seed alone decides the wash and the dice, so "replay
deal" re-deals exactly the same tiles.  Computer players' bets, and whether a
computer takes the bank when it is offered, come from separate streams derived
from the seed, so they never change the deal.

The bank goes round the table (see :class:`TableVariations` and
:meth:`TableSession.bank_offer_for`); the session knows whose turn it is, checks
the every-other-round rule and whether a banker's bankroll covers the table, and
starts each round with its banker.  It decides nothing for the person at the
player's seat: the window asks, and passes the answer on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Final, Literal

from paigow_desktop.core import banked_table, seating
from paigow_desktop.core.money import can_bet_minimum
from paigow_desktop.core.seating import nearest_places
from paigow_desktop.core.text import Text, message_of
from paigow_desktop.games.paigow.round import DEALER, PLACES, Round, RoundError, TableRules, _check_place
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, commission_rate

__all__ = [
    "BANK_OFFERS",
    "COMMISSIONS",
    "COMPUTER_BANK_CHANCE",
    "MAX_SEED",
    "BankOffer",
    "Seating",
    "TableSession",
    "TableVariations",
    "computer_bet",
    "computer_places",
    "computer_takes_bank",
]

#: Seeds run from 1 to this; the window shows them as deal numbers.
MAX_SEED: Final = 999_999_999
SEATS: Final = tuple(range(1, PLACES))

#: The commissions a table may charge: 5%, 4.76% (119/2500), 4%, or none (the house then banks every round).
COMMISSIONS: Final = (Fraction(1, 20), Fraction(119, 2500), Fraction(1, 25), Fraction(0))
BankOffer = Literal["never", "ask", "always"]
#: ``never``: the house banks every round; ``ask``: the bank goes round and the player is asked
#: when it comes to the player's seat; ``always``: as ``ask``, the player taking it whenever covered.
BANK_OFFERS: Final[tuple[BankOffer, ...]] = ("never", "ask", "always")
#: How often a computer player takes the bank when it is offered (decided by the deal's seed).
COMPUTER_BANK_CHANCE: Final = 0.5


def computer_places(player: int, count: int) -> tuple[int, ...]:
    """Seats for ``count`` computer players, spread around the table away from the player."""
    return nearest_places(player, count, PLACES)


def computer_bet(rng: random.Random, rules: TableRules) -> int:
    """A computer player's bet: a few table minimums, within the limits."""
    multiple = rng.choice((1, 1, 1, 2, 2, 3, 4, 5, 10))
    return rules.within(rules.minimum_cents * multiple)


def computer_takes_bank(seed: int, place: int) -> bool:
    """Whether the computer player at ``place`` takes the bank offered to it in deal ``seed``."""
    return random.Random(f"bank {seed} {place}").random() < COMPUTER_BANK_CHANCE


@dataclass(frozen=True, slots=True)
class Seating(seating.Seating):
    """Who sits where at the Pai Gow Tiles table (8 places): the player's seat (1..7) and the
    computer players' seats (the shared seating of the banked tables, :mod:`core.seating`)."""

    player: int = 4
    computers: tuple[int, ...] = field(default=())
    places: int = PLACES


@dataclass(frozen=True, slots=True)
class TableVariations:
    """The house rules of a table that casinos vary, checked when made.

    ``commission``: 5%, 4.76% (119/2500), 4%, or 0 -- a table without commission
    is always banked by the house, whatever the other fields say.

    ``bank_offer``: whether the bank goes round the players (see :data:`BANK_OFFERS`).

    ``two_in_a_row``: False (the default), a player banks every other round at
    most: the house banks every round after a player's bank, and offers the bank
    only on even rounds.  True: the bank goes round with the house taking one
    turn per lap, and each seat is offered it two rounds running; nobody banks a
    third round in a row.

    ``count_from_dealer``: the dice count starts at the dealer's place instead of
    the banker's.

    ``co_banking``: a player who takes the bank shares it with the house, which
    covers half of every bet (see :func:`.round.co_bank_share` for the odd cent).
    """

    commission: Fraction = DEFAULT_COMMISSION
    bank_offer: BankOffer = "ask"
    two_in_a_row: bool = False
    count_from_dealer: bool = False
    co_banking: bool = False

    def __post_init__(self) -> None:
        try:
            rate = commission_rate(self.commission)
        except (TypeError, ValueError):
            rate = None
        if rate not in COMMISSIONS:
            raise ValueError(f"the commission is 5%, 4.76%, 4% or none (0), not {self.commission!r}")
        object.__setattr__(self, "commission", rate)
        if self.bank_offer not in BANK_OFFERS:
            raise ValueError(f"the bank offer is 'never', 'ask' or 'always', not {self.bank_offer!r}")
        for name in ("two_in_a_row", "count_from_dealer", "co_banking"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} is True or False, not {getattr(self, name)!r}")

    @property
    def players_bank(self) -> bool:
        """Whether the bank goes round the players at all (never without a commission)."""
        return self.bank_offer != "never" and self.commission != 0


class TableSession:
    """Starts numbered rounds at one table and keeps track of the bank.

    ``rules`` (limits and commission) and ``variations`` share the commission:
    setting either one updates the other.  ``round_number`` is the number of the
    next round in this session, from 1; every :meth:`start` moves it on.
    """

    def __init__(
        self,
        rules: TableRules,
        seating: Seating,
        first_seed: int | None = None,
        variations: TableVariations | None = None,
    ) -> None:
        if variations is None:
            variations = TableVariations(commission=rules.commission)
        self._variations = variations
        self._rules = replace(rules, commission=variations.commission)
        self.seating = seating
        self.next_seed = first_seed if first_seed is not None else random.SystemRandom().randint(1, MAX_SEED)
        self._check_seed(self.next_seed)
        self.current_seed: int | None = None
        self.round_number = 1
        self._recent_bankers: tuple[int, ...] = ()  # the bankers of the last two rounds, latest last
        self._last_bets: dict[int, int] = {}  # each seat's last bet against the house

    # ------------------------------------------------------------- rules and variations

    @property
    def rules(self) -> TableRules:
        return self._rules

    @rules.setter
    def rules(self, rules: TableRules) -> None:
        if rules.commission != self._variations.commission:
            self._variations = replace(self._variations, commission=rules.commission)
        self._rules = rules

    @property
    def variations(self) -> TableVariations:
        return self._variations

    @variations.setter
    def variations(self, variations: TableVariations) -> None:
        self._variations = variations
        self._rules = replace(self._rules, commission=variations.commission)

    @staticmethod
    def _check_seed(seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 1 <= seed <= MAX_SEED:
            raise ValueError(f"a deal number is 1 to {MAX_SEED:,}, not {seed!r}")

    # ------------------------------------------------------------- the bank's turn

    @property
    def recent_bankers(self) -> tuple[int, ...]:
        """Who banked the last rounds of the session (up to two), the latest last."""
        return self._recent_bankers

    def bank_offer_for(self, round_number: int) -> int | None:
        """The seat offered the bank in round ``round_number`` of the session, or None when the house
        banks that round by turn (or always, at this table).

        The offer goes counter-clockwise from the first seat after the house, over the seats
        that play (the player's and the computers'), skipping empty ones.  Every other round
        (the default): the house banks the odd rounds and the even rounds go to the seats in
        turn.  Two in a row: the house takes round 1 of each lap and every seat is offered two
        rounds running.
        """
        seats = self.seating.seats if self._variations.players_bank else ()
        return banked_table.bank_offer_for(round_number, seats, two_in_a_row=self._variations.two_in_a_row)

    @property
    def next_offer(self) -> int | None:
        """The seat offered the bank for the next round, or None when the house banks it."""
        return self.bank_offer_for(self.round_number)

    def asks_to_bank(self, place: int, bankroll_cents: int) -> bool:
        """Whether ``place`` is asked if it takes the next round's bank: the bank goes round, the
        table asks (rather than always or never), the offer is this place's, and the bankroll
        covers every bet it would face."""
        return (
            self._variations.players_bank
            and self._variations.bank_offer == "ask"
            and self.next_offer == place
            and self.can_bank(place, bankroll_cents) is None
        )

    def house_bet_cents(self, banker: int) -> int:
        """The house's bet at place 0 against a seat holding the bank: what that seat last bet
        against the house (within today's limits), else the table minimum."""
        return self._rules.within(self._last_bets.get(banker, self._rules.minimum_cents))

    def _bank_rule(self, banker: int, *, replay: bool = False) -> str | None:
        """Why ``banker`` may not hold the bank next round by the table's rules, or None.

        A ``replay`` is outside the rotation: only the table and the seat count."""
        if banker == DEALER:
            return None
        try:
            _check_place(banker)
        except RoundError as error:
            return str(error)
        variations = self._variations
        if not variations.players_bank:
            why = "there is no commission" if variations.commission == 0 else "the bank is never offered"
            return f"the house banks every round at this table: {why}"
        if banker not in self.seating.seats:
            return f"no one sits at place {banker} to hold the bank"
        if replay:
            return None
        recent = self._recent_bankers
        if not variations.two_in_a_row and recent and recent[-1] != DEALER:
            return (
                f"a player banks every other round at most: place {recent[-1]} banked the last round, "
                "so the house banks this one"
            )
        if variations.two_in_a_row and recent == (banker, banker):
            return f"place {banker} has banked two rounds in a row: the bank moves on"
        return None

    def can_bank(self, place: int, bankroll_cents: int, *, seed: int | None = None) -> str | None:
        """None when ``place`` may hold the bank next round, else why not: the table's rules, and
        for the player's seat whether ``bankroll_cents`` covers every bet facing the bank (the
        computers' bets of deal ``seed`` and the house's bet; half of each when co-banking).
        Computer players always have the chips to cover the table."""
        reason = self._bank_rule(place)
        if reason is not None or place != self.seating.player:
            return reason
        return self.can_start(self._rules.minimum_cents, bankroll_cents, banker=place, seed=seed)

    def choose_banker(self, bankroll_cents: int, *, accept: bool = False, seed: int | None = None) -> int:
        """Who banks the next round: the seat whose turn it is when it takes the bank and may,
        else the house.  ``accept`` is the player's answer when the offer is the player's and
        the table asks; a computer decides by :func:`computer_takes_bank`."""
        offer = self.next_offer
        if offer is None:
            return DEALER
        seed = self.next_seed if seed is None else seed
        if offer == self.seating.player:
            takes = accept or self._variations.bank_offer == "always"
        else:
            takes = computer_takes_bank(seed, offer)
        if takes and self.can_bank(offer, bankroll_cents, seed=seed) is None:
            return offer
        return DEALER

    # ------------------------------------------------------------- starting rounds

    def can_afford_hand(self, bankroll_cents: int) -> Text | None:
        """None while the player with ``bankroll_cents`` can play a round at this table (bet its
        minimum), else why not: out of money."""
        return can_bet_minimum(bankroll_cents, self._rules.minimum_cents)

    def can_start(
        self, bet_cents: int, bankroll_cents: int, *, banker: int = DEALER, seed: int | None = None
    ) -> str | None:
        """None when a round with this bet (and banker) may start, else the reason."""
        reason = self._bank_rule(banker)
        if reason is not None:
            return reason
        try:
            self._round(bet_cents, bankroll_cents, self.next_seed if seed is None else seed, banker)
        except RoundError as error:
            return message_of(error)
        return None

    def start(
        self,
        bet_cents: int,
        bankroll_cents: int,
        *,
        seed: int | None = None,
        banker: int = DEALER,
        replay: bool = False,
    ) -> Round:
        """A new round with its bets placed, ``banker`` holding the bank (the house by default).

        The player bets ``bet_cents`` unless the player banks; then ``bankroll_cents`` must
        cover the bank.  The computer players bet; against a seat's bank the house bets
        :meth:`house_bet_cents` at place 0 (not when it co-banks).  The computers' hands, a
        computer banker's and a co-banker's are set by the house way.  ``seed`` replays that
        deal; otherwise the next number is used.  ``replay``: deal ``seed`` again as it was
        (same banker), outside the rotation: the bank's turn and the deal numbers do not move.
        Raises :class:`RoundError` when not allowed.
        """
        seed = self.next_seed if seed is None else seed
        self._check_seed(seed)
        reason = self._bank_rule(banker, replay=replay)
        if reason is not None:
            raise RoundError(reason)
        game = self._round(bet_cents, bankroll_cents, seed, banker)
        self.current_seed = seed
        if replay:
            return game
        self.next_seed = seed % MAX_SEED + 1
        self.round_number += 1
        self._recent_bankers = (*self._recent_bankers, banker)[-2:]
        if banker == DEALER:
            self._last_bets.update(game.bets)
        return game

    def _round(self, bet_cents: int, bankroll_cents: int, seed: int, banker: int) -> Round:
        """The round with its bets placed; RoundError when a bet or the bank is not allowed."""
        seating, variations = self.seating, self._variations
        co_bank = banker != DEALER and variations.co_banking
        bets: dict[int, int] = {}
        if banker != seating.player:
            bets[seating.player] = bet_cents
        stream = random.Random(f"bets {seed}")
        for place in seating.computers:
            cents = computer_bet(stream, self._rules)  # drawn for the banker too: the others' bets stay put
            if place != banker:
                bets[place] = cents
        if banker != DEALER and not co_bank:
            bets[DEALER] = self.house_bet_cents(banker)
        bankroll: int | None = None
        if banker == seating.player:
            bankroll = bankroll_cents
        elif banker != DEALER:
            bankroll = sum(bets.values())  # a computer covers whatever faces it
        game = Round(
            self._rules,
            random.Random(seed),
            banker,
            automated=frozenset(seating.computers),
            banker_bankroll_cents=bankroll,
            co_bank=co_bank,
            count_from_dealer=variations.count_from_dealer,
            seed=seed,
        )
        for place, cents in bets.items():
            game.place_bet(place, cents, bankroll_cents if place == seating.player else None)
        return game
