"""Deals and play helpers for the Tien Gow tests."""

from __future__ import annotations

from collections import Counter

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

# The full hand of the rules doc's worked example, East banking.
FULL_HAND = (
    "2-2 2-2 6-1 3-1 6-2 4-3 4-2 2-1",
    "3-3 6-5 6-5 6-4 5-1 5-1 3-1 3-2",
    "6-6 4-4 5-5 5-5 3-3 5-3 5-2 4-1",
    "6-6 1-1 1-1 4-4 6-4 6-1 6-3 5-4",
)


def deal_with(*given: str) -> list[tuple[Tile, ...]]:
    """Seats' hands: the tiles given for the first seats, the rest of the set dealt in order."""
    hands = [parse_tiles(text) for text in given]
    left = Counter(FULL_SET)
    left.subtract(t for h in hands for t in h)
    rest = [t for t in sorted(left.elements(), key=lambda t: t.kind)]
    while len(hands) < 4:
        hands.append(tuple(rest[:8]))
        rest = rest[8:]
    return hands


def play(hand: Hand, *moves: str) -> None:
    """Moves as 'up 6-6 6-6' or 'down 5-1 5-1', in turn; the lead is 'up'."""
    for move in moves:
        way, _, text = move.partition(" ")
        tiles = parse_tiles(text)
        if not hand.current_plays:
            hand.lead(tiles)
        elif way == "up":
            hand.play_face_up(tiles)
        else:
            hand.discard(tiles)


def discard_rest(hand: Hand) -> None:
    """Every follower puts face down the first tiles it holds until the trick ends."""
    while hand.current_plays:
        seat = hand.to_play
        assert seat is not None
        hand.discard(hand.tiles(seat)[: len(hand.current_plays[0].tiles)])


def full_hand(rules: Rules | None = None) -> Hand:
    return Hand([parse_tiles(h) for h in FULL_HAND], banker=0, rules=rules)
