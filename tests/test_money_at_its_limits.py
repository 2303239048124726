"""Each game's records in the ledger, at the money's limits and edited by hand, for every game of
the registry: a round at a bankroll of the ledger's largest value is played and shown without a
word in ``errors.log``; a history whose entries were deleted by hand, or that lost a table of
ours, is named, kept as it is, and the session plays in memory (``stats`` exits 1)."""

from __future__ import annotations

import io
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from paigow_desktop.cli import main
from paigow_desktop.core.money import format_cents
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import DATABASE_NAME, AppData, Settings, StorageError, Store, open_app_data
from paigow_desktop.storage.dbcheck import LEDGER_LIMIT_CENTS
from paigow_desktop.storage.error_log import ERROR_LOG_NAME
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.unexpected import UnexpectedErrors

STAKE = Settings().starting_bankroll_cents


def play_paigow(window: QWidget) -> None:
    from paigow_desktop.ui.games.paigow.table_controller import Stage

    c = window.controller  # type: ignore[attr-defined]
    assert c.new_round(c.last_bet_cents) and c.stage is Stage.SETTING
    c.set_house_way()
    assert c.confirm() and c.stage is Stage.BETTING


def play_tiengow(window: QWidget) -> None:
    c = window.controller  # type: ignore[attr-defined]
    c.level = "rule"
    assert c.new_hand()
    assert c.play_out_on_leaving() is not None  # your tiles by the rules of thumb, the hand paid


def play_poker(window: QWidget) -> None:
    from paigow_desktop.ui.games.paigow_poker.controller import Stage

    c = window.controller  # type: ignore[attr-defined]
    assert c.new_hand() and c.stage is Stage.SETTING
    c.set_house_way()
    assert c.confirm() and c.stage is Stage.OVER


#: How a test plays one round at each game's table, as the player would.
ROUND_PLAYERS: dict[str, Callable[[QWidget], None]] = {
    "paigow": play_paigow,
    "tiengow": play_tiengow,
    "paigow_poker": play_poker,
}


def test_every_game_of_the_registry_is_played_here() -> None:
    assert set(ROUND_PLAYERS) == set(REGISTRY.keys())


def table(data: AppData, key: str, seed: int = 11) -> QWidget:
    window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=(1280, 800)), data, key)
    assert isinstance(window, QWidget)
    return window


def play_rounds(folder: Path, key: str, rounds: int) -> None:
    """``rounds`` rounds of ``key`` played at its table, kept in ``folder``."""
    data = open_app_data(folder)
    window = table(data, key)
    try:
        for _ in range(rounds):
            ROUND_PLAYERS[key](window)
    finally:
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents()
        data.close()


@pytest.fixture(scope="module")
def histories(tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> dict[str, Path]:
    """A data folder for each game with three of its rounds, as its table wrote them."""
    folders = {}
    for game in REGISTRY:
        folder = tmp_path_factory.mktemp(game.key)
        play_rounds(folder, game.key, 3)
        folders[game.key] = folder
    return folders


def copy_of(history: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(history, folder, ignore=shutil.ignore_patterns("paigow.lock"))
    return folder


def hand_edit(folder: Path, *statements: str) -> None:
    """What someone with the sqlite3 shell could do (foreign keys are off there)."""
    conn = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def refused_everywhere(folder: Path, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """The history is named (``said`` in the message) and kept as it is: the store refuses it,
    ``stats`` says so in one line and exits 1, the app plays in memory from the starting stake."""
    before = (folder / DATABASE_NAME).read_bytes()
    with pytest.raises(StorageError) as refused:
        Store(folder, STAKE)
    assert "changed by hand" in str(refused.value) and said in str(refused.value), refused.value
    capsys.readouterr()
    assert main(["stats", "--data-dir", str(folder), "--json"], stdout=io.StringIO()) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err and "Traceback" not in err
    data = open_app_data(folder)
    try:
        assert data.in_memory and data.store.bankroll_cents() == STAKE
        assert any(said in m for m in data.messages), data.messages
    finally:
        data.close()
    assert (folder / DATABASE_NAME).read_bytes() == before  # nothing written
    assert not (folder / ERROR_LOG_NAME).exists()


def last_round(folder: Path) -> tuple[int, list[tuple[int, str]]]:
    conn = sqlite3.connect(folder / DATABASE_NAME)
    try:
        (round_id,) = conn.execute("SELECT MAX(id) FROM rounds WHERE state = 'settled'").fetchone()
        entries = conn.execute(
            "SELECT id, kind FROM ledger WHERE round_id = ? ORDER BY id", (round_id,)
        ).fetchall()
    finally:
        conn.close()
    return int(round_id), [(int(i), str(k)) for i, k in entries]


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_a_history_as_each_game_writes_it_opens_as_it_is(
    histories: dict[str, Path], tmp_path: Path, key: str
) -> None:
    folder = copy_of(histories[key], tmp_path)
    with Store(folder, STAKE) as store:
        assert store.messages == () and len(store.rounds(game=key)) == 3
        assert store.bankroll_cents() == store.ledger_sum_cents()


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_each_entry_of_a_settled_round_deleted_by_hand_is_named(
    histories: dict[str, Path], tmp_path: Path, key: str, capsys: pytest.CaptureFixture[str]
) -> None:
    round_id, entries = last_round(histories[key])
    assert entries  # every game's settled round has at least its credit
    for n, (entry, kind) in enumerate(entries):
        folder = copy_of(histories[key], tmp_path / f"{n}-{kind}")
        hand_edit(folder, "DROP TRIGGER ledger_no_delete", f"DELETE FROM ledger WHERE id = {entry}")
        refused_everywhere(folder, f"round {round_id}", capsys)


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_a_round_deleted_by_hand_with_its_entries_left_is_named(
    histories: dict[str, Path], tmp_path: Path, key: str, capsys: pytest.CaptureFixture[str]
) -> None:
    round_id, entries = last_round(histories[key])
    folder = copy_of(histories[key], tmp_path)
    hand_edit(folder, f"DELETE FROM rounds WHERE id = {round_id}")
    refused_everywhere(folder, f"row {entries[0][0]} of the table ledger", capsys)


@pytest.mark.parametrize(
    "table", ["balance", "identity", "rounds", "ledger", "trainer_answers", "trainer_state"]
)
def test_a_table_of_ours_dropped_by_hand_is_named(
    histories: dict[str, Path], tmp_path: Path, table: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = copy_of(histories[REGISTRY.first.key], tmp_path)
    hand_edit(folder, f"DROP TABLE {table}")
    refused_everywhere(folder, f"the table {table} is missing", capsys)


@pytest.mark.parametrize("table", ["balance", "identity"])
def test_a_one_row_table_emptied_by_hand_is_named(
    histories: dict[str, Path], tmp_path: Path, table: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = copy_of(histories[REGISTRY.first.key], tmp_path)
    hand_edit(folder, f"DELETE FROM {table}")
    refused_everywhere(folder, f"the table {table} has lost its row", capsys)


def test_a_trigger_of_ours_dropped_by_hand_is_named(
    histories: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = copy_of(histories[REGISTRY.first.key], tmp_path)
    hand_edit(folder, "DROP TRIGGER ledger_balance")  # the balance would no longer follow the ledger
    refused_everywhere(folder, "the trigger ledger_balance is missing", capsys)


def test_a_balance_edited_by_hand_is_still_mended_from_the_ledger(
    histories: dict[str, Path], tmp_path: Path
) -> None:
    folder = copy_of(histories[REGISTRY.first.key], tmp_path)
    hand_edit(folder, "UPDATE balance SET cents = cents + 12345")
    with Store(folder, STAKE) as store:
        assert store.messages == () and store.bankroll_cents() == store.ledger_sum_cents()


# ----------------------------------------------------------------- the money at its limit


def at_the_limit(folder: Path) -> None:
    """A consistent ledger whose bankroll is the largest value a ledger entry may hold."""
    with Store(folder, STAKE):
        pass
    conn = sqlite3.connect(folder / DATABASE_NAME, isolation_level=None)
    try:
        conn.execute(
            "INSERT INTO ledger (kind, cents, created_at) VALUES ('reset', ?, '2026-01-01T00:00:00.000000Z')",
            (LEDGER_LIMIT_CENTS - STAKE,),
        )
    finally:
        conn.close()


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_a_round_at_a_bankroll_of_the_ledger_s_limit_is_played_and_shown(
    qtbot: QtBot, tmp_path: Path, key: str
) -> None:
    at_the_limit(tmp_path)
    data = open_app_data(tmp_path)
    assert data.messages == () and data.store.bankroll_cents() == LEDGER_LIMIT_CENTS > 2**31
    window = table(data, key)
    qtbot.addWidget(window)
    errors = UnexpectedErrors(tmp_path, lambda: window)  # as the app runs: a bug goes to errors.log
    errors.install()
    shown: list[int] = []
    window.controller.bankroll_changed.connect(shown.append)  # type: ignore[attr-defined]
    try:
        window.show()
        ROUND_PLAYERS[key](window)
        window.show_statistics()  # type: ignore[attr-defined]  # the bankroll over time, its chart
        QCoreApplication.processEvents()
    finally:
        errors.uninstall()
        window.close()
        data.close()
    bankroll = Store(tmp_path, STAKE)
    try:
        after = bankroll.bankroll_cents()
    finally:
        bankroll.close()
    assert shown and shown[-1] == after and after > 2**31, shown  # carried whole, not cut to 32 bits
    texts = " ".join(label.text() for label in window.findChildren(QWidget) if hasattr(label, "text"))
    assert format_cents(after) in texts
    assert errors.failures_seen() == 0 and not (tmp_path / ERROR_LOG_NAME).exists()
