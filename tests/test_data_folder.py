"""One process owns a data folder: the lock, what `stats` does with a folder in use, a second
launch of the app, and the bankroll that is always the ledger's sum."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow.round import PlaceSettlement
from paigow_desktop.games.paigow.setting import BetResult
from paigow_desktop.storage import (
    DATABASE_NAME,
    SETTINGS_NAME,
    FolderInUseError,
    Settings,
    StorageError,
    Store,
    data_dir,
    open_app_data,
)
from paigow_desktop.storage.datalock import LOCK_NAME, FolderInUse, FolderLock, holder
from paigow_desktop.ui.single_instance import server_name

STAKE = Settings().starting_bankroll_cents
ROOT = Path(__file__).resolve().parents[1]
POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="signals and flock are POSIX")


def environment() -> dict[str, str]:
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": path}


def snapshot(directory: Path) -> dict[str, bytes]:
    """Every file's bytes, except SQLite's shared-memory index (readers mark it as they read)."""
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if not p.name.endswith("-shm")}


def stats_json(directory: Path) -> dict[str, Any]:
    out = io.StringIO()
    assert main(["stats", "--data-dir", str(directory), "--json"], stdout=out) == 0
    report: dict[str, Any] = json.loads(out.getvalue())
    return report


def wait_for(condition: Any, what: str, timeout: float = 30.0) -> None:
    """Poll ``condition`` (an observed event, not a fixed delay) until it holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.02)


@pytest.fixture
def lock_holder(tmp_path: Path) -> Iterator[tuple[Path, subprocess.Popen[str]]]:
    """Another process (not a window) that holds ``tmp_path / "data"`` until its stdin closes."""
    directory = tmp_path / "data"
    directory.mkdir()
    code = (
        "import sys\n"
        "from paigow_desktop.storage.datalock import FolderLock\n"
        f"lock = FolderLock.acquire({str(directory)!r})\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    try:
        yield directory, process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=30)


# ----------------------------------------------------------------- the lock


def test_two_stores_on_one_folder_exclude_each_other(tmp_path: Path) -> None:
    with Store(tmp_path, STAKE) as first:
        with pytest.raises(FolderInUseError) as refused:
            Store(tmp_path, STAKE)
        assert refused.value.pid == os.getpid()
        assert f"process {os.getpid()}" in str(refused.value) and str(tmp_path) in str(refused.value)
        first.begin_round("paigow", 1, 5000, 4)
    with Store(tmp_path, STAKE) as second:  # free again once the first is closed
        assert second.refunded == (1,)


def test_the_bankroll_is_the_database_s_never_a_copy(tmp_path: Path) -> None:
    """Whatever writes to the file, the bankroll shown is what the ledger adds up to now: a bet
    that the ledger cannot cover is refused, however many views of the file there are."""
    with Store(tmp_path, 10_000) as store:
        other = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
        other.execute(
            "INSERT INTO ledger (kind, cents, created_at) "
            "VALUES ('reset', -9000, '2024-01-01T00:00:00.000000Z')"
        )
        other.close()
        assert store.bankroll_cents() == store.ledger_sum_cents() == 1000
        with pytest.raises(StorageError, match="more than the bankroll"):
            store.begin_round("paigow", 2, 4900, 4)
        assert store.ledger_sum_cents() == 1000 >= 0


def test_a_stored_balance_that_disagrees_with_the_ledger_is_mended_at_open(tmp_path: Path) -> None:
    with Store(tmp_path, 10_000):
        pass
    conn = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    conn.execute("UPDATE balance SET cents = 999999")
    conn.close()
    with Store(tmp_path, 10_000) as store:
        assert store.bankroll_cents() == store.ledger_sum_cents() == 10_000


@POSIX_ONLY
def test_the_lock_names_its_holder_and_dies_with_it(lock_holder: tuple[Path, subprocess.Popen[str]]) -> None:
    directory, process = lock_holder
    assert holder(directory) == process.pid
    with pytest.raises(FolderInUse) as busy:
        FolderLock.acquire(directory)
    assert busy.value.pid == process.pid
    process.send_signal(signal.SIGKILL)  # no stale lock: it ends with its process
    process.wait(timeout=30)
    assert holder(directory) is None
    with FolderLock.acquire(directory) as mine:
        assert mine.held and holder(directory) == os.getpid()
    assert holder(directory) is None


def test_holder_creates_nothing(tmp_path: Path) -> None:
    assert holder(tmp_path / "nowhere") is None
    assert holder(tmp_path) is None
    assert list(tmp_path.iterdir()) == []


# ----------------------------------------------------------------- stats


def test_stats_reads_a_folder_in_use_as_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store(tmp_path, STAKE) as store:  # the table: one round played, one in progress
        played = store.begin_round("paigow", 11, 2000, 4)
        store.finish_round(played, {"seed": 11}, PlaceSettlement(4, 2000, BetResult.LOSS, -2000, 0))
        store.begin_round("paigow", 12, 3000, 4)
        before = snapshot(tmp_path)
        report = stats_json(tmp_path)
        assert report["in_use_by"] == os.getpid()
        assert report["open_rounds"] == 1 and report["refunded"] == 0  # nothing refunded
        assert report["rounds"] == 1
        assert report["bankroll_cents"] == report["ledger_sum_cents"] == STAKE - 2000 - 3000
        assert snapshot(tmp_path) == before  # nothing changed
        capsys.readouterr()
        assert main(["stats", "--data-dir", str(tmp_path)], stdout=(out := io.StringIO())) == 0
        assert f"in use by process {os.getpid()}" in out.getvalue()
        assert store.bankroll_cents() == STAKE - 5000  # the table's round is still its own
        assert store.open_rounds() == 1
    report = stats_json(tmp_path)  # free now: the crashed round is refunded, as the app does
    assert report["in_use_by"] is None and report["open_rounds"] == 0 and report["refunded"] == 1
    assert report["bankroll_cents"] == STAKE - 2000


def test_stats_on_a_folder_that_does_not_exist_creates_nothing(tmp_path: Path) -> None:
    report = stats_json(tmp_path / "typo" / "x")
    assert report["bankroll_cents"] == STAKE and report["in_use_by"] is None
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "empty").mkdir()
    stats_json(tmp_path / "empty")
    assert list((tmp_path / "empty").iterdir()) == []  # no ledger, no lock file


# ----------------------------------------------------------------- the app


def test_the_app_holds_its_folder(tmp_path: Path) -> None:
    data = open_app_data(tmp_path)
    try:
        assert holder(tmp_path) == os.getpid()
        with pytest.raises(FolderInUseError):
            open_app_data(tmp_path)
    finally:
        data.close()
    assert holder(tmp_path) is None


def test_leftovers_of_a_killed_settings_save_are_cleaned_at_start(tmp_path: Path) -> None:
    leftovers = [tmp_path / f".{SETTINGS_NAME}.abc123.tmp", tmp_path / ".write-test-xyz"]
    for leftover in leftovers:
        leftover.write_bytes(b"x" * 100_000)
    keep = tmp_path / "notes.tmp"
    keep.write_text("mine", encoding="utf-8")
    data = open_app_data(tmp_path)
    data.close()
    assert not any(p.exists() for p in leftovers)
    assert keep.read_text(encoding="utf-8") == "mine"


def launch(directory: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "paigow_desktop", "--data-dir", str(directory), "--speed", "0", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )


@POSIX_ONLY
def test_a_second_launch_on_a_folder_held_by_another_process_says_who_and_touches_nothing(
    lock_holder: tuple[Path, subprocess.Popen[str]],
) -> None:
    directory, process = lock_holder
    before = snapshot(directory)
    second = launch(directory, "--screenshot", str(directory.parent / "shot.png"))
    _out, err = second.communicate(timeout=60)
    assert second.returncode == 1
    assert err.count("\n") == 1 and f"process {process.pid}" in err and str(directory) in err, err
    assert "Traceback" not in err
    assert snapshot(directory) == before  # no settings, no ledger: nothing touched
    assert not (directory.parent / "shot.png").exists()


@POSIX_ONLY
def test_a_second_launch_brings_the_first_window_to_the_front(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    first = launch(directory)
    try:
        wait_for(lambda: holder(directory) == first.pid, "the first window to hold its folder")
        socket = Path(tempfile.gettempdir()) / server_name(directory)
        wait_for(socket.exists, "the first window to listen")  # it listens once its data is open
        before = snapshot(directory)
        second = launch(directory)
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "brought to the front" in err and err.count("\n") == 1, err
        assert first.poll() is None  # the first goes on
        assert snapshot(directory) == before
    finally:
        first.terminate()
        first.communicate(timeout=60)


def test_an_empty_data_folder_name_is_refused_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for argv in (
        ["--data-dir", "", "--screenshot", "shot.png"],
        ["--data-dir", " ", "--demo"],
        ["stats", "--data-dir", ""],
    ):
        assert main(argv, stdout=io.StringIO()) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "empty" in err
    assert list(tmp_path.iterdir()) == []  # the current folder was not used
    with pytest.raises(ValueError):
        data_dir("")


def test_the_lock_file_is_named(tmp_path: Path) -> None:
    with Store(tmp_path, STAKE):
        assert (tmp_path / LOCK_NAME).read_text(encoding="ascii").strip() == str(os.getpid())


@POSIX_ONLY
def test_stats_while_the_table_plays_never_disturbs_it(tmp_path: Path) -> None:
    """The issue's first report: stats refunded the table's open round and froze it."""
    directory = tmp_path / "data"
    rounds = 30
    demo = launch(directory, "--demo", "--rounds", str(rounds), "--seed", "4")
    try:
        database = directory / DATABASE_NAME
        wait_for(lambda: database.exists() or demo.poll() is not None, "the demo to write its ledger")
        seen: list[dict[str, Any]] = []
        deadline = time.monotonic() + 120
        while demo.poll() is None:
            assert time.monotonic() < deadline, "the demo froze"
            out = io.StringIO()
            assert main(["stats", "--data-dir", str(directory), "--json"], stdout=out) == 0
            seen.append(json.loads(out.getvalue()))
        _out, err = demo.communicate(timeout=60)
        assert demo.returncode == 0, err
    finally:
        if demo.poll() is None:
            demo.kill()
            demo.communicate(timeout=60)
    held = [r for r in seen if r["in_use_by"] == demo.pid]
    assert held, "no stats ran while the demo played"
    assert all(r["refunded"] == 0 and r["bankroll_cents"] == r["ledger_sum_cents"] for r in seen)
    final = stats_json(directory)
    assert final["rounds"] == rounds and final["refunded"] == 0 and final["in_use_by"] is None
