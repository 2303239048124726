"""The Fortune bonus, the Envy bonus and the Queen's Dragon: built hands for every category, and
the exact counts recounted by brute force on samples."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from paigow_desktop.games.paigow_poker import DECK, parse_cards
from paigow_desktop.games.paigow_poker.bonus import (
    ALL_HANDS,
    ORDER,
    PAY_TABLES,
    Bonus,
    PayTable,
    bonus_category,
    bonus_counts,
    class_categories,
    dragon_net,
    dragon_return,
    envy_cents,
    fortune_net,
    is_queen_high_pai_gow,
    pay_table,
    queens_dragon_count,
)
from paigow_desktop.games.paigow_poker.classes import class_counts, classes, representative

BUILT = [
    ("9h Th Jh Qh Kh Ah 8h", Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH),
    ("Ac 2c 3c 4c 5c 6c 7c", Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH),  # the ace low counts
    ("As Ks Qs Js Ts Kd Qd", Bonus.ROYAL_FLUSH_ROYAL_MATCH),
    ("As Ks Qs Js Ts Kd Qh", Bonus.ROYAL_FLUSH),  # king and queen of two suits: no match
    ("JK 2d 3d 4d 5d 6d 8d", Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER),
    ("JK Ad 2d 3d 4d 5d 6d", Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER),
    ("As Ah Ad Ac JK 7h 2c", Bonus.FIVE_ACES),
    ("JK Ks Qs Js Ts 4h 2c", Bonus.ROYAL_FLUSH),
    ("5s 6s 7s 8s 9s Kh Kd", Bonus.STRAIGHT_FLUSH),
    ("As 2s 3s 4s 5s Kh Kd", Bonus.STRAIGHT_FLUSH),
    ("9s 9h 9d 9c Ks 4h 2c", Bonus.FOUR_OF_A_KIND),
    ("As Ah Ad JK Ks 4h 2c", Bonus.FOUR_OF_A_KIND),  # the joker as the fourth ace
    ("Ks Kh Kd JK 9s 4h 2c", Bonus.THREE_OF_A_KIND),  # the joker is no king
    ("7s 7h 7d 2c 2s Ah Kd", Bonus.FULL_HOUSE),
    ("Ah Ad JK Kd Ks 4h 2c", Bonus.FULL_HOUSE),
    ("JK Ks 9s 6s 3s Qh 7d", Bonus.FLUSH),
    ("7s 7h 7d 8c 9s Th Jd", Bonus.THREE_OF_A_KIND),  # three of a kind above the straight
    ("As Ad JK Kc Qs Th 4c", Bonus.THREE_OF_A_KIND),  # the joker an ace, or the jack: trips pay more
    ("4s 5h 6d 7c 8s Kh Qd", Bonus.STRAIGHT),
    ("JK 9s 8d 7c 6h 2d 2c", Bonus.STRAIGHT),
    ("Ks Kh 8d 8c 3s 3h 7d", Bonus.NOTHING),
    ("Ks Jh 9d 7c 5s 3h 2d", Bonus.NOTHING),
]


@pytest.mark.parametrize(("cards", "category"), BUILT)
def test_built_hands_fall_in_their_category(cards: str, category: Bonus) -> None:
    assert bonus_category(parse_cards(cards, 7)) is category


def test_every_category_has_a_built_hand() -> None:
    assert {category for _, category in BUILT} == set(Bonus)


@pytest.mark.parametrize(("cards", "category"), BUILT)
def test_the_common_table_pays_each_category(cards: str, category: Bonus) -> None:
    pays = {
        Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH: 8000, Bonus.ROYAL_FLUSH_ROYAL_MATCH: 2000,
        Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER: 1000, Bonus.FIVE_ACES: 400, Bonus.ROYAL_FLUSH: 150,
        Bonus.STRAIGHT_FLUSH: 50, Bonus.FOUR_OF_A_KIND: 25, Bonus.FULL_HOUSE: 5, Bonus.FLUSH: 4,
        Bonus.THREE_OF_A_KIND: 3, Bonus.STRAIGHT: 2,
    }  # fmt: skip
    found = bonus_category(parse_cards(cards, 7))
    expected = 1000 * pays[category] if category in pays else -1000
    assert fortune_net(1000, found, pay_table("A")) == expected


def test_envy_pays_fixed_amounts_for_others_four_of_a_kind_or_better_from_five_dollars() -> None:
    others = [Bonus.FOUR_OF_A_KIND, Bonus.STRAIGHT_FLUSH, Bonus.FULL_HOUSE, Bonus.NOTHING]
    assert envy_cents(500, others) == 500 + 2_000
    assert envy_cents(499, others) == 0
    amounts = [envy_cents(500, [category]) for category in ORDER]
    assert amounts == [500_000, 100_000, 50_000, 25_000, 5_000, 2_000, 500, 0, 0, 0, 0, 0]


def test_queen_high_pai_gow() -> None:
    assert is_queen_high_pai_gow(parse_cards("Qs Jh 9d 7c 5s 3h 2d"))
    assert not is_queen_high_pai_gow(parse_cards("Ks Jh 9d 7c 5s 3h 2d"))  # king high
    assert not is_queen_high_pai_gow(parse_cards("Qs Jh Td 9c 8s 3h 2d"))  # a straight
    assert not is_queen_high_pai_gow(parse_cards("Qs Js 9s 7s 5s 3h 2d"))  # a flush
    assert not is_queen_high_pai_gow(parse_cards("Qs Jh 9d 7c 5s 3h JK"))  # the joker
    assert not is_queen_high_pai_gow(parse_cards("Qs Qh 9d 7c 5s 3h 2d"))  # a pair
    assert dragon_net(200, parse_cards("Qs Jh 9d 7c 5s 3h 2d")) == 10_000
    assert dragon_net(200, parse_cards("Ks Jh 9d 7c 5s 3h 2d")) == -200


def test_the_counts_add_up_and_match_the_published_seven_card_table() -> None:
    counts = bonus_counts()
    assert sum(counts.values()) == ALL_HANDS
    # The best five of seven with three of a kind above a straight, every straight flush kind
    # together (26,132 royal flushes and 184,832 others in the main game's count).
    assert counts[Bonus.FIVE_ACES] == 1_128
    assert counts[Bonus.FOUR_OF_A_KIND] == 307_472
    assert counts[Bonus.FULL_HOUSE] == 4_188_528
    assert counts[Bonus.FLUSH] == 6_172_088
    assert counts[Bonus.THREE_OF_A_KIND] == 7_672_500
    assert counts[Bonus.STRAIGHT] == 11_034_204
    family = (Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH, Bonus.ROYAL_FLUSH_ROYAL_MATCH,
              Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER, Bonus.ROYAL_FLUSH, Bonus.STRAIGHT_FLUSH)  # fmt: skip
    assert sum(counts[c] for c in family) == 26_132 + 184_832


def test_the_shipped_counts_are_the_count() -> None:
    import json

    from paigow_desktop.games.paigow_poker.bonus import COUNTS_FILE, count_bonus_hands

    shipped = json.loads(COUNTS_FILE.read_text(encoding="utf-8"))
    assert shipped["categories"] == {c.value: n for c, n in count_bonus_hands().items()}
    assert shipped["queens_dragon"] == queens_dragon_count()
    assert shipped["hands"] == ALL_HANDS


def test_the_seven_card_categories_counted_one_by_one() -> None:
    # Natural: 8 runs of seven (A-7 to 8-A) in 4 suits.  With the joker: every six ranks of
    # one suit that the joker completes to a run of seven, in 4 suits.  Royal match: 4 x 3.
    runs = [{14 if r == 1 else r for r in range(low, low + 7)} for low in range(1, 9)]
    with_joker = {six for run in runs for six in combinations(sorted(run), 6)}
    counts = bonus_counts()
    assert counts[Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH] == 8 * 4
    assert counts[Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER] == len(with_joker) * 4
    assert counts[Bonus.ROYAL_FLUSH_ROYAL_MATCH] == 12
    spades_royal = parse_cards("As Ks Qs Js Ts")
    rest = [card for card in DECK if card not in spades_royal]
    matched = Counter(bonus_category((*spades_royal, *two)) for two in combinations(rest, 2))
    assert matched[Bonus.ROYAL_FLUSH_ROYAL_MATCH] == 3


def test_a_sample_of_classes_is_categorised_as_the_evaluator_says() -> None:
    categories = class_categories()
    stream = random.Random(36)
    size = classes().size
    for number in stream.sample(range(size), 400):
        assert bonus_category(representative(number)) is ORDER[categories[number]], number


def test_a_sub_deck_recounted_by_brute_force() -> None:
    # Every hand of 14 cards rich in the rare categories, one by one, against the counting.
    small = parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s Ah Kh Ad Ac JK")
    seen = [card for card in DECK if card not in small]
    brute = Counter(bonus_category(hand) for hand in combinations(small, 7))
    weights = class_counts(seen)
    counted = np.bincount(class_categories(), weights=weights, minlength=len(ORDER))
    assert {ORDER[i]: int(n) for i, n in enumerate(counted) if n} == dict(brute)
    assert sum(brute.values()) == 3432


def test_the_queens_dragon_counted_from_its_ranks() -> None:
    # Seven of the ranks 2..Q with the queen and no run of five; any suits but five of one.
    rank_sets = [
        ranks
        for ranks in combinations(range(2, 12), 6)
        if not any(set(range(low, low + 5)) <= {*ranks, 12} for low in range(2, 9))
    ]
    suits = 4**7 - 4 * (21 * 9 + 7 * 3 + 1)
    assert queens_dragon_count() == len(rank_sets) * suits == 2_719_500
    assert dragon_return() == Fraction(51 * 2_719_500 - ALL_HANDS, ALL_HANDS)


def test_pay_table_returns_are_exact() -> None:
    counts = bonus_counts()
    table = pay_table("a")
    won = sum(table.pays[c] * counts[c] for c in table.pays)
    assert table.return_ == Fraction(won - counts[Bonus.NOTHING], ALL_HANDS)
    assert all(t.return_ < 0 for t in PAY_TABLES)
    assert [t.name for t in PAY_TABLES] == ["A", "B"]


def test_a_pay_table_never_pays_more_for_a_lower_category() -> None:
    with pytest.raises(ValueError, match="cannot pay"):
        PayTable("X", {Bonus.FLUSH: 4, Bonus.THREE_OF_A_KIND: 5})
    with pytest.raises(ValueError, match="no Fortune pay table"):
        pay_table("Z")
