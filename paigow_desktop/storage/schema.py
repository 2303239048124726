"""The database's schema step by step (``user_version`` N is what the first N steps make); the lock."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from paigow_desktop import APP_NAME
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.storage.common import StorageError, _reason, _say
from paigow_desktop.storage.datalock import FolderInUse, FolderLock

#: The game of every round and trainer answer written before version 3: the program's only game
#: then (a fact of the history, not knowledge of the game).
FIRST_GAME: Final = "paigow"

#: Forward migrations of the database: step N takes ``user_version`` N to N + 1.
#: Statements run one at a time (trigger bodies hold semicolons), all steps of
#: one open in one transaction with the new ``user_version``.
_MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE rounds (
            id INTEGER PRIMARY KEY,
            seed TEXT NOT NULL,
            place INTEGER NOT NULL CHECK (place BETWEEN 1 AND 7),
            bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
            state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'refunded')),
            details TEXT NOT NULL DEFAULT '{}',
            history TEXT,
            result TEXT CHECK (result IN ('win', 'push', 'loss')),
            net_cents INTEGER,
            commission_cents INTEGER,
            started_at TEXT NOT NULL,
            finished_at TEXT
        )""",
        """CREATE TABLE ledger (
            id INTEGER PRIMARY KEY,
            round_id INTEGER REFERENCES rounds(id),
            kind TEXT NOT NULL
                CHECK (kind IN ('stake', 'bet', 'settlement', 'commission', 'bank', 'reset')),
            cents INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            CHECK ((round_id IS NULL) = (kind IN ('stake', 'reset')))
        )""",
        "CREATE INDEX rounds_by_state ON rounds(state)",
        "CREATE UNIQUE INDEX ledger_one_bet ON ledger(round_id) WHERE kind = 'bet'",
        "CREATE UNIQUE INDEX ledger_one_credit ON ledger(round_id) WHERE kind IN ('settlement', 'bank')",
        "CREATE UNIQUE INDEX ledger_one_commission ON ledger(round_id) WHERE kind = 'commission'",
        """CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER rounds_finish_once BEFORE UPDATE OF state ON rounds WHEN OLD.state <> 'open'
            BEGIN SELECT RAISE(ABORT, 'a round is settled only once'); END""",
    ),
    (
        """CREATE TABLE trainer_answers (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('drill', 'table', 'quiz')),
            tiles TEXT NOT NULL,
            chosen TEXT NOT NULL,
            best TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT '',
            given_up_per_100 REAL NOT NULL DEFAULT 0 CHECK (given_up_per_100 >= 0),
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1))
        )""",
        "CREATE INDEX trainer_answers_by_time ON trainer_answers(created_at)",
        """CREATE TABLE trainer_state (
            name TEXT PRIMARY KEY,
            json TEXT NOT NULL
        )""",
    ),
    (
        # Version 3 is a house for several games: rounds, ledger entries and trainer answers carry
        # the game (its registry key), and a round's place and result are the game's own words,
        # not Pai Gow's.  Every history before it is Pai Gow's, the only game there was.
        """CREATE TABLE rounds_3 (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 32),
            seed TEXT NOT NULL,
            place INTEGER NOT NULL CHECK (place >= 0),
            bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
            state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'refunded')),
            details TEXT NOT NULL DEFAULT '{}',
            history TEXT,
            result TEXT CHECK (result IS NULL OR length(result) BETWEEN 1 AND 32),
            net_cents INTEGER,
            commission_cents INTEGER,
            started_at TEXT NOT NULL,
            finished_at TEXT
        )""",
        f"""INSERT INTO rounds_3 (id, game, seed, place, bet_cents, state, details, history, result,
                net_cents, commission_cents, started_at, finished_at)
            SELECT id, '{FIRST_GAME}', seed, place, bet_cents, state, details, history, result,
                net_cents, commission_cents, started_at, finished_at FROM rounds""",
        "DROP TABLE rounds",
        "ALTER TABLE rounds_3 RENAME TO rounds",
        "CREATE INDEX rounds_by_state ON rounds(state)",
        "CREATE INDEX rounds_by_game ON rounds(game, id)",
        """CREATE TRIGGER rounds_finish_once BEFORE UPDATE OF state ON rounds WHEN OLD.state <> 'open'
            BEGIN SELECT RAISE(ABORT, 'a round is settled only once'); END""",
        # A ledger entry of a round carries the round's game; a stake or a reset, none.
        "ALTER TABLE ledger ADD COLUMN game TEXT CHECK (game IS NULL OR length(game) BETWEEN 1 AND 32)",
        "DROP TRIGGER ledger_no_update",
        "UPDATE ledger SET game = (SELECT game FROM rounds WHERE rounds.id = ledger.round_id)",
        """CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TABLE trainer_answers_3 (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 32),
            created_at TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (length(mode) BETWEEN 1 AND 32),
            tiles TEXT NOT NULL,
            chosen TEXT NOT NULL,
            best TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT '',
            given_up_per_100 REAL NOT NULL DEFAULT 0 CHECK (given_up_per_100 >= 0),
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1))
        )""",
        f"""INSERT INTO trainer_answers_3 (id, game, created_at, mode, tiles, chosen, best, category,
                given_up_per_100, correct, assisted)
            SELECT id, '{FIRST_GAME}', created_at, mode, tiles, chosen, best, category,
                given_up_per_100, correct, assisted FROM trainer_answers""",
        "DROP TABLE trainer_answers",
        "ALTER TABLE trainer_answers_3 RENAME TO trainer_answers",
        "CREATE INDEX trainer_answers_by_time ON trainer_answers(created_at)",
        "CREATE INDEX trainer_answers_by_game ON trainer_answers(game, created_at)",
        f"UPDATE trainer_state SET name = '{FIRST_GAME}.drill' WHERE name = 'drill'",
        # Who this history is (see dbcheck): a random identity, and a count every commit moves.
        """CREATE TABLE identity (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            uuid TEXT NOT NULL,
            writes INTEGER NOT NULL DEFAULT 0
        )""",
        "INSERT INTO identity (id, uuid) VALUES (1, lower(hex(randomblob(16))))",
        # The bankroll as one row, moved by a trigger in the same transaction as every entry.
        """CREATE TABLE balance (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            cents INTEGER NOT NULL
        )""",
        "INSERT INTO balance (id, cents) SELECT 1, COALESCE(SUM(cents), 0) FROM ledger",
        """CREATE TRIGGER ledger_balance AFTER INSERT ON ledger
            BEGIN UPDATE balance SET cents = cents + NEW.cents WHERE id = 1; END""",
    ),
    (
        # Version 4: a round may carry side bets beside its main bet, each round's staked in one
        # ``side_bet`` entry and paid back in one ``side_credit`` (storage knows no game: the
        # history says which bets they were).  SQLite cannot widen a CHECK, so the ledger is
        # copied into a table that admits the two kinds, with its indexes and triggers.
        "DROP TRIGGER ledger_no_update",
        "DROP TRIGGER ledger_no_delete",
        "DROP TRIGGER ledger_balance",
        """CREATE TABLE ledger_4 (
            id INTEGER PRIMARY KEY,
            round_id INTEGER REFERENCES rounds(id),
            kind TEXT NOT NULL CHECK (kind IN ('stake', 'bet', 'settlement', 'commission', 'bank',
                'reset', 'side_bet', 'side_credit')),
            cents INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            game TEXT CHECK (game IS NULL OR length(game) BETWEEN 1 AND 32),
            CHECK ((round_id IS NULL) = (kind IN ('stake', 'reset')))
        )""",
        """INSERT INTO ledger_4 (id, round_id, kind, cents, created_at, game)
            SELECT id, round_id, kind, cents, created_at, game FROM ledger""",
        "DROP TABLE ledger",
        "ALTER TABLE ledger_4 RENAME TO ledger",
        "CREATE UNIQUE INDEX ledger_one_bet ON ledger(round_id) WHERE kind = 'bet'",
        "CREATE UNIQUE INDEX ledger_one_credit ON ledger(round_id) WHERE kind IN ('settlement', 'bank')",
        "CREATE UNIQUE INDEX ledger_one_commission ON ledger(round_id) WHERE kind = 'commission'",
        "CREATE UNIQUE INDEX ledger_one_side_bet ON ledger(round_id) WHERE kind = 'side_bet'",
        "CREATE UNIQUE INDEX ledger_one_side_credit ON ledger(round_id) WHERE kind = 'side_credit'",
        """CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER ledger_balance AFTER INSERT ON ledger
            BEGIN UPDATE balance SET cents = cents + NEW.cents WHERE id = 1; END""",
    ),
)


#: The schema versions written before the application id was stamped (see dbcheck).
_UNSTAMPED_VERSIONS: Final = (1, 2)


#: The database schema version this program writes.
SCHEMA_VERSION: Final = len(_MIGRATIONS)


class _Damaged(Exception):
    """The database file is not usable; the message says why."""


class _Foreign(Exception):
    """The database file is not ours (another program's); the message says why."""


class _ForeignWal(_Foreign):
    """The database's ``-wal`` is another history's; the message says why."""


class _DiskFailure(Exception):
    """SQLite could not read or write the file (full, an I/O error, locked)."""


class FolderInUseError(StorageError):
    """The data folder is held by another process: ``pid`` (None when unknown)."""

    def __init__(self, message: str, pid: int | None) -> None:
        super().__init__(message)
        self.pid = pid


def _take_lock(directory: Path) -> FolderLock:
    """The folder's lock, or :class:`FolderInUseError` naming who holds it."""
    try:
        return FolderLock.acquire(directory)
    except FolderInUse as busy:
        raise FolderInUseError(in_use_message(directory, busy.pid), busy.pid) from busy
    except OSError as err:
        raise StorageError(
            _say(
                QT_TRANSLATE_NOOP("Storage", "The data folder {directory} cannot be locked ({reason})."),
                directory=str(directory),
                reason=_reason(err),
            )
        ) from err


def in_use_message(directory: Path, pid: int | None) -> Text:
    """One sentence: the folder is in use, and by which process."""
    if pid is None or pid < 0:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage", "The data folder {directory} is in use by another process of {app}."
            ),
            directory=str(directory),
            app=APP_NAME,
        )
    return _say(
        QT_TRANSLATE_NOOP("Storage", "The data folder {directory} is in use by {app} (process {pid})."),
        directory=str(directory),
        app=APP_NAME,
        pid=pid,
    )
