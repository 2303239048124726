"""What the three trainer windows share (ui/games/trainer_window.py), for each game: a damaged
drill is said once the window shows, the window opens inside the screen, and a tab brought
forward gives the focus to its page, not to a button a key would press."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from paigow_desktop.storage import Settings, Store
from paigow_desktop.ui.games.paigow.trainer.window import TrainerWindow
from paigow_desktop.ui.games.paigow_poker.trainer.window import PokerTrainerWindow
from paigow_desktop.ui.games.tiengow.trainer.window import TienGowTrainerWindow
from paigow_desktop.ui.games.trainer_window import TrainerWindowBase
from paigow_desktop.ui.qt_art import SceneArtwork

Make = Callable[[Store, SceneArtwork], TrainerWindowBase]
WINDOWS: dict[str, Make] = {
    "paigow": lambda store, art: TrainerWindow(store, art, Settings(), random.Random(1)),
    "paigow_poker": lambda store, art: PokerTrainerWindow(store, art, random.Random(1)),
    "tiengow": lambda store, art: TienGowTrainerWindow(art, random.Random(1), store),
}


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path)


def made(qtbot: QtBot, store: Store, artwork: SceneArtwork, game: str) -> TrainerWindowBase:
    window = WINDOWS[game](store, artwork)
    qtbot.addWidget(window)
    return window


def shown(qtbot: QtBot, window: TrainerWindowBase) -> TrainerWindowBase:
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("game", sorted(WINDOWS))
def test_a_damaged_drill_is_said_once_the_window_shows_and_it_fits_the_screen(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, game: str
) -> None:
    store.save_drill(game, "{not json")
    window = made(qtbot, store, artwork, game)
    assert game == window.GAME_KEY
    assert window.statusBar().currentMessage() == ""  # not said to a window nobody sees
    shown(qtbot, window)
    assert "could not be read" in window.statusBar().currentMessage()
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    window.close()  # the new drill is saved, readable
    assert store.load_drill(game) not in (None, "{not json")


@pytest.mark.parametrize("game", sorted(WINDOWS))
def test_a_window_sized_by_its_opener_keeps_that_size(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, game: str
) -> None:
    window = made(qtbot, store, artwork, game)
    window.resize(760, 560)
    shown(qtbot, window)
    assert window.size().toTuple() == (760, 560)


@pytest.mark.parametrize("game", sorted(WINDOWS))
def test_a_tab_brought_forward_gives_the_focus_to_its_page(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, game: str
) -> None:
    window = shown(qtbot, made(qtbot, store, artwork, game))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    first, second = window.TABS[0], window.TABS[1]
    window.show_tab(first)
    page = window.page()
    assert page is not None
    button = next(b for b in page.findChildren(QPushButton) if b.isVisible() and b.isEnabled())
    button.setFocus()
    qtbot.waitUntil(lambda: window.focusWidget() is button)
    window.show_tab(second)
    window.show_tab(first)
    assert window.focusWidget() is page  # a key (Space, 1-5) must not press the button


@pytest.mark.parametrize("game", sorted(WINDOWS))
def test_close_and_help_are_buttons_beside_the_tabs_with_their_keys(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, game: str
) -> None:
    from PySide6.QtWidgets import QToolButton

    window = shown(qtbot, made(qtbot, store, artwork, game))
    corner = window.tabs.cornerWidget()
    assert corner is not None and corner.isVisible()
    row = corner.layout()
    assert row is not None
    laid = [row.itemAt(i).widget() for i in range(row.count())]
    buttons = {b.text(): b for b in laid if isinstance(b, QToolButton)}  # left to right
    assert "Ctrl+W" in buttons["Close"].toolTip()
    if game == "paigow":  # the trainer with a help page
        assert list(buttons) == ["Help", "Close"] and "F1" in buttons["Help"].toolTip()
    buttons["Close"].click()
    qtbot.waitUntil(lambda: not window.isVisible())
