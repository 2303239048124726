"""Builds the Pai Gow Poker table window: the scene, the controller (with the ledger) and the window."""

from __future__ import annotations

from paigow_desktop.storage import AppData, Settings, Store
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.games.paigow_poker.controller import PokerController
from paigow_desktop.ui.games.paigow_poker.options import read_bet
from paigow_desktop.ui.games.paigow_poker.scene import PokerScene
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = ["build_window"]


def build_window(options: AppOptions, data: AppData | None) -> PokerWindow:
    """The Pai Gow Poker table, sized by the caller; without ``data``, defaults kept in memory."""
    settings = data.settings if data is not None else Settings()
    store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
    speed = speed_for(settings, options.speed)
    artwork = SceneArtwork(TileArt(), Theme(settings.theme))
    bet, problems = read_bet(settings)
    scene = PokerScene(artwork, speed=speed)
    controller = PokerController(scene, store, bet_cents=bet, seed=options.seed)
    window = PokerWindow(
        controller,
        speed=speed,
        settings=settings,
        settings_store=data.settings_store if data is not None else None,
    )
    if problems:
        window.tell(problems, modal=False)
    return window
