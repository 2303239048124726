"""The house way's setting of every dealer class, made once and shipped: ``dealer_table.zlib``.

For each of the 292,253 classes of :mod:`.classes` (in their order), the values of the high and
the low hand the house way sets a hand of the class to, and the rule that decided, for the
default rules.  ``tools/make_poker_table.py`` writes the file (a few minutes, both cores) by
setting one hand of each class; the tests hold samples of it against the live house way.

Layout, after zlib: ``MAGIC``, then three little-endian arrays of one entry per class: the
high values (32-bit), the low values (16-bit), the rules (8-bit, indices into ``RULE_NAMES``).
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

__all__ = ["TABLE_FILE", "DealerTable", "dealer_table", "decode", "encode", "set_class"]

TABLE_FILE: Final = Path(__file__).with_name("dealer_table.zlib")
MAGIC: Final = b"paigow-desktop poker dealer table 1\n"


class TableError(ValueError):
    """The shipped table is missing, damaged or of another version."""


@dataclass(frozen=True)
class DealerTable:
    """One row per class: the house way's high and low values and the deciding rule's index."""

    high: NDArray[np.uint32]
    low: NDArray[np.uint16]
    rule: NDArray[np.uint8]


def set_class(number: int, rules: PokerRules | None = None) -> tuple[int, int, int]:
    """(high value, low value, rule index) of the house way's setting of class ``number``."""
    decision = set_hand(representative(number), rules)
    return decision.setting.high_value, decision.setting.low_value, RULE_NAMES.index(decision.rule)


def encode(table: DealerTable) -> bytes:
    import numpy as np

    parts = (
        table.high.astype("<u4").tobytes(),
        table.low.astype("<u2").tobytes(),
        table.rule.astype(np.uint8).tobytes(),
    )
    return zlib.compress(MAGIC + b"".join(parts), 9)


def decode(data: bytes) -> DealerTable:
    import numpy as np

    try:
        raw = zlib.decompress(data)
    except zlib.error as error:
        raise TableError(f"the dealer table is damaged: {error}") from None
    size = classes().size
    if not raw.startswith(MAGIC) or len(raw) != len(MAGIC) + size * 7:
        raise TableError(
            "the dealer table is of another version: make it again with tools/make_poker_table.py"
        )
    body = memoryview(raw)[len(MAGIC) :]
    high = np.frombuffer(body[: size * 4], dtype="<u4").astype(np.uint32)
    low = np.frombuffer(body[size * 4 : size * 6], dtype="<u2").astype(np.uint16)
    rule = np.frombuffer(body[size * 6 :], dtype=np.uint8).copy()
    return DealerTable(high, low, rule)


@cache
def dealer_table() -> DealerTable:
    """The shipped table (read once)."""
    try:
        data = TABLE_FILE.read_bytes()
    except OSError as error:
        raise TableError(f"the dealer table cannot be read: {error}") from None
    return decode(data)
