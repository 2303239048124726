"""The ``poker`` commands: the contract scripts rely on, and bad input as one line and status 2."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow_poker import Setting, parse_cards


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def values(high: list[str], low: list[str]) -> tuple[int, int]:
    return Setting(parse_cards(high), parse_cards(low)).values


def test_house_way_json_names_the_hands_and_the_rule() -> None:
    status, text = run("poker", "house-way", "As", "Ah", "Ad", "JK", "Ks", "Qs", "Js", "--json")
    assert status == 0
    found = json.loads(text)
    assert found["cards"] == ["As", "Ah", "Ad", "JK", "Ks", "Qs", "Js"]
    assert found["rule"] == "quads-A-split"
    assert values(found["high"], found["low"]) == values(["JK", "As", "Ks", "Qs", "Js"], ["Ah", "Ad"])
    assert (found["high_name"], found["low_name"]) == ("royal flush", "pair of aces")


def test_house_way_batch_prints_one_object_per_line_in_order(tmp_path: Path) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("\ufeffKs Jh 9d 7c 5s 3h 2d\n\n8s 8h Ad Qc 9s 5h 3d\n", encoding="utf-8")
    status, text = run("poker", "house-way", "--batch", str(batch), "--json")
    assert status == 0
    rules = [json.loads(line)["rule"] for line in text.splitlines()]
    assert rules == ["no-pair", "one-pair"]


def test_a_bad_batch_line_is_named_before_anything_is_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("Ks Jh 9d 7c 5s 3h 2d\nKs Ks 9d 7c 5s 3h 2d\n", encoding="utf-8")
    status, text = run("poker", "house-way", "--batch", str(batch), "--json")
    assert (status, text) == (2, "")
    assert "line 2" in capsys.readouterr().err


@pytest.mark.parametrize(
    "cards",
    [
        ["As", "Kd", "Qh", "Jc", "Ts", "9h"],  # six cards
        ["As", "As", "Qh", "Jc", "Ts", "9h", "2c"],  # a card twice
        ["JK", "jk", "Qh", "Jc", "Ts", "9h", "2c"],  # two jokers
        ["Zz", "Kd", "Qh", "Jc", "Ts", "9h", "2c"],  # not a card
    ],
)
def test_bad_cards_exit_2_with_one_line(cards: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("house-way", "analyze"):
        status, _ = run("poker", command, *cards)
        assert status == 2
        error = capsys.readouterr().err
        assert error.count("\n") == 1 and "Traceback" not in error


def test_analyze_json_lists_every_legal_split_with_exact_counts() -> None:
    status, text = run("poker", "analyze", "As", "Ks", "Kh", "JK", "9d", "5c", "3h", "--json")
    assert status == 0
    found = json.loads(text)
    assert found["dealer_hands"] == 53_524_680 and found["bank"] is False and found["commission"] == 0.05
    settings = found["settings"]
    assert len(settings) == 20
    for s in settings:
        assert s["win"] + s["push"] + s["loss"] == 53_524_680
        assert s["ev"] == pytest.approx((0.95 * s["win"] - s["loss"]) / 53_524_680)
    assert max(s["ev"] for s in settings) == next(s["ev"] for s in settings if s["best"])
    assert any(s["house_way"] for s in settings) and found["house_way_rule"] == "two-pair-split(a)"


def test_analyze_from_the_bank_and_at_another_commission() -> None:
    cards = ["Ks", "Jh", "9d", "7c", "5s", "3h", "2d"]
    status, text = run("poker", "analyze", *cards, "--bank", "--commission", "0.04", "--json")
    assert status == 0
    found = json.loads(text)
    assert found["bank"] is True and found["commission"] == 0.04
    s = found["settings"][0]
    assert s["ev"] == pytest.approx((0.96 * s["win"] - s["loss"]) / 53_524_680)


def test_side_bets_json_prints_the_exact_counts_and_returns() -> None:
    from fractions import Fraction

    status, text = run("poker", "side-bets", "--json")
    assert status == 0
    found = json.loads(text)
    assert found["hands"] == 154_143_080
    assert sum(found["categories"].values()) == found["hands"]
    assert found["categories"]["three_of_a_kind"] == 7_672_500
    assert found["queens_dragon"] == 2_719_500
    common = found["pay_tables"][0]
    assert common["pays"]["natural_seven_card_straight_flush"] == 8000
    won = sum(pay * found["categories"][key] for key, pay in common["pays"].items())
    exact = Fraction(won - found["categories"]["nothing"], found["hands"])
    assert Fraction(common["return_exact"]) == exact
    assert common["return"] == float(exact) < 0


def test_analyze_ez_gives_exact_counts_with_no_commission() -> None:
    from fractions import Fraction

    cards = ["Qs", "Jh", "9d", "7c", "5s", "3h", "2d"]
    status, text = run("poker", "analyze", "--ez", *cards, "--json")
    assert status == 0
    ez = json.loads(text)
    plain = json.loads(run("poker", "analyze", *cards, "--json")[1])
    assert ez["ez"] is True and ez["commission"] == 0
    assert set(ez["settings"][0]) == set(plain["settings"][0])
    for row in ez["settings"]:
        assert row["win"] + row["push"] + row["loss"] == 53_524_680
        assert row["ev"] == float(Fraction(row["win"] - row["loss"], 53_524_680))
    # A queen-high hand beats some queen-high pai gows, which now push.
    assert ez["settings"][0]["win"] < plain["settings"][0]["win"]
    assert run("poker", "analyze", "--ez", "--bank", *cards)[0] == 2
