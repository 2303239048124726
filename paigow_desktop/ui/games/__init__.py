"""Each game's table and trainer in the interface, found by the game's registry key.

The window shell asks :func:`game_ui` for the game the player chose; each game's package under
``ui/games/<key>/`` declares its :class:`GameUI` in ``game_ui.py`` (imported only when first
asked for, so start-up loads one game).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from paigow_desktop.games.registry import REGISTRY

if TYPE_CHECKING:
    from paigow_desktop.storage import AppData
    from paigow_desktop.ui.launch import AppOptions
    from paigow_desktop.ui.main_window import MainWindow

__all__ = ["GameUI", "game_ui"]


@dataclass(frozen=True)
class GameUI:
    """What the interface builds for one game."""

    key: str  #: the game's registry key
    #: the game's table window: scene, controller, side panel and trainer dock
    build_window: Callable[[AppOptions, AppData | None], MainWindow]
    #: the tabs of the game's trainer window, in order
    trainer_tabs: tuple[str, ...]


def game_ui(key: str) -> GameUI:
    """The interface of the game registered as ``key`` (``RegistryError`` for an unknown game)."""
    info = REGISTRY.get(key)
    module = importlib.import_module(f"{__name__}.{info.key}.game_ui")
    ui = module.UI
    assert isinstance(ui, GameUI) and ui.key == info.key, f"ui/games/{info.key} declares another game"
    return ui
