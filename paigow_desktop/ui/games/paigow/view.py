"""Pai Gow Tiles' table view: the shared felt view, its scene typed as Pai Gow's."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsView, QWidget

from paigow_desktop.ui.games.paigow.table_scene import TableScene
from paigow_desktop.ui.table.view import FeltView

__all__ = ["TableView"]


class TableView(FeltView):
    """Pai Gow's table."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene  #: the scene, typed (screen readers list its parts)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setAccessibleName(self.tr("Table"))
