"""Every window a table opens lies inside the screen's free area, whatever size it would like
(the offscreen screen is 800 x 800 logical pixels: smaller than several windows' wish)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from paigow_desktop.storage import open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.timings import Speed

OPENERS = {
    "paigow": ("show_statistics", "show_rules", "show_strategy_card"),
    "tiengow": ("show_statistics", "show_rules"),
    "paigow_poker": ("show_statistics", "show_rules"),
}


@pytest.mark.parametrize("game", sorted(OPENERS))
def test_the_windows_a_table_opens_fit_the_screen(qtbot: QtBot, tmp_path: Path, game: str) -> None:
    data = open_app_data(tmp_path)
    try:
        table = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(760, 700)), data, game)
        qtbot.addWidget(table)
        table.show()
        qtbot.waitExposed(table)
        area = table.screen().availableGeometry()
        for opener in OPENERS[game]:
            before = set(QApplication.topLevelWidgets())
            getattr(table, opener)()
            opened = [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]
            assert len(opened) == 1, opener
            window: QWidget = opened[0]
            qtbot.waitExposed(window)
            assert area.contains(window.frameGeometry()), (opener, area, window.frameGeometry())
            window.close()
    finally:
        data.close()
