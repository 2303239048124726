"""Pai Gow Poker at the table: how long after Confirm the trainer's verdict on your setting
arrives (the exact analysis runs off the GUI thread; the first hand also reads the dealer table).

Run by hand: ``python bench/bench_poker_table.py [HANDS]``; offscreen, prints the figures.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.timings import Speed

TARGET = 0.5  # seconds from Confirm to the verdict, after the first hand


def verdict_seconds(window: PokerWindow) -> float:
    """Deal, set by the house way, confirm, and wait (handling events) for the verdict."""
    window.controller.new_hand()
    window.house_way()
    arrived: list[float] = []
    advisor = window.advice.advisor
    advisor.verdict_ready.connect(lambda _verdict: arrived.append(time.perf_counter()))
    start = time.perf_counter()
    window.confirm()
    while not arrived:
        QCoreApplication.processEvents()
        time.sleep(0.001)
    advisor.verdict_ready.disconnect()
    return arrived[0] - start


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    app = QApplication.instance() or QApplication([])
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), None, "paigow_poker")
    assert isinstance(window, PokerWindow)
    window.show()
    first = verdict_seconds(window)
    rest = [verdict_seconds(window) for _ in range(hands)]
    median = statistics.median(rest)
    print(f"{'first verdict (reads the dealer table once)':<50}{first:8.2f} s")
    verdict = "ok" if median <= TARGET else "SLOW"
    label = f"verdict after Confirm (median of {hands})"
    print(f"{label:<50}{median:8.2f} s   target <= {TARGET} s   {verdict}")
    print(f"{'  slowest':<50}{max(rest):8.2f} s")
    window.close()
    del app


if __name__ == "__main__":
    main()
