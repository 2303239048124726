"""Tien Gow's one turn loop (games/tiengow/table.py): the window, the command line and the
simulator play through it; each move tells what it did, the last one the hand's record."""

from __future__ import annotations

import pytest

from paigow_desktop.games.tiengow.hand import IllegalPlay
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.table import TienGowTable, Turn
from paigow_desktop.games.tiengow.view import Move


def _turns(table: TienGowTable) -> list[Turn]:
    turns = []
    while (seat := table.to_play) is not None:
        turns.append(table.play(seat, table.decision(seat)()))
    return turns


def test_a_hand_played_move_by_move_is_the_hand_the_simulator_plays() -> None:
    table = TienGowTable(Rules())
    plan = table.next_hand(9)
    assert plan.by_dice and plan.banker == plan.deal.dice_banker and plan.streak == 0
    assert table.start(plan, dict.fromkeys(range(4), "rule")) is None
    turns = _turns(table)
    record = play_hand(9, ["rule"] * 4, Rules())
    assert turns[-1].record == record == table.record
    assert all(t.record is None and t.to_play is not None for t in turns[:-1])
    assert turns[-1].hand_over and turns[-1].to_play is None
    assert turns[0].led and turns[0].seat == plan.banker and not turns[1].led
    tricks = [t.trick for t in turns if t.trick is not None]
    assert tricks == list(record.tricks)
    assert [t.seat for t in turns[1:]] == [t.to_play for t in turns[:-1]]  # who moves next, as said


def test_the_bank_passes_on_and_a_practice_hand_passes_nothing() -> None:
    table = TienGowTable(Rules())
    table.start(table.next_hand(9), dict.fromkeys(range(4), "rule"))
    record = table.play_out()
    assert (table.banker, table.streak) == (
        (record.banker, record.banker_streak + 1) if record.winner == record.banker else (record.winner, 0)
    )
    passed = (table.banker, table.streak)
    follow = table.next_hand(10)
    assert not follow.by_dice and (follow.banker, follow.streak) == passed
    table.start(table.next_hand(9, banker=record.banker, streak=record.banker_streak), practice=True)
    table.play_out(table.simplest_move)
    assert (table.banker, table.streak) == passed  # a replay is played for nothing


def test_a_move_out_of_turn_is_refused_with_the_reason_the_table_gives() -> None:
    table = TienGowTable(Rules())
    move = Move((), True)
    assert table.can_play(0, move) == "no hand has been dealt"
    table.start(table.next_hand(9))
    seat = table.to_play
    assert seat is not None
    other = (seat + 1) % 4
    lead = table.simplest_move(seat)
    reason = table.can_play(other, lead)
    assert reason == f"seat {seat} is to play, not seat {other}"
    with pytest.raises(IllegalPlay) as raised:
        table.play(other, lead)
    assert raised.value.args[0] == reason
    assert table.can_play(seat, Move(lead.tiles, False)) == "a lead is played face up"
    assert table.can_play(seat, lead) is None


def test_the_computer_seats_decide_from_their_own_view_only() -> None:
    table = TienGowTable(Rules())
    table.start(table.next_hand(9), {1: "rule", 2: "rule", 3: "rule"})
    assert set(table.players) == {1, 2, 3}
    with pytest.raises(KeyError):
        table.decision(0)  # no computer plays seat 0: its person decides
    record = table.play_out(lambda seat: table.simplest_move(seat) if seat == 0 else table.decision(seat)())
    assert isinstance(record, HandRecord) and record.replay().net() == list(record.net)
