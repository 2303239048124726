"""Who sits where at a banked table of numbered places, the house at place 0: the person's seat
and the computer players' seats, shared by Pai Gow Tiles (8 places) and Pai Gow Poker (7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar, cast

__all__ = ["Seating", "nearest_places"]

_Seating = TypeVar("_Seating", bound="Seating")


def nearest_places(player: int, count: int, places: int) -> tuple[int, ...]:
    """Places for ``count`` computer players at a table of ``places`` (the house at 0, players at
    1 to ``places - 1``): the player's nearest neighbours first, alternating sides, so a small
    table feels full.  ``count`` is clamped to the free places; the result is in place order."""
    seats = range(1, places)
    if player not in seats:
        raise ValueError(f"the player's seat is 1 to {places - 1}, not {player}")
    others = [p for p in seats if p != player]
    count = max(0, min(count, len(others)))
    if count == 0:
        return ()
    by_distance = sorted(others, key=lambda p: (min((p - player) % places, (player - p) % places), p))
    return tuple(sorted(by_distance[:count]))


@dataclass(frozen=True, slots=True)
class Seating:
    """The person's seat and the computer players' seats (in place order) at a table of
    ``places`` places, the house at place 0; checked when made."""

    player: int
    computers: tuple[int, ...] = field(default=())
    places: int = 8

    def __post_init__(self) -> None:
        seats = range(1, self.places)
        if self.player not in seats:
            raise ValueError(f"the player's seat is 1 to {self.places - 1}, not {self.player!r}")
        if self.player in self.computers or 0 in self.computers:
            raise ValueError("a computer player cannot take the player's seat or the dealer's place")
        if len(set(self.computers)) != len(self.computers) or not set(self.computers) <= set(seats):
            raise ValueError(
                f"players sit at places 1 to {self.places - 1}, each once, not {self.computers!r}"
            )

    @classmethod
    def with_computers(cls: type[_Seating], player: int, count: int, places: int | None = None) -> _Seating:
        """The player's seat and ``count`` computer players at the nearest free places (at a
        table of ``places``; by default the class's own table)."""
        if places is None:
            places = cast(int, cls.__dataclass_fields__["places"].default)
        return cls(player, nearest_places(player, count, places), places)

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat that plays, in place order: counter-clockwise from the house."""
        return tuple(sorted({self.player, *self.computers}))
