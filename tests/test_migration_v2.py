"""Data folders written by version 2 (commit a4782e8, tests/fixtures/v2) open in version 3, nothing lost."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow.record import RoundRecord
from paigow_desktop.games.paigow.trainer import Drill
from paigow_desktop.storage import SCHEMA_VERSION, open_app_data
from paigow_desktop.storage.dbcheck import APPLICATION_ID
from paigow_desktop.ui.games.paigow.options import options_of

FIXTURES = Path(__file__).parent / "fixtures" / "v2"


def copy_of(name: str, tmp_path: Path) -> Path:
    folder = tmp_path / name
    shutil.copytree(FIXTURES / name, folder)
    return folder


def raw(folder: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(folder / "paigow.sqlite3") as db:
        return db.execute(sql).fetchall()


def test_the_fixtures_are_version_2() -> None:
    # Read-only: the fixtures themselves are never opened by the program.
    uri = f"file:{FIXTURES / 'played' / 'paigow.sqlite3'}?mode=ro"
    with sqlite3.connect(uri, uri=True) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (2,)
        assert db.execute("PRAGMA application_id").fetchone() == (0,)
    assert json.loads((FIXTURES / "played" / "settings.json").read_text())["version"] == 2


@pytest.mark.parametrize("name", ["played", "killed"])
def test_a_version_2_folder_opens_in_version_3_with_nothing_lost(name: str, tmp_path: Path) -> None:
    folder = copy_of(name, tmp_path)
    before = raw(
        folder, "SELECT id, seed, place, bet_cents, state, history, net_cents FROM rounds ORDER BY id"
    )
    answers_before = raw(
        folder, "SELECT id, mode, tiles, chosen, best, correct FROM trainer_answers ORDER BY id"
    )
    data = open_app_data(folder)
    try:
        store = data.store
        # The bankroll is the ledger's: $995.50, the round the kill left open refunded.
        assert store.bankroll_cents() == store.ledger_sum_cents() == 99_550
        assert store.refunded == ((23,) if name == "killed" else ())
        rows = sorted(store.rounds(limit=100), key=lambda r: r.id)
        assert [(r.id, r.seed, r.place, r.bet_cents) for r in rows] == [
            (i, int(str(s)), p, b) for i, s, p, b, *_ in before
        ]
        assert {r.game for r in rows} == {"paigow"}
        settled = [r for r in rows if r.state == "settled"]
        assert len(settled) == 22
        for row in settled:
            assert row.history is not None and row.result in ("win", "push", "loss")
            record = RoundRecord.from_json(row.history)
            assert record.outcome[row.place].net_cents == row.net_cents
        answers = sorted(store.answers(limit=100), key=lambda a: a.id)
        assert [(a.id, a.mode, a.tiles, a.chosen, a.best, a.correct) for a in answers] == [
            (i, m, t, c, b, bool(ok)) for i, m, t, c, b, ok in answers_before
        ]
        assert {a.game for a in answers} == {"paigow"}
        drill = Drill.from_json(store.load_drill("paigow") or "")
        assert drill.step == 9 and drill.answered() == 8  # nine answers, one with a hint
        stats = store.statistics(game="paigow")
        assert stats.rounds == 22 and stats.wins + stats.pushes + stats.losses == 22
    finally:
        data.close()
    with sqlite3.connect(folder / "paigow.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert db.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        # Every entry of a round carries the round's game; the stake carries none.
        assert db.execute(
            "SELECT COUNT(*) FROM ledger WHERE (round_id IS NULL) <> (game IS NULL)"
        ).fetchone() == (0,)
    # And it opens again as it is, version 3 to version 3.
    again = open_app_data(folder)
    try:
        assert again.store.bankroll_cents() == 99_550 and again.messages == ()
    finally:
        again.close()


def test_the_version_2_settings_file_splits_into_a_general_and_a_pai_gow_section(tmp_path: Path) -> None:
    folder = copy_of("played", tmp_path)
    data = open_app_data(folder)
    try:
        settings = data.settings
        assert data.messages == ()
        assert (settings.theme, settings.sound, settings.volume, settings.animation_speed) == (
            "ivory",
            True,
            40,
            1,
        )
        assert settings.language == "zh_TW"  # chosen by the player: kept (only "en" was everyone's)
        table = options_of(settings)
        assert table == PaiGowOptions(
            seat=3,
            default_bet_cents=2500,
            table_minimum_cents=1000,
            table_maximum_cents=100_000,
            commission="0.04",
            trainer=True,
            trainer_quiz=True,
            computer_players=5,
            bank_offer="never",
            bank_two_in_a_row=True,
            count_from_dealer=True,
            woodpile="lifted",
        )
        assert data.settings_store.save(settings).saved
    finally:
        data.close()
    doc = json.loads((folder / "settings.json").read_text(encoding="utf-8"))
    assert doc["version"] == 3
    assert "seat" not in doc["settings"] and doc["games"]["paigow"]["seat"] == 3


def test_english_that_nobody_chose_becomes_the_desktops_language(tmp_path: Path) -> None:
    folder = copy_of("played", tmp_path)
    path = folder / "settings.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["settings"]["language"] = "en"  # what version 2 wrote for every player
    path.write_text(json.dumps(doc), encoding="utf-8")
    data = open_app_data(folder)
    try:
        assert data.settings.language == ""
    finally:
        data.close()
