"""The "What the numbers show" tab: a few sample hands worked out exactly by this app, and a few lines
drawn only from those figures: how much a setting decision can cost, how close the house way comes
to the best, and what the same cards are worth from the banker's seat.  Nothing here is a
published figure: every number is computed (off the GUI thread) when the tab is first shown."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.paigow_poker.cards import Card, parse_cards
from paigow_desktop.games.paigow_poker.hands import high_name, low_name
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow_poker.trainer.common import (
    ROW_CARD,
    PokerTrainerHost,
    analysis_of,
    card_size,
    per_100,
    strip_pixmap,
)
from paigow_desktop.ui.games.paigow_poker.words import cards_shown
from paigow_desktop.ui.names import say

#: One hand of each kind the drill deals (two pair, three pair, a straight with a pair, a full
#: house, four of a kind, a joker hand), then an ordinary one pair and an ordinary no pair.
SAMPLE_HANDS: Final = (
    "As Ah 7c 7d Kd 9s 3h",
    "Kc Kd 9s 9h 4c 4d Ah",
    "9s 8d 7c 6h 5s 5d Kc",
    "Qs Qh Qd 6c 6d Ah 3s",
    "8s 8h 8d 8c Ks Qh 2d",
    "JK As Kd 7c 7d 3h 2s",
    "Jc Jd 9h 6s 4c 3d 2h",
    "Ah Qd 9s 8c 6h 4d 2c",
)


@dataclass(frozen=True, slots=True)
class SampleFigures:
    """One hand's EVs per unit bet at the default commission, worked out exactly."""

    cards: tuple[Card, ...]
    house_way: Fraction  #: the player's EV setting it the house way
    best: Fraction  #: the player's EV with the best setting
    worst: Fraction  #: the player's EV with the worst setting that is not a foul
    banker: Fraction  #: the same cards set the house way, from the banker's side
    house_way_setting: str  #: "high hand / low hand" in words


def sample_figures(hands: Sequence[str] = SAMPLE_HANDS) -> tuple[SampleFigures, ...]:
    """Each hand analysed from both sides (slow: a few seconds; call it off the GUI thread)."""
    found = []
    for text in hands:
        cards = parse_cards(text, 7)
        player = analysis_of(cards)
        banker = analysis_of(cards, bank=True)
        house = player.house_way_counts
        words = f"{say(high_name(house.setting.high_value))} / {say(low_name(house.setting.low_value))}"
        found.append(
            SampleFigures(
                cards,
                house.ev,
                player.best.ev,
                min(s.ev for s in player.settings),
                banker.house_way_counts.ev,
                words,
            )
        )
    return tuple(found)


class NumbersPage(QWidget):
    """The sample hands' table and what it shows; see the module's documentation."""

    def __init__(self, owner: PokerTrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.figures: tuple[SampleFigures, ...] | None = None
        self.background = Background(self)
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "Sample hands, each counted exactly against every dealer hand by this app "
                "(player's EV per 100 bet at 5% commission, unless it says banker)."
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setVisible(False)
        self.progress.setAccessibleName(self.tr("Counting"))
        self.background.busy_changed.connect(self.progress.setVisible)
        layout.addWidget(self.progress)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Cards"),
                self.tr("House way"),
                self.tr("House way EV"),
                self.tr("Best EV"),
                self.tr("Worst EV"),
                self.tr("Banker's EV"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Sample hands"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAccessibleName(self.tr("What the numbers show"))
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addStretch(1)

    def start(self) -> None:
        """Work the figures out, once."""
        if self.figures is None and not self.background.busy:
            self.summary.setText(self.tr("<i>Counting the sample hands…</i>"))
            self.background.run(sample_figures, self.show_figures, self.summary.setText)

    def show_figures(self, figures: tuple[SampleFigures, ...]) -> None:
        self.figures = figures
        self.table.setRowCount(len(figures))
        dpr = self.devicePixelRatioF()
        self.table.setIconSize(QSize(7 * (ROW_CARD + 3), card_size(ROW_CARD).height()))
        for row, sample in enumerate(figures):
            cells = QTableWidgetItem()
            cells.setData(
                Qt.ItemDataRole.DecorationRole, strip_pixmap(self.owner.artwork, sample.cards, ROW_CARD, dpr)
            )
            cells.setToolTip(cards_shown(sample.cards))
            self.table.setItem(row, 0, cells)
            self.table.setItem(row, 1, QTableWidgetItem(sample.house_way_setting))
            for column, value in enumerate((sample.house_way, sample.best, sample.worst, sample.banker), 2):
                item = QTableWidgetItem(per_100(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(rows + self.table.horizontalHeader().sizeHint().height() + frame + 2)
        self.summary.setText(self.summary_text(figures))

    def summary_text(self, figures: Sequence[SampleFigures]) -> str:
        """The lines the figures support, with the figures in them."""
        count = len(figures)
        spread = max(s.best - s.worst for s in figures)
        widest = max(figures, key=lambda s: s.best - s.house_way)
        best_ways = sum(1 for s in figures if s.house_way == s.best)
        banker = sum((s.banker - s.house_way for s in figures), Fraction(0)) / count
        banker_ahead = sum(1 for s in figures if s.banker >= s.house_way)
        lines = [
            self.tr(
                "<b>Decisions.</b> The worst setting that is not a foul gives up as much as {0} per 100 "
                "against the best. The house way is the best setting on {1} of these {2} hands; "
                "the widest gap is {3} per 100, on {4}."
            ).format(
                per_100(spread).lstrip("+"),
                best_ways,
                count,
                per_100(widest.best - widest.house_way).lstrip("+"),
                cards_shown(widest.cards),
            ),
            self._banking(banker, banker_ahead, count),
            self.tr(
                "So most hands set themselves; what matters is the handful of real decisions, and "
                "sitting in the banker's seat when you can."
            ),
        ]
        return "<p>" + "</p><p>".join(lines) + "</p>"

    def _banking(self, banker: Fraction, ahead: int, count: int) -> str:
        if banker >= 0:
            return self.tr(
                "<b>Banking.</b> Played the house way, the same cards are worth {0} per 100 more on average "
                "from the banker's seat (the banker wins the copies); the banker's side is at least as "
                "good on {1} of {2} hands."
            ).format(per_100(banker).lstrip("+"), ahead, count)
        return self.tr(
            "<b>Banking.</b> Played the house way, the same cards are worth {0} per 100 less on average "
            "from the banker's seat; the banker's side is at least as good on {1} of {2} hands."
        ).format(per_100(-banker).lstrip("+"), ahead, count)

    def draw(self) -> None:
        if self.figures is not None:
            self.show_figures(self.figures)
