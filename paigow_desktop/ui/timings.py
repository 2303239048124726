"""Every animation duration in one place, scaled by the speed setting (0 means instant)."""

from __future__ import annotations

import enum
from typing import Final

__all__ = ["DURATIONS_MS", "Speed", "duration"]


class Speed(enum.IntEnum):
    """The animation speed setting; INSTANT is also what reduced motion and the tests use."""

    INSTANT = 0
    FAST = 1
    NORMAL = 2
    SLOW = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


#: Durations at normal speed, in milliseconds.
DURATIONS_MS: Final[dict[str, int]] = {
    "wash_swirl": 420,  # one swirl of the face-down tiles (the wash makes three)
    "build": 650,  # the tiles fly into the woodpile
    "shake": 600,  # the dice cup shakes
    "roll": 450,  # the dice tumble out and settle
    "count_step": 170,  # the highlight moves one place while counting
    "count_pause": 350,  # the highlight rests on the counted place
    "deal_stack": 260,  # one stack slides to its place
    "flip": 180,  # tiles turn face up
    "arrange": 260,  # tiles slide into a hand, or into their low and high hands
    "snap_back": 180,  # a tile dropped outside a hand flies home
    "reveal_pause": 300,  # between one place's reveal and the next
}

_SCALE: Final = {Speed.INSTANT: 0.0, Speed.FAST: 0.5, Speed.NORMAL: 1.0, Speed.SLOW: 1.7}


def duration(name: str, speed: Speed | int) -> int:
    """The duration of an animation step at this speed, in whole milliseconds."""
    return round(DURATIONS_MS[name] * _SCALE[Speed(speed)])
