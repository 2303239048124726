"""What the Pai Gow Poker table's tests share: a table window opened offscreen, a hand played
by the house way, and app data in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pytestqt.qtbot import QtBot

from paigow_desktop.storage import AppData, open_app_data
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.timings import Speed


def app_data(folder: Path) -> Iterator[AppData]:
    """App data kept in ``folder`` for one test (a fixture's body)."""
    opened = open_app_data(folder)
    yield opened
    opened.close()


def poker_table(qtbot: QtBot, data: AppData | None = None, seed: int = 5) -> PokerWindow:
    """The table at 1280 x 800, speed 0, shown."""
    window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=(1280, 800)), data, "paigow_poker")
    assert isinstance(window, PokerWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_house_way(window: PokerWindow, *, take_bank: bool = False) -> None:
    """Deal through the window (the bank's offer ticked or not), set by the house way, confirm."""
    window.bank_offer.setChecked(take_bank)
    window.new_hand()
    c = window.controller
    assert c.stage is Stage.SETTING
    c.set_house_way()
    assert c.confirm() and c.stage is Stage.OVER
