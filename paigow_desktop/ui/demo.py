"""The demo, the same at every game's table: the computer plays the player's seat for a number of
rounds played for money, and the app ends with one line on standard error when it could not.

:class:`DemoTable` is what the app asks of a game's table controller; :class:`DemoRounds` is the
count of rounds each controller keeps (the next round dealt once the last one's result is shown,
the demo stopped, with the reason, when a round cannot be dealt); :class:`DemoRun` drives a
table's demo for the app and says how it ended.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QTimer

from paigow_desktop import APP_ID
from paigow_desktop.core.console import write_stderr

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

__all__ = ["DemoRounds", "DemoRun", "DemoTable"]


class DemoTable(Protocol):
    """What every game's table controller does for the demo.

    ``start_demo(rounds, first_seed)`` plays ``rounds`` rounds for money, the player's seat played
    by the computer (the same player the game uses when you leave mid-round), each round
    recorded in the ledger as real play.  With ``first_seed`` the rounds are deals number
    ``first_seed``, ``first_seed + 1``, ... (each kept as its round's seed); without it, the
    table's next numbers.  ``round_finished`` is emitted at each round's end; ``demo_finished``
    once the demo is over, after every round or just after ``demo_stopped(reason)`` when a
    round could not be dealt (the reason in plain words: the bankroll cannot cover the bet, ...).
    """

    @property
    def round_finished(self) -> SignalInstance:
        """A round has ended (its result: the game's own record of it)."""
        ...

    @property
    def demo_finished(self) -> SignalInstance: ...

    @property
    def demo_stopped(self) -> SignalInstance:
        """The demo could not deal its next round: why, in plain words (then demo_finished)."""
        ...

    def start_demo(self, rounds: int, first_seed: int | None = None) -> None: ...

    def end_demo(self) -> None:
        """Deal no round after the one under way (the window is closing)."""
        ...


class DemoRounds:
    """The rounds a table's demo has left: each game's controller keeps one, deals through
    ``deal`` and says when a round has ended; the demo's end and stop are told on the
    controller's ``finished`` and ``stopped`` signals.

    ``deal`` deals the next round and returns None, or returns why it could not (in words).
    """

    def __init__(
        self,
        owner: QObject,
        deal: Callable[[], str | None],
        finished: SignalInstance,
        stopped: SignalInstance,
    ) -> None:
        self._owner = owner  # the next round is dealt from the event loop while it lives
        self._deal, self._finished, self._stopped = deal, finished, stopped
        self.left = 0  #: rounds still to play, the one under way counted

    @property
    def playing(self) -> bool:
        """The computer plays the player's seat (a demo round is under way or to come)."""
        return self.left > 0

    def start(self, rounds: int) -> None:
        """Deal the first of ``rounds`` rounds (none: the demo is over at once)."""
        self.left = max(rounds, 0)
        if self.left == 0:
            self._finished.emit()
            return
        self._next()

    def round_done(self) -> None:
        """A demo round has ended and its result is shown: the next is dealt from the event loop,
        or the demo is over.  Nothing when no demo is under way (or it was ended)."""
        if self.left <= 0:
            return
        self.left -= 1
        if self.left == 0:
            self._finished.emit()
        else:
            QTimer.singleShot(0, self._owner, self._next)

    def end(self) -> None:
        """Deal no round after the one under way (the window is closing)."""
        self.left = 0

    def _next(self) -> None:
        # A round that cannot be dealt (the bankroll no longer covers the bet) ends the demo:
        # waiting for it would keep an unattended run going for ever.
        if self.left <= 0:
            return
        reason = self._deal()
        if reason is not None:
            self.left = 0
            self._stopped.emit(reason)
            self._finished.emit()


class DemoRun(QObject):
    """Plays ``rounds`` rounds of the demo at ``table`` (the controller of ``window``) from deal
    ``first_seed`` (None: the table's next), then calls ``done`` with the exit status: 0 when
    every round was played; 1 when the demo stopped, said in one line on standard error (the
    window's status bar is no use to an unattended run).  Closing the window ends the demo
    after the round under way (which the window plays out)."""

    def __init__(
        self,
        window: QObject,
        table: DemoTable,
        rounds: int,
        first_seed: int | None,
        done: Callable[[int], None],
    ) -> None:
        super().__init__(window)
        self.table, self.rounds, self.first_seed, self.done = table, rounds, first_seed, done
        self.played = 0
        self.status = 0
        table.round_finished.connect(self._played)
        table.demo_stopped.connect(self._stopped)
        table.demo_finished.connect(self._finished)
        window.installEventFilter(self)

    def start(self) -> None:
        """Start the demo from the event loop (once the window is up)."""
        QTimer.singleShot(0, self, lambda: self.table.start_demo(self.rounds, self.first_seed))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:  # before the window plays out the round under way
            self.table.end_demo()
        return False

    def _played(self, _result: object) -> None:
        self.played += 1

    def _stopped(self, reason: str) -> None:
        done = f"{self.played} of {self.rounds} rounds"
        write_stderr(f"{APP_ID}: the demo stopped after {done}. {reason}".rstrip())
        self.status = 1

    def _finished(self) -> None:
        self.done(self.status)
