"""Pai Gow Poker declares itself to the game registry."""

from __future__ import annotations

from paigow_desktop.core.registry import GameInfo
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["GAME"]

GAME = GameInfo(
    key="paigow_poker",
    name=Text(QT_TRANSLATE_NOOP("Games", "Pai Gow Poker"), context="Games"),
    chinese_name="牌九撲克",
    summary=Text(
        QT_TRANSLATE_NOOP(
            "Games",
            "Seven cards each, a joker in the deck: set a five-card high hand and a two-card low "
            "hand, and beat the dealer's two to win.",
        ),
        context="Games",
    ),
    rules_page="poker",
    places=7,
    cli_namespace="poker",
    record_version=2,  # 2: the cards as dealt, and what your setting gave up (games/paigow_poker/record.py)
    defaults={
        "bet_cents": 1000,
        "commission": "0.05",
        "computer_players": 3,
        "seat": 4,
    },
)
