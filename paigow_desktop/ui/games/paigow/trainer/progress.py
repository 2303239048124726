"""The Progress page: accuracy and EV given up per day, from the trainer's record."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.storage import StorageError
from paigow_desktop.ui.chart import LineChart
from paigow_desktop.ui.games.paigow.trainer.common import TrainerHost
from paigow_desktop.ui.names import say_error

#: The progress tab's periods: label and days (None: everything).
PERIODS: tuple[tuple[str, int | None], ...] = (
    (QT_TRANSLATE_NOOP("TrainerWindow", "All time"), None),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 7 days"), 7),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 30 days"), 30),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 90 days"), 90),
)


def _day_label(day: date, *, year: bool) -> str:
    return f"{day.day} {day:%b %Y}" if year else f"{day.day} {day:%b}"


class ProgressPage(QWidget):
    """Accuracy and EV given up per day, from the answers in the store."""

    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:")))
        self.period_box = QComboBox()
        for label, days in PERIODS:
            self.period_box.addItem(QCoreApplication.translate("TrainerWindow", label), days)
        self.period_box.setAccessibleName(self.tr("Which days to show"))
        self.period_box.currentIndexChanged.connect(self.refresh)
        top.addWidget(self.period_box)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        top.addWidget(self.summary, 1)
        layout.addLayout(top)
        self.accuracy_chart = LineChart(
            self.tr("Accuracy per day (answers without a hint)"),
            lambda v: f"{v:.0f}%",
            empty_text=self.tr("No answers yet: drill a few hands."),
        )
        self.ev_chart = LineChart(
            self.tr("EV given up per 100 hands, per day (units per 100 units bet)"),
            lambda v: f"{v:.2f}",
            empty_text=self.tr("No answers yet: drill a few hands."),
        )
        layout.addWidget(self.accuracy_chart, 1)
        layout.addWidget(self.ev_chart, 1)
        note = QLabel(
            self.tr(
                "<small>Days by this computer's clock. Hands set in the drill and at the table count; "
                "quiz answers do not.</small>"
            )
        )
        layout.addWidget(note)

    def refresh(self) -> None:
        days = self.period_box.currentData()
        try:
            rows = self.owner.store.trainer_progress(
                days=days if isinstance(days, int) else None, game=GAME.key, local=True
            )
        except StorageError as error:
            self.owner.statusBar().showMessage(say_error(error), 8000)
            rows = []
        year = len({d.day.year for d in rows}) > 1
        accuracy = [(_day_label(d.day, year=year), 100 * d.accuracy) for d in rows if d.accuracy is not None]
        given_up = [
            (_day_label(d.day, year=year), d.given_up_per_100) for d in rows if d.given_up_per_100 is not None
        ]
        self.accuracy_chart.set_points(accuracy)
        self.ev_chart.set_points(given_up)
        answered = sum(d.answered for d in rows)
        hands = self.tr("1 hand") if answered == 1 else self.tr("{0} hands").format(answered)
        spread = self.tr("1 day") if len(rows) == 1 else self.tr("{0} days").format(len(rows))
        self.summary.setText(
            self.tr("{0} set on {1}.").format(hands, spread)
            if rows
            else self.tr("No hands set yet in this period.")
        )
