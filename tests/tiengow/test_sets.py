"""Tien Gow's suits, sets and beats, against the rules doc's tables and counts."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from paigow_desktop.games.tiengow.sets import (
    ALL_SETS,
    PURE_SETS,
    SetKind,
    beats,
    identify,
    military_rank,
    red_pips,
    suit_rank,
    unbeatable,
)
from paigow_desktop.tiles.tile import FULL_SET, KINDS, parse_tiles


def _set(text: str, mixed: bool = True):
    found = identify(parse_tiles(text), mixed=mixed)
    assert found is not None, text
    return found


def _all_multisets(size: int):
    """Every multiset of ``size`` tiles the deck can hold (copies identical)."""
    for combo in itertools.combinations_with_replacement(KINDS, size):
        counts = Counter(combo)
        if all(n <= t.copies for t, n in counts.items()):
            yield combo


@pytest.mark.parametrize(("mixed", "expected"), [(True, 61), (False, 37)])
def test_exactly_the_legal_sets_are_legal(mixed: bool, expected: int) -> None:
    legal = [m for size in range(1, 5) for m in _all_multisets(size) if identify(m, mixed=mixed)]
    assert len(legal) == expected
    assert len(ALL_SETS if mixed else PURE_SETS) == expected


def test_the_sets_by_kind() -> None:
    counts = Counter(s.kind for s in ALL_SETS)
    assert counts == {
        SetKind.CIVIL_SINGLE: 11,
        SetKind.MILITARY_SINGLE: 10,
        SetKind.CIVIL_PAIR: 11,
        SetKind.MILITARY_PAIR: 4,
        SetKind.MIXED_PAIR: 8,
        SetKind.SUPREME: 1,
        SetKind.TRIPLE_2C1M: 8,
        SetKind.TRIPLE_1C2M: 4,
        SetKind.QUARTET: 4,
    }


def test_suits_and_ranks() -> None:
    assert [str(t) for t in KINDS[:11]] == [
        "6-6",
        "1-1",
        "4-4",
        "3-1",
        "5-5",
        "3-3",
        "2-2",
        "6-5",
        "6-4",
        "6-1",
        "5-1",
    ]
    assert [suit_rank(t) for t in KINDS[:11]] == list(range(1, 12))
    military = {str(t): military_rank(t) for t in KINDS[11:]}
    assert military == {
        "6-3": 1, "5-4": 1, "6-2": 2, "5-3": 2, "5-2": 3, "4-3": 3, "4-2": 4, "4-1": 5, "3-2": 5, "2-1": 6,
    }  # fmt: skip
    assert sum(1 for t in FULL_SET if t.kind < 11) == 22


@pytest.mark.parametrize(
    "text",
    [
        "4-4 6-2",
        "1-1 4-4",
        "6-6 6-5",
        "4-2 4-1",
        "6-6 6-6 1-1 1-1",
        "6-3 6-2",
        "4-2 2-1 6-6",
        "4-2 2-1 6-3 5-4",
    ],
)
def test_not_sets(text: str) -> None:
    assert identify(parse_tiles(text)) is None


@pytest.mark.parametrize(
    "text", ["6-6 6-3", "1-1 5-3", "6-6 6-6 5-4", "1-1 6-2 5-3", "4-4 4-4 5-2 4-3", "3-1 3-2"]
)
def test_mixed_sets_only_with_the_option(text: str) -> None:
    assert identify(parse_tiles(text)) is not None
    assert identify(parse_tiles(text), mixed=False) is None


@pytest.mark.parametrize(
    ("challenger", "high", "result"),
    [
        ("5-4", "6-3", False),
        ("6-3", "6-2", True),
        ("6-6", "6-3", False),
        ("4-2", "4-1", True),
        ("4-1", "2-1", True),
        ("1-1 1-1", "3-3 3-3", True),
        ("6-3 5-4", "6-2 5-3", True),
        ("6-6 6-6", "6-3 5-4", False),
        ("6-6 6-3", "1-1 5-3", True),
        ("6-6 6-6", "4-2 2-1", False),
        ("6-6 6-6 6-3", "1-1 1-1 5-3", True),
        ("6-6 6-6 6-3", "1-1 6-2 5-3", False),
    ],
)
def test_beats_examples(challenger: str, high: str, result: bool) -> None:
    assert beats(_set(challenger), _set(high)) is result


def test_nothing_beats_the_gee_joon_and_it_beats_nothing() -> None:
    supreme = _set("4-2 2-1")
    assert not any(beats(s, supreme) or beats(supreme, s) for s in ALL_SETS)


def test_equal_ranks_never_beat() -> None:
    for a in ALL_SETS:
        for b in ALL_SETS:
            if beats(a, b):
                assert a.kind is b.kind and a.rank < b.rank and not beats(b, a)


@pytest.mark.parametrize(
    ("hand", "lead", "expected"),
    [
        ("1-1 1-1 6-6 5-5 3-2 6-1 2-2 5-1", "1-1 1-1", True),
        ("1-1 1-1 6-4 5-5 3-2 6-1 2-2 5-1", "1-1 1-1", False),
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "6-2", True),
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "5-5", False),
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "5-4", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "1-1", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "6-6 6-3", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "5-5", False),
        ("6-6 6-6 1-1 1-1 4-4 4-4 5-5 3-3", "4-4 4-4", True),
        ("6-6 1-1 5-5 3-3 2-2 6-5 6-4 6-1", "1-1", False),
    ],
)
def test_unbeatable_in_his_own_eyes(hand: str, lead: str, expected: bool) -> None:
    assert unbeatable(_set(lead), parse_tiles(hand)) is expected


def test_always_unbeatable_leads() -> None:
    for text in (
        "4-2 2-1",
        "6-3",
        "5-4",
        "6-6",
        "6-6 6-6",
        "6-3 5-4",
        "6-6 5-4",
        "6-6 6-6 6-3",
        "6-6 6-3 5-4",
    ):
        tiles = parse_tiles(text)
        rest = [t for t in parse_tiles("2-2 2-2 5-1 5-1 6-1 6-1 6-4 6-4")][: 8 - len(tiles)]
        assert unbeatable(_set(text), [*tiles, *rest])


def test_counts_the_rules_rely_on() -> None:
    assert math.comb(len(FULL_SET), 8) == 10_518_300
    # A seat holds both Gee Joon tiles: the other 6 of its tiles come from the other 30.
    p_seat = math.comb(30, 6) / math.comb(32, 8)
    assert p_seat == pytest.approx(56 / 992)
    assert 4 * p_seat == pytest.approx(0.226, abs=0.001)  # two seats never both hold it
    white = [t for t in FULL_SET if red_pips(t) == 0]
    one_red = [t for t in FULL_SET if red_pips(t) == 1]
    assert (len(white), len(one_red)) == (13, 7)
    assert math.comb(len(white), 7) * len(one_red) == 12_012
    assert red_pips(parse_tiles("6-6")[0]) == 6
