"""Starts the Qt application: the main window, and the screenshot option for docs and tests."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

from . import APP_ID, APP_NAME, __version__

__all__ = ["MainWindow", "ScreenshotOnFirstPaint", "run"]


class MainWindow(QMainWindow):
    """The app's main window (the table arrives with the table issue)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        self.setMinimumSize(800, 500)
        central = QWidget(self)
        central.setObjectName("felt")
        central.setAutoFillBackground(True)
        palette = central.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#0f5132"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f5ecd7"))
        central.setPalette(palette)
        layout = QVBoxLayout(central)
        title = QLabel(APP_NAME, central)
        title.setObjectName("title")
        font = QFont(title.font())
        font.setPointSize(36)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(f"version {__version__}", central)
        for label in (title, subtitle):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addStretch(1)
        self.setCentralWidget(central)
        quit_action = self.addAction("Quit")
        quit_action.setShortcut("Ctrl+Q")
        quit_action.triggered.connect(self.close)


class ScreenshotOnFirstPaint(QObject):
    """Saves a widget to a PNG once it has painted, then calls ``done``."""

    def __init__(self, widget: QWidget, path: Path, done: object) -> None:
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
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.widget.grab().save(str(self.path), "PNG"):
            print(f"{APP_ID}: could not save the screenshot to {self.path}", file=sys.stderr)
        if callable(self.done):
            self.done()


def run(*, screenshot: Path | None = None) -> int:
    """Start the app; with ``screenshot`` save the window after its first paint and quit."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    if screenshot is not None:
        ScreenshotOnFirstPaint(window, screenshot, app.quit)
    return app.exec()
