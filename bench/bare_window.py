"""The floor for start to first paint: a bare PySide6 window that paints one scene.

A QGraphicsView of the app's size showing a scene with one item, saved to a PNG after its
first paint, then the process quits: the same work as ``paigow-desktop --screenshot FILE``
minus everything that is ours.  Run as ``python bench/bare_window.py FILE``.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView


class SaveOnFirstPaint(QObject):
    def __init__(self, view: QGraphicsView, path: str) -> None:
        super().__init__(view)
        self.view, self.path, self.saved = view, path, False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.saved:
            self.saved = True
            QTimer.singleShot(0, self.save)
        return False

    def save(self) -> None:
        ok = self.view.grab().save(self.path, "PNG")
        QApplication.exit(0 if ok else 1)


def main(path: str) -> int:
    app = QApplication([sys.argv[0]])
    scene = QGraphicsScene(0, 0, 1280, 800)
    scene.setBackgroundBrush(QBrush(QColor("#1f5f3a")))
    scene.addEllipse(340, 200, 600, 400, brush=QBrush(QColor("#2e7d4f")))
    view = QGraphicsView(scene)
    view.resize(1280, 800)
    saver = SaveOnFirstPaint(view, path)
    view.viewport().installEventFilter(saver)
    view.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
