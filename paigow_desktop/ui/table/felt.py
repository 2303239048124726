"""The felt every game's table is laid on: the base scene of all three games.

A :class:`FeltScene` holds what every table shares: the felt and its rail, the layout that maps the
design's places onto the view's room (:class:`TableLayout`), the dice and their cup, the banner over
the middle, and the helpers that build a round's animations (or apply their end states at once).
What lies on the felt comes in layers, parts the game's scene takes: the 32 tiles, their wash and
woodpile (:mod:`paigow_desktop.ui.table.tile_layer`), or a deck's cards
(:mod:`paigow_desktop.ui.table.card_layer`).

Text here is translated with explicit contexts: PySide6's ``self.tr`` looks a string up under the
instance's own class name, which would miss strings written in a base class.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.items import (
    FELT,
    FELT_DARK,
    RAIL,
    AccessiblePart,
    Banner,
    Plate,
    table_font,
)
from paigow_desktop.ui.table.pieces import CupItem, DieItem
from paigow_desktop.ui.table.showdown import ShowdownBanner, covered_area, least_covering_shift
from paigow_desktop.ui.timings import Speed, duration

#: The table's design coordinates: where things go, mapped onto whatever room the view has.
SCENE_RECT = QRectF(0, 0, 1600, 1000)
TABLE_CENTER = QPointF(800, 385)
TABLE_RX, TABLE_RY = 740.0, 350.0
#: The design's height the felt and its rail take, above your own hand's strip when it has one.
FELT_FOOT = 775.0
#: How far the table may stretch one way more than the other to fill the room it has.
MAX_STRETCH = 2.0


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The table laid out for a view of ``width`` by ``height`` logical pixels.

    Places are planned in design coordinates (:data:`SCENE_RECT`) and mapped here, stretched to
    fill the room (up to :data:`MAX_STRETCH` one way more than the other); tiles and dice grow by
    ``unit``; words keep the desktop's font size whatever the room.  The scales are worked out
    once, when the layout is made: every point of a deal passes through :meth:`at`.

    ``strip`` keeps that many logical pixels along the bottom for a strip of the game's own (your
    hand, drawn at a size you can read whatever the room): the design's top ``design_height``
    units (the felt and its rail) are then mapped onto the room above it.
    """

    width: float = SCENE_RECT.width()
    height: float = SCENE_RECT.height()
    strip: float = 0.0  #: logical pixels kept along the bottom for the game's own strip
    design_height: float = SCENE_RECT.height()  #: how much of the design lies above the strip
    sx: float = field(init=False)  #: design units to scene pixels, across
    sy: float = field(init=False)  #: and down
    unit: float = field(init=False)  #: how large tiles and dice are against the design
    ox: float = field(init=False)
    oy: float = field(init=False)

    def __post_init__(self) -> None:
        above = max(1.0, self.height - self.strip)
        fit_x, fit_y = self.width / SCENE_RECT.width(), above / self.design_height
        sx, sy = min(fit_x, fit_y * MAX_STRETCH), min(fit_y, fit_x * MAX_STRETCH)
        object.__setattr__(self, "sx", sx)
        object.__setattr__(self, "sy", sy)
        object.__setattr__(self, "unit", min(sx, sy))
        object.__setattr__(self, "ox", (self.width - SCENE_RECT.width() * sx) / 2)
        object.__setattr__(self, "oy", (above - self.design_height * sy) / 2)

    @property
    def strip_top(self) -> float:
        """Where the game's own strip begins (the view's foot when it has none)."""
        return self.height - self.strip

    @property
    def origin(self) -> QPointF:
        return QPointF(self.ox, self.oy)

    def at(self, x: float, y: float) -> QPointF:
        """The scene point of the design point (x, y)."""
        return QPointF(self.ox + x * self.sx, self.oy + y * self.sy)

    def point(self, design: QPointF) -> QPointF:
        return QPointF(self.ox + design.x() * self.sx, self.oy + design.y() * self.sy)

    def design(self, point: QPointF) -> QPointF:
        """The design point of a scene point (the inverse of :meth:`point`)."""
        return QPointF((point.x() - self.ox) / self.sx, (point.y() - self.oy) / self.sy)


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a tile or a card rests, by meaning: the scene turns it into a point and a size for
    its layout.

    ``kind`` is "pile" (a, b: stack and level) in the tile layer; a game adds its own kinds.
    """

    kind: str
    a: int = 0
    b: int = 0
    c: int = 0
    split: bool = False


#: An animation step: builds its animation, or applies its end state at once when ``instant``.
Step = Callable[[bool], QAbstractAnimation | None]


class TableLayer(Protocol):
    """A part of the table laid on the felt (the tiles, or the cards): it follows a new layout."""

    def resize(self, old: TableLayout, new: TableLayout) -> None:
        """Put every piece where it belongs for ``new`` (it was laid out for ``old``)."""


class FeltScene(QGraphicsScene):
    """The felt, three dice, their cup and a banner; the layers on the felt; the steps every
    table's round shares."""

    status = Signal(str)  #: what happens now, for the status line
    sound = Signal(str)  #: a sound to play: "tile", "dice" or "chips" (the window decides if)

    def __init__(self, art: SceneArtwork, *, speed: Speed = Speed.NORMAL, felt_title: str = "") -> None:
        super().__init__(SCENE_RECT)
        from paigow_desktop.ui.animator import Animator

        self.art = art
        self.felt_title = felt_title  #: the game's name, written on the felt
        self.animator = Animator(self)
        self.animator.instant = speed == Speed.INSTANT
        self.speed = speed
        self.rng = random.Random(0)  # only for the look of the wash and the dice
        #: what lies on the felt, each part following the layout (a game's scene adds its own)
        self.layers: list[TableLayer] = []
        self.dice = [DieItem(art) for _ in range(3)]
        for die in self.dice:
            die.setZValue(50)
            die.setVisible(False)
            self.addItem(die)
        self.cup = CupItem(art)
        self.cup.setZValue(55)
        self.cup.setVisible(False)
        self.addItem(self.cup)
        self.banner = Banner()
        self.banner.setZValue(60)
        self.banner.set_text("")
        self.addItem(self.banner)
        self.lay = TableLayout()  #: the layout for the view's size (the design size until shown)

    # -- what a game's scene provides

    def accessible_parts(self) -> list[AccessiblePart]:
        """The table's parts a screen reader lists, in reading order (the game says which)."""
        return []

    def dice_home(self) -> list[QPointF]:
        """Where the three dice are shaken: in front of the banker, by default the middle."""
        return [self.lay.at(TABLE_CENTER.x() + (i - 1) * 50, TABLE_CENTER.y() + 150) for i in range(3)]

    def spot_point(self, spot: Spot) -> QPointF:
        """Where a piece at ``spot`` rests in the present layout (each layer and game says)."""
        raise ValueError(f"no place on the felt for a piece at {spot}")

    def spot_width(self, spot: Spot) -> float:
        """How wide a piece at ``spot`` is in the present layout (each layer and game says)."""
        raise ValueError(f"no size on the felt for a piece at {spot}")

    def relayout(self) -> None:
        """Place what the game owns for the present layout (its plates, slots, labels)."""
        self.banner.restyle()
        self.banner.setPos(self.lay.at(TABLE_CENTER.x(), TABLE_CENTER.y() - 120))

    def text_items(self) -> list[QGraphicsItem]:
        """Every item on the table that draws words (their fonts are checked for size)."""
        return [i for i in self.items() if hasattr(i, "text_fonts") or isinstance(i, QGraphicsSimpleTextItem)]

    # -- the layout

    def table_layout(self, width: float, height: float) -> TableLayout:
        """The layout for a view of ``width`` by ``height`` (a game may keep a strip of its own)."""
        return TableLayout(width, height)

    def resize_table(self, size: QSizeF) -> None:
        """Lay the table out for a view of this size: finish any animation, then put every item
        where it belongs in the new room."""
        new = self.table_layout(max(1.0, size.width()), max(1.0, size.height()))
        if new == self.lay:
            return
        self.animator.skip()
        old, self.lay = self.lay, new
        self.setSceneRect(QRectF(0, 0, new.width, new.height))
        for layer in self.layers:
            layer.resize(old, new)
        for die in self.dice:
            die.setPos(new.point(old.design(die.pos())))
            die.set_size(self.die_size())
        self.cup.setPos(new.point(old.design(self.cup.pos())))
        self.cup.set_size(CupItem.SIZE * new.unit)
        self.relayout()

    # -- configuration

    def set_speed(self, speed: Speed) -> None:
        self.speed = speed
        self.animator.instant = speed == Speed.INSTANT

    def _d(self, name: str) -> int:
        return duration(name, self.speed)

    # -- helpers that build animations, or apply end states at once

    def _move(
        self,
        targets: Sequence[tuple[QGraphicsObject, QPointF]],
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

    def _step(self, build: Step, message: str | None = None) -> Step:
        def step(instant: bool) -> QAbstractAnimation | None:
            if message:
                self.status.emit(message)
            return build(instant)

        return step

    def felt_rect(self) -> QRectF:
        """The felt's bounding box, in scene coordinates."""
        return QRectF(
            self.lay.point(TABLE_CENTER - QPointF(TABLE_RX, TABLE_RY)),
            self.lay.point(TABLE_CENTER + QPointF(TABLE_RX, TABLE_RY)),
        )

    def on_felt(self, rect: QRectF) -> bool:
        """Whether ``rect`` (in scene coordinates) lies wholly on the felt's oval, off the rail."""
        felt = self.felt_rect()
        centre, rx, ry = felt.center(), felt.width() / 2, felt.height() / 2
        if rx <= 0 or ry <= 0:
            return False
        # The oval is convex: a rectangle is inside when its four corners are.
        for x in (rect.left(), rect.right()):
            for y in (rect.top(), rect.bottom()):
                if ((x - centre.x()) / rx) ** 2 + ((y - centre.y()) / ry) ** 2 > 1:
                    return False
        return True

    def move_clear(
        self, item: QGraphicsItem, obstacles: Sequence[QRectF], room: QRectF | None = None
    ) -> float:
        """Move ``item`` (a banner) from where it is to the nearby spot on the felt (and inside
        ``room``) where it covers the least of ``obstacles``: none when there is room.  Left where
        it is when it does not fit on the felt at all.  How much it still covers, in square pixels."""
        felt = self.felt_rect() if room is None else self.felt_rect().intersected(room)
        box = item.sceneBoundingRect()
        if felt.contains(box):
            # Steps that reach across most of the felt whatever its size: on a small table the
            # room beside the middle is far from it in steps of a few pixels.
            step = max(8.0 * max(self.lay.unit, 0.5), felt.width() / 60)
            # The felt's box has corners of rail: a spot off them first, if one covers nothing.
            start = item.pos()
            item.moveBy(*least_covering_shift(box, [*obstacles, *self._rail_corners()], felt, step).toTuple())
            covered = covered_area(item.sceneBoundingRect(), obstacles)
            if covered > 0:
                on_felt = item.pos()
                item.setPos(start)
                item.moveBy(*least_covering_shift(box, obstacles, felt, step).toTuple())
                if covered_area(item.sceneBoundingRect(), obstacles) >= covered:
                    item.setPos(on_felt)
        return covered_area(item.sceneBoundingRect(), obstacles)

    def _rail_corners(self) -> list[QRectF]:
        """The four corners of the felt's box that lie wholly off its oval (beyond the points at
        45 degrees round it)."""
        felt = self.felt_rect()
        w, h = felt.width() * (1 - math.sqrt(0.5)) / 2, felt.height() * (1 - math.sqrt(0.5)) / 2
        return [
            QRectF(x, y, w, h)
            for x in (felt.left(), felt.right() - w)
            for y in (felt.top(), felt.bottom() - h)
        ]

    def place_banner(
        self, banner: ShowdownBanner, obstacles: Sequence[QRectF], room: QRectF | None = None
    ) -> None:
        """The result banner, from where it is, moved clear of ``obstacles`` (:meth:`move_clear`);
        where the whole story covers any of them, the short story
        (:meth:`ShowdownBanner.set_compact`), else the heading alone, the first that covers none
        (the tooltip and the side panel say the rest); else the one that covers least."""
        start = banner.pos()
        tried: list[tuple[float, int, QPointF]] = []
        for level in range(3):
            banner.set_brevity(level)
            banner.setPos(start)
            covered = self.move_clear(banner, obstacles, room)
            if covered <= 0:
                return
            tried.append((covered, level, banner.pos()))
        _covered, level, where = min(tried, key=lambda t: (t[0], t[1]))
        banner.set_brevity(level)
        banner.setPos(where)

    # -- the steps every round shares

    def plays_at_once(self) -> bool:
        """Whether steps queued now are played before control comes back (speed 0, nothing
        playing): their end states are all anyone will see."""
        return self.animator.instant and not self.animator.busy

    def clear_felt(self) -> None:
        """The dice and their cup away, the banner empty."""
        for die in self.dice:
            die.setVisible(False)
            die.set_size(self.die_size())
        self.cup.setVisible(False)
        self.cup.set_size(CupItem.SIZE * self.lay.unit)
        self.banner.set_text("")

    def die_size(self) -> float:
        """A die's side in the present layout: with the table, but never too small to read."""
        return max(DieItem.SIZE * self.lay.unit, DieItem.LEAST)

    def dice_landing(self) -> list[QPointF]:
        """Where the rolled dice come to rest: in a row above the woodpile, under the banner
        (its words keep the desktop's size on a short felt, while the row shrinks with the
        table); where the row would run into it, beside it, to its right or else its left,
        on the felt and clear of the plates; else under it all the same."""
        size = self.die_size()
        step = max(60 * self.lay.unit, size * 1.3)
        middle = self.lay.at(TABLE_CENTER.x(), TABLE_CENTER.y() - 60)
        below = [QPointF(middle.x() + (i - 1) * step, middle.y()) for i in range(3)]
        said = self.banner.sceneBoundingRect()
        if said.isEmpty() or not _row_room(below, size).adjusted(-4, -4, 4, 4).intersects(said):
            return below
        y, gap = said.bottom() - size / 2, 8 + size / 2  # level with its foot: the plates are above
        right = [QPointF(said.right() + gap + i * step, y) for i in range(3)]
        left = [QPointF(said.left() - gap - (2 - i) * step, y) for i in range(3)]
        for row in (right, left):
            room = _row_room(row, size)
            near = [i for i in self.items(room) if isinstance(i, Plate) and i.isVisible()]
            # A plate's frame, not its glow when lit.
            if self.on_felt(room) and not any(
                room.intersects(p.mapRectToScene(p.plate_rect())) for p in near
            ):
                return row
        return below

    def _dice_clear_of_banner(self, instant: bool) -> QAbstractAnimation | None:
        """The dice at rest moved clear of the banner, whose words have just changed (they came
        to rest clear of the shorter words of their sum); None when they are clear already."""
        if not any(die.isVisible() for die in self.dice):
            return None
        targets = [(d, p) for d, p in zip(self.dice, self.dice_landing(), strict=True) if d.pos() != p]
        return self._move(targets, self._d("arrange"), instant) if targets else None

    def _cup_home(self) -> QPointF:
        homes = self.dice_home()
        return QPointF(sum(p.x() for p in homes) / len(homes), sum(p.y() for p in homes) / len(homes))

    def _shake_step(self) -> Step:
        """The banker shakes the three dice in the cup (unseen inside it)."""

        def build(instant: bool) -> QAbstractAnimation | None:
            home = self._cup_home()
            for die in self.dice:
                die.setVisible(False)
                die.setPos(home)
            self.sound.emit("dice")
            if instant:
                return None
            cup = self.cup
            cup.setPos(home)
            cup.setRotation(0)
            cup.setOpacity(1.0)
            cup.setVisible(True)
            group = QParallelAnimationGroup(self)
            ms = self._d("shake")
            rock = QPropertyAnimation(cup, b"rotation", group)
            rock.setDuration(ms)
            jiggle = QPropertyAnimation(cup, b"pos", group)
            jiggle.setDuration(ms)
            shake = 10 * self.lay.unit
            for k in range(1, 10):
                rock.setKeyValueAt(k / 10, 14.0 if k % 2 else -14.0)
                jiggle.setKeyValueAt(
                    k / 10, home + QPointF(self.rng.uniform(-shake, shake), -abs(shake) * (k % 2))
                )
            rock.setEndValue(0.0)
            jiggle.setEndValue(home)
            group.addAnimation(rock)
            group.addAnimation(jiggle)
            return group

        return build

    def _roll_step(self, dice: Sequence[int], message: str) -> Step:
        """The cup tips toward the middle and the dice tumble out showing ``dice``; ``message``
        says what the count will be."""

        def build(instant: bool) -> QAbstractAnimation | None:
            for die, face in zip(self.dice, dice, strict=True):
                die.set_face(face)
                die.setVisible(True)
            self.banner.set_text(f"{' + '.join(map(str, dice))} = {sum(dice)}")
            landing = self.dice_landing()
            self.status.emit(message)
            if instant:
                self.cup.setVisible(False)
                for die, point in zip(self.dice, landing, strict=True):
                    die.setPos(point)
                    die.setRotation(0)
                return None
            group = QParallelAnimationGroup(self)
            ms = self._d("roll")
            cup = self.cup
            toward = 1.0 if landing[1].x() >= cup.x() else -1.0
            tip = QPropertyAnimation(cup, b"rotation", group)
            tip.setDuration(ms)
            tip.setEndValue(110.0 * toward)
            fade = QPropertyAnimation(cup, b"opacity", group)
            fade.setDuration(ms)
            fade.setKeyValueAt(0.5, 1.0)
            fade.setEndValue(0.0)
            group.addAnimation(tip)
            group.addAnimation(fade)
            group.finished.connect(lambda: cup.setVisible(False))
            for die, point in zip(self.dice, landing, strict=True):
                die.setPos(cup.pos())
                move = QPropertyAnimation(die, b"pos", group)
                move.setDuration(ms)
                move.setEndValue(point)
                move.setEasingCurve(QEasingCurve.Type.OutBounce)
                group.addAnimation(move)
                spin = QPropertyAnimation(die, b"rotation", group)
                spin.setDuration(ms)
                spin.setStartValue(self.rng.uniform(-200, 200))
                spin.setEndValue(0.0)
                group.addAnimation(spin)
            return group

        return build

    def skip(self) -> None:
        self.animator.skip()

    # -- the felt

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor("#1b1410"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lay = self.lay
        centre = lay.point(TABLE_CENTER)
        rx, ry = TABLE_RX * lay.sx, TABLE_RY * lay.sy
        rim = 26 * lay.unit
        outer = QRectF(centre.x() - rx - rim, centre.y() - ry - rim, 2 * (rx + rim), 2 * (ry + rim))
        rail = QLinearGradient(outer.topLeft(), outer.bottomLeft())
        rail.setColorAt(0, RAIL.lighter(130))
        rail.setColorAt(1, RAIL.darker(140))
        painter.setBrush(QBrush(rail))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(outer)
        felt = QRadialGradient(centre, max(rx, ry))
        felt.setColorAt(0, FELT.lighter(118))
        felt.setColorAt(0.75, FELT)
        felt.setColorAt(1, FELT_DARK)
        painter.setBrush(QBrush(felt))
        painter.drawEllipse(centre, rx, ry)
        painter.setPen(QPen(QColor(230, 195, 106, 90), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, rx - 120 * lay.sx, ry - 95 * lay.sy)
        if not self.felt_title:
            return
        font = table_font("title")
        font.setPixelSize(round(font.pixelSize() * 1.4))
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, self.felt_title)
        bounds = path.boundingRect()
        painter.save()
        below = lay.at(TABLE_CENTER.x(), TABLE_CENTER.y() + 130)
        painter.translate(centre.x() - bounds.width() / 2, below.y() + QFontMetricsF(font).ascent() / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 28))
        painter.drawPath(path)
        painter.restore()


def _row_room(row: Sequence[QPointF], size: float) -> QRectF:
    """The felt a row of dice of side ``size`` takes, their centres at ``row`` (left to right)."""
    return QRectF(row[0].x() - size / 2, row[0].y() - size / 2, row[-1].x() - row[0].x() + size, size)
