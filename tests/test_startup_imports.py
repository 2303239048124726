"""What the program loads before it answers: ``--version`` without the command line, and (for the
window) only what the first window shows."""

from __future__ import annotations

import contextlib
import errno
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import paigow_desktop.__main__ as entry
from paigow_desktop.cli import main as command_line
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow_poker.live_value import LiveValue
from paigow_desktop.ui.timings import Speed

ROOT = Path(__file__).resolve().parent.parent


def loaded_after(code: str) -> list[str]:
    """The modules of ours (and argparse, numpy, Qt) a fresh interpreter holds after ``code``."""
    probe = (
        f"{code}\n"
        "import sys\n"
        "names = ('argparse', 'numpy', 'PySide6')\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('paigow_desktop.') or m in names)),"
        " file=sys.stderr)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=ROOT, check=False
    )
    assert "Traceback" not in result.stderr, result.stderr
    return result.stderr.split()


def test_version_is_answered_before_the_command_line_is_loaded() -> None:
    loaded = loaded_after(
        "import sys\n"
        "sys.argv = ['paigow-desktop', '--version']\n"
        "from paigow_desktop.__main__ import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as stop:\n"
        "    assert stop.code == 0, stop.code\n"
    )
    assert loaded == ["paigow_desktop.__main__", "paigow_desktop.core", "paigow_desktop.core.console"]


def test_the_quick_version_is_the_command_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = io.StringIO()
    assert command_line(["--version"], stdout=out) == 0
    monkeypatch.setattr(sys, "argv", ["paigow-desktop", "--version"])
    with pytest.raises(SystemExit) as stopped:
        entry.main()
    assert stopped.value.code == 0
    assert capsys.readouterr().out == out.getvalue() == f"paigow-desktop {entry.__version__}\n"


class FullDisk(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("stream", [None, FullDisk()], ids=["closed", "full"])
def test_the_quick_version_fails_as_the_command_line_does(
    monkeypatch: pytest.MonkeyPatch, stream: io.StringIO | None
) -> None:
    monkeypatch.setattr(sys, "stdout", stream)
    answers = []
    for answer in (lambda: command_line(["--version"]), entry.print_version):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            answers.append((answer(), err.getvalue()))
    assert answers[0] == answers[1]
    assert answers[1][0] == 1 and answers[1][1].startswith("paigow-desktop: cannot write the output: ")


#: Modules no game's first window needs: the trainer windows and their pages, the statistics and
#: players dialogs, the strategy card's grading, the drills' engines, Tien Gow's play-outs (the
#: verdicts' tables) and numpy.
NOT_AT_THE_START = (
    "numpy",
    "paigow_desktop.games.paigow.card_grade",
    "paigow_desktop.games.paigow.trainer",
    "paigow_desktop.games.tiengow.drill",
    "paigow_desktop.games.tiengow.playout",
    "paigow_desktop.ui.games.paigow.verdict",
    "paigow_desktop.ui.games.tiengow.trainer.window",
    "paigow_desktop.ui.games.paigow_poker.trainer.window",
    "paigow_desktop.ui.games.paigow_poker.stats_window",
    "paigow_desktop.ui.games.paigow_poker.players_dialog",
    "ctypes",
    "subprocess",
)


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_the_first_window_loads_only_what_it_shows(game: str, tmp_path: Path) -> None:
    probe = (
        "import os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from paigow_desktop.__main__ import run\n"
        f"code = run(['--game', {game!r}, '--screenshot', {str(tmp_path / 'shot.png')!r},"
        f" '--data-dir', {str(tmp_path / 'data')!r}])\n"
        "assert code == 0, code\n"
        f"print('loaded:', *(m for m in {NOT_AT_THE_START!r} if m in sys.modules), file=sys.stderr)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=ROOT, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "loaded:\n" in result.stderr, result.stderr


def test_pai_gow_poker_loads_its_dealer_table_once_the_window_is_up(qtbot: QtBot) -> None:
    """The load begins after the panel first paints: the start (and a screenshot of it) never
    shares the processor with it, and the player's first hand still finds it under way."""
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), None, "paigow_poker")
    qtbot.addWidget(window)
    live = window.findChildren(LiveValue)[0]
    assert not live._warm.busy and not live._warming  # made, not yet shown: nothing started
    window.show()
    qtbot.waitUntil(lambda: live._warming, timeout=5_000)


@pytest.mark.parametrize(("shot", "status"), [("shot.png", 0), ("/proc/no/shot.png", 1)])
def test_the_window_ends_with_its_status_and_its_exit_handlers_run(
    tmp_path: Path, shot: str, status: int
) -> None:
    """The process ends at once after the window (the interpreter's teardown skipped): the exit
    status is the window's, the exit handlers still run, and what was printed is all there."""
    probe = (
        "import atexit, os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "atexit.register(lambda: print('the exit handlers ran', flush=True))\n"
        "sys.argv = ['paigow-desktop', '--game', 'paigow', '--screenshot',"
        f" {str(tmp_path / shot)!r}, '--data-dir', {str(tmp_path / 'data')!r}]\n"
        "print('started')\n"  # left in the buffer: the quick end must flush it
        "from paigow_desktop.__main__ import main\n"
        "main()\n"
        "print('never here')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=ROOT, check=False
    )
    assert result.returncode == status, result.stderr
    assert result.stdout.splitlines() == ["started", "the exit handlers ran"], result.stdout


def test_pyside6s_check_of_each_import_answers_as_before() -> None:
    """The quick check of whether a module uses PySide6 gives PySide6's own answers."""
    import email.message
    import inspect
    import json as json_module

    import paigow_desktop.ui.app
    import paigow_desktop.ui.memory
    from paigow_desktop.ui.launch import quicker_pyside_imports

    quicker_pyside_imports()
    feature = sys.modules["PySide6.support.feature"]
    quick = feature._mod_uses_pyside
    assert getattr(quick, "quicker", False)
    for module in (paigow_desktop.ui.app, paigow_desktop.ui.memory, email.message, json_module, sys):
        try:
            expected = "PySide6" in inspect.getsource(module)
        except (OSError, TypeError):
            expected = False
        assert quick(module) is expected, module.__name__
