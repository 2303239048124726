"""Screenshots of Tien Gow's table at a window size: a trick being played with your tiles picked,
and the hand over; with the sizes of the tiles on the felt printed (logical pixels).

    python tools/screenshots_tiengow_table.py OUT_DIR [--size 1024x700] [--language en|zh_TW]
        [--seed N] [--trainer on|off]

Runs offscreen; set QT_SCALE_FACTOR=2 for 200%.  Your seat is played by the rule player.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from shot_table import open_table, wait


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--trainer", default="on", choices=("on", "off"))
    args = parser.parse_args()
    _app, window = open_table("tiengow", args.size, args.language, args.seed)
    from paigow_desktop.games.tiengow.players import rule_move
    from paigow_desktop.ui.games.tiengow.controller import Stage
    from paigow_desktop.ui.games.tiengow.window import TienGowWindow

    args.out.mkdir(parents=True, exist_ok=True)
    assert isinstance(window, TienGowWindow)
    window.controller.level = "rule"
    window.set_trainer(args.trainer == "on")
    window.show()
    c = window.controller
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    tag = f"{args.size}-x{scale}-trainer-{args.trainer}-{args.language}"

    def grab(name: str) -> None:
        wait(lambda: False, 0.3)
        path = args.out / f"tiengow-{name}-{tag}.png"
        window.grab().save(str(path))
        view = window.view.viewport().size()
        print(path, f"view {view.width()}x{view.height()}")
        for kind in ("rack", "hand", "trick", "won"):
            widths = sorted(
                {
                    round(window.scene.spot_width(s), 1)
                    for i, s in window.scene.spots.items()
                    if s.kind == kind and i.isVisible()
                }
            )
            print(f"  {kind}: widths {widths}")

    assert c.new_hand()
    shown = False
    while c.stage is not Stage.OVER:
        wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
        if c.stage is not Stage.YOUR_TURN:
            break
        view = c.view()
        move = rule_move(view.situation())
        window.scene.select(move.tiles)
        if not shown and view.current is not None and len(view.current.plays) >= 2:
            grab("play")
            shown = True
        assert c.play() if move.face_up else c.discard()
    wait(lambda: c.stage is Stage.OVER)
    grab("over")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
