"""Heavy work off the GUI thread, and keys for one page: a function runs in a QThreadPool and its
result comes back to the GUI thread by a queued signal, only the newest request's answer
delivered (:class:`Background`); :func:`shortcut` binds keys that work anywhere in one widget."""

from __future__ import annotations

import contextlib
import sys
import time
import types
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, Signal, SignalInstance, Slot
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
        except ValueError as error:  # a refusal in the engine's plain words (an illegal move)
            self._report(self.relay.failed, str(error))
            return
        except Exception as error:  # a bug: kept (errors.log) by the app's hook, told in plain words
            # Nothing may leave a worker (Qt cannot take it): at the app's end even the hook and
            # the translator may be gone, and then the failure is only dropped.
            with contextlib.suppress(Exception):
                sys.excepthook(type(error), error, error.__traceback__)
                words = QCoreApplication.translate(
                    "Background", "This could not be worked out: something went wrong."
                )
                self._report(self.relay.failed, words)
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

    A callback that is a method is held weakly: this object never keeps its owner alive, so an
    owner dropped by everyone else goes at once, in the thread that dropped it, and never in a
    garbage collection that may run in a worker thread (a collection on the owner's own pool
    thread would wait for itself).  An owner that is gone gets no answer.
    """

    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _LIVE.add(self)
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
        self._done: _Held | None = None
        self._error: _Held | None = None
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
        self._done, self._error = _held(done), None if error is None else _held(error)
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
    # dropped with it by Qt.
    @Slot(int, object)
    def _finished(self, number: int, result: object) -> None:
        if number != self._number or not self.busy:
            return
        done = None if self._done is None else self._done()
        self._done = self._error = None
        self._set_busy(False)
        if done is not None:
            done(result)

    @Slot(int, str)
    def _failed(self, number: int, message: str) -> None:
        if number != self._number or not self.busy:
            return
        error = None if self._error is None else self._error()
        self._done = self._error = None
        self._set_busy(False)
        if error is not None:
            error(message)


#: A callback as kept: called, it gives the callback, or None when its object is gone.
_Held = Callable[[], Callable[..., object] | None]


def _held(callback: Callable[..., object]) -> _Held:
    """A method weakly (its object may go meanwhile), anything else as it is."""
    if isinstance(callback, types.MethodType):
        return weakref.WeakMethod(callback)
    return lambda: callback


def shortcut(parent: QWidget, keys: Sequence[str], slot: Callable[[], object]) -> None:
    """Keys that work while the focus is anywhere in ``parent`` (one tab)."""
    for key in keys:
        made = QShortcut(QKeySequence(key), parent)
        made.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        made.activated.connect(slot)


#: Every Background alive, for :func:`finish_background_work` (held weakly).
_LIVE: weakref.WeakSet[Background] = weakref.WeakSet()


def finish_background_work(msecs: int = 5_000) -> bool:
    """Drop what is queued and wait, ``msecs`` at most in all, for work still running in a
    worker, before the program ends: a worker left running when Python shuts down is killed
    under Qt ("Qt Concurrent has caught an exception thrown from a worker thread").  False when
    some work was still running at the end of the wait."""
    deadline = time.monotonic() + msecs / 1000
    finished = True
    for background in list(_LIVE):
        with contextlib.suppress(RuntimeError):  # its Qt object is already gone: nothing runs
            background.cancel()
            background.pool.clear()
            left = max(0, round((deadline - time.monotonic()) * 1000))
            finished = background.pool.waitForDone(left) and finished
    return finished
