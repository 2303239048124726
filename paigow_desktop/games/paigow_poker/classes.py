"""The dealer's hands in classes that the house way sets alike, and their counts given a player's cards.

The house way never names a suit, and seven cards can make a flush in one suit at most, so the
house way's result for a hand depends only on its ranks (the joker as its own symbol) and, for a
hand that can make a flush, on the ranks it holds in that suit.  The 154,143,080 hands fall into
292,253 classes:

- 67,600 *rank classes*: a multiset of seven ranks (no rank more than four times), or of six with
  the joker;
- 224,653 *flush classes*: the joker or not, the ranks in the flush suit (at least five cards, or
  four and the joker) and the multiset of the other cards' ranks.

A flush class's hands are counted per suit; a rank class counts only the hands of its ranks that
cannot make a flush (every hand of the ranks, less its flush classes' hands).  Counting with the
cards a player holds taken out costs a few array operations (numpy) per class kind.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, Final

from paigow_desktop.games.paigow_poker.cards import ACE, JOKER, Card

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["Classes", "class_counts", "classes", "representative"]

RANK_COUNT: Final = 13  #: ranks 2..14, columns 0..12
SUIT_COUNT: Final = 4


def _rank_multisets(size: int) -> Iterator[tuple[int, ...]]:
    """Multisets of ``size`` ranks (2..14) with no rank more than four times, as sorted tuples."""
    for ranks in combinations_with_replacement(range(2, ACE + 1), size):
        if all(ranks[i] != ranks[i + 4] for i in range(size - 4)):
            yield ranks


@dataclass(frozen=True)
class Classes:
    """Every class as arrays (rows in a fixed order, the order of the shipped table).

    ``rank_counts[i, r]``: how many cards of rank ``r + 2`` rank class ``i`` holds;
    ``rank_joker[i]``: whether it holds the joker.  ``flush_ranks[k, r]``: whether flush class
    ``k`` holds rank ``r + 2`` in its flush suit; ``other_counts[k, r]``: its other cards of
    that rank; ``flush_joker[k]``; ``parent[k]``: the rank class of all its ranks.
    """

    rank_counts: NDArray[np.int8]
    rank_joker: NDArray[np.bool_]
    flush_ranks: NDArray[np.bool_]
    other_counts: NDArray[np.int8]
    flush_joker: NDArray[np.bool_]
    parent: NDArray[np.int64]

    @property
    def size(self) -> int:
        return len(self.rank_counts) + len(self.flush_ranks)


# Long: the two kinds of class enumerated in one fixed order, with each flush class's parent
@cache
def classes() -> Classes:
    """The 67,600 rank classes then the 224,653 flush classes, always in the same order."""
    import numpy as np

    rank_rows: list[list[int]] = []
    jokers: list[bool] = []
    index: dict[tuple[bool, tuple[int, ...]], int] = {}
    for joker, size in ((False, 7), (True, 6)):
        for ranks in _rank_multisets(size):
            row = [0] * RANK_COUNT
            for rank in ranks:
                row[rank - 2] += 1
            index[(joker, ranks)] = len(rank_rows)
            rank_rows.append(row)
            jokers.append(joker)
    flush_rows: list[list[bool]] = []
    other_rows: list[list[int]] = []
    flush_jokers: list[bool] = []
    parents: list[int] = []
    for joker in (False, True):
        real = 7 - joker
        for in_suit in range(5 - joker, real + 1):
            for suited in combinations(range(2, ACE + 1), in_suit):
                for others in combinations_with_replacement(range(2, ACE + 1), real - in_suit):
                    flush_rows.append([rank in suited for rank in range(2, ACE + 1)])
                    counts = [0] * RANK_COUNT
                    for rank in others:
                        counts[rank - 2] += 1
                    other_rows.append(counts)
                    flush_jokers.append(joker)
                    parents.append(index[(joker, tuple(sorted((*suited, *others))))])
    return Classes(
        rank_counts=np.array(rank_rows, dtype=np.int8),
        rank_joker=np.array(jokers, dtype=np.bool_),
        flush_ranks=np.array(flush_rows, dtype=np.bool_),
        other_counts=np.array(other_rows, dtype=np.int8),
        flush_joker=np.array(flush_jokers, dtype=np.bool_),
        parent=np.array(parents, dtype=np.int64),
    )


def representative(number: int) -> tuple[Card, ...]:
    """A hand of class ``number`` (rank classes first): a rank class's hand cannot make a flush;
    a flush class's has its flush in spades and its other cards in the other suits."""
    table = classes()
    cards: list[Card] = []
    if number < len(table.rank_counts):
        counts, joker = table.rank_counts[number], bool(table.rank_joker[number])
        suit = 0
        for column in sorted(range(RANK_COUNT), key=lambda c: -int(counts[c])):
            for _ in range(int(counts[column])):  # copies of a rank in different suits
                cards.append(Card(column + 2, suit % SUIT_COUNT))
                suit += 1
    else:
        k = number - len(table.rank_counts)
        joker = bool(table.flush_joker[k])
        cards.extend(Card(c + 2, 0) for c in range(RANK_COUNT) if table.flush_ranks[k, c])
        suit = 0
        for column in range(RANK_COUNT):
            for _ in range(int(table.other_counts[k, column])):
                cards.append(Card(column + 2, 1 + suit % 3))
                suit += 1
    if joker:
        cards.append(JOKER)
    return tuple(cards)


def _binomials() -> NDArray[np.int64]:
    import numpy as np

    table = np.zeros((5, 5), dtype=np.int64)
    for n in range(5):
        for k in range(n + 1):
            table[n, k] = 1 if k in (0, n) else table[n - 1, k - 1] + table[n - 1, k]
    return table


def class_counts(seen: Sequence[Card] = ()) -> NDArray[np.int64]:
    """How many hands of seven of the cards not in ``seen`` fall in each class (rank classes
    count only their hands that cannot make a flush).  The counts add up to C(53 - seen, 7)."""
    import numpy as np

    table = classes()
    binom = _binomials()
    available = np.ones((RANK_COUNT, SUIT_COUNT), dtype=np.int64)  # [rank column, suit]
    joker_left = 1
    for card in seen:
        if card.joker:
            joker_left = 0
        else:
            available[card.rank - 2, card.suit] = 0
    per_rank = available.sum(axis=1)
    ranks = table.rank_counts.astype(np.int64)
    whole = binom[per_rank[None, :], ranks].prod(axis=1)
    whole = np.where(table.rank_joker, whole * joker_left, whole)
    others = table.other_counts.astype(np.int64)
    flush = np.zeros(len(others), dtype=np.int64)
    for suit in range(SUIT_COUNT):
        in_suit = available[:, suit]
        fits = ~(table.flush_ranks & (in_suit[None, :] == 0)).any(axis=1)
        rest = binom[(per_rank - in_suit)[None, :], others].prod(axis=1)
        flush += np.where(fits, rest, 0)
    flush = np.where(table.flush_joker, flush * joker_left, flush)
    plain = whole - np.bincount(table.parent, weights=flush, minlength=len(whole)).astype(np.int64)
    return np.concatenate((plain, flush))
