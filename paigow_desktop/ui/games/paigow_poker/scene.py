"""The Pai Gow Poker table: seven places round the felt, your seven cards and your two hands.

The scene draws what your place may know: your cards face up, the other hands as backs until
the showdown.  It deals from a deck by the dealer after the dice (at speed 0 at once), lets you
move your cards between the low hand (two cards) and the high hand (five) by drag, click or
keys, and turns every hand up at the showdown.  It never judges a setting: the controller asks
the engine and tells the scene the words to show.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    Signal,
)
from PySide6.QtGui import QColor

from paigow_desktop.games.paigow_poker.cards import DECK, Card
from paigow_desktop.games.paigow_poker.round import DEALER, PLACES, Deal
from paigow_desktop.ui.art.card_shapes import CARD_ASPECT
from paigow_desktop.ui.games.paigow_poker.card_item import CardItem
from paigow_desktop.ui.games.paigow_poker.words import card_name
from paigow_desktop.ui.names import listed
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.card_layer import CardLayer
from paigow_desktop.ui.table.chips import ChipFlights
from paigow_desktop.ui.table.felt import FELT_FOOT, TABLE_CENTER, FeltScene, Spot, Step, TableLayout
from paigow_desktop.ui.table.hand_area import HandArea
from paigow_desktop.ui.table.items import AccessiblePart, Marker, PartKind, Plate
from paigow_desktop.ui.table.pieces import ChipStack
from paigow_desktop.ui.table.showdown import ShowdownBanner, ShowdownStory
from paigow_desktop.ui.timings import Speed

__all__ = ["HIGH", "LOW", "PokerScene", "ring_point"]

RING_RX, RING_RY = 630.0, 292.0  #: the plates round the table (design units)
HAND_IN = 175.0  #: how far toward the middle a place's cards lie from its plate
CHIPS_UP = 62.0  #: a place's chips lie above its plate
SMALL_W = 30.0  #: the other places' cards, face down
SHOWN_W = 38.0  #: and turned up at the showdown
DECK_AT = QPointF(175, 20)  #: where the deck lies, from the dealer's plate
MY_PLATE = QPointF(135, 880)
MY_CHIPS = QPointF(135, 780)
LOW_RECT = QRectF(255, 800, 265, 175)  #: your low hand (two cards)
HIGH_RECT = QRectF(545, 800, 850, 175)  #: your high hand (five cards; all seven once dealt)
BANNER = QPointF(850, 392)
#: Your cards are never narrower than this on screen (logical pixels): where the table's room
#: would make them so, your hands take a strip of their own below the felt.
MY_CARD_W = 56.0
#: Nor the other places' cards narrower than these, face down and turned up.
OTHER_CARD_W, OTHER_SHOWN_W = 16.0, 20.0
LOW, HIGH = 0, 1
HAND_SIZE = 7


def ring_point(place: int, me: int) -> QPointF:
    """Where a place's plate is: you at the bottom, the others counter-clockwise."""
    angle = -math.pi / 2 + ((place - me) % PLACES) * 2 * math.pi / PLACES
    return QPointF(TABLE_CENTER.x() + RING_RX * math.cos(angle), TABLE_CENTER.y() - RING_RY * math.sin(angle))


def _inward(point: QPointF, distance: float) -> QPointF:
    dx, dy = TABLE_CENTER.x() - point.x(), TABLE_CENTER.y() - point.y()
    length = math.hypot(dx, dy) or 1.0
    return QPointF(point.x() + dx / length * distance, point.y() + dy / length * distance)


@dataclass(frozen=True, slots=True)
class PlaceResult:
    """A place's line at the showdown and its colour, with the chips it ends with."""

    text: str
    colour: QColor
    chips_cents: int


class PokerScene(FeltScene):
    """The table of one place (``me``): the deal, your two hands and the showdown."""

    hands_changed = Signal()  #: a card of yours moved between your hands
    picked_changed = Signal()  #: the cards you picked with the keys changed
    ready_to_set = Signal()  #: the deal has been played: you may set your hand
    move_refused = Signal(str)  #: a move that cannot be made, in words
    results_shown = Signal()  #: every hand is turned up and the result banner tells the story

    def __init__(self, art: SceneArtwork, *, me: int = 4, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(art, speed=speed, felt_title=self.tr("PAI GOW POKER"))
        self.me = me
        #: the felt's card layer: the deck's 53 cards and where each rests
        self.card_layer = CardLayer(self, {card: CardItem(card, art) for card in DECK})
        self.layers.append(self.card_layer)
        self.cards = self.card_layer.items
        self.card_spots = self.card_layer.spots
        for item in self.cards.values():
            item.pressed.connect(self._card_pressed)
            item.dropped.connect(self._card_dropped)
            item.dragged.connect(self._card_dragged)
        self.plates = [Plate(p) for p in range(PLACES)]
        self.stacks = [ChipStack(art) for _ in range(PLACES)]
        for plate, stack in zip(self.plates, self.stacks, strict=True):
            plate.setZValue(30)
            stack.setZValue(8)
            stack.setVisible(False)
            self.addItem(plate)
            self.addItem(stack)
        #: each place's side bets (the Fortune bonus, the Queen's Dragon) as chips beside its bet
        self.side_stacks = [ChipStack(art) for _ in range(PLACES)]
        for stack in self.side_stacks:
            stack.setZValue(8)
            stack.setVisible(False)
            self.addItem(stack)
        self.low_area = HandArea(self.tr("Low hand"), LOW_RECT)
        self.high_area = HandArea(self.tr("High hand"), HIGH_RECT)
        for area in (self.low_area, self.high_area):
            area.setZValue(5)
            self.addItem(area)
        self.showdown = ShowdownBanner()
        self.showdown.setZValue(70)
        self.addItem(self.showdown)
        self.banker = 0  #: who holds the bank: its marker lies by that place's plate
        self.flights = ChipFlights(self, art, 9)  #: chips on their way to or from the banker
        self.marker = Marker()
        self.marker.setZValue(31)
        self.addItem(self.marker)
        self.mine: list[Card] = []  #: your seven cards, in the order the row shows them
        self.low: list[Card] = []  #: your low hand, in the order the cards went there
        self.picked: list[Card] = []  #: cards picked with the keys, in the order picked
        self.interactive = False
        self.relayout()

    # -- where things go

    def _card_width(self) -> float:
        """Your cards: as large as your two hands' room allows, the same in both."""
        return self._card_width_in(self.low_area.rect, self.high_area.rect)

    @staticmethod
    def _card_width_in(low: QRectF, high: QRectF) -> float:
        return max(
            12.0, min((low.height() - 10) / CARD_ASPECT, (low.width() - 12) / 2.15, (high.width() - 12) / 7.3)
        )

    def spot_point(self, spot: Spot) -> QPointF:
        if spot.kind in ("low", "high"):
            area = self.low_area if spot.kind == "low" else self.high_area
            gap = self._card_width() * 1.06
            first = area.rect.center().x() - gap * (spot.c - 1) / 2
            return QPointF(first + gap * spot.b, area.rect.center().y())
        if spot.kind == "hand":
            return self._hand_point(spot)
        if spot.kind == "deck":
            dealer = ring_point(DEALER, self.me) + DECK_AT
            return self.lay.point(QPointF(dealer.x() - spot.b * 0.3, dealer.y() - spot.b * 0.3))
        return super().spot_point(spot)

    def _hand_point(self, spot: Spot) -> QPointF:
        """A card of another place: a fan of seven, or once shown the high five over the low two."""
        centre = self._clear_of_plate(spot.a, spot.split)
        if not spot.split:
            gap = self._other_width(False) * 0.42
            return QPointF(centre.x() + (spot.b - 3) * gap, centre.y())
        width = self._other_width(True)
        if self._shown_in_a_row():  # the high five, a gap, the low two
            x = (spot.b - 3) * width * 1.04 + (width * 0.3 if spot.b >= 5 else -width * 0.3)
            return QPointF(centre.x() + x, centre.y())
        row, index, count = (0, spot.b, 5) if spot.b < 5 else (1, spot.b - 5, 2)
        x = (index - (count - 1) / 2) * width * 1.04
        y = (row - 0.5) * width * CARD_ASPECT * 1.06
        return QPointF(centre.x() + x, centre.y() + y)

    def _clear_of_plate(self, place: int, shown: bool) -> QPointF:
        """The middle of a place's cards in the scene, moved toward the middle of the table as far
        as it takes to keep them off the place's plate (its words keep the desktop's size, so at
        a small table the plate is wider than the design allows for)."""
        centre = self.lay.point(self.hand_centre(place, shown))
        width = self._other_width(shown)
        if shown and self._shown_in_a_row():
            half_w, half_h = width * 4.0, width * CARD_ASPECT / 2
        elif shown:
            half_w, half_h = width * 2.6, width * CARD_ASPECT * 1.06
        else:
            half_w, half_h = width * 1.76, width * CARD_ASPECT / 2
        plate = self.plates[place]
        keep_off = plate.mapRectToScene(plate.plate_rect()).adjusted(-6, -6, 6, 6)
        hand = QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
        if not hand.intersects(keep_off):
            return centre
        middle = self.lay.point(TABLE_CENTER)
        dx, dy = middle.x() - centre.x(), middle.y() - centre.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        # How far along (ux, uy) the cards clear the plate, across or up and down, whichever
        # comes first; in whole steps of 4 px, at most 240 px.
        clear = []
        if ux:
            clear.append(
                (keep_off.right() - hand.left() if ux > 0 else hand.right() - keep_off.left()) / abs(ux)
            )
        if uy:
            clear.append(
                (keep_off.bottom() - hand.top() if uy > 0 else hand.bottom() - keep_off.top()) / abs(uy)
            )
        steps = min(60, math.ceil(min(clear) / 4))
        return QPointF(centre.x() + ux * 4 * steps, centre.y() + uy * 4 * steps)

    def hand_centre(self, place: int, shown: bool) -> QPointF:
        """The middle of another place's cards (design units): below the dealer's plate, else
        beside the plate toward the middle of the table, rising only a little."""
        plate = ring_point(place, self.me)
        if place == DEALER:
            return QPointF(plate.x(), plate.y() + 105)
        toward = _inward(plate, 1.0) - plate
        reach = HAND_IN - (10 if shown else 0)
        return QPointF(plate.x() + toward.x() * reach, plate.y() + toward.y() * reach * 0.35)

    def _shown_in_a_row(self) -> bool:
        """Whether the other places' hands turn up in one row (a short felt has no room for three
        places' hands of two rows down each side), not the high five over the low two."""
        return self.lay.sy < 0.4

    def _other_width(self, shown: bool) -> float:
        """The other places' cards: with the table, but never too small to make out."""
        return max((SHOWN_W if shown else SMALL_W) * self.lay.unit, OTHER_SHOWN_W if shown else OTHER_CARD_W)

    def spot_width(self, spot: Spot) -> float:
        if spot.kind in ("low", "high"):
            return self._card_width()
        if spot.kind == "hand":
            return self._other_width(spot.split)
        return (SHOWN_W if spot.split else SMALL_W) * self.lay.unit

    def table_layout(self, width: float, height: float) -> TableLayout:
        """The table stretched over the view, as the design plans it; or, where your cards would
        come out narrower than :data:`MY_CARD_W`, the felt above and your plate and hands in a
        strip of their own along the foot of the view, as tall as your cards need."""
        plain = TableLayout(width, height)
        for area in (self.low_area, self.high_area):
            area.restyle()
        if self._card_width_in(*self._area_rects(plain)) >= MY_CARD_W:
            return plain
        strip = self.low_area.head_height() + 2 + MY_CARD_W * 1.04 * CARD_ASPECT + 10 + 6
        return TableLayout(width, height, strip=strip, design_height=FELT_FOOT)

    def _my_plate_point(self) -> QPointF:
        """Where your plate is: left of your hands, in their strip when they have one."""
        half = self.plates[self.me].plate_rect().width() / 2
        if not self.lay.strip:  # where the design puts it, inside the view whatever its words
            point = self.lay.point(MY_PLATE)
            return QPointF(max(point.x(), 6 + half), point.y())
        return QPointF(8 + half, self.low_area.rect.center().y())

    def _my_chips_point(self) -> QPointF:
        """Where your bet stands: above your plate."""
        if not self.lay.strip:
            return QPointF(self._my_plate_point().x(), self.lay.point(MY_CHIPS).y())
        return QPointF(self._my_plate_point().x(), self.low_area.rect.top() - self.low_area.head_height() / 2)

    def relayout(self) -> None:
        super().relayout()
        self.banner.setPos(self.lay.point(BANNER))
        self._layout_areas()
        for plate in self.plates:
            plate.restyle()
            mine = plate.place == self.me
            plate.is_player = mine
            at = self._my_plate_point() if mine else self.lay.point(ring_point(plate.place, self.me))
            plate.place_at(at)
        for place, stack in enumerate(self.stacks):
            if place == self.me:
                at = self._my_chips_point()
            else:  # above the plate, clear of its words however tall they are
                plate = self.plates[place]
                clear = plate.plate_rect().height() / 2 + self.chip_width() * 0.5 + 4
                at = plate.pos() - QPointF(0, max(CHIPS_UP * self.lay.sy, clear))
            stack.set_chip_width(ChipStack.WIDTH * self.lay.unit)
            stack.setPos(at)
            side = self.side_stacks[place]
            side.set_chip_width(ChipStack.WIDTH * self.lay.unit * 0.8)
            side.setPos(at + QPointF(ChipStack.WIDTH * 1.6 * self.lay.unit, 0))
        self.card_layer.place_all()
        self.showdown.restyle()
        self.marker.restyle()
        self.marker.setPos(self.marker_point(self.banker))
        self.place_showdown()

    def place_showdown(self) -> None:
        """The banner near the middle of the table, where it covers the least of the places' cards
        and plates (none when there is room): at a small window the side places' cards reach in
        toward the middle.  Tried on a grid of spots around the middle, nearest first."""
        banner = self.showdown
        banner.set_max_width(self.lay.width * 0.7)
        home = self.lay.point(BANNER)
        banner.setPos(home)
        if banner.story is None:
            return
        obstacles = [p.mapRectToScene(p.plate_rect()) for p in self.plates if p.isVisible() and p.title]
        hands: dict[int, QRectF] = {}  # a place's hand as one box: five over two leave no room
        for item, spot in self.card_spots.items():
            if item.isVisible() and spot.kind == "hand":
                hands[spot.a] = hands.get(spot.a, QRectF()).united(item.sceneBoundingRect())
        obstacles += list(hands.values())
        obstacles += [c.sceneBoundingRect() for c in self.cards.values() if c.isVisible()]
        obstacles += [a.mapRectToScene(a.boundingRect()) for a in (self.low_area, self.high_area) if a.shown]
        pieces = [self.marker, *self.stacks, *self.side_stacks, *self.dice]
        obstacles += [
            p.sceneBoundingRect() for p in pieces if p.isVisible() and not p.boundingRect().isEmpty()
        ]
        self.place_banner(banner, obstacles)

    def set_showdown_advice(self, words: str) -> None:
        """The line under the money (the house way's rule); the banner grows, so it is placed again."""
        self.showdown.set_advice(words)
        self.place_showdown()

    def _layout_areas(self) -> None:
        """Your two hands along the bottom, their words above them kept on the table."""
        for area in (self.low_area, self.high_area):
            area.restyle()
        for area, rect in zip((self.low_area, self.high_area), self._area_rects(self.lay), strict=True):
            area.set_rect(rect)

    def _area_rects(self, lay: TableLayout) -> tuple[QRectF, QRectF]:
        """Your low and high hands' rectangles in ``lay``: where the design puts them; in the strip
        of their own, right of your plate, as wide as seven cards of :data:`MY_CARD_W` need."""
        head = self.low_area.head_height()
        if lay.strip:
            top, bottom = lay.strip_top + head + 2, lay.height - 4
            left = 8 + self.plates[self.me].plate_rect().width() + 14
            card = MY_CARD_W * 1.04
            low_w, high_w, gap = card * 2.15 + 12, card * 7.3 + 12, 14.0
            spare = max(0.0, lay.width - 8 - left - low_w - high_w - gap)
            left += spare / 2
            return (
                QRectF(left, top, low_w, bottom - top),
                QRectF(left + low_w + gap, top, high_w, bottom - top),
            )
        rects = []
        for rect in (LOW_RECT, HIGH_RECT):
            corner, far = lay.point(rect.topLeft()), lay.point(rect.bottomRight())
            top = max(corner.y(), head + 4)
            bottom = min(far.y(), lay.height - 4)
            rects.append(QRectF(corner.x(), top, far.x() - corner.x(), max(30.0, bottom - top)))
        return rects[0], rects[1]

    # -- the places

    def show_places(self, titles: Sequence[str], bets: Sequence[str], active: set[int]) -> None:
        """Each place's name and bet; places out of play dimmed."""
        for plate in self.plates:
            plate.active = plate.place in active
            plate.set_text(title=titles[plate.place], bet=bets[plate.place])
            plate.set_result("", plate.result_colour)
        self.marker.setPos(self.marker_point(self.banker))  # the plates' words set their size

    def marker_point(self, place: int) -> QPointF:
        """Where the bank's marker lies when ``place`` holds the bank: beside its plate, whatever
        size the plate's words make it, at the first of its left, right, top and bottom that is
        clear of the place's cards, the other plates, your hands, the bets and the view's edge
        (the dealer's: its left, between the empty seat and the deck)."""
        plate = self.plates[place]
        rect = plate.mapRectToScene(plate.plate_rect())
        badge = self.marker.boundingRect()
        gap = 6.0
        left = QPointF(rect.left() - gap - badge.right(), rect.center().y())
        right = QPointF(rect.right() + gap - badge.left(), rect.center().y())
        above = QPointF(rect.center().x(), rect.top() - gap - badge.bottom())
        below = QPointF(rect.center().x(), rect.bottom() + gap - badge.top())
        room = QRectF(0, 0, self.lay.width, self.lay.height)
        in_the_way = self._cards_footprints(place) + [
            p.mapRectToScene(p.plate_rect()) for p in self.plates if p is not plate
        ]
        # Your hands (with their words) lie level with your plate; bets stand beside the plates.
        in_the_way += [area.mapRectToScene(area.boundingRect()) for area in (self.low_area, self.high_area)]
        in_the_way += [ChipStack.usual_room(stack.pos(), self.chip_width()) for stack in self.stacks]
        for point in (left, right, above, below):
            spot = badge.translated(point)
            if room.contains(spot) and not any(spot.intersects(other) for other in in_the_way):
                return point
        return left

    def _cards_footprints(self, place: int) -> list[QRectF]:
        """Where a place's cards lie, dealt (a fan) and shown (five over two); none for yours,
        which lie in your hands (counted apart)."""
        if place == self.me:
            return []
        found = []
        for shown in (False, True):
            w = self._other_width(shown)
            h = w * CARD_ASPECT
            for index in range(7):
                point = self.spot_point(Spot("hand", place, index, split=shown))
                found.append(QRectF(point.x() - w / 2, point.y() - h / 2, w, h))
        return found

    def show_banker(self, banker: int, text: str) -> None:
        """Move the bank's marker (saying ``text``) to the banker's place."""
        self.banker = banker
        self.marker.set_text(text)
        self.marker.setPos(self.marker_point(banker))

    def show_chips(self, cents: Mapping[int, int]) -> None:
        """Each place's bet as chips (none in flight)."""
        self.flights.hide()
        for place, stack in enumerate(self.stacks):
            stack.set_amount(cents.get(place, 0))

    def show_side_chips(self, cents: Mapping[int, int]) -> None:
        """Each place's side bets as chips beside its bet (settled: what they paid, or none)."""
        for place, stack in enumerate(self.side_stacks):
            amount = cents.get(place, 0)
            stack.set_amount(amount)
            stack.setVisible(amount > 0)

    def say(self, text: str) -> None:
        """A line over the middle of the table (empty: none)."""
        self.banner.set_text(text)

    # -- the deal

    def play_deal(self, deal: Deal, mine: Sequence[Card], words: str) -> None:
        """Gather the cards, roll the dice, count to the first hand and deal seven to each place;
        your cards turn up in a row (the high hand) and the low hand waits for two."""
        self.animator.skip()
        self.showdown.set_story(None)
        self.mine, self.low, self.picked = list(mine), [], []
        self.interactive = False
        self._gather(deal.deck)
        self.animator.add(self._step(self._shake_step(), self.tr("The dealer shakes the dice")))
        self.animator.add(self._roll_step(deal.dice, words))
        for count in range(1, deal.total + 1):
            self.animator.add(self._count_step((deal.banker + count - 1) % PLACES, count == deal.total))
        for k, place in enumerate(deal.order):
            self.animator.add(self._deal_step(deal.deck[k * HAND_SIZE : (k + 1) * HAND_SIZE], place, deal))
        self.animator.add(self._step(self._mine_step(), self.tr("Your cards")))
        self.animator.then(self._dealt)
        self.animator.then(self.ready_to_set.emit)

    def _dealt(self) -> None:
        """The deal is over: the dice and their words leave the felt."""
        self._lit(None)
        self.say("")
        for die in self.dice:
            die.setVisible(False)

    def _gather(self, deck: Sequence[Card]) -> None:
        self.card_spots.clear()
        for index, card in enumerate(deck):
            item = self.cards[card]
            item.set_face_up(False)
            item.draggable = item.chosen = False
            item.setVisible(True)
            self._put(item, Spot("deck", 0, index), 10 + index * 0.01)
        for die in self.dice:
            die.setVisible(False)
        self.banner.set_text("")
        for area in (self.low_area, self.high_area):
            area.shown = False
            area.set_caption("")
            area.update()

    def _put(self, item: CardItem, spot: Spot, z: float | None = None) -> QPointF:
        """Give a card its spot and size now; where it should be (moved there by the caller)."""
        return self.card_layer.put(item, spot, z)

    def _lit(self, place: int | None) -> None:
        for plate in self.plates:
            plate.set_lit(plate.place == place)

    def _count_step(self, place: int, last: bool) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            self._lit(place)
            if instant:
                return None
            return QPauseAnimation(self._d("count_pause" if last else "count_step"), self)

        return build

    def _deal_step(self, cards: Sequence[Card], place: int, deal: Deal) -> Step:
        """A hand of seven to ``place``; a hand for an empty place is set aside by the deck."""

        def build(instant: bool) -> QAbstractAnimation | None:
            self.sound.emit("tile")
            self._lit(place)
            targets = []
            for index, card in enumerate(cards):
                item = self.cards[card]
                spot = Spot("hand", place, index) if place in deal.occupied else Spot("deck", 0, 60 + index)
                targets.append((item, self._put(item, spot, 20 + index)))
            return self._move(targets, self._d("deal_stack"), instant)

        return build

    def _mine_step(self) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            for area in (self.low_area, self.high_area):
                area.shown = True
                area.update()
            for card in self.mine:
                self.cards[card].set_face_up(True)
            return self._move(self._my_targets(), self._d("arrange"), instant)

        return build

    # -- your hands

    def high(self) -> list[Card]:
        """Your high hand (all your cards but the low ones), in the row's order."""
        return [card for card in self.mine if card not in self.low]

    def shown_order(self) -> list[Card]:
        """Your cards as the keys 1 to 7 count them: the high row left to right, then the low."""
        return [*self.high(), *self.low]

    def _my_targets(self) -> list[tuple[CardItem, QPointF]]:
        targets = []
        high = self.high()
        for kind, cards in (("high", high), ("low", self.low)):
            for index, card in enumerate(cards):
                item = self.cards[card]
                item.chosen = card in self.picked
                item.draggable = self.interactive
                item.update()
                targets.append((item, self._put(item, Spot(kind, 0, index, len(cards)), 40 + index)))
        return targets

    def _refresh_mine(self) -> None:
        targets = self._my_targets()
        if self.speed == Speed.INSTANT:
            for item, point in targets:
                item.setPos(point)
        else:
            self.animator.add(lambda instant: self._move(targets, self._d("snap_back"), instant))

    def set_interactive(self, on: bool) -> None:
        self.interactive = on
        if not on:
            self.picked = []
        for item, point in self._my_targets():
            item.setPos(point)

    def arrange(self, low: Sequence[Card]) -> None:
        """Put exactly ``low`` in your low hand (the house way's or a replayed setting)."""
        self.low = [card for card in low if card in self.mine][:2]
        self.picked = []
        self._refresh_mine()
        self.hands_changed.emit()
        self.picked_changed.emit()

    def toggle(self, index: int) -> None:
        """Pick or put back the card at ``index`` of :meth:`shown_order` (the keys 1 to 7)."""
        order = self.shown_order()
        if not self.interactive or not 0 <= index < len(order):
            return
        card = order[index]
        if card in self.picked:
            self.picked.remove(card)
        else:
            self.picked.append(card)
        self._refresh_mine()
        self.picked_changed.emit()

    def move_picked(self) -> bool:
        """Move the picked cards to the other hand: high ones to the low hand, low ones back."""
        if not self.interactive or not self.picked:
            return False
        going_low = [c for c in self.picked if c not in self.low]
        staying = [c for c in self.low if c not in self.picked]
        if len(staying) + len(going_low) > 2:
            self.move_refused.emit(self.tr("The low hand holds two cards: put one back first."))
            return False
        self.low = staying + going_low
        self.picked = []
        self._refresh_mine()
        self.hands_changed.emit()
        self.picked_changed.emit()
        return True

    def clear_low(self) -> None:
        """All your cards back in the high row."""
        self.arrange(())

    def _card_pressed(self, item: CardItem) -> None:
        """A click moves a card to the other hand (into a full low hand, in place of its first)."""
        card = item.card
        if not self.interactive or card not in self.mine:
            return
        if card in self.low:
            self.low.remove(card)
        else:
            self.low = [*self.low[-1:], card] if len(self.low) >= 2 else [*self.low, card]
        self.picked = []
        self._refresh_mine()
        self.hands_changed.emit()
        self.picked_changed.emit()

    def _area_at(self, point: QPointF) -> int | None:
        for which, area in ((LOW, self.low_area), (HIGH, self.high_area)):
            if area.rect.adjusted(-20, -area.head_height(), 20, 20).contains(point):
                return which
        return None

    def _card_dragged(self, item: CardItem, point: QPointF) -> None:
        where = self._area_at(point)
        self.low_area.set_hot(where == LOW)
        self.high_area.set_hot(where == HIGH)

    def _card_dropped(self, item: CardItem, point: QPointF) -> None:
        """A card let go over a hand goes into it; into a full low hand it takes the place of the
        low card it was let go nearest, which goes to the high hand (as a click puts it in place
        of one, and as a tile dropped on a full hand swaps at the tiles table).  Else it flies
        home."""
        self.low_area.set_hot(False)
        self.high_area.set_hot(False)
        card, where = item.card, self._area_at(point)
        if where == LOW and card not in self.low:
            if len(self.low) >= 2:
                nearest = min(self.low, key=lambda low: abs(self.cards[low].pos().x() - point.x()))
                self.low[self.low.index(nearest)] = card
            else:
                self.low.append(card)
        elif where == HIGH and card in self.low:
            self.low.remove(card)
        self.picked = []
        self._refresh_mine()
        self.hands_changed.emit()
        self.picked_changed.emit()

    def set_captions(self, low: str, high: str, *, foul: bool = False) -> None:
        """The live names of your two hands, over them; a foul's low hand in the loss colour."""
        self.low_area.set_caption(low, warning=foul)
        self.high_area.set_caption(high)

    # -- the showdown

    def play_showdown(
        self,
        hands: Mapping[int, tuple[Sequence[Card], Sequence[Card]]],
        order: Sequence[int],
        results: Mapping[int, PlaceResult],
        story: ShowdownStory,
    ) -> None:
        """Turn up each place's hand in ``order`` (high five, then the low two), then the results,
        the chips and the banner."""
        self.set_interactive(False)
        for place in order:
            if place != self.me:
                high, low = hands[place]
                self.animator.add(self._reveal_step(place, [*high, *low]))
        self.animator.then(lambda: self._results(results, story))
        self.animator.add(self._settle_step({p: r.chips_cents for p, r in results.items()}))

    def _reveal_step(self, place: int, cards: Sequence[Card]) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            self._lit(place)
            targets = []
            for index, card in enumerate(cards):
                item = self.cards[card]
                item.set_face_up(True)
                targets.append((item, self._put(item, Spot("hand", place, index, split=True), 20 + index)))
            return self._move(targets, self._d("arrange"), instant)

        return build

    def _results(self, results: Mapping[int, PlaceResult], story: ShowdownStory) -> None:
        self._lit(None)
        self.say("")
        for place, result in results.items():
            self.plates[place].set_result(result.text, result.colour)
        self.plates[self.me].place_at(self._my_plate_point())  # kept inside the view as it grew
        for item, spot in self.card_spots.items():  # the plates grew with their results
            if spot.kind == "hand":
                item.setPos(self.spot_point(spot))
        self.marker.setPos(self.marker_point(self.banker))
        self.showdown.set_story(story)
        self.place_showdown()
        self.sound.emit("chips")
        self.results_shown.emit()

    def chip_width(self) -> float:
        return ChipStack.WIDTH * self.lay.unit

    def _settle_step(self, ends: Mapping[int, int]) -> Step:
        """Losing bets slide to the banker's place and winnings from it; then each place's
        chips show what it ends with (at once at speed 0)."""

        def build(instant: bool) -> QAbstractAnimation | None:
            bank = self.stacks[self.banker].pos()
            ms = 0 if instant else self._d("settle")
            group = QParallelAnimationGroup(self)
            for place, end in ends.items():
                stack = self.stacks[place]
                if not ms or place == self.banker or end == stack.cents:
                    continue
                if end < stack.cents:
                    self.flights.fly(stack.cents - end, stack.pos(), bank, self.chip_width(), group, ms)
                    stack.set_amount(end)
                else:
                    self.flights.fly(end - stack.cents, bank, stack.pos(), self.chip_width(), group, ms)

            def finish() -> None:
                for place, end in ends.items():
                    self.stacks[place].set_amount(end)

            if not group.animationCount():
                finish()
                return None
            group.finished.connect(finish)
            return group

        return build

    # -- words for screen readers

    def accessible_parts(self) -> list[AccessiblePart]:
        """What a screen reader lists, in reading order: the places in play (name, bet, result),
        then your two hands (cards and name) and each of your cards with where it is."""
        parts = [
            AccessiblePart(p, PartKind.PLACE, p.title, "; ".join(d for d in (p.bet, p.result) if d))
            for p in sorted(self.plates, key=lambda p: (p.y(), p.x()))
            if p.active
        ]
        if not self.mine:
            return parts
        order = self.shown_order()
        for area, cards in ((self.low_area, self.low), (self.high_area, self.high())):
            names = listed(card_name(c) for c in cards) or self.tr("empty")
            parts.append(AccessiblePart(area, PartKind.SLOT, area.title, f"{names}. {area.caption}"))
            where = self.tr("in the low hand") if area is self.low_area else self.tr("in the high hand")
            for card in cards:
                name = self.tr("Card {0}: {1}").format(order.index(card) + 1, card_name(card))
                item = self.cards[card]
                parts.append(AccessiblePart(item, PartKind.CARD, name, where, focused=item.chosen))
        return parts

    def describe(self) -> str:
        """Your hands in words, for the view's accessible description."""
        if not self.mine:
            return ""
        high = listed(card_name(c) for c in self.high())
        low = listed(card_name(c) for c in self.low)
        return self.tr("Your high hand: {0}. Your low hand: {1}.").format(high, low or self.tr("empty"))
