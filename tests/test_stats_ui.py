"""The statistics dialog and its chart (offscreen), on rounds played at the table (the settings
dialog's tests are in test_settings_dialog.py)."""

from __future__ import annotations

import csv
import itertools
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from paigow_desktop import storage
from paigow_desktop.core.money import format_cents as money
from paigow_desktop.games.paigow.round import PlaceSettlement
from paigow_desktop.games.paigow.setting import BetResult
from paigow_desktop.games.paigow.strategy import analyze
from paigow_desktop.storage import Store
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.chart import LineChart, axis_label_format, nice_ticks
from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog, ev_given_up, history_ev_given_up
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed

BETS = (1000, 2500, 500, 5000, 1000, 2000)


@pytest.fixture
def data(tmp_path: Path) -> Iterator[storage.AppData]:
    opened = storage.open_app_data(tmp_path / "data")
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot: QtBot, data: storage.AppData) -> Iterator[PaiGowWindow]:
    win = build_table(AppOptions(seed=2468, speed=Speed.INSTANT, size=(1280, 800)), data)
    qtbot.addWidget(win)
    yield win
    win.close()


def play(window: PaiGowWindow, bet: int, *, worst: bool = False) -> None:
    """One whole round at the table: deal, set (by the house way, or the worst way), confirm."""
    controller = window.controller
    assert controller.new_round(bet)
    assert controller.stage is Stage.SETTING
    if worst:
        low, high = window.scene.player_hands()
        analysis = analyze([*low, *high], commission=controller.session.rules.commission)
        bad = min(analysis.settings, key=lambda e: e.ev).setting
        window.scene.arrange(bad.low.tiles, bad.high.tiles)
    else:
        controller.set_house_way()
    assert controller.confirm()


def play_rounds(window: PaiGowWindow, bets: tuple[int, ...] = BETS) -> None:
    for index, bet in enumerate(bets):
        play(window, bet, worst=index % 3 == 1)


def dialog_for(
    window: PaiGowWindow, data: storage.AppData, replays: list[int] | None = None
) -> StatisticsDialog:
    calls = replays if replays is not None else []
    return StatisticsDialog(data.store, money, lambda seed, _banker: calls.append(seed), window)


# ------------------------------------------------------------------ the numbers


def test_no_win_yet_is_none_not_a_win_of_nothing(window: PaiGowWindow, data: storage.AppData) -> None:
    dialog = dialog_for(window, data)
    assert data.store.statistics().rounds == 0
    assert dialog.values["largest_win"].text() == "none" == dialog.values["largest_loss"].text()


def test_the_dialog_shows_what_the_store_counts(window: PaiGowWindow, data: storage.AppData) -> None:
    play_rounds(window)
    dialog = dialog_for(window, data)
    stats = data.store.statistics()
    assert stats.rounds == len(BETS)
    v = {key: label.text() for key, label in dialog.values.items()}
    assert v["rounds"] == str(stats.rounds)
    assert v["results"] == f"{stats.wins} / {stats.pushes} / {stats.losses}"
    assert stats.wins + stats.pushes + stats.losses == stats.rounds
    assert v["net"] == money(stats.net_cents)
    for key, cents in (("largest_win", stats.largest_win_cents), ("largest_loss", stats.largest_loss_cents)):
        assert v[key] == (money(cents) if cents > 0 else "none"), key  # these rounds won nothing
    assert v["commission"] == money(stats.commission_paid_cents)
    assert v["bankroll"] == money(data.store.bankroll_cents())
    assert v["refunded"] == "none"
    # The bankroll moved by exactly the net of the rounds played.
    assert data.store.bankroll_cents() == data.settings.starting_bankroll_cents + stats.net_cents

    # The hand history: one row per round, newest first, with its deal number, bet and net.
    rows = data.store.rounds()
    assert dialog.table.rowCount() == len(rows) == len(BETS)
    for index, row in enumerate(rows):
        cells = [dialog.table.item(index, c).text() for c in range(dialog.table.columnCount())]
        assert cells[1] == f"#{row.seed}"
        assert cells[2] == money(row.bet_cents)
        assert row.result is not None and cells[3] == row.result.capitalize()
        assert row.net_cents is not None and cells[4] == money(row.net_cents)
    assert [r.bet_cents for r in reversed(rows)] == list(BETS)


def test_the_history_says_how_each_hand_was_set_and_what_it_gave_up(
    window: PaiGowWindow, data: storage.AppData
) -> None:
    """A learner looking for the hands they set badly had to replay each round to see it."""
    play(window, 1000)  # by the house way
    play(window, 1000, worst=True)
    dialog = dialog_for(window, data)
    worst_row, house_row = data.store.rounds()
    header = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    setting_column, given_up_column = (
        header.index("Your setting (low / high)"),
        header.index("Given up per 100"),
    )
    for index, row in enumerate((worst_row, house_row)):
        assert row.history is not None
        setting = row.history["settings"][str(row.history["place"])]["setting"]
        assert dialog.table.item(index, setting_column).text() == setting
        given_up = row.history["ev_given_up"] * 100
        shown = dialog.table.item(index, given_up_column).text()
        assert shown == (f"{given_up:.2f}" if given_up >= 0.005 else "best")
    assert float(dialog.table.item(0, given_up_column).text()) > 0  # the worst setting gave up


def test_the_dialog_refreshes_after_more_rounds(window: PaiGowWindow, data: storage.AppData) -> None:
    play(window, 1000)
    dialog = dialog_for(window, data)
    assert dialog.values["rounds"].text() == "1"
    play(window, 1500)
    play(window, 1500)
    dialog.refresh()
    assert dialog.values["rounds"].text() == "3"
    assert dialog.table.rowCount() == 3
    # Shown again after more play, it reads the store again by itself.
    dialog.show()
    dialog.hide()
    play(window, 1500)
    dialog.show()
    assert dialog.values["rounds"].text() == "4"
    assert dialog.table.rowCount() == 4
    dialog.close()


def test_ev_given_up_sums_what_the_histories_hold(window: PaiGowWindow, data: storage.AppData) -> None:
    play_rounds(window)
    histories = [row.history for row in data.store.rounds(limit=100)]
    assert all(h is not None and "ev_given_up" in h for h in histories)
    expected = sum(float(h["ev_given_up"]) for h in histories if h is not None)
    assert expected > 0  # two rounds were set the worst way
    dialog = dialog_for(window, data)
    assert dialog.ev.total == pytest.approx(expected)
    assert dialog.ev.hands == len(BETS)
    assert dialog.ev.per_100 == pytest.approx(expected / len(BETS) * 100)
    assert dialog.values["ev"].text() == (
        f"{expected:.2f} bets in all, {expected / len(BETS) * 100:.2f} per 100 hands"
    )


def test_what_following_the_card_would_have_saved(
    qtbot: QtBot, window: PaiGowWindow, data: storage.AppData
) -> None:
    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import hand_gain, line_of
    from paigow_desktop.games.paigow.record import RoundRecord

    play_rounds(window)
    records = [RoundRecord.from_json(row.history) for row in data.store.rounds(limit=100)]
    expected, followed = 0.0, 0
    for record in records:
        tiles, setting = record.tiles[record.place], record.settings[record.place].setting
        analysis = analyze(tiles, bank=record.banker == record.place)  # a second route: the exact analysis
        card = shipped_card(10, standalone=False, bank=record.banker == record.place)
        by_card = line_of(card, tiles)[0]
        expected += float(analysis.entry(by_card).ev - analysis.entry(setting).ev)
        followed += by_card.same_play(setting)
        assert hand_gain(tiles, setting, bank=record.banker == record.place, length=10, standalone=False)
    dialog = dialog_for(window, data)
    qtbot.waitUntil(lambda: dialog.card_savings is not None, timeout=30_000)
    savings = dialog.card_savings
    assert savings is not None
    assert savings.rounds == len(BETS) and savings.followed == followed
    assert savings.saved == pytest.approx(expected, abs=1e-9)
    assert savings.saved > 0  # two rounds were set the worst way
    assert dialog.values["card"].text().startswith(f"{expected:+.2f} bets, ")
    assert f"you set {followed} of {len(BETS)} as it does" in dialog.values["card"].text()
    assert "10-line card on top of the house way" in dialog.values["card"].toolTip()
    # Counted once: a second refresh reads every round's gain from what was kept.
    kept = dict(dialog.card_counter._gains)
    assert len(kept) == len(BETS)
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.card_savings is not None, timeout=5_000)
    assert dialog.card_savings == savings and dialog.card_counter._gains == kept
    dialog.close()


def test_the_card_counts_nothing_without_rounds(
    qtbot: QtBot, window: PaiGowWindow, data: storage.AppData
) -> None:
    dialog = dialog_for(window, data)
    assert dialog.card_savings is not None and dialog.card_savings.rounds == 0
    assert dialog.values["card"].text() == "no hands you set yet"
    dialog.close()


def test_rounds_without_a_record_of_ev_count_as_zero(tmp_path: Path) -> None:
    with Store(tmp_path) as store:
        histories: list[dict[str, Any]] = [
            {"ev_given_up": 0.25},
            {},
            {"ev_given_up": "a lot"},
            {"ev_given_up": True},
            {"ev_given_up": float("nan")},
            {"ev_given_up": 0.5},
        ]
        for seed, history in enumerate(histories, 1):
            round_id = store.begin_round("paigow", seed, 1000, 4)
            store.finish_round(round_id, history, PlaceSettlement(4, 1000, BetResult.PUSH, 0, 0))
        store.begin_round("paigow", 99, 1000, 4)  # an open round is not a hand played
        result = ev_given_up(store)
        assert result.total == pytest.approx(0.75)
        assert result.hands == len(histories)
        assert result.per_100 == pytest.approx(0.75 / 6 * 100)
    assert history_ev_given_up(None) == 0.0
    assert ev_given_up(Store(None)).per_100 == 0.0


def test_ev_given_up_reads_every_page(tmp_path: Path) -> None:
    with Store(tmp_path, 10_000_000) as store:
        for seed in range(1, 1203):
            round_id = store.begin_round("paigow", seed, 100, 4)
            store.finish_round(round_id, {"ev_given_up": 0.01}, PlaceSettlement(4, 100, BetResult.PUSH, 0, 0))
        result = ev_given_up(store)
        assert result.hands == 1202 and result.total == pytest.approx(12.02)


# ------------------------------------------------------------------ replay, export, reset


def test_replay_this_deal_calls_back_with_the_rounds_seed(
    qtbot: QtBot, window: PaiGowWindow, data: storage.AppData
) -> None:
    play_rounds(window, (1000, 1000, 1000))
    replays: list[int] = []
    dialog = dialog_for(window, data, replays)
    assert not dialog.replay_button.isEnabled()  # nothing chosen yet
    rows = data.store.rounds()
    dialog.table.selectRow(1)
    assert dialog.replay_button.isEnabled()
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert replays == [rows[1].seed]
    dialog.table.selectRow(2)
    dialog.table.itemActivated.emit(dialog.table.item(2, 0))  # a double-click does the same
    assert replays == [rows[1].seed, rows[2].seed]


def test_replay_deals_the_same_deal_at_the_table(window: PaiGowWindow, data: storage.AppData) -> None:
    play_rounds(window, (1000, 1000))
    first = data.store.rounds()[-1]
    dialog = StatisticsDialog(
        data.store,
        money,
        lambda seed, banker: window.controller.new_round(1000, seed=seed, banker=banker),
        window,
    )
    dialog.table.selectRow(1)
    assert dialog.replay_selected()
    assert window.controller.seed == first.seed
    assert first.history is not None
    place = str(window.controller.player)
    dealt = sorted(str(t) for hand in window.scene.player_hands() for t in hand)
    assert dealt == sorted(first.history["tiles"][place])


def test_export_csv_writes_one_row_per_round(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, tmp_path: Path, window: PaiGowWindow, data: storage.AppData
) -> None:
    play_rounds(window, (1000, 2000, 3000, 4000))
    target = tmp_path / "out" / "history"  # no suffix: .csv is added
    target.parent.mkdir()
    asked: list[tuple[Any, ...]] = []

    def fake_save(*args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(args)
        return str(target), "CSV files (*.csv)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    dialog = dialog_for(window, data)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert asked
    written = target.with_suffix(".csv")
    with written.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 4
    assert [int(r["bet_cents"]) for r in rows] == [1000, 2000, 3000, 4000]
    assert "Exported 4 rounds" in dialog.status.text() and str(written) in dialog.status.text()


def test_export_cancelled_or_failing_writes_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, window: PaiGowWindow, data: storage.AppData
) -> None:
    play(window, 1000)
    dialog = dialog_for(window, data)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert dialog.export_csv() is None
    assert dialog.status.text() == ""
    missing = tmp_path / "no such folder" / "h.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(missing), "")))
    assert dialog.export_csv() is None
    assert "could not be exported" in dialog.status.text()
    assert not missing.exists()


def test_reset_is_refused_while_a_round_is_open_and_works_after_confirming(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, window: PaiGowWindow, data: storage.AppData
) -> None:
    play(window, 5000)
    questions: list[str] = []
    answer = {"button": QMessageBox.StandardButton.Yes}

    def fake_question(parent: Any, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
        questions.append(text)
        return answer["button"]

    monkeypatch.setattr(QMessageBox, "question", staticmethod(fake_question))
    window.settings = replace(window.settings, starting_bankroll_cents=50_000)
    dialog = dialog_for(window, data)

    # A round in progress: refused, with a message, and nobody is asked.
    assert window.controller.new_round(1000)
    assert data.store.open_rounds() == 1
    before = data.store.bankroll_cents()
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert questions == []
    assert "Finish the round in progress" in dialog.status.text()
    assert data.store.bankroll_cents() == before

    window.controller.set_house_way()
    assert window.controller.confirm()
    # "No": nothing changes.
    answer["button"] = QMessageBox.StandardButton.No
    settled = data.store.bankroll_cents()
    assert not dialog.reset_bankroll()
    assert data.store.bankroll_cents() == settled
    assert "$500.00" in questions[-1]  # the question names the new stake

    # "Yes": the bankroll is the stake, the ledger agrees, the window hears of it.
    answer["button"] = QMessageBox.StandardButton.Yes
    with qtbot.waitSignal(dialog.bankroll_reset, timeout=1000) as signal:
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert signal.args == [50_000]
    assert data.store.bankroll_cents() == data.store.ledger_sum_cents() == 50_000
    assert dialog.values["bankroll"].text() == "$500.00"
    assert "$500.00" in dialog.status.text()
    assert data.store.statistics().rounds == 2  # the history is kept


def test_reset_uses_the_given_stake(monkeypatch: pytest.MonkeyPatch, data: storage.AppData) -> None:
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    dialog = StatisticsDialog(data.store, money, lambda _seed: None, starting_bankroll=lambda: 123_400)
    assert dialog.starting_bankroll_cents() == 123_400
    assert dialog.reset_bankroll()
    assert data.store.bankroll_cents() == 123_400
    dialog.close()


# ------------------------------------------------------------------ the chart


def test_the_chart_has_one_point_per_stake_round_and_reset(
    monkeypatch: pytest.MonkeyPatch, window: PaiGowWindow, data: storage.AppData
) -> None:
    dialog = dialog_for(window, data)
    assert len(dialog.chart.points()) == 1  # the stake
    play_rounds(window)
    dialog.refresh()
    points = dialog.chart.points()
    assert len(points) == 1 + len(BETS)
    series = data.store.statistics().bankroll_over_time
    assert [value for _, value in points] == [float(cents) for _, cents in series]
    assert points[-1][1] == data.store.bankroll_cents()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    assert dialog.reset_bankroll()
    assert len(dialog.chart.points()) == 2 + len(BETS)
    description = dialog.chart.accessibleDescription()
    assert description.startswith("Bankroll over time: 8 points")
    assert f"last {money(data.store.bankroll_cents())[:-3]}" in description


def test_the_chart_paints_any_series(qtbot: QtBot) -> None:
    chart = LineChart("Progress", lambda v: f"{v:.0%}")
    qtbot.addWidget(chart)
    chart.resize(400, 220)
    empty = chart.grab().toImage()
    assert chart.summary() == "Progress: Nothing to show yet."
    chart.set_points([(f"Week {i}", 0.5 + i / 20) for i in range(1, 9)])
    drawn = chart.grab().toImage()
    assert drawn != empty
    assert chart.accessibleName() == "Progress"
    assert chart.summary() == (
        "Progress: 8 points, first 55% (Week 1), last 90% (Week 8), lowest 55%, highest 90%."
    )
    chart.set_points([("only", 3.0)])
    assert chart.grab().toImage() != drawn
    assert "1 point," in chart.summary()


@pytest.mark.parametrize(("low", "high"), [(0, 0), (3, 3), (-250, 1250), (999.5, 1000.5), (0.001, 0.002)])
def test_axis_ticks_are_round_and_cover_the_values(low: float, high: float) -> None:
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low and ticks[-1] >= high
    assert 2 <= len(ticks) <= 11
    steps = {round(b - a, 9) for a, b in itertools.pairwise(ticks)}
    assert len(steps) == 1


def test_rounds_the_card_cannot_read_count_for_nothing(qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.paigow.card_savings import CardSavingsCounter

    counter = CardSavingsCounter()
    savings = counter.count_now([(1, {"ev_given_up": 0.5}), (2, None), (3, {})], length=10, standalone=False)
    assert (savings.rounds, savings.followed, savings.saved) == (0, 0, 0.0)
    with qtbot.waitSignal(counter.ready, timeout=30_000) as signal:
        counter.count([(1, {"ev_given_up": 0.5})], length=5, standalone=True)
    assert signal.args[0].rounds == 0 and counter.latest == signal.args[0]
    counter.deleteLater()


def test_dates_on_the_chart_are_written_in_the_interface_language(qapp: QApplication) -> None:
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    days = [datetime(2026, 11, 2, 20, 0).astimezone(), datetime(2026, 11, 23, 9, 30).astimezone()]
    assert axis_label_format(days)(days[1]) == "23 Nov"
    years = [datetime(2025, 3, 1).astimezone(), days[1]]
    assert axis_label_format(years)(days[1]) == "Nov 2026"
    assert install_translator(qapp, "zh_TW")
    try:
        assert axis_label_format(days)(days[1]) == "11月23日"  # no English month
        assert axis_label_format(years)(days[1]) == "2026年11月"
        hours = [days[1] - timedelta(hours=20), days[1]]
        assert axis_label_format(hours)(days[1]) == "週一 09:30"
    finally:
        remove_translators(qapp)
