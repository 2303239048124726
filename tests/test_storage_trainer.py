"""The trainer's record in the database: the version 2 migration, answers, progress by day, drill state."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from paigow_desktop import storage
from paigow_desktop.storage import (
    DATABASE_NAME,
    SCHEMA_VERSION,
    StorageError,
    Store,
    TrainerAnswer,
    TrainerDay,
)

UTC = timezone.utc
START = datetime(2024, 3, 9, 22, 0, 0, tzinfo=UTC)


class Clock:
    """A settable clock; each reading moves it on by one second."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        moment = self.now
        self.now += timedelta(seconds=1)
        return moment


def version_1_file(directory: Path, stake: int = 50_000) -> Path:
    """A database as version 1 of the program wrote it: rounds and ledger, one settled round."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / DATABASE_NAME
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    for statement in storage.schema._MIGRATIONS[0]:
        conn.execute(statement)
    now = "2024-01-01T10:00:00.000000Z"
    ledger = "INSERT INTO ledger (round_id, kind, cents, created_at) VALUES (?, ?, ?, ?)"
    conn.execute(ledger, (None, "stake", stake, now))
    conn.execute(
        "INSERT INTO rounds (seed, place, bet_cents, state, history, result, net_cents, commission_cents, "
        "started_at, finished_at) VALUES ('7', 4, 1000, 'settled', '{}', 'loss', -1000, 0, ?, ?)",
        (now, now),
    )
    conn.execute(ledger, (1, "bet", -1000, now))
    conn.execute(ledger, (1, "settlement", 0, now))
    conn.execute("PRAGMA user_version = 1")
    conn.execute("COMMIT")
    conn.close()
    return path


def user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()


def answer(store: Store, *, correct: bool = True, assisted: bool = False, given_up: float = 0.0) -> int:
    return store.record_answer(
        "paigow",
        "drill",
        "6-6 3-1 5-4 2-1",
        "3-1 2-1 / 6-6 5-4",
        "3-1 2-1 / 6-6 5-4",
        category="pair",
        given_up_per_100=given_up,
        correct=correct,
        assisted=assisted,
    )


def test_schema_version_is_4() -> None:
    assert SCHEMA_VERSION == 4  # 3: the identity and the balance rows (dbcheck); 4: side bets


def test_a_version_1_database_is_migrated_and_keeps_its_money(tmp_path: Path) -> None:
    path = version_1_file(tmp_path)
    assert user_version(path) == 1 and "trainer_answers" not in tables(path)
    with Store(tmp_path, 999) as store:
        assert store.messages == ()
        assert store.bankroll_cents() == store.ledger_sum_cents() == 49_000  # no second stake
        assert [e.kind for e in store.ledger()] == ["stake", "bet", "settlement"]
        assert store.rounds()[0].net_cents == -1000
        assert store.answers() == [] and store.load_drill("paigow") is None
        answer(store)
        store.save_drill("paigow", '{"version": 1}')
    assert user_version(path) == SCHEMA_VERSION
    assert {"trainer_answers", "trainer_state"} <= tables(path)
    with Store(tmp_path) as again:  # opening a current file changes nothing
        assert len(again.answers()) == 1 and again.load_drill("paigow") == '{"version": 1}'
        assert again.bankroll_cents() == 49_000


def test_the_migration_is_one_transaction(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = version_1_file(tmp_path)
    broken = (
        *storage.schema._MIGRATIONS[1],
        "CREATE TABLE trainer_answers (id INTEGER)",
    )  # fails: exists already
    monkeypatch.setattr(storage.schema, "_MIGRATIONS", (storage.schema._MIGRATIONS[0], broken))
    with pytest.raises(StorageError, match="version 1 to 2"):
        Store(tmp_path)
    assert user_version(path) == 1
    assert "trainer_answers" not in tables(path) and "trainer_state" not in tables(path)
    monkeypatch.undo()
    with Store(tmp_path) as store:  # the next open migrates it properly
        assert store.bankroll_cents() == 49_000
    assert user_version(path) == SCHEMA_VERSION


def test_a_new_database_has_the_trainer_tables(tmp_path: Path) -> None:
    with Store(tmp_path / "data", 1000) as store:
        assert store.bankroll_cents() == 1000
    path = tmp_path / "data" / DATABASE_NAME
    assert user_version(path) == SCHEMA_VERSION and {"trainer_answers", "trainer_state"} <= tables(path)


def test_answers_round_trip_newest_first_and_paged() -> None:
    clock = Clock()
    with Store(None, now=clock) as store:
        clock.now = START  # opening read the clock
        first = answer(store, correct=False, given_up=1.25)
        second = store.record_answer(
            "paigow", "quiz", "6-6", "Day", "Teen", category="tile-name", correct=False, assisted=False
        )
        third = answer(store, assisted=True)
        assert first < second < third
        rows = store.answers()
        assert [a.id for a in rows] == [third, second, first]
        old = rows[2]
        assert old == TrainerAnswer(
            first,
            "paigow",
            START,
            "drill",
            "6-6 3-1 5-4 2-1",
            "3-1 2-1 / 6-6 5-4",
            "3-1 2-1 / 6-6 5-4",
            "pair",
            1.25,
            False,
            False,
        )
        assert rows[0].assisted and rows[0].correct
        assert rows[1].mode == "quiz" and rows[1].given_up_per_100 == 0.0
        assert [a.id for a in store.answers(limit=1, offset=1)] == [second]
        assert [a.id for a in store.answers(mode="drill")] == [third, first]
        assert store.bankroll_cents() == store.ledger_sum_cents()  # answers are not money


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"mode": "the casino"}, "not 'the casino'"),
        ({"given_up_per_100": -0.5}, "at least 0"),
        ({"given_up_per_100": float("nan")}, "at least 0"),
        ({"given_up_per_100": True}, "at least 0"),
        ({"tiles": None}, "tiles is text"),
    ],
)
def test_bad_answers_are_refused(kwargs: dict[str, object], match: str) -> None:
    values: dict[str, object] = {
        "mode": "drill",
        "tiles": "6-6 3-1 5-4 2-1",
        "chosen": "a",
        "best": "b",
        "correct": True,
        **kwargs,
    }
    with Store(None) as store:
        with pytest.raises(StorageError, match=match):
            store.record_answer("paigow", **values)  # type: ignore[arg-type]
        assert store.answers() == []


def test_progress_one_row_per_utc_day_over_unassisted_answers() -> None:
    clock = Clock()
    with Store(None, now=clock) as store:
        assert store.trainer_progress() == []
        answer(store, correct=True, given_up=0.0)  # 9 March
        answer(store, correct=False, given_up=2.0)
        answer(store, correct=False, given_up=9.0, assisted=True)  # counted in answered only
        store.record_answer("paigow", "quiz", "6-6", "Day", "Teen", correct=False)  # the quiz is left out
        clock.now = START + timedelta(hours=3)  # 10 March, 01:00 UTC
        answer(store, correct=True, given_up=0.5)
        clock.now = START + timedelta(days=3)  # 12 March: only a hint-assisted answer
        answer(store, assisted=True)
        days = store.trainer_progress()
        assert days == [
            TrainerDay(date(2024, 3, 9), 3, 0.5, 1.0),
            TrainerDay(date(2024, 3, 10), 1, 1.0, 0.5),
            TrainerDay(date(2024, 3, 12), 1, None, None),
        ]
        assert days[0].day == days[0][0]  # a plain tuple too
        clock.now = START + timedelta(days=3, hours=1)
        assert [d.day for d in store.trainer_progress(days=3)] == [date(2024, 3, 10), date(2024, 3, 12)]
        assert [d.day for d in store.trainer_progress(days=1)] == [date(2024, 3, 12)]
        quiz = store.trainer_progress(modes=("quiz",))
        assert quiz == [TrainerDay(date(2024, 3, 9), 1, 0.0, 0.0)]
        with pytest.raises(StorageError):
            store.trainer_progress(days=0)
        with pytest.raises(StorageError):
            store.trainer_progress(modes=("no such mode",))
        assert store.trainer_progress(game="tiengow") == []  # one game's answers only


def test_drill_state_round_trip_and_with_an_answer(tmp_path: Path) -> None:
    with Store(tmp_path) as store:
        assert store.load_drill("paigow") is None
        store.save_drill("paigow", '{"step": 1}')
        store.save_drill("paigow", '{"step": 2}')  # replaced, not added
        assert store.load_drill("paigow") == '{"step": 2}'
        store.record_answer("paigow", "drill", "k", "c", "b", correct=True, drill_state='{"step": 3}')
    with Store(tmp_path) as store:
        assert store.load_drill("paigow") == '{"step": 3}'
        assert len(store.answers()) == 1


def test_an_answer_and_its_drill_state_are_one_transaction() -> None:
    with Store(None) as store:
        store.save_drill("paigow", '{"step": 1}')
        with pytest.raises(StorageError):
            store.record_answer("paigow", "drill", "k", "c", "b", correct=True, drill_state=5)  # type: ignore[arg-type]
        assert store.load_drill("paigow") == '{"step": 1}' and store.answers() == []


def test_an_in_memory_store_keeps_the_trainer_record() -> None:
    with Store(None, 5000) as store:
        assert store.in_memory
        answer(store, correct=False, given_up=3.0)
        store.save_drill("paigow", "{}")
        assert store.load_drill("paigow") == "{}"
        assert store.trainer_progress()[0].accuracy == 0.0
        assert store.bankroll_cents() == 5000


@pytest.mark.skipif(not hasattr(__import__("time"), "tzset"), reason="time.tzset is Unix's")
def test_progress_by_this_computers_days(monkeypatch: pytest.MonkeyPatch) -> None:
    """A player in Taipei (UTC+8): an answer at 20:00 UTC on 9 March is theirs of 10 March;
    "Days in UTC" split their evening in two."""
    import time

    monkeypatch.setenv("TZ", "Asia/Taipei")
    time.tzset()
    try:
        clock = Clock()
        with Store(None, now=clock) as store:
            clock.now = datetime(2024, 3, 9, 15, 0, tzinfo=timezone.utc)  # 23:00 in Taipei
            answer(store, correct=True, given_up=0.0)
            clock.now = datetime(2024, 3, 9, 20, 0, tzinfo=timezone.utc)  # 04:00 on the 10th
            answer(store, correct=False, given_up=1.0)
            assert [d.day for d in store.trainer_progress()] == [date(2024, 3, 9)]  # UTC: one day
            local = store.trainer_progress(local=True)
            assert [(d.day, d.answered) for d in local] == [(date(2024, 3, 9), 1), (date(2024, 3, 10), 1)]
            assert [d.day for d in store.trainer_progress(days=1, local=True)] == [date(2024, 3, 10)]
    finally:
        monkeypatch.undo()
        time.tzset()
