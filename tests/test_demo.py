"""The demo, the same at every game's table: ``--demo --game G --rounds N --seed S`` plays N rounds
of G for money from deal S, records them as real play, and ends with status 1 and one line when
it cannot (the money runs out, the folder is another process's)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import Store, open_app_data
from paigow_desktop.ui.app import AppOptions, as_widget, build_table
from paigow_desktop.ui.timings import Speed

GAMES = list(REGISTRY.keys())
ROOT = Path(__file__).resolve().parents[1]
POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="flock and local sockets as on POSIX")
#: What the app says first on each of its own lines (Qt's offscreen plugin adds lines of its own).
OURS = "paigow-desktop:"


def environment() -> dict[str, str]:
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": path}


def demo(folder: Path, game: str, *extra: str) -> subprocess.CompletedProcess[str]:
    """``python -m paigow_desktop --demo --game game ...`` on ``folder`` at speed 0."""
    argv = [sys.executable, "-m", "paigow_desktop", "--demo", "--game", game, "--speed", "0"]
    return subprocess.run(
        [*argv, "--data-dir", str(folder), *extra],
        capture_output=True,
        text=True,
        timeout=180,
        env=environment(),
    )


def our_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith(OURS)]


@pytest.mark.parametrize("game", GAMES)
def test_the_demo_plays_the_game_asked_for_from_the_deal_asked_for(game: str, tmp_path: Path) -> None:
    """The demo played Pai Gow Tiles whatever --game said, and not from --seed."""
    folder = tmp_path / "data"
    result = demo(folder, game, "--rounds", "3", "--seed", "4321")
    assert result.returncode == 0, result.stderr
    assert our_lines(result.stderr) == [] and "Traceback" not in result.stderr
    with Store(folder) as store:
        rounds = store.rounds(10)  # every game's, newest first
        assert [(r.game, r.seed, r.state) for r in reversed(rounds)] == [
            (game, 4321, "settled"),
            (game, 4322, "settled"),
            (game, 4323, "settled"),
        ]
        assert store.statistics(game=game).rounds == 3  # played for money, counted as play
        assert store.open_rounds() == 0 and store.bankroll_cents() == store.ledger_sum_cents()


@pytest.mark.parametrize("game", GAMES)
def test_a_demo_with_no_money_fails_in_one_line(game: str, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    with Store(folder, 100_000) as store:
        store.reset_bankroll(0)
    result = demo(folder, game, "--rounds", "3", "--seed", "5")
    assert result.returncode == 1, result.stderr
    (line,) = our_lines(result.stderr)
    assert line.startswith(f"{OURS} the demo stopped after 0 of 3 rounds. ") and "bankroll" in line, line
    assert "Traceback" not in result.stderr
    with Store(folder) as store:
        assert store.rounds(10) == [] and store.bankroll_cents() == 0


@pytest.mark.parametrize("game", GAMES)
def test_the_demo_stops_when_the_money_runs_out_and_says_why(game: str, qtbot: QtBot, tmp_path: Path) -> None:
    """Every game's table plays the demo the same way (at Tien Gow nothing is staked: an empty
    bankroll stops it)."""
    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=77, speed=Speed.INSTANT, size=(1280, 800)), data, game)
        qtbot.addWidget(as_widget(window))
        table = window.controller
        played: list[object] = []
        reasons: list[str] = []

        def round_done(result: object) -> None:
            played.append(result)
            data.store.reset_bankroll(0)  # nothing left for the next round

        table.round_finished.connect(round_done)
        table.demo_stopped.connect(reasons.append)
        with qtbot.waitSignal(table.demo_finished, timeout=60_000):
            table.start_demo(10, 9000)
        assert len(played) == 1 and len(reasons) == 1 and "bankroll" in reasons[0], reasons
        (row,) = data.store.rounds(10)
        assert (row.game, row.seed, row.state) == (game, 9000, "settled")
        window.close()
    finally:
        data.close()


@pytest.mark.parametrize("game", GAMES)
def test_closing_the_window_during_the_demo_deals_no_round_after(
    game: str, qtbot: QtBot, tmp_path: Path
) -> None:
    from paigow_desktop.ui.demo import DemoRun

    data = open_app_data(tmp_path)
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.FAST, size=(1280, 800)), data, game)
        qtbot.addWidget(as_widget(window))
        window.show()
        ended: list[int] = []
        DemoRun(as_widget(window), window.controller, 5, None, ended.append).start()
        qtbot.waitUntil(lambda: data.store.open_rounds() == 1, timeout=20_000)
        window.close()  # mid-round: the window plays it out
        for _ in range(3):
            QCoreApplication.processEvents()
        assert data.store.open_rounds() == 0
        (row,) = data.store.rounds(10)  # the round under way, played out; no other
        assert row.state == "settled" and ended == []
    finally:
        data.close()


# ---------------------------------------------------------------- a folder in use


@pytest.fixture
def window_holder(tmp_path: Path) -> Iterator[tuple[Path, subprocess.Popen[str]]]:
    """Another process that holds ``tmp_path / "data"`` and answers a second launch as the app's
    window does (it says ``raised`` when asked to come to the front)."""
    directory = tmp_path / "data"
    directory.mkdir()
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from paigow_desktop.storage.datalock import FolderLock\n"
        "from paigow_desktop.ui.single_instance import InstanceServer\n"
        "app = QCoreApplication([])\n"
        "directory = Path(sys.argv[1])\n"
        "lock = FolderLock.acquire(directory)\n"
        "server = InstanceServer(directory, lambda: print('raised', flush=True), app)\n"
        "assert server.listen()\n"
        "print('held', flush=True)\n"
        "app.exec()\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code, str(directory)],
        stdout=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    try:
        yield directory, process
    finally:
        process.kill()
        process.wait(timeout=30)


def files_in(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def fails_on_a_folder_in_use(
    holder: tuple[Path, subprocess.Popen[str]], result: subprocess.CompletedProcess[str], before: object
) -> None:
    """Status 1, one line naming the folder and its holder; the holder not disturbed."""
    directory, process = holder
    assert result.returncode == 1, result.stderr
    (line,) = our_lines(result.stderr)
    assert str(directory) in line and f"process {process.pid}" in line, line
    assert "Traceback" not in result.stderr
    assert files_in(directory) == before  # nothing touched
    process.kill()
    out, _ = process.communicate(timeout=30)
    assert "raised" not in out  # an unattended run does not bring the holder's window up


@POSIX_ONLY
@pytest.mark.parametrize("game", GAMES)
def test_a_demo_on_a_folder_in_use_fails_in_one_line(
    game: str, window_holder: tuple[Path, subprocess.Popen[str]]
) -> None:
    """It handed over to the window holding the folder and exited 0, having played nothing."""
    directory, _process = window_holder
    before = files_in(directory)
    result = demo(directory, game, "--rounds", "3", "--seed", "8")
    fails_on_a_folder_in_use(window_holder, result, before)


@POSIX_ONLY
def test_a_screenshot_on_a_folder_in_use_fails_in_one_line(
    window_holder: tuple[Path, subprocess.Popen[str]],
) -> None:
    directory, _process = window_holder
    before = files_in(directory)
    shot = directory.parent / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "paigow_desktop", "--data-dir", str(directory), "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment(),
    )
    fails_on_a_folder_in_use(window_holder, result, before)
    assert not shot.exists()
