"""A game's statistics window: its figures in a grid of captions and values, its newest rounds
in a table, a note and a Close button.  Each game's dialog says which figures and columns it has
and fills them in :meth:`FiguresDialog.refresh`; the window reads the ledger again when shown.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.storage import RoundRow, Store
from paigow_desktop.ui.export import export_rounds
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["RIGHT", "Cell", "Figure", "FiguresDialog", "figure_labels", "settled_rounds"]

_PAGE = 500

#: A figure: its key (the value label's object name), its caption and its tool tip.
Figure = tuple[str, str, str]
#: A table cell: its text and its alignment (None: the default).
Cell = tuple[str, Qt.AlignmentFlag | None]
#: Numbers and money are aligned right.
RIGHT: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def settled_rounds(store: Store, game: str) -> Iterator[RoundRow]:
    """Every settled round of ``game`` in ``store``, newest first (other games' rounds never)."""
    offset = 0
    while True:
        page = store.rounds(limit=_PAGE, offset=offset, game=game)
        yield from (row for row in page if row.state == "settled" and row.game == game)
        if len(page) < _PAGE:
            return
        offset += _PAGE


def figure_labels(key: str, caption: str, tip: str) -> tuple[QLabel, QLabel]:
    """A figure's caption ("Net:") and its value label (bold, selectable, named ``key``), both
    with ``tip``."""
    label = QLabel(QCoreApplication.translate("FiguresDialog", "{0}:").format(caption))
    value = QLabel()
    value.setObjectName(key)
    value.setAccessibleName(caption)
    value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    bold = value.font()
    bold.setBold(True)
    value.setFont(bold)
    for widget in (label, value):
        widget.setToolTip(tip)
    label.setBuddy(value)
    return label, value


class FiguresDialog(QDialog):
    """Figures in two columns over a table of rounds; not modal.  ``rows``: the table's heading,
    accessible name and description.  ``values`` holds each figure's value label by key;
    ``table`` the rounds; ``note`` a line under them.  With a ``store`` and a ``game``, an
    Export button writes that game's rounds to a CSV file."""

    def __init__(
        self,
        title: str,
        figures: Sequence[Figure],
        columns: Sequence[str],
        rows: tuple[str, str, str],
        parent: QWidget | None = None,
        *,
        export: tuple[Store, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.export_from = export
        self.setWindowTitle(title)
        self.setModal(False)
        self.setSizeGripEnabled(True)
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        for index, (key, caption, tip) in enumerate(figures):
            row, column = divmod(index, 2)
            label, value = figure_labels(key, caption, tip)
            grid.addWidget(label, row, column * 2)
            grid.addWidget(value, row, column * 2 + 1)
            self.values[key] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        rows_heading, rows_name, rows_description = rows
        self.table = self._table(columns, rows_name, rows_description)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.status = QLabel()  # what the export did
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_button = QPushButton(QCoreApplication.translate("FiguresDialog", "&Export hands…"))
        self.export_button.setToolTip(
            QCoreApplication.translate("FiguresDialog", "Write every hand of this game to a CSV file")
        )
        self.export_button.setAutoDefault(False)
        self.export_button.clicked.connect(self.export_csv)
        self.export_button.setVisible(export is not None)
        self.close_button = QPushButton(QCoreApplication.translate("FiguresDialog", "&Close"))
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        heading = QLabel(f"<b>{rows_heading}</b>")
        heading.setBuddy(self.table)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addWidget(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        fit_on_screen(self, QSize(720, 600))

    @staticmethod
    def _table(columns: Sequence[str], name: str, description: str) -> QTableWidget:
        table = QTableWidget(0, len(columns))
        table.setHorizontalHeaderLabels(list(columns))
        table.setAccessibleName(name)
        table.setAccessibleDescription(description)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return table

    def fill_rows(self, rows: Sequence[Sequence[Cell]]) -> None:
        """Put ``rows`` (newest first) in the table."""
        self.table.setRowCount(len(rows))
        for index, cells in enumerate(rows):
            for column, (text, align) in enumerate(cells):
                item = QTableWidgetItem(text)
                if align is not None:
                    item.setTextAlignment(align)
                self.table.setItem(index, column, item)

    def refresh(self) -> None:
        """Read the figures again (each game's dialog fills them)."""

    def export_names(self) -> Sequence[str]:
        """The other players' names as the table shows them, for the export (none: numbered seats)."""
        return ()

    def export_csv(self) -> int | None:
        """Ask for a file and write this game's rounds to it; the number of rows, or None."""
        if self.export_from is None:
            return None
        store, game = self.export_from
        count, message = export_rounds(self, store, game, self.export_names())
        if message:
            self.status.setText(message)
        return count

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)
