"""Show a state once per turn of the event loop, however often it changed within the turn.

A round at speed 0 goes from betting to dealing, setting, revealing and back to betting within
one call; a window that followed each stage at once enabled and disabled its buttons and rewrote
its labels four times, and Qt repainted and laid out every widget so touched, for a state that
ended where it began.  :class:`Coalesced` runs its function once control is back in the event
loop, before anything queued at the normal priority (the scene's paint among them), so the first
frame painted shows the state already.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

__all__ = ["Coalesced"]

_EVENT = QEvent.Type(QEvent.registerEventType())


class Coalesced(QObject):
    """Runs ``function`` once when asked, at the next turn of the event loop; asked again before
    then, still once.  :meth:`now` runs it at once when a run is due (for code that reads what
    the function shows straight after the change, and for tests)."""

    def __init__(self, function: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._function = function
        self._due = False

    @property
    def due(self) -> bool:
        return self._due

    def request(self) -> None:
        if not self._due:
            self._due = True
            QCoreApplication.postEvent(self, QEvent(_EVENT), Qt.EventPriority.HighEventPriority.value)

    def now(self) -> None:
        """Run the function now if a run is due (the posted event then finds nothing to do)."""
        if self._due:
            self._due = False
            self._function()

    def event(self, event: QEvent) -> bool:
        if event.type() == _EVENT:
            self.now()
            return True
        return super().event(event)
