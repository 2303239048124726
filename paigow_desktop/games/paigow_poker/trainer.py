"""Pai Gow Poker's trainer, free of any GUI: what kind of hand this is, how a setting is judged
against the exact analysis (what it gives up and one reason why), the drill over the kinds of
hands players set wrong, and the quizzes (which hand is higher, is this a foul, set it the house way).

Every answer is computed by the engine when the question is asked, never stored.  Reasons come as
codes with their values; the interface words them (and translates them).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from paigow_desktop.core.leitner import Leitner
from paigow_desktop.games.paigow_poker.analysis import PokerAnalysis, SettingCounts
from paigow_desktop.games.paigow_poker.cards import DECK, Card, format_cards, parse_cards
from paigow_desktop.games.paigow_poker.hands import Category, category_of, high_on_low_scale
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.setting import Setting, settings_of

__all__ = [
    "KINDS",
    "FiveCardQuiz",
    "FoulQuiz",
    "Reason",
    "SettingVerdict",
    "deal_of_kind",
    "five_card_quiz",
    "foul_quiz",
    "judge_setting",
    "kind_of",
    "next_drill_hand",
]

#: The kinds of hand the drill keeps apart, in the order the trainer lists them.
KINDS: Final = (
    "no-pair",
    "one-pair",
    "two-pair",
    "three-pair",
    "three-of-a-kind",
    "straight-or-flush",
    "straight-or-flush-with-pairs",
    "full-house",
    "four-of-a-kind",
    "joker",
)

_FAMILY: Final = {
    "five-aces": "four-of-a-kind",
    "quads": "four-of-a-kind",
    "two-trips": "full-house",
    "trips-two-pair": "full-house",
    "full-house": "full-house",
    "sf-three-pair": "straight-or-flush-with-pairs",
    "sf-two-pair": "straight-or-flush-with-pairs",
    "sf": "straight-or-flush",
    "three-pair": "three-pair",
    "two-pair": "two-pair",
    "trips": "three-of-a-kind",
    "one-pair": "one-pair",
    "no-pair": "no-pair",
}


def kind_of(cards: Sequence[Card]) -> str:
    """The drill's kind of a hand: a joker hand is "joker" whatever else it is; otherwise the kind
    named by the family of the house-way rule that sets it."""
    if any(card.joker for card in cards):
        return "joker"
    rule = set_hand(cards).rule
    for prefix, kind in _FAMILY.items():  # longest prefixes first where they overlap
        if rule.startswith(prefix):
            return kind
    raise AssertionError(f"no kind for the rule {rule}")


def deal_of_kind(kind: str, rng: random.Random, tries: int = 200_000) -> tuple[Card, ...]:
    """Seven random cards of the drill's ``kind`` (dealt until one fits)."""
    if kind not in KINDS:
        raise ValueError(f"no kind of hand {kind!r} (the kinds are {', '.join(KINDS)})")
    for _ in range(tries):
        cards = tuple(rng.sample(DECK, 7))
        if kind_of(cards) == kind:
            return cards
    raise RuntimeError(f"no hand of kind {kind} in {tries} deals")


class Reason(enum.Enum):
    """Why a setting is weaker than the best, in a word the interface turns into a sentence."""

    FOUL = "foul"  #: the low hand outranks the high hand: the bet is lost
    SPLIT_PAIRS = "split_pairs"  #: the best play splits the two pairs; the setting keeps them
    KEEP_PAIRS = "keep_pairs"  #: the best play keeps the pairs together; the setting splits them
    GAVE_UP_STRAIGHT_OR_FLUSH = "gave_up_straight_or_flush"  #: the best keeps a straight or flush high
    PLAYED_STRAIGHT_OR_FLUSH = "played_straight_or_flush"  #: the best gives it up for a stronger low
    WEAKER_LOW = "weaker_low"  #: the same high category, a weaker low hand
    WEAKER_HIGH = "weaker_high"  #: a weaker high hand for the same low
    #: the same high category: the best's stronger high hand is worth its weaker low hand
    HIGH_FOR_LOW = "high_for_low"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class SettingVerdict:
    """A setting judged by the exact analysis."""

    chosen: SettingCounts | None  #: None when the setting fouls (it is not in the analysis)
    best: SettingCounts
    house_way: SettingCounts
    given_up: Fraction  #: EV per unit bet the setting gives up against the best (1 + EV for a foul)
    reason: Reason | None  #: None for a best setting

    @property
    def best_play(self) -> bool:
        return self.reason is None


def _pairs_low(setting: Setting) -> bool:
    return setting.low_value >= 256


def _made(setting: Setting) -> bool:
    return category_of(setting.high_value) in (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)


def judge_setting(analysis: PokerAnalysis, setting: Setting) -> SettingVerdict:
    """The setting against the analysis of its cards: what it gives up and one reason why."""
    best, house = analysis.best, analysis.house_way_counts
    if setting.foul:
        return SettingVerdict(None, best, house, best.ev + 1, Reason.FOUL)
    chosen = next(s for s in analysis.settings if s.setting.values == setting.values)
    given_up = best.ev - chosen.ev
    if given_up <= 0:
        return SettingVerdict(chosen, best, house, Fraction(0), None)
    return SettingVerdict(chosen, best, house, given_up, _reason(setting, best.setting))


def _reason(mine: Setting, best: Setting) -> Reason:
    two_pair_hand = len(_pair_ranks(mine.cards)) >= 2
    if _made(best) and not _made(mine):
        return Reason.GAVE_UP_STRAIGHT_OR_FLUSH
    if _made(mine) and not _made(best):
        return Reason.PLAYED_STRAIGHT_OR_FLUSH
    if two_pair_hand and _pairs_low(best) and not _pairs_low(mine):
        return Reason.SPLIT_PAIRS
    if two_pair_hand and _pairs_low(mine) and not _pairs_low(best):
        return Reason.KEEP_PAIRS
    if category_of(mine.high_value) == category_of(best.high_value):
        if mine.low_value < best.low_value:
            return Reason.WEAKER_LOW
        if mine.high_value < best.high_value:
            # "A low hand as good" only when it is: else the best trades low for high.
            return Reason.WEAKER_HIGH if mine.low_value == best.low_value else Reason.HIGH_FOR_LOW
    return Reason.OTHER


def _pair_ranks(cards: Sequence[Card]) -> list[int]:
    ranks = [card.counted_rank for card in cards]
    return sorted({r for r in ranks if ranks.count(r) == 2}, reverse=True)


# -- the drill


def next_drill_hand(
    drill: Leitner, rng: random.Random, weak_kinds: Sequence[str] = (), *, skipped: str | None = None
) -> tuple[str, str]:
    """(key, kind) of the next hand to set: a card due for review, else a fresh hand of a kind
    the player gets wrong most (``weak_kinds`` first, then by the drill's tallies), else any kind.
    ``skipped``: the key of a hand passed over unanswered, not dealt again at once."""
    due = [card for card in drill.due_cards() if card.key != skipped]
    if due:
        return due[0].key, due[0].category

    def accuracy(kind: str) -> float:
        tally = drill.tally(kind)
        return tally.accuracy if tally.accuracy is not None else 0.5

    pool = list(weak_kinds) or sorted(KINDS, key=lambda k: (accuracy(k), rng.random()))[:4]
    kind = rng.choice(pool)
    return format_cards(deal_of_kind(kind, rng)), kind


# -- the quizzes


@dataclass(frozen=True, slots=True)
class FiveCardQuiz:
    """Which of two five-card hands is higher?  ``answer`` is 1, 2, or 0 for equal (a copy)."""

    first: tuple[Card, ...]
    second: tuple[Card, ...]
    answer: int


def five_card_quiz(rng: random.Random) -> FiveCardQuiz:
    """Two five-card hands from one deck, often of the same category (the hard case)."""
    from paigow_desktop.games.paigow_poker.hands import five_value

    for _ in range(1000):
        cards = rng.sample(DECK, 10)
        first, second = tuple(cards[:5]), tuple(cards[5:])
        a, b = five_value(first), five_value(second)
        if category_of(a) == category_of(b) or rng.random() < 0.3:
            return FiveCardQuiz(first, second, 1 if a > b else 2 if b > a else 0)
    raise AssertionError("unreachable: some deal has two hands of one category")


@dataclass(frozen=True, slots=True)
class FoulQuiz:
    """Is this setting a foul?  ``answer`` with the two values compared."""

    setting: Setting
    answer: bool
    high_on_low_scale: int  #: the high hand's place on the two-card scale


def foul_quiz(rng: random.Random) -> FoulQuiz:
    """A setting of random cards, fouling about half the time."""
    want_foul = rng.random() < 0.5
    for _ in range(10_000):
        cards = rng.sample(DECK, 7)
        options = [s for s in settings_of(cards) if s.foul == want_foul]
        if options:
            setting = rng.choice(options)
            return FoulQuiz(setting, setting.foul, high_on_low_scale(setting.high_value))
    raise AssertionError("unreachable: fouls are common")


def hand_of_key(key: str) -> tuple[Card, ...]:
    """The seven cards of a drill card's key."""
    return parse_cards(key, 7)
