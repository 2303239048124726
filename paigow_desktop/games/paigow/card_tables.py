"""A strategy card's exact worth: every setting of the 8,130 tile multisets counted once, so a
card's edge, its lines' worth and the hands each line decides are sums over them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

import numpy as np
import numpy.typing as npt

from paigow_desktop.games.paigow.card import (
    _ACTION_TEXT,
    _FLAGS,
    _GRADE_STEP,
    _GROUP_TEXT,
    _KIND_OF_ACTION,
    _PAIR_GROUPS,
    HOUSE_WAY,
    Card,
    Line,
    LineReport,
    _best_high,
    _best_low,
    _highest_pair,
    _keeps,
    _makes,
    grade,
)
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import _set_kinds
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, Shares, _Overlap, _tables
from paigow_desktop.tiles.tile import KINDS, Tile

IntArray = npt.NDArray[np.int64]


FloatArray = npt.NDArray[np.float64]


BoolArray = npt.NDArray[np.bool_]


class CardTables:
    """What a card needs to know of each of the 8,130 kind-multisets, and their exact values.

    ``advantage[bank][i, c]`` is ``(1 - commission) x wins - losses`` (scaled to whole
    numbers) of multiset ``i`` set by its column ``c`` (0 to 2: :func:`settings_of` order,
    repeated when fewer), counted against every opposing house-way hand, from the player's
    side (``bank=False``) or the banking player's.
    """

    # Long: builds the card's numpy tables in one vectorised pass; each array feeds the next
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
            house = _set_kinds(tuple(sorted(kinds))).setting
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


@cache
def card_tables() -> CardTables:
    """The exact tables at 5% commission, built once per process (a few seconds)."""
    return CardTables()
