"""Banking at the table: the player takes the bank when offered, co-banks, and replays keep the banker."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow.round import DEALER
from paigow_desktop.storage import open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.options import with_option_changes
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed


def table(qtbot: QtBot, tmp_path: Path, **options: object) -> PaiGowWindow:
    data = open_app_data(tmp_path / "data")
    data = replace(data, settings=with_option_changes(data.settings, options))
    window = build_table(AppOptions(seed=40, speed=Speed.INSTANT, size=(1280, 800)), data)
    qtbot.addWidget(window)
    window.show()
    return window


def play_until_the_player_banks(window: PaiGowWindow, *, tick: bool = False) -> None:
    controller = window.controller
    for _ in range(30):
        QCoreApplication.processEvents()  # the window offers the bank once the event loop is back
        if tick and window.panel.take_bank.isVisible():
            window.panel.take_bank.setChecked(True)
        assert controller.new_round(controller.session.rules.minimum_cents)
        if controller.game is not None and controller.game.banker == controller.player:
            return
        controller.set_house_way()
        assert controller.confirm()
    pytest.fail("the bank never came round to the player")


def test_the_player_takes_the_bank_when_offered(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="always")
    controller = window.controller
    store = controller.store
    play_until_the_player_banks(window)
    assert controller.stage is Stage.SETTING
    staked = store.bankroll_cents()
    analysis = controller.analysis()
    assert analysis is not None and analysis.bank  # the trainer counts from the banker's side
    assert "(bank)" in window.scene.plates[controller.player].title
    controller.set_house_way()
    assert controller.confirm()
    settlement = controller.game.settlement  # type: ignore[union-attr]
    assert settlement is not None and settlement.balanced
    mine = settlement.place(controller.player)
    assert mine.bet_cents == 0  # the banker stakes nothing; it faces every bet
    assert store.bankroll_cents() == staked + mine.net_cents  # nothing was taken when the bank was dealt
    assert store.bankroll_cents() == store.ledger_sum_cents()
    assert window.scene.plates[controller.player].result.startswith("BANK")
    # The showdown: your tiles stay in your two hands (they left them for the felt), and the
    # banner shows one column of hands, yours, titled as your plate (no empty banker's column).
    scene = window.scene
    for area, hand in zip((scene.low_area, scene.high_area), scene.hands, strict=True):
        assert len(hand) == 2
        for item in hand:
            assert area.sceneBoundingRect().contains(item.scenePos())
    story = scene.showdown.story
    assert story is not None and story.you == scene.plates[controller.player].title and story.banker == ""
    assert all(line.bankers == "" for line in story.lines)
    assert scene.showdown._columns()[2:] == [0.0, 0.0]


def test_asked_the_player_banks_only_when_the_box_is_ticked(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="ask")
    play_until_the_player_banks(window, tick=True)
    assert window.controller.game is not None and window.controller.game.banker == window.controller.player
    assert not window.panel.take_bank.isChecked()  # the answer is for one round


def test_never_means_the_player_never_banks(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="never")
    controller = window.controller
    for _ in range(12):
        assert not window.panel.take_bank.isVisible()
        controller.new_round(controller.session.rules.minimum_cents)
        assert controller.game is not None and controller.game.banker != controller.player
        controller.set_house_way()
        controller.confirm()


def test_co_banking_sets_the_players_tiles_by_the_house_way(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="always", co_banking=True)
    play_until_the_player_banks(window)
    game = window.controller.game
    assert game is not None and game.co_bank
    qtbot.waitUntil(lambda: window.controller.stage is Stage.BETTING, timeout=3000)
    record = game.hand_set(window.controller.player)
    assert record is not None and record.house_way
    assert game.settlement is not None and game.settlement.balanced


def test_a_replay_keeps_the_banker(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="always")
    play_until_the_player_banks(window)
    controller = window.controller
    tiles = controller.deal.tiles_of(controller.player)  # type: ignore[union-attr]
    controller.set_house_way()
    controller.confirm()
    assert controller.replay()
    assert controller.game is not None and controller.game.banker == controller.player != DEALER
    assert controller.deal is not None and controller.deal.tiles_of(controller.player) == tiles


def test_a_replay_from_the_history_keeps_the_banker(qtbot: QtBot, tmp_path: Path) -> None:
    from paigow_desktop.core.money import format_cents as money
    from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog

    window = table(qtbot, tmp_path, bank_offer="always")
    play_until_the_player_banks(window)
    controller = window.controller
    seed = controller.seed
    tiles = controller.deal.tiles_of(controller.player)  # type: ignore[union-attr]
    controller.set_house_way()
    assert controller.confirm()
    for _ in range(2):  # the bank moves on
        assert controller.new_round(controller.session.rules.minimum_cents)
        controller.set_house_way()
        assert controller.confirm()
    dialog = StatisticsDialog(controller.store, money, window.replay_seed, window)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    row = next(i for i in range(dialog.table.rowCount()) if dialog.table.item(i, 1).text() == f"#{seed}")
    dialog.table.selectRow(row)
    assert dialog.selected_banker() == controller.player
    assert dialog.replay_selected()
    assert controller.game is not None and controller.game.banker == controller.player
    assert controller.deal is not None and controller.deal.tiles_of(controller.player) == tiles


def test_a_replay_whose_banker_left_is_dealt_with_the_house_banking(qtbot: QtBot, tmp_path: Path) -> None:
    window = table(qtbot, tmp_path, bank_offer="always")
    controller = window.controller
    empty = next(p for p in range(1, 8) if p not in controller.session.seating.seats)
    assert controller.new_round(controller.session.rules.minimum_cents)
    seed = controller.seed
    controller.set_house_way()
    assert controller.confirm()
    assert seed is not None and window.replay_seed(seed, empty)
    assert controller.game is not None and controller.game.banker == DEALER
    assert "house banking" in window.statusBar().currentMessage()


def test_the_buttons_stay_put_when_the_bank_is_offered(qtbot: QtBot, tmp_path: Path) -> None:
    from paigow_desktop.ui.games.paigow.side_panel import SidePanel

    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(300, 700)
    panel.show()
    qtbot.waitExposed(panel)
    before = panel.deal_button.mapTo(panel, panel.deal_button.rect().topLeft())
    panel.take_bank.setVisible(True)
    qtbot.waitUntil(lambda: panel.take_bank.isVisible())
    panel.layout().activate()
    after = panel.deal_button.mapTo(panel, panel.deal_button.rect().topLeft())
    assert after == before


def test_the_bank_offer_follows_a_new_seat(qtbot: QtBot, tmp_path: Path) -> None:
    # The offer ("Take the bank this round") is for a seat: choosing another between rounds
    # used to leave it shown for the seat left.
    window = table(qtbot, tmp_path, bank_offer="ask")
    c = window.controller
    for _ in range(30):
        QCoreApplication.processEvents()
        if window.panel.take_bank.isVisible():
            break
        assert c.new_round(c.session.rules.minimum_cents)
        c.set_house_way()
        assert c.confirm()
    else:
        pytest.fail("the bank was never offered to the player")
    other = next(s for s in c.session.seating.seats if s not in (DEALER, c.player) and s != 0)
    window.apply_settings(with_option_changes(window.settings, {"seat": other}))  # between rounds: at once
    QCoreApplication.processEvents()
    assert c.player == other
    assert window.panel.take_bank.isVisible() == c.session.asks_to_bank(other, c.shown_bankroll)
