"""Pai Gow declares its table window and trainer to the interface (found by ``ui.games.game_ui``)."""

from __future__ import annotations

from paigow_desktop.ui.games import GameUI
from paigow_desktop.ui.games.paigow.table_window import build_window

UI = GameUI(
    key="paigow",
    build_window=build_window,
    trainer_tabs=("drill", "categories", "quiz", "progress", "calculator"),
)

__all__ = ["UI"]
