"""The Strategy card window shows the shipped cards line by line, with tiles, in both languages."""

from __future__ import annotations

import unicodedata

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow.card import LENGTHS, shipped
from paigow_desktop.ui.games.paigow.strategy_card_window import StrategyCardWindow
from paigow_desktop.ui.i18n import install_translator, remove_translators
from paigow_desktop.ui.names import say
from paigow_desktop.ui.qt_art import SceneArtwork


def texts(window: StrategyCardWindow, column: int) -> list[str]:
    found = []
    for row in range(1, window.grid.rowCount()):
        item = window.grid.itemAtPosition(row, column)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QLabel):
            found.append(widget.text())
    return found


def pictures(window: StrategyCardWindow) -> list[int]:
    """How many tile pictures each line's example shows."""
    counts = []
    for row in range(1, window.grid.rowCount()):
        item = window.grid.itemAtPosition(row, 2)
        widget = item.widget() if item is not None else None
        if widget is not None:
            counts.append(sum(1 for label in widget.findChildren(QLabel) if not label.pixmap().isNull()))
    return counts


def test_every_card_is_shown_line_by_line_with_its_tiles(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = StrategyCardWindow(artwork)
    qtbot.addWidget(window)
    for length_index, length in enumerate(LENGTHS):
        window.length.setCurrentIndex(length_index)
        for kind_index, standalone in enumerate((False, True)):
            window.kind.setCurrentIndex(kind_index)
            for side_index, bank in enumerate((False, True)):
                window.side.setCurrentIndex(side_index)
                card = shipped(length, standalone=standalone, bank=bank)
                assert window.current == card
                assert texts(window, 1) == [say(line.text) for line in card.card.lines]
                assert pictures(window) == [4] * len(card.card.lines)
                # Nothing of the card shown before is left on the page.
                page = window.area.widget()
                shown = [label for label in page.findChildren(QLabel) if not label.pixmap().isNull()]
                assert len(shown) == 4 * len(card.card.lines)
                edge = card.edge_banker if bank else card.edge_player
                # Said as what you can expect, signed: a banker's gain never reads "you lose -0.096%".
                assert f"you can expect {-edge * 100:+.3f}% per unit bet" in window.summary.text()
                shares = texts(window, 4)
                assert shares == [f"{r.share * 100:.1f}%" for r in card.reports]


def test_the_window_speaks_chinese(qtbot: QtBot, qapp: QApplication, artwork: SceneArtwork) -> None:
    assert install_translator(qapp, "zh_TW")
    try:
        window = StrategyCardWindow(artwork)
        qtbot.addWidget(window)
        lines = texts(window, 1)
        assert lines and all(any(unicodedata.name(c, "").startswith("CJK") for c in line) for line in lines)
        assert any(unicodedata.name(c, "").startswith("CJK") for c in window.windowTitle())
    finally:
        remove_translators(qapp)


def test_the_trainer_menu_opens_the_strategy_card(qtbot: QtBot) -> None:
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.timings import Speed

    window = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1100, 760)))
    qtbot.addWidget(window)
    trainer_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Trainer")
    assert window.card_action in trainer_menu.actions()
    window.card_action.trigger()
    card = window.card_window
    assert card is not None and card.isVisible()
    window.card_action.trigger()
    assert window.card_window is card  # one window, reused
