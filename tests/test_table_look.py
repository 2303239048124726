"""View › Theme and View › Language at the Tien Gow and Pai Gow Poker tables (the shared shell):
a theme draws the table anew at once and is kept; a language is kept and shown between hands,
and refused in the middle of one."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.art import Theme
from paigow_desktop.ui.games.shell import TableShell
from paigow_desktop.ui.main_window import MainWindow
from paigow_desktop.ui.table.scene import TABLE_CENTER
from paigow_desktop.ui.timings import Speed

GAMES = ("tiengow", "paigow_poker")


def table(qtbot: QtBot, game: str) -> TableShell:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), None, game)
    assert isinstance(window, TableShell)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("game", GAMES)
def test_a_theme_from_the_view_menu_is_drawn_at_once_and_kept(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, game)
    assert window.settings.theme == "casino" and window.table_artwork().theme is Theme.CASINO
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    theme_menu = next(a.menu() for a in view_menu.actions() if a.text() == "&Theme")
    assert window.theme_actions["ivory"] in theme_menu.actions()
    window.theme_actions["ivory"].trigger()
    assert window.settings.theme == "ivory" and window.table_artwork().theme is Theme.IVORY
    assert window.theme_actions["ivory"].isChecked() and not window.theme_actions["casino"].isChecked()


@pytest.mark.parametrize("game", GAMES)
def test_a_language_is_kept_and_asked_for_between_hands(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, game)
    assert not window.hand_in_play()
    with qtbot.waitSignal(window.language_chosen, timeout=5_000) as chosen:
        window.language_actions["zh_TW"].trigger()
    assert chosen.args == ["zh_TW"] and window.settings.language == "zh_TW"


def test_no_language_change_in_the_middle_of_a_hand(qtbot: QtBot) -> None:
    window = table(qtbot, "paigow_poker")
    asked: list[str] = []
    window.language_chosen.connect(asked.append)
    window.new_hand_action.trigger()
    assert window.hand_in_play()
    window.language_actions["zh_TW"].trigger()
    assert window.settings.language == "" and window.language_actions[""].isChecked()
    assert "Finish this hand first" in window.statusBar().currentMessage()
    assert asked == []


def _covered(scene: Any, banner: QRectF) -> float:
    rects = [t.sceneBoundingRect() for t in scene.tiles if t.isVisible()]
    rects += [p.mapRectToScene(p.plate_rect()) for p in scene.plates if p.isVisible()]
    if scene.set_aside_label.isVisible():
        rects.append(scene.set_aside_label.sceneBoundingRect())
    return sum(both.width() * both.height() for both in (banner.intersected(r) for r in rects))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_result_banner_covers_the_least_of_the_places_tiles(qtbot: QtBot, size: tuple[int, int]) -> None:
    # At 1024x700 it covered the "set aside" label and the tiles of the places beside it.
    window = build_table(AppOptions(seed=20261122, speed=Speed.INSTANT, size=size))
    assert isinstance(window, MainWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    scene = window.scene
    banner = scene.showdown.sceneBoundingRect()
    assert scene.showdown.isVisible() and not banner.isEmpty()
    middle = banner.translated(scene.lay.point(TABLE_CENTER) - scene.showdown.pos())
    if size == (1280, 800):
        assert _covered(scene, banner) == 0
    else:
        assert _covered(scene, banner) < _covered(scene, middle)
    assert not banner.intersects(scene.set_aside_label.sceneBoundingRect())
