"""Long demo runs: does a round cost the same after thousands of rounds are stored?

Plays ``--demo`` at speed 0 on a fresh data folder, as ``paigow-desktop --demo --rounds N`` does,
and times every round (from one round's end to the next).  Prints, for the first and the last 500
rounds, the mean time per round (wall clock, and the process's CPU time, which other programs on a
busy machine disturb less) and the part of it spent writing the ledger; the target is the last
within 10% of the first.  Then how much the process's memory (resident set) grows per round after
the first 500 rounds, and over the second half of the run (target: under 0.2 KB a round).

Run by hand (``python bench/bench_long_run.py [ROUNDS]``, default 6,000; several minutes).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROUNDS = 6000
WINDOW = 500  #: rounds averaged at each end
TIME_TARGET = 0.10  #: the last rounds' mean may be at most this much slower than the first
MEMORY_TARGET_KB = 0.2  #: per round


def resident_kb() -> float:
    """The process's resident set now, in KB (Linux); NaN where /proc is missing."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return float("nan")
    return pages * os.sysconf("SC_PAGE_SIZE") / 1024


@dataclass
class Run:
    """Per round: wall seconds, CPU seconds, seconds in the ledger's writes, resident KB after."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    ledger: list[float] = field(default_factory=list)
    memory: list[float] = field(default_factory=list)


def timed(method: Callable[..., Any], into: list[float]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return method(*args, **kwargs)
        finally:
            into[0] += time.perf_counter() - start

    return call


def run_demo(rounds: int, directory: Path) -> Run:
    """Play a whole demo on ``directory``, measuring each round."""
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.storage import MAX_CENTS, open_app_data
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.timings import Speed

    app = QApplication.instance() or QApplication([sys.argv[0]])
    data = open_app_data(directory)
    data.store.reset_bankroll(MAX_CENTS)  # a bankroll no demo can lose, so every round is played
    window = build_table(AppOptions(seed=1, speed=Speed.INSTANT, size=(1280, 800), demo=True), data)
    window.show()
    controller = window.controller
    store = data.store
    in_ledger = [0.0]
    for name in ("begin_round", "finish_round"):  # the controller calls them through the instance
        setattr(store, name, timed(getattr(store, name), in_ledger))
    run = Run()
    last = [time.perf_counter(), time.process_time()]

    def round_done(_settlement: object) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        run.wall.append(wall - last[0])
        run.cpu.append(cpu - last[1])
        run.ledger.append(in_ledger[0])
        run.memory.append(resident_kb())
        last[:] = [wall, cpu]
        in_ledger[0] = 0.0
        if len(run.wall) % 1000 == 0:
            print(f"  {len(run.wall):,} rounds", file=sys.stderr, flush=True)

    controller.round_finished.connect(round_done)
    controller.demo_finished.connect(app.quit)
    controller.start_demo(rounds)
    try:
        app.exec()
    finally:
        window.close()
        data.close()
    return run


def compare(label: str, values: list[float]) -> None:
    first, last = statistics.fmean(values[:WINDOW]), statistics.fmean(values[-WINDOW:])
    growth = (last - first) / first
    verdict = "ok" if growth <= TIME_TARGET else "SLOWER"
    print(
        f"  {label:<28} first {WINDOW} {first * 1000:7.2f} ms, last {WINDOW} {last * 1000:7.2f} ms "
        f"({growth:+6.1%}; target within {TIME_TARGET:.0%})  {verdict}"
    )


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    if rounds < 4 * WINDOW:
        raise SystemExit(f"give at least {4 * WINDOW} rounds")
    with tempfile.TemporaryDirectory() as tmp:
        run = run_demo(rounds, Path(tmp))
    if len(run.wall) < rounds:
        raise SystemExit(f"the demo stopped after {len(run.wall)} of {rounds} rounds")
    print(f"{rounds:,} demo rounds at speed 0: mean time per round")
    compare("wall clock", run.wall)
    compare("CPU time", run.cpu)
    compare("of which writing the ledger", run.ledger)
    memory = run.memory
    half = len(memory) // 2
    for start, label in ((WINDOW, f"after round {WINDOW}"), (half, f"after round {half:,}")):
        per_round = (memory[-1] - memory[start - 1]) / (len(memory) - start)
        verdict = "ok" if per_round < MEMORY_TARGET_KB else "GROWS"
        print(
            f"  memory (resident) {label}: {memory[start - 1] / 1024:.1f} MB, at the end "
            f"{memory[-1] / 1024:.1f} MB: {per_round:+.3f} KB a round "
            f"(target < {MEMORY_TARGET_KB})  {verdict}"
        )


if __name__ == "__main__":
    main()
