"""A fault-injecting stand-in for the SQLite connection a Store writes through.

Every call the store makes to its connection (``execute``, ``backup``) is counted; the calls whose
numbers are in ``fail`` (or every call from ``fail_from`` on) raise the given SQLite error instead
of running, as a full disk, an I/O error or a locked database would.  A test first counts the calls
one round makes, then makes each of them fail in turn, so every point of a round is tried on any
machine, without a special file system.
"""

from __future__ import annotations

import sqlite3
from typing import Any

#: What the disk says, as SQLite reports it.
DISK_FULL = "database or disk is full"
IO_ERROR = "disk I/O error"
LOCKED = "database is locked"


class FailingConnection:
    """Delegates to ``conn``; the calls numbered in ``fail``, or from ``fail_from`` on, raise."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        fail: frozenset[int] = frozenset(),
        fail_from: int | None = None,
        error: str = IO_ERROR,
    ) -> None:
        self.conn = conn
        self.fail = fail
        self.fail_from = fail_from
        self.error = error
        self.calls = 0
        self.failures = 0

    def _count(self) -> None:
        self.calls += 1
        if self.calls in self.fail or (self.fail_from is not None and self.calls >= self.fail_from):
            self.failures += 1
            raise sqlite3.OperationalError(self.error)

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        self._count()
        return self.conn.execute(sql, params)

    def backup(self, target: sqlite3.Connection, **options: Any) -> None:
        self._count()
        self.conn.backup(target, **options)

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def close(self) -> None:
        self.conn.close()
