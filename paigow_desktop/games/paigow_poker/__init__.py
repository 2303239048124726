"""Pai Gow Poker, free of any GUI: cards and the joker, hand values, the foul test, the house way
and settlement.  Pure Python: no Qt, no storage, nothing of the tile games.
"""

from typing import TYPE_CHECKING

from paigow_desktop.core.lazy import lazy_face

if TYPE_CHECKING:  # the names for the type checker; at run time each loads when first asked for
    from paigow_desktop.games.paigow_poker.cards import (
        DECK,
        JOKER,
        Card,
        CardError,
        format_cards,
        parse_cards,
    )
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

# Asking what games there are imports this package's face with the game's declaration: it
# loads none of the engine until a name is used.
__getattr__, __dir__ = lazy_face(
    globals(),
    {
        "DECK": "paigow_desktop.games.paigow_poker.cards",
        "JOKER": "paigow_desktop.games.paigow_poker.cards",
        "Card": "paigow_desktop.games.paigow_poker.cards",
        "CardError": "paigow_desktop.games.paigow_poker.cards",
        "format_cards": "paigow_desktop.games.paigow_poker.cards",
        "parse_cards": "paigow_desktop.games.paigow_poker.cards",
        "Category": "paigow_desktop.games.paigow_poker.hands",
        "Wheel": "paigow_desktop.games.paigow_poker.hands",
        "five_value": "paigow_desktop.games.paigow_poker.hands",
        "fouls": "paigow_desktop.games.paigow_poker.hands",
        "two_value": "paigow_desktop.games.paigow_poker.hands",
        "HouseWayDecision": "paigow_desktop.games.paigow_poker.house_way",
        "set_hand": "paigow_desktop.games.paigow_poker.house_way",
        "PokerRules": "paigow_desktop.games.paigow_poker.rules",
        "PokerRulesError": "paigow_desktop.games.paigow_poker.rules",
        "Setting": "paigow_desktop.games.paigow_poker.setting",
        "settings_of": "paigow_desktop.games.paigow_poker.setting",
    },
)
