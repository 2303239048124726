"""The end of a round at the table: every hand turned up, the results and the money moved as chips."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from paigow_desktop.games.paigow.hands import Hand, HandKind
from paigow_desktop.games.paigow.round import DEALER, Deal, Reveal, Settlement
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.games.paigow.setting_hands import SettingHands
from paigow_desktop.ui.games.paigow.showdown import tell
from paigow_desktop.ui.names import practice, say
from paigow_desktop.ui.table.chips import ChipFlights
from paigow_desktop.ui.table.items import (
    GOLD,
    LOSS_COLOUR,
    PUSH_COLOUR,
    TILE_RATIO,
    WIN_COLOUR,
    Plate,
    TileItem,
)
from paigow_desktop.ui.table.pieces import ChipStack
from paigow_desktop.ui.table.scene import TABLE_CENTER, Spot, Step
from paigow_desktop.ui.table.showdown import Edges, ShowdownBanner, ShowdownStory, area_covered, edges


class RevealSteps(SettingHands):
    """The end of a round at the table: every hand turned up, the results and the money moved as chips."""

    reveal_shown = Signal()  #: every hand is face up and the results are shown

    # Made by the table's scene (TableScene.__init__); declared here for the methods below.
    player: int
    plates: list[Plate]
    stacks: list[ChipStack]  #: each place's bet as chips
    house_chips: ChipStack  #: the house's commission
    flights: ChipFlights  #: chips on their way
    showdown: ShowdownBanner
    set_aside_label: QGraphicsSimpleTextItem  #: "set aside", under the empty places' tiles
    practice = False  #: the round is a replay, played for no money (the banner says so)
    _footprints_key: tuple[object, ...] = ()  #: the layout the hands' footprints below are for
    _footprints: list[Edges]
    _chip_points: dict[int, QPointF]  #: each place's chips, for the layout of the footprints
    #: the footprints and chip points of the layouts seen lately, by their keys
    _layouts: dict[tuple[object, ...], tuple[list[Edges], dict[int, QPointF]]]

    def chip_width(self) -> float:
        """How wide a chip is: with the tiles, but never too small to tell its colour."""
        return max(16.0, ChipStack.WIDTH * self.lay.unit)

    def chip_point(self, place: int) -> QPointF:
        """Where a place's chips stand: beside its plate, on the felt, to the place's right; to
        its left where hands or another place's chips would lie under them (on a short felt a
        place's tiles come up beside its neighbours' plates) or the right runs onto the rail;
        else behind the plate; else wherever they cover least.  Worked out once for every place
        and layout of the plates: a round asks a score of times."""
        hands = self._hands_footprints()  # keeps the points below for one layout of the plates
        points = self._chip_points
        if not points:
            # The places with a seat first, each keeping clear of the chips placed before it.
            taken = list(hands)
            chip = self.chip_width()
            for plate in sorted(self.plates, key=lambda p: not p.active):
                spot = points[plate.place] = self._find_chip_point(plate.place, taken)
                if plate.active:
                    taken.append(edges(ChipStack.usual_room(spot, chip)))
        return QPointF(points[place])

    def _find_chip_point(self, place: int, taken: list[Edges]) -> QPointF:
        # In plain numbers: a round places a score of stacks, each trying up to three spots.
        x, y, _left, _top, plate_width, plate_height = self.plates[place].geometry
        # The way in is square to the felt's oval where the plate stands: on a short, wide felt
        # a side place faces across the table rather than at its centre, and "along the rail"
        # worked out from the centre ran down onto the wood.
        felt = self.felt_rect()
        rx, ry = max(felt.width() / 2, 1.0), max(felt.height() / 2, 1.0)
        in_x, in_y = (felt.center().x() - x) / rx**2, (felt.center().y() - y) / ry**2
        length = math.hypot(in_x, in_y)
        in_x, in_y = (in_x / length, in_y / length) if length else (0.0, -1.0)
        across_x, across_y = -in_y, in_x  # along the rail, to the place's right
        chip = self.chip_width()
        reach = abs(across_x) * plate_width / 2 + abs(across_y) * plate_height / 2 + chip * 0.8 + 6
        right = (x + across_x * reach, y + across_y * reach)
        # The other places' hands are in the way, and your two hands below with their words.
        left = (x - across_x * reach, y - across_y * reach)
        # Else behind the plate, toward the rail (a short felt has little room left).
        out = abs(in_x) * plate_width / 2 + abs(in_y) * plate_height / 2 + chip * 0.9
        behind = (x - in_x * out, y - in_y * out)
        # The first spot in that order that covers nothing and stands on the felt; else the one
        # that covers least, on the felt if it can (a chip on the rail hides no tile).
        covered = []
        for spot in (right, left, behind):
            point = QPointF(*spot)
            room = ChipStack.usual_room(point, chip)
            overlap = area_covered(edges(room), taken)
            on_felt = self.on_felt(room)
            if overlap == 0 and on_felt:
                return point
            covered.append((overlap, not on_felt, point))
        return min(covered, key=lambda found: found[:2])[2]

    def _hands_footprints(self) -> list[Edges]:
        """The felt the other places' hands take, and your two hands with their titles,
        worked out once a layout (plates, size, and which places play: the chips' spots kept
        with them depend on it)."""
        key = (self.lay, self.player, *(p.geometry for p in self.plates), *(p.active for p in self.plates))
        if self._footprints_key == key:
            return self._footprints
        # A round takes the plates through a few sizes (the bets, the results) and back: each
        # layout's footprints and chip points are kept for when it comes round again.
        kept = self._layouts.get(key)
        if kept is None:
            if len(self._layouts) >= 32:
                self._layouts.clear()
            footprints = [self._hand_footprint(p) for p in range(len(self.plates)) if p != self.player]
            footprints += [
                edges(area.mapRectToScene(area.boundingRect())) for area in (self.low_area, self.high_area)
            ]
            kept = self._layouts[key] = (footprints, {})
        self._footprints_key = key
        self._footprints, self._chip_points = kept
        return self._footprints

    def _hand_footprint(self, place: int) -> Edges:
        """The felt a place's four tiles take, dealt (together) or set (split in two hands)."""
        width = self.spot_width(Spot("place", place))
        height = width * TILE_RATIO
        xs, ys = [], []
        for split in (False, True):
            for index in (0, 3):
                point = self.spot_point(Spot("place", place, index, split=split))
                xs.append(point.x())
                ys.append(point.y())
        return min(xs) - width / 2, min(ys) - height / 2, max(xs) + width / 2, max(ys) + height / 2

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
        self.flights.hide()

    def _flight(
        self, cents: int, start: QPointF, end: QPointF, group: QParallelAnimationGroup, ms: int
    ) -> None:
        """Chips worth ``cents`` slide from ``start`` to ``end`` (then go: the stacks show the sums)."""
        self.flights.fly(cents, start, end, self.chip_width(), group, ms)

    def _settle_step(self, reveal: Reveal, settlement: Settlement) -> Step:
        """Losing bets go to the banker, winners are paid, then each commission goes to the house."""

        def build(instant: bool) -> QAbstractAnimation | None:
            banker_point = self.chip_point(reveal.banker)
            ends: dict[int, int] = {}
            ms = 0 if instant else self._d("settle")
            # No parent: the sequence below takes the groups that play (and the animator deletes
            # it once played); a group left out goes with Python's reference, not with the scene.
            paying = QParallelAnimationGroup()
            taxing = QParallelAnimationGroup()
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
        """The result banner near the middle of the felt, inside the view whatever its size, where
        it covers the least of the places' tiles and plates (none when there is room)."""
        banner = self.showdown
        banner.set_max_width(self.lay.width - 16)
        banner.set_compact(False)  # kept inside the view at its whole size; place_banner may shorten it
        centre = self.lay.point(TABLE_CENTER)
        box = banner.boundingRect()
        x = min(max(centre.x(), 8 - box.left()), self.lay.width - 8 - box.right())
        y = min(max(centre.y(), 8 - box.top()), self.lay.height - 8 - box.bottom())
        banner.setPos(x, y)
        if banner.story is not None:
            self.place_banner(banner, self.showdown_obstacles(), self.showdown_room())
        self._tuck_set_aside_under(banner)

    def stacks_set_aside(self) -> list[list[TileItem]]:
        """The empty places' stacks set aside this deal, each its tiles (none before they are dealt)."""
        stacks: dict[int, list[TileItem]] = {}
        for tile, spot in self.spots.items():
            if spot.kind == "aside":
                stacks.setdefault(spot.a, []).append(tile)
        return list(stacks.values())

    def _tuck_set_aside_under(self, banner: ShowdownBanner) -> None:
        """The banner may cover the empty places' stacks set aside: a stack it would half cover
        (its top peeking out above the banner, as if laid on it) leaves the felt while the banner
        shows, and the stacks' label with it (or alone, where the banner would half cover it);
        placed again after a resize, what the banner no longer covers comes back.  The next
        deal gathers every tile again."""
        over = banner.sceneBoundingRect() if banner.story is not None and banner.isVisible() else None
        stacks = self.stacks_set_aside()
        tucked = False
        for tiles in stacks:
            covered = over is not None and any(t.sceneBoundingRect().intersects(over) for t in tiles)
            tucked = tucked or covered
            for tile in tiles:
                tile.setVisible(not covered)
        label = self.set_aside_label
        label_covered = over is not None and label.sceneBoundingRect().intersects(over)
        label.setVisible(bool(stacks) and not tucked and not label_covered)

    def showdown_obstacles(self) -> list[QRectF]:
        """What the banner should not cover: the hands (yours with their titles), the places'
        plates, the chips and the dice.  The empty seats' stacks set aside unseen and their label
        may be covered: they have nothing to tell at the showdown (and leave room above the side
        places)."""
        obstacles = [p.mapRectToScene(p.plate_rect()) for p in self.plates if p.isVisible() and p.title]
        aside = {t for t, spot in self.spots.items() if spot.kind == "aside"}
        obstacles += [t.sceneBoundingRect() for t in self.tiles if t.isVisible() and t not in aside]
        obstacles += [a.mapRectToScene(a.boundingRect()) for a in (self.low_area, self.high_area) if a.shown]
        pieces = [*self.stacks, self.house_chips, *self.dice]
        obstacles += [
            p.sceneBoundingRect() for p in pieces if p.isVisible() and not p.boundingRect().isEmpty()
        ]
        return obstacles

    def showdown_room(self) -> QRectF:
        """Where the banner may go: the view, less a margin."""
        return QRectF(8, 8, self.lay.width - 16, self.lay.height - 16)

    def set_showdown_advice(self, words: str) -> None:
        """The trainer's line under the money; the banner grows, so it is placed again (not when
        the line is the same: most rounds have none, before and after)."""
        if words == self.showdown.advice:
            return
        self.showdown.set_advice(words)
        self._place_showdown()

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
        # The banker last, so each comparison reads against it; your own tiles stay in your hands.
        order = [p for p in order if p != reveal.banker]
        if reveal.banker != self.player:
            order.append(reveal.banker)
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
            self.plates[place].hands_text = QCoreApplication.translate(
                "TableScene", "low {0}, high {1}"
            ).format(hand_name(setting.low), hand_name(setting.high))
            if rule:
                self.status.emit(
                    QCoreApplication.translate("TableScene", "{0} sets by the house way: {1}").format(
                        who, say(rule)
                    )
                )
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

    def _story(
        self,
        reveal: Reveal,
        settlement: Settlement,
        mine: Setting | None,
        banker_title: str,
        money: Callable[[int], str],
    ) -> ShowdownStory | None:
        """The banner's story of the round; a replay's money is what it would have been."""
        story = tell(reveal, settlement, self.player, mine, banker_title, money)
        if story is not None and self.practice:
            story = replace(story, money=practice(story.money))
        return story

    def _make_room_beside_plates(self) -> None:
        """The plates grew with their results: the hands and the chips beside them make room
        (a stack stood over the last figure of "WIN +$47.50")."""
        for item, spot in self.spots.items():
            if spot.kind == "place":
                item.setPos(self.spot_point(spot))
        for place, stack in enumerate(self.stacks):
            stack.setPos(self.chip_point(place))
        self.house_chips.setPos(self.house_point())

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
                    mark = QCoreApplication.translate("TableScene", " (1 copy)")
                else:
                    mark = QCoreApplication.translate("TableScene", " ({0} copies)").format(copies)
                if matchup.result is BetResult.WIN:
                    text, colour = (
                        QCoreApplication.translate("TableScene", "WIN +{0}").format(money(outcome.net_cents)),
                        WIN_COLOUR,
                    )
                elif matchup.result is BetResult.LOSS:
                    text, colour = (
                        QCoreApplication.translate("TableScene", "LOSS {0}{1}").format(
                            money(outcome.net_cents), mark
                        ),
                        LOSS_COLOUR,
                    )
                else:
                    text, colour = (
                        QCoreApplication.translate("TableScene", "PUSH{0}").format(mark),
                        PUSH_COLOUR,
                    )
                self.plates[matchup.place].set_result(text, colour)
            banker = self.plates[reveal.banker]
            low, high = reveal.banker_setting.low, reveal.banker_setting.high
            if reveal.banker == DEALER:
                banker.set_result(f"{short_name(low)} / {short_name(high)}", GOLD)
            else:  # a seat banks: show what its bank made
                net = settlement.place(reveal.banker).net_cents
                sign = "+" if net >= 0 else ""
                banker.set_result(
                    QCoreApplication.translate("TableScene", "BANK {0}").format(f"{sign}{money(net)}"),
                    WIN_COLOUR if net > 0 else LOSS_COLOUR if net < 0 else GOLD,
                )
            self.status.emit(
                QCoreApplication.translate("TableScene", "{0} holds {1} / {2}").format(
                    banker.title, hand_name(low), hand_name(high)
                )
            )
            banker.hands_text = QCoreApplication.translate("TableScene", "low {0}, high {1}").format(
                hand_name(low), hand_name(high)
            )
            self.showdown.set_story(self._story(reveal, settlement, mine, banker.title, money))
            self._make_room_beside_plates()
            self._place_showdown()
            self.sound.emit("chips")
            return None

        return build


def short_name(hand: Hand) -> str:
    """A hand's name in a word or two, for a place's plate: "Pair", "Wong", "Gong", "7"."""
    kind = hand.kind
    if kind is HandKind.PAIR:
        return QCoreApplication.translate("TableScene", "Pair")
    if kind in (HandKind.WONG, HandKind.GONG):
        return hand_name(hand)
    return str(hand.points)
