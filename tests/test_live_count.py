"""The live count (seen tiles: the trainer's and ``analyze --seen``) equals the plain count:
the whole (banker low hand, banker high hand) grid of the unseen tiles' hands, its prefix sums,
and each setting's wins and losses read off it.  The live count reads bitsets of the physical
hands instead, in the order of their cells; it must be exact for any deal, any seen tiles and
either side, including cuts at the grid's edges."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigow_desktop.games.paigow.setting import settings_of
from paigow_desktop.games.paigow.strategy import _available, _count, _counts, _ranks, _tables
from paigow_desktop.tiles.tile import FULL_SET, Tile, TileError, parse_tiles


def plain_count(
    tiles: Sequence[Tile], seen: Sequence[Tile], *, bank: bool
) -> tuple[list[tuple[int, int]], int]:
    """Wins and losses of each setting from the prefix sums of the whole grid."""
    tables = _tables()
    grid = tables.prefix(_available([*tiles, *seen], tables.copies))
    ranks = _ranks(settings_of(tiles), tables.key_rank)
    win, loss, total = _counts(grid, *tables.thresholds(ranks, inclusive=bank))
    return list(zip(win.tolist(), loss.tolist(), strict=True)), total


def live_count(
    tiles: Sequence[Tile], seen: Sequence[Tile], *, bank: bool
) -> tuple[list[tuple[int, int]], int]:
    return _count(tiles, seen, settings_of(tiles), bank=bank)


@settings(max_examples=300, deadline=None)
@given(st.permutations(list(FULL_SET)), st.integers(0, 24), st.booleans())
def test_the_live_count_is_the_plain_count(tiles: list[Tile], seen: int, bank: bool) -> None:
    deal, shown = tiles[:4], tiles[4 : 4 + seen]
    assert live_count(deal, shown, bank=bank) == plain_count(deal, shown, bank=bank)


def test_the_live_count_over_many_random_deals() -> None:
    rng = random.Random(37)
    for _ in range(3000):
        drawn = rng.sample(FULL_SET, 4 + rng.choice([1, 4, 8, 8, 12, 20, 24]))
        bank = rng.random() < 0.5
        assert live_count(drawn[:4], drawn[4:], bank=bank) == plain_count(drawn[:4], drawn[4:], bank=bank)


def test_the_live_count_at_the_grids_edges() -> None:
    # The strongest and weakest hands cut the grid at its ends (empty runs, a whole row), for
    # the player and for the banker, who wins the ties.
    strongest = parse_tiles("6-6 6-6 1-2 2-4")  # pair of teens and gee joon
    weakest = parse_tiles("1-2 3-5 2-6 4-5")
    for tiles in (strongest, weakest):
        rest = list(FULL_SET)
        for tile in tiles:
            rest.remove(tile)
        for seen in ((), tuple(rest[:8]), tuple(rest[-24:]), tuple(t for t in rest if t.copies == 2)[:20]):
            for bank in (False, True):
                assert live_count(tiles, seen, bank=bank) == plain_count(tiles, seen, bank=bank)


def test_the_last_four_tiles_are_one_hand_and_fewer_are_refused() -> None:
    deal, rest = FULL_SET[:4], FULL_SET[4:]
    counts, total = live_count(deal, rest[:24], bank=False)  # 28 tiles known, 4 left
    assert total == 1 and all(win + loss <= 1 for win, loss in counts)
    assert (counts, total) == plain_count(deal, rest[:24], bank=False)
    with pytest.raises(TileError, match="fewer than four tiles"):
        live_count(deal, rest[:25], bank=False)
    with pytest.raises(TileError, match="too many"):  # a third copy of a kind
        live_count(deal, [deal[0], deal[0]], bank=True)
