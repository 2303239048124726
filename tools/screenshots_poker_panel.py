"""Screenshots of Pai Gow Poker's side panel through a hand: dealt, a setting previewed, a foul,
and the hand over (issue 33: the buttons must not move as these lines come and go).

    python tools/screenshots_poker_panel.py OUT_DIR [--size 1024x700] [--language en|zh_TW] [--seed N]

Runs offscreen; set QT_SCALE_FACTOR=2 for 200%.  Prints each button's place in the window.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QPoint
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.games.paigow_poker.setting import settings_of
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
    from paigow_desktop.ui.i18n import install_translator
    from paigow_desktop.ui.timings import Speed

    width, height = (int(n) for n in args.size.split("x"))
    app = QApplication([sys.argv[0]])
    install_translator(app, args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    options = AppOptions(seed=args.seed, speed=Speed.INSTANT, size=(width, height))
    window = build_table(options, None, "paigow_poker")
    assert isinstance(window, PokerWindow)
    window.show()
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    tag = f"{args.size}-x{scale}-{args.language}"

    def settle() -> None:
        for _ in range(5):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()

    def grab(name: str) -> None:
        settle()
        path = args.out / f"poker-panel-{name}-{tag}.png"
        window.grab().save(str(path))
        buttons = (window.new_hand_button, window.move_button, window.confirm_button)
        places = [f"{b.mapTo(window, QPoint(0, 0)).y()}" for b in buttons]
        print(path, "buttons at y", " ".join(places))

    c = window.controller
    assert c.new_hand()
    grab("dealt")
    mine = c.round.dealt.cards_of(c.me) if c.round and c.round.dealt else ()
    settings = settings_of(tuple(mine))
    legal = next(s for s in settings if not s.foul)
    foul = next(s for s in settings if s.foul)
    window.scene.arrange(legal.low)
    grab("preview")
    window.scene.arrange(foul.low)
    grab("foul")
    window.scene.arrange(legal.low)
    assert c.confirm()
    grab("over")
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
