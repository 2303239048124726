"""What every banking game's headless simulation counts and reports alike: the money of each
round tallied (:class:`MoneyTally`), the parties' names and the player's betting figures (edge
and its standard error), from a result's own totals."""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

__all__ = ["BettingFigures", "MoneyTally", "party"]

#: The house's place at every banking table.
HOUSE_PLACE = 0


def party(place: int, player: int) -> str:
    """The name of a party in the results: ``player``, ``house`` or ``seat N`` (a computer)."""
    if place == player:
        return "player"
    return "house" if place == HOUSE_PLACE else f"seat {place}"


class _Line(Protocol):
    """One place's money in a round's settlement (any banking game's)."""

    @property
    def place(self) -> int: ...
    @property
    def bet_cents(self) -> int: ...
    @property
    def result(self) -> enum.Enum | None: ...  # value "win", "push" or "loss"; None: the banker
    @property
    def net_cents(self) -> int: ...


class _Settlement(Protocol):
    """A round's settlement: every place's line and the commission the house took."""

    @property
    def places(self) -> Sequence[_Line]: ...
    @property
    def commission_cents(self) -> int: ...
    def place(self, place: int) -> _Line: ...


class MoneyTally:
    """The running totals of a simulation: every place's net and rounds banked, the commission,
    and the player's results, bets and the sums its edge's standard error needs."""

    def __init__(self, places: Iterable[int], player: int) -> None:
        self.player = player
        self.nets = dict.fromkeys(places, 0)
        self.banked = dict.fromkeys(self.nets, 0)
        self.commission = 0
        self.results = {"win": 0, "push": 0, "loss": 0}
        self.bet_total = self.bet_net = self.bank_net = 0
        self.net2 = self.net_bet = self.bet2 = 0

    def add(self, money: _Settlement, banker: int) -> None:
        """Count one settled round that ``banker`` banked."""
        for line in money.places:
            self.nets[line.place] += line.net_cents
        self.commission += money.commission_cents
        self.banked[banker] += 1
        mine = money.place(self.player)
        if banker == self.player:
            self.bank_net += mine.net_cents
        elif mine.result is not None:
            self.results[mine.result.value] += 1
            bet, net = mine.bet_cents, mine.net_cents
            self.bet_total, self.bet_net = self.bet_total + bet, self.bet_net + net
            self.net2 += net * net
            self.net_bet += net * bet
            self.bet2 += bet * bet

    def figures(self, seats: Sequence[int]) -> dict[str, Any]:
        """The result's money fields, the parties in order: the player, the other ``seats``, the
        house; AssertionError when the money does not add up (what anyone won, someone lost,
        commission aside)."""
        conserved = sum(self.nets.values()) + self.commission == 0
        if not conserved:
            raise AssertionError("the simulation's money does not add up")
        player = self.player
        order = (player, *(p for p in seats if p != player), HOUSE_PLACE)
        return {
            "net_cents": {party(p, player): self.nets[p] for p in order},
            "commission_cents": self.commission,
            "banked": {party(p, player): self.banked[p] for p in order},
            "wins": self.results["win"],
            "pushes": self.results["push"],
            "losses": self.results["loss"],
            "player_bet_cents": self.bet_total,
            "player_bet_net_cents": self.bet_net,
            "player_bank_net_cents": self.bank_net,
            "conserved": conserved,
            "player_bet_squares": (self.net2, self.net_bet, self.bet2),
        }


class BettingFigures:
    """Figures derived from a simulation result's totals (a mixin for the games' frozen results,
    which hold the fields named below)."""

    net_cents: Mapping[str, int]
    commission_cents: int
    wins: int
    pushes: int
    losses: int
    player_bet_cents: int
    player_bet_net_cents: int
    #: over the rounds the player did not bank, the sums of net², net x bet and bet² (cents²)
    player_bet_squares: tuple[int, int, int]

    @property
    def betting_rounds(self) -> int:
        return self.wins + self.pushes + self.losses

    @property
    def player_edge(self) -> float:
        """The player's net per unit bet in the rounds it did not bank (negative: the player loses)."""
        return self.player_bet_net_cents / self.player_bet_cents if self.player_bet_cents else 0.0

    @property
    def player_edge_se(self) -> float:
        """The standard error of :attr:`player_edge`, from the rounds' own results."""
        n = self.betting_rounds
        if n < 2:
            return math.nan
        edge = self.player_edge
        net2, net_bet, bet2 = self.player_bet_squares
        spread = net2 - 2 * edge * net_bet + edge * edge * bet2  # sum of (net - edge x bet)²
        mean_bet = self.player_bet_cents / n
        return math.sqrt(max(spread, 0.0) / (n * (n - 1))) / mean_bet

    @property
    def house_total_cents(self) -> int:
        """The house's whole take: its net plus the commission."""
        return self.net_cents["house"] + self.commission_cents
