"""Work off the GUI thread (ui/background.py): an answer that arrives after its receiver is gone
(the app closed while the work ran) is dropped quietly instead of raising in the worker."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from shiboken6 import Shiboken

from paigow_desktop.ui.background import _Job, _Relay


def test_a_job_whose_receiver_is_gone_reports_nothing_and_raises_nothing(qapp: QApplication) -> None:
    for work in (lambda: 42, lambda: 1 // 0):  # an answer, and a failure
        relay = _Relay()
        Shiboken.delete(relay)  # as at the app's end
        _Job(1, work, relay).run()  # no RuntimeError from the worker


def test_a_job_reports_its_answer_or_its_failure(qapp: QApplication) -> None:
    relay = _Relay()
    got: list[tuple[int, object]] = []
    relay.finished.connect(lambda n, answer: got.append((n, answer)))
    relay.failed.connect(lambda n, words: got.append((n, words)))
    _Job(1, lambda: 42, relay).run()
    _Job(2, lambda: 1 // 0, relay).run()
    assert got == [(1, 42), (2, "ZeroDivisionError: integer division or modulo by zero")]


def test_emit_if_alive_drops_an_answer_for_a_receiver_that_is_gone(qapp: QApplication) -> None:
    from paigow_desktop.ui.background import emit_if_alive

    relay = _Relay()
    got: list[object] = []
    relay.finished.connect(lambda n, answer: got.append(answer))
    emit_if_alive(relay.finished, 1, "kept")
    Shiboken.delete(relay)
    emit_if_alive(relay.finished, 2, "dropped")  # no RuntimeError
    assert got == ["kept"]
