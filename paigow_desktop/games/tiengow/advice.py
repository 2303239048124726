"""Advice on one play: how the human's move at a trick compares with the best move the sampling
player finds, and, when it is clearly worse, one reason why.

The money of each move is :func:`~paigow_desktop.games.tiengow.players.evaluate_moves`'s
estimate: the mean points this seat ends the hand with over ``samples`` guesses of the hidden
tiles, each played out by rule players, and that mean's standard error.  A move outside the
sampling player's candidates (an unusual discard, say) is valued on the same guesses, drawn
from the same seed, so every move is compared on the same deals.

**Clearly worse.**  The chosen move is flagged when its cost (best mean minus chosen mean)
exceeds ``Z`` (1.96) times ``sqrt(se_best² + se_chosen²)`` and is at least
:data:`MIN_COST` points.  The two estimates share their deals, so their errors are positively
correlated and the true error of the difference is smaller: the test is conservative, and a
move it flags is worse with well over 95% confidence.

**Reasons** (:class:`ReasonCode`), the first that applies to a flagged move:

1. ``LAST_TRICK``: in the last trick you played face down although the best move beats it.
2. ``EARLY_DEATH``: early death is on, you have no column, this is your last trick before the
   final single (one tile left after it), and you played face down where the best move beats:
   lose it and early death forces your last tile face down, so you pay the no-column five.
3. ``BROKE_SET``: your move splits a set of two or more tiles that no unseen tiles can beat
   (a sure trick), and the best move keeps it whole.
4. ``DISCARDED_BEATER``: you played face down where the best move beats the trick.
5. ``TOO_WEAK``: you played a set the unseen tiles can still beat where the best move plays
   one they cannot.
6. ``WASTED_STRONG``: you beat with a stronger set of the same kind than the best move needed,
   or put face down a tile worth more keeping than any of the best move's.
7. ``WORTH_MORE``: none of these; the best move was worth so many points more on average.

The engine gives the code and its tiles; the interface says it in words.  Seeded and
deterministic.  With the default :data:`SAMPLES` (48) one verdict took at most 0.6 s on
this project's two-core machine shared with other work (272 plays of 12 seeded hands; the
slowest are opening leads with ten candidates), typically 0.05-0.3 s.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.games.tiengow.players import (
    SamplingPlayer,
    evaluate_moves,
    keep_values,
    threat,
)
from paigow_desktop.games.tiengow.sets import TileSet, identify, sets_in
from paigow_desktop.games.tiengow.view import Move, SeatView, Situation
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "MIN_COST",
    "SAMPLES",
    "MoveValue",
    "PlayVerdict",
    "Reason",
    "ReasonCode",
    "Z",
    "judge_play",
    "same_move",
]

#: Guesses of the hidden tiles per verdict: at most about 0.6 s a verdict.
SAMPLES: Final = 48
#: Standard errors (of the difference) a move's cost must exceed to be flagged.
Z: Final = 1.96
#: The least cost, in points, that is flagged.
MIN_COST: Final = 0.25


class ReasonCode(enum.Enum):
    """Why a flagged move was worse; see the module's documentation for each rule."""

    LAST_TRICK = "last-trick"
    EARLY_DEATH = "early-death"
    BROKE_SET = "broke-set"
    DISCARDED_BEATER = "discarded-beater"
    TOO_WEAK = "too-weak"
    WASTED_STRONG = "wasted-strong"
    WORTH_MORE = "worth-more"


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason with its parameters: the tiles it is about (the broken set, the beater, the
    strong tile) and the points the move cost."""

    code: ReasonCode
    subject: tuple[Tile, ...]
    best: Move
    points: float


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One move's estimated money for the seat (mean points at the end of the hand) and its error."""

    move: Move
    mean: float
    error: float


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    """The judgement of one play; ``candidates`` best first, the chosen move among them."""

    chosen: MoveValue
    best: MoveValue
    candidates: tuple[MoveValue, ...]
    cost: float  #: best mean minus chosen mean, at least 0
    margin: float  #: Z × sqrt(se_best² + se_chosen²)
    flagged: bool  #: clearly worse: cost > margin and cost >= MIN_COST
    reason: Reason | None  #: only when flagged
    samples: int
    seed: int


def _key(move: Move) -> tuple[tuple[int, ...], bool]:
    return tuple(sorted(t.kind for t in move.tiles)), move.face_up


def same_move(a: Move, b: Move) -> bool:
    """The same tiles (in any order), the same way up."""
    return _key(a) == _key(b)


def judge_play(view: SeatView, move: Move, *, samples: int = SAMPLES, seed: int = 0) -> PlayVerdict:
    """Judge ``move`` for the seat of ``view`` (its turn); ``ValueError`` for an illegal move."""
    if not view.can_play(move):
        raise ValueError(f"{move} is not a legal play for seat {view.seat} now")
    values = [MoveValue(m, mean, err) for m, mean, err in evaluate_moves(view, samples=samples, seed=seed)]
    chosen = next((v for v in values if same_move(v.move, move)), None)
    if chosen is None:
        # Valued on the same guesses: the seed draws the same deals whatever the moves are.
        _, means, errors = SamplingPlayer(seed, samples=samples).best(view, [move])
        chosen = MoveValue(move, means[0], errors[0])
        values.append(chosen)
        values.sort(key=lambda v: -v.mean)
    best = values[0]
    cost = max(0.0, best.mean - chosen.mean)
    margin = Z * math.hypot(best.error, chosen.error)
    flagged = cost > margin and cost >= MIN_COST
    reason = classify(view, chosen.move, best.move, cost) if flagged else None
    return PlayVerdict(chosen, best, tuple(values), cost, margin, flagged, reason, samples, seed)


def _overlap(a: Sequence[Tile], b: Sequence[Tile]) -> int:
    return sum((Counter(t.kind for t in a) & Counter(t.kind for t in b)).values())


def _breaks(tile_set: TileSet, move: Move) -> bool:
    return 0 < _overlap(tile_set.tiles, move.tiles) < tile_set.size


def _set_of(move: Move, s: Situation) -> TileSet | None:
    return identify(move.tiles, mixed=s.mixed) if move.face_up else None


def classify(view: SeatView, chosen: Move, best: Move, cost: float) -> Reason:
    """The first reason of the module's list that fits a flagged move."""
    s = view.situation()
    following = not s.leading

    def reason(code: ReasonCode, subject: Sequence[Tile] = ()) -> Reason:
        return Reason(code, tuple(subject), best, cost)

    gave_up = following and not chosen.face_up and best.face_up
    if gave_up and len(s.tiles) == s.size:
        return reason(ReasonCode.LAST_TRICK, best.tiles)
    if gave_up and view.rules.early_death and s.columns[s.seat] == 0 and len(s.tiles) - s.size == 1:
        return reason(ReasonCode.EARLY_DEATH, best.tiles)
    sure = [
        x
        for x in sets_in(s.tiles, mixed=s.mixed)
        if x.size > 1 and threat(x, s.unseen, s.mixed) == 0 and _breaks(x, chosen) and not _breaks(x, best)
    ]
    if sure:
        return reason(ReasonCode.BROKE_SET, max(sure, key=lambda x: (x.size, -x.rank)).tiles)
    if gave_up:
        return reason(ReasonCode.DISCARDED_BEATER, best.tiles)
    mine, theirs = _set_of(chosen, s), _set_of(best, s)
    if mine is not None and theirs is not None:
        if threat(mine, s.unseen, s.mixed) > 0 and threat(theirs, s.unseen, s.mixed) == 0:
            return reason(ReasonCode.TOO_WEAK, best.tiles)
        if following and mine.kind is theirs.kind and mine.rank < theirs.rank:
            return reason(ReasonCode.WASTED_STRONG, chosen.tiles)
    if not chosen.face_up and not best.face_up:
        worth = dict(zip(s.tiles, keep_values(s.tiles, s.mixed, s.unseen), strict=True))
        strongest = max(chosen.tiles, key=lambda t: worth[t])
        if worth[strongest] > max(worth[t] for t in best.tiles):
            return reason(ReasonCode.WASTED_STRONG, (strongest,))
    return reason(ReasonCode.WORTH_MORE, best.tiles)
