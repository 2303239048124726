"""The first-run welcome: shown once per data folder, again from Help › Welcome, in both languages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.storage import open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.welcome import welcome_text
from paigow_desktop.ui.i18n import install_translator, remove_translators
from paigow_desktop.ui.timings import Speed


def test_the_welcome_is_shown_the_first_time_only(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    data = open_app_data(folder)
    try:
        window = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1100, 760)), data)
        qtbot.addWidget(window)
        assert window.welcome_if_new()
        qtbot.waitUntil(lambda: window.welcome is not None and window.welcome.isVisible())
        assert window.welcome is not None
        assert not window.welcome.isModal()  # the table stays usable behind it
        assert options_of(data.settings_store.load().settings).welcomed  # saved at once
        window.welcome.close()
        assert not window.welcome_if_new() and not window.welcome.isVisible()
    finally:
        data.close()
    again = open_app_data(folder)  # the next start
    try:
        second = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1100, 760)), again)
        qtbot.addWidget(second)
        assert not second.welcome_if_new() and second.welcome is None
    finally:
        again.close()


def test_help_welcome_shows_it_again(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1100, 760)))
    qtbot.addWidget(window)
    help_menu = window.menuBar().actions()[-1].menu()
    assert window.welcome_action in help_menu.actions()
    window.welcome_action.trigger()
    assert window.welcome is not None and window.welcome.isVisible()
    words = window.welcome.text.text()
    for key in ("F2", "Ctrl+T", "1–4", "Enter", "Help › Welcome"):
        assert key in words


def test_the_welcome_speaks_chinese(qapp: QApplication) -> None:
    english = welcome_text()
    assert install_translator(qapp, "zh_TW")
    try:
        chinese = welcome_text()
    finally:
        remove_translators(qapp)
    assert chinese != english and "歡迎" in chinese and "F2" in chinese and "Ctrl+T" in chinese
    assert "Welcome" not in chinese


def test_the_welcome_names_the_buttons_and_menus_as_they_are_labelled(qtbot: QtBot) -> None:
    """It said "Confirm", "House way" and "Trainer › Drill"; the button is "Confirm setting",
    the other "Set by the house way", the menu item "Drill, quizzes and progress…"."""
    import re

    from PySide6.QtWidgets import QAbstractButton

    window = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1100, 760)))
    qtbot.addWidget(window)
    labels = {a.text().replace("&", "").rstrip("…") for a in window.findChildren(QAction)}
    labels |= {b.text().replace("&", "") for b in window.findChildren(QAbstractButton)}
    words = welcome_text()
    named = [n for n in re.findall(r"<b>([^<]+)</b>", words) if not n.endswith(".")]  # not headings
    assert {"New round", "Confirm setting", "Set by the house way"} <= set(named)
    assert set(named) <= labels
    menus = {a.text().replace("&", "") for a in window.menuBar().actions()}
    for path in re.findall(r"(\w+) › ([\w ,]+?)(?= gives| practises|\.|$)", words):
        menu, item = path
        if menu == "Help":
            continue
        assert menu in menus and item in labels, path
