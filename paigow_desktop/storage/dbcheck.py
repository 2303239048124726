"""Is this SQLite file our history, whole, and with a write-ahead log of its own?  Asked before
the file is opened for writing, so that nothing of another program's, or of another history's,
is ever written to or merged into ours.

Who we are.  Our databases carry the SQLite ``application_id`` :data:`APPLICATION_ID`
(``0x50476F77``, the ASCII letters ``PGow``), stamped since schema version 3.  A file with
another id belongs to another program.  Files written before then have id 0: such a file counts
as ours only when its ``user_version`` and its tables, indexes and triggers are exactly those
of our version 1 or 2 (or it is empty: version 0 and no tables, a history that was never
written); it is stamped with our id by the migration that opens it.

Which history.  Each database holds a random identity (``identity.uuid``, one row), and every
transaction we commit changes that row (``identity.writes``), so every commit in our
write-ahead log (``-wal``) carries the page that holds it.  SQLite applies a ``-wal`` file
when it opens the database, and the log's header names no database, so a ``-wal`` copied from
another history beside ours would replace pages of ours unseen.  :func:`foreign_wal` reads the
log itself, before SQLite does: each complete commit in it must write our identity's page,
with our identity in it.  A log that fails is kept aside with the database, untouched.
(A ``-wal`` from a copy of this very history carries the same identity and is taken as ours.)

Hand-edited values.  :func:`bad_value` names the first row whose money, time or JSON cannot be
what we wrote, so that the player hears which row, and nothing is overwritten.

A history that does not add up.  :func:`unsound_history` names what a hand edit took away or
made untrue: a table, index or trigger of ours missing, a one-row table without its row, an
entry of a round that is not there, or a round whose entries are not what the ledger writes
for it (its bet, its one credit when finished, its commission, and a sum equal to its result).
These are facts of the ledger's records, the same for every game.

Nothing here imports Qt.
"""

from __future__ import annotations

import mmap
import sqlite3
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Arg, Text
from paigow_desktop.storage.common import read_regular

__all__ = [
    "APPLICATION_ID",
    "LEDGER_LIMIT_CENTS",
    "SQLITE_MAGIC",
    "Header",
    "NotSQLite",
    "bad_value",
    "foreign_wal",
    "read_header",
    "schema_of",
    "schema_version_of",
    "unsound_history",
]

#: Our SQLite ``application_id``: ``PGow`` in ASCII.
APPLICATION_ID: Final = 0x50476F77
SQLITE_MAGIC: Final = b"SQLite format 3\x00"
#: The most one ledger entry may move: $10 billion.  Far above any bet (at most $1,000,000 a
#: place), far below what would overflow SQLite's 64-bit sum over any ledger.
LEDGER_LIMIT_CENTS: Final = 10**12
_WAL_MAGICS: Final = (0x377F0682, 0x377F0683)


class NotSQLite(Exception):
    """The file is not an SQLite database (the message says why)."""


@dataclass(frozen=True)
class Header:
    """What the first 100 bytes of an SQLite file say (the main file only, not its ``-wal``)."""

    user_version: int
    application_id: int


def read_header(path: Path) -> Header | None:
    """The header of ``path``; None for no file or an empty one.  ``OSError`` when unreadable,
    :class:`~paigow_desktop.storage.common.NotAFileError` when not a regular file (a pipe is
    never opened: reading it would wait for a writer)."""
    try:
        header = read_regular(Path(path), 100)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if not header:
        return None
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise NotSQLite("it is not an SQLite database")
    return Header(
        user_version=int.from_bytes(header[60:64], "big", signed=True),
        application_id=int.from_bytes(header[68:72], "big", signed=False),
    )


# ----------------------------------------------------------------- schemas


def schema_of(conn: sqlite3.Connection) -> frozenset[tuple[str, str, str, str]]:
    """Every table, index, trigger and view of a database, as SQLite keeps its definition."""
    rows = conn.execute(
        "SELECT type, name, tbl_name, COALESCE(sql, '') FROM sqlite_master "
        "WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).fetchall()
    return frozenset((str(t), str(n), str(tb), str(s)) for t, n, tb, s in rows)


def schema_version_of(
    conn: sqlite3.Connection, migrations: Sequence[Sequence[str]], versions: Sequence[int]
) -> int | None:
    """Which of ``versions`` the database's ``user_version`` and schema are exactly; None if none.

    A schema of version N is what ``migrations[:N]`` make of an empty database.
    """
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    if version not in versions:
        return None
    return (
        version
        if schema_of(conn) == _expected_schema(tuple(tuple(s) for s in migrations[:version]))
        else None
    )


_SCHEMAS: dict[tuple[tuple[str, ...], ...], frozenset[tuple[str, str, str, str]]] = {}


def _expected_schema(steps: tuple[tuple[str, ...], ...]) -> frozenset[tuple[str, str, str, str]]:
    if steps not in _SCHEMAS:
        scratch = sqlite3.connect(":memory:", isolation_level=None)
        try:
            for step in steps:
                for statement in step:
                    if statement.lstrip().upper().startswith(("CREATE", "ALTER", "DROP")):
                        scratch.execute(statement)
            _SCHEMAS[steps] = schema_of(scratch)
        finally:
            scratch.close()
    return _SCHEMAS[steps]


# ----------------------------------------------------------------- the write-ahead log


def _wal_commits(wal: bytes | mmap.mmap) -> tuple[int, list[list[tuple[int, int]]]] | None:
    """(page size, the complete commits) of a ``-wal`` image, each commit a list of
    (page number, offset of the page's bytes); None when SQLite would not read it as a log.

    Frames are read while their salts match the header's, as SQLite reads them; a commit is
    complete at a frame that gives the database's size.  Checksums are not verified: a frame
    that fails its checksum only ends the log early for SQLite, and reading one commit too many
    can only find a page more of ours, never hide one of another history's.
    """
    if len(wal) < 32:
        return None
    magic, _version, page_size, _seq, salt1, salt2 = struct.unpack(">6I", wal[:24])
    if magic not in _WAL_MAGICS or page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return None
    commits: list[list[tuple[int, int]]] = []
    current: list[tuple[int, int]] = []
    offset = 32
    while offset + 24 + page_size <= len(wal):
        page, size_after, frame_salt1, frame_salt2 = struct.unpack(">4I", wal[offset : offset + 16])
        if (frame_salt1, frame_salt2) != (salt1, salt2):
            break
        current.append((page, offset + 24))
        if size_after:
            commits.append(current)
            current = []
        offset += 24 + page_size
    return page_size, commits


def foreign_wal(wal: bytes | mmap.mmap, identity_page: int | None, identity: str | None) -> str | None:
    """Why the log ``wal`` is not our database's (whose identity row lives on page
    ``identity_page`` and reads ``identity``); None when it is ours, or empty.

    Without an identity (a file from before schema version 3) nothing can be told: None.
    """
    parsed = _wal_commits(wal)
    if parsed is None or identity_page is None or identity is None:
        return None
    page_size, commits = parsed
    mark = identity.encode("ascii")
    for number, commit in enumerate(commits, 1):
        pages = [start for page, start in commit if page == identity_page]
        if not pages:
            return f"commit {number} of its write-ahead log does not carry this history's identity"
        if not all(mark in wal[start : start + page_size] for start in pages):
            return f"commit {number} of its write-ahead log belongs to another history"
    return None


# ----------------------------------------------------------------- values edited by hand

#: An ISO 8601 UTC time as the database stores it: ``2024-01-31T23:59:59.000000Z``.
_DIGIT: Final = "[0-9]"
_TIME_PATTERN: Final = (
    f"{_DIGIT * 4}-{_DIGIT * 2}-{_DIGIT * 2}T{_DIGIT * 2}:{_DIGIT * 2}:{_DIGIT * 2}.{_DIGIT * 6}Z"
)


def _time_ok(column: str, *, nullable: bool = False) -> str:
    ok = (
        f"({column} GLOB '{_TIME_PATTERN}' "
        f"AND date(substr({column}, 1, 10), '+0 days') = substr({column}, 1, 10) "  # 30 February: no
        f"AND time(substr({column}, 12, 8)) = substr({column}, 12, 8))"
    )
    return f"({column} IS NULL OR {ok})" if nullable else ok


def _cents_ok(column: str, *, nullable: bool = False) -> str:
    limit = LEDGER_LIMIT_CENTS
    ok = f"(typeof({column}) = 'integer' AND {column} BETWEEN -{limit} AND {limit})"
    return f"({column} IS NULL OR {ok})" if nullable else ok


#: (table, column, what a value must satisfy, what it must be, in words), in the order checked.
_VALUE_CHECKS: Final = (
    ("ledger", "cents", _cents_ok("cents"), "a whole number of cents"),
    ("ledger", "created_at", _time_ok("created_at"), "a UTC time"),
    (
        "rounds",
        "seed",
        "(typeof(seed) = 'text' AND seed GLOB '[0-9]*' AND NOT seed GLOB '*[^0-9]*' "
        "AND length(seed) BETWEEN 1 AND 40)",
        "a deal number",
    ),
    ("rounds", "bet_cents", _cents_ok("bet_cents"), "a whole number of cents"),
    ("rounds", "net_cents", _cents_ok("net_cents", nullable=True), "a whole number of cents"),
    ("rounds", "commission_cents", _cents_ok("commission_cents", nullable=True), "a whole number of cents"),
    ("rounds", "started_at", _time_ok("started_at"), "a UTC time"),
    ("rounds", "finished_at", _time_ok("finished_at", nullable=True), "a UTC time"),
    ("rounds", "details", "(typeof(details) = 'text' AND json_valid(details))", "JSON"),
    ("rounds", "history", "(history IS NULL OR (typeof(history) = 'text' AND json_valid(history)))", "JSON"),
    ("trainer_answers", "created_at", _time_ok("created_at"), "a UTC time"),
    (
        "trainer_answers",
        "given_up_per_100",
        "(typeof(given_up_per_100) IN ('real', 'integer') AND given_up_per_100 BETWEEN 0 AND 1e9)",
        "a number",
    ),
)


def bad_value(conn: sqlite3.Connection) -> tuple[str, int, str, str, str] | None:
    """The first value we could not have written: (table, row id, column, the value shortened,
    what it must be); None when every value is sound.  Tables the database lacks are skipped.
    One pass over each table, so that opening a long history stays quick."""
    tables = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    for table in dict.fromkeys(t for t, _, _, _ in _VALUE_CHECKS):
        if table not in tables:
            continue
        checks = [(column, ok, wanted) for t, column, ok, wanted in _VALUE_CHECKS if t == table]
        all_ok = " AND ".join(f"COALESCE({ok}, 0)" for _, ok, _ in checks)
        row = conn.execute(f"SELECT id FROM {table} WHERE NOT ({all_ok}) ORDER BY id LIMIT 1").fetchone()
        if row is None:
            continue
        for column, ok, wanted in checks:
            value = conn.execute(
                f"SELECT quote({column}) FROM {table} WHERE id = ? AND NOT COALESCE({ok}, 0)", (row[0],)
            ).fetchone()
            if value is not None:
                shown = str(value[0])
                return table, int(row[0]), column, shown if len(shown) <= 40 else shown[:37] + "...", wanted
    return None


# ----------------------------------------------------------------- a history that does not add up


def _said(template: str, /, **fields: Arg) -> Text:
    return Text(template, context="Storage", **fields)


def _missing(kind: str, name: str) -> Text:
    if kind == "table":
        return _said(QT_TRANSLATE_NOOP("Storage", "the table {name} is missing"), name=name)
    if kind == "index":
        return _said(QT_TRANSLATE_NOOP("Storage", "the index {name} is missing"), name=name)
    if kind == "trigger":
        return _said(QT_TRANSLATE_NOOP("Storage", "the trigger {name} is missing"), name=name)
    return _said(QT_TRANSLATE_NOOP("Storage", "the view {name} is missing"), name=name)


# The tables that hold exactly one row, id 1, from the version that made them.
_ONE_ROW_TABLES: Final = ("identity", "balance")

# Each round with what the ledger holds for it, one pass over each table: the ledger's entries
# summed by round (by kind), joined to the rounds by their id.  A round's side bets (one
# ``side_bet`` entry, paid back by at most one ``side_credit``) are apart from its result: only
# an open round has no credit for them yet, and a refunded round has them back.
_ROUND_ENTRIES: Final = """
    WITH entries AS (
        SELECT round_id,
            SUM(kind = 'bet') AS bets,
            SUM(CASE WHEN kind = 'bet' THEN cents ELSE 0 END) AS bet_sum,
            SUM(kind IN ('settlement', 'bank')) AS credits,
            SUM(kind = 'commission') AS commissions,
            SUM(CASE WHEN kind = 'commission' THEN cents ELSE 0 END) AS commission_sum,
            SUM(CASE WHEN kind IN ('side_bet', 'side_credit') THEN 0 ELSE cents END) AS total,
            SUM(kind = 'side_credit') AS side_credits,
            SUM(CASE WHEN kind IN ('side_bet', 'side_credit') THEN cents ELSE 0 END) AS side_sum
        FROM ledger WHERE round_id IS NOT NULL GROUP BY round_id
    )
    SELECT r.id, r.state, r.bet_cents, r.net_cents, r.commission_cents,
        COALESCE(e.bets, 0), COALESCE(e.bet_sum, 0), COALESCE(e.credits, 0),
        COALESCE(e.commissions, 0), COALESCE(e.commission_sum, 0), COALESCE(e.total, 0)
    FROM rounds r LEFT JOIN entries e ON e.round_id = r.id
    WHERE NOT COALESCE(
        COALESCE(e.bets, 0) = (r.bet_cents > 0)
        AND COALESCE(e.bet_sum, 0) = -r.bet_cents
        AND CASE r.state
            WHEN 'open' THEN COALESCE(e.credits, 0) = 0 AND COALESCE(e.commissions, 0) = 0
                AND COALESCE(e.side_credits, 0) = 0
            WHEN 'settled' THEN COALESCE(e.credits, 0) = 1
                AND COALESCE(e.commissions, 0) = (r.commission_cents > 0)
                AND COALESCE(e.commission_sum, 0) = -r.commission_cents
                AND COALESCE(e.total, 0) = r.net_cents
            ELSE COALESCE(e.credits, 0) <= 1 AND COALESCE(e.commissions, 0) = 0
                AND COALESCE(e.total, 0) = 0 AND COALESCE(e.side_sum, 0) = 0
        END, 0)
    ORDER BY r.id LIMIT 1
"""


def _unsound_round(row: Sequence[Any]) -> Text:
    """Why a round of :data:`_ROUND_ENTRIES` does not add up, in words (the first of its faults
    in the order the query checks them)."""
    state = str(row[1])
    net: int | None = row[3]
    commission: int | None = row[4]
    round_id, bet, bets, bet_sum, credits, commissions, commission_sum, total = (
        int(row[i]) for i in (0, 2, 5, 6, 7, 8, 9, 10)
    )
    if bet > 0 and bets == 0:
        return _said(
            QT_TRANSLATE_NOOP("Storage", "round {round} has no ledger entry for its bet of {bet} cents"),
            round=round_id,
            bet=bet,
        )
    if bets != (bet > 0) or bet_sum != -bet:
        return _said(
            QT_TRANSLATE_NOOP(
                "Storage",
                "the bet entries of round {round} come to {found} cents, where its bet is {bet} cents",
            ),
            round=round_id,
            found=-bet_sum,
            bet=bet,
        )
    if state == "settled" and credits == 0:
        return _said(
            QT_TRANSLATE_NOOP(
                "Storage", "round {round} is settled but has no ledger entry for its settlement"
            ),
            round=round_id,
        )
    if credits > 1 or (state == "open" and credits):
        return _said(
            QT_TRANSLATE_NOOP("Storage", "round {round} has {count} ledger entries for its settlement"),
            round=round_id,
            count=credits,
        )
    owed = (commission or 0) if state == "settled" else 0
    if commissions != (owed > 0) or commission_sum != -owed:
        return _said(
            QT_TRANSLATE_NOOP(
                "Storage",
                "the commission entries of round {round} come to {found} cents, where its commission is "
                "{commission} cents",
            ),
            round=round_id,
            found=-commission_sum,
            commission=owed,
        )
    return _said(
        QT_TRANSLATE_NOOP(
            "Storage",
            "the ledger entries of round {round} add up to {found} cents, where its result is {net} cents",
        ),
        round=round_id,
        found=total,
        net=str(net) if state == "settled" else "0",
    )


def unsound_history(conn: sqlite3.Connection, migrations: Sequence[Sequence[str]]) -> Text | None:
    """What makes the history of ``conn`` not add up, in words; None when it does.

    Asked of a database stamped as ours at ``user_version`` N, whose schema should be what
    ``migrations[:N]`` make (objects added by someone else are let be; ours must all be there).
    Values are checked first, by :func:`bad_value`: this takes every value to be one we could
    have written.
    """
    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
    expected = _expected_schema(tuple(tuple(s) for s in migrations[:version]))
    present = {(kind, name) for kind, name, _, _ in schema_of(conn)}
    missing = sorted({(kind, name) for kind, name, _, _ in expected} - present)
    for kind, name in missing:
        if kind == "table":  # its indexes and triggers went with it: the table is named
            return _missing(kind, name)
    tables = {name for kind, name in present if kind == "table"}
    for table in _ONE_ROW_TABLES:
        if table in tables and conn.execute(f"SELECT COUNT(*) FROM {table} WHERE id = 1").fetchone()[0] != 1:
            return _said(QT_TRANSLATE_NOOP("Storage", "the table {table} has lost its row"), table=table)
    if not {"rounds", "ledger"} <= tables:  # an empty history (version 0): nothing to add up
        return _missing(*missing[0]) if missing else None
    orphan = conn.execute(
        "SELECT l.id, l.round_id FROM ledger l WHERE l.round_id IS NOT NULL "
        "AND NOT EXISTS (SELECT 1 FROM rounds r WHERE r.id = l.round_id) ORDER BY l.id LIMIT 1"
    ).fetchone()
    if orphan is not None:
        return _said(
            QT_TRANSLATE_NOOP(
                "Storage", "row {row} of the table ledger is an entry of round {round}, which is not there"
            ),
            row=int(orphan[0]),
            round=int(orphan[1]),
        )
    row = conn.execute(_ROUND_ENTRIES).fetchone()
    if row is not None:
        return _unsound_round(row)
    # Last, what guards the records (a trigger, an index): the records themselves are named first.
    return _missing(*missing[0]) if missing else None
