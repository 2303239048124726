"""Your Tien Gow rack with the mouse (events sent to the view's viewport, as a player's would be)
and Enter: a tile dragged along the rack takes a new place; a tile dragged up toward the trick is
picked; a double-click plays; Enter plays the picked tiles face up, or face down when nothing
held can beat."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from tests.test_table import double_click as double_click_at
from tests.tiengow.test_table_window import pick, settle, table, your_turn_or_over


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


def double_click(window: TienGowWindow, point: QPointF) -> None:
    """A double-click as the window system gives it (see tests.test_table.double_click)."""
    double_click_at(window.view.viewport(), window.view.mapFromScene(point))
    settle()


def test_a_double_click_on_a_rack_tile_leads_it(qtbot: QtBot) -> None:
    # A double-click used to pick the tile and put it back (the second click was a second press).
    from paigow_desktop.games.tiengow.match import deal

    window = table(qtbot, seed=next(s for s in range(1, 99) if deal(s).dice_banker == 0))
    c = window.controller
    assert c.new_hand() and c.stage is Stage.YOUR_TURN and c.view().leading
    tile = window.scene.rack[0].tile
    double_click(window, centre(window, 0))
    assert (c.hand is not None and c.hand.tricks) or c.hand.current_plays  # type: ignore[union-attr]
    assert c.hand.current_plays[0].tiles == (tile,)  # type: ignore[union-attr]
    assert len(c.view().tiles) == 7


def turn_where(window: TienGowWindow, qtbot: QtBot, wanted: Callable[[SeatView, int], bool]) -> SeatView:
    """Play hands from deal 5 on, your turns by the rule player with the keys and the buttons,
    until your turn's view (and the number of tiles led, 0 when you lead) is ``wanted``."""
    from paigow_desktop.games.tiengow.players import rule_move

    c = window.controller
    for seed in range(5, 60):
        assert c.new_hand(seed)
        while True:
            your_turn_or_over(window, qtbot)
            if c.stage is not Stage.YOUR_TURN:
                break
            view = c.view()
            if wanted(view, view.current.plays[0].count if view.current else 0):
                return view
            move = rule_move(view.situation())
            pick(window, move.tiles)
            (window.play_button if move.face_up else window.discard_button).click()
    raise AssertionError("no such turn in 55 hands")


def press_enter(window: TienGowWindow) -> None:
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    settle()


@pytest.mark.parametrize("picked_one", [False, True])
def test_the_last_tiles_that_cannot_beat_go_down_with_enter(qtbot: QtBot, picked_one: bool) -> None:
    # At the end of a hand a seat that cannot beat holds only the tiles that must go down: Enter
    # puts them all down, with nothing picked or some (it needed picking them all and Discard
    # face down; one picked out of habit, Enter said "Not allowed").
    window = table(qtbot, seed=5)
    c = window.controller
    view = turn_where(
        window,
        qtbot,
        lambda v, led: led == len(v.tiles) and not v.beating_sets() and (led > 1 or not picked_one),
    )
    assert "Press Enter." in window.statusBar().currentMessage()
    if picked_one:
        pick(window, view.tiles[:1])
    press_enter(window)
    assert not c.hand.tiles(c.me)  # type: ignore[union-attr]


def test_enter_puts_down_picked_tiles_when_nothing_can_beat(qtbot: QtBot) -> None:
    # Following with nothing that beats, the tiles picked go face down with Enter (as many as
    # led); the rest stay in the rack.
    window = table(qtbot, seed=5)
    c = window.controller
    view = turn_where(window, qtbot, lambda v, led: 0 < led < len(v.tiles) and not v.beating_sets())
    count = view.current.plays[0].count  # type: ignore[union-attr]
    pick(window, view.tiles[:count])
    press_enter(window)
    assert len(c.hand.tiles(c.me)) == len(view.tiles) - count  # type: ignore[union-attr]
    assert c.hand.view(c.me).own_discards[-count:] == view.tiles[:count]  # type: ignore[union-attr]


def test_enter_puts_nothing_down_that_might_have_been_meant_to_beat(qtbot: QtBot) -> None:
    # Enter plays the picked tiles face up; face down only when nothing you hold can beat.
    def others(view: SeatView) -> list[Tile]:
        beaters = {t for s in view.beating_sets() for t in s.tiles}
        return [t for t in view.tiles if t not in beaters]

    window = table(qtbot, seed=5)
    c = window.controller
    view = turn_where(window, qtbot, lambda v, led: bool(led and v.beating_sets()) and len(others(v)) >= led)
    pick(window, tuple(others(view)[: view.current.plays[0].count]))  # type: ignore[union-attr]
    press_enter(window)
    assert c.stage is Stage.YOUR_TURN and c.view().tiles == view.tiles  # nothing went
    assert "Not allowed" in window.statusBar().currentMessage()


def test_a_set_double_clicked_in_the_list_is_played(qtbot: QtBot) -> None:
    from paigow_desktop.games.tiengow.match import deal

    window = table(qtbot, seed=next(s for s in range(1, 99) if deal(s).dice_banker == 0))
    c = window.controller
    assert c.new_hand() and c.stage is Stage.YOUR_TURN and c.view().leading
    settle()
    item = window.sets_list.item(window.sets_list.count() - 1)  # the last: the biggest set
    tiles = item.data(Qt.ItemDataRole.UserRole)
    port = window.sets_list.viewport()
    double_click_at(port, window.sets_list.visualItemRect(item).center())
    qtbot.waitUntil(lambda: c.hand is not None and bool(c.hand.current_plays))
    assert c.hand.current_plays[0].tiles == tuple(tiles)  # type: ignore[union-attr]


def test_playing_with_nothing_picked_says_how_to_pick_not_that_a_rule_was_broken(qtbot: QtBot) -> None:
    window = your_turn(qtbot)
    said: list[str] = []
    window.controller.message.connect(said.append)
    assert not window.controller.selected()
    assert not window.controller.play()
    assert said == ["Pick tiles with a click or the keys 1 to 8."]


def test_once_you_have_played_it_is_not_your_turn_while_your_tiles_go_down(qtbot: QtBot) -> None:
    from PySide6.QtCore import QCoreApplication

    from paigow_desktop.ui.timings import Speed

    window = table(qtbot, seed=21, speed=Speed.NORMAL)
    c = window.controller
    window.new_hand_action.trigger()
    qtbot.waitUntil(lambda: c.stage is Stage.YOUR_TURN, timeout=30_000)
    view = c.view()
    sets = c.playable_sets()
    tiles = sets[0].tiles if sets else view.tiles[: view.current.plays[0].count]  # type: ignore[union-attr]
    pick(window, tiles)
    said: list[str] = []
    c.message.connect(said.append)
    assert c.play_picked()
    assert window.scene.animator.busy  # the tiles are still on their way
    assert c.stage is not Stage.YOUR_TURN
    QCoreApplication.processEvents()
    assert not window.play_action.isEnabled() and not window.discard_action.isEnabled()
    assert not c.selected()
    assert not c.play_picked()  # a second Enter while they go down: nothing done, nothing said
    refusals = [s for s in said if s.startswith(("Not allowed", "Pick tiles", "Not your turn"))]
    assert refusals == []
