"""Damaged, foreign and hostile files in the data folder: each is moved aside or refused with a
message for the player, never written to, never a traceback."""

from __future__ import annotations

import io
import json
import os
import shutil
import socket
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from storage_faults import FailingConnection

from paigow_desktop import storage
from paigow_desktop.cli import main
from paigow_desktop.games.paigow.round import PlaceSettlement
from paigow_desktop.games.paigow.setting import BetResult
from paigow_desktop.storage import (
    DATABASE_NAME,
    SCHEMA_VERSION,
    SETTINGS_FORMAT,
    SETTINGS_NAME,
    Settings,
    StorageError,
    Store,
    dbcheck,
    load_settings,
    open_app_data,
)
from paigow_desktop.storage.datalock import LOCK_NAME
from paigow_desktop.storage.error_log import ERROR_LOG_NAME
from paigow_desktop.storage.opening import SEAL_SUFFIX, FileOpening, file_stamp
from paigow_desktop.storage.settings import SETTINGS_LIMIT

STAKE = Settings().starting_bankroll_cents


def play(store: Store, rounds: int, bet: int = 1000) -> None:
    for n in range(rounds):
        round_id = store.begin_round("paigow", n + 1, bet, 4)
        result = (BetResult.WIN, BetResult.LOSS, BetResult.PUSH)[n % 3]
        net = {BetResult.WIN: bet - bet // 20, BetResult.LOSS: -bet, BetResult.PUSH: 0}[result]
        commission = bet // 20 if result is BetResult.WIN else 0
        store.finish_round(round_id, {"seed": n + 1}, PlaceSettlement(4, bet, result, net, commission))


def ledger_of(path: Path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT id, kind, cents FROM ledger ORDER BY id").fetchall()
    finally:
        conn.close()


def app_id_of(path: Path) -> int:
    header = dbcheck.read_header(path)
    assert header is not None
    return header.application_id


def set_aside(directory: Path, kind: str) -> list[Path]:
    return sorted(p for p in directory.iterdir() if f".{kind}-" in p.name)


# ----------------------------------------------------------------- settings.json


def write_settings_text(directory: Path, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / SETTINGS_NAME
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "text",
    [
        "[" * 1000 + "]" * 1000,  # RecursionError in the JSON reader
        json.dumps({"format": SETTINGS_FORMAT, "version": 2, "settings": {"x": 1}}).replace(
            '"x": 1', '"x": ' + "[" * 1000 + "]" * 1000
        ),
        json.dumps({"format": SETTINGS_FORMAT, "version": 1, "settings": {"bet": 10**400}}),  # OverflowError
    ],
    ids=["nested-document", "nested-value", "huge-integer-bet"],
)
def test_a_settings_file_too_deep_or_too_large_is_moved_aside(tmp_path: Path, text: str) -> None:
    path = write_settings_text(tmp_path, text)
    result = load_settings(tmp_path)
    assert result.settings == Settings()
    (message,) = result.messages
    assert "damaged" in message and ".corrupt-" in message
    (aside,) = set_aside(tmp_path, "corrupt")
    assert aside.read_text(encoding="utf-8") == text and not path.exists()
    data = open_app_data(tmp_path)  # and the app starts
    data.close()


def test_a_look_at_a_damaged_settings_file_moves_nothing(tmp_path: Path) -> None:
    path = write_settings_text(tmp_path, "[" * 1000 + "]" * 1000)
    result = load_settings(tmp_path, move_aside=False)
    assert result.read_only and "damaged" in result.messages[0]
    assert path.exists() and set_aside(tmp_path, "corrupt") == []


# ----------------------------------------------------------------- another program's SQLite file


def other_programs_file(path: Path, version: int, application_id: int = 0) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('mine, not yours')")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(f"PRAGMA application_id = {application_id}")
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize("version", [1, 2])
def test_another_program_s_database_is_never_written_and_moved_aside(tmp_path: Path, version: int) -> None:
    data_dir = tmp_path / "data"
    before = other_programs_file(data_dir / DATABASE_NAME, version)
    data = open_app_data(data_dir)
    try:
        assert not data.in_memory
        assert any("not one of" in m and ".foreign-" in m for m in data.messages), data.messages
        assert data.store.bankroll_cents() == STAKE  # a new history
    finally:
        data.close()
    (aside,) = set_aside(data_dir, "foreign")
    assert aside.read_bytes() == before  # never written to


def test_a_file_with_another_application_id_is_foreign_even_with_our_tables(tmp_path: Path) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 3)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("PRAGMA application_id = 305419896")  # 0x12345678
    conn.commit()
    conn.close()
    before = (tmp_path / DATABASE_NAME).read_bytes()
    with Store(tmp_path, STAKE) as store:
        assert any("0x12345678" in m for m in store.messages)
        assert store.rounds() == []
    (aside,) = set_aside(tmp_path, "foreign")
    assert aside.read_bytes() == before


def test_stats_leaves_a_foreign_file_where_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = other_programs_file(tmp_path / DATABASE_NAME, 2)
    assert main(["stats", "--data-dir", str(tmp_path), "--json"], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "left as it is" in err and "Traceback" not in err
    assert (tmp_path / DATABASE_NAME).read_bytes() == before and set_aside(tmp_path, "foreign") == []


def legacy_file(path: Path, version: int) -> None:
    """A history as versions 1 and 2 wrote it: application id 0, exactly their tables."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    for step in storage.schema._MIGRATIONS[:version]:
        for statement in step:
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(
        "INSERT INTO ledger (kind, cents, created_at) VALUES ('stake', 50000, '2024-01-01T00:00:00.000000Z')"
    )
    conn.execute("COMMIT")
    conn.close()


@pytest.mark.parametrize("version", [1, 2])
def test_a_players_file_from_before_the_application_id_is_ours_and_stamped(
    tmp_path: Path, version: int
) -> None:
    legacy_file(tmp_path / DATABASE_NAME, version)
    assert app_id_of(tmp_path / DATABASE_NAME) == 0
    with Store(tmp_path, STAKE) as store:
        assert store.messages == ()
        assert store.bankroll_cents() == 50_000
    assert app_id_of(tmp_path / DATABASE_NAME) == dbcheck.APPLICATION_ID
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_file_with_id_0_and_one_table_more_than_ours_is_not_ours(tmp_path: Path) -> None:
    legacy_file(tmp_path / DATABASE_NAME, 2)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("CREATE TABLE extra (x)")
    conn.commit()
    conn.close()
    before = (tmp_path / DATABASE_NAME).read_bytes()
    with Store(tmp_path, STAKE) as store:
        assert any("not one of" in m for m in store.messages)
    assert set_aside(tmp_path, "foreign")[0].read_bytes() == before


# ----------------------------------------------------------------- a -wal from another history


def wal_of_a_running_history(directory: Path, rounds: int, *, legacy: bool = False) -> bytes:
    """The -wal of a history while it is open (as a crash would leave it), with rounds in it."""
    if legacy:
        legacy_file(directory / DATABASE_NAME, 2)  # its identity page comes later in the file
    store = Store(directory, 77_700)
    try:
        conn = sqlite3.connect(directory / DATABASE_NAME)  # a reader keeps the log from being reset
        conn.execute("BEGIN")
        conn.execute("SELECT COUNT(*) FROM ledger").fetchone()
        store._conn.execute("PRAGMA wal_autocheckpoint = 0")
        play(store, rounds, bet=2500)
        wal = (directory / f"{DATABASE_NAME}-wal").read_bytes()
        conn.close()
    finally:
        store.close()
    return wal


@pytest.mark.parametrize("legacy", [False, True], ids=["fresh-history", "migrated-history"])
def test_a_wal_from_another_history_is_caught_before_it_replaces_ours(tmp_path: Path, legacy: bool) -> None:
    ours = tmp_path / "ours"
    with Store(ours, STAKE) as store:
        play(store, 40)
        expected = store.ledger()
    history = ledger_of(ours / DATABASE_NAME)
    foreign = wal_of_a_running_history(tmp_path / "other", 60, legacy=legacy)
    assert len(foreign) > 32

    if not legacy:
        # The attack is real: SQLite itself takes this log as ours, whole, and replaces our rounds.
        victim = tmp_path / "victim"
        victim.mkdir()
        shutil.copyfile(ours / DATABASE_NAME, victim / DATABASE_NAME)
        (victim / f"{DATABASE_NAME}-wal").write_bytes(foreign)
        conn = sqlite3.connect(victim / DATABASE_NAME)
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT id, kind, cents FROM ledger ORDER BY id").fetchall() != history
        conn.close()

    main_bytes = (ours / DATABASE_NAME).read_bytes()
    (ours / f"{DATABASE_NAME}-wal").write_bytes(foreign)
    data = open_app_data(ours)
    try:
        assert any("another history" in m for m in data.messages), data.messages
        assert data.store.bankroll_cents() == STAKE and data.store.rounds() == []
    finally:
        data.close()
    kept = set_aside(ours, "foreign")
    names = {p.name for p in kept}
    (main_kept,) = [p for p in kept if p.name.endswith(tuple("0123456789Z"))]
    assert main_kept.name + "-wal" in names  # both files kept aside, untouched
    assert main_kept.read_bytes() == main_bytes
    assert (ours / (main_kept.name + "-wal")).read_bytes() == foreign
    assert len(expected) == len(history)


def test_our_own_wal_after_a_crash_is_taken_as_ours(tmp_path: Path) -> None:
    """The other side of the identity check: a log this history wrote (a crash, no checkpoint)
    opens with every round in it."""
    live = tmp_path / "live"
    store = Store(live, STAKE)
    try:
        store._conn.execute("PRAGMA wal_autocheckpoint = 0")
        play(store, 20)
        store.begin_round("paigow", 99, 500, 4)  # open at the "crash"
        crashed = tmp_path / "crashed"
        crashed.mkdir()
        for suffix in ("", "-wal"):
            shutil.copyfile(live / (DATABASE_NAME + suffix), crashed / (DATABASE_NAME + suffix))
        expected = store.ledger_sum_cents()
    finally:
        store.close()
    assert (crashed / f"{DATABASE_NAME}-wal").stat().st_size > 32
    with Store(crashed, STAKE) as reopened:
        assert not any("another history" in m for m in reopened.messages), reopened.messages
        assert len(reopened.rounds(limit=100)) == 21 and reopened.refunded == (21,)
        assert reopened.bankroll_cents() == expected + 500


# ----------------------------------------------------------------- values edited by hand


@pytest.mark.parametrize(
    ("column", "value", "shown"),
    [
        ("cents", "'twelve dollars'", "twelve dollars"),
        ("created_at", "'yesterday'", "yesterday"),
        ("cents", str(2**63 - 1), str(2**63 - 1)),
        ("cents", str(-(2**63)), str(-(2**63))),
        ("cents", "12.5", "12.5"),
    ],
)
def test_a_ledger_value_edited_by_hand_is_named_and_nothing_overwritten(
    tmp_path: Path, column: str, value: str, shown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 3)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    row = conn.execute(
        "INSERT INTO ledger (kind, cents, created_at) VALUES ('reset', 0, '2024-01-01T00:00:00.000000Z')"
    ).lastrowid
    conn.execute("DROP TRIGGER ledger_no_update")
    conn.execute(f"UPDATE ledger SET {column} = {value} WHERE id = ?", (row,))
    conn.close()
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    with pytest.raises(StorageError) as refused:
        Store(tmp_path, STAKE)
    message = str(refused.value)
    assert f"row {row} of the table ledger" in message and shown[:30] in message and column in message

    assert main(["stats", "--data-dir", str(tmp_path), "--json"], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"row {row}" in err and "Traceback" not in err

    data = open_app_data(tmp_path)  # the app starts, in memory, and says which row
    try:
        assert data.in_memory
        assert any(f"row {row} of the table ledger" in m for m in data.messages)
        assert data.store.bankroll_cents() == STAKE
    finally:
        data.close()
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert after[DATABASE_NAME] == before[DATABASE_NAME]  # nothing overwritten


def test_a_round_time_edited_by_hand_is_named(tmp_path: Path) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 2)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    conn.execute("UPDATE rounds SET started_at = '2024-02-30T10:00:00.000000Z' WHERE id = 2")
    conn.close()
    with pytest.raises(StorageError, match="row 2 of the table rounds"):
        Store(tmp_path, STAKE)


# ----------------------------------------------------------------- not a file where a file should be

#: Opens the folder as the app does, then runs ``stats`` on it, and prints what each said, as
#: JSON.  Run in a child process with a time limit and a memory limit, so that a read that
#: blocks (a named pipe) or never ends (a device) fails the test instead of hanging it.
_OPEN_THEN_STATS = """
import contextlib, io, json, resource, sys
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))  # a read without end fails, at 2 GB
from paigow_desktop.cli import main
from paigow_desktop.storage import open_app_data

folder = Path(sys.argv[1])
data = open_app_data(folder)
report = {"in_memory": data.in_memory, "messages": [str(m) for m in data.messages],
          "bankroll": data.store.bankroll_cents()}
data.close()
err = io.StringIO()
with contextlib.redirect_stderr(err):
    report["stats"] = main(["stats", "--data-dir", str(folder), "--json"], stdout=io.StringIO())
report["stats_err"] = err.getvalue()
print(json.dumps(report))
"""

NOT_FILES = ("named pipe", "device", "socket", "folder")
needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and sockets are POSIX's")


def make_not_a_file(path: Path, kind: str) -> None:
    """Put ``kind`` (one of :data:`NOT_FILES`) where the file ``path`` would be."""
    if kind == "named pipe":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")  # reads without end
    elif kind == "socket":
        here = os.getcwd()
        os.chdir(path.parent)  # a socket's name is short: bound by its name in its folder
        try:
            with socket.socket(socket.AF_UNIX) as listening:
                listening.bind(path.name)
        finally:
            os.chdir(here)
    else:
        path.mkdir()


def still_not_a_file(path: Path, kind: str) -> bool:
    mode = os.lstat(path).st_mode
    return {
        "named pipe": stat.S_ISFIFO(mode),
        "device": stat.S_ISLNK(mode),
        "socket": stat.S_ISSOCK(mode),
        "folder": stat.S_ISDIR(mode),
    }[kind]


def in_a_child(code: str, folder: Path, doing: str) -> str:
    """What ``code`` printed, run on ``folder`` in a child process that must end within a
    minute (a read that blocks fails the test instead of hanging it), without a traceback."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, str(folder)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=Path(__file__).resolve().parents[1],
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{doing} did not end within a minute")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.stdout


def open_then_stats(folder: Path) -> dict[str, Any]:
    """What the app's start and ``stats`` said of ``folder``, in a child process that must end
    within a minute and within 2 GB."""
    said = in_a_child(_OPEN_THEN_STATS, folder, f"opening {sorted(p.name for p in folder.iterdir())}")
    result: dict[str, Any] = json.loads(said)
    return result


@needs_posix
@pytest.mark.parametrize("kind", NOT_FILES)
def test_a_settings_file_that_is_not_a_file_is_named_and_left_alone(tmp_path: Path, kind: str) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 2)
        bankroll = store.bankroll_cents()
    make_not_a_file(tmp_path / SETTINGS_NAME, kind)
    report = open_then_stats(tmp_path)
    assert not report["in_memory"] and report["bankroll"] == bankroll  # the money is untouched
    (said,) = [m for m in report["messages"] if SETTINGS_NAME in m]
    assert "cannot be read" in said and f"it is a {kind}, not a file" in said
    assert report["stats"] == 0 and f"it is a {kind}, not a file" in report["stats_err"]
    assert still_not_a_file(tmp_path / SETTINGS_NAME, kind) and set_aside(tmp_path, "corrupt") == []


@needs_posix
@pytest.mark.parametrize("kind", NOT_FILES)
def test_a_history_file_that_is_not_a_file_is_named_and_the_session_plays_in_memory(
    tmp_path: Path, kind: str
) -> None:
    tmp_path.mkdir(exist_ok=True)
    make_not_a_file(tmp_path / DATABASE_NAME, kind)
    report = open_then_stats(tmp_path)
    assert report["in_memory"] and report["bankroll"] == STAKE
    assert any(f"it is a {kind}, not a file" in m and DATABASE_NAME in m for m in report["messages"])
    assert report["stats"] == 0 and f"it is a {kind}, not a file" in report["stats_err"]
    assert still_not_a_file(tmp_path / DATABASE_NAME, kind)


@needs_posix
@pytest.mark.parametrize("kind", NOT_FILES)
def test_a_history_log_that_is_not_a_file_is_named_and_nothing_is_opened(tmp_path: Path, kind: str) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 2)
    before = (tmp_path / DATABASE_NAME).read_bytes()
    wal = tmp_path / f"{DATABASE_NAME}-wal"
    make_not_a_file(wal, kind)
    report = open_then_stats(tmp_path)
    assert report["in_memory"] and report["bankroll"] == STAKE
    assert any(f"it is a {kind}, not a file" in m and wal.name in m for m in report["messages"])
    assert report["stats"] == 1 and report["stats_err"].count("\n") == 1 and wal.name in report["stats_err"]
    assert still_not_a_file(wal, kind) and (tmp_path / DATABASE_NAME).read_bytes() == before


@needs_posix
@pytest.mark.parametrize("kind", NOT_FILES)
def test_a_lock_that_is_not_a_file_leaves_the_folder_read_in_memory(tmp_path: Path, kind: str) -> None:
    with Store(tmp_path, STAKE) as store:
        play(store, 2)
        bankroll = store.bankroll_cents()
    (tmp_path / LOCK_NAME).unlink()
    before = (tmp_path / DATABASE_NAME).read_bytes()
    make_not_a_file(tmp_path / LOCK_NAME, kind)
    report = open_then_stats(tmp_path)
    assert report["in_memory"] and report["bankroll"] == bankroll  # the history, read into memory
    (said,) = [m for m in report["messages"] if LOCK_NAME in m]
    assert "kept in memory only" in said and f"it is a {kind}, not a file" in said
    assert report["stats"] == 0
    assert still_not_a_file(tmp_path / LOCK_NAME, kind) and (tmp_path / DATABASE_NAME).read_bytes() == before


def test_a_settings_file_larger_than_the_limit_is_moved_aside_unread(tmp_path: Path) -> None:
    path = write_settings_text(tmp_path, " " * (SETTINGS_LIMIT + 1))
    result = load_settings(tmp_path)
    assert result.settings == Settings()
    (message,) = result.messages
    assert "damaged" in message and "larger than" in message
    assert not path.exists() and len(set_aside(tmp_path, "corrupt")) == 1


@needs_posix
def test_an_error_log_that_is_a_pipe_is_not_waited_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / ERROR_LOG_NAME)
    code = (
        "import sys; from datetime import datetime, timezone; from pathlib import Path; "
        "from paigow_desktop.storage.error_log import append_error; "
        "print(append_error(Path(sys.argv[1]), 'a bug', datetime.now(timezone.utc)))"
    )
    said = in_a_child(code, tmp_path, "writing to errors.log, a named pipe,")
    assert said.strip() == "None"


# ----------------------------------------------------------------- the seal of a clean close


def judged_whole(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the whole-file checks (integrity, hand edits, the history adding up) read from
    now on: a list that grows by one at each such check."""
    seen: list[str] = []
    judge = FileOpening._judge_file

    def counting(self: FileOpening, uri: str) -> tuple[str, str] | None:
        seen.append(uri)
        return judge(self, uri)

    monkeypatch.setattr(FileOpening, "_judge_file", counting)
    return seen


def test_a_history_closed_cleanly_is_not_read_whole_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    judged = judged_whole(monkeypatch)
    with Store(tmp_path, STAKE) as store:
        play(store, 3)
    assert len(judged) == 0  # a new file: nothing to judge
    with Store(tmp_path, STAKE) as store:  # as the program left it: not read whole again
        assert store.bankroll_cents() == STAKE + 1000 - 50 - 1000
        play(store, 1)
    assert judged == []
    shutil.copyfile(tmp_path / DATABASE_NAME, tmp_path / "copy")
    os.replace(tmp_path / "copy", tmp_path / DATABASE_NAME)  # the same bytes, another file
    with Store(tmp_path, STAKE):
        pass
    assert len(judged) == 1


def test_a_history_edited_after_its_last_close_is_judged_even_with_its_time_set_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    judged = judged_whole(monkeypatch)
    path = tmp_path / DATABASE_NAME
    with Store(tmp_path, STAKE) as store:
        play(store, 3)
    before = os.stat(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER ledger_no_update")
    conn.execute("UPDATE ledger SET cents = 'twelve dollars' WHERE id = 2")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # as it was, to the eye
    assert os.stat(path).st_size == before.st_size
    with pytest.raises(StorageError, match="row 2 of the table ledger"):
        Store(tmp_path, STAKE)
    assert len(judged) == 1


def seal_of(directory: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads((directory / (DATABASE_NAME + SEAL_SUFFIX)).read_text())
    return found


def test_a_session_that_ends_without_closing_leaves_its_history_to_be_judged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash: the seal of the last clean close no longer matches once the session has written."""
    judged = judged_whole(monkeypatch)
    path = tmp_path / DATABASE_NAME
    with Store(tmp_path, STAKE) as store:
        play(store, 1)
    assert seal_of(tmp_path) == file_stamp(path)
    store = Store(tmp_path, STAKE)
    play(store, 1)
    assert seal_of(tmp_path) != file_stamp(path)
    store._conn.close()  # gone without closing: the folder given up, no seal written
    store._release()
    with Store(tmp_path, STAKE) as again:
        assert again.bankroll_cents() == STAKE + 2 * 950  # each session won its one round
    assert len(judged) == 1


def test_a_session_that_moved_to_memory_seals_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk failed (or the file was found damaged) in the middle of a session: the file on
    disk is not vouched for, and the next start judges it whole."""
    judged = judged_whole(monkeypatch)
    with Store(tmp_path, STAKE) as store:
        play(store, 1)
    before = seal_of(tmp_path)
    store = Store(tmp_path, STAKE)
    store._conn = FailingConnection(store._conn, fail_from=1)  # type: ignore[assignment]
    play(store, 1)
    assert store.in_memory
    store.close()
    assert seal_of(tmp_path) == before  # not written again
    with Store(tmp_path, STAKE):
        pass
    assert len(judged) == 1


def test_a_second_close_seals_nothing(tmp_path: Path) -> None:
    store = Store(tmp_path, STAKE)
    play(store, 1)
    store.close()
    (tmp_path / (DATABASE_NAME + SEAL_SUFFIX)).unlink()
    store.close()
    assert not (tmp_path / (DATABASE_NAME + SEAL_SUFFIX)).exists()


@pytest.mark.parametrize("kind", ["fifo", "folder", "garbage", "deep", "floats", "crc", "older checks"])
def test_a_seal_that_is_not_one_means_a_whole_check_and_no_more(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    judged = judged_whole(monkeypatch)
    with Store(tmp_path, STAKE) as store:
        play(store, 1)
    target = tmp_path / (DATABASE_NAME + SEAL_SUFFIX)
    good = seal_of(tmp_path)
    target.unlink()
    if kind == "fifo":
        os.mkfifo(target)  # never waited on
    elif kind == "folder":
        target.mkdir()
    elif kind == "garbage":
        target.write_bytes(b"\xff\x00not json")
    elif kind == "deep":
        target.write_text("[" * 2000 + "]" * 2000)
    elif kind == "floats":
        target.write_text(json.dumps({key: float(value) for key, value in good.items()}))
    elif kind == "crc":  # the same size, times and inode, other bytes: damage on the disk
        target.write_text(json.dumps({**good, "crc32": good["crc32"] ^ 1}))
    else:  # sealed by a version whose checks were fewer
        target.write_text(json.dumps({**good, "checks": good["checks"] - 1}))
    with Store(tmp_path, STAKE) as again:
        assert again.bankroll_cents() == STAKE + 950
    assert len(judged) == 1
