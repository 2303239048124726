"""The 32 Pai Gow tiles: names, single-tile rank, points, classes and the tile notation."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = [
    "FULL_SET",
    "KINDS",
    "Tile",
    "TileError",
    "check_copies",
    "parse_tiles",
]


class TileError(ValueError):
    """A token that is not a tile, or more copies of a tile than the set holds."""

    def __init__(self, message: str, token: str) -> None:
        super().__init__(message)
        self.token = token


# One row per kind of tile, in single-tile rank order (row 1 is the highest).
# (high end, low end, rank row, copies in the set, Cantonese, Chinese, English)
_KIND_ROWS: Final = (
    (6, 6, 1, 2, "Teen", "天", "Heaven"),
    (1, 1, 2, 2, "Day", "地", "Earth"),
    (4, 4, 3, 2, "Yun", "人", "Man"),
    (3, 1, 4, 2, "Gor", "鵝", "Goose"),
    (5, 5, 5, 2, "Mooy", "梅", "Plum flower"),
    (3, 3, 6, 2, "Chong", "長", "Long"),
    (2, 2, 7, 2, "Bon", "板", "Board"),
    (6, 5, 8, 2, "Foo", "斧", "Hatchet"),
    (6, 4, 9, 2, "Ping", "屏", "Partition"),
    (6, 1, 10, 2, "Tit", "七", "Long leg seven"),
    (5, 1, 11, 2, "Look", "六", "Big head six"),
    (6, 3, 12, 1, "Chop Gow", "雜九", "Mixed nine"),
    (5, 4, 12, 1, "Chop Gow", "雜九", "Mixed nine"),
    (6, 2, 13, 1, "Chop Bot", "雜八", "Mixed eight"),
    (5, 3, 13, 1, "Chop Bot", "雜八", "Mixed eight"),
    (5, 2, 14, 1, "Chop Chit", "雜七", "Mixed seven"),
    (4, 3, 14, 1, "Chop Chit", "雜七", "Mixed seven"),
    (4, 2, 15, 1, "Gee Joon", "至尊", "Supreme"),
    (4, 1, 16, 1, "Chop Ng", "雜五", "Mixed five"),
    (3, 2, 16, 1, "Chop Ng", "雜五", "Mixed five"),
    (2, 1, 17, 1, "Gee Joon", "至尊", "Supreme"),
)

_TOKEN = re.compile(r"^\s*([1-6])\s*-?\s*([1-6])\s*$")
#: Tokens already read, with their tile: a few dozen spellings in practice, bounded all the same
#: (spaces may be anywhere in a token).
_PARSED: dict[str, Tile] = {}
_PARSED_MAX: Final = 1024


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile, written ``high-low`` (``6-6``, ``4-2``).

    Tiles are values: the two Teen tiles of a set are equal.  Use :meth:`parse`
    or the module constants; the constructor accepts the ends in either order
    only through :meth:`parse`.
    """

    high: int
    low: int
    #: Index 0..20 of this kind of tile, in single-tile rank order.
    kind: int = field(init=False, repr=False, compare=False)
    #: The single-tile rank as a number where higher is better (Teen 17 ... 2-1 1).
    strength: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = _INDEX_BY_ENDS.get((self.high, self.low))
        if index is None:
            ends = f"{self.high}-{self.low}"
            raise TileError(Text(QT_TRANSLATE_NOOP("Engine", "not a Pai Gow tile: {ends}"), ends=ends), ends)
        object.__setattr__(self, "kind", index)
        object.__setattr__(self, "strength", 18 - _KIND_ROWS[index][2])

    @classmethod
    def parse(cls, token: str) -> Tile:
        """Read ``6-6``, ``66`` or the ends in either order (``2-4`` is ``4-2``)."""
        known = _PARSED.get(token)
        if known is not None:  # a token read before (a batch file repeats the same few dozen)
            return known
        match = _TOKEN.match(token)
        if match is None:
            raise TileError(
                Text(
                    QT_TRANSLATE_NOOP("Engine", "not a tile: {token} (write tiles as 6-6 or 66)"),
                    token=repr(token),
                ),
                token,
            )
        a, b = int(match.group(1)), int(match.group(2))
        ends = (max(a, b), min(a, b))
        index = _INDEX_BY_ENDS.get(ends)
        if index is None:
            raise TileError(
                Text(
                    QT_TRANSLATE_NOOP("Engine", "not a Pai Gow tile: {token} ({ends} is not in the set)"),
                    token=repr(token),
                    ends=f"{ends[0]}-{ends[1]}",
                ),
                token,
            )
        if len(_PARSED) < _PARSED_MAX:
            _PARSED[token] = KINDS[index]
        return KINDS[index]

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self})"

    @property
    def rank(self) -> int:
        """Row in the single-tile rank table: 1 (Teen) is the highest, 17 (2-1) the lowest."""
        return _KIND_ROWS[self.kind][2]

    @property
    def copies(self) -> int:
        """How many of this tile the set holds: 2 for civil tiles, 1 for military ones."""
        return _KIND_ROWS[self.kind][3]

    @property
    def pips(self) -> int:
        """Total pips on the tile (a Gee Joon tile's alternative value is not included)."""
        return self.high + self.low

    @property
    def is_gee_joon(self) -> bool:
        return (self.high, self.low) in ((4, 2), (2, 1))

    @property
    def is_civil(self) -> bool:
        return self.copies == 2

    @property
    def point_values(self) -> tuple[int, ...]:
        """The values the tile may count in a points hand: Gee Joon tiles count 3 or 6."""
        return (3, 6) if self.is_gee_joon else (self.pips,)

    @property
    def tile_class(self) -> str:
        """The house way's class: "12" (Teen), "2" (Day), "GJ", else the pip total."""
        if self.kind == 0:
            return "12"
        if self.kind == 1:
            return "2"
        if self.is_gee_joon:
            return "GJ"
        return str(self.pips)

    @property
    def name(self) -> str:
        """Cantonese name (Teen, Chop Gow, Gee Joon ...)."""
        return _KIND_ROWS[self.kind][4]

    @property
    def chinese_name(self) -> str:
        return _KIND_ROWS[self.kind][5]

    @property
    def english_name(self) -> str:
        return _KIND_ROWS[self.kind][6]


_INDEX_BY_ENDS: Final[dict[tuple[int, int], int]] = {
    (row[0], row[1]): index for index, row in enumerate(_KIND_ROWS)
}

#: The 21 kinds of tile, in single-tile rank order (equal ranks adjacent).
KINDS: Final[tuple[Tile, ...]] = tuple(Tile(row[0], row[1]) for row in _KIND_ROWS)

#: The whole set of 32 tiles, civil tiles twice.
FULL_SET: Final[tuple[Tile, ...]] = tuple(t for t in KINDS for _ in range(t.copies))


def parse_tiles(tokens: Iterable[str] | str, *, count: int | None = None) -> tuple[Tile, ...]:
    """Parse tiles from tokens (or one string of tokens separated by spaces or commas).

    Raises :class:`TileError` naming the bad token, including a tile given more
    often than the set holds it, or the wrong number of tiles when ``count`` is given.
    """
    if isinstance(tokens, str):
        tokens = [t for t in re.split(r"[\s,]+", tokens) if t]
    tokens = list(tokens)
    try:
        tiles = [Tile.parse(token) for token in tokens]
    except TileError:
        pass  # the loop below meets the first problem in the order of the tokens
    else:  # the quick case: no tile twice and as many as asked, nothing more to check
        if len({tile.kind for tile in tiles}) == len(tiles) and (count is None or len(tiles) == count):
            return tuple(tiles)
    tiles = []
    seen: Counter[Tile] = Counter()
    for token in tokens:
        tile = Tile.parse(token)
        seen[tile] += 1
        if seen[tile] > tile.copies:
            template = (
                QT_TRANSLATE_NOOP("Engine", "too many {tile}: the set holds it only once (token {token})")
                if tile.copies == 1
                else QT_TRANSLATE_NOOP(
                    "Engine", "too many {tile}: the set holds it only twice (token {token})"
                )
            )
            raise TileError(Text(template, tile=str(tile), token=repr(token)), token)
        tiles.append(tile)
    if count is not None and len(tiles) != count:
        raise TileError(
            Text(
                QT_TRANSLATE_NOOP("Engine", "expected {count} tiles, got {got}"), count=count, got=len(tiles)
            ),
            " ".join(map(str, tiles)),
        )
    return tuple(tiles)


def check_copies(tiles: Iterable[Tile]) -> None:
    """Raise :class:`TileError` when tiles hold more copies of a tile than the set does."""
    kinds = [t.kind for t in tiles]
    if len(set(kinds)) == len(kinds):
        return  # no kind twice: nothing to count (the quick check, run for every analysis)
    for kind, n in Counter(kinds).items():
        tile = KINDS[kind]
        if n > tile.copies:
            raise TileError(
                Text(
                    QT_TRANSLATE_NOOP("Engine", "too many {tile}: the set holds {copies}"),
                    tile=str(tile),
                    copies=tile.copies,
                ),
                str(tile),
            )
