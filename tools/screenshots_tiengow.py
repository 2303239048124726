"""Screenshots of Tien Gow's learning aids: a flagged play with its reason, the hint (H), the
guided hand and the rules page with its pictures.

    python tools/screenshots_tiengow.py OUT_DIR [--language en|zh_TW] [--seed N]

Runs offscreen (1280 x 800), your seat played by the rule player's moves until the trainer
flags one, then asks for a hint, then opens the rules (F1).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from shot_table import open_table, wait


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    _app, window = open_table("tiengow", "1280x800", args.language, args.seed)
    from paigow_desktop.games.tiengow.players import rule_move
    from paigow_desktop.ui.games.tiengow.controller import Stage
    from paigow_desktop.ui.games.tiengow.window import TienGowWindow

    args.out.mkdir(parents=True, exist_ok=True)
    assert isinstance(window, TienGowWindow)
    window.controller.level = "rule"
    window.show()
    c = window.controller
    shots: list[str] = []

    def grab(widget: object, name: str) -> None:
        wait(lambda: False, 0.3)  # laid out again for the words just shown
        path = args.out / f"tiengow-{name}-{args.language}.png"
        widget.grab().save(str(path))  # type: ignore[attr-defined]
        shots.append(str(path))

    flagged = False
    guided = hinted = False
    while not (flagged and hinted):
        assert c.new_hand()
        while c.stage is not Stage.OVER:
            wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
            if c.stage is not Stage.YOUR_TURN:
                break
            if flagged and not hinted:
                window.hint_action.trigger()
                wait(lambda: not window.hinter.busy)
                grab(window, "hint")
                hinted = True
            if not guided:
                window.set_guide(True)
                grab(window, "guided")
                window.set_guide(False)
                guided = True
            move = rule_move(c.view().situation())
            window.scene.select(move.tiles)
            assert c.play() if move.face_up else c.discard()
            wait(lambda: not window.advisor.busy)
            verdict = window.advice.verdict
            if not flagged and verdict is not None and verdict.flagged:
                wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
                grab(window, "flagged")
                flagged = True
        wait(lambda: c.stage is Stage.OVER)
    window.rules_action.trigger()
    rules = window.rules_window
    assert rules is not None
    rules.resize(760, 800)
    wait(lambda: False, 0.5)
    grab(rules, "rules")
    rules.browser.verticalScrollBar().setValue(rules.browser.verticalScrollBar().maximum() // 5)
    wait(lambda: False, 0.3)
    grab(rules, "rules-pairs")
    print("\n".join(shots))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
