"""One row shape for every game's rounds in the CSV export: what each game says of a round.

Storage writes the columns it knows of every round (times, deal number, bet, result, money,
commission, the bankroll after it); each game adds :data:`DESCRIBED` from its own record of the
round, through ``export_row(facts)`` in its ``games/<key>/record.py``: who banked, what the
player was dealt, how the player set or played it, and what that gave up against the best.
Every cell is plain text in English words, the same for every language (a file for
spreadsheets and scripts, not for reading aloud); an empty cell is a fact the record lacks.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

__all__ = ["DESCRIBED", "RoundFacts", "given_up_cell", "seat_cell"]

#: The columns each game fills, after storage's own (see the module's documentation):
#:
#: - ``banker``: ``you``, ``dealer`` (the house), ``seat 3``, or the computer player's name
#: - ``dealt``: the player's tiles or cards as dealt, space-separated
#: - ``setting``: the player's setting, low hand first (``low / high``; Pai Gow Poker's
#:   two-card hand, then its five-card hand); Tien Gow: tricks, columns and points won, then
#:   the tiles played trick by trick
#: - ``given_up_per_100``: what the setting gave up against the best setting of the same tiles
#:   or cards, in units per 100 bet (``0.00`` for a best one; empty when not recorded)
#: - ``side_bets``: the side bets beside the bet, each ``kind cents: hand net`` and separated by
#:   ``; `` (Pai Gow Poker's Fortune, Envy and Queen's Dragon; empty when none)
#: - ``side_net_cents``: what the side bets won (+) or lost (-) together (empty when none)
DESCRIBED: Final = ("banker", "dealt", "setting", "given_up_per_100", "side_bets", "side_net_cents")


@dataclass(frozen=True)
class RoundFacts:
    """What storage keeps of one round, as a game's ``export_row`` reads it.

    ``history`` is the game's own record (None while the round is open or once refunded);
    ``names`` are the other players' names as the table shows them, in playing order after
    the player's seat (for a game that names them; empty for one that numbers its seats).
    """

    place: int  #: the player's seat
    details: Mapping[str, Any]
    history: Mapping[str, Any] | None
    names: Sequence[str] = field(default=())


def seat_cell(place: int, seat: int, *, dealer: int | None = 0) -> str:
    """A seat as the export names it from ``place``'s side: ``you``, ``dealer``, ``seat 3``."""
    if seat == place:
        return "you"
    if seat == dealer:
        return "dealer"
    return f"seat {seat}"


def given_up_cell(bets: object) -> str:
    """What a setting gave up, recorded in bets, as units per 100 bet with two decimals; empty
    when the record has no such number."""
    if isinstance(bets, bool) or not isinstance(bets, (int, float)) or not math.isfinite(bets):
        return ""
    return f"{max(bets, 0.0) * 100:.2f}"
