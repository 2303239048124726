"""Game › Players…: the menu item and what choosing in the dialog does (saved, applied from the
next hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from paigow_desktop.core.seating import nearest_places
from paigow_desktop.games.paigow_poker.round import PLACES
from paigow_desktop.ui.games.paigow_poker.controller import PokerController, Stage
from paigow_desktop.ui.games.paigow_poker.options import read_seats, with_seats
from paigow_desktop.ui.games.shell import TableShell

if TYPE_CHECKING:
    from paigow_desktop.ui.games.paigow_poker.players_dialog import PlayersDialog

__all__ = ["PlayersMenu"]


class PlayersMenu(QObject):
    """Adds Game › Players… to ``menu`` of ``window`` (whose ``controller`` runs the table)."""

    def __init__(self, window: TableShell, controller: PokerController, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.dialog: PlayersDialog | None = None
        self.action = QAction(self.tr("&Players…"), window)
        self.action.setStatusTip(self.tr("Your place and how many computer players sit with you"))
        self.action.triggered.connect(self.open)
        menu.addAction(self.action)

    def open(self) -> PlayersDialog:
        """Show the dialog with the saved choice (a fresh one each time)."""
        from paigow_desktop.ui.games.paigow_poker.players_dialog import PlayersDialog  # when first used

        place, computers, _problems = read_seats(self.window.settings)
        self.dialog = PlayersDialog(place, computers, self.window)
        self.dialog.chosen.connect(self.choose)
        self.dialog.show()
        return self.dialog

    def choose(self, place: int, computers: int) -> None:
        """Save the choice and seat the table: at once before the first hand, else from the next."""
        self.window.settings = with_seats(self.window.settings, place, computers)
        self.window.write_settings()
        self.controller.set_seats(place, nearest_places(place, computers, PLACES))
        if self.controller.stage is not Stage.IDLE:
            self.window.statusBar().showMessage(self.tr("The players change from the next hand."))
