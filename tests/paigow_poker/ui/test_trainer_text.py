"""The Pai Gow Poker trainer's words at 1280x800, offscreen: no button or one-line label is cut
short or pushes the window wider, and no text is drawn smaller than the application's font."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.cards import parse_cards
from paigow_desktop.ui.games.paigow_poker.trainer import PokerTrainerWindow
from paigow_desktop.ui.qt_art import SceneArtwork

SLOW = 60_000


def settle() -> None:
    """Handle every event already posted, with no timer."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def plain(text: str) -> str:
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText().replace("&", "")


def cut_short(page: QWidget) -> list[str]:
    """The visible buttons and one-line labels whose words are wider than they are."""
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or widget.width() <= 1:
            continue
        if isinstance(widget, QAbstractButton) and widget.text():
            needed = widget.fontMetrics().horizontalAdvance(plain(widget.text()))
            if needed > widget.width():
                found.append(f"button {widget.text()!r}: {needed} > {widget.width()}")
        elif isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
            needed = widget.fontMetrics().horizontalAdvance(plain(widget.text()))
            if needed > widget.contentsRect().width() + 1:
                found.append(f"label {widget.text()!r}: {needed} > {widget.contentsRect().width()}")
    return found


def small_fonts(page: QWidget) -> list[str]:
    base = QApplication.font().pointSizeF()
    return [
        f"{type(w).__name__} at {w.font().pointSizeF()} pt"
        for w in page.findChildren(QWidget)
        if w.isVisibleTo(page) and 0 < w.font().pointSizeF() < base
    ]


def test_every_tab_reads_in_full_at_1280_by_800(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = PokerTrainerWindow(None, artwork, random.Random(2))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    calculator = window.calculator_page
    calculator.set_cards(parse_cards("Qs Qh Qd 6c 6d Ah 3s"))
    qtbot.waitUntil(lambda: calculator.analysis is not None, timeout=SLOW)
    drill = window.drill_page
    drill.hand.set_picked(drill.cards[:2])
    drill.set_hand()
    qtbot.waitUntil(lambda: drill.answered, timeout=SLOW)
    window.quiz_page.answer_index(0)
    window.show_tab("numbers")
    qtbot.waitUntil(lambda: window.numbers_page.figures is not None, timeout=SLOW)
    for name in window.TABS:
        window.show_tab(name)
        settle()
        page = window.tabs.currentWidget()
        assert page is not None
        assert cut_short(page) == [], name
        # a one-line text too long for the window would widen it (or, in a smaller window, be cut)
        assert window.minimumSizeHint().width() <= 1280 and window.size().toTuple() == (1280, 800), name
        assert small_fonts(page) == [], name
    bar = window.tabs.tabBar()
    assert all(
        bar.tabRect(i).width() >= bar.fontMetrics().horizontalAdvance(plain(bar.tabText(i))) for i in range(4)
    )
    assert bar.tabRect(3).right() < window.width()
