"""The ``tiengow`` command line: its JSON contract, determinism and bad input."""

from __future__ import annotations

import io
import itertools
import json

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import OPTIONS


def _run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


RULE_PLAYERS = ("--players", "rule,rule,rule,rule")
RECORD_FIELDS = [
    "seed",
    "rules",
    "banker",
    "banker_streak",
    "hands",
    "tricks",
    "columns",
    "winner",
    "payments",
    "net",
    "next_banker",
]


def test_play_json_follows_the_hand_record() -> None:
    status, text = _run("tiengow", "play", "--seed", "12", "--hands", "3", *RULE_PLAYERS, "--json")
    assert status == 0
    lines = text.splitlines()
    assert len(lines) == 3
    records = [json.loads(line) for line in lines]
    assert [r["seed"] for r in records] == [12, 13, 14]
    for before, after in itertools.pairwise(records):
        assert after["banker"] == before["next_banker"]
        same = after["banker"] == before["banker"]
        assert after["banker_streak"] == (before["banker_streak"] + 1 if same else 0)
    for r in records:
        assert set(r) == set(RECORD_FIELDS)
        assert set(r["rules"]) == set(OPTIONS)
        assert set(r["hands"]) == {"0", "1", "2", "3"} and all(len(h) == 8 for h in r["hands"].values())
        for trick in r["tricks"]:
            assert set(trick) == {"leader", "plays", "winner", "columns"}
            assert [p["seat"] for p in trick["plays"]] == [(trick["leader"] + i) % 4 for i in range(4)]
            assert trick["plays"][0]["face_up"] is True
        assert sum(r["net"].values()) == 0 and sum(r["columns"].values()) == 8
        assert all(p["points"] > 0 for p in r["payments"])
        assert HandRecord.from_json(r)[0].to_json() == r


def test_play_is_repeatable_and_takes_rules() -> None:
    argv = ("tiengow", "play", "--seed", "5", "--players", "default,rule,rule,rule", "--json")
    assert _run(*argv) == _run(*argv)
    status, text = _run(
        "tiengow", "play", "--seed", "5", *RULE_PLAYERS, "--rule", "early_death=false",
        "--rule", "gee_joon_payment=true", "--rule", "quartet_payment=false", "--rule", "banker_multiplier=3",
        "--json",
    )  # fmt: skip
    rules = json.loads(text)["rules"]
    assert status == 0
    assert (rules["early_death"], rules["gee_joon_payment"], rules["quartet_payment"]) == (False, 2, 0)
    assert rules["banker_multiplier"] == 3


def test_play_prints_a_readable_account() -> None:
    status, text = _run("tiengow", "play", "--seed", "8", *RULE_PLAYERS)
    assert status == 0
    assert "Trick 1:" in text and "Net points:" in text and "banks" in text


def test_simulate_json() -> None:
    status, text = _run(
        "tiengow", "simulate", "--hands", "8", "--duplicate", *RULE_PLAYERS, "--seed", "3", "--json"
    )
    assert status == 0
    result = json.loads(text)
    assert set(result) == {
        "hands", "players", "duplicate", "points_per_hand", "interval95", "seconds_per_move",
    }  # fmt: skip
    assert result["hands"] == 8 and result["duplicate"] is True
    assert result["players"] == ["rule", "rule", "rule", "rule"]
    # Identical players rotated through the same deals score exactly alike.
    assert result["points_per_hand"] == [0.0, 0.0, 0.0, 0.0]
    assert all(len(i) == 2 and i[0] <= i[1] for i in result["interval95"])
    assert all(s > 0 for s in result["seconds_per_move"])
    again = json.loads(_run("tiengow", "simulate", "--hands", "5", "--players", "rule,rule,rule,default",
                            "--json")[1])  # fmt: skip
    assert again["duplicate"] is False and again["players"][3] == "default"
    assert abs(sum(again["points_per_hand"])) < 1e-9


@pytest.mark.parametrize(
    "argv",
    [
        ("tiengow",),
        ("tiengow", "play"),
        ("tiengow", "play", "--seed", "x"),
        ("tiengow", "play", "--seed", "1", "--hands", "0"),
        ("tiengow", "play", "--seed", "1", "--players", "rule,rule,rule"),
        ("tiengow", "play", "--seed", "1", "--players", "rule,rule,rule,genius"),
        ("tiengow", "play", "--seed", "1", "--rule", "no_such_rule=true"),
        ("tiengow", "play", "--seed", "1", "--rule", "early_death=1"),
        ("tiengow", "play", "--seed", "1", "--rule", "gee_joon_payment=1.5"),
        ("tiengow", "play", "--seed", "1", "--rule", 'gee_joon_payment="2"'),
        ("tiengow", "play", "--seed", "1", "--rule", "last_trick_bonus=0"),
        ("tiengow", "play", "--seed", "1", "--rule", "early_death"),
        ("tiengow", "play", "--seed", "1", "--rule", "early_death=maybe"),
        ("tiengow", "simulate", "--hands", "6", "--duplicate", "--players", "rule,rule,rule,rule", "--json"),
        ("tiengow", "simulate", "--hands", "4", "--json"),
        ("tiengow", "simulate", "--hands", "1000000000000", "--players", "rule,rule,rule,rule"),
        ("tiengow", "play", "--seed", "1_0"),  # int() reads 10; a script meant something else
        ("tiengow", "play", "--seed", str(2**64)),
        ("tiengow", "play", "--seed", str(2**63 - 1), "--hands", "2"),  # the second hand's seed is past it
        ("tiengow", "play", "--seed", "1", "--rule", "banker_multiplier=" + "[" * 3000),  # too deep
    ],
)
def test_bad_input_exits_2_with_one_line(argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    status, _ = _run(*argv)
    err = capsys.readouterr().err
    assert status == 2
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert len(err) < 300  # the bad value is shown cut short
