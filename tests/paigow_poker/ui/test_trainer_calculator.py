"""The Pai Gow Poker trainer's calculator, offscreen: its counts are the exact analysis's (and the
one-by-one counts of the fixture), worked out in a worker thread while the GUI goes on."""

from __future__ import annotations

import json
import random
import threading
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.analysis import DEALER_HANDS, analyze
from paigow_desktop.games.paigow_poker.cards import format_cards, parse_cards
from paigow_desktop.storage import Store
from paigow_desktop.ui.games.paigow_poker.trainer import PokerTrainerWindow
from paigow_desktop.ui.games.paigow_poker.trainer import calculator as calculator_module
from paigow_desktop.ui.games.paigow_poker.trainer.calculator import COUNT_ROLE, SETTINGS_ROLE, CalculatorPage
from paigow_desktop.ui.games.paigow_poker.trainer.common import analysis_of
from paigow_desktop.ui.games.paigow_poker.words import cards_shown
from paigow_desktop.ui.qt_art import SceneArtwork

HAND = "As Kd JK 7c 7d 3h 2s"
FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "poker_counts.json"
#: Generous: the first analysis loads the dealer table, and the machine is shared.
SLOW = 60_000


def open_window(qtbot: QtBot, artwork: SceneArtwork, store: Store | None = None) -> PokerTrainerWindow:
    window = PokerTrainerWindow(store, artwork, random.Random(3))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def counted(qtbot: QtBot, page: CalculatorPage) -> None:
    qtbot.waitUntil(lambda: page.analysis is not None and not page.background.busy, timeout=SLOW)


def table_counts(page: CalculatorPage) -> dict[str, dict[str, Any]]:
    """Each setting's counts, EV and notes as the table shows them, by its low cards: a row
    stands for every setting that makes its two hands (the first is the one its cards show)."""
    rows: dict[str, dict[str, Any]] = {}
    table = page.table
    for row in range(table.rowCount()):
        cells = [table.item(row, column) for column in range(table.columnCount())]
        assert all(cell is not None for cell in cells)
        splits = cells[0].data(SETTINGS_ROLE)  # type: ignore[union-attr]
        assert splits[0] == (cells[0].toolTip(), cells[1].toolTip())  # type: ignore[union-attr]
        for high, low in splits:
            assert low not in rows  # each setting in one row only
            rows[low] = {
                "win": cells[4].data(COUNT_ROLE),  # type: ignore[union-attr]
                "push": cells[5].data(COUNT_ROLE),  # type: ignore[union-attr]
                "loss": cells[6].data(COUNT_ROLE),  # type: ignore[union-attr]
                "ev": cells[7].text(),  # type: ignore[union-attr]
                "notes": cells[8].text(),  # type: ignore[union-attr]
                "high": high,
                "row": row,
            }
    return rows


def test_the_table_shows_the_exact_analysis(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    page.set_cards(parse_cards(HAND))
    counted(qtbot, page)
    expected = analyze(parse_cards(HAND))
    shown = table_counts(page)
    assert len(shown) == len(expected.settings) == 20  # every setting, each in one row
    # Settings that make the same two hands are one row: 11 different pairs of hands here.
    assert page.table.rowCount() == len(
        {(s.setting.high_value, s.setting.low_value) for s in expected.settings}
    )
    assert page.table.rowCount() == 11
    for s in expected.settings:
        row = shown[cards_shown(s.setting.low)]
        assert (row["win"], row["push"], row["loss"]) == (s.win, s.push, s.loss)
        assert row["high"] == cards_shown(s.setting.high)
        assert row["ev"] == f"{float(s.ev) * 100:+.2f}"
        if s.best:
            assert "Best" in row["notes"]
        if s.house_way:  # the house way's cards are the ones its row shows
            assert "House way" in row["notes"]
            assert page.table.item(row["row"], 1).toolTip() == cards_shown(s.setting.low)  # type: ignore[union-attr]
        ways = sum(other["row"] == row["row"] for other in shown.values())
        assert (f"{ways} ways" in row["notes"]) == (ways > 1)
    first = page.table.item(0, 8)
    assert first is not None and "Best" in first.text()  # best first
    assert "20 settings, 11 different pairs of hands" in page.status.text()
    # The hands' names in the cells are capitalised, as at the table ("pair of kings" was not).
    for row in range(page.table.rowCount()):
        for column in (2, 3):
            cell = page.table.item(row, column)
            assert cell is not None
            assert cell.text()[:1].isupper() or cell.text()[:1].isdigit(), cell.text()  # "A-7", "9-high"


def test_a_hand_typed_in_agrees_with_the_counts_made_one_by_one(qtbot: QtBot, artwork: SceneArtwork) -> None:
    fixture = json.loads(FIXTURE.read_text())
    hand = sorted(fixture)[0]
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    QTest.keyClicks(page.entry, hand)
    counted(qtbot, page)
    assert page.cards == parse_cards(hand)
    shown = table_counts(page)
    # The fixture keeps the low cards as codes ("4h 2d"); the table shows them as faces ("4♥ 2♦").
    wanted = {cards_shown(parse_cards(low)): counts for low, counts in fixture[hand].items()}
    assert {low: {k: row[k] for k in ("win", "push", "loss")} for low, row in shown.items()} == wanted
    assert all(sum((row["win"], row["push"], row["loss"])) == DEALER_HANDS for row in shown.values())


def test_the_counting_runs_in_a_worker_thread_and_shows_it_is_busy(
    qtbot: QtBot, artwork: SceneArtwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    real = analysis_of

    def spy(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(calculator_module, "analysis_of", spy)
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    page.set_cards(parse_cards("Kc Kd 9s 9h 4c 4d Ah"))
    assert page.analysis is None  # set_cards came back before the answer
    assert page.progress.isVisibleTo(page)
    assert "Counting" in page.status.text()
    counted(qtbot, page)
    assert not page.progress.isVisibleTo(page)
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_the_banker_side_and_the_commission_count_again(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    page.set_cards(parse_cards(HAND))
    counted(qtbot, page)
    page.side.setCurrentIndex(1)
    qtbot.waitUntil(lambda: page.analysis is not None and page.analysis.bank, timeout=SLOW)
    banker = analyze(parse_cards(HAND), bank=True)
    shown = table_counts(page)
    assert all(shown[cards_shown(s.setting.low)]["win"] == s.win for s in banker.settings)
    assert "banker" in page.status.text()
    page.commission_box.setValue(0.0)
    qtbot.waitUntil(lambda: page.analysis is not None and page.analysis.commission == 0, timeout=SLOW)
    best = page.analysis.best if page.analysis is not None else None
    assert best is not None and best.ev == Fraction(best.win - best.loss, DEALER_HANDS)


def test_the_picker_adds_and_removes_cards_and_keeps_to_seven(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    cards = parse_cards("As Kd JK 7c 7d 3h 2s 9c")
    for card in cards:
        QTest.mouseClick(page.picker.buttons[card], Qt.MouseButton.LeftButton)
    assert page.cards == cards[:7]
    assert page.entry.text() == format_cards(cards[:7])
    assert not page.picker.buttons[cards[7]].isChecked()
    assert "Seven cards already" in page.status.text()
    QTest.mouseClick(page.picker.buttons[cards[0]], Qt.MouseButton.LeftButton)
    assert page.cards == cards[1:7]
    assert not page.picker.buttons[cards[0]].isChecked()
    assert page.table.rowCount() == 0 and page.status.text() == "Pick 1 more card."
    qtbot.waitUntil(lambda: not page.background.busy, timeout=SLOW)


def test_cards_that_are_not_cards_are_said_so(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    QTest.keyClicks(page.entry, "As As")
    assert "Not yet" in page.status.text() and "twice" in page.status.text()
    assert page.analysis is None and not page.background.busy


def test_a_bad_card_clears_the_figures_of_the_cards_before(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork)
    page = window.calculator_page
    page.set_cards(parse_cards(HAND))
    counted(qtbot, page)
    assert page.table.rowCount() > 0
    page.entry.setFocus()
    page.entry.end(False)
    QTest.keyClicks(page.entry, " Xx")
    assert page.status.text() == "Not yet: 'Xx' is not a card (write it as As, Td, 9h or JK)"
    assert page.analysis is None and page.table.rowCount() == 0 and not page.background.busy
    # Another side counts nothing while the field does not read: it counted the cards before.
    page.side.setCurrentIndex(1 - page.side.currentIndex())
    assert page.status.text() == "Not yet: 'Xx' is not a card (write it as As, Td, 9h or JK)"
    assert page.analysis is None and not page.background.busy
    page.entry.backspace()
    page.entry.backspace()
    page.entry.backspace()
    counted(qtbot, page)  # the field reads again: the cards are counted from the new side
    assert page.analysis is not None and page.analysis.bank == page.bank
    # Cards picked (or cleared) after a bad field: the field is written anew, nothing stale.
    QTest.keyClicks(page.entry, " Xx")
    page.set_cards(())
    QTest.mouseClick(page.picker.buttons[parse_cards("Kd")[0]], Qt.MouseButton.LeftButton)
    assert page.status.text() == "Pick 6 more cards."


def test_card_errors_are_said_in_the_interface_language(qtbot: QtBot, artwork: SceneArtwork) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert isinstance(app, QApplication) and install_translator(app, "zh_TW")
    try:
        window = open_window(qtbot, artwork)
        page = window.calculator_page
        QTest.keyClicks(page.entry, "As Xx")
        assert "'Xx' 不是一張牌" in page.status.text() and "is not a card" not in page.status.text()
        page.entry.selectAll()
        QTest.keyClicks(page.entry, "As As")
        assert "As 出現了兩次" in page.status.text()
    finally:
        remove_translators(app)


def test_a_new_theme_draws_the_cards_again(qtbot: QtBot) -> None:
    from paigow_desktop.ui.art import Theme, TileArt

    own = SceneArtwork(TileArt(), Theme.CASINO)
    window = open_window(qtbot, own)
    button = window.calculator_page.picker.buttons[parse_cards("As")[0]]
    hand = window.drill_page.hand.buttons[0]
    before = (button.icon().pixmap(8, 8).toImage(), hand.icon().pixmap(8, 8).toImage())
    other = next(theme for theme in Theme if theme is not Theme.CASINO)
    own.set_theme(other)
    window.refresh_artwork()
    after = (button.icon().pixmap(8, 8).toImage(), hand.icon().pixmap(8, 8).toImage())
    assert before[0] != after[0] and before[1] != after[1]
