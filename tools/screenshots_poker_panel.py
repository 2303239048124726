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

from shot_table import open_table


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    app, window = open_table("paigow_poker", args.size, args.language, args.seed)
    from PySide6.QtCore import QCoreApplication, QPoint

    from paigow_desktop.games.paigow_poker.setting import settings_of
    from paigow_desktop.ui.games.paigow_poker.window import PokerWindow

    args.out.mkdir(parents=True, exist_ok=True)
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
