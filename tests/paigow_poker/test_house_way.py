"""The house way against every worked example of the rules document, and its promises: one rule
per hand, never a foul, all seven cards used; the options' examples too."""

from __future__ import annotations

import random

import pytest

from paigow_desktop.games.paigow_poker import DECK, PokerRules, Setting, parse_cards, set_hand
from paigow_desktop.games.paigow_poker.house_way import RULE_NAMES

HOUSE_WAY_EXAMPLES = [
    (1, "Ks Jh 9d 7c 5s 3h 2d", "Ks 7c 5s 3h 2d", "Jh 9d", "no-pair"),
    (2, "8s 8h Ad Qc 9s 5h 3d", "8s 8h 9s 5h 3d", "Ad Qc", "one-pair"),
    (3, "6s 6h 4d 4c Ks 9h 2d", "6s 6h 4d 4c 2d", "Ks 9h", "two-pair-keep"),
    (4, "9s 9h 4d 4c Ks 8h 2d", "9s 9h Ks 8h 2d", "4d 4c", "two-pair-split(a)"),
    (5, "Ts Th 5d 5c As 8h 2d", "Ts Th 5d 5c 2d", "As 8h", "two-pair-keep"),
    (6, "Qs Qh 7d 7c As 4h 2d", "Qs Qh As 4h 2d", "7d 7c", "two-pair-split(b)"),
    (7, "Qs Qh 4d 4c As 9h 2d", "Qs Qh 4d 4c 2d", "As 9h", "two-pair-keep"),
    (8, "As Ah 3d 3c Ks 9h 2d", "As Ah Ks 9h 2d", "3d 3c", "two-pair-split(a)"),
    (9, "JK Ah 3d 3c Ks 9h 2d", "Ah JK Ks 9h 2d", "3d 3c", "two-pair-split(a)"),
    (10, "Ks Kh 8d 8c 3s 3h 7d", "8d 8c 3s 3h 7d", "Ks Kh", "three-pair"),
    (11, "9s 9h 9d Kc Qs 6h 2d", "9s 9h 9d 6h 2d", "Kc Qs", "trips"),
    (12, "As Ah Ad Kc 8s 6h 3d", "Ah Ad 8s 6h 3d", "As Kc", "trips-aces"),
    (13, "7s 7h 7d Qc Qs 9h 2d", "7s 7h 7d 9h 2d", "Qs Qc", "full-house-split"),
    (14, "7s 7h 7d 2c 2s Ah Kd", "7s 7h 7d 2s 2c", "Ah Kd", "full-house-22-AK-keep"),
    (15, "5s 5h 5d Jc Js 8h 8d", "5s 5h 5d 8h 8d", "Js Jc", "trips-two-pair"),
    (16, "9s 9h 9d 4c 4s 4h Kd", "4s 4h 4c Kd 9d", "9s 9h", "two-trips"),
    (17, "4s 5h 6d 7c 8s Kh Qd", "8s 7c 6d 5h 4s", "Kh Qd", "sf-max-low"),
    (18, "5s 6h 7d 8c 9s Th Ad", "9s 8c 7d 6h 5s", "Ad Th", "sf-max-low"),
    (19, "5s 6h 7d 8c 9s Kh Kd", "9s 8c 7d 6h 5s", "Kh Kd", "sf-max-low"),
    (20, "5s 5h 6d 6c 7s 8h 9d", "9d 8h 7s 6c 5h", "6d 5s", "sf-max-low"),
    (21, "As 2h 3d 4c 4d 5s 5h", "5s 5h 4d 4c 2h", "As 3d", "sf-two-pair-keep"),
    (22, "JK Ks 9s 6s 3s Qh 7d", "JK Ks 9s 6s 3s", "Qh 7d", "sf-max-low"),
    (23, "8s 9s Ts Js Qs 7h 2d", "Js Ts 9s 8s 7h", "Qs 2d", "sf-break-straight-flush"),
    (24, "Ts Js Qs Ks As 9h 2d", "Ks Qs Js Ts 9h", "As 2d", "sf-break-royal"),
    (25, "5s 5h 5d 5c As Kh 2d", "5s 5h 5d 5c 2d", "As Kh", "quads-2-6-keep"),
    (26, "9s 9h 9d 9c Ks Qh 2d", "9d 9c Ks Qh 2d", "9s 9h", "quads-7-10-split"),
    (27, "9s 9h 9d 9c As Qh 2d", "9s 9h 9d 9c 2d", "As Qh", "quads-7-10-keep"),
    (28, "Ks Kh Kd Kc As Qh 2d", "Kd Kc As Qh 2d", "Ks Kh", "quads-JQK-split"),
    (29, "Ks Kh Kd Kc Ts Th 2d", "Ks Kh Kd Kc 2d", "Ts Th", "quads-JQK-keep"),
    (30, "As Ah Ad Ac 8s 8h 3d", "As Ah Ad Ac 3d", "8s 8h", "quads-A-keep"),
    (31, "As Ah Ad Ac 6s 6h 3d", "Ad Ac 6s 6h 3d", "As Ah", "quads-A-split"),
    (32, "As Ah Ad Ac JK Ks Kh", "As Ah Ad Ac JK", "Ks Kh", "five-aces-keep"),
    (33, "As Ah Ad Ac JK Qs Qh", "Ad Ac JK Qs Qh", "As Ah", "five-aces-split"),
    (34, "As JK Ks Kh Qs Qh Ts", "Ks Kh Qs Qh Ts", "As JK", "sf-three-pair"),
    (35, "As Ah Ad JK Ks Qs Js", "JK As Ks Qs Js", "Ah Ad", "quads-A-split"),
    (36, "As JK Qs Qh Qd 7s 2s", "Qs Qh Qd 7s 2s", "As JK", "full-house-split"),
    (37, "As Ad JK 7s 7h 4s 2s", "As Ad JK 4s 2s", "7s 7h", "full-house-split"),
    (38, "Ah JK Kc Qd Ts 5h 3c", "JK Ah Kc Qd Ts", "5h 3c", "sf-max-low"),
    (39, "Ah Ac JK Kd Qs Th 5c", "JK Ac Kd Qs Th", "Ah 5c", "sf-max-low"),
    (40, "Ks Kh 5s 5h JK 9s 2s", "Ks Kh 5s 5h 2s", "JK 9s", "sf-two-pair-keep"),
    (41, "Ks Kh Qs Qd Jc Th 9d", "Kh Qd Jc Th 9d", "Ks Qs", "sf-max-low"),
    (42, "Qs Qh 7s 7h 2s 5s 9s", "Qs 9s 7s 5s 2s", "Qh 7h", "sf-max-low"),
    (43, "4h 5s 6s 7s 8s 9s 9h", "8s 7s 6s 5s 4h", "9s 9h", "sf-break-straight-flush"),
    (44, "Ah Kh Qh Jh Th 9h 2c", "Kh Qh Jh Th 9h", "Ah 2c", "sf-max-low"),
    (45, "Qs Js Ts 9s 8s 7s 2c", "Js Ts 9s 8s 7s", "Qs 2c", "sf-max-low"),
    (46, "2s 2h 7c 7d 7h JK Kd", "7h 7d 7c 2s 2h", "JK Kd", "full-house-22-AK-keep"),
    (47, "9s 9h 9d 9c 3s 3h Kd", "9s 9h 9d 9c Kd", "3s 3h", "quads-7-10-keep"),
    (48, "5s 5h 5d 5c 3s 3h Ad", "5s 5h 5d 5c Ad", "3s 3h", "quads-2-6-keep"),
    (49, "Ks Kh Kd Kc Qs Qh Qd", "Ks Kh Kd Kc Qd", "Qs Qh", "quads-JQK-keep"),
    (50, "9s 9h 9d 9c JK Qh 2d", "9s 9h 9d 9c 2d", "JK Qh", "quads-7-10-keep"),
    (51, "7s 7h 7d 8c 9s Th Jd", "Jd Th 9s 8c 7d", "7s 7h", "sf-max-low"),
    (52, "Js Jh 6s 6h 2s 9s 4s", "Js Jh 9s 4s 2s", "6s 6h", "sf-two-pair-split(a)"),
    (53, "As Ks Kh JK 9d 5c 3h", "As JK 9d 5c 3h", "Ks Kh", "two-pair-split(a)"),
    (54, "9s 8s 7s 6s 5s Ah Kd", "9s 8s 7s 6s 5s", "Ah Kd", "sf-max-low"),
    (55, "9s 8s 7s 6s 5s 4h 2d", "9s 8s 7s 6s 5s", "4h 2d", "sf-keep-straight-flush"),
    (56, "Ks Qs Js Ts 9s 8h 3d", "Qs Js Ts 9s 8h", "Ks 3d", "sf-break-straight-flush"),
    (57, "Qs Qh 7s 7h As 4s 2s", "Qs Qh As 4s 2s", "7s 7h", "sf-two-pair-split(b)"),
    (58, "JK Ks 9h 7d 5c 3s 2d", "JK 7d 5c 3s 2d", "Ks 9h", "no-pair"),
    (59, "8s 8h JK Qc 9d 5h 3c", "8s 8h 9d 5h 3c", "JK Qc", "one-pair"),
    (60, "As Ah JK Kc 8s 6h 3d", "Ah JK 8s 6h 3d", "As Kc", "trips-aces"),
    (61, "Ks Kh Kd Kc 9s 9h 9d", "9s 9h 9d Kd Kc", "Ks Kh", "quads-JQK-split"),
    (62, "Js Jh 6d 6c As 9s 2d", "Js Jh As 9s 2d", "6d 6c", "two-pair-split(b)"),
]


def values(high: str, low: str, rules: PokerRules | None = None) -> tuple[int, int]:
    """A setting's two values: settings are compared by value, never by which of equal cards."""
    rules = rules or PokerRules()
    return Setting(parse_cards(high, 5), parse_cards(low, 2), rules.wheel).values


@pytest.mark.parametrize(("number", "cards", "high", "low", "rule"), HOUSE_WAY_EXAMPLES)
def test_every_example_of_the_rules(number: int, cards: str, high: str, low: str, rule: str) -> None:
    decision = set_hand(parse_cards(cards, 7))
    assert decision.rule == rule, number
    assert decision.setting.values == values(high, low), number
    assert sorted(decision.setting.cards) == sorted(parse_cards(cards)), number


@pytest.mark.parametrize(
    ("options", "cards", "high", "low"),
    [
        ({"sf_jj66": "at_least"}, "Ks Kh Qs Qd Jc Th 9d", "Ks Kh Jc Th 9d", "Qs Qd"),
        ({"sf_jj66": "at_least"}, "Qs Qh 7s 7h 2s 5s 9s", "Qs Qh 9s 5s 2s", "7s 7h"),
        ({"sf_break_pair": "rank"}, "4h 5s 6s 7s 8s 9s 9h", "9s 8s 7s 6s 5s", "9h 4h"),
        ({"quads_front": "highest"}, "9s 9h 9d 9c 3s 3h Kd", "9s 9h 9d 9c 3h", "Kd 3s"),
        ({"sf_three_pair": "two_pair"}, "As JK Ks Kh Qs Qh Ts", "As JK Qs Qh Ts", "Ks Kh"),
        ({"sf_three_pair": "sf"}, "As JK Ks Kh Qs Qh Ts", "As JK Ks Qs Ts", "Kh Qh"),
        ({"sf_before_full_house": True}, "As JK Qs Qh Qd 7s 2s", "As JK Qs 7s 2s", "Qh Qd"),
        ({"sf_before_full_house": True}, "As Ad JK 7s 7h 4s 2s", "As JK 7s 4s 2s", "Ad 7h"),
    ],
)
def test_the_options_examples(options: dict[str, object], cards: str, high: str, low: str) -> None:
    rules = PokerRules().with_values(options)
    decision = set_hand(parse_cards(cards, 7), rules)
    assert decision.setting.values == values(high, low, rules)


def test_the_wheel_rank_changes_values_not_rules() -> None:
    lowest = PokerRules(wheel_rank="lowest")
    decision = set_hand(parse_cards("As 2h 3d 4c 4d 5s 5h"), lowest)
    assert decision.rule == "sf-two-pair-keep"
    assert decision.setting.values == values("5s 5h 4d 4c 2h", "As 3d", lowest)


def test_random_hands_are_set_by_one_named_rule_never_fouling_and_using_all_seven() -> None:
    rng = random.Random(20261123)
    seen: set[str] = set()
    for _ in range(3000):
        cards = rng.sample(DECK, 7)
        decision = set_hand(cards)
        assert decision.rule in RULE_NAMES
        assert not decision.setting.foul, (cards, decision)
        assert sorted(decision.setting.cards) == sorted(cards)
        seen.add(decision.rule)
    # The common rules all turn up in a few thousand hands.
    assert {"no-pair", "one-pair", "two-pair-split(a)", "two-pair-keep", "trips", "sf-max-low"} <= seen


def test_every_rule_has_a_title_of_its_own_for_people() -> None:
    from paigow_desktop.core.text import Text
    from paigow_desktop.games.paigow_poker.house_way import RULE_NAMES, TITLES, rule_title

    titles = [rule_title(rule) for rule in RULE_NAMES]
    assert all(isinstance(t, Text) and t.context == TITLES and t for t in titles)
    assert len(set(titles)) == len(RULE_NAMES)  # no two rules said alike
    assert rule_title("full-house-split") == "Full house: the pair low"
    with pytest.raises(KeyError):
        rule_title("no-such-rule")
