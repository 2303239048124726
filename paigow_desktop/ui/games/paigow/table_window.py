"""Builds the Pai Gow table window: the scene, the session at the table, the controller and the window."""

from __future__ import annotations

from paigow_desktop.games.paigow.table import Seating, TableSession
from paigow_desktop.storage import AppData, Settings, Store
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.games.paigow.options import read_options
from paigow_desktop.ui.games.paigow.table_controller import TableController
from paigow_desktop.ui.games.paigow.table_scene import TableScene
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = ["build_window"]


def build_window(options: AppOptions, data: AppData | None) -> PaiGowWindow:
    """The table window, sized by the caller; without ``data``, defaults kept in memory."""
    settings = data.settings if data is not None else Settings()
    store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
    speed = speed_for(settings, options.speed)
    artwork = SceneArtwork(TileArt(), Theme(settings.theme))
    mine, problems = read_options(settings)
    scene = TableScene(artwork, player=mine.seat, speed=speed)
    seating = Seating.with_computers(mine.seat, mine.computer_players)
    session = TableSession(mine.table_rules, seating, options.seed, mine.table_variations)
    controller = TableController(scene, session, store)
    controller.last_bet_cents = mine.default_bet_cents
    window = PaiGowWindow(
        controller,
        speed=speed,
        settings=settings,
        settings_store=data.settings_store if data is not None else None,
    )
    if problems:  # a bad value in Pai Gow's section of the file: said once, as the app's own
        window.tell(problems, modal=False)
    return window
