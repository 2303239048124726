"""A language chosen in Settings is shown at once between rounds, and when the round ends in one."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_translations import has_cjk

from paigow_desktop.storage import open_app_data
from paigow_desktop.storage.app_data import AppData
from paigow_desktop.ui.app import AppOptions, Tables
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.i18n import current_language, remove_translators
from paigow_desktop.ui.timings import Speed


def menu_titles(window: PaiGowWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


@pytest.fixture
def data(tmp_path: Path, qapp: QApplication) -> Iterator[AppData]:
    opened = open_app_data(tmp_path / "data")
    try:
        yield opened
    finally:
        remove_translators(qapp)  # the next tests speak English whatever happened here
        opened.close()


def open_tables(qtbot: QtBot, data: AppData) -> Tables:
    # Not given to qtbot: a replaced window is deleted by the app; each test closes the last one.
    tables = Tables(AppOptions(seed=7, speed=Speed.INSTANT, size=(1100, 760)), data)
    tables.window.show()
    qtbot.waitExposed(tables.window)
    return tables


def choose_language(window: PaiGowWindow, language: str) -> None:
    window.apply_settings(replace(window.settings, language=language))


def test_between_rounds_the_table_speaks_the_new_language_at_once(qtbot: QtBot, data: AppData) -> None:
    tables = open_tables(qtbot, data)
    first = tables.window
    assert menu_titles(first)[0] == "&Game"
    bankroll = first.controller.store.bankroll_cents()
    choose_language(first, "zh_TW")
    qtbot.waitUntil(lambda: tables.window is not first)
    second = tables.window
    assert current_language() == "zh_TW"
    assert all(has_cjk(title) for title in menu_titles(second))
    assert second.windowTitle().startswith("牌九")
    assert second.isVisible() and not first.isVisible()
    # the same data carries on: the choice is saved, the money is the same
    assert second.settings.language == "zh_TW" and data.settings_store.load().settings.language == "zh_TW"
    assert second.controller.store.bankroll_cents() == bankroll
    # and back to English the same way
    choose_language(second, "en")
    qtbot.waitUntil(lambda: tables.window is not second)
    qtbot.addWidget(tables.window)
    assert menu_titles(tables.window)[0] == "&Game" and current_language() == "en"


def test_in_a_round_the_new_language_waits_for_the_round_to_end(qtbot: QtBot, data: AppData) -> None:
    tables = open_tables(qtbot, data)
    first = tables.window
    assert first.controller.new_round(first.bet_cents())
    assert first.controller.stage is Stage.SETTING
    choose_language(first, "zh_TW")
    assert "when this round ends" in first.statusBar().currentMessage()
    qapp = QApplication.instance()
    assert qapp is not None
    qapp.processEvents()
    assert tables.window is first and current_language() == "en"  # the round is not torn down
    first.controller.set_house_way()
    first.confirm()
    qtbot.waitUntil(lambda: tables.window is not first)
    qtbot.addWidget(tables.window)
    assert has_cjk(menu_titles(tables.window)[0]) and current_language() == "zh_TW"
    assert tables.window.controller.stage is Stage.BETTING


def test_settings_chosen_this_session_carry_into_the_new_window(qtbot: QtBot, data: AppData) -> None:
    tables = open_tables(qtbot, data)
    first = tables.window
    first.apply_settings(replace(first.settings, theme="ivory"))
    choose_language(first, "zh_TW")
    qtbot.waitUntil(lambda: tables.window is not first)
    qtbot.addWidget(tables.window)
    assert tables.window.settings.theme == "ivory"


def test_the_new_window_goes_on_where_the_old_one_was(qtbot: QtBot, data: AppData) -> None:
    # It forgot the deal numbers, the bank's turn and the last round: Replay deal said "No deal
    # yet" and the round's result was never said.
    tables = open_tables(qtbot, data)
    first = tables.window
    c = first.controller
    assert c.new_round(first.bet_cents())
    choose_language(first, "zh_TW")  # in the round: shown when it ends
    c.set_house_way()
    first.confirm()
    seed, next_seed, session = c.seed, c.session.next_seed, c.session
    qtbot.waitUntil(lambda: tables.window is not first)
    second = tables.window
    qtbot.addWidget(second)
    assert second.controller.session is session and second.controller.seed == seed
    assert second.controller.session.next_seed == next_seed
    assert str(seed) in second.panel.deal_number.text() and second.replay_action.isEnabled()
    said = second.statusBar().currentMessage()
    assert has_cjk(said) and second.controller.result_words() == said  # the result, in Chinese
    assert second.controller.replay() and second.controller.seed == seed


@pytest.mark.parametrize("game", ["tiengow", "paigow_poker"])
def test_the_other_games_go_on_where_they_were(qtbot: QtBot, data: AppData, game: str) -> None:
    # Tien Gow forgot whose bank it was (the dice chose again), the deal numbers and the last
    # hand's settlement; poker's bank rotation started over.
    from tests.tiengow.test_table_window import play_hand

    data.settings = replace(data.settings, game=game)
    tables = open_tables(qtbot, data)
    first = tables.window
    c = first.controller
    assert c.new_hand()
    if game == "tiengow":
        play_hand(first, qtbot)
    else:
        c.set_house_way()
        assert c.confirm()
    before = first.carry_over()
    first.language_actions["zh_TW"].trigger()  # View › Language
    qtbot.waitUntil(lambda: tables.window is not first)
    second = tables.window
    qtbot.addWidget(second)
    assert second.carry_over() == before
    said = second.statusBar().currentMessage()
    assert has_cjk(said) and said == second.controller.status_words()
    if game == "tiengow":
        assert second.settlement_button.isEnabled() and second.log.toPlainText() == before.log
    assert second.controller.replay() and second.controller.seed == c.seed


def test_a_seat_chosen_in_a_round_then_a_language_builds_a_table_for_the_new_seat(
    qtbot: QtBot, data: AppData
) -> None:
    # The result read the new seat's line of the old round: another player's result, or a
    # KeyError for an empty seat, and the new window never showed.
    tables = open_tables(qtbot, data)
    first = tables.window
    c = first.controller
    assert c.new_round(first.bet_cents())
    empty = next(p for p in range(1, 8) if p not in c.session.seating.computers and p != c.player)
    first.apply_settings(replace(first.settings, language="zh_TW", games=_with_seat(first, empty)))
    c.set_house_way()
    first.confirm()
    qtbot.waitUntil(lambda: tables.window is not first)
    second = tables.window
    qtbot.addWidget(second)
    assert second.isVisible() and second.scene.player == empty == second.controller.player
    assert second.controller.game is None  # the last round was the old seat's
    assert second.controller.new_round(second.bet_cents())


def _with_seat(window: PaiGowWindow, seat: int) -> dict[str, object]:
    from paigow_desktop.ui.games.paigow.options import with_option_changes

    return dict(with_option_changes(window.settings, {"seat": seat}).games)


def test_poker_players_chosen_between_hands_then_a_language_give_a_table_that_deals(
    qtbot: QtBot, data: AppData
) -> None:
    # The old table's seating came over with the new window's other seats: the last hand's
    # result raised a KeyError, or F2 never dealt again ("no one sits at place 1").
    data.settings = replace(data.settings, game="paigow_poker")
    tables = open_tables(qtbot, data)
    first = tables.window
    c = first.controller
    assert c.new_hand()
    c.set_house_way()
    assert c.confirm()
    first.players.choose(2, 2)  # Game › Players…: seat 2, two computer players
    first.language_actions["zh_TW"].trigger()
    qtbot.waitUntil(lambda: tables.window is not first)
    second = tables.window
    qtbot.addWidget(second)
    assert second.isVisible() and second.controller.me == 2
    assert 2 in second.controller.table.seating.seats and len(second.controller.table.seating.seats) == 3
    assert second.controller.new_hand() and second.controller.round is not None


@pytest.mark.parametrize(("game", "title"), [("tiengow", "天九"), ("paigow_poker", "牌九撲克")])
def test_every_games_window_title_is_in_the_chosen_language(qtbot: QtBot, game: str, title: str) -> None:
    from paigow_desktop.ui.app import build_table
    from paigow_desktop.ui.i18n import install_translator

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_translator(app, "zh_TW")
    try:
        window = build_table(AppOptions(seed=1), None, game)
        qtbot.addWidget(window)
        assert window.windowTitle().endswith(f"— {title}")
    finally:
        remove_translators(app)
