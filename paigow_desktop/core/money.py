"""Money: every amount is a whole number of cents, and is written one way everywhere."""

from __future__ import annotations

import math
from fractions import Fraction

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["can_bet_minimum", "format_cents", "less_commission"]


def format_cents(cents: int) -> str:
    """An amount as the player reads it: ``$1,234.50``, ``-$3.00``, ``$0.00``."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}${whole:,}.{part:02d}"


def less_commission(win_cents: int, rate: Fraction) -> tuple[int, int]:
    """(paid, commission) on a win of ``win_cents`` at ``rate``: the payee gets floor(win x (1 -
    rate)) and the house the rest, so no fraction of a cent is made or lost (the games' rule)."""
    if not isinstance(win_cents, int) or isinstance(win_cents, bool) or win_cents < 0:
        raise ValueError(f"a win is a whole, non-negative number of cents, not {win_cents!r}")
    paid = math.floor(win_cents * (1 - rate))
    return paid, win_cents - paid


def can_bet_minimum(bankroll_cents: int, minimum_cents: int) -> Text | None:
    """None while a bankroll can bet a table's minimum, else why it is out of money (in words the
    interface translates): the reason a table offers a reset or an end to the play."""
    if bankroll_cents >= minimum_cents:
        return None
    return Text(
        QT_TRANSLATE_NOOP("Engine", "Your bankroll of {bankroll} is below the table minimum of {minimum}."),
        bankroll=format_cents(bankroll_cents),
        minimum=format_cents(minimum_cents),
    )
