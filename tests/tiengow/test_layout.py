"""Tien Gow's table is the room (issue 33): at 1024 x 700 and 1280 x 800 (and at 200%), with the
trainer on or off, your own tiles are drawn at least 32 x 80 px, every other tile at least 16 px
wide, no two of the plates, hands, trick, won columns, chips and banner over each other, the
words whole; and the side panel's buttons stay where they are as its lines change.  At 1024 x 700
your own tiles were 28 px wide and the trick's 18."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from layout_helpers import button_places, clipped_labels, moved_buttons
from PySide6.QtCore import QCoreApplication, QRect
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.table_plan import MOST_TILES, PlanInput, plan_table
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.table.scene import TableLayout

from .layout_probe import RUN, everywhere, open_table, to_a_trick, to_the_end
from .plan_rects import full_rects, outside, overlaps

#: the felt's room when the window gives it half its area or a little more (the trainer below
#: or beside it, a small screen)
SMALL_VIEWS = ((1024, 350), (740, 480))


def shown(qtbot: QtBot, size: tuple[int, int], trainer: bool) -> TienGowWindow:
    window = open_table(size, trainer)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def pump() -> None:
    """Handle every event already posted (the layouts' requests among them), with no timer."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


@pytest.mark.parametrize("trainer", [False, True])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_your_tiles_are_large_and_nothing_on_the_felt_covers_another(
    qtbot: QtBot, language: str, size: tuple[int, int], trainer: bool
) -> None:
    window = shown(qtbot, size, trainer)

    def wait(done: object) -> None:
        qtbot.waitUntil(done, timeout=30_000)  # type: ignore[arg-type]

    to_a_trick(window, wait)
    assert window.scene.selected  # your picks stand out of the rack
    assert everywhere(window, SMALL_VIEWS) == {"window": [], "1024x350": [], "740x480": []}
    to_the_end(window, wait)
    assert window.scene.banner.text  # who won the last trick, and your money
    assert everywhere(window, SMALL_VIEWS) == {"window": [], "1024x350": [], "740x480": []}


def test_at_200_percent_your_tiles_keep_their_size_in_logical_pixels() -> None:
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", RUN, "1280x800"],
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ratio"] == 2.0  # 2560 x 1600 device pixels
    assert report["play"] == {"window": []} and report["over"] == {"window": []}
    assert report["own"] and min(report["own"]) >= 32


@pytest.mark.parametrize("room", [(726, 659), (982, 759), *SMALL_VIEWS])
@pytest.mark.parametrize("plate", [(120.0, 38.0), (170.0, 44.0)])
def test_the_plan_keeps_every_place_clear_when_all_are_full(
    room: tuple[int, int], plate: tuple[float, float]
) -> None:
    """Eight tiles in each hand, four in each play, eight columns of four for every place, a
    picked tile lifted: nothing over anything, all in the view (plates as wide as long names)."""
    lay = TableLayout(*room)
    given = PlanInput(
        width=room[0],
        height=room[1],
        sx=lay.sx,
        sy=lay.sy,
        ox=lay.ox,
        oy=lay.oy,
        unit=lay.unit,
        plates=(plate,) * 4,
        badge=(90.0, 24.0),
        banner_height=32.0,
        chip_width=max(16.0, 34 * lay.unit),
    )
    plan = plan_table(given)
    parts = full_rects(plan, given)
    assert overlaps(parts) == [] and outside(parts, *room) == []
    assert plan.rack_w >= 32 and plan.rack_w * 2.5 >= 80
    assert min(plan.hand_w, plan.trick_w, plan.won_w) >= 16
    assert len(parts["hand0"]) == 2 * MOST_TILES


def where(window: TienGowWindow) -> dict[str, QRect]:
    pump()
    assert clipped_labels(window.panel) == []
    return button_places(
        window, [window.play_button, window.discard_button, window.settlement_button, window.new_hand_button]
    )


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_panels_buttons_stay_put_as_you_pick_tiles(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    """'Discard face down' moved from y=118 to y=132 when "Picked: ..." wrapped: the click landed
    on the words."""
    window = shown(qtbot, size, trainer=True)
    c = window.controller
    assert c.new_hand()
    qtbot.waitUntil(lambda: c.stage is Stage.YOUR_TURN, timeout=30_000)
    before = where(window)
    for index in range(4):  # the line grows as each tile is picked, and wraps
        window.pick_actions[index].trigger()
        assert window.selection_label.text()
        assert moved_buttons(before, where(window)) == []
    window.clear_action.trigger()
    assert window.selection_label.text() == ""
    assert moved_buttons(before, where(window)) == []
    to_the_end(window, lambda done: qtbot.waitUntil(done, timeout=30_000))  # type: ignore[arg-type]
    assert window.summary_label.text()  # the last hand's line
    assert moved_buttons(before, where(window)) == []
