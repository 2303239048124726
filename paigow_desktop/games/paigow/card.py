"""Strategy cards: a few plain lines a player can remember, searched for and valued exactly.

A card is an ordered list of lines.  Each line names a group of hands (a pair, Teen or Day
with a 9, no pair ...), at most one condition (the best low hand is below 4, both hands can
be 7 or better ...) and the setting to play (keep the pair, play the best high hand ...).
The first line that applies to four tiles decides; the last line is a default that always
applies: "otherwise, play the house way" on a card that sits on top of the house way, or a
setting rule on a standalone card, which never refers to the house way.

Every card is valued exactly.  :class:`CardTables` holds, for each of the 8,130 multisets of
tile kinds, how many of the 35,960 deals it stands for and the exact advantage of each of its
settings (and of the house way's) against all 20,475 opposing house-way hands, from both
sides of the bank; the card's edge is then a weighted sum.  The search (:func:`search`)
builds cards greedily and improves them by moving, swapping and replacing lines.

The exact tables of every setting live in :mod:`.card_tables` and the search in
:mod:`.card_search`; this module (the cards, their words, the shipped cards) needs no numpy.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, Hand, tile_label
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.tiles.tile import KINDS, Tile, parse_tiles

#: The lengths a card comes in (the default line counts as one).
LENGTHS: Final = (5, 10, 20)


#: Context of the card's sentences for translators.
CARD: Final = "Card"


HOUSE_WAY: Final = "house_way"


_PAIR_GROUPS: Final[dict[str, tuple[str, ...]]] = {
    "pair_teen_day": ("Teen", "Day"),
    "pair_gee_joon": ("Gee Joon",),
    "pair_9": ("Chop Gow",),
    "pair_8": ("Yun", "Chop Bot"),
    "pair_7": ("Tit", "Chop Chit"),
    "pair_4": ("Gor", "Bon"),
    "pair_6": ("Chong", "Look"),
    "pair_10": ("Mooy", "Ping"),
    "pair_11": ("Foo",),
    "pair_5": ("Chop Ng",),
    **{
        f"pair_{p.lower().replace(' ', '_')}": (p,)
        for p, _, _ in PAIRS
        if p not in ("Foo", "Chop Gow", "Chop Ng")
    },
}


#: Group code -> what the player sees, as a phrase that opens a line.
_GROUP_TEXT: Final[dict[str, str]] = {
    "all": QT_TRANSLATE_NOOP("Card", "Any hand"),
    "pair": QT_TRANSLATE_NOOP("Card", "Any pair"),
    "no_pair": QT_TRANSLATE_NOOP("Card", "No pair"),
    "teen_day": QT_TRANSLATE_NOOP("Card", "No pair, with Teen or Day"),
    "wong": QT_TRANSLATE_NOOP("Card", "Teen or Day with a 9, no pair"),
    "gong": QT_TRANSLATE_NOOP("Card", "Teen or Day with an 8, no pair"),
    "nine": QT_TRANSLATE_NOOP("Card", "Teen or Day with a 7, no pair"),
    "other": QT_TRANSLATE_NOOP("Card", "No pair, no Wong, Gong or high nine"),
    "gee_joon": QT_TRANSLATE_NOOP("Card", "No pair, with a Gee Joon tile"),
}


_PAIR_TEMPLATE_1: Final = QT_TRANSLATE_NOOP("Card", "Pair of {pair}")


_PAIR_TEMPLATE_2: Final = QT_TRANSLATE_NOOP("Card", "Pair of {pair} or {other}")


_ACTION_TEXT: Final[dict[str, str]] = {
    "keep": QT_TRANSLATE_NOOP("Card", "keep the pair"),
    "split": QT_TRANSLATE_NOOP("Card", "split the pair"),
    "best_high": QT_TRANSLATE_NOOP("Card", "play the best high hand"),
    "best_low": QT_TRANSLATE_NOOP("Card", "play the best low hand"),
    "wong": QT_TRANSLATE_NOOP("Card", "play the Wong"),
    "gong": QT_TRANSLATE_NOOP("Card", "play the Gong"),
    "nine": QT_TRANSLATE_NOOP("Card", "play the high nine"),
}


#: Condition code -> its words; ``{k}`` is a number of points.  A threshold may also name the
#: highest tile of the hand it compares with: "below 5 with Mooy high" is below a 5 whose
#: highest tile is Mooy (or a tile of the same rank).
_CONDITION_TEXT: Final[dict[str, str]] = {
    "low_below": QT_TRANSLATE_NOOP("Card", "the best low hand is below {k}"),
    "low_at_least": QT_TRANSLATE_NOOP("Card", "the best low hand is {k} or better"),
    "high_below": QT_TRANSLATE_NOOP("Card", "the best high hand is below {k}"),
    "high_at_least": QT_TRANSLATE_NOOP("Card", "the best high hand is {k} or better"),
    "its_low_below": QT_TRANSLATE_NOOP("Card", "its low hand is below {k}"),
    "its_low_at_least": QT_TRANSLATE_NOOP("Card", "its low hand is {k} or better"),
    "its_high_below": QT_TRANSLATE_NOOP("Card", "its high hand is below {k}"),
    "its_high_at_least": QT_TRANSLATE_NOOP("Card", "its high hand is {k} or better"),
    "both_below": QT_TRANSLATE_NOOP("Card", "one of its hands is below {k}"),
    "both_at_least": QT_TRANSLATE_NOOP("Card", "both its hands are {k} or better"),
    "low_cost_below": QT_TRANSLATE_NOOP("Card", "the best high hand costs the low hand less than {k}"),
    "low_cost_at_least": QT_TRANSLATE_NOOP("Card", "the best high hand costs the low hand {k} or more"),
    "high_cost_below": QT_TRANSLATE_NOOP("Card", "the best low hand costs the high hand less than {k}"),
    "high_cost_at_least": QT_TRANSLATE_NOOP("Card", "the best low hand costs the high hand {k} or more"),
    "others_below": QT_TRANSLATE_NOOP("Card", "the other two tiles make less than {k}"),
    "others_at_least": QT_TRANSLATE_NOOP("Card", "the other two tiles make {k} or more"),
    "gee_joon": QT_TRANSLATE_NOOP("Card", "you hold a Gee Joon tile"),
    "teen": QT_TRANSLATE_NOOP("Card", "you hold a Teen"),
    "day": QT_TRANSLATE_NOOP("Card", "you hold a Day"),
}


_NUMBERED: Final = frozenset(c for c, words in _CONDITION_TEXT.items() if "{k}" in words)


#: A threshold: ``{k}`` points, or ``{k}`` points headed by ``{tile}``.
_POINTS: Final = QT_TRANSLATE_NOOP("Card", "{k} points")


_POINTS_WITH_TILE: Final = QT_TRANSLATE_NOOP("Card", "{k} points headed by {tile}")


_ONE_POINT: Final = QT_TRANSLATE_NOOP("Card", "1 point")


_ONE_POINT_WITH_TILE: Final = QT_TRANSLATE_NOOP("Card", "1 point headed by {tile}")


#: The tiles a threshold may name (the civil tiles, highest first).
THRESHOLD_TILES: Final = tuple(t for t in KINDS if t.is_civil)


_LINE: Final = QT_TRANSLATE_NOOP("Card", "{group}: {action}.")


_LINE_IF: Final = QT_TRANSLATE_NOOP("Card", "{group}: {action} when {condition}.")


_OTHERWISE: Final = QT_TRANSLATE_NOOP("Card", "Otherwise, {action}.")


_OTHERWISE_HOUSE_WAY: Final = QT_TRANSLATE_NOOP("Card", "Otherwise, play the house way.")


def _group_text(group: str) -> Text:
    pairs = _PAIR_GROUPS.get(group)
    if pairs is None:
        return Text(_GROUP_TEXT[group], context=CARD)
    if len(pairs) == 1:
        return Text(_PAIR_TEMPLATE_1, context=CARD, pair=name(pairs[0]))
    return Text(_PAIR_TEMPLATE_2, context=CARD, pair=name(pairs[0]), other=name(pairs[1]))


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a card: a group of hands, at most one condition, the setting to play.

    ``group`` is None only on the last line, the default, which applies to every hand.
    ``k`` is the number of points a condition compares with (0 when it has none) and
    ``tile`` the highest tile of the hand it compares with (None: any).
    """

    group: str | None
    condition: str | None
    k: int
    action: str
    tile: Tile | None = None

    def __post_init__(self) -> None:
        if self.group is not None and self.group not in _GROUP_TEXT and self.group not in _PAIR_GROUPS:
            raise ValueError(f"unknown group {self.group!r}")
        if self.condition is not None and self.condition not in _CONDITION_TEXT:
            raise ValueError(f"unknown condition {self.condition!r}")
        if self.action != HOUSE_WAY and self.action not in _ACTION_TEXT:
            raise ValueError(f"unknown setting {self.action!r}")
        numbered = self.condition in _NUMBERED
        if numbered != (1 <= self.k <= 9) or (not numbered and self.k != 0):
            raise ValueError(f"condition {self.condition!r} with number {self.k}")
        if self.tile is not None and (not numbered or self.tile not in THRESHOLD_TILES):
            raise ValueError(f"condition {self.condition!r} with tile {self.tile}")
        if self.group is None and self.condition is not None:
            raise ValueError("the default line has no condition")

    @property
    def is_default(self) -> bool:
        return self.group is None

    @property
    def threshold(self) -> int:
        """The grade (see :func:`grade`) a numbered condition compares with."""
        return self.k * _GRADE_STEP + (0 if self.tile is None else self.tile.strength)

    @property
    def text(self) -> Text:
        """The line as a player reads it."""
        if self.group is None:
            if self.action == HOUSE_WAY:
                return Text(_OTHERWISE_HOUSE_WAY, context=CARD)
            return Text(_OTHERWISE, context=CARD, action=Text(_ACTION_TEXT[self.action], context=CARD))
        action = Text(_ACTION_TEXT[self.action], context=CARD)
        group = _group_text(self.group)
        if self.condition is None:
            return Text(_LINE, context=CARD, group=group, action=action)
        fields: dict[str, Text] = {}
        if self.condition in _NUMBERED:
            fields["k"] = self._threshold_text()
        condition = Text(_CONDITION_TEXT[self.condition], context=CARD, **fields)
        return Text(_LINE_IF, context=CARD, group=group, action=action, condition=condition)

    def _threshold_text(self) -> Text:
        """``5 points``, ``1 point``, ``4 points headed by Yun``."""
        if self.tile is None:
            return Text(_ONE_POINT, context=CARD) if self.k == 1 else Text(_POINTS, context=CARD, k=self.k)
        tile = tile_label(self.tile)
        if self.k == 1:
            return Text(_ONE_POINT_WITH_TILE, context=CARD, tile=tile)
        return Text(_POINTS_WITH_TILE, context=CARD, k=self.k, tile=tile)

    def to_json(self) -> dict[str, object]:
        return {
            "group": self.group,
            "condition": self.condition,
            "k": self.k,
            "tile": None if self.tile is None else str(self.tile),
            "action": self.action,
        }

    @staticmethod
    def from_json(data: dict[str, object]) -> Line:
        fields = ("group", "condition", "k", "tile", "action")
        group, condition, k, tile, action = (data.get(f) for f in fields)
        if not (
            (group is None or isinstance(group, str))
            and (condition is None or isinstance(condition, str))
            and isinstance(k, int)
            and (tile is None or isinstance(tile, str))
            and isinstance(action, str)
        ):
            raise ValueError(f"not a card line: {data!r}")
        return Line(group, condition, k, action, None if tile is None else Tile.parse(tile))


@dataclass(frozen=True, slots=True)
class Card:
    """An ordered list of lines, the last one a default that applies to every hand."""

    lines: tuple[Line, ...]

    def __post_init__(self) -> None:
        if not self.lines or not self.lines[-1].is_default:
            raise ValueError("a card ends with a default line")
        if any(line.is_default for line in self.lines[:-1]):
            raise ValueError("only the last line of a card is a default")

    @property
    def standalone(self) -> bool:
        """True when no line refers to the house way."""
        return self.lines[-1].action != HOUSE_WAY

    def texts(self) -> list[Text]:
        return [line.text for line in self.lines]

    def to_json(self) -> list[dict[str, object]]:
        return [line.to_json() for line in self.lines]

    @staticmethod
    def from_json(data: Iterable[dict[str, object]]) -> Card:
        return Card(tuple(Line.from_json(item) for item in data))


#: The house way as a card of one line.
HOUSE_WAY_CARD: Final = Card((Line(None, None, 0, HOUSE_WAY),))


_GRADE_STEP: Final = 32  # above the 17 single-tile strengths and the 16 pair ranks


def grade(hand: Hand) -> int:
    """A hand's rank as a player reads it: points (Gong 10, Wong 11, pair 12) times 32 plus
    the strength of its highest tile (the rank of the pair for a pair; 0 for zero points).

    A higher grade beats a lower one, exactly as in the hand order."""
    value = hand.value
    if value == 0:
        return 0
    if value == 12:
        return 12 * _GRADE_STEP + (hand.key - 1000)
    return value * _GRADE_STEP + hand.first.strength


def _best_high(settings: Sequence[Setting]) -> int:
    return max(range(len(settings)), key=lambda i: (settings[i].high.key, settings[i].low.key, -i))


def _best_low(settings: Sequence[Setting]) -> int:
    return max(range(len(settings)), key=lambda i: (settings[i].low.key, settings[i].high.key, -i))


def _highest_pair(tiles: Sequence[Tile]) -> tuple[str, int, int] | None:
    kinds = [t.kind for t in tiles]
    for pair_name, a, b in PAIRS:
        if (a == b and kinds.count(a) == 2) or (a != b and a in kinds and b in kinds):
            return pair_name, a, b
    return None


def _keeps(setting: Setting, a: int, b: int) -> bool:
    pair = sorted((a, b))
    return any(sorted((h.first.kind, h.second.kind)) == pair for h in (setting.low, setting.high))


def _makes(hand: Hand, tile_class: str) -> bool:
    return hand.first.kind in (0, 1) and hand.second.tile_class == tile_class


_KIND_OF_ACTION: Final = {"wong": "9", "gong": "8", "nine": "7"}


#: Condition families compared with a number, each read from a hand's grade.
_SCORED: Final = ("low", "high", "its_low", "its_high", "both", "low_cost", "high_cost", "others")


_FLAGS: Final = ("gee_joon", "teen", "day")


#: The families whose threshold may name a highest tile (the others count points only).
_TILED: Final = ("low", "high", "its_low")


@dataclass(frozen=True, slots=True)
class LineReport:
    """A line with how often it decides, what it is worth from both sides, and an example."""

    line: Line
    share: float  #: of all 35,960 hands, the share this line decides
    worth_player: float  #: what the card's edge rises by without this line, not banking
    worth_banker: float  #: likewise with the player banking
    #: The hand this line decides that gains most by it (the default: its commonest hand),
    #: set as the card sets it; None when the line decides no hand.
    example: Setting | None


#: Groups in the order the search prefers them when two lines have the same effect.
_SEARCH_GROUPS: Final = (
    "pair",
    *_PAIR_GROUPS,
    "no_pair",
    "other",
    "teen_day",
    "wong",
    "gong",
    "nine",
    "gee_joon",
    "all",
)


def card_key(length: int, *, standalone: bool, bank: bool) -> str:
    """The name of a card in ``cards.json``: ``10-house-way-player``, ``20-standalone-bank``."""
    return f"{length}-{'standalone' if standalone else 'house-way'}-{'bank' if bank else 'player'}"


@cache
def _shipped() -> dict[str, object]:
    text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    data: dict[str, object] = json.loads(text)
    return data


@dataclass(frozen=True, slots=True)
class ShippedCard:
    """A card shipped with the app with the figures worked out for it when it was built
    (a test checks every one against the engine)."""

    card: Card
    edge_player: float  #: what its follower loses per unit bet, not banking
    edge_banker: float  #: likewise, banking
    reports: tuple[LineReport, ...]  #: line by line: share, worth and an example


def _entry(length: int, *, standalone: bool, bank: bool) -> dict[str, object]:
    if length not in LENGTHS:
        raise ValueError(f"a card has 5, 10 or 20 lines, not {length}")
    cards = _shipped()["cards"]
    assert isinstance(cards, dict)
    entry = cards.get(card_key(length, standalone=standalone, bank=bank))
    if entry is None:
        entry = cards[card_key(length, standalone=standalone, bank=False)]
    assert isinstance(entry, dict)
    return entry


def shipped_card(length: int, *, standalone: bool, bank: bool) -> Card:
    """A card shipped with the app; with ``bank``, the banker's card where it differs from the
    player's, else the player's."""
    lines = _entry(length, standalone=standalone, bank=bank)["lines"]
    assert isinstance(lines, list)
    return Card.from_json(lines)


def shipped(length: int, *, standalone: bool, bank: bool) -> ShippedCard:
    """A shipped card with its figures, read without counting anything."""
    entry = _entry(length, standalone=standalone, bank=bank)
    card = shipped_card(length, standalone=standalone, bank=bank)
    edge, report = entry["edge"], entry["report"]
    assert isinstance(edge, dict) and isinstance(report, list)
    reports = []
    for line, item in zip(card.lines, report, strict=True):
        example = item["example"]
        setting = (
            None if example is None else Setting.of(parse_tiles(example["low"]), parse_tiles(example["high"]))
        )
        worth = item["worth"]
        reports.append(LineReport(line, item["share"], worth["player"], worth["banker"], setting))
    return ShippedCard(card, edge["player"], edge["banker"], tuple(reports))


def reference_edges() -> dict[str, tuple[float, float]]:
    """The edges (not banking, banking) of the house way and of the best play, as shipped
    beside the cards: ``{"house_way": (x, y), "best": (x, y)}``."""
    reference = _shipped()["reference"]
    assert isinstance(reference, dict)
    return {name: (float(e["player"]), float(e["banker"])) for name, e in reference.items()}
