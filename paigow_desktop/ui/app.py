"""Starts the Qt application: the table window, demo mode, and the screenshot option for docs and tests."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from paigow_desktop import APP_ID, APP_NAME, __version__
from paigow_desktop.core.console import write_stderr
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import (
    AppData,
    FolderInUseError,
    Settings,
    StorageError,
    load_settings,
    open_app_data,
)
from paigow_desktop.storage import data_dir as default_data_dir
from paigow_desktop.ui.background import finish_background_work
from paigow_desktop.ui.games import TableWindow, game_ui
from paigow_desktop.ui.i18n import install_translator
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.names import say
from paigow_desktop.ui.qt_art import app_icon
from paigow_desktop.ui.unexpected import UnexpectedErrors

__all__ = ["AppOptions", "OnFirstPaint", "ScreenshotOnFirstPaint", "Tables", "build_table", "run"]


class OnFirstPaint(QObject):
    """Calls ``action`` from the event loop ``delay_ms`` after a widget first paints."""

    def __init__(self, widget: QWidget, action: Callable[[], None], delay_ms: int = 0) -> None:
        super().__init__(widget)
        self.widget, self.action, self.delay_ms = widget, action, delay_ms
        self.painted = False
        # Children paint, not always the window itself: the widget and every widget in it are
        # watched until one paints.  Not the whole application's events: each event of every
        # object would come to Python, and PySide would build the classes of all of them.
        self.watched = [widget, *widget.findChildren(QWidget)]
        for each in self.watched:
            each.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            for each in self.watched:
                with contextlib.suppress(RuntimeError):  # a widget deleted since: nothing to undo
                    each.removeEventFilter(self)
            self.watched = []
            QTimer.singleShot(self.delay_ms, self.action)
        return False


class ScreenshotOnFirstPaint(QObject):
    """Saves a widget to a PNG once it has painted, then calls ``done``."""

    def __init__(self, widget: QWidget, path: Path, done: Callable[[bool], None] | None) -> None:
        super().__init__(widget)
        self.widget, self.path, self.done = widget, path, done
        self.saved = False
        OnFirstPaint(widget, self.save)
        QTimer.singleShot(5000, self.save)  # in case no paint event ever arrives

    def save(self) -> None:
        if self.saved:
            return
        self.saved = True
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


def build_table(options: AppOptions, data: AppData | None = None, game: str | None = None) -> TableWindow:
    """The table window of ``game`` (else the last one played) with everything it needs; without
    ``data``, defaults kept in memory."""
    settings = data.settings if data is not None else Settings()
    key = game or settings.game
    if key not in REGISTRY:
        key = REGISTRY.first.key
    window = game_ui(key).build_window(options, data)
    # Nobody watches a demo or a screenshot: no boxes, notices on the standard error.
    window.unattended = options.demo or options.screenshot is not None
    if options.size is not None:
        window.resize(*options.size)
    elif not window.restore_geometry():
        window.resize(1280, 800)
    return window


class Tables:
    """The app's one table window, replaced by a fresh one when Game › New game is chosen or the
    language is changed (between rounds: every window is built again in the new language)."""

    def __init__(self, options: AppOptions, data: AppData | None) -> None:
        self.options, self.data = options, data
        self.window = self._open(build_table(options, data))

    def _open(self, window: TableWindow) -> TableWindow:
        window.game_chosen.connect(self.start)
        window.language_chosen.connect(self.change_language)
        return window

    def start(self, key: str, carried: object = None) -> None:
        """A fresh table of the game ``key`` where the old one was (a new deal number), or the
        same game going on from what the old window ``carried`` over."""
        old = self.window
        if self.data is not None:
            self.data.settings = old.settings  # what was chosen this session carries on
        self.window = self._open(build_table(replace(self.options, seed=None, size=None), self.data, key))
        window = self.window
        if carried is not None:
            window.take_over(carried)
        window.setGeometry(old.geometry())
        window.show()
        old.close()
        old.deleteLater()
        if not window.unattended:
            if carried is None:  # a game opened for the first time is welcomed, as at a start
                window.welcome_if_new()
            else:  # built again in another language: out of money is offered again
                QTimer.singleShot(0, as_widget(window), window.offer_new_stake)

    def change_language(self, language: str) -> None:
        """The interface in ``language`` now: the translator swapped, the table window built
        again, going on where the old one was (the deal numbers, the bank, the last hand)."""
        app = QCoreApplication.instance()
        assert app is not None
        carried = self.window.carry_over()
        install_translator(app, language)
        self.start(self.window.game_key, carried)


def as_widget(window: TableWindow) -> QWidget:
    """A table window as the widget it is."""
    assert isinstance(window, QWidget)
    return window


def bring_to_front(window: QWidget) -> None:
    """Show the window above the others, restored if it was minimised."""
    window.setWindowState(
        (window.windowState() & ~Qt.WindowState.WindowMinimized) | Qt.WindowState.WindowActive
    )
    window.show()
    window.raise_()
    window.activateWindow()


def _second_launch(app: QApplication, directory: Path, busy: FolderInUseError, unattended: bool) -> int:
    """The folder is another process's: bring its window to the front, or say who holds it.
    An ``unattended`` run (the demo, a screenshot) fails with that line: handing over, it
    ended as if it had done its work.  Nothing in the folder is touched (the settings are only
    read, for the language)."""
    from paigow_desktop.ui.single_instance import hand_over

    install_translator(app, load_settings(directory, move_aside=False).settings.language)
    if not unattended and hand_over(directory):
        message = QCoreApplication.translate(
            "App", "{0} is already open on the data folder {1}: its window was brought to the front."
        )
        print(f"{APP_ID}: {message.format(APP_NAME, directory)}", file=sys.stderr)
        return 0
    print(f"{APP_ID}: {say(busy.args[0])}", file=sys.stderr)
    return 1


def _listen(directory: Path, tables: Tables, app: QApplication) -> None:
    """Answer a second launch on ``directory`` by bringing the table open then to the front (for
    as long as ``app`` runs)."""
    from paigow_desktop.ui.single_instance import InstanceServer

    InstanceServer(directory, lambda: bring_to_front(as_widget(tables.window)), app).listen()


# Long: the app's start in order (the folder, the translator, the window, the single instance,
# the messages, the demo), each step a few lines
def run(options: AppOptions | None = None) -> int:
    """Start the app; returns the exit status."""
    options = options or AppOptions()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    directory = default_data_dir(options.data_dir)
    try:
        data = open_app_data(directory)
    except FolderInUseError as busy:
        return _second_launch(app, directory, busy, options.demo or options.screenshot is not None)
    except StorageError as error:
        print(f"{APP_ID}: {error}", file=sys.stderr)
        return 1
    install_translator(app, data.settings.language)
    if options.game is not None and options.game in REGISTRY:  # --game: this table first
        data.settings = replace(data.settings, game=options.game)
    if options.screenshot is not None or options.demo:
        options = replace(options, size=options.size or (1280, 800))
    tables = Tables(options, data)
    # A bug in our own code: told in a few words and kept in the folder's errors.log.
    errors = UnexpectedErrors(
        directory, lambda: as_widget(tables.window), app, in_memory=lambda: data.store.in_memory
    )
    errors.install()
    window = tables.window
    assert isinstance(window, QWidget)
    unattended = options.demo or options.screenshot is not None
    if not unattended:
        window.welcome_if_new()  # its mark is written before a second launch can look
    window.show()
    # The server outlives a window: it brings whichever table is open to the front.  It listens
    # from the first frames on (QtNetwork and the socket are not needed to show them; the
    # folder's lock already tells a second launch that this one is there), and not at all for
    # a screenshot, which quits at the first frame.
    if options.demo or options.screenshot is None:
        OnFirstPaint(window, lambda: _listen(directory, tables, app))
    # The icon takes ~0.1 s to draw: do it once the first frames are up, never before them (a
    # fixed timer from here fired before the first paint on a slow or busy machine).
    OnFirstPaint(window, lambda: app.setWindowIcon(app_icon()), delay_ms=300)
    if data.messages:
        window.tell(data.messages, modal=not unattended)
        if unattended:  # nobody reads the window: say it where a script looks, too
            for message in data.messages:
                write_stderr(f"{APP_ID}: {say(message)}")
    if not unattended:
        window.restore_last_screen()
    status = {"code": 0}
    if options.demo:  # the game chosen by --game (else the last one), from deal --seed
        from paigow_desktop.ui.demo import DemoRun

        def finished(code: int) -> None:
            if options.screenshot is not None and not save_screenshot(window, options.screenshot):
                code = 1
            status["code"] = code
            app.exit(code)

        DemoRun(window, window.controller, options.rounds, options.seed, finished).start()
    elif options.screenshot is not None:
        ScreenshotOnFirstPaint(window, options.screenshot, lambda saved: app.exit(0 if saved else 1))
    try:
        code = app.exec()
        finish_background_work()  # an analysis still running ends before Python does
    finally:
        errors.uninstall()
        data.close()
    return code or status["code"]
