"""A session at one table: the player's seat, computer players, and numbered deals.

Every round has a seed; the seed alone decides the wash and the dice, so "replay
deal" re-deals exactly the same tiles.  Computer players' bets come from a
separate stream derived from the seed, so they never change the deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final

from .round import DEALER, PLACES, Round, TableRules

__all__ = ["MAX_SEED", "Seating", "TableSession", "computer_bet", "computer_places"]

#: Seeds run from 1 to this; the window shows them as deal numbers.
MAX_SEED: Final = 999_999_999
SEATS: Final = tuple(range(1, PLACES))


def computer_places(player: int, count: int) -> tuple[int, ...]:
    """Seats for ``count`` computer players, spread around the table away from the player."""
    if player not in SEATS:
        raise ValueError(f"the player's seat is 1 to {PLACES - 1}, not {player}")
    others = [p for p in SEATS if p != player]
    count = max(0, min(count, len(others)))
    if count == 0:
        return ()
    # Nearest neighbours of the player first, alternating sides, so small tables feel full.
    by_distance = sorted(others, key=lambda p: (min((p - player) % PLACES, (player - p) % PLACES), p))
    return tuple(sorted(by_distance[:count]))


def computer_bet(rng: random.Random, rules: TableRules) -> int:
    """A computer player's bet: a few table minimums, within the limits."""
    multiple = rng.choice((1, 1, 1, 2, 2, 3, 4, 5, 10))
    return min(rules.maximum_cents, rules.minimum_cents * multiple)


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where: the player's seat (1..7) and the computer players' seats."""

    player: int = 4
    computers: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.player not in SEATS:
            raise ValueError(f"the player's seat is 1 to {PLACES - 1}, not {self.player}")
        if self.player in self.computers or DEALER in self.computers:
            raise ValueError("a computer player cannot take the player's seat or the dealer's place")

    @staticmethod
    def with_computers(player: int, count: int) -> Seating:
        return Seating(player, computer_places(player, count))


class TableSession:
    """Starts numbered rounds at one table, the house banking."""

    def __init__(self, rules: TableRules, seating: Seating, first_seed: int | None = None) -> None:
        self.rules = rules
        self.seating = seating
        self.next_seed = first_seed if first_seed is not None else random.SystemRandom().randint(1, MAX_SEED)
        self._check_seed(self.next_seed)
        self.current_seed: int | None = None

    @staticmethod
    def _check_seed(seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 1 <= seed <= MAX_SEED:
            raise ValueError(f"a deal number is 1 to {MAX_SEED:,}, not {seed!r}")

    def can_start(self, bet_cents: int, bankroll_cents: int) -> str | None:
        """None when a round with this bet may start, else the reason."""
        probe = Round(self.rules, random.Random(0), automated=frozenset(self.seating.computers))
        return probe.can_place_bet(self.seating.player, bet_cents, bankroll_cents=bankroll_cents)

    def start(self, bet_cents: int, bankroll_cents: int, *, seed: int | None = None) -> Round:
        """A new round with the player's bet and the computer players' bets placed.

        ``seed`` replays that deal; otherwise the next number is used.
        """
        seed = self.next_seed if seed is None else seed
        self._check_seed(seed)
        game = Round(self.rules, random.Random(seed), automated=frozenset(self.seating.computers))
        game.place_bet(self.seating.player, bet_cents, bankroll_cents=bankroll_cents)
        bets = random.Random(f"bets {seed}")
        for place in self.seating.computers:
            game.place_bet(place, computer_bet(bets, self.rules))
        self.current_seed = seed
        self.next_seed = seed % MAX_SEED + 1
        return game
