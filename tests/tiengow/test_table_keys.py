"""The Tien Gow table's keys wherever the focus is in the window, banners that belong to their
hand, and the hand's result told when the table shows it (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import rule_move
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.timings import Speed


def settle() -> None:
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def table(qtbot: QtBot, seed: int, speed: Speed = Speed.INSTANT) -> TienGowWindow:
    window = build_table(AppOptions(seed=seed, speed=speed, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.controller.level = "rule"
    window.set_trainer(False)  # no verdicts worked out behind these tests
    window.show()
    window.activateWindow()  # the window's keys work in the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def your_lead_seed() -> int:
    return next(seed for seed in range(1, 60) if deal(seed).dice_banker == 0)


def wait_turn(window: TienGowWindow, qtbot: QtBot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER), timeout=30_000)


def make_move(window: TienGowWindow) -> None:
    """The rule player's move for your seat, picked and played as the buttons play it."""
    c = window.controller
    move = rule_move(c.view().situation())
    window.scene.select(move.tiles)
    assert c.play() if move.face_up else c.discard()


def test_enter_plays_the_picked_tiles_with_the_focus_in_the_panel(qtbot: QtBot) -> None:
    window = table(qtbot, your_lead_seed())
    c = window.controller
    assert c.new_hand() and c.stage is Stage.YOUR_TURN
    window.pick_actions[0].trigger()
    picked = c.selected()
    window.sets_list.setFocus()
    QTest.keyClick(window.sets_list, Qt.Key.Key_Return)
    settle()
    hand = c.hand
    assert hand is not None and len(hand.tiles(c.me)) == 7
    assert (hand.tricks[0].plays[0].tiles if hand.tricks else hand.current_plays[0].tiles) == picked


def test_enter_puts_the_last_tiles_down_after_a_click_on_play(qtbot: QtBot) -> None:
    """Turn after turn, the move is made with a click on Play or Discard (the focus stays on the
    button), then each next turn with Enter alone wherever the rule player's tiles can go by
    Enter: the hand reaches its end with no press that does nothing."""
    window = table(qtbot, 6)
    c = window.controller
    assert c.new_hand()
    clicked = entered = 0
    while True:
        wait_turn(window, qtbot)
        if c.stage is Stage.OVER:
            break
        focus = window.focusWidget()
        move = rule_move(c.view().situation())
        before = len(c.view().tiles)
        view = c.view()
        if not view.leading and len(view.tiles) == view.trick_size and not view.beating_sets():
            # "your last tiles go face down. Press Enter.": Enter wherever the focus is
            assert focus is not window.view
            QTest.keyClick(focus or window, Qt.Key.Key_Return)
            entered += 1
        else:
            for tile in move.tiles:
                index = next(
                    i
                    for i, t in enumerate(window.scene.rack_tiles())
                    if t == tile and window.scene.rack[i] not in window.scene.selected
                )
                window.pick_actions[index].trigger()
            button = window.play_button if move.face_up else window.discard_button
            button.setFocus()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            clicked += 1
        settle()
        assert c.stage is not Stage.YOUR_TURN or len(c.view().tiles) < before
    assert clicked and c.record is not None


def test_space_picks_the_tile_at_the_cursor_with_the_focus_in_the_log(qtbot: QtBot) -> None:
    window = table(qtbot, your_lead_seed())
    c = window.controller
    assert c.new_hand() and c.stage is Stage.YOUR_TURN
    window.log.setFocus()
    QTest.keyClick(window.log, Qt.Key.Key_Space)
    assert c.selected() == (window.scene.rack_tiles()[window.scene.cursor],)
    QTest.keyClick(window.log, Qt.Key.Key_2)  # the number keys too
    assert len(c.selected()) == 2


def test_the_last_hands_banner_is_not_carried_into_the_next_hand(qtbot: QtBot) -> None:
    # Deal 1 (four rule players): the hand's last play is an early death, said over the table.
    window = table(qtbot, 1)
    c = window.controller
    banners: list[str] = []
    original = window.scene.say

    def say(text: str) -> None:
        banners.append(text)
        original(text)

    window.scene.say = say  # type: ignore[method-assign]
    assert c.new_hand()
    while True:
        wait_turn(window, qtbot)
        if c.stage is Stage.OVER:
            break
        make_move(window)
    assert any("Early death" in text for text in banners)
    banners.clear()
    assert c.new_hand()
    hand = c.hand
    assert hand is not None
    while not hand.tricks:
        qtbot.waitUntil(lambda: bool(hand.tricks) or c.stage is Stage.YOUR_TURN, timeout=30_000)
        if not hand.tricks:
            make_move(window)
    assert not any("Early death" in text for text in banners)


def test_tricks_and_the_result_are_told_once_the_tiles_have_landed(qtbot: QtBot) -> None:
    window = table(qtbot, 6, speed=Speed.FAST)
    c = window.controller
    told: list[tuple[str, bool]] = []  # each line of news, and whether tiles still moved
    news = ("trick", "Early death", "Gee Joon", "last trick")
    c.happened.connect(
        lambda line: told.append((line, window.scene.animator.busy)) if any(w in line for w in news) else None
    )
    c.message.connect(
        lambda line: told.append((line, window.scene.animator.busy)) if any(w in line for w in news) else None
    )
    assert c.new_hand()
    while c.stage is not Stage.OVER:
        qtbot.waitUntil(
            lambda: (c.stage is Stage.YOUR_TURN and not window.scene.animator.busy) or c.stage is Stage.OVER,
            timeout=30_000,
        )
        if c.stage is Stage.YOUR_TURN:
            make_move(window)
    qtbot.waitUntil(lambda: "last trick" in window.log.toPlainText(), timeout=10_000)
    assert any("wins the trick" in line or "win the trick" in line for line, _ in told)
    assert [line for line, moving in told if moving] == []
