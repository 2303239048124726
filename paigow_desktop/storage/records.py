"""The records the ledger and the trainer's log hand out: entries, rounds, statistics, answers, days."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Final, NamedTuple

from paigow_desktop.games.paigow.setting import BetResult


@dataclass(frozen=True)
class LedgerEntry:
    id: int
    round_id: int | None
    kind: str
    cents: int
    created_at: datetime


@dataclass(frozen=True)
class RoundRow:
    """One round of the history.  ``result``, ``net_cents`` and ``commission_cents`` are the
    player's (after commission); None while the round is open.  A refunded round has
    net 0 and no result.  When the player held the bank (``bet_cents == 0``) the result
    is the sign of the net."""

    id: int
    seed: int
    place: int
    bet_cents: int
    state: str
    result: BetResult | None
    net_cents: int | None
    commission_cents: int | None
    started_at: datetime
    finished_at: datetime | None
    details: dict[str, Any]
    history: dict[str, Any] | None


@dataclass(frozen=True)
class Statistics:
    """Settled rounds only (refunded ones are counted apart).  ``largest_loss_cents`` is the
    most lost in one round, as a positive number (0 when none); ``bankroll_over_time`` is
    (UTC time, bankroll) after each stake, reset and round."""

    rounds: int
    wins: int
    pushes: int
    losses: int
    net_cents: int
    largest_win_cents: int
    largest_loss_cents: int
    commission_paid_cents: int
    refunded: int
    bankroll_cents: int
    bankroll_over_time: tuple[tuple[datetime, int], ...]


@dataclass(frozen=True)
class TrainerAnswer:
    """One answer the trainer judged (see the module's documentation)."""

    id: int
    created_at: datetime
    mode: str  #: one of :data:`TRAINER_MODES`
    tiles: str  #: the card key of the four tiles; the quiz's tiles for a quiz
    chosen: str  #: the setting played, ``low / high``; the choice for a quiz
    best: str  #: a best setting, ``low / high``; the right choice for a quiz
    category: str  #: the hand's category (``Category.value``); the quiz kind for a quiz
    given_up_per_100: float  #: EV given up, units per 100 bet (0 for a quiz)
    correct: bool
    assisted: bool  #: given after a hint: left out of the figures


class TrainerDay(NamedTuple):
    """The trainer's answers of one UTC day.  ``accuracy`` and ``given_up_per_100`` count
    unassisted answers only, None when there were none; ``answered`` counts them all."""

    day: date
    answered: int
    accuracy: float | None
    given_up_per_100: float | None


_CSV_COLUMNS: Final = (
    "round_id",
    "started_at",
    "finished_at",
    "state",
    "seed",
    "place",
    "bet_cents",
    "result",
    "net_cents",
    "commission_cents",
)


#: The ``trainer_state`` row of the drill.
_DRILL_STATE: Final = "drill"
