"""What every banking game's headless simulation reports alike: the parties' names and the
player's betting figures (edge and its standard error), from a result's own totals."""

from __future__ import annotations

import math
from collections.abc import Mapping

__all__ = ["BettingFigures", "party"]

#: The house's place at every banking table.
HOUSE_PLACE = 0


def party(place: int, player: int) -> str:
    """The name of a party in the results: ``player``, ``house`` or ``seat N`` (a computer)."""
    if place == player:
        return "player"
    return "house" if place == HOUSE_PLACE else f"seat {place}"


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
