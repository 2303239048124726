"""Running out of money, asked the same way of every game's table: ``out_of_money()`` is None
while your bankroll can play a hand at the table as it is, else the reason in plain words (the
window then offers a new stake or an end to the play)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import AppData, open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.timings import Speed


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_every_game_says_when_your_bankroll_cannot_play_a_hand(qtbot: QtBot, data: AppData, key: str) -> None:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, key)
    qtbot.addWidget(window)  # type: ignore[arg-type]
    controller = window.controller  # type: ignore[attr-defined]
    assert controller.out_of_money() is None  # the starting bankroll plays at every table
    data.store.reset_bankroll(1)
    reason = controller.out_of_money()
    assert isinstance(reason, str) and reason.startswith("Your bankroll of $0.01 ")
    assert "Error" not in reason and "place" not in reason  # your reason, in plain words
