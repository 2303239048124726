"""Game › Players at the Pai Gow Poker table: your place and the computer players, saved in the
game's settings and used by the next deal."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from paigow_desktop.core.seating import nearest_places
from paigow_desktop.games.paigow.table import computer_places
from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.storage import AppData, Settings
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.options import read_seats, with_seats
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from tests.paigow_poker.ui.helpers import app_data, poker_table


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    yield from app_data(tmp_path)


def open_table(qtbot: QtBot, data: AppData | None = None) -> PokerWindow:
    return poker_table(qtbot, data)


@given(st.integers(1, 6), st.integers(0, 5))
def test_seats_round_trip_through_the_settings(place: int, computers: int) -> None:
    assert read_seats(with_seats(Settings(), place, computers)) == (place, computers, [])


@pytest.mark.parametrize("bad", [{"place": 0}, {"place": 7}, {"computer_players": 6}, {"place": True}])
def test_bad_seats_fall_back_to_the_defaults_with_a_message(bad: dict[str, object]) -> None:
    settings = Settings().with_game("paigow_poker", bad)
    place, computers, problems = read_seats(settings)
    assert (place, computers) == (4, 3) and problems


def test_the_default_table_is_you_at_place_4_with_three_neighbours() -> None:
    assert read_seats(Settings())[:2] == (4, 3)
    assert nearest_places(4, 3, 7) == (2, 3, 5)
    assert nearest_places(1, 5, 7) == (2, 3, 4, 5, 6) and nearest_places(6, 0, 7) == ()


def test_pai_gow_tiles_still_seats_its_computers_the_same_way() -> None:
    assert computer_places(1, 3) == (2, 3, 7) and computer_places(4, 7) == (1, 2, 3, 5, 6, 7)


def test_the_players_dialog_saves_and_the_next_deal_uses_it(qtbot: QtBot, data: AppData) -> None:
    window = open_table(qtbot, data)
    c = window.controller
    assert c.new_hand()
    dialog = window.players.open()
    assert dialog.place() == 4 and dialog.computers() == 3
    dialog.place_box.setCurrentIndex(dialog.place_box.findData(2))
    dialog.computers_box.setValue(1)
    dialog.accept()
    assert read_seats(data.settings_store.load().settings)[:2] == (2, 1)  # saved
    assert c.me == 4  # mid-hand: from the next hand
    c.set_house_way()
    assert c.confirm()
    assert c.new_hand()
    assert c.me == 2 and c.others == (1,) and window.scene.me == 2
    game = c.round
    assert game is not None and game.dealt is not None
    assert set(game.dealt.occupied) == {DEALER, 1, 2}
    assert c.cards() and set(c.cards()) == set(game.dealt.cards_of(2))
    assert window.scene.plates[2].is_player and not window.scene.plates[4].active
    assert c.stage is Stage.SETTING


def test_a_table_opens_with_the_saved_seats(qtbot: QtBot, data: AppData) -> None:
    seated = dataclasses.replace(data, settings=with_seats(data.settings, 6, 0))
    window = open_table(qtbot, seated)
    c = window.controller
    assert c.me == 6 and c.others == () and window.scene.me == 6
    assert c.new_hand()
    assert c.round is not None and set(c.round.bets) == {6}
