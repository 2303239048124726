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
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from importlib import resources
from typing import Final

import numpy as np
import numpy.typing as npt

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, Hand, tile_label
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, Shares, _Overlap, _tables
from paigow_desktop.tiles.tile import KINDS, Tile, parse_tiles

__all__ = [
    "HOUSE_WAY_CARD",
    "LENGTHS",
    "Card",
    "CardTables",
    "Line",
    "LineReport",
    "ShippedCard",
    "card_tables",
    "reference_edges",
    "search",
    "shipped",
    "shipped_card",
]

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

#: The lengths a card comes in (the default line counts as one).
LENGTHS: Final = (5, 10, 20)

#: Context of the card's sentences for translators.
CARD: Final = "Card"

HOUSE_WAY: Final = "house_way"


# ----------------------------------------------------------------- the words of a line

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


# ----------------------------------------------------------------- what a player sees

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

BoolArray = npt.NDArray[np.bool_]


class CardTables:
    """What a card needs to know of each of the 8,130 kind-multisets, and their exact values.

    ``advantage[bank][i, c]`` is ``(1 - commission) x wins - losses`` (scaled to whole
    numbers) of multiset ``i`` set by its column ``c`` (0 to 2: :func:`settings_of` order,
    repeated when fewer), counted against every opposing house-way hand, from the player's
    side (``bank=False``) or the banking player's.
    """

    def __init__(self, commission: Fraction = DEFAULT_COMMISSION) -> None:
        tables = _tables()
        overlap = _Overlap(tables)
        ranks = overlap.setting_ranks()
        self.commission = commission
        self.keep, self.pay = commission.denominator - commission.numerator, commission.denominator
        self.multisets: list[tuple[int, ...]] = list(tables.index)
        self.index = {m: i for i, m in enumerate(self.multisets)}
        n = len(self.multisets)
        self.weight: IntArray = tables.weights(tables.copies)
        self.deals = int(self.weight.sum()) * math.comb(int(tables.copies.sum()) - 4, 4)
        self.advantage: dict[bool, IntArray] = {}
        self.wins: dict[bool, IntArray] = {}
        self.losses: dict[bool, IntArray] = {}
        for bank in (False, True):
            win, loss = overlap.outcomes(ranks, bank=bank)
            self.wins[bank], self.losses[bank] = win[:, :3], loss[:, :3]
            self.advantage[bank] = (self.keep * win - self.pay * loss)[:, :3]
        self.settings: list[tuple[Setting, ...]] = []
        self.house_way_column: IntArray = np.zeros(n, dtype=np.int64)
        actions: dict[str, IntArray] = {a: np.full(n, -1, dtype=np.int64) for a in _ACTION_TEXT}
        its_low = {a: np.zeros(n, dtype=np.int64) for a in _ACTION_TEXT}
        its_high = {a: np.zeros(n, dtype=np.int64) for a in _ACTION_TEXT}
        groups: dict[str, BoolArray] = {g: np.zeros(n, dtype=bool) for g in (*_GROUP_TEXT, *_PAIR_GROUPS)}
        flags: dict[str, BoolArray] = {f: np.zeros(n, dtype=bool) for f in _FLAGS}
        others = np.zeros(n, dtype=np.int64)
        for i, kinds in enumerate(self.multisets):
            tiles = tuple(KINDS[k] for k in kinds)
            found = settings_of(tiles)
            settings = (*found, *[found[0]] * (3 - len(found)))
            self.settings.append(settings)
            house = set_hand(tiles).setting
            self.house_way_column[i] = next(c for c, s in enumerate(settings) if s.same_play(house))
            actions["best_high"][i] = _best_high(found)
            actions["best_low"][i] = _best_low(found)
            flags["gee_joon"][i] = any(t.is_gee_joon for t in tiles)
            flags["teen"][i] = 0 in kinds
            flags["day"][i] = 1 in kinds
            groups["all"][i] = True
            pair = _highest_pair(tiles)
            if pair is not None:
                pair_name, a, b = pair
                groups["pair"][i] = True
                for group, names in _PAIR_GROUPS.items():
                    if pair_name in names:
                        groups[group][i] = True
                kept = [c for c, s in enumerate(found) if _keeps(s, a, b)]
                split = [c for c, s in enumerate(found) if not _keeps(s, a, b)]
                actions["keep"][i] = kept[_best_high([found[c] for c in kept])]
                if split:
                    actions["split"][i] = split[_best_high([found[c] for c in split])]
                rest = list(tiles)
                rest.remove(KINDS[a])
                rest.remove(KINDS[b])
                others[i] = grade(Hand.of(rest[0], rest[1]))
            else:
                groups["no_pair"][i] = True
                groups["teen_day"][i] = flags["teen"][i] or flags["day"][i]
                groups["gee_joon"][i] = flags["gee_joon"][i]
                for action, tile_class in _KIND_OF_ACTION.items():
                    holding = [
                        c
                        for c, s in enumerate(found)
                        if _makes(s.low, tile_class) or _makes(s.high, tile_class)
                    ]
                    if holding:
                        groups[action][i] = True
                        actions[action][i] = holding[_best_high([found[c] for c in holding])]
                groups["other"][i] = not (groups["wong"][i] or groups["gong"][i] or groups["nine"][i])
            for action, column in actions.items():
                c = int(column[i])
                if c >= 0:
                    its_low[action][i] = grade(found[c].low)
                    its_high[action][i] = grade(found[c].high)
        self.actions = actions
        self.groups = groups
        self.flags = flags
        self._its_low, self._its_high, self._others = its_low, its_high, others

    def score(self, family: str, action: str) -> IntArray:
        """The grade a numbered condition of ``family`` reads, for a line playing ``action``."""
        if family == "low":
            return self._its_low["best_low"]
        if family == "high":
            return self._its_high["best_high"]
        if family == "its_low":
            return self._its_low[action]
        if family == "its_high":
            return self._its_high[action]
        if family == "both":
            return np.minimum(self._its_low[action], self._its_high[action])
        if family == "low_cost":  # points the low hand loses when the high hand is made best
            return (
                self._its_low["best_low"] // _GRADE_STEP - self._its_low["best_high"] // _GRADE_STEP
            ) * _GRADE_STEP
        if family == "high_cost":  # points the high hand loses when the low hand is made best
            return (
                self._its_high["best_high"] // _GRADE_STEP - self._its_high["best_low"] // _GRADE_STEP
            ) * _GRADE_STEP
        if family == "others":
            return self._others
        raise ValueError(f"unknown condition family {family!r}")

    def condition_mask(self, line: Line) -> BoolArray:
        condition = line.condition
        if condition is None:
            return np.ones(len(self.multisets), dtype=bool)
        if condition in _FLAGS:
            return np.array(self.flags[condition], dtype=bool)
        if condition.endswith("_below"):
            below: BoolArray = self.score(condition.removesuffix("_below"), line.action) < line.threshold
            return below
        at_least: BoolArray = self.score(condition.removesuffix("_at_least"), line.action) >= line.threshold
        return at_least

    def line_columns(self, line: Line) -> IntArray:
        """The column the line picks for each multiset, or -1 where it does not apply."""
        if line.action == HOUSE_WAY:
            return np.array(self.house_way_column, dtype=np.int64)
        column = self.actions[line.action]
        if line.group is None:
            if (column < 0).any():
                raise ValueError(f"{line.action!r} cannot be a default: it does not apply to every hand")
            return np.array(column, dtype=np.int64)
        applies = self.groups[line.group] & self.condition_mask(line) & (column >= 0)
        picks: IntArray = np.where(applies, column, -1)
        return picks

    def choices(self, card: Card) -> tuple[IntArray, IntArray]:
        """For each multiset: the column the card plays and the number (from 1) of its line."""
        n = len(self.multisets)
        column = np.full(n, -1, dtype=np.int64)
        number = np.zeros(n, dtype=np.int64)
        for k, line in enumerate(card.lines, 1):
            picks = self.line_columns(line)
            new = (column < 0) & (picks >= 0)
            column[new] = picks[new]
            number[new] = k
        return column, number

    def edge_of_columns(self, column: IntArray, *, bank: bool) -> float:
        """What the follower loses per unit bet (as ``house_edge`` counts it) playing these columns."""
        rows = np.arange(len(column))
        total = int((self.weight * self.advantage[bank][rows, column]).sum())
        return float(Fraction(-total, self.pay * self.deals))

    def shares(self, card: Card, *, bank: bool) -> Shares:
        """The shares of all deals the card's follower wins, pushes and loses, and its edge."""
        column = self.choices(card)[0]
        rows = np.arange(len(column))
        win = int((self.weight * self.wins[bank][rows, column]).sum())
        loss = int((self.weight * self.losses[bank][rows, column]).sum())
        return Shares.of(win, loss, self.deals, self.commission)

    def edge(self, card: Card, *, bank: bool) -> float:
        return self.edge_of_columns(self.choices(card)[0], bank=bank)

    def best_edge(self, *, bank: bool) -> float:
        """The edge of the best setting of every hand."""
        return self.edge_of_columns(self.advantage[bank].argmax(axis=1), bank=bank)

    def report(self, card: Card) -> list[LineReport]:
        """Each line with the share of hands it decides, its worth and an example hand.

        A line's worth is what the card loses without it: how much the edge rises when a
        player forgets that line and plays the rest of the card.  Lines work together, so the
        worths need not add up to what the card gains over its default.  The example is the
        hand the line decides that gains most by it (the default's: its commonest hand).
        """
        column, number = self.choices(card)
        hands = int(self.weight.sum())
        rows = np.arange(len(column))
        edge = {bank: self.edge(card, bank=bank) for bank in (False, True)}
        reports: list[LineReport] = []
        for k, line in enumerate(card.lines, 1):
            decided = np.flatnonzero(number == k)
            share = float(self.weight[decided].sum()) / hands
            worth = (0.0, 0.0)
            score = self.weight
            if not line.is_default:
                without = Card((*card.lines[: k - 1], *card.lines[k:]))
                worth = (
                    self.edge(without, bank=False) - edge[False],
                    self.edge(without, bank=True) - edge[True],
                )
                otherwise = self.choices(without)[0]
                advantage = self.advantage[False]
                score = self.weight * (advantage[rows, column] - advantage[rows, otherwise])
            example: Setting | None = None
            if len(decided):
                i = int(decided[np.argmax(score[decided])])
                example = self.settings[i][int(column[i])]
            reports.append(LineReport(line, share, *worth, example))
        return reports

    def play(self, card: Card, tiles: Sequence[Tile]) -> tuple[Setting, int]:
        """The setting the card plays for four tiles, and the number (from 1) of its line."""
        i = self.index[tuple(sorted(t.kind for t in tiles))]
        column, number = self.choices(card)
        return self.settings[i][int(column[i])], int(number[i])


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


@cache
def card_tables() -> CardTables:
    """The exact tables at 5% commission, built once per process (a few seconds)."""
    return CardTables()


# ----------------------------------------------------------------- search


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


class _Candidates:
    """Every line the search may use, packed so that all their gains come from one cumulative sum.

    Lines are grouped into families (a group, a setting, a kind of condition).  A family's
    rows (the multisets it may decide) are stored sorted by the grade its condition reads,
    so "below t" takes a leading run of them and "t or better" the trailing run: every
    candidate line is one contiguous range ``[lo, hi)`` of the packed rows.
    """

    def __init__(self, tables: CardTables) -> None:
        thresholds = np.array(
            sorted(
                {
                    k * _GRADE_STEP + (0 if t is None else t.strength)
                    for k in range(1, 10)
                    for t in (None, *THRESHOLD_TILES)
                }
            ),
            dtype=np.int64,
        )
        tile_of: dict[int, tuple[int, Tile | None]] = {
            k * _GRADE_STEP + t.strength: (k, t) for k in range(1, 10) for t in THRESHOLD_TILES
        }
        tile_of.update({k * _GRADE_STEP: (k, None) for k in range(1, 10)})
        packed_rows: list[IntArray] = []
        packed_picks: list[IntArray] = []
        lo: list[int] = []
        hi: list[int] = []
        self.lines: list[Line] = []
        offset = 0
        seen: set[bytes] = set()

        def add(line: Line, start: int, stop: int, rows: IntArray) -> None:
            if stop <= start:
                return
            # Two lines with the same setting over the same hands are one candidate.
            ident = hashlib.sha256(rows[start:stop].tobytes() + line.action.encode()).digest()
            if ident in seen:
                return
            seen.add(ident)
            lo.append(offset + start)
            hi.append(offset + stop)
            self.lines.append(line)

        for group in _SEARCH_GROUPS:
            for action in _ACTION_TEXT:
                column = tables.actions[action]
                base = tables.groups[group] & (column >= 0)
                if not base.any():
                    continue
                rows = np.flatnonzero(base)
                # no condition, then the flags
                for condition in (None, *_FLAGS):
                    line = Line(group, condition, 0, action)
                    mask = base if condition is None else base & tables.flags[condition]
                    chosen = np.flatnonzero(mask)
                    packed_rows.append(chosen)
                    packed_picks.append(column[chosen])
                    add(line, 0, len(chosen), chosen)
                    offset += len(chosen)
                scores_seen: set[bytes] = set()
                for family in _SCORED:
                    score = tables.score(family, action)[rows]
                    if len(set(score.tolist())) < 2 or score.tobytes() in scores_seen:
                        continue  # a condition that tells nothing apart, or the same as another
                    scores_seen.add(score.tobytes())
                    order = np.argsort(score, kind="stable")
                    sorted_rows, sorted_score = rows[order], score[order]
                    packed_rows.append(sorted_rows)
                    packed_picks.append(column[sorted_rows])
                    allowed = thresholds if family in _TILED else thresholds[thresholds % _GRADE_STEP == 0]
                    cuts = np.searchsorted(sorted_score, allowed, side="left")
                    for t, cut in zip(allowed.tolist(), cuts.tolist(), strict=True):
                        k, tile = tile_of[t]
                        add(Line(group, f"{family}_below", k, action, tile), 0, cut, sorted_rows)
                        add(
                            Line(group, f"{family}_at_least", k, action, tile),
                            cut,
                            len(sorted_rows),
                            sorted_rows,
                        )
                    offset += len(sorted_rows)
        self.rows = np.concatenate(packed_rows)
        self.flat = self.rows * 4 + np.concatenate(packed_picks)
        self.lo = np.array(lo, dtype=np.int64)
        self.hi = np.array(hi, dtype=np.int64)

    def gains(self, taken: FloatArray) -> FloatArray:
        """Each candidate's sum of ``taken`` (one value per packed row) over its range."""
        cumulative = np.concatenate(([0.0], np.cumsum(taken)))
        gains: FloatArray = cumulative[self.hi] - cumulative[self.lo]
        return gains

    def rows_of(self, c: int) -> tuple[IntArray, IntArray]:
        flat = self.flat[self.lo[c] : self.hi[c]]
        return flat // 4, flat % 4


class _State:
    """A card under search: candidate indices in order over a default's columns."""

    def __init__(self, cand: _Candidates, values: FloatArray, default: IntArray) -> None:
        self.cand, self.values, self.default = cand, values, default
        self.n = values.shape[0]

    def evaluate(self, order: Sequence[int]) -> tuple[float, IntArray, FloatArray]:
        """Total value, the position of the line deciding each row, and each row's value."""
        owner = np.full(self.n, len(order), dtype=np.int64)
        column = self.default.copy()
        free = np.ones(self.n, dtype=bool)
        for position, c in enumerate(order):
            rows, picks = self.cand.rows_of(c)
            take = free[rows]
            rows, picks = rows[take], picks[take]
            column[rows] = picks
            owner[rows] = position
            free[rows] = False
        current = self.values[np.arange(self.n), column]
        return float(current.sum()), owner, current

    def best_insertion(self, order: Sequence[int]) -> tuple[float, int, int]:
        """(gain, candidate, position) of the insertion that gains the most (candidate -1: none)."""
        _, owner, current = self.evaluate(order)
        best = (0.0, -1, -1)
        # What each packed row would gain by its candidate's pick, and the line that now has it.
        taken = (self.values - current[:, None]).ravel()[self.cand.flat]
        owners = owner[self.cand.rows]
        for position in range(len(order) + 1):
            gains = self.cand.gains(np.where(owners >= position, taken, 0.0))
            c = int(np.argmax(gains))
            if gains[c] > best[0] + 0.5:
                best = (float(gains[c]), c, position)
        return best

    def fill(self, order: list[int], length: int) -> list[int]:
        """Insert the line that gains the most, where it gains the most, until ``length`` lines."""
        while len(order) < length:
            _, c, position = self.best_insertion(order)
            if c < 0:
                break
            order = [*order[:position], c, *order[position:]]
        return order

    def prune(self, order: list[int], value: float) -> tuple[list[int], float]:
        """Drop the lines whose removal loses nothing (lines the lines above have made idle)."""
        q = 0
        while q < len(order):
            rest = order[:q] + order[q + 1 :]
            rest_value = self.evaluate(rest)[0]
            if rest_value >= value - 0.5:
                order, value = rest, rest_value
            else:
                q += 1
        return order, value

    def improve(self, order: list[int], length: int) -> tuple[list[int], float]:
        """Take out each line in turn and put back the best line where it gains the most,
        until no such change gains."""
        value = self.evaluate(order)[0]
        improved = True
        while improved:
            improved = False
            order, value = self.prune(order, value)
            for q in range(len(order)):
                rest = order[:q] + order[q + 1 :]
                base = self.evaluate(rest)[0]
                gain, c, position = self.best_insertion(rest)
                if c >= 0 and base + gain > value + 0.5:
                    order, value, improved = [*rest[:position], c, *rest[position:]], base + gain, True
            if not improved and len(order) < length:
                longer = self.fill(order, length)
                if len(longer) > len(order):
                    order, value, improved = longer, self.evaluate(longer)[0], True
        return order, value


def search(
    tables: CardTables,
    length: int,
    *,
    standalone: bool,
    bank: bool,
    rounds: int = 40,
    seed: int = 1,
    start: Card | None = None,
    progress: Callable[[str], None] | None = None,
) -> Card:
    """The best card of ``length`` lines the search finds.

    Lines are inserted greedily, each where it gains the most; then each line in turn is
    taken out and the best line put back (local improvement); then, ``rounds`` times, two to
    four lines chosen at random (seeded) are taken out and the card refilled and improved,
    kept when it gains.  The same arguments give the same card.  A standalone card tries
    "play the best high hand" and "play the best low hand" as its default.  ``start``, a
    shorter card, gives the first lines instead of the greedy insertion (for its default).
    """
    cand = _Candidates(tables)
    n = len(tables.multisets)
    values = np.zeros((n, 4))
    values[:, :3] = tables.weight[:, None] * tables.advantage[bank]
    defaults = (
        [Line(None, None, 0, a) for a in ("best_high", "best_low")]
        if standalone
        else [Line(None, None, 0, HOUSE_WAY)]
    )
    rng = np.random.default_rng(seed)
    best_card: Card | None = None
    best_value = -math.inf
    room = length - 1
    for default_line in defaults:
        state = _State(cand, values, tables.line_columns(default_line))
        first: list[int] = []
        if start is not None and start.lines[-1] == default_line:
            index = {line: c for c, line in enumerate(cand.lines)}
            first = [index[line] for line in start.lines[:-1] if line in index][:room]
        order, value = state.improve(state.fill(first, room), room)
        for _ in range(rounds):
            if len(order) < 2:
                break
            size = min(len(order), 2 + int(rng.integers(0, 3)))
            drop = set(rng.choice(len(order), size=size, replace=False).tolist())
            trial = [c for q, c in enumerate(order) if q not in drop]
            trial, trial_value = state.improve(state.fill(trial, room), room)
            if trial_value > value + 0.5:
                order, value = trial, trial_value
                if progress:
                    progress(f"{-value / tables.pay / tables.deals:.4%}")
        if value > best_value:
            best_card = Card((*(cand.lines[c] for c in order), default_line))
            best_value = value
    assert best_card is not None
    return best_card


# ----------------------------------------------------------------- the shipped cards


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
