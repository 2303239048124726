"""Windows open inside the screen they are on: never larger than its free area, centred on it."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["fit_on_screen"]

#: Room left around a window for the desktop's panels and the window's frame, in logical pixels.
MARGIN = 24


def fit_on_screen(window: QWidget, wanted: QSize) -> QSize:
    """Size ``window`` as ``wanted`` but inside its screen's available area, and centre it there.

    The size given is what the window gets (its own minimum may still be larger when the screen
    is smaller than anything usable).  A 1366 x 768 screen, or 2560 x 1600 at 200% (1280 x 800
    logical), fits the trainer's 980 x 860 as 980 x 720 or so.
    """
    screen = window.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    frame = max(0, window.frameGeometry().height() - window.geometry().height()) or 32
    size = QSize(
        max(1, min(wanted.width(), area.width() - 2 * MARGIN)),
        max(1, min(wanted.height(), area.height() - 2 * MARGIN - frame)),
    )
    window.resize(size)
    window.move(area.center().x() - window.width() // 2, area.center().y() - (window.height() + frame) // 2)
    return size
