"""The table's dice, the dice cup and the chips: thin items every game's table shares (the
scene decides where they go; they only draw themselves)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from paigow_desktop.ui.art import CHIP_ASPECT, CHIP_EDGE, CHIP_VALUES
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.items import paint_kept

__all__ = ["ChipStack", "CupItem", "DieItem", "chips_for"]


class DieItem(QGraphicsObject):
    """One die, drawn by the tile renderer."""

    SIZE = 42.0  #: its side on the table's design scale
    LEAST = 22.0  #: its side on screen is never less (a short felt drew dice 10 px wide, unread)

    def __init__(self, art: SceneArtwork) -> None:
        super().__init__()
        self.art = art
        self.face = 1
        self.size = self.SIZE  #: its side in the scene, as laid out

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2, -s / 2, s, s)

    def set_face(self, face: int) -> None:
        self.face = face
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self.art.die(self.face, max(8, round(self.size * scale * dpr)), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(self.boundingRect(), pixmap, QRectF(pixmap.rect()))


class CupItem(QGraphicsObject):
    """The dice cup the banker shakes, drawn by the art module; the dice are inside until it tips."""

    SIZE = 96.0  #: its side on the table's design scale

    def __init__(self, art: SceneArtwork) -> None:
        super().__init__()
        self.art = art
        self.size = self.SIZE

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s / 2, -s / 2, s, s)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self.art.cup(max(8, round(self.size * scale * dpr)), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(self.boundingRect(), pixmap, QRectF(pixmap.rect()))


def chips_for(cents: int, unit: int = 100) -> list[int]:
    """The chips that make ``cents``, largest first, by their colours' values (1, 5, 25, …)
    with the white chip worth ``unit`` cents (a dollar at a casino's table, a point's worth at
    Tien Gow's); what is left below a white chip, one more white chip."""
    chips: list[int] = []
    units, rest = divmod(max(0, cents), max(1, unit))
    for value in CHIP_VALUES:
        count, units = divmod(units, value)
        chips.extend([value] * count)
    if rest:
        chips.append(1)
    return chips


class ChipStack(QGraphicsObject):
    """An amount as stacks of chips on the felt (up to eight a stack, stacks side by side)."""

    WIDTH = 34.0  #: a chip's width on the table's design scale
    PER_STACK = 8
    MOST_STACKS = 4

    def __init__(self, art: SceneArtwork) -> None:
        super().__init__()
        self.art = art
        self.cents = 0
        self.unit = 100  #: the cents a white chip is worth (see :func:`chips_for`)
        self.chip_width = self.WIDTH
        self._columns: list[list[int]] = []
        self._rect = QRectF()

    def set_amount(self, cents: int) -> None:
        self.cents = cents
        chips = chips_for(cents, self.unit)[: self.PER_STACK * self.MOST_STACKS]
        self._columns = [chips[i : i + self.PER_STACK] for i in range(0, len(chips), self.PER_STACK)]
        self._measure()
        self.setVisible(cents > 0)
        self.update()

    @staticmethod
    def usual_room(point: QPointF, chip_width: float) -> QRectF:
        """The felt a usual bet takes standing at ``point``: two stacks of up to four chips (a
        big win may stand taller).  For placing things beside a stack before it is filled."""
        w = chip_width
        return QRectF(point.x() - w * 1.06, point.y() - w * 1.4, w * 2.12, w * 1.9)

    def shown(self) -> list[int]:
        """The chips on the felt by their values, stack after stack."""
        return [value for column in self._columns for value in column]

    def set_chip_width(self, width: float) -> None:
        if width != self.chip_width:
            self.chip_width = width
            self._measure()

    def _measure(self) -> None:
        w = self.chip_width
        tallest = max((len(c) for c in self._columns), default=0)
        width = len(self._columns) * w * 1.06
        height = w * CHIP_ASPECT + max(0, tallest - 1) * w * CHIP_EDGE
        rect = QRectF(-width / 2, -height + w * CHIP_ASPECT / 2, width, height)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # The stacks as one kept picture: the same bets come back round after round.
        columns = tuple(tuple(column) for column in self._columns)
        key = ("chips", columns, self.chip_width, self.art.theme)
        paint_kept(painter, self._rect, key, self._paint_chips)

    def _paint_chips(self, painter: QPainter) -> None:
        # Drawn into a picture at the screen's size: each chip's own picture at that many pixels.
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        w = self.chip_width
        h = w * CHIP_ASPECT
        pixels = max(8, round(w * scale))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        for index, column in enumerate(self._columns):
            x = self._rect.left() + index * w * 1.06
            for level, value in enumerate(column):
                pixmap = self.art.chip(value, pixels, 1.0)
                y = -h / 2 - level * w * CHIP_EDGE
                painter.drawPixmap(QRectF(x, y, w, h), pixmap, QRectF(pixmap.rect()))
