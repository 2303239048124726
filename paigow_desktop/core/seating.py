"""Where computer players sit at a round table of numbered places, the house at place 0."""

from __future__ import annotations

__all__ = ["nearest_places"]


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
