"""Whole Tien Gow hands with computer players: the dice for the first banker, the seeded deal,
hands in a row with the bank passing, and duplicate simulation."""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import make_player
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["Deal", "SimulationResult", "deal", "next_bank", "play_hand", "play_hands", "simulate"]

#: Hands in a row each simulated session plays before the dice choose a banker afresh.
SESSION_HANDS = 16


@dataclass(frozen=True, slots=True)
class Deal:
    """Hand number ``seed``: three dice (which choose the first banker) and eight tiles per seat."""

    seed: int
    dice: tuple[int, int, int]
    hands: tuple[tuple[Tile, ...], ...]

    @property
    def dice_banker(self) -> int:
        """Counting the dice's total counter-clockwise from East (1 is East)."""
        return (sum(self.dice) - 1) % 4


def deal(seed: int) -> Deal:
    """The dice and the deal of hand ``seed`` (the woodpile and its stacks are animation only)."""
    rng = random.Random(seed)
    dice = (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    return Deal(seed, dice, tuple(tuple(tiles[8 * s : 8 * s + 8]) for s in range(4)))


def next_bank(record: HandRecord) -> tuple[int, int]:
    """(banker, banker_streak) of the hand after ``record``."""
    if record.next_banker == record.banker:
        return record.banker, record.banker_streak + 1
    return record.next_banker, 0


def play_hand(
    seed: int,
    names: Sequence[str],
    rules: Rules,
    banker: int | None = None,
    banker_streak: int = 0,
    clock: list[list[float]] | None = None,
) -> HandRecord:
    """Play hand ``seed`` with the players ``names`` in seats 0-3; the dice choose the banker when
    none is given.  ``clock``, when given, gets each decision's seconds appended per seat."""
    dealt = deal(seed)
    hand = Hand(dealt.hands, dealt.dice_banker if banker is None else banker, banker_streak, rules)
    players = [make_player(name, f"tiengow:{seed}:{seat}") for seat, name in enumerate(names)]
    while hand.to_play is not None:
        seat = hand.to_play
        start = time.perf_counter()
        move = players[seat].choose(hand.view(seat))
        if clock is not None:
            clock[seat].append(time.perf_counter() - start)
        hand.apply(move)
    return HandRecord.of(hand, seed)


def play_hands(seed: int, count: int, names: Sequence[str], rules: Rules) -> Iterator[HandRecord]:
    """``count`` hands in a row: hand k from seed + k - 1, the dice choose the first banker and the
    winner of each hand banks the next."""
    banker: int | None = None
    streak = 0
    for k in range(count):
        record = play_hand(seed + k, names, rules, banker, streak)
        yield record
        banker, streak = next_bank(record)


@dataclass(frozen=True, slots=True)
class SimulationResult:
    hands: int
    players: tuple[str, ...]
    duplicate: bool
    points_per_hand: tuple[float, ...]
    interval95: tuple[tuple[float | None, float | None], ...]  # None: too few samples
    seconds_per_move: tuple[float, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "hands": self.hands,
            "players": list(self.players),
            "duplicate": self.duplicate,
            "points_per_hand": list(self.points_per_hand),
            "interval95": [list(i) for i in self.interval95],
            "seconds_per_move": list(self.seconds_per_move),
        }


# A unit of work: (seed, hands, names, rules, duplicate) -> per player (points per sample, seconds, moves).
_Job = tuple[int, int, tuple[str, ...], Rules, bool]
_JobResult = tuple[list[list[float]], list[float], list[int]]


def _run(job: _Job) -> _JobResult:
    seed, hands, names, rules, duplicate = job
    samples: list[list[float]] = [[] for _ in names]
    seconds = [0.0] * len(names)
    moves = [0] * len(names)

    def account(record: HandRecord, seat_of: Sequence[int], clock: list[list[float]]) -> None:
        for player, seat in enumerate(seat_of):
            seconds[player] += sum(clock[seat])
            moves[player] += len(clock[seat])

    if duplicate:
        totals = [0.0] * 4
        for rotation in range(4):
            # Player p sits in seat (p + rotation) % 4.
            seat_of = [(p + rotation) % 4 for p in range(4)]
            seated = [""] * 4
            for p, seat in enumerate(seat_of):
                seated[seat] = names[p]
            clock: list[list[float]] = [[] for _ in range(4)]
            record = play_hand(seed, seated, rules, clock=clock)
            for p, seat in enumerate(seat_of):
                totals[p] += record.net[seat]
            account(record, seat_of, clock)
        for p in range(4):
            samples[p].append(totals[p] / 4)
        return samples, seconds, moves
    banker: int | None = None
    streak = 0
    for k in range(hands):
        clock = [[] for _ in range(4)]
        record = play_hand(seed + k, names, rules, banker, streak, clock)
        banker, streak = next_bank(record)
        for p in range(4):
            samples[p].append(float(record.net[p]))
        account(record, range(4), clock)
    return samples, seconds, moves


# Long: the match loop and its tallies in one frame (the tallies are the loop's locals)
def simulate(
    hands: int,
    names: Sequence[str],
    *,
    duplicate: bool = False,
    seed: int = 1,
    rules: Rules | None = None,
    workers: int = 2,
    progress: Callable[[float], None] | None = None,
) -> SimulationResult:
    """Play ``hands`` hands and measure each player's points per hand with a 95% interval.

    With ``duplicate`` (``hands`` a multiple of 4) deal ``seed + d`` is played four times with the
    players rotated one seat each time, each a fresh hand; a player's sample is its mean over the
    four.  Otherwise sessions of 16 hands in a row (the dice choose each session's first banker).
    """
    rules = rules or Rules()
    names = tuple(names)
    if len(names) != 4:
        raise ValueError("four players, one per seat")
    if hands < 1:
        raise ValueError("hands is at least 1")
    if duplicate and hands % 4:
        raise ValueError(f"with --duplicate the hands are a multiple of 4, not {hands}")
    jobs: list[_Job] = []
    if duplicate:
        jobs = [(seed + d, 4, names, rules, True) for d in range(hands // 4)]
    else:
        for start in range(0, hands, SESSION_HANDS):
            jobs.append((seed + start, min(SESSION_HANDS, hands - start), names, rules, False))
    results: list[_JobResult] = []
    if workers > 1 and len(jobs) > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for done, result in enumerate(pool.imap(_run, jobs), 1):
                results.append(result)
                if progress:
                    progress(done / len(jobs))
    else:
        for done, job in enumerate(jobs, 1):
            results.append(_run(job))
            if progress:
                progress(done / len(jobs))
    samples: list[list[float]] = [[] for _ in names]
    seconds = [0.0] * 4
    moves = [0] * 4
    for job_samples, job_seconds, job_moves in results:
        for p in range(4):
            samples[p] += job_samples[p]
            seconds[p] += job_seconds[p]
            moves[p] += job_moves[p]
    means: list[float] = []
    intervals: list[tuple[float | None, float | None]] = []
    for p in range(4):
        values = samples[p]
        mean = sum(values) / len(values)
        means.append(mean)
        if len(values) > 1:
            variance = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
            half = 1.96 * math.sqrt(variance / len(values))
            intervals.append((mean - half, mean + half))
        else:
            intervals.append((None, None))
    return SimulationResult(
        hands=hands,
        players=names,
        duplicate=duplicate,
        points_per_hand=tuple(means),
        interval95=tuple(intervals),
        seconds_per_move=tuple(seconds[p] / moves[p] if moves[p] else 0.0 for p in range(4)),
    )
