"""The woodpile and the dice count shared by every game on the tiles (tiles/woodpile.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from paigow_desktop.core.banked_table import BankedTableError, count_to, deal_order
from paigow_desktop.tiles.tile import FULL_SET
from paigow_desktop.tiles.woodpile import (
    WoodpileError,
    check_dice,
    check_woodpile,
    roll_dice,
    wash,
)


def test_a_wash_is_the_whole_set_in_eight_stacks_of_four_and_repeats_with_its_seed() -> None:
    pile = wash(random.Random(11))
    assert len(pile) == 8 and all(len(stack) == 4 for stack in pile)
    assert Counter(t for stack in pile for t in stack) == Counter(FULL_SET)
    assert wash(random.Random(11)) == pile
    assert wash(random.Random(12)) != pile
    assert check_woodpile(pile) == pile


@pytest.mark.parametrize("places", [4, 8])
def test_the_count_starts_at_one_and_runs_round_every_place(places: int) -> None:
    for start in range(places):
        for total in range(3, 19):
            place = start
            for _ in range(total - 1):  # the starting place counts 1
                place = (place + 1) % places
            assert count_to(start, total, places) == place
            order = deal_order(start, total, places)
            assert order[0] == place and sorted(order) == list(range(places))


def test_a_four_place_table_counts_5_and_9_and_13_and_17_to_the_start() -> None:
    assert {count_to(2, total, 4) for total in (5, 9, 13, 17)} == {2}


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: check_dice((1, 2, 7)), "three dice"),
        (lambda: check_dice((1, 2)), "three dice"),
        (lambda: check_woodpile([FULL_SET[:4]] * 8), "wrong counts"),
        (lambda: check_woodpile([FULL_SET[:4]]), "8 stacks of 4"),
    ],
)
def test_impossible_piles_and_dice_are_refused_in_words(call: object, words: str) -> None:
    assert callable(call)
    with pytest.raises(WoodpileError, match=words):
        call()


@pytest.mark.parametrize(
    ("start", "total", "places", "words"),
    [(8, 9, 8, "no place 8"), (0, 2, 8, "total 3 to 18"), (0, 9, 0, "at least one place")],
)
def test_impossible_counts_are_refused_in_words(start: int, total: int, places: int, words: str) -> None:
    with pytest.raises(BankedTableError, match=words):
        count_to(start, total, places)


def test_dice_are_three_faces_from_the_generator() -> None:
    rolls = {roll_dice(random.Random(seed)) for seed in range(200)}
    assert all(len(r) == 3 and all(1 <= d <= 6 for d in r) for r in rolls)
    assert len(rolls) > 100
