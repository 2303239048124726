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

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import (
    QColor,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
)

from paigow_desktop.games.paigow.round import DEALER, PLACES, Deal, deal_order
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.paigow.reveal_steps import RevealSteps
from paigow_desktop.ui.games.paigow.setting_hands import Undoable
from paigow_desktop.ui.names import listed, tile_name
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.chips import ChipFlights
from paigow_desktop.ui.table.felt import FELT_FOOT
from paigow_desktop.ui.table.hand_area import HandArea
from paigow_desktop.ui.table.items import (
    PILE_W,
    SMALL_W,
    TEXT,
    TILE_RATIO,
    AccessiblePart,
    PartKind,
    Plate,
    TileItem,
    table_font,
)
from paigow_desktop.ui.table.pieces import ChipStack
from paigow_desktop.ui.table.scene import SCENE_RECT, TABLE_CENTER, Spot, Step, TableLayout
from paigow_desktop.ui.table.showdown import ShowdownBanner
from paigow_desktop.ui.timings import Speed

SEAT_RX, SEAT_RY = 610.0, 282.0
RACK_TOP = 760.0
HAND_AREA_W = 370.0
HAND_AREA_H = 200.0
LOW_AREA_X = 800.0 - 30.0 - HAND_AREA_W
HIGH_AREA_X = 800.0 + 30.0
#: Below this height (logical pixels) your own tiles are too small to read at a glance: the
#: hands then give their titles' line to the tiles.
SHORT_HAND_TILE_H = 56.0
#: Your own tiles are never narrower than this on screen (logical pixels; 80 tall): where the
#: table's room would make them so, your hands take a strip of their own below the felt.
MY_TILE_W = 32.0
#: Nor the other places' tiles narrower than this.
OTHER_TILE_W = 16.0
#: The least height the felt keeps above your hands' strip (logical pixels).
FELT_LEAST_H = 200.0


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


# ----------------------------------------------------------------- the scene


class TableScene(RevealSteps):
    # One line of descent (base scene, the player's hands, the reveal, Pai Gow's table): PySide6
    # gives a class's signals to one line of Qt bases only, so no class here has two.
    """Eight places, the woodpile, the dice and the player's two hands."""

    status = Signal(str)  #: what happens now, for the status line
    sound = Signal(str)  #: a sound to play: "tile", "dice" or "chips" (the window decides if)
    ready_to_set = Signal()  #: the deal has been played: the player may set the hand
    deal_places_every_tile = True  #: each of the eight stacks goes to a place or is set aside

    def __init__(self, art: SceneArtwork, *, player: int = 4, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(art, speed=speed, felt_title=self.tr("PAI GOW"))
        self.player = player
        self.plates = [Plate(p) for p in range(PLACES)]
        for plate in self.plates:
            self.addItem(plate)
        self.low_area = HandArea(
            self.tr("Low hand"), QRectF(LOW_AREA_X, RACK_TOP + 20, HAND_AREA_W, HAND_AREA_H)
        )
        self.high_area = HandArea(
            self.tr("High hand"), QRectF(HIGH_AREA_X, RACK_TOP + 20, HAND_AREA_W, HAND_AREA_H)
        )
        for area in (self.low_area, self.high_area):
            self.addItem(area)
        #: each place's bet as chips, the house's commission, and chips on their way
        self.stacks = [ChipStack(art) for _ in range(PLACES)]
        self.house_chips = ChipStack(art)
        self.flights = ChipFlights(self, art, 9)
        for stack in (*self.stacks, self.house_chips):
            stack.setZValue(8)
            stack.setVisible(False)
            self.addItem(stack)
        self.showdown = ShowdownBanner()
        self.showdown.setZValue(70)
        # No item keeps Qt's picture of itself (DeviceCoordinateCache): every round changes the
        # plates' and the banners' words, and Qt's picture, made again each time, cost more than
        # drawing the words; plates keep their own pictures by their words instead (Plate.paint).
        self.addItem(self.showdown)
        self.set_aside_label = QGraphicsSimpleTextItem(self.tr("set aside"))
        self.set_aside_label.setBrush(QColor(255, 255, 255, 170))
        self.set_aside_label.setVisible(False)
        self.addItem(self.set_aside_label)
        self.hands: tuple[list[TileItem], list[TileItem]] = ([], [])  # low area, high area
        #: the two hands a tile dragged over the other hand would make (None: no such drag)
        self.hovered: tuple[list[Tile], list[Tile]] | None = None
        self.undo_stack: list[Undoable] = []
        self.setting_enabled = False
        self._banker = DEALER  #: where the dice are shaken and the count starts
        #: each place's hand line (see :meth:`_hand_line`) by its plate's place and size, for
        #: one layout: a round puts 64 tiles at places whose plates have not moved
        self._hand_lines: dict[tuple[object, ...], tuple[float, float, float, float]] = {}
        self._hand_lines_lay = self.lay
        self._layouts = {}
        self.layout_places()
        self.gather()

    # -- configuration

    def set_player(self, player: int) -> None:
        self.player = player
        self.relayout()

    def table_layout(self, width: float, height: float) -> TableLayout:
        """The table stretched over the view, as the design plans it; or, where your tiles would
        come out narrower than :data:`MY_TILE_W`, the felt above and your hands in a strip of
        their own along the foot of the view, as tall as your tiles need."""
        plain = TableLayout(width, height)
        if self._hand_tile_width(plain) >= MY_TILE_W:
            return plain
        self.low_area.set_one_line(True)
        strip = self.low_area.head_height() + 2 + MY_TILE_W * 1.08 * TILE_RATIO + 10 + 6
        lay = TableLayout(width, height, strip=strip, design_height=FELT_FOOT)
        # Your plate's words keep the desktop's size: where it reaches into the strip, the
        # strip grows by as much (its tiles would come out short).
        plate = self.plates[self.player].plate_rect()
        reach = lay.point(place_point(self.player, self.player)).y() + plate.bottom() + 4 - lay.strip_top
        if reach > 0:
            lay = TableLayout(width, height, strip=strip + reach * 1.5, design_height=FELT_FOOT)
        # A view smaller than the window's layout gives the felt (half the window) keeps the
        # table whole: eight places round a felt any shorter have no room for their words.
        return lay if lay.strip_top >= FELT_LEAST_H else plain

    def _hand_tile_width(self, lay: TableLayout) -> float:
        """How wide your tiles would be in ``lay`` with your hands below your plate (as
        :meth:`layout_places` lays them out, each title above its hand)."""
        self.low_area.set_one_line(False)
        plate = self.plates[self.player]
        plate.restyle()
        below_plate = lay.point(place_point(self.player, self.player)).y() + plate.plate_rect().bottom() + 4
        corner = lay.at(LOW_AREA_X, RACK_TOP + 20)
        far = lay.at(LOW_AREA_X + HAND_AREA_W, RACK_TOP + 20 + HAND_AREA_H)
        top = max(corner.y(), below_plate + self.low_area.head_height())
        return min((far.x() - corner.x()) / 2.6, (far.y() - top - 10) / TILE_RATIO)

    def layout_places(self) -> None:
        """The plates round the table and the player's two hands below, for the present layout."""
        for plate in self.plates:
            plate.restyle()
            plate.place_at(self.lay.point(place_point(plate.place, self.player)))
            plate.is_player = plate.place == self.player
            plate.update()
        self.set_aside_label.setFont(table_font())
        if self.lay.strip:
            self._layout_strip()
            return
        # The player's hands: below the player's plate, as high as the room allows.  Where that
        # leaves the tiles short (a short table: the trainer docked below a small window), the
        # title and the hand's name share a line and the hands widen outward to hold it.
        mine = self.plates[self.player]
        below_plate = mine.pos().y() + mine.plate_rect().bottom() + 4
        for area, left, outward in ((self.low_area, LOW_AREA_X, -1), (self.high_area, HIGH_AREA_X, 1)):
            area.restyle()
            corner = self.lay.at(left, RACK_TOP + 20)
            far = self.lay.at(left + HAND_AREA_W, RACK_TOP + 20 + HAND_AREA_H)
            rect = QRectF()
            for one_line in (False, True):
                area.set_one_line(one_line)
                top = max(corner.y(), below_plate + area.head_height())
                bottom = max(far.y(), min(top + 40.0, self.lay.height - 4))
                rect = QRectF(corner.x(), top, far.x() - corner.x(), bottom - top)
                if rect.height() - 10 >= SHORT_HAND_TILE_H:
                    break
            if area.one_line:  # wider, outward, inside the view
                grow = rect.width() * 0.6
                if outward < 0:
                    rect.setLeft(max(8.0, rect.left() - grow))
                else:
                    rect.setRight(min(self.lay.width - 8.0, rect.right() + grow))
            area.set_rect(rect)

    def _layout_strip(self) -> None:
        """Your two hands side by side in the strip along the view's foot, below your plate,
        each title on one line with its hand's name."""
        lay = self.lay
        mine = self.plates[self.player]
        top = max(lay.strip_top, mine.pos().y() + mine.plate_rect().bottom() + 4)
        middle, gap = lay.width / 2, 12.0
        width = min(lay.width / 2 - gap - 8, 460.0)
        for area, left in ((self.low_area, middle - gap - width), (self.high_area, middle + gap)):
            area.restyle()
            area.set_one_line(True)
            head = top + area.head_height() + 2
            area.set_rect(QRectF(left, head, width, max(30.0, lay.height - 4 - head)))

    def relayout(self) -> None:
        super().relayout()
        self.layout_places()
        self.tile_layer.place_all()
        self._place_set_aside_label()  # hidden or not: the banner's tuck may show it again
        self.showdown.restyle()
        self._place_showdown()
        for place, stack in enumerate(self.stacks):
            stack.set_chip_width(self.chip_width())
            stack.setPos(self.chip_point(place))
        self.house_chips.set_chip_width(self.chip_width())
        self.house_chips.setPos(self.house_point())
        self.flights.hide()

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
            return max((PILE_W if spot.a == self.player else SMALL_W) * self.lay.unit, OTHER_TILE_W)
        if spot.kind == "hand":
            return (self.low_area, self.high_area)[spot.a].tile_width()
        return super().spot_width(spot)

    def set_aside_point(self, index: int, level: int) -> QPointF:
        """Where the stacks of empty places wait, beside the dealer's place, unseen."""
        dealer = place_point(DEALER, self.player)
        base = self.lay.point(_toward_centre(dealer, 150))
        unit = self.lay.unit
        # Below the dealer's hand, whose tiles keep a least size on a short felt.
        hand_bottom = self._hand_footprint(DEALER)[3]
        y = max(base.y(), hand_bottom + PILE_W * unit * TILE_RATIO / 2 + 3 * 5.0 * unit + 8)
        return QPointF(base.x() + (index * PILE_W * 1.3 - 130) * unit, y - level * 5.0 * unit)

    def _place_set_aside_label(self) -> None:
        """The words "set aside" centred under the stacks set aside so far (the first stack's
        spot before any is dealt; a later place's stack may come first)."""
        spots = sorted({spot.a for spot in self.spots.values() if spot.kind == "aside"}) or [0]
        first, last = self.set_aside_point(spots[0], 0), self.set_aside_point(spots[-1], 0)
        half_height = PILE_W * self.lay.unit * TILE_RATIO / 2
        width = self.set_aside_label.boundingRect().width()
        self.set_aside_label.setPos((first.x() + last.x() - width) / 2, first.y() + half_height + 4)

    def place_tile_point(self, place: int, index: int, *, split: bool) -> QPointF:
        """Where tile ``index`` (0..3) of a place's hand lies; ``split`` leaves a gap between hands.

        The hand lies between the place's plate and the middle of the table, clear of the plate
        whatever the size of its words."""
        key = (place, split, self.plates[place].geometry, self.player)
        if self._hand_lines_lay is not self.lay:
            self._hand_lines.clear()
            self._hand_lines_lay = self.lay
        line = self._hand_lines.get(key)
        if line is None:
            if len(self._hand_lines) >= 512:  # a plate takes a few dozen sizes with its words
                self._hand_lines.clear()
            line = self._hand_lines[key] = self._hand_line(place, split)
        x, y, gap, split_gap = line
        return QPointF(x + (index - 1.5) * gap + ((index >= 2) - 0.5) * split_gap, y)

    def _hand_line(self, place: int, split: bool) -> tuple[float, float, float, float]:
        """Where a place's hand is centred, the step from tile to tile, the gap between its hands."""
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
        return plate.x() + dx * reach, plate.y() + dy * reach, gap, gap * 0.6 if split else 0.0

    # -- helpers that build animations, or apply end states at once

    # -- the round, step by step

    def gather(self, *, in_pile: bool = True) -> None:
        """All tiles face down in the middle, the hands and results cleared (no animation)."""
        self.setting_enabled = False
        self.hands = ([], [])
        self.hovered = None
        self.undo_stack.clear()
        for area in (self.low_area, self.high_area):
            area.shown = False
            area.set_caption("")
            area.update()
        super().gather(in_pile=in_pile)
        self.set_aside_label.setVisible(False)
        self.showdown.set_story(None)
        self.showdown.set_advice("")

    def clear_table(self) -> None:
        """The last round taken off the table (a change of seat): tiles gathered face down,
        chips and results gone, as a dealer clears the table before a new seating."""
        self.gather()
        for stack in (*self.stacks, self.house_chips):
            stack.setVisible(False)
        for plate in self.plates:
            plate.hands_text = ""
            plate.set_result("", TEXT)
            plate.set_lit(False)

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
        self.gather(in_pile=not self.plays_at_once())  # at once: the build places every tile
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
            if deal.first == self.player:  # "You takes" read wrong
                self.banner.set_text(self.tr("{0}: you take the first stack").format(deal.total))
            else:
                self.banner.set_text(self.tr("{0}: {1} takes the first stack").format(deal.total, name))
            self.status.emit(
                self.tr("The count of {0} ends at {1}: the first stack goes there").format(deal.total, name)
            )
            clear = self._dice_clear_of_banner(instant)  # the new words are longer
            if instant:
                return None
            pause = QSequentialAnimationGroup(self)
            pause.addPause(self._d("count_pause"))
            if clear is None:
                return pause
            both = QParallelAnimationGroup(self)
            both.addAnimation(clear)
            both.addAnimation(pause)
            return both

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

    def setting_words(self) -> str:
        """What to do while you set your hand (the status line says it)."""
        return self.tr("Set your hand: drag or click tiles between the low and high hand, then confirm")

    def _begin_setting(self) -> None:
        if not self.hands[0] and not self.hands[1]:
            self.ready_to_set.emit()  # the player sat out: nothing to set
            return
        self.setting_enabled = True
        for item in self.hands[0] + self.hands[1]:
            item.draggable = True
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.status.emit(self.setting_words())
        self.ready_to_set.emit()
        self.arrangement_changed.emit()

    # -- the player's hands

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
            tiles = listed(f"{i.tile} {tile_name(i.tile.name)}" for i in hand) or self.tr("empty")
            words = f"{tiles}: {area.caption}" if area.caption else tiles
            parts.append(AccessiblePart(area, PartKind.SLOT, area.title, words))
            for item in hand:
                number = self.player_items().index(item) + 1
                name = self.tr("Tile {0}: {1} {2}").format(number, item.tile, tile_name(item.tile.name))
                # Said as the hand will play, as its title says (the higher hand plays high).
                plays_high = (index == 1) != self.hands_swapped
                where = self.tr("in the high hand") if plays_high else self.tr("in the low hand")
                if self.setting_enabled:
                    where = self.tr("{0}; press {1} then Space to move it to the other hand").format(
                        where, number
                    )
                parts.append(AccessiblePart(item, PartKind.TILE, name, where, focused=item.chosen))
        return parts

    # -- the reveal and the results

    # -- the felt


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
