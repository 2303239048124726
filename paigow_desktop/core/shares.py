"""Shares of a whole shown to a tenth of a percent that add up to 100.0% exactly.

Each share rounded on its own can make 100.1% or 99.9% (25.36 + 38.86 + 35.78 rounds to
25.4 + 38.9 + 35.8).  The largest-remainder method rounds down every share, then gives the
tenths still missing to the shares that lost most in the rounding (ties to the earlier one).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["percent_texts", "tenths_of_percent"]


def tenths_of_percent(counts: Sequence[int]) -> list[int]:
    """Each count's share of their sum in tenths of a percent, adding up to 1000 (all zeros
    for an empty whole)."""
    total = sum(counts)
    if total <= 0:
        return [0] * len(counts)
    exact = [count * 1000 for count in counts]
    floors = [value // total for value in exact]
    missing = 1000 - sum(floors)
    by_remainder = sorted(range(len(counts)), key=lambda i: (-(exact[i] % total), i))
    for index in by_remainder[:missing]:
        floors[index] += 1
    return floors


def percent_texts(counts: Sequence[int]) -> list[str]:
    """The shares as text, ``"25.4%"``, adding up to 100.0%."""
    return [f"{tenths // 10}.{tenths % 10}%" for tenths in tenths_of_percent(counts)]
