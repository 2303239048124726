"""Playing one hand of any registered game at its table, as a player would (for the tests that
run the same behaviour in every game)."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.players import rule_move

__all__ = ["hand_over", "play_one_hand"]


def hand_over(window: Any) -> bool:
    """Whether the hand has ended at ``window``'s table and nothing moves on it (at Pai Gow Tiles
    the reveal is played back after the setting: its end is the round's end)."""
    return not window.hand_in_play() and not window.scene.animator.busy and window.new_hand_action.isEnabled()


def play_one_hand(window: Any, qtbot: QtBot) -> None:
    """Deal a hand at ``window`` (F2) and play it to its end: the house way at Pai Gow Tiles and
    Pai Gow Poker, the rule player's moves for your seat at Tien Gow."""
    window.new_hand_action.trigger()
    c = window.controller
    if window.game_key == "tiengow":
        from paigow_desktop.ui.games.tiengow.controller import Stage

        while True:
            qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER), timeout=30_000)
            if c.stage is Stage.OVER:
                break
            move = rule_move(c.view().situation())
            _play(window, move)
    else:
        qtbot.waitUntil(lambda: window.house_way_action.isEnabled(), timeout=30_000)
        window.house_way_action.trigger()
        window.confirm_action.trigger()
    qtbot.waitUntil(lambda: hand_over(window), timeout=30_000)


def _play(window: Any, move: Any) -> None:
    rack = list(window.scene.rack_tiles())
    used: set[int] = set()
    for tile in move.tiles:
        index = next(i for i, t in enumerate(rack) if t == tile and i not in used)
        used.add(index)
        window.pick_actions[index].trigger()
    (window.play_action if move.face_up else window.discard_action).trigger()
