"""Every animation duration in one place, scaled by the speed setting (0 means instant)."""

from __future__ import annotations

import enum
from typing import Final

__all__ = ["DEAL_STEPS", "DURATIONS_MS", "Speed", "deal_ms", "duration"]


class Speed(enum.IntEnum):
    """The animation speed setting; INSTANT is also what reduced motion and the tests use."""

    INSTANT = 0
    FAST = 1
    NORMAL = 2
    SLOW = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


#: Durations at normal speed, in milliseconds: a good dealer's pace (Slow is for watching).
DURATIONS_MS: Final[dict[str, int]] = {
    "wash_swirl": 240,  # one swirl of the face-down tiles (the wash makes three)
    "build": 500,  # the tiles fly into the woodpile
    "shake": 550,  # the dice cup shakes
    "roll": 380,  # the cup lifts: the dice are seen
    "count_step": 60,  # the highlight moves one place while counting
    "count_pause": 300,  # the highlight rests on the counted place
    "deal_stack": 140,  # one stack slides to its place
    "flip": 180,  # tiles turn face up
    "arrange": 240,  # tiles slide into a hand, or into their low and high hands
    "snap_back": 180,  # a tile dropped outside a hand flies home
    "reveal_pause": 300,  # between one place's reveal and the next
    "settle": 420,  # chips go to the banker or are paid out; then the commission to the house
}

#: The ritual from New round until the hand can be set: (step, times), ``count_step`` once
#: per place counted; the "lifted" woodpile slides its stacks once more as it is built.
DEAL_STEPS: Final = (
    ("wash_swirl", 3),
    ("build", 1),
    ("shake", 1),
    ("roll", 1),
    ("count_pause", 1),
    ("deal_stack", 8),
    ("arrange", 1),
    ("flip", 1),
)


def deal_ms(speed: Speed | int, count: int, *, lifted: bool = False) -> int:
    """How long the deal takes from New round until the hand can be set, when the dice count
    ``count`` places."""
    total = sum(duration(name, speed) * times for name, times in DEAL_STEPS)
    return total + count * duration("count_step", speed) + (duration("deal_stack", speed) if lifted else 0)


_SCALE: Final = {Speed.INSTANT: 0.0, Speed.FAST: 0.5, Speed.NORMAL: 1.0, Speed.SLOW: 1.7}


def duration(name: str, speed: Speed | int) -> int:
    """The duration of an animation step at this speed, in whole milliseconds."""
    return round(DURATIONS_MS[name] * _SCALE[Speed(speed)])
