"""The 53 cards of Pai Gow Poker (52 French cards and one joker) and their notation.

A card is written rank then suit (``As``, ``Td``, ``9h``) and the joker ``JK``; input may be in
either case and ``10`` is read as ``T``.  Cards are small integers underneath: ``rank`` 2 to 14
(ace high) and ``suit`` 0 to 3, the joker rank 0 and no suit, so hands can be counted fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["ACE", "DECK", "JOKER", "RANKS", "SUITS", "Card", "CardError", "format_cards", "parse_cards"]

#: Rank characters, from the two (value 2) to the ace (value 14).
RANKS: Final = "23456789TJQKA"
#: Suit characters: spades, hearts, diamonds, clubs (suits have no order in this game).
SUITS: Final = "shdc"
ACE: Final = 14
_JOKER_RANK: Final = 0


class CardError(ValueError):
    """A card that is not one, a card given twice, a second joker or a wrong number of cards."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: ``rank`` 2..14 and ``suit`` 0..3, or the joker (rank 0, suit -1)."""

    rank: int
    suit: int

    def __post_init__(self) -> None:
        if self.rank == _JOKER_RANK and self.suit == -1:
            return
        if not (2 <= self.rank <= ACE and 0 <= self.suit < len(SUITS)):
            raise CardError(f"no card has rank {self.rank!r} and suit {self.suit!r}")

    @property
    def joker(self) -> bool:
        return self.rank == _JOKER_RANK

    @property
    def counted_rank(self) -> int:
        """The rank the house way counts: the joker counts as an ace."""
        return ACE if self.rank == _JOKER_RANK else self.rank

    @property
    def index(self) -> int:
        """0..51 for the French cards (rank-major), 52 for the joker."""
        return 52 if self.joker else (self.rank - 2) * 4 + self.suit

    def __str__(self) -> str:
        if self.joker:
            return "JK"
        return RANKS[self.rank - 2] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card({self})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """``As``, ``td``, ``10h`` or ``JK`` (any case) as a card; ``CardError`` otherwise."""
        word = text.strip()
        upper = word.upper()
        if upper == "JK":
            return JOKER
        if upper.startswith("10"):
            upper = "T" + upper[2:]
        if len(upper) != 2 or upper[0] not in RANKS or upper[1].lower() not in SUITS:
            said = Text(
                QT_TRANSLATE_NOOP("Engine", "{text} is not a card (write it as As, Td, 9h or JK)"),
                text=repr(text),
            )
            raise CardError(said)
        return cls(RANKS.index(upper[0]) + 2, SUITS.index(upper[1].lower()))


JOKER: Final = Card(_JOKER_RANK, -1)
#: The deck: the 52 French cards in rank order (twos first), then the joker.
DECK: Final[tuple[Card, ...]] = (
    *(Card(rank, suit) for rank in range(2, ACE + 1) for suit in range(len(SUITS))),
    JOKER,
)


def parse_cards(text: str | Iterable[str], count: int | None = None) -> tuple[Card, ...]:
    """Cards from ``"As Kd JK"`` (or a list of words); ``count`` is how many there must be.
    Raises ``CardError`` for a word that is not a card, a card given twice or a wrong count."""
    words = text.split() if isinstance(text, str) else list(text)
    cards = tuple(Card.parse(word) for word in words)
    check_cards(cards, count)
    return cards


def check_cards(cards: Sequence[Card], count: int | None = None) -> None:
    """``CardError`` when a card repeats (the joker included) or there are not ``count`` cards."""
    if len({card.rank * 8 + card.suit for card in cards}) == len(cards) and count in (None, len(cards)):
        return  # the quick check (every setting made checks its cards): one number per card
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            if card.joker:
                said = Text(QT_TRANSLATE_NOOP("Engine", "there is only one of each card: a second joker"))
            else:
                said = Text(
                    QT_TRANSLATE_NOOP("Engine", "there is only one of each card: the card {card} twice"),
                    card=str(card),
                )
            raise CardError(said)
        seen.add(card)
    if count is not None and len(cards) != count:
        said = Text(
            QT_TRANSLATE_NOOP("Engine", "{count} cards are needed, not {got}"), count=count, got=len(cards)
        )
        raise CardError(said)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards written as the game writes them, separated by spaces."""
    return " ".join(str(card) for card in cards)
