"""Pai Gow Poker's side panel keeps its buttons where they are while its lines come and go: the
preview of your two hands, why a setting cannot be played, the hand's result (issue 33: the four
buttons moved between y=138 and y=180 as the preview and foul lines came and went)."""

from __future__ import annotations

import pytest
from layout_helpers import button_places, clipped_labels, moved_buttons
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.cards import parse_cards
from paigow_desktop.games.paigow_poker.setting import settings_of
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.timings import Speed

DEAL_5 = parse_cards("Kh Jh Tc 8s 5h 3d 2s")  #: your cards with seed 5


def pump() -> None:
    """Handle every event already posted (the layouts' requests among them), with no timer."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def where(window: PokerWindow, buttons: list[QPushButton]) -> dict[str, QRect]:
    """Each button's rectangle in the window; while you set your hand, the panel's words all
    shown (after the hand, a long story in Chinese at 1024 x 700 scrolls below the fold)."""
    pump()
    if window.controller.stage is Stage.SETTING:
        assert clipped_labels(window.panel) == []
    return button_places(window, buttons)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_buttons_stay_put_as_the_panels_lines_change(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=size), None, "paigow_poker")
    assert isinstance(window, PokerWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller.new_hand() and window.controller.stage is Stage.SETTING
    buttons = [
        window.new_hand_button,
        window.move_button,
        window.house_button,
        window.clear_button,
        window.confirm_button,
    ]
    before = where(window, buttons)
    assert window.reason_label.text() == ""
    legal = next(s for s in settings_of(DEAL_5) if not s.foul)
    foul = next(s for s in settings_of(DEAL_5) if s.foul)
    window.scene.arrange(legal.low)  # the preview's lines come
    assert window.preview_label.text()
    assert moved_buttons(before, where(window, buttons)) == []
    window.scene.arrange(foul.low)  # and why it cannot be played
    assert window.reason_label.text()
    assert moved_buttons(before, where(window, buttons)) == []
    window.scene.clear_low()  # and both go
    assert window.reason_label.text() == ""
    assert moved_buttons(before, where(window, buttons)) == []
    window.scene.arrange(legal.low)
    assert window.controller.confirm() and window.controller.stage is Stage.OVER
    assert window.result_label.text()  # the hand's story in the panel
    assert moved_buttons(before, where(window, buttons)) == []
