"""The exact counts of every deal with no tile seen, looked up instead of counted.

With nothing seen, a deal's win and loss counts depend only on its four tiles' kinds: one of
8,130 multisets.  For each multiset, each side of the bank and each distinct setting, the file
``outcome_table.zlib`` next to this module holds the setting's wins and losses against the
20,475 opposing hands (a push is the rest).  Counts, not EVs: any commission's EV follows
from them.  ``tools/make_outcome_table.py`` writes the file by the house-edge count; the tests
check every entry against the live count of :func:`.strategy.analyze`.

Layout, after zlib: ``MAGIC``, then little-endian 16-bit counts.  Multisets in the order of
:func:`multisets`; in each, the player's side then the banker's; in each side three slots, the
distinct settings sorted by :func:`setting_id` (a multiset with a repeated kind has two; the
third slot is zero); in each slot wins, then losses.
"""

from __future__ import annotations

import itertools
import sys
import zlib
from array import array
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Final

from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.tiles.tile import KINDS

__all__ = ["OPPOSING_HANDS", "TABLE_FILE", "decode", "encode", "lookup", "multisets", "setting_id"]

TABLE_FILE: Final = Path(__file__).with_name("outcome_table.zlib")
MAGIC: Final = b"paigow-desktop outcome table 1\n"
OPPOSING_HANDS: Final = 20475  #: C(28, 4): the hands the other side can hold when nothing is seen
SLOTS: Final = 3  #: the most distinct settings four tiles have
_PER_MULTISET: Final = 2 * SLOTS * 2  # sides x slots x (win, loss)

SettingId = tuple[int, int, int, int]


@cache
def multisets() -> tuple[tuple[int, int, int, int], ...]:
    """The 8,130 multisets of four tile kinds the set can deal, as sorted kind indices."""
    single = [t.copies == 1 for t in KINDS]
    # Equal kinds are adjacent: a multiset is dealt unless three are equal or two of a kind
    # the set holds once.
    return tuple(
        (a, b, c, d)
        for a, b, c, d in itertools.combinations_with_replacement(range(len(KINDS)), 4)
        if not (
            (a == b and (single[a] or b == c)) or (b == c and (single[b] or c == d)) or (c == d and single[c])
        )
    )


def setting_id(setting: Setting) -> SettingId:
    """The kinds of the low hand's and the high hand's tiles: the same for the same setting
    whatever the order the tiles were dealt in (hands and settings are oriented by kind)."""
    low, high = setting.low, setting.high
    return (low.first.kind, low.second.kind, high.first.kind, high.second.kind)


def encode(counts: Sequence[int]) -> bytes:
    """The file's bytes from the counts in the layout order (12 per multiset)."""
    if len(counts) != len(multisets()) * _PER_MULTISET:
        raise ValueError(f"expected {len(multisets()) * _PER_MULTISET} counts, got {len(counts)}")
    body = array("H", counts)
    if sys.byteorder == "big":
        body.byteswap()
    return zlib.compress(MAGIC + body.tobytes(), 9)


def decode(data: bytes) -> array[int]:
    """The counts from the file's bytes; ``ValueError`` when they are not a whole table."""
    raw = zlib.decompress(data)
    size = len(multisets()) * _PER_MULTISET
    if not raw.startswith(MAGIC) or len(raw) != len(MAGIC) + 2 * size:
        raise ValueError("not an outcome table of this version")
    counts = array("H", raw[len(MAGIC) :])
    if sys.byteorder == "big":
        counts.byteswap()
    return counts


class _Table:
    def __init__(self, path: Path) -> None:
        self.counts = decode(path.read_bytes())
        self.row: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(multisets())}


_LOADED: list[_Table] = []


def _table() -> _Table:
    if not _LOADED:
        _LOADED.append(_Table(TABLE_FILE))
    return _LOADED[0]


def lookup(kinds: tuple[int, ...], settings: Sequence[Setting], *, bank: bool) -> list[tuple[int, int]]:
    """(wins, losses) of each setting of a deal against every opposing hand, nothing seen.

    ``kinds``: the deal's tile kinds, sorted; ``settings``: all its distinct settings (as
    :func:`.setting.settings_of` gives them) in any order; ``bank``: the deal's holder banks
    against a house-way player.
    """
    table = _table()
    if len(settings) != (SLOTS if len(set(kinds)) == 4 else SLOTS - 1):
        raise ValueError("lookup needs every distinct setting of the tiles")
    ids = [setting_id(s) for s in settings]
    slots = sorted(ids)
    base = (table.row[kinds] * 2 + bank) * SLOTS * 2
    counts = table.counts
    result = []
    for ident in ids:
        at = base + 2 * slots.index(ident)
        result.append((counts[at], counts[at + 1]))
    return result
