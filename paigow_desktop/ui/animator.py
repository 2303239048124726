"""Plays the scene's animations one step after another, skippably; duration 0 runs at once.

A step is a function that applies its end state and returns the animation that
leads there, or None when there is nothing to see (instant speed, or skipping).
Steps run in order; ``skip()`` finishes the running step and runs the rest
instantly until the queue is empty, which is how the skip key and reduced
motion work.  The engine's state never waits for any of this.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, Signal
from PySide6.QtGui import QAction

Step = Callable[[bool], QAbstractAnimation | None]  # receives "instant"; returns the animation or None


class Animator(QObject):
    """A queue of animation steps."""

    idle = Signal()  #: the queue ran empty
    moving = Signal(bool)  #: something plays that a skip would finish (True), or nothing (False)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._skipping = False
        self._moving = False
        self.instant = False  #: speed 0: every step applies its end state at once

    @property
    def current(self) -> QAbstractAnimation | None:
        """The animation playing now; None between steps and when idle.  Tests drive its clock
        (``setCurrentTime``) to see every moment of a step without waiting for it."""
        return self._running

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def add(self, *steps: Step) -> None:
        """Queue steps and start them if nothing is running."""
        self._queue.extend(steps)
        if self._running is None:
            self._advance()

    def then(self, callback: Callable[[], None]) -> None:
        """Queue a plain function call (no animation)."""

        def call(_instant: bool) -> None:
            callback()

        self.add(call)

    def skip(self) -> None:
        """Finish the running animation and run everything queued instantly."""
        if not self.busy:
            return
        self._skipping = True
        running = self._running
        if running is not None:
            running.setCurrentTime(running.totalDuration())
            if running.state() != QAbstractAnimation.State.Stopped:
                running.stop()
                self._finished(running)

    def _advance(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            animation = step(self.instant or self._skipping)
            if (
                animation is not None
                and animation.totalDuration() > 0
                and not (self.instant or self._skipping)
            ):
                self._running = animation
                animation.finished.connect(lambda a=animation: self._finished(a))
                animation.start()
                self._set_moving(True)
                return
            if animation is not None:  # asked to be instant: run it to its end values at once
                animation.start()
                animation.setCurrentTime(animation.totalDuration())
                animation.stop()
                animation.deleteLater()  # a step's animation is made for it and played once
        self._running = None
        self._skipping = False
        self._set_moving(False)
        self.idle.emit()

    def offer_while_moving(self, action: QAction) -> None:
        """Keep ``action`` (Skip animation) enabled exactly while something plays."""
        self.moving.connect(action.setEnabled)
        action.setEnabled(self.busy)

    def _set_moving(self, moving: bool) -> None:
        if moving != self._moving:
            self._moving = moving
            self.moving.emit(moving)

    def _finished(self, animation: QAbstractAnimation) -> None:
        # Played once: gone once control is back in the event loop (kept, every round's
        # animations stayed children of the scene, a few KB a round).
        animation.deleteLater()
        if self._running is animation:
            self._running = None
            self._advance()
