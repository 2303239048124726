"""Measures one game's window as a player would see it, in a process of its own (the screen's
size and scale are fixed before Qt starts: QT_SCALE_FACTOR=2 cannot be set in the test run's
own QApplication).  Run by tests/test_layout_window.py:

    python tests/layout_probe.py GAME WIDTHxHEIGHT LANGUAGE

It prints one JSON object: for each place of the trainer (closed, below, right, own window;
the last three where the game has a trainer dock, "on" where its trainer is a line of the side
panel), the felt's share before the deal and at the hand's end, the side panel's and the
trainer's texts cut off, whether the trainer's table scrolls sideways, and where the trainer's
windows opened against the table's.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def main() -> int:
    game, size, language = sys.argv[1], sys.argv[2], sys.argv[3]
    shots = Path(sys.argv[4]) if len(sys.argv) > 4 else None  # where to save what it saw, if anywhere
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from layout_helpers import clipped_labels, felt_share, laid_out, scrolls_sideways
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QRect
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.i18n import install_translator
    from paigow_desktop.ui.timings import Speed

    app = QApplication([sys.argv[0]])
    install_translator(app, language)
    width, height = (int(v) for v in size.split("x"))
    options = AppOptions(seed=20261122, speed=Speed.INSTANT, size=(width, height))
    window: Any = build_table(options, None, game)
    window.unattended = True
    window.move(0, 0)
    window.show()

    def wait(condition: Any, ms: int = 30_000) -> None:
        timer = QElapsedTimer()
        timer.start()
        while not condition():
            if timer.elapsed() > ms:
                raise TimeoutError("the table did not get there")
            app.processEvents()

    from game_helpers import _play as play_move
    from game_helpers import hand_over

    current = {"place": ""}

    def grab(moment: str) -> None:
        if shots is not None:
            laid_out(window)
            scale = os.environ.get("QT_SCALE_FACTOR", "1")
            name = f"{game}-{size}@{scale}x-{language}-trainer-{current['place']}-{moment}.png"
            window.grab().save(str(shots / name))

    def play() -> None:
        window.new_hand_action.trigger()
        c = window.controller
        if game == "tiengow":
            from paigow_desktop.games.tiengow.players import rule_move
            from paigow_desktop.ui.games.tiengow.controller import Stage

            while True:
                wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
                if c.stage is Stage.OVER:
                    break
                play_move(window, rule_move(c.view().situation()))  # as game_helpers plays it
        else:
            wait(lambda: window.house_way_action.isEnabled())
            grab("setting")
            window.house_way_action.trigger()
            window.confirm_action.trigger()
        wait(lambda: hand_over(window))
        laid_out(window)
        grab("showdown")

    def cut_in(measure: Any) -> list[str]:
        """What ``measure`` finds cut off once the panel's lines have been laid out (a line
        said a moment ago, by a thread weighing your setting, is laid out within a few turns
        of the event loop): empty as soon as it is, else what is still cut after 3 s."""
        timer = QElapsedTimer()
        timer.start()
        found: list[str] = measure()
        while found and timer.elapsed() < 3000:
            app.processEvents()
            found = measure()
        return found

    # The probe reads older windows too (to show that the tests fail on them): a part a window
    # lacks is read as absent.
    placing = getattr(window, "placing", None)
    trainer_dock = getattr(window, "trainer_dock", None)

    def trainer_texts() -> list[str]:
        dock = trainer_dock
        return clipped_labels(dock) if dock is not None and dock.isVisible() else []

    def sideways() -> bool:
        dock = trainer_dock
        if dock is None or not dock.isVisible():
            return False
        bar = dock.scroller.verticalScrollBar()  # the trainer fits its room: no scrolling either way
        return scrolls_sideways(window.trainer.table) or (bar.isVisible() and bar.maximum() > 0)

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]

    places = ["closed", "below", "right", "window"] if trainer_dock is not None else ["closed", "on"]
    found: dict[str, Any] = {
        "screen": rect(window.screen().availableGeometry()),
        "table": rect(window.frameGeometry()),
        "places": {},
    }
    for place in places:
        current["place"] = place
        window.set_trainer(place != "closed")
        if place not in ("closed", "on"):
            window.place_trainer(place)
        laid_out(window)
        before = felt_share(window, window.view)
        offered = None
        if trainer_dock is not None:
            offered = window.trainer_place_actions["right"].isEnabled()
        shown = placing.shown if placing is not None else place
        panel_before = cut_in(lambda: clipped_labels(window.panel))
        trainer_before = cut_in(trainer_texts)
        play()
        entry: dict[str, Any] = {
            "shown": shown,
            "right_offered": offered,
            "why": window.trainer_place_actions["right"].toolTip() if trainer_dock is not None else "",
            "share_before": before,
            "share_after": felt_share(window, window.view),
            "panel_cut": panel_before + cut_in(lambda: clipped_labels(window.panel)),
            "trainer_cut": trainer_before + cut_in(trainer_texts),
            "sideways": sideways(),
        }
        if place == "window":
            dock = trainer_dock
            entry["dock"] = rect(dock.frameGeometry())
            least = max(dock.minimumSizeHint().width(), dock.minimumWidth(), 480)
            entry["least"] = least + dock.frameGeometry().width() - dock.width()
        found["places"][place] = entry
    window.set_trainer(False)
    window.show_trainer_window()
    laid_out(window)
    trainer = window.trainer_window
    found["trainer_window"] = rect(trainer.frameGeometry())
    frame = trainer.frameGeometry().width() - trainer.width()
    found["trainer_least"] = max(trainer.minimumSizeHint().width(), trainer.minimumWidth(), 480) + frame
    found["table"] = rect(window.frameGeometry())
    trainer.close()
    window.close()
    QCoreApplication.processEvents()
    print(json.dumps(found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
