"""Pai Gow Tiles declares itself to the game registry."""

from __future__ import annotations

from paigow_desktop.core.registry import GameInfo
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["GAME"]

GAME = GameInfo(
    key="paigow",
    name=Text(QT_TRANSLATE_NOOP("Games", "Pai Gow Tiles"), context="Games"),
    chinese_name="牌九",
    summary=Text(
        QT_TRANSLATE_NOOP(
            "Games",
            "Set four tiles into a low and a high hand and beat the banker's two; up to seven players "
            "and the house, the bank going round.",
        ),
        context="Games",
    ),
    rules_page="rules",
    places=8,
    cli_namespace=None,  # its commands were the program's first: analyze, house-way, house-edge, ...
    record_version=1,
    defaults={
        "seat": 4,
        "default_bet_cents": 1000,
        "table_minimum_cents": 500,
        "table_maximum_cents": 50_000,
        "commission": "0.05",
        "computer_players": 4,
        "bank_offer": "ask",
    },
)
