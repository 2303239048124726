"""The database under the ledger and the trainer's log: open, migrate, recover, and write in transactions."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.storage import common, dbcheck, schema
from paigow_desktop.storage.common import (
    _T,
    DATABASE_NAME,
    Clock,
    StorageError,
    _db_time,
    _in_memory_warning,
    _is_int,
    _money,
    _say,
    _utc_now,
)
from paigow_desktop.storage.datalock import FolderLock
from paigow_desktop.storage.opening import FileOpening, seal
from paigow_desktop.storage.schema import _DiskFailure, _take_lock


class _Transaction:
    """An open write transaction and the money it moves."""

    def __init__(self, conn: sqlite3.Connection, moment: datetime) -> None:
        self.conn = conn
        self.now = _db_time(moment)
        self.delta = 0

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def append(self, round_id: int | None, kind: str, cents: int) -> None:
        # An entry of a round carries the round's game; a stake or a reset has none.
        self.conn.execute(
            "INSERT INTO ledger (round_id, kind, cents, created_at, game) "
            "VALUES (?, ?, ?, ?, (SELECT game FROM rounds WHERE id = ?))",
            (round_id, kind, cents, self.now, round_id),
        )
        self.delta += cents


_BALANCE_AND_SUM: Final = (
    "SELECT (SELECT cents FROM balance WHERE id = 1), (SELECT COALESCE(SUM(cents), 0) FROM ledger)"
)
_BALANCE_AS_KEPT: Final = "SELECT cents, cents FROM balance WHERE id = 1"


class Database(FileOpening):
    """A connection to the data directory's database, held for the store's life (see :class:`Store`)."""

    def __init__(
        self,
        directory: Path | None,
        starting_bankroll_cents: int = 100_000,
        *,
        writable: bool | None = None,
        now: Clock | None = None,
        lock: FolderLock | None = None,
        recover: bool = True,
        move_aside: bool = True,
    ) -> None:
        if not _is_int(starting_bankroll_cents) or starting_bankroll_cents < 0:
            raise ValueError(f"a starting bankroll is whole cents, not {starting_bankroll_cents!r}")
        self._now = now or _utc_now
        self._starting = starting_bankroll_cents
        self._messages: list[str] = []
        self._news: list[str] = []
        self._listener: Callable[[str], None] | None = None
        self._own_lock: FolderLock | None = None
        self._known_bankroll = starting_bankroll_cents
        self._may_move_aside = move_aside
        # A folder another process holds: its log is the holder's, checked when it opened, and
        # may be half-way through a write as we read it, so it is not judged here.
        self._log_is_holders = not recover
        self.directory = None if directory is None else Path(directory)
        self.path = None if self.directory is None else self.directory / DATABASE_NAME
        if self.directory is not None and writable is None:
            reason = common.probe_directory(self.directory)
            writable = reason is None
            if reason is not None:
                self._messages.append(_in_memory_warning(self.directory, reason))
        self.in_memory = self.directory is None or not writable
        if not self.in_memory and lock is None:
            assert self.directory is not None
            self._own_lock = _take_lock(self.directory)
        #: the folder is this process's (its lock taken here or by the caller): it seals the file
        #: at a clean close (see :meth:`close`), while the lock is still held
        self._lock = lock
        self._owns_folder = not self.in_memory and (lock is not None or self._own_lock is not None)
        try:
            self._conn = self._open_copy() if self.in_memory else self._open_file()
            try:
                self._migrate()
                self._check_balance()
                self.refunded: tuple[int, ...] = self._recover() if recover else ()
                if not self.in_memory:
                    with contextlib.suppress(sqlite3.Error):  # the log starts empty: see dbcheck
                        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            except BaseException:
                self._conn.close()
                raise
        except BaseException:
            self._release()
            raise

    @property
    def messages(self) -> tuple[str, ...]:
        """What happened at open that the player should hear of, once."""
        return tuple(self._messages)

    def take_news(self) -> tuple[str, ...]:
        """What happened since the last call that the player should hear of (a write that
        failed on disk), each said once."""
        news, self._news = tuple(self._news), []
        return news

    def listen(self, listener: Callable[[str], None]) -> None:
        """Tell ``listener`` each piece of news as it happens (whoever wrote: the table, the
        trainer), instead of keeping it for :meth:`take_news`."""
        self._listener = listener
        for news in self.take_news():
            listener(news)

    def _tell(self, news: str) -> None:
        if self._listener is None:
            self._news.append(news)
        else:
            self._listener(news)

    def _migrate(self) -> None:
        conn = self._conn
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        stamped = int(conn.execute("PRAGMA application_id").fetchone()[0]) == dbcheck.APPLICATION_ID
        target = len(schema._MIGRATIONS)
        if version >= target and stamped:
            return

        def migrate(tx: _Transaction) -> None:
            for step in schema._MIGRATIONS[version:]:
                for statement in step:
                    tx.execute(statement)
            # Tables are rebuilt with the foreign keys off (a table that others refer to cannot be
            # dropped otherwise); every reference must still hold before the step commits.
            broken = tx.execute("PRAGMA foreign_key_check").fetchall()
            if broken:
                raise StorageError(f"the history's references do not hold after the update: {broken[:3]}")
            tx.execute(f"PRAGMA user_version = {int(target)}")
            tx.execute(f"PRAGMA application_id = {dbcheck.APPLICATION_ID}")
            if version == 0:
                tx.append(None, "stake", self._starting)

        conn.execute("PRAGMA foreign_keys = OFF")  # only outside a transaction does this take
        try:
            self._write(migrate)
        except StorageError as err:
            raise StorageError(
                f"The history file {self.path} could not be brought up to date "
                f"(version {version} to {target}): {err.__cause__ or err}"
            ) from err
        finally:
            self._conn.execute("PRAGMA foreign_keys = ON")

    def _check_balance(self) -> None:
        """The stored balance must be the ledger's sum; when it is not (only a hand edit can do
        that), the ledger wins and the balance is set to its sum."""
        # A file as the program left it (sealed): the balance is the sum its trigger kept.
        balance, total = self._conn.execute(_BALANCE_AS_KEPT if self.sealed else _BALANCE_AND_SUM).fetchone()
        if balance != total:
            self._write(lambda tx: tx.execute("UPDATE balance SET cents = ? WHERE id = 1", (total,)))
        self._known_bankroll = int(total)

    def _recover(self) -> tuple[int, ...]:
        """Refund every round left open: one transaction, one message."""

        def refund(tx: _Transaction) -> list[tuple[int, int]]:
            rows = tx.execute("SELECT id, bet_cents FROM rounds WHERE state = 'open' ORDER BY id").fetchall()
            given: list[tuple[int, int]] = []
            for round_id, bet in rows:
                tx.append(round_id, "settlement", bet)
                side = tx.execute(
                    "SELECT COALESCE(-SUM(cents), 0) FROM ledger WHERE round_id = ? AND kind = 'side_bet'",
                    (round_id,),
                ).fetchone()[0]
                if side:  # the side bets go back with the bet
                    tx.append(round_id, "side_credit", side)
                given.append((int(round_id), int(bet) + int(side)))
                tx.execute(
                    "UPDATE rounds SET state = 'refunded', net_cents = 0, commission_cents = 0, "
                    "finished_at = ? WHERE id = ? AND state = 'open'",
                    (tx.now, round_id),
                )
            return given

        rows = self._write(refund)
        if rows:
            total = sum(bet for _, bet in rows)
            which = ", ".join(str(r) for r, _ in rows)
            if total:
                said = _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The program stopped in the middle of a round (round {rounds}). The round was "
                        "cancelled and the bet of {total} given back to your bankroll.",
                    ),
                    rounds=which,
                    total=_money(total),
                )
            else:  # a round with nothing staked (a Tien Gow hand pays only at its end)
                said = _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The program stopped in the middle of a round (round {rounds}). The round was "
                        "cancelled; nothing had been staked, and nothing was paid.",
                    ),
                    rounds=which,
                )
            self._messages.append(said)
        # News from a failed write at open is told with the other messages at open.
        self._messages.extend(self.take_news())
        return tuple(r for r, _ in rows)

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[_Transaction]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error.

        Every commit also counts a write on the identity row (see :mod:`paigow_desktop.storage.dbcheck`).
        A failure of the disk comes out as :class:`_DiskFailure`; SQLite's other errors (a
        constraint refused) as :class:`StorageError`.
        """
        conn = self._conn
        tx = _Transaction(conn, self._now())
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield tx
                if tx.execute("SELECT 1 FROM sqlite_master WHERE name = 'identity'").fetchone():
                    tx.execute("UPDATE identity SET writes = writes + 1 WHERE id = 1")
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                raise
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError) as err:
            raise StorageError(f"The history could not be written ({err}); nothing was changed.") from err
        except sqlite3.Error as err:
            raise _DiskFailure(str(err)) from err

    def _write(self, work: Callable[[_Transaction], _T]) -> _T:
        """``work`` in one transaction; when the disk fails it, the store moves to memory and
        ``work`` is done there (the transaction on disk was rolled back: nothing of it is there)."""
        try:
            with self._transaction() as tx:
                return work(tx)
        except _DiskFailure as failure:
            if self.in_memory:
                raise StorageError(
                    f"The history could not be written ({failure}); nothing was changed."
                ) from failure
            self._to_memory(str(failure))
        try:
            with self._transaction() as tx:
                return work(tx)
        except _DiskFailure as failure:
            raise StorageError(
                f"The history could not be written ({failure}); nothing was changed."
            ) from failure

    def _to_memory(self, reason: str) -> None:
        """Go on in memory from what the file holds now (or, when it cannot even be read, from the
        last bankroll known), with one message."""
        memory = self._connect(":memory:")
        try:
            self._conn.backup(memory)
        except sqlite3.Error:
            memory.close()
            memory = self._connect(":memory:")
            self._conn, disk = memory, self._conn
            self.in_memory = True
            with contextlib.suppress(sqlite3.Error):
                disk.close()
            starting, self._starting = self._starting, self._known_bankroll
            try:
                self._migrate()
            finally:
                self._starting = starting
        else:
            self._conn, disk = memory, self._conn
            self.in_memory = True
            with contextlib.suppress(sqlite3.Error):
                disk.close()
        self._tell(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The history could not be saved in {directory} ({reason}), so from now on your bankroll "
                    "and history are kept in memory only (a round left open on disk is refunded at the "
                    "next start).",
                ),
                directory=str(self.directory),
                reason=reason,
            )
        )

    def _release(self) -> None:
        lock, self._own_lock = self._own_lock, None
        if lock is not None:
            lock.release()

    def close(self) -> None:
        """Close the history (idempotent).  The folder's owner, closing the file on disk cleanly,
        seals it (:func:`.opening.seal`) before it gives the folder up, so the next start need not
        judge it whole; a session that moved to memory, or any later close, seals nothing."""
        sealing, self._owns_folder = self._owns_folder and not self.in_memory, False
        try:
            self._conn.close()
        except sqlite3.Error:
            sealing = False
        holder = self._own_lock or self._lock
        if sealing and self.path is not None and holder is not None and holder.held:
            seal(self.path)
        self._release()

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
