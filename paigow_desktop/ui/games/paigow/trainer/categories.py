"""The Categories page: answers, accuracy and EV given up for each kind of hand, and a drill of one kind."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.trainer import (
    Category,
)
from paigow_desktop.ui.games.paigow.trainer.calculator import _text
from paigow_desktop.ui.games.paigow.trainer.common import TrainerHost, _per_100, _percent
from paigow_desktop.ui.names import say


class CategoriesPage(QWidget):
    """Unassisted answers, accuracy and EV given up for each kind of hand."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("TrainerWindow", "Hands"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Answered"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Accuracy"),
        QT_TRANSLATE_NOOP("TrainerWindow", "EV given up per 100 hands"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Due now"),
        QT_TRANSLATE_NOOP("TrainerWindow", "In the drill"),
        "",
    )

    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Your drill answers without a hint, by what each hand mainly teaches (Progress "
                "counts the hands set at the table too; those set weakly there join the drill, "
                "due now). EV given up is the average per hand, in units per 100 units bet."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        rows: list[Category | None] = [*Category, None]
        self.categories = rows
        self.table = QTableWidget(len(rows), len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("TrainerWindow", c) if c else c for c in self.COLUMNS]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAccessibleName(self.tr("Figures by category"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.buttons: dict[Category | None, QPushButton] = {}
        for row, category in enumerate(rows):
            if category is not None:
                text = self.tr("Drill this category")
                button = QPushButton(text)
                button.setAccessibleName(self.tr("Drill this category: {0}").format(say(category.label)))
            else:
                text = self.tr("Drill all hands")
                button = QPushButton(text)
                button.setAccessibleName(self.tr("Drill all hands: all hands"))
            button.clicked.connect(lambda _=False, c=category: owner.drill_category(c))
            self.buttons[category] = button
            self.table.setCellWidget(row, len(self.COLUMNS) - 1, button)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        drill = self.owner.drill
        stats = drill.category_stats()
        for row, category in enumerate(self.categories):
            if category is None:
                answered = sum(s.answered for s in stats.values())
                right = sum(s.right for s in stats.values())
                total = sum(s.given_up_per_100 for s in stats.values())
                label = self.tr("All hands")
                in_drill = len(drill.cards)
            else:
                s = stats[category]
                answered, right, total, label = s.answered, s.right, s.given_up_per_100, say(category.label)
                in_drill = sum(1 for c in drill.cards if c.category is category)
            cells = [
                label,
                str(answered),
                _percent(right / answered if answered else None),
                _per_100(total / answered if answered else None),
                str(len(drill.due_cards(category))),
                str(in_drill),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if category is None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    def row_texts(self, category: Category | None) -> list[str]:
        row = self.categories.index(category)
        return [_text(self.table, row, c) for c in range(len(self.COLUMNS) - 1)]
