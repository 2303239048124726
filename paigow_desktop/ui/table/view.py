"""The view every game's table is shown in: the scene laid out for the view's room, one to one.

The view never scales the table like a picture: it tells the scene its size and the scene lays
itself out, so the words keep the desktop's font size at any window size.
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from paigow_desktop.ui.table.felt import FeltScene
from paigow_desktop.ui.table.items import DragItem

__all__ = ["FeltView"]


class FeltView(QGraphicsView):
    """Any game's table laid out for its room; a click on the felt during a move skips it.
    Screen readers list its scene's parts (see :mod:`paigow_desktop.ui.accessibility`)."""

    def __init__(self, scene: FeltScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.felt = scene  #: the scene, typed as every game's
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The felt is the costliest thing to paint and never moves: paint it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(420, 300)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the felt while the table moves finishes the moves at once (as Esc does)."""
        scene = self.felt
        under = self.itemAt(event.position().toPoint())
        on_tile = isinstance(under, DragItem) and under.draggable  # the player's pieces still move
        if scene.animator.busy and event.button() == Qt.MouseButton.LeftButton and not on_tile:
            scene.skip()
            event.accept()
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.felt.resize_table(QSizeF(size.width(), size.height()))
        self.setSceneRect(self.felt.sceneRect())
        self.resetTransform()
