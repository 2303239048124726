"""Pai Gow Poker's statistics window: Game › Statistics (Ctrl+I) shows this game's rounds only."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from paigow_desktop.core.money import format_cents
from paigow_desktop.storage import AppData
from paigow_desktop.ui.games.paigow_poker.controller import PokerOutcome
from paigow_desktop.ui.games.paigow_poker.stats_window import PokerStatsDialog, played_rounds
from tests.paigow_poker.ui.helpers import app_data, play_house_way, poker_table


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    yield from app_data(tmp_path)


def test_the_window_counts_this_games_rounds_and_not_the_others(qtbot: QtBot, data: AppData) -> None:
    other = data.store.begin_round("paigow", 7, 500, place=3)  # a Pai Gow round: not counted
    data.store.finish_round(other, {"banker": 0}, PokerOutcome(3, 500, 475, 25, "win"))
    window = poker_table(qtbot, data)
    c = window.controller
    nets = []
    banked = 0
    for _ in range(6):  # place 4's turn to bank comes in round 6
        mine = c.bank_offered()
        play_house_way(window, take_bank=mine)
        banked += mine
        assert c.settlement is not None
        nets.append(c.settlement.place(c.me).net_cents)
    assert banked == 1
    window.statistics_action.trigger()
    dialog = window.statistics
    assert isinstance(dialog, PokerStatsDialog) and dialog.isVisible()
    s = dialog.stats
    assert s.rounds == 6 and s.net_cents == sum(nets) and s.banked == 1
    assert s.banker_net_cents == nets[-1] and s.wins + s.pushes + s.losses == 5
    assert dialog.values["rounds"].text() == "6" and dialog.values["net"].text() == format_cents(sum(nets))
    assert dialog.table.rowCount() == 6 and dialog.table.item(0, 3).text() == "Bank"
    assert "Ctrl+I" in window.statistics_action.shortcut().toString()
    play_house_way(window)  # the open window follows the table
    assert dialog.stats.rounds == 7


def test_no_rounds_yet_says_so(qtbot: QtBot, data: AppData) -> None:
    dialog = PokerStatsDialog(data.store, format_cents)
    qtbot.addWidget(dialog)
    assert dialog.stats.rounds == 0 and "No Pai Gow Poker hands" in dialog.note.text()
    assert played_rounds(data.store) == ([], 0)


def test_export_writes_this_games_rounds_and_not_the_others(
    qtbot: QtBot, data: AppData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = data.store.begin_round("paigow", 7, 500, place=3)  # a Pai Gow round: not exported here
    data.store.finish_round(other, {"banker": 0}, PokerOutcome(3, 500, 475, 25, "win"))
    window = poker_table(qtbot, data)
    for _ in range(2):
        play_house_way(window)
    window.statistics_action.trigger()
    dialog = window.statistics
    assert isinstance(dialog, PokerStatsDialog) and dialog.export_button.isVisible()
    target = tmp_path / "poker"  # no suffix: .csv is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    with target.with_suffix(".csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [r["game"] for r in rows] == ["paigow_poker", "paigow_poker"]
    assert all(r["state"] == "settled" for r in rows)
    assert "Exported 2 rounds" in dialog.status.text()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert dialog.export_csv() is None  # cancelled: nothing said
    assert "Exported 2 rounds" in dialog.status.text()


def test_what_a_setting_gave_up_is_recorded_and_shown_and_fouls_are_not(qtbot: QtBot, data: AppData) -> None:
    window = poker_table(qtbot, data)
    with qtbot.waitSignal(window.advice.advisor.verdict_ready, timeout=60_000) as got:
        play_house_way(window)
    given_up = float(got.args[0].given_up)
    recorded = data.store.rounds(limit=1, game="paigow_poker")[0]
    assert recorded.history is not None and recorded.history["ev_given_up"] == given_up
    assert recorded.history["hands"][str(window.controller.me)]["dealt"]  # the seven cards as dealt
    # A hand from before the figure was recorded reads back without it.
    older = data.store.begin_round("paigow_poker", 77, 1000, place=4)
    data.store.finish_round(
        older,
        {"banker": 0, "hands": {"4": {"high": "Ah Kh Qd Jc 9s", "low": "3c 2d", "foul": False}}},
        PokerOutcome(4, 1000, -1000, 0, "loss"),
    )
    window.statistics_action.trigger()
    dialog = window.statistics
    assert isinstance(dialog, PokerStatsDialog)
    assert "fouls" not in dialog.values  # fouls are refused: the figure could never move
    assert dialog.stats.weighed == 1 and dialog.stats.given_up == pytest.approx(given_up)
    assert dialog.values["ev"].text() == f"{given_up:.2f} bets in all, {given_up * 100:.2f} per 100 hands"
    headers = [dialog.table.horizontalHeaderItem(i).text() for i in range(dialog.table.columnCount())]
    setting, gave = headers.index("Your setting (two-card / five-card)"), headers.index("Given up per 100")
    assert dialog.table.item(0, setting).text() == "3c 2d / Ah Kh Qd Jc 9s"
    assert dialog.table.item(0, gave).text() == "—"  # the older hand: not weighed
    newest = dialog.table.item(1, gave).text()
    assert newest == ("best" if given_up * 100 < 0.005 else f"{given_up * 100:.2f}")
    assert "1 of 2 hands were weighed" in dialog.note.text()


def test_the_open_window_shows_a_hands_figure_when_it_comes(qtbot: QtBot, data: AppData) -> None:
    window = poker_table(qtbot, data)
    window.statistics_action.trigger()
    dialog = window.statistics
    assert isinstance(dialog, PokerStatsDialog) and dialog.values["ev"].text() == "—"
    with qtbot.waitSignal(window.controller.hand_weighed, timeout=60_000):
        play_house_way(window)
    assert dialog.stats.rounds == dialog.stats.weighed == 1 and "per 100 hands" in dialog.values["ev"].text()
