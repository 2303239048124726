"""Screenshots of the table at the moments worth looking at: woodpile, dice, setting, showdown.

    python tools/screenshots.py OUT_DIR [--size 1280x800] [--scale 2] [--seed N]

Runs offscreen at normal speed and grabs the window as each moment arrives.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--scale", default="1")
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--theme", default="casino")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = args.scale
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.storage import Settings
    from paigow_desktop.ui.app import AppOptions, build_table, save_screenshot
    from paigow_desktop.ui.timings import Speed

    app = QApplication([sys.argv[0]])
    width, height = (int(v) for v in args.size.split("x"))
    window = build_table(AppOptions(seed=args.seed, speed=Speed.NORMAL, size=(width, height)))
    window.settings = Settings(theme=args.theme)
    window.show()
    scene, controller = window.scene, window.controller
    tag = f"{width}x{height}@{args.scale}x"
    shots: list[str] = []

    def grab(name: str, delay: int = 0) -> None:
        def take() -> None:
            path = args.out / f"{name}-{tag}.png"
            save_screenshot(window, path)
            shots.append(str(path))

        QTimer.singleShot(delay, take)

    def on_status(text: str) -> None:
        if text.startswith("The banker shakes"):
            grab("1-woodpile")
        elif text.startswith("The dice show"):
            grab("2-dice", 700)

    scene.status.connect(on_status)

    def on_ready() -> None:
        grab("3-setting", 400)
        QTimer.singleShot(
            700, lambda: (scene.move_to_other_hand(scene.player_items()[1]), grab("4-moved", 500))
        )
        QTimer.singleShot(1500, controller.set_house_way)
        QTimer.singleShot(2100, controller.confirm)

    scene.ready_to_set.connect(on_ready)
    scene.reveal_shown.connect(lambda: (grab("5-showdown", 300), QTimer.singleShot(900, app.quit)))
    QTimer.singleShot(300, window.new_round)
    QTimer.singleShot(60_000, app.quit)
    app.exec()
    print("\n".join(shots))
    return 0 if len(shots) == 5 else 1


if __name__ == "__main__":
    sys.exit(main())
