"""Whole Tien Gow hands with computer players in every seat (the command line's and the
simulator's), played through the table's one turn loop (:mod:`.table`): hands in a row with the
bank passing, and duplicate simulation."""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.table import Deal, NextHand, TienGowTable, deal, next_bank
from paigow_desktop.games.tiengow.view import Move

__all__ = ["Deal", "SimulationResult", "deal", "next_bank", "play_hand", "play_hands", "simulate"]

#: Hands in a row each simulated session plays before the dice choose a banker afresh.
SESSION_HANDS = 16


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
    table = TienGowTable(rules)
    return _play(table, table.next_hand(seed, banker=banker, streak=banker_streak), names, clock)


def play_hands(seed: int, count: int, names: Sequence[str], rules: Rules) -> Iterator[HandRecord]:
    """``count`` hands in a row: hand k from seed + k - 1, the dice choose the first banker and the
    winner of each hand banks the next."""
    table = TienGowTable(rules)
    for k in range(count):
        yield _play(table, table.next_hand(seed + k), names)


def _play(
    table: TienGowTable, hand: NextHand, names: Sequence[str], clock: list[list[float]] | None = None
) -> HandRecord:
    """Deal ``hand`` at ``table`` and play it out, every seat a computer player."""
    table.start(hand, dict(enumerate(names)))

    def choose(seat: int) -> Move:
        start = time.perf_counter()
        move = table.decision(seat)()
        if clock is not None:
            clock[seat].append(time.perf_counter() - start)
        return move

    return table.play_out(choose)


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
