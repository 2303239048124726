"""The 32 tiles: names, ranks, points, classes and the notation."""

from __future__ import annotations

from collections import Counter

import pytest

from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile, TileError, parse_tiles


def test_the_set_has_32_tiles_eleven_civil_pairs_and_ten_military_singles() -> None:
    counts = Counter(FULL_SET)
    assert len(FULL_SET) == 32
    assert len(KINDS) == 21
    assert sorted(Counter(counts.values()).items()) == [(1, 10), (2, 11)]
    civil = {str(t) for t in KINDS if t.copies == 2}
    assert civil == {"6-6", "1-1", "4-4", "3-1", "5-5", "3-3", "2-2", "6-5", "6-4", "6-1", "5-1"}


@pytest.mark.parametrize(
    ("tile", "rank", "name", "chinese", "english", "pips"),
    [
        ("6-6", 1, "Teen", "天", "Heaven", 12),
        ("1-1", 2, "Day", "地", "Earth", 2),
        ("4-4", 3, "Yun", "人", "Man", 8),
        ("3-1", 4, "Gor", "鵝", "Goose", 4),
        ("5-5", 5, "Mooy", "梅", "Plum flower", 10),
        ("3-3", 6, "Chong", "長", "Long", 6),
        ("2-2", 7, "Bon", "板", "Board", 4),
        ("6-5", 8, "Foo", "斧", "Hatchet", 11),
        ("6-4", 9, "Ping", "屏", "Partition", 10),
        ("6-1", 10, "Tit", "七", "Long leg seven", 7),
        ("5-1", 11, "Look", "六", "Big head six", 6),
        ("6-3", 12, "Chop Gow", "雜九", "Mixed nine", 9),
        ("5-4", 12, "Chop Gow", "雜九", "Mixed nine", 9),
        ("6-2", 13, "Chop Bot", "雜八", "Mixed eight", 8),
        ("5-3", 13, "Chop Bot", "雜八", "Mixed eight", 8),
        ("5-2", 14, "Chop Chit", "雜七", "Mixed seven", 7),
        ("4-3", 14, "Chop Chit", "雜七", "Mixed seven", 7),
        ("4-2", 15, "Gee Joon", "至尊", "Supreme", 6),
        ("4-1", 16, "Chop Ng", "雜五", "Mixed five", 5),
        ("3-2", 16, "Chop Ng", "雜五", "Mixed five", 5),
        ("2-1", 17, "Gee Joon", "至尊", "Supreme", 3),
    ],
)
def test_rank_names_and_points(
    tile: str, rank: int, name: str, chinese: str, english: str, pips: int
) -> None:
    t = Tile.parse(tile)
    assert (t.rank, t.name, t.chinese_name, t.english_name, t.pips) == (rank, name, chinese, english, pips)
    assert t.strength == 18 - rank


def test_gee_joon_tiles_count_three_or_six() -> None:
    assert Tile.parse("4-2").point_values == (3, 6)
    assert Tile.parse("2-1").point_values == (3, 6)
    assert Tile.parse("3-3").point_values == (6,)


@pytest.mark.parametrize(
    ("tile", "cls"),
    [
        ("6-6", "12"),
        ("1-1", "2"),
        ("4-2", "GJ"),
        ("2-1", "GJ"),
        ("4-4", "8"),
        ("6-2", "8"),
        ("3-1", "4"),
        ("2-2", "4"),
        ("6-4", "10"),
        ("5-1", "6"),
        ("4-3", "7"),
        ("6-5", "11"),
        ("5-4", "9"),
        ("3-2", "5"),
    ],
)
def test_house_way_classes(tile: str, cls: str) -> None:
    assert Tile.parse(tile).tile_class == cls


@pytest.mark.parametrize("text", ["6-6", "66", "2-4", "42", " 4 - 2 ", "1-2"])
def test_notation_accepts_dash_no_dash_and_either_order(text: str) -> None:
    tile = Tile.parse(text)
    assert str(tile) == "-".join(sorted(text.replace("-", "").replace(" ", ""), reverse=True))


def test_notation_round_trips_for_every_tile() -> None:
    for tile in KINDS:
        assert Tile.parse(str(tile)) == tile
        assert Tile.parse(str(tile)[::-1]) == tile
        assert Tile.parse(str(tile).replace("-", "")) == tile


@pytest.mark.parametrize("bad", ["6-7", "0-0", "1-3-", "abc", "", "6-66", "5-6-1", "2-5x"])
def test_anything_that_is_not_a_tile_is_an_error_naming_the_token(bad: str) -> None:
    with pytest.raises(TileError) as caught:
        Tile.parse(bad)
    assert caught.value.token == bad


def test_every_pair_of_ends_from_one_to_six_is_a_tile_and_nothing_else_is() -> None:
    ends = {(a, b) for a in range(1, 7) for b in range(1, a + 1)}
    assert {(t.high, t.low) for t in KINDS} == ends
    for a in range(0, 8):
        for b in (0, 7):
            with pytest.raises(TileError):
                Tile.parse(f"{a}-{b}")


def test_parse_tiles_checks_copies_and_count() -> None:
    assert parse_tiles("6-6 66 5-4 2-1") == tuple(Tile.parse(t) for t in ("6-6", "6-6", "5-4", "2-1"))
    with pytest.raises(TileError) as third_teen:
        parse_tiles(["6-6", "6-6", "66"])
    assert third_teen.value.token == "66"
    with pytest.raises(TileError) as second_nine:
        parse_tiles(["6-3", "3-6"])
    assert second_nine.value.token == "3-6"
    with pytest.raises(TileError, match="expected 4"):
        parse_tiles("6-6 5-4 2-1", count=4)
    assert parse_tiles(list(map(str, FULL_SET))) == FULL_SET
