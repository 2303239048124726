"""Builds the Tien Gow table window: the scene, the controller (with the ledger) and the window."""

from __future__ import annotations

from paigow_desktop.storage import AppData
from paigow_desktop.ui.games.shell_menus import TableParts
from paigow_desktop.ui.games.tiengow.controller import TienGowController
from paigow_desktop.ui.games.tiengow.options import read_options, shown_names
from paigow_desktop.ui.games.tiengow.scene import TienGowScene
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.launch import AppOptions

__all__ = ["build_window"]


def build_window(options: AppOptions, data: AppData | None) -> TienGowWindow:
    """The Tien Gow table, sized by the caller; without ``data``, defaults kept in memory."""
    parts = TableParts.of(options, data)
    mine, problems = read_options(parts.settings)
    scene = TienGowScene(parts.artwork, me=0, speed=parts.speed)
    controller = TienGowController(
        scene,
        parts.store,
        rules=mine.rules,
        cents_per_point=mine.cents_per_point,
        level=mine.computer_level,
        names=shown_names(mine.computer_names),
        levels=mine.levels,
        seed=options.seed,
    )
    window = TienGowWindow(
        controller, speed=parts.speed, settings=parts.settings, settings_store=parts.settings_store
    )
    # The window owns it: it goes with the window, in the GUI thread, its thinking player waited
    # for (never in a garbage collection, which may run on a worker thread).
    controller.setParent(window)
    if problems:
        window.tell(problems, modal=False)
    return window
