"""Exact helpers for learning Tien Gow: the chance that some opponent can beat a lead, whether a
lead is unbeatable in one's own eyes, and which sets the unseen tiles can still form.

The chance is counted over every way the unseen tiles can lie, not by dealing them out: every set
uses tiles of one family (Heaven with the nines, Earth with the eights, Man with the sevens, Goose
with the fives) or of one kind, so whether an opponent holds a beating set depends on each such
group of tiles separately, and a count over the groups, one at a time, is exact.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from math import factorial
from typing import Final

from paigow_desktop.games.tiengow.sets import TileSet, beaters, formable, sets_in, unbeatable, unseen_counts
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.tiles.tile import KINDS, Tile

__all__ = ["GROUPS", "chance_beaten", "chance_beaten_in_view", "formable_by_unseen", "unbeatable_in_own_eyes"]

#: Tile kinds that sets combine: the four families, then every other kind alone.
GROUPS: Final[tuple[tuple[int, ...], ...]] = (
    (0, 11, 12),
    (1, 13, 14),
    (2, 15, 16),
    (3, 18, 19),
    *((k,) for k in (4, 5, 6, 7, 8, 9, 10, 17, 20)),
)


def unbeatable_in_own_eyes(lead: TileSet, dealt: Iterable[Tile], *, mixed: bool = True) -> bool:
    """No set that beats ``lead`` can be formed from the tiles outside the eight ``dealt``."""
    return unbeatable(lead, dealt, mixed=mixed)


def formable_by_unseen(
    own: Iterable[Tile], seen: Iterable[Tile] = (), *, mixed: bool = True
) -> list[TileSet]:
    """Every set the tiles neither held (``own``) nor seen could still form."""
    counts = unseen_counts([*own, *seen])
    return sets_in([t for t in KINDS for _ in range(counts[t.kind])], mixed=mixed)


def chance_beaten(
    lead: TileSet,
    own: Iterable[Tile],
    seen: Iterable[Tile] = (),
    *,
    opponents: Sequence[int] = (8, 8, 8),
    mixed: bool = True,
) -> Fraction:
    """The probability that at least one opponent holds a set that beats ``lead``.

    ``own`` are the tiles you hold (the lead among them), ``seen`` the tiles seen elsewhere; the
    others lie uniformly at random: ``opponents`` tiles in each opponent's hand and the rest out of
    play (face down in earlier tricks).
    """
    unseen = unseen_counts([*own, *seen])
    total = sum(unseen)
    sizes = tuple(opponents)
    out = total - sum(sizes)
    if out < 0 or any(s < 0 for s in sizes):
        raise ValueError(f"{total} unseen tiles cannot fill hands of {list(sizes)}")
    threats = [b for b in beaters(lead, mixed=mixed) if formable(b, unseen)]
    if not threats:
        return Fraction(0)
    used = {k for b in threats for k, _ in b.need}
    groups = [g for g in GROUPS if used & set(g)]
    # ways[(a, b, c)]: ways to place the tiles of the groups so far, a, b and c of them in the
    # opponents' hands, none of which then holds a threat.
    ways: dict[tuple[int, ...], int] = {(0,) * len(sizes): 1}
    placed = 0
    for group in groups:
        kinds = [k for k in group if unseen[k]]
        threats_here = [b for b in threats if {k for k, _ in b.need} <= set(group)]
        step: dict[tuple[int, ...], int] = {}
        for allocation, weight in _allocations([unseen[k] for k in kinds], len(sizes) + 1):
            if any(_holds_threat(kinds, allocation, seat, threats_here) for seat in range(len(sizes))):
                continue
            added = tuple(sum(allocation[i][seat] for i in range(len(kinds))) for seat in range(len(sizes)))
            for state, count in ways.items():
                new = tuple(x + y for x, y in zip(state, added, strict=True))
                if all(n <= s for n, s in zip(new, sizes, strict=True)):
                    step[new] = step.get(new, 0) + count * weight
        ways = step
        placed += sum(unseen[k] for k in kinds)
    rest = total - placed
    safe = 0
    for state, count in ways.items():
        fill = [s - x for s, x in zip(sizes, state, strict=True)]
        fill_out = rest - sum(fill)
        if fill_out < 0 or fill_out > out:
            continue
        safe += count * _multinomial(rest, [*fill, fill_out])
    return 1 - Fraction(safe, _multinomial(total, [*sizes, out]))


def chance_beaten_in_view(view: SeatView, lead: TileSet) -> Fraction:
    """:func:`chance_beaten` for a lead by the seat of ``view``, from what that seat has seen."""
    seen = [*view.own_discards, *view.seen_face_up()]
    others = [view.hand_sizes[s] for s in range(4) if s != view.seat]
    return chance_beaten(lead, view.tiles, seen, opponents=others, mixed=view.rules.mixed_pairs_and_sets)


def _holds_threat(
    kinds: Sequence[int], allocation: Sequence[Sequence[int]], seat: int, threats: Sequence[TileSet]
) -> bool:
    counts = {k: allocation[i][seat] for i, k in enumerate(kinds)}
    return any(formable(b, counts) for b in threats)


def _allocations(copies: Sequence[int], buckets: int) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
    """Every way to share each kind's copies among the buckets, with the number of ways to place
    the (distinguishable) physical tiles that way."""
    per_kind = [list(_splits(n, buckets)) for n in copies]

    def walk(i: int) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
        if i == len(per_kind):
            yield (), 1
            return
        for split in per_kind[i]:
            weight = _multinomial(copies[i], split)
            for rest, w in walk(i + 1):
                yield (split, *rest), weight * w

    return walk(0)


def _splits(n: int, buckets: int) -> Iterator[tuple[int, ...]]:
    if buckets == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _splits(n - first, buckets - 1):
            yield (first, *rest)


def _multinomial(n: int, parts: Sequence[int]) -> int:
    result = factorial(n)
    for p in parts:
        result //= factorial(p)
    return result
