"""Time from a moved card to the value shown at the Pai Gow Poker table (the live value of a setting).

Opens the table offscreen (its own temporary data folder), deals hands and moves cards as a player
would, and measures the seconds from the move to the value in the side panel: the first hand of the
session (the dealer table loads then), later hands (the analysis of the new cards), and moves within
a hand (the analysis already made).  ``--ez`` plays under EZ rules; ``--pause S`` leaves the
table open S seconds before the first deal (the tables load meanwhile, as while a player looks).

    QT_QPA_PLATFORM=offscreen python bench/bench_live_value.py [--hands N] [--ez] [--pause S]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from paigow_desktop.storage import open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.timings import Speed


def _wait_value(app: QApplication, window: PokerWindow, started: float, limit: float = 60.0) -> float:
    """Seconds from ``started`` until the panel shows a value (not the "working out" line)."""
    label = window.live.label
    while time.perf_counter() - started < limit:
        app.processEvents()
        if window.live.analysis is not None and "EV" in label.text():
            return time.perf_counter() - started
        time.sleep(0.001)
    raise TimeoutError("no value shown")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--ez", action="store_true")
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds the table stays open before the first deal"
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        data = open_app_data(Path(folder))
        window = build_table(AppOptions(seed=7, speed=Speed.INSTANT, size=(1280, 800)), data, "paigow_poker")
        assert isinstance(window, PokerWindow)
        window.show()
        c = window.controller
        if args.ez:
            c.set_rules(c.rules.with_values({"ez": True}))
        opened = time.perf_counter()
        while time.perf_counter() - opened < args.pause:  # a player looking at the table first
            app.processEvents()
            time.sleep(0.01)
        hands, moves = [], []
        for number in range(args.hands):
            window.new_hand()
            while c.stage is not Stage.SETTING:
                app.processEvents()
            cards = c.cards()
            started = time.perf_counter()
            c.scene.arrange(cards[-2:])  # the first move: two cards into the low hand
            hands.append(_wait_value(app, window, started))
            for low in (cards[:2], cards[1:3], cards[-3:-1]):
                started = time.perf_counter()
                c.scene.arrange(low)
                moves.append(_wait_value(app, window, started))
            c.set_house_way()
            c.confirm()
            print(f"hand {number + 1}: value {hands[-1]:.3f} s after the first move", flush=True)
        window.close()
        data.close()
    print(f"first hand of the session: {hands[0]:.3f} s")
    if len(hands) > 1:
        later = hands[1:]
        print(f"later hands: median {statistics.median(later):.3f} s, worst {max(later):.3f} s")
    print(f"moves within a hand ({len(moves)}): median {statistics.median(moves) * 1000:.1f} ms, "
          f"worst {max(moves) * 1000:.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
