"""The records the ledger and the trainer's log hand out: entries, rounds, statistics, answers, days."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Final, NamedTuple, Protocol


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
    game: str  #: the registry key of the game the round was played at
    seed: int
    place: int
    bet_cents: int
    state: str
    result: str | None  #: the game's word for the player's result: "win", "push", "loss", ...
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
    #: the side bets of settled rounds (a game's bonus bets): staked, and won (+) or lost (-)
    side_bet_cents: int = 0
    side_net_cents: int = 0


@dataclass(frozen=True)
class TrainerAnswer:
    """One answer the trainer judged (see the module's documentation)."""

    id: int
    game: str  #: the registry key of the game whose trainer judged it
    created_at: datetime
    mode: str  #: where it was given, in the game's words: ``drill``, ``table``, ``quiz``
    tiles: str  #: the card key of the four tiles; the quiz's tiles for a quiz
    chosen: str  #: the setting played, ``low / high``; the choice for a quiz
    best: str  #: a best setting, ``low / high``; the right choice for a quiz
    category: str  #: the hand's category (``Category.value``); the quiz kind for a quiz
    given_up_per_100: float  #: EV given up, units per 100 bet (0 for a quiz)
    correct: bool
    assisted: bool  #: given after a hint: left out of the figures


class TrainerDay(NamedTuple):
    """The trainer's answers of one day (UTC, or this computer's).  ``accuracy`` and
    ``given_up_per_100`` count unassisted answers only, None when there were none; ``answered``
    counts them all."""

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
    "game",  # last, so a reader of the older export's columns by position still reads them
)


#: The ``trainer_state`` row of the drill.


#: The results a round of a banking game is settled with when the player holds the bank: the sign
#: of the net (games name the results of bets in their own words).
WIN: Final = "win"
PUSH: Final = "push"
LOSS: Final = "loss"


class Outcome(Protocol):
    """What settling a round needs to know of the player's result (a game's settlement line)."""

    @property
    def place(self) -> int: ...

    @property
    def bet_cents(self) -> int: ...

    @property
    def net_cents(self) -> int:
        """What the player won (positive) or lost, after commission."""
        ...

    @property
    def commission_cents(self) -> int: ...

    @property
    def result_word(self) -> str | None:
        """The game's word for the result of a bet ("win", "push", "loss"); None for a banker."""
        ...
