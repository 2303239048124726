"""The house way: every rule with named hands, the worked examples, and checks over every deal."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from paigow_desktop.games.paigow.hands import Hand, HandKind
from paigow_desktop.games.paigow.house_way import Rule, set_hand
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

# (four tiles, low hand, high hand, rule, words in the rule's name)
WORKED_EXAMPLES = [
    ("6-6 6-6 2-1 3-1", "2-1 3-1", "6-6 6-6", 0, "best in both"),
    ("6-6 6-6 6-5 6-3", "6-6 6-5", "6-6 6-3", 1, "Teen pair, split"),
    ("6-6 6-3 6-2 6-5", "6-2 6-5", "6-6 6-3", 0, "best in both"),
    ("6-6 6-1 6-3 6-5", "6-1 6-5", "6-6 6-3", 0, "best in both"),
    ("6-6 6-1 6-2 3-1", "6-1 3-1", "6-6 6-2", 2, "Gong"),
    ("4-2 2-1 3-3 3-1", "2-1 3-1", "4-2 3-3", 1, "Gee Joon pair, split"),
    ("6-5 5-4 4-3 2-1", "5-4 4-3", "6-5 2-1", 3, "best low"),
    ("6-6 1-1 6-3 5-3", "1-1 5-3", "6-6 6-3", 2, "Gong"),
    ("5-5 6-4 6-1 3-3", "5-5 3-3", "6-4 6-1", 3, "best low"),
    ("6-6 1-1 6-1 3-1", "1-1 3-1", "6-6 6-1", 2, "high nine"),
]

# Worked out by hand from the rules, one or more per rule and case.
NAMED_HANDS = [
    # Rule 1, Gee Joon: split with a 6 and a 5, and with two 6s (best high); kept with 12 and 10.
    ("4-2 2-1 5-1 4-1", "4-2 4-1", "5-1 2-1", 1, "Gee Joon pair, split"),
    ("4-2 2-1 3-3 5-1", "2-1 5-1", "4-2 3-3", 1, "Gee Joon pair, split"),
    ("4-2 2-1 6-6 5-5", "6-6 5-5", "4-2 2-1", 1, "Gee Joon pair, kept"),
    # Teen and Day: split when the split makes at least 6 and 8; with a 9 and an 11; else kept.
    ("6-6 6-6 6-1 5-1", "6-6 5-1", "6-6 6-1", 1, "Teen pair, split"),
    ("6-6 6-6 6-5 5-5", "6-5 5-5", "6-6 6-6", 1, "Teen pair, kept"),
    ("1-1 1-1 6-1 5-1", "1-1 5-1", "1-1 6-1", 1, "Day pair, split"),
    ("1-1 1-1 6-5 6-3", "1-1 6-5", "1-1 6-3", 1, "Day pair, split"),
    # Nines: split when both others are of class 2, 10 or 12; else kept.
    ("6-3 5-4 6-6 1-1", "1-1 5-4", "6-6 6-3", 1, "Chop Gow pair, split"),
    ("6-3 5-4 5-5 6-4", "5-4 6-4", "6-3 5-5", 1, "Chop Gow pair, split"),
    ("6-3 5-4 3-3 4-3", "3-3 4-3", "6-3 5-4", 1, "Chop Gow pair, kept"),
    # Eights: both others of class 2, 10, 11 or 12, or a 9 and an 11; else kept.
    ("4-4 4-4 6-6 6-5", "4-4 6-5", "4-4 6-6", 1, "Yun pair, split"),
    ("4-4 4-4 6-3 6-5", "4-4 6-3", "4-4 6-5", 1, "Yun pair, split"),
    ("6-2 5-3 5-5 6-4", "5-3 6-4", "6-2 5-5", 1, "Chop Bot pair, split"),
    ("6-2 5-3 3-3 4-3", "3-3 4-3", "6-2 5-3", 1, "Chop Bot pair, kept"),
    # Sevens: both others of class 2, 10, 11 or 12 (a 9 and an 11 is not enough).
    ("6-1 6-1 6-6 5-5", "6-1 5-5", "6-6 6-1", 1, "Tit pair, split"),
    ("5-2 4-3 6-5 6-3", "6-5 6-3", "5-2 4-3", 1, "Chop Chit pair, kept"),
    # Every other pair is kept, even with Teen and Day.
    ("3-1 3-1 6-6 1-1", "6-6 1-1", "3-1 3-1", 1, "Gor pair, kept"),
    # Rule 2: a high nine by default; Gong over a nine with a low 8 and a 5 (not with Yun); Wong alone.
    ("6-6 6-1 5-5 4-2", "5-5 4-2", "6-6 6-1", 2, "high nine"),
    ("6-6 6-1 5-3 4-1", "6-1 4-1", "6-6 5-3", 2, "Gong"),
    ("6-6 6-1 4-4 4-1", "4-4 4-1", "6-6 6-1", 2, "high nine"),
    ("6-6 5-4 3-3 2-2", "3-3 2-2", "6-6 5-4", 2, "Wong"),
    # Rule 3: best high when the best low is below a high 3 and the best high makes 7 or more.
    ("5-5 6-4 6-5 2-1", "5-5 6-4", "6-5 2-1", 3, "best high"),
    # 8 and 9: the highest tile (Yun) goes in the high hand.
    ("4-4 5-5 6-5 6-2", "5-5 6-2", "4-4 6-5", 3, "best low"),
    # 7 and 8 with Teen and Day: the Teen goes in the high hand.
    ("6-6 1-1 4-1 3-3", "1-1 4-1", "6-6 3-3", 3, "best low"),
]


@pytest.mark.parametrize(("tiles", "low", "high", "rule", "words"), WORKED_EXAMPLES + NAMED_HANDS)
def test_named_hands(tiles: str, low: str, high: str, rule: int, words: str) -> None:
    decision = set_hand(parse_tiles(tiles))
    expected = Setting.of(parse_tiles(low), parse_tiles(high))
    # Tests compare settings by the ranks of their two hands (equal settings are the same play).
    assert decision.setting.key == expected.key, f"{tiles}: got {decision.setting}, want {expected}"
    assert decision.setting.holds(parse_tiles(tiles))
    assert int(decision.rule) == rule
    assert words in decision.name and decision.name.startswith(f"rule {rule}")
    assert decision.reason


def test_rule_3_without_the_adjustments_would_set_these_differently() -> None:
    # The best low of 4-4 5-5 6-5 6-2 puts Yun low; the 8/9 rule moves it high.
    settings = settings_of(parse_tiles("4-4 5-5 6-5 6-2"))
    best_low = max(settings, key=lambda s: (s.low.key, s.high.key))
    assert Tile.parse("4-4") in best_low.low.tiles
    assert Tile.parse("4-4") in set_hand(parse_tiles("4-4 5-5 6-5 6-2")).setting.high.tiles


def test_the_tile_order_does_not_matter() -> None:
    for tiles, *_ in WORKED_EXAMPLES + NAMED_HANDS:
        parsed = parse_tiles(tiles)
        reference = set_hand(parsed).setting.key
        for order in itertools.permutations(parsed):
            assert set_hand(order).setting.key == reference


ALL_DEALS = list(itertools.combinations(FULL_SET, 4))


def _teen_or_day_with(hand: Hand, classes: set[str]) -> bool:
    return hand.first.kind in (0, 1) and hand.second.tile_class in classes


def _holds_pair(tiles: tuple[Tile, ...]) -> bool:
    return any(h.kind is HandKind.PAIR for s in settings_of(tiles) for h in (s.low, s.high))


def test_every_deal_is_set_by_exactly_the_rule_that_applies() -> None:
    assert len(ALL_DEALS) == 35960
    rules: Counter[Rule] = Counter()
    for tiles in ALL_DEALS:
        decision = set_hand(tiles)
        setting = decision.setting
        settings = settings_of(tiles)
        assert setting in settings
        best_in_both = any(
            s.low.key == max(x.low.key for x in settings) and s.high.key == max(x.high.key for x in settings)
            for s in settings
        )
        rules[decision.rule] += 1
        if best_in_both:
            assert decision.rule is Rule.BEST_IN_BOTH
            assert setting.low.key == max(x.low.key for x in settings)
            assert setting.high.key == max(x.high.key for x in settings)
        elif _holds_pair(tiles):
            assert decision.rule is Rule.PAIR
            kept = setting.high.kind is HandKind.PAIR
            assert ("kept" in decision.name) == kept
        elif any(_teen_or_day_with(h, {"7", "8", "9"}) for s in settings for h in (s.low, s.high)):
            assert decision.rule is Rule.WONG_GONG_NINE
            kind = {"high nine": "7", "Gong": "8", "Wong": "9"}[decision.name.split(": ")[1]]
            assert _teen_or_day_with(setting.low, {kind}) or _teen_or_day_with(setting.high, {kind})
        else:
            assert decision.rule is Rule.OTHER
    assert all(rules[r] > 0 for r in Rule)


def test_every_deal_with_a_pair_kept_puts_the_pair_high() -> None:
    for tiles in ALL_DEALS:
        decision = set_hand(tiles)
        if decision.rule is Rule.PAIR and "kept" in decision.name:
            assert decision.setting.high.kind is HandKind.PAIR
        if decision.rule is Rule.PAIR and "split" in decision.name:
            assert decision.setting.high.kind is not HandKind.PAIR
            assert decision.setting.low.kind is not HandKind.PAIR


def test_set_hand_rejects_anything_but_four_tiles_from_one_set() -> None:
    with pytest.raises(ValueError):
        set_hand(parse_tiles("6-6 5-4 3-1"))
    with pytest.raises(ValueError):
        set_hand([Tile.parse("6-3")] * 2 + list(parse_tiles("3-1 2-1")))


def test_the_house_ways_words_are_made_once_per_case() -> None:
    # An analysis of many deals decides thousands of multisets: each case's name, detail and
    # reason are one Text each (the same words, template and fields), not one per decision.
    made: dict[tuple[str, str], set[int]] = {}
    for tiles in ALL_DEALS:
        decision = set_hand(tiles)
        for part in ("detail", "reason", "name"):
            words = getattr(decision, part)
            made.setdefault((part, words), set()).add(id(words))
            assert words.template and words.context  # still a translatable Text
    assert all(len(ids) == 1 for ids in made.values())


def test_a_hands_house_way_points() -> None:
    assert Hand.of(*parse_tiles("6-6 6-6")).value == 12  # any pair
    assert Hand.of(*parse_tiles("6-6 4-5")).value == 11  # Wong
    assert Hand.of(*parse_tiles("1-1 6-2")).value == 10  # Gong
    assert Hand.of(*parse_tiles("6-6 3-1")).value == 6
    assert Hand.of(*parse_tiles("2-1 4-2")).value == 12  # Gee Joon
