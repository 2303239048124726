"""Everything the app opens at start, at once: settings, the store, and the messages to show once."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, message_of
from paigow_desktop.storage import common
from paigow_desktop.storage.common import (
    DATABASE_NAME,
    SETTINGS_NAME,
    Clock,
    StorageError,
    _in_memory_warning,
    _reason,
    _say,
    check_regular,
)
from paigow_desktop.storage.datalock import LOCK_NAME, FolderInUse, FolderLock, holder
from paigow_desktop.storage.opening import SEAL_SUFFIX
from paigow_desktop.storage.schema import FolderInUseError, _take_lock, in_use_message
from paigow_desktop.storage.settings import Settings, SettingsStore, load_settings
from paigow_desktop.storage.store import Store


@dataclass
class AppData:
    """What the app opens at start: settings, their store and the ledger, and the messages
    to show once.  ``in_memory``: nothing this session does is saved.  ``lock``: the folder's
    lock, held until :meth:`close`.  ``in_use_by``: the process holding the folder when it was
    only looked at (``read_only``), else None."""

    directory: Path
    settings: Settings
    settings_store: SettingsStore
    store: Store
    messages: tuple[str, ...]
    in_memory: bool
    lock: FolderLock | None = None
    in_use_by: int | None = None

    def close(self) -> None:
        self.store.close()
        if self.lock is not None:
            self.lock.release()


#: What a save killed half-way leaves behind (``_atomic_write``), and a probe of the folder.
_LEFTOVERS: Final = (f".{SETTINGS_NAME}.*.tmp", f".{DATABASE_NAME}{SEAL_SUFFIX}.*.tmp", ".write-test-*")


def _clean_leftovers(directory: Path) -> None:
    """Remove temporary files of a killed save: only the folder's owner calls this."""
    for pattern in _LEFTOVERS:
        for leftover in directory.glob(pattern):
            with contextlib.suppress(OSError):
                if leftover.is_file():
                    leftover.unlink()


def _in_memory_fallback(err: StorageError) -> Text:
    return _say(
        QT_TRANSLATE_NOOP("Storage", "{error} This session's bankroll and history are kept in memory only."),
        error=message_of(err),
    )


def _lock_or_why_not(directory: Path) -> tuple[FolderLock | None, str | None]:
    """The folder's lock, or why it cannot be taken (:class:`FolderInUseError` when another
    process holds it).  A lock file that cannot be made or used (a folder, a pipe in its place)
    leaves the session in memory, as a folder that cannot be written does: without the lock
    nothing is written."""
    try:
        return _take_lock(directory), None
    except FolderInUseError:
        raise
    except StorageError as err:
        cause = err.__cause__
        return None, _say(
            QT_TRANSLATE_NOOP("Storage", "its lock file {name} cannot be used: {reason}"),
            name=LOCK_NAME,
            reason=_reason(cause) if isinstance(cause, OSError) else message_of(err),
        )


def open_app_data(directory: Path, *, now: Clock | None = None, read_only: bool = False) -> AppData:
    """Open the settings and the ledger of ``directory`` (see :func:`data_dir`).

    The app: the folder is created if need be and locked for the session
    (:class:`FolderInUseError` when another process holds it, nothing touched);
    leftovers of a killed save are removed.  An unwritable directory gives one
    warning and an in-memory session.  A history from a newer version, or one that
    cannot be used, is left as it is and the session's ledger is kept in memory, with
    a message.

    ``read_only`` (``stats``): creates nothing.  A folder another process holds is
    read as it is (``in_use_by``), nothing refunded and nothing moved; a free one is
    locked and a round left open by a crash refunded, as the app does; without a
    history there, the starting stake is reported from memory.  A history that
    cannot be used raises :class:`StorageError`.
    """
    directory = Path(directory)
    if read_only:
        return _look_at(directory, now)
    reason = common.probe_directory(directory)
    lock: FolderLock | None = None
    if reason is None:
        lock, reason = _lock_or_why_not(directory)
    writable = reason is None
    if not writable:
        pid = holder(directory)
        if pid is not None:
            raise FolderInUseError(in_use_message(directory, pid), pid)
    try:
        if lock is not None:
            _clean_leftovers(directory)
        messages: list[str] = [] if reason is None else [_in_memory_warning(directory, reason)]
        settings_store = SettingsStore(directory, writable=writable, now=now)
        loaded = settings_store.load()
        messages.extend(loaded.messages)
        start = loaded.settings.starting_bankroll_cents
        try:
            store = Store(directory, start, writable=writable, now=now, lock=lock)
        except StorageError as err:
            messages.append(_in_memory_fallback(err))
            store = Store(None, start, now=now)
        else:
            messages.extend(store.messages)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return AppData(
        directory=directory,
        settings=loaded.settings,
        settings_store=settings_store,
        store=store,
        messages=tuple(messages),
        in_memory=not writable or store.in_memory,
        lock=lock,
    )


def _look_at(directory: Path, now: Clock | None) -> AppData:
    """:func:`open_app_data` for a command that only reads (see there)."""
    messages: list[str] = []
    settings_store = SettingsStore(directory, writable=False, now=now)
    loaded = load_settings(directory, now=now, move_aside=False)
    messages.extend(loaded.messages)
    start = loaded.settings.starting_bankroll_cents
    pid = holder(directory)
    lock: FolderLock | None = None
    database = directory / DATABASE_NAME
    has_history = database.is_file()
    if not has_history and (database.exists() or database.is_symlink()):
        # A folder, a pipe, a device, a broken or looping link: there is history, and it cannot
        # be read (and is not opened: a pipe would wait for a writer).
        try:
            check_regular(database)
            why: str = _say(QT_TRANSLATE_NOOP("Storage", "it is not a file"))
        except OSError as err:
            why = _reason(err)
        messages.append(
            _say(
                QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                path=str(database),
                reason=why,
            )
        )
    reason = common.probe_directory(directory) if has_history else None  # the folder exists: nothing made
    if reason is not None:
        messages.append(_in_memory_warning(directory, reason))
    if pid is None and has_history and reason is None:
        try:
            lock = FolderLock.acquire(directory)
        except FolderInUse as busy:
            pid = -1 if busy.pid is None else busy.pid
        except OSError:
            lock = None
    try:
        if lock is not None:
            store = Store(directory, start, now=now, lock=lock, move_aside=False)  # refunds, as the app does
        elif (directory / DATABASE_NAME).is_file():
            store = Store(directory, start, writable=False, now=now, recover=pid is None)
        else:
            store = Store(None, start, now=now)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    messages.extend(store.messages)
    return AppData(
        directory=directory,
        settings=loaded.settings,
        settings_store=settings_store,
        store=store,
        messages=tuple(messages),
        in_memory=store.in_memory,
        lock=lock,
        in_use_by=pid,
    )
