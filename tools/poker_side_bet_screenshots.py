"""Screenshots of the Pai Gow Poker table with the side bets: the bonus chips and the live value of
a setting before Confirm, an Envy bonus paid, and the EZ dealer's queen-high pai gow pushing with
the Queen's Dragon paid.

    QT_QPA_PLATFORM=offscreen python tools/poker_side_bet_screenshots.py OUT_DIR [--language zh_TW]
                                                                    [--size 1280x800] [--scale 2]

The deals are found by number (a computer player with four of a kind or better; a dealer with a
queen-high pai gow) and played as real hands in a temporary data folder.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path


def _find_seed(rules: object, seats: tuple[int, ...], want: str, start: int = 1) -> int:
    """The first deal number from ``start`` whose deal (the house banking) gives ``want``:
    "envy" (another seat than the first with four of a kind or better) or "dragon"."""
    from paigow_desktop.games.paigow_poker.bonus import ENVY_CENTS, bonus_category, is_queen_high_pai_gow
    from paigow_desktop.games.paigow_poker.round import DEALER, PokerRound

    for seed in range(start, start + 200_000):
        game = PokerRound(rules, random.Random(seed))  # type: ignore[arg-type]
        for place in seats:
            game.place_bet(place, 1000)
        deal = game.deal()
        if want == "dragon" and is_queen_high_pai_gow(deal.cards_of(DEALER)):
            return seed
        if want == "envy" and any(bonus_category(deal.cards_of(p)) in ENVY_CENTS for p in seats[1:]):
            return seed
    raise LookupError(want)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", default="en", choices=("en", "zh_TW"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--scale", default="1")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = args.scale  # before Qt starts
    width, height = (int(v) for v in args.size.split("x"))
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.games.paigow_poker.rules import PokerRules
    from paigow_desktop.storage import open_app_data
    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.games.paigow_poker.controller import Stage
    from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
    from paigow_desktop.ui.i18n import install_translator
    from paigow_desktop.ui.timings import Speed

    app = QApplication([sys.argv[0]])
    install_translator(app, args.language)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        data = open_app_data(Path(folder))
        options = AppOptions(seed=3, speed=Speed.INSTANT, size=(width, height))
        window = build_table(options, data, "paigow_poker")
        assert isinstance(window, PokerWindow)
        window.show()
        c = window.controller
        rules = PokerRules(fortune="A", ez=True)
        c.set_rules(rules)
        c.table.players_bank = False  # the house banks every hand: the deals found are the house's
        seats = (c.me, *c.others)

        def settle_events(seconds: float = 0.5) -> None:
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                app.processEvents()
                time.sleep(0.01)

        def grab(name: str) -> None:
            settle_events()
            path = args.out / f"poker-{name}-{args.size}@{args.scale}x-{args.language}.png"
            window.grab().save(str(path))
            print(path)

        def deal(seed: int) -> None:
            c.table.next_seed = seed
            window.bank_offer.setChecked(False)
            window.new_hand()
            while c.stage is not Stage.SETTING:
                app.processEvents()

        # The bonus chips and the live value, before Confirm.
        deal(_find_seed(rules, seats, "envy"))
        cards = c.cards()
        c.scene.arrange(cards[:2])
        while window.live.analysis is None:
            app.processEvents()
        grab("live-value-bonus-chips")
        c.set_house_way()
        c.confirm()
        grab("envy-paid")
        # The EZ dealer's queen-high pai gow: every bet pushes, the Queen's Dragon pays.
        deal(_find_seed(rules, seats, "dragon"))
        c.set_house_way()
        c.confirm()
        grab("queens-dragon-push")
        window.close()
        data.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
