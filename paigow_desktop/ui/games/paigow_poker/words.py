"""Pai Gow Poker's cards, hands and house-way rules in the player's language, as the table says them."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow_poker.bonus import Bonus
from paigow_desktop.games.paigow_poker.cards import RANKS, Card
from paigow_desktop.games.paigow_poker.hands import high_name, low_name
from paigow_desktop.games.paigow_poker.house_way import rule_title
from paigow_desktop.ui.names import say

__all__ = ["SUIT_SIGNS", "bonus_words", "card_name", "cards_shown", "high_words", "low_words", "rule_words"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def high_words(value: int) -> str:
    """A high hand's name in the player's language, capitalised."""
    return _capital(say(high_name(value)))


def low_words(value: int) -> str:
    """A low hand's name in the player's language, capitalised."""
    return _capital(say(low_name(value)))


def rule_words(rule: str) -> str:
    """A house-way rule in the player's words (its name when it has no title)."""
    try:
        return say(rule_title(rule))
    except KeyError:
        return rule


def bonus_words(key: str) -> str:
    """A Fortune category (its key, e.g. ``four_of_a_kind``) in the player's language."""
    try:
        return say(Bonus(key).name_text)
    except ValueError:
        return key


def card_name(card: Card) -> str:
    """A card in words, for screen readers: "king of hearts", "the joker"."""
    if card.joker:
        return QCoreApplication.translate("Cards", "the joker")
    ranks = (
        QCoreApplication.translate("Cards", "two"),
        QCoreApplication.translate("Cards", "three"),
        QCoreApplication.translate("Cards", "four"),
        QCoreApplication.translate("Cards", "five"),
        QCoreApplication.translate("Cards", "six"),
        QCoreApplication.translate("Cards", "seven"),
        QCoreApplication.translate("Cards", "eight"),
        QCoreApplication.translate("Cards", "nine"),
        QCoreApplication.translate("Cards", "ten"),
        QCoreApplication.translate("Cards", "jack"),
        QCoreApplication.translate("Cards", "queen"),
        QCoreApplication.translate("Cards", "king"),
        QCoreApplication.translate("Cards", "ace"),
    )
    suits = (
        QCoreApplication.translate("Cards", "spades"),
        QCoreApplication.translate("Cards", "hearts"),
        QCoreApplication.translate("Cards", "diamonds"),
        QCoreApplication.translate("Cards", "clubs"),
    )
    return QCoreApplication.translate("Cards", "{0} of {1}").format(ranks[card.rank - 2], suits[card.suit])


# The suits' signs, in the order of ``SUITS`` (spades, hearts, diamonds, clubs).
SUIT_SIGNS = "♠♥♦♣"


def cards_shown(cards: Iterable[Card]) -> str:
    """Cards as a player reads them, as their faces show them: "Q♠ 10♣ 3♥ joker" (the codes
    "Qs Tc 3h JK" are what the program reads and writes, not what it shows)."""
    return " ".join(
        QCoreApplication.translate("Cards", "joker")
        if card.joker
        else ("10" if card.rank == 10 else RANKS[card.rank - 2]) + SUIT_SIGNS[card.suit]
        for card in cards
    )
