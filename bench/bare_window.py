"""The floor for start to first paint: a bare PySide6 window, as small as a window of the app's
kind can be.

A 1280x800 ``QMainWindow`` with a menu and a status bar around a ``QGraphicsView`` of one ellipse;
a zero-delay timer grabs it to the PNG named on the command line, then the process quits.  The
same work as ``paigow-desktop --screenshot FILE`` minus everything that is ours, and the same
program as the issue's yardstick (``../shared/bench/bare_window.py``), which
``bench/bench_startup.py`` prefers when it is there.  (This file used to fill the scene and watch
for the first paint with an event filter: more work than the yardstick, which flattered the
app's ratio.)  Run as ``python bench/bare_window.py FILE``.
"""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
scene = QGraphicsScene(0, 0, 1000, 700)
scene.addEllipse(20, 20, 960, 560)
window.setCentralWidget(QGraphicsView(scene))
window.resize(1280, 800)
window.menuBar().addMenu("Game")
window.statusBar().showMessage("ready")
saved = []


def save() -> None:
    if not saved:
        saved.append(window.grab().save(sys.argv[1]))
        app.quit()


window.show()
QTimer.singleShot(0, save)
app.exec()
sys.exit(0 if saved and saved[0] else 1)
