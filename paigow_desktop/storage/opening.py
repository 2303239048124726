"""Opening the database file safely: whose file it is, whether its log is ours, moving aside what is not."""

from __future__ import annotations

import contextlib
import json
import mmap
import os
import shutil
import sqlite3
import tempfile
import zlib
from pathlib import Path

from paigow_desktop import APP_NAME
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, message_of
from paigow_desktop.storage import dbcheck, schema
from paigow_desktop.storage.common import (
    DATABASE_NAME,
    Clock,
    NewerVersionError,
    StorageError,
    _aside_name,
    _atomic_write,
    _fsync_directory,
    _money,
    _reason,
    _say,
    check_regular,
    open_regular,
    read_regular,
)
from paigow_desktop.storage.schema import _UNSTAMPED_VERSIONS, _Damaged, _Foreign, _ForeignWal

#: SQLite's page cache for the history file, in KB (SQLite's default is 2,000 KB).
PAGE_CACHE_KB = 256

#: Beside the history: how the file was when the program that held the folder last closed it
#: cleanly (see :func:`seal`), so that the next start need not judge it whole again.
SEAL_SUFFIX = "-checked"
#: What a seal vouches for: raise it when the whole-file checks (:mod:`.dbcheck`'s, run by
#: :meth:`FileOpening._judge`) change, so that files sealed before are judged by the new ones.
SEAL_CHECKS = 1
_SEAL_KEYS = frozenset({"checks", "schema", "size", "mtime_ns", "ctime_ns", "inode", "device", "crc32"})


def _stat_stamp(path: Path) -> dict[str, int]:
    """What the file system says changes when anyone writes, replaces or touches the file."""
    found = os.stat(path)
    return {
        "checks": SEAL_CHECKS,
        "schema": len(schema._MIGRATIONS),
        "size": found.st_size,
        "mtime_ns": found.st_mtime_ns,
        "ctime_ns": found.st_ctime_ns,
        "inode": found.st_ino,
        "device": found.st_dev,
    }


def _crc32(path: Path) -> int:
    """A CRC-32 of the file's bytes (about 0.5 ms a MiB here): damage on the disk, or a change
    that kept the file's size and times (a coarse clock, a time set back where the
    status-change time is the creation time, as on Windows), changes it."""
    fd = open_regular(path)
    try:
        crc = 0
        while chunk := os.read(fd, 1 << 20):
            crc = zlib.crc32(chunk, crc)
        return crc
    finally:
        os.close(fd)


def file_stamp(path: Path) -> dict[str, int]:
    """The file as a seal records it: its size, times, inode and device, a CRC of its bytes, and
    which checks and schema the seal vouches for."""
    return {**_stat_stamp(path), "crc32": _crc32(path)}


def seal(path: Path) -> None:
    """Record the history as it is now, just closed cleanly by the folder's owner (see
    :data:`SEAL_SUFFIX`), unless a log or journal is left beside it (then nothing vouches for
    the file alone).  Not synced: a seal lost in a crash only means a whole check at the next
    start, and the history itself was synced before."""
    target = path.with_name(path.name + SEAL_SUFFIX)
    with contextlib.suppress(OSError):
        for suffix in ("-wal", "-journal"):
            companion = path.with_name(path.name + suffix)
            if companion.exists() and companion.stat().st_size > 0:
                return
        _atomic_write(target, json.dumps(file_stamp(path)), sync=False)


def _read_seal(path: Path) -> dict[str, int] | None:
    """The seal beside ``path`` as written by :func:`seal`; None when there is none or it is not
    one (any other file, or any other content, is no seal: never a reason to stop)."""
    try:
        recorded = json.loads(read_regular(path.with_name(path.name + SEAL_SUFFIX), 4096))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(recorded, dict) or recorded.keys() != _SEAL_KEYS:
        return None
    if not all(type(value) is int for value in recorded.values()):
        return None
    return recorded


class FileOpening:
    """How the database file is opened: checked, moved aside when it is not ours, or read into memory."""

    # Set by Database.__init__; declared here for the methods below.
    directory: Path | None
    path: Path | None
    in_memory: bool
    _messages: list[str]
    _may_move_aside: bool
    _log_is_holders: bool
    _now: Clock
    _starting: int
    #: the file was found as the program left it at its last clean close (see :meth:`_sealed`)
    sealed: bool = False

    def _newer(self, version: int) -> NewerVersionError:
        return NewerVersionError(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The history file {path} was written by a newer version of {app} "
                    "(database version {version}; this version reads up to {known}). "
                    "It has been left untouched.",
                ),
                path=str(self.path),
                app=APP_NAME,
                version=version,
                known=len(schema._MIGRATIONS),
            )
        )

    def _header(self) -> dbcheck.Header | None:
        """The main file's header; None for no file or an empty one."""
        assert self.path is not None
        try:
            return dbcheck.read_header(self.path)
        except dbcheck.NotSQLite as err:
            raise _Damaged(str(err)) from err
        except OSError as err:
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                    path=str(self.path),
                    reason=_reason(err),
                )
            ) from err

    def _check_companions(self) -> None:
        """:class:`StorageError` when a file SQLite keeps beside the history (its ``-wal``,
        ``-shm`` or ``-journal``) is there but is not a regular file: SQLite would open it and
        wait on a pipe, or read a device without end.  Asked before SQLite opens anything."""
        assert self.path is not None
        for suffix in ("-wal", "-shm", "-journal"):
            companion = self.path.with_name(self.path.name + suffix)
            try:
                check_regular(companion)
            except OSError as err:
                raise StorageError(
                    _say(
                        QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                        path=str(companion),
                        reason=_reason(err),
                    )
                ) from err

    def _foreign_wal(self) -> str | None:
        """Why the ``-wal`` beside the file belongs to another history; None when it is ours
        or there is none (read before SQLite opens, and so applies, the log).  The log is
        mapped, not read into memory: it may be as large as the disk allows."""
        assert self.path is not None
        try:
            fd = open_regular(self.path.with_name(self.path.name + "-wal"))
        except OSError:
            return None
        try:
            if os.fstat(fd).st_size < 32:
                return None
            try:
                main = sqlite3.connect(f"{self.path.resolve().as_uri()}?immutable=1", uri=True)  # no -wal
                try:
                    row = main.execute(
                        "SELECT s.rootpage, i.uuid FROM sqlite_master s, identity i "
                        "WHERE s.name = 'identity' AND i.id = 1"
                    ).fetchone()
                finally:
                    main.close()
            except sqlite3.Error:
                return None  # no identity yet (older files), or damage the integrity check will find
            if row is None:
                return None
            try:
                with mmap.mmap(fd, 0, access=mmap.ACCESS_READ) as wal:
                    return dbcheck.foreign_wal(wal, int(row[0]), str(row[1]))
            except (OSError, ValueError):  # it shrank to nothing meanwhile: SQLite will find it so
                return None
        finally:
            os.close(fd)

    def _judge(self, conn: sqlite3.Connection) -> tuple[str, str] | None:
        """("damaged" or "foreign", why) for a database that is not ours to use; None when it is.

        Raises :class:`NewerVersionError`, and :class:`StorageError` naming a value edited by hand
        or what makes the history not add up (a table of ours gone, an entry of a round deleted).
        """
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        if [tuple(r) for r in rows] != [("ok",)]:
            return "damaged", f"the integrity check failed: {str(rows[0][0])[:80]}"
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0]) & 0xFFFFFFFF
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if app_id not in (0, dbcheck.APPLICATION_ID):
            return "foreign", f"its application id is {app_id:#010x}"
        if app_id == dbcheck.APPLICATION_ID and version > len(schema._MIGRATIONS):
            raise self._newer(version)
        if app_id == 0:
            empty = version == 0 and not dbcheck.schema_of(conn)
            if not empty and dbcheck.schema_version_of(conn, schema._MIGRATIONS, _UNSTAMPED_VERSIONS) is None:
                return "foreign", f"its tables (version {version}) are not those of {APP_NAME}"
        bad = dbcheck.bad_value(conn)
        if bad is not None:
            table, row_id, column, value, wanted = bad
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The history file {path} was changed by hand: row {row} of the table {table} "
                        "has {value} as its {column}, where it must be {wanted}. Nothing was changed "
                        "in the file.",
                    ),
                    path=str(self.path),
                    row=row_id,
                    table=table,
                    value=value,
                    column=column,
                    wanted=wanted,
                )
            )
        unsound = dbcheck.unsound_history(conn, schema._MIGRATIONS)
        if unsound is not None:
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The history file {path} was changed by hand: {problem}. Nothing was changed "
                        "in the file.",
                    ),
                    path=str(self.path),
                    problem=unsound,
                )
            )
        return None

    def _inspect(self) -> tuple[str, str] | None:
        """Judge the file before it is opened for writing, so that nothing of it is written and
        no log of another history is applied to it: our own file with no log, as a clean quit
        leaves it, is read as it is (``immutable``: read-only, no files made); any other, on a
        private copy of the file and its log."""
        assert self.path is not None
        header = self._header()
        if header is None:
            return None
        wal = self.path.with_name(self.path.name + "-wal")
        try:
            has_log = wal.exists() and wal.stat().st_size > 0
        except OSError:
            has_log = True
        if header.application_id == dbcheck.APPLICATION_ID and not has_log:
            if self._sealed():
                self.sealed = True
                return None  # as the program left it, judged when it was opened before
            return self._judge_file(f"{self.path.resolve().as_uri()}?immutable=1")
        with tempfile.TemporaryDirectory(prefix="paigow-check-") as scratch:
            copy = Path(scratch) / DATABASE_NAME
            try:
                shutil.copyfile(self.path, copy)
                if wal.exists():
                    shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            except OSError as err:
                raise StorageError(
                    _say(
                        QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                        path=str(self.path),
                        reason=_reason(err),
                    )
                ) from err
            return self._judge_file(copy.resolve().as_uri())

    def _sealed(self) -> bool:
        """Whether the file is exactly as the program left it at its last clean close: its seal
        (:func:`seal`) names its size, times, inode and CRC as they are now, and the checks and
        schema of this version.  The whole-file checks (integrity, values edited by hand, a
        history that does not add up) read every row, some seconds for a long history; a file
        changed since by anyone or anything, moved, copied back or left with a log is judged
        whole again."""
        assert self.path is not None
        recorded = _read_seal(self.path)
        if recorded is None:
            return False
        try:
            now = _stat_stamp(self.path)
            if any(recorded[key] != value for key, value in now.items()):
                return False  # the file changed: no need to read it to know
            return recorded["crc32"] == _crc32(self.path)
        except OSError:
            return False

    def _judge_file(self, uri: str) -> tuple[str, str] | None:
        try:
            conn = sqlite3.connect(uri, isolation_level=None, uri=True)
        except sqlite3.Error as err:
            return "damaged", str(err)
        try:
            return self._judge(conn)
        except sqlite3.OperationalError as err:
            if "malformed" in str(err) or "not a database" in str(err):
                return "damaged", str(err)
            raise StorageError(self._cannot_open(err)) from err
        except sqlite3.DatabaseError as err:
            return "damaged", str(err)
        finally:
            conn.close()

    def _connect(self, target: str, *, uri: bool = False) -> sqlite3.Connection:
        conn = sqlite3.connect(target, isolation_level=None, uri=uri)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open_file(self) -> sqlite3.Connection:
        assert self.path is not None
        try:
            header = self._header()
            self._check_companions()
            if header is not None and header.application_id not in (0, dbcheck.APPLICATION_ID):
                raise _Foreign(f"its application id is {header.application_id:#010x}")
            if header is not None and header.application_id and header.user_version > len(schema._MIGRATIONS):
                raise self._newer(header.user_version)
            problem = self._foreign_wal()
            if problem is not None:
                raise _ForeignWal(problem)
            verdict = self._inspect()
            if verdict is not None:
                kind, why = verdict
                raise _Damaged(why) if kind == "damaged" else _Foreign(why)
            try:
                conn = self._connect(str(self.path))
            except sqlite3.OperationalError as err:
                raise StorageError(self._cannot_open(err)) from err
            except sqlite3.DatabaseError as err:
                raise _Damaged(str(err)) from err
        except _Damaged as damage:
            self._refuse_unless_moving(str(damage))
            self._move_aside(str(damage), "corrupt")
            conn = self._connect(str(self.path))
        except _Foreign as foreign:
            self._refuse_unless_moving(str(foreign))
            self._move_aside(str(foreign), "foreign", wal=isinstance(foreign, _ForeignWal))
            conn = self._connect(str(self.path))
        try:
            conn.execute("PRAGMA journal_mode = WAL").fetchone()
            conn.execute("PRAGMA synchronous = FULL")
            # A small page cache: the default 2 MB fills page by page as the history grows, which
            # reads as memory growing with every round stored (bench/bench_long_run.py); the pages
            # a round touches are few and the operating system caches the file anyway.
            conn.execute(f"PRAGMA cache_size = {-PAGE_CACHE_KB}")
        except sqlite3.Error as err:
            conn.close()
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be used ({reason})."),
                    path=str(self.path),
                    reason=str(err),
                )
            ) from err
        return conn

    def _refuse_unless_moving(self, problem: str) -> None:
        if not self._may_move_aside:
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage", "The history file {path} cannot be used ({problem}); it was left as it is."
                    ),
                    path=str(self.path),
                    problem=problem,
                )
            )

    def _cannot_open(self, err: sqlite3.Error) -> Text:
        return _say(
            QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be opened ({reason})."),
            path=str(self.path),
            reason=str(err),
        )

    def _move_aside(self, problem: str, kind: str, *, wal: bool = False) -> None:
        """Keep the file (and its ``-wal`` and ``-shm``) as ``NAME.<kind>-<UTC time>``; say so."""
        assert self.path is not None
        aside = _aside_name(self.path, self._now(), kind)
        try:
            self.path.rename(aside)
            for suffix in ("-wal", "-shm"):
                companion = self.path.with_name(self.path.name + suffix)
                if companion.exists():
                    companion.rename(aside.with_name(aside.name + suffix))
        except OSError as err:
            raise StorageError(
                f"The history file {self.path} is damaged ({problem}) and could not be moved aside "
                f"({_reason(err)})."
            ) from err
        _fsync_directory(self.path.parent)
        if kind == "corrupt":
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file was damaged ({problem}). It was kept as {aside}, and a new "
                "history was started with a bankroll of {bankroll}.",
            )
        elif wal:
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file came with a write-ahead log from another history ({problem}). "
                "Both were kept as {aside} and {aside}-wal, untouched, and a new history was started "
                "with a bankroll of {bankroll}.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file is not one of {app}'s ({problem}): it was not changed, it was kept as "
                "{aside}, and a new history was started with a bankroll of {bankroll}.",
            )
        self._messages.append(
            _say(template, problem=problem, aside=aside.name, bankroll=_money(self._starting), app=APP_NAME)
        )

    # Long: each way the copy can fail is handled where it happens, in the order it can happen
    def _open_copy(self) -> sqlite3.Connection:
        """An in-memory database: a copy of the file when there is a readable one of ours."""
        memory = self._connect(":memory:")
        if self.path is None:
            return memory
        try:
            header = self._header()
            self._check_companions()
            problem = self._foreign_wal() if header is not None and not self._log_is_holders else None
        except _Damaged as damage:
            self._messages.append(self._damaged_in_memory(damage))
            return memory
        except StorageError as err:
            self._messages.append(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "{error} A new history is kept in memory."),
                    error=message_of(err),
                )
            )
            return memory
        if header is None:
            return memory
        if header.application_id not in (0, dbcheck.APPLICATION_ID) or problem is not None:
            self._messages.append(
                self._foreign_in_memory(problem or f"application id {header.application_id:#010x}")
            )
            return memory
        if header.application_id and header.user_version > len(schema._MIGRATIONS):
            memory.close()
            raise self._newer(header.user_version)
        uri = self.path.resolve().as_uri()
        # Without a WAL file the main file is the whole database: read it as immutable, which
        # creates no -wal or -shm.  With one, a read-only connection also reads the WAL.
        has_wal = self.path.with_name(self.path.name + "-wal").exists()
        for mode in ("mode=ro", "immutable=1") if has_wal else ("immutable=1", "mode=ro"):
            try:
                source = sqlite3.connect(f"{uri}?{mode}", uri=True)
                try:
                    source.backup(memory)
                finally:
                    source.close()
            except sqlite3.Error:
                continue
            try:
                verdict = self._judge(memory)
            except sqlite3.DatabaseError as err:
                verdict = "damaged", str(err)
            except BaseException:
                memory.close()
                raise
            if verdict is not None:
                kind, why = verdict
                memory.close()
                memory = self._connect(":memory:")
                self._messages.append(
                    self._damaged_in_memory(_Damaged(why))
                    if kind == "damaged"
                    else self._foreign_in_memory(why)
                )
            return memory
        self._messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage", "The history file {path} could not be read; a new history is kept in memory."
                ),
                path=str(self.path),
            )
        )
        return memory

    def _damaged_in_memory(self, damage: Exception) -> Text:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage", "The history file {path} is damaged ({problem}); a new history is kept in memory."
            ),
            path=str(self.path),
            problem=str(damage),
        )

    def _foreign_in_memory(self, problem: str) -> Text:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage",
                "The history file {path} is not one of {app}'s ({problem}); it is left as it is and a new "
                "history is kept in memory.",
            ),
            path=str(self.path),
            app=APP_NAME,
            problem=problem,
        )
