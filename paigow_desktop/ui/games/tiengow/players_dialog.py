"""Game › Computer players › Names and levels…: each computer player's name and level."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.ui.games.tiengow.options import LONGEST_NAME

__all__ = ["PlayersDialog"]


class PlayersDialog(QDialog):
    """A name and a level for each computer seat (``seats``: the seats' names, in playing order
    from yours); OK sends ``chosen`` with the names and the levels (``make_player`` names)."""

    chosen = Signal(object, object)  #: the names, the levels (lists, in the seats' order)

    def __init__(
        self, seats: Sequence[str], names: Sequence[str], levels: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Computer players"))
        self.levels = (
            ("rule", self.tr("Basic (plays by rules of thumb)")),
            ("default", self.tr("Strong (plays out the unseen tiles)")),
            ("expert", self.tr("Expert (searches deeper, slower)")),
        )
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Seat</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Name</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Level</b>")), 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        for row, (seat, name, level) in enumerate(zip(seats, names, levels, strict=True), start=1):
            label = QLabel(self.tr("{0}:").format(seat))
            edit = QLineEdit(name)
            edit.setMaxLength(LONGEST_NAME)
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("M" * 10))
            edit.setAccessibleName(self.tr("{0}'s name").format(seat))
            edit.textChanged.connect(self._check)
            label.setBuddy(edit)
            box = QComboBox()
            box.setAccessibleName(self.tr("{0}'s level").format(seat))
            for key, words in self.levels:
                box.addItem(words, key)
            box.setCurrentIndex({"rule": 0, "expert": 2}.get(level, 1))
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            grid.addWidget(box, row, 2)
            self.name_edits.append(edit)
            self.level_boxes.append(box)
        grid.setColumnStretch(1, 1)
        note = QLabel(self.tr("Names show at once; levels count from the next hand."))
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self._check()

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(edit.text().strip() for edit in self.name_edits))

    def names(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits]

    def chosen_levels(self) -> list[str]:
        return [str(box.currentData()) for box in self.level_boxes]

    def accept(self) -> None:
        if not all(self.names()):
            return
        self.chosen.emit(self.names(), self.chosen_levels())
        super().accept()
