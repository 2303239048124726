"""One playing card on the felt: its face or back at its on-screen size, dragged like a tile."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.ui.art.card_shapes import CARD_ASPECT
from paigow_desktop.ui.games.paigow_poker.card_art import card_kind
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.items import GOLD, DragItem

__all__ = ["CardItem"]


class CardItem(DragItem):
    """A card of the 53: face up or down, ``width`` scene pixels wide; picked ones wear gold."""

    def __init__(self, card: Card, art: SceneArtwork, width: float = 40.0) -> None:
        super().__init__(width)
        self.card = card
        self.art = art
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def height(self) -> float:
        return self._width * CARD_ASPECT

    def face_words(self) -> str:
        return str(self.card)

    def card_rect(self) -> QRectF:
        return QRectF(-self._width / 2, -self.height() / 2, self._width, self.height())

    def boundingRect(self) -> QRectF:
        margin = max(2.0, self._width * 0.06)
        return self.card_rect().adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        pixels = max(8, round(self._width * scale * dpr))
        pixmap = self.art.card(card_kind(self.card if self._face_up else None), pixels, dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(self.card_rect(), pixmap, QRectF(pixmap.rect()))
        if self.chosen:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(GOLD, max(2.0, self._width * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = self._width * 0.08
            painter.drawRoundedRect(self.card_rect(), radius, radius)
