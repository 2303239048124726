"""Count every dealer hand one by one for a few player hands, as a check of the exact analysis.

    python tools/count_poker_hands.py [--out FILE] [--sample N] "As Kd ..." ["..."]

For each player hand, every one of the C(46, 7) = 53,524,680 dealer hands is enumerated, put in
its class from its own cards (its ranks, and for a hand that can make a flush the ranks in that
suit: no combinatorics), given the house way's values of its class, and compared with each of
the 21 settings.  The win, push and loss counts of each setting (by its two low cards) are
written as JSON for the tests (default ``tests/fixtures/poker_counts.json``).  ``--sample N``
also sets N random dealer hands by the live house way, one by one, and stops with an error if
any differs from its class's entry in the shipped table.  Minutes per hand.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from paigow_desktop.games.paigow_poker.cards import DECK, Card, format_cards, parse_cards  # noqa: E402
from paigow_desktop.games.paigow_poker.classes import classes  # noqa: E402
from paigow_desktop.games.paigow_poker.dealer_table import dealer_table  # noqa: E402
from paigow_desktop.games.paigow_poker.house_way import set_hand  # noqa: E402
from paigow_desktop.games.paigow_poker.setting import settings_of  # noqa: E402

FIXTURE = ROOT / "tests" / "fixtures" / "poker_counts.json"
POWERS = 5 ** np.arange(14, dtype=np.int64)  # a rank count vector (13 ranks, the joker) as one number


def class_keys() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Sorted keys of the rank classes and of the flush classes, with the class numbers."""
    table = classes()
    rank_vectors = np.concatenate((table.rank_counts, table.rank_joker[:, None]), axis=1).astype(np.int64)
    rank_keys = rank_vectors @ POWERS
    masks = table.flush_ranks.astype(np.int64) @ (1 << np.arange(13, dtype=np.int64))
    other_keys = (
        np.concatenate((table.other_counts, table.flush_joker[:, None]), axis=1).astype(np.int64) @ POWERS
    )
    flush_keys = masks * 5**14 + other_keys
    rank_order, flush_order = np.argsort(rank_keys), np.argsort(flush_keys)
    offset = len(rank_keys)
    return rank_keys[rank_order], rank_order, flush_keys[flush_order], flush_order + offset


RANK_ONE_HOT = np.eye(14, dtype=np.int64)  # columns: the 13 ranks, then the joker
SUIT_ONE_HOT = np.eye(5, dtype=np.int64)[:, :4]  # the joker (suit 4 below) has no suit


def classify(hands: np.ndarray, keys: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]) -> np.ndarray:
    """The class of each dealer hand (rows of seven card indices, 0-51 and the joker 52)."""
    rank_keys, rank_numbers, flush_keys, flush_numbers = keys
    joker = (hands == 52).any(axis=1)
    ranks = hands // 4  # the joker's is 13: its own column
    suits = np.where(hands == 52, 4, hands % 4)
    counts = sum(RANK_ONE_HOT[ranks[:, c]] for c in range(7))
    suit_counts = sum(SUIT_ONE_HOT[suits[:, c]] for c in range(7))
    flush_suit = suit_counts.argmax(axis=1)
    can_flush = suit_counts.max(axis=1) + joker >= 5
    numbers = np.empty(len(hands), dtype=np.int64)
    plain = ~can_flush
    numbers[plain] = rank_numbers[np.searchsorted(rank_keys, counts[plain] @ POWERS)]
    f = np.flatnonzero(can_flush)
    if len(f):
        mask = np.zeros(len(f), dtype=np.int64)
        others = counts[f].copy()
        for c in range(7):
            in_suit = suits[f, c] == flush_suit[f]
            mask |= np.where(in_suit, 1 << np.minimum(ranks[f, c], 12), 0)
            others -= RANK_ONE_HOT[ranks[f, c]] * in_suit[:, None]
        found = np.searchsorted(flush_keys, mask * 5**14 + others @ POWERS)
        numbers[f] = flush_numbers[found]
    return numbers


def count(cards: tuple[Card, ...], keys: Any) -> dict[str, dict[str, int]]:
    table = dealer_table()
    left = np.array([c.index for c in DECK if c not in cards], dtype=np.int64)
    settings = [s for s in settings_of(cards)]
    tallies = np.zeros((len(settings), 3), dtype=np.int64)
    started, seen = time.perf_counter(), 0
    first = combinations(range(len(left)), 2)
    for i, j in first:  # every dealer hand: two leading cards, then every five of the rest above them
        rest = np.array(list(combinations(range(j + 1, len(left)), 5)), dtype=np.int64).reshape(-1, 5)
        if not len(rest):
            continue
        hands = np.concatenate((np.full((len(rest), 1), i), np.full((len(rest), 1), j), rest), axis=1)
        numbers = classify(left[hands], keys)
        high, low = table.high[numbers].astype(np.int64), table.low[numbers].astype(np.int64)
        for k, setting in enumerate(settings):
            ph, pl = setting.values
            win = int(((high < ph) & (low < pl)).sum())
            loss = int(((high >= ph) & (low >= pl)).sum())
            tallies[k] += (win, len(numbers) - win - loss, loss)
        seen += len(numbers)
        print(
            f"\r{format_cards(cards)}: {seen:,} hands, {time.perf_counter() - started:.0f} s",
            end="",
            file=sys.stderr,
        )
    print(file=sys.stderr)
    assert seen == 53_524_680, seen
    return {
        format_cards(s.low): {"win": int(w), "push": int(p), "loss": int(lost)}
        for s, (w, p, lost) in zip(settings, tallies, strict=True)
        if not s.foul
    }


def sample(n: int, seed: int = 1) -> None:
    """Set ``n`` random hands by the live house way and hold each against its class's entry."""
    table, keys = dealer_table(), class_keys()
    rng = random.Random(seed)
    hands = [rng.sample(DECK, 7) for _ in range(n)]
    numbers = classify(np.array([[c.index for c in h] for h in hands], dtype=np.int64), keys)
    for hand, number in zip(hands, numbers, strict=True):
        decision = set_hand(hand)
        if decision.setting.values != (int(table.high[number]), int(table.low[number])):
            raise SystemExit(f"{format_cards(hand)} is set otherwise than its class {number}")
    print(f"{n:,} random hands set one by one agree with the table")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("hands", nargs="*")
    parser.add_argument("--out", type=Path, default=FIXTURE)
    parser.add_argument("--sample", type=int, default=0)
    args = parser.parse_args()
    if args.sample:
        sample(args.sample)
    if not args.hands:
        return 0
    keys = class_keys()
    results = json.loads(args.out.read_text()) if args.out.exists() else {}
    for text in args.hands:
        cards = parse_cards(text, 7)
        results[format_cards(cards)] = count(cards, keys)
        args.out.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
