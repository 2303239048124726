"""Tien Gow computer players: seconds per move of a level, and its strength over duplicate deals.

Run by hand (with ``nice -n 19`` on a shared machine):

    python bench/bench_tiengow.py speed [HANDS] [LEVEL]  # seconds per move (target <= 0.5 s), default
    python bench/bench_tiengow.py strength [HANDS]       # simulate --duplicate, default vs three rule
    python bench/bench_tiengow.py expert [HANDS] [SEED]  # simulate --duplicate, expert vs three default

``strength`` and ``expert`` run ``paigow-desktop tiengow simulate --duplicate --hands N --players
... --json`` as a whole process (both cores) and print its JSON with the wall time.  ``speed`` times
each move of LEVEL in-process, both on the wall clock and in processor time (which other work on
the machine does not inflate).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time


def speed(hands: int, level: str = "default") -> None:
    from paigow_desktop.games.tiengow.match import play_hand
    from paigow_desktop.games.tiengow.rules import Rules

    for seat in range(4):  # the player sits in each seat in turn, the others at its own level
        names = ["default" if level == "expert" else "rule"] * 4
        names[seat] = level
        times: list[float] = []
        cpu_start = time.process_time()
        others = 0.0
        for seed in range(1, hands + 1):
            clock: list[list[float]] = [[] for _ in range(4)]
            play_hand(seed, names, Rules(), clock=clock)
            times += clock[seat]
            others += sum(sum(clock[s]) for s in range(4) if s != seat)
        cpu = time.process_time() - cpu_start
        times.sort()
        median, mean = statistics.median(times), statistics.mean(times)
        p90 = times[int(0.9 * (len(times) - 1))]
        # Processor time of the whole run, less the others' share by their wall-clock weight.
        share = sum(times) / (sum(times) + others) if others else 1.0
        print(
            f"{level} in seat {seat}: {len(times)} moves over {hands} hands; median {median:.3f} s,"
            f" mean {mean:.3f} s, 90th percentile {p90:.3f} s, slowest {times[-1]:.3f} s;"
            f" about {cpu * share / len(times):.3f} s of processor time a move"
        )


def strength(hands: int, players: str = "default,rule,rule,rule", seed: int = 1) -> None:
    command = [
        sys.executable, "-m", "paigow_desktop", "tiengow", "simulate", "--duplicate", "--hands", str(hands),
        "--players", players, "--seed", str(seed), "--json",
    ]  # fmt: skip
    start = time.perf_counter()
    done = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True)
    result = json.loads(done.stdout)
    print(" ".join(command[1:]))
    print(json.dumps(result))
    lo, hi = result["interval95"][0]
    print(
        f"{players.split(',')[0]}: {result['points_per_hand'][0]:+.3f} points per hand,"
        f" 95% CI [{lo:+.3f}, {hi:+.3f}],"
        f" {result['seconds_per_move'][0]:.3f} s per move; {time.perf_counter() - start:.0f} s wall"
    )


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "speed"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else {"speed": 20, "expert": 800}.get(what, 2000)
    if what == "speed":
        speed(count, sys.argv[3] if len(sys.argv) > 3 else "default")
    elif what == "expert":
        strength(count, "expert,default,default,default", int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    else:
        strength(count)
