"""Game › Players…: how many computer players sit at the Pai Gow Poker table and which place is yours."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from paigow_desktop.games.paigow_poker.table import SEATS
from paigow_desktop.ui.games.paigow_poker.options import MOST_COMPUTERS

__all__ = ["PlayersDialog"]


class PlayersDialog(QDialog):
    """Your place (1 to 6) and the number of computer players (0 to 5); OK sends ``chosen``."""

    chosen = Signal(int, int)  #: your place, how many computer players

    def __init__(self, place: int, computers: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 28)  # the note on a few lines
        self.place_box = QComboBox()
        self.place_box.setAccessibleName(self.tr("Your seat"))
        for seat in SEATS:
            self.place_box.addItem(self.tr("Seat {0}").format(seat), seat)
        self.place_box.setCurrentIndex(SEATS.index(place))
        self.computers_box = QSpinBox()
        self.computers_box.setAccessibleName(self.tr("Computer players"))
        self.computers_box.setRange(0, MOST_COMPUTERS)
        self.computers_box.setValue(computers)
        form = QFormLayout(self)
        form.addRow(self.tr("&Your seat:"), self.place_box)
        form.addRow(self.tr("&Computer players:"), self.computers_box)
        note = QLabel(
            self.tr(
                "Seats are counted counter-clockwise from the dealer's. The computer players sit "
                "nearest you. The change counts from the next hand."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok | cancel, self)
        for signal, slot in ((self.buttons.accepted, self.accept), (self.buttons.rejected, self.reject)):
            signal.connect(slot)
        form.addRow(self.buttons)

    def place(self) -> int:
        return int(self.place_box.currentData())

    def computers(self) -> int:
        return self.computers_box.value()

    def accept(self) -> None:
        self.chosen.emit(self.place(), self.computers())
        super().accept()
