"""Pai Gow Poker, free of any GUI: cards and the joker, hand values, the foul test, the house way
and settlement.  Pure Python: no Qt, no storage, nothing of the tile games.
"""

from paigow_desktop.games.paigow_poker.cards import DECK, JOKER, Card, CardError, format_cards, parse_cards
from paigow_desktop.games.paigow_poker.hands import Category, Wheel, five_value, fouls, two_value
from paigow_desktop.games.paigow_poker.house_way import HouseWayDecision, set_hand
from paigow_desktop.games.paigow_poker.rules import PokerRules, PokerRulesError
from paigow_desktop.games.paigow_poker.setting import Setting, settings_of

__all__ = [
    "DECK",
    "JOKER",
    "Card",
    "CardError",
    "Category",
    "HouseWayDecision",
    "PokerRules",
    "PokerRulesError",
    "Setting",
    "Wheel",
    "five_value",
    "format_cards",
    "fouls",
    "parse_cards",
    "set_hand",
    "settings_of",
    "two_value",
]
