"""The trainer's exact helpers against brute-force enumeration of every way the unseen tiles lie."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from paigow_desktop.games.tiengow.sets import TileSet, beats, identify, sets_in
from paigow_desktop.games.tiengow.trainer import (
    chance_beaten,
    chance_beaten_in_view,
    formable_by_unseen,
    unbeatable_in_own_eyes,
)
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

from .helpers import full_hand, play

T = parse_tiles


def _labelings(sizes: list[int]) -> set[tuple[int, ...]]:
    labels = [b for b, n in enumerate(sizes) for _ in range(n)]
    return set(itertools.permutations(labels))


def _brute_force(lead: TileSet, unseen: list[Tile], sizes: list[int], mixed: bool) -> Fraction:
    """Deal the (distinguishable) unseen tiles every possible way: the last bucket is out of play."""
    beaten = 0
    labelings = _labelings(sizes)
    for labels in labelings:
        for seat in range(len(sizes) - 1):
            tiles = [t for t, b in zip(unseen, labels, strict=True) if b == seat]
            if any(beats(s, lead) for s in sets_in(tiles, mixed=mixed, size=lead.size)):
                beaten += 1
                break
    return Fraction(beaten, len(labelings))


@pytest.mark.parametrize("case", range(12))
def test_chance_beaten_matches_brute_force(case: int) -> None:
    rng = random.Random(case)
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    mixed = case % 3 != 2
    own, unseen, seen = tiles[:3], tiles[3:11], tiles[11:]
    sizes = [2, 2, 2, 2] if case % 2 else [3, 2, 2, 1]  # the last bucket: tiles out of play
    leads = sets_in(own, mixed=mixed)
    assert leads
    for lead in leads:
        exact = chance_beaten(lead, own, seen, opponents=sizes[:3], mixed=mixed)
        assert exact == _brute_force(lead, unseen, sizes, mixed), (case, str(lead))


def test_chance_beaten_with_a_pair_and_a_family() -> None:
    # Seven unseen tiles rich in the Heaven family, so mixed pairs, triples and pairs all count.
    unseen = T("6-6 6-6 6-3 5-4 1-1 6-2 4-4")
    own = T("1-1 5-3 4-4")
    seen = list((Counter(FULL_SET) - Counter(unseen) - Counter(own)).elements())
    strictly_between = 0
    for text in ("1-1 5-3", "1-1", "5-3", "4-4"):
        lead = identify(T(text))
        assert lead is not None
        for sizes in ([2, 2, 2, 1], [3, 3, 1, 0]):
            exact = chance_beaten(lead, own, seen, opponents=sizes[:3])
            assert exact == _brute_force(lead, list(unseen), sizes, True)
            strictly_between += 0 < exact < 1
    assert strictly_between >= 2


def test_the_chance_of_meeting_both_heavens() -> None:
    # Holding the Earth pair at the deal: beaten only by an opponent holding both Heavens.
    own = T("1-1 1-1 6-4 5-5 3-2 6-1 2-2 5-1")
    lead = identify(T("1-1 1-1"))
    assert lead is not None
    assert chance_beaten(lead, own) == 3 * Fraction(8 * 7, 24 * 23)


@pytest.mark.parametrize(
    "hand",
    [
        "1-1 1-1 6-6 5-5 3-2 6-1 2-2 5-1",
        "1-1 1-1 6-4 5-5 3-2 6-1 2-2 5-1",
        "6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1",
        "6-6 1-1 5-5 3-3 2-2 6-5 6-4 6-1",
    ],
)
def test_unbeatable_in_own_eyes_is_a_zero_chance_at_the_deal(hand: str) -> None:
    own = T(hand)
    for lead in sets_in(own):
        assert unbeatable_in_own_eyes(lead, own) == (chance_beaten(lead, own) == 0)


def test_formable_by_unseen_against_every_sub_multiset() -> None:
    own = T("6-6 6-6 1-1 4-4 6-3 5-2 4-2 5-1")
    seen = T("1-1 4-4 5-4 6-2 5-3 4-3 3-1 3-1 5-5 5-5 3-3 3-3 2-2 2-2 6-5")
    unseen = list((Counter(FULL_SET) - Counter(own) - Counter(seen)).elements())
    expected = set()
    for size in range(1, 5):
        for combo in itertools.combinations(unseen, size):
            found = identify(combo)
            if found is not None:
                expected.add(found)
    assert set(formable_by_unseen(own, seen)) == expected
    assert not any(s.kind.name == "QUARTET" for s in expected)


def test_chance_beaten_in_a_view() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    view = hand.view(0)  # East leads the second trick with six tiles each
    lead = identify(T("2-2 2-2"))
    assert lead is not None
    chance = chance_beaten_in_view(view, lead)
    seen = [*view.own_discards, *view.seen_face_up()]
    assert chance == chance_beaten(lead, view.tiles, seen, opponents=(6, 6, 6))
    assert 0 < chance < 1
