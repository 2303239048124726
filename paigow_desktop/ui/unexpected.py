"""An error in the program's own code, told to the player in a few words instead of a traceback.

A Python exception raised in a slot or an event handler does not stop a Qt program: PySide
prints it and the event loop goes on, so a player without a terminal saw nothing, the click
simply did nothing.  :class:`UnexpectedErrors` takes over ``sys.excepthook`` (and
``threading.excepthook``) while the window runs: the details go to the data folder's
``errors.log`` (storage/error_log.py) and to standard error, and the player sees a message
(not modal: the table stays usable) saying what failed, that the money is safe, and where the
details are.  The same failure again is logged (three times at most) but not shown again: a failing
paint would otherwise open a message, and write the log, at every frame.
"""

from __future__ import annotations

import contextlib
import functools
import sys
import threading
import traceback
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType

import PySide6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget
from shiboken6 import Shiboken

from paigow_desktop import APP_NAME, __version__
from paigow_desktop.storage.error_log import append_error

__all__ = ["UnexpectedErrors"]

# How many reports of one failure (one kind raised at one line) are kept in the log a session.
KEPT_PER_FAILURE = 3

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


@functools.cache
def _versions() -> str:
    """The program's version and what it runs on, heading each report (worked out once)."""
    import platform  # only for a report: not at the start

    return (
        f"{APP_NAME} {__version__}, Python {platform.python_version()}, "
        f"Qt {qVersion()} (PySide6 {PySide6.__version__}), {platform.platform()}"
    )


def _summary(kind: type[BaseException], error: BaseException) -> str:
    """The error in a line: "KeyError: 'seat 9'" (an error whose words cannot be had: its kind)."""
    try:
        words = str(error).strip()
    except Exception:  # a broken __str__ must not break the report of its error
        words = ""
    line = words.splitlines()[0] if words else ""
    return f"{kind.__name__}: {line}" if line else kind.__name__


def _where(tb: TracebackType | None) -> tuple[str, int]:
    """The file and line where the error was raised: one failure, however often it recurs."""
    frames = traceback.extract_tb(tb)
    if not frames:
        return "", 0
    return frames[-1].filename, frames[-1].lineno or 0


class UnexpectedErrors(QObject):
    """Catches the errors nothing else caught, keeps their details and tells the player once."""

    # a report to show: the error in a line, its details, where they were kept ("" if nowhere)
    _report = Signal(str, str, str)

    def __init__(
        self,
        directory: Path | None,
        window: Callable[[], QWidget | None],
        parent: QObject | None = None,
        *,
        now: Callable[[], datetime] | None = None,
        in_memory: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(parent)
        self.directory = directory
        # the session's rounds are kept in memory only (a folder that cannot be written, a
        # history that cannot be used, a disk that filled up since): the message then promises
        # nothing of the folder.  Asked when a message is shown, not once at the start.
        self.in_memory = in_memory
        self._lock = threading.Lock()  # the GUI thread and a worker may fail at once
        self.window = window  # the window to show the message over (the open table)
        self._now = now or (lambda: datetime.now(timezone.utc))
        self._seen: dict[tuple[str, str, int], int] = {}  # each failure, how often it was seen
        self._previous: tuple[ExceptHook, object] | None = None
        self.shown: list[QMessageBox] = []  # the messages open now
        # A worker thread's error is shown by the GUI thread: queued to it.
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def failures_seen(self) -> int:
        """How many failures this session (each time, shown or logged or not)."""
        return sum(self._seen.values())

    def install(self) -> None:
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
            sys.excepthook = self.handle
            threading.excepthook = self._handle_thread

    def uninstall(self) -> None:
        if self._previous is not None:
            hook, thread_hook = self._previous
            sys.excepthook = hook
            threading.excepthook = thread_hook  # type: ignore[assignment]
            self._previous = None

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        # A thread ended by SystemExit is no failure (Python's own hook says nothing either).
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        """The hook: Ctrl+C and exits as Python does them; anything else kept and told."""
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            sys.__excepthook__(kind, error, tb)
            return
        key = (kind.__qualname__, *_where(tb))
        with self._lock:
            self._seen[key] = seen = self._seen.get(key, 0) + 1
        if seen > KEPT_PER_FAILURE:
            return  # a failing paint fails every frame: its first reports say it all
        details = "".join(traceback.format_exception(kind, error, tb))
        with_header = f"{_versions()}\n{details}"
        with contextlib.suppress(OSError, ValueError, AttributeError):  # no terminal, or it is closed
            sys.stderr.write(with_header)
        if seen == KEPT_PER_FAILURE:
            with_header += f"\n(This failure was seen {seen} times: it is not kept again this session.)"
        with self._lock:  # two threads failing at once append one after the other
            kept = append_error(self.directory, with_header, self._now())
        if seen > 1:
            return
        self._report.emit(_summary(kind, error), with_header, str(kept or ""))

    def _show(self, summary: str, details: str, kept: str) -> None:
        over = self.window()
        if over is not None and not Shiboken.isValid(over):
            over = None  # the window is already gone (the failure came as it closed)
        box = QMessageBox(over)
        box.setTextFormat(Qt.TextFormat.PlainText)  # an error's words may look like markup
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(
            QCoreApplication.translate("Unexpected", "{0}: something went wrong").format(APP_NAME)
        )
        box.setText(
            QCoreApplication.translate("Unexpected", "Something went wrong in the program: {0}").format(
                summary
            )
        )
        saved = (
            QCoreApplication.translate(
                "Unexpected", "The details are kept in {0}; please send them with a report of the problem."
            ).format(kept)
            if kept
            else QCoreApplication.translate(
                "Unexpected", "The details are below (they could not be saved to the data folder)."
            )
        )
        safe = (
            QCoreApplication.translate(
                "Unexpected",
                "This session is kept in memory only, as you were told. If the table "
                "no longer does what it should, close the program and start it again.",
            )
            if self.in_memory()
            else QCoreApplication.translate(
                "Unexpected",
                "Your bankroll and history are safe: every round is written to the data folder as it "
                "is dealt and as it is settled. If the table no longer does what it should, close "
                "the program and start it again.",
            )
        )
        box.setInformativeText(safe + "\n\n" + saved)
        box.setDetailedText(details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.shown.append(box)
        # Closed, or gone with its window (a table rebuilt in another language): no longer shown.
        box.destroyed.connect(lambda _=None, b=box: self.shown.remove(b) if b in self.shown else None)
        box.finished.connect(lambda _result, b=box: self.shown.remove(b) if b in self.shown else None)
        box.show()
