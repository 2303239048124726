"""The woodpile and the dice, as every game on these tiles uses them.

The 32 tiles are washed and built into eight stacks of four.  Three dice are rolled and counted
round the table from a starting place (:func:`paigow_desktop.core.banked_table.count_to`);
every place counts, empty or not.  The stacks then go out one to a place from where the count
ended.  Randomness comes only from the ``random.Random`` the caller passes in.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Final

from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = [
    "STACKS",
    "STACK_SIZE",
    "Stack",
    "Woodpile",
    "WoodpileError",
    "check_dice",
    "check_woodpile",
    "roll_dice",
    "wash",
]

#: Stacks in the woodpile.
STACKS: Final = 8
#: Tiles in one stack.
STACK_SIZE: Final = 4

Stack = tuple[Tile, ...]
Woodpile = tuple[Stack, ...]


class WoodpileError(ValueError):
    """A woodpile, dice or count that cannot be; the message says why, for people."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def wash(rng: random.Random) -> Woodpile:
    """Wash the 32 tiles and build them into eight stacks of four, stack 0 first."""
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    return tuple(tuple(tiles[i : i + STACK_SIZE]) for i in range(0, len(tiles), STACK_SIZE))


def check_woodpile(stacks: Sequence[Sequence[Tile]]) -> Woodpile:
    """The stacks as a woodpile, if they are eight stacks of four holding the whole set once."""
    woodpile = tuple(tuple(s) for s in stacks)
    if len(woodpile) != STACKS or any(len(s) != STACK_SIZE for s in woodpile):
        raise WoodpileError(f"a woodpile is {STACKS} stacks of {STACK_SIZE} tiles")
    if any(not isinstance(t, Tile) for s in woodpile for t in s):
        raise WoodpileError("a woodpile holds tiles only")
    counts = Counter(t for s in woodpile for t in s)
    if counts != Counter(FULL_SET):
        wrong = sorted(str(t) for t in counts | Counter(FULL_SET) if counts[t] != t.copies)
        raise WoodpileError(f"a woodpile is the 32 tiles of the set; wrong counts of {', '.join(wrong)}")
    return woodpile


def roll_dice(rng: random.Random) -> tuple[int, int, int]:
    """Three dice."""
    return (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))


def check_dice(dice: Sequence[int]) -> tuple[int, int, int]:
    """The values as three dice, if they are three whole numbers from 1 to 6."""
    values = tuple(dice)
    if len(values) != 3 or any(not _is_int(d) or not 1 <= d <= 6 for d in values):
        raise WoodpileError(f"three dice, each 1 to 6, not {values!r}")
    return (values[0], values[1], values[2])


