"""Tien Gow's trainer verdicts over seeded self-play: how many flagged plays get a reason in
words (not the catch-all "worth so many points more"), how long a verdict takes and how small
its margin is.

Run by hand (nice it: the machine is shared):

    python bench/bench_tiengow_verdicts.py [FLAGGED] [--others rule|default] [--dump FILE]

Hands are dealt from seed 1 on; one seat (East, then South, … in turn by deal) is played by the
rule player and each of its plays is judged as the table judges yours (``judge_play``); the other
seats are played by rule players (``--others default``: the table's default player).  It stops
once FLAGGED plays (default 500) were flagged and prints: the reasons' counts, the share left to
the catch-all (the goal: at most 10%), the verdict's time in CPU seconds of the thread (the
figure to trust on a shared machine) and on the wall clock (median, 95th percentile, slowest,
and how many took more than a second of CPU), the share of flagged plays whose paired
difference has a standard error under 0.5 points and their median error, and how many verdicts
were solved exactly.  ``--dump`` writes the catch-all plays as JSON lines.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from paigow_desktop.games.tiengow.advice import ReasonCode, judge_play
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import make_player, rule_move
from paigow_desktop.games.tiengow.rules import Rules


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("flagged", nargs="?", type=int, default=500)
    parser.add_argument("--others", default="rule")
    parser.add_argument("--dump", type=Path)
    args = parser.parse_args()
    codes: Counter[ReasonCode] = Counter()
    times: list[float] = []
    cpu: list[float] = []
    flagged_se: list[float] = []
    wide: Counter[str] = Counter()  # why the sampling stopped short of the target, flagged plays
    exact = judged = 0
    dump = args.dump.open("w") if args.dump else None
    seed = 0
    start = time.perf_counter()
    while sum(codes.values()) < args.flagged:
        seed += 1
        dealt = deal(seed)
        hand = Hand(dealt.hands, dealt.dice_banker, 0, Rules())
        mine = seed % 4
        players = {s: make_player(args.others, f"bench:{seed}:{s}") for s in range(4) if s != mine}
        while hand.to_play is not None:
            seat = hand.to_play
            view = hand.view(seat)
            if seat == mine:
                move = rule_move(view.situation())
                began, began_cpu = time.perf_counter(), time.thread_time()
                verdict = judge_play(view, move, seed=seed)
                cpu.append(time.thread_time() - began_cpu)
                times.append(time.perf_counter() - began)
                judged += 1
                exact += verdict.exact
                if verdict.flagged and verdict.reason is not None:
                    codes[verdict.reason.code] += 1
                    flagged_se.append(verdict.error)
                    if verdict.error >= 0.5:
                        wide[verdict.stopped] += 1
                    if dump is not None and verdict.reason.code is ReasonCode.WORTH_MORE:
                        s = view.situation()
                        dump.write(
                            json.dumps(
                                {
                                    "seed": seed,
                                    "tiles": [str(t) for t in s.tiles],
                                    "leading": s.leading,
                                    "high": str(s.high) if s.high else None,
                                    "plays_in_trick": s.plays_in_trick,
                                    "columns": s.columns,
                                    "chosen": str(move),
                                    "best": str(verdict.best.move),
                                    "cost": round(verdict.cost, 2),
                                    "hand_sizes": view.hand_sizes,
                                }
                            )
                            + "\n"
                        )
            else:
                move = players[seat].choose(view)
            hand.apply(move)
    total = sum(codes.values())
    catch_all = codes[ReasonCode.WORTH_MORE]
    times.sort()
    cpu.sort()
    print(f"{seed} hands, {judged} plays judged, {total} flagged, {time.perf_counter() - start:.0f} s")
    for code, n in codes.most_common():
        print(f"  {code.value:18} {n:4d}  {100 * n / total:5.1f}%")
    print(f"catch-all: {catch_all}/{total} = {100 * catch_all / total:.1f}% (goal <= 10%)")
    for name, spent in (("CPU", cpu), ("wall", times)):
        print(
            f"verdict time ({name}): median {statistics.median(spent):.3f} s, 95th percentile "
            f"{spent[int(0.95 * (len(spent) - 1))]:.3f} s, slowest {spent[-1]:.3f} s, "
            f"over 1 s: {sum(t > 1 for t in spent)}/{len(spent)}"
        )
    under = sum(se < 0.5 for se in flagged_se)
    print(
        f"flagged plays' paired standard error: median {statistics.median(flagged_se):.2f} pts, "
        f"under 0.5 in {under}/{total} ({100 * under / total:.0f}%); exact verdicts {exact}/{judged}"
    )
    print(f"the others stopped on: {dict(wide)} (budget: the decisions spent; cpu: the safeguard)")


if __name__ == "__main__":
    main()
