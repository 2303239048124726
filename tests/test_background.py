"""Work off the GUI thread (ui/background.py): an answer that arrives after its receiver is gone
(the app closed while the work ran) is dropped quietly instead of raising in the worker, and an
owner collected while its work runs takes nothing down."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from paigow_desktop.ui.background import Background, _Job, _Relay


def test_a_job_whose_receiver_is_gone_reports_nothing_and_raises_nothing(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", lambda *_failure: None)  # the bug itself is kept by the app's hook
    for work in (lambda: 42, lambda: 1 // 0):  # an answer, and a failure
        relay = _Relay()
        Shiboken.delete(relay)  # as at the app's end
        _Job(1, work, relay).run()  # no RuntimeError from the worker


def test_a_job_reports_its_answer_or_its_failure_in_plain_words(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A refusal keeps its words; a bug goes to the app's hook (errors.log) and the player reads
    plain words, never an exception's class name."""
    relay = _Relay()
    got: list[tuple[int, object]] = []
    hooked: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: hooked.append(kind))
    relay.finished.connect(lambda n, answer: got.append((n, answer)))
    relay.failed.connect(lambda n, words: got.append((n, words)))
    _Job(1, lambda: 42, relay).run()
    _Job(2, lambda: 1 // 0, relay).run()

    def refused() -> None:
        raise ValueError("that tile is not in your hand")

    _Job(3, refused, relay).run()
    assert got[0] == (1, 42) and got[2] == (3, "that tile is not in your hand")
    assert got[1][0] == 2 and "Error" not in str(got[1][1]) and "went wrong" in str(got[1][1])
    assert hooked == [ZeroDivisionError]


def test_emit_if_alive_drops_an_answer_for_a_receiver_that_is_gone(qapp: QApplication) -> None:
    from paigow_desktop.ui.background import emit_if_alive

    relay = _Relay()
    got: list[object] = []
    relay.finished.connect(lambda n, answer: got.append(answer))
    emit_if_alive(relay.finished, 1, "kept")
    Shiboken.delete(relay)
    emit_if_alive(relay.finished, 2, "dropped")  # no RuntimeError
    assert got == ["kept"]


#: Owners of a Background dropped while their work runs, and collected by the garbage collector at
#: odd moments (as pytest's or the app's own collections do): the relay must outlive the work.
CHURN = """
import gc, random, sys, time
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication
from paigow_desktop.ui.background import Background

app = QApplication([])
errors = []
sys.excepthook = lambda kind, value, tb: errors.append(repr(value))


class Owner(QObject):
    ready = Signal(object)
    failed = Signal(str)

    def __init__(self):
        super().__init__()
        self.background = Background(self)

    def ask(self, pause, fail):
        def work():
            time.sleep(pause)
            if fail:
                raise ValueError("no")
            return pause
        self.background.run(work, self._ready, self.failed.emit)  # a cycle: owner and worker

    def _ready(self, answer):
        self.ready.emit(answer)


rng = random.Random(int(sys.argv[1]))
gc.disable()
for _ in range(400):
    owner = Owner()
    for _ in range(rng.randint(1, 3)):
        owner.ask(rng.random() / 100, rng.random() < 0.3)
    if rng.random() < 0.5:
        end = time.monotonic() + rng.random() / 50
        while time.monotonic() < end:
            app.processEvents()
    del owner
    if rng.random() < 0.3:
        gc.collect()
    app.processEvents()
gc.collect()
print("errors:", errors)
"""


@pytest.mark.parametrize("seed", [1, 2])
def test_owners_collected_while_their_work_runs_neither_crash_nor_raise(seed: int) -> None:
    # In a process of its own: the fault this guards against was a segmentation fault.
    result = subprocess.run(
        [sys.executable, "-c", CHURN, str(seed)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "errors: []" in result.stdout and "Traceback" not in result.stderr, result.stderr[-2000:]


class _Owner(QObject):
    answered = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.background = Background(self)

    def ask(self, work: Callable[[], object]) -> None:
        self.background.run(work, self._ready)

    def _ready(self, answer: object) -> None:
        self.answered.emit(answer)


@pytest.mark.parametrize("answered", [True, False])
def test_an_owner_dropped_goes_at_once_in_the_gui_thread(qtbot: QtBot, answered: bool) -> None:
    # The Background holds its owner's methods weakly: no cycle is left for a garbage collection
    # (which may run in a worker thread) to break.
    owner = _Owner()
    gone: list[str] = []
    owner.destroyed.connect(lambda: gone.append(threading.current_thread().name))
    release = threading.Event()
    if answered:
        with qtbot.waitSignal(owner.answered, timeout=10_000):
            owner.ask(lambda: 42)
    else:
        owner.ask(lambda: release.wait(10))  # still running when the owner is dropped
        release.set()
    del owner
    assert gone == [threading.main_thread().name]


def test_an_answer_for_an_owner_gone_is_dropped(qtbot: QtBot) -> None:
    background = Background()
    got: list[object] = []

    class Receiver:
        def take(self, answer: object) -> None:
            got.append(answer)

    receiver = Receiver()
    background.run(lambda: 1, receiver.take)
    del receiver  # the method was held weakly: nobody to tell
    qtbot.waitUntil(lambda: not background.busy, timeout=10_000)
    assert got == []
    background.run(lambda: 2, got.append)  # a plain function is held as it is
    qtbot.waitUntil(lambda: got == [2], timeout=10_000)


def test_work_still_running_is_waited_for_before_the_program_ends(qapp: QApplication) -> None:
    """finish_background_work drops the queue and waits for the running job: a worker left
    running as Python shuts down was killed under Qt (its warning, and a crash risk at exit)."""
    from paigow_desktop.ui.background import finish_background_work

    owner = QObject()
    background = Background(owner)
    release, started = threading.Event(), threading.Event()
    ran: list[str] = []

    def slow() -> str:
        started.set()
        release.wait(30)
        ran.append("slow")
        return "done"

    background.run(slow, lambda _answer: ran.append("answered"))
    background.run(lambda: ran.append("queued"), lambda _answer: None)  # behind it, one thread
    assert started.wait(30)
    assert not finish_background_work(msecs=50)  # still running: said so
    release.set()
    assert finish_background_work()
    assert ran == ["slow"]  # the queued job dropped, no answer delivered after the end
    assert not background.busy
