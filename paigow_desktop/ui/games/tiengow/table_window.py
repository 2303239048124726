"""Builds the Tien Gow table window: the scene, the controller (with the ledger) and the window."""

from __future__ import annotations

from paigow_desktop.storage import AppData, Settings, Store
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.games.tiengow.controller import TienGowController
from paigow_desktop.ui.games.tiengow.options import read_options
from paigow_desktop.ui.games.tiengow.scene import TienGowScene
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = ["build_window"]


def build_window(options: AppOptions, data: AppData | None) -> TienGowWindow:
    """The Tien Gow table, sized by the caller; without ``data``, defaults kept in memory."""
    settings = data.settings if data is not None else Settings()
    store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
    speed = speed_for(settings, options.speed)
    artwork = SceneArtwork(TileArt(), Theme(settings.theme))
    mine, problems = read_options(settings)
    scene = TienGowScene(artwork, me=0, speed=speed)
    controller = TienGowController(
        scene,
        store,
        cents_per_point=mine.cents_per_point,
        level=mine.computer_level,
        names=mine.computer_names,
        levels=mine.levels,
        seed=options.seed,
    )
    window = TienGowWindow(
        controller,
        speed=speed,
        settings=settings,
        settings_store=data.settings_store if data is not None else None,
    )
    if problems:
        window.tell(problems, modal=False)
    return window
