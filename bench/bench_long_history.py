"""Start-up with a long history: Pai Gow Tiles' first paint with a data folder of N rounds
against the same with an empty history.

Run by hand: ``python bench/bench_long_history.py [--rounds 100000] [--runs 5]``.

The history is made once (a few hundred rounds played by ``--demo``, then their rounds, ledger
entries and trainer answers copied under new round numbers until there are N; every copy adds
up as the original did), then each start is timed by turns: the first start after the copying,
which judges the whole file (integrity, values edited by hand, the history adding up), and the
starts after a clean quit, which find the file as the program left it and skip that.  Printed:
wall clock and CPU time (user + system) of each, min and median, and the ratio of the sealed
start to the start with an empty history (the aim: a long history costs the start nothing).
Not a test.
"""

from __future__ import annotations

import argparse
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["PYTHONPATH"] = str(ROOT)
ENV.setdefault("QT_QPA_PLATFORM", "offscreen")
SEAL = "paigow.sqlite3-checked"


def app(*args: str) -> tuple[float, float]:
    """``paigow-desktop ARGS`` run to its end: (wall, CPU) seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    command = [sys.executable, "-m", "paigow_desktop", *args]
    quiet = subprocess.DEVNULL
    subprocess.run(command, check=True, env=ENV, cwd=ROOT, stdout=quiet, stderr=quiet)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def start(folder: Path, shot: Path) -> tuple[float, float]:
    """One start of Pai Gow Tiles to its first paint: (wall, CPU) seconds."""
    return app("--game", "paigow", "--screenshot", str(shot), "--data-dir", str(folder))


def make_history(folder: Path, rounds: int) -> int:
    """A history of at least ``rounds`` rounds in ``folder``; how many it holds."""
    played = str(min(rounds, 200))
    app("--game", "paigow", "--demo", "--rounds", played, "--speed", "0", "--data-dir", str(folder))
    conn = sqlite3.connect(folder / "paigow.sqlite3", isolation_level=None)
    try:
        conn.execute("PRAGMA synchronous = OFF")
        columns = {
            table: [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
            for table in ("rounds", "ledger", "trainer_answers")
        }
        count = conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        while count < rounds:
            offset = conn.execute("SELECT MAX(id) FROM rounds").fetchone()[0]
            conn.execute("BEGIN")
            names = ", ".join(columns["rounds"])
            shifted = names.replace("id,", f"id + {offset},", 1)
            conn.execute(f"INSERT INTO rounds ({names}) SELECT {shifted} FROM rounds")
            names = ", ".join(c for c in columns["ledger"] if c != "id")
            shifted = names.replace("round_id", f"round_id + {offset}", 1)
            conn.execute(
                f"INSERT INTO ledger ({names}) SELECT {shifted} FROM ledger WHERE round_id IS NOT NULL"
            )
            names = ", ".join(c for c in columns["trainer_answers"] if c != "id")
            conn.execute(f"INSERT INTO trainer_answers ({names}) SELECT {names} FROM trainer_answers")
            conn.execute("COMMIT")
            count = conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    return int(count)


def line(label: str, values: list[float], reference: list[float] | None = None) -> str:
    text = f"  {label:<44}min {min(values) * 1000:8.1f} ms  median {statistics.median(values) * 1000:8.1f} ms"
    if reference:
        text += f"   {statistics.median(values) / statistics.median(reference):5.2f}x the empty history"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-history-") as scratch:
        root = Path(scratch)
        empty, long = root / "empty", root / "long"
        held = make_history(long, args.rounds)
        size = (long / "paigow.sqlite3").stat().st_size / 2**20
        print(f"python {sys.version.split()[0]}, a history of {held:,} rounds ({size:.0f} MiB)")
        start(empty, root / "shot.png")  # bytecode written, the empty folder made: untimed
        first = start(long, root / "shot.png")  # copied behind the program's back: judged whole
        assert (long / SEAL).exists()
        walls: dict[str, list[float]] = {"empty": [], "long": []}
        cpus: dict[str, list[float]] = {"empty": [], "long": []}
        for _ in range(args.runs):  # by turns
            for name, folder in (("empty", empty), ("long", long)):
                wall, cpu = start(folder, root / "shot.png")
                walls[name].append(wall)
                cpus[name].append(cpu)
        print("first paint of Pai Gow Tiles, by turns")
        print(
            f"  {'the long history, checked whole (once)':<44}"
            f"wall {first[0] * 1000:8.1f} ms  CPU {first[1] * 1000:8.1f} ms"
        )
        print(line("an empty history, wall clock", walls["empty"]))
        print(line("an empty history, CPU time", cpus["empty"]))
        print(line("the long history as left, wall clock", walls["long"], walls["empty"]))
        print(line("the long history as left, CPU time", cpus["long"], cpus["empty"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
