"""One round of Pai Gow Poker as an explicit state machine: bets, the deal, setting, the reveal, settlement.

Seven places sit at the table, numbered counter-clockwise; place 0 is the house's (the dealer's).
The deal shuffles the 53 cards with the round's injected ``random.Random``, rolls three dice and
gives seven hands of seven: the count starts at the banker's place (it counts 1), empty places
included, and the place where it ends gets the first hand, the others following counter-clockwise
(so 8 and 15 land on the banker).  Hands dealt to empty places are set aside; the last four cards
stay unseen.  All money is in whole cents.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Final

from paigow_desktop.core import banked_table
from paigow_desktop.core.banked_table import co_bank_share
from paigow_desktop.core.money import less_commission
from paigow_desktop.games.paigow_poker.bonus import (
    Bonus,
    bonus_category,
    dragon_net,
    envy_cents,
    fortune_net,
    is_queen_high_pai_gow,
    pay_table,
)
from paigow_desktop.games.paigow_poker.cards import DECK, Card, CardError, check_cards, format_cards
from paigow_desktop.games.paigow_poker.house_way import set_hand as house_way_of
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.settlement import Result, SeatSettlement, settle

__all__ = [
    "DEALER",
    "HAND_SIZE",
    "PLACES",
    "Deal",
    "HandSet",
    "Phase",
    "PlaceLine",
    "PokerRound",
    "RoundEnd",
    "RoundError",
    "RoundSettlement",
    "SeatView",
    "SideBet",
    "SideLine",
    "co_bank_share",
    "deal_order",
    "seat_for_count",
]

#: Places at the table, the banker's included; place 0 is the house's.
PLACES: Final = 7
DEALER: Final = 0
HAND_SIZE: Final = 7


class RoundError(ValueError):
    """An action the round does not allow now; the message says why."""


class Phase(enum.Enum):
    """Where a round is: each action moves it forward, never back."""

    BETTING = "betting"  #: seats bet; nothing is dealt
    SETTING = "setting"  #: the cards are dealt; places set their hands
    REVEALED = "revealed"  #: every hand is face up
    SETTLED = "settled"  #: the money has moved


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_place(place: int) -> None:
    if not _is_int(place) or not 0 <= place < PLACES:
        raise RoundError(f"there is no place {place!r} at the table (places are 0 to {PLACES - 1})")


def _check_dice(dice: Sequence[int]) -> tuple[int, int, int]:
    if len(dice) != 3 or not all(_is_int(d) and 1 <= d <= 6 for d in dice):
        raise RoundError(f"three dice show 1 to 6 each, not {tuple(dice)!r}")
    return (dice[0], dice[1], dice[2])


def seat_for_count(banker: int, total: int) -> int:
    """The place where the dice count ends: the banker's place counts 1, then counter-clockwise,
    every place counting, so 8 and 15 land on the banker."""
    try:
        return banked_table.count_to(banker, total, PLACES)
    except banked_table.BankedTableError as error:
        raise RoundError(str(error)) from None


def deal_order(banker: int, total: int) -> tuple[int, ...]:
    """The places in the order the hands go to them: hand k goes to ``deal_order(...)[k]``."""
    try:
        return banked_table.deal_order(banker, total, PLACES)
    except banked_table.BankedTableError as error:
        raise RoundError(str(error)) from None


@dataclass(frozen=True, slots=True)
class Deal:
    """The shuffled deck, the dice and where the hands went."""

    deck: tuple[Card, ...]  #: all 53 cards in dealing order: hand k is cards 7k to 7k + 6
    dice: tuple[int, int, int]
    banker: int
    occupied: tuple[int, ...]  #: places that play this round, in place order

    @property
    def total(self) -> int:
        return sum(self.dice)

    @property
    def order(self) -> tuple[int, ...]:
        return deal_order(self.banker, self.total)

    def cards_of(self, place: int) -> tuple[Card, ...]:
        """The seven cards dealt to a place (set aside unseen when it is empty)."""
        _check_place(place)
        k = self.order.index(place)
        return self.deck[k * HAND_SIZE : (k + 1) * HAND_SIZE]

    @property
    def hands(self) -> dict[int, tuple[Card, ...]]:
        return {p: self.cards_of(p) for p in self.occupied}

    @property
    def set_aside(self) -> dict[int, tuple[Card, ...]]:
        """The hands dealt to empty places, by place."""
        return {p: self.cards_of(p) for p in range(PLACES) if p not in self.occupied}

    @property
    def unseen(self) -> tuple[Card, ...]:
        """The four cards left over."""
        return self.deck[PLACES * HAND_SIZE :]


@dataclass(frozen=True, slots=True)
class HandSet:
    """How a place set its cards; ``rule`` names the house-way rule when the house way set them."""

    place: int
    setting: Setting
    rule: str | None = None

    @property
    def foul(self) -> bool:
        """The low hand ranks above the high hand (flagged; ``foul_policy`` decides what it costs)."""
        return self.setting.foul


@dataclass(frozen=True, slots=True)
class PlaceLine:
    """One place's money: ``result`` None for the banker and for the house's co-banking half."""

    place: int
    bet_cents: int
    result: Result | None
    net_cents: int  #: after commission
    commission_cents: int


class SideBet(enum.Enum):
    """The optional bets beside the main bet, paid by the house whoever banks, no commission."""

    FORTUNE = "fortune"  #: on the bettor's seven cards, by the table's pay table
    ENVY = "envy"  #: paid to a Fortune bet of $5 or more for another player's big hand
    DRAGON = "dragon"  #: the Queen's Dragon: the dealer holds a queen-high pai gow


@dataclass(frozen=True, slots=True)
class SideLine:
    """One side bet settled: ``bet_cents`` (for the Envy, the Fortune bet that earned it), its net
    (what the house paid, or minus the bet), and the hand that decided (a :class:`.Bonus` value,
    or "queens_dragon" / "no_queens_dragon"; for the Envy, the other hand's place and category)."""

    place: int
    kind: SideBet
    bet_cents: int
    net_cents: int
    hand: str


@dataclass(frozen=True, slots=True)
class RoundSettlement:
    """Every place's net and the house's commission; place 0's line is the house's net on the
    main bets.  ``side``: the side bets, each against the house; ``ez_push``: the EZ dealer's
    queen-high pai gow pushed every main bet."""

    banker: int
    places: tuple[PlaceLine, ...]
    co_bank: bool = False
    side: tuple[SideLine, ...] = ()
    ez_push: bool = False

    def side_credit_cents(self, place: int) -> int:
        """What a place's side bets pay back: a bet's stake with its winnings, a returned bet's
        stake, and the Envy bonuses (which stake nothing of their own)."""
        credit = 0
        for line in self.side:
            if line.place != place:
                continue
            if line.kind is SideBet.ENVY:
                credit += line.net_cents
            elif line.net_cents >= 0:
                credit += line.bet_cents + line.net_cents
        return credit

    def side_net_cents(self, place: int) -> int:
        """A place's net on its side bets (the house's: minus everyone's)."""
        if place == DEALER:
            return -sum(line.net_cents for line in self.side)
        return sum(line.net_cents for line in self.side if line.place == place)

    def place(self, place: int) -> PlaceLine:
        for line in self.places:
            if line.place == place:
                return line
        raise KeyError(place)

    @property
    def commission_cents(self) -> int:
        return sum(line.commission_cents for line in self.places)

    @property
    def house_net_cents(self) -> int:
        return self.place(DEALER).net_cents

    @property
    def balanced(self) -> bool:
        """Money is conserved: the nets and the commission add up to zero."""
        return sum(line.net_cents for line in self.places) + self.commission_cents == 0


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one place may see: its own cards, and every setting once revealed."""

    place: int
    phase: Phase
    cards: tuple[Card, ...] | None  #: None before the deal or for a place without cards
    settings: Mapping[int, Setting]  #: its own setting before the reveal; every one after


@dataclass(frozen=True, slots=True)
class RoundEnd:
    """What happened when a player's setting was played out: every hand face up, the money
    moved, and the round's record for the ledger, for the table to play back and keep."""

    revealed: Mapping[int, HandSet]  #: every occupied place's hand as played
    settlement: RoundSettlement
    record: dict[str, Any] | None  #: the ledger's record (``record.history_of``); None without a seed


class PokerRound:
    """One round, moved through its phases by explicit actions (each raises :class:`RoundError`
    when not allowed now).

    ``banker`` is 0 (the house) or a player's place.  Against a player-banker the house plays
    place 0, betting what the table places there (:meth:`place_bet`), set by the house way;
    with ``co_bank`` the house instead covers half of every bet and the banker's hand is set by
    the house way.  The house's hand and the ``automated`` places are set by the house way at
    the reveal; other places set their own (a foul is allowed and flagged).
    """

    def __init__(
        self,
        rules: PokerRules,
        rng: random.Random,
        banker: int = DEALER,
        automated: Iterable[int] = frozenset(),
        *,
        co_bank: bool = False,
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
        self._rules = rules
        self._rng = rng
        self._banker = banker
        self._automated = automated
        self._co_bank = co_bank
        self._seed = seed  #: the deal's number, which the round's record names
        self._phase = Phase.BETTING
        self._bets: dict[int, int] = {}
        self._side: dict[tuple[int, SideBet], int] = {}
        self._deal: Deal | None = None
        self._settings: dict[int, HandSet] = {}
        self._settlement: RoundSettlement | None = None

    # ------------------------------------------------------------- state

    @property
    def rules(self) -> PokerRules:
        return self._rules

    @property
    def banker(self) -> int:
        return self._banker

    @property
    def co_bank(self) -> bool:
        return self._co_bank

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def bets(self) -> dict[int, int]:
        return dict(self._bets)

    @property
    def side_bets(self) -> dict[tuple[int, SideBet], int]:
        """The side bets placed: (place, kind) -> cents."""
        return dict(self._side)

    @property
    def dealt(self) -> Deal | None:
        return self._deal

    @property
    def settlement(self) -> RoundSettlement | None:
        return self._settlement

    @property
    def occupied(self) -> tuple[int, ...]:
        """The places that get cards: the banker's and every place betting."""
        return tuple(sorted({self._banker, *self._bets}))

    def hand_set(self, place: int) -> HandSet | None:
        return self._settings.get(place)

    def cards_of(self, place: int) -> tuple[Card, ...]:
        if self._deal is None:
            raise RoundError("the cards have not been dealt yet")
        if place not in self._deal.occupied:
            raise RoundError(f"place {place} has no cards this round")
        return self._deal.cards_of(place)

    def view(self, place: int) -> SeatView:
        """What ``place`` sees now: its own cards, and the others' settings only after the reveal."""
        _check_place(place)
        cards = None
        if self._deal is not None and place in self._deal.occupied:
            cards = self._deal.cards_of(place)
        if self._phase in (Phase.REVEALED, Phase.SETTLED):
            settings = {p: h.setting for p, h in self._settings.items()}
        else:
            settings = {p: h.setting for p, h in self._settings.items() if p == place}
        return SeatView(place, self._phase, cards, settings)

    # ------------------------------------------------------------- betting

    def can_place_bet(self, place: int, cents: int) -> str | None:
        """None when ``place`` may bet ``cents`` now, else why not."""
        if self._phase is not Phase.BETTING:
            return "bets are closed: the cards have been dealt"
        if not _is_int(place) or not 0 <= place < PLACES:
            return f"there is no place {place!r} at the table (places are 0 to {PLACES - 1})"
        if place == self._banker:
            return f"place {place} holds the bank and does not bet against it"
        if place == DEALER and self._co_bank:
            return "the house shares the bank and does not bet against it"
        if not _is_int(cents) or cents < 1:
            return f"a bet is a whole number of cents, at least 1, not {cents!r}"
        return None

    def place_bet(self, place: int, cents: int) -> None:
        """Bet at a place (a second bet replaces the first); the house bets only against a
        player-banker it does not co-bank with."""
        reason = self.can_place_bet(place, cents)
        if reason is not None:
            raise RoundError(reason)
        self._bets[place] = cents

    def can_place_side_bet(self, place: int, kind: SideBet, cents: int) -> str | None:
        """Why this side bet cannot be placed now, or None."""
        if self._phase is not Phase.BETTING:
            return "bets are closed: the cards have been dealt"
        if not _is_int(place) or not 0 < place < PLACES:
            return f"there is no player's place {place!r} (places 1 to {PLACES - 1})"
        if kind is SideBet.FORTUNE and self._rules.fortune == "off":
            return "this table offers no Fortune bonus"
        if kind is SideBet.DRAGON and not self._rules.ez:
            return "the Queen's Dragon is offered only at an EZ Pai Gow table"
        if kind is SideBet.ENVY:
            return "the Envy bonus comes with a Fortune bet of $5 or more: it is not a bet of its own"
        if not _is_int(cents) or cents < 0:
            return f"a side bet is a whole number of cents, not {cents!r}"
        return None

    def place_side_bet(self, place: int, kind: SideBet, cents: int) -> None:
        """Bet the Fortune bonus or the Queen's Dragon at a place (0 cents takes it back)."""
        reason = self.can_place_side_bet(place, kind, cents)
        if reason is not None:
            raise RoundError(reason)
        if cents:
            self._side[(place, kind)] = cents
        else:
            self._side.pop((place, kind), None)

    # ------------------------------------------------------------- the deal

    def can_deal(self) -> str | None:
        """None when the cards may be dealt now, else why not."""
        if self._phase is not Phase.BETTING:
            return "the cards have already been dealt"
        if not self._bets:
            return "no bets: at least one place must bet before the deal"
        if self._banker != DEALER and not self._co_bank and DEALER not in self._bets:
            return "against a player-banker the house plays place 0: place its bet first"
        for place, _ in self._side:
            if place not in self.occupied:
                return f"place {place} has a side bet but no main bet"
        return None

    def deal(self, deck: Sequence[Card] | None = None, dice: Sequence[int] | None = None) -> Deal:
        """Shuffle, roll three dice and give out the hands; ``deck`` (all 53 cards in dealing
        order) and ``dice`` replace the shuffle and the roll, for tests and replays."""
        reason = self.can_deal()
        if reason is not None:
            raise RoundError(reason)
        if deck is None:
            shuffled = list(DECK)
            self._rng.shuffle(shuffled)
            cards = tuple(shuffled)
        else:
            cards = tuple(deck)
            try:
                check_cards(cards, len(DECK))
            except CardError as error:
                raise RoundError(str(error)) from None
        rolled = _check_dice(dice) if dice is not None else tuple(self._rng.randint(1, 6) for _ in range(3))
        self._deal = Deal(cards, _check_dice(rolled), self._banker, self.occupied)
        self._phase = Phase.SETTING
        return self._deal

    # ------------------------------------------------------------- setting

    def _by_house(self, place: int) -> bool:
        return place == DEALER or place in self._automated

    def _can_set(self, place: int) -> str | None:
        if self._phase is not Phase.SETTING:
            return "hands are set after the deal and before the reveal"
        assert self._deal is not None
        if place not in self._deal.occupied:
            return f"place {place} has no cards this round"
        return None

    def can_set_hand(self, place: int, setting: Setting) -> str | None:
        """None when ``place`` may set its cards as ``setting`` says, else why not."""
        if self._phase is not Phase.SETTING:
            return "hands are set after the deal and before the reveal"
        if self._by_house(place):
            return f"place {place} is set by the house way"
        reason = self._can_set(place)
        if reason is not None:
            return reason
        if sorted(setting.cards) != sorted(self.cards_of(place)):
            return f"that setting is not the cards of place {place}"
        return None

    def set_hand(self, place: int, setting: Setting) -> HandSet:
        """A player's own setting (a foul is allowed and flagged); replaceable until the reveal."""
        reason = self.can_set_hand(place, setting)
        if reason is not None:
            raise RoundError(reason)
        record = HandSet(place, setting)
        self._settings[place] = record
        return record

    def can_set_house_way(self, place: int) -> str | None:
        """None when ``place``'s cards may be set by the house way now, else why not."""
        return self._can_set(place)

    def set_house_way(self, place: int) -> HandSet:
        """Set a place's cards by the house way, naming the rule."""
        reason = self.can_set_house_way(place)
        if reason is not None:
            raise RoundError(reason)
        decision = house_way_of(self.cards_of(place), self._rules)
        record = HandSet(place, decision.setting, decision.rule)
        self._settings[place] = record
        return record

    def waiting(self) -> tuple[int, ...]:
        """Places that must still set their own hands before the reveal."""
        if self._deal is None:
            return ()
        return tuple(p for p in self._deal.occupied if p not in self._settings and not self._by_house(p))

    def can_reveal(self) -> str | None:
        """None when every hand may be turned face up now, else why not."""
        if self._phase is not Phase.SETTING:
            return "the round can be revealed once, after the deal"
        if self.waiting():
            return f"waiting for place {', '.join(map(str, self.waiting()))} to set its hand"
        return None

    def reveal(self) -> dict[int, HandSet]:
        """Set the house's and the automated places' hands by the house way and turn all face up."""
        reason = self.can_reveal()
        if reason is not None:
            raise RoundError(reason)
        assert self._deal is not None
        for place in self._deal.occupied:
            if place not in self._settings:
                self.set_house_way(place)
        self._phase = Phase.REVEALED
        return dict(self._settings)

    # ------------------------------------------------------------- the player's setting played out

    def can_play_out(self, place: int, setting: Setting) -> str | None:
        """None when the person at ``place`` may play ``setting`` and the round go to its end,
        else why not.  A place the house way sets (a co-banked bank) plays the house way
        whatever ``setting`` says."""
        reason = self._can_set(place) if self._by_house(place) else self.can_set_hand(place, setting)
        if reason is not None:
            return reason
        waiting = [p for p in self.waiting() if p != place]
        if waiting:
            return f"waiting for place {', '.join(map(str, waiting))} to set its hand"
        return None

    def play_out(self, place: int, setting: Setting) -> RoundEnd:
        """The person at ``place`` plays ``setting``; every hand is turned up and the money
        moved: what happened and the round's record (:class:`RoundEnd`)."""
        reason = self.can_play_out(place, setting)
        if reason is not None:
            raise RoundError(reason)
        if not self._by_house(place):
            self.set_hand(place, setting)
        revealed = self.reveal()
        settlement = self.settle()
        record = None if self._seed is None else self.record(self._seed)
        return RoundEnd(revealed, settlement, record)

    # ------------------------------------------------------------- settlement

    def can_settle(self) -> str | None:
        """None when the money may move now (once, after the reveal), else why not."""
        if self._phase is not Phase.REVEALED:
            return "the round is settled once, after the reveal"
        return None

    def settle(self) -> RoundSettlement:
        """Move the money: each bet against the banker's hand, in whole cents."""
        reason = self.can_settle()
        if reason is not None:
            raise RoundError(reason)
        assert self._deal is not None
        bank = self._settings[self._banker].setting
        bets = {p: (cents, self._settings[p].setting) for p, cents in self._bets.items()}
        # EZ Pai Gow: the house banks with no commission, and its queen-high pai gow pushes every
        # bet; a player who banks plays by the normal rules.
        house_ez = self._rules.ez and self._banker == DEALER
        rules = replace(self._rules, commission=Fraction(0)) if house_ez else self._rules
        ez_push = house_ez and is_queen_high_pai_gow(self._deal.cards_of(DEALER))
        table = settle(self._banker, bank, bets, rules, push_all=ez_push)
        lines = [
            # The house's seat against a player-banker pays no commission to the house.
            PlaceLine(s.seat, s.bet_cents, s.result, s.bet_cents, 0)
            if s.seat == DEALER and s.result is Result.WIN
            else PlaceLine(s.seat, s.bet_cents, s.result, s.net_cents, s.commission_cents)
            for s in table.seats
        ]
        if self._banker == DEALER:
            # The house pays no commission to itself.
            gross = table.banker_net_cents + table.banker_commission_cents
            lines.append(PlaceLine(DEALER, 0, None, gross, 0))
        elif not self._co_bank:
            lines.append(
                PlaceLine(self._banker, 0, None, table.banker_net_cents, table.banker_commission_cents)
            )
        else:
            lines.extend(self._co_bank_lines(table.seats))
        ordered = tuple(sorted(lines, key=lambda line: line.place))
        self._settlement = RoundSettlement(self._banker, ordered, self._co_bank, self._side_lines(), ez_push)
        self._phase = Phase.SETTLED
        return self._settlement

    def record(self, seed: int) -> dict[str, Any]:
        """The record of the settled round as the ledger keeps it (``record.py`` reads it back):
        the deal ``seed``, the dice, every setting and every place's money."""
        deal, settlement = self._deal, self._settlement
        if deal is None or settlement is None:
            raise ValueError("the round is not settled yet")
        hands: dict[str, Any] = {}
        for place in deal.occupied:
            hand = self.hand_set(place)
            if hand is None:
                continue
            hands[str(place)] = {
                "high": format_cards(hand.setting.high),
                "low": format_cards(hand.setting.low),
                "rule": hand.rule,
                "foul": hand.foul,
                "dealt": format_cards(deal.cards_of(place)),
            }
        return {
            "seed": seed,
            "dice": list(deal.dice),
            "banker": self._banker,
            "hands": hands,
            "net_cents": {str(line.place): line.net_cents for line in settlement.places},
            **(
                {
                    "side": [
                        {
                            "place": line.place,
                            "kind": line.kind.value,
                            "bet_cents": line.bet_cents,
                            "net_cents": line.net_cents,
                            "hand": line.hand,
                        }
                        for line in settlement.side
                    ]
                }
                if settlement.side
                else {}
            ),
            **({"ez_push": True} if settlement.ez_push else {}),
        }

    def _side_lines(self) -> tuple[SideLine, ...]:
        """Every side bet against the house: the Fortune on the bettor's cards (foul or not),
        the Envy for each other player's hand of four of a kind or better (not the dealer's),
        the Queen's Dragon on the dealer's cards (returned when the dealer holds none)."""
        assert self._deal is not None
        if not self._side:
            return ()
        players = [p for p in self._deal.occupied if p != DEALER]
        categories: dict[int, Bonus] = {p: bonus_category(self._deal.cards_of(p)) for p in players}
        lines: list[SideLine] = []
        for (place, kind), cents in sorted(
            self._side.items(), key=lambda item: (item[0][0], item[0][1].value)
        ):
            if kind is SideBet.FORTUNE:
                table = pay_table(self._rules.fortune)
                category = categories[place]
                lines.append(
                    SideLine(place, kind, cents, fortune_net(cents, category, table), category.value)
                )
                for other in players:
                    if other != place and (paid := envy_cents(cents, [categories[other]])):
                        hand = f"{other}:{categories[other].value}"
                        lines.append(SideLine(place, SideBet.ENVY, cents, paid, hand))
            elif DEALER in self._deal.occupied:
                dealer = self._deal.cards_of(DEALER)
                net = dragon_net(cents, dealer)
                lines.append(
                    SideLine(place, kind, cents, net, "queens_dragon" if net > 0 else "no_queens_dragon")
                )
            else:
                lines.append(SideLine(place, kind, cents, 0, "no_dealer_hand"))
        return tuple(lines)

    def _co_bank_lines(self, seats: Iterable[SeatSettlement]) -> list[PlaceLine]:
        """The banker's and the house's halves of the bank: each bet's result split by
        :func:`co_bank_share`; the banker pays commission on its half's net win."""
        player_gross = house_half = 0
        for seat in seats:
            bank = -(seat.net_cents + seat.commission_cents)
            share = co_bank_share(bank)
            player_gross += share
            house_half += bank - share
        if player_gross > 0:
            net, commission = less_commission(player_gross, self._rules.commission)
        else:
            net, commission = player_gross, 0
        return [PlaceLine(self._banker, 0, None, net, commission), PlaceLine(DEALER, 0, None, house_half, 0)]
