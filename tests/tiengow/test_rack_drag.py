"""Your Tien Gow rack with the mouse (events sent to the view's viewport, as a player's would be):
a tile dragged along the rack takes a new place; a tile dragged up toward the trick is picked."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from tests.tiengow.test_table_window import settle, table, your_turn_or_over


def drag(window: TienGowWindow, start: QPointF, end: QPointF) -> None:
    """Press at ``start``, move there in steps and let go at ``end`` (scene points)."""
    port = window.view.viewport()
    here, there = window.view.mapFromScene(start), window.view.mapFromScene(end)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
    for step in range(1, 9):
        QTest.mouseMove(port, QPoint(here + (there - here) * step / 8))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, there)
    settle()


def your_turn(qtbot: QtBot) -> TienGowWindow:
    window = table(qtbot, seed=21)
    window.new_hand_action.trigger()
    your_turn_or_over(window, qtbot)
    assert window.controller.stage is Stage.YOUR_TURN
    return window


def centre(window: TienGowWindow, index: int) -> QPointF:
    return window.scene.rack[index].sceneBoundingRect().center()


def test_a_tile_dragged_along_the_rack_takes_the_place_it_is_let_go_at(qtbot: QtBot) -> None:
    window = your_turn(qtbot)
    scene = window.scene
    before = list(scene.rack)
    moved = before[0]
    with qtbot.waitSignal(scene.rack_changed, timeout=5_000):
        drag(window, centre(window, 0), centre(window, 3))
    assert scene.rack.index(moved) == 3
    assert sorted(map(id, scene.rack)) == sorted(map(id, before))  # the same eight tiles
    assert not scene.selected  # reordering picks nothing


def test_a_tile_dragged_up_toward_the_trick_is_picked(qtbot: QtBot) -> None:
    window = your_turn(qtbot)
    scene = window.scene
    order = list(scene.rack)
    item = scene.rack[2]
    with qtbot.waitSignal(scene.selection_changed, timeout=5_000):
        drag(window, centre(window, 2), scene.sceneRect().center())
    assert scene.selected == [item] and scene.rack == order  # picked, in its place
    assert window.controller.stage is Stage.YOUR_TURN


def test_a_tile_let_go_off_the_rack_to_the_side_flies_home_unpicked(qtbot: QtBot) -> None:
    window = your_turn(qtbot)
    scene = window.scene
    order = list(scene.rack)
    start = centre(window, 1)
    drag(window, start, QPointF(start.x(), scene.sceneRect().bottom() - 2))
    assert scene.rack == order and not scene.selected
