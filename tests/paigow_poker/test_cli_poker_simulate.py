"""``poker simulate``: the same JSON as Pai Gow's ``simulate``, money conserved, bad input status 2."""

from __future__ import annotations

import io
import json
from fractions import Fraction

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow_poker import PokerRules
from paigow_desktop.games.paigow_poker.simulate import simulate


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def test_the_json_has_pai_gow_s_keys_and_conserves_the_money() -> None:
    status, text = run("poker", "simulate", "--rounds", "120", "--players", "4", "--bank", "rotate", "--json")
    assert status == 0
    obj = json.loads(text)
    status, tiles = run("simulate", "--rounds", "2", "--json")
    assert status == 0
    reference = json.loads(tiles)
    assert list(obj) == list(reference)
    assert list(obj["player_bets"]) == list(reference["player_bets"])
    assert obj["rounds"] == 120 and obj["players"] == 4 and obj["bank"] == "rotate" and obj["seed"] == 1
    assert obj["conserved"] is True
    assert sum(obj["net_cents"].values()) + obj["commission_cents"] == 0
    assert all(isinstance(v, int) for v in obj["net_cents"].values())
    bets = obj["player_bets"]
    assert bets["wins"] + bets["pushes"] + bets["losses"] == bets["rounds"] == 120 - obj["banked"]["player"]
    assert obj["net_cents"] == dict(simulate(120, 4, "rotate", 1).net_cents)


def test_seed_and_commission_are_passed_on() -> None:
    status, text = run(
        "poker", "simulate", "--rounds", "60", "--seed", "42", "--commission", "0.04", "--json"
    )
    assert status == 0
    obj = json.loads(text)
    assert obj["seed"] == 42 and obj["commission"] == pytest.approx(0.04)
    expected = simulate(60, 1, "never", 42, PokerRules(commission=Fraction(1, 25)))
    assert obj["net_cents"] == dict(expected.net_cents)


def test_the_text_report() -> None:
    status, text = run("poker", "simulate", "--rounds", "40", "--players", "2", "--bank", "rotate")
    assert status == 0
    assert text.startswith("40 rounds from deal 1, 2 at the table, bank: rotate")
    assert "Money is conserved" in text and "The player banked" in text


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        ([], "--rounds"),
        (["--rounds", "0"], "rounds"),
        (["--rounds", "many"], "rounds"),
        (["--rounds", "5", "--players", "7"], "players"),
        (["--rounds", "5", "--players", "0"], "players"),
        (["--rounds", "5", "--bank", "sometimes"], "--bank"),
        (["--rounds", "5", "--commission", "0.2"], "commission"),
        (["--rounds", "5", "--commission", "lots"], "commission"),
        (["--rounds", "5", "--seed", "0"], "deal number"),
        (["--rounds", "5", "--commission", "0", "--bank", "rotate"], "no bank to rotate"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run("poker", "simulate", *argv)
    err = capsys.readouterr().err
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and fragment in err


def test_fortune_ez_and_the_queens_dragon_conserve_the_money() -> None:
    import io
    import json

    from paigow_desktop.cli import main

    out = io.StringIO()
    argv = ["poker", "simulate", "--rounds", "40", "--players", "6", "--bank", "rotate"]
    status = main([*argv, "--fortune", "A", "--ez", "--queens-dragon", "--json"], stdout=out)
    assert status == 0
    found = json.loads(out.getvalue())
    assert found["conserved"] and found["side_bets"]["conserved"]
    assert sum(found["side_bets"]["net_cents"].values()) == 0
    assert found["side_bets"]["player"]["fortune"]["bets"] == 40
    assert main(["poker", "simulate", "--rounds", "5", "--queens-dragon"], stdout=io.StringIO()) == 2
    assert main(["poker", "simulate", "--rounds", "5", "--fortune", "Z"], stdout=io.StringIO()) == 2
