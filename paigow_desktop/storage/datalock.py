"""One process owns a data folder: an operating-system lock on ``paigow.lock`` in it.

The lock is the system's own (``flock`` on POSIX, ``msvcrt.locking`` on Windows): it belongs
to the open file, so it ends with the process however the process ends, a ``SIGKILL``
included, and never outlives its owner.  The file holds the owner's process id, as text, so
that whoever finds the folder taken can say by whom.  The file itself stays behind and means
nothing on its own: only the lock counts.

On Linux a second ``open`` of the file in the same process gets a lock of its own, so two
:class:`~paigow_desktop.storage.Store` objects in one process exclude each other too.

Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import Final

from paigow_desktop.storage.common import open_regular

__all__ = ["LOCK_NAME", "FolderInUse", "FolderLock", "holder"]

#: The lock file's name in the data folder.
LOCK_NAME: Final = "paigow.lock"
#: Where the process id is written; the lock on Windows covers a byte past it.
_PID_BYTES: Final = 32
#: How many times a reader looks for the owner's process id, which the owner writes just after
#: taking the lock (the only moment the lock is held and the id not yet there).
_PID_TRIES: Final = 200
_PID_PAUSE: Final = 0.005


class FolderInUse(Exception):
    """The folder is held by another process (``pid``, or None when it could not be read)."""

    def __init__(self, directory: Path, pid: int | None) -> None:
        self.directory = directory
        self.pid = pid
        who = f"process {pid}" if pid is not None else "another process"
        super().__init__(f"the data folder {directory} is in use by {who}")


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _PID_BYTES, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _PID_BYTES, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, _PID_BYTES).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() and 0 < len(text) < 20 else None


class FolderLock:
    """The lock of one data folder, held from :meth:`acquire` until :meth:`release`.

    ``FolderLock.acquire(directory)`` creates the lock file when need be and raises
    :class:`FolderInUse` when another owner holds it; ``OSError`` when the file cannot be made
    (:class:`~paigow_desktop.storage.common.NotAFileError` when something else is in its place).
    """

    def __init__(self, directory: Path, fd: int) -> None:
        self.directory = directory
        self.path = directory / LOCK_NAME
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, directory: Path) -> FolderLock:
        directory = Path(directory)
        # Only a regular file is a lock: a folder, a pipe or a device there is refused
        # (NotAFileError, an OSError), never opened to wait on.
        fd = open_regular(directory / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if not _try_lock(fd):
                raise FolderInUse(directory, _wait_for_pid(fd))
            with contextlib.suppress(OSError):  # a full disk: the lock holds, the id goes unsaid
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except BaseException:
            os.close(fd)
            raise
        return cls(directory, fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Give the folder up (idempotent).  The file stays; its id no longer means anything."""
        fd, self._fd = self._fd, None
        if fd is not None:
            _unlock(fd)
            os.close(fd)

    def __enter__(self) -> FolderLock:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def _wait_for_pid(fd: int) -> int | None:
    """The owner's process id, waiting the short moment between its lock and its write."""
    for _ in range(_PID_TRIES):
        pid = _read_pid(fd)
        if pid is not None:
            return pid
        time.sleep(_PID_PAUSE)
    return None


def holder(directory: Path) -> int | None:
    """The process id of whoever holds ``directory`` now; None when nobody does.

    Creates nothing: with no lock file there is no owner.  A free folder is not taken
    either, so the answer can be stale the moment it is given (use :meth:`FolderLock.acquire`
    to own it).  ``-1`` when it is held by a process whose id could not be read.
    """
    try:
        fd = open_regular(Path(directory) / LOCK_NAME, os.O_RDONLY if sys.platform != "win32" else os.O_RDWR)
    except OSError:  # no lock file, or something no one can lock (a folder, a pipe): no owner
        return None
    try:
        if _try_lock_shared(fd):
            return None
        pid = _wait_for_pid(fd)
        return -1 if pid is None else pid
    finally:
        os.close(fd)


def _try_lock_shared(fd: int) -> bool:
    """Take and drop at once a lock that only an owner's exclusive lock refuses."""
    if sys.platform == "win32":  # pragma: no cover
        if _try_lock(fd):
            _unlock(fd)
            return True
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    fcntl.flock(fd, fcntl.LOCK_UN)
    return True
