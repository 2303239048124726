"""What every part of storage shares: its errors, file names, times, money words and safe file writes."""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Final, TypeVar

import appdirs  # type: ignore[import-untyped]

from paigow_desktop import APP_ID, APP_NAME
from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Arg, Text

#: The environment variable naming the data directory (after ``--data-dir``).
ENV_VAR: Final = "PAIGOW_DESKTOP_HOME"


SETTINGS_NAME: Final = "settings.json"


DATABASE_NAME: Final = "paigow.sqlite3"


LEDGER_KINDS: Final = ("stake", "bet", "settlement", "commission", "bank", "reset")


#: Where a trainer answer was given: the trainer window's drill, the table, the quiz.
TRAINER_MODES: Final = ("drill", "table", "quiz")


#: The smallest and largest amounts of money a setting may hold: $1 and $1,000,000.
MIN_CENTS: Final = 100


MAX_CENTS: Final = 100_000_000


Clock = Callable[[], datetime]


_T = TypeVar("_T")


class StorageError(Exception):
    """Something on disk the program cannot use or an action the ledger refuses; the message is for people."""


class NewerVersionError(StorageError):
    """A file written by a newer version of the program: left untouched."""


class NotAFileError(OSError):
    """Something other than a regular file stands where a file of ours should be (a folder, a
    named pipe, a device, a socket): it is never opened for reading or writing, since reading a
    pipe waits for a writer and a device may never end.  ``what`` says what it is, in words."""

    def __init__(self, path: Path, what: Text) -> None:
        super().__init__(f"{path} is {what}")
        self.path = path
        self.what = what
        self.strerror = _say(QT_TRANSLATE_NOOP("Storage", "it is {what}, not a file"), what=what)


def _kind_of(mode: int) -> Text:
    """What a file that is not a regular one is, in words."""
    if stat.S_ISDIR(mode):
        return _say(QT_TRANSLATE_NOOP("Storage", "a folder"))
    if stat.S_ISFIFO(mode):
        return _say(QT_TRANSLATE_NOOP("Storage", "a named pipe"))
    if stat.S_ISSOCK(mode):
        return _say(QT_TRANSLATE_NOOP("Storage", "a socket"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _say(QT_TRANSLATE_NOOP("Storage", "a device"))
    return _say(QT_TRANSLATE_NOOP("Storage", "a special file"))


def check_regular(path: Path) -> None:
    """Nothing when ``path`` is a regular file (links followed) or nothing at all;
    :class:`NotAFileError` when it is something else.  ``OSError`` when it cannot be looked at."""
    try:
        mode = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return
    if not stat.S_ISREG(mode):
        raise NotAFileError(Path(path), _kind_of(mode))


def open_regular(path: Path, flags: int = os.O_RDONLY, mode: int = 0o644) -> int:
    """A descriptor of the regular file ``path``, opened without ever waiting: whatever else is
    there is refused with :class:`NotAFileError` before it is opened, and again after (it may
    have been swapped in between), so that a named pipe never blocks the program."""
    check_regular(path)
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, mode)
    try:
        kind = os.fstat(fd).st_mode
        if not stat.S_ISREG(kind):
            raise NotAFileError(Path(path), _kind_of(kind))
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them from its start (all when
    None).  ``FileNotFoundError`` when there is none; :class:`NotAFileError` for anything else
    (see :func:`open_regular`); ``OSError`` when it cannot be read."""
    fd = open_regular(path)
    try:
        chunks: list[bytes] = []
        left = limit
        while left is None or left > 0:
            chunk = os.read(fd, 1 << 20 if left is None else min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            if left is not None:
                left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def _stamp(moment: datetime) -> str:
    """The UTC time in file names: ``20240131T235959Z``."""
    return moment.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


_TIME_FORMAT: Final = "%Y-%m-%dT%H:%M:%S.%fZ"


def _db_time(moment: datetime) -> str:
    """The UTC time stored in the database: ISO 8601, microseconds, ``Z``; sorts as text."""
    return moment.astimezone(timezone.utc).strftime(_TIME_FORMAT)


def _from_db_time(text: str) -> datetime:
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=timezone.utc)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_money = format_cents  # the one formatter of every layer, core.money


def _show(value: object) -> str:
    """A value as JSON, shortened, for messages."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _reason(err: OSError) -> str:
    return err.strerror or str(err)


_CONTEXT: Final = "Storage"


def _say(template: str, /, **fields: Arg) -> Text:
    """A message for people, in the "Storage" translation context."""
    return Text(template, context=_CONTEXT, **fields)


def _in_memory_warning(directory: Path, reason: str) -> Text:
    return _say(
        QT_TRANSLATE_NOOP(
            "Storage",
            "The data folder {directory} cannot be written ({reason}). {app} works as usual, but "
            "settings, bankroll and history are kept in memory only and are lost when you quit.",
        ),
        directory=str(directory),
        reason=reason,
        app=APP_NAME,
    )


def _fsync_directory(directory: Path) -> None:
    """Make a rename durable where the system allows opening a directory (not on Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _atomic_write(path: Path, text: str | bytes, *, sync: bool = True) -> None:
    """Write a file whole or not at all: a temporary file in the same directory, written,
    flushed and synced, then renamed over the old one; then the directory is synced (neither is
    synced when not ``sync``: a file whose loss in a crash costs nothing).  Text is written as
    UTF-8 with its line ends as they are; bytes as they are."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(temp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    if sync:
        _fsync_directory(path.parent)


def _aside_name(path: Path, moment: datetime, kind: str = "corrupt") -> Path:
    """``NAME.<kind>-<UTC time>``, with ``-2``, ``-3``... when that exists already."""
    base = f"{path.name}.{kind}-{_stamp(moment)}"
    candidate, n = path.with_name(base), 1
    while candidate.exists() or candidate.with_name(candidate.name + "-wal").exists():
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def probe_directory(directory: Path) -> str | None:
    """None when ``directory`` exists (it is created if need be) and files can be written in it;
    else the reason, for people."""
    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=directory)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        return _reason(err)
    return None


def data_dir(override: Path | str | None = None) -> Path:
    """The data directory: ``override`` (from ``--data-dir``), else ``$PAIGOW_DESKTOP_HOME``
    (when set and not empty), else the per-user data directory of the system.

    An empty ``override`` is refused (``ValueError``): it would mean the current folder."""
    if isinstance(override, str) and not override.strip():
        raise ValueError("the data folder must be named, not empty")
    if override is not None:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR, "")
    if env:
        return Path(env).expanduser()
    return Path(appdirs.user_data_dir(APP_ID, appauthor=False))


_GAME_KEY = re.compile(r"[a-z][a-z0-9_]{0,31}")


def check_game(game: object) -> str:
    """``game`` if it is a game's registry key (lower-case letters, digits and _), else StorageError."""
    if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
        raise StorageError(f"a round or an answer belongs to a game, named by its key, not {game!r}")
    return game
