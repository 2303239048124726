"""Your Pai Gow Poker figures over many rounds, from their records: rounds and money, wins,
pushes and losses, the rounds you banked and what the bank made, the commission, and what your
settings gave up against the best (the rounds the trainer weighed).

Pure: the caller reads the records from wherever it keeps them and hands over, for each round,
your result and money and the round's history as the table wrote it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from paigow_desktop.games.paigow_poker.record import given_up, side_lines

__all__ = ["PlayedRound", "PokerStats", "played_round", "statistics"]


@dataclass(frozen=True, slots=True)
class PlayedRound:
    """One finished round as you played it: ``result`` is "win", "push" or "loss" for a bet and
    None when you held the bank; ``given_up`` what your setting gave up against the best, per
    unit bet (None when the record does not say)."""

    place: int
    net_cents: int
    commission_cents: int
    result: str | None
    banked: bool
    given_up: float | None = None
    #: your side bets' nets by kind ("fortune", "envy", "dragon"), and the bets made of each
    side_net_cents: tuple[tuple[str, int, int], ...] = ()


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
    assert isinstance(net_cents, int) and isinstance(commission_cents, int)
    by_kind: dict[str, tuple[int, int]] = {}
    for line in side_lines(history, place):
        bets, net = by_kind.get(line["kind"], (0, 0))
        by_kind[line["kind"]] = (bets + 1, net + line["net_cents"])
    side = tuple((kind, bets, net) for kind, (bets, net) in sorted(by_kind.items()))
    return PlayedRound(place, net_cents, commission_cents, result, banker == place, given_up(history), side)


@dataclass(frozen=True, slots=True)
class PokerStats:
    """Your figures over some rounds (all zero for none); money in cents, after commission.
    ``given_up`` sums what your settings gave up, per unit bet, over the ``weighed`` rounds whose
    record says it (a foul is refused at the table, so none is counted)."""

    rounds: int = 0
    net_cents: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0
    banked: int = 0
    banker_net_cents: int = 0
    commission_cents: int = 0
    given_up: float = 0.0
    weighed: int = 0
    fortune_bets: int = 0
    fortune_net_cents: int = 0
    envy_paid: int = 0  #: Envy bonuses paid to you (one per other player's big hand)
    envy_cents: int = 0
    dragon_bets: int = 0
    dragon_net_cents: int = 0

    @property
    def cents_per_round(self) -> float:
        """The net money per round played, in cents (0 when none)."""
        return self.net_cents / self.rounds if self.rounds else 0.0

    @property
    def given_up_per_100(self) -> float | None:
        """What your settings gave up per 100 bet, over the rounds weighed (None when none were)."""
        return self.given_up / self.weighed * 100 if self.weighed else None


def statistics(rounds: Iterable[PlayedRound]) -> PokerStats:
    """The figures of ``rounds``."""
    counts = {name: 0 for name in PokerStats.__dataclass_fields__ if name != "given_up"}
    side_names = {"fortune": ("fortune_bets", "fortune_net_cents"), "envy": ("envy_paid", "envy_cents"),
                  "dragon": ("dragon_bets", "dragon_net_cents")}  # fmt: skip
    words = {"win": "wins", "push": "pushes", "loss": "losses"}
    given = 0.0
    for played in rounds:
        counts["rounds"] += 1
        counts["net_cents"] += played.net_cents
        counts["commission_cents"] += played.commission_cents
        for kind, bets, net in played.side_net_cents:
            if kind in side_names:
                made, won = side_names[kind]
                counts[made] += bets
                counts[won] += net
        if played.given_up is not None:
            counts["weighed"] += 1
            given += played.given_up
        if played.banked:
            counts["banked"] += 1
            counts["banker_net_cents"] += played.net_cents
        elif played.result is not None:
            counts[words[played.result]] += 1
    return PokerStats(given_up=given, **counts)
