"""The house way: the fixed rules by which the dealer sets four tiles.

Rules are tried in order (0: best in both hands, 1: pairs, 2: Wong, Gong and
high nine, 3: all other hands); the first that decides, decides.  Every
decision carries the rule that made it and a sentence saying why, so the table
and the trainer can name it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from .hands import PAIRS, Hand
from .setting import Setting, settings_of
from .tiles import KINDS, Tile, TileError, check_copies

__all__ = ["HouseWay", "Rule", "set_hand"]

TEEN: Final = KINDS[0]
DAY: Final = KINDS[1]
CHONG: Final = Tile.parse("3-3")


class Rule(enum.IntEnum):
    """The rule of the house way that decided a setting."""

    BEST_IN_BOTH = 0
    PAIR = 1
    WONG_GONG_NINE = 2
    OTHER = 3


@dataclass(frozen=True, slots=True)
class HouseWay:
    """A house-way setting with the rule that decided it."""

    setting: Setting
    rule: Rule
    detail: str  #: the rule's case in a few words, e.g. "Teen pair, split"
    reason: str  #: one sentence for people

    @property
    def name(self) -> str:
        """``rule 1: Teen pair, split`` and the like."""
        return f"rule {int(self.rule)}: {self.detail}"


def _best_high(settings: Iterable[Setting]) -> Setting:
    return max(settings, key=lambda s: (s.high.key, s.low.key))


def _best_low(settings: Iterable[Setting]) -> Setting:
    return max(settings, key=lambda s: (s.low.key, s.high.key))


def _classes(tiles: Iterable[Tile]) -> list[str]:
    return sorted((t.tile_class for t in tiles), key=lambda c: (len(c), c))


#: A "High 3": 3 points with 3-3 as the highest tile (3-3 with 6-1 makes 13).
_HIGH_3: Final = Hand.of(CHONG, Tile.parse("6-1")).key


def set_hand(tiles: Sequence[Tile]) -> HouseWay:
    """Set four tiles by the house way."""
    if len(tiles) != 4:
        raise TileError(f"the house way sets four tiles, got {len(tiles)}", " ".join(map(str, tiles)))
    check_copies(tiles)
    return _set_kinds(tuple(sorted(t.kind for t in tiles)))


@cache
def _set_kinds(kinds: tuple[int, ...]) -> HouseWay:
    tiles = tuple(KINDS[k] for k in kinds)
    settings = settings_of(tiles)
    return (
        _rule_0(settings) or _rule_1(tiles, settings) or _rule_2(tiles, settings) or _rule_3(tiles, settings)
    )


def _rule_0(settings: Sequence[Setting]) -> HouseWay | None:
    top_low = max(s.low.key for s in settings)
    top_high = max(s.high.key for s in settings)
    for s in settings:
        if s.low.key == top_low and s.high.key == top_high:
            return HouseWay(
                s,
                Rule.BEST_IN_BOTH,
                "best in both hands",
                "This setting has the best low hand and the best high hand at once.",
            )
    return None


def _find_pair(tiles: Sequence[Tile]) -> tuple[str, Tile, Tile] | None:
    kinds = [t.kind for t in tiles]
    for name, a, b in PAIRS:
        if a == b:
            if kinds.count(a) == 2:
                return name, KINDS[a], KINDS[a]
        elif a in kinds and b in kinds:
            return name, KINDS[a], KINDS[b]
    return None


def _split_reason(name: str, pair: tuple[Tile, Tile], others: list[Tile]) -> str | None:
    """Why the pair is split, or None when the house way keeps it."""
    classes = _classes(others)
    if name == "Gee Joon":
        if classes in (["4", "6"], ["5", "6"], ["6", "6"]):
            return f"Gee Joon is split with a {classes[1]} and a {classes[0]}"
        return None
    if name in ("Teen", "Day"):
        split = Setting.of((pair[0], others[0]), (pair[1], others[1]))
        if split.low.value >= 6 and split.high.value >= 8:
            return f"{name} pair is split: the split makes {split.low.value} low and {split.high.value} high"
        if classes == ["9", "11"]:
            return f"{name} pair is split with a 9 and an 11"
        return None
    if name == "Chop Gow":
        if all(c in ("2", "10", "12") for c in classes):
            return "nines are split when both other tiles are Day, 10s or Teen"
        return None
    if name in ("Yun", "Chop Bot"):
        if all(c in ("2", "10", "11", "12") for c in classes):
            return "eights are split when both other tiles are Day, 10s, 11s or Teen"
        if classes == ["9", "11"]:
            return "eights are split with a 9 and an 11"
        return None
    if name in ("Tit", "Chop Chit"):
        if all(c in ("2", "10", "11", "12") for c in classes):
            return "sevens are split when both other tiles are Day, 10s, 11s or Teen"
        return None
    return None


def _rule_1(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay | None:
    found = _find_pair(tiles)
    if found is None:
        return None
    name, a, b = found
    others = list(tiles)
    others.remove(a)
    others.remove(b)
    pair_kinds = sorted((a.kind, b.kind))

    def keeps_pair(s: Setting) -> bool:
        return any(sorted((h.first.kind, h.second.kind)) == pair_kinds for h in (s.low, s.high))

    reason = _split_reason(name, (a, b), others)
    if reason is None:
        kept = next(s for s in settings if keeps_pair(s))
        return HouseWay(
            kept, Rule.PAIR, f"{name} pair, kept", f"The {name} pair is kept together as the high hand."
        )
    split = _best_high(s for s in settings if not keeps_pair(s))
    return HouseWay(split, Rule.PAIR, f"{name} pair, split", reason[0].upper() + reason[1:] + ".")


_KIND_CLASS: Final = {"7": "high nine", "8": "Gong", "9": "Wong"}


def _rule_2(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay | None:
    if not any(t.kind in (0, 1) for t in tiles):
        return None

    def makes(hand: Hand, cls: str) -> bool:
        return hand.first.kind in (0, 1) and hand.second.tile_class == cls

    possible = {cls for cls in _KIND_CLASS if any(makes(h, cls) for s in settings for h in (s.low, s.high))}
    if not possible:
        return None
    chosen = "7" if "7" in possible else ("8" if "8" in possible else "9")
    why = ""
    rest = [t for t in tiles if t.kind not in (0, 1) and t.tile_class not in _KIND_CLASS]
    fourth = rest[0] if len(rest) == 1 else None
    if fourth is not None:
        if fourth.tile_class == "11" and chosen in ("7", "8") and "9" in possible:
            why = f" instead of a {_KIND_CLASS[chosen]}: the fourth tile is an 11"
            chosen = "9"
        elif chosen == "7" and "8" in possible:
            if fourth.tile_class == "4":
                why = " instead of a high nine: the fourth tile is a 4"
                chosen = "8"
            elif fourth.tile_class == "5" and any(t.tile_class == "8" and t.kind != 2 for t in tiles):
                why = " instead of a high nine: a low 8 with a 5 as the fourth tile"
                chosen = "8"
    kind = _KIND_CLASS[chosen]
    best = _best_high(s for s in settings if makes(s.low, chosen) or makes(s.high, chosen))
    return HouseWay(
        best, Rule.WONG_GONG_NINE, kind, f"Play the {kind}{why}; with a choice, the best high hand."
    )


def _rule_3(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay:
    best_low, best_high = _best_low(settings), _best_high(settings)
    if best_low.low.key < _HIGH_3 and best_high.high.value >= 7:
        chosen, detail = best_high, "best high"
        reason = (
            "The best low hand is below a high 3 and the high hand can make 7 or more: play the best high."
        )
        pick = _best_high
    else:
        chosen, detail = best_low, "best low"
        reason = "Play the best low hand."
        pick = _best_low
    points = (chosen.low.value, chosen.high.value)
    same = [s for s in settings if (s.low.value, s.high.value) == points]
    qualifying: list[Setting] = []
    if points in ((8, 9), (9, 9)):
        top = max(t.strength for t in tiles)
        qualifying = [s for s in same if max(t.strength for t in s.high.tiles) == top]
        note = f" With {points[0]} and {points[1]}, the highest tile goes in the high hand."
    elif points == (7, 8) and any(t.kind == 0 for t in tiles) and any(t.kind == 1 for t in tiles):
        qualifying = [s for s in same if any(t.kind == 0 for t in s.high.tiles)]
        note = " With 7 and 8 and both Teen and Day, the Teen goes in the high hand."
    if qualifying and chosen not in qualifying:
        chosen = pick(qualifying)
        reason += note
    return HouseWay(chosen, Rule.OTHER, detail, reason)
