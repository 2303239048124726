"""What following the strategy card would have saved over the player's own rounds, worked out in a
thread of its own and kept round by round, so the statistics window never waits for the card's
tables and never counts a round twice.

The window reads the settled rounds' histories (plain data) from the store on its own thread and
hands them over; the worker reads each round's record, grades the player's hand by the card
(:func:`~paigow_desktop.games.paigow.card_grade.record_gain`) and sends the sum back with
:attr:`CardSavingsCounter.ready`.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from paigow_desktop.games.paigow.card_grade import CardSavings, record_gain, savings_of
from paigow_desktop.games.paigow.record import RecordError, RoundRecord

__all__ = ["CardSavingsCounter"]

#: A round's history as the store keeps it: its id and its record (None when it has none).
Histories = Sequence[tuple[int, Mapping[str, Any] | None]]


class CardSavingsCounter(QObject):
    """Counts :class:`CardSavings` in a worker thread; the newest request's answer is ``ready``."""

    ready = Signal(object)  #: the CardSavings of the newest request

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._gains: dict[tuple[int, bool, int], tuple[float, bool] | None] = {}
        self._lock = threading.Lock()
        self._request = 0
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-savings")
        self.latest: CardSavings | None = None  #: the last answer sent
        executor = self._executor  # not self: the wrapper may be going when the object is destroyed
        self.destroyed.connect(lambda *_: executor.shutdown(wait=False, cancel_futures=True))

    def count(self, histories: Histories, *, length: int, standalone: bool) -> None:
        """Start counting these rounds by this card (an older request still running is answered
        but its answer is not sent)."""
        with self._lock:
            self._request += 1
            request = self._request
        self._executor.submit(self._work, request, list(histories), length, standalone)

    def count_now(self, histories: Histories, *, length: int, standalone: bool) -> CardSavings:
        """The same, on the caller's thread."""
        return self._savings(histories, length, standalone)

    def _work(self, request: int, histories: Histories, length: int, standalone: bool) -> None:
        savings = self._savings(histories, length, standalone)
        with self._lock:
            current = request == self._request
        if current:
            self.latest = savings
            self.ready.emit(savings)

    def _savings(self, histories: Histories, length: int, standalone: bool) -> CardSavings:
        gains = []
        for round_id, history in histories:
            key = (length, standalone, round_id)
            with self._lock:
                known = key in self._gains
                gain = self._gains.get(key)
            if not known:
                gain = None
                if history:
                    try:
                        record = RoundRecord.from_json(history)
                        gain = record_gain(record, length=length, standalone=standalone)
                    except (RecordError, ValueError, KeyError):
                        gain = None  # a round this version cannot read counts for nothing
                with self._lock:
                    self._gains[key] = gain
            if gain is not None:
                gains.append(gain)
        return savings_of(gains)
