"""The table: a QGraphicsScene that owns the eight places, the player's hand slots and the tiles.

The scene plans its places in design coordinates, lays them out for the room
the view has (words at the desktop's font size, tiles as large as the room
allows) and plays each step of a round as animation.  Tile items
are thin: they draw themselves at the exact pixel size they occupy on screen and
report presses; the scene decides where tiles may go and asks the engine, never
the items, what a setting is worth.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from paigow_desktop.games.paigow.hands import Hand, HandKind
from paigow_desktop.games.paigow.round import DEALER, PLACES, Deal, Reveal, Settlement, deal_order
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.paigow.showdown import ShowdownBanner, tell
from paigow_desktop.ui.names import hand_name, say, tile_name
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.items import (
    GOLD,
    LOSS_COLOUR,
    PILE_W,
    PUSH_COLOUR,
    SMALL_W,
    TEXT,
    TILE_RATIO,
    WIN_COLOUR,
    AccessiblePart,
    ChipStack,
    PartKind,
    Plate,
    TileItem,
    paint_kept,
    table_font,
)
from paigow_desktop.ui.table.scene import SCENE_RECT, TABLE_CENTER, Spot, Step, TileTableScene
from paigow_desktop.ui.timings import Speed

SEAT_RX, SEAT_RY = 610.0, 282.0
RACK_TOP = 760.0
HAND_AREA_W = 370.0
HAND_AREA_H = 200.0
LOW_AREA_X = 800.0 - 30.0 - HAND_AREA_W
HIGH_AREA_X = 800.0 + 30.0
MAX_IN_HAND = 4


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


class HandArea(QGraphicsObject):
    """One of the player's two hands: a drop target with its live name."""

    def __init__(self, title: str, rect: QRectF) -> None:
        super().__init__()
        self.title = title
        self.rect = rect
        self.caption = ""
        self.hot = False  # a dragged tile is over it
        self.shown = False
        self.restyle()

    def restyle(self) -> None:
        self.title_font = table_font("heading")
        self.caption_font = table_font()

    def text_fonts(self) -> list[QFont]:
        return [self.title_font, self.caption_font]

    def head_height(self) -> float:
        """The room the title and the caption take above the hand, a line each."""
        return QFontMetricsF(self.title_font).height() + QFontMetricsF(self.caption_font).height() + 6

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -self.head_height() - 2, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.shown:
            return
        frame = self.rect.adjusted(-2, -2, 2, 2)
        paint_kept(painter, frame, ("slot", frame.width(), frame.height(), self.hot), self._paint_frame)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.title_font)
        painter.setPen(TEXT)
        title_height = QFontMetricsF(self.title_font).height()
        top = self.rect.y() - self.head_height()
        head = QRectF(self.rect.x() + 6, top, self.rect.width() - 12, title_height)
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(self.caption_font)
        painter.setPen(GOLD)
        # The caption has a line of its own, shortened with an ellipsis only if it must be.
        room = QRectF(head.x(), head.bottom(), head.width(), QFontMetricsF(self.caption_font).height())
        caption = QFontMetricsF(self.caption_font).elidedText(
            self.caption, Qt.TextElideMode.ElideRight, room.width()
        )
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)

    def _paint_frame(self, painter: QPainter) -> None:
        painter.setBrush(QColor(255, 255, 255, 40 if self.hot else 18))
        pen = QPen(GOLD if self.hot else QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect, 16, 16)

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.caption = caption
            self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def tile_width(self) -> float:
        """How wide the player's tiles are in this hand: two side by side, filling its height."""
        return max(8.0, min(self.rect.width() / 2.6, (self.rect.height() - 10) / TILE_RATIO))

    def slot_point(self, index: int, count: int) -> QPointF:
        """Where tile ``index`` of ``count`` rests in this hand."""
        width = self.tile_width()
        gap = width * 1.18
        if count > 1:
            gap = min(gap, (self.rect.width() - width - 8) / (count - 1))
        first = self.rect.center().x() - gap * (count - 1) / 2
        return QPointF(first + gap * index, self.rect.center().y())


# ----------------------------------------------------------------- the scene


@dataclass
class _Move:
    tile: TileItem
    from_hand: int
    to_hand: int
    swapped_with: TileItem | None


class TableScene(TileTableScene):
    """Eight places, the woodpile, the dice and the player's two hands."""

    arrangement_changed = Signal()  #: the player's hands changed: update the preview
    status = Signal(str)  #: what happens now, for the status line
    sound = Signal(str)  #: a sound to play: "tile", "dice" or "chips" (the window decides if)
    ready_to_set = Signal()  #: the deal has been played: the player may set the hand
    reveal_shown = Signal()  #: every hand is face up and the results are shown
    chosen_changed = Signal(object)  #: a tile was picked with the keys (the TileItem)

    def __init__(self, art: SceneArtwork, *, player: int = 4, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(art, speed=speed, felt_title=self.tr("PAI GOW"))
        self.player = player
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
        static.append(self.banner)
        #: each place's bet as chips, the house's commission, and chips on their way
        self.stacks = [ChipStack(art) for _ in range(PLACES)]
        self.house_chips = ChipStack(art)
        self.flights: list[ChipStack] = []
        for stack in (*self.stacks, self.house_chips):
            stack.setZValue(8)
            stack.setVisible(False)
            self.addItem(stack)
        self.showdown = ShowdownBanner()
        self.showdown.setZValue(70)
        self.addItem(self.showdown)
        static.append(self.showdown)
        for still in static:
            still.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_aside_label = QGraphicsSimpleTextItem(self.tr("set aside"))
        self.set_aside_label.setBrush(QColor(255, 255, 255, 170))
        self.set_aside_label.setVisible(False)
        self.addItem(self.set_aside_label)
        self.hands: tuple[list[TileItem], list[TileItem]] = ([], [])  # low area, high area
        #: the two hands a tile dragged over the other hand would make (None: no such drag)
        self.hovered: tuple[list[Tile], list[Tile]] | None = None
        self.undo_stack: list[_Move] = []
        self.setting_enabled = False
        self._banker = DEALER  #: where the dice are shaken and the count starts
        self.layout_places()
        self.gather()

    # -- configuration

    def set_player(self, player: int) -> None:
        self.player = player
        self.relayout()

    def layout_places(self) -> None:
        """The plates round the table and the player's two hands below, for the present layout."""
        for plate in self.plates:
            plate.restyle()
            plate.setPos(self.lay.point(place_point(plate.place, self.player)))
            plate.is_player = plate.place == self.player
            plate.update()
        self.set_aside_label.setFont(table_font())
        # The player's hands: below the player's plate, as high as the room allows.
        mine = self.plates[self.player]
        below_plate = mine.pos().y() + mine.plate_rect().bottom() + 4
        for area, left in ((self.low_area, LOW_AREA_X), (self.high_area, HIGH_AREA_X)):
            area.restyle()
            corner = self.lay.at(left, RACK_TOP + 20)
            far = self.lay.at(left + HAND_AREA_W, RACK_TOP + 20 + HAND_AREA_H)
            top = max(corner.y(), below_plate + area.head_height())
            bottom = max(far.y(), min(top + 40.0, self.lay.height - 4))
            area.set_rect(QRectF(corner.x(), top, far.x() - corner.x(), bottom - top))

    def relayout(self) -> None:
        super().relayout()
        self.layout_places()
        for item, spot in self.spots.items():
            item.set_width(self.spot_width(spot))
            item.setPos(self.spot_point(spot))
            item.home = item.pos()
        if self.set_aside_label.isVisible():
            self._place_set_aside_label()
        self.showdown.restyle()
        self._place_showdown()
        for place, stack in enumerate(self.stacks):
            stack.set_chip_width(self.chip_width())
            stack.setPos(self.chip_point(place))
        self.house_chips.set_chip_width(self.chip_width())
        self.house_chips.setPos(self.house_point())
        for flight in self.flights:
            flight.setVisible(False)

    def chip_width(self) -> float:
        """How wide a chip is: with the tiles, but never too small to tell its colour."""
        return max(16.0, ChipStack.WIDTH * self.lay.unit)

    def chip_point(self, place: int) -> QPointF:
        """Where a place's chips stand: beside its plate, on the felt."""
        plate = self.plates[place]
        centre = self.lay.point(TABLE_CENTER)
        dx, dy = centre.x() - plate.x(), centre.y() - plate.y()
        length = math.hypot(dx, dy) or 1.0
        across = QPointF(-dy / length, dx / length)  # along the rail, to the place's right
        reach = (
            abs(across.x()) * plate.plate_rect().width() / 2
            + abs(across.y()) * plate.plate_rect().height() / 2
        )
        reach += self.chip_width() * 0.8 + 6
        return QPointF(plate.x() + across.x() * reach, plate.y() + across.y() * reach)

    def house_point(self) -> QPointF:
        """The house's rack, where commission goes: on the dealer's other side."""
        dealer = self.chip_point(DEALER)
        plate = self.plates[DEALER]
        return QPointF(2 * plate.x() - dealer.x(), 2 * plate.y() - dealer.y())

    def show_bets(self, bets: dict[int, int]) -> None:
        """Each place's bet as chips in front of it (the banker stakes none)."""
        for place, stack in enumerate(self.stacks):
            stack.set_amount(bets.get(place, 0))
            stack.setPos(self.chip_point(place))
        self.house_chips.set_amount(0)
        for flight in self.flights:
            flight.setVisible(False)

    def _flight(
        self, cents: int, start: QPointF, end: QPointF, group: QParallelAnimationGroup, ms: int
    ) -> None:
        """Chips worth ``cents`` slide from ``start`` to ``end`` (then go: the stacks show the sums)."""
        flight = next((f for f in self.flights if not f.isVisible()), None)
        if flight is None:
            flight = ChipStack(self.art)
            flight.setZValue(9)
            self.addItem(flight)
            self.flights.append(flight)
        flight.set_chip_width(self.chip_width())
        flight.set_amount(cents)
        flight.setPos(start)
        move = QPropertyAnimation(flight, b"pos", group)
        move.setDuration(ms)
        move.setEndValue(end)
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        move.finished.connect(lambda f=flight: f.setVisible(False))
        group.addAnimation(move)

    def _settle_step(self, reveal: Reveal, settlement: Settlement) -> Step:
        """Losing bets go to the banker, winners are paid, then each commission goes to the house."""

        def build(instant: bool) -> QAbstractAnimation | None:
            banker_point = self.chip_point(reveal.banker)
            ends: dict[int, int] = {}
            paying = QParallelAnimationGroup(self)
            taxing = QParallelAnimationGroup(self)
            ms = 0 if instant else self._d("settle")
            for matchup in reveal.matchups:
                outcome = settlement.place(matchup.place)
                stack = self.stacks[matchup.place]
                ends[matchup.place] = max(0, outcome.bet_cents + outcome.net_cents)
                if ms and outcome.result is BetResult.LOSS:
                    self._flight(outcome.bet_cents, stack.pos(), banker_point, paying, ms)
                    stack.set_amount(0)
                elif ms and outcome.result is BetResult.WIN:
                    won = outcome.net_cents + outcome.commission_cents
                    self._flight(won, banker_point, stack.pos(), paying, ms)
                    if outcome.commission_cents:
                        self._flight(outcome.commission_cents, stack.pos(), self.house_point(), taxing, ms)
            bank = settlement.place(reveal.banker)
            if ms and bank.commission_cents:
                self._flight(bank.commission_cents, banker_point, self.house_point(), taxing, ms)

            def finish() -> None:
                for place, cents in ends.items():
                    self.stacks[place].set_amount(cents)
                self.house_chips.set_amount(settlement.commission_cents)

            if not ms:
                finish()
                return None
            sequence = QSequentialAnimationGroup(self)
            sequence.addAnimation(paying)

            def paid() -> None:
                for place, cents in ends.items():
                    self.stacks[place].set_amount(cents)

            paying.finished.connect(paid)
            if taxing.animationCount():
                sequence.addAnimation(taxing)
            sequence.finished.connect(finish)
            return sequence

        return build

    def _place_showdown(self) -> None:
        """The result banner in the middle of the felt, inside the view whatever its size."""
        banner = self.showdown
        banner.set_max_width(self.lay.width - 16)
        centre = self.lay.point(TABLE_CENTER)
        box = banner.boundingRect()
        x = min(max(centre.x(), 8 - box.left()), self.lay.width - 8 - box.right())
        y = min(max(centre.y(), 8 - box.top()), self.lay.height - 8 - box.bottom())
        banner.setPos(x, y)

    # -- positions

    def spot_point(self, spot: Spot) -> QPointF:
        if spot.kind == "place":
            return self.place_tile_point(spot.a, spot.b, split=spot.split)
        if spot.kind == "aside":
            return self.set_aside_point(spot.a, spot.b)
        if spot.kind == "hand":
            return (self.low_area, self.high_area)[spot.a].slot_point(spot.b, spot.c)
        return super().spot_point(spot)

    def spot_width(self, spot: Spot) -> float:
        if spot.kind == "place":
            return (PILE_W if spot.a == self.player else SMALL_W) * self.lay.unit
        if spot.kind == "hand":
            return (self.low_area, self.high_area)[spot.a].tile_width()
        return super().spot_width(spot)

    def set_aside_point(self, index: int, level: int) -> QPointF:
        """Where the stacks of empty places wait, beside the dealer's place, unseen."""
        dealer = place_point(DEALER, self.player)
        base = self.lay.point(_toward_centre(dealer, 150))
        unit = self.lay.unit
        return QPointF(base.x() + (index * PILE_W * 1.3 - 130) * unit, base.y() - level * 5.0 * unit)

    def _place_set_aside_label(self) -> None:
        corner = self.set_aside_point(0, 0)
        half_width, half_height = PILE_W * self.lay.unit / 2, PILE_W * self.lay.unit * TILE_RATIO / 2
        self.set_aside_label.setPos(corner.x() - half_width, corner.y() + half_height + 4)

    def place_tile_point(self, place: int, index: int, *, split: bool) -> QPointF:
        """Where tile ``index`` (0..3) of a place's hand lies; ``split`` leaves a gap between hands.

        The hand lies between the place's plate and the middle of the table, clear of the plate
        whatever the size of its words."""
        plate = self.plates[place]
        centre = self.lay.point(TABLE_CENTER)
        dx, dy = centre.x() - plate.x(), centre.y() - plate.y()
        length = math.hypot(dx, dy) or 1.0
        dx, dy = dx / length, dy / length
        width = self.spot_width(Spot("place", place))
        gap = width * 1.12
        box = plate.plate_rect()
        reach = abs(dx) * box.width() / 2 + abs(dy) * box.height() / 2
        reach += abs(dx) * gap * 2.3 + abs(dy) * width * TILE_RATIO / 2 + 6
        offset = (index - 1.5) * gap + ((index >= 2) - 0.5) * (gap * 0.6 if split else 0.0)
        return QPointF(plate.x() + dx * reach + offset, plate.y() + dy * reach)

    # -- helpers that build animations, or apply end states at once

    # -- the round, step by step

    def gather(self) -> None:
        """All tiles face down in the middle, the hands and results cleared (no animation)."""
        self.setting_enabled = False
        self.hands = ([], [])
        self.hovered = None
        self.undo_stack.clear()
        for area in (self.low_area, self.high_area):
            area.shown = False
            area.set_caption("")
            area.update()
        super().gather()
        self.set_aside_label.setVisible(False)
        self.showdown.set_story(None)
        self.showdown.set_advice("")

    def dice_home(self) -> list[QPointF]:
        base = self.lay.point(_toward_centre(place_point(self.banker, self.player), 150))
        return [QPointF(base.x() + (i - 1) * 50 * self.lay.unit, base.y()) for i in range(3)]

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
        if deal.counted_from == deal.banker:
            announcement = self.tr("The dice show {0}: count {0} places from the banker").format(deal.total)
        else:  # the casino's variation: the count starts at the dealer whoever banks
            announcement = self.tr("The dice show {0}: count {0} places from the dealer").format(deal.total)
        self.animator.add(self._roll_step(deal.dice, announcement))
        for count in range(1, deal.total + 1):
            self.animator.add(self._count_step(deal, count))
        self.animator.add(self._count_done_step(deal))
        for stack_number, place in enumerate(deal.order):
            self.animator.add(self._deal_stack_step(deal, stack_number, place))
        self.animator.add(self._step(self._player_tiles_step(deal), self.tr("Your tiles")))
        self.animator.then(self._begin_setting)

    def _count_step(self, deal: Deal, count: int) -> Step:
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

    def _count_done_step(self, deal: Deal) -> Step:
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

    def _deal_stack_step(self, deal: Deal, stack: int, place: int) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            for plate in self.plates:
                plate.set_lit(plate.place == place and place in deal.occupied)
            items = self._stack_items[stack]
            if place in deal.occupied:
                targets = [self._to(item, Spot("place", place, i)) for i, item in enumerate(items)]
            else:
                index = sorted(deal.set_aside).index(place)
                targets = [self._to(item, Spot("aside", index, level)) for level, item in enumerate(items)]
                self._place_set_aside_label()
                self.set_aside_label.setVisible(True)
            if not instant:
                self.sound.emit("tile")
            return self._move(targets, self._d("deal_stack"), instant, QEasingCurve.Type.OutCubic)

        return build

    def _player_tiles_step(self, deal: Deal) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            for plate in self.plates:
                plate.set_lit(False)
            for die in self.dice:
                die.setVisible(False)
            self.cup.setVisible(False)
            self.banner.set_text("")
            stack = self._stack_items[deal.stack_of(self.player)] if self.player in deal.occupied else []
            self.hands = (list(stack[:2]), list(stack[2:]))
            for area in (self.low_area, self.high_area):
                area.shown = bool(stack)
                area.update()
            for item in stack:
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

    def previewed_hands(self) -> tuple[list[Tile], list[Tile]]:
        """The hands to preview: what a drag in progress would make, else the hands as they are."""
        return self.hovered if self.hovered is not None else self.player_hands()

    def _partner(self, item: TileItem, target: int, point: QPointF | None = None) -> TileItem | None:
        """The tile ``item`` swaps with when it goes into the ``target`` hand: None while that hand
        has room; else the tile under ``point``, the tile picked with the keys, or the nearest."""
        hand = self.hands[target]
        if len(hand) < 2:
            return None
        if point is not None:
            under = next((i for i in hand if i.sceneBoundingRect().contains(point)), None)
            if under is not None:
                return under
        picked = next((i for i in hand if i.chosen), None)
        if picked is not None:
            return picked
        x = point.x() if point is not None else item.home.x()
        return min(hand, key=lambda i: abs(i.home.x() - x))

    def _would_make(self, item: TileItem, onto: TileItem | None) -> tuple[list[Tile], list[Tile]]:
        low, high = list(self.hands[0]), list(self.hands[1])
        source, target = (low, high) if item in low else (high, low)
        if onto is not None:
            source[source.index(item)], target[target.index(onto)] = onto, item
        else:
            source.remove(item)
            target.append(item)
        return [i.tile for i in low], [i.tile for i in high]

    def complete(self) -> bool:
        return len(self.hands[0]) == 2 and len(self.hands[1]) == 2

    def _hand_targets(self) -> list[tuple[TileItem, QPointF]]:
        targets = []
        for number, hand in enumerate(self.hands):
            for index, item in enumerate(hand):
                target = self._to(item, Spot("hand", number, index, len(hand)))
                item.home = target[1]
                targets.append(target)
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
        if onto is None:
            onto = self._partner(item, target)  # into a full hand: a swap, as a drag makes
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

    def _tile_dragged(self, item: TileItem, point: QPointF) -> None:
        """While a tile is dragged over the other hand, the preview shows the hands it would make."""
        super()._tile_dragged(item, point)
        if not self.setting_enabled or item not in self.player_items():
            return
        target = self.hand_area_at(point)
        hovered = None
        if target is not None and target != self.hand_of(item):
            hovered = self._would_make(item, self._partner(item, target, point))
        if hovered != self.hovered:
            self.hovered = hovered
            self.arrangement_changed.emit()

    def _tile_dropped(self, item: TileItem, point: QPointF) -> None:
        self.hover_drop(QPointF(-1000, -1000))
        was_hovering, self.hovered = self.hovered is not None, None
        target = self.hand_area_at(point)
        moved = False
        if target is not None and target != self.hand_of(item):
            moved = self.move_to_other_hand(item, onto=self._partner(item, target, point))
        if not moved and was_hovering:
            self.arrangement_changed.emit()
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
        items[index].setFocus()  # one focus, one outline: the picked tile's
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
        self.animator.add(self._results_step(reveal, settlement, money, settings.get(self.player)))
        self.animator.add(self._settle_step(reveal, settlement))
        self.animator.then(self.reveal_shown.emit)

    def _reveal_step(self, deal: Deal, place: int, setting: Setting, rule: str | None) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            stack = self._stack_items[deal.stack_of(place)]
            low, high = list(setting.low.tiles), list(setting.high.tiles)
            ordered: list[TileItem] = []
            for tile in low + high:
                ordered.append(next(i for i in stack if i.tile == tile and i not in ordered))
            targets = [self._to(item, Spot("place", place, i, split=True)) for i, item in enumerate(ordered)]
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
        self, reveal: Reveal, settlement: Settlement, money: Callable[[int], str], mine: Setting | None
    ) -> Step:
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
            banker.hands_text = self.tr("low {0}, high {1}").format(hand_name(low), hand_name(high))
            self.showdown.set_story(tell(reveal, settlement, self.player, mine, banker.title, money))
            # The plates grew with their results: the hands beside them make room.
            for item, spot in self.spots.items():
                if spot.kind == "place":
                    item.setPos(self.spot_point(spot))
            self._place_showdown()
            self.sound.emit("chips")
            return None

        return build

    # -- the felt


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
