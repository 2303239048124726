"""Starts the Qt application: the table window, demo mode, and the screenshot option for docs and tests."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from . import APP_ID, APP_NAME, __version__
from .art import Theme, TileArt
from .cli_streams import write_stderr
from .engine.table import Seating, TableSession
from .i18n import install_translator
from .main_window import MainWindow
from .motion import speed_for
from .qt_art import SceneArtwork, app_icon
from .storage import AppData, Settings, Store, open_app_data
from .storage import data_dir as default_data_dir
from .table_controller import TableController
from .table_scene import TableScene
from .timings import Speed

__all__ = ["AppOptions", "ScreenshotOnFirstPaint", "build_table", "run"]


@dataclass(frozen=True)
class AppOptions:
    """What the command line asks of the app (everything else comes from the settings file)."""

    screenshot: Path | None = None
    seed: int | None = None
    data_dir: Path | None = None
    speed: Speed | None = None  #: None: the settings (and reduced motion) decide
    demo: bool = False
    rounds: int = 3
    size: tuple[int, int] | None = None  #: None: the saved window geometry, else 1280 x 800


class ScreenshotOnFirstPaint(QObject):
    """Saves a widget to a PNG once it has painted, then calls ``done``."""

    def __init__(self, widget: QWidget, path: Path, done: Callable[[bool], None] | None) -> None:
        super().__init__(widget)
        self.widget, self.path, self.done = widget, path, done
        self.saved = False
        # Children paint, not always the window itself: watch every widget until one of ours paints.
        app = QApplication.instance()
        assert app is not None, "create the QApplication first"
        self.app = app
        app.installEventFilter(self)
        QTimer.singleShot(5000, self.save)  # in case no paint event ever arrives

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Paint
            and not self.saved
            and isinstance(watched, QWidget)
            and (watched is self.widget or self.widget.isAncestorOf(watched))
        ):
            QTimer.singleShot(0, self.save)
        return False

    def save(self) -> None:
        if self.saved:
            return
        self.saved = True
        self.app.removeEventFilter(self)
        saved = save_screenshot(self.widget, self.path)
        if self.done is not None:
            self.done(saved)


def save_screenshot(widget: QWidget, path: Path) -> bool:
    """Save a widget as a PNG; on failure say why on stderr and return False."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        message = QCoreApplication.translate("App", "could not save the screenshot to {0}: {1}")
        print(f"{APP_ID}: {message.format(path, error.strerror or error)}", file=sys.stderr)
        return False
    if widget.grab().save(str(path), "PNG"):
        return True
    message = QCoreApplication.translate("App", "could not save the screenshot to {0}")
    print(f"{APP_ID}: {message.format(path)}", file=sys.stderr)
    return False


def build_table(options: AppOptions, data: AppData | None = None) -> MainWindow:
    """The table window with everything it needs; without ``data``, defaults kept in memory."""
    settings = data.settings if data is not None else Settings()
    store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
    speed = speed_for(settings, options.speed)
    artwork = SceneArtwork(TileArt(), Theme(settings.theme))
    scene = TableScene(artwork, player=settings.seat, speed=speed)
    seating = Seating.with_computers(settings.seat, settings.computer_players)
    session = TableSession(settings.table_rules, seating, options.seed, settings.table_variations)
    controller = TableController(scene, session, store)
    controller.last_bet_cents = settings.default_bet_cents
    window = MainWindow(
        controller,
        speed=speed,
        settings=settings,
        settings_store=data.settings_store if data is not None else None,
    )
    if options.size is not None:
        window.resize(*options.size)
    elif not window.restore_geometry():
        window.resize(1280, 800)
    return window


def run(options: AppOptions | None = None) -> int:
    """Start the app; returns the exit status."""
    options = options or AppOptions()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    data = open_app_data(default_data_dir(options.data_dir))
    install_translator(app, data.settings.language)
    if options.screenshot is not None or options.demo:
        options = replace(options, size=options.size or (1280, 800))
    window = build_table(options, data)
    window.show()
    # The icon takes ~0.1 s to draw: do it once the first frames are up, never before them.
    QTimer.singleShot(300, lambda: app.setWindowIcon(app_icon()))
    unattended = options.demo or options.screenshot is not None
    if data.messages:
        window.tell(data.messages, modal=not unattended)
    if not unattended:
        window.restore_last_screen()
    status = {"code": 0}
    if options.demo:
        controller = window.controller

        def finished() -> None:
            if options.screenshot is not None and not save_screenshot(window, options.screenshot):
                status["code"] = 1
            app.exit(status["code"])

        played = {"rounds": 0}

        def stopped(reason: str) -> None:
            # Unattended, so the window's status bar is not enough: say it where a script looks.
            done = f"{played['rounds']} of {options.rounds} rounds"
            write_stderr(f"{APP_ID}: the demo stopped after {done}. {reason}")
            status["code"] = 1

        controller.round_finished.connect(lambda _settlement: played.update(rounds=played["rounds"] + 1))
        controller.demo_stopped.connect(stopped)
        controller.demo_finished.connect(finished)
        QTimer.singleShot(0, lambda: controller.start_demo(options.rounds, controller.last_bet_cents))
    elif options.screenshot is not None:
        ScreenshotOnFirstPaint(window, options.screenshot, lambda saved: app.exit(0 if saved else 1))
    try:
        code = app.exec()
    finally:
        data.close()
    return code or status["code"]
