"""The floor for a painted round: what a round changes on screen, done by a bare PySide6 window.

A window like the table's (a view beside a dock of buttons and labels, a status bar) whose
scene holds only Qt's own C++ items: 32 tile pictures, 8 plate pictures, 9 chip pictures and
the table's words as simple text items.  A "round" changes what a round at the table changes:
every tile moves (and most turn face up), the plates and chips move, every word on the felt is
new, the bankroll and deal number labels and the status line change; then one frame is
painted.  None of our code runs, so the time is what PySide6 itself needs on this machine for
those changes: the floor under ``bench_table.py --round``.  Run by hand
(``python bench/bare_round.py``), or through ``bench_table.py --round``, which prints both.
"""

from __future__ import annotations

import os
import random
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

TILES, PLATES, CHIPS = 32, 8, 9
WORDS = 18  #: the words a settled round draws on the felt (titles, bets, results, the banner's lines)


def _picture(width: int, height: int, colour: str) -> QPixmap:
    picture = QPixmap(width, height)
    picture.fill(QColor(colour))
    return picture


def bare_round_seconds(rounds: int = 200, size: tuple[int, int] = (1280, 800)) -> float:
    """Median time of one bare round and its frame (a QApplication must exist)."""
    from bench_table import run_until_idle

    app = QApplication.instance()
    assert app is not None
    window = QMainWindow()
    window.resize(*size)
    scene = QGraphicsScene(0, 0, size[0] - 320, size[1] - 60)
    scene.setBackgroundBrush(QColor("#1f5f3a"))
    view = QGraphicsView(scene)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    window.setCentralWidget(view)
    panel = QWidget()
    column = QVBoxLayout(panel)
    bankroll, deal_number = QLabel(), QLabel()
    for widget in (bankroll, *(QPushButton(f"Button {n}") for n in range(9)), deal_number):
        column.addWidget(widget)
    dock = QDockWidget("Round")
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    face, back = _picture(24, 52, "ivory"), _picture(24, 52, "#8b1a1a")
    tiles = [QGraphicsPixmapItem(back) for _ in range(TILES)]
    others = [QGraphicsPixmapItem(_picture(150, 60, "#202020")) for _ in range(PLATES)]
    others += [QGraphicsPixmapItem(_picture(22, 30, "#c0a000")) for _ in range(CHIPS)]
    words = [QGraphicsSimpleTextItem() for _ in range(WORDS)]
    for item in (*tiles, *others, *words):
        scene.addItem(item)
    rng = random.Random(1)
    width, height = scene.width() - 150, scene.height() - 60

    def one_round() -> None:
        for n, tile in enumerate(tiles):
            tile.setPixmap(face if n < 20 else back)
            tile.setPos(rng.uniform(0, width), rng.uniform(0, height))
        for item in others:
            item.setPos(rng.uniform(0, width), rng.uniform(0, height))
        for n, word in enumerate(words):
            word.setText(f"WIN +${rng.randint(1, 500)}.00 (seat {n})")
            word.setPos(rng.uniform(0, width), rng.uniform(0, height))
        bankroll.setText(f"${rng.randint(100, 99999)}.00")
        deal_number.setText(f"Deal {rng.randint(1, 10**9)}")
        window.statusBar().showMessage(f"Seat {rng.randint(1, 7)} holds a pair")
        run_until_idle(app)  # the frame, as bench_table.py times it

    for _ in range(20):  # the first frames fill Qt's caches
        one_round()
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        one_round()
        times.append(time.perf_counter() - start)
    window.close()
    return statistics.median(times)


if __name__ == "__main__":
    keep = QApplication([])
    print(f"a bare PySide6 round (C++ items, one frame): {bare_round_seconds() * 1000:.2f} ms")
    del keep
