"""Tests of what the app keeps on disk: paths, the settings file, the ledger and the history.

Everything happens under pytest's temporary directories (conftest.py also points
HOME and PAIGOW_DESKTOP_HOME away from the real home).
"""

from __future__ import annotations

import csv
import json
import os
import random
import re
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from settings_helpers import table_settings

from paigow_desktop import storage
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow.record import record_of
from paigow_desktop.games.paigow.round import PlaceSettlement, Round, TableRules, payout_after_commission
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.storage import (
    DATABASE_NAME,
    ENV_VAR,
    SCHEMA_VERSION,
    SETTINGS_FORMAT,
    SETTINGS_NAME,
    SETTINGS_VERSION,
    NewerVersionError,
    RoundRow,
    Settings,
    SettingsStore,
    StorageError,
    Store,
    data_dir,
    load_settings,
    open_app_data,
    save_settings,
)
from paigow_desktop.storage.datalock import LOCK_NAME
from paigow_desktop.storage.opening import PAGE_CACHE_KB, SEAL_SUFFIX
from paigow_desktop.ui.games.paigow.options import options_of, read_options, with_option_changes

UTC = timezone.utc
MOMENT = datetime(2024, 1, 31, 23, 59, 59, tzinfo=UTC)
RATE = Fraction(1, 20)


class Clock:
    """A clock that moves one second each time it is read."""

    def __init__(self, start: datetime = MOMENT) -> None:
        self.now = start

    def __call__(self) -> datetime:
        moment = self.now
        self.now += timedelta(seconds=1)
        return moment


def fixed() -> datetime:
    return MOMENT


def settlement(place: int, bet: int, result: BetResult, rate: Fraction = RATE) -> PlaceSettlement:
    """The player's settlement of a bet, as the engine works it out."""
    if result is BetResult.WIN:
        paid, commission = payout_after_commission(bet, rate)
        return PlaceSettlement(place, bet, result, paid, commission)
    if result is BetResult.LOSS:
        return PlaceSettlement(place, bet, result, -bet, 0)
    return PlaceSettlement(place, bet, result, 0, 0)


def bank_settlement(place: int, gross: int, rate: Fraction = RATE) -> PlaceSettlement:
    """The player-banker's settlement of a round with a gross result of ``gross``."""
    if gross > 0:
        paid, commission = payout_after_commission(gross, rate)
        return PlaceSettlement(place, 0, None, paid, commission)
    return PlaceSettlement(place, 0, None, gross, 0)


def write_settings(directory: Path, values: dict[str, Any], version: int = SETTINGS_VERSION) -> Path:
    """A settings file of ``version``; from version 3 on, Pai Gow's options go in its section."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / SETTINGS_NAME
    doc: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": version, "settings": values}
    if version >= 3:
        mine = {k: v for k, v in values.items() if k in PaiGowOptions.options()}
        doc["settings"] = {k: v for k, v in values.items() if k not in mine}
        doc["games"] = {"paigow": mine}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def said(result: storage.LoadResult) -> list[str]:
    """Everything the player is told of a loaded file: storage's messages, then Pai Gow's section's."""
    return [*result.messages, *read_options(result.settings)[1]]


def raw(directory: Path) -> sqlite3.Connection:
    """A second connection to the database, as another program would open it."""
    return sqlite3.connect(directory / DATABASE_NAME, isolation_level=None)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "data", 100_000, now=Clock()) as opened:
        yield opened


# ----------------------------------------------------------------- paths


def test_override_beats_environment_beats_appdirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, object]] = []

    def fake_user_data_dir(name: str, appauthor: object = None) -> str:
        calls.append((name, appauthor))
        return str(tmp_path / "appdirs")

    monkeypatch.setattr("appdirs.user_data_dir", fake_user_data_dir)
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir(tmp_path / "flag") == tmp_path / "flag"
    assert data_dir(str(tmp_path / "flag")) == tmp_path / "flag"
    assert data_dir() == tmp_path / "env"
    assert calls == []
    monkeypatch.setenv(ENV_VAR, "")
    assert data_dir() == tmp_path / "appdirs"
    monkeypatch.delenv(ENV_VAR)
    assert data_dir() == tmp_path / "appdirs"
    assert calls == [("paigow-desktop", False), ("paigow-desktop", False)]


def test_the_test_environment_keeps_data_out_of_home() -> None:
    assert os.environ[ENV_VAR].endswith("paigow-desktop")
    assert data_dir() == Path(os.environ[ENV_VAR])


# ----------------------------------------------------------------- settings


def test_defaults_when_there_is_no_file(tmp_path: Path) -> None:
    result = load_settings(tmp_path)
    assert result.settings == Settings()
    assert result.messages == ()
    assert not result.read_only
    assert result.migrated_from is None
    defaults = Settings()
    assert defaults.to_dict() == {
        "animation_speed": 2,
        "reduced_motion": "auto",
        "theme": "casino",
        "sound": False,
        "volume": 70,
        "language": "",
        "window_geometry": "",
        "last_screen": "table",
        "game": "",
        "starting_bankroll_cents": 100_000,
    }
    assert defaults.games == {}
    table = options_of(defaults)
    assert table.to_dict() == {
        "seat": 4,
        "default_bet_cents": 1000,
        "table_minimum_cents": 500,
        "table_maximum_cents": 50_000,
        "commission": "0.05",
        "trainer": False,
        "trainer_quiz": False,
        "computer_players": 4,
        "bank_offer": "ask",
        "bank_two_in_a_row": False,
        "co_banking": False,
        "count_from_dealer": False,
        "woodpile": "eight",
        "trainer_place": "below",
        "welcomed": False,
        "trainer_card_length": 10,
        "trainer_card_standalone": False,
        "left_mid_round": 0,
    }
    assert table.commission_rate == Fraction(1, 20)
    assert table.table_rules == TableRules(500, 50_000, Fraction(1, 20))


def test_settings_round_trip(tmp_path: Path) -> None:
    chosen = table_settings(
        seat=7,
        default_bet_cents=2500,
        table_minimum_cents=1000,
        table_maximum_cents=100_000,
        commission="0.0476",
        animation_speed=0,
        reduced_motion="on",
        theme="ivory",
        sound=True,
        volume=0,
        trainer=True,
        computer_players=6,
        language="zh_TW",
        window_geometry="AdnQywADAAAAAAAA",
        last_screen="history",
        starting_bankroll_cents=250_000,
    )
    assert save_settings(tmp_path, chosen)
    loaded = load_settings(tmp_path)
    assert loaded.settings == chosen
    assert loaded.messages == ()
    doc = json.loads((tmp_path / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert doc["format"] == SETTINGS_FORMAT
    assert doc["version"] == SETTINGS_VERSION
    assert doc["settings"]["language"] == "zh_TW"
    assert doc["games"]["paigow"]["seat"] == 7 and "seat" not in doc["settings"]
    assert (tmp_path / SETTINGS_NAME).read_text(encoding="utf-8").count("\n") > len(Settings.options())


def test_settings_are_checked_when_made() -> None:
    with pytest.raises(ValueError, match="seat"):
        table_settings(seat=0)
    with pytest.raises(ValueError, match="table_maximum_cents"):
        table_settings(table_minimum_cents=5000, table_maximum_cents=1000, default_bet_cents=5000)
    with pytest.raises(ValueError, match="default_bet_cents"):
        table_settings(default_bet_cents=100)
    not_a_bool: Any = 1
    with pytest.raises(ValueError, match="sound"):
        replace(Settings(), sound=not_a_bool)


PAIGOW = frozenset(PaiGowOptions.options())
BAD_VALUES = [
    ("seat", 0),
    ("seat", 8),
    ("seat", "4"),
    ("seat", 4.0),
    ("default_bet_cents", 10.5),
    ("table_minimum_cents", 0),
    ("table_maximum_cents", -1),
    ("commission", "0.03"),
    ("commission", 0.05),
    ("animation_speed", 4),
    ("animation_speed", -1),
    ("reduced_motion", "sometimes"),
    ("theme", "neon"),
    ("sound", 1),
    ("volume", 101),
    ("trainer", "yes"),
    ("computer_players", 8),
    ("language", "fr"),
    ("window_geometry", "not base64!"),
    ("window_geometry", None),
    ("last_screen", 7),
    ("last_screen", ""),
    ("starting_bankroll_cents", True),
    ("starting_bankroll_cents", 10**12),
]


@pytest.mark.parametrize(("key", "value"), BAD_VALUES)
def test_a_bad_value_falls_back_with_a_message(tmp_path: Path, key: str, value: object) -> None:
    good = {"seat": 6, "volume": 30, "theme": "ivory"}
    write_settings(tmp_path, {**good, key: value})
    result = load_settings(tmp_path)
    loaded, defaults = (
        (options_of(result.settings), PaiGowOptions()) if key in PAIGOW else (result.settings, Settings())
    )
    assert getattr(loaded, key) == getattr(defaults, key)
    messages = said(result)
    assert len(messages) == 1
    assert f"'{key}'" in messages[0]
    assert options_of(result.settings).seat == (6 if key != "seat" else 4)
    for other, kept in good.items():
        if other not in (key, "seat"):
            assert getattr(result.settings, other) == kept


def test_limits_that_contradict_each_other_are_mended(tmp_path: Path) -> None:
    write_settings(tmp_path, {"table_minimum_cents": 100_000, "table_maximum_cents": 20_000})
    result = load_settings(tmp_path)
    assert options_of(result.settings).table_minimum_cents == 100_000
    assert options_of(result.settings).table_maximum_cents >= 100_000
    assert any("'table_maximum_cents'" in m for m in said(result))
    assert options_of(result.settings).table_minimum_cents <= options_of(result.settings).default_bet_cents

    write_settings(tmp_path, {"default_bet_cents": 90_000})
    result = load_settings(tmp_path)
    assert options_of(result.settings).default_bet_cents == 1000
    assert [m for m in said(result) if "'default_bet_cents'" in m]


def test_unknown_keys_survive_a_save(tmp_path: Path) -> None:
    write_settings(tmp_path, {"seat": 2, "future_option": {"colour": "teal"}, "another": [1, 2]})
    loaded = load_settings(tmp_path)
    assert loaded.messages == ()
    assert dict(loaded.settings.extra) == {"future_option": {"colour": "teal"}, "another": [1, 2]}
    assert save_settings(tmp_path, with_option_changes(loaded.settings, {"seat": 3}))
    again = load_settings(tmp_path)
    assert options_of(again.settings).seat == 3
    assert again.settings.extra == {"future_option": {"colour": "teal"}, "another": [1, 2]}
    doc = json.loads((tmp_path / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert doc["settings"]["future_option"] == {"colour": "teal"}


DAMAGED = [
    b"{not json",
    b"[1, 2, 3]",
    b'{"format": "something else", "version": 2, "settings": {}}',
    b'{"format": "paigow-desktop settings", "version": "two", "settings": {}}',
    b'{"format": "paigow-desktop settings", "version": 2, "settings": [1]}',
    b"\xff\xfe\x00garbage",
    b"",
]


@pytest.mark.parametrize("content", DAMAGED)
def test_a_damaged_settings_file_is_moved_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / SETTINGS_NAME
    path.write_bytes(content)
    result = load_settings(tmp_path, now=fixed)
    assert result.settings == Settings()
    assert len(result.messages) == 1
    assert not result.read_only
    aside = tmp_path / "settings.json.corrupt-20240131T235959Z"
    assert aside.read_bytes() == content
    assert not path.exists()
    assert aside.name in result.messages[0]
    assert save_settings(tmp_path, table_settings(seat=1))
    assert options_of(load_settings(tmp_path).settings).seat == 1


@pytest.mark.parametrize("content", DAMAGED)
def test_why_a_settings_file_is_damaged_is_said_in_the_interface_language(
    tmp_path: Path, content: bytes, qapp: object
) -> None:
    """Every reason is translatable: no English (nor Python's words) in a Chinese message."""
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators
    from paigow_desktop.ui.names import say

    (tmp_path / SETTINGS_NAME).write_bytes(content)
    message = load_settings(tmp_path, now=fixed).messages[0]
    if content == b"{not json":
        assert "it is not valid JSON: line 1, column 2" in message and "Expecting" not in message
    app = QApplication.instance()
    assert isinstance(app, QApplication) and install_translator(app, "zh_TW")
    try:
        said = say(message)
    finally:
        remove_translators(app)
    outside = re.sub(r"「[^」]*」|JSON|UTF-8|\S*settings\.json\S*", "", said)  # names, not words
    assert not re.search(r"[A-Za-z]{3,}", outside), said


def test_a_settings_file_that_cannot_be_read_is_not_called_damaged(tmp_path: Path) -> None:
    folder = tmp_path / ("x" * 300)  # a name too long for the system: reading fails
    result = load_settings(folder, now=fixed)
    assert result.settings == Settings() and result.read_only  # nothing written over
    (message,) = result.messages
    assert "cannot be read (File name too long)" in message and "damaged" not in message


def test_a_second_damaged_file_in_the_same_second_gets_its_own_name(tmp_path: Path) -> None:
    for _ in range(2):
        (tmp_path / SETTINGS_NAME).write_bytes(b"{")
        load_settings(tmp_path, now=fixed)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["settings.json.corrupt-20240131T235959Z", "settings.json.corrupt-20240131T235959Z-2"]


def test_version_1_is_migrated(tmp_path: Path) -> None:
    write_settings(
        tmp_path,
        {"seat": 5, "speed": "slow", "bet": 12.5, "theme": "ivory", "old_unknown": True},
        version=1,
    )
    result = load_settings(tmp_path)
    assert result.migrated_from == 1
    assert result.messages == ()
    assert result.settings.animation_speed == 3
    assert options_of(result.settings).default_bet_cents == 1250
    assert (options_of(result.settings).seat, result.settings.theme) == (5, "ivory")
    assert result.settings.extra == {"old_unknown": True}
    assert save_settings(tmp_path, result.settings)
    doc = json.loads((tmp_path / SETTINGS_NAME).read_text(encoding="utf-8"))
    assert doc["version"] == SETTINGS_VERSION
    assert "speed" not in doc["settings"]
    assert "bet" not in doc["settings"]
    assert doc["settings"]["animation_speed"] == 3
    assert load_settings(tmp_path).migrated_from is None


@pytest.mark.parametrize(("speed", "level"), [("instant", 0), ("fast", 1), ("normal", 2), ("slow", 3)])
def test_version_1_speed_names(tmp_path: Path, speed: str, level: int) -> None:
    write_settings(tmp_path, {"speed": speed, "bet": 5}, version=1)
    result = load_settings(tmp_path)
    assert result.settings.animation_speed == level
    assert options_of(result.settings).default_bet_cents == 500


def test_version_1_bad_values_get_messages(tmp_path: Path) -> None:
    write_settings(tmp_path, {"speed": "warp", "bet": "lots"}, version=1)
    result = load_settings(tmp_path)
    assert result.settings == Settings()
    assert len(result.messages) == 2
    assert "'speed'" in result.messages[0]
    assert "'bet'" in result.messages[1]


def test_a_newer_settings_file_is_never_overwritten(tmp_path: Path) -> None:
    path = write_settings(tmp_path, {"seat": 2, "hologram": True}, version=SETTINGS_VERSION + 1)
    before = path.read_bytes()
    settings_store = SettingsStore(tmp_path)
    result = settings_store.load()
    assert result.settings == Settings()
    assert result.read_only
    assert len(result.messages) == 1
    assert "newer version" in result.messages[0]
    assert settings_store.read_only
    outcome = settings_store.save(table_settings(seat=1))
    assert not outcome.saved
    assert outcome.message is None
    assert not save_settings(tmp_path, table_settings(seat=1))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]


def test_saving_leaves_no_temporary_files(tmp_path: Path) -> None:
    for seat in range(1, 8):
        assert save_settings(tmp_path, table_settings(seat=seat))
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(tmp_path, table_settings(seat=2))
    before = (tmp_path / SETTINGS_NAME).read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        save_settings(tmp_path, table_settings(seat=3))
    assert (tmp_path / SETTINGS_NAME).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]

    settings_store = SettingsStore(tmp_path)
    settings_store.load()
    first = settings_store.save(table_settings(seat=4))
    assert not first.saved
    assert first.message is not None
    assert "No space left" in first.message
    second = settings_store.save(table_settings(seat=5))
    assert second == storage.SaveResult(False, None)
    monkeypatch.undo()
    assert (tmp_path / SETTINGS_NAME).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]


# ----------------------------------------------------------------- directories that cannot be written


def play_one_round(store: Store, place: int = 4, bet: int = 1000) -> int:
    round_id = store.begin_round("paigow", seed=7, bet_cents=bet, place=place, details={})
    store.finish_round(round_id, {"seed": 7}, settlement(place, bet, BetResult.LOSS))
    return round_id


def snapshot(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def test_a_read_only_directory_works_in_memory_with_one_warning(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    save_settings(directory, table_settings(seat=6, starting_bankroll_cents=50_000))
    with Store(directory, 50_000) as first:
        play_one_round(first)
    before = snapshot(directory)
    os.chmod(directory, 0o500)
    try:
        if os.access(directory, os.W_OK):
            # Covered for root too: a read-only mount in test_storage_failures.py, and every write
            # failing in turn through a fault-injecting connection there.
            pytest.skip("running as root: chmod does not stop writing")
        app = open_app_data(directory)
        try:
            assert len(app.messages) == 1
            assert "cannot be written" in app.messages[0]
            assert app.in_memory
            assert options_of(app.settings).seat == 6
            assert app.store.bankroll_cents() == 49_000
            play_one_round(app.store)
            assert app.store.bankroll_cents() == app.store.ledger_sum_cents() == 48_000
            assert app.settings_store.save(table_settings(seat=1)) == storage.SaveResult(False, None)
        finally:
            app.close()
        assert snapshot(directory) == before
    finally:
        os.chmod(directory, 0o700)


def test_an_uncreatable_directory_works_in_memory_with_one_warning(tmp_path: Path) -> None:
    plain = tmp_path / "plain-file"
    plain.write_text("not a directory", encoding="utf-8")
    directory = plain / "data"
    app = open_app_data(directory)
    try:
        assert len(app.messages) == 1
        assert str(directory) in app.messages[0]
        assert app.in_memory
        assert app.settings == Settings()
        assert app.store.bankroll_cents() == 100_000
        play_one_round(app.store)
        assert app.store.bankroll_cents() == app.store.ledger_sum_cents() == 99_000
        assert app.settings_store.save(table_settings(seat=1)) == storage.SaveResult(False, None)
    finally:
        app.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plain-file"]


def test_an_unwritable_directory_reads_what_is_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same as the read-only case, simulated so that it runs as root too."""
    directory = tmp_path / "data"
    save_settings(directory, table_settings(seat=2))
    with Store(directory, 100_000) as first:
        play_one_round(first)
        first.begin_round("paigow", seed=9, bet_cents=500, place=2)  # left open
    before = snapshot(directory)
    monkeypatch.setattr(storage.common, "probe_directory", lambda _d: "Read-only file system")
    app = open_app_data(directory)
    try:
        assert app.in_memory
        assert options_of(app.settings).seat == 2
        warnings = [m for m in app.messages if "cannot be written" in m]
        assert len(warnings) == 1
        assert app.store.refunded == (2,)  # refunded in memory
        assert app.store.bankroll_cents() == app.store.ledger_sum_cents() == 99_000
        play_one_round(app.store)
        assert app.store.bankroll_cents() == 98_000
        assert app.settings_store.save(table_settings(seat=5)) == storage.SaveResult(False, None)
    finally:
        app.close()
    assert snapshot(directory) == before


def test_a_directory_that_fails_later_warns_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings_store = SettingsStore(tmp_path / "data")
    assert settings_store.load().messages == ()

    def refused(directory: Path, settings: Settings) -> bool:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.settings, "save_settings", refused)
    assert settings_store.save(Settings()).message is not None
    assert settings_store.save(Settings()) == storage.SaveResult(False, None)
    assert settings_store.in_memory


# ----------------------------------------------------------------- the ledger


def test_a_new_database(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory, 123_456) as store:
        assert store.messages == ()
        assert not store.in_memory
        assert store.bankroll_cents() == store.ledger_sum_cents() == 123_456
        assert [(e.kind, e.cents, e.round_id) for e in store.ledger()] == [("stake", 123_456, None)]
        assert store.open_rounds() == 0
        # the page cache is held small so memory does not grow with the stored history
        assert store._conn.execute("PRAGMA cache_size").fetchone()[0] == -PAGE_CACHE_KB
    conn = raw(directory)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    with Store(directory, 999) as again:  # the stake is only for a new database
        assert again.bankroll_cents() == 123_456
        assert len(again.ledger()) == 1


def test_a_round_moves_money_through_the_ledger(store: Store) -> None:
    round_id = store.begin_round("paigow", seed=2**64 + 5, bet_cents=2000, place=3, details={"banker": 0})
    assert store.open_rounds() == 1
    assert store.bankroll_cents() == 98_000
    credited = store.finish_round(round_id, {"seed": 1}, settlement(3, 2000, BetResult.WIN))
    assert credited == 2000 + 1900
    assert store.open_rounds() == 0
    assert store.bankroll_cents() == store.ledger_sum_cents() == 101_900
    entries = [(e.kind, e.cents) for e in store.ledger(round_id)]
    assert entries == [("bet", -2000), ("settlement", 4000), ("commission", -100)]
    row = store.round(round_id)
    assert (row.seed, row.place, row.bet_cents, row.state) == (2**64 + 5, 3, 2000, "settled")
    assert (row.game, row.result, row.net_cents, row.commission_cents) == ("paigow", "win", 1900, 100)
    assert row.details == {"banker": 0}
    assert row.history == {"seed": 1}
    assert row.finished_at is not None
    assert row.finished_at > row.started_at


def test_loss_push_and_bank_entries(store: Store) -> None:
    loss = store.begin_round("paigow", 1, 1000, 4)
    store.finish_round(loss, {}, settlement(4, 1000, BetResult.LOSS))
    push = store.begin_round("paigow", 2, 1000, 4)
    store.finish_round(push, {}, settlement(4, 1000, BetResult.PUSH))
    bank = store.begin_round("paigow", 3, 0, 4, {"banker": 4})
    store.finish_round(bank, {}, bank_settlement(4, 3000))
    lost_bank = store.begin_round("paigow", 4, 0, 4, {"banker": 4})
    store.finish_round(lost_bank, {}, bank_settlement(4, -1500))
    assert [(e.kind, e.cents) for e in store.ledger(loss)] == [("bet", -1000), ("settlement", 0)]
    assert [(e.kind, e.cents) for e in store.ledger(push)] == [("bet", -1000), ("settlement", 1000)]
    assert [(e.kind, e.cents) for e in store.ledger(bank)] == [("bank", 3000), ("commission", -150)]
    assert [(e.kind, e.cents) for e in store.ledger(lost_bank)] == [("bank", -1500)]
    assert store.round(bank).result == "win"  # a banker's result is the sign of its net
    assert store.round(lost_bank).result == "loss"
    assert store.bankroll_cents() == store.ledger_sum_cents() == 100_000 - 1000 + 2850 - 1500


def test_bad_rounds_are_refused(store: Store) -> None:
    with pytest.raises(StorageError, match="more than the bankroll"):
        store.begin_round("paigow", 1, 100_001, 4)
    with pytest.raises(StorageError, match="place"):
        store.begin_round("paigow", 1, 1000, -1)
    with pytest.raises(StorageError, match="belongs to a game"):
        store.begin_round("Pai Gow", 1, 1000, 4)
    with pytest.raises(StorageError, match="JSON"):
        store.begin_round("paigow", 1, 1000, 4, {"x": object()})
    round_id = store.begin_round("paigow", 1, 1000, 4)
    with pytest.raises(StorageError, match="place 5"):
        store.finish_round(round_id, {}, settlement(5, 1000, BetResult.WIN))
    with pytest.raises(StorageError, match="2000 cents"):
        store.finish_round(round_id, {}, settlement(4, 2000, BetResult.WIN))
    with pytest.raises(StorageError, match="no round"):
        store.finish_round(round_id + 1, {}, settlement(4, 1000, BetResult.WIN))
    assert store.open_rounds() == 1
    assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000


def test_a_round_cannot_be_settled_twice(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        round_id = store.begin_round("paigow", 1, 1000, 4)
        store.finish_round(round_id, {}, settlement(4, 1000, BetResult.WIN))
        after = store.bankroll_cents()
        with pytest.raises(StorageError, match="already settled"):
            store.finish_round(round_id, {}, settlement(4, 1000, BetResult.WIN))
        assert store.bankroll_cents() == store.ledger_sum_cents() == after
        assert [e.kind for e in store.ledger(round_id)] == ["bet", "settlement", "commission"]
    # Behind the state check, the database itself refuses a second credit and any edit.
    conn = raw(directory)
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO ledger (round_id, kind, cents, created_at) VALUES (?, 'settlement', 2000, 'x')",
            (round_id,),
        )
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE ledger SET cents = 0")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM ledger")
    with pytest.raises(sqlite3.IntegrityError, match="only once"):
        conn.execute("UPDATE rounds SET state = 'open'")
    conn.close()


def test_begin_round_is_one_transaction(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        conn = raw(directory)
        conn.execute(
            "CREATE TRIGGER fail_bet BEFORE INSERT ON ledger WHEN NEW.kind = 'bet' "
            "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END"
        )
        with pytest.raises(StorageError, match="disk trouble"):
            store.begin_round("paigow", 1, 1000, 4)
        assert conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] == 0
        assert store.open_rounds() == 0
        assert store.bankroll_cents() == store.ledger_sum_cents() == 100_000
        conn.execute("DROP TRIGGER fail_bet")
        conn.close()
        round_id = store.begin_round("paigow", 1, 1000, 4)
        assert store.round(round_id).state == "open"
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000


def test_finish_round_is_one_transaction(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        round_id = store.begin_round("paigow", 1, 1000, 4)
        conn = raw(directory)
        conn.execute(
            "CREATE TRIGGER fail_commission BEFORE INSERT ON ledger WHEN NEW.kind = 'commission' "
            "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END"
        )
        with pytest.raises(StorageError, match="disk trouble"):
            store.finish_round(round_id, {"seed": 1}, settlement(4, 1000, BetResult.WIN))
        row = store.round(round_id)
        assert (row.state, row.history, row.result) == ("open", None, None)
        assert [e.kind for e in store.ledger(round_id)] == ["bet"]
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000
        conn.execute("DROP TRIGGER fail_commission")
        conn.close()
        store.finish_round(round_id, {"seed": 1}, settlement(4, 1000, BetResult.WIN))
        assert store.bankroll_cents() == store.ledger_sum_cents() == 100_950


def test_an_open_round_is_refunded_once_on_reopening(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        play_one_round(store)
        round_id = store.begin_round("paigow", 5, 2500, 4)
        assert store.bankroll_cents() == 96_500
    # The program died mid-round; it starts again.
    with Store(directory) as store:
        assert store.refunded == (round_id,)
        assert len(store.messages) == 1
        assert "$25.00" in store.messages[0]
        assert store.open_rounds() == 0
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000
        row = store.round(round_id)
        assert (row.state, row.net_cents, row.result) == ("refunded", 0, None)
        with pytest.raises(StorageError, match="refunded"):
            store.finish_round(round_id, {}, settlement(4, 2500, BetResult.WIN))
    with Store(directory) as store:
        assert store.refunded == ()
        assert store.messages == ()
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000
        assert [(e.kind, e.cents) for e in store.ledger(round_id)] == [("bet", -2500), ("settlement", 2500)]
        assert store.statistics().refunded == 1
        assert store.statistics().rounds == 1


def test_reset_bankroll(store: Store) -> None:
    play_one_round(store, bet=4000)
    assert store.reset_bankroll(100_000) == 4000
    assert store.bankroll_cents() == store.ledger_sum_cents() == 100_000
    assert store.reset_bankroll(25_000) == -75_000
    assert store.bankroll_cents() == store.ledger_sum_cents() == 25_000
    assert [e.kind for e in store.ledger()][-2:] == ["reset", "reset"]
    store.begin_round("paigow", 1, 1000, 4)
    with pytest.raises(StorageError, match="in progress"):
        store.reset_bankroll(100_000)
    with pytest.raises(StorageError):
        store.reset_bankroll(-1)


OPERATIONS = st.lists(
    st.one_of(
        st.tuples(
            st.just("bet"),
            st.integers(1, 20_000),
            st.sampled_from(list(BetResult)),
            st.booleans(),
            st.sampled_from([Fraction(1, 20), Fraction(119, 2500), Fraction(1, 25), Fraction(0)]),
        ),
        st.tuples(st.just("bank"), st.integers(-20_000, 20_000)),
        st.tuples(st.just("reset"), st.integers(0, 500_000)),
        st.tuples(st.just("reopen")),
    ),
    max_size=40,
)


@settings(max_examples=40, deadline=None)
@given(OPERATIONS)
def test_bankroll_is_always_the_ledger_sum(operations: list[tuple[Any, ...]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        store = Store(directory, 100_000)
        expected = 100_000
        unfinished = 0
        try:
            for op in operations:
                if op[0] == "bet":
                    _, bet, result, finish, rate = op
                    bet = min(bet, expected)
                    if bet == 0:
                        continue
                    round_id = store.begin_round("paigow", random.getrandbits(64), bet, 4)
                    expected -= bet
                    if finish:
                        outcome = settlement(4, bet, result, rate)
                        store.finish_round(round_id, {}, outcome)
                        expected += bet + outcome.net_cents
                    else:
                        unfinished += bet
                elif op[0] == "bank":
                    gross = max(op[1], -expected)
                    round_id = store.begin_round("paigow", 1, 0, 4)
                    outcome = bank_settlement(4, gross)
                    store.finish_round(round_id, {}, outcome)
                    expected += outcome.net_cents
                elif op[0] == "reset":
                    if unfinished:
                        with pytest.raises(StorageError):
                            store.reset_bankroll(op[1])
                    else:
                        store.reset_bankroll(op[1])
                        expected = op[1]
                else:
                    store.close()
                    store = Store(directory, 100_000)
                    expected += unfinished
                    unfinished = 0
                assert store.bankroll_cents() == store.ledger_sum_cents() == expected
                assert expected >= 0
            stats = store.statistics()
            assert stats.bankroll_cents == expected
            if stats.bankroll_over_time:
                assert stats.bankroll_over_time[-1][1] == expected
        finally:
            store.close()


def test_real_rounds_from_the_engine(store: Store) -> None:
    rng = random.Random(2024)
    rules = TableRules(500, 50_000)
    expected = store.bankroll_cents()
    for _ in range(25):
        seed = rng.getrandbits(64)
        game = Round(rules, random.Random(seed), automated=(2, 6))
        bet = rng.choice([500, 1000, 2500])
        for place in (2, 4, 6):
            game.place_bet(place, bet)
        round_id = store.begin_round("paigow", seed, bet, 4, {"banker": game.banker, "minimum_cents": 500})
        game.deal()
        game.set_house_way(4)
        game.reveal()
        result = game.settle()
        store.finish_round(round_id, record_of(game, seed, 4).to_json(), result.place(4))
        expected += result.place(4).net_cents
        assert store.bankroll_cents() == store.ledger_sum_cents() == expected
    newest = store.rounds(limit=1)[0]
    assert newest.history is not None
    assert newest.seed == newest.history["seed"]
    assert set(newest.history["tiles"]) == {"0", "2", "4", "6"}
    assert all(len(tiles) == 4 for tiles in newest.history["tiles"].values())
    Setting.parse(newest.history["banker_setting"])
    Setting.parse(newest.history["settings"]["4"]["setting"])
    assert newest.history["outcome"]["4"]["net_cents"] == newest.net_cents
    assert newest.history["commission"] == "1/20"
    # The same seed deals the same tiles again.
    replay = Round(rules, random.Random(newest.seed), automated=(2, 6))
    for place in (2, 4, 6):
        replay.place_bet(place, newest.bet_cents)
    deal = replay.deal()
    assert [str(t) for t in deal.tiles_of(4)] == newest.history["tiles"]["4"]


def hand_built(store: Store) -> dict[str, int]:
    """Win $10 at 5%, lose $20, push $5, win $30, bank and lose $7, one refunded round (by the caller)."""
    ids: dict[str, int] = {}
    for name, bet, result in [
        ("win10", 1000, BetResult.WIN),
        ("lose20", 2000, BetResult.LOSS),
        ("push5", 500, BetResult.PUSH),
        ("win30", 3000, BetResult.WIN),
    ]:
        ids[name] = store.begin_round("paigow", len(ids), bet, 4)
        store.finish_round(ids[name], {}, settlement(4, bet, result))
    ids["bank"] = store.begin_round("paigow", 9, 0, 4)
    store.finish_round(ids["bank"], {}, bank_settlement(4, -700))
    return ids


def test_statistics_of_a_known_sequence(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    clock = Clock()
    with Store(directory, 100_000, now=clock) as store:
        hand_built(store)
        store.begin_round("paigow", 99, 1000, 4)  # interrupted
    with Store(directory, 100_000, now=clock) as store:
        stats = store.statistics()
        assert (stats.rounds, stats.wins, stats.pushes, stats.losses) == (5, 2, 1, 2)
        assert stats.net_cents == 950 - 2000 + 0 + 2850 - 700 == 1100
        assert stats.largest_win_cents == 2850
        assert stats.largest_loss_cents == 2000
        assert stats.commission_paid_cents == 50 + 150
        assert stats.refunded == 1
        assert stats.bankroll_cents == store.bankroll_cents() == 101_100
        amounts = [cents for _, cents in stats.bankroll_over_time]
        assert amounts == [100_000, 100_950, 98_950, 98_950, 101_800, 101_100, 101_100]
        times = [moment for moment, _ in stats.bankroll_over_time]
        assert times == sorted(times)
        assert times[0] == MOMENT
        assert all(t.tzinfo is not None for t in times)


def test_statistics_of_an_empty_history(store: Store) -> None:
    stats = store.statistics()
    assert (stats.rounds, stats.wins, stats.pushes, stats.losses, stats.net_cents) == (0, 0, 0, 0, 0)
    assert (stats.largest_win_cents, stats.largest_loss_cents, stats.commission_paid_cents) == (0, 0, 0)
    assert stats.bankroll_over_time == ((MOMENT, 100_000),)


def test_rounds_are_paged_newest_first(store: Store) -> None:
    ids = hand_built(store)
    page = store.rounds(limit=2)
    assert [r.id for r in page] == [ids["bank"], ids["win30"]]
    assert [r.id for r in store.rounds(limit=2, offset=2)] == [ids["push5"], ids["lose20"]]
    assert [(r.result, r.net_cents) for r in store.rounds(limit=10, offset=4)] == [("win", 950)]
    assert store.rounds(limit=10, offset=10) == []


def test_csv_export(store: Store, tmp_path: Path) -> None:
    hand_built(store)
    store.begin_round("paigow", 42, 1000, 4)
    target = tmp_path / "history.csv"
    assert store.export_csv(target) == 6
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == [
        "round_id",
        "started_at",
        "finished_at",
        "state",
        "seed",
        "place",
        "bet_cents",
        "result",
        "net_cents",
        "commission_cents",
        "game",
        "bankroll_after_cents",
    ]
    assert len(rows) == 7
    assert rows[1][3:11] == ["settled", "0", "4", "1000", "win", "950", "50", "paigow"]
    assert rows[-1][2:4] == ["", "open"]
    # The bankroll after each round: the ledger's sum after its last entry (resets between them count).
    assert rows[-1][11] == str(store.bankroll_cents())
    assert rows[1][11] == str(store.ledger()[0].cents + 950)  # the stake, and $9.50 won
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_csv_export_of_one_game(store: Store, tmp_path: Path) -> None:
    hand_built(store)  # Pai Gow rounds
    other = store.begin_round("tiengow", 77, 0, 2)
    target = tmp_path / "tien-gow.csv"
    assert store.export_csv(target, game="tiengow") == 1
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["round_id"], r["game"], r["seed"], r["state"]) for r in rows] == [
        (str(other), "tiengow", "77", "open")
    ]
    assert store.export_csv(target) == 6  # every game's
    assert store.export_csv(target, game="paigow_poker") == 0  # a header only
    assert target.read_text(encoding="utf-8").splitlines()[0].endswith(",game,bankroll_after_cents")


def test_csv_export_adds_the_games_own_columns(store: Store, tmp_path: Path) -> None:
    hand_built(store)
    target = tmp_path / "described.csv"

    def describe(row: RoundRow) -> dict[str, str]:
        return {"dealt": f"seed {row.seed}", "unasked": "left out"}

    assert store.export_csv(target, game="paigow", described=("dealt", "setting"), describe=describe) == 5
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["dealt"], r["setting"]) for r in rows] == [(f"seed {r['seed']}", "") for r in rows]
    assert "unasked" not in rows[0]


def test_a_settled_rounds_history_grows_but_never_changes(store: Store) -> None:
    ids = hand_built(store)
    store.add_to_history(ids["bank"], {"ev_given_up": 0.25})
    assert store.round(ids["bank"]).history == {"ev_given_up": 0.25}
    with pytest.raises(StorageError, match="already says ev_given_up"):
        store.add_to_history(ids["bank"], {"ev_given_up": 0.5})
    assert store.round(ids["bank"]).history["ev_given_up"] == 0.25  # type: ignore[index]
    open_round = store.begin_round("paigow", 9, 0, 4)
    with pytest.raises(StorageError, match="only a settled round"):
        store.add_to_history(open_round, {"x": 1})
    with pytest.raises(StorageError, match="no round"):
        store.add_to_history(10_000, {"x": 1})
    with pytest.raises(StorageError, match="not JSON"):
        store.add_to_history(ids["bank"], {"x": object()})


def test_a_database_that_is_not_sqlite_is_moved_aside(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    directory.mkdir()
    (directory / DATABASE_NAME).write_bytes(b"this is not a database" * 50)
    (directory / f"{DATABASE_NAME}-wal").write_bytes(b"stray wal")
    with Store(directory, 70_000, now=fixed) as store:
        assert len(store.messages) == 1
        assert "damaged" in store.messages[0]
        assert store.bankroll_cents() == store.ledger_sum_cents() == 70_000
    aside = directory / "paigow.sqlite3.corrupt-20240131T235959Z"
    assert aside.read_bytes() == b"this is not a database" * 50
    assert (directory / "paigow.sqlite3.corrupt-20240131T235959Z-wal").read_bytes() == b"stray wal"
    with Store(directory, 70_000) as store:
        assert store.messages == ()


def test_a_database_that_fails_its_integrity_check_is_moved_aside(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        for _ in range(30):
            play_one_round(store)
    path = directory / DATABASE_NAME
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    assert len(data) > 2 * page_size
    data[page_size : 2 * page_size] = bytes(range(256)) * (page_size // 256)  # page 2 garbled
    path.write_bytes(bytes(data))
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    app = open_app_data(directory, now=fixed)
    try:
        assert len(app.messages) == 1
        assert "damaged" in app.messages[0]
        assert not app.in_memory
        assert app.store.bankroll_cents() == 100_000
        assert app.store.rounds() == []
    finally:
        app.close()
    assert (directory / "paigow.sqlite3.corrupt-20240131T235959Z").read_bytes() == bytes(data)


def test_a_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        play_one_round(store)
    conn = raw(directory)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = snapshot(directory)
    with pytest.raises(NewerVersionError, match="newer version"):
        Store(directory)
    assert snapshot(directory) == before
    app = open_app_data(directory)
    try:
        assert app.store.in_memory
        assert app.in_memory
        assert len(app.messages) == 1
        assert "newer version" in app.messages[0]
        assert app.store.bankroll_cents() == 100_000
        play_one_round(app.store)
    finally:
        app.close()
    assert snapshot(directory) == before


def test_a_newer_version_inside_the_wal_is_refused(tmp_path: Path) -> None:
    """The header check sees the main file only; the version check after opening sees the WAL too."""
    directory = tmp_path / "data"
    with Store(directory) as store:
        keep = raw(directory)  # holds the WAL open so the change stays in it
        keep.execute("PRAGMA wal_autocheckpoint = 0")
        keep.execute("BEGIN IMMEDIATE")  # as a newer version writes: its commit counts on the identity
        keep.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        keep.execute("UPDATE identity SET writes = writes + 1")
        keep.execute("COMMIT")
        store.close()
        with pytest.raises(NewerVersionError):
            Store(directory)
        keep.close()


def test_forward_migration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "data"
    with Store(directory) as store:
        play_one_round(store)
    step = ("ALTER TABLE rounds ADD COLUMN note TEXT NOT NULL DEFAULT ''",)
    monkeypatch.setattr(storage.schema, "_MIGRATIONS", (*storage.schema._MIGRATIONS, step))
    with Store(directory, 5) as store:
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_000
        assert [e.kind for e in store.ledger()].count("stake") == 1
    conn = raw(directory)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert conn.execute("SELECT note FROM rounds").fetchall() == [("",)]
    conn.close()
    monkeypatch.undo()
    with pytest.raises(NewerVersionError):
        Store(directory)


def test_a_store_in_memory_only() -> None:
    with Store(None, 5000) as store:
        assert store.in_memory
        assert store.messages == ()
        assert store.path is None
        play_one_round(store, bet=1000)
        assert store.bankroll_cents() == store.ledger_sum_cents() == 4000


def test_open_app_data_in_a_fresh_directory(tmp_path: Path) -> None:
    directory = tmp_path / "new" / "data"
    app = open_app_data(directory)
    try:
        assert app.messages == ()
        assert not app.in_memory
        assert app.settings == Settings()
        assert app.store.bankroll_cents() == Settings().starting_bankroll_cents
        assert app.settings_store.save(table_settings(seat=2)).saved
    finally:
        app.close()
    assert sorted(p.name for p in directory.iterdir() if not p.name.endswith(("-wal", "-shm"))) == [
        LOCK_NAME,
        DATABASE_NAME,
        DATABASE_NAME + SEAL_SUFFIX,  # closed cleanly: the next start need not check it whole
        SETTINGS_NAME,
    ]
