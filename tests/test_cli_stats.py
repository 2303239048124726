"""``paigow-desktop stats``: the bankroll and results of a data folder, for scripts and tests."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow.round import PlaceSettlement
from paigow_desktop.games.paigow.setting import BetResult
from paigow_desktop.storage import ENV_VAR, Settings, Store, save_settings

KEYS = {
    "bankroll_cents",
    "ledger_sum_cents",
    "rounds",
    "open_rounds",
    "wins",
    "pushes",
    "losses",
    "net_cents",
    "commission_paid_cents",
    "refunded",
    "data_dir",
    "in_use_by",
}
ERROR_PREFIX = "paigow-desktop: error:"


def run_cli(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def stats_json(*argv: str) -> dict[str, Any]:
    status, text = run_cli("stats", *argv, "--json")
    assert status == 0
    (line,) = text.splitlines()
    report: dict[str, Any] = json.loads(line)
    assert set(report) == KEYS
    return report


def test_a_fresh_folder_has_the_starting_stake_and_no_rounds(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "data"
    report = stats_json("--data-dir", str(folder))
    stake = Settings().starting_bankroll_cents
    assert report == {
        "bankroll_cents": stake,
        "ledger_sum_cents": stake,
        "rounds": 0,
        "open_rounds": 0,
        "wins": 0,
        "pushes": 0,
        "losses": 0,
        "net_cents": 0,
        "commission_paid_cents": 0,
        "refunded": 0,
        "data_dir": str(folder),
        "in_use_by": None,
    }
    assert not (tmp_path / "new").exists()  # a command that only reads creates nothing


def test_the_starting_stake_comes_from_the_settings(tmp_path: Path) -> None:
    save_settings(tmp_path, Settings(starting_bankroll_cents=250_000))
    assert stats_json("--data-dir", str(tmp_path))["bankroll_cents"] == 250_000


def test_the_folder_may_be_given_before_the_command_or_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    status, text = run_cli("--data-dir", str(tmp_path / "a"), "stats", "--json")
    assert status == 0 and json.loads(text)["data_dir"] == str(tmp_path / "a")
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "b"))
    assert stats_json()["data_dir"] == str(tmp_path / "b")


def test_after_a_demo_the_numbers_agree_with_the_store(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    argv = ["--demo", "--rounds", "4", "--speed", "0", "--data-dir", str(folder), "--seed", "31"]
    demo = subprocess.run(
        [sys.executable, "-m", "paigow_desktop", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert demo.returncode == 0, demo.stderr
    report = stats_json("--data-dir", str(folder))
    with Store(folder) as store:
        stats = store.statistics()
        assert report["bankroll_cents"] == report["ledger_sum_cents"] == store.bankroll_cents()
        assert report["rounds"] == stats.rounds == 4
        assert (report["wins"], report["pushes"], report["losses"]) == (
            stats.wins,
            stats.pushes,
            stats.losses,
        )
        assert report["net_cents"] == stats.net_cents
        assert report["commission_paid_cents"] == stats.commission_paid_cents
    assert report["bankroll_cents"] == Settings().starting_bankroll_cents + report["net_cents"]
    assert report["open_rounds"] == report["refunded"] == 0


def test_a_round_left_open_is_refunded_and_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Store(tmp_path) as store:
        played = store.begin_round("paigow", 11, 2000, 4)
        store.finish_round(played, {"seed": 11}, PlaceSettlement(4, 2000, BetResult.LOSS, -2000, 0))
        store.begin_round("paigow", 12, 3000, 4)  # the program "stops" here
    capsys.readouterr()
    report = stats_json("--data-dir", str(tmp_path))
    assert report["open_rounds"] == 0 and report["refunded"] == 1
    assert report["rounds"] == 1 and report["losses"] == 1
    assert report["bankroll_cents"] == report["ledger_sum_cents"] == Settings().starting_bankroll_cents - 2000
    assert "given back" in capsys.readouterr().err  # the refund is told, on stderr
    assert stats_json("--data-dir", str(tmp_path))["refunded"] == 1  # once


def test_the_readable_summary(tmp_path: Path) -> None:
    status, text = run_cli("stats", "--data-dir", str(tmp_path))
    assert status == 0
    assert f"Data folder: {tmp_path}" in text
    assert "Bankroll: $1,000.00 (ledger sum $1,000.00)" in text
    assert "Rounds: 0 settled" in text


def test_a_regular_file_as_the_folder_is_refused_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The documented choice: a --data-dir that exists but is not a folder is an error (exit 2),
    not an empty in-memory report that would look like a real, fresh bankroll."""
    not_a_folder = tmp_path / "settings.json"
    not_a_folder.write_text("hello", encoding="utf-8")
    status, text = run_cli("stats", "--data-dir", str(not_a_folder), "--json")
    err = capsys.readouterr().err
    assert status == 2 and text == ""
    assert err.startswith(ERROR_PREFIX) and err.count("\n") == 1
    assert "is not a folder" in err
    assert not_a_folder.read_text(encoding="utf-8") == "hello"
    status, help_text = run_cli("stats", "--help")  # the choice is documented
    assert status == 0
    assert "not a folder is an error" in " ".join(help_text.split())


def test_a_folder_name_too_long_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, text = run_cli("stats", "--data-dir", str(tmp_path / ("x" * 300)), "--json")
    err = capsys.readouterr().err
    assert status == 1 and text == ""
    assert err.count("\n") == 1 and "cannot be read" in err and "Traceback" not in err


def test_history_that_is_not_a_file_is_said_not_counted_as_fresh(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A history that cannot be read is said on stderr: the figures are the starting stake's."""
    (tmp_path / "paigow.sqlite3").mkdir()
    stats_json("--data-dir", str(tmp_path))
    err = capsys.readouterr().err
    assert "The history file" in err and "cannot be read (it is a folder, not a file)" in err


@pytest.mark.parametrize(
    "argv",
    [
        ("stats", "--data-dir", ""),
        ("stats", "--data-dir"),
        ("stats", "--bogus"),
        ("stats", "extra"),
    ],
)
def test_bad_input_exits_2_with_one_line(argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run_cli(*argv)
    err = capsys.readouterr().err
    assert status == 2 and text == ""
    assert err.startswith(ERROR_PREFIX) and err.count("\n") == 1


def test_stats_runs_without_qt(tmp_path: Path) -> None:
    code = (
        "import sys, io\n"
        "from paigow_desktop.cli import main\n"
        f"assert main(['stats', '--data-dir', {str(tmp_path)!r}, '--json'], stdout=io.StringIO()) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_ctrl_c_is_a_word_and_status_130_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import paigow_desktop.__main__ as entry

    def interrupted(_argv: list[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(entry, "run", interrupted)
    monkeypatch.setattr(sys, "argv", ["paigow-desktop", "simulate", "--rounds", "100000000"])
    with pytest.raises(SystemExit) as stopped:
        entry.main()
    assert stopped.value.code == 130
    assert capsys.readouterr().err == "paigow-desktop: interrupted\n"
