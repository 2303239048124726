"""Two-tile hands: pairs, Wong, Gong and points, their names and the full hand order.

Every hand gets an integer ``key``: a higher key beats a lower one, and equal keys
are a tie, which the banker wins (a copy, or zero against zero).  The key packs
the rules: pairs above Wong above Gong above points; within Wong, Gong and points
the hand's highest single tile decides (never the second); all 0-point hands are
equal.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Final

from paigow_desktop.core.text import NAMES, QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.tiles.tile import KINDS, Tile

__all__ = [
    "PAIRS",
    "Hand",
    "HandKind",
    "Showdown",
    "beats",
    "hand_key",
    "showdown",
    "tile_label",
]


class HandKind(enum.IntEnum):
    """The four classes of hand, lowest first."""

    POINTS = 0
    GONG = 1
    WONG = 2
    PAIR = 3


class Showdown(enum.Enum):
    """How a player's hand fares against the banker's hand it is compared with."""

    PLAYER = "player"  #: the player's hand is higher
    BANKER = "banker"  #: the banker's hand is higher
    COPY = "copy"  #: equal hands (not zero): the banker wins the copy
    ZERO = "zero"  #: zero against zero: the banker wins whatever the tiles

    @property
    def banker_wins(self) -> bool:
        return self is not Showdown.PLAYER


def _pair_table() -> tuple[tuple[str, int, int], ...]:
    """The 16 pairs, highest first, as (name, kind, kind)."""
    by_name: dict[str, list[int]] = {}
    for tile in KINDS:
        by_name.setdefault(tile.name, []).append(tile.kind)
    gee_joon = by_name.pop("Gee Joon")
    pairs = [(name, kinds[0], kinds[-1]) for name, kinds in by_name.items()]
    return (("Gee Joon", gee_joon[0], gee_joon[1]), *pairs)


#: The 16 pairs, highest first: (name, kind of one tile, kind of the other).
PAIRS: Final = _pair_table()
_PAIR_RANK: Final = {frozenset((a, b)): len(PAIRS) - i for i, (_, a, b) in enumerate(PAIRS)}
_PAIR_NAME: Final = {frozenset((a, b)): name for name, a, b in PAIRS}

#: The hand a Teen or a Day makes with a tile of each class: 7 a high nine, 8 a Gong, 9 a Wong.
TEEN_DAY_HANDS: Final = {"7": "high nine", "8": "Gong", "9": "Wong"}

_PAIR_BASE: Final = 1000
_WONG_BASE: Final = 900
_GONG_BASE: Final = 800
_POINTS_STEP: Final = 20  # larger than the 17 single-tile strengths


@dataclass(frozen=True, slots=True)
class Hand:
    """Two tiles played together; ``first`` is the higher-ranked single tile."""

    first: Tile
    second: Tile
    #: Position in the hand order: higher wins, equal is a tie (the banker's).
    key: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", _compute_key(self.first, self.second))

    @staticmethod
    def of(a: Tile, b: Tile) -> Hand:
        """The hand of two tiles in any order."""
        return _HANDS[a.kind][b.kind]

    @property
    def tiles(self) -> tuple[Tile, Tile]:
        return (self.first, self.second)

    @property
    def kind(self) -> HandKind:
        key = self.key
        if key >= _PAIR_BASE:
            return HandKind.PAIR
        if key >= _WONG_BASE:
            return HandKind.WONG
        if key >= _GONG_BASE:
            return HandKind.GONG
        return HandKind.POINTS

    @property
    def points(self) -> int:
        """Points 0 to 9 (Gee Joon tiles counting 3 or 6, whichever is more)."""
        return _POINTS[self.first.kind][self.second.kind]

    @property
    def value(self) -> int:
        """The house way's points of a hand: 0 to 9, Gong 10, Wong 11, any pair 12."""
        return _VALUES[self.first.kind][self.second.kind]

    @property
    def high_tile(self) -> Tile:
        """The tile that decides ties (only the highest is ever compared)."""
        return self.first

    @property
    def name(self) -> str:
        """A short readable name: ``Pair: Teen``, ``Wong``, ``7, high tile Mooy``, ``Zero``.

        A :class:`~.text.Text`, so the interface can translate it.  A zero has no high tile:
        zero against zero goes to the banker, whatever the tiles.  Made once per hand of two
        kinds (a table): a batch of deals names the same few hundred hands over and over.
        """
        key = (self.first.kind, self.second.kind)
        found = _NAMES.get(key)
        if found is None:
            found = _NAMES[key] = self._make_name()
        return found

    def _make_name(self) -> Text:
        kind = self.kind
        if kind is HandKind.PAIR:
            pair = name(_PAIR_NAME[frozenset((self.first.kind, self.second.kind))])
            return Text(QT_TRANSLATE_NOOP("Names", "Pair: {pair}"), context=NAMES, pair=pair)
        if kind is HandKind.WONG:
            return name("Wong")
        if kind is HandKind.GONG:
            return name("Gong")
        if self.points == 0:
            return Text(QT_TRANSLATE_NOOP("Names", "Zero"), context=NAMES)
        return Text(
            QT_TRANSLATE_NOOP("Names", "{points}, high tile {tile}"),
            context=NAMES,
            points=self.points,
            tile=tile_label(self.first),
        )

    @property
    def long_name(self) -> str:
        """The name with the tile that breaks ties for Wong and Gong (``Wong (Teen)``)."""
        key = (self.first.kind, self.second.kind)
        found = _LONG_NAMES.get(key)
        if found is None:
            found = _LONG_NAMES[key] = self._make_long_name()
        return found

    def _make_long_name(self) -> str:
        if self.kind in (HandKind.WONG, HandKind.GONG):
            return Text(
                QT_TRANSLATE_NOOP("Names", "{hand} ({tile})"),
                context=NAMES,
                hand=self.name,
                tile=name(self.first.name),
            )
        return self.name

    def __str__(self) -> str:
        return f"{self.first} {self.second}"


#: Each hand's name and long name by its tiles' kinds (hands and their names depend on nothing else).
_NAMES: dict[tuple[int, int], Text] = {}
_LONG_NAMES: dict[tuple[int, int], str] = {}


def tile_label(tile: Tile) -> Text:
    """A tile as a hand's highest tile: its name (``Gor``), with its code for the two Gee Joon
    tiles, which share a name but not a rank as singles (``Gee Joon 4-2``)."""
    if tile.is_gee_joon:
        return Text(
            QT_TRANSLATE_NOOP("Names", "{name} {code}"), context=NAMES, name=name(tile.name), code=str(tile)
        )
    return name(tile.name)


def _points(a: Tile, b: Tile) -> int:
    return max((x + y) % 10 for x in a.point_values for y in b.point_values)


#: Each hand's points by its tiles' kinds (a table: the house way asks for them again and again).
_POINTS: Final = tuple(tuple(_points(a, b) for b in KINDS) for a in KINDS)


def _compute_key(a: Tile, b: Tile) -> int:
    high, low = (a, b) if a.strength >= b.strength else (b, a)
    pair_rank = _PAIR_RANK.get(frozenset((a.kind, b.kind)))
    if pair_rank is not None:
        return _PAIR_BASE + pair_rank
    if high.tile_class in ("12", "2"):
        if low.tile_class == "9":
            return _WONG_BASE + high.strength
        if low.tile_class == "8":
            return _GONG_BASE + high.strength
    points = max((x + y) % 10 for x in a.point_values for y in b.point_values)
    return 0 if points == 0 else points * _POINTS_STEP + high.strength


def _ordered(a: Tile, b: Tile) -> Hand:
    return Hand(a, b) if (a.strength, a.kind <= b.kind) >= (b.strength, True) else Hand(b, a)


_HANDS: Final = tuple(tuple(_ordered(a, b) for b in KINDS) for a in KINDS)
_KEYS: Final = tuple(tuple(hand.key for hand in row) for row in _HANDS)
#: Each hand's house-way points (:attr:`Hand.value`) by its tiles' kinds, as the points are.
_VALUES: Final = tuple(
    tuple(
        {HandKind.PAIR: 12, HandKind.WONG: 11, HandKind.GONG: 10}.get(hand.kind, hand.points) for hand in row
    )
    for row in _HANDS
)


def hand_key(a: Tile, b: Tile) -> int:
    """The hand-order key of the hand a + b (see :attr:`Hand.key`)."""
    return _KEYS[a.kind][b.kind]


def showdown(player: Hand, banker: Hand) -> Showdown:
    """Compare a player's hand with the banker's: ties (copies, zero-zero) go to the banker."""
    p, b = player.key, banker.key
    if p > b:
        return Showdown.PLAYER
    if p < b:
        return Showdown.BANKER
    return Showdown.ZERO if p == 0 else Showdown.COPY


def beats(hand: Hand, other: Hand, *, as_banker: bool) -> bool:
    """Whether ``hand`` wins against ``other``; a banker wins ties, a player needs more."""
    return hand.key >= other.key if as_banker else hand.key > other.key
