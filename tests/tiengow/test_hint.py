"""A hint before the move (H): the best move found with the next best and why it is worse, its
tiles picked at the table, the hand counted as assisted; the lead odds opened on the hand."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.advice import ReasonCode, hint, judge_play
from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import rule_move
from paigow_desktop.storage import open_app_data
from paigow_desktop.tiles.tile import parse_tiles
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.stats_window import played_hands
from paigow_desktop.ui.games.tiengow.trainer.advisor import hint_lines
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.timings import Speed

from .test_advice import position


def test_the_hint_is_the_best_move_with_the_next_best_and_why() -> None:
    view = position(0, 12)
    found = hint(view, seed=3, budget=None)
    assert found.runner_up is not None and found.reason is not None
    assert found.best.mean >= found.runner_up.mean
    assert found.reason.best == found.best.move and found.reason.chosen == found.runner_up.move
    # The verdict on the hinted move: it is the best found, never flagged.
    verdict = judge_play(view, found.best.move, seed=3, budget=None)
    assert not verdict.flagged
    words = " ".join(hint_lines(found))
    assert "Hint:" in words and "Next best" in words and "assisted" in words
    if found.reason.code is not ReasonCode.WORTH_MORE:
        assert "the trainer would say" in words


def test_the_hint_in_the_last_trick_is_exact() -> None:
    view = position(2, 21)
    found = hint(view, seed=0)
    assert found.exact and found.best.error == 0
    assert found.best.move.face_up and found.best.move.tiles == parse_tiles("4-4")


def test_h_picks_the_hinted_tiles_and_the_hand_counts_as_assisted(qtbot: QtBot, tmp_path: Path) -> None:
    seed = next(s for s in range(1, 60) if deal(s).dice_banker == 0)
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=(1280, 800)), data, "tiengow")
        assert isinstance(window, TienGowWindow)
        qtbot.addWidget(window)
        window.controller.level = "rule"
        window.show()
        c = window.controller
        assert c.new_hand() and c.stage is Stage.YOUR_TURN
        window.hint_action.trigger()
        qtbot.waitUntil(lambda: "Hint:" in window.advice.text(), timeout=30_000)
        assert c.hints == 1 and c.selected()
        assert c.can_play()  # the hinted lead, picked: Enter (or P) plays it
        window.enter_action.trigger()
        while c.stage is not Stage.OVER:
            qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER), timeout=30_000)
            if c.stage is Stage.YOUR_TURN:
                move = rule_move(c.view().situation())
                window.scene.select(move.tiles)
                assert c.play() if move.face_up else c.discard()
        qtbot.waitUntil(lambda: window.last_record is not None, timeout=10_000)
        hands, _ = played_hands(data.store)
        assert [played.hints for _row, played in hands] == [1]
        window.show_statistics()
        stats = window.statistics
        assert stats is not None and stats.stats.assisted_hands == 1
        assert "1 of 1 hand" in stats.values["assisted"].text()
        window.close()
    finally:
        data.close()


def test_h_off_your_turn_says_so_and_counts_nothing(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.show_hint()
    assert window.controller.hints == 0
    assert "your turn" in window.statusBar().currentMessage()


def test_the_lead_odds_open_on_the_hand_at_the_table(qtbot: QtBot) -> None:
    seed = next(s for s in range(1, 60) if deal(s).dice_banker != 0)
    window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.controller.level = "rule"
    window.show()
    c = window.controller
    assert c.new_hand()
    qtbot.waitUntil(lambda: c.stage is Stage.YOUR_TURN, timeout=30_000)
    window.lead_odds_action.trigger()
    trainer = window.trainer_window
    assert trainer is not None and trainer.tabs.currentWidget() is trainer.lead_odds_page
    page = trainer.lead_odds_page
    view = c.view()
    assert page.tiles == sorted(view.tiles, key=lambda t: t.kind)
    assert len(page.seen) == len(view.seen_face_up()) + len(view.own_discards) > 0
    qtbot.waitUntil(lambda: page.odds is not None, timeout=30_000)
    assert "tiles seen" in page.status.text()
    QCoreApplication.processEvents()
    trainer.close()
