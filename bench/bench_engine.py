"""Engine speed: the figures of the foundation issue and of issue 12, measured and printed.

Run by hand (``make bench`` or ``python bench/bench_engine.py``); not part of the tests.
"""

from __future__ import annotations

import itertools
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from paigow_desktop.games.paigow import house_way
from paigow_desktop.games.paigow.outcome_table import lookup
from paigow_desktop.games.paigow.setting import settings_of
from paigow_desktop.games.paigow.strategy import _tables, analyze
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

DEALS = 2000
RUNS = 5
ONE_DEAL_RUNS = 21
#: ``paigow-desktop analyze 6-6 5-4 3-1 2-1`` as a whole process at a4782e8, before the outcome
#: table and the lazy numpy import: median of 21 on the shared 2-core machine at its quietest
#: (load 0.35; 0.7 to 1.8 s as the load varied).  The target is half of it.
ONE_DEAL_BEFORE = 0.71


def report(label: str, seconds: float, target: float, unit: str = "s") -> None:
    scale = {"ms": 1e3, "us": 1e6}.get(unit, 1)
    verdict = "ok" if seconds <= target else "SLOW"
    print(f"{label:<58}{seconds * scale:9.3f} {unit}   target <= {target * scale:g} {unit}   {verdict}")


def random_deals(n: int, seed: int = 2026) -> list[list[str]]:
    rng = random.Random(seed)
    return [[str(t) for t in rng.sample(FULL_SET, 4)] for _ in range(n)]


def whole_process(args: list[str], runs: int = RUNS) -> float:
    """Median time of ``paigow-desktop ARGS`` as a whole process, with bytecode as installed
    (the untimed first run writes it)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    command = [sys.executable, "-m", "paigow_desktop", *args]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    deals = random_deals(DEALS)
    print(f"python {sys.version.split()[0]}, median of {RUNS} runs for whole processes")

    start = time.perf_counter()
    house_way._set_hand_kinds.cache_clear()
    for tiles in itertools.combinations(FULL_SET, 4):
        house_way.set_hand(tiles)
    report("house way of all 35,960 deals, in process (cold cache)", time.perf_counter() - start, 2.0)

    parsed = [parse_tiles(d) for d in deals]

    def median_analysis(seen: tuple[Tile, ...] = (), *, cold: bool = False) -> float:
        times = []
        for tiles in parsed:
            others = tuple(t for t in seen if t not in tiles)[:1]
            if cold:
                house_way._set_hand_kinds.cache_clear()
            start = time.perf_counter()
            analyze(tiles, seen=others)
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    median_analysis()  # warm-up: the outcome table loaded, the house way of these deals cached
    report(f"analyze one deal in process, median of {DEALS:,}", median_analysis(), 20e-6, "us")
    lookups = [(tuple(sorted(t.kind for t in tiles)), settings_of(tiles)) for tiles in parsed]
    times = []
    for kinds, settings in lookups:
        start = time.perf_counter()
        lookup(kinds, settings, bank=False)
        times.append(time.perf_counter() - start)
    print(f"    of which the outcome table's lookup of the counts: {statistics.median(times) * 1e6:.1f} us")
    cold = median_analysis(cold=True)
    print(f"    the same, the house way of the deal's kinds not yet cached: {cold * 1e6:.1f} us")
    _tables()
    live = median_analysis(parse_tiles("6-6 1-1"))
    print(f"    the same, one tile seen, so counted live (no table): {live * 1e6:.1f} us")

    one_deal = whole_process(["analyze", "6-6", "5-4", "3-1", "2-1"], ONE_DEAL_RUNS)
    report(f"paigow-desktop analyze of one deal, median of {ONE_DEAL_RUNS}", one_deal, ONE_DEAL_BEFORE / 2)

    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "deals.txt"
        batch.write_text("\n".join(" ".join(d) for d in deals) + "\n", encoding="utf-8")
        report(
            f"paigow-desktop analyze --batch of {DEALS:,} deals --json",
            whole_process(["analyze", "--batch", str(batch), "--json"]),
            2.0,
        )
    report("paigow-desktop house-edge --json", whole_process(["house-edge", "--json"]), 4.0)
    report("paigow-desktop --version (interpreter and import floor)", whole_process(["--version"]), 1.0)


if __name__ == "__main__":
    main()
