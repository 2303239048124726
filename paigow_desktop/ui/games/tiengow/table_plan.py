"""Where Tien Gow's table puts each place, worked out in the view's own pixels.

The table was planned in design units and scaled whole with the view, tiles and all: at
1024 x 700 your own tiles came out about 28 px wide and the trick's about 17.  Here the tiles keep
a readable size whatever the view (your own at least :data:`OWN_W` wide, so 80 px tall, the
others' at least :data:`LEAST_W`), and the places are stacked around them from the view's edges
inward, each measured, so that none covers another:

- your rack along the bottom edge, in a strip below the felt's middle, your plate left of it;
- the top place's plate at the top edge, its hand below it, its won columns to the right;
- the side places' plates at the sides, each hand above its plate, its won columns below;
- the trick in the middle, between the top hand and your rack (lifted picks included), the
  side places' plays beside it, and the banner's line between the top play and yours.

Pure geometry: no Qt items, only their sizes, so the plan can be checked at any size.
"""

from __future__ import annotations

from dataclasses import dataclass

from paigow_desktop.ui.table.items import RACK_W, SMALL_W, TILE_RATIO

__all__ = ["LEAST_W", "OWN_W", "Plan", "PlanInput", "plan_table"]

OWN_W = 33.0  #: your own tiles' least width on screen (so 82.5 px tall)
OWN_MOST = 44.0  #: the widest your own tiles grow to fill the room (the design's grow on)
LEAST_W = 16.0  #: the least width of any other tile on the felt
TRICK_W = 40.0  #: tiles in the trick, on the design scale
TRICK_LEAST = 28.0  #: the trick's tiles where the room allows it (they shrink to LEAST_W)
WON_W = 20.0  #: tiles in the stacks of won columns, on the design scale
LIFT = 34.0  #: how far a picked tile rises out of the rack, on the design scale
RACK_STEP = 1.14  #: rack tiles' spacing over their width
HAND_STEP = 1.15
TRICK_STEP = 1.12
WON_STEP_W = 1.3
MOST_TILES = 8  #: a hand's tiles
MOST_PLAYED = 4  #: the tiles of one play
MOST_LEVELS = 4  #: the tiles of one won column
LEVEL = 4.0  #: how far each tile of a won column sits above the one under it, design scale
EDGE = 6.0  #: room kept at the view's edges
GAP = 6.0  #: room kept between two places
#: room between your plate and your rack: a lit plate's glow (12 px) and a tile's shadow
PLATE_ROOM = 20.0


@dataclass(frozen=True, slots=True)
class PlanInput:
    """What the plan is made of: the view's size, its design scales and offsets, and the sizes
    of the words' items (the plates by screen position, 0 you then counter-clockwise, as width
    and height; the banker's badge; a line of the banner) and of a chip."""

    width: float
    height: float
    sx: float
    sy: float
    ox: float
    oy: float
    unit: float
    plates: tuple[tuple[float, float], ...]
    badge: tuple[float, float]
    banner_height: float
    chip_width: float


Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Plan:
    """The places, in the view's pixels, by screen position (0 you, 1 right, 2 top, 3 left)."""

    rack_w: float
    hand_w: float
    trick_w: float
    won_w: float
    lift: float
    plates: tuple[Point, ...]  #: each plate's middle
    hands: tuple[Point, ...]  #: the middle of each hand's row (0: your rack)
    tricks: tuple[Point, ...]  #: the middle of each place's play in the trick
    won: tuple[Point, ...]  #: the middle of each place's first won column (its bottom tile)
    won_step: tuple[int, ...]  #: which way each place's columns grow: 1 right, -1 left
    chips: tuple[Point, ...]
    banner: Point
    banner_width: float  #: the most the banner's line may take across
    level: float  #: how far each tile of a won column sits above the one under it

    def step(self, kind: str) -> float:
        """How far apart the tiles of a row of ``kind`` stand, in pixels."""
        return {
            "rack": self.rack_w * RACK_STEP,
            "hand": self.hand_w * HAND_STEP,
            "trick": self.trick_w * TRICK_STEP,
            "won": self.won_w * WON_STEP_W,
        }[kind]


def _span(count: int, width: float, step: float) -> float:
    """How wide a row of ``count`` tiles is."""
    return (count - 1) * width * step + width


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` kept between ``low`` and ``high`` (their middle when they cross)."""
    return max(low, min(high, value)) if low <= high else (low + high) / 2


@dataclass(frozen=True, slots=True)
class _Side:
    """A side place's column: its plate, hand above, won columns below, and how far each part
    reaches toward the middle (its inner edge, with its top and bottom)."""

    plate: Point
    hand: Point
    won: Point
    chips: Point
    edges: tuple[tuple[float, float, float], ...]  #: (inner edge, top, bottom) of each part

    def inner(self, top: float, bottom: float, sign: int) -> float:
        """The column's edge toward the middle between heights ``top`` and ``bottom``."""
        near = [edge for edge, a, b in self.edges if a < bottom and b > top]
        x = self.plate[0]
        return max(near, key=lambda e: sign * e) if near else x


def _side(given: PlanInput, position: int, y: float, hand_w: float, won_w: float) -> _Side:
    """The side place at ``position`` (1 right, 3 left) with its plate's middle at height ``y``."""
    w, unit = given.width, given.unit
    plate_w, plate_h = given.plates[position]
    hand_h, won_h = hand_w * TILE_RATIO, won_w * TILE_RATIO
    hand_span, won_span = _span(MOST_TILES, hand_w, HAND_STEP), _span(MOST_TILES, won_w, WON_STEP_W)
    design_x = 1440.0 if position == 1 else 160.0
    half = max(plate_w, hand_span) / 2
    x = _clamp(given.ox + design_x * given.sx, EDGE + half, w - EDGE - half)
    hand = (x, y - plate_h / 2 - GAP - hand_h / 2)
    levels = (MOST_LEVELS - 1) * LEVEL * unit
    won_top = y + plate_h / 2 + GAP + given.badge[1] + GAP
    won_y = won_top + levels + won_h / 2
    sign = 1 if position == 3 else -1  # the columns grow toward the middle from the plate's edge
    won = (x - sign * (plate_w / 2 - won_w / 2), won_y)
    chips = (x + sign * (plate_w / 2 + GAP + given.chip_width / 2), y)
    chip_h = given.chip_width
    edges = (
        (x + sign * hand_span / 2, hand[1] - hand_h / 2, hand[1] + hand_h / 2),
        (x + sign * (plate_w / 2 + GAP + given.chip_width), y - plate_h / 2 - chip_h, y + plate_h / 2),
        (x + sign * (won_span - plate_w / 2), won_top, won_y + won_h / 2),
        (x + sign * given.badge[0] / 2, won_top - GAP - given.badge[1], won_top),
    )
    return _Side((x, y), hand, won, chips, edges)


@dataclass(frozen=True, slots=True)
class _SidePlays:
    """Where the side places' plays may stand across, at a height: clear of their columns and
    of the top place's play when beside it."""

    given: PlanInput
    left: _Side
    right: _Side
    trick_w: float
    trick2_y: float

    def _room(self, y: float) -> tuple[float, float, float]:
        trick_h = self.trick_w * TILE_RATIO
        span = _span(MOST_PLAYED, self.trick_w, TRICK_STEP)
        row = (y - trick_h / 2 - GAP, y + trick_h / 2 + GAP)
        least = self.left.inner(*row, 1) + GAP + span / 2
        middle = self.given.width / 2
        beside = y - self.trick2_y < trick_h + GAP
        most = middle - span - GAP if beside else middle - span / 2 - GAP
        right_least = 2 * middle - most
        right_most = self.right.inner(*row, -1) - GAP - span / 2
        return least, most, min(most - least, right_most - right_least)

    def fit(self, y: float) -> bool:
        """Whether both plays fit at height ``y``."""
        return self._room(y)[2] >= 0

    def at(self, y: float) -> tuple[float, float]:
        """The left and right plays' middles across at height ``y``."""
        least, most, _ = self._room(y)
        middle = self.given.width / 2
        span = _span(MOST_PLAYED, self.trick_w, TRICK_STEP)
        row = (y - self.trick_w * TILE_RATIO / 2 - GAP, y + self.trick_w * TILE_RATIO / 2 + GAP)
        right_most = self.right.inner(*row, -1) - GAP - span / 2
        left = _clamp(self.given.ox + 540 * self.given.sx, least, most)
        right = _clamp(self.given.ox + 1060 * self.given.sx, 2 * middle - most, right_most)
        return left, right


class _Trick:
    """The trick's rows for plays ``trick_w`` wide: the top place's play, the sides' a little
    below it (lower where the side columns leave them no room), the banner's line, then yours."""

    def __init__(
        self, given: PlanInput, left: _Side, right: _Side, trick_w: float, top: float, bottom: float
    ) -> None:
        self.trick_w = trick_w
        trick_h, banner_h = trick_w * TILE_RATIO, given.banner_height
        low, high = top + trick_h / 2, bottom - trick_h / 2
        trick2_y = _clamp(given.oy + 236 * given.sy, low, high)
        trick0_y = _clamp(given.oy + 556 * given.sy, low, high)
        need = trick_h + banner_h + 2 * GAP
        if trick0_y - trick2_y < need:
            middle = (trick0_y + trick2_y) / 2
            trick2_y, trick0_y = _clamp(middle - need / 2, low, high), _clamp(middle + need / 2, low, high)
        self.trick0_y, self.trick2_y = trick0_y, trick2_y
        self.plays = _SidePlays(given, left, right, trick_w, trick2_y)
        free = trick0_y - trick2_y - need
        start = max(0.0, min(free, (trick0_y - trick2_y) * 0.3))
        tries = [start + (free - start) * k / 8 for k in range(9)] if free > start else [start]
        fitting = next((trick2_y + d for d in tries if self.plays.fit(trick2_y + d)), None)
        self.fits = fitting is not None and trick0_y - trick2_y >= need - 0.5
        self.sides_y = fitting if fitting is not None else trick2_y + start


def _own_width(given: PlanInput, hand_w: float, won_w: float, plate_h: float) -> float:
    """Your tiles' width: the design's, at least :data:`OWN_W`, and larger (up to
    :data:`OWN_MOST`) where the bottom row and the trick above it have the room."""
    w, h = given.width, given.height
    beside = given.plates[0][0] + PLATE_ROOM + 2 * GAP + _span(MOST_TILES, won_w, WON_STEP_W) + GAP
    across = (w - 2 * EDGE - beside - given.chip_width) / ((MOST_TILES - 1) * RACK_STEP + 1)
    top = EDGE + plate_h + GAP + hand_w * TILE_RATIO + GAP
    trick = 2 * TRICK_LEAST * TILE_RATIO + given.banner_height + 2 * GAP
    down = (h - EDGE - GAP - top - trick) / (TILE_RATIO * 1.15)  # with a pick lifted
    return max(RACK_W * given.unit, OWN_W, min(OWN_MOST, across, down))


# Long: the places from the edges inward, one after another, each measured from the last
def plan_table(given: PlanInput) -> Plan:
    """The table laid out for ``given``: the tiles at their least sizes or more, no two places
    over each other where the view has the room (a view of 1024 x 350 or 740 x 480 has)."""
    w, h, unit = given.width, given.height, given.unit
    hand_w = max(SMALL_W * unit, LEAST_W)
    won_w = max(WON_W * unit, LEAST_W)
    plate_h = max(p[1] for p in given.plates)
    rack_w = _own_width(given, hand_w, won_w, plate_h)
    lift = max(LIFT * unit, rack_w * TILE_RATIO * 0.15)
    badge_h = given.badge[1]
    hand_h, rack_h = hand_w * TILE_RATIO, rack_w * TILE_RATIO
    # You: the rack along the bottom edge, your plate left of it (the rack moves right for it).
    # Your won columns right of the rack, your chips after them.
    rack_y = h - EDGE - rack_h / 2
    rack_span = _span(MOST_TILES, rack_w, RACK_STEP)
    own_w = given.plates[0][0]
    won_span = _span(MOST_TILES, won_w, WON_STEP_W)
    left_need = EDGE + own_w + PLATE_ROOM + rack_span / 2
    right_need = rack_span / 2 + GAP * 2 + won_span + GAP + given.chip_width + EDGE
    rack_x = _clamp(w / 2, left_need, w - right_need)
    plate0 = (rack_x - rack_span / 2 - PLATE_ROOM - own_w / 2, h - EDGE - plate_h / 2)
    won0_x = rack_x + rack_span / 2 + GAP * 2 + won_w / 2
    won0 = (won0_x, h - EDGE - won_w * TILE_RATIO / 2)
    chips0 = (won0_x + won_span + GAP + given.chip_width / 2 - won_w / 2, rack_y)
    # The top place: its plate at the top edge, its hand below, its won columns right of both.
    plate2 = (w / 2, EDGE + plate_h / 2)
    hand2 = (w / 2, EDGE + plate_h + GAP + hand_h / 2)
    top_span = max(_span(MOST_TILES, hand_w, HAND_STEP), given.plates[2][0])
    won2 = (w / 2 + top_span / 2 + GAP * 2 + won_w / 2, hand2[1])
    chips2 = (w / 2 + given.plates[2][0] / 2 + GAP + given.chip_width / 2, plate2[1])
    # The side places: plates at the height the design gives, kept clear of the top row and of
    # your plate with its badge.
    side_h = (
        plate_h / 2 + GAP + hand_h,
        plate_h / 2 + GAP + badge_h + GAP + won_w * TILE_RATIO + (MOST_LEVELS - 1) * LEVEL * unit,
    )
    side_top = EDGE + plate_h + GAP + side_h[0]
    side_bottom = plate0[1] - plate_h / 2 - badge_h - GAP - side_h[1]
    side_y = _clamp(given.oy + 392 * given.sy, side_top, side_bottom)
    right, left = _side(given, 1, side_y, hand_w, won_w), _side(given, 3, side_y, hand_w, won_w)
    # The trick: between the top hand and your rack with a picked tile lifted; the largest
    # tiles that fit, down to the least.
    top = hand2[1] + hand_h / 2 + GAP
    bottom = rack_y - rack_h / 2 - lift - GAP
    room = (bottom - top - given.banner_height - 2 * GAP) / 2
    largest = max(LEAST_W, min(max(TRICK_W * unit, TRICK_LEAST), room / TILE_RATIO))
    sizes = [largest - 2 * k for k in range(int((largest - LEAST_W) / 2) + 1)] or [LEAST_W]
    rows = next(
        (rows for rows in (_Trick(given, left, right, tw, top, bottom) for tw in sizes) if rows.fits),
        _Trick(given, left, right, sizes[-1], top, bottom),
    )
    trick_w, trick0_y, trick2_y, sides_y = rows.trick_w, rows.trick0_y, rows.trick2_y, rows.sides_y
    trick3_x, trick1_x = rows.plays.at(sides_y)
    banner_h = given.banner_height
    banner = (w / 2, (sides_y + trick0_y) / 2)
    line = (banner[1] - banner_h / 2, banner[1] + banner_h / 2)
    banner_width = max(0.0, right.inner(*line, -1) - left.inner(*line, 1) - 4 * GAP)
    middle_x = w / 2
    return Plan(
        rack_w=rack_w,
        hand_w=hand_w,
        trick_w=trick_w,
        won_w=won_w,
        lift=lift,
        plates=(plate0, right.plate, plate2, left.plate),
        hands=((rack_x, rack_y), right.hand, hand2, left.hand),
        tricks=((middle_x, trick0_y), (trick1_x, sides_y), (middle_x, trick2_y), (trick3_x, sides_y)),
        won=(won0, right.won, won2, left.won),
        won_step=(1, -1, 1, 1),
        chips=(chips0, right.chips, chips2, left.chips),
        banner=banner,
        banner_width=banner_width,
        level=LEVEL * unit,
    )
