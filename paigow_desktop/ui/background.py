"""Heavy work off the GUI thread, and keys for one page: a function runs in a QThreadPool and its
result comes back to the GUI thread by a queued signal, only the newest request's answer
delivered (:class:`Background`); :func:`shortcut` binds keys that work anywhere in one widget."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, SignalInstance, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


class _Relay(QObject):
    """Lives in the GUI thread; a worker emits on it, so the slots run in the GUI thread."""

    finished = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, number: int, work: Callable[[], object], relay: _Relay) -> None:
        super().__init__()
        self.number = number
        self.work = work
        self.relay = relay  # a child of its Background, which outlives the job (see there)

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as error:  # reported, never lost in the pool
            self._report(self.relay.failed, f"{type(error).__name__}: {error}")
            return
        self._report(self.relay.finished, result)

    def _report(self, signal: SignalInstance, answer: object) -> None:
        emit_if_alive(signal, self.number, answer)


def emit_if_alive(signal: SignalInstance, *args: object) -> None:
    """Emit from a worker thread; when the receiver is gone (the app closed while the work ran)
    there is nobody to tell, and the answer is dropped rather than raised in the pool."""
    with contextlib.suppress(RuntimeError):
        signal.emit(*args)


class Background(QObject):
    """Runs one kind of work at a time for its owner, in a thread pool of its own.

    :meth:`run` starts ``work`` in a worker thread; when it ends ``done(result)`` runs in the
    GUI thread, unless a newer :meth:`run` (or :meth:`cancel`) came meanwhile.  ``busy_changed``
    says when work starts and when the newest work has answered.
    """

    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The pool first, then the relay, both children: when this object goes (even in a garbage
        # collection while work runs) Qt deletes the pool first, which waits for the work, and the
        # relay last, in the GUI thread.  A relay owned by Python alone was deleted under a
        # worker still emitting on it: a segmentation fault.
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.finished.connect(self._finished)
        self._relay.failed.connect(self._failed)
        self._number = 0
        self._done: Callable[[Any], None] | None = None
        self._error: Callable[[str], None] | None = None
        self.busy = False

    def run(
        self,
        work: Callable[[], object],
        done: Callable[[Any], None],
        error: Callable[[str], None] | None = None,
    ) -> int:
        """Start ``work``; returns its number.  Older work still running is not waited for:
        its answer is dropped."""
        self._number += 1
        self._done, self._error = done, error
        self.pool.start(_Job(self._number, work, self._relay))
        self._set_busy(True)
        return self._number

    def cancel(self) -> None:
        """Drop the answer of the work under way."""
        self._number += 1
        self._done = self._error = None
        self._set_busy(False)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)

    # Slots of this object (not plain methods), so an answer still queued when it is deleted is
    # dropped with it by Qt.  The callbacks are kept until the next run or cancel: dropping them
    # here could drop the last reference to the owner, and so delete this object inside its own
    # slot.
    @Slot(int, object)
    def _finished(self, number: int, result: object) -> None:
        if number != self._number or not self.busy:
            return
        self._set_busy(False)
        if self._done is not None:
            self._done(result)

    @Slot(int, str)
    def _failed(self, number: int, message: str) -> None:
        if number != self._number or not self.busy:
            return
        self._set_busy(False)
        if self._error is not None:
            self._error(message)


def shortcut(parent: QWidget, keys: Sequence[str], slot: Callable[[], object]) -> None:
    """Keys that work while the focus is anywhere in ``parent`` (one tab)."""
    for key in keys:
        made = QShortcut(QKeySequence(key), parent)
        made.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        made.activated.connect(slot)
