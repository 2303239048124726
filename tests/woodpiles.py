"""Test helper: woodpiles built so that chosen places receive chosen tiles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles


def woodpile_for(hands: Mapping[int, str], first: int) -> list[list[Tile]]:
    """Eight stacks giving each listed place its tiles ("a b / c d") when the count ends on
    ``first``; the other stacks take the remaining tiles in set order."""
    wanted = {place: list(parse_tiles(text.replace("/", " "))) for place, text in hands.items()}
    rest = list((Counter(FULL_SET) - Counter(t for tiles in wanted.values() for t in tiles)).elements())
    stacks: list[list[Tile]] = []
    for k in range(8):
        place = (first + k) % 8
        if place in wanted:
            stacks.append(wanted[place])
        else:
            stacks.append(rest[:4])
            rest = rest[4:]
    return stacks
