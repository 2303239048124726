"""Every window's Alt+letter keys are its own: no two menus, and no two items of one menu, share a
letter, in English and in Chinese; and the tool bar does not show a menu's letter it does not take."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QToolBar, QToolButton
from pytestqt.qtbot import QtBot

from paigow_desktop.storage import Settings, open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.i18n import install_translator, remove_translators
from paigow_desktop.ui.settings_dialog import SettingsDialog
from paigow_desktop.ui.timings import Speed


def letter(text: str) -> str | None:
    """The Alt+ letter a text takes ("&&" is a plain ampersand)."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: list[str]) -> list[list[str]]:
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = letter(text)
        if key is not None:
            by_letter[key].append(text)
    return [same for same in by_letter.values() if len(same) > 1]


def test_a_letter_is_found_and_a_doubled_ampersand_is_not_one() -> None:
    assert letter("H&and") == "a" and letter("手牌(&A)") == "a"
    assert letter("Rock && roll") is None and letter("plain") is None
    assert clashes(["&Hand", "&Help", "&Game"]) == [["&Hand", "&Help"]]


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_no_two_menus_or_buttons_share_a_letter(
    qtbot: QtBot, tmp_path: Path, game: str, language: str
) -> None:
    app = QApplication.instance()
    assert app is not None
    install_translator(app, language)
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, game)
        qtbot.addWidget(window)
        window.show()
        menus = [a.text() for a in window.menuBar().actions()]
        # What Alt+letter reaches in the window: the menus, its buttons, the labels of its boxes.
        reachable = list(menus)
        reachable += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisibleTo(window)]
        reachable += [
            label.text()
            for label in window.findChildren(QLabel)
            if label.buddy() is not None and label.isVisibleTo(window)
        ]
        assert clashes(reachable) == []
        for menu in window.findChildren(QMenu):
            items = [a.text() for a in menu.actions() if not a.isSeparator()]
            assert clashes(items) == [], menu.title()
        for toolbar in window.findChildren(QToolBar):
            for action in toolbar.actions():
                button = toolbar.widgetForAction(action)
                key = letter(action.text())
                if isinstance(button, QToolButton) and key:  # no "(N)" nor "（N）" on the button
                    assert not re.search(rf"[(（]{re.escape(key)}[)）]", button.text(), re.IGNORECASE), (
                        button.text()
                    )
    finally:
        data.close()
        remove_translators(app)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_no_two_settings_share_a_letter(qtbot: QtBot, language: str) -> None:
    # Four pairs did: Computer players / Grade by the card, Default bet / the dice count,
    # Starting bankroll / Co-banking, Woodpile / bank two rounds running.  Each page of the
    # dialog is checked with the dialog's buttons: only the page shown takes its letters.
    app = QApplication.instance()
    assert app is not None
    install_translator(app, language)
    try:
        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        buttons = [b.text() for b in dialog.buttons.buttons()]
        total = 0
        for key, page in dialog.pages.items():
            widget = page.widget()
            reachable = [*buttons, *(b.text() for b in widget.findChildren(QAbstractButton))]
            reachable += [label.text() for label in widget.findChildren(QLabel) if label.buddy() is not None]
            total += len(reachable) - len(buttons)
            assert clashes(reachable) == [], key
        assert total > 20
    finally:
        remove_translators(app)


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_quit_is_ctrl_q_and_nothing_is_picked_before_a_deal(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, game)
        qtbot.addWidget(window)
        assert window.quit_action.shortcut().toString() == "Ctrl+Q"  # the same in every game
        assert window.pick_actions and not any(a.isEnabled() for a in window.pick_actions)
    finally:
        data.close()


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_skip_animation_is_offered_only_while_something_moves(
    qtbot: QtBot, tmp_path: Path, game: str
) -> None:
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.FAST, size=(1280, 800)), data, game)
        qtbot.addWidget(window)
        window.show()
        animator = window.scene.animator
        assert not animator.busy and not window.skip_action.isEnabled()
        c = window.controller
        with qtbot.waitSignal(animator.moving):
            if game == "paigow":
                c.new_round(c.last_bet_cents)
            else:
                c.new_hand()
        assert animator.busy and window.skip_action.isEnabled()
        window.skip_action.trigger()
        qtbot.waitUntil(lambda: not animator.busy, timeout=20_000)
        assert not window.skip_action.isEnabled()
    finally:
        data.close()


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_every_game_menu_is_laid_out_alike(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    """Game: the next deal and its replay, New game, the game's own choices, the statistics, a new
    stake, Quit; Help: the rules before the trainer's help and About."""
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, game)
        qtbot.addWidget(window)
        menus = {a.text(): a.menu() for a in window.menuBar().actions()}
        items = menus["&Game"].actions()
        new_deal = window.new_round_action if game == "paigow" else window.new_hand_action
        assert items[:3] == [new_deal, window.replay_action, items[2]] and items[2].isSeparator()
        assert items[3].menu() is not None and items[3].menu().title() == "New &game"
        assert items[4].isSeparator()
        figures = [window.statistics_action, window.new_stake_action]
        assert items[-4:] == [*figures, items[-2], window.quit_action]
        assert items[-2].isSeparator() and items[-5].isSeparator()
        help_items = [a for a in menus["&Help"].actions() if not a.isSeparator()]
        assert help_items[-1] is window.about_action
        rules = help_items.index(window.rules_action)
        assert all(a is window.welcome_action for a in help_items[:rules])  # Pai Gow's welcome first
    finally:
        data.close()


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_the_trainer_window_has_the_same_key_in_every_game(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    """Ctrl+Shift+D opens each game's trainer window; Ctrl+Shift+T opened it in two games and
    turned on Quiz me in the third."""
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, game)
        qtbot.addWidget(window)
        opener = window.trainer_window_action
        assert opener.shortcut().toString() == "Ctrl+Shift+D"
        keys = [a.shortcut().toString() for a in window.findChildren(QAction) if not a.shortcut().isEmpty()]
        assert keys.count("Ctrl+Shift+D") == 1
        assert ("Ctrl+Shift+T" in keys) == (game == "paigow")  # Quiz me, the tile table's alone
    finally:
        data.close()
