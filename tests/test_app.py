"""The main window and the --screenshot option."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from paigow_desktop import APP_NAME
from paigow_desktop.__main__ import run as main
from paigow_desktop.ui import app as app_module

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
FALLBACK_SECONDS = 5.0


def app_window() -> QMainWindow:
    """The window the app opens, with default settings kept in memory."""
    return app_module.build_table(app_module.AppOptions())


def shown_window(qtbot: QtBot) -> QMainWindow:
    window = app_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_window_title_names_the_app(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    assert APP_NAME in window.windowTitle()


def test_window_is_at_least_the_minimum_size(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    assert window.width() >= window.minimumWidth()
    assert window.height() >= window.minimumHeight()


def check_png(path: Path) -> QImage:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    image = QImage()
    assert image.loadFromData(data, "PNG")
    assert not image.isNull()
    assert image.width() >= 800
    assert image.height() >= 500
    # The window was really drawn: not one flat colour.
    xs = range(0, image.width(), image.width() // 16)
    ys = range(0, image.height(), image.height() // 16)
    colours = {image.pixel(x, y) for x in xs for y in ys}
    assert len(colours) > 1
    return image


def test_screenshot_in_process(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "nested" / "shot.png"
    start = time.monotonic()
    status = main(["--screenshot", str(path)])
    elapsed = time.monotonic() - start
    assert status == 0
    assert elapsed < FALLBACK_SECONDS, "the screenshot came from the fallback timer, not the first paint"
    check_png(path)


def test_screenshot_subprocess(tmp_path: Path) -> None:
    path = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    start = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "paigow_desktop", "--screenshot", str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=30,
    )
    elapsed = time.monotonic() - start
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert elapsed < FALLBACK_SECONDS, f"took {elapsed:.1f} s: the save did not come from the first paint"
    check_png(path)


def test_about_names_the_version_qt_the_licence_and_the_credits() -> None:
    import PySide6
    from PySide6.QtCore import qVersion

    from paigow_desktop import __version__
    from paigow_desktop.ui.about import about_text

    text = about_text()
    for words in (APP_NAME, __version__, qVersion(), PySide6.__version__, "MIT", "make_sounds.py", "fonts"):
        assert words in text, words


def test_on_first_paint_waits_for_the_first_paint(qtbot: QtBot) -> None:
    # The window icon is drawn this way: after the first frame, whatever the machine's speed.
    label = QLabel("tiles")
    qtbot.addWidget(label)
    calls: list[str] = []
    app_module.OnFirstPaint(label, lambda: calls.append("icon"), delay_ms=0)
    for _ in range(5):
        QApplication.processEvents()
    assert calls == []  # nothing painted yet
    label.show()
    qtbot.waitUntil(lambda: calls == ["icon"], timeout=3000)
    label.repaint()  # painted again, at once
    for _ in range(5):
        QApplication.processEvents()
    assert calls == ["icon"]  # once


def test_the_game_to_open_is_chosen_on_the_command_line(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "--game tiengow" ended in "the following arguments are required: COMMAND".
    opened: list[str] = []

    class Watched(app_module.Tables):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            opened.append(self.window.game_key)

    monkeypatch.setattr(app_module, "Tables", Watched)
    data = str(tmp_path / "data")
    assert main(["--data-dir", data, "--game", "tiengow", "--screenshot", str(tmp_path / "tg.png")]) == 0
    check_png(tmp_path / "tg.png")
    assert opened == ["tiengow"]


def test_about_names_the_data_folder_with_a_link_to_it(tmp_path: Path) -> None:
    from paigow_desktop.ui.about import about_text

    text = about_text(tmp_path)
    assert f'href="file://{tmp_path}"' in text and f">{tmp_path}</a>" in text and "errors.log" in text
    kept_in_memory = about_text(tmp_path, in_memory=True)
    assert "memory only" in kept_in_memory and "href" not in kept_in_memory.split("</p>")[-2]
    assert "errors.log" not in about_text()  # no folder: nothing said about one


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_every_tables_about_box_names_its_data_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from paigow_desktop.storage import open_app_data
    from paigow_desktop.ui.app import AppOptions, build_table

    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=1), data, game)
        qtbot.addWidget(window)
        assert window.game_key == game
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: said.append(text))
        window.show_about()
        assert len(said) == 1 and f">{tmp_path}</a>" in said[0]
    finally:
        data.close()
