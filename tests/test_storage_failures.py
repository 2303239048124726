"""A failed write never freezes the table: every storage call of a round is made to fail in turn
(a fault-injecting connection, on any machine), and a real full disk (a small tmpfs, where the test
can mount one).  After each: the player was told once, the table plays on (in memory), and the file
holds every round either open (refunded at the next start) or settled, never half of each.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from storage_faults import DISK_FULL, IO_ERROR, LOCKED, FailingConnection

from paigow_desktop.core.text import Text
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import DATABASE_NAME, AppData, Settings, Store, open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed

STAKE = Settings().starting_bankroll_cents
ERRORS = (IO_ERROR, DISK_FULL, LOCKED)


def open_table(qtbot: QtBot, directory: Path) -> tuple[PaiGowWindow, AppData]:
    data = open_app_data(directory)
    window = build_table(AppOptions(seed=4242, speed=Speed.INSTANT, size=(1000, 700)), data)
    qtbot.addWidget(window)
    return window, data


def play_round(window: PaiGowWindow) -> None:
    """Bet, deal, set by the house way, confirm: the table must be back to betting."""
    controller = window.controller
    assert controller.new_round(controller.last_bet_cents), "New round does not work"
    assert controller.stage is Stage.SETTING
    controller.set_house_way()
    assert controller.confirm()
    assert controller.stage is Stage.BETTING


def told_in_boxes(window: PaiGowWindow) -> list[str]:
    """What the window told the player in a message box (it also shows it in the status line)."""
    return [box.text() for box in window.findChildren(QMessageBox)]


def disk_facts(directory: Path) -> dict[str, Any]:
    """The file as another program reads it: every round open or settled whole, the sum right."""
    conn = sqlite3.connect(f"{(directory / DATABASE_NAME).resolve().as_uri()}?mode=ro", uri=True)
    try:
        q = conn.execute
        for rid, state, bet in q("SELECT id, state, bet_cents FROM rounds").fetchall():
            credits = q(
                "SELECT COUNT(*) FROM ledger WHERE round_id = ? AND kind IN ('settlement', 'bank')", (rid,)
            ).fetchone()[0]
            bets = q("SELECT COUNT(*) FROM ledger WHERE round_id = ? AND kind = 'bet'", (rid,)).fetchone()[0]
            assert bets == (1 if bet else 0), f"round {rid}: {bets} bet entries"
            assert credits == (0 if state == "open" else 1), f"round {rid} is {state} with {credits} credits"
        total = q("SELECT SUM(cents) FROM ledger").fetchone()[0]
        settled = q("SELECT COALESCE(SUM(net_cents), 0) FROM rounds WHERE state = 'settled'").fetchone()[0]
        open_bets = q("SELECT COALESCE(SUM(bet_cents), 0) FROM rounds WHERE state = 'open'").fetchone()[0]
        assert total == STAKE + settled - open_bets
        assert q("SELECT cents FROM balance").fetchone()[0] == total
        states = dict(q("SELECT state, COUNT(*) FROM rounds GROUP BY state").fetchall())
        return {"settled_net": settled, "states": states}
    finally:
        conn.close()


def calls_in_one_round(qtbot: QtBot, directory: Path) -> int:
    window, data = open_table(qtbot, directory)
    try:
        faulty = FailingConnection(data.store._conn)
        data.store._conn = faulty  # type: ignore[assignment]
        play_round(window)
        assert faulty.failures == 0
        return faulty.calls
    finally:
        window.close()
        data.close()


def test_every_storage_call_of_a_round_may_fail(qtbot: QtBot, tmp_path: Path) -> None:
    calls = calls_in_one_round(qtbot, tmp_path / "count")
    assert calls >= 10  # reads, begin (several statements) and finish (several more)
    for k in range(1, calls + 1):
        directory = tmp_path / f"fail-{k}"
        window, data = open_table(qtbot, directory)
        store = data.store
        faulty = FailingConnection(store._conn, fail=frozenset({k}), error=ERRORS[k % len(ERRORS)])
        store._conn = faulty  # type: ignore[assignment]
        try:
            play_round(window)  # the round the disk fails in plays to its end...
            assert faulty.failures == 1, f"call {k} of {calls} was never made"
            assert store.in_memory, f"call {k}: the store did not move to memory"
            told = told_in_boxes(window)
            assert len(told) == 1 and "in memory only" in told[0], (k, told)
            play_round(window)  # ...and New round works again, in memory
            assert window.controller.shown_bankroll == store.bankroll_cents() == store.ledger_sum_cents()
            assert store.open_rounds() == 0
        finally:
            window.close()
            data.close()
        facts = disk_facts(directory)  # open or settled on disk, never half of each
        assert facts["states"].get("open", 0) <= 1 and facts["states"].get("settled", 0) <= 1
        with Store(directory, STAKE) as again:  # the next start refunds what was left open
            assert again.open_rounds() == 0
            assert again.bankroll_cents() == again.ledger_sum_cents() == STAKE + facts["settled_net"]


def test_a_disk_that_cannot_even_be_read_still_leaves_the_table_usable(qtbot: QtBot, tmp_path: Path) -> None:
    calls = calls_in_one_round(qtbot, tmp_path / "count")
    for k in (1, calls // 2, calls):
        directory = tmp_path / f"gone-{k}"
        window, data = open_table(qtbot, directory)
        store = data.store
        messages: list[str] = []
        window.controller.message.connect(messages.append)
        store._conn = FailingConnection(store._conn, fail_from=k)  # type: ignore[assignment]
        try:
            if window.controller.new_round(window.controller.last_bet_cents):
                window.controller.set_house_way()
                window.controller.confirm()
            assert window.controller.stage is Stage.BETTING
            assert store.in_memory and any("in memory only" in m for m in told_in_boxes(window))
            play_round(window)
            assert store.bankroll_cents() == store.ledger_sum_cents() >= 0
        finally:
            window.close()
            data.close()
        disk_facts(directory)


def test_a_round_refunded_behind_the_table_s_back_does_not_freeze_it(qtbot: QtBot, tmp_path: Path) -> None:
    window, data = open_table(qtbot, tmp_path)
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    try:
        controller = window.controller
        assert controller.new_round(controller.last_bet_cents)
        round_id = controller.round_id
        bet = controller.last_bet_cents
        other = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)  # what stats once did
        other.execute("BEGIN IMMEDIATE")
        other.execute(
            "INSERT INTO ledger (round_id, kind, cents, created_at) VALUES (?, 'settlement', ?, "
            "'2024-01-01T00:00:00.000000Z')",
            (round_id, bet),
        )
        other.execute(
            "UPDATE rounds SET state = 'refunded', net_cents = 0, commission_cents = 0 WHERE id = ?",
            (round_id,),
        )
        other.execute("COMMIT")
        other.close()
        controller.set_house_way()
        assert controller.confirm()
        assert controller.stage is Stage.BETTING
        assert any("could not be recorded" in m and "refunded" in m for m in messages), messages
        assert (
            controller.shown_bankroll == data.store.bankroll_cents() == data.store.ledger_sum_cents() == STAKE
        )
        play_round(window)  # New round works
        assert not data.store.in_memory
    finally:
        window.close()
        data.close()
    disk_facts(tmp_path)


def test_the_fallback_message_is_one_translatable_sentence(tmp_path: Path) -> None:
    with Store(tmp_path, STAKE) as store:
        store._conn = FailingConnection(store._conn, fail=frozenset({1}), error=DISK_FULL)  # type: ignore[assignment]
        store.begin_round("paigow", 1, 500, 4)
        (news,) = store.take_news()
        assert isinstance(news, Text) and news.context == "Storage"
        assert DISK_FULL in news and str(tmp_path) in news
        assert news.count(". ") == 0 and news.endswith(".")  # one sentence
        assert store.take_news() == ()  # said once


# ----------------------------------------------------------------- a real full disk


def namespace_command() -> list[str] | None:
    """``unshare`` that gives this test a mount namespace of its own (as root, or as a user
    where user namespaces are allowed); None where neither works."""
    if shutil.which("unshare") is None or sys.platform != "linux":
        return None
    for command in (["unshare", "-m", "--propagation", "private"], ["unshare", "-rm"]):
        try:
            probe = subprocess.run([*command, "true"], capture_output=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if probe.returncode == 0:
            return command
    return None


DRIVER = textwrap.dedent(
    """
    import json, os, sqlite3, subprocess, sys
    mount, game, python = sys.argv[1], sys.argv[2], sys.executable
    data = os.path.join(mount, "data")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    def run(*argv):
        done = subprocess.run([python, "-m", "paigow_desktop", *argv], capture_output=True, text=True,
                              timeout=600, env=env)
        return {"code": done.returncode, "out": done.stdout, "err": done.stderr}
    def facts():
        conn = sqlite3.connect("file:" + os.path.join(data, "paigow.sqlite3") + "?mode=ro", uri=True)
        try:
            return {
                "states": dict(conn.execute("SELECT state, COUNT(*) FROM rounds GROUP BY state").fetchall()),
                "sum": conn.execute("SELECT SUM(cents) FROM ledger").fetchone()[0],
                "settled_net": conn.execute(
                    "SELECT COALESCE(SUM(net_cents), 0) FROM rounds WHERE state = 'settled'").fetchone()[0],
                "open_bets": conn.execute(
                    "SELECT COALESCE(SUM(bet_cents), 0) FROM rounds WHERE state = 'open'").fetchone()[0],
            }
        finally:
            conn.close()
    report = {}
    report["demo"] = run("--demo", "--game", game, "--rounds", "40", "--speed", "0", "--data-dir", data,
                         "--seed", "9")
    report["stats_full"] = run("stats", "--data-dir", data, "--json")
    report["file_full"] = facts()
    with open(os.path.join(data, "paigow.sqlite3"), "rb") as handle:
        before = handle.read()
    subprocess.run(["mount", "-o", "remount,ro", mount], check=True)
    report["stats_ro"] = run("stats", "--data-dir", data, "--json")
    report["demo_ro"] = run("--demo", "--game", game, "--rounds", "3", "--speed", "0", "--data-dir", data,
                            "--seed", "5")
    with open(os.path.join(data, "paigow.sqlite3"), "rb") as handle:
        report["unchanged_ro"] = handle.read() == before
    subprocess.run(["mount", "-o", "remount,rw", mount], check=True)
    print(json.dumps(report))
    """
)


@pytest.mark.parametrize("game", REGISTRY.keys())
def test_a_full_disk_for_real(tmp_path: Path, game: str) -> None:
    """Every game's demo on a 256 KB tmpfs: the disk fills mid-play, the play goes on in memory
    (told once, in the same words), and the file keeps each round open or settled, never half."""
    command = namespace_command()
    if command is None:
        pytest.skip("no mount namespace here (the fault-injecting tests above run everywhere)")
    mount = tmp_path / "small"
    mount.mkdir()
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER, encoding="utf-8")
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")])}
    script = (
        f'mount -t tmpfs -o size=256k tmpfs "{mount}" && exec "{sys.executable}" "{driver}" "{mount}" {game}'
    )
    done = subprocess.run(
        [*command, "sh", "-c", script], capture_output=True, text=True, timeout=1500, env=env
    )
    if done.returncode != 0 and "mount" in done.stderr and not done.stdout:
        pytest.skip(f"tmpfs cannot be mounted here: {done.stderr.strip()}")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])

    demo = report["demo"]
    assert demo["code"] == 0, demo["err"]  # all 40 rounds played: the table never froze
    assert "Traceback" not in demo["err"]
    assert demo["err"].count("in memory only") == 1, demo["err"]  # told once, in the shell's words
    file = report["file_full"]
    assert sum(file["states"].values()) < 40, "the disk never filled: make the tmpfs smaller"
    assert file["states"].get("open", 0) <= 1
    assert file["sum"] == STAKE + file["settled_net"] - file["open_bets"]  # open or settled, never half

    stats = report["stats_full"]
    assert stats["code"] == 0 and "Traceback" not in stats["err"], stats["err"]
    numbers = json.loads(stats["out"])
    # What the file holds (its open round refunded, in memory when the disk is full), not a fresh ledger.
    assert numbers["rounds"] == file["states"].get("settled", 0)
    assert numbers["bankroll_cents"] == numbers["ledger_sum_cents"] == STAKE + file["settled_net"]

    # A folder that cannot be written (root writes through chmod, not through a read-only mount).
    ro = report["stats_ro"]
    assert ro["code"] == 0 and "cannot be written" in ro["err"], ro["err"]
    assert json.loads(ro["out"])["bankroll_cents"] == STAKE + file["settled_net"]
    assert report["demo_ro"]["code"] == 0, report["demo_ro"]["err"]
    assert report["unchanged_ro"]
