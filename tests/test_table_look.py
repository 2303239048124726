"""View › Theme and View › Language at the Tien Gow and Pai Gow Poker tables (the shared shell):
a theme draws the table anew at once and is kept; a language is kept and shown between hands,
and refused in the middle of one."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.art import Theme
from paigow_desktop.ui.games.shell import TableShell
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
