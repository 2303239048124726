#!/usr/bin/env python3
"""Search the strategy cards and write them to paigow_desktop/games/paigow/cards.json.

    tools/make_strategy_cards.py            # every card (a few minutes; run it with nice)
    tools/make_strategy_cards.py --only 10-house-way-player
    tools/make_strategy_cards.py --check 5-house-way-player   # search one card again, compare

Each card is searched exactly over all 35,960 deals against the house-way opponent at 5%
(see paigow_desktop/engine/card.py).  The banker's card is shipped only where it beats the
player's card from the banker's side; elsewhere the player's card serves both.  The search is
deterministic: the same rounds and seed give the same cards.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from paigow_desktop.games.paigow.card import HOUSE_WAY_CARD, LENGTHS, Card, card_key  # noqa: E402
from paigow_desktop.games.paigow.card_search import search  # noqa: E402
from paigow_desktop.games.paigow.card_tables import CardTables, card_tables  # noqa: E402

OUTPUT = ROOT / "paigow_desktop" / "games" / "paigow" / "cards.json"
#: Random restarts of the local search per card length.
ROUNDS = {5: 40, 10: 40, 20: 20}
SEED = 1


def build(
    tables: CardTables, length: int, *, standalone: bool, bank: bool, start: Card | None
) -> tuple[Card, float]:
    began = time.monotonic()
    card = search(
        tables, length, standalone=standalone, bank=bank, rounds=ROUNDS[length], seed=SEED, start=start
    )
    return card, time.monotonic() - began


def shorter(cards: dict[str, dict[str, object]], length: int, *, standalone: bool, bank: bool) -> Card | None:
    """The next shorter card of the same kind, where the search of a longer one starts."""
    index = LENGTHS.index(length)
    if index == 0:
        return None
    entry = cards.get(card_key(LENGTHS[index - 1], standalone=standalone, bank=bank))
    return None if entry is None else Card.from_json(entry["lines"])  # type: ignore[arg-type]


def card_entry(tables: CardTables, card: Card, seconds: float) -> dict[str, object]:
    return {
        "lines": card.to_json(),
        **derived(tables, card),
        "search_seconds": round(seconds, 1),
    }


def derived(tables: CardTables, card: Card) -> dict[str, object]:
    """What the app shows of a card without searching or counting: its words, its exact edge
    from both sides and, line by line, the share of hands it decides, its worth and an example
    (tests/test_strategy_card.py checks each against the engine)."""
    return {
        "text": [str(t) for t in card.texts()],
        "edge": {"player": tables.edge(card, bank=False), "banker": tables.edge(card, bank=True)},
        "report": [
            {
                "share": r.share,
                "worth": {"player": r.worth_player, "banker": r.worth_banker},
                "example": None
                if r.example is None
                else {
                    "low": [str(t) for t in r.example.low.tiles],
                    "high": [str(t) for t in r.example.high.tiles],
                },
            }
            for r in tables.report(card)
        ],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", metavar="KEY", help="search this card only and update it in the file")
    parser.add_argument("--check", metavar="KEY", help="search this card again and compare with the file")
    parser.add_argument(
        "--refresh",
        action="store_true",
        help="keep the cards' lines, work out everything else again (after a change of wording)",
    )
    parser.add_argument(
        "--readme",
        action="store_true",
        help="print the shipped cards as rows of README's exact figures table",
    )
    args = parser.parse_args(argv)
    tables = card_tables()
    if args.readme:
        print_readme_rows(tables)
        return 0
    if args.refresh:
        data = json.loads(OUTPUT.read_text(encoding="utf-8"))
        for entry in data["cards"].values():
            entry.update(derived(tables, Card.from_json(entry["lines"])))
        write(tables, data["cards"])
        return 0
    keys = [
        (length, standalone, bank)
        for standalone in (False, True)
        for bank in (False, True)
        for length in LENGTHS
    ]
    wanted = args.only or args.check
    if wanted:
        keys = [k for k in keys if card_key(k[0], standalone=k[1], bank=k[2]) == wanted]
        if not keys:
            parser.error(f"no card {wanted!r}")
    data = json.loads(OUTPUT.read_text(encoding="utf-8")) if OUTPUT.exists() else {}
    cards: dict[str, dict[str, object]] = data.get("cards", {})
    if args.check:
        (length, standalone, bank) = keys[0]
        start = shorter(cards, length, standalone=standalone, bank=bank)
        card, seconds = build(tables, length, standalone=standalone, bank=bank, start=start)
        shipped = Card.from_json(cards[args.check]["lines"])  # type: ignore[arg-type]
        same = card == shipped
        print(f"{args.check}: {'the same card' if same else 'a DIFFERENT card'} ({seconds:.1f} s)")
        return 0 if same else 1
    found = {key: {"lines": entry["lines"]} for key, entry in cards.items()}
    for length, standalone, bank in keys:
        key = card_key(length, standalone=standalone, bank=bank)
        start = shorter(found, length, standalone=standalone, bank=bank)
        card, seconds = build(tables, length, standalone=standalone, bank=bank, start=start)
        found[key] = {"lines": card.to_json()}
        if bank:
            player = cards.get(card_key(length, standalone=standalone, bank=False))
            player_card = Card.from_json(player["lines"]) if player else None  # type: ignore[arg-type]
            if player_card is not None and tables.edge(card, bank=True) >= tables.edge(
                player_card, bank=True
            ):
                cards.pop(key, None)
                print(f"{key}: no better than the player's card from the banker's side ({seconds:.1f} s)")
                write(tables, cards)
                continue
        cards[key] = card_entry(tables, card, seconds)
        edge = cards[key]["edge"]
        assert isinstance(edge, dict)
        print(f"{key}: player {edge['player']:.4%}, banker {edge['banker']:.4%} ({seconds:.1f} s)")
        for text in card.texts():
            print(f"    {text}")
        write(tables, cards)
    return 0


def print_readme_rows(tables: CardTables) -> None:
    """README's rows: each card's win, push and loss from the side it is for, then a table of
    every card's edge from both sides."""
    cards = json.loads(OUTPUT.read_text(encoding="utf-8"))["cards"]

    def kind(standalone: bool) -> str:
        return "standalone" if standalone else "on top of the house way"

    for bank in (False, True):
        for standalone in (False, True):
            for length in LENGTHS:
                key = card_key(length, standalone=standalone, bank=bank)
                if key in cards:
                    s = tables.shares(Card.from_json(cards[key]["lines"]), bank=bank)
                    who = "player banking" if bank else "player"
                    print(
                        f"| {who}, {length}-line card {kind(standalone)} | {s.win:.2%} | {s.push:.2%} | "
                        f"{s.loss:.2%} | {s.edge:.3%} |"
                    )
    print()
    print("| card | for | not banking | banking |")
    print("|---|---|---|---|")
    for standalone in (False, True):
        for length in LENGTHS:
            for bank in (False, True):
                key = card_key(length, standalone=standalone, bank=bank)
                if key in cards:
                    edge = cards[key]["edge"]
                    who = "the banker" if bank else "the player"
                    print(
                        f"| {length} lines, {kind(standalone)} | {who} | {edge['player']:.3%} | "
                        f"{edge['banker']:.3%} |"
                    )


def write(tables: CardTables, cards: dict[str, dict[str, object]]) -> None:
    data = {
        "about": "Strategy cards searched by tools/make_strategy_cards.py; do not edit by hand.",
        "commission": "1/20",
        "rounds": {str(k): v for k, v in ROUNDS.items()},
        "seed": SEED,
        "reference": {
            "house_way": {
                "player": tables.edge(HOUSE_WAY_CARD, bank=False),
                "banker": tables.edge(HOUSE_WAY_CARD, bank=True),
            },
            "best": {"player": tables.best_edge(bank=False), "banker": tables.best_edge(bank=True)},
        },
        "cards": dict(sorted(cards.items(), key=lambda kv: _order(kv[0]))),
    }
    OUTPUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _order(key: str) -> tuple[int, str]:
    length, _, rest = key.partition("-")
    return int(length), rest


if __name__ == "__main__":
    sys.exit(main())
