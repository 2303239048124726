"""Simulator speed: ``paigow-desktop simulate --rounds 100000 --players 4 --bank rotate`` as a whole
process, against the 60 s target; then 100,000 rounds of a lone house-way player against the exact
house edge.

Run by hand (``python bench/bench_simulate.py``); prints the figures.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from fractions import Fraction
from typing import Any

ROUNDS = 100_000
TARGET_SECONDS = 60.0


def run(*argv: str) -> tuple[float, dict[str, Any]]:
    """(wall-clock seconds, the JSON it printed) of one whole ``simulate`` process."""
    command = [sys.executable, "-m", "paigow_desktop", "simulate", *argv, "--json"]
    start = time.perf_counter()
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return time.perf_counter() - start, json.loads(done.stdout)


def main() -> None:
    from paigow_desktop.games.paigow.strategy import house_edge

    seconds, result = run("--rounds", str(ROUNDS), "--players", "4", "--bank", "rotate")
    verdict = "ok" if seconds <= TARGET_SECONDS else "SLOW"
    label = f"simulate --rounds {ROUNDS} --players 4 --bank rotate (whole process)"
    print(f"{label:<70}{seconds:8.2f} s   target <= {TARGET_SECONDS:g} s   {verdict}")
    print(f"    {ROUNDS / seconds:,.0f} rounds a second; conserved: {result['conserved']}")
    print(f"    net cents: {result['net_cents']}, commission {result['commission_cents']}")

    seconds, alone = run("--rounds", str(ROUNDS), "--players", "1", "--bank", "never")
    exact = house_edge(Fraction(1, 20)).house_way_player.edge
    loss, se = -float(alone["player_edge"]), float(alone["player_edge_se"])
    z = (loss - exact) / se
    verdict = "ok" if abs(z) < 3 else "OFF"
    print(
        f"{f'simulate --rounds {ROUNDS} --players 1 --bank never':<70}{seconds:8.2f} s\n"
        f"    the house-way player loses {loss:.3%} per unit bet (standard error {se:.3%}); "
        f"exact {exact:.3%}; {z:+.2f} standard errors   {verdict}"
    )


if __name__ == "__main__":
    main()
