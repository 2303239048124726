"""Tien Gow's two suits, the legal sets as data, and which set beats which."""

from __future__ import annotations

import enum
import functools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile

__all__ = [
    "ALL_SETS",
    "CIVIL",
    "MILITARY",
    "PURE_SETS",
    "SetKind",
    "TileSet",
    "beaters",
    "beats",
    "civil_rank",
    "family",
    "formable",
    "identify",
    "is_civil",
    "military_rank",
    "red_pips",
    "sets_in",
    "sets_of_key",
    "single_value",
    "suit_rank",
    "tile_key",
]

#: The Pai Gow tile kinds (indices into ``KINDS``) that are civil: 6-6 down to 5-1.
CIVIL: Final = tuple(range(11))
#: The military kinds: 6-3 5-4 6-2 5-3 5-2 4-3 4-2 4-1 3-2 2-1.
MILITARY: Final = tuple(range(11, 21))

# Military rank by kind index (1 = nines ... 6 = Little Three).
_MILITARY_RANK: Final = {11: 1, 12: 1, 13: 2, 14: 2, 15: 3, 16: 3, 17: 4, 18: 5, 19: 5, 20: 6}
# Families: civil kind -> family number, military rank -> family number.
_CIVIL_FAMILY: Final = {0: 1, 1: 2, 2: 3, 3: 4}
_MILITARY_FAMILY: Final = {1: 1, 2: 2, 3: 3, 5: 4}
_GEE_JOON_KINDS: Final = (17, 20)


def is_civil(tile: Tile) -> bool:
    return tile.kind < 11


def civil_rank(tile: Tile) -> int:
    """1 (Heaven) to 11 (Big head six); only for civil tiles."""
    return tile.kind + 1


def military_rank(tile: Tile) -> int:
    """1 (nines) to 6 (Little Three, 2-1); only for military tiles."""
    return _MILITARY_RANK[tile.kind]


def suit_rank(tile: Tile) -> int:
    """The tile's rank inside its own suit (1 is the highest)."""
    return tile.kind + 1 if tile.kind < 11 else _MILITARY_RANK[tile.kind]


def single_value(tile: Tile) -> float:
    """A single tile's strength in its suit, 0 (weakest) to 11 (strongest): what the computer
    players' keep values give a tile that is in no set of its hand."""
    if is_civil(tile):
        return float(12 - suit_rank(tile))
    return (7 - suit_rank(tile)) * 11 / 6


def family(tile: Tile) -> int | None:
    """1 Heaven/nines, 2 Earth/eights, 3 Man/sevens, 4 Goose/fives, else None."""
    if tile.kind < 11:
        return _CIVIL_FAMILY.get(tile.kind)
    return _MILITARY_FAMILY.get(_MILITARY_RANK[tile.kind])


def red_pips(tile: Tile) -> int:
    """Red pips: every 1 and every 4 face is red, and 6-6 shows six red pips."""
    if tile.kind == 0:
        return 6
    return sum(end for end in (tile.high, tile.low) if end in (1, 4))


def tile_key(tiles: Iterable[Tile]) -> tuple[int, ...]:
    """The multiset of tiles as sorted kind indices: equal keys, equal tile multisets."""
    return tuple(sorted(t.kind for t in tiles))


class SetKind(enum.Enum):
    """A row of the table of sets: sets of different kinds never beat each other."""

    CIVIL_SINGLE = "civil single"
    MILITARY_SINGLE = "military single"
    CIVIL_PAIR = "civil pair"
    MILITARY_PAIR = "military pair"
    MIXED_PAIR = "mixed pair"
    SUPREME = "supreme pair"
    TRIPLE_2C1M = "triple 2C+1M"
    TRIPLE_1C2M = "triple 1C+2M"
    QUARTET = "quartet"

    @property
    def pure(self) -> bool:
        """Still legal with ``mixed_pairs_and_sets`` off."""
        return self in _PURE_KINDS


_PURE_KINDS: Final = frozenset(
    {
        SetKind.CIVIL_SINGLE,
        SetKind.MILITARY_SINGLE,
        SetKind.CIVIL_PAIR,
        SetKind.MILITARY_PAIR,
        SetKind.SUPREME,
    }
)


@dataclass(frozen=True, slots=True, eq=False)
class TileSet:
    """A legal set: its kind, its rank inside the kind (1 is best; 0 for the Gee Joon) and its tiles.

    Sets are equal when kind, rank and tile multiset are; the tiles' order does not matter.
    """

    kind: SetKind
    rank: int
    tiles: tuple[Tile, ...]
    #: The tile multiset as sorted kind indices.
    key: tuple[int, ...] = field(init=False, repr=False)
    #: (kind index, copies) pairs the set uses.
    need: tuple[tuple[int, int], ...] = field(init=False, repr=False)
    #: Bit k set when the set uses tile kind k.
    mask: int = field(init=False, repr=False)
    size: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        key = tile_key(self.tiles)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "need", tuple(sorted(Counter(key).items())))
        object.__setattr__(self, "mask", sum(1 << k for k in set(key)))
        object.__setattr__(self, "size", len(key))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TileSet):
            return NotImplemented
        return self.key == other.key and self.kind is other.kind and self.rank == other.rank

    def __hash__(self) -> int:
        return hash(self.key)

    def beats(self, other: TileSet) -> bool:
        return beats(self, other)

    def __str__(self) -> str:
        return " ".join(str(t) for t in self.tiles)


def beats(challenger: TileSet, high: TileSet) -> bool:
    """Whether ``challenger`` beats the current high set: same kind, strictly better rank.

    The Gee Joon beats nothing and nothing beats it.
    """
    return (
        challenger.kind is high.kind
        and challenger.kind is not SetKind.SUPREME
        and challenger.rank < high.rank
    )


def _build() -> tuple[TileSet, ...]:
    sets: list[TileSet] = []

    def add(kind: SetKind, rank: int, kinds: Sequence[int]) -> None:
        sets.append(TileSet(kind, rank, tuple(KINDS[k] for k in sorted(kinds))))

    for k in CIVIL:
        add(SetKind.CIVIL_SINGLE, k + 1, (k,))
    for k in MILITARY:
        add(SetKind.MILITARY_SINGLE, _MILITARY_RANK[k], (k,))
    for k in CIVIL:
        add(SetKind.CIVIL_PAIR, k + 1, (k, k))
    military_pairs = {1: (11, 12), 2: (13, 14), 3: (15, 16), 5: (18, 19)}
    for rank, pair in military_pairs.items():
        add(SetKind.MILITARY_PAIR, rank, pair)
    add(SetKind.SUPREME, 0, _GEE_JOON_KINDS)
    for civil, fam in _CIVIL_FAMILY.items():
        mil_rank = next(r for r, f in _MILITARY_FAMILY.items() if f == fam)
        m1, m2 = military_pairs[mil_rank]
        for m in (m1, m2):
            add(SetKind.MIXED_PAIR, fam, (civil, m))
        for m in (m1, m2):
            add(SetKind.TRIPLE_2C1M, fam, (civil, civil, m))
        add(SetKind.TRIPLE_1C2M, fam, (civil, m1, m2))
        add(SetKind.QUARTET, fam, (civil, civil, m1, m2))
    return tuple(sets)


#: Every legal set (61 tile multisets) with ``mixed_pairs_and_sets`` on.
ALL_SETS: Final[tuple[TileSet, ...]] = _build()
#: The 37 sets of the "ancient" game (mixed pairs and sets off).
PURE_SETS: Final[tuple[TileSet, ...]] = tuple(s for s in ALL_SETS if s.kind.pure)

_BY_KEY: Final[dict[tuple[int, ...], TileSet]] = {s.key: s for s in ALL_SETS}
_BEATERS: Final[dict[TileSet, tuple[TileSet, ...]]] = {
    s: tuple(t for t in ALL_SETS if beats(t, s)) for s in ALL_SETS
}


def identify(tiles: Iterable[Tile], *, mixed: bool = True) -> TileSet | None:
    """The legal set these tiles form, or None (``mixed``: mixed pairs, triples and quartets allowed)."""
    found = _BY_KEY.get(tile_key(tiles))
    if found is None or (not mixed and not found.kind.pure):
        return None
    return found


def formable(tile_set: TileSet, counts: Mapping[int, int] | Sequence[int]) -> bool:
    """Whether tiles counted by kind index (a mapping or a 21-long sequence) hold ``tile_set``."""
    if isinstance(counts, Mapping):
        return all(counts.get(k, 0) >= n for k, n in tile_set.need)
    return all(counts[k] >= n for k, n in tile_set.need)


def kind_counts(tiles: Iterable[Tile]) -> list[int]:
    """A 21-long list: how many of each tile kind."""
    counts = [0] * len(KINDS)
    for t in tiles:
        counts[t.kind] += 1
    return counts


def sets_in(tiles: Iterable[Tile], *, mixed: bool = True, size: int | None = None) -> list[TileSet]:
    """Every legal set that can be made from ``tiles`` (optionally only sets of ``size`` tiles)."""
    return list(sets_of_key(tile_key(tiles), mixed, size))


# Computer players ask this hundreds of thousands of times a hand for the same few holdings.
# (4,096 holdings answer 81% of the questions, 65,536 86%, at 300 bytes a holding.)
@functools.lru_cache(maxsize=1 << 12)
def sets_of_key(key: tuple[int, ...], mixed: bool, size: int | None) -> tuple[TileSet, ...]:
    """:func:`sets_in` for tiles given as sorted kind indices (:func:`tile_key`), remembered."""
    counts = [0] * 21
    mask = 0
    for k in key:
        counts[k] += 1
        mask |= 1 << k
    absent = ~mask
    found = []
    for s in ALL_SETS if mixed else PURE_SETS:
        if s.mask & absent or (size is not None and s.size != size):
            continue
        for k, n in s.need:
            if counts[k] < n:
                break
        else:
            found.append(s)
    return tuple(found)


def beaters(tile_set: TileSet, *, mixed: bool = True) -> tuple[TileSet, ...]:
    """Every legal set that beats ``tile_set``."""
    found = _BEATERS[tile_set]
    return found if mixed else tuple(s for s in found if s.kind.pure)


def unseen_counts(seen: Iterable[Tile]) -> list[int]:
    """Counts by kind of the tiles of the whole set that are not among ``seen``."""
    counts = kind_counts(FULL_SET)
    for t in seen:
        counts[t.kind] -= 1
        if counts[t.kind] < 0:
            raise ValueError(f"more {t} seen than the set holds")
    return counts


def unbeatable(tile_set: TileSet, own: Iterable[Tile], *, mixed: bool = True) -> bool:
    """Whether no set that beats ``tile_set`` can be formed from the tiles outside ``own``.

    With ``own`` a banker's eight dealt tiles this is "unbeatable in his own eyes".
    """
    outside = unseen_counts(own)
    return not any(formable(b, outside) for b in beaters(tile_set, mixed=mixed))
