"""Gee Joon and quartet payments as chips on the Tien Gow felt: from the payer's place to the
payee's, at once at speed 0 (and so with reduced motion), cleared by the next deal."""

from __future__ import annotations

from PySide6.QtCore import QParallelAnimationGroup, QPropertyAnimation
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.storage import Settings
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.scene import ChipPayment, TienGowScene
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.timings import Speed

from .test_table_window import play_your_turn, table, your_turn_or_over

#: Rule players all round: East (you) collects a Gee Joon in the third trick: 4 points from
#: South (the banker, ×2) and 2 each from West and North.
GEE_JOON_SEED = 99


def scene_at(qtbot: QtBot, speed: Speed) -> TienGowScene:
    """A table's scene at ``speed`` (the window keeps it; a scene alone outlives its items)."""
    scene = table(qtbot, speed=speed).scene
    assert scene.speed == speed
    return scene


def test_the_seed_is_a_gee_joon_for_you() -> None:
    record = play_hand(GEE_JOON_SEED, ["rule"] * 4, Rules())
    paid = [(p.payer, p.payee, p.points) for p in record.payments if p.reason == money.GEE_JOON]
    assert paid == [(1, 0, 4), (2, 0, 2), (3, 0, 2)]


def test_a_gee_joon_at_the_table_puts_its_chips_at_your_place(qtbot: QtBot) -> None:
    window = table(qtbot, seed=GEE_JOON_SEED)
    c, scene = window.controller, window.scene
    assert c.new_hand(GEE_JOON_SEED)
    while True:
        your_turn_or_over(window, qtbot)
        if scene.chips[0].cents:
            break
        assert c.stage is Stage.YOUR_TURN, "the hand ended without the Gee Joon"
        assert not any(stack.isVisible() for stack in scene.chips)
        play_your_turn(window)
    qtbot.waitUntil(lambda: not scene.animator.busy)
    assert [stack.cents for stack in scene.chips] == [8 * c.cents_per_point, 0, 0, 0]
    assert scene.chips[0].isVisible() and scene.chips[0].pos() == scene.chip_point(0)
    assert not scene.flights  # speed 0: no chips on their way, only where they end
    assert "Gee Joon" in scene.banner.text
    while c.stage is not Stage.OVER:  # the chips stay through the hand ...
        your_turn_or_over(window, qtbot)
        if c.stage is Stage.YOUR_TURN:
            play_your_turn(window)
    assert scene.chips[0].cents == 8 * c.cents_per_point
    assert c.new_hand()  # ... and go with the next deal
    assert not any(stack.cents or stack.isVisible() for stack in scene.chips)


def test_chips_slide_from_each_payer_to_the_payee(qtbot: QtBot) -> None:
    scene = scene_at(qtbot, Speed.FAST)
    scene.show_payments([ChipPayment(1, 2, 40), ChipPayment(3, 2, 20), ChipPayment(0, 2, 10)])
    group = scene.animator.current
    assert isinstance(group, QParallelAnimationGroup) and group.animationCount() == 3
    moves = [group.animationAt(i) for i in range(3)]
    assert all(isinstance(m, QPropertyAnimation) for m in moves)
    starts = [m.targetObject().pos() for m in moves]  # type: ignore[union-attr]
    assert starts == [scene.chip_point(1), scene.chip_point(3), scene.chip_point(0)]
    assert [m.endValue() for m in moves] == [scene.chip_point(2)] * 3  # type: ignore[union-attr]
    assert [m.targetObject().cents for m in moves] == [40, 20, 10]  # type: ignore[union-attr]
    assert scene.chips[2].cents == 0  # not there yet
    scene.animator.skip()
    assert [stack.cents for stack in scene.chips] == [0, 0, 70, 0]
    assert not any(flight.isVisible() for flight in scene.flights)
    assert len({scene.chip_point(seat).toTuple() for seat in range(4)}) == 4


def test_reduced_motion_shows_the_chips_where_they_end_at_once(qtbot: QtBot) -> None:
    speed = speed_for(Settings(reduced_motion="on", animation_speed=int(Speed.SLOW)), None)
    assert speed is Speed.INSTANT
    scene = scene_at(qtbot, speed)
    scene.show_payments([ChipPayment(0, 1, 30), ChipPayment(2, 1, 30)])
    assert not scene.animator.busy and not scene.flights
    assert scene.chips[1].cents == 60 and scene.chips[1].pos() == scene.chip_point(1)


def test_the_chips_count_points_at_any_rate(qtbot: QtBot) -> None:
    # At 10 cents a point the Gee Joon's 8 points ($0.80) are a red five and three white ones,
    # as at $1 a point; they used to be one $1 chip.  The tooltip says points and money.
    window = table(qtbot, seed=GEE_JOON_SEED)
    c, scene = window.controller, window.scene
    c.set_rate(10)
    assert c.new_hand(GEE_JOON_SEED)
    while not scene.chips[0].cents:
        your_turn_or_over(window, qtbot)
        assert c.stage is Stage.YOUR_TURN, "the hand ended without the Gee Joon"
        play_your_turn(window)
    qtbot.waitUntil(lambda: not scene.animator.busy)
    stack = scene.chips[0]
    assert stack.cents == 80 and stack.shown() == [5, 1, 1, 1]
    assert stack.toolTip() == "Collected this hand: 8 points ($0.80)"
    c.set_rate(100)  # from the next hand: these chips keep their count
    assert stack.shown() == [5, 1, 1, 1]
    while c.stage is not Stage.OVER:
        your_turn_or_over(window, qtbot)
        if c.stage is Stage.YOUR_TURN:
            play_your_turn(window)
    assert c.new_hand()
    assert stack.toolTip() == "" and stack.unit == 100


def test_chips_make_an_amount_with_a_white_chip_of_any_worth() -> None:
    from paigow_desktop.ui.table.pieces import chips_for

    assert chips_for(3_130) == [25, 5, 1, 1]  # $31.30: the 30 cents left are one more white chip
    assert chips_for(80, unit=10) == [5, 1, 1, 1]
    assert chips_for(2_600, unit=25) == [100, 1, 1, 1, 1]
    assert chips_for(0, unit=10) == [] and chips_for(-5) == []
