"""Your Pai Gow Poker figures over many rounds, from their records: rounds and money, wins,
pushes and losses, the rounds you banked and what the bank made, the commission and the fouls.

Pure: the caller reads the records from wherever it keeps them and hands over, for each round,
your result and money and the round's history as the table wrote it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["PlayedRound", "PokerStats", "played_round", "statistics"]


@dataclass(frozen=True, slots=True)
class PlayedRound:
    """One finished round as you played it: ``result`` is "win", "push" or "loss" for a bet and
    None when you held the bank; ``foul`` when your low hand ranked above your high hand."""

    place: int
    net_cents: int
    commission_cents: int
    result: str | None
    banked: bool
    foul: bool


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def played_round(
    place: int, net_cents: object, commission_cents: object, result: object, history: Mapping[str, Any]
) -> PlayedRound:
    """A round from its stored values and history; ValueError when they do not make one."""
    if not _whole(net_cents) or not _whole(commission_cents):
        raise ValueError("a settled round has whole cents")
    if result not in ("win", "push", "loss", None):
        raise ValueError(f"no such result {result!r}")
    banker = history.get("banker")
    if not _whole(banker):
        raise ValueError("the history does not say who banked")
    hands = history.get("hands")
    mine = hands.get(str(place)) if isinstance(hands, Mapping) else None
    foul = isinstance(mine, Mapping) and mine.get("foul") is True
    assert isinstance(net_cents, int) and isinstance(commission_cents, int)
    return PlayedRound(place, net_cents, commission_cents, result, banker == place, foul)


@dataclass(frozen=True, slots=True)
class PokerStats:
    """Your figures over some rounds (all zero for none); money in cents, after commission."""

    rounds: int = 0
    net_cents: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0
    banked: int = 0
    banker_net_cents: int = 0
    commission_cents: int = 0
    fouls: int = 0

    @property
    def cents_per_round(self) -> float:
        """The net money per round played, in cents (0 when none)."""
        return self.net_cents / self.rounds if self.rounds else 0.0


def statistics(rounds: Iterable[PlayedRound]) -> PokerStats:
    """The figures of ``rounds``."""
    counts = dict.fromkeys(PokerStats.__dataclass_fields__, 0)
    words = {"win": "wins", "push": "pushes", "loss": "losses"}
    for played in rounds:
        counts["rounds"] += 1
        counts["net_cents"] += played.net_cents
        counts["commission_cents"] += played.commission_cents
        counts["fouls"] += played.foul
        if played.banked:
            counts["banked"] += 1
            counts["banker_net_cents"] += played.net_cents
        elif played.result is not None:
            counts[words[played.result]] += 1
    return PokerStats(**counts)
