"""Money: every amount is a whole number of cents, and is written one way everywhere."""

from __future__ import annotations

__all__ = ["format_cents"]


def format_cents(cents: int) -> str:
    """An amount as the player reads it: ``$1,234.50``, ``-$3.00``, ``$0.00``."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}${whole:,}.{part:02d}"
