"""Chips at the Pai Gow Poker showdown: losing bets slide to the banker's place, winnings come
from it; at speed 0 (and so with reduced motion) the chips are where they end at once."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.round import DEALER, RoundSettlement
from paigow_desktop.games.paigow_poker.settlement import Result
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.timings import Speed
from tests.paigow_poker.ui.helpers import play_house_way, poker_table


def open_table(qtbot: QtBot, seed: int) -> PokerWindow:
    return poker_table(qtbot, seed=seed)


def ends(settlement: RoundSettlement) -> dict[int, int]:
    """What each bettor's chips should show at the end: its bet and net, nothing when it lost."""
    return {
        line.place: line.bet_cents + line.net_cents if line.result is not Result.LOSS else 0
        for line in settlement.places
        if line.result is not None
    }


def play(window: PokerWindow) -> RoundSettlement:
    play_house_way(window)
    assert window.controller.settlement is not None
    return window.controller.settlement


def test_at_speed_0_the_chips_are_at_once_where_they_end(qtbot: QtBot) -> None:
    window = open_table(qtbot, 21)
    scene = window.scene
    for _ in range(2):  # the house banks, then place 2
        settlement = play(window)
        assert not scene.animator.busy
        for place, cents in ends(settlement).items():
            stack = scene.stacks[place]
            assert stack.cents == cents and stack.isVisible() == (cents > 0), place
        assert not any(item.isVisible() for item in scene.flights.items)
        assert scene.flights.landings == []  # nothing flew


def test_losing_bets_go_to_the_banker_and_winnings_come_from_it(qtbot: QtBot) -> None:
    window = open_table(qtbot, 21)
    c, scene = window.controller, window.scene
    play(window)  # the house banks round 1; place 2 round 2
    window.new_hand()
    assert c.round is not None and c.round.banker == 2
    window.set_speed(Speed.FAST)
    starts = {place: (stack.pos().x(), stack.pos().y()) for place, stack in enumerate(scene.stacks)}
    c.set_house_way()
    assert c.confirm()
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=20_000)
    settlement = c.settlement
    assert settlement is not None and c.stage is Stage.OVER
    bank = starts[2]
    expected: set[tuple[int, tuple[float, float], tuple[float, float]]] = set()
    for line in settlement.places:
        if line.result is Result.LOSS:
            expected.add((line.bet_cents, starts[line.place], bank))
        elif line.result is Result.WIN:
            expected.add((line.net_cents, bank, starts[line.place]))
    assert expected  # the deal moves money
    flown = {(cents, (a.x(), a.y()), (b.x(), b.y())) for cents, a, b in scene.flights.landings}
    assert flown == expected
    assert not any(item.isVisible() for item in scene.flights.items)  # landed and gone
    for place, cents in ends(settlement).items():
        stack = scene.stacks[place]
        assert stack.cents == cents and (stack.pos().x(), stack.pos().y()) == starts[place]
    assert DEALER in c.round.bets  # the house played a seat against place 2
