"""Builds the Pai Gow Poker table window: the scene, the controller (with the ledger) and the window."""

from __future__ import annotations

from paigow_desktop.core.seating import nearest_places
from paigow_desktop.games.paigow_poker.round import PLACES
from paigow_desktop.storage import AppData
from paigow_desktop.ui.games.paigow_poker.controller import PokerController
from paigow_desktop.ui.games.paigow_poker.options import read_bet, read_rules, read_seats, read_side_bets
from paigow_desktop.ui.games.paigow_poker.scene import PokerScene
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.games.shell_menus import TableParts
from paigow_desktop.ui.launch import AppOptions

__all__ = ["build_window"]


def build_window(options: AppOptions, data: AppData | None) -> PokerWindow:
    """The Pai Gow Poker table, sized by the caller; without ``data``, defaults kept in memory."""
    parts = TableParts.of(options, data)
    bet, problems = read_bet(parts.settings)
    place, computers, seat_problems = read_seats(parts.settings)
    others = nearest_places(place, computers, PLACES)
    scene = PokerScene(parts.artwork, me=place, speed=parts.speed)
    rules, rule_problems = read_rules(parts.settings)
    controller = PokerController(
        scene, parts.store, rules=rules, others=others, bet_cents=bet, seed=options.seed
    )
    controller.fortune_cents, controller.dragon_cents = read_side_bets(parts.settings)
    window = PokerWindow(
        controller, speed=parts.speed, settings=parts.settings, settings_store=parts.settings_store
    )
    if problems or seat_problems or rule_problems:
        window.tell(problems + seat_problems + rule_problems, modal=False)
    return window
