"""Screenshots of the table at the moments worth looking at: woodpile, dice, setting, showdown.

    python tools/screenshots.py OUT_DIR [--size 1280x800] [--scale 2] [--seed N] [--theme ivory]
                                        [--language zh_TW] [--trainer]

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
    parser.add_argument("--theme", default="casino", choices=("casino", "ivory"))
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--trainer", action="store_true", help="with the trainer panel open")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = args.scale
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.app import AppOptions, build_table, save_screenshot
    from paigow_desktop.ui.games.paigow.options import with_option_changes
    from paigow_desktop.ui.i18n import install_translator
    from paigow_desktop.ui.timings import Speed

    app = QApplication([sys.argv[0]])
    install_translator(app, args.language)
    width, height = (int(v) for v in args.size.split("x"))
    window = build_table(AppOptions(seed=args.seed, speed=Speed.NORMAL, size=(width, height)))
    window.apply_settings(
        with_option_changes(
            window.settings, {"theme": args.theme, "language": args.language, "trainer": args.trainer}
        )
    )
    window.show()
    scene, controller = window.scene, window.controller
    tag = f"{width}x{height}@{args.scale}x-{args.theme}-{args.language}{'-trainer' if args.trainer else ''}"
    shots: list[str] = []

    def grab(name: str, delay: int = 0) -> None:
        def take() -> None:
            path = args.out / f"{name}-{tag}.png"
            save_screenshot(window, path)
            shots.append(str(path))

        QTimer.singleShot(delay, take)

    # The moments are recognised by the status line, in the language shown.
    shaking = QCoreApplication.translate("TableScene", "The banker shakes the dice")
    rolled = QCoreApplication.translate("TableScene", "The dice show {0}: count {0} places from the banker")

    def on_status(text: str) -> None:
        if text == shaking:
            grab("1-woodpile", 250)  # the cup shaking beside the woodpile
        elif text.startswith(rolled.split("{")[0]):
            grab("2-dice", 450)

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
