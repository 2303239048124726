"""The side bets of today's tables: the Fortune bonus with its Envy bonus, and EZ Pai Gow's Queen's Dragon.

The Fortune bonus is settled on a player's seven cards alone, however they are set: the hand is
put in the one bonus category that pays most.  The categories rank by rarity, so three of a kind
stands above a straight; the joker plays as in the main game (an ace, or the card that completes a
straight, a flush or a straight flush).  Pay tables are data (:data:`PAY_TABLES`); their returns
are exact fractions from exact counts of all 154,143,080 seven-card hands, counted from the
house-way classes of :mod:`.classes` (a hand's category, like the house way, depends only on its
ranks and the ranks it holds in a flush suit) with one correction: the royal match needs the two
other cards suited to each other, which no class records, and there are exactly 12 such hands.

The Queen's Dragon (EZ Pai Gow) bets that the dealer's seven cards are a queen-high pai gow:
seven ranks, no joker, the queen highest, no straight and no five of a suit.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb
from pathlib import Path
from typing import TYPE_CHECKING, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow_poker.cards import ACE, Card, check_cards
from paigow_desktop.games.paigow_poker.hands import Category, five_value

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = [
    "ALL_HANDS",
    "DRAGON_PAYS",
    "ENVY_CENTS",
    "ENVY_MINIMUM_CENTS",
    "PAY_TABLES",
    "Bonus",
    "PayTable",
    "bonus_category",
    "bonus_counts",
    "dragon_net",
    "dragon_return",
    "envy_cents",
    "fortune_net",
    "is_queen_high_pai_gow",
    "pay_table",
    "queen_high_classes",
    "queens_dragon_count",
]

ALL_HANDS: Final = comb(53, 7)  #: 154,143,080 seven-card hands of the 53 cards
QUEEN: Final = 12


class Bonus(enum.Enum):
    """The Fortune bonus's categories, the best first (each hand counted in the first it makes)."""

    NATURAL_SEVEN_CARD_STRAIGHT_FLUSH = "natural_seven_card_straight_flush"
    ROYAL_FLUSH_ROYAL_MATCH = "royal_flush_royal_match"
    SEVEN_CARD_STRAIGHT_FLUSH_JOKER = "seven_card_straight_flush_joker"
    FIVE_ACES = "five_aces"
    ROYAL_FLUSH = "royal_flush"
    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    FLUSH = "flush"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    NOTHING = "nothing"

    @property
    def name_text(self) -> Text:
        """The category in words (the interface says it in Chinese)."""
        return Text(_NAMES[self], context="PokerHands")


_NAMES: Final[dict[Bonus, str]] = {
    Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH: QT_TRANSLATE_NOOP(
        "PokerHands", "seven-card straight flush, no joker"
    ),
    Bonus.ROYAL_FLUSH_ROYAL_MATCH: QT_TRANSLATE_NOOP("PokerHands", "royal flush plus royal match"),
    Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER: QT_TRANSLATE_NOOP(
        "PokerHands", "seven-card straight flush with the joker"
    ),
    Bonus.FIVE_ACES: QT_TRANSLATE_NOOP("PokerHands", "five aces"),
    Bonus.ROYAL_FLUSH: QT_TRANSLATE_NOOP("PokerHands", "royal flush"),
    Bonus.STRAIGHT_FLUSH: QT_TRANSLATE_NOOP("PokerHands", "straight flush"),
    Bonus.FOUR_OF_A_KIND: QT_TRANSLATE_NOOP("PokerHands", "four of a kind"),
    Bonus.FULL_HOUSE: QT_TRANSLATE_NOOP("PokerHands", "full house"),
    Bonus.FLUSH: QT_TRANSLATE_NOOP("PokerHands", "flush"),
    Bonus.THREE_OF_A_KIND: QT_TRANSLATE_NOOP("PokerHands", "three of a kind"),
    Bonus.STRAIGHT: QT_TRANSLATE_NOOP("PokerHands", "straight"),
    Bonus.NOTHING: QT_TRANSLATE_NOOP("PokerHands", "no bonus hand"),
}

ORDER: Final = tuple(Bonus)


@dataclass(frozen=True, slots=True)
class PayTable:
    """A posted Fortune pay table: what each category pays, to one; the others lose the bet."""

    name: str
    pays: Mapping[Bonus, int]

    def __post_init__(self) -> None:
        last = None
        for category in ORDER:
            pay = self.pays.get(category)
            if pay is None:
                continue
            if category is Bonus.NOTHING or pay <= 0 or (last is not None and pay > last):
                # A better category never pays less: "the category that pays most" is then the
                # best one the hand makes, whatever the table.
                raise ValueError(f"pay table {self.name}: {category.value} cannot pay {pay} to 1")
            last = pay

    def pay(self, category: Bonus) -> int | None:
        """What ``category`` pays to one, or None when the bet loses."""
        return self.pays.get(category)

    @property
    def return_(self) -> Fraction:
        """The exact net return per unit bet (negative; the house edge is its opposite)."""
        counts = bonus_counts()
        won = sum(pay * counts[category] for category, pay in self.pays.items())
        lost = sum(count for category, count in counts.items() if category not in self.pays)
        return Fraction(won - lost, ALL_HANDS)


def _table(name: str, pays: Sequence[int]) -> PayTable:
    return PayTable(name, dict(zip(ORDER[:-1], pays, strict=True)))


#: The Fortune pay tables offered: "A" is the common one; "B" is posted with 5,000 / 1,000 / 750 /
#: 250 for the top four (its lower rows as table A's).
PAY_TABLES: Final[tuple[PayTable, ...]] = (
    _table("A", (8000, 2000, 1000, 400, 150, 50, 25, 5, 4, 3, 2)),
    _table("B", (5000, 1000, 750, 250, 150, 50, 25, 5, 4, 3, 2)),
)

#: The Envy bonus per other player's hand, in cents, for a Fortune bet of at least $5.
ENVY_CENTS: Final[Mapping[Bonus, int]] = dict(
    zip(ORDER, (500_000, 100_000, 50_000, 25_000, 5_000, 2_000, 500), strict=False)
)
ENVY_MINIMUM_CENTS: Final = 500
DRAGON_PAYS: Final = 50  #: the Queen's Dragon pays 50 to 1


def pay_table(name: str) -> PayTable:
    """The pay table of this name (``ValueError`` naming the tables otherwise)."""
    for table in PAY_TABLES:
        if table.name.lower() == name.strip().lower():
            return table
    names = ", ".join(t.name for t in PAY_TABLES)
    raise ValueError(f"there is no Fortune pay table {name!r} (the tables are {names})")


# ---------------------------------------------------------------------------------------------
# One hand


def _sequence_window(ranks: set[int], size: int) -> bool:
    """Whether ``ranks`` fit in ``size`` consecutive ranks (the ace high or low)."""
    for low in range(1, ACE - size + 2):  # 1 is the ace played low
        window = {14 if r == 1 else r for r in range(low, low + size)}
        if ranks <= window:
            return True
    return False


def _seven_card(cards: Sequence[Card]) -> Bonus | None:
    """The three seven-card categories, which the best five cards do not see."""
    real = [card for card in cards if not card.joker]
    if len({card.suit for card in real}) != 1:
        return _royal_match(real) if len(real) == 7 else None
    ranks = {card.rank for card in real}
    if len(ranks) != len(real) or not _sequence_window(ranks, 7):
        return None
    if len(real) == 7:
        return Bonus.NATURAL_SEVEN_CARD_STRAIGHT_FLUSH
    return Bonus.SEVEN_CARD_STRAIGHT_FLUSH_JOKER


def _royal_match(real: Sequence[Card]) -> Bonus | None:
    """A natural royal flush whose two other cards are a king and a queen of one suit."""
    for suit in range(4):
        royal = [card for card in real if card.suit == suit and card.rank >= 10]
        if len(royal) == 5:
            rest = sorted(card.rank for card in real if card not in royal)
            other_suits = {card.suit for card in real if card not in royal}
            if rest == [QUEEN, 13] and len(other_suits) == 1:
                return Bonus.ROYAL_FLUSH_ROYAL_MATCH
    return None


def bonus_category(cards: Sequence[Card]) -> Bonus:
    """The Fortune category of seven cards: the best the seven make, three of a kind above a
    straight, the joker as in the main game."""
    check_cards(cards, 7)
    seven = _seven_card(cards)
    if seven is not None:
        return seven
    best = max(five_value(five) for five in combinations(cards, 5))
    category = Category(best >> 20)
    if category is Category.FIVE_ACES:
        return Bonus.FIVE_ACES
    if category is Category.STRAIGHT_FLUSH:
        return Bonus.ROYAL_FLUSH if (best >> 16) & 15 == 15 else Bonus.STRAIGHT_FLUSH
    simple = {
        Category.FOUR_OF_A_KIND: Bonus.FOUR_OF_A_KIND,
        Category.FULL_HOUSE: Bonus.FULL_HOUSE,
        Category.FLUSH: Bonus.FLUSH,
        Category.THREE_OF_A_KIND: Bonus.THREE_OF_A_KIND,
    }
    if category in simple:
        return simple[category]
    if category is Category.STRAIGHT:
        counted = [card.counted_rank for card in cards]
        if max(counted.count(rank) for rank in counted) >= 3:
            return Bonus.THREE_OF_A_KIND  # the bonus ranks three of a kind above a straight
        return Bonus.STRAIGHT
    return Bonus.NOTHING


def is_queen_high_pai_gow(cards: Sequence[Card]) -> bool:
    """Seven ranks, no joker, the queen the highest, no straight and no five of a suit."""
    check_cards(cards, 7)
    if any(card.joker for card in cards) or max(card.rank for card in cards) != QUEEN:
        return False
    best = max(five_value(five) for five in combinations(cards, 5))
    return Category(best >> 20) is Category.HIGH_CARD


def fortune_net(bet_cents: int, category: Bonus, table: PayTable) -> int:
    """The Fortune bet's net in cents: the bet times the pay, or the bet lost."""
    pay = table.pay(category)
    return -bet_cents if pay is None else bet_cents * pay


def envy_cents(bet_cents: int, others: Iterable[Bonus]) -> int:
    """The Envy bonus of a Fortune bet: a fixed amount for each other player's hand of four of
    a kind or better, when the bet is at least $5."""
    if bet_cents < ENVY_MINIMUM_CENTS:
        return 0
    return sum(ENVY_CENTS.get(category, 0) for category in others)


def dragon_net(bet_cents: int, dealer_cards: Sequence[Card]) -> int:
    """The Queen's Dragon's net in cents: 50 to 1 when the dealer holds a queen-high pai gow."""
    return bet_cents * DRAGON_PAYS if is_queen_high_pai_gow(dealer_cards) else -bet_cents


# ---------------------------------------------------------------------------------------------
# Every hand, counted


def _windows(size: int) -> NDArray[np.bool_]:
    """Rows of ``size`` consecutive rank columns (0 = the two, 12 = the ace), the ace low too."""
    import numpy as np

    rows = []
    for low in range(1, ACE - size + 2):
        row = np.zeros(13, dtype=np.bool_)
        for rank in range(low, low + size):
            row[(14 if rank == 1 else rank) - 2] = True
        rows.append(row)
    return np.array(rows)


def _grouped(counted: NDArray[np.int64]) -> tuple[NDArray[np.bool_], ...]:
    """Five aces, four of a kind, full house, three of a kind, from rank counts (joker as an ace)."""
    top = counted.max(axis=1)
    threes = (counted >= 3).sum(axis=1)
    twos = (counted >= 2).sum(axis=1)
    full = (threes >= 2) | ((threes >= 1) & (twos >= 2))
    return counted[:, 12] == 5, top >= 4, full, top >= 3


def _made(
    present: NDArray[np.bool_], joker: NDArray[np.bool_], windows: NDArray[np.bool_]
) -> NDArray[np.bool_]:
    """Per row and window: all the window's ranks present, or all but one and the joker."""
    import numpy as np

    hits = present.astype(np.int64) @ windows.T.astype(np.int64)
    need = windows.sum(axis=1)[None, :]
    made: NDArray[np.bool_] = (hits == need) | (joker[:, None] & (hits == need - 1))
    return made


# Long: the categories of both kinds of class side by side, in the bonus's order
@cache
def class_categories() -> NDArray[np.int8]:
    """Each house-way class's bonus category (an index into ``ORDER``), the royal match aside."""
    import numpy as np

    from paigow_desktop.games.paigow_poker.classes import classes

    table = classes()
    five, seven = _windows(5), _windows(7)
    royal = five[-1:]  # T-J-Q-K-A: the last window (the ace-low one comes first)
    out = []
    for counts, joker, suited in (
        (table.rank_counts.astype(np.int64), table.rank_joker, None),
        (
            table.flush_ranks.astype(np.int64) + table.other_counts.astype(np.int64),
            table.flush_joker,
            table.flush_ranks,
        ),
    ):
        counted = counts.copy()
        counted[:, 12] += joker
        aces5, four, full, trips = _grouped(counted)
        straight = _made(counts > 0, joker, five).any(axis=1)
        no: NDArray[np.bool_] = np.zeros(len(counts), dtype=np.bool_)
        natural7: NDArray[np.bool_]
        joker7: NDArray[np.bool_]
        if suited is None:
            natural7 = joker7 = royal_flush = straight_flush = flush = no
        else:
            size = suited.sum(axis=1)
            seq7 = (suited.astype(np.int64) @ seven.T.astype(np.int64)).max(axis=1)
            natural7 = np.asarray(~joker & (size == 7) & (seq7 == 7), dtype=np.bool_)
            joker7 = np.asarray(joker & (size == 6) & (seq7 == 6), dtype=np.bool_)
            royal_flush = np.asarray(_made(suited, joker, royal).any(axis=1), dtype=np.bool_)
            straight_flush = np.asarray(_made(suited, joker, five).any(axis=1), dtype=np.bool_)
            flush = ~no
        conditions = [natural7, no, joker7, aces5, royal_flush, straight_flush, four, full, flush,
                      trips, straight]  # fmt: skip
        out.append(np.select(conditions, list(range(len(conditions))), len(conditions)).astype(np.int8))
    return np.concatenate(out)


def _royal_match_count() -> int:
    """Hands of a natural royal flush with a king and a queen of one other suit: 4 x 3."""
    return 4 * 3


#: The counts as ``tools/make_bonus_counts.py`` wrote them when the package was built (read at
#: once by the table's settings; a test recounts them and holds the file to the count).
COUNTS_FILE: Final = Path(__file__).with_name("bonus_counts.json")


@cache
def bonus_counts() -> Mapping[Bonus, int]:
    """How many of the 154,143,080 seven-card hands fall in each category (exact): the shipped
    counts when they add up, else counted now (a few seconds)."""
    try:
        saved = json.loads(COUNTS_FILE.read_text(encoding="utf-8"))
        counts = {category: int(saved["categories"][category.value]) for category in ORDER}
        if sum(counts.values()) == ALL_HANDS:
            return counts
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return count_bonus_hands()


@cache
def shipped_queens_dragon() -> int:
    """The queen-high pai gows as shipped (counted now when the file does not say)."""
    try:
        return int(json.loads(COUNTS_FILE.read_text(encoding="utf-8"))["queens_dragon"])
    except (OSError, ValueError, KeyError, TypeError):
        return queens_dragon_count()


@cache
def count_bonus_hands() -> Mapping[Bonus, int]:
    """The categories counted over all 154,143,080 hands from the house-way classes."""
    import numpy as np

    from paigow_desktop.games.paigow_poker.classes import class_counts

    weights = class_counts()
    totals = np.bincount(class_categories(), weights=weights, minlength=len(ORDER))
    counts = {category: round(total) for category, total in zip(ORDER, totals, strict=True)}
    # The royal match hides among the royal flushes (its classes do not record the other suits).
    counts[Bonus.ROYAL_FLUSH] -= _royal_match_count()
    counts[Bonus.ROYAL_FLUSH_ROYAL_MATCH] += _royal_match_count()
    assert sum(counts.values()) == ALL_HANDS, counts
    return counts


@cache
def queen_high_classes() -> NDArray[np.bool_]:
    """Which house-way classes are queen-high pai gows (rank classes only: a hand that can make a
    flush is none)."""
    import numpy as np

    from paigow_desktop.games.paigow_poker.classes import classes

    table = classes()
    counts = table.rank_counts.astype(np.int64)
    distinct = (counts <= 1).all(axis=1) & (counts.sum(axis=1) == 7) & ~table.rank_joker
    queen_high = (counts[:, QUEEN - 2] == 1) & (counts[:, QUEEN - 1 :].sum(axis=1) == 0)
    straight = _made(counts > 0, table.rank_joker, _windows(5)).any(axis=1)
    mask = np.zeros(table.size, dtype=np.bool_)
    mask[: len(counts)] = distinct & queen_high & ~straight
    return mask


@cache
def queens_dragon_count() -> int:
    """How many of the 154,143,080 hands are a queen-high pai gow (exact)."""
    from paigow_desktop.games.paigow_poker.classes import class_counts

    return int(class_counts()[queen_high_classes()].sum())


def dragon_return() -> Fraction:
    """The Queen's Dragon's exact net return per unit bet, over all dealer hands."""
    count = shipped_queens_dragon()
    return Fraction(count * DRAGON_PAYS - (ALL_HANDS - count), ALL_HANDS)
