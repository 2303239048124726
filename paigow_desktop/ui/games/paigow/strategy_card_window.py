"""The Strategy card window: a card's lines, each with an example hand drawn in the app's tiles,
what it is worth and how often it decides.

The figures are the ones shipped with the cards (``games/paigow/cards.json``, checked against the
engine by the tests), so the window opens at once and counts nothing.  It is not wired into
the menus here: the main window opens it from the Trainer menu with the app's artwork.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.paigow.card import LENGTHS, ShippedCard, reference_edges, shipped
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.names import say
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["StrategyCardWindow"]

TILE_WIDTH = 26  # logical pixels of an example tile


def _result(loss: float) -> str:
    """What a player can expect per unit bet, from what it loses: "-2.840%", a gain "+0.096%"."""
    return f"{-loss * 100:+.3f}%"


class StrategyCardWindow(QDialog):
    """Choose a card (length, on top of the house way or standalone, not banking or banking)
    and read it line by line."""

    def __init__(self, artwork: SceneArtwork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.artwork = artwork
        self.setObjectName("strategy-card-window")
        self.setWindowTitle(self.tr("Strategy card"))
        self.length = QComboBox()
        for length in LENGTHS:
            self.length.addItem(self.tr("{n} lines").format(n=length), length)
        self.length.setCurrentIndex(LENGTHS.index(10))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("On top of the house way"), False)
        self.kind.addItem(self.tr("Standalone (no house way)"), True)
        self.side = QComboBox()
        self.side.addItem(self.tr("Not banking"), False)
        self.side.addItem(self.tr("Banking"), True)
        for box, name in (
            (self.length, self.tr("Length")),
            (self.kind, self.tr("Kind of card")),
            (self.side, self.tr("Side")),
        ):
            box.setAccessibleName(name)
            box.currentIndexChanged.connect(self.show_card)
        choices = QHBoxLayout()
        for box in (self.length, self.kind, self.side):
            choices.addWidget(box)
        choices.addStretch(1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.grid = QGridLayout()
        note = QLabel(
            self.tr(
                "The first line that applies to your four tiles decides. Worth: how much more you would "
                "lose per unit bet without the line, playing the rest of the card. Decides: the share "
                "of all hands it sets. Every figure is exact, over every deal against a house-way "
                "opponent at 5% commission."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(choices)
        layout.addWidget(self.summary)
        layout.addWidget(self.area, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        fit_on_screen(self, QSize(980, 720))
        self.current: ShippedCard | None = None
        self.show_card()

    def show_card(self) -> None:
        """Show the card the three choices name."""
        length, standalone, bank = (
            int(self.length.currentData()),
            bool(self.kind.currentData()),
            bool(self.side.currentData()),
        )
        card = shipped(length, standalone=standalone, bank=bank)
        self.current = card
        reference = reference_edges()
        edge, house_way, best = (
            (card.edge_banker, reference["house_way"][1], reference["best"][1])
            if bank
            else (card.edge_player, reference["house_way"][0], reference["best"][0])
        )
        self.summary.setText(
            self.tr(
                "Following this card you can expect {edge} per unit bet; the house way {house_way} "
                "and the best setting of every hand {best}."
            ).format(edge=_result(edge), house_way=_result(house_way), best=_result(best))
        )
        body = QWidget()  # a new page for each card; the scroll area deletes the old one
        self.grid = QGridLayout(body)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(8)
        headers = ("", self.tr("Line"), self.tr("Example"), self.tr("Worth"), self.tr("Decides"))
        for column, header in enumerate(headers):
            label = QLabel(f"<b>{header}</b>")
            self.grid.addWidget(label, 0, column)
        for number, report in enumerate(card.reports, 1):
            text = QLabel(say(report.line.text))
            text.setWordWrap(True)
            text.setMinimumWidth(360)
            self.grid.addWidget(QLabel(f"{number}."), number, 0)
            self.grid.addWidget(text, number, 1)
            if report.example is not None:
                self.grid.addWidget(self._example(report.example), number, 2)
            worth = report.worth_banker if bank else report.worth_player
            worth_text = "" if report.line.is_default else f"{worth * 100:+.3f}%"
            self.grid.addWidget(QLabel(worth_text), number, 3, Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(QLabel(f"{report.share * 100:.1f}%"), number, 4, Qt.AlignmentFlag.AlignRight)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(card.reports) + 1, 1)
        self.area.setWidget(body)

    def _example(self, setting: Setting) -> QWidget:
        """The example hand as the card sets it: the low hand, a gap, the high hand."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        dpr = self.devicePixelRatioF()
        for index, tile in enumerate((*setting.low.tiles, *setting.high.tiles)):
            if index == 2:
                row.addSpacing(12)
            pixmap, _body = self.artwork.tile(str(tile), round(TILE_WIDTH * dpr), dpr)
            picture = QLabel()
            picture.setPixmap(pixmap)
            row.addWidget(picture)
        words = self.tr("Low hand {low} ({low_name}), high hand {high} ({high_name})").format(
            low=setting.low,
            low_name=hand_name(setting.low),
            high=setting.high,
            high_name=hand_name(setting.high),
        )
        box.setToolTip(words)
        box.setAccessibleName(words)
        return box
