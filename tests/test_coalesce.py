"""The window shows the round's state once a turn of the event loop (ui.coalesce)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.coalesce import Coalesced
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed


def test_many_requests_in_a_turn_run_the_function_once(qtbot: QtBot) -> None:
    runs: list[int] = []
    later = Coalesced(lambda: runs.append(len(runs)))
    for _ in range(5):
        later.request()
    assert runs == [] and later.due  # nothing until the event loop is back
    qtbot.waitUntil(lambda: runs == [0])
    QCoreApplication.processEvents()
    assert runs == [0] and not later.due
    later.request()  # a later turn: once more
    qtbot.waitUntil(lambda: runs == [0, 1])


def test_it_runs_before_what_was_queued_at_the_normal_priority(qtbot: QtBot) -> None:
    # The scene's paint is queued at the normal priority when the round's first item changes:
    # the state asked for afterwards must still be shown in that first frame.
    order: list[str] = []
    owner = QObject()
    QTimer.singleShot(0, owner, lambda: order.append("queued first"))
    later = Coalesced(lambda: order.append("state"), owner)
    later.request()
    qtbot.waitUntil(lambda: len(order) == 2)
    assert order == ["state", "queued first"]


def test_now_runs_only_what_is_due(qtbot: QtBot) -> None:
    runs: list[int] = []
    later = Coalesced(lambda: runs.append(1))
    later.now()
    assert runs == []
    later.request()
    later.now()
    assert runs == [1] and not later.due
    QCoreApplication.processEvents()  # the posted request finds nothing left to do
    assert runs == [1]


def pai_gow_table(qtbot: QtBot) -> PaiGowWindow:
    window = build_table(AppOptions(seed=8, speed=Speed.INSTANT, size=(1280, 800)))
    assert isinstance(window, PaiGowWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_round_played_within_one_call_leaves_the_buttons_as_they_were(qtbot: QtBot) -> None:
    # A round at speed 0 passes every stage within one call: the window used to enable and
    # disable its buttons at each stage, and Qt repainted every one of them for nothing.
    window = pai_gow_table(qtbot)
    changes: list[str] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.EnabledChange:
                changes.append(watched.objectName() or type(watched).__name__)
            return False

    watch = Watch()
    panel = window.panel
    for button in (panel.deal_button, panel.confirm_button, panel.house_way_button, panel.bet):
        button.installEventFilter(watch)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    QCoreApplication.processEvents()
    assert changes == []
    assert panel.deal_button.isEnabled() and not panel.confirm_button.isEnabled()
    assert panel.deal_number.text() == f"Deal #{c.seed}"
    assert c.new_round(c.last_bet_cents)  # a round left at the setting: shown as such
    QCoreApplication.processEvents()
    assert not panel.deal_button.isEnabled() and panel.house_way_button.isEnabled()


def test_the_demo_ends_with_the_window_showing_the_round_as_it_ended(qtbot: QtBot) -> None:
    # The demo's end is told within the last round's call, and its screenshot is taken there:
    # the picture showed the buttons as they were in the middle of the round.
    window = pai_gow_table(qtbot)
    seen: list[tuple[bool, bool]] = []
    panel = window.panel
    window.controller.demo_finished.connect(
        lambda: seen.append((panel.deal_button.isEnabled(), panel.confirm_button.isEnabled()))
    )
    window.controller.start_demo(1)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [(True, False)]
