"""Hand values: five-card (high) hands with the joker as "the bug", two-card (low) hands, the foul
test and the hands' names.

A five-card value is one integer, higher is better: the category times 2**20, then the ranks in
the order they are compared as base-16 digits.  Straights (and straight flushes) are keyed by their
top card: the A-high one 15, the wheel (5-4-3-2-A) 14 by default or 5 when it ranks lowest.  There
are 7,463 distinct values with either wheel rank.  A two-card value is 256 + rank for a pair, else
16 x higher + lower (91 values; pairs above every non-pair).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Arg, Text
from paigow_desktop.games.paigow_poker.cards import ACE, RANKS, Card

__all__ = [
    "ABOVE_EVERY_LOW",
    "WORDS",
    "Category",
    "Wheel",
    "category_of",
    "five_value",
    "fouls",
    "high_name",
    "high_on_low_scale",
    "low_name",
    "two_ranks_value",
    "two_value",
]


class Category(enum.IntEnum):
    """The ten kinds of five-card hand, lowest first."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_ACES = 9


class Wheel(enum.Enum):
    """Where 5-4-3-2-A ranks among straights (option ``wheel_rank``)."""

    SECOND_HIGHEST = "second_highest"  #: just below A-K-Q-J-T (the default)
    LOWEST = "lowest"  #: below 6-5-4-3-2, as in ordinary poker


_SHIFT: Final = 20
_WHEEL: Final = frozenset((ACE, 2, 3, 4, 5))
#: A high hand of two pair or better on the two-card scale: above every low hand.
ABOVE_EVERY_LOW: Final = 512


def category_of(value: int) -> Category:
    return Category(value >> _SHIFT)


def _digits(ranks: Sequence[int]) -> int:
    out = 0
    for rank in ranks:
        out = out * 16 + rank
    return out << (4 * (5 - len(ranks)))


def _straight_top(distinct: list[int], wheel: Wheel) -> int | None:
    """The straight's key of five distinct ranks (sorted high first), or None."""
    if distinct[0] - distinct[4] == 4:
        return 15 if distinct[0] == ACE else distinct[0]
    if set(distinct) == _WHEEL:
        return 14 if wheel is Wheel.SECOND_HIGHEST else 5
    return None


def _plain(ranks: Sequence[int], flush: bool, wheel: Wheel) -> int:
    """The value of five ranks (2..14, repeats allowed), a flush or not (no joker left)."""
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [count for _, count in groups]
    order = [rank for rank, _ in groups]
    if shape[0] == 5:
        return Category.FIVE_ACES << _SHIFT  # only aces: four and the joker
    if len(groups) == 5:
        top = _straight_top(order, wheel)
        if top is not None:
            category = Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT
            return (category << _SHIFT) | (top << 16)
        return ((Category.FLUSH if flush else Category.HIGH_CARD) << _SHIFT) | _digits(order)
    if shape[0] == 4:
        category = Category.FOUR_OF_A_KIND
    elif shape[:2] == [3, 2]:
        category = Category.FULL_HOUSE
    elif shape[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = Category.TWO_PAIR
    else:
        category = Category.ONE_PAIR
    return (category << _SHIFT) | _digits(order)


# Long: the joker's two readings (an ace, or the rank that completes a straight or flush), each
# case a few lines, with the plain evaluation shared
def five_value(cards: Sequence[Card], wheel: Wheel = Wheel.SECOND_HIGHEST) -> int:
    """The value of five cards, the joker as the bug: the best of the joker as an ace (of no suit)
    and the joker as a missing rank that makes a straight, flush or straight flush."""
    if len(cards) != 5:
        raise ValueError(f"a high hand is five cards, not {len(cards)}")
    others = [card for card in cards if not card.joker]
    suited = len({card.suit for card in others}) == 1
    return _five_value(tuple(sorted([card.rank for card in others])), suited, wheel)


@lru_cache(maxsize=16384)
def _five_value(ranks: tuple[int, ...], suited: bool, wheel: Wheel) -> int:
    """:func:`five_value` of the ranks other than the joker (sorted; four of them when the joker
    is in), whether they share a suit: all it depends on, so each is worked out once (a house
    way or an analysis values the same few thousand hands over and over)."""
    if len(ranks) == 5:
        return _plain(ranks, suited, wheel)
    best = _plain([*ranks, ACE], False, wheel)  # the joker as an ace, of no suit
    present = set(ranks)
    if len(present) == 4:  # only four different ranks can become a straight or a flush
        for rank in range(2, ACE + 1):
            if rank in present:
                continue
            value = _plain([*ranks, rank], suited, wheel)
            if value >> _SHIFT in _MADE and value > best:
                best = value
    return best


_MADE: Final = frozenset((Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH))


def two_value(cards: Sequence[Card]) -> int:
    """The value of a two-card (low) hand: the joker is an ace."""
    if len(cards) != 2:
        raise ValueError(f"a low hand is two cards, not {len(cards)}")
    return two_ranks_value(card.counted_rank for card in cards)


def two_ranks_value(ranks: Iterable[int]) -> int:
    """The value of a low hand of these two ranks (2..14, the joker counted as 14)."""
    a, b = sorted(ranks, reverse=True)
    return 256 + a if a == b else a * 16 + b


def high_on_low_scale(value: int) -> int:
    """A high hand's value on the two-card scale, for the foul test: two pair or better above
    every low hand, one pair by its pair alone, high card by its two highest cards."""
    category = value >> _SHIFT
    if category >= Category.TWO_PAIR:
        return ABOVE_EVERY_LOW
    first, second = (value >> 16) & 15, (value >> 12) & 15
    return 256 + first if category == Category.ONE_PAIR else first * 16 + second


def fouls(high_value: int, low_value: int) -> bool:
    """Whether a setting fouls: the low hand strictly above the high hand (equal is legal)."""
    return low_value > high_on_low_scale(high_value)


#: The translation context of the poker hands' names (the interface says them in Chinese).
WORDS: Final = "PokerHands"


def _t(template: str, /, **fields: Arg) -> Text:
    return Text(template, context=WORDS, **fields)


_PLURAL: Final = {
    2: _t(QT_TRANSLATE_NOOP("PokerHands", "twos")),
    3: _t(QT_TRANSLATE_NOOP("PokerHands", "threes")),
    4: _t(QT_TRANSLATE_NOOP("PokerHands", "fours")),
    5: _t(QT_TRANSLATE_NOOP("PokerHands", "fives")),
    6: _t(QT_TRANSLATE_NOOP("PokerHands", "sixes")),
    7: _t(QT_TRANSLATE_NOOP("PokerHands", "sevens")),
    8: _t(QT_TRANSLATE_NOOP("PokerHands", "eights")),
    9: _t(QT_TRANSLATE_NOOP("PokerHands", "nines")),
    10: _t(QT_TRANSLATE_NOOP("PokerHands", "tens")),
    11: _t(QT_TRANSLATE_NOOP("PokerHands", "jacks")),
    12: _t(QT_TRANSLATE_NOOP("PokerHands", "queens")),
    13: _t(QT_TRANSLATE_NOOP("PokerHands", "kings")),
    14: _t(QT_TRANSLATE_NOOP("PokerHands", "aces")),
}


# A ten in a hand's name: "10", as the cards show it (card codes write "T", a learner reads "10").
_TEN: Final = "10"


def _r(rank: int) -> Arg:
    return _TEN if rank == 10 else RANKS[rank - 2]


def _ranks(ranks: Iterable[int]) -> Text:
    """Ranks joined by dashes ("A-10-4"), each said in the reader's language."""
    named = {f"r{i}": _r(rank) for i, rank in enumerate(ranks)}
    return Text("-".join(f"{{{key}}}" for key in named), context=WORDS, **named)


def _straight_name(category: Category, top: int) -> Text:
    flush = category is Category.STRAIGHT_FLUSH
    if top == 15:
        if flush:
            return _t(QT_TRANSLATE_NOOP("PokerHands", "royal flush"))
        return _t(QT_TRANSLATE_NOOP("PokerHands", "A-high straight"))
    if top in (14, 5):  # the wheel's key, second highest or lowest
        if flush:
            return _t(QT_TRANSLATE_NOOP("PokerHands", "wheel straight flush (5-4-3-2-A)"))
        return _t(QT_TRANSLATE_NOOP("PokerHands", "wheel straight (5-4-3-2-A)"))
    if flush:
        return _t(QT_TRANSLATE_NOOP("PokerHands", "{top}-high straight flush"), top=_r(top))
    return _t(QT_TRANSLATE_NOOP("PokerHands", "{top}-high straight"), top=_r(top))


def _grouped_name(category: Category, d: Sequence[int]) -> Text:
    """Four, three of a kind, full house, two pair and one pair, by their ranks ``d``."""
    if category is Category.FOUR_OF_A_KIND:
        template = QT_TRANSLATE_NOOP("PokerHands", "four {rank}, {kicker} kicker")
        return _t(template, rank=_PLURAL[d[0]], kicker=_r(d[1]))
    if category is Category.FULL_HOUSE:
        template = QT_TRANSLATE_NOOP("PokerHands", "full house, {three} over {pair}")
        return _t(template, three=_PLURAL[d[0]], pair=_PLURAL[d[1]])
    if category is Category.THREE_OF_A_KIND:
        template = QT_TRANSLATE_NOOP("PokerHands", "three {rank}, {kickers}")
        return _t(template, rank=_PLURAL[d[0]], kickers=_ranks(d[1:3]))
    if category is Category.TWO_PAIR:
        template = QT_TRANSLATE_NOOP("PokerHands", "two pair, {high} and {low}, {kicker} kicker")
        return _t(template, high=_PLURAL[d[0]], low=_PLURAL[d[1]], kicker=_r(d[2]))
    template = QT_TRANSLATE_NOOP("PokerHands", "pair of {rank}, {kickers}")
    return _t(template, rank=_PLURAL[d[0]], kickers=_ranks(d[1:4]))


def high_name(value: int) -> Text:
    """A five-card value in words: "pair of kings, A-9-4", "T-high straight", "royal flush"
    (a :class:`~paigow_desktop.core.text.Text` the interface can say in Chinese)."""
    category = Category(value >> _SHIFT)
    d = [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    if category is Category.FIVE_ACES:
        return _t(QT_TRANSLATE_NOOP("PokerHands", "five aces"))
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return _straight_name(category, d[0])
    if category is Category.FLUSH:
        return _t(QT_TRANSLATE_NOOP("PokerHands", "flush {ranks}"), ranks=_ranks(d))
    if category is Category.HIGH_CARD:
        return _t(QT_TRANSLATE_NOOP("PokerHands", "high card {ranks}"), ranks=_ranks(d))
    return _grouped_name(category, d)


def low_name(value: int) -> Text:
    """A two-card value in words: "pair of kings", "A-7"."""
    if value >= 256:
        return _t(QT_TRANSLATE_NOOP("PokerHands", "pair of {rank}"), rank=_PLURAL[value - 256])
    return _t("{high}-{low}", high=_r(value >> 4), low=_r(value & 15))
