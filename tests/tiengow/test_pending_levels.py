"""Tien Gow: a level chosen in a hand waits for the next; choosing the level in play again cancels
the wait, and the players' dialog shows what the next hand will play (found in review)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.storage import AppData, open_app_data
from paigow_desktop.ui.games.tiengow.controller import Stage
from tests.tiengow.test_players_options import YOU_LEAD
from tests.tiengow.test_table_window import play_hand, table


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


def test_choosing_the_level_in_play_again_cancels_the_waiting_one(qtbot: QtBot, data: AppData) -> None:
    window = table(qtbot, seed=YOU_LEAD, data=data, level="rule")
    c = window.controller
    assert c.new_hand(YOU_LEAD) and c.stage is Stage.YOUR_TURN
    window.set_level("default")  # in the hand: it waits...
    assert c.next_levels is not None
    window.players_action.trigger()  # ...and the dialog shows what the next hand plays
    assert window.players_dialog is not None
    assert {box.currentData() for box in window.players_dialog.level_boxes} <= {"default", "sampling"}
    window.players_dialog.close()
    window.set_level("rule")  # back to the level in play: nothing waits
    assert c.next_levels is None
    play_hand(window, qtbot)
    assert c.stage is Stage.OVER and c.new_hand(YOU_LEAD)
    assert set(c.levels.values()) == {"rule"}
