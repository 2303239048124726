"""Where a painted round at speed 0 spends its time: each step of the table's animator by kind,
and each kind of item's paint in the round's frame (run by hand, prints the figures).

    python bench/bench_round_parts.py [ROUNDS]

The painted round as a whole is ``bench/bench_table.py --round``; this splits it for whoever
makes it cheaper.  Its timers add a little to every step and paint, so its parts add up to a
little more than the round; compare parts with parts.  For one change, an A/B in one process
(blocks of rounds with the change on and off by turns) sees differences that the machine's
swings from one run to the next hide.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def step_name(step: Callable[..., Any]) -> str:
    """A step's kind: the function that builds it (``_results_step.<locals>.build`` names the
    results), looking through the scene's wrapper that says a step's words first."""
    name = getattr(step, "__qualname__", type(step).__name__)
    for cell in getattr(step, "__closure__", None) or ():
        inner = cell.cell_contents
        if name.endswith("_step.<locals>.step") and callable(inner) and hasattr(inner, "__qualname__"):
            return f"{inner.__qualname__} (with its words)"
    return name


def main() -> None:
    from bench_table import painted_round, run_until_idle
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.animator import Animator
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.table import hand_area, items, pieces, showdown
    from paigow_desktop.ui.timings import Speed

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    app = QApplication([sys.argv[0]])
    seconds: defaultdict[str, float] = defaultdict(float)
    calls: Counter[str] = Counter()

    def timed(label: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                seconds[label] += time.perf_counter() - start
                calls[label] += 1

        return run

    # Steps, through the animator's public add(): each is timed under its kind.
    add = Animator.add

    def timed_add(self: Animator, *steps: Callable[[bool], Any]) -> None:
        add(self, *(timed("step " + step_name(step), step) for step in steps))

    Animator.add = timed_add  # type: ignore[method-assign]
    for kind in (items.TileItem, items.Plate, pieces.ChipStack, hand_area.HandArea, showdown.ShowdownBanner):
        kind.paint = timed(f"paint {kind.__name__}", kind.paint)  # type: ignore[method-assign]

    window = build_table(AppOptions(seed=99, speed=Speed.INSTANT, size=(1280, 800)))
    window.show()
    controller = window.controller
    totals: list[float] = []
    for n in range(rounds + 5):
        if n == 5:  # the first rounds fill the picture caches
            seconds.clear()
            calls.clear()
        run_until_idle(app)
        spans = painted_round(app, controller)  # as bench_table.py times it
        if n >= 5:
            totals.append(sum(spans))
    window.close()
    print(f"a painted round at speed 0, median of {rounds}: {statistics.median(totals) * 1000:.2f} ms")
    print(f"{'part (mean a round)':<72}{'ms':>7}{'calls':>8}")
    for label in sorted(seconds, key=lambda key: -seconds[key]):
        share = seconds[label] / rounds * 1000
        print(f"  {label:<70}{share:7.3f}{calls[label] / rounds:8.1f}")
    del app


if __name__ == "__main__":
    main()
