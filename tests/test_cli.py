"""The command line: analyze, house-way and house-edge, their JSON, and how bad input is reported."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.strategy import analyze
from paigow_desktop.tiles.tile import FULL_SET, parse_tiles

WONG_DEAL = ["6-6", "5-4", "3-1", "2-1"]
ERROR_PREFIX = "paigow-desktop: error:"


def run_cli(*argv: str) -> tuple[int, str]:
    """Run the command line in this process: (exit status, standard output)."""
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def run_json(*argv: str) -> list[dict[str, Any]]:
    status, text = run_cli(*argv, "--json")
    assert status == 0
    return [json.loads(line) for line in text.splitlines()]


def run_one(*argv: str) -> dict[str, Any]:
    (obj,) = run_json(*argv)
    return obj


def subprocess_cli(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paigow_desktop", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def setting_of(entry: dict[str, Any]) -> Setting:
    return Setting.of(parse_tiles(entry["low"]), parse_tiles(entry["high"]))


def check_analysis(obj: dict[str, Any], commission: str) -> None:
    """Invariants every analysis must keep, checked against exact arithmetic."""
    rate = Fraction(commission)
    assert obj["commission"] == pytest.approx(float(rate))
    hands = obj["dealer_hands"]
    advantages = []
    for entry in obj["settings"]:
        assert entry["win"] + entry["push"] + entry["loss"] == hands
        assert min(entry["win"], entry["push"], entry["loss"]) >= 0
        advantage = (1 - rate) * entry["win"] - entry["loss"]
        advantages.append(advantage)
        assert entry["ev"] == pytest.approx(float(advantage / hands), abs=1e-12)
    top = max(advantages)
    assert [e["best"] for e in obj["settings"]] == [a == top for a in advantages]


# ------------------------------------------------------------------ analyze


def test_analyze_json_shape_and_counts() -> None:
    obj = run_one("analyze", *WONG_DEAL)
    assert {"tiles", "bank", "commission", "dealer_hands", "settings"} <= set(obj)
    assert obj["tiles"] == WONG_DEAL
    assert obj["bank"] is False
    assert obj["commission"] == pytest.approx(0.05)
    assert obj["dealer_hands"] == math.comb(28, 4) == 20475
    assert len(obj["settings"]) == 3
    keys = {"low", "high", "low_name", "high_name", "win", "push", "loss", "ev", "house_way", "best"}
    for entry in obj["settings"]:
        assert keys <= set(entry)
        assert sorted(entry["low"] + entry["high"]) == sorted(WONG_DEAL)
    # The three entries are the three distinct settings of the deal.
    expected = {s.key for s in settings_of(parse_tiles(WONG_DEAL))}
    assert {setting_of(e).key for e in obj["settings"]} == expected
    check_analysis(obj, "0.05")


def test_analyze_names_match_the_engine() -> None:
    obj = run_one("analyze", *WONG_DEAL)
    for entry in obj["settings"]:
        setting = setting_of(entry)
        assert entry["low_name"] == setting.low.name
        assert entry["high_name"] == setting.high.name


def test_analyze_counts_match_the_engine() -> None:
    obj = run_one("analyze", *WONG_DEAL)
    analysis = analyze(parse_tiles(WONG_DEAL))
    assert obj["dealer_hands"] == analysis.dealer_hands
    for entry in obj["settings"]:
        expected = analysis.entry(setting_of(entry)).outcomes
        assert (entry["win"], entry["push"], entry["loss"]) == (expected.win, expected.push, expected.loss)


@pytest.mark.parametrize("deal", [WONG_DEAL, ["6-6", "6-1", "6-2", "3-1"], ["5-5", "4-4", "6-4", "4-2"]])
def test_analyze_house_way_entry_is_what_house_way_prints(deal: list[str]) -> None:
    obj = run_one("analyze", *deal)
    house = run_one("house-way", *deal)
    flagged = [setting_of(e) for e in obj["settings"] if e["house_way"]]
    assert flagged, "one setting must be the house way"
    printed = Setting.of(parse_tiles(house["low"]), parse_tiles(house["high"]))
    assert all(s.same_play(printed) for s in flagged)
    others = [setting_of(e) for e in obj["settings"] if not e["house_way"]]
    assert not any(s.same_play(printed) for s in others)
    if "house_way_rule" in obj:
        assert obj["house_way_rule"] == house["rule"]


@pytest.mark.parametrize("bank", [False, True])
def test_wong_and_seven_is_best(bank: bool) -> None:
    # 7 low and Wong high is the best possible low and high hand of these tiles at once.
    args = ["analyze", *WONG_DEAL] + (["--bank"] if bank else [])
    obj = run_one(*args)
    wong = Setting.parse("3-1 2-1 / 6-6 5-4")
    best = [setting_of(e) for e in obj["settings"] if e["best"]]
    assert any(s.same_play(wong) for s in best)
    entry = next(e for e in obj["settings"] if setting_of(e).same_play(wong))
    assert entry["ev"] == max(e["ev"] for e in obj["settings"])


def test_bank_counts_ties_for_the_player_banker() -> None:
    player = run_one("analyze", *WONG_DEAL)
    bank = run_one("analyze", *WONG_DEAL, "--bank")
    assert bank["bank"] is True
    assert player["bank"] is False
    check_analysis(bank, "0.05")
    assert bank["dealer_hands"] == player["dealer_hands"]
    hands = [(e["low"], e["high"]) for e in player["settings"]]
    assert [(e["low"], e["high"]) for e in bank["settings"]] == hands
    counts = [(e["win"], e["push"], e["loss"]) for e in player["settings"]]
    bank_counts = [(e["win"], e["push"], e["loss"]) for e in bank["settings"]]
    assert counts != bank_counts
    # The banker wins ties: holding the bank can only turn losses and pushes into better results.
    for p, b in zip(player["settings"], bank["settings"], strict=True):
        assert b["win"] >= p["win"]
        assert b["loss"] <= p["loss"]
    expected = analyze(parse_tiles(WONG_DEAL), bank=True)
    for entry in bank["settings"]:
        o = expected.entry(setting_of(entry)).outcomes
        assert (entry["win"], entry["push"], entry["loss"]) == (o.win, o.push, o.loss)


@pytest.mark.parametrize("rate", ["0", "0.1", "0.05", "1/20"])
def test_commission_accepted(rate: str) -> None:
    obj = run_one("analyze", *WONG_DEAL, "--commission", rate)
    check_analysis(obj, rate)


def test_commission_changes_ev_not_counts() -> None:
    free = run_one("analyze", *WONG_DEAL, "--commission", "0")
    taxed = run_one("analyze", *WONG_DEAL, "--commission", "0.1")
    for f, t in zip(free["settings"], taxed["settings"], strict=True):
        assert (f["win"], f["push"], f["loss"]) == (t["win"], t["push"], t["loss"])
        if f["win"]:
            assert t["ev"] < f["ev"]


@pytest.mark.parametrize("rate", ["0.2", "abc", "-0.01", "0.100001", "nan", "inf"])
def test_commission_rejected(rate: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_cli("analyze", *WONG_DEAL, "--commission", rate)
    assert status == 2
    assert out == ""
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1
    assert err[0].startswith(ERROR_PREFIX)
    assert rate in err[0]


def test_seen_tiles_leave_the_opposing_hands() -> None:
    obj = run_one("analyze", *WONG_DEAL, "--seen", "1-1", "1-1")
    assert obj["dealer_hands"] == math.comb(26, 4) == 14950
    check_analysis(obj, "0.05")
    expected = analyze(parse_tiles(WONG_DEAL), seen=parse_tiles(["1-1", "1-1"]))
    assert obj["dealer_hands"] == expected.dealer_hands
    for entry in obj["settings"]:
        o = expected.entry(setting_of(entry)).outcomes
        assert (entry["win"], entry["push"], entry["loss"]) == (o.win, o.push, o.loss)
    assert obj["settings"] != run_one("analyze", *WONG_DEAL)["settings"]


def test_readable_analysis_shows_every_setting_and_the_best() -> None:
    status, text = run_cli("analyze", *WONG_DEAL)
    assert status == 0
    analysis = analyze(parse_tiles(WONG_DEAL))
    lines = text.splitlines()
    for entry in analysis.settings:
        low, high = str(entry.setting.low), str(entry.setting.high)
        (row,) = [line for line in lines if f"{low} (" in line and f"{high} (" in line]
        assert ("best" in row) == entry.best
        assert str(entry.outcomes.win) in row and str(entry.outcomes.loss) in row
    assert "best" in text


# ------------------------------------------------------------------ house-way


def test_house_way_gong_rule() -> None:
    obj = run_one("house-way", "6-6", "6-1", "6-2", "3-1")
    assert sorted(obj["low"]) == ["3-1", "6-1"]
    assert sorted(obj["high"]) == ["6-2", "6-6"]
    assert obj["rule"].startswith("rule 2")
    assert obj["tiles"] == ["6-6", "6-1", "6-2", "3-1"]


def test_house_way_best_in_both_rule() -> None:
    obj = run_one("house-way", "6-6", "6-6", "2-1", "3-1")
    assert obj["rule"].startswith("rule 0")
    assert sorted(obj["high"]) == ["6-6", "6-6"]
    assert sorted(obj["low"]) == ["2-1", "3-1"]


def test_house_way_matches_the_engine() -> None:
    for deal in (WONG_DEAL, ["1-1", "1-1", "6-5", "4-1"], ["6-4", "5-3", "3-2", "2-2"]):
        obj = run_one("house-way", *deal)
        decision = set_hand(parse_tiles(deal))
        printed = Setting.of(parse_tiles(obj["low"]), parse_tiles(obj["high"]))
        assert printed.same_play(decision.setting)
        assert obj["rule"] == decision.name


def test_readable_house_way() -> None:
    status, text = run_cli("house-way", "6-6", "6-1", "6-2", "3-1")
    assert status == 0
    decision = set_hand(parse_tiles("6-6 6-1 6-2 3-1"))
    assert str(decision.setting.low) in text
    assert str(decision.setting.high) in text
    assert decision.name in text


# ------------------------------------------------------------------ batch

BATCH_DEALS = [WONG_DEAL, ["6-6", "6-1", "6-2", "3-1"], ["1-1", "4-4", "5-5", "6-4"]]


def write_batch(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "deals.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def batch_lines() -> list[str]:
    return [
        " ".join(BATCH_DEALS[0]),
        "",
        "# a comment",
        " ".join(BATCH_DEALS[1]) + "  # trailing",
        "  ",
        " ".join(BATCH_DEALS[2]),
    ]


@pytest.mark.parametrize("command", ["analyze", "house-way"])
def test_batch_file_one_json_line_per_deal_in_order(command: str, tmp_path: Path) -> None:
    path = write_batch(tmp_path, batch_lines())
    objs = run_json(command, "--batch", str(path))
    assert [o["tiles"] for o in objs] == BATCH_DEALS
    assert objs == [run_one(command, *deal) for deal in BATCH_DEALS]


def test_batch_from_standard_input() -> None:
    result = subprocess_cli("house-way", "--batch", "-", "--json", stdin="\n".join(batch_lines()) + "\n")
    assert result.returncode == 0, result.stderr
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["tiles"] for o in objs] == BATCH_DEALS
    assert objs == [run_one("house-way", *deal) for deal in BATCH_DEALS]
    assert "Traceback" not in result.stderr


# ------------------------------------------------------------------ house-edge


@pytest.fixture(scope="module")
def edge() -> dict[str, Any]:
    return run_one("house-edge")


def test_house_edge_shape_and_arithmetic(edge: dict[str, Any]) -> None:
    assert edge["commission"] == pytest.approx(0.05)
    c = edge["commission"]
    for way in ("house_way", "optimal"):
        for side in ("player", "banker"):
            s = edge[way][side]
            assert set(s) >= {"win", "push", "loss", "edge"}
            assert s["win"] + s["push"] + s["loss"] == pytest.approx(1.0, abs=1e-12)
            assert min(s["win"], s["push"], s["loss"]) >= 0
            assert s["edge"] == pytest.approx(s["loss"] - (1 - c) * s["win"], abs=1e-12)


def test_house_edge_banker_mirrors_player(edge: dict[str, Any]) -> None:
    player, banker = edge["house_way"]["player"], edge["house_way"]["banker"]
    assert banker["win"] == pytest.approx(player["loss"], rel=1e-12)
    assert banker["loss"] == pytest.approx(player["win"], rel=1e-12)
    assert banker["push"] == pytest.approx(player["push"], rel=1e-12)


def test_house_edge_published_figures(edge: dict[str, Any]) -> None:
    assert 0.022 < edge["house_way"]["player"]["edge"] < 0.026
    assert 0.003 < edge["house_way"]["banker"]["edge"] < 0.008
    assert 0.015 < edge["optimal"]["player"]["edge"] < 0.018
    # Setting every hand at its best can only help the player.
    assert edge["optimal"]["player"]["edge"] <= edge["house_way"]["player"]["edge"]
    assert edge["optimal"]["banker"]["edge"] <= edge["house_way"]["banker"]["edge"]


def test_house_edge_deal_count(edge: dict[str, Any]) -> None:
    if "deals" in edge:
        assert edge["deals"] == math.comb(len(FULL_SET), 4) * math.comb(len(FULL_SET) - 4, 4)


# ------------------------------------------------------------------ bad input


def assert_one_error_line(err: str, *names: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(ERROR_PREFIX)
    for name in names:
        assert name in lines[0]
    assert "Traceback" not in err
    return lines[0]


BAD_INPUT = [
    pytest.param(["analyze", "6-7", "1-1", "2-2", "3-3"], ["6-7"], id="not-a-tile"),
    pytest.param(["analyze", "6-6", "6-6", "6-6", "1-1"], ["6-6"], id="too-many-copies"),
    pytest.param(["analyze", "6-6", "5-4", "3-1"], ["four", "3"], id="three-tiles"),
    pytest.param(["analyze", "6-6", "5-4", "3-1", "2-1", "1-1"], ["four", "5"], id="five-tiles"),
    pytest.param(["analyze", "xyz", "5-4", "3-1", "2-1"], ["xyz"], id="garbage-tile"),
    pytest.param(["house-way"], ["four"], id="house-way-no-tiles"),
    pytest.param(["frobnicate"], ["frobnicate"], id="unknown-command"),
    pytest.param(
        ["analyze", "6-6", "6-6", "3-1", "2-1", "--seen", "6-6"], ["6-6", "--seen"], id="seen-too-many"
    ),
    pytest.param(["analyze", *WONG_DEAL, "--seen", "2-1"], ["2-1", "--seen"], id="seen-military-tile"),
    pytest.param(["analyze", *WONG_DEAL, "--seen", "7-1"], ["7-1", "--seen"], id="seen-not-a-tile"),
    pytest.param(["analyze", *WONG_DEAL, "--bogus"], ["--bogus"], id="unknown-option"),
    pytest.param(["house-edge", "--commission", "0.5"], ["0.5"], id="house-edge-commission"),
]


@pytest.mark.parametrize(("argv", "names"), BAD_INPUT)
def test_bad_input_in_process(argv: list[str], names: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_cli(*argv)
    assert status == 2
    assert out == ""
    assert_one_error_line(capsys.readouterr().err, *names)


def test_batch_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-such-file.txt"
    status, out = run_cli("analyze", "--batch", str(missing))
    assert status == 2
    assert out == ""
    assert_one_error_line(capsys.readouterr().err, str(missing))


def test_batch_bad_line_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deal = " ".join(WONG_DEAL)
    path = write_batch(tmp_path, [deal, "", "# comment", "6-6 5-4 9-9 2-1", deal])
    status, _ = run_cli("analyze", "--batch", str(path), "--json")
    assert status == 2
    line = assert_one_error_line(capsys.readouterr().err, "9-9")
    assert "line 4" in line


def test_batch_line_with_three_tiles(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_batch(tmp_path, ["# deals", "6-6 5-4 3-1"])
    status, _ = run_cli("house-way", "--batch", str(path))
    assert status == 2
    assert "line 2" in assert_one_error_line(capsys.readouterr().err)


def test_batch_and_tiles_together(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_batch(tmp_path, [" ".join(WONG_DEAL)])
    status, _ = run_cli("house-way", *WONG_DEAL, "--batch", str(path))
    assert status == 2
    assert_one_error_line(capsys.readouterr().err)


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["analyze", "6-7", "1-1", "2-2", "3-3"], ["6-7"]),
        (["frobnicate"], ["frobnicate"]),
        (["analyze", *WONG_DEAL, "--commission", "abc"], ["abc"]),
        (["house-way", "--batch", "/nonexistent/paigow/deals.txt"], ["/nonexistent/paigow/deals.txt"]),
    ],
)
def test_bad_input_real_process(argv: list[str], names: list[str]) -> None:
    result = subprocess_cli(*argv)
    assert result.returncode == 2
    assert result.stdout == ""
    assert_one_error_line(result.stderr, *names)


def test_entry_point_analyze_json() -> None:
    result = subprocess_cli("analyze", *WONG_DEAL, "--json")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert json.loads(result.stdout) == run_one("analyze", *WONG_DEAL)


def test_help_exits_zero() -> None:
    result = subprocess_cli("--help")
    assert result.returncode == 0
    assert "usage" in result.stdout.lower()
    for command in ("analyze", "house-way", "house-edge"):
        assert command in result.stdout
    assert result.stderr == ""
