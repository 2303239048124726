"""Pai Gow's round record: written as JSON, read back exactly, and readable from older folders."""

from __future__ import annotations

import json
import random
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest

from paigow_desktop.games.paigow.record import RecordError, RoundRecord, record_of
from paigow_desktop.games.paigow.round import Round, TableRules
from paigow_desktop.games.paigow.setting import BetResult

FIXTURES = Path(__file__).parent / "fixtures" / "v2"


def settled(seed: int) -> Round:
    game = Round(TableRules(500, 50_000), random.Random(seed), automated=(2, 6))
    for place in (2, 4, 6):
        game.place_bet(place, 1000)
    game.deal()
    game.set_house_way(4)
    game.reveal()
    game.settle()
    return game


@pytest.mark.parametrize("seed", range(1, 40))
def test_a_record_round_trips_through_json(seed: int) -> None:
    game = settled(seed)
    record = record_of(game, seed, 4, ev_given_up=0.25 if seed % 2 else None)
    text = json.dumps(record.to_json())
    again = RoundRecord.from_json(json.loads(text))
    assert again == record
    assert again.to_json() == record.to_json()
    settlement, deal = game.settlement, game.dealt
    assert settlement is not None and deal is not None
    assert again.outcome[4].net_cents == settlement.place(4).net_cents
    assert again.tiles[4] == tuple(deal.tiles_of(4))
    assert again.commission == Fraction(1, 20)


def test_a_record_needs_a_settled_round() -> None:
    game = Round(TableRules(500, 50_000), random.Random(1))
    game.place_bet(4, 1000)
    with pytest.raises(ValueError, match="not settled"):
        record_of(game, 1, 4)


def test_the_records_written_by_version_2_read_back() -> None:
    with sqlite3.connect(f"file:{FIXTURES / 'played' / 'paigow.sqlite3'}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT history, net_cents FROM rounds WHERE state = 'settled'").fetchall()
    assert len(rows) == 22
    for history, net in rows:
        record = RoundRecord.from_json(json.loads(history))
        assert record.outcome[record.place].net_cents == net
        assert json.loads(history) == record.to_json()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("dice"),
        lambda d: d.update(dice=[1, 2]),
        lambda d: d.update(seed="x"),
        lambda d: d.update(tiles={"4": ["9-9"]}),
        lambda d: d.update(banker_setting="6-6 / 5-4 3-1"),
        lambda d: d.update(ev_given_up=float("inf")),
        lambda d: d.update(outcome={"4": {"result": "maybe"}}),
    ],
)
def test_a_damaged_record_is_refused_in_words(damage: object) -> None:
    data = record_of(settled(3), 3, 4).to_json()
    assert callable(damage)
    damage(data)
    with pytest.raises(RecordError):
        RoundRecord.from_json(data)
    with pytest.raises(RecordError, match="JSON object"):
        RoundRecord.from_json([1, 2])


def test_results_are_the_bet_results() -> None:
    record = record_of(settled(5), 5, 4)
    assert record.outcome[record.banker].result is None
    assert record.outcome[4].result in set(BetResult)


def test_playing_out_a_setting_returns_the_rounds_record() -> None:
    from paigow_desktop.games.paigow.house_way import set_hand
    from paigow_desktop.games.paigow.table import Seating, TableSession

    session = TableSession(TableRules(500, 50_000), Seating(4, (2, 6)), 17)
    game = session.start(1000, 100_000)
    game.deal()
    end = game.play_out(4, set_hand(game.tiles_of(4)).setting)
    assert end.record is not None and end.record == record_of(game, 17, 4)
    assert end.record.seed == 17 and end.record.place == 4 and end.record.ev_given_up is None
    unnumbered = Round(TableRules(500, 50_000), random.Random(3))  # no deal number: no record
    unnumbered.place_bet(4, 1000)
    unnumbered.deal()
    assert unnumbered.play_out(4, set_hand(unnumbered.tiles_of(4)).setting).record is None
