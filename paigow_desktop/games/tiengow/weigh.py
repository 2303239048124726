"""Weighing a seat's moves for the trainer: every move played out on the same guesses of the
hidden tiles, with the error of the *paired* difference between two moves, and an exact answer
once few tiles are unseen.

Each guess gives the other seats tiles consistent with the view (the unseen tiles shared out in
the numbers it shows) and plays the hand out after each move with rule players, as the sampling
player does (:mod:`~paigow_desktop.games.tiengow.players`).  Two moves valued on the same guesses
differ by much less than either varies: the paired difference's standard error (the spread of
the per-guess differences over the root of their number) is the honest error of "this move is
worth so much more than that one", where adding the two moves' own errors overstated it.

**Sampling** plays every move on :data:`FEWEST` guesses, then, round after round of
:data:`ROUND` guesses, only the moves still in the running (the best, the move judged and those
the best does not yet clearly beat), until the paired difference between the best move and the
move judged has a standard error under :data:`TARGET_SE` points, or :data:`BUDGET` decisions
have been played out (then the error is said as it stands).  The budget counts the play-outs'
decisions, not seconds, so a verdict is the same for the same seed however busy the machine is.

**Exactly.**  When every distinct layout of the other seats' hands from the unseen tiles can be
played out after every move within :data:`EXACT_WORK` decisions, every layout is, weighted by
the number of deals of the physical tiles that give it: the answer is exact for these
play-outs, with no error (in practice the last trick, often the last two).  The tiles already
put face down by the other seats are out of play; they are shared out by one seeded draw (they
change nothing that follows: a seat counts its own face-down tiles as seen only in the trick
where it put them down, after its play).  The play-outs' decisions are remembered
(:mod:`~paigow_desktop.games.tiengow.playout`): the layouts and guesses ask the rule players
the same questions again and again.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.sets import TileSet, identify, tile_key
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.tiles.tile import FULL_SET, Tile

# The play-outs build their tables as they load: at the first verdict, not the table's start.
if TYPE_CHECKING:
    from paigow_desktop.games.tiengow.playout import Playout

__all__ = [
    "BUDGET",
    "CONTENDERS",
    "CPU_LIMIT",
    "DROP",
    "EXACT_WORK",
    "FEWEST",
    "ROUND",
    "TARGET_SE",
    "Weights",
    "layouts",
    "weigh",
]

#: The standard error of the paired difference the sampling stops under, in points.
TARGET_SE: Final = 0.5
#: The decisions (plays of the play-outs) a verdict may take: about half a second of one core
#: here (``bench/bench_tiengow_verdicts.py`` prints the CPU time), counted rather than timed so
#: that a verdict is repeatable from its seed whatever the machine's load.
BUDGET: Final = 100_000
#: The CPU seconds (of the thread weighing) after which sampling stops whatever the budget
#: says: a verdict with its reason comes within a second even on a slow or busy machine (then,
#: and only then, it may differ from one run to the next).
CPU_LIMIT: Final = 0.85
#: A guess's own work (dealing it and setting the hand up), in decisions.
GUESS_WORK: Final = 4
#: The work an exact answer may take (it cannot stop half-way).  More than the sampling's: it
#: comes at the end of a hand, where the hands are small and nearly every decision is one the
#: play-outs have already taken and remember (at most about half a second here, the bench says).
EXACT_WORK: Final = 120_000
#: Guesses every move is played on first.
FEWEST: Final = 16
#: Guesses per round for the moves still in the running.
ROUND: Final = 16
#: A move falls out of the running when the best beats it by this many standard errors.
DROP: Final = 2.0
#: Moves kept in the running besides the best and the judged one.
CONTENDERS: Final = 1

_KINDS: Final = tuple(sorted(set(FULL_SET), key=lambda t: t.kind))


@dataclass(frozen=True, slots=True)
class Weights:
    """Each move's value on each guess (``values[m][g]``, points for the seat) and each guess's
    weight; ``exact`` when the guesses are every layout of the other hands."""

    moves: tuple[Move, ...]
    values: tuple[tuple[float, ...], ...]
    weights: tuple[float, ...]
    exact: bool
    work: int = 0  #: decisions played out
    #: why the sampling stopped: "exact", "fixed" (no budget), "settled" (one move left in the
    #: running), "target" (the error is small enough), "budget" or "cpu" (the safeguard)
    stopped: str = ""

    @property
    def count(self) -> int:
        return len(self.weights)

    def mean(self, i: int) -> float:
        """Move ``i``'s mean over the guesses it was played on (the first ones: a move dropped
        from the later rounds was played on fewer)."""
        values = self.values[i]
        weights = self.weights[: len(values)]
        return sum(w * v for w, v in zip(weights, values, strict=True)) / sum(weights)

    def played(self, i: int) -> int:
        """The guesses move ``i`` was played on."""
        return len(self.values[i])

    def error(self, i: int) -> float:
        """The standard error of move ``i``'s mean (0 when exact)."""
        return 0.0 if self.exact else _se(self.values[i])

    def diff_error(self, i: int, j: int) -> float:
        """The standard error of the paired difference between moves ``i`` and ``j`` over the
        guesses both were played on (0 when exact)."""
        if self.exact:
            return 0.0
        return _se([a - b for a, b in zip(self.values[i], self.values[j], strict=False)])

    def best(self) -> int:
        """The best move among those played on the most guesses (the others fell out of the
        running on the first guesses)."""
        most = max(len(v) for v in self.values)
        return max((i for i, v in enumerate(self.values) if len(v) == most), key=lambda i: (self.mean(i), -i))


def _se(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return math.sqrt(var / n)


def layouts(view: SeatView, limit: int = 1800) -> list[tuple[dict[int, list[Tile]], float]] | None:
    """Every distinct layout of the other seats' hands from the unseen tiles, with its weight
    (the number of deals of the physical tiles giving it); None when there are more than ``limit``."""
    counts = list(view.unseen())
    others = [s for s in range(4) if s != view.seat]
    # The deals of the physical tiles bound the distinct layouts: too many, none is listed.
    deals, left = 1, sum(counts)
    for s in others:
        deals *= math.comb(left, view.hand_sizes[s])
        left -= view.hand_sizes[s]
    if deals > 4 * limit:
        return None
    found: list[tuple[dict[int, list[Tile]], float]] = []

    def pick(k: int, left: int, counts: list[int]) -> Iterator[tuple[list[Tile], float]]:
        """Sub-multisets of ``left`` tiles from kinds k.., with their weights."""
        if left == 0:
            yield [], 1.0
            return
        if k == len(counts) or sum(counts[k:]) < left:
            return
        for take in range(min(counts[k], left), -1, -1):
            counts[k] -= take
            for rest, w in pick(k + 1, left - take, counts):
                yield [_KINDS[k]] * take + rest, w * math.comb(counts[k] + take, take)
            counts[k] += take

    def seat(i: int, counts: list[int], chosen: dict[int, list[Tile]], weight: float) -> bool:
        if i == len(others):
            found.append((dict(chosen), weight))
            return len(found) <= limit
        s = others[i]
        for tiles, w in list(pick(0, view.hand_sizes[s], counts)):
            for t in tiles:
                counts[t.kind] -= 1
            chosen[s] = tiles
            ok = seat(i + 1, counts, chosen, weight * w)
            for t in tiles:
                counts[t.kind] += 1
            if not ok:
                return False
        return True

    return found if seat(0, counts, {}, 1.0) else None


def share_out(view: SeatView, pool: Sequence[Tile], sizes: Sequence[int]) -> dict[int, list[Tile]]:
    """``pool`` shared out in order to the other seats, ``sizes[seat]`` tiles each."""
    out: dict[int, list[Tile]] = {}
    start = 0
    for s in range(4):
        if s != view.seat:
            out[s] = list(pool[start : start + sizes[s]])
            start += sizes[s]
    return out


def face_down(
    view: SeatView, hands: dict[int, list[Tile]], rng: random.Random | None = None
) -> dict[int, list[Tile]]:
    """The other seats' face-down tiles: the unseen tiles no hand holds, by one seeded draw (in
    kind order without ``rng``: for a play-out in which no later decision reads them)."""
    counts = list(view.unseen())
    for tiles in hands.values():
        for t in tiles:
            counts[t.kind] -= 1
    pool = [t for t in _KINDS for _ in range(counts[t.kind])]
    if rng is not None:
        rng.shuffle(pool)
    return share_out(view, pool, view.discarded)


def deal_guess(view: SeatView, rng: random.Random) -> tuple[dict[int, list[Tile]], dict[int, list[Tile]]]:
    """One guess: the unseen tiles shuffled, shared out to the hands, the rest face down."""
    counts = view.unseen()
    pool = [t for t in _KINDS for _ in range(counts[t.kind])]
    rng.shuffle(pool)
    held = sum(view.hand_sizes[s] for s in range(4) if s != view.seat)
    return share_out(view, pool, view.hand_sizes), share_out(view, pool[held:], view.discarded)


def _values(
    base: Playout, seat: int, moves: Sequence[Move], found: Sequence[TileSet | None], which: Sequence[int]
) -> tuple[list[float], int]:
    """The seat's points after each move of ``which`` from ``base``, and the decisions taken."""
    out = []
    work = 0
    for i in which:
        hand = base.copy()
        hand.play(tile_key(moves[i].tiles), found[i])
        work += 1 + hand.finish()
        out.append(float(hand.net()[seat]))
    return out, work


def _exactly(
    view: SeatView,
    moves: Sequence[Move],
    found: Sequence[TileSet | None],
    every: Sequence[tuple[dict[int, list[Tile]], float]],
    rng: random.Random,
) -> Weights:
    """Every move played out on every layout of the other hands, each weighted by its deals."""
    everyone = range(len(moves))
    columns: list[list[float]] = [[] for _ in moves]
    work = 0
    template: Playout | None = None
    for hands, _weight in every:
        if template is None:
            from paigow_desktop.games.tiengow.playout import Playout

            template = Playout.of(Hand.resume(view, hands, face_down(view, hands, rng)))
        values, spent = _values(template.dealt_again(hands), view.seat, moves, found, everyone)
        work += spent
        for i, v in zip(everyone, values, strict=True):
            columns[i].append(v)
    weights = tuple(weight for _hands, weight in every)
    return Weights(tuple(moves), tuple(tuple(c) for c in columns), weights, True, work, "exact")


def _plays_left(view: SeatView) -> int:
    """At most how many plays finish the hand (each takes a tile at least)."""
    return max(1, sum(view.hand_sizes))


class _Sampler:
    """Guesses played out for some of the moves, round after round, on the same guesses."""

    def __init__(self, view: SeatView, moves: Sequence[Move], rng: random.Random) -> None:
        mixed = view.rules.mixed_pairs_and_sets
        self.view = view
        self.moves = tuple(moves)
        self.found = [identify(m.tiles, mixed=mixed) if m.face_up else None for m in moves]
        self.rng = rng
        self.columns: list[list[float]] = [[] for _ in moves]
        self.work = 0
        self.template: Playout | None = None

    def play(self, count: int, which: Sequence[int]) -> None:
        for _ in range(count):
            hands, discards = deal_guess(self.view, self.rng)
            if self.template is None:
                from paigow_desktop.games.tiengow.playout import Playout

                self.template = Playout.of(Hand.resume(self.view, hands, discards))
            base = self.template.dealt_again(hands)
            values, spent = _values(base, self.view.seat, self.moves, self.found, which)
            self.work += spent + GUESS_WORK
            for i, v in zip(which, values, strict=True):
                self.columns[i].append(v)

    def result(self, stopped: str = "") -> Weights:
        count = max(len(c) for c in self.columns)
        values = tuple(tuple(c) for c in self.columns)
        return Weights(self.moves, values, (1.0,) * count, False, self.work, stopped)


def _in_the_running(result: Weights, alive: Sequence[int], judged: int) -> list[int]:
    """The moves still worth playing: the best, the judged one and the one (:data:`CONTENDERS`)
    likeliest to be better than the best, if it may be (the best does not beat it by
    :data:`DROP` standard errors of their paired difference, nor equal it on every guess so
    far).  The rest of the work goes to the difference the verdict is about."""
    best = result.best()
    keep = [best] if judged == best or judged not in alive else [best, judged]
    rivals = []
    for i in alive:
        if i in keep:
            continue
        gap = result.mean(best) - result.mean(i)
        same = all(a == b for a, b in zip(result.values[i], result.values[best], strict=False))
        if not same and gap <= DROP * result.diff_error(best, i):
            rivals.append(i)
    rivals.sort(key=lambda i: (-result.mean(i), i))
    return sorted(keep + rivals[:CONTENDERS])


def weigh(
    view: SeatView,
    moves: Sequence[Move],
    *,
    seed: object = 0,
    judged: int = 0,
    samples: int = 48,
    target: float = TARGET_SE,
    budget: int | None = BUDGET,
    cpu_limit: float | None = CPU_LIMIT,
) -> Weights:
    """Every move of ``moves`` for the seat of ``view``, exactly when every layout of the other
    hands fits in :data:`EXACT_WORK` decisions, else on guesses: every move on :data:`FEWEST`, then the
    moves still in the running round after round until the paired difference between the best
    move and move ``judged`` (or the runner-up, when it is the best) has a standard error under
    ``target``, or ``budget`` decisions have been played out (or, a safeguard, ``cpu_limit``
    seconds of this thread's CPU spent).  ``budget`` None: every move on exactly ``samples``
    guesses.  Repeatable from the seed, but for the CPU safeguard."""
    rng = random.Random(seed if isinstance(seed, (int, str)) else repr(seed))
    mixed = view.rules.mixed_pairs_and_sets
    found = [identify(m.tiles, mixed=mixed) if m.face_up else None for m in moves]
    # A forced move (nothing else can be played) is only said: it is worth few play-outs.
    work = EXACT_WORK // (8 if len(moves) == 1 else 1)
    limit = work // (len(moves) * _plays_left(view))
    every = layouts(view, limit) if limit else None
    if every is not None:
        return _exactly(view, moves, found, every, rng)
    sampler = _Sampler(view, moves, rng)
    everyone = list(range(len(moves)))
    if budget is None:
        sampler.play(samples, everyone)
        return sampler.result("fixed")
    began = time.thread_time()
    sampler.play(FEWEST, everyone)
    alive = everyone
    while True:
        result = sampler.result()
        alive = _in_the_running(result, alive, judged)
        if len(alive) < 2:
            return dataclasses.replace(result, stopped="settled")
        best = result.best()
        other = judged if judged != best else max((i for i in alive if i != best), key=result.mean)
        if result.diff_error(best, other) < target:
            return dataclasses.replace(result, stopped="target")
        # The next round's work, guessed from the last ones': stop before the budget is passed.
        per_guess = sampler.work / max(1, sum(len(result.values[i]) for i in everyone)) * len(alive)
        if sampler.work + per_guess * ROUND > budget:
            return dataclasses.replace(result, stopped="budget")
        if cpu_limit is not None:
            spent = time.thread_time() - began
            if spent * (1 + len(alive) * ROUND / max(1, sum(len(v) for v in result.values))) > cpu_limit:
                return dataclasses.replace(result, stopped="cpu")
        sampler.play(ROUND, alive)
