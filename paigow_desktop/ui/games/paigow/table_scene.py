"""The table: a QGraphicsScene that owns the eight places, the player's hand slots and the tiles.

The scene lays out everything in fixed logical coordinates (the view scales
them to the window) and plays each step of a round as animation.  Tile items
are thin: they draw themselves at the exact pixel size they occupy on screen and
report presses; the scene decides where tiles may go and asks the engine, never
the items, what a setting is worth.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from paigow_desktop.games.paigow.hands import Hand, HandKind
from paigow_desktop.games.paigow.round import DEALER, PLACES, Deal, Reveal, Settlement, deal_order
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.tiles.tile import FULL_SET, Tile
from paigow_desktop.ui.names import hand_name, say, tile_name
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.timings import Speed, duration

SCENE_RECT = QRectF(0, 0, 1600, 1000)
TABLE_CENTER = QPointF(800, 385)
TABLE_RX, TABLE_RY = 740.0, 350.0
SEAT_RX, SEAT_RY = 610.0, 282.0
TILE_RATIO = 2.5
SMALL_W = 24.0  # tiles at the other places
PILE_W = 30.0  # tiles in the woodpile
RACK_W = 62.0  # the player's tiles
RACK_TOP = 760.0
HAND_AREA_W = 330.0
HAND_AREA_H = 200.0
LOW_AREA_X = 800.0 - 40.0 - HAND_AREA_W
HIGH_AREA_X = 800.0 + 40.0
MAX_IN_HAND = 4

FELT = QColor("#0e5a3a")
FELT_DARK = QColor("#083d27")
RAIL = QColor("#5a3416")
GOLD = QColor("#e6c36a")
TEXT = QColor("#f4ecd8")
WIN_COLOUR = QColor("#7be08f")
LOSS_COLOUR = QColor("#ff8a80")
PUSH_COLOUR = QColor("#e8e8e8")


def place_angle(place: int, player: int) -> float:
    """Screen angle of a place: the player sits at the bottom; places run counter-clockwise."""
    return -math.pi / 2 + (place - player) * (2 * math.pi / PLACES)


def place_point(place: int, player: int) -> QPointF:
    angle = place_angle(place, player)
    return QPointF(TABLE_CENTER.x() + SEAT_RX * math.cos(angle), TABLE_CENTER.y() - SEAT_RY * math.sin(angle))


def _toward_centre(point: QPointF, distance: float) -> QPointF:
    dx, dy = TABLE_CENTER.x() - point.x(), TABLE_CENTER.y() - point.y()
    length = math.hypot(dx, dy) or 1.0
    return QPointF(point.x() + dx / length * distance, point.y() + dy / length * distance)


def text_scale() -> float:
    """How much larger than usual the desktop wants text: its font size over the usual 10 pt.

    The table's words (places, hands, the banner) grow with it, so a player who sets a
    larger system font gets a more readable table; the tiles keep their size.
    """
    app = QApplication.instance()
    points = app.font().pointSizeF() if isinstance(app, QApplication) else 10.0
    return max(0.8, min(1.8, (points if points > 0 else 10.0) / 10.0))


# ----------------------------------------------------------------- items


class TileItem(QGraphicsObject):
    """One of the 32 tiles: draws its face or back at its on-screen size, reports presses."""

    pressed = Signal(object)  # the item, on a click without a drag
    dropped = Signal(object, QPointF)  # the item and the scene point where a drag ended

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
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.hover_drop(event.scenePos())

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


class HandArea(QGraphicsObject):
    """One of the player's two hands: a drop target with its live name."""

    def __init__(self, title: str, rect: QRectF) -> None:
        super().__init__()
        self.title = title
        self.rect = rect
        self.caption = ""
        self.hot = False  # a dragged tile is over it
        self.shown = False

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -34, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.shown:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(255, 255, 255, 40 if self.hot else 18))
        pen = QPen(GOLD if self.hot else QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect, 16, 16)
        font = QFont()
        font.setPixelSize(round(17 * text_scale()))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEXT)
        head = QRectF(self.rect.x() + 6, self.rect.y() - 32, self.rect.width() - 12, 28)
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        title_width = QFontMetricsF(font).horizontalAdvance(self.title) + 14
        font.setBold(False)
        font.setPixelSize(round(16 * text_scale()))
        painter.setFont(font)
        painter.setPen(GOLD)
        # The caption takes the room the title leaves, shortened with an ellipsis if it must be.
        room = head.adjusted(title_width, 0, 0, 0)
        caption = QFontMetricsF(font).elidedText(self.caption, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, caption)

    def set_caption(self, caption: str) -> None:
        self.caption = caption
        self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def slot_point(self, index: int, count: int) -> QPointF:
        """Where tile ``index`` of ``count`` rests in this hand."""
        gap = RACK_W * 1.18
        first = self.rect.center().x() - gap * (count - 1) / 2
        return QPointF(first + gap * index, self.rect.center().y())


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


# ----------------------------------------------------------------- the scene


@dataclass
class _Move:
    tile: TileItem
    from_hand: int
    to_hand: int
    swapped_with: TileItem | None


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


class TableScene(QGraphicsScene):
    """Eight places, the woodpile, the dice and the player's two hands."""

    arrangement_changed = Signal()  #: the player's hands changed: update the preview
    status = Signal(str)  #: what happens now, for the status line
    sound = Signal(str)  #: a sound to play: "tile", "dice" or "chips" (the window decides if)
    ready_to_set = Signal()  #: the deal has been played: the player may set the hand
    reveal_shown = Signal()  #: every hand is face up and the results are shown
    chosen_changed = Signal(object)  #: a tile was picked with the keys (the TileItem)

    def __init__(self, art: SceneArtwork, *, player: int = 4, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(SCENE_RECT)
        from paigow_desktop.ui.animator import Animator

        self.art = art
        self.player = player
        self.animator = Animator(self)
        self.animator.instant = speed == Speed.INSTANT
        self.speed = speed
        self.rng = random.Random(0)  # only for the look of the wash
        self.tiles: list[TileItem] = []
        for number, tile in enumerate(FULL_SET):
            item = TileItem(number, tile, art)
            item.setZValue(10)
            item.pressed.connect(self._tile_pressed)
            item.dropped.connect(self._tile_dropped)
            self.addItem(item)
            self.tiles.append(item)
        self.plates = [Plate(p) for p in range(PLACES)]
        for plate in self.plates:
            self.addItem(plate)
        # Plates, hand areas and the banner change rarely: keep each as a picture on screen.
        static: list[QGraphicsItem] = [*self.plates]
        self.low_area = HandArea(
            self.tr("Low hand"), QRectF(LOW_AREA_X, RACK_TOP + 20, HAND_AREA_W, HAND_AREA_H)
        )
        self.high_area = HandArea(
            self.tr("High hand"), QRectF(HIGH_AREA_X, RACK_TOP + 20, HAND_AREA_W, HAND_AREA_H)
        )
        for area in (self.low_area, self.high_area):
            self.addItem(area)
            static.append(area)
        self.dice = [DieItem(art) for _ in range(3)]
        for die in self.dice:
            die.setZValue(50)
            die.setVisible(False)
            self.addItem(die)
        self.banner = Banner()
        self.banner.setZValue(60)
        self.banner.setPos(TABLE_CENTER.x(), TABLE_CENTER.y() - 120)
        self.banner.set_text("")
        self.addItem(self.banner)
        static.append(self.banner)
        for still in static:
            still.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_aside_label = QGraphicsSimpleTextItem(self.tr("set aside"))
        self.set_aside_label.setBrush(QColor(255, 255, 255, 150))
        self.set_aside_label.setVisible(False)
        self.addItem(self.set_aside_label)
        self.hands: tuple[list[TileItem], list[TileItem]] = ([], [])  # low area, high area
        self.undo_stack: list[_Move] = []
        self.setting_enabled = False
        self._banker = DEALER  #: where the dice are shaken and the count starts
        self.woodpile_style = "eight"  #: "eight" stacks of four, or four of eight "lifted" in halves
        self.layout_places()
        self.gather()

    # -- configuration

    def set_speed(self, speed: Speed) -> None:
        self.speed = speed
        self.animator.instant = speed == Speed.INSTANT

    def set_player(self, player: int) -> None:
        self.player = player
        self.layout_places()

    def layout_places(self) -> None:
        for plate in self.plates:
            point = place_point(plate.place, self.player)
            plate.setPos(point)
            plate.is_player = plate.place == self.player
            plate.update()

    def _d(self, name: str) -> int:
        return duration(name, self.speed)

    # -- positions

    def woodpile_point(self, stack: int, level: int) -> QPointF:
        """Stack 0..7 left to right across the middle of the table; levels rise up the screen."""
        gap = PILE_W * 1.45
        x = TABLE_CENTER.x() + (stack - 3.5) * gap
        return QPointF(x, TABLE_CENTER.y() + 10 - level * 5.0)

    def set_aside_point(self, index: int, level: int) -> QPointF:
        """Where the stacks of empty places wait, beside the dealer's place, unseen."""
        dealer = place_point(DEALER, self.player)
        base = _toward_centre(dealer, 150)
        return QPointF(base.x() - 130 + index * (PILE_W * 1.3), base.y() - level * 5.0)

    def place_tile_point(self, place: int, index: int, *, split: bool) -> QPointF:
        """Where tile ``index`` (0..3) of a place's hand lies; ``split`` leaves a gap between hands."""
        # Clear of the name plate: further in at the sides, where the plate is widest.
        angle = place_angle(place, self.player)
        anchor = _toward_centre(
            place_point(place, self.player), (78 + 70 * abs(math.cos(angle))) * max(1.0, text_scale())
        )
        gap = SMALL_W * 1.12
        offset = (index - 1.5) * gap + ((index >= 2) - 0.5) * (gap * 0.6 if split else 0.0)
        return QPointF(anchor.x() + offset, anchor.y())

    # -- helpers that build animations, or apply end states at once

    def _move(
        self,
        targets: Sequence[tuple[TileItem, QPointF]],
        ms: int,
        instant: bool,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
    ) -> QParallelAnimationGroup | None:
        if instant or ms <= 0:
            for item, point in targets:
                item.setPos(point)
            return None
        group = QParallelAnimationGroup(self)
        for item, point in targets:
            animation = QPropertyAnimation(item, b"pos", group)
            animation.setDuration(ms)
            animation.setEndValue(point)
            animation.setEasingCurve(easing)
            group.addAnimation(animation)
        return group

    def _flip(
        self, items: Sequence[TileItem], face_up: bool, ms: int, instant: bool
    ) -> QAbstractAnimation | None:
        if instant or ms <= 0:
            for item in items:
                item.set_face_up(face_up)
                item.set_turn(1.0)
            return None
        group = QParallelAnimationGroup(self)
        for item in items:
            half = QSequentialAnimationGroup(group)
            closing = QPropertyAnimation(item, b"turn", half)
            closing.setDuration(ms // 2)
            closing.setStartValue(1.0)
            closing.setEndValue(0.0)
            opening = QPropertyAnimation(item, b"turn", half)
            opening.setDuration(ms - ms // 2)
            opening.setStartValue(0.0)
            opening.setEndValue(1.0)
            closing.finished.connect(lambda i=item: i.set_face_up(face_up))
            half.addAnimation(closing)
            half.addAnimation(opening)
            group.addAnimation(half)
        return group

    def _step(
        self, build: Callable[[bool], QAbstractAnimation | None], message: str | None = None
    ) -> Callable[[bool], QAbstractAnimation | None]:
        def step(instant: bool) -> QAbstractAnimation | None:
            if message:
                self.status.emit(message)
            return build(instant)

        return step

    # -- the round, step by step

    def gather(self) -> None:
        """All tiles face down in the middle, the hands and results cleared (no animation)."""
        self.setting_enabled = False
        self.hands = ([], [])
        self.undo_stack.clear()
        for area in (self.low_area, self.high_area):
            area.shown = False
            area.set_caption("")
            area.update()
        for item in self.tiles:
            item.set_face_up(False)
            item.set_turn(1.0)
            item.draggable = False
            item.chosen = False
            item.set_width(PILE_W)
            item.setRotation(0)
            item.setVisible(True)
        for stack in range(8):
            for level in range(4):
                item = self.tiles[stack * 4 + level]
                item.setPos(self.woodpile_point(stack, level))
                item.setZValue(10 + level)
        for die in self.dice:
            die.setVisible(False)
        self.banner.set_text("")
        self.set_aside_label.setVisible(False)

    def show_seats(self, titles: dict[int, str], bets: dict[int, str], active: set[int]) -> None:
        """Name every place and show the bets placed this round."""
        for plate in self.plates:
            plate.active = plate.place in active
            plate.hands_text = ""
            plate.set_result("", TEXT)
            plate.set_lit(False)
            plate.set_text(title=titles.get(plate.place, ""), bet=bets.get(plate.place, ""))

    def play_deal(self, deal: Deal, *, seed: int) -> None:
        """Wash, build the woodpile, roll and count, deal the stacks, turn up the player's tiles."""
        self.rng = random.Random(seed)
        self.gather()
        pool = list(self.tiles)
        # Give every physical tile of the deal an item (equal tiles are interchangeable).
        order: list[TileItem] = []
        for stack in deal.woodpile:
            for tile in stack:
                item = next(i for i in pool if i.tile == tile)
                pool.remove(item)
                order.append(item)
        self._stack_items = [order[s * 4 : s * 4 + 4] for s in range(8)]
        self.animator.add(self._step(self._wash_step(0), self.tr("Washing the tiles")))
        self.animator.add(self._wash_step(1), self._wash_step(2))
        self.animator.add(
            self._step(
                self._build_step(lifted=self.woodpile_style == "lifted"),
                self.tr("Building the woodpile: eight stacks of four"),
            )
        )
        self.animator.add(self._step(self._shake_step(), self.tr("The banker shakes the dice")))
        self.animator.add(self._roll_step(deal))
        for count in range(1, deal.total + 1):
            self.animator.add(self._count_step(deal, count))
        self.animator.add(self._count_done_step(deal))
        for stack_number, place in enumerate(deal.order):
            self.animator.add(self._deal_stack_step(deal, stack_number, place))
        self.animator.add(self._step(self._player_tiles_step(deal), self.tr("Your tiles")))
        self.animator.then(self._begin_setting)

    def _wash_step(self, swirl: int) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            if instant:
                return None
            targets = []
            for item in self.tiles:
                angle = self.rng.uniform(0, 2 * math.pi)
                radius = math.sqrt(self.rng.random()) * 230
                point = QPointF(
                    TABLE_CENTER.x() + radius * math.cos(angle) * 1.5,
                    TABLE_CENTER.y() + radius * math.sin(angle) * 0.75,
                )
                targets.append((item, point))
            group = self._move(targets, self._d("wash_swirl"), False, QEasingCurve.Type.InOutSine)
            if group is not None:
                for item in self.tiles:
                    spin = QPropertyAnimation(item, b"rotation", group)
                    spin.setDuration(self._d("wash_swirl"))
                    spin.setEndValue(item.rotation() + self.rng.uniform(-120, 120))
                    group.addAnimation(spin)
            return group

        return build

    def _build_step(self, *, lifted: bool = False) -> Callable[[bool], QAbstractAnimation | None]:
        """Eight stacks of four; or, ``lifted``, four stacks of eight whose top halves are then
        lifted and set beside them (the same eight stacks, built the other common way)."""

        def build(instant: bool) -> QAbstractAnimation | None:
            targets = []
            for stack, items in enumerate(self._stack_items):
                for level, item in enumerate(items):
                    item.setZValue(10 + level)
                    targets.append((item, self.woodpile_point(stack, level)))
            if lifted and not instant:
                tall = []  # first four stacks of eight: stack 2k+1 on top of stack 2k
                for stack, items in enumerate(self._stack_items):
                    for level, item in enumerate(items):
                        height = level + 4 * (stack % 2)
                        item.setZValue(10 + height)
                        tall.append((item, self.woodpile_point(stack - stack % 2, height)))
                build_tall = self._move(tall, self._d("build"), False)
                lift = self._move(targets, self._d("deal_stack"), False, QEasingCurve.Type.OutCubic)
                sequence = QSequentialAnimationGroup(self)
                for part in (build_tall, lift):
                    if part is not None:
                        sequence.addAnimation(part)
                for item in self.tiles:
                    item.setRotation(0)
                return sequence
            group = self._move(targets, self._d("build"), instant)
            for item in self.tiles:
                if group is None:
                    item.setRotation(0)
                else:
                    spin = QPropertyAnimation(item, b"rotation", group)
                    spin.setDuration(self._d("build"))
                    spin.setEndValue(0.0)
                    group.addAnimation(spin)
            return group

        return build

    def _dice_home(self) -> list[QPointF]:
        base = _toward_centre(place_point(self.banker, self.player), 150)
        return [QPointF(base.x() + (i - 1) * 50, base.y()) for i in range(3)]

    def _shake_step(self) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            homes = self._dice_home()
            for die, home in zip(self.dice, homes, strict=True):
                die.setVisible(True)
                die.setPos(home)
            self.sound.emit("dice")
            if instant:
                return None
            group = QParallelAnimationGroup(self)
            ms = self._d("shake")
            for die, home in zip(self.dice, homes, strict=True):
                jiggle = QPropertyAnimation(die, b"pos", group)
                jiggle.setDuration(ms)
                for k in range(1, 8):
                    jiggle.setKeyValueAt(
                        k / 8, home + QPointF(self.rng.uniform(-14, 14), self.rng.uniform(-10, 10))
                    )
                    die.set_face(self.rng.randint(1, 6))
                jiggle.setEndValue(home)
                jiggle.valueChanged.connect(lambda _v, d=die: d.set_face(self.rng.randint(1, 6)))
                group.addAnimation(jiggle)
            return group

        return build

    def _roll_step(self, deal: Deal) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            landing = [QPointF(TABLE_CENTER.x() - 60 + 60 * i, TABLE_CENTER.y() - 60) for i in range(3)]
            for die, face in zip(self.dice, deal.dice, strict=True):
                die.set_face(face)
            self.banner.set_text(f"{' + '.join(map(str, deal.dice))} = {deal.total}")
            self.status.emit(
                self.tr("The dice show {0}: count {0} places from the banker").format(deal.total)
            )
            if instant:
                for die, point in zip(self.dice, landing, strict=True):
                    die.setPos(point)
                    die.setRotation(0)
                return None
            group = QParallelAnimationGroup(self)
            for die, point in zip(self.dice, landing, strict=True):
                move = QPropertyAnimation(die, b"pos", group)
                move.setDuration(self._d("roll"))
                move.setEndValue(point)
                move.setEasingCurve(QEasingCurve.Type.OutBounce)
                group.addAnimation(move)
                spin = QPropertyAnimation(die, b"rotation", group)
                spin.setDuration(self._d("roll"))
                spin.setStartValue(self.rng.uniform(-200, 200))
                spin.setEndValue(0.0)
                group.addAnimation(spin)
            return group

        return build

    def _count_step(self, deal: Deal, count: int) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            place = (deal.counted_from + count - 1) % PLACES
            for plate in self.plates:
                plate.set_lit(plate.place == place)
            self.counted = place
            if instant:
                return None
            pause = QSequentialAnimationGroup(self)
            pause.addPause(self._d("count_step"))
            return pause

        return build

    def _count_done_step(self, deal: Deal) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            name = self.plates[deal.first].title or self.tr("place {0}").format(deal.first)
            self.banner.set_text(self.tr("{0}: {1} takes the first stack").format(deal.total, name))
            self.status.emit(
                self.tr("The count of {0} ends at {1}: the first stack goes there").format(deal.total, name)
            )
            if instant:
                return None
            pause = QSequentialAnimationGroup(self)
            pause.addPause(self._d("count_pause"))
            return pause

        return build

    def _deal_stack_step(
        self, deal: Deal, stack: int, place: int
    ) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            for plate in self.plates:
                plate.set_lit(plate.place == place and place in deal.occupied)
            items = self._stack_items[stack]
            if place in deal.occupied:
                targets = [
                    (item, self.place_tile_point(place, i, split=False)) for i, item in enumerate(items)
                ]
                for item in items:
                    item.set_width(SMALL_W if place != self.player else PILE_W)
            else:
                index = sorted(deal.set_aside).index(place)
                targets = [(item, self.set_aside_point(index, level)) for level, item in enumerate(items)]
                corner = self.set_aside_point(0, 0)
                self.set_aside_label.setPos(corner.x() - PILE_W / 2, corner.y() + PILE_W * TILE_RATIO / 2 + 4)
                self.set_aside_label.setVisible(True)
            if not instant:
                self.sound.emit("tile")
            return self._move(targets, self._d("deal_stack"), instant, QEasingCurve.Type.OutCubic)

        return build

    def _player_tiles_step(self, deal: Deal) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            for plate in self.plates:
                plate.set_lit(False)
            for die in self.dice:
                die.setVisible(False)
            self.banner.set_text("")
            stack = self._stack_items[deal.stack_of(self.player)] if self.player in deal.occupied else []
            self.hands = (list(stack[:2]), list(stack[2:]))
            for area in (self.low_area, self.high_area):
                area.shown = bool(stack)
                area.update()
            for item in stack:
                item.set_width(RACK_W)
                item.setZValue(10)
            targets = self._hand_targets()
            move = self._move(targets, self._d("arrange"), instant)
            flip = self._flip(stack, True, self._d("flip"), instant)
            if move is None and flip is None:
                return None
            group = QSequentialAnimationGroup(self)
            for part in (move, flip):
                if part is not None:
                    group.addAnimation(part)
            return group

        return build

    def _begin_setting(self) -> None:
        if not self.hands[0] and not self.hands[1]:
            self.ready_to_set.emit()  # the player sat out: nothing to set
            return
        self.setting_enabled = True
        for item in self.hands[0] + self.hands[1]:
            item.draggable = True
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.status.emit(
            self.tr("Set your hand: drag or click tiles between the low and high hand, then confirm")
        )
        self.ready_to_set.emit()
        self.arrangement_changed.emit()

    # -- the player's hands

    @property
    def banker(self) -> int:
        return self._banker

    def set_banker(self, place: int) -> None:
        self._banker = place

    def player_items(self) -> list[TileItem]:
        """The player's four tiles in the order the keys 1-4 pick them: low hand first."""
        return self.hands[0] + self.hands[1]

    def player_hands(self) -> tuple[list[Tile], list[Tile]]:
        return [i.tile for i in self.hands[0]], [i.tile for i in self.hands[1]]

    def complete(self) -> bool:
        return len(self.hands[0]) == 2 and len(self.hands[1]) == 2

    def _hand_targets(self) -> list[tuple[TileItem, QPointF]]:
        targets = []
        for hand, area in zip(self.hands, (self.low_area, self.high_area), strict=True):
            for index, item in enumerate(hand):
                point = area.slot_point(index, len(hand))
                item.home = point
                targets.append((item, point))
        return targets

    def _relayout_hands(self) -> None:
        self.animator.add(lambda instant: self._move(self._hand_targets(), self._d("arrange"), instant))

    def hand_of(self, item: TileItem) -> int:
        return 0 if item in self.hands[0] else 1

    def move_to_other_hand(
        self, item: TileItem, *, onto: TileItem | None = None, record: bool = True
    ) -> bool:
        """Move a tile to the other hand (swapping with ``onto`` when given); False if not allowed."""
        if not self.setting_enabled or item not in self.player_items():
            return False
        source = self.hand_of(item)
        target = 1 - source
        swapped = None
        if onto is not None and onto in self.hands[target]:
            index_a, index_b = self.hands[source].index(item), self.hands[target].index(onto)
            self.hands[source][index_a], self.hands[target][index_b] = onto, item
            swapped = onto
        elif len(self.hands[target]) < MAX_IN_HAND:
            self.hands[source].remove(item)
            self.hands[target].append(item)
        else:
            return False
        if record:
            self.undo_stack.append(_Move(item, source, target, swapped))
        self._relayout_hands()
        self.sound.emit("tile")
        self.arrangement_changed.emit()
        return True

    def undo(self) -> bool:
        """Take back the last move of a tile."""
        if not self.setting_enabled or not self.undo_stack:
            return False
        move = self.undo_stack.pop()
        return self.move_to_other_hand(move.tile, onto=move.swapped_with, record=False)

    def arrange(self, low: Sequence[Tile], high: Sequence[Tile], *, record: bool = True) -> None:
        """Put the player's tiles into exactly these two hands (house way, or the final order)."""
        items = self.player_items()
        new_low: list[TileItem] = []
        for tile in low:
            item = next(i for i in items if i.tile == tile and i not in new_low)
            new_low.append(item)
        new_high = [i for i in items if i not in new_low]
        assert sorted(i.tile.kind for i in new_high) == sorted(t.kind for t in high)
        self.hands = (new_low, new_high)
        if record:
            self.undo_stack.clear()
        self._relayout_hands()
        self.arrangement_changed.emit()

    def hand_area_at(self, point: QPointF) -> int | None:
        for index, area in enumerate((self.low_area, self.high_area)):
            if area.rect.adjusted(-20, -40, 20, 20).contains(point):
                return index
        return None

    def hover_drop(self, point: QPointF) -> None:
        target = self.hand_area_at(point)
        self.low_area.set_hot(target == 0)
        self.high_area.set_hot(target == 1)

    def _tile_pressed(self, item: TileItem) -> None:
        self.choose(None)
        self.move_to_other_hand(item)

    def _tile_dropped(self, item: TileItem, point: QPointF) -> None:
        self.hover_drop(QPointF(-1000, -1000))
        target = self.hand_area_at(point)
        moved = False
        if target is not None and target != self.hand_of(item):
            onto = next((i for i in self.hands[target] if i.sceneBoundingRect().contains(point)), None)
            if onto is None and len(self.hands[target]) >= 2:
                onto = min(self.hands[target], key=lambda i: abs(i.pos().x() - point.x()))
            moved = self.move_to_other_hand(item, onto=onto)
        if not moved:  # dropped anywhere else: fly home
            self.animator.add(lambda instant: self._move([(item, item.home)], self._d("snap_back"), instant))

    def choose(self, index: int | None) -> TileItem | None:
        """Pick a tile with the keys 1-4 (None clears)."""
        items = self.player_items()
        for item in items:
            item.chosen = False
            item.update()
        if index is None or not self.setting_enabled or not 0 <= index < len(items):
            return None
        items[index].chosen = True
        items[index].update()
        self.chosen_changed.emit(items[index])
        return items[index]

    def chosen(self) -> TileItem | None:
        return next((i for i in self.player_items() if i.chosen), None)

    def finish_setting(self, setting: Setting) -> None:
        """Lock the player's hands in the final order (the program puts the higher hand high)."""
        self.arrange(setting.low.tiles, setting.high.tiles)
        self.plates[self.player].hands_text = self.tr("low {0}, high {1}").format(
            hand_name(setting.low), hand_name(setting.high)
        )
        self.setting_enabled = False
        for item in self.player_items():
            item.draggable = False
            item.chosen = False

    # -- what a screen reader is told

    def accessible_parts(self) -> list[AccessiblePart]:
        """The table's parts a screen reader lists, in reading order: the places in play (name,
        bet, hands once shown, result), then the two hand slots and the player's tiles."""
        parts: list[AccessiblePart] = []
        for plate in sorted(self.plates, key=lambda p: (p.y(), p.x())):
            if not plate.title:
                continue
            details = [d for d in (plate.bet, plate.hands_text, plate.result) if d]
            description = self.tr("empty seat") if not plate.active else "; ".join(details)
            parts.append(AccessiblePart(plate, PartKind.PLACE, plate.title, description))
        if not any(self.hands):
            return parts
        for index, (area, hand) in enumerate(zip((self.low_area, self.high_area), self.hands, strict=True)):
            tiles = ", ".join(f"{i.tile} {tile_name(i.tile.name)}" for i in hand) or self.tr("empty")
            words = f"{tiles}: {area.caption}" if area.caption else tiles
            parts.append(AccessiblePart(area, PartKind.SLOT, area.title, words))
            for item in hand:
                number = self.player_items().index(item) + 1
                name = self.tr("Tile {0}: {1} {2}").format(number, item.tile, tile_name(item.tile.name))
                if not self.setting_enabled:
                    where = self.tr("in the low hand") if index == 0 else self.tr("in the high hand")
                elif index == 0:
                    where = self.tr("in the low hand; press {0} then Space to move it high").format(number)
                else:
                    where = self.tr("in the high hand; press {0} then Space to move it low").format(number)
                parts.append(AccessiblePart(item, PartKind.TILE, name, where, focused=item.chosen))
        return parts

    # -- the reveal and the results

    def play_reveal(
        self,
        deal: Deal,
        reveal: Reveal,
        settings: dict[int, Setting],
        rules: dict[int, str],
        settlement: Settlement,
        money: Callable[[int], str],
    ) -> None:
        """Turn up every hand, set them low and high, and show each place's result."""
        order = [p for p in deal.order if p in deal.occupied and p != self.player]
        # The banker last, so each comparison reads against it.
        order = [p for p in order if p != reveal.banker] + [reveal.banker]
        for place in order:
            self.animator.add(self._reveal_step(deal, place, settings[place], rules.get(place)))
        self.animator.add(self._results_step(reveal, settlement, money))
        self.animator.then(self.reveal_shown.emit)

    def _reveal_step(
        self, deal: Deal, place: int, setting: Setting, rule: str | None
    ) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            stack = self._stack_items[deal.stack_of(place)]
            low, high = list(setting.low.tiles), list(setting.high.tiles)
            ordered: list[TileItem] = []
            for tile in low + high:
                ordered.append(next(i for i in stack if i.tile == tile and i not in ordered))
            targets = [(item, self.place_tile_point(place, i, split=True)) for i, item in enumerate(ordered)]
            who = self.plates[place].title
            self.plates[place].hands_text = self.tr("low {0}, high {1}").format(
                hand_name(setting.low), hand_name(setting.high)
            )
            if rule:
                self.status.emit(self.tr("{0} sets by the house way: {1}").format(who, say(rule)))
            flip = self._flip(ordered, True, self._d("flip"), instant)
            move = self._move(targets, self._d("arrange"), instant)
            if flip is None and move is None:
                return None
            group = QSequentialAnimationGroup(self)
            for part in (flip, move):
                if part is not None:
                    group.addAnimation(part)
            group.addPause(self._d("reveal_pause"))
            return group

        return build

    def _results_step(
        self, reveal: Reveal, settlement: Settlement, money: Callable[[int], str]
    ) -> Callable[[bool], QAbstractAnimation | None]:
        def build(instant: bool) -> QAbstractAnimation | None:
            for matchup in reveal.matchups:
                outcome = settlement.place(matchup.place)
                copies = matchup.comparison.copies
                if not copies:
                    mark = ""
                elif copies == 1:
                    mark = self.tr(" (1 copy)")
                else:
                    mark = self.tr(" ({0} copies)").format(copies)
                if matchup.result is BetResult.WIN:
                    text, colour = self.tr("WIN +{0}").format(money(outcome.net_cents)), WIN_COLOUR
                elif matchup.result is BetResult.LOSS:
                    text, colour = self.tr("LOSS {0}{1}").format(money(outcome.net_cents), mark), LOSS_COLOUR
                else:
                    text, colour = self.tr("PUSH{0}").format(mark), PUSH_COLOUR
                self.plates[matchup.place].set_result(text, colour)
            banker = self.plates[reveal.banker]
            low, high = reveal.banker_setting.low, reveal.banker_setting.high
            if reveal.banker == DEALER:
                banker.set_result(f"{short_name(low)} / {short_name(high)}", GOLD)
            else:  # a seat banks: show what its bank made
                net = settlement.place(reveal.banker).net_cents
                sign = "+" if net >= 0 else ""
                banker.set_result(
                    self.tr("BANK {0}").format(f"{sign}{money(net)}"),
                    WIN_COLOUR if net > 0 else LOSS_COLOUR if net < 0 else GOLD,
                )
            self.status.emit(
                self.tr("{0} holds {1} / {2}").format(banker.title, hand_name(low), hand_name(high))
            )
            self.sound.emit("chips")
            return None

        return build

    def skip(self) -> None:
        self.animator.skip()

    # -- the felt

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor("#1b1410"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(
            TABLE_CENTER.x() - TABLE_RX - 26,
            TABLE_CENTER.y() - TABLE_RY - 26,
            2 * TABLE_RX + 52,
            2 * TABLE_RY + 52,
        )
        rail = QLinearGradient(outer.topLeft(), outer.bottomLeft())
        rail.setColorAt(0, RAIL.lighter(130))
        rail.setColorAt(1, RAIL.darker(140))
        painter.setBrush(QBrush(rail))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(outer)
        felt = QRadialGradient(TABLE_CENTER, TABLE_RX)
        felt.setColorAt(0, FELT.lighter(118))
        felt.setColorAt(0.75, FELT)
        felt.setColorAt(1, FELT_DARK)
        painter.setBrush(QBrush(felt))
        painter.drawEllipse(TABLE_CENTER, TABLE_RX, TABLE_RY)
        painter.setPen(QPen(QColor(230, 195, 106, 90), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(TABLE_CENTER, TABLE_RX - 120, TABLE_RY - 95)
        path = QPainterPath()
        font = QFont()
        font.setPixelSize(30)
        font.setBold(True)
        path.addText(QPointF(0, 0), font, self.tr("PAI GOW"))
        bounds = path.boundingRect()
        painter.save()
        painter.translate(TABLE_CENTER.x() - bounds.width() / 2, TABLE_CENTER.y() + 130)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 28))
        painter.drawPath(path)
        painter.restore()


def short_name(hand: Hand) -> str:
    """A hand's name in a word or two, for a place's plate: "Pair", "Wong", "Gong", "7"."""
    kind = hand.kind
    if kind is HandKind.PAIR:
        return QCoreApplication.translate("TableScene", "Pair")
    if kind in (HandKind.WONG, HandKind.GONG):
        return hand_name(hand)
    return str(hand.points)


__all__ = [
    "DEALER",
    "SCENE_RECT",
    "AccessiblePart",
    "HandArea",
    "PartKind",
    "Plate",
    "TableScene",
    "TileItem",
    "deal_order",
    "place_point",
]
