"""The house way (the seed's Golden Nugget way, made exact): how the dealer sets seven cards.

The rules are checked in order and the first whose condition holds decides; :func:`set_hand`
returns the setting and the rule's name.  Every rule but 4.3 names the ranks of the low hand
(the joker counting as an ace); of the cards with those ranks, the ones leaving the best high
hand go low.  The house way never fouls and always uses all seven cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow_poker.cards import ACE, Card, check_cards
from paigow_desktop.games.paigow_poker.hands import Category, category_of, five_value, two_ranks_value
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.paigow_poker.setting import Setting

__all__ = ["RULE_NAMES", "HouseWayDecision", "rule_title", "set_hand", "straight_or_flush_possible"]

KING: Final = 13
QUEEN: Final = 12
JACK: Final = 11

#: Every rule's name, in the order the rules are checked.
RULE_NAMES: Final = (
    "five-aces-keep", "five-aces-split",
    "quads-2-6-keep", "quads-7-10-keep", "quads-7-10-split", "quads-JQK-keep", "quads-JQK-split",
    "quads-A-keep", "quads-A-split",
    "two-trips", "trips-two-pair", "full-house-22-AK-keep", "full-house-split",
    "sf-three-pair", "sf-two-pair-split(a)", "sf-two-pair-split(b)", "sf-two-pair-split(c)",
    "sf-two-pair-keep", "sf-max-low", "sf-break-royal", "sf-break-straight-flush", "sf-keep-royal",
    "sf-keep-straight-flush",
    "three-pair", "two-pair-split(a)", "two-pair-split(b)", "two-pair-split(c)", "two-pair-keep",
    "trips-aces", "trips", "one-pair", "no-pair",
)  # fmt: skip

#: The translation context of the rules' titles.
TITLES: Final = "PokerHouseWay"

# Each rule in a few words for people (the names above are the doc's, for the command line).
_TITLES: Final = {
    "five-aces-keep": QT_TRANSLATE_NOOP("PokerHouseWay", "Five aces kept whole, the kings low"),
    "five-aces-split": QT_TRANSLATE_NOOP("PokerHouseWay", "Five aces split: two aces low"),
    "quads-2-6-keep": QT_TRANSLATE_NOOP("PokerHouseWay", "Four of a kind, twos to sixes: kept whole"),
    "quads-7-10-keep": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Four of a kind, sevens to tens, an ace or a pair beside: kept whole"
    ),
    "quads-7-10-split": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Four of a kind, sevens to tens: split in two pairs"
    ),
    "quads-JQK-keep": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Four jacks, queens or kings, tens or better beside: kept whole"
    ),
    "quads-JQK-split": QT_TRANSLATE_NOOP("PokerHouseWay", "Four jacks, queens or kings: split in two pairs"),
    "quads-A-keep": QT_TRANSLATE_NOOP("PokerHouseWay", "Four aces, sevens or better beside: kept whole"),
    "quads-A-split": QT_TRANSLATE_NOOP("PokerHouseWay", "Four aces: split in two pairs"),
    "two-trips": QT_TRANSLATE_NOOP("PokerHouseWay", "Two threes of a kind: two of the higher low"),
    "trips-two-pair": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Three of a kind and two pairs: the higher pair low"
    ),
    "full-house-22-AK-keep": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Full house with a pair of twos: kept whole, ace-king low"
    ),
    "full-house-split": QT_TRANSLATE_NOOP("PokerHouseWay", "Full house: the pair low"),
    "sf-three-pair": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Three pairs played instead of the straight or flush: highest pair low"
    ),
    "sf-two-pair-split(a)": QT_TRANSLATE_NOOP(
        "PokerHouseWay",
        "Two pairs played instead of the straight or flush: split, sevens or better, no single ace",
    ),
    "sf-two-pair-split(b)": QT_TRANSLATE_NOOP(
        "PokerHouseWay",
        "Two pairs played instead of the straight or flush: split, jacks and sixes or better, an ace",
    ),
    "sf-two-pair-split(c)": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Two pairs played instead of the straight or flush: split, a pair of aces"
    ),
    "sf-two-pair-keep": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Two pairs played instead of the straight or flush: both kept high"
    ),
    "sf-max-low": QT_TRANSLATE_NOOP("PokerHouseWay", "Straight or flush, with the best low hand it leaves"),
    "sf-break-royal": QT_TRANSLATE_NOOP("PokerHouseWay", "Royal flush broken for a strong low hand"),
    "sf-break-straight-flush": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Straight flush broken for a strong low hand"
    ),
    "sf-keep-royal": QT_TRANSLATE_NOOP("PokerHouseWay", "Royal flush kept"),
    "sf-keep-straight-flush": QT_TRANSLATE_NOOP("PokerHouseWay", "Straight flush kept"),
    "three-pair": QT_TRANSLATE_NOOP("PokerHouseWay", "Three pairs: the highest pair low"),
    "two-pair-split(a)": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Two pairs, sevens or better, no single ace: split, the lower pair low"
    ),
    "two-pair-split(b)": QT_TRANSLATE_NOOP(
        "PokerHouseWay", "Two pairs, jacks and sixes or better, with an ace: split, the lower pair low"
    ),
    "two-pair-split(c)": QT_TRANSLATE_NOOP("PokerHouseWay", "Two pairs with aces: split, the lower pair low"),
    "two-pair-keep": QT_TRANSLATE_NOOP("PokerHouseWay", "Two pairs kept high, the two highest singles low"),
    "trips-aces": QT_TRANSLATE_NOOP("PokerHouseWay", "Three aces: an ace and the highest single low"),
    "trips": QT_TRANSLATE_NOOP("PokerHouseWay", "Three of a kind kept high, the two highest singles low"),
    "one-pair": QT_TRANSLATE_NOOP("PokerHouseWay", "One pair high, the two highest singles low"),
    "no-pair": QT_TRANSLATE_NOOP("PokerHouseWay", "No pair: the highest card high, the next two low"),
}


def rule_title(rule: str) -> Text:
    """A house-way rule in a few words for people (``KeyError`` for an unknown name)."""
    return Text(_TITLES[rule], context=TITLES)


_MADE: Final = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)
_DEFAULT_RULES: Final = PokerRules()  # immutable: made once, not per hand
_PAIRS: Final = tuple(combinations(range(7), 2))  # the low hand's two places, in settings_of's order


@dataclass(frozen=True, slots=True)
class HouseWayDecision:
    """The house way's setting and the name of the rule that decided it."""

    setting: Setting
    rule: str


class _Hand:
    """Seven cards counted as the house way counts them (the joker as an ace)."""

    def __init__(self, cards: Sequence[Card], rules: PokerRules) -> None:
        self.cards = tuple(cards)
        self.rules = rules
        counts = Counter(card.counted_rank for card in cards)
        self.counts = counts
        by = sorted(counts, reverse=True)
        self.fives = [r for r in by if counts[r] == 5]
        self.quads = [r for r in by if counts[r] == 4]
        self.trips = [r for r in by if counts[r] == 3]
        self.pairs = [r for r in by if counts[r] == 2]
        self.singles = [r for r in by if counts[r] == 1]

    def pick(self, low_ranks: Sequence[int]) -> Setting:
        """The setting with a low hand of these ranks that leaves the best high hand."""
        wanted = sorted(low_ranks)
        low, high = wanted
        cards = self.cards
        ranks = [card.counted_rank for card in cards]
        best: Setting | None = None
        for i, j in _PAIRS:
            if not ((ranks[i] == low and ranks[j] == high) or (ranks[i] == high and ranks[j] == low)):
                continue
            rest = tuple(card for k, card in enumerate(cards) if k != i and k != j)
            setting = Setting(rest, (cards[i], cards[j]), self.rules.wheel)  # as with_low makes it
            if best is None or setting.high_value > best.high_value:
                best = setting
        assert best is not None, f"no two cards of ranks {wanted} in {self.cards}"
        return best


def straight_or_flush_possible(cards: Sequence[Card]) -> bool:
    """A quick test: could five of these cards make a straight or a flush (the joker filling in)?
    False means certainly not; True is confirmed by evaluating the settings."""
    joker = 0
    suits = [0, 0, 0, 0]
    ranks = 0  # bit r for rank r, and bit 1 for an ace (it ends the wheel too)
    for card in cards:
        if card.joker:
            joker = 1
        else:
            suits[card.suit] += 1
            ranks |= 1 << card.rank
    if max(suits) + joker >= 5:
        return True
    if ranks >> ACE & 1:
        ranks |= 2
    need = 5 - joker
    return any((ranks >> low & 31).bit_count() >= need for low in range(1, 11))


def set_hand(cards: Sequence[Card], rules: PokerRules | None = None) -> HouseWayDecision:
    """Set seven cards by the house way; the decision names the rule that decided."""
    rules = rules or _DEFAULT_RULES
    check_cards(cards, 7)
    if rules.joker != "bug":
        raise ValueError("the house way is defined for the joker as the bug only")
    hand = _Hand(cards, rules)
    for rule in (_five_aces, _quads):
        found = rule(hand)
        if found is not None:
            return found
    if rules.sf_before_full_house:
        found = _straight_or_flush(hand) or _full_house(hand)
    else:
        found = _full_house(hand) or _straight_or_flush(hand)
    if found is not None:
        return found
    return _ordinary(hand)


def _decided(hand: _Hand, low_ranks: Sequence[int], rule: str) -> HouseWayDecision:
    return HouseWayDecision(hand.pick(low_ranks), rule)


def _five_aces(hand: _Hand) -> HouseWayDecision | None:
    if not hand.fives:
        return None
    if hand.pairs == [KING]:
        return _decided(hand, (KING, KING), "five-aces-keep")
    return _decided(hand, (ACE, ACE), "five-aces-split")


def _quads(hand: _Hand) -> HouseWayDecision | None:
    if not hand.quads:
        return None
    quad = hand.quads[0]
    others = sorted((c.counted_rank for c in hand.cards if c.counted_rank != quad), reverse=True)

    def pair_of(at_least: int) -> bool:
        return any(others.count(r) >= 2 for r in others if r >= at_least)

    keep_low: list[int]
    if hand.rules.quads_front == "highest":
        keep_low = others[:2]
    else:  # the best two-card hand of the three others: their pair, else their two highest
        pairs: list[tuple[int, int]] = list(combinations(others, 2))
        keep_low = list(max(pairs, key=lambda two: two_ranks_value(two)))
    if quad <= 6:
        return _decided(hand, keep_low, "quads-2-6-keep")
    if quad <= 10:
        if ACE in others or pair_of(2):
            return _decided(hand, keep_low, "quads-7-10-keep")
        return _decided(hand, (quad, quad), "quads-7-10-split")
    if quad < ACE:
        if pair_of(10):
            return _decided(hand, keep_low, "quads-JQK-keep")
        return _decided(hand, (quad, quad), "quads-JQK-split")
    if pair_of(7):
        return _decided(hand, keep_low, "quads-A-keep")
    return _decided(hand, (ACE, ACE), "quads-A-split")


def _full_house(hand: _Hand) -> HouseWayDecision | None:
    if not hand.trips or (len(hand.trips) == 1 and not hand.pairs):
        return None
    if len(hand.trips) == 2:
        higher = hand.trips[0]
        return _decided(hand, (higher, higher), "two-trips")
    if len(hand.pairs) == 2:
        higher = hand.pairs[0]
        return _decided(hand, (higher, higher), "trips-two-pair")
    pair = hand.pairs[0]
    if pair == 2 and sorted(hand.singles) == [KING, ACE]:
        return _decided(hand, (ACE, KING), "full-house-22-AK-keep")
    return _decided(hand, (pair, pair), "full-house-split")


# Long: rule 4 whole (three pairs, the two-pair exceptions, and 4.3's candidates with the bar
# for breaking a straight flush), read against the doc's list top to bottom
def _straight_or_flush(hand: _Hand) -> HouseWayDecision | None:
    if not straight_or_flush_possible(hand.cards):
        return None
    # The settings whose high hand is a straight or flush, in settings_of's order; only they are
    # made (a five-card value is a look-up, a setting a few checks more).
    cards, wheel = hand.cards, hand.rules.wheel
    candidates = []
    for i, j in _PAIRS:
        high = tuple(card for k, card in enumerate(cards) if k != i and k != j)
        if category_of(five_value(high, wheel)) in _MADE:
            candidates.append(Setting(high, (cards[i], cards[j]), wheel))
    if not candidates:
        return None
    rules = hand.rules
    if len(hand.pairs) == 3 and not hand.trips and rules.sf_three_pair != "sf":
        if rules.sf_three_pair == "three_pair":
            return HouseWayDecision(_three_pair(hand).setting, "sf-three-pair")
        decision = _two_pair(hand, hand.pairs[0], hand.pairs[1])
        return HouseWayDecision(decision.setting, "sf-" + decision.rule)
    if len(hand.pairs) == 2 and not hand.trips:
        high_pair, low_pair = hand.pairs
        if rules.sf_jj66 == "exact":
            jacks_and_sixes = (high_pair, low_pair) == (JACK, 6)
        else:
            jacks_and_sixes = high_pair >= JACK and low_pair >= 6
        if ACE in hand.singles or jacks_and_sixes or high_pair == ACE:
            decision = _two_pair(hand, high_pair, low_pair)
            return HouseWayDecision(decision.setting, "sf-" + decision.rule)
    best = max(candidates, key=lambda s: (s.low_value, s.high_value))
    flushes = [s for s in candidates if category_of(s.high_value) is Category.STRAIGHT_FLUSH]
    if category_of(best.high_value) is Category.STRAIGHT_FLUSH or not flushes:
        return HouseWayDecision(best, "sf-max-low")
    kept = max(flushes, key=lambda s: (s.low_value, s.high_value))
    royal = (kept.high_value >> 16) & 15 == 15
    bar_rank = KING if royal else JACK
    if best.low_value >= 256:  # a pair
        clears = rules.sf_break_pair == "any_pair" or best.low_value - 256 >= bar_rank
    else:
        clears = best.low_value >= bar_rank * 16 + 2
    word = "royal" if royal else "straight-flush"
    if clears and best.low_value > kept.low_value:
        return HouseWayDecision(best, f"sf-break-{word}")
    return HouseWayDecision(kept, f"sf-keep-{word}")


def _three_pair(hand: _Hand) -> HouseWayDecision:
    top = hand.pairs[0]
    return _decided(hand, (top, top), "three-pair")


def _two_pair(hand: _Hand, high_pair: int, low_pair: int) -> HouseWayDecision:
    """Rule 6 with these two pairs; every other card counts as a single."""
    singles = sorted(
        (c.counted_rank for c in hand.cards if c.counted_rank not in (high_pair, low_pair)), reverse=True
    )
    single_ace = ACE in singles
    if high_pair >= 7 and not single_ace:
        return _decided(hand, (low_pair, low_pair), "two-pair-split(a)")
    if high_pair >= JACK and low_pair >= 6 and single_ace:
        return _decided(hand, (low_pair, low_pair), "two-pair-split(b)")
    if high_pair == ACE:
        return _decided(hand, (low_pair, low_pair), "two-pair-split(c)")
    return _decided(hand, singles[:2], "two-pair-keep")


def _ordinary(hand: _Hand) -> HouseWayDecision:
    """Rules 5 to 9: three pairs, two pairs, three of a kind, one pair, no pair."""
    if len(hand.pairs) == 3:
        return _three_pair(hand)
    if len(hand.pairs) == 2:
        return _two_pair(hand, hand.pairs[0], hand.pairs[1])
    singles = hand.singles
    if hand.trips:
        if hand.trips[0] == ACE:
            return _decided(hand, (ACE, singles[0]), "trips-aces")
        return _decided(hand, singles[:2], "trips")
    if hand.pairs:
        return _decided(hand, singles[:2], "one-pair")
    return _decided(hand, singles[1:3], "no-pair")
