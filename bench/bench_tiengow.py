"""Tien Gow computer players: seconds per move of the default player, and its strength against
rule players over duplicate deals.

Run by hand:

    python bench/bench_tiengow.py speed [HANDS]          # median seconds per move (target <= 0.5 s)
    python bench/bench_tiengow.py strength [HANDS]       # simulate --duplicate, default vs three rule

``strength`` runs ``paigow-desktop tiengow simulate --duplicate --hands N --players
default,rule,rule,rule --json`` as a whole process (both cores) and prints its JSON with the wall time.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time


def speed(hands: int) -> None:
    from paigow_desktop.games.tiengow.match import play_hand
    from paigow_desktop.games.tiengow.rules import Rules

    for seat in range(4):  # the default player sits in each seat in turn
        names = ["rule"] * 4
        names[seat] = "default"
        times: list[float] = []
        for seed in range(1, hands + 1):
            clock: list[list[float]] = [[] for _ in range(4)]
            play_hand(seed, names, Rules(), clock=clock)
            times += clock[seat]
        times.sort()
        median, mean = statistics.median(times), statistics.mean(times)
        p90 = times[int(0.9 * (len(times) - 1))]
        print(
            f"default in seat {seat}: {len(times)} moves over {hands} hands; median {median:.3f} s,"
            f" mean {mean:.3f} s, 90th percentile {p90:.3f} s, slowest {times[-1]:.3f} s"
        )


def strength(hands: int) -> None:
    command = [
        sys.executable, "-m", "paigow_desktop", "tiengow", "simulate", "--duplicate", "--hands", str(hands),
        "--players", "default,rule,rule,rule", "--json",
    ]  # fmt: skip
    start = time.perf_counter()
    done = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True)
    result = json.loads(done.stdout)
    print(" ".join(command[1:]))
    print(json.dumps(result))
    lo, hi = result["interval95"][0]
    print(
        f"default: {result['points_per_hand'][0]:+.3f} points per hand, 95% CI [{lo:+.3f}, {hi:+.3f}],"
        f" {result['seconds_per_move'][0]:.3f} s per move; {time.perf_counter() - start:.0f} s wall"
    )


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "speed"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else (20 if what == "speed" else 2000)
    {"speed": speed, "strength": strength}[what](count)
