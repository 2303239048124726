"""Weighing a seat's moves for the trainer: every move played out on the same guesses of the
hidden tiles, with the error of the *paired* difference between two moves, and an exact answer
once few tiles are unseen.

Each guess gives the other seats tiles consistent with the view (the unseen tiles shared out in
the numbers it shows) and plays the hand out after each move with rule players, as the sampling
player does (:mod:`~paigow_desktop.games.tiengow.players`).  Two moves valued on the same guesses
differ by much less than either varies: the paired difference's standard error (the spread of
the per-guess differences over the root of their number) is the honest error of "this move is
worth so much more than that one", where adding the two moves' own errors overstated it.

**Sampling** goes on in rounds of :data:`ROUND` guesses until the paired difference between the
best move and the move judged has a standard error under :data:`TARGET_SE` points, or
:data:`BUDGET_S` seconds have passed (then the error is said as it stands).

**Exactly.**  When the other seats' hands can be laid out in at most :data:`EXACT_MAX` distinct
ways from the unseen tiles, every way is played out, weighted by the number of deals of the
physical tiles that give it: the answer is exact for these play-outs, with no error.  The
tiles already put face down by the other seats are out of play; they are shared out by one
seeded draw (they change only what each computer player counts as unseen).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import play_out
from paigow_desktop.games.tiengow.sets import TileSet, identify
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["BUDGET_S", "EXACT_MAX", "ROUND", "TARGET_SE", "Weights", "layouts", "weigh"]

#: Guesses per round of sampling.
ROUND: Final = 24
#: The standard error of the paired difference the sampling stops at, in points.
TARGET_SE: Final = 0.45
#: The time the sampling may take (the verdict must come within a second).
BUDGET_S: Final = 0.7
#: The most play-outs (layouts of the other seats' hands times moves) an exact answer may take.
EXACT_MAX: Final = 1800
#: Guesses per round while every move is played (the first rounds find the best move).
FIRST_ROUND: Final = 8
#: The fewest guesses every move is played on.
FEWEST: Final = 16

_KINDS: Final = tuple(sorted(set(FULL_SET), key=lambda t: t.kind))


@dataclass(frozen=True, slots=True)
class Weights:
    """Each move's value on each guess (``values[m][g]``, points for the seat) and each guess's
    weight; ``exact`` when the guesses are every layout of the other hands."""

    moves: tuple[Move, ...]
    values: tuple[tuple[float, ...], ...]
    weights: tuple[float, ...]
    exact: bool

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
        return max(range(len(self.moves)), key=lambda i: (self.mean(i), -i))


def _se(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return math.sqrt(var / n)


def layouts(view: SeatView, limit: int = EXACT_MAX) -> list[tuple[dict[int, list[Tile]], float]] | None:
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


def _share(view: SeatView, pool: Sequence[Tile], sizes: Sequence[int]) -> dict[int, list[Tile]]:
    """``pool`` shared out in order to the other seats, ``sizes[seat]`` tiles each."""
    out: dict[int, list[Tile]] = {}
    start = 0
    for s in range(4):
        if s != view.seat:
            out[s] = list(pool[start : start + sizes[s]])
            start += sizes[s]
    return out


def _discards(view: SeatView, hands: dict[int, list[Tile]], rng: random.Random) -> dict[int, list[Tile]]:
    """The other seats' face-down tiles: the unseen tiles no hand holds, by one seeded draw."""
    counts = list(view.unseen())
    for tiles in hands.values():
        for t in tiles:
            counts[t.kind] -= 1
    pool = [t for t in _KINDS for _ in range(counts[t.kind])]
    rng.shuffle(pool)
    return _share(view, pool, view.discarded)


def _deal(view: SeatView, rng: random.Random) -> tuple[dict[int, list[Tile]], dict[int, list[Tile]]]:
    """One guess: the unseen tiles shuffled, shared out to the hands, the rest face down."""
    counts = view.unseen()
    pool = [t for t in _KINDS for _ in range(counts[t.kind])]
    rng.shuffle(pool)
    held = sum(view.hand_sizes[s] for s in range(4) if s != view.seat)
    return _share(view, pool, view.hand_sizes), _share(view, pool[held:], view.discarded)


def _values(
    view: SeatView,
    moves: Sequence[Move],
    found: Sequence[TileSet | None],
    hands: dict[int, list[Tile]],
    discards: dict[int, list[Tile]],
    which: Sequence[int],
) -> list[float]:
    base = Hand.resume(view, hands, discards)
    out = []
    for i in which:
        hand = base.clone()
        hand.apply_unchecked(moves[i], found[i])
        play_out(hand)
        out.append(float(hand.net()[view.seat]))
    return out


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
    for hands, _weight in every:
        values = _values(view, moves, found, hands, _discards(view, hands, rng), everyone)
        for i, v in zip(everyone, values, strict=True):
            columns[i].append(v)
    weights = tuple(weight for _hands, weight in every)
    return Weights(tuple(moves), tuple(tuple(c) for c in columns), weights, True)


def weigh(
    view: SeatView,
    moves: Sequence[Move],
    *,
    seed: object = 0,
    judged: int = 0,
    samples: int = 48,
    target: float = TARGET_SE,
    budget: float | None = BUDGET_S,
    exact_max: int = EXACT_MAX,
) -> Weights:
    """Every move of ``moves`` for the seat of ``view``, exactly when the layouts are few, else
    on at least ``samples`` guesses and more until the paired difference between the best move
    and move ``judged`` has a standard error under ``target`` (or ``budget`` seconds passed).
    ``budget`` None: every move on exactly ``samples`` guesses, whatever the time (repeatable
    from the seed, as the tests want)."""
    rng = random.Random(seed if isinstance(seed, (int, str)) else repr(seed))
    mixed = view.rules.mixed_pairs_and_sets
    found = [identify(m.tiles, mixed=mixed) if m.face_up else None for m in moves]
    columns: list[list[float]] = [[] for _ in moves]
    weights: list[float] = []
    # A forced move (nothing else can be played) is only said: it is worth few play-outs.
    limit = exact_max // len(moves) if len(moves) > 1 else exact_max // 8
    every = layouts(view, limit) if limit else None
    everyone = range(len(moves))
    if every is not None:
        return _exactly(view, moves, found, every, rng)
    start = time.perf_counter()

    def play(count: int, which: Sequence[int]) -> None:
        for _ in range(count):
            for i, v in zip(which, _values(view, moves, found, *_deal(view, rng), which), strict=True):
                columns[i].append(v)
            weights.append(1.0)

    # Every move on ``samples`` guesses, or fewer (at least FEWEST) when there are so many
    # moves (an opening lead has up to a dozen) that half the time is gone.
    if budget is None:
        play(samples, everyone)
        return Weights(tuple(moves), tuple(tuple(c) for c in columns), tuple(weights), False)
    if len(moves) == 1:
        samples = FEWEST
    while len(weights) < samples and (len(weights) < FEWEST or time.perf_counter() - start < budget / 2):
        play(FIRST_ROUND, everyone)
    which: Sequence[int] = everyone  # then the two moves compared, round after round
    took = (time.perf_counter() - start) / len(weights) / len(moves) * ROUND  # a round, per move
    while True:
        result = Weights(tuple(moves), tuple(tuple(c) for c in columns), tuple(weights), False)
        if len(moves) == 1:
            return result
        best = result.best()
        other = judged if judged != best else max((i for i in everyone if i != best), key=result.mean)
        which = (best, other)
        spent = time.perf_counter() - start
        if result.diff_error(best, other) < target or spent + took * 2 * 1.1 > budget:
            return result
        began = time.perf_counter()
        play(ROUND, which)
        took = (time.perf_counter() - began) / 2
