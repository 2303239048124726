"""The kill test: the app is killed (SIGKILL) again and again at every step of its work, on one
data folder, and after each kill the ledger must still add up, no round may be open, and no round
may have been paid twice.

The kills are placed by the app's own steps, not by time: ``tests/kill_points.py`` plays the demo
in children that kill themselves just before their K-th SQL statement, for K = 1, 2, 3, ... in
turn, so the kills walk through creating the database, opening it, refunding a round a kill left
open, taking a bet, recording the trainer's answer and settling, and mean the same on a fast or a
busy machine.  After each kill ``paigow-desktop stats --json`` (run in this process) opens the
folder as the app does, which refunds a round the kill left open, and reports the bankroll and the
ledger's sum; then the SQLite file is read directly (read-only) to check the ledger row by row.
"""

from __future__ import annotations

import io
import json
import os
import select
import sqlite3
import subprocess
import sys
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest

from paigow_desktop.cli import main
from paigow_desktop.storage import DATABASE_NAME, Settings

#: Kills in all: K goes over the statements of one run (start-up and two rounds) and round again,
#: the first time on a fresh folder, then on the folder the kills left behind.  About a tenth of
#: a second each on an idle machine.
KILLS = 105
SEED = 20240607
STAKE = Settings().starting_bankroll_cents
KILL_POINTS = Path(__file__).with_name("kill_points.py")

# Forking once Qt's modules are loaded (before any Qt object exists) is sound on Linux; it is
# what makes a kill cost a tenth of a second instead of a whole start of Python and Qt.
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork and SIGKILL, on Linux")


def open_round_in(database: Path) -> bool:
    """Whether the killed app left a round open: read-only, so nothing is changed before stats."""
    if not database.exists():
        return False
    try:
        conn = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, timeout=0.2)
        try:
            return bool(conn.execute("SELECT COUNT(*) FROM rounds WHERE state = 'open'").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:  # not created yet, or killed while creating it
        return False


class KillPoints:
    """The helper process: ``run(k, seed)`` plays a demo killed before its k-th statement
    (k = 0: not killed) and returns what it said."""

    def __init__(self, directory: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(KILL_POINTS), str(directory)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "OPENBLAS_NUM_THREADS": "1"},
        )

    def run(self, kill_at: int, seed: int) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{kill_at} {seed}\n")
        self.process.stdin.flush()
        # A child that hangs (a demo that never ends) fails the test instead of stalling it.
        ready, _, _ = select.select([self.process.stdout], [], [], 120)
        assert ready, f"no answer from the demo killed at statement {kill_at}"
        answer = self.process.stdout.readline().strip()
        assert answer.startswith(("killed", "finished")), answer
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


def stats(directory: Path) -> dict[str, Any]:
    """``paigow-desktop stats --json`` in this process (the kills are the children's)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        status = main(["stats", "--data-dir", str(directory), "--json"], stdout=out)
    assert status == 0, err.getvalue()
    report: dict[str, Any] = json.loads(out.getvalue())
    return report


def check_ledger(database: Path, report: dict[str, Any]) -> None:
    """The ledger row by row, read-only: one credit per round, one bet per finished round."""
    if not database.exists():  # killed before its first write: stats creates nothing
        assert report["rounds"] == report["refunded"] == 0 and report["bankroll_cents"] == STAKE
        return
    conn = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
    try:
        q = conn.execute
        twice = q(
            "SELECT round_id, COUNT(*) FROM ledger WHERE kind = 'settlement' "
            "GROUP BY round_id HAVING COUNT(*) > 1"
        ).fetchall()
        assert twice == [], f"rounds settled more than once: {twice}"
        credits = q(
            "SELECT round_id FROM ledger WHERE kind IN ('settlement', 'bank') "
            "GROUP BY round_id HAVING COUNT(*) > 1"
        ).fetchall()
        assert credits == []
        states = dict(q("SELECT state, COUNT(*) FROM rounds GROUP BY state").fetchall())
        assert states.get("open", 0) == 0
        bets = q("SELECT COUNT(*) FROM ledger WHERE kind = 'bet'").fetchone()[0]
        finished = q(
            "SELECT COUNT(*) FROM rounds WHERE state IN ('settled', 'refunded') AND bet_cents > 0"
        ).fetchone()[0]
        assert bets == finished == states.get("settled", 0) + states.get("refunded", 0)
        assert (states.get("settled", 0), states.get("refunded", 0)) == (report["rounds"], report["refunded"])
        # Every settled round has its credit; a refund gives back exactly the bet.
        unpaid = q(
            "SELECT r.id FROM rounds r WHERE r.state <> 'open' AND NOT EXISTS "
            "(SELECT 1 FROM ledger l WHERE l.round_id = r.id AND l.kind IN ('settlement', 'bank'))"
        ).fetchall()
        assert unpaid == []
        wrong_refunds = q(
            "SELECT r.id FROM rounds r JOIN ledger l ON l.round_id = r.id AND l.kind = 'settlement' "
            "WHERE r.state = 'refunded' AND l.cents <> r.bet_cents"
        ).fetchall()
        assert wrong_refunds == []
        # The bankroll is the stake plus what the settled rounds won or lost: refunds net to zero.
        net = q("SELECT COALESCE(SUM(net_cents), 0) FROM rounds WHERE state = 'settled'").fetchone()[0]
        total = q("SELECT COALESCE(SUM(cents), 0) FROM ledger").fetchone()[0]
        assert total == STAKE + net == report["bankroll_cents"]
    finally:
        conn.close()


def test_killing_the_app_never_loses_or_doubles_money(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    database = directory / DATABASE_NAME
    killer = KillPoints(directory)
    try:
        # How many statements one run makes on a folder that exists: learnt on a scratch folder.
        scratch = KillPoints(tmp_path / "scratch")
        try:
            scratch.run(0, 1)
            _, statements, _ = scratch.run(0, 2).split()
        finally:
            scratch.close()
        per_run = int(statements)
        kills = mid_round = refunds_seen = 0
        killed_before: set[str] = set()
        previous = {"rounds": 0, "refunded": 0}
        seed = SEED
        runs = 0
        while kills < KILLS:  # a run that makes fewer statements than K ends on its own: not a kill
            assert runs < 2 * KILLS, "the runs end before their kill points"
            # The kill points spread over the whole run, however many statements it makes (taken
            # one after another, they stopped short of the settlement once a run made more than
            # KILLS statements).
            kill_at = 1 + (runs * per_run // KILLS) % per_run
            runs += 1
            seed += 1
            answer = killer.run(kill_at, seed)
            if answer.startswith("killed"):
                kills += 1
                killed_before.add(answer.split()[2])  # the statement's first word
                mid_round += open_round_in(database)
            report = stats(directory)
            where = f"after the kill before statement {kill_at} ({answer})"
            assert report["data_dir"] == str(directory)
            assert report["bankroll_cents"] == report["ledger_sum_cents"], where
            assert report["open_rounds"] == 0, where
            assert report["wins"] + report["pushes"] + report["losses"] == report["rounds"], where
            # Nothing is ever lost: rounds and refunds only grow.
            assert report["rounds"] >= previous["rounds"], where
            assert report["refunded"] >= previous["refunded"], where
            refunds_seen += report["refunded"] > previous["refunded"]
            previous = report
            check_ledger(database, report)

        # The kills really landed everywhere: before each kind of statement, many inside a round
        # (its bet taken, not yet settled: refunded at the next start), and rounds still settled.
        assert {"BEGIN", "COMMIT", "INSERT", "UPDATE", "SELECT"} <= killed_before, killed_before
        assert mid_round >= 3 and refunds_seen >= 3 and previous["refunded"] > 0
        assert previous["rounds"] >= 3, "no kill came after a settlement"

        # After all that, the folder still works: a whole demo runs and settles on top of it.
        assert killer.run(0, 5).startswith("finished")
    finally:
        killer.close()
    final = stats(directory)
    assert final["rounds"] == previous["rounds"] + 2
    assert final["refunded"] == previous["refunded"]
    check_ledger(database, final)
    print(
        f"{kills} kills: {final['rounds']} rounds settled, {final['refunded']} refunded, "
        f"{mid_round} kills inside a round"
    )
