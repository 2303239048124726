"""The Tien Gow deal builds the woodpile first: the tiles are washed, stacked in eight stacks of
four across the middle, then dealt from there; at speed 0 all of it is at once."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.table.scene import Spot
from paigow_desktop.ui.timings import Speed

from .test_table_window import table

WOODPILE = "Building the woodpile: eight stacks of four"


def test_the_deal_washes_builds_the_woodpile_then_deals_from_it(qtbot: QtBot) -> None:
    window = table(qtbot, seed=7, speed=Speed.FAST)
    c, scene = window.controller, window.scene
    said: list[str] = []
    scene.status.connect(said.append)
    assert c.new_hand(7)  # the first hand: the dice choose the banker after the woodpile
    assert said == ["Washing the tiles"] and scene.animator.current is not None
    assert not any(isinstance(scene.spots.get(item), Spot) for item in scene.tiles)  # loose on the felt
    while WOODPILE not in said:  # the three swirls of the wash
        running = scene.animator.current
        assert running is not None
        running.setCurrentTime(running.totalDuration())  # finishes the step: the next one starts
    building = scene.animator.current
    assert building is not None and building.totalDuration() > 0  # the tiles fly into the stacks
    building.setCurrentTime(building.totalDuration())
    # The dice cup is shaken now: every tile stands in the woodpile, eight stacks of four.
    assert scene.animator.current is not None and scene.animator.current is not building
    for stack in range(8):
        for level in range(4):
            item = scene.tiles[stack * 4 + level]
            assert scene.spots[item] == Spot("pile", stack, level)
            assert item.pos() == scene.woodpile_point(stack, level) and not item.face_up
    scene.skip()  # the dice and the deal at once
    qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.THINKING, Stage.OVER))
    assert all(scene.spots[item].kind in ("rack", "hand") for item in scene.tiles)
    assert len(scene.rack_tiles()) == 8


def test_at_speed_0_the_woodpile_is_built_at_once(qtbot: QtBot) -> None:
    window = table(qtbot, seed=7)
    c, scene = window.controller, window.scene
    said: list[str] = []
    scene.status.connect(said.append)
    assert c.new_hand(7)
    assert said[:2] == ["Washing the tiles", WOODPILE]
    assert scene.animator.current is None
    qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
    assert not scene.animator.busy and len(scene.rack_tiles()) == 8
