"""Tien Gow's statistics: the pure figures from hand records, its window beside the table, and
each game's statistics counting its own hands only."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow.account import HandAccount
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.stats import PlayedHand, TienGowStats, statistics
from paigow_desktop.storage import AppData, Store, open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog
from paigow_desktop.ui.games.paigow.table_controller import Stage as PaiGowStage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.games.tiengow.controller import HandOutcome, Stage
from paigow_desktop.ui.games.tiengow.stats_window import TienGowStatsDialog, played_hands
from paigow_desktop.ui.names import points_words
from paigow_desktop.ui.timings import Speed

from .test_table_window import play_hand as play_at_table
from .test_table_window import table

GEE_JOON_SEED = 6  #: rule players: seat 1 collects a Gee Joon of 4 points from each other seat
QUARTET_SEED = 84  #: rule players: seat 1 collects a quartet of 8 points from each other seat
EARLY_DEATH_SEED = 1  #: rule players: seats 2 and 3 die early


def record_of(seed: int) -> HandRecord:
    return play_hand(seed, ["rule"] * 4, Rules())


def test_no_hands_give_all_zero() -> None:
    stats = statistics([])
    assert stats == TienGowStats() and stats.points_per_hand == stats.cents_per_hand == 0.0


def test_gee_joon_and_quartet_payments_are_counted_for_payer_and_payee() -> None:
    gee, quartet = record_of(GEE_JOON_SEED), record_of(QUARTET_SEED)
    collector = statistics([PlayedHand(gee, 1, 10), PlayedHand(quartet, 1, 10)])
    assert (collector.gee_joon_received, collector.gee_joon_paid) == (12, 0)
    assert (collector.quartet_received, collector.quartet_paid) == (24, 0)
    payer = statistics([PlayedHand(gee, 0, 10), PlayedHand(quartet, 0, 10)])
    assert (payer.gee_joon_received, payer.gee_joon_paid) == (0, 4)
    assert (payer.quartet_received, payer.quartet_paid) == (0, 8)


def test_early_deaths_are_counted_for_the_seat_struck() -> None:
    record = record_of(EARLY_DEATH_SEED)
    struck = [seat for trick in HandAccount.of(record).tricks for seat in trick.early_death]
    assert struck == [2, 3]
    assert [statistics([PlayedHand(record, s, 10)]).early_deaths for s in range(4)] == [0, 0, 1, 1]


def test_points_money_banking_columns_and_last_tricks_add_up_over_hands() -> None:
    records = [record_of(seed) for seed in range(1, 13)]
    for seat in range(4):
        hands = [PlayedHand(r, seat, 5 + i) for i, r in enumerate(records)]
        stats = statistics(hands)
        assert stats.hands == 12
        assert stats.net_points == sum(r.net[seat] for r in records)
        assert stats.net_cents == sum(r.net[seat] * (5 + i) for i, r in enumerate(records))
        assert stats.banker_hands == sum(r.banker == seat for r in records)
        assert stats.banker_hands + stats.other_hands == 12
        assert stats.wins == sum(r.net[seat] > 0 for r in records)
        assert stats.banker_wins == sum(r.net[seat] > 0 and r.banker == seat for r in records)
        assert stats.columns == sum(r.columns[seat] for r in records)
        assert stats.last_tricks + stats.one_red_dots == sum(r.winner == seat for r in records)
        assert stats.points_per_hand == pytest.approx(stats.net_points / 12)
    # Every point someone wins another loses: the seats' nets cancel.
    assert sum(statistics([PlayedHand(r, s, 1) for r in records]).net_points for s in range(4)) == 0


# -- the window and the ledger


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


def store_hand(store: Store, seed: int, seat: int = 0, rate: int = 10) -> HandRecord:
    """A rule players' hand written in the ledger as the table writes it."""
    record = record_of(seed)
    round_id = store.begin_round("tiengow", seed, 0, place=seat, details={"cents_per_point": rate})
    store.finish_round(round_id, record.to_json(), HandOutcome(seat, record.net[seat] * rate))
    return record


def test_the_window_reads_the_ledgers_tien_gow_hands(qtbot: QtBot, data: AppData) -> None:
    records = [store_hand(data.store, seed, seat=1) for seed in (GEE_JOON_SEED, QUARTET_SEED, 3)]
    hands, unreadable = played_hands(data.store)
    assert unreadable == 0 and [h.record for _row, h in hands] == records[::-1]  # newest first
    dialog = TienGowStatsDialog(data.store, format_cents)
    qtbot.addWidget(dialog)
    assert dialog.stats == statistics(PlayedHand(r, 1, 10) for r in records)
    assert dialog.values["hands"].text() == "3"
    assert dialog.values["gee_joon"].text() == "12 / 0 points"
    assert dialog.values["quartet"].text() == "24 / 0 points"
    assert dialog.table.rowCount() == 3
    assert dialog.table.item(0, 1).text() == "#3"
    net = sum(r.net[1] for r in records)
    assert dialog.values["net"].text().startswith(points_words(net, signed=True))

    def signed(cents: int) -> str:  # as the points are: +8 (+$0.80), -9 (-$0.90)
        return ("+" if cents > 0 else "") + format_cents(cents)

    assert dialog.values["net"].text().endswith(f"({signed(net * 10)})")
    for row, record in enumerate(records[::-1]):
        assert dialog.table.item(row, 5).text() == signed(record.net[1] * 10)
        # Who banked: you, or the computer player as the table names it (seats 2, 3, 0 after yours).
        banker = dialog.table.item(row, 2).text()
        assert banker == ("you" if record.banker == 1 else {2: "Lin", 3: "Mei", 0: "Jun"}[record.banker])
        assert dialog.table.item(row, 6).text() == " ".join(str(t) for t in record.hands[1])  # as dealt
    s = dialog.stats
    assert dialog.values["banker"].text() == f"{s.banker_wins} of {s.banker_hands} hands"


def test_ctrl_i_opens_tien_gow_statistics_that_follow_the_hands(qtbot: QtBot, data: AppData) -> None:
    window = table(qtbot, data=data, seed=11)
    assert window.statistics_action.shortcut().toString() == "Ctrl+I"
    window.statistics_action.trigger()
    dialog = window.statistics
    assert dialog is not None and dialog.isVisible() and dialog.stats.hands == 0
    assert window.controller.new_hand()
    play_at_table(window, qtbot)
    assert window.controller.stage is Stage.OVER
    assert dialog.stats.hands == 1  # refreshed when the hand finished
    assert dialog.stats.net_points == window.controller.record.net[0]  # type: ignore[union-attr]


def test_each_games_statistics_count_only_its_own_hands(qtbot: QtBot, data: AppData) -> None:
    pai_gow = build_table(AppOptions(seed=2468, speed=Speed.INSTANT, size=(1280, 800)), data)
    assert isinstance(pai_gow, PaiGowWindow)
    qtbot.addWidget(pai_gow)
    controller = pai_gow.controller
    for bet in (1000, 2500):
        assert controller.new_round(bet) and controller.stage is PaiGowStage.SETTING
        controller.set_house_way()
        assert controller.confirm()
    for seed in (GEE_JOON_SEED, QUARTET_SEED, 3):
        store_hand(data.store, seed)
    assert data.store.statistics().rounds == 5  # the ledger holds both games' rounds
    pai_gow_dialog = StatisticsDialog(data.store, format_cents, lambda _seed, _banker: None, pai_gow)
    assert pai_gow_dialog.findChild(object, "rounds").text() == "2"  # type: ignore[union-attr]
    assert pai_gow_dialog.table.rowCount() == 2 and pai_gow_dialog.ev.hands == 2
    tien_gow_dialog = TienGowStatsDialog(data.store, format_cents)
    qtbot.addWidget(tien_gow_dialog)
    assert tien_gow_dialog.stats.hands == 3 and tien_gow_dialog.table.rowCount() == 3


def test_each_games_export_writes_only_its_own_hands(
    qtbot: QtBot, data: AppData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    round_id = data.store.begin_round("paigow", 5, 1000, place=3)  # a Pai Gow round beside them
    data.store.finish_round(round_id, {"banker": 0}, HandOutcome(3, -1000, 1000, result_word="loss"))
    records = [store_hand(data.store, seed, seat=2) for seed in (GEE_JOON_SEED, 3)]
    target = tmp_path / "hands.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    dialog = TienGowStatsDialog(data.store, format_cents)
    qtbot.addWidget(dialog)
    assert dialog.export_csv() == 2 and "Exported 2 rounds" in dialog.status.text()
    with target.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["game"], r["seed"], r["place"]) for r in rows] == [
        ("tiengow", str(GEE_JOON_SEED), "2"),
        ("tiengow", "3", "2"),
    ]
    assert [int(r["net_cents"]) for r in rows] == [r.net[2] * 10 for r in records]
    pai_gow = StatisticsDialog(data.store, format_cents, lambda _seed, _banker: None)
    qtbot.addWidget(pai_gow)
    assert pai_gow.export_csv() == 1  # Pai Gow's window writes Pai Gow's round only
    with target.open(newline="", encoding="utf-8") as handle:
        assert [r["game"] for r in csv.DictReader(handle)] == ["paigow"]


def test_one_hand_is_one_hand_not_one_hands(qtbot: QtBot, data: AppData) -> None:
    store_hand(data.store, 3, seat=1)
    dialog = TienGowStatsDialog(data.store, format_cents)
    qtbot.addWidget(dialog)
    s = dialog.stats
    assert s.banker_hands + s.other_hands == 1
    shown = {dialog.values["banker"].text(), dialog.values["other"].text()}
    assert shown == {"0 of 0 hands", f"{s.banker_wins + s.other_wins} of 1 hand"}


def test_the_bankers_are_named_as_the_table_names_them(qtbot: QtBot, data: AppData) -> None:
    # The statistics called the bankers East/South/West/North while the table said Lin/Mei/Jun.
    window = table(qtbot, data=data, seed=11)
    window.controller.set_players(["Ann", "Bo", "Cy"], ["rule"] * 3)
    records = [store_hand(data.store, seed, seat=window.controller.me) for seed in range(1, 9)]
    window.statistics_action.trigger()
    dialog = window.statistics
    assert dialog is not None
    c = window.controller
    shown = [dialog.table.item(row, 2).text() for row in range(dialog.table.rowCount())]
    expected = ["you" if r.banker == c.me else c.names[r.banker] for r in records[::-1]]
    assert shown == expected and set(shown) - {"you"} <= {"Ann", "Bo", "Cy"}
    assert len(set(shown)) >= 2  # more than one banker among the hands
    for compass in ("East", "South", "West", "North"):
        assert compass not in shown
