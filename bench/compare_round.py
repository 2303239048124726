"""The painted round of another revision against this checkout's, by turns (run by hand).

    python bench/compare_round.py REV [PAIRS]

One run of ``bench_table.py --round`` swings by a millisecond or more with the machine, more
than most changes to the round are worth.  This plays the painted round in a fresh process for
REV (checked out in a temporary git worktree) and for this checkout, one after the other,
PAIRS times (6 unless told), each with this checkout's bench so that both are timed alike, and
prints the medians side by side, with the bare PySide6 round each process measured too.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
FIGURES = ("round", "frame", "deal", "confirm", "bare", "round / bare")


def one(root: str) -> None:
    """In a fresh process: the painted round of the package at ``root``, as JSON."""
    sys.path.insert(0, root)
    sys.path.insert(0, str(HERE))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    keep = QApplication([sys.argv[0]])
    import paigow_desktop

    package = Path(paigow_desktop.__file__).resolve()
    assert package.is_relative_to(Path(root).resolve()), f"{package} is not the package at {root}"
    from bare_round import bare_round_seconds
    from bench_table import whole_round_painted

    seconds, _statements, parts = whole_round_painted(rounds=120)
    bare = bare_round_seconds(100)
    figures = (seconds, parts["the frame"], parts["deal"], parts["confirm and settle"], bare)
    print(json.dumps([value * 1000 for value in figures] + [seconds / bare]))
    del keep


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--one":
        one(sys.argv[2])
        return
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    revision, pairs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 6
    with tempfile.TemporaryDirectory() as scratch:
        other = str(Path(scratch) / "other")
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", other, revision], check=True)
        try:
            runs: dict[str, list[list[float]]] = {revision: [], "this checkout": []}
            for _ in range(pairs):
                for name, root in ((revision, other), ("this checkout", str(ROOT))):
                    env = {**os.environ, "PYTHONPATH": root, "QT_QPA_PLATFORM": "offscreen"}
                    out = subprocess.run(
                        [sys.executable, __file__, "--one", root],
                        check=True,
                        capture_output=True,
                        text=True,
                        env=env,
                    )
                    runs[name].append(json.loads(out.stdout.splitlines()[-1]))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", other], check=True)
    print(f"medians of {pairs} runs each, by turns ({', '.join(FIGURES[:-1])} in ms)")
    print(f"{'':<16}" + "".join(f"{figure:>14}" for figure in FIGURES))
    for name, rows in runs.items():
        medians = [statistics.median(column) for column in zip(*rows, strict=True)]
        print(f"{name[:16]:<16}" + "".join(f"{value:14.2f}" for value in medians))


if __name__ == "__main__":
    main()
