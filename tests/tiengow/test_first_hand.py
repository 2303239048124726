"""A first hand for a newcomer: the rules page draws the suits, the pairs, the sets and a worked
trick with the table's tiles; the guided hand says what to do at each step."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import rule_move
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.rules_pictures import PICTURES
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.rules_window import help_file
from paigow_desktop.ui.timings import Speed


def table(qtbot: QtBot, seed: int) -> TienGowWindow:
    window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.controller.level = "rule"
    window.set_trainer(False)
    window.show()
    return window


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_page_names_every_picture_and_tells_a_worked_trick_and_settlement(language: str) -> None:
    text = help_file("tiengow", language).read_text(encoding="utf-8")
    named = set(re.findall(r"\]\((tiengow:[a-z]+)\)", text))
    assert named == set(PICTURES)
    worked = ("A worked trick", "A worked settlement") if language == "en" else ("一輪的實例", "結算的實例")
    assert all(f"## {title}" in text for title in worked)
    assert "12" in text  # the worked settlement's winner nets 12


def test_f1_draws_the_tiles_of_the_page(qtbot: QtBot) -> None:
    window = table(qtbot, 3)
    window.rules_action.trigger()
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    document = rules.browser.document()
    for address in PICTURES:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(address))
        assert image is not None, address
        picture = QImage(image.toImage()) if hasattr(image, "toImage") else QImage(image)
        assert picture.width() > 200 and picture.height() > 30, address
        # Drawn, not blank: more than the ground's one colour.
        colours = {picture.pixel(x, picture.height() // 3) for x in range(0, picture.width(), 7)}
        assert len(colours) > 3, address


def test_the_guided_hand_says_what_to_do_at_each_step(qtbot: QtBot) -> None:
    seed = next(s for s in range(1, 60) if deal(s).dice_banker == 0)
    window = table(qtbot, seed)
    c = window.controller
    assert not window.guide.isVisible()
    window.guide_action.trigger()
    assert window.guide.isVisible() and "New hand" in window.guide.text()
    assert c.new_hand() and c.stage is Stage.YOUR_TURN
    said = [window.guide.text()]
    assert "Your lead" in said[0]
    while c.stage is not Stage.OVER:
        qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER), timeout=30_000)
        if c.stage is Stage.YOUR_TURN:
            said.append(window.guide.text())
            move = rule_move(c.view().situation())
            window.scene.select(move.tiles)
            assert c.play() if move.face_up else c.discard()
    assert "The hand is over" in window.guide.text()
    following = [text for text in said[1:] if "Your lead" not in text]
    assert following and all("beat" in text for text in following)
    assert all("column" in text or "Early death" in text for text in said)
    window.guide_action.trigger()
    assert not window.guide.isVisible()
