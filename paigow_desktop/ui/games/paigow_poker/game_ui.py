"""Pai Gow Poker declares its table window to the interface (found by ``ui.games.game_ui``)."""

from __future__ import annotations

from paigow_desktop.ui.games import GameUI
from paigow_desktop.ui.games.paigow_poker.table_window import build_window

UI = GameUI(
    key="paigow_poker",
    build_window=build_window,
    trainer_tabs=(),  # the trainer plugs in its tabs here
)

__all__ = ["UI"]
