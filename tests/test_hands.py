"""Two-tile hands: pairs, Wong, Gong, points, and the order with ties, copies and zero-zero."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigow_desktop.games.paigow.hands import PAIRS, Hand, HandKind, Showdown, beats, showdown
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile


def hand(text: str) -> Hand:
    a, b = text.split()
    return Hand.of(Tile.parse(a), Tile.parse(b))


PAIR_ORDER = [
    "4-2 2-1",
    "6-6 6-6",
    "1-1 1-1",
    "4-4 4-4",
    "3-1 3-1",
    "5-5 5-5",
    "3-3 3-3",
    "2-2 2-2",
    "6-5 6-5",
    "6-4 6-4",
    "6-1 6-1",
    "5-1 5-1",
    "6-3 5-4",
    "6-2 5-3",
    "5-2 4-3",
    "4-1 3-2",
]


def test_the_sixteen_pairs_in_order() -> None:
    hands = [hand(text) for text in PAIR_ORDER]
    assert all(h.kind is HandKind.PAIR for h in hands)
    keys = [h.key for h in hands]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 16
    assert [name for name, _, _ in PAIRS][:3] == ["Gee Joon", "Teen", "Day"]
    assert hand("4-2 2-1").name == "Pair: Gee Joon" and hand("6-6 6-6").name == "Pair: Teen"


@pytest.mark.parametrize(
    "text", ["4-4 6-2", "4-4 5-3", "5-1 4-2", "3-3 5-1", "6-5 5-5", "6-6 1-1", "5-5 6-4"]
)
def test_equal_pips_or_names_are_not_pairs(text: str) -> None:
    assert hand(text).kind is not HandKind.PAIR


def test_the_lowest_pair_beats_the_highest_non_pair() -> None:
    assert hand("4-1 3-2").key > hand("6-6 6-3").key  # Chop Ng pair beats Wong


@pytest.mark.parametrize("text", ["6-6 6-3", "6-6 5-4", "1-1 6-3", "1-1 5-4"])
def test_wong_is_teen_or_day_with_a_nine(text: str) -> None:
    assert hand(text).kind is HandKind.WONG and hand(text).value == 11 and hand(text).name == "Wong"


@pytest.mark.parametrize("text", ["6-6 4-4", "6-6 6-2", "6-6 5-3", "1-1 4-4", "1-1 6-2", "1-1 5-3"])
def test_gong_is_teen_or_day_with_an_eight(text: str) -> None:
    assert hand(text).kind is HandKind.GONG and hand(text).value == 10 and hand(text).name == "Gong"


def test_wong_beats_gong_beats_nine_and_teen_breaks_ties() -> None:
    order = ["6-6 6-3", "1-1 5-4", "6-6 4-4", "1-1 6-2", "6-6 6-1", "1-1 6-1", "4-4 6-5"]
    keys = [hand(t).key for t in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert hand("6-6 6-3").key == hand("6-6 5-4").key  # equal nines: the same Wong


@pytest.mark.parametrize(
    ("text", "points"),
    [
        ("6-6 6-1", 9),
        ("1-1 6-1", 9),
        ("6-5 5-4", 0),
        ("3-1 2-1", 7),
        ("4-2 6-6", 8),
        ("2-1 6-6", 8),
        ("4-2 3-1", 7),
        ("4-2 6-4", 6),
        ("2-1 5-1", 9),
        ("4-2 3-3", 9),
        ("6-6 1-1", 4),
        ("5-5 6-4", 0),
    ],
)
def test_points_drop_the_tens_and_gee_joon_counts_three_or_six(text: str, points: int) -> None:
    assert hand(text).points == points


def test_names_of_points_hands() -> None:
    assert hand("6-6 6-1").name == "9, high tile Teen"
    assert hand("5-5 3-3").name == "6, high tile Mooy"
    assert hand("4-2 3-1").name == "7, high tile Gor"
    assert hand("4-2 4-1").name == "8, high tile Gee Joon 4-2"
    assert hand("6-5 5-4").name == "Zero"
    assert hand("6-6 6-3").long_name == "Wong (Teen)"


def test_only_the_highest_tile_breaks_ties_and_gee_joon_ranks_as_single() -> None:
    # 3-4 & 2-2 (1, Bon high) loses to 6-5 & 5-5 (1, Mooy high).
    assert showdown(hand("4-3 2-2"), hand("6-5 5-5")) is Showdown.BANKER
    assert showdown(hand("6-5 5-5"), hand("4-3 2-2")) is Showdown.PLAYER
    # 2-2 & 6-1 against 2-2 & 4-3: both 1 with Bon high: a copy, the banker's.
    assert showdown(hand("2-2 6-1"), hand("2-2 4-3")) is Showdown.COPY
    # The second tile never counts: 8 with Teen is 8 with Teen.
    assert showdown(hand("6-6 5-1"), hand("6-6 4-2")) is Showdown.COPY
    # As a single, Gee Joon 4-2 (row 15) outranks 3-2 (row 16): 8 against 8.
    assert hand("4-2 4-1").points == hand("3-2 2-1").points == 8
    assert showdown(hand("4-2 4-1"), hand("3-2 2-1")) is Showdown.PLAYER
    # A Gee Joon tile lends its points, not its rank: 9 with Chong high beats 9 with Ping high.
    assert hand("2-1 3-3").points == hand("5-4 6-4").points == 9
    assert showdown(hand("2-1 3-3"), hand("5-4 6-4")) is Showdown.PLAYER


def test_zero_against_zero_goes_to_the_banker_whatever_the_tiles() -> None:
    # Gor outranks Mooy as a single, but zero against zero is the banker's.
    assert hand("3-1 3-3").points == hand("5-5 6-4").points == 0
    assert showdown(hand("3-1 3-3"), hand("5-5 6-4")) is Showdown.ZERO
    assert showdown(hand("5-5 6-4"), hand("3-1 3-3")) is Showdown.ZERO
    assert hand("3-1 3-3").key == hand("6-5 5-4").key == 0


def test_banker_and_player_points_of_view() -> None:
    a, b = hand("2-2 6-1"), hand("2-2 4-3")
    assert beats(a, b, as_banker=True) and beats(b, a, as_banker=True)  # the banker takes the copy
    assert not beats(a, b, as_banker=False) and not beats(b, a, as_banker=False)
    high, low = hand("6-6 6-3"), hand("1-1 6-3")
    assert beats(high, low, as_banker=False) and beats(high, low, as_banker=True)
    assert not beats(low, high, as_banker=True)


ALL_HANDS = [Hand.of(a, b) for a, b in itertools.combinations(FULL_SET, 2)]


def test_there_are_496_two_tile_hands() -> None:
    assert len(ALL_HANDS) == 496


@given(st.sampled_from(ALL_HANDS), st.sampled_from(ALL_HANDS), st.sampled_from(ALL_HANDS))
def test_the_hand_order_is_a_total_order(a: Hand, b: Hand, c: Hand) -> None:
    # Exactly one of a > b, a == b, a < b; transitivity; showdown agrees with the order.
    assert (a.key > b.key) + (a.key == b.key) + (a.key < b.key) == 1
    if a.key >= b.key and b.key >= c.key:
        assert a.key >= c.key
    result = showdown(a, b)
    assert (result is Showdown.PLAYER) == (a.key > b.key)
    assert result.banker_wins == (a.key <= b.key)


@given(st.sampled_from(ALL_HANDS), st.sampled_from(ALL_HANDS))
def test_equal_keys_mean_equal_class_and_equal_highest_tile(a: Hand, b: Hand) -> None:
    if a.key == b.key and a.points != 0 and a.kind is not HandKind.PAIR:
        assert a.kind == b.kind and a.points == b.points and a.first.rank == b.first.rank
    if a.kind is HandKind.POINTS and b.kind is HandKind.POINTS and a.points == 0 == b.points:
        assert a.key == b.key


def test_hand_of_is_order_free_and_first_is_the_higher_tile() -> None:
    for a, b in itertools.combinations(KINDS, 2):
        h = Hand.of(a, b)
        assert h == Hand.of(b, a) and h.first.strength >= h.second.strength
