"""What a painted round at speed 0 would cost without whole parts of the table (run by hand).

    python bench/round_without.py [PAIRS]

``bench_table.py --round`` times the round as the player has it.  This asks how far taking
things away would go: for each part below, and for all of them at once, blocks of rounds are
played in one window with the part taken away and kept by turns (PAIRS pairs, 40 unless told;
the order swaps every pair, so that the machine's swings fall on both sides alike), and the
median of the paired differences is printed.  The parts are taken away from the outside, as a
player could (a panel closed) or as Qt allows (a widget that does not paint): nothing in the
package is patched.

- the side panel: its dock closed (the table gets its room);
- the trainer's verdict: judged, said and recorded for the drills at every Confirm;
- the result banner: laid out every round but not painted (fully transparent);
- the status line: not painted;
- painting the table: its view paints nothing (every item is still moved and measured).

With all of them gone, what is left is the deal, the house way, the settlement and the ledger,
the felt's items moved (and the window's frame): the cost of the table's logic in Python.
"""

from __future__ import annotations

import os
import statistics
import sys
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET = 0.005  #: issue 13's figure for the painted round
PHASES = ("deal", "house way and confirm", "the frame", "round")


def parts(window: Any) -> dict[str, Callable[[bool], None]]:
    """Each part's switch: ``switch(True)`` takes the part away, ``switch(False)`` puts it back."""
    controller, dock = window.controller, window.trainer_dock
    judged = [True]

    def panel(away: bool) -> None:
        window.panel_dock.setVisible(not away)

    def verdict(away: bool) -> None:
        if away and judged[0]:
            controller.setting_judged.disconnect(dock._judged)
        elif not away and not judged[0]:
            controller.setting_judged.connect(dock._judged)
        judged[0] = not away

    def banner(away: bool) -> None:
        window.scene.showdown.setOpacity(0.0 if away else 1.0)

    def status(away: bool) -> None:
        window.statusBar().setUpdatesEnabled(not away)

    def painting(away: bool) -> None:
        window.view.viewport().setUpdatesEnabled(not away)

    return {
        "the side panel": panel,
        "the trainer's verdict": verdict,
        "the result banner's paint": banner,
        "the status line's paint": status,
        "painting the table": painting,
    }


def main() -> None:
    from bench_table import painted_round, run_until_idle
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.timings import Speed

    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    app = QApplication([sys.argv[0]])
    window = build_table(AppOptions(seed=99, speed=Speed.INSTANT, size=(1280, 800)))
    window.show()
    controller = window.controller
    switches = parts(window)

    def all_parts(away: bool) -> None:
        for switch in switches.values():
            switch(away)

    def rounds(count: int) -> dict[str, float]:
        """Median times of ``count`` painted rounds, by phase (as ``bench_table.py --round``)."""
        times: dict[str, list[float]] = {phase: [] for phase in PHASES}
        for _ in range(count):
            run_until_idle(app)
            deal, house_way, confirm, frame = painted_round(app, controller)
            round_ = deal + house_way + confirm + frame
            for phase, seconds in zip(PHASES, (deal, house_way + confirm, frame, round_), strict=True):
                times[phase].append(seconds)
        return {phase: statistics.median(values) for phase, values in times.items()}

    def paired(switch: Callable[[bool], None]) -> tuple[dict[str, float], dict[str, float]]:
        """(the medians with the part kept, the medians of the paired differences away - kept)."""
        kept: dict[str, list[float]] = {phase: [] for phase in PHASES}
        change: dict[str, list[float]] = {phase: [] for phase in PHASES}
        for pair in range(pairs):
            got = {}
            for away in (False, True) if pair % 2 else (True, False):
                switch(away)
                rounds(1)  # the first round after a switch lays out and fills caches: not timed
                got[away] = rounds(4)
            for phase in PHASES:
                kept[phase].append(got[False][phase])
                change[phase].append(got[True][phase] - got[False][phase])
        switch(False)
        return (
            {phase: statistics.median(values) for phase, values in kept.items()},
            {phase: statistics.median(values) for phase, values in change.items()},
        )

    rounds(10)  # the first rounds fill the picture caches
    print(f"{pairs} pairs of blocks of 4 rounds each, 1280x800, speed 0 (milliseconds)")
    print(f"{'taken away':<30}" + "".join(f"{phase:>24}" for phase in PHASES))
    for name, switch in switches.items():
        _, change = paired(switch)
        print(f"{name:<30}" + "".join(f"{change[phase] * 1000:+24.2f}" for phase in PHASES))
    kept, change = paired(all_parts)
    print(f"{'all of them at once':<30}" + "".join(f"{change[phase] * 1000:+24.2f}" for phase in PHASES))
    print(f"{'the round as it is':<30}" + "".join(f"{kept[phase] * 1000:24.2f}" for phase in PHASES))
    left = {phase: kept[phase] + change[phase] for phase in PHASES}
    print(f"{'the round without them':<30}" + "".join(f"{left[phase] * 1000:24.2f}" for phase in PHASES))
    verdict = "within" if left["round"] <= TARGET else "over"
    print(f"without all of them the round is {verdict} issue 13's {TARGET * 1000:g} ms")
    window.close()


if __name__ == "__main__":
    main()
