"""Tien Gow declares itself to the game registry."""

from __future__ import annotations

from paigow_desktop.core.registry import GameInfo
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["GAME"]

GAME = GameInfo(
    key="tiengow",
    name=Text(QT_TRANSLATE_NOOP("Games", "Tien Gow"), context="Games"),
    chinese_name="天九",
    summary=Text(
        QT_TRANSLATE_NOOP(
            "Games",
            "Four players, eight tiles each: lead sets, beat them face up or throw face down, "
            "and win the last trick; the columns you win decide who pays.",
        ),
        context="Games",
    ),
    rules_page="tiengow",
    places=4,
    cli_namespace="tiengow",
    record_version=1,
    defaults={
        "cents_per_point": 10,
        "computer_level": "default",
    },
)
