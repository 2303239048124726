"""Long demo runs: a demo whose bankroll can no longer cover the bet stops, says why and ends."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot
from settings_helpers import table_settings

from paigow_desktop.storage import Store, save_settings
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.timings import Speed


def test_a_demo_that_cannot_cover_its_bet_stops_and_says_why(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=4321, speed=Speed.INSTANT, size=(1280, 800), demo=True))
    qtbot.addWidget(window)
    controller = window.controller
    store = controller.store
    assert isinstance(store, Store)
    bet = controller.last_bet_cents
    played: list[object] = []
    reasons: list[str] = []

    def round_done(settlement: object) -> None:
        played.append(settlement)
        store.reset_bankroll(bet - 1)  # a cent short of the next bet

    controller.round_finished.connect(round_done)
    controller.demo_stopped.connect(reasons.append)
    with qtbot.waitSignal(controller.demo_finished, timeout=20_000):
        controller.start_demo(10)
    assert len(played) == 1
    assert len(reasons) == 1 and reasons[0] == controller.refusal and "$" in reasons[0]
    assert not controller.demo.playing and controller.stage is Stage.BETTING


def test_the_demo_process_ends_when_the_money_runs_out(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    # One bet of the whole stake: the first round that is not won leaves too little for the next.
    assert save_settings(data, table_settings(starting_bankroll_cents=1000, default_bet_cents=1000))
    result = subprocess.run(
        [
            *(sys.executable, "-m", "paigow_desktop", "--demo", "--rounds", "500", "--speed", "0"),
            *("--data-dir", str(data), "--seed", "11"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 1, result.stderr
    with Store(data) as store:
        rounds = store.statistics().rounds
        bankroll = store.bankroll_cents()
    assert 1 <= rounds < 500 and bankroll < 1000
    # Qt may add lines of its own (offscreen: "does not support propagateSizeHints()").
    (line,) = [line for line in result.stderr.splitlines() if line.startswith("paigow-desktop:")]
    assert line.startswith("paigow-desktop: the demo stopped after") and f" {rounds} of 500 rounds" in line
    assert "Traceback" not in result.stderr


def test_the_tool_bar_buttons_follow_their_actions_at_a_constant_cost(qtbot: QtBot) -> None:
    """Qt 6.11 connects a tool button to its action once more on every change of the action; the
    table changes its round actions every round, so each change used to cost more than the last."""
    from PySide6.QtCore import SIGNAL
    from PySide6.QtWidgets import QToolBar, QToolButton

    window = build_table(AppOptions(seed=1, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(window)
    (toolbar,) = window.findChildren(QToolBar)
    for action in toolbar.actions():
        button = toolbar.widgetForAction(action)
        connections = action.receivers(SIGNAL("changed()"))
        for n in range(50):  # fifty rounds' worth of changes
            action.setEnabled(n % 2 == 0)
            assert button.isEnabled() == action.isEnabled()
        action.setEnabled(True)
        assert action.receivers(SIGNAL("changed()")) == connections, action.text()
        assert button.toolTip() == action.toolTip() and button.isEnabled()
    # A checkable action's button shows its state too.
    trainer = window.trainer_action
    assert trainer.isCheckable()
    trainer_button = toolbar.widgetForAction(trainer)
    assert isinstance(trainer_button, QToolButton)
    for _ in range(2):
        trainer.toggle()
        assert trainer_button.isChecked() == trainer.isChecked()
