"""What Tien Gow's computer players and the verdicts' play-outs remember of a hand, forgotten
together as the next hand is dealt (little of it serves the next hand, and a long session's
memory stays flat).

Each module that remembers registers its ``forget`` here once it has loaded; the table calls
:func:`forget_the_hand` as it deals.  A module not loaded yet (the play-outs load with the
trainer's first verdict) has nothing to forget and is not asked.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["forget_the_hand", "remember_to_forget"]

_forgetting: list[Callable[[], None]] = []


def remember_to_forget(forget: Callable[[], None]) -> None:
    """Have :func:`forget_the_hand` call ``forget`` from now on."""
    _forgetting.append(forget)


def forget_the_hand() -> None:
    """Forget what every registered module remembered of the last hand."""
    for forget in tuple(_forgetting):  # a copy: a module may register from another thread
        forget()
