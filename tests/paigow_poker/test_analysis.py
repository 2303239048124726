"""The exact analysis: the dealer classes count every hand once, the shipped table is the house
way's, the seven-card frequencies and the rules' counts match the rules document, and each
setting's counts match a count of every dealer hand one by one (tools/count_poker_hands.py)."""

from __future__ import annotations

import json
import random
import zlib
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np
import pytest

from paigow_desktop.games.paigow_poker import DECK, format_cards, parse_cards, set_hand
from paigow_desktop.games.paigow_poker.analysis import DEALER_HANDS, analyze
from paigow_desktop.games.paigow_poker.classes import class_counts, classes, representative
from paigow_desktop.games.paigow_poker.dealer_table import dealer_table, set_class
from paigow_desktop.games.paigow_poker.hands import Category
from paigow_desktop.games.paigow_poker.house_way import RULE_NAMES

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


@pytest.fixture(scope="module")
def everyone() -> np.ndarray:
    """How many of the 154,143,080 seven-card hands fall in each class."""
    return class_counts()


def test_the_classes_are_as_many_as_the_rules_say(everyone: np.ndarray) -> None:
    table = classes()
    assert (len(table.rank_counts), len(table.flush_ranks)) == (67_600, 224_653)
    assert int(table.rank_joker.sum()) == 18_395
    assert int(everyone.sum()) == comb(53, 7) == 154_143_080
    assert int(everyone[len(table.rank_counts) :].sum()) == 6_416_124  # the hands that can make a flush
    assert (everyone > 0).all()


def test_the_counts_beside_seven_cards_add_up() -> None:
    rng = random.Random(5)
    for _ in range(3):
        counts = class_counts(rng.sample(DECK, 7))
        assert int(counts.sum()) == DEALER_HANDS and (counts >= 0).all()


def test_best_five_of_seven_counted_over_every_hand(everyone: np.ndarray) -> None:
    categories = np.frombuffer(
        zlib.decompress((FIXTURES / "poker_best_categories.zlib").read_bytes()), np.uint8
    )
    found = np.bincount(categories, weights=everyone, minlength=10).astype(np.int64)
    expected = {
        Category.FIVE_ACES: 1_128,
        Category.STRAIGHT_FLUSH: 26_132 + 184_832,  # royal flushes and the others
        Category.FOUR_OF_A_KIND: 307_472,
        Category.FULL_HOUSE: 4_188_528,
        Category.FLUSH: 6_172_088,
        Category.STRAIGHT: 11_236_028,
        Category.THREE_OF_A_KIND: 7_470_676,
        Category.TWO_PAIR: 35_553_816,
        Category.ONE_PAIR: 64_221_960,
        Category.HIGH_CARD: 24_780_420,
    }
    assert {Category(c): int(n) for c, n in enumerate(found)} == expected


def test_the_best_categories_fixture_is_the_evaluator_s() -> None:
    from itertools import combinations

    from paigow_desktop.games.paigow_poker.hands import five_value

    categories = zlib.decompress((FIXTURES / "poker_best_categories.zlib").read_bytes())
    rng = random.Random(11)
    for number in rng.sample(range(classes().size), 300):
        best = max(five_value(five) for five in combinations(representative(number), 5))
        assert best >> 20 == categories[number]


def test_the_house_way_s_rules_counted_over_every_hand(everyone: np.ndarray) -> None:
    found = np.bincount(dealer_table().rule, weights=everyone, minlength=len(RULE_NAMES)).astype(np.int64)
    counted = {name: int(n) for name, n in zip(RULE_NAMES, found, strict=True) if n}
    assert counted == {
        "one-pair": 64_221_960, "no-pair": 24_780_420, "two-pair-split(a)": 21_809_952,
        "sf-max-low": 16_244_356, "two-pair-keep": 8_649_072, "trips": 6_413_616,
        "full-house-split": 3_965_760, "three-pair": 2_862_000, "two-pair-split(b)": 2_232_792,
        "trips-aces": 1_057_060, "sf-two-pair-split(a)": 902_448, "sf-two-pair-keep": 247_968,
        "trips-two-pair": 150_480, "sf-two-pair-split(b)": 100_008, "quads-2-6-keep": 92_120,
        "quads-A-split": 77_100, "sf-break-straight-flush": 71_868, "two-trips": 68_640,
        "quads-JQK-split": 51_456, "quads-7-10-split": 42_240, "sf-three-pair": 36_720,
        "quads-7-10-keep": 31_456, "quads-A-keep": 9_380, "sf-break-royal": 9_284,
        "sf-keep-straight-flush": 5_180, "full-house-22-AK-keep": 4_800, "quads-JQK-keep": 3_816,
        "five-aces-split": 1_122, "five-aces-keep": 6,
    }  # fmt: skip


def test_the_shipped_table_is_the_house_way_s() -> None:
    table = dealer_table()
    rng = random.Random(3)
    for number in rng.sample(range(classes().size), 400):
        assert set_class(number) == (int(table.high[number]), int(table.low[number]), int(table.rule[number]))


def test_dealer_hands_set_one_by_one_agree_with_their_class() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from count_poker_hands import class_keys, classify

    table, keys = dealer_table(), class_keys()
    rng = random.Random(17)
    hands = [rng.sample(DECK, 7) for _ in range(2000)]
    numbers = classify(np.array([[c.index for c in h] for h in hands], dtype=np.int64), keys)
    for hand, number in zip(hands, numbers, strict=True):
        assert set_hand(hand).setting.values == (int(table.high[number]), int(table.low[number])), (
            format_cards(hand)
        )


COUNTED = (
    json.loads((FIXTURES / "poker_counts.json").read_text())
    if (FIXTURES / "poker_counts.json").exists()
    else {}
)


@pytest.mark.parametrize("hand", sorted(COUNTED))
def test_the_analysis_agrees_with_every_dealer_hand_counted_one_by_one(hand: str) -> None:
    analysis = analyze(parse_cards(hand, 7))
    found = {
        format_cards(s.setting.low): {"win": s.win, "push": s.push, "loss": s.loss} for s in analysis.settings
    }
    assert found == COUNTED[hand]


def test_the_one_by_one_counts_are_there() -> None:
    assert len(COUNTED) >= 3


def test_an_analysis_lists_every_legal_setting_and_flags_the_best_and_the_house_way_s() -> None:
    analysis = analyze(parse_cards("As Ks Kh JK 9d 5c 3h"))
    assert len(analysis.settings) == 20  # one of the 21 fouls
    for s in analysis.settings:
        assert s.win + s.push + s.loss == DEALER_HANDS
        assert s.ev == (Fraction(19, 20) * s.win - s.loss) / DEALER_HANDS
    assert analysis.best.ev == max(s.ev for s in analysis.settings)
    assert analysis.house_way_counts.setting.values == set_hand(analysis.cards).setting.values


def test_the_banker_s_side_wins_the_copies() -> None:
    cards = parse_cards("Ks Jh 9d 7c 5s 3h 2d")
    player, banker = analyze(cards), analyze(cards, bank=True)
    for mine, bank in zip(player.settings, banker.settings, strict=True):
        assert bank.win >= mine.win and bank.loss <= mine.loss
        assert bank.ev > mine.ev
