"""Pai Gow Poker's hands and house-way rules in the player's language, as the table says them."""

from __future__ import annotations

from paigow_desktop.games.paigow_poker.hands import high_name, low_name
from paigow_desktop.games.paigow_poker.house_way import rule_title
from paigow_desktop.ui.names import say

__all__ = ["high_words", "low_words", "rule_words"]


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
