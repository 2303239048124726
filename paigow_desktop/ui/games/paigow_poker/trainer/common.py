"""What the Pai Gow Poker trainer's pages share: card pictures, a row of cards to click, the exact
analysis kept for hands already worked out, the words for a verdict's reason, and what the pages
ask of their window (:class:`PokerTrainerHost`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QStatusBar, QToolButton, QWidget

from paigow_desktop.core.leitner import Leitner
from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow_poker.analysis import PokerAnalysis, analyze
from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.games.paigow_poker.trainer import Reason, SettingVerdict
from paigow_desktop.ui.games.paigow_poker.card_art import card_height, card_kind
from paigow_desktop.ui.games.paigow_poker.words import card_name, cards_shown
from paigow_desktop.ui.memory import give_back_freed_memory
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = [
    "DEFAULT_COMMISSION",
    "GAME_KEY",
    "Answer",
    "CardRow",
    "PokerTrainerHost",
    "analysis_of",
    "card_icon",
    "card_pixmap",
    "per_100",
    "reason_text",
    "strip_pixmap",
]

#: The game's key in the store.
GAME_KEY: Final = "paigow_poker"
#: The commission on winning bets unless the player changes it.
DEFAULT_COMMISSION: Final = Fraction(1, 20)
#: Logical widths of the cards: a hand to set, and the calculator's table rows.
HAND_CARD: Final = 64
ROW_CARD: Final = 22


#: How a picked card stands out: a gold frame.
PICKED_STYLE: Final = (
    "QToolButton { border: 3px solid transparent; border-radius: 6px; padding: 1px; }"
    "QToolButton:checked { border-color: #d4a017; background: #f6e7b0; }"
)


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer for the store: where it was given, the cards shown, the choice and the answer."""

    mode: str  #: "drill" or "quiz"
    shown: str
    chosen: str
    best: str
    correct: bool
    category: str
    given_up: Fraction = Fraction(0)  #: EV per unit bet given up against the best


@lru_cache(maxsize=64)
def _analysis(cards: tuple[Card, ...], bank: bool, commission: Fraction, ez: bool) -> PokerAnalysis:
    return analyze(cards, bank=bank, commission=commission, ez=ez)


def analysis_of(
    cards: Sequence[Card], *, bank: bool = False, commission: Fraction = DEFAULT_COMMISSION, ez: bool = False
) -> PokerAnalysis:
    """The exact analysis of seven cards (slow: call it off the GUI thread); recent ones are kept.
    ``ez``: a player against the house at an EZ Pai Gow table (a banker plays the normal rules)."""
    found = _analysis(tuple(cards), bank, commission, ez and not bank)
    # The analysis's numpy temporaries (MiB) were freed in this worker's arena, which glibc keeps
    give_back_freed_memory()
    return found


def card_pixmap(artwork: SceneArtwork, card: Card, width: int, dpr: float) -> QPixmap:
    """One card drawn by the shared card renderer, ``width`` logical pixels wide."""
    return artwork.card(card_kind(card), round(width * dpr), dpr)


def card_icon(artwork: SceneArtwork, card: Card, width: int, dpr: float) -> QIcon:
    """A card as an icon (for buttons and table cells)."""
    return QIcon(card_pixmap(artwork, card, width, dpr))


def strip_pixmap(artwork: SceneArtwork, cards: Sequence[Card], width: int, dpr: float) -> QPixmap:
    """Cards side by side in one picture, ``width`` logical pixels each, a little apart."""
    gap = max(1, width // 8)
    size = card_size(width)
    strip = QPixmap(round((len(cards) * (width + gap) - gap) * dpr), round(size.height() * dpr))
    strip.setDevicePixelRatio(dpr)
    strip.fill(Qt.GlobalColor.transparent)
    painter = QPainter(strip)
    for index, card in enumerate(cards):
        painter.drawPixmap(index * (width + gap), 0, card_pixmap(artwork, card, width, dpr))
    painter.end()
    return strip


def card_size(width: int) -> QSize:
    """A card's logical size for its logical width."""
    return QSize(width, card_height(width))


def per_100(value: Fraction) -> str:
    """An EV per unit bet as units per 100 bet, signed: ``+62.46``."""
    return f"{float(value) * 100:+.2f}"


class CardRow(QWidget):
    """Cards side by side as buttons; with ``pick`` > 0, clicking checks up to that many of them."""

    picked_changed = Signal()

    def __init__(
        self, artwork: SceneArtwork, width: int, pick: int = 0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.artwork = artwork
        self.width_px = width
        self.pick = pick
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        self.setStyleSheet(PICKED_STYLE)
        self.buttons: list[QToolButton] = []
        self.cards: tuple[Card, ...] = ()

    def show_cards(self, cards: Sequence[Card]) -> None:
        """Show ``cards``, none of them picked."""
        self.cards = tuple(cards)
        for button in self.buttons:
            button.hide()
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons = [self._button(card) for card in self.cards]
        for button in self.buttons:
            self.row.addWidget(button)
        self.draw()

    def _button(self, card: Card) -> QToolButton:
        button = QToolButton()
        button.setCheckable(self.pick > 0)
        button.setAutoRaise(True)
        button.setToolTip(cards_shown((card,)))
        button.setAccessibleName(card_name(card))
        button.toggled.connect(lambda on, b=button: self._toggled(b, on))
        return button

    def draw(self) -> None:
        """Draw the cards again (after a change of theme or screen)."""
        dpr = self.devicePixelRatioF()
        for card, button in zip(self.cards, self.buttons, strict=True):
            button.setIcon(card_icon(self.artwork, card, self.width_px, dpr))
            button.setIconSize(card_size(self.width_px))

    def _toggled(self, button: QToolButton, on: bool) -> None:
        if on and len(self.picked) > self.pick:
            button.setChecked(False)
            return
        self.picked_changed.emit()

    @property
    def picked(self) -> tuple[Card, ...]:
        return tuple(c for c, b in zip(self.cards, self.buttons, strict=True) if b.isChecked())

    def set_picked(self, cards: Sequence[Card]) -> None:
        for card, button in zip(self.cards, self.buttons, strict=True):
            button.setChecked(card in cards)

    def set_locked(self, locked: bool) -> None:
        """Lock the cards against clicks (drawn as they are, not greyed)."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, locked)


#: Why a setting is weaker, a sentence a reason ({0}: the best setting's low cards).
_REASONS: Final = {
    Reason.FOUL: QT_TRANSLATE_NOOP(
        "PokerAdvice", "A foul: the low hand ranks above the high hand, so the bet is lost."
    ),
    Reason.SPLIT_PAIRS: QT_TRANSLATE_NOOP(
        "PokerAdvice", "Split the two pairs: the lower pair in the low hand ({0})."
    ),
    Reason.KEEP_PAIRS: QT_TRANSLATE_NOOP(
        "PokerAdvice", "Keep the pairs together in the high hand; play {0} low."
    ),
    Reason.GAVE_UP_STRAIGHT_OR_FLUSH: QT_TRANSLATE_NOOP(
        "PokerAdvice", "Keep the straight or flush in the high hand; play {0} low."
    ),
    Reason.PLAYED_STRAIGHT_OR_FLUSH: QT_TRANSLATE_NOOP(
        "PokerAdvice", "Give up the straight or flush for a stronger low hand: {0}."
    ),
    Reason.WEAKER_LOW: QT_TRANSLATE_NOOP(
        "PokerAdvice", "A high hand of the same kind leaves a stronger low hand: {0}."
    ),
    Reason.WEAKER_HIGH: QT_TRANSLATE_NOOP(
        "PokerAdvice", "A stronger high hand of the same kind was there, with a low hand as good."
    ),
    Reason.HIGH_FOR_LOW: QT_TRANSLATE_NOOP(
        "PokerAdvice",
        "A stronger high hand of the same kind is worth more than the weaker low hand it leaves ({0}).",
    ),
    Reason.OTHER: QT_TRANSLATE_NOOP("PokerAdvice", "Setting {0} low is worth more on average."),
}


def reason_text(reason: Reason, verdict: SettingVerdict) -> str:
    """One plain sentence for why a setting is weaker than the best."""
    low = cards_shown(verdict.best.setting.low)
    return QCoreApplication.translate("PokerAdvice", _REASONS[reason]).format(low)


class PokerTrainerHost(Protocol):
    """What the pages ask of the window that holds them."""

    artwork: SceneArtwork
    rng: random.Random
    drill: Leitner

    def statusBar(self) -> QStatusBar: ...

    def record_answer(self, answer: Answer) -> None:
        """Keep one answer in the store (a drill answer with the drill's state)."""
        ...
