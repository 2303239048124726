"""Settings: the distinct ways to set four tiles, and comparing a setting with the banker's."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigow_desktop.games.paigow.hands import Showdown
from paigow_desktop.games.paigow.setting import BetResult, Setting, compare, settings_of
from paigow_desktop.tiles.tile import FULL_SET, TileError, parse_tiles


def four_tiles() -> st.SearchStrategy[tuple]:
    return st.permutations(list(FULL_SET)).map(lambda tiles: tuple(tiles[:4]))


@pytest.mark.parametrize(
    ("tiles", "count"),
    [
        ("6-6 5-4 3-1 2-1", 3),
        ("6-6 6-6 2-1 3-1", 2),
        ("6-6 6-6 1-1 1-1", 2),
        ("6-3 5-4 6-6 1-1", 3),
        ("4-2 2-1 3-3 3-1", 3),
    ],
)
def test_distinct_settings(tiles: str, count: int) -> None:
    settings = settings_of(parse_tiles(tiles))
    assert len(settings) == count
    assert all(s.holds(parse_tiles(tiles)) for s in settings)


@given(four_tiles())
def test_a_settings_low_hand_never_outranks_its_high_hand(tiles: tuple) -> None:
    for setting in settings_of(tiles):
        assert setting.low.key <= setting.high.key
        assert setting.holds(tiles)


def test_every_deal_has_one_to_three_settings_with_different_tiles() -> None:
    rng = random.Random(7)
    for _ in range(500):
        tiles = rng.sample(FULL_SET, 4)
        settings = settings_of(tiles)
        groups = {frozenset(map(str, (s.low, s.high))) for s in settings}
        assert 1 <= len(settings) <= 3 and len(groups) == len(settings)


def test_setting_parse_orders_hands_itself() -> None:
    one = Setting.parse("6-6 5-4 / 3-1 2-1")
    assert str(one.high) == "6-6 5-4" and str(one.low) == "3-1 2-1"
    assert one == Setting.parse("2-1 3-1 / 5-4 6-6")
    with pytest.raises(TileError):
        Setting.parse("6-6 5-4 3-1 2-1")
    with pytest.raises(TileError):
        Setting.parse("6-6 6-6 / 6-6 2-1")
    with pytest.raises(ValueError):
        Setting(one.high, one.low)


def test_both_hands_win_is_a_win_one_each_a_push_both_lose_a_loss() -> None:
    banker = Setting.parse("4-3 2-2 / 6-6 6-1")  # 1 (Bon) / 9 (Teen)
    assert compare(Setting.parse("6-5 5-5 / 6-6 6-3"), banker).result is BetResult.WIN
    assert compare(Setting.parse("6-5 5-5 / 1-1 6-1"), banker).result is BetResult.PUSH
    lost = compare(Setting.parse("2-2 6-1 / 1-1 6-1"), banker)
    assert lost.result is BetResult.LOSS
    assert lost.low is Showdown.COPY and lost.copies == 1  # copies count as losses


def test_settings_of_matches_every_pairing_of_the_tiles() -> None:
    for tiles in itertools.islice(itertools.combinations(FULL_SET, 4), 0, 35960, 97):
        expected = set()
        for pair in itertools.combinations(range(4), 2):
            rest = [i for i in range(4) if i not in pair]
            s = Setting.of([tiles[i] for i in pair], [tiles[i] for i in rest])
            expected.add((sorted(map(str, s.low.tiles)).__str__(), sorted(map(str, s.high.tiles)).__str__()))
        found = {
            (sorted(map(str, s.low.tiles)).__str__(), sorted(map(str, s.high.tiles)).__str__())
            for s in settings_of(tiles)
        }
        assert found == expected
