"""The Tien Gow table keeps no hand's leftovers: memory stays flat over a long session (the
figures over 1,000 hands are bench/bench_tiengow_memory.py's)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow import players, playout, sets
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import candidate_moves, rule_move
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.table import TienGowTable
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.games.tiengow.weigh import weigh
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.timings import Speed

from .test_advice import position


def views_alive() -> int:
    gc.collect()
    return sum(isinstance(o, SeatView) for o in gc.get_objects())


def test_the_seat_views_of_finished_hands_are_let_go(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=1, speed=Speed.INSTANT, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.set_trainer(False)
    window.show()
    c = window.controller
    c.level = "rule"

    def hand() -> None:
        assert c.new_hand()
        while c.stage is not Stage.OVER:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
            if c.stage is Stage.YOUR_TURN:
                move = rule_move(c.view().situation())
                window.scene.select(move.tiles)
                assert c.play() if move.face_up else c.discard()

    for _ in range(3):
        hand()
    before = views_alive()
    for _ in range(8):
        hand()
    # A computer move's job whose wrapper PySide kept alive kept the seat's view it chose
    # from, and all the hand's tricks with it.
    assert views_alive() - before < 8
    assert len(c.worker_threads) <= 64


def test_the_computer_players_remember_a_bounded_number_of_answers() -> None:
    """The sampling players' remembered threats, keep values and sets are capped small: a hand
    of them asks more questions than the cap, and what is remembered stays at the cap (65,536
    each held ~75 MiB once a few hands had filled them)."""
    caches = (players._threat, players._keep_values, sets.sets_of_key)
    for cache in caches:
        cache.cache_clear()
    dealt = deal(3)
    hand = Hand(dealt.hands, dealt.dice_banker, 0, Rules())
    seats = {s: players.make_player("sampling", f"memory:{s}") for s in range(4)}
    while hand.to_play is not None:
        hand.apply(seats[hand.to_play].choose(hand.view(hand.to_play)))
    for cache in caches:
        info = cache.cache_info()
        assert info.maxsize is not None and info.maxsize <= 4096
        assert info.currsize == info.maxsize < info.misses  # filled, and more asked than kept


def test_a_new_hand_at_the_table_forgets_the_last_hands_answers() -> None:
    """What the computer players and the verdicts' play-outs remembered of a hand is let go
    when the table deals the next: a long session's memory does not grow with the hands."""
    table = TienGowTable()
    table.start(table.next_hand(1), dict.fromkeys((0, 1, 2, 3), "rule"))
    table.play_out()
    view = position(1, 0)
    weigh(view, candidate_moves(view.situation()), seed=1, budget=2_000, cpu_limit=None)
    assert players._threat.cache_info().currsize > 0 and players._keep_values.cache_info().currsize > 0
    assert playout.remembered() > 0
    table.start(table.next_hand(2), dict.fromkeys((0, 1, 2, 3), "rule"))
    caches = (players._threat, players._keep_values, sets.sets_of_key)
    assert all(cache.cache_info().currsize == 0 for cache in caches)
    assert playout.remembered() == 0


def test_a_deal_while_the_play_outs_are_still_loading_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """A verdict's thread may be importing the play-outs as the table deals: the module is then
    in sys.modules without its ``forget`` yet, and the deal must not fail on it."""
    import sys
    import types

    half_loaded = types.ModuleType("paigow_desktop.games.tiengow.playout")  # its tables still building
    monkeypatch.setitem(sys.modules, "paigow_desktop.games.tiengow.playout", half_loaded)
    table = TienGowTable()
    table.start(table.next_hand(3), dict.fromkeys((1, 2, 3), "rule"))
    assert table.hand is not None and table.to_play is not None


def test_a_plans_lead_order_leaves_its_sets_as_they_were() -> None:
    """Plans are shared by threads weighing moves at once: putting the leads in order makes a new
    list, so another thread walking the sets (the bits a lead reads) never misses one."""
    view = position(1, 0)
    weigh(view, candidate_moves(view.situation()), seed=1, budget=2_000, cpu_limit=None)
    plans = list(playout._plans.values())
    assert plans
    for plan in plans:
        before = list(plan.leads)
        ordered = plan.in_order()
        assert plan.leads == before and ordered is not plan.leads
        assert sorted(map(id, ordered)) == sorted(map(id, before))
