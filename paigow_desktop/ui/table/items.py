"""The table's thin items, shared by every tile game: tiles, name plates, the banner and markers
(the dice, the cup and the chips are in :mod:`.pieces`).

Items only draw themselves and report presses: the scene that owns them decides where tiles may
go and asks the game's engine what a move is worth.
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import Property, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
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
from paigow_desktop.ui.names import tile_words
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


# Qt's enum members, looked up once: each look-up costs a microsecond, and a frame paints
# every tile on the table.
_TX_TRANSLATE = QTransform.TransformationType.TxTranslate.value
_TX_SCALE = QTransform.TransformationType.TxScale.value
_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
_ANTIALIAS = QPainter.RenderHint.Antialiasing

#: How much larger than the desktop's font each kind of words on the table is drawn.
TEXT_ROLES = {"body": 1.0, "heading": 1.2, "title": 1.5}


def table_font(role: str = "body") -> QFont:
    """The desktop's own font for the table's words, never smaller: "heading" and "title" larger
    and bold.  The table is laid out at one logical pixel per pixel, so this is the size seen."""
    font = QFont(QApplication.font())
    pixels = QFontInfo(font).pixelSize()
    font.setPixelSize(max(pixels, round(pixels * TEXT_ROLES[role])))
    font.setBold(role != "body")
    return font


_PICTURES: OrderedDict[tuple[Hashable, int, int, int], QPixmap] = OrderedDict()


def paint_kept(painter: QPainter, area: QRectF, key: Hashable, draw: Callable[[QPainter], None]) -> None:
    """Paint ``draw``'s shapes (in item coordinates, inside ``area``) from a picture drawn once
    for this key, size and screen scale: plates, slots and banners change their words every
    round, but their rounded, glowing, dashed frames are the costly part and never change."""
    transform = painter.worldTransform()
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    scale = math.hypot(transform.m11(), transform.m12()) * dpr
    size = QSize(max(1, math.ceil(area.width() * scale)), max(1, math.ceil(area.height() * scale)))
    full = (key, size.width(), size.height(), round(scale * 1000))
    picture = _PICTURES.get(full)
    if picture is None:
        picture = QPixmap(size)
        picture.fill(Qt.GlobalColor.transparent)
        inner = QPainter(picture)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.scale(scale, scale)
        inner.translate(-area.topLeft())
        draw(inner)
        inner.end()
        picture.setDevicePixelRatio(scale)
        _PICTURES[full] = picture
        while len(_PICTURES) > 160:
            _PICTURES.popitem(last=False)
    else:
        _PICTURES.move_to_end(full)
    if transform.type().value <= _TX_TRANSLATE:
        draw_exact(painter, transform, area.topLeft(), picture, dpr)
    else:  # turned or scaled: resampled, as the view's hints say
        painter.drawPixmap(area.topLeft(), picture)


def draw_exact(
    painter: QPainter, transform: QTransform, corner: QPointF, picture: QPixmap, dpr: float
) -> None:
    """Copy ``picture`` (drawn at this screen's scale) pixel for pixel with its top left corner at
    ``corner`` in item coordinates, moved to the nearest whole device pixel, for a painter that only
    translates (``transform`` is its world transform).  The view smooths pixmaps for the turned
    tiles of the wash; smoothing an exact copy sends it down Qt's resampling path, about five
    times slower, and every frame copies dozens of kept pictures (the painter's state is the
    item's own: the view restores it after each item)."""
    x, y = transform.dx() + corner.x(), transform.dy() + corner.y()
    painter.setRenderHint(_SMOOTH, False)
    whole = QPointF(corner.x() + round(x * dpr) / dpr - x, corner.y() + round(y * dpr) / dpr - y)
    painter.drawPixmap(whole, picture)


class DragItem(QGraphicsObject):
    """A piece the player may drag on the felt (a tile or a card): reports a click, where a drag
    is and where it ended; the scene decides what that means."""

    pressed = Signal(object)  # the item, on a click without a drag
    dropped = Signal(object, QPointF)  # the item and the scene point where a drag ended
    dragged = Signal(object, QPointF)  # the item and the scene point it is being dragged over
    #: the item, double-clicked (the first click of the two was a click: ``pressed``)
    double_clicked = Signal(object)

    def __init__(self, width: float) -> None:
        super().__init__()
        self._width = width
        self._face_up = False
        self.home = QPointF()  #: where the piece rests; a drag that lands nowhere returns here
        self.draggable = False
        self.chosen = False  #: picked with the keyboard
        self._press: QPointF | None = None
        self._dragging = False
        self.rest_z = 10.0  #: the piece's height once let go

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
            self.setToolTip(self.face_words() if face_up else "")
            self.update()

    def face_words(self) -> str:
        """The piece's face in words (its tooltip once face up)."""
        return ""

    # -- the mouse: drags stay inside the scene, with a threshold

    @property
    def held(self) -> bool:
        """Pressed and not let go yet (being dragged, or about to be)."""
        return self._press is not None

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

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Qt's own answer is a second press: a tile clicked twice in a row moved there and
        # back (Pai Gow) or was picked and put back (Tien Gow).  The second click is a double
        # click instead, and starts no drag.
        if not self.draggable:
            event.ignore()
            return
        self._press = None
        self._dragging = False
        self.setZValue(self.rest_z)  # the second press lifted it, and no release will put it back
        event.accept()
        self.double_clicked.emit(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        self.setZValue(self.rest_z)
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self, event.scenePos())
        else:
            self.pressed.emit(self)


class TileItem(DragItem):
    """One of the 32 tiles: draws its face or back at its on-screen size, reports presses."""

    def __init__(self, number: int, tile: Tile, art: SceneArtwork, width: float = PILE_W) -> None:
        super().__init__(width)
        self.number = number  #: which of the 32 physical tiles
        self.tile = tile
        self.art = art
        self._turn = 1.0  # horizontal squash while flipping: 1 flat, 0 edge-on
        self._name = str(tile)
        #: the pictures last drawn, face up and face down: (what they were drawn for, picture, rect)
        self._kept: dict[bool, tuple[tuple[object, ...], QPixmap, QRectF]] = {}
        self._bounds = self._bounds_for(width)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- geometry and painting

    def _height(self) -> float:
        return self._width * TILE_RATIO

    @staticmethod
    def _bounds_for(w: float) -> QRectF:
        h = w * TILE_RATIO
        margin = w * 0.18
        return QRectF(-w / 2 - margin, -h / 2 - margin, w + 2 * margin, h + 2 * margin)

    def set_width(self, width: float) -> None:
        if width != self._width:
            super().set_width(width)
            self._bounds = self._bounds_for(width)

    def boundingRect(self) -> QRectF:
        # Worked out once a width: Qt asks for it many times a move and a frame.  A copy, so
        # that whoever changes the rectangle it is given never changes the tile's.
        return QRectF(self._bounds)

    def face_words(self) -> str:
        return tile_words(self.tile)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        if value == self._turn:
            return  # a tile at rest is set flat every round: its transform is already this
        self._turn = value
        self.setTransform(QTransform.fromScale(max(abs(value), 0.02), 1.0))

    #: the Qt property the flip animates (``b"turn"``); Python code sets it with :meth:`set_turn`
    turn = Property(float, _get_turn, _set_turn)

    def set_turn(self, value: float) -> None:
        """Squash the tile horizontally: 1 flat, 0 edge-on (what the flip animation drives)."""
        self._set_turn(value)

    def _picture(self, scale: float, dpr: float) -> tuple[QPixmap, QRectF]:
        """The tile's picture at this on-screen size and where it lies (kept until either changes)."""
        key = (self._width, self._turn, scale, dpr, self.art.theme)
        kept = self._kept.get(self._face_up)
        if kept is not None and kept[0] == key:
            return kept[1], kept[2]
        pixel_width = max(4, round(self._width * scale * dpr))
        pixmap, body = self.art.tile(self._name if self._face_up else "back", pixel_width, dpr)
        # Map the picture so that its body fills this tile's logical rectangle exactly.
        factor = self._width / body.width()
        logical = pixmap.deviceIndependentSize()
        target = QRectF(
            -self._width / 2 - body.x() * factor,
            -self._height() / 2 - body.y() * factor,
            logical.width() * factor,
            logical.height() * factor,
        )
        self._kept[self._face_up] = (key, pixmap, target)
        return pixmap, target

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        dpr = widget.devicePixelRatioF() if widget is not None else painter.device().devicePixelRatioF()
        pixmap, target = self._picture(scale, dpr)
        kind = transform.type().value
        if kind <= _TX_TRANSLATE and self._turn == 1.0:
            # Upright and unscaled (the table is laid out one to one): copy the picture pixel for
            # pixel at a whole device pixel, with no change of the painter's transform.
            draw_exact(painter, transform, target.topLeft(), pixmap, dpr)
        elif kind <= _TX_SCALE and self._turn == 1.0:
            # Upright: the picture was drawn at exactly this size, so copy it pixel for pixel
            # (no resampling), at a whole device pixel.  The common case, and much faster.
            corner = transform.map(target.topLeft())
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(_ANTIALIAS, False)
            # Smoothing would send even an exact copy down the resampling path at 200%.
            painter.setRenderHint(_SMOOTH, False)
            painter.drawPixmap(QPointF(round(corner.x() * dpr) / dpr, round(corner.y() * dpr) / dpr), pixmap)
            painter.restore()
        else:
            # Turning or flipping: resample; smoothly only when the tile is at rest.
            # Antialiasing would rasterize the turned picture as a path: many times slower.
            moving = self._turn != 1.0 or self.rotation() % 90 != 0
            painter.setRenderHint(_SMOOTH, not moving)
            painter.setRenderHint(_ANTIALIAS, False)
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.outlined():
            pen = QPen(GOLD, max(2.0, self._width * 0.06))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = self._width * 0.16
            painter.drawRoundedRect(
                QRectF(-self._width / 2, -self._height() / 2, self._width, self._height()), r, r
            )

    def outlined(self) -> bool:
        """Whether the tile wears the gold outline: only the one picked (keys 1-4)."""
        return self.chosen


class Plate(QGraphicsObject):
    """A place at the table: its name, bet, and the result once compared, at the desktop's font size."""

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
        self._hands_text = ""
        self._rect = QRectF()
        #: where the plate stands and its rectangle, as plain numbers: what the places' hands and
        #: chips are laid out from, cheap to compare (a round asks for them a hundred times)
        self.geometry: tuple[float, ...] = ()
        self.restyle()

    @property
    def hands_text(self) -> str:
        """The place's two hands once shown, in words: what a screen reader hears, and the
        plate's tooltip (the dealer's plate says only "3 / 7")."""
        return self._hands_text

    @hands_text.setter
    def hands_text(self, words: str) -> None:
        if words != self._hands_text:
            self._hands_text = words
            self.setToolTip(words)

    def place_at(self, point: QPointF) -> None:
        """Stand the plate at ``point`` (in the scene)."""
        self.setPos(point)
        self._stamp()

    def _stamp(self) -> None:
        rect, pos = self._rect, self.pos()
        self.geometry = (pos.x(), pos.y(), rect.x(), rect.y(), rect.width(), rect.height())

    def restyle(self) -> None:
        """Take the desktop's font again (the size of the plate follows its words)."""
        self.title_font = table_font("heading")
        self.line_font = table_font()
        # Measured once per style: a round changes the words of every plate several times.
        self._title_metrics = QFontMetricsF(self.title_font)
        self._line_metrics = QFontMetricsF(self.line_font)
        self._style = (self.title_font.key(), self.line_font.key())  #: the fonts, for the kept pictures
        #: the plate's rectangle for each (title, line) measured in this style: every round
        #: brings back the same titles, bets and most results
        self._sizes: dict[tuple[str, str], QRectF] = {}
        self._measure()

    def text_fonts(self) -> list[QFont]:
        return [self.title_font, self.line_font]

    def _measure(self) -> None:
        words = (self.title, self.result or self.bet)
        rect = self._sizes.get(words)
        if rect is None:
            if len(self._sizes) >= 64:
                self._sizes.clear()
            rect = self._sizes[words] = self._rect_for(*words)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._stamp()

    def _rect_for(self, title_words: str, line_words: str) -> QRectF:
        title, line = self._title_metrics, self._line_metrics
        pad = line.height() * 0.45
        width = max(
            title.horizontalAdvance(title_words),
            line.horizontalAdvance(line_words),
            line.averageCharWidth() * 9,
        )
        # In steps of two characters: the frame is a kept picture per size (paint_kept), and a
        # width following every result's exact words made a new one every few rounds for good.
        step = line.averageCharWidth() * 2
        width = math.ceil(width / step) * step
        height = title.height() + line.height()
        return QRectF(-width / 2 - pad, -height / 2 - pad * 0.6, width + 2 * pad, height + 1.2 * pad)

    def plate_rect(self) -> QRectF:
        """The plate itself (the glow of a lit plate reaches beyond it)."""
        return self._rect

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-12, -12, 12, 12)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # The whole plate, words and all, is a kept picture: a round shows every plate's words
        # again, and nearly all of them (names, bets, results) were shown in earlier rounds.
        rect = self._rect
        words = (self.title, self.result or self.bet, self.result_colour.rgba() if self.result else 0)
        key = (
            "plate",
            rect.width(),
            rect.height(),
            self.lit,
            self.active,
            self.is_player,
            words,
            self._style,
        )
        paint_kept(painter, self.boundingRect(), key, self._paint_plate)

    def _paint_plate(self, painter: QPainter) -> None:
        self._paint_frame(painter)
        rect = self._rect
        title_height = self._title_metrics.height()
        inner = rect.adjusted(4, 0, -4, 0)
        line_height = self._line_metrics.height() if (self.result or self.bet) else 0.0
        half = (rect.height() - title_height - line_height) / 2  # a title alone: in the middle
        painter.setFont(self.title_font)
        painter.setPen(TEXT if self.active else QColor(255, 255, 255, 150))
        top = QRectF(inner.x(), rect.y() + half, inner.width(), title_height)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(self.line_font)
        painter.setPen(self.result_colour if self.result else TEXT)
        bottom = QRectF(inner.x(), top.bottom(), inner.width(), rect.bottom() - half - top.bottom())
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, self.result or self.bet)

    def _paint_frame(self, painter: QPainter) -> None:
        rect = self._rect
        radius = min(14.0, rect.height() / 3)
        if self.lit:
            glow = QRadialGradient(QPointF(0, 0), rect.width() / 2 + 12)
            glow.setColorAt(0.6, QColor(230, 195, 106, 110))
            glow.setColorAt(1, QColor(230, 195, 106, 0))
            painter.setBrush(glow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(self.boundingRect(), radius + 12, radius + 12)
        if not self.lit:
            # The first shape on a cleared picture: copied in, not blended (the same pixels over
            # nothing, and Qt blends a translucent fill about eight times slower).
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 130 if self.active else 60))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(
            GOLD if (self.lit or self.is_player) else QColor(255, 255, 255, 70), 3 if self.lit else 1.5
        )
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)

    def set_text(self, *, title: str | None = None, bet: str | None = None) -> None:
        if (title is None or title == self.title) and (bet is None or bet == self.bet):
            return
        if title is not None:
            self.title = title
        if bet is not None:
            self.bet = bet
        self._measure()
        self.update()

    def set_result(self, text: str, colour: QColor) -> None:
        if (text, colour) == (self.result, self.result_colour):
            return
        self.result, self.result_colour = text, colour
        self._measure()
        self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()


class Banner(QGraphicsObject):
    """A line of large text over the table (the dice total, the count), as wide as its words; a
    sentence wider than :meth:`set_max_width` allows wraps onto more lines."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.max_width = math.inf  #: the room the table leaves it
        self._rect = QRectF()
        self._wraps = False  #: measured on more than one line
        self.restyle()

    def restyle(self) -> None:
        self.title_font = table_font("title")
        self.body_font = table_font()
        self.font = self.title_font  #: the font it is drawn in: the body's for a long sentence
        self._measure()

    def text_fonts(self) -> list[QFont]:
        return [self.title_font, self.body_font]

    def set_max_width(self, width: float) -> None:
        if width != self.max_width:
            self.max_width = width
            self._measure()
            self.update()

    def _flags(self, wrap: bool = True) -> int:
        return int(Qt.AlignmentFlag.AlignCenter) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)

    def _padding(self) -> float:
        return QFontMetricsF(self.font).height()

    def _measure(self) -> None:
        """Its size: one line in the title's font where it fits, else in the body's (never
        smaller than the desktop's), wrapped only when even that is too long."""
        width = height = 0.0
        for font in (self.title_font, self.body_font):
            self.font = font
            metrics, pad = QFontMetricsF(font), self._padding()
            if metrics.horizontalAdvance(self.text) <= self.max_width - 2 * pad:
                width, height = metrics.horizontalAdvance(self.text) + 2 * pad, pad * 1.8
                self._wraps = False
                break
        else:
            room = max(pad, self.max_width - 2 * pad)
            words = metrics.boundingRect(QRectF(0, 0, room, 10_000), self._flags(), self.text)
            width, height = words.width() + 2 * pad, words.height() + pad * 0.8
            self._wraps = True
        rect = QRectF(-width / 2, -height / 2, width, height)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_text(self, text: str) -> None:
        self.text = text
        self._measure()
        self.setVisible(bool(text))
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.text:
            return
        paint_kept(
            painter, self._rect, ("banner", self._rect.width(), self._rect.height()), self._paint_frame
        )
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        painter.setPen(TEXT)
        pad = self._padding()  # the words wrap where they were measured: inside the padding
        # Words measured on one line are drawn unwrapped: wrapped at exactly their own width,
        # a fraction of a pixel short sent the last word onto a second line, cut off.
        words = self._rect.adjusted(pad, 0.4 * pad, -pad, -0.4 * pad)
        painter.drawText(words, self._flags(self._wraps), self.text)

    def _paint_frame(self, painter: QPainter) -> None:
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.setPen(Qt.PenStyle.NoPen)
        radius = min(self._rect.height(), self._padding() * 1.8) / 2.5
        painter.drawRoundedRect(self._rect, radius, radius)


class PartKind(enum.Enum):
    """What a part of the table is, for assistive technology."""

    PLACE = "place"  #: a place's plate: who sits there, the bet, the hands, the result
    SLOT = "slot"  #: the player's low or high hand slot
    TILE = "tile"  #: one of the player's tiles
    PIECE = "piece"  #: a tile (or a stack of them) elsewhere on the felt: played, or won
    CARD = "card"  #: one of the player's cards


@dataclass(frozen=True, slots=True)
class AccessiblePart:
    """One part of the table as a screen reader hears it."""

    item: QGraphicsItem
    kind: PartKind
    name: str
    description: str
    focused: bool = False


class Marker(QGraphicsObject):
    """A small gold label on the felt: the banker's marker with the multiplier."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = table_font("heading")
        self._rect = QRectF()

    def text_fonts(self) -> list[QFont]:
        return [self.font]

    def restyle(self) -> None:
        self.font = table_font("heading")
        self.set_text(self.text)

    def set_text(self, text: str) -> None:
        self.text = text
        metrics = QFontMetricsF(self.font)
        width = metrics.horizontalAdvance(text) + metrics.height()
        rect = QRectF(-width / 2, -metrics.height() * 0.7, width, metrics.height() * 1.4)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor(40, 24, 8, 220)))
        painter.setPen(QPen(GOLD, 2))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self.font)
        painter.setPen(GOLD)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
