"""The Tien Gow table: four places, your rack, the trick in the middle and the columns won.

The scene draws what one seat may know, from that seat's :class:`SeatView` only: your tiles face
up in the rack, the other hands as backs (counted, never named), the trick being played (face-down
plays as backs) and each seat's won columns as stacks of backs.  The 32 tile items are a pool:
a face-up play takes an item of the tile played; a face-down place takes any spare one, and as
backs look alike a spare one may be moved under the table (at once) to where it is needed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    Signal,
)
from PySide6.QtGui import QFontMetricsF

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow.view import PublicTrick, SeatView
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.tiengow.table_plan import Plan, PlanInput, plan_table
from paigow_desktop.ui.names import close_up, points_words, tile_name
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.chips import ChipFlights
from paigow_desktop.ui.table.items import (
    TILE_RATIO,
    AccessiblePart,
    Marker,
    PartKind,
    Plate,
    TileItem,
)
from paigow_desktop.ui.table.pieces import ChipStack
from paigow_desktop.ui.table.scene import Spot, Step, TileTableScene
from paigow_desktop.ui.table.showdown import covered_area
from paigow_desktop.ui.timings import Speed

__all__ = ["ChipPayment", "Marker", "TienGowScene", "screen_position"]


@dataclass(frozen=True, slots=True)
class ChipPayment:
    """Money moved during a hand: ``payer`` pays ``payee`` ``cents`` (shown as chips)."""

    payer: int
    payee: int
    cents: int


def screen_position(seat: int, me: int) -> int:
    """Where ``seat`` sits on screen: 0 at the bottom (you), then counter-clockwise."""
    return (seat - me) % 4


@dataclass(frozen=True, slots=True)
class _Target:
    spot: Spot
    face_up: bool
    kind: int | None  #: the tile kind an item must be; None: any (a back)


class TienGowScene(TileTableScene):
    """The table of one seat (``me``), drawn from that seat's views."""

    selection_changed = Signal()  #: the tiles picked in the rack changed
    rack_changed = Signal()  #: the rack's order changed (a drag or Shift+arrow)
    cursor_moved = Signal(object)  #: the keys moved to (or picked) this rack tile
    play_asked = Signal()  #: a rack tile was double-clicked: play the tiles picked (it among them)

    def __init__(self, art: SceneArtwork, *, me: int = 0, speed: Speed = Speed.NORMAL) -> None:
        super().__init__(art, speed=speed, felt_title=self.tr("TIEN GOW"))
        self.me = me
        self.rack: list[TileItem] = []  #: your tiles, in the order you keep them
        self.selected: list[TileItem] = []  #: in the order picked
        self.cursor = 0  #: the rack tile the arrow keys are on
        self.playable: set[TileItem] = set()  #: tiles of a set you may play face up now
        self.interactive = False  #: your turn: tiles may be picked
        self.plates = [Plate(seat) for seat in range(4)]
        for plate in self.plates:
            plate.active = True
            plate.setZValue(30)
            self.addItem(plate)
        self.plates[me].is_player = True
        self.marker = Marker()
        self.marker.setZValue(35)
        self.marker.setVisible(False)
        self.addItem(self.marker)
        self.banker = 0
        #: what each place collected during the hand, as chips beside its plate
        self.chips = [ChipStack(art) for _ in range(4)]
        for stack in self.chips:
            stack.setZValue(36)
            stack.setVisible(False)
            self.addItem(stack)
        self.flights = ChipFlights(self, art, 37)  #: chips on their way from a payer to a payee
        self.face_up_items: dict[TileItem, bool] = {}
        self.view: SeatView | None = None
        self._planned_for = self._plan_input()  #: what the plan was made for
        self.plan: Plan = plan_table(self._planned_for)  #: where each place goes in the view
        self.relayout()
        self.gather()  # before the first hand the tiles wait face down in the woodpile

    # -- where things go

    def spot_point(self, spot: Spot) -> QPointF:
        plan = self.plan
        if spot.kind == "rack":
            x, y = plan.hands[0]
            point = QPointF(x + (spot.a - (max(1, spot.b) - 1) / 2) * plan.step("rack"), y)
            if spot.split:
                point.setY(point.y() - plan.lift)
            return point
        if spot.kind in ("hand", "trick"):
            x, y = (plan.hands if spot.kind == "hand" else plan.tricks)[screen_position(spot.a, self.me)]
            return QPointF(x + (spot.b - (max(1, spot.c) - 1) / 2) * plan.step(spot.kind), y)
        if spot.kind == "won":
            pos = screen_position(spot.a, self.me)
            x, y = plan.won[pos]
            return QPointF(x + plan.won_step[pos] * spot.b * plan.step("won"), y - spot.c * plan.level)
        return super().spot_point(spot)

    def spot_width(self, spot: Spot) -> float:
        kind, plan = spot.kind, self.plan
        if kind == "rack":
            return plan.rack_w
        if kind == "trick":
            return plan.trick_w
        if kind == "won":
            return plan.won_w
        return plan.hand_w if kind == "hand" else super().spot_width(spot)

    def relayout(self) -> None:
        super().relayout()
        for plate in self.plates:
            plate.restyle()
        self.marker.restyle()
        self._fit_to_plates()

    def _plan_input(self) -> PlanInput:
        lay = self.lay
        plates = tuple(
            (self.plate_rect_at(pos).width(), self.plate_rect_at(pos).height()) for pos in range(4)
        )
        badge = self.marker.boundingRect()
        return PlanInput(
            width=lay.width,
            height=lay.height,
            sx=lay.sx,
            sy=lay.sy,
            ox=lay.ox,
            oy=lay.oy,
            unit=lay.unit,
            plates=plates,
            badge=(badge.width(), badge.height()),
            banner_height=self._banner_line(),  # a longer sentence wraps, moved off the tiles
            chip_width=self.chip_width(),
        )

    def _banner_line(self) -> float:
        """A line of the banner, in its largest font: the room kept for it between the plays."""
        return QFontMetricsF(self.banner.title_font).height() * 1.8

    def _fit_to_plates(self) -> None:
        """The places planned again for the plates' words (plates grow with them): the plates,
        the banker's badge and the chips placed, the tiles at rest moved to their places, and the
        words over the table between the side places (they wrap when long)."""
        given = self._plan_input()
        changed = given != self._planned_for
        if changed:  # most calls change a plate's words, not its size: the plan stands
            self._planned_for, self.plan = given, plan_table(given)
        plan = self.plan
        for seat, plate in enumerate(self.plates):
            plate.place_at(QPointF(*plan.plates[screen_position(seat, self.me)]))
        self.banner.set_max_width(plan.banner_width)
        self.banner.setPos(QPointF(*plan.banner))
        self.marker.setPos(self.marker_point(self.banker))
        for seat, stack in enumerate(self.chips):
            stack.set_chip_width(self.chip_width())
            stack.setPos(self.chip_point(seat))
        if changed and not self.animator.busy:
            self.tile_layer.place_all()
        self._banner_clear()

    def _banner_clear(self) -> None:
        """The banner moved off any tile or plate it would cover (a long sentence wraps)."""
        if not self.banner.text:
            return
        self.banner.setPos(QPointF(*self.plan.banner))
        obstacles = self.obstacles()
        if covered_area(self.banner.sceneBoundingRect(), obstacles) > 0:  # most often it is clear
            self.move_clear(self.banner, obstacles)

    def obstacles(self) -> list[QRectF]:
        """What the banner must not cover: the plates and the tiles where they rest."""
        rects = [self.plate_rect_at(pos) for pos in range(4)]
        for spot in self.spots.values():
            if spot.kind in ("rack", "hand", "trick", "won"):
                w = self.spot_width(spot)
                h = w * TILE_RATIO
                point = self.spot_point(spot)
                rects.append(QRectF(point.x() - w / 2, point.y() - h / 2, w, h))
        return rects

    def dice_home(self) -> list[QPointF]:
        home = QPointF(*self.plan.plates[screen_position(self.banker, self.me)])
        middle = self.felt_rect().center()
        x, y = (home.x() + middle.x()) / 2, (home.y() + middle.y()) / 2
        return [QPointF(x + (i - 1) * 44 * self.lay.unit, y) for i in range(3)]

    # -- the places

    def show_places(
        self,
        titles: Sequence[str],
        lines: Sequence[str],
        to_play: int | None,
        tips: Sequence[str] = (),
    ) -> None:
        """Each place's name (and level) and its line (columns, points), with ``tips`` saying the
        line in words; the seat to play lit."""
        for seat, plate in enumerate(self.plates):
            plate.set_text(title=titles[seat], bet=lines[seat])
            plate.set_lit(seat == to_play)
            plate.setToolTip(tips[seat] if seat < len(tips) else "")
        self._fit_to_plates()

    def show_banker(self, banker: int, text: str) -> None:
        self.banker = banker
        self.marker.set_text(text)
        self.marker.setPos(self.marker_point(banker))

    def plate_rect_at(self, position: int) -> QRectF:
        """The plate at a screen position (0 you, 1 right, 2 top, 3 left), in scene coordinates."""
        plate = next(p for seat, p in enumerate(self.plates) if screen_position(seat, self.me) == position)
        return plate.mapRectToScene(plate.plate_rect())

    def marker_point(self, banker: int) -> QPointF:
        """Where the banker's badge stands: beside the banker's plate, whatever the plate's size
        (its words keep the desktop's size as the table shrinks): above yours, left of the top
        place's, below a side place's."""
        position = screen_position(banker, self.me)
        plate, badge = self.plate_rect_at(position), self.marker.boundingRect()
        gap = 4.0
        if position == 0:
            return QPointF(plate.center().x(), plate.top() - gap - badge.bottom())
        if position == 2:
            return QPointF(plate.left() - gap - badge.right(), plate.center().y())
        return QPointF(plate.center().x(), plate.bottom() + gap - badge.top())

    # -- chips

    def chip_width(self) -> float:
        """A chip's width: with the tiles, but never too small to tell its colour."""
        return max(16.0, ChipStack.WIDTH * self.lay.unit)

    def chip_point(self, seat: int) -> QPointF:
        """Where ``seat``'s collected chips stand, beside its plate."""
        return QPointF(*self.plan.chips[screen_position(seat, self.me)])

    def set_chip_unit(self, cents: int) -> None:
        """A white chip is worth a point (``cents`` at the hand's rate): the chips count the
        points a place collected, red five, green twenty-five, as the plates do, exactly."""
        self.flights.unit = cents
        for stack in self.chips:
            stack.unit = cents
            stack.set_amount(stack.cents)
            self._chips_told(stack)

    def _chips_told(self, stack: ChipStack) -> None:
        """The stack's tooltip: what it holds in points and money."""
        if not stack.cents:
            stack.setToolTip("")
            return
        points = points_words(stack.cents // max(1, stack.unit))
        stack.setToolTip(
            QCoreApplication.translate("TienGowScene", "Collected this hand: {0} ({1})").format(
                points, format_cents(stack.cents)
            )
        )

    def clear_chips(self) -> None:
        """No chips on the felt (a new deal)."""
        for stack in self.chips:
            stack.set_amount(0)
            self._chips_told(stack)
        self.flights.hide()

    def show_payments(self, payments: Sequence[ChipPayment]) -> None:
        """Chips slide from each payer's place to its payee's, once the table has shown what
        it was given; each payee's chips then show all it collected this hand."""
        if payments:
            self.animator.add(self._payment_step(tuple(payments)))

    def _payment_step(self, payments: tuple[ChipPayment, ...]) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            ends = [stack.cents for stack in self.chips]
            for payment in payments:
                ends[payment.payee] += payment.cents
            self.sound.emit("chips")

            def finish() -> None:
                for seat, stack in enumerate(self.chips):
                    stack.set_chip_width(self.chip_width())
                    stack.set_amount(ends[seat])
                    stack.setPos(self.chip_point(seat))
                    self._chips_told(stack)

            ms = self._d("settle")
            if instant or ms <= 0:
                finish()
                return None
            group = QParallelAnimationGroup(self)
            for payment in payments:
                self._flight(payment, group, ms)
            group.finished.connect(finish)
            return group

        return build

    def _flight(self, payment: ChipPayment, group: QParallelAnimationGroup, ms: int) -> None:
        """Chips worth the payment slide from the payer's place to the payee's (then go)."""
        start, end = self.chip_point(payment.payer), self.chip_point(payment.payee)
        self.flights.fly(payment.cents, start, end, self.chip_width(), group, ms)

    # -- the deal and each view

    def play_deal(self, view: SeatView, dice: tuple[int, int, int] | None, dice_words: str) -> None:
        """Gather and wash the tiles, build the woodpile (eight stacks of four), roll the dice when
        they choose the banker, then deal: lay out ``view``.  The woodpile is for the eye only:
        the engine has dealt already, and equal backs are interchangeable."""
        self.animator.skip()
        self.gather(in_pile=not self.plays_at_once())  # at once: the build places every tile
        self.clear_chips()
        self.rack = []
        self.selected = []
        self.cursor = 0
        self.view = None
        self.face_up_items = {}
        self._stack_items = [self.tiles[stack * 4 : stack * 4 + 4] for stack in range(8)]
        steps: list[Step] = [
            self._step(self._wash_step(0), QCoreApplication.translate("TienGowScene", "Washing the tiles")),
            self._wash_step(1),
            self._wash_step(2),
            self._step(
                self._build_step(),
                QCoreApplication.translate("TienGowScene", "Building the woodpile: eight stacks of four"),
            ),
        ]
        if dice is not None:
            steps += [self._shake_step(), self._roll_step(dice, dice_words)]
        steps.append(self._layout_step(view, None))
        self.animator.add(*steps)

    def show_view(self, view: SeatView) -> None:
        """Lay out ``view``; a trick just finished is shown whole a moment before it is swept
        to its winner's columns."""
        old = self.view
        finished = old is not None and len(view.tricks) > len(old.tricks)
        steps: list[Step] = []
        if finished:
            steps.append(self._layout_step(view, view.tricks[-1]))
            if view.over:  # the last trick stays in the middle until the next deal
                self.animator.add(*steps)
                return
            steps.append(self._pause_step("reveal_pause"))
        steps.append(self._layout_step(view, None))
        self.animator.add(*steps)

    def _pause_step(self, name: str) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            if instant:
                return None
            return QPauseAnimation(self._d(name), self)

        return build

    def _layout_step(self, view: SeatView, held: PublicTrick | None) -> Step:
        def build(instant: bool) -> QAbstractAnimation | None:
            return self._apply(view, held, instant)

        return build

    # Long: one pass over the table's places, matching the 32 items to what the view shows
    def _apply(self, view: SeatView, held: PublicTrick | None, instant: bool) -> QAbstractAnimation | None:
        """Put every item where ``view`` says (``held``: a finished trick still in the middle)."""
        self.view = view
        for die in self.dice:
            if view.tricks or view.current is not None:
                die.setVisible(False)
        targets = self._targets(view, held)
        free = [item for item in self.tiles]
        chosen: dict[TileItem, _Target] = {}
        # The rack keeps its items and order; tiles played leave it; dealt tiles join it.
        wanted = Counter(t.kind for t in view.tiles)
        rack = []
        for item in self.rack:
            if wanted[item.tile.kind] > 0:
                wanted[item.tile.kind] -= 1
                rack.append(item)
                free.remove(item)
        # Dealt tiles join sorted, as a player arranges a new hand: civil tiles from Heaven
        # down, then military from the nines down, pairs side by side (it kept the deal's order).
        for tile in sorted(view.tiles, key=lambda t: t.kind):
            if wanted[tile.kind] > 0:
                wanted[tile.kind] -= 1
                rack.append(self._take(free, tile.kind, None))
        self.rack = rack
        self.selected = [i for i in self.selected if i in rack]
        self.playable &= set(rack)
        self.cursor = min(self.cursor, max(0, len(rack) - 1))
        for index, item in enumerate(rack):
            spot = Spot("rack", index, len(rack), split=item in self.selected)
            chosen[item] = _Target(spot, True, item.tile.kind)
        # Tiles known by kind, then backs: each from where it naturally comes.
        for target in sorted(targets, key=lambda t: t.kind is None):
            item = self._take(free, target.kind, target.spot)
            chosen[item] = target
        moves: list[tuple[TileItem, QPointF]] = []
        for item, target in chosen.items():
            before = self.spots.get(item)
            was_up = item.face_up
            if not target.face_up and not was_up and not _natural(before, target.spot):
                item.setPos(self.spot_point(target.spot))  # backs look alike: moved unseen
            elif target.face_up and not was_up and not _natural(before, target.spot):
                origin = self.spot_point(Spot("hand", target.spot.a, 0, 1))
                item.setPos(origin)
            item.set_face_up(target.face_up)
            item.set_turn(1.0)
            item.setRotation(0)
            item.draggable = target.spot.kind == "rack"
            item.chosen = item in self.selected or (
                self.interactive and target.spot.kind == "rack" and rack.index(item) == self.cursor
            )
            item.setZValue(self._z(target.spot))
            item.update()
            moves.append(self._to(item, target.spot))
            item.home = moves[-1][1]
        self._mark_playable()
        self._banner_clear()
        return self._move(moves, self._d("arrange"), instant)

    def _z(self, spot: Spot) -> float:
        if spot.kind == "trick":
            return 40 + spot.b
        if spot.kind == "won":
            return 12 + spot.c
        if spot.kind == "rack":
            return 20
        return 11

    def _targets(self, view: SeatView, held: PublicTrick | None) -> list[_Target]:
        """Every place a tile shows in ``view``, but the rack."""
        targets: list[_Target] = []
        current = held if held is not None else view.current
        own = list(view.own_discards)
        if held is not None:  # your face-down tiles of the held trick are the last ones you put down
            mine = sum(p.count for p in held.plays if p.seat == self.me and not p.face_up)
            own = own[len(own) - mine :] if mine else []
        elif view.current is not None:
            mine = sum(p.count for p in view.current.plays if p.seat == self.me and not p.face_up)
            own = own[len(own) - mine :] if mine else []
        if current is not None:
            for play in current.plays:
                for i in range(play.count):
                    spot = Spot("trick", play.seat, i, play.count)
                    if play.face_up:
                        targets.append(_Target(spot, True, play.tiles[i].kind))
                    elif play.seat == self.me and own:
                        targets.append(_Target(spot, False, own.pop(0).kind))
                    else:
                        targets.append(_Target(spot, False, None))
        for seat in range(4):
            if seat == self.me:
                continue
            size = view.hand_sizes[seat]
            for i in range(size):
                targets.append(_Target(Spot("hand", seat, i, size), False, None))
        columns = [0, 0, 0, 0]
        tricks = view.tricks[:-1] if held is not None else view.tricks
        for trick in tricks:
            assert trick.winner is not None
            count = trick.plays[0].count
            for level in range(len(trick.plays)):
                for i in range(count):
                    spot = Spot("won", trick.winner, columns[trick.winner] + i, level)
                    targets.append(_Target(spot, False, None))
            columns[trick.winner] += count
        return targets

    def _take(self, free: list[TileItem], kind: int | None, spot: Spot | None) -> TileItem:
        """A free item of ``kind`` (any when None), preferring one already at ``spot``, then one
        coming naturally from where it is."""
        fits = [i for i in free if kind is None or i.tile.kind == kind]
        assert fits, "the view shows more tiles of a kind than there are"

        def rank(item: TileItem) -> int:
            before = self.spots.get(item)
            if spot is not None and before == spot:
                return 0
            if spot is not None and _natural(before, spot) and before is not None:
                return 1
            return 2 if not item.face_up else 3

        best = min(fits, key=rank)
        free.remove(best)
        return best

    # -- your rack: picking and ordering

    def set_interactive(self, on: bool, playable: Sequence[Sequence[Tile]] = ()) -> None:
        """Your turn or not; ``playable``: the sets you may play face up (their tiles marked)."""
        self.interactive = on
        marked: set[TileItem] = set()
        for tiles in playable:
            for tile in tiles:
                for item in self.rack:
                    if item.tile == tile:
                        marked.add(item)
        self.playable = marked if on else set()
        if not on:
            self.selected = []
        self._refresh_rack(instant=True)

    def _mark_playable(self) -> None:
        for item in self.tiles:
            item.setOpacity(1.0)
        if self.interactive and self.playable:
            for item in self.rack:
                item.setOpacity(1.0 if item in self.playable else 0.72)

    def toggle(self, index: int) -> None:
        """Pick or put back the rack's tile ``index`` (0 = leftmost)."""
        if not self.interactive or not 0 <= index < len(self.rack):
            return
        item = self.rack[index]
        if item in self.selected:
            self.selected.remove(item)
        else:
            self.selected.append(item)
        self.cursor = index
        self._refresh_rack()
        self.selection_changed.emit()
        self.cursor_moved.emit(item)

    def select(self, tiles: Sequence[Tile]) -> None:
        """Pick exactly ``tiles`` (a set from the list of sets you may play)."""
        if not self.interactive:
            return
        picked: list[TileItem] = []
        for tile in tiles:
            item = next((i for i in self.rack if i.tile == tile and i not in picked), None)
            if item is not None:
                picked.append(item)
        self.selected = picked
        self._refresh_rack()
        self.selection_changed.emit()

    def clear_selection(self) -> None:
        if self.selected:
            self.selected = []
            self._refresh_rack()
            self.selection_changed.emit()

    def move_cursor(self, step: int) -> None:
        if self.rack:
            self.cursor = (self.cursor + step) % len(self.rack)
            self._refresh_rack(instant=True)
            self.cursor_moved.emit(self.rack[self.cursor])

    def toggle_cursor(self) -> None:
        self.toggle(self.cursor)

    def shift_tile(self, step: int) -> None:
        """Move the tile under the cursor one place left or right in the rack."""
        if len(self.rack) < 2:
            return
        new = max(0, min(len(self.rack) - 1, self.cursor + step))
        if new == self.cursor:
            return
        item = self.rack.pop(self.cursor)
        self.rack.insert(new, item)
        self.cursor = new
        self._refresh_rack()
        self.rack_changed.emit()

    def selected_tiles(self) -> tuple[Tile, ...]:
        return tuple(item.tile for item in self.selected)

    def rack_tiles(self) -> tuple[Tile, ...]:
        return tuple(item.tile for item in self.rack)

    def _refresh_rack(self, instant: bool = False) -> None:
        moves = []
        for index, item in enumerate(self.rack):
            item.chosen = item in self.selected or (self.interactive and index == self.cursor)
            spot = Spot("rack", index, len(self.rack), split=item in self.selected)
            moves.append(self._to(item, spot))
            item.home = moves[-1][1]
            item.update()
        self._mark_playable()
        if instant or self.speed == Speed.INSTANT:
            for item, point in moves:
                item.setPos(point)
            return

        def build(now: bool) -> QAbstractAnimation | None:
            return self._move(moves, self._d("snap_back"), now)

        self.animator.add(build)

    def _tile_pressed(self, item: TileItem) -> None:
        if item in self.rack:
            self.toggle(self.rack.index(item))

    def _tile_double_clicked(self, item: TileItem) -> None:
        """A double-click plays: the tile is among those picked (its first click picked it, or
        put it back: then it is picked again), and the picked tiles are played."""
        if not self.interactive or item not in self.rack:
            return
        if item not in self.selected:
            self.toggle(self.rack.index(item))
        self.play_asked.emit()

    def _tile_dropped(self, item: TileItem, point: QPointF) -> None:
        """A rack tile let go: on the rack's row it takes the place nearest ``point``; dragged up
        toward the trick it is picked (as a click would); anywhere else it flies home."""
        if item not in self.rack:
            return
        count = len(self.rack)
        left = self.spot_point(Spot("rack", 0, count))
        gap = self.plan.step("rack")
        index = max(0, min(count - 1, round((point.x() - left.x()) / gap)))
        rack_y = left.y()
        reach = self.plan.rack_w * TILE_RATIO
        if point.y() < rack_y - reach and item not in self.selected and self.interactive:
            self.toggle(self.rack.index(item))  # picked: it rises, and flies back to its place
            return
        if abs(point.y() - rack_y) > reach:
            self._refresh_rack()
            return
        self.rack.remove(item)
        self.rack.insert(index, item)
        self.cursor = index
        self._refresh_rack()
        self.rack_changed.emit()

    # -- for screen readers

    # Long: the parts in reading order, each with its words, in one pass over the felt
    def accessible_parts(self) -> list[AccessiblePart]:
        """The table's parts a screen reader lists, in reading order: the places (from yours on),
        your rack's tiles, the trick in the middle (in playing order) and each place's columns."""

        view = self.view
        parts: list[AccessiblePart] = []
        for pos in range(4):
            seat = (self.me + pos) % 4
            plate = self.plates[seat]
            if not plate.title:
                continue
            details = [plate.bet] if plate.bet else []
            if view is not None and seat == self.banker and self.marker.text:
                details.append(self.marker.text)
            if plate.lit:
                details.append(QCoreApplication.translate("TienGowScene", "to play"))
            if view is not None and seat != self.me:
                details.append(
                    QCoreApplication.translate("TienGowScene", "{0} tiles in hand").format(
                        view.hand_sizes[seat]
                    )
                )
            if self.chips[seat].cents:
                details.append(QCoreApplication.translate("TienGowScene", "chips collected this hand"))
            parts.append(AccessiblePart(plate, PartKind.PLACE, plate.title, "; ".join(details)))
        if view is None:
            return parts
        for number, item in enumerate(self.rack, start=1):
            name = QCoreApplication.translate("TienGowScene", "Tile {0}: {1} {2}").format(
                number, item.tile, tile_name(item.tile.name)
            )
            if not self.interactive:
                where = QCoreApplication.translate("TienGowScene", "in your rack")
            elif item in self.selected:
                where = QCoreApplication.translate("TienGowScene", "picked; press {0} to put it back").format(
                    number
                )
            else:
                where = QCoreApplication.translate("TienGowScene", "press {0} to pick it").format(number)
            if item in self.playable:
                where += QCoreApplication.translate("TienGowScene", "; part of a set you can play face up")
            focused = self.interactive and self.cursor == number - 1
            parts.append(AccessiblePart(item, PartKind.TILE, name, where, focused=focused))
        placed = {item: spot for item, spot in self.spots.items() if item not in self.rack}
        in_trick = sorted(
            ((item, spot) for item, spot in placed.items() if spot.kind == "trick"),
            key=lambda pair: ((pair[1].a - self._leader()) % 4, pair[1].b),
        )
        for item, spot in in_trick:
            what = (
                f"{item.tile} {tile_name(item.tile.name)}"
                if item.face_up
                else QCoreApplication.translate("TienGowScene", "face-down tile")
            )
            parts.append(
                AccessiblePart(
                    item,
                    PartKind.PIECE,
                    f"{self.plates[spot.a].title}: {what}",
                    QCoreApplication.translate("TienGowScene", "in the trick"),
                )
            )
        for pos in range(4):
            seat = (self.me + pos) % 4
            stacks: dict[int, list[TileItem]] = {}
            for item, spot in placed.items():
                if spot.kind == "won" and spot.a == seat:
                    stacks.setdefault(spot.b, []).append(item)
            for column, items in sorted(stacks.items()):
                top = max(items, key=lambda i: placed[i].c)
                name = QCoreApplication.translate("TienGowScene", "{0}: column {1}").format(
                    self.plates[seat].title, column + 1
                )
                words = QCoreApplication.translate("TienGowScene", "{0} face-down tiles").format(len(items))
                parts.append(AccessiblePart(top, PartKind.PIECE, name, words))
        return parts

    def _leader(self) -> int:
        """Who led the trick in the middle (the current one, else the last one shown)."""
        view = self.view
        if view is None:
            return self.me
        if view.current is not None:
            return view.current.leader
        return view.tricks[-1].leader if view.tricks else self.me

    # -- words on the table

    def say(self, text: str) -> None:
        """A line over the middle of the table (empty: none)."""
        self.banner.set_text(close_up(text))
        self._banner_clear()

    def describe(self) -> str:
        """The table in words, for the view's accessible description."""
        view = self.view
        if view is None:
            return ""
        parts = [
            QCoreApplication.translate("TienGowScene", "Your tiles: {0}.").format(
                " ".join(str(t) for t in self.rack_tiles())
            )
        ]
        if view.current is not None:
            shown = []
            for play in view.current.plays:
                what = (
                    " ".join(str(t) for t in play.tiles)
                    if play.face_up
                    else QCoreApplication.translate("TienGowScene", "{0} face down").format(play.count)
                )
                shown.append(f"{self.plates[play.seat].title}: {what}")
            parts.append(QCoreApplication.translate("TienGowScene", "Trick: {0}.").format("; ".join(shown)))
        return " ".join(parts)


def _natural(before: Spot | None, after: Spot) -> bool:
    """Whether a tile at ``before`` would be seen going to ``after`` (else it moves unseen)."""
    if before is None:
        return after.kind in ("hand", "rack")  # from the pile: the deal
    if before.kind == after.kind:
        return before.a == after.a or after.kind == "rack"
    if before.kind == "pile":
        return after.kind in ("hand", "rack")
    if after.kind == "trick":
        return (before.kind == "hand" and before.a == after.a) or before.kind == "rack"
    return before.kind == "trick" and after.kind == "won"
