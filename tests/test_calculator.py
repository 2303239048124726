"""The trainer's calculator: the numbers are exactly analyze()'s and the command line's, errors are named."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from settings_helpers import table_settings

from paigow_desktop.core.shares import percent_texts
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow.strategy import Analysis, analyze
from paigow_desktop.storage import Settings, Store
from paigow_desktop.tiles.tile import KINDS, Tile, parse_tiles
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.trainer import CalculatorPage, TrainerWindow
from paigow_desktop.ui.qt_art import SceneArtwork

ROOT = Path(__file__).resolve().parent.parent


def calculator(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, settings: Settings | None = None
) -> CalculatorPage:
    window = TrainerWindow(store, artwork, settings or Settings(), random.Random(1))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_tab("calculator")
    return window.calculator_page


def type_in(page: CalculatorPage, hand: str, seen: str = "") -> None:
    for edit, text in ((page.hand_edit, hand), (page.seen_edit, seen)):
        edit.clear()
        edit.setFocus()
        QTest.keyClicks(edit, text)


def expected_rows(analysis: Analysis) -> list[list[str]]:
    """What the panel must show for an analysis: names, shares and EV, with the marks; the best
    setting first, then down by EV."""
    rows = []
    for entry in sorted(analysis.settings, key=lambda e: e.ev, reverse=True):
        o = entry.outcomes
        rows.append(
            [
                entry.setting.low.name,
                entry.setting.high.name,
                *percent_texts((o.win, o.push, o.loss)),
                f"{entry.ev * 100:+.2f}",
            ]
        )
    return rows


def shown(page: CalculatorPage) -> list[list[str]]:
    return [row[:6] for row in page.row_texts()]


def exact_counts(page: CalculatorPage) -> list[str]:
    table = page.panel.table
    return [table.item(r, 2).toolTip().split(": ", 1)[1] for r in range(table.rowCount())]


def cli_json(hand: str, seen: str, commission: str, *, bank: bool) -> dict[str, Any]:
    command = [sys.executable, "-m", "paigow_desktop", "analyze", *hand.split(), "--commission", commission]
    if seen:
        command += ["--seen", *seen.split()]
    if bank:
        command.append("--bank")
    done = subprocess.run(
        [*command, "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


HAND = "6-6 5-4 3-1 2-1"
SEEN = "6-6 4-4 1-1 4-2"


def test_typed_tiles_show_exactly_the_analysis(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    page = calculator(qtbot, store, artwork)
    type_in(page, HAND, SEEN)
    analysis = analyze(parse_tiles(HAND), seen=parse_tiles(SEEN), commission=PaiGowOptions().commission)
    assert page.analysis == analysis
    assert shown(page) == expected_rows(analysis)
    assert sorted(page.panel.rows, key=str) == sorted(analysis.settings, key=str)
    assert page.panel.rows[0].best and [e.ev for e in page.panel.rows] == sorted(
        (e.ev for e in analysis.settings), reverse=True
    )
    for row, entry in zip(page.row_texts(), page.panel.rows, strict=True):
        assert ("★ best" in row[6]) == entry.best and ("house way" in row[6]) == entry.house_way
    assert exact_counts(page) == [
        f"wins {o.win:,}, pushes {o.push:,}, loses {o.loss:,} of {o.hands:,}"
        for o in (e.outcomes for e in page.panel.rows)
    ]
    assert f"{analysis.dealer_hands:,} possible hands" in page.panel.heading.text()
    assert page.error_label.isHidden()
    assert "paigow-desktop analyze 6-6 5-4 3-1 2-1 --seen 6-6 4-4 1-1 4-2" in page.command_label.text()


@pytest.mark.parametrize("bank", [False, True])
def test_the_numbers_agree_with_the_command_line(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, bank: bool
) -> None:
    settings = table_settings(commission="0.04")
    page = calculator(qtbot, store, artwork, settings)
    type_in(page, HAND, SEEN)
    if bank:
        qtbot.mouseClick(page.banker_side, Qt.MouseButton.LeftButton)
    assert page.bank is bank
    cli = cli_json(HAND, SEEN, options_of(settings).commission, bank=bank)
    assert cli["bank"] is bank and cli["commission"] == 0.04 and cli["seen"] == SEEN.split()
    rows = shown(page)
    assert len(rows) == len(cli["settings"])
    counts = exact_counts(page)
    by_ev = sorted(cli["settings"], key=lambda entry: entry["ev"], reverse=True)  # the table's order
    for row, count, entry in zip(rows, counts, by_ev, strict=True):
        hands = entry["win"] + entry["push"] + entry["loss"]
        assert hands == cli["dealer_hands"]
        assert row == [
            entry["low_name"],
            entry["high_name"],
            *percent_texts((entry["win"], entry["push"], entry["loss"])),
            f"{entry['ev'] * 100:+.2f}",
        ]
        assert (
            count == f"wins {entry['win']:,}, pushes {entry['push']:,}, loses {entry['loss']:,} of {hands:,}"
        )
    assert page.analysis is not None and page.analysis.bank is bank
    assert "(commission 4%)" in page.panel.heading.text()  # as the settings write it


def test_the_banker_side_flips_to_bank_numbers(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    page = calculator(qtbot, store, artwork)
    type_in(page, "4-4 5-5 6-2 3-2")
    tiles = parse_tiles("4-4 5-5 6-2 3-2")
    player, banker = analyze(tiles), analyze(tiles, bank=True)
    assert shown(page) == expected_rows(player)
    qtbot.mouseClick(page.banker_side, Qt.MouseButton.LeftButton)
    assert shown(page) == expected_rows(banker) != expected_rows(player)
    assert "banking against a house-way player" in page.panel.heading.text()
    qtbot.mouseClick(page.player_side, Qt.MouseButton.LeftButton)
    assert shown(page) == expected_rows(player)


@pytest.mark.parametrize(
    ("hand", "seen", "token", "field"),
    [
        ("6-6 7-7 3-1 2-1", "", "7-7", "Hand"),
        ("6-6 5-4 x1 2-1", "", "x1", "Hand"),
        ("5-4 5-4 3-1 2-1", "", "5-4", "Hand"),  # the set has one 5-4
        ("6-6 5-4 3-1 2-1", "4-4 0-0", "0-0", "Seen"),
        ("6-6 5-4 3-1 2-1", "6-6 6-6", "6-6", "Hand and seen"),  # three Teen tiles in all
        ("6-6 5-4 3-1 2-1 1-1", "", "1-1", "Hand"),  # five tiles
    ],
)
def test_a_bad_token_is_named_inline(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, hand: str, seen: str, token: str, field: str
) -> None:
    page = calculator(qtbot, store, artwork)
    type_in(page, hand, seen)  # pytest-qt fails the test on any exception raised inside Qt
    assert page.error_label.isVisible()
    message = page.error_label.text()
    assert message.startswith(f"{field}") and token in message
    assert "Traceback" not in message
    assert page.analysis is None and page.panel.table.rowCount() == 0
    # The figures' place points to the red words, not "4 tiles so far: a hand is four tiles."
    assert page.panel.heading.text() == "No figures until the tiles above are mended."
    type_in(page, HAND)  # mended: the error goes
    assert page.error_label.isHidden() and page.panel.table.rowCount() > 0


def test_tile_errors_are_said_in_the_interface_language(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert isinstance(app, QApplication) and install_translator(app, "zh_TW")
    try:
        page = calculator(qtbot, store, artwork)
        type_in(page, "6-6 5-4 3-1 9-9")
        assert page.error_label.text() == "手牌：不是牌：'9-9'（請寫成 6-6 或 66）"
        type_in(page, "6-6 5-4 3-1 2-1", "6-6 6-6")
        assert "6-6 太多了" in page.error_label.text() and "too many" not in page.error_label.text()
    finally:
        remove_translators(app)


def test_fewer_than_four_tiles_ask_for_more(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    page = calculator(qtbot, store, artwork)
    type_in(page, "6-6 5-4")
    assert page.error_label.isHidden() and page.analysis is None
    assert "2 tiles so far" in page.panel.heading.text()


def test_palette_clicks_build_the_same_hand_as_typing(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    page = calculator(qtbot, store, artwork)
    assert len(page.palette_buttons) == len(KINDS) == 21
    for text in HAND.split():
        qtbot.mouseClick(page.palette_buttons[Tile.parse(text)], Qt.MouseButton.LeftButton)
    assert page.hand_edit.text() == HAND
    assert page.to_seen.isChecked()  # a full hand: the next clicks are seen tiles
    for text in ("4-4", "1-1"):
        qtbot.mouseClick(page.palette_buttons[Tile.parse(text)], Qt.MouseButton.LeftButton)
    assert page.seen_edit.text() == "4-4 1-1"
    clicked = shown(page)

    other = calculator(qtbot, store, artwork)
    type_in(other, HAND, "4-4 1-1")
    assert clicked == shown(other) == expected_rows(analyze(parse_tiles(HAND), seen=parse_tiles("4-4 1-1")))

    qtbot.mouseClick(page.to_hand, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.palette_buttons[Tile.parse("2-2")], Qt.MouseButton.LeftButton)
    assert page.hand_edit.text() == HAND  # the hand is full: nothing added
    assert "four tiles" in page.error_label.text()


def test_used_up_tiles_are_disabled(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    page = calculator(qtbot, store, artwork)
    assert all(button.isEnabled() for button in page.palette_buttons.values())
    type_in(page, HAND)
    disabled = {str(t) for t, b in page.palette_buttons.items() if not b.isEnabled()}
    assert disabled == {"5-4", "2-1"}  # one of each in the set; 6-6 and 3-1 have a second copy
    type_in(page, HAND, "6-6 3-1 x")  # seen tiles count too; a bad token counts for nothing
    disabled = {str(t) for t, b in page.palette_buttons.items() if not b.isEnabled()}
    assert disabled == {"5-4", "2-1", "6-6", "3-1"}
    page.hand_edit.clear()
    page.seen_edit.clear()
    assert all(button.isEnabled() for button in page.palette_buttons.values())
