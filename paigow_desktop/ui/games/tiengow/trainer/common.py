"""What the Tien Gow trainer's pages share: tile pictures, a row of tiles, shortcuts, and what they
ask of their window (:class:`TrainerHost`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStatusBar, QVBoxLayout, QWidget

from paigow_desktop.core.leitner import LeitnerResult
from paigow_desktop.games.tiengow.drill import Drill, Question
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.names import both_names, tile_words
from paigow_desktop.ui.qt_art import SceneArtwork

#: Logical widths of the tile pictures: the drill's, the lead-odds hand's and palette's.
DRILL_TILE = 46
HAND_TILE = 40
PALETTE_TILE = 30


def tile_pixmap(artwork: SceneArtwork, tile: Tile, width: int, dpr: float) -> QPixmap:
    """One tile drawn by the shared tile renderer, ``width`` logical pixels wide."""
    pixmap, _body = artwork.tile(str(tile), round(width * dpr), dpr)
    return pixmap


class TileRow(QWidget):
    """A caption over a row of tile pictures."""

    def __init__(self, artwork: SceneArtwork, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.artwork = artwork
        self.width_px = width
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel()
        column.addWidget(self.caption)
        self.row = QHBoxLayout()
        self.row.setSpacing(4)
        column.addLayout(self.row)
        self.tiles: tuple[Tile, ...] = ()

    def show_tiles(self, caption: str, tiles: Sequence[Tile]) -> None:
        self.caption.setText(f"<b>{caption}</b>")
        self.tiles = tuple(tiles)
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        dpr = self.devicePixelRatioF()
        for tile in self.tiles:
            label = QLabel()
            label.setPixmap(tile_pixmap(self.artwork, tile, self.width_px, dpr))
            label.setToolTip(tile_words(tile))
            label.setAccessibleName(f"{tile} {both_names(tile.name)}")
            self.row.addWidget(label)
        self.row.addStretch(1)


class TrainerHost(Protocol):
    """What the pages ask of the window that holds them."""

    artwork: SceneArtwork
    rng: random.Random
    rules: Rules
    drill: Drill

    def statusBar(self) -> QStatusBar: ...

    def record_answer(self, question: Question, choice: str) -> LeitnerResult:
        """Put a drill answer in the drill and, with the drill's state, in the store."""
        ...
