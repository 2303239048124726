"""A setting of seven cards: five in the high hand, two in the low hand, and its values."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from paigow_desktop.games.paigow_poker.cards import Card, CardError, check_cards
from paigow_desktop.games.paigow_poker.hands import Wheel, five_value, fouls, two_value

__all__ = ["Setting", "settings_of"]


@dataclass(frozen=True, slots=True)
class Setting:
    """Five cards high, two low, with their values (for the wheel rank given)."""

    high: tuple[Card, ...]
    low: tuple[Card, ...]
    wheel: Wheel = Wheel.SECOND_HIGHEST
    high_value: int = field(init=False, compare=False)
    low_value: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        check_cards((*self.high, *self.low), 7)
        if len(self.high) != 5:
            raise CardError(f"the high hand is five cards, not {len(self.high)}")
        object.__setattr__(self, "high_value", five_value(self.high, self.wheel))
        object.__setattr__(self, "low_value", two_value(self.low))

    @property
    def foul(self) -> bool:
        return fouls(self.high_value, self.low_value)

    @property
    def values(self) -> tuple[int, int]:
        """(high value, low value): settings with equal values are the same play."""
        return self.high_value, self.low_value

    @property
    def cards(self) -> tuple[Card, ...]:
        return (*self.high, *self.low)

    @classmethod
    def with_low(
        cls, cards: Sequence[Card], low: Sequence[Card], wheel: Wheel = Wheel.SECOND_HIGHEST
    ) -> Setting:
        """The setting of ``cards`` with ``low`` in the low hand, the rest high (in the order given)."""
        rest = [card for card in cards if card not in low]
        return cls(tuple(rest), tuple(low), wheel)


def settings_of(cards: Sequence[Card], wheel: Wheel = Wheel.SECOND_HIGHEST) -> list[Setting]:
    """The 21 ways to set seven cards, by their two low cards in the order of ``cards``."""
    check_cards(cards, 7)
    return [Setting.with_low(cards, pair, wheel) for pair in combinations(cards, 2)]
