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
from functools import cache, lru_cache
from typing import Any, Final

from paigow_desktop.core.text import NAMES, QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, TEEN_DAY_HANDS, Hand
from paigow_desktop.games.paigow.setting import Setting, _settings_of
from paigow_desktop.tiles.tile import KINDS, Tile, TileError, check_copies

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
    detail: Text  #: the rule's case in a few words, e.g. "Teen pair, split"
    reason: Text  #: one sentence for people

    @property
    def name(self) -> Text:
        """``rule 1: Teen pair, split`` and the like."""
        return _rule_name(int(self.rule), self.detail)


# The house way's words are made once each (a Text costs a few microseconds to make, and an
# analysis of many deals decides thousands of multisets): the same words, templates and fields.


@cache
def _rule_name(rule: int, detail: Text) -> Text:
    # Keyed by the detail's words: each case's words come from one template (see below).
    return Text(QT_TRANSLATE_NOOP("Names", "rule {rule}: {detail}"), context=NAMES, rule=rule, detail=detail)


@cache
def _text(template: str, **fields: Any) -> Text:
    """An engine sentence (each call site passes its fields as the same types; Any: mypy
    would read a mapping of fields as possibly holding Text's ``context``)."""
    return Text(template, **fields)


@cache
def _name(words: str) -> Text:
    return name(words)


@cache
def _pair_words(pair_name: str) -> tuple[Text, Text, Text]:
    """A pair's case kept, its reason, and its case split."""
    pair = _name(pair_name)
    return (
        Text(QT_TRANSLATE_NOOP("Names", "{pair} pair, kept"), context=NAMES, pair=pair),
        Text(QT_TRANSLATE_NOOP("Engine", "The {pair} pair is kept together as the high hand."), pair=pair),
        Text(QT_TRANSLATE_NOOP("Names", "{pair} pair, split"), context=NAMES, pair=pair),
    )


_BEST_IN_BOTH: Final = (
    name("best in both hands"),
    Text(QT_TRANSLATE_NOOP("Engine", "This setting has the best low hand and the best high hand at once.")),
)
_BEST_HIGH: Final = (
    name("best high"),
    Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "The best low hand is below a high 3 and the high hand can make 7 or more: play the best high.",
        )
    ),
)
_BEST_LOW: Final = (name("best low"), Text(QT_TRANSLATE_NOOP("Engine", "Play the best low hand.")))


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
    return _set_hand_kinds(tuple(sorted(t.kind for t in tiles)))


@lru_cache(maxsize=2048)
def _set_hand_kinds(kinds: tuple[int, ...]) -> HouseWay:
    """One hand at a time (the table, the trainer): a bounded cache, so a long session's memory
    does not grow with every new hand dealt (about 55 µs a hand it does not hold)."""
    return _decide(kinds)


@cache
def _set_kinds(kinds: tuple[int, ...]) -> HouseWay:
    """Every multiset in turn (analysis, simulation, the card's tables): all 8,130 kept."""
    return _decide(kinds)


def _decide(kinds: tuple[int, ...]) -> HouseWay:
    tiles = tuple(KINDS[k] for k in kinds)
    settings = _settings_of(tiles)  # checked by the caller (set_hand) or a multiset of the set
    return (
        _rule_0(settings) or _rule_1(tiles, settings) or _rule_2(tiles, settings) or _rule_3(tiles, settings)
    )


def _rule_0(settings: Sequence[Setting]) -> HouseWay | None:
    top_low = max(s.low.key for s in settings)
    top_high = max(s.high.key for s in settings)
    for s in settings:
        if s.low.key == top_low and s.high.key == top_high:
            return HouseWay(s, Rule.BEST_IN_BOTH, *_BEST_IN_BOTH)
    return None


def _find_pair(tiles: Sequence[Tile]) -> tuple[str, Tile, Tile] | None:
    kinds = [t.kind for t in tiles]
    for pair_name, a, b in PAIRS:
        if a == b:
            if kinds.count(a) == 2:
                return pair_name, KINDS[a], KINDS[a]
        elif a in kinds and b in kinds:
            return pair_name, KINDS[a], KINDS[b]
    return None


def _split_reason(pair_name: str, pair: tuple[Tile, Tile], others: list[Tile]) -> Text | None:
    """Why the pair is split, or None when the house way keeps it."""
    classes = _classes(others)
    if pair_name == "Gee Joon":
        if classes in (["4", "6"], ["5", "6"], ["6", "6"]):
            return _text(
                QT_TRANSLATE_NOOP("Engine", "Gee Joon is split with a {high} and a {low}."),
                high=classes[1],
                low=classes[0],
            )
        return None
    if pair_name in ("Teen", "Day"):
        split = Setting.of((pair[0], others[0]), (pair[1], others[1]))
        if split.low.value >= 6 and split.high.value >= 8:
            return _text(
                QT_TRANSLATE_NOOP(
                    "Engine", "{pair} pair is split: the split makes {low} low and {high} high."
                ),
                pair=_name(pair_name),
                low=split.low.value,
                high=split.high.value,
            )
        if classes == ["9", "11"]:
            return _text(
                QT_TRANSLATE_NOOP("Engine", "{pair} pair is split with a 9 and an 11."), pair=_name(pair_name)
            )
        return None
    if pair_name == "Chop Gow":
        if all(c in ("2", "10", "12") for c in classes):
            return _text(
                QT_TRANSLATE_NOOP("Engine", "Nines are split when both other tiles are Day, 10s or Teen.")
            )
        return None
    if pair_name in ("Yun", "Chop Bot"):
        if all(c in ("2", "10", "11", "12") for c in classes):
            return _text(
                QT_TRANSLATE_NOOP(
                    "Engine", "Eights are split when both other tiles are Day, 10s, 11s or Teen."
                )
            )
        if classes == ["9", "11"]:
            return _text(QT_TRANSLATE_NOOP("Engine", "Eights are split with a 9 and an 11."))
        return None
    if pair_name in ("Tit", "Chop Chit"):
        if all(c in ("2", "10", "11", "12") for c in classes):
            return _text(
                QT_TRANSLATE_NOOP(
                    "Engine", "Sevens are split when both other tiles are Day, 10s, 11s or Teen."
                )
            )
        return None
    return None


def _rule_1(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay | None:
    found = _find_pair(tiles)
    if found is None:
        return None
    pair_name, a, b = found
    others = list(tiles)
    others.remove(a)
    others.remove(b)
    pair_kinds = sorted((a.kind, b.kind))

    def keeps_pair(s: Setting) -> bool:
        return any(sorted((h.first.kind, h.second.kind)) == pair_kinds for h in (s.low, s.high))

    reason = _split_reason(pair_name, (a, b), others)
    kept_detail, kept_reason, split_detail = _pair_words(pair_name)
    if reason is None:
        kept = next(s for s in settings if keeps_pair(s))
        return HouseWay(kept, Rule.PAIR, kept_detail, kept_reason)
    split = _best_high(s for s in settings if not keeps_pair(s))
    return HouseWay(split, Rule.PAIR, split_detail, reason)


def _rule_2(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay | None:
    if not any(t.kind in (0, 1) for t in tiles):
        return None

    def makes(hand: Hand, cls: str) -> bool:
        return hand.first.kind in (0, 1) and hand.second.tile_class == cls

    hands = [h for s in settings for h in (s.low, s.high)]
    possible = {cls for cls in TEEN_DAY_HANDS if any(makes(h, cls) for h in hands)}
    if not possible:
        return None
    chosen = "7" if "7" in possible else ("8" if "8" in possible else "9")
    reason = QT_TRANSLATE_NOOP("Engine", "Play the {kind}; with a choice, the best high hand.")
    instead = _name(TEEN_DAY_HANDS[chosen])
    rest = [t for t in tiles if t.kind not in (0, 1) and t.tile_class not in TEEN_DAY_HANDS]
    fourth = rest[0] if len(rest) == 1 else None
    # The written rules also play a Wong over a Gong or high nine when the fourth tile is an 11,
    # but such a hand holds a 9 and an 11 beside Teen or Day: rule 0 (or the pair rule) always
    # decides it first, on every one of the 8,130 tile multisets, so there is no branch for it.
    if fourth is not None and chosen == "7" and "8" in possible:
        if fourth.tile_class == "4":
            reason = QT_TRANSLATE_NOOP(
                "Engine",
                "Play the {kind} instead of a {instead}: the fourth tile is a 4; "
                "with a choice, the best high hand.",
            )
            chosen = "8"
        elif fourth.tile_class == "5" and any(t.tile_class == "8" and t.kind != 2 for t in tiles):
            reason = QT_TRANSLATE_NOOP(
                "Engine",
                "Play the {kind} instead of a {instead}: a low 8 with a 5 as the fourth tile; "
                "with a choice, the best high hand.",
            )
            chosen = "8"
    kind = _name(TEEN_DAY_HANDS[chosen])
    best = _best_high(s for s in settings if makes(s.low, chosen) or makes(s.high, chosen))
    return HouseWay(best, Rule.WONG_GONG_NINE, kind, _wong_gong_nine_reason(reason, kind, instead))


@cache
def _wong_gong_nine_reason(reason: str, kind: Text, instead: Text) -> Text:
    fields = {"kind": kind} if "{instead}" not in reason else {"kind": kind, "instead": instead}
    return Text(reason, **fields)


def _rule_3(tiles: Sequence[Tile], settings: Sequence[Setting]) -> HouseWay:
    best_low, best_high = _best_low(settings), _best_high(settings)
    if best_low.low.key < _HIGH_3 and best_high.high.value >= 7:
        chosen, (detail, reason) = best_high, _BEST_HIGH
        pick = _best_high
    else:
        chosen, (detail, reason) = best_low, _BEST_LOW
        pick = _best_low
    points = (chosen.low.value, chosen.high.value)
    same = [s for s in settings if (s.low.value, s.high.value) == points]
    qualifying: list[Setting] = []
    if points in ((8, 9), (9, 9)):
        top = max(t.strength for t in tiles)
        qualifying = [s for s in same if max(t.strength for t in s.high.tiles) == top]
        note = _text(
            QT_TRANSLATE_NOOP("Engine", "With {low} and {high}, the highest tile goes in the high hand."),
            low=points[0],
            high=points[1],
        )
    elif points == (7, 8) and any(t.kind == 0 for t in tiles) and any(t.kind == 1 for t in tiles):
        qualifying = [s for s in same if any(t.kind == 0 for t in s.high.tiles)]
        note = _text(
            QT_TRANSLATE_NOOP("Engine", "With 7 and 8 and both Teen and Day, the Teen goes in the high hand.")
        )
    if qualifying and chosen not in qualifying:
        chosen = pick(qualifying)
        reason = _text(QT_TRANSLATE_NOOP("Engine", "{reason} {note}"), reason=reason, note=note)
    return HouseWay(chosen, Rule.OTHER, detail, reason)
