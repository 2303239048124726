"""Hand records: the doc's fields, JSON that reads back to the same record, replays that check."""

from __future__ import annotations

import itertools
import json

import pytest

from paigow_desktop.games.tiengow.match import next_bank, play_hands
from paigow_desktop.games.tiengow.record import HandRecord, RecordError
from paigow_desktop.games.tiengow.rules import Rules

from .helpers import full_hand, play


def _full_hand_record() -> HandRecord:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3")
    play(hand, "up 4-4", "down 6-2", "down 3-1", "down 6-6")
    return HandRecord.of(hand, seed=7)


def test_the_full_hand_record() -> None:
    data = _full_hand_record().to_json()
    assert list(data) == [
        "seed", "rules", "banker", "banker_streak", "hands", "tricks", "columns", "winner", "payments", "net",
        "next_banker",
    ]  # fmt: skip
    assert data["payments"] == [
        {"from": 1, "to": 0, "points": 4, "reason": "gee joon"},
        {"from": 2, "to": 0, "points": 4, "reason": "gee joon"},
        {"from": 3, "to": 0, "points": 4, "reason": "gee joon"},
        {"from": 0, "to": 3, "points": 4, "reason": "settlement"},
        {"from": 1, "to": 3, "points": 5, "reason": "settlement"},
        {"from": 2, "to": 3, "points": 5, "reason": "settlement"},
    ]
    assert data["net"] == {"0": 8, "1": -9, "2": -9, "3": 10}
    assert data["next_banker"] == 3 and data["winner"] == 3
    assert data["columns"] == {"0": 2, "1": 0, "2": 0, "3": 6}
    assert data["rules"] == Rules().to_json() and len(data["rules"]) == 11
    assert data["tricks"][0] == {
        "leader": 0,
        "plays": [
            {"seat": 0, "tiles": ["4-2", "2-1"], "face_up": True},
            {"seat": 1, "tiles": ["5-1", "5-1"], "face_up": False},
            {"seat": 2, "tiles": ["3-3", "4-1"], "face_up": False},
            {"seat": 3, "tiles": ["6-1", "6-4"], "face_up": False},
        ],
        "winner": 0,
        "columns": 2,
    }
    assert [t["columns"] for t in data["tricks"]] == [2, 2, 3, 1]


def test_records_round_trip_through_json() -> None:
    records = [_full_hand_record()]
    rules = Rules(one_red_dot=True, little_three_big_six=True, hk_escalating_banker=True)
    records += list(play_hands(11, 6, ["rule"] * 4, rules))
    for record in records:
        text = json.dumps(record.to_json())
        again, warnings = HandRecord.from_json(json.loads(text))
        assert again == record and warnings == []
        assert again.replay().net() == list(record.net)


def test_consecutive_records_chain() -> None:
    records = list(play_hands(40, 8, ["rule"] * 4, Rules(hk_escalating_banker=True)))
    assert [r.seed for r in records] == list(range(40, 48))
    assert records[0].banker_streak == 0
    for before, after in itertools.pairwise(records):
        assert (after.banker, after.banker_streak) == next_bank(before)
        assert after.banker == before.next_banker
        assert after.banker_streak == (before.banker_streak + 1 if after.banker == before.banker else 0)


def test_reading_rules_ignores_unknown_names_with_a_warning() -> None:
    data = _full_hand_record().to_json()
    data["rules"] = {"early_death": True, "house_special": 3}
    record, warnings = HandRecord.from_json(data)
    assert record.rules == Rules() and warnings == ["unknown option 'house_special' ignored"]


@pytest.mark.parametrize(
    "tamper",
    [
        lambda d: d["net"].update({"0": 9}),
        lambda d: d["payments"].pop(),
        lambda d: d["payments"][0].update({"points": 5}),
        lambda d: d["tricks"][0]["plays"][1].update({"face_up": True}),
        lambda d: d["tricks"][0]["plays"][1].update({"face_up": 0}),
        lambda d: d["tricks"][0].update({"winner": 1}),
        lambda d: d["tricks"].pop(),
        lambda d: d["hands"].update({"0": ["3-2", *d["hands"]["0"][1:]]}),
        lambda d: d["rules"].update({"early_death": 1}),
        lambda d: d["tricks"][0]["plays"][0].update({"tiles": ["2-4", "2-1"]}),
        lambda d: d.pop("winner"),
    ],
)
def test_a_record_that_does_not_replay_is_refused(tamper) -> None:  # type: ignore[no-untyped-def]
    data = _full_hand_record().to_json()
    tamper(data)
    with pytest.raises(RecordError):
        HandRecord.from_json(data)
