"""Guards against a PySide6 defect that crashes the app: calls that drop a reference to None.

PySide6 6.12.0 loses one reference to None on every ``QPainter.drawPixmap`` and
``setRenderHint`` call.  On Python before 3.12 (None not immortal) the table then
dies with "deallocating None" after a few thousand frames.  pyproject.toml keeps
such versions out; this test fails if one comes back.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_painting_keeps_none_alive(qapp: object) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    pixmap = QPixmap(16, 40)
    pixmap.fill(QColor("red"))
    painter = QPainter(image)
    try:
        calls = [
            lambda: painter.drawPixmap(QRectF(0, 0, 8, 20), pixmap, QRectF(pixmap.rect())),
            lambda: painter.setRenderHint(QPainter.RenderHint.Antialiasing, True),
            lambda: painter.setPen(QPen(QColor("gold"), 2)),
            lambda: painter.setBrush(Qt.BrushStyle.NoBrush),
            lambda: painter.drawRoundedRect(QRectF(0, 0, 5, 5), 1, 1),
        ]
        for call in calls:
            before = sys.getrefcount(None)
            for _ in range(500):
                call()
            assert sys.getrefcount(None) - before > -100, "a painting call leaks references to None"
    finally:
        painter.end()
