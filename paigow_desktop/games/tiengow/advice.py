"""Advice on one play: how the human's move at a trick compares with the best move found, and,
when it is clearly worse, why, in words from the position.

The money of each move is weighed by :func:`~paigow_desktop.games.tiengow.weigh.weigh`: the
mean points this seat ends the hand with when the hand is played out by rule players after the
move, over every layout of the other hands once they can lie in few ways (exact: no error),
else over guesses of the hidden tiles, more and more of them until the paired difference
between the best move and yours is known to within
:data:`~paigow_desktop.games.tiengow.weigh.TARGET_SE` points or the work budget is spent.
Every move is valued on the same guesses, so the difference's error is that of the per-guess
differences.

**Clearly worse.**  The chosen move is flagged when its cost (best mean minus chosen mean)
exceeds ``Z`` (1.96) standard errors of the paired difference (any cost, when exact) and is at
least :data:`MIN_COST` points.

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
7. ``SURE_TOO_EARLY``: you led a set nothing unseen can beat where the best move leads another:
   a sure winner takes its trick whenever it is led, so it is worth more kept for a trick that
   counts (the last one wins the hand).
8. ``PAIR_FOR_SINGLE``: you led more tiles than the best lead (a pair where a single will do).
9. ``GAVE_LEAD`` / ``HOLD_LEAD``: the best lead is beaten more often than yours (it gives the lead
   away cheaply, keeping your strength) or less often (it keeps the lead); the chances are
   counted exactly from what you have seen (:mod:`~paigow_desktop.games.tiengow.trainer`).
10. ``NOT_WORTH_BEATING``: you beat the trick where the best move lets it go face down.
11. ``DOWN_A_SET``: you put a whole pair or set face down that the best move keeps.
12. ``KEEP_BETTER``: both face down; yours puts down tiles the best move keeps.
13. ``SAFER_BEAT``: both beat; fewer sets the unseen tiles can form beat the best move's.
14. ``KEEP_CHOSEN``: the best move does the same job (a lead beaten as often, a beat as safe)
    and keeps your tiles for later.
15. ``WORTH_MORE``: none of these; the best move was worth so many points more on average.

The engine gives the code, its tiles and its figures; the interface says it in words.  Seeded
and deterministic: the sampling's budget counts decisions played out, not seconds (see
``bench/bench_tiengow_verdicts.py`` for the reasons' coverage, the time of a verdict and its
margin).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.games.tiengow.players import candidate_moves, keep_values, threat
from paigow_desktop.games.tiengow.sets import TileSet, identify, sets_in
from paigow_desktop.games.tiengow.trainer import chance_beaten_in_view
from paigow_desktop.games.tiengow.view import Move, SeatView, Situation
from paigow_desktop.games.tiengow.weigh import BUDGET, CPU_LIMIT, weigh
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "MIN_COST",
    "SAMPLES",
    "Hint",
    "MoveValue",
    "PlayVerdict",
    "Reason",
    "ReasonCode",
    "Z",
    "hint",
    "judge_play",
    "same_move",
]

#: Guesses of the hidden tiles every move is played on when a verdict has no budget (``budget``
#: None: a fixed number, as the tests want); with one, the sampling of :func:`weigh` decides.
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
    SURE_TOO_EARLY = "sure-too-early"
    PAIR_FOR_SINGLE = "pair-for-single"
    GAVE_LEAD = "gave-lead"
    HOLD_LEAD = "hold-lead"
    NOT_WORTH_BEATING = "not-worth-beating"
    DOWN_A_SET = "down-a-set"
    KEEP_BETTER = "keep-better"
    SAFER_BEAT = "safer-beat"
    KEEP_CHOSEN = "keep-chosen"
    WORTH_MORE = "worth-more"


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason with its parameters: the tiles it is about (the broken set, the beater, the
    strong tile) and the points the move cost."""

    code: ReasonCode
    subject: tuple[Tile, ...]
    best: Move
    points: float
    #: the figures it quotes: the chances (0-1) that your lead and the best lead are beaten
    #: (GAVE_LEAD, HOLD_LEAD), or the beating sets the unseen tiles can form (SAFER_BEAT)
    figures: tuple[float, ...] = ()
    chosen: Move | None = None  #: your move (the reasons that compare it with the best say it)


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
    margin: float  #: Z × the paired difference's standard error (0 when exact)
    flagged: bool  #: clearly worse: cost > margin and cost >= MIN_COST
    reason: Reason | None  #: only when flagged
    samples: int  #: guesses played out (layouts, when exact)
    seed: int
    exact: bool = False  #: every layout of the other hands played out: no error
    stopped: str = ""  #: why the weighing stopped (see :class:`~paigow_desktop.games.tiengow.weigh.Weights`)

    @property
    def error(self) -> float:
        """The standard error of the paired difference between the best move and yours (the
        margin is ``Z`` of them; 0 when exact or yours is the best)."""
        return self.margin / Z


def _key(move: Move) -> tuple[tuple[int, ...], bool]:
    return tuple(sorted(t.kind for t in move.tiles)), move.face_up


def same_move(a: Move, b: Move) -> bool:
    """The same tiles (in any order), the same way up."""
    return _key(a) == _key(b)


def judge_play(
    view: SeatView,
    move: Move,
    *,
    samples: int = SAMPLES,
    seed: int = 0,
    budget: int | None = BUDGET,
    cpu_limit: float | None = CPU_LIMIT,
) -> PlayVerdict:
    """Judge ``move`` for the seat of ``view`` (its turn); ``ValueError`` for an illegal move.

    The moves are weighed by :func:`~paigow_desktop.games.tiengow.weigh.weigh`: exactly once
    the other hands can lie in few ways, else on more and more guesses until the paired
    difference between the best move and yours is known to within
    :data:`~paigow_desktop.games.tiengow.weigh.TARGET_SE` points or ``budget`` decisions of the
    play-outs are spent (None: on ``samples`` guesses exactly); repeatable from ``seed`` but
    for the safeguard of ``cpu_limit`` seconds (None: none)."""
    illegal = view.can_play(move)
    if illegal is not None:
        raise ValueError(f"{move} is not a legal play for seat {view.seat} now: {illegal}")
    moves = candidate_moves(view.situation())
    mine = next((i for i, m in enumerate(moves) if same_move(m, move)), None)
    if mine is None:  # an unusual discard, say: valued on the same guesses
        moves.append(move)
        mine = len(moves) - 1
    weights = weigh(view, moves, seed=seed, judged=mine, samples=samples, budget=budget, cpu_limit=cpu_limit)
    values = [MoveValue(m, weights.mean(i), weights.error(i)) for i, m in enumerate(moves)]
    best_index = weights.best()
    chosen, best = values[mine], values[best_index]
    order = sorted(range(len(moves)), key=lambda i: (-values[i].mean, i))
    cost = max(0.0, best.mean - chosen.mean)
    margin = Z * weights.diff_error(best_index, mine) if best_index != mine else 0.0
    flagged = cost > margin and cost >= MIN_COST
    reason = classify(view, chosen.move, best.move, cost) if flagged else None
    return PlayVerdict(
        chosen,
        best,
        tuple(values[i] for i in order),
        cost,
        margin,
        flagged,
        reason,
        weights.count,
        seed,
        weights.exact,
        weights.stopped,
    )


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

    def reason(code: ReasonCode, subject: Sequence[Tile] = (), figures: Sequence[float] = ()) -> Reason:
        return Reason(code, tuple(subject), best, cost, tuple(figures), chosen)

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
    more = _more_reasons(view, s, chosen, best, mine, theirs)
    if more is not None:
        return reason(*more)
    return reason(ReasonCode.WORTH_MORE, best.tiles)


def _more_reasons(
    view: SeatView, s: Situation, chosen: Move, best: Move, mine: TileSet | None, theirs: TileSet | None
) -> tuple[ReasonCode, tuple[Tile, ...], tuple[float, ...]] | None:
    """The reasons after the module's first six, from the position: a lead of a sure winner too
    early, a pair spent where a single would do, the lead given away or kept, a trick not worth
    its beater, a set put face down, the better tiles kept, the safer beat."""
    if s.leading and mine is not None and theirs is not None:
        if threat(mine, s.unseen, s.mixed) == 0:
            # It wins whenever it is led: led now it takes a trick that counts for little, kept
            # it takes the one that counts (the last wins the hand; a late one saves a column).
            return ReasonCode.SURE_TOO_EARLY, chosen.tiles, ()
        if mine.size > theirs.size:
            return ReasonCode.PAIR_FOR_SINGLE, chosen.tiles, ()
        yours, its = float(chance_beaten_in_view(view, mine)), float(chance_beaten_in_view(view, theirs))
        if its > yours + 0.005:  # the best lead loses more often: it passes the lead on cheaply
            return ReasonCode.GAVE_LEAD, best.tiles, (yours, its)
        if its < yours - 0.005:
            return ReasonCode.HOLD_LEAD, best.tiles, (yours, its)
        return ReasonCode.KEEP_CHOSEN, chosen.tiles, ()
    if s.leading:
        return None
    if chosen.face_up and not best.face_up:
        return ReasonCode.NOT_WORTH_BEATING, chosen.tiles, ()
    if not chosen.face_up and not best.face_up:
        down = [
            x
            for x in sets_in(s.tiles, mixed=s.mixed)
            if x.size > 1
            and _overlap(x.tiles, chosen.tiles) == x.size
            and _overlap(x.tiles, best.tiles) < x.size
        ]
        if down:
            return ReasonCode.DOWN_A_SET, max(down, key=lambda x: (x.size, -x.rank)).tiles, ()
        # The tiles you put down that the best move keeps.
        spare = Counter(t.kind for t in chosen.tiles) - Counter(t.kind for t in best.tiles)
        subject = []
        for t in chosen.tiles:
            if spare[t.kind] > 0:
                spare[t.kind] -= 1
                subject.append(t)
        return ReasonCode.KEEP_BETTER, tuple(subject) or chosen.tiles, ()
    if mine is not None and theirs is not None:
        yours, its = threat(mine, s.unseen, s.mixed), threat(theirs, s.unseen, s.mixed)
        if its < yours:
            return ReasonCode.SAFER_BEAT, best.tiles, (float(yours), float(its))
        return ReasonCode.KEEP_CHOSEN, chosen.tiles, ()
    return None


@dataclass(frozen=True, slots=True)
class Hint:
    """The move to make before you make it: the best found, the next best and why it is worse."""

    best: MoveValue
    runner_up: MoveValue | None  #: None when the best is the only move
    reason: Reason | None  #: why the runner-up is worse (None when there is none)
    exact: bool
    samples: int


def hint(
    view: SeatView,
    *,
    samples: int = SAMPLES,
    seed: int = 0,
    budget: int | None = BUDGET,
    cpu_limit: float | None = CPU_LIMIT,
) -> Hint:
    """The best move for the seat of ``view`` (its turn), weighed as :func:`judge_play` weighs,
    with the next best and the reason it is worse."""
    moves = candidate_moves(view.situation())
    weights = weigh(view, moves, seed=seed, judged=0, samples=samples, budget=budget, cpu_limit=cpu_limit)
    values = [MoveValue(m, weights.mean(i), weights.error(i)) for i, m in enumerate(moves)]
    best_index = weights.best()
    others = [i for i in range(len(moves)) if i != best_index]
    if not others:
        return Hint(values[best_index], None, None, weights.exact, weights.count)
    runner = max(others, key=lambda i: (values[i].mean, -i))
    cost = max(0.0, values[best_index].mean - values[runner].mean)
    reason = classify(view, moves[runner], moves[best_index], cost)
    return Hint(values[best_index], values[runner], reason, weights.exact, weights.count)
