"""The command line as fast as its engine: ``analyze --batch`` of 20,000 deals (JSON and text),
Pai Gow Tiles with seen tiles, and Pai Gow Poker's house way, each against its reference.

Run by hand: ``python bench/bench_batch.py [--runs N] [--deals N] [--old CHECKOUT]``.  Every
figure is timed by turns (ours, then the reference, again and again, so a change of load falls
on both) and printed with its min and median and as a ratio to the reference:

- ``analyze --batch`` of 20,000 deals as a whole process: to the independent reference
  implementation's whole process for 20,000 deals, about 7 s on this machine as the issue
  measured it (the reference cannot be run here; the issue asks for 0.15x, about 1 s).  The
  child's CPU time is printed too: on a loaded machine the wall clock waits for other work.
- Seen tiles, one deal in process (four tiles and eight seen, the trainer's case): to a plain
  numpy mask written here, the reference's way: every four-tile hand of the 32 tiles with its
  house-way hands ranked, a mask of those that avoid the known tiles, and each setting's wins
  and losses counted under the mask (the issue asks for 0.3x).  The unseen case beside it.
- Pai Gow Poker's house way, one hand in process: to a straightforward house way's least work
  written here: each of the 21 settings valued once by a plain (uncached) evaluator, which any
  house way that weighs the settings does before applying a rule (so the reference's figure is
  a floor, favouring it).  With ``--old CHECKOUT`` (a checkout of the code before this issue,
  e.g. made by ``git worktree add /tmp/old 929e531``) the old house way is timed by turns too:
  the issue measured it at 2.15x the independent reference, so new / old <= 1 / 2.15 = 0.47
  means at least as fast as that reference.

Not a test.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["PYTHONPATH"] = str(ROOT)

#: The independent reference's ``analyze`` of 20,000 deals as a whole process (the issue's figure).
REFERENCE_BATCH = 7.0
BATCH_TARGET = 0.15
SEEN_TARGET = 0.3
HOUSE_WAY_OLD_TARGET = 1 / 2.15


def summary(
    label: str, ours: list[float], reference: list[float] | float, target: float | None, unit: str
) -> str:
    scale = {"s": 1.0, "us": 1e6}[unit]
    ref = statistics.median(reference) if isinstance(reference, list) else reference
    ratio = statistics.median(ours) / ref
    best = min(ours) / (min(reference) if isinstance(reference, list) else reference)
    text = (
        f"{label:<46}min {min(ours) * scale:8.1f} {unit}"
        f"  median {statistics.median(ours) * scale:8.1f} {unit}"
        f"   {ratio:5.2f}x (min {best:4.2f}x)"
    )
    if target is not None:
        text += f"   target <= {target:.2f}x  {'ok' if ratio <= target else 'SLOW'}"
    return text


def load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


# ----------------------------------------------------------------- the batch, whole process


def whole_process(args: list[str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "paigow_desktop", *args],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=ENV,
        cwd=ROOT,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def bench_batch(runs: int, deals: int) -> None:
    from paigow_desktop.tiles.tile import FULL_SET

    rng = random.Random(2026)
    lines = [" ".join(str(t) for t in rng.sample(FULL_SET, 4)) for _ in range(deals)]
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "deals.txt"
        batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
        kinds = {
            "JSON": ["analyze", "--batch", str(batch), "--json"],
            "text": ["analyze", "--batch", str(batch)],
        }
        for args in kinds.values():
            whole_process(args)  # bytecode written: untimed
        walls: dict[str, list[float]] = {k: [] for k in kinds}
        cpus: dict[str, list[float]] = {k: [] for k in kinds}
        for _ in range(runs):  # by turns
            for kind, args in kinds.items():
                wall, cpu = whole_process(args)
                walls[kind].append(wall)
                cpus[kind].append(cpu)
    print(
        f"analyze --batch of {deals:,} deals, whole process, {runs} runs by turns;"
        f" reference {REFERENCE_BATCH} s"
    )
    for kind in kinds:
        print(summary(f"  {kind}, wall clock", walls[kind], REFERENCE_BATCH, BATCH_TARGET, "s"))
        print(summary(f"  {kind}, CPU time (user + system)", cpus[kind], REFERENCE_BATCH, BATCH_TARGET, "s"))


# ----------------------------------------------------------------- seen tiles, in process


class MaskReference:
    """The plain numpy mask: every four-tile hand of the 32 tiles, its house-way hands' ranks
    and the tiles it holds as bits; a deal's counts are a mask and two comparisons a setting."""

    def __init__(self) -> None:
        import numpy as np

        from paigow_desktop.games.paigow.strategy import _tables
        from paigow_desktop.tiles.tile import FULL_SET

        tables = _tables()
        self.key_rank = tables.key_rank
        hands = np.array(list(itertools.combinations(range(len(FULL_SET)), 4)), dtype=np.int64)
        self.bits = (np.int64(1) << hands).sum(axis=1)
        kinds = np.array([t.kind for t in FULL_SET])[hands]
        kinds.sort(axis=1)
        row = np.array([tables.index[tuple(k)] for k in kinds.tolist()])
        self.low, self.high = tables.hw_low_rank[row], tables.hw_high_rank[row]
        # Each kind's physical tiles, to take one copy per tile given.
        self.copies: dict[int, list[int]] = {}
        for index, tile in enumerate(FULL_SET):
            self.copies.setdefault(tile.kind, []).append(index)

    def count(
        self, tiles: Sequence[Any], seen: Sequence[Any], settings: Sequence[Any]
    ) -> list[tuple[int, int]]:
        import numpy as np

        used, taken = 0, dict.fromkeys(self.copies, 0)
        for tile in (*tiles, *seen):
            used |= 1 << self.copies[tile.kind][taken[tile.kind]]
            taken[tile.kind] += 1
        free = (self.bits & used) == 0
        out = []
        for setting in settings:
            low, high = self.key_rank[setting.low.key], self.key_rank[setting.high.key]
            win = np.count_nonzero(free & (self.low < low) & (self.high < high))
            loss = np.count_nonzero(free & (self.low >= low) & (self.high >= high))
            out.append((int(win), int(loss)))
        return out


def per_call(function: Callable[[int], object], count: int) -> float:
    """CPU time of this process per call (on a shared machine the wall clock waits for others)."""
    start = time.process_time()
    for i in range(count):
        function(i)
    return (time.process_time() - start) / count


def bench_seen(runs: int) -> None:
    from paigow_desktop.games.paigow.setting import settings_of
    from paigow_desktop.games.paigow.strategy import analyze
    from paigow_desktop.tiles.tile import FULL_SET

    rng = random.Random(5)
    deals = []
    for _ in range(300):
        tiles = rng.sample(FULL_SET, 12)
        deals.append((tuple(tiles[:4]), tuple(tiles[4:])))
    reference = MaskReference()
    settings = [settings_of(tiles) for tiles, _seen in deals]
    for (tiles, seen), its in zip(deals, settings, strict=True):  # the same counts, and warm
        found = analyze(tiles, seen=seen)
        assert [(e.outcomes.win, e.outcomes.loss) for e in found.settings] == reference.count(
            tiles, seen, its
        )
        analyze(tiles)
    ours, plain, unseen = [], [], []
    for _ in range(runs):  # by turns
        ours.append(per_call(lambda i: analyze(deals[i][0], seen=deals[i][1]), len(deals)))
        plain.append(per_call(lambda i: reference.count(deals[i][0], deals[i][1], settings[i]), len(deals)))
        unseen.append(per_call(lambda i: analyze(deals[i][0]), len(deals)))
    print(
        f"one deal with 8 tiles seen, in process, CPU time, mean of {len(deals)}, {runs} runs by turns;"
        " reference: the plain mask"
    )
    print(summary("  analyze with seen tiles", ours, plain, SEEN_TARGET, "us"))
    print(summary("  the plain numpy mask (the reference)", plain, plain, None, "us"))
    print(summary("  analyze with nothing seen", unseen, plain, None, "us"))


# ----------------------------------------------------------------- Pai Gow Poker's house way


def plain_settings_values(cards: Sequence[Any]) -> list[tuple[int, int]]:
    """The reference's least work: each of the 21 settings' high and low values, uncached."""
    from paigow_desktop.games.paigow_poker.hands import Wheel, _five_value, two_value

    plain = _five_value.__wrapped__  # the evaluator without the memo
    values = []
    for i, j in itertools.combinations(range(7), 2):
        high = [c for k, c in enumerate(cards) if k not in (i, j)]
        others = [c for c in high if not c.joker]
        suited = len({c.suit for c in others}) == 1
        value = plain(tuple(sorted(c.rank for c in others)), suited, Wheel.SECOND_HIGHEST)
        values.append((value, two_value((cards[i], cards[j]))))
    return values


_OLD_HOUSE_WAY = """
import random, statistics, sys, time
sys.path.insert(0, {old!r})
from paigow_desktop.games.paigow_poker import DECK, set_hand
rng = random.Random(2026)
hands = [rng.sample(DECK, 7) for _ in range({count})]
for hand in hands:
    set_hand(hand)
start = time.perf_counter()
for hand in hands:
    set_hand(hand)
print((time.perf_counter() - start) / len(hands))
"""


def bench_house_way(runs: int, old: Path | None) -> None:
    from paigow_desktop.games.paigow_poker import DECK, set_hand

    count = 3000
    rng = random.Random(2026)
    hands = [rng.sample(DECK, 7) for _ in range(count)]
    for hand in hands:
        set_hand(hand)
    ours, plain, before = [], [], []
    for _ in range(runs):  # by turns
        ours.append(per_call(lambda i: set_hand(hands[i]), count))
        plain.append(per_call(lambda i: plain_settings_values(hands[i]), count))
        if old is not None:
            code = _OLD_HOUSE_WAY.format(old=str(old), count=count)
            done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
            before.append(float(done.stdout.split()[-1]))
    print(f"Pai Gow Poker's house way, one hand in process, mean of {count:,}, {runs} runs by turns")
    print(summary("  against the 21 settings valued plainly", ours, plain, 1.0, "us"))
    print(summary("  the 21 settings valued plainly (reference)", plain, plain, None, "us"))
    if before:
        print(summary("  against the old house way", ours, before, HOUSE_WAY_OLD_TARGET, "us"))
        print(summary("  the old house way", before, before, None, "us"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--old", type=Path, help="a checkout of the code before, for the old house way")
    parser.add_argument("--only", choices=("batch", "seen", "house-way"))
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, {load()}")
    if args.only in (None, "batch"):
        bench_batch(args.runs, args.deals)
    if args.only in (None, "seen"):
        bench_seen(args.runs)
    if args.only in (None, "house-way"):
        bench_house_way(args.runs, args.old)
    print(load())


if __name__ == "__main__":
    main()
