"""The house way's setting of every dealer class, made once and shipped: ``dealer_table.zlib``.

For each of the 292,253 classes of :mod:`.classes` (in their order), the values of the high and
the low hand the house way sets a hand of the class to, and the rule that decided, for the
default rules.  ``tools/make_poker_table.py`` writes the file (a few minutes, both cores) by
setting one hand of each class; the tests hold samples of it against the live house way.

Layout, after zlib: ``MAGIC``; the numbers of distinct high and low values (32-bit each); the
distinct high values, sorted (32-bit); the distinct low values, sorted (16-bit); then one entry
per class in three arrays: the index of its high value among the distinct ones (16-bit), of its
low value (8-bit), and its rule (8-bit, an index into ``RULE_NAMES``).  All little-endian.  The
analysis counts on the distinct values' grid, so the file holds it made, not only the values.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

from paigow_desktop.games.paigow_poker.classes import classes, representative
from paigow_desktop.games.paigow_poker.house_way import RULE_NAMES, set_hand
from paigow_desktop.games.paigow_poker.rules import PokerRules

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "TABLE_FILE",
    "DealerAxes",
    "DealerTable",
    "dealer_axes",
    "dealer_table",
    "decode",
    "encode",
    "set_class",
]

TABLE_FILE: Final = Path(__file__).with_name("dealer_table.zlib")
MAGIC: Final = b"paigow-desktop poker dealer table 2\n"


class TableError(ValueError):
    """The shipped table is missing, damaged or of another version."""


@dataclass(frozen=True)
class DealerTable:
    """One row per class: the house way's high and low values and the deciding rule's index."""

    high: NDArray[np.uint32]
    low: NDArray[np.uint16]
    rule: NDArray[np.uint8]


@dataclass(frozen=True)
class DealerAxes:
    """The dealer's distinct high and low values (sorted) and each class's cell in the grid of
    them: ``cell = high index x len(lows) + low index``."""

    highs: NDArray[np.int64]
    lows: NDArray[np.int64]
    cell: NDArray[np.int32]  #: half numpy's index type: the analysis widens it for its bincount


def set_class(number: int, rules: PokerRules | None = None) -> tuple[int, int, int]:
    """(high value, low value, rule index) of the house way's setting of class ``number``."""
    decision = set_hand(representative(number), rules)
    return decision.setting.high_value, decision.setting.low_value, RULE_NAMES.index(decision.rule)


def encode(table: DealerTable) -> bytes:
    import numpy as np

    highs, high_index = np.unique(table.high, return_inverse=True)
    lows, low_index = np.unique(table.low, return_inverse=True)
    parts = (
        np.array([len(highs), len(lows)], dtype="<u4").tobytes(),
        highs.astype("<u4").tobytes(),
        lows.astype("<u2").tobytes(),
        high_index.astype("<u2").tobytes(),
        low_index.astype(np.uint8).tobytes(),
        table.rule.astype(np.uint8).tobytes(),
    )
    return zlib.compress(MAGIC + b"".join(parts), 9)


def _raw(data: bytes) -> tuple[bytes, int, int, int]:
    """The file's bytes unpacked and checked: (raw, high count, low count, offset of the highs)."""
    import numpy as np

    try:
        raw = zlib.decompress(data)
    except zlib.error as error:
        raise TableError(f"the dealer table is damaged: {error}") from None
    size = classes().size
    wrong = TableError("the dealer table is of another version: make it again with tools/make_poker_table.py")
    at = len(MAGIC)
    if not raw.startswith(MAGIC) or len(raw) < at + 8:
        raise wrong
    high_count, low_count = (int(n) for n in np.frombuffer(raw, "<u4", 2, at))
    at += 8
    if len(raw) != at + high_count * 4 + low_count * 2 + size * 4:
        raise wrong
    return raw, high_count, low_count, at


def _axes(raw: bytes, high_count: int, low_count: int, at: int) -> DealerAxes:
    import numpy as np

    size = classes().size
    highs = np.frombuffer(raw, "<u4", high_count, at).astype(np.int64)
    at += high_count * 4
    lows = np.frombuffer(raw, "<u2", low_count, at).astype(np.int64)
    at += low_count * 2
    cell = np.frombuffer(raw, "<u2", size, at).astype(np.int32)  # built in place: one array
    cell *= low_count
    cell += np.frombuffer(raw, np.uint8, size, at + size * 2)
    return DealerAxes(highs, lows, cell)


def decode(data: bytes) -> tuple[DealerTable, DealerAxes]:
    import numpy as np

    raw, high_count, low_count, at = _raw(data)
    axes = _axes(raw, high_count, low_count, at)
    size = classes().size
    rule = np.frombuffer(raw, np.uint8, size, at + high_count * 4 + low_count * 2 + size * 3).copy()
    high, low = np.divmod(axes.cell, low_count)
    table = DealerTable(axes.highs[high].astype(np.uint32), axes.lows[low].astype(np.uint16), rule)
    return table, axes


def _read() -> bytes:
    try:
        return TABLE_FILE.read_bytes()
    except OSError as error:
        raise TableError(f"the dealer table cannot be read: {error}") from None


@cache
def dealer_table() -> DealerTable:
    """The shipped table (read once; the tools and tests read it, the analysis its grid)."""
    return decode(_read())[0]


@cache
def dealer_axes() -> DealerAxes:
    """The shipped table's grid of distinct values (read once): all the analysis keeps, so a
    session does not hold each class's values beside each class's cell."""
    return _axes(*_raw(_read()))
