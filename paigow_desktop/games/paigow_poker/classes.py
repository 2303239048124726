"""The dealer's hands in classes that the house way sets alike, and their counts given a player's cards.

The house way never names a suit, and seven cards can make a flush in one suit at most, so the
house way's result for a hand depends only on its ranks (the joker as its own symbol) and, for a
hand that can make a flush, on the ranks it holds in that suit.  The 154,143,080 hands fall into
292,253 classes:

- 67,600 *rank classes*: a multiset of seven ranks (no rank more than four times), or of six with
  the joker;
- 224,653 *flush classes*: the joker or not, the ranks in the flush suit (at least five cards, or
  four and the joker) and the multiset of the other cards' ranks.

A flush class's hands are counted per suit; a rank class counts only the hands of its ranks that
cannot make a flush (every hand of the ranks, less its flush classes' hands).  Counting with the
cards a player holds taken out costs a few array operations (numpy) per class kind.

The classes ship as data, ``classes.zlib`` next to this module, as the Pai Gow Tiles outcome
table does: enumerating them in Python takes seconds, reading them a few milliseconds.
:func:`build_classes` is the enumeration; ``tools/make_poker_classes.py`` writes the file from it
and a test holds the file against it.  Layout, after zlib: ``MAGIC``, then the arrays of
:class:`Classes` in field order, each little-endian and row-major: ``rank_counts`` (int8,
67,600 x 13), ``rank_joker`` (bool), ``flush_bits`` (16-bit), ``other_low`` and ``other_high``
(int8), ``flush_joker`` (bool), ``parent`` (32-bit).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import TYPE_CHECKING, Final

from paigow_desktop.games.paigow_poker.cards import ACE, JOKER, Card

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "CLASSES_FILE",
    "Classes",
    "ClassesError",
    "build_classes",
    "class_counts",
    "classes",
    "decode_classes",
    "encode_classes",
    "representative",
    "same_classes",
]

RANK_COUNT: Final = 13  #: ranks 2..14, columns 0..12
SUIT_COUNT: Final = 4
RANK_CLASSES: Final = 67_600
FLUSH_CLASSES: Final = 224_653
CLASSES_FILE: Final = Path(__file__).with_name("classes.zlib")
MAGIC: Final = b"paigow-desktop poker dealer classes 1\n"
_SIZE: Final = RANK_CLASSES * (RANK_COUNT + 1) + FLUSH_CLASSES * (2 + 1 + 1 + 1 + 4)


class ClassesError(ValueError):
    """The shipped classes are missing, damaged or of another version."""


def _rank_multisets(size: int) -> Iterator[tuple[int, ...]]:
    """Multisets of ``size`` ranks (2..14) with no rank more than four times, as sorted tuples."""
    for ranks in combinations_with_replacement(range(2, ACE + 1), size):
        if all(ranks[i] != ranks[i + 4] for i in range(size - 4)):
            yield ranks


@dataclass(frozen=True)
class Classes:
    """Every class as arrays (rows in a fixed order, the order of the shipped table).

    ``rank_counts[i, r]``: how many cards of rank ``r + 2`` rank class ``i`` holds;
    ``rank_joker[i]``: whether it holds the joker.  ``flush_bits[k]``: the ranks flush class
    ``k`` holds in its flush suit, bit ``r`` for rank ``r + 2``; ``other_low[k]`` and
    ``other_high[k]``: the rank columns of its other cards (never more than two), lowest first,
    13 for none; ``flush_joker[k]``; ``parent[k]``: the rank class of all its ranks.
    """

    rank_counts: NDArray[np.int8]
    rank_joker: NDArray[np.bool_]
    flush_bits: NDArray[np.uint16]
    other_low: NDArray[np.int8]
    other_high: NDArray[np.int8]
    flush_joker: NDArray[np.bool_]
    parent: NDArray[np.int32]

    @property
    def size(self) -> int:
        return len(self.rank_counts) + len(self.flush_bits)

    @property
    def flush_ranks(self) -> NDArray[np.bool_]:
        """``[k, r]``: whether flush class ``k`` holds rank ``r + 2`` in its flush suit."""
        import numpy as np

        bits: NDArray[np.bool_] = (self.flush_bits[:, None] >> np.arange(RANK_COUNT)) & 1 == 1
        return bits

    @property
    def other_counts(self) -> NDArray[np.int8]:
        """``[k, r]``: flush class ``k``'s other cards of rank ``r + 2``."""
        import numpy as np

        counts = np.zeros((len(self.flush_bits), RANK_COUNT + 1), dtype=np.int8)
        rows = np.arange(len(self.flush_bits))
        np.add.at(counts, (rows, self.other_low), 1)
        np.add.at(counts, (rows, self.other_high), 1)
        return counts[:, :RANK_COUNT]


_FIELDS: Final = (
    "rank_counts", "rank_joker", "flush_bits", "other_low", "other_high", "flush_joker", "parent"
)  # fmt: skip
#: Each field in the file: rows, file dtype, columns.
_LAYOUT: Final = (
    (RANK_CLASSES, "i1", RANK_COUNT),
    (RANK_CLASSES, "?", 1),
    (FLUSH_CLASSES, "<u2", 1),
    (FLUSH_CLASSES, "i1", 1),
    (FLUSH_CLASSES, "i1", 1),
    (FLUSH_CLASSES, "?", 1),
    (FLUSH_CLASSES, "<i4", 1),
)
#: In memory: the parents as 32-bit ints, half of numpy's index type (a count converts them for
#: its bincount, a temporary of a few milliseconds, rather than a session holding 1.7 MiB more).
_DTYPES: Final = ("int8", "bool", "uint16", "int8", "int8", "bool", "int32")


# Long: the two kinds of class enumerated in one fixed order, with each flush class's parent
def build_classes() -> Classes:
    """The 67,600 rank classes then the 224,653 flush classes, always in the same order,
    enumerated (a few seconds: :func:`classes` reads them from the shipped file instead)."""
    import numpy as np

    rank_rows: list[list[int]] = []
    jokers: list[bool] = []
    index: dict[tuple[bool, tuple[int, ...]], int] = {}
    for joker, size in ((False, 7), (True, 6)):
        for ranks in _rank_multisets(size):
            row = [0] * RANK_COUNT
            for rank in ranks:
                row[rank - 2] += 1
            index[(joker, ranks)] = len(rank_rows)
            rank_rows.append(row)
            jokers.append(joker)
    flush_bits: list[int] = []
    other_low: list[int] = []
    other_high: list[int] = []
    flush_jokers: list[bool] = []
    parents: list[int] = []
    for joker in (False, True):
        real = 7 - joker
        for in_suit in range(5 - joker, real + 1):
            for suited in combinations(range(2, ACE + 1), in_suit):
                for others in combinations_with_replacement(range(2, ACE + 1), real - in_suit):
                    flush_bits.append(sum(1 << (rank - 2) for rank in suited))
                    columns = [rank - 2 for rank in others] + [RANK_COUNT] * (2 - len(others))
                    other_low.append(columns[0])
                    other_high.append(columns[1])
                    flush_jokers.append(joker)
                    parents.append(index[(joker, tuple(sorted((*suited, *others))))])
    return Classes(
        rank_counts=np.array(rank_rows, dtype=np.int8),
        rank_joker=np.array(jokers, dtype=np.bool_),
        flush_bits=np.array(flush_bits, dtype=np.uint16),
        other_low=np.array(other_low, dtype=np.int8),
        other_high=np.array(other_high, dtype=np.int8),
        flush_joker=np.array(flush_jokers, dtype=np.bool_),
        parent=np.array(parents, dtype=np.int32),
    )


def same_classes(a: Classes, b: Classes) -> bool:
    """Whether two sets of classes hold the same rows in the same order."""
    import numpy as np

    return all(np.array_equal(getattr(a, name), getattr(b, name)) for name in _FIELDS)


def encode_classes(table: Classes) -> bytes:
    """The file's bytes for ``table`` (layout in the module's docstring)."""
    parts = [MAGIC]
    for name, (rows, dtype, width) in zip(_FIELDS, _LAYOUT, strict=True):
        array = getattr(table, name)
        if array.shape != ((rows, width) if width > 1 else (rows,)):
            raise ValueError(f"{name} has the shape {array.shape}, not {rows} rows of {width}")
        parts.append(array.astype(dtype).tobytes())
    return zlib.compress(b"".join(parts), 9)


def decode_classes(data: bytes) -> Classes:
    """The classes in the file's bytes; ``ClassesError`` when they are not a classes file."""
    import numpy as np

    try:
        raw = zlib.decompress(data)
    except zlib.error as error:
        raise ClassesError(f"the dealer classes are damaged: {error}") from None
    if not raw.startswith(MAGIC) or len(raw) != len(MAGIC) + _SIZE:
        raise ClassesError(
            "the dealer classes are of another version: make them again with tools/make_poker_classes.py"
        )
    arrays = []
    at = len(MAGIC)
    for (rows, dtype, width), native in zip(_LAYOUT, _DTYPES, strict=True):
        array = np.frombuffer(raw, dtype=dtype, count=rows * width, offset=at)
        at += array.nbytes
        # Column-major rank counts: the counting reads them one rank (column) at a time.  Every
        # array a copy, so the decompressed bytes (3 MiB) are not held by views into them.
        arrays.append(np.array(array.reshape(rows, width) if width > 1 else array, dtype=native, order="F"))
    return Classes(*arrays)


@cache
def classes() -> Classes:
    """The 67,600 rank classes then the 224,653 flush classes, read once from the shipped file."""
    try:
        data = CLASSES_FILE.read_bytes()
    except OSError as error:
        raise ClassesError(f"the dealer classes cannot be read: {error}") from None
    return decode_classes(data)


def representative(number: int) -> tuple[Card, ...]:
    """A hand of class ``number`` (rank classes first): a rank class's hand cannot make a flush;
    a flush class's has its flush in spades and its other cards in the other suits."""
    table = classes()
    cards: list[Card] = []
    if number < len(table.rank_counts):
        counts, joker = table.rank_counts[number], bool(table.rank_joker[number])
        suit = 0
        for column in sorted(range(RANK_COUNT), key=lambda c: -int(counts[c])):
            for _ in range(int(counts[column])):  # copies of a rank in different suits
                cards.append(Card(column + 2, suit % SUIT_COUNT))
                suit += 1
    else:
        k = number - len(table.rank_counts)
        joker = bool(table.flush_joker[k])
        bits = int(table.flush_bits[k])
        cards.extend(Card(c + 2, 0) for c in range(RANK_COUNT) if bits >> c & 1)
        others = (int(table.other_low[k]), int(table.other_high[k]))
        for suit, column in enumerate(c for c in others if c < RANK_COUNT):
            cards.append(Card(column + 2, 1 + suit))
    if joker:
        cards.append(JOKER)
    return tuple(cards)


def _binomials() -> NDArray[np.int64]:
    import numpy as np

    table = np.zeros((5, 5), dtype=np.int64)
    for n in range(5):
        for k in range(n + 1):
            table[n, k] = 1 if k in (0, n) else table[n - 1, k - 1] + table[n - 1, k]
    return table


@cache
def _whole() -> NDArray[np.int64]:
    """Each rank class's hands from a full deck: C(4, n) for each rank it holds n of, multiplied."""
    import numpy as np

    table = classes()
    four = _binomials()[SUIT_COUNT]
    whole = np.ones(len(table.rank_counts), dtype=np.int64)
    for column in range(RANK_COUNT):
        whole *= four[table.rank_counts[:, column]]
    return whole


@cache
def _others() -> NDArray[np.uint8]:
    """Each flush class's other cards as one cell of a 14 x 14 table of ways to pick them (one
    byte each: a count widens them once for its look-ups)."""
    import numpy as np

    table = classes()
    found: NDArray[np.uint8] = table.other_low.astype(np.uint8) * (RANK_COUNT + 1)
    found += table.other_high.astype(np.uint8)  # 13 x 14 + 13 at most
    return found


def class_counts(seen: Sequence[Card] = ()) -> NDArray[np.int64]:
    """How many hands of seven of the cards not in ``seen`` fall in each class (rank classes
    count only their hands that cannot make a flush).  The counts add up to C(53 - seen, 7)."""
    import numpy as np

    table = classes()
    binom = _binomials()
    available = np.ones((RANK_COUNT, SUIT_COUNT), dtype=np.int64)  # [rank column, suit]
    joker_left = 1
    for card in seen:
        if card.joker:
            joker_left = 0
        else:
            available[card.rank - 2, card.suit] = 0
    per_rank = available.sum(axis=1)
    # A rank class's hands: the full deck's, with each rank a seen card touched recounted.
    whole = _whole().copy()
    for column in np.flatnonzero(per_rank < SUIT_COUNT):
        counts = table.rank_counts[:, column]
        whole //= binom[SUIT_COUNT][counts]
        whole *= binom[per_rank[column]][counts]
    if not joker_left:
        whole[table.rank_joker] = 0
    # A flush class's hands per suit: its suited ranks all left in the suit, times the ways to
    # pick its other cards (at most two) from the other suits.
    flush = np.zeros(len(table.flush_bits), dtype=np.int64)
    others = _others().astype(np.intp)
    columns = np.arange(RANK_COUNT + 1)
    for suit in range(SUIT_COUNT):
        in_suit = available[:, suit]
        missing = int((in_suit == 0) @ (1 << np.arange(RANK_COUNT)))
        left = np.append(per_rank - in_suit, 1)  # column 13: no card, one way
        ways = left[:, None] * left[None, :]  # two other cards of different ranks
        ways[columns, columns] = left * (left - 1) // 2
        ways[RANK_COUNT, RANK_COUNT] = 1
        rest = ways.ravel()[others]
        if missing:
            rest[(table.flush_bits & missing) != 0] = 0
        flush += rest
    if not joker_left:
        flush[table.flush_joker] = 0
    plain = whole - np.bincount(table.parent.astype(np.intp), weights=flush, minlength=len(whole)).astype(
        np.int64
    )
    return np.concatenate((plain, flush))
