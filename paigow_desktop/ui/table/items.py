"""The table's thin items, shared by every tile game: tiles, name plates, dice and the banner.

Items only draw themselves and report presses: the scene that owns them decides where tiles may
go and asks the game's engine what a move is worth.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art import TILE_ASPECT
from paigow_desktop.ui.qt_art import SceneArtwork

TILE_RATIO = TILE_ASPECT  #: a tile's height over its width
SMALL_W = 24.0  # tiles at the other places
PILE_W = 30.0  # tiles in the woodpile
RACK_W = 62.0  # the player's tiles

FELT = QColor("#0e5a3a")
FELT_DARK = QColor("#083d27")
RAIL = QColor("#5a3416")
GOLD = QColor("#e6c36a")
TEXT = QColor("#f4ecd8")
WIN_COLOUR = QColor("#7be08f")
LOSS_COLOUR = QColor("#ff8a80")
PUSH_COLOUR = QColor("#e8e8e8")


def text_scale() -> float:
    """How much larger than usual the desktop wants text: its font size over the usual 10 pt.

    The table's words (places, hands, the banner) grow with it, so a player who sets a
    larger system font gets a more readable table; the tiles keep their size.
    """
    app = QApplication.instance()
    points = app.font().pointSizeF() if isinstance(app, QApplication) else 10.0
    return max(0.8, min(1.8, (points if points > 0 else 10.0) / 10.0))


class TileItem(QGraphicsObject):
    """One of the 32 tiles: draws its face or back at its on-screen size, reports presses."""

    pressed = Signal(object)  # the item, on a click without a drag
    dropped = Signal(object, QPointF)  # the item and the scene point where a drag ended
    dragged = Signal(object, QPointF)  # the item and the scene point it is being dragged over

    def __init__(self, number: int, tile: Tile, art: SceneArtwork, width: float = PILE_W) -> None:
        super().__init__()
        self.number = number  #: which of the 32 physical tiles
        self.tile = tile
        self.art = art
        self._width = width
        self._face_up = False
        self._turn = 1.0  # horizontal squash while flipping: 1 flat, 0 edge-on
        self.home = QPointF()  #: where the tile rests; a drag that lands nowhere returns here
        self.draggable = False
        self.chosen = False  #: picked with the keyboard (1-4)
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- geometry and painting

    def _height(self) -> float:
        return self._width * TILE_RATIO

    def boundingRect(self) -> QRectF:
        w, h = self._width, self._height()
        margin = w * 0.18
        return QRectF(-w / 2 - margin, -h / 2 - margin, w + 2 * margin, h + 2 * margin)

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def width(self) -> float:
        return self._width

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            t = self.tile
            self.setToolTip(f"{t} {t.name} ({t.chinese_name}, {t.english_name})" if face_up else "")
            self.update()

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.setTransform(QTransform.fromScale(max(abs(value), 0.02), 1.0))

    #: the Qt property the flip animates (``b"turn"``); Python code sets it with :meth:`set_turn`
    turn = Property(float, _get_turn, _set_turn)

    def set_turn(self, value: float) -> None:
        """Squash the tile horizontally: 1 flat, 0 edge-on (what the flip animation drives)."""
        self._set_turn(value)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        pixel_width = max(4, round(self._width * scale * dpr / max(abs(self._turn), 0.02) * abs(self._turn)))
        name = str(self.tile) if self._face_up else "back"
        pixmap, body = self.art.tile(name, pixel_width, dpr)
        # Map the picture so that its body fills this tile's logical rectangle exactly.
        factor = self._width / body.width()
        logical = pixmap.deviceIndependentSize()
        target = QRectF(
            -self._width / 2 - body.x() * factor,
            -self._height() / 2 - body.y() * factor,
            logical.width() * factor,
            logical.height() * factor,
        )
        if transform.type().value <= QTransform.TransformationType.TxScale.value and self._turn == 1.0:
            # Upright: the picture was drawn at exactly this size, so copy it pixel for pixel
            # (no resampling), at a whole device pixel.  The common case, and much faster.
            corner = transform.map(target.topLeft())
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            # Smoothing would send even an exact copy down the resampling path at 200%.
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(QPointF(round(corner.x() * dpr) / dpr, round(corner.y() * dpr) / dpr), pixmap)
            painter.restore()
        else:
            # Turning or flipping: resample; smoothly only when the tile is at rest.
            # Antialiasing would rasterize the turned picture as a path: many times slower.
            moving = self._turn != 1.0 or self.rotation() % 90 != 0
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not moving)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.chosen or (self.draggable and self.hasFocus()):
            pen = QPen(GOLD, max(2.0, self._width * 0.06))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self._width * 0.16
            painter.drawRoundedRect(
                QRectF(-self._width / 2, -self._height() / 2, self._width, self._height()), r, r
            )

    # -- the mouse: drags stay inside the scene, with a threshold

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        self.setZValue(100)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < QApplication.startDragDistance():
            return
        self._dragging = True
        self.setPos(self.home + delta)
        self.dragged.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setZValue(10)
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.pressed.emit(self)


class Plate(QGraphicsObject):
    """A place at the table: its name, bet, and the result once compared."""

    def __init__(self, place: int) -> None:
        super().__init__()
        self.place = place
        self.title = ""
        self.bet = ""
        self.result = ""
        self.result_colour = TEXT
        self.lit = False  # the dice count passes here
        self.active = False  # plays this round
        self.is_player = False
        self.hands_text = ""  #: the place's two hands once shown, in words (for screen readers)
        self.scale_text = text_scale()  #: the plate grows with the desktop's font size

    def boundingRect(self) -> QRectF:
        s = self.scale_text
        return QRectF(-70 * s, -30 * s, 140 * s, 60 * s)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale_text, self.scale_text)
        rect = QRectF(-64, -24, 128, 48)
        fill = QColor(0, 0, 0, 110 if self.active else 50)
        painter.setBrush(fill)
        pen = QPen(
            GOLD if (self.lit or self.is_player) else QColor(255, 255, 255, 70), 3 if self.lit else 1.5
        )
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 14, 14)
        if self.lit:
            glow = QRadialGradient(QPointF(0, 0), 80)
            glow.setColorAt(0, QColor(230, 195, 106, 110))
            glow.setColorAt(1, QColor(230, 195, 106, 0))
            painter.setBrush(glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(0, 0), 80, 50)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEXT if self.active else QColor(255, 255, 255, 120))
        painter.drawText(QRectF(-62, -22, 124, 22), Qt.AlignmentFlag.AlignCenter, self.title)
        font.setBold(False)
        font.setPixelSize(13)
        painter.setFont(font)
        line = self.result or self.bet
        painter.setPen(self.result_colour if self.result else TEXT)
        painter.drawText(QRectF(-62, 0, 124, 22), Qt.AlignmentFlag.AlignCenter, line)

    def set_text(self, *, title: str | None = None, bet: str | None = None) -> None:
        if title is not None:
            self.title = title
        if bet is not None:
            self.bet = bet
        self.update()

    def set_result(self, text: str, colour: QColor) -> None:
        self.result, self.result_colour = text, colour
        self.update()

    def set_lit(self, lit: bool) -> None:
        self.lit = lit
        self.update()


class DieItem(QGraphicsObject):
    """One die, drawn by the tile renderer."""

    SIZE = 42.0

    def __init__(self, art: SceneArtwork) -> None:
        super().__init__()
        self.art = art
        self.face = 1

    def boundingRect(self) -> QRectF:
        s = self.SIZE
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
        pixmap = self.art.die(self.face, max(8, round(self.SIZE * scale * dpr)), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(self.boundingRect(), pixmap, QRectF(pixmap.rect()))


class Banner(QGraphicsObject):
    """A line of large text over the table (the dice total, the count)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.scale_text = text_scale()

    def boundingRect(self) -> QRectF:
        s = self.scale_text
        return QRectF(-330 * s, -26 * s, 660 * s, 52 * s)

    def set_text(self, text: str) -> None:
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 140))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self.boundingRect(), 20, 20)
        font = QFont()
        font.setPixelSize(round(22 * self.scale_text))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class PartKind(enum.Enum):
    """What a part of the table is, for assistive technology."""

    PLACE = "place"  #: a place's plate: who sits there, the bet, the hands, the result
    SLOT = "slot"  #: the player's low or high hand slot
    TILE = "tile"  #: one of the player's tiles


@dataclass(frozen=True, slots=True)
class AccessiblePart:
    """One part of the table as a screen reader hears it."""

    item: QGraphicsItem
    kind: PartKind
    name: str
    description: str
    focused: bool = False
