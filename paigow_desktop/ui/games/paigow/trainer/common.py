"""What the trainer's pages share: tile pictures, small widgets, formatting, and what they ask of the
window they live in (:class:`TrainerHost`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from html import escape
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QStatusBar,
    QToolButton,
    QWidget,
)

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.trainer import (
    Category,
    Drill,
    DrillResult,
    Quiz,
    Verdict,
    hand_words,
)
from paigow_desktop.storage import Settings, Store
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art import TILE_ASPECT
from paigow_desktop.ui.games.paigow.trainer_panel import GOOD, MISTAKE
from paigow_desktop.ui.names import say
from paigow_desktop.ui.qt_art import SceneArtwork

#: Logical widths of the tile pictures: the drill's tiles, the quiz's, the calculator's palette.
DRILL_TILE = 48


QUIZ_TILE = 40


PALETTE_TILE = 26


_ERROR_COLOUR = "#a4161a"


#: Answered questions keep their choices readable: disabled buttons in the normal text colour.
_ANSWERED = "QPushButton:disabled { color: palette(button-text); }"


def tile_pixmap(artwork: SceneArtwork, tile: Tile, width: int, dpr: float) -> QPixmap:
    """One tile drawn by the tile renderer, ``width`` logical pixels wide at the screen's scale."""
    pixmap, _body = artwork.tile(str(tile), round(width * dpr), dpr)
    return pixmap


def _scrolling(page: QWidget) -> QScrollArea:
    """A page in a scroll area: on a small screen it scrolls instead of squeezing its widgets together."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


def scroll_into_view(last: QWidget, first: QWidget) -> None:
    """Scroll the page (in :func:`_scrolling`'s area) so that ``last`` shows, then ``first`` (the
    top of what was just said: when both do not fit, the reader starts at its beginning)."""
    area = first.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is not None:
        area.ensureWidgetVisible(last, 0, 0)
        area.ensureWidgetVisible(first, 0, 0)


def _set_picture(button: QToolButton, pixmap: QPixmap) -> None:
    button.setIcon(QIcon(pixmap))
    button.setIconSize(pixmap.deviceIndependentSize().toSize())


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def _per_100(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def _boxed(label: QLabel, good: bool | None) -> None:
    """A coloured frame around a verdict; the words say it too, so colour is never the only sign."""
    if good is None:
        label.setStyleSheet("")
        return
    colour = (GOOD if good else MISTAKE).name()
    label.setStyleSheet(f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}")


def _shortcut(parent: QWidget, keys: Sequence[str], slot: Callable[[], object]) -> QShortcut:
    """A key that works while the focus is anywhere in ``parent`` (one tab), not in the other tabs."""
    first = QShortcut(QKeySequence(keys[0]), parent)
    first.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    first.activated.connect(slot)
    for key in keys[1:]:
        other = QShortcut(QKeySequence(key), parent)
        other.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        other.activated.connect(slot)
    return first


class HandRow(QFrame):
    """One hand of the drill: a caption and the tiles the player put there."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(title)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setFixedWidth(150)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.caption)
        self.tiles = QHBoxLayout()
        self.tiles.setSpacing(6)
        row.addLayout(self.tiles)
        row.addStretch(1)
        self.setMinimumHeight(round(DRILL_TILE * TILE_ASPECT) + 44)

    def set_title(self, title: str) -> None:
        """Name the row as its hand will play (the caption follows at the next :meth:`show_tiles`)."""
        self.title = title
        self.setAccessibleName(title)

    def show_tiles(self, buttons: Sequence[QToolButton], tiles: Sequence[Tile]) -> None:
        while self.tiles.count():
            self.tiles.takeAt(0)
        for button in buttons:
            self.tiles.addWidget(button)
        if len(tiles) == 2:
            words = say(hand_words(Hand.of(tiles[0], tiles[1])))
            self.caption.setText(f"<b>{self.title}</b><br>{escape(words)}")
        else:
            need = 2 - len(tiles)
            more = (
                self.tr("needs {0} more").format(need) if need > 0 else self.tr("{0} too many").format(-need)
            )
            count = self.tr("1 tile") if len(tiles) == 1 else self.tr("{0} tiles").format(len(tiles))
            self.caption.setText(self.tr("<b>{0}</b><br>{1}: {2}").format(self.title, count, more))


class TrainerHost(Protocol):
    """What the trainer's pages ask of the window that holds them (:class:`TrainerWindow`)."""

    store: Store
    artwork: SceneArtwork
    settings: Settings
    rng: random.Random
    drill: Drill

    def statusBar(self) -> QStatusBar: ...

    def record_setting(self, tiles: Sequence[Tile], verdict: Verdict, *, assisted: bool) -> DrillResult:
        """Put a drill answer in the drill and, with the drill's new state, in the store."""
        ...

    def record_quiz(self, quiz: Quiz, choice: str, right: bool) -> None:
        """Keep a quiz answer."""
        ...

    def save_drill(self) -> None:
        """Keep the drill's state (a hand added without an answer)."""
        ...

    def answered_changed(self) -> None:
        """An answer was kept: the pages that show figures refresh."""
        ...

    def drill_category(self, category: Category | None) -> None:
        """Drill one kind of hand only (None: every kind)."""
        ...
