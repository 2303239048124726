"""Tien Gow's table over many hands: does its memory stay flat?

Run by hand (nice it: the machine is shared):

    QT_QPA_PLATFORM=offscreen python bench/bench_tiengow_memory.py [HANDS] [--top N] [--level L]

The table window plays HANDS hands (default 1,000) at the instant speed with rule players
(``--level``: the computer players' level, e.g. ``sampling``, the table's default), your
seat played through the controller as the buttons play it (pick, Play or Discard), the ledger in
a fresh data folder.  Every 100 hands it prints the Python heap (tracemalloc) and the process's
resident memory; at the end the growth per hand after the first 100 (the warm-up: caches fill)
and, with ``--top``, the N places whose allocations grew the most.
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("hands", nargs="?", type=int, default=1000)
    parser.add_argument("--top", type=int, default=0)
    parser.add_argument("--level", default="rule")
    args = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEventLoop
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.games.tiengow.players import rule_move
    from paigow_desktop.storage import open_app_data
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.games.tiengow.controller import Stage
    from paigow_desktop.ui.games.tiengow.window import TienGowWindow
    from paigow_desktop.ui.timings import Speed

    app = QApplication.instance() or QApplication([])
    folder = tempfile.TemporaryDirectory()
    data = open_app_data(Path(folder.name))
    window = build_table(AppOptions(seed=1, speed=Speed.INSTANT, size=(1280, 800)), data, "tiengow")
    assert isinstance(window, TienGowWindow)
    window.set_trainer(False)  # the verdicts are benched apart (bench_tiengow_verdicts.py)
    window.show()
    c = window.controller
    c.level = args.level
    tracemalloc.start(8 if args.top else 1)  # deep tracebacks only when asked: they slow it down
    began = time.process_time()
    marks: list[tuple[int, int, int]] = []
    base = None
    for number in range(1, args.hands + 1):
        if not c.new_hand():
            data.store.reset_bankroll(100_000)  # a long run may lose the stake
            assert c.new_hand()
        while c.stage is not Stage.OVER:
            # Waits for the computer players' answers without spinning.
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
            if c.stage is Stage.YOUR_TURN:
                move = rule_move(c.view().situation())
                window.scene.select(move.tiles)
                assert c.play() if move.face_up else c.discard()
        QCoreApplication.processEvents()
        if number == 100 and args.top:  # (a snapshot kept is some 300 KB of the heap itself)
            base = tracemalloc.take_snapshot()
        if number % 100 == 0:
            heap = tracemalloc.get_traced_memory()[0]
            marks.append((number, heap, rss_kb()))
            print(
                f"hand {number:5d}: Python heap {heap / 1024:9.1f} KB, resident {marks[-1][2]:8d} KB, "
                f"CPU {time.process_time() - began:7.0f} s",
                flush=True,
            )
    if len(marks) >= 2:
        (n0, h0, r0), (n1, h1, r1) = marks[0], marks[-1]
        print(
            f"growth after hand {n0}: Python heap {(h1 - h0) / (n1 - n0) / 1024:.2f} KB a hand, "
            f"resident {(r1 - r0) / (n1 - n0):.2f} KB a hand over {n1 - n0} hands"
        )
    if args.top and base is not None:
        for stat in tracemalloc.take_snapshot().compare_to(base, "traceback")[: args.top]:
            print(stat)
            for line in stat.traceback.format()[-6:]:
                print("   ", line)
    window.close()
    data.close()
    del app


if __name__ == "__main__":
    main()
