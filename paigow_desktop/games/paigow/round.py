"""One round at the table: bets, the wash and dice, setting hands, the showdown and settlement in cents."""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from paigow_desktop.core import banked_table
from paigow_desktop.core.banked_table import co_bank_share
from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow.house_way import set_hand as house_way_of
from paigow_desktop.games.paigow.record import RoundRecord, record_of
from paigow_desktop.games.paigow.setting import Setting, compare
from paigow_desktop.games.paigow.settlement import (
    DEALER,
    Matchup,
    PlaceSettlement,
    Settlement,
    payout_after_commission,
    settle_bets,
)
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, commission_rate
from paigow_desktop.tiles import woodpile
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "DEALER",
    "PLACES",
    "STACK_SIZE",
    "BetPlaced",
    "Deal",
    "HandSet",
    "Matchup",
    "Operation",
    "Phase",
    "PlaceSettlement",
    "Reveal",
    "Round",
    "RoundEnd",
    "RoundError",
    "Settlement",
    "TableRules",
    "co_bank_share",
    "deal_order",
    "payout_after_commission",
    "seat_for_count",
    "settle_bets",
]


#: Places around the table, numbered counter-clockwise; place 0 is the dealer's.
PLACES: Final = 8


#: Tiles in one stack of the woodpile (and in one hand).
STACK_SIZE: Final = woodpile.STACK_SIZE


Stack = woodpile.Stack


class RoundError(ValueError):
    """An action the round does not allow now; the message says why, for people."""


class Phase(enum.Enum):
    """Where a round is: each action moves it forward, never back."""

    BETTING = "betting"  #: seats place bets; nothing is dealt yet
    SETTING = "setting"  #: the tiles are dealt; places set their hands
    SHOWDOWN = "showdown"  #: every hand is revealed and compared with the banker's
    SETTLED = "settled"  #: the money has moved


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_place(place: int) -> None:
    if not _is_int(place) or not 0 <= place < PLACES:
        raise RoundError(f"there is no place {place!r} at the table (places are 0 to {PLACES - 1})")


def seat_for_count(banker: int, total: int) -> int:
    """The place where the dice count ends: the banker's place counts 1, then counter-clockwise.

    Every place counts, empty or not, so 9 and 17 land on the banker.
    """
    try:
        return banked_table.count_to(banker, total, PLACES)
    except banked_table.BankedTableError as error:
        raise RoundError(str(error)) from None


def deal_order(banker: int, total: int) -> tuple[int, ...]:
    """The places in the order the stacks go to them: stack k goes to ``deal_order(...)[k]``."""
    try:
        return banked_table.deal_order(banker, total, PLACES)
    except banked_table.BankedTableError as error:
        raise RoundError(str(error)) from None


@dataclass(frozen=True, slots=True)
class TableRules:
    """Table limits in cents and the commission rate, checked when made."""

    minimum_cents: int
    maximum_cents: int
    commission: Fraction = DEFAULT_COMMISSION

    def __post_init__(self) -> None:
        if not _is_int(self.minimum_cents) or self.minimum_cents < 1:
            raise ValueError(
                f"the table minimum must be a whole number of cents, at least 1, not {self.minimum_cents!r}"
            )
        if not _is_int(self.maximum_cents) or self.maximum_cents < self.minimum_cents:
            raise ValueError(
                f"the table maximum must be a whole number of cents, at least the minimum "
                f"({self.minimum_cents}), not {self.maximum_cents!r}"
            )
        object.__setattr__(self, "commission", commission_rate(self.commission))

    def limit_problem(self, cents: int) -> Text | None:
        """Why a bet of ``cents`` is outside the table limits (in words), or None when it is within."""
        if cents < self.minimum_cents:
            return Text(
                QT_TRANSLATE_NOOP("Engine", "the table minimum is {minimum}; {bet} is too little"),
                minimum=format_cents(self.minimum_cents),
                bet=format_cents(cents),
            )
        if cents > self.maximum_cents:
            return Text(
                QT_TRANSLATE_NOOP("Engine", "the table maximum is {maximum}; {bet} is too much"),
                maximum=format_cents(self.maximum_cents),
                bet=format_cents(cents),
            )
        return None

    def within(self, cents: int) -> int:
        """``cents`` moved inside the table limits: the nearest amount the table takes."""
        return max(self.minimum_cents, min(self.maximum_cents, cents))


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """A bet at a place; ``automatic`` when the round placed it (the house's bet against a player-banker)."""

    place: int
    cents: int
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class Deal:
    """The wash, the dice and where the stacks went."""

    woodpile: tuple[Stack, ...]  #: the eight stacks, stack 0 first
    dice: tuple[int, int, int]
    banker: int
    occupied: tuple[int, ...]  #: places that play this round, in place order
    #: Where the count starts when it is not the banker's place (the dealer's, by a table variation).
    count_from: int | None = None

    @property
    def total(self) -> int:
        return sum(self.dice)

    @property
    def counted_from(self) -> int:
        """The place that counts 1: the banker's, or the dealer's when the table counts from there."""
        return self.banker if self.count_from is None else self.count_from

    @property
    def first(self) -> int:
        """The place where the count ends: it gets stack 0."""
        return seat_for_count(self.counted_from, self.total)

    @property
    def order(self) -> tuple[int, ...]:
        """The places in the order stacks go to them."""
        return deal_order(self.counted_from, self.total)

    def stack_of(self, place: int) -> int:
        """The number of the stack that went to a place."""
        _check_place(place)
        return (place - self.first) % PLACES

    def tiles_of(self, place: int) -> Stack:
        """The four tiles that went to a place (set aside unseen when it is empty)."""
        return self.woodpile[self.stack_of(place)]

    @property
    def hands(self) -> dict[int, Stack]:
        """The tiles of every occupied place."""
        return {p: self.tiles_of(p) for p in self.occupied}

    @property
    def set_aside(self) -> dict[int, Stack]:
        """The stacks of the empty places, by place: set aside unseen."""
        return {p: self.tiles_of(p) for p in range(PLACES) if p not in self.occupied}


@dataclass(frozen=True, slots=True)
class HandSet:
    """A place's setting; ``rule`` names the house-way rule when the house way set it."""

    place: int
    setting: Setting
    rule: str | None = None  #: e.g. "rule 2: Gong", or None when the player set it by hand
    reason: str | None = None  #: the house way's sentence, when it set the hand
    automatic: bool = False  #: set by the round (the house or an automated place)

    @property
    def house_way(self) -> bool:
        return self.rule is not None


@dataclass(frozen=True, slots=True)
class Reveal:
    """Every hand face up: the banker's setting and each other place compared with it."""

    banker: int
    banker_setting: Setting
    banker_rule: str | None  #: the house-way rule when the house way set the banker's hand
    matchups: tuple[Matchup, ...]  #: the non-banker places, in place order

    def matchup(self, place: int) -> Matchup:
        for m in self.matchups:
            if m.place == place:
                return m
        raise KeyError(place)


Operation = BetPlaced | Deal | HandSet | Reveal | Settlement


@dataclass(frozen=True)
class RoundEnd:
    """What happened when a player's setting was played out: every hand face up, the money moved,
    and each place's setting as played (the house way's rule for those it set), for the table to
    play back."""

    reveal: Reveal
    settlement: Settlement
    settings: Mapping[int, Setting]  # every occupied place's setting, the banker's included
    rules: Mapping[int, str]  # the house way's rule, for each place whose tiles it set
    #: the round's record for the ledger, from the seat that played out (None: a round with no seed)
    record: RoundRecord | None = None


class Round:
    """One round, moved through its phases by explicit actions.

    Each action has a ``can_...`` check returning None when allowed or a reason a
    person can read; the action itself raises :class:`RoundError` with that
    reason, or does it and returns a record that is also appended to
    :attr:`operations`.

    ``banker`` is the place holding the bank: 0 (the house) by default, or a
    player seat 1..7, whose ``banker_bankroll_cents`` must then be given: the
    bets facing the bank may not exceed it.  When a player banks, the dealer
    plays place 0 against the bank with the house's bet (``place_bet(0, ...)``,
    else the table minimum, placed at the deal).  The house's hands and the
    ``automated`` places are set by the house way at the reveal.

    ``co_bank``: the house shares a player's bank instead of betting against
    it.  Place 0 then neither bets nor gets tiles; the banker's tiles are set by
    the house way; each bet's result is split in halves (:func:`co_bank_share`)
    and the bankroll need only cover the banker's half.  ``count_from_dealer``:
    the dice count starts at the dealer's place rather than the banker's.
    """

    def __init__(
        self,
        rules: TableRules,
        rng: random.Random,
        banker: int = DEALER,
        automated: Iterable[int] = frozenset(),
        *,
        banker_bankroll_cents: int | None = None,
        co_bank: bool = False,
        count_from_dealer: bool = False,
        seed: int | None = None,
    ) -> None:
        _check_place(banker)
        automated = frozenset(automated)
        for place in automated:
            _check_place(place)
        if co_bank:
            if banker == DEALER:
                raise RoundError("the house co-banks only with a player holding the bank")
            automated |= {banker}
        if banker != DEALER:
            if banker_bankroll_cents is None:
                raise RoundError(f"place {banker} banks: say what bankroll it has to cover the bets")
            if not _is_int(banker_bankroll_cents) or banker_bankroll_cents < 0:
                raise RoundError(
                    f"a bankroll is a whole, non-negative number of cents, not {banker_bankroll_cents!r}"
                )
        self._rules = rules
        self._rng = rng
        self._banker = banker
        self._automated = automated
        self._bankroll = banker_bankroll_cents
        self._co_bank = bool(co_bank)
        self._count_from_dealer = bool(count_from_dealer)
        self._seed = seed  #: the deal's number, which the round's record names
        self._phase = Phase.BETTING
        self._bets: dict[int, int] = {}
        self._deal: Deal | None = None
        self._settings: dict[int, HandSet] = {}
        self._reveal: Reveal | None = None
        self._settlement: Settlement | None = None
        self._operations: list[Operation] = []

    # ------------------------------------------------------------- state

    @property
    def rules(self) -> TableRules:
        return self._rules

    @property
    def banker(self) -> int:
        return self._banker

    @property
    def house_banks(self) -> bool:
        return self._banker == DEALER

    @property
    def co_bank(self) -> bool:
        """The house shares the bank with the player at :attr:`banker`."""
        return self._co_bank

    @property
    def count_from_dealer(self) -> bool:
        """The dice count starts at the dealer's place, not the banker's."""
        return self._count_from_dealer

    @property
    def automated(self) -> frozenset[int]:
        return self._automated

    @property
    def banker_bankroll_cents(self) -> int | None:
        return self._bankroll

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def bets(self) -> dict[int, int]:
        """The bets by place (a copy)."""
        return dict(self._bets)

    @property
    def operations(self) -> tuple[Operation, ...]:
        """Every record so far, in order."""
        return tuple(self._operations)

    @property
    def dealt(self) -> Deal | None:
        return self._deal

    @property
    def revealed(self) -> Reveal | None:
        return self._reveal

    @property
    def settlement(self) -> Settlement | None:
        return self._settlement

    @property
    def occupied(self) -> tuple[int, ...]:
        """The places that play: the banker's, the dealer's (unless it co-banks) and every place betting."""
        if self._co_bank:
            return tuple(sorted({self._banker, *self._bets}))
        return tuple(sorted({self._banker, DEALER, *self._bets}))

    def tiles_of(self, place: int) -> Stack:
        """An occupied place's tiles, once dealt."""
        if self._deal is None:
            raise RoundError("the tiles have not been dealt yet")
        if place not in self._deal.occupied:
            raise RoundError(f"place {place} has no tiles this round")
        return self._deal.tiles_of(place)

    def hand_set(self, place: int) -> HandSet | None:
        """How a place set its tiles, or None when it has not yet."""
        return self._settings.get(place)

    def facing_bank_cents(self) -> int:
        """What the banker could lose: the bets facing the bank, counting the house's bet-to-be
        against a player-banker; when the house co-banks, the banker's half of every bet
        (rounded up, as the banker pays that half of a winning bet)."""
        return self._facing(self._bets)

    def _facing(self, bets: Mapping[int, int]) -> int:
        if self._co_bank:
            return sum(-co_bank_share(-cents) for cents in bets.values())
        total = sum(bets.values())
        if not self.house_banks and DEALER not in bets:
            total += self._rules.minimum_cents
        return total

    def _record(self, op: Operation) -> None:
        self._operations.append(op)

    # ------------------------------------------------------------- betting

    def can_place_bet(self, place: int, cents: int, bankroll_cents: int | None = None) -> str | None:
        """None when the bet is allowed, else why not."""
        if self._phase is not Phase.BETTING:
            return "bets are closed: the tiles have been dealt"
        if not _is_int(place) or not 0 <= place < PLACES:
            return f"there is no place {place!r} at the table (places are 0 to {PLACES - 1})"
        if place == self._banker:
            who = "the house" if place == DEALER else f"place {place}"
            return f"{who} holds the bank and does not bet against it"
        if place == DEALER and self._co_bank:
            return f"the house shares the bank with place {self._banker} and does not bet against it"
        if not _is_int(cents):
            return f"a bet is a whole number of cents, not {cents!r}"
        # The reasons a player can meet at the table are Texts: the interface translates them.
        outside = self._rules.limit_problem(cents)
        if outside is not None:
            return outside
        if bankroll_cents is not None and cents > bankroll_cents:
            return Text(
                QT_TRANSLATE_NOOP("Engine", "a bet of {bet} is more than the bankroll of {bankroll}"),
                bet=format_cents(cents),
                bankroll=format_cents(bankroll_cents),
            )
        if self._bankroll is not None:
            facing = self._facing({**self._bets, place: cents})
            if facing > self._bankroll:
                if self._co_bank:
                    template = QT_TRANSLATE_NOOP(
                        "Engine",
                        "the banker (place {place}) cannot cover: the bets facing the bank would total "
                        "{facing} (its half), more than its bankroll of {bankroll}",
                    )
                else:
                    template = QT_TRANSLATE_NOOP(
                        "Engine",
                        "the banker (place {place}) cannot cover: the bets facing the bank would total "
                        "{facing}, more than its bankroll of {bankroll}",
                    )
                return Text(
                    template,
                    place=self._banker,
                    facing=format_cents(facing),
                    bankroll=format_cents(self._bankroll),
                )
        return None

    def place_bet(self, place: int, cents: int, bankroll_cents: int | None = None) -> BetPlaced:
        """Bet at a place (a second bet at the same place replaces the first)."""
        reason = self.can_place_bet(place, cents, bankroll_cents)
        if reason is not None:
            raise RoundError(reason)
        self._bets[place] = cents
        record = BetPlaced(place, cents)
        self._record(record)
        return record

    # ------------------------------------------------------------- the deal

    def can_deal(self) -> str | None:
        if self._phase is not Phase.BETTING:
            return "the tiles have already been dealt"
        if (self.house_banks or self._co_bank) and not self._bets:
            return "no bets: at least one seat must bet before the deal"
        if self._bankroll is not None and self.facing_bank_cents() > self._bankroll:
            return (
                f"the banker (place {self._banker}) cannot cover the bets facing it: "
                f"{format_cents(self.facing_bank_cents())} against a bankroll of "
                f"{format_cents(self._bankroll)}"
            )
        return None

    def deal(
        self,
        stacks: Sequence[Sequence[Tile]] | None = None,
        dice: Sequence[int] | None = None,
    ) -> Deal:
        """Wash and build the woodpile, roll three dice and give out the stacks.

        ``stacks`` (eight stacks of four, the whole set) and ``dice`` replace the
        wash and the roll: for tests and replays.
        """
        reason = self.can_deal()
        if reason is not None:
            raise RoundError(reason)
        pile = self._build(stacks) if stacks is not None else self._wash()
        rolled = self._dice(dice) if dice is not None else self._roll()
        if not self.house_banks and not self._co_bank and DEALER not in self._bets:
            self._bets[DEALER] = self._rules.minimum_cents
            self._record(BetPlaced(DEALER, self._rules.minimum_cents, automatic=True))
        count_from = DEALER if self._count_from_dealer else None
        record = Deal(pile, rolled, self._banker, self.occupied, count_from)
        self._deal = record
        self._phase = Phase.SETTING
        self._record(record)
        return record

    def _wash(self) -> tuple[Stack, ...]:
        return woodpile.wash(self._rng)

    def _roll(self) -> tuple[int, int, int]:
        return woodpile.roll_dice(self._rng)

    @staticmethod
    def _build(stacks: Sequence[Sequence[Tile]]) -> tuple[Stack, ...]:
        try:
            return woodpile.check_woodpile(stacks)
        except woodpile.WoodpileError as error:
            raise RoundError(str(error)) from None

    @staticmethod
    def _dice(dice: Sequence[int]) -> tuple[int, int, int]:
        try:
            return woodpile.check_dice(dice)
        except woodpile.WoodpileError as error:
            raise RoundError(str(error)) from None

    # ------------------------------------------------------------- setting

    def _set_by_house(self, place: int) -> bool:
        return place == DEALER or place in self._automated

    def _can_set(self, place: int) -> str | None:
        if self._phase is Phase.BETTING:
            return "the tiles have not been dealt yet"
        if self._phase is not Phase.SETTING:
            return "the hands have been revealed: settings are final"
        assert self._deal is not None
        if place not in self._deal.occupied:
            return f"place {place} has no tiles this round"
        return None

    def can_set_hand(self, place: int, setting: Setting) -> str | None:
        """None when the place may set its tiles this way, else why not."""
        reason = self._can_set(place)
        if reason is not None:
            return reason
        if place == DEALER:
            return "the house sets its tiles by the house way"
        if place in self._automated:
            return f"place {place} is automated: the house way sets its tiles"
        tiles = self.tiles_of(place)
        if not setting.holds(tiles):
            return f"{setting} is not the tiles of place {place} ({' '.join(map(str, tiles))})"
        return None

    def set_hand(self, place: int, setting: Setting) -> HandSet:
        """Set a place's tiles as the player chose (a later setting replaces it until the reveal)."""
        reason = self.can_set_hand(place, setting)
        if reason is not None:
            raise RoundError(reason)
        return self._store(HandSet(place, setting))

    def can_set_house_way(self, place: int) -> str | None:
        return self._can_set(place)

    def set_house_way(self, place: int) -> HandSet:
        """Set a place's tiles by the house way, naming the rule."""
        reason = self.can_set_house_way(place)
        if reason is not None:
            raise RoundError(reason)
        return self._store(self._house_way(place, automatic=False))

    def _house_way(self, place: int, *, automatic: bool) -> HandSet:
        way = house_way_of(self.tiles_of(place))
        return HandSet(place, way.setting, way.name, way.reason, automatic)

    def _store(self, record: HandSet) -> HandSet:
        self._settings[record.place] = record
        self._record(record)
        return record

    # ------------------------------------------------------------- showdown

    def can_reveal(self) -> str | None:
        if self._phase is Phase.BETTING:
            return "the tiles have not been dealt yet"
        if self._phase is not Phase.SETTING:
            return "the hands are already revealed"
        return self._waiting()

    def _waiting(self, *, but: int | None = None) -> str | None:
        """Why the hands cannot be revealed yet: the places (``but`` the one about to set its
        tiles) that have not set theirs and whose tiles the house does not set; else None."""
        assert self._deal is not None
        waiting = [
            p
            for p in self._deal.occupied
            if p != but and p not in self._settings and not self._set_by_house(p)
        ]
        if waiting:
            return f"not every place has set its tiles: waiting for place {', '.join(map(str, waiting))}"
        return None

    def reveal(self) -> Reveal:
        """Set the house's and the automated places' tiles by the house way, then compare
        every other place's setting with the banker's."""
        reason = self.can_reveal()
        if reason is not None:
            raise RoundError(reason)
        assert self._deal is not None
        for place in self._deal.occupied:
            if place not in self._settings and self._set_by_house(place):
                self._store(self._house_way(place, automatic=True))
        bank = self._settings[self._banker]
        matchups = tuple(
            Matchup(p, self._settings[p].setting, compare(self._settings[p].setting, bank.setting))
            for p in self._deal.occupied
            if p != self._banker
        )
        record = Reveal(self._banker, bank.setting, bank.rule, matchups)
        self._reveal = record
        self._phase = Phase.SHOWDOWN
        self._record(record)
        return record

    # ------------------------------------------------------------- the player's setting played out

    def can_play_out(self, place: int, setting: Setting) -> str | None:
        """None when the person at ``place`` may play ``setting`` and the round go to its end,
        else why not.  A place whose tiles the house sets (a co-banked bank) plays the house way
        whatever ``setting`` says."""
        reason = self._can_set(place) if self._set_by_house(place) else self.can_set_hand(place, setting)
        if reason is not None:
            return reason
        return self._waiting(but=place)

    def play_out(self, place: int, setting: Setting) -> RoundEnd:
        """The person at ``place`` plays ``setting``; the hands are revealed and the money moved:
        what happened, for the table to play back (:class:`RoundEnd`)."""
        reason = self.can_play_out(place, setting)
        if reason is not None:
            raise RoundError(reason)
        if not self._set_by_house(place):
            self.set_hand(place, setting)
        reveal = self.reveal()
        settlement = self.settle()
        assert self._deal is not None
        played = {p: self._settings[p] for p in self._deal.occupied if p in self._settings}
        return RoundEnd(
            reveal,
            settlement,
            {p: hand.setting for p, hand in played.items()},
            {p: hand.rule for p, hand in played.items() if hand.rule},
            None if self._seed is None else record_of(self, self._seed, place),
        )

    # ------------------------------------------------------------- settlement

    def can_settle(self) -> str | None:
        if self._phase is Phase.SETTLED:
            return "the round is already settled"
        if self._phase is not Phase.SHOWDOWN:
            return "the round cannot be settled before the showdown"
        return None

    def settle(self) -> Settlement:
        """Move the money: losing bets to the banker, winners paid less commission."""
        reason = self.can_settle()
        if reason is not None:
            raise RoundError(reason)
        assert self._reveal is not None
        record = settle_bets(
            self._banker, self._bets, self._reveal.matchups, self._rules.commission, co_bank=self._co_bank
        )
        self._settlement = record
        self._phase = Phase.SETTLED
        self._record(record)
        return record
