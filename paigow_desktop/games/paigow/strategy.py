"""Exact strategy: every setting of four tiles counted against every possible banker hand.

How it counts.  The 32 tiles come in 21 kinds, and any four tiles form one of
8,130 multisets of kinds.  The house way's setting of each multiset is worked
out once (``_TABLES``).  For a deal, the tiles still unseen give each banker
multiset a weight (how many physical four-tile hands it stands for).  Over the
grid of (banker low hand, banker high hand), win, push and loss of a setting,
from the player's side or the banker's, are "how many banker hands are below
this low hand and below this high hand" and the like.  With nothing seen they
come from the precomputed outcome table; with tiles seen (the live count) the
weights are added up in the multisets' cell order, in runs cut by the settings'
own hands; the house edge uses prefix sums of the whole grid.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Final, Literal

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow.hands import _KEYS
from paigow_desktop.games.paigow.house_way import HouseWay, _set_hand_kinds, _set_kinds
from paigow_desktop.games.paigow.outcome_table import OPPOSING_HANDS, lookup, multisets
from paigow_desktop.games.paigow.setting import Setting, _strongest_first, settings_of
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile, TileError, check_copies

__all__ = [
    "DEFAULT_COMMISSION",
    "Analysis",
    "HouseEdge",
    "Outcomes",
    "SettingAnalysis",
    "Shares",
    "analyze",
    "analyze_many",
    "commission_rate",
    "house_edge",
]

DEFAULT_COMMISSION: Final = Fraction(1, 20)
MAX_COMMISSION: Final = Fraction(1, 10)

if TYPE_CHECKING:  # numpy is imported when a count first needs it, not with the engine
    import numpy as np
    import numpy.typing as npt

    IntArray = npt.NDArray[np.int64]


# A plain decimal or a small fraction: exponents and long digit strings are refused before
# Fraction parses them (Fraction("1e-99999999") would compute a huge power of ten).
# ASCII digits only: Fraction() would read "１/２０" as 1/20, which no script means.
_RATE_TEXT = re.compile(r"^\s*([0-9]{1,3}(\.[0-9]{0,12})?|\.[0-9]{1,12}|[0-9]{1,6}/[0-9]{1,6})\s*$")


def commission_rate(value: float | str | Fraction) -> Fraction:
    """The commission as an exact fraction; 0 to 10% inclusive, else ``ValueError``."""
    if isinstance(value, Fraction):
        rate = value
    else:
        text = repr(value) if isinstance(value, float) else str(value)
        if not _RATE_TEXT.match(text):
            raise ValueError(f"commission must be a number between 0 and 0.10, not {value!r}")
        if "/" in text and int(text.split("/")[1]) == 0:
            raise ValueError(
                f"commission must be a number between 0 and 0.10, not {value!r} (a division by 0)"
            )
        rate = Fraction(text.strip())
    # 0 <= rate <= MAX_COMMISSION, in integers (quicker; a Fraction's denominator is positive)
    top = MAX_COMMISSION.numerator * rate.denominator
    if not 0 <= rate.numerator * MAX_COMMISSION.denominator <= top:
        raise ValueError(f"commission must be between 0 and 0.10, not {value}")
    return rate


@dataclass(frozen=True, slots=True)
class Outcomes:
    """Win, push and loss counts of one setting over a set of opposing hands."""

    win: int
    push: int
    loss: int

    @property
    def hands(self) -> int:
        return self.win + self.push + self.loss

    def advantage(self, commission: Fraction) -> Fraction:
        """(1 - c) x win - loss, the numerator of the expected value, exactly."""
        return (1 - commission) * self.win - self.loss

    def ev(self, commission: Fraction) -> float:
        """Expected result per unit bet: ((1 - c) x win - loss) / hands."""
        return float(self.advantage(commission) / self.hands) if self.hands else 0.0


@dataclass(frozen=True, slots=True)
class SettingAnalysis:
    """One setting of the deal with its exact outcomes."""

    setting: Setting
    outcomes: Outcomes
    ev: float
    house_way: bool  #: the same play as the house way's setting
    best: bool  #: highest EV (several settings can share it)


@dataclass(frozen=True, slots=True)
class Analysis:
    """Every distinct setting of four tiles, counted exactly."""

    tiles: tuple[Tile, ...]
    seen: tuple[Tile, ...]
    bank: bool  #: the player holds the bank against one house-way player
    commission: Fraction
    dealer_hands: int  #: the opposing hands counted
    settings: tuple[SettingAnalysis, ...]
    house_way: HouseWay

    @property
    def best(self) -> SettingAnalysis:
        return next(s for s in self.settings if s.best)

    @property
    def house_way_entry(self) -> SettingAnalysis:
        return next(s for s in self.settings if s.house_way)

    def entry(self, setting: Setting) -> SettingAnalysis:
        """The analysis of a setting, matched by play (equal hands count as the same)."""
        for entry in self.settings:
            if entry.setting.same_play(setting):
                return entry
        raise ValueError(f"{setting} is not a setting of {' '.join(map(str, self.tiles))}")

    def given_up(self, setting: Setting) -> float:
        """EV per unit bet that this setting gives up against the best one."""
        return self.best.ev - self.entry(setting).ev


# ----------------------------------------------------------------- tables


class _Tables:
    """Per-multiset data shared by every count: kinds, weights and house-way cells."""

    def __init__(self) -> None:
        import numpy as np

        sets = multisets()
        self.copies = np.array([t.copies for t in KINDS], dtype=np.int64)
        kinds = np.array(sets, dtype=np.int64)  # (N, 4), sorted
        repeat = np.zeros_like(kinds)
        for i in range(1, 4):
            repeat[:, i] = np.where(kinds[:, i] == kinds[:, i - 1], repeat[:, i - 1] + 1, 0)
        self.kinds = kinds
        self.repeat = repeat
        self.denominator = np.prod(repeat + 1, axis=1)  # product of m! per kind
        self.index: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(sets)}
        # Dense ranks of every hand key; a grid axis per hand of the banker's setting.
        keys = sorted({k for row in _KEYS for k in row})
        self.key_rank = {k: r for r, k in enumerate(keys)}
        decisions = [_set_kinds(m) for m in sets]
        low = np.array([self.key_rank[d.setting.low.key] for d in decisions], dtype=np.int64)
        high = np.array([self.key_rank[d.setting.high.key] for d in decisions], dtype=np.int64)
        self.low_axis = np.unique(low)
        self.high_axis = np.unique(high)
        self.low_cell = np.searchsorted(self.low_axis, low)
        self.high_cell = np.searchsorted(self.high_axis, high)
        self.cell = self.low_cell * len(self.high_axis) + self.high_cell
        self.hw_low_rank = low
        self.hw_high_rank = high

    def weights(self, available: IntArray) -> IntArray:
        """How many physical hands each multiset stands for, given the tiles available."""
        k, r = self.kinds, self.repeat
        w = (available[k[:, 0]] - r[:, 0]) * (available[k[:, 1]] - r[:, 1])
        w *= (available[k[:, 2]] - r[:, 2]) * (available[k[:, 3]] - r[:, 3])
        result: IntArray = w // self.denominator  # a zero factor always comes before any negative one
        return result

    def prefix(self, available: IntArray) -> npt.NDArray[np.float64]:
        """P[x, y]: banker hands with low cell < x and high cell < y (padded by one)."""
        import numpy as np

        nl, nh = len(self.low_axis), len(self.high_axis)
        grid = np.bincount(self.cell, weights=self.weights(available), minlength=nl * nh)
        table = np.zeros((nl + 1, nh + 1))
        table[1:, 1:] = grid.reshape(nl, nh).cumsum(0).cumsum(1)
        return table

    def thresholds(self, rank: IntArray, *, inclusive: bool) -> tuple[IntArray, IntArray]:
        """Grid cut of a hand rank: cells strictly below it, or at or below it."""
        import numpy as np

        side: Literal["left", "right"] = "right" if inclusive else "left"
        low: IntArray = np.searchsorted(self.low_axis, rank[..., 0], side=side)
        high: IntArray = np.searchsorted(self.high_axis, rank[..., 1], side=side)
        return low, high


@functools.cache
def _tables() -> _Tables:
    return _Tables()


class _LiveHands:
    """The live count's tables: every physical four-tile hand of the set as one bit, in the order
    of its house-way setting's cell (low cell, then high cell), so that one row's hands below a
    high cut are a run of bits.  A known tile takes away the hands that hold it: each physical
    tile has the bitset of the hands without it, and the hands left are the AND of those."""

    def __init__(self, tables: _Tables) -> None:
        import numpy as np

        hands = np.array(list(itertools.combinations(range(len(FULL_SET)), 4)), dtype=np.intp)
        kinds = np.sort(np.array([t.kind for t in FULL_SET])[hands], axis=1)
        row = np.array([tables.index[m] for m in map(tuple, kinds.tolist())])
        cell = tables.cell[row]
        order = np.argsort(cell, kind="stable")
        hands, cell = hands[order], cell[order]
        # without[t]: the hands without physical tile t, 64 to a word (a word more, so that a
        # position equal to the number of hands has a word too).
        words = len(hands) // 64 + 1
        without = np.ones((len(FULL_SET), words * 64), dtype=bool)
        for column in range(4):
            without[hands[:, column], np.arange(len(hands))] = False
        self.without: npt.NDArray[np.uint64] = np.packbits(without, axis=1, bitorder="little").view("<u8")
        # Where the hands of low cell x and high cell >= y begin (y up to every high cell: the
        # next row), as a word and the bits of that word at or after it.
        nl, nh = len(tables.low_axis), len(tables.high_axis)
        starts = np.arange(nl)[:, None] * nh + np.arange(nh + 1)[None, :]
        at = np.searchsorted(cell, starts)
        self.word: npt.NDArray[np.intp] = at >> 6
        bit = np.uint64(1) << (at & 63).astype(np.uint64)
        self.from_bit: npt.NDArray[np.uint64] = ~(bit - np.uint64(1))
        # Each kind's physical tiles, taken in turn by the tiles given.
        copies: list[list[int]] = [[] for _ in KINDS]
        for index, tile in enumerate(FULL_SET):
            copies[tile.kind].append(index)
        self.copies = copies
        # Each hand key's cuts of the two axes, strictly below (a player) and at or below (the
        # banker).
        lows, highs = tables.low_axis.tolist(), tables.high_axis.tolist()
        self.cuts: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {
            key: (
                (bisect_left(lows, rank), bisect_right(lows, rank)),
                (bisect_left(highs, rank), bisect_right(highs, rank)),
            )
            for key, rank in tables.key_rank.items()
        }


@functools.cache
def _live_hands() -> _LiveHands:
    return _LiveHands(_tables())


def _counts(
    table: npt.NDArray[np.float64], lows: IntArray, highs: IntArray
) -> tuple[IntArray, IntArray, int]:
    """Win and loss counts of settings whose hands cut the grid at (lows, highs).

    A hand is "below" the cut when the setting's hand beats it: strictly below
    for a player (the banker wins ties), at or below for the banker.  So the
    setting wins against hands below the cut in both hands, and loses against
    hands above it in both: total - below in low - below in high + below in both.
    """
    import numpy as np

    total = int(table[-1, -1])
    below_both = table[lows, highs]
    above_both = total - table[lows, -1] - table[-1, highs] + below_both
    return below_both.astype(np.int64), above_both.astype(np.int64), total


def _ranks(settings: Sequence[Setting], key_rank: dict[int, int]) -> IntArray:
    import numpy as np

    return np.array([[key_rank[s.low.key], key_rank[s.high.key]] for s in settings], dtype=np.int64)


def _available(tiles: Iterable[Tile], copies: IntArray) -> IntArray:
    available: IntArray = copies.copy()
    for tile, n in Counter(tiles).items():
        available[tile.kind] -= n
    return available


# ----------------------------------------------------------------- analysis


def analyze(
    tiles: Sequence[Tile],
    *,
    bank: bool = False,
    commission: float | str | Fraction = DEFAULT_COMMISSION,
    seen: Sequence[Tile] = (),
) -> Analysis:
    """Count every distinct setting of four tiles against every possible opposing hand.

    ``bank=False``: the player faces the house-way banker, who wins ties.
    ``bank=True``: the player holds the bank against one house-way player and wins ties.
    ``seen`` tiles (other hands already exposed) are removed from the opposing hands.
    With nothing seen the counts come from the precomputed :mod:`.outcome_table`.
    """
    return _analyze(tiles, bank, commission_rate(commission), seen, _set_hand_kinds)


def analyze_many(
    deals: Iterable[Sequence[Tile]],
    *,
    bank: bool = False,
    commission: float | str | Fraction = DEFAULT_COMMISSION,
    seen: Sequence[Tile] = (),
) -> Iterator[Analysis]:
    """:func:`analyze` of each deal in turn, for a batch (the same side, commission and seen
    tiles for every deal), equal to it deal by deal.

    A deal's settings, their counts and the house way depend only on its multiset of kinds,
    except the order of settings that tie in :func:`.setting.settings_of`'s sort (then the
    order the tiles were given breaks the tie).  So each multiset is analysed once and its
    settings reused for every later deal of it whose settings cannot tie; the house way of every
    multiset met is kept (8,130 at most, as the simulation keeps them), not only the last 2,048
    a session keeps.  The kept analyses live as long as the iterator.
    """
    rate = commission_rate(commission)
    seen = tuple(seen)
    known: dict[tuple[int, ...], Analysis] = {}
    for tiles in deals:
        kinds = tuple(sorted([t.kind for t in tiles]))
        done = known.get(kinds) if len(tiles) == 4 else None
        if done is not None:  # the same multiset: the same checks passed, the same settings
            yield Analysis(tuple(tiles), seen, bank, rate, done.dealer_hands, done.settings, done.house_way)
            continue
        analysis = _analyze(tiles, bank, rate, seen, _set_kinds)
        order = [_strongest_first(entry.setting) for entry in analysis.settings]
        if len(set(order)) == len(order):  # no tie: any order of these tiles sorts alike
            known[kinds] = analysis
        yield analysis


# Long: checks, the counts (looked up or counted live), the EVs in integers and the marks
def _analyze(
    tiles: Sequence[Tile],
    bank: bool,
    rate: Fraction,
    seen: Sequence[Tile],
    house_way_of: Callable[[tuple[int, ...]], HouseWay],
) -> Analysis:
    if len(tiles) != 4:
        said = Text(QT_TRANSLATE_NOOP("Engine", "a deal is four tiles, got {count}"), count=len(tiles))
        raise TileError(said, " ".join(map(str, tiles)))
    settings = settings_of(tiles)  # checks the tiles' copies
    kinds = tuple(sorted([t.kind for t in tiles]))
    if seen:
        counts, total = _count(tiles, seen, settings, bank=bank)
    else:
        counts, total = lookup(kinds, settings, bank=bank), OPPOSING_HANDS
    # The advantage (1 - c) x win - loss exactly, in integers: times q for a commission c = p / q.
    # EV = advantage / hands: an int quotient rounds exactly as float(Fraction) does.
    keep, pay = rate.denominator - rate.numerator, rate.denominator
    advantages = [keep * win - pay * loss for win, loss in counts]
    top, scale = max(advantages), pay * total
    house = house_way_of(kinds)  # set_hand without checking the tiles again (from a cache)
    house_key = house.setting.key
    entries = tuple(
        [
            SettingAnalysis(
                s,
                Outcomes(win, total - win - loss, loss),
                a / scale if total else 0.0,
                s.key == house_key,  # the same play as the house way
                a == top,
            )
            for s, (win, loss), a in zip(settings, counts, advantages, strict=True)
        ]
    )
    return Analysis(tuple(tiles), tuple(seen), bank, rate, total, entries, house)


def _count(
    tiles: Sequence[Tile], seen: Sequence[Tile], settings: Sequence[Setting], *, bank: bool
) -> tuple[list[tuple[int, int]], int]:
    """(wins, losses) of each setting against every opposing hand the unseen tiles make, and
    how many hands that is: the live count.

    A setting's hands cut the (low, high) grid at a cell; it wins against the hands below the
    cut in both hands and loses against those above it in both.  The hands left are a bitset
    (:class:`_LiveHands`): the AND of the given tiles' bitsets.  With its words' bits
    counted and summed, the hands left before any position are a look-up and the bits of one
    word; so each row's hands below the settings' high cuts (at most three) are differences of
    those, and the rows' sums down to the settings' low cuts running sums of them.  About
    fifteen numpy calls over at most 562 words, none over the 35,960 hands."""
    import numpy as np

    live = _live_hands()
    taken, gone = [0] * len(KINDS), []
    for tile in (*tiles, *seen):  # one physical tile of the kind for each tile given
        kind = tile.kind
        copies, n = live.copies[kind], taken[kind]
        if n == len(copies):  # more copies than the set holds: said as for any such tiles
            check_copies([*tiles, *seen])
        gone.append(copies[n])
        taken[kind] = n + 1
    if len(gone) > len(FULL_SET) - 4:
        said = Text(QT_TRANSLATE_NOOP("Engine", "fewer than four tiles are left for the other hand"))
        raise TileError(said, " ".join(map(str, seen)))
    # Each setting's cut of the grid (as :meth:`_Tables.thresholds`): three at most.
    side = int(bank)
    cuts = [(live.cuts[s.low.key][0][side], live.cuts[s.high.key][1][side]) for s in settings]
    high_cuts = sorted({high for _, high in cuts})
    columns = [0, *high_cuts, live.word.shape[1] - 1]  # a row's start, its cuts, its end
    left = np.bitwise_and.reduce(live.without.take(gone, axis=0), axis=0)
    upto = np.bitwise_count(left).cumsum()  # the hands left in words 0..w
    words = live.word.take(columns, axis=1)
    before = upto.take(words) - np.bitwise_count(left.take(words) & live.from_bit.take(columns, axis=1))
    # sums[b][j]: the hands before column j of rows < ends[b], summed; so the hands in low
    # cells < ends[b] and high cells < high_cuts[j] are sums[b][j + 1] - sums[b][0].
    rows = len(before)
    ends = [*sorted({low for low, _ in cuts if 0 < low < rows}), rows]
    sums: list[list[int]] = before.cumsum(0).take([end - 1 for end in ends], axis=0).tolist()
    everything = sums[-1]
    total = everything[-1] - everything[0]
    counts = []
    for low, high in cuts:
        j = high_cuts.index(high) + 1
        below_high = everything[j] - everything[0]  # in any low cell
        if low:
            row = sums[ends.index(low)]
            win = row[j] - row[0]
            counts.append((win, total - (row[-1] - row[0]) - below_high + win))
        else:  # no low cell below the cut: no win
            counts.append((0, total - below_high))
    return counts, total


# ----------------------------------------------------------------- house edge


@dataclass(frozen=True, slots=True)
class Shares:
    """Shares of all deals won, pushed and lost by one party, and its edge against it."""

    win: float
    push: float
    loss: float
    edge: float  #: loss - (1 - c) x win: what the party loses per unit bet

    @staticmethod
    def of(win: int, loss: int, deals: int, commission: Fraction) -> Shares:
        w, lo = win / deals, loss / deals
        return Shares(w, 1 - w - lo, lo, lo - float(1 - commission) * w)


@dataclass(frozen=True, slots=True)
class HouseEdge:
    """The exact results of every player hand against every banker hand."""

    commission: Fraction
    deals: int  #: 35,960 player hands x 20,475 banker hands
    house_way_player: Shares  #: a house-way player against the house-way banker
    house_way_banker: Shares  #: a player banking by the house way against a house-way player
    optimal_player: Shares  #: a player setting every hand at its best, against the house way
    optimal_banker: Shares  #: a banking player setting every hand at its best
    house_way_not_best: int  #: player hands (of 35,960) whose house-way setting is not a best one


class _Overlap:
    """Counts of banker hands that avoid a player's four tiles, by inclusion-exclusion.

    A banker hand must avoid the player's four physical tiles S.  Over all
    four-tile hands T of the full set, sum (-1)^|U| over the subsets U of S that
    T contains.  Hands containing a given U depend only on U's kinds, so each
    size of U has its own small table: for |U| <= 2 a prefix table like
    :meth:`_Tables.prefix` (1 + 21 + 221 of them); for |U| = 3 the 21 ways to add
    a fourth tile; for |U| = 4 the player's own hand.  A count for one player
    hand is then a few lookups instead of a pass over 8,130 multisets.
    """

    # Long: builds the overlap tables in one vectorised pass; each array feeds the next
    def __init__(self, tables: _Tables) -> None:
        import numpy as np

        self.t = tables
        n, kinds = len(tables.kinds), len(KINDS)
        copies = tables.copies
        counts = np.zeros((n, kinds), dtype=np.int64)
        np.add.at(counts, (np.arange(n)[:, None], tables.kinds), 1)
        self.counts = counts
        # comb[a, b] = C(a, b) for a, b in 0..2, and C(a, negative) = 0 via index 3.
        comb = np.array([[1, 0, 0, 0], [1, 1, 0, 0], [1, 2, 1, 0]], dtype=np.int64)

        def containing(u: dict[int, int]) -> IntArray:
            """Physical hands of each multiset that contain fixed tiles of these kinds."""
            w = tables.weights(copies)
            for j, m in u.items():
                extra = counts[:, j] - m
                part = comb[copies[j] - m, np.where(extra < 0, 3, extra)]
                w = w * part // comb[copies[j], counts[:, j]]
            return w

        singles = [{j: 1} for j in range(kinds)]
        doubles = [
            {j: 1, k: 1} if j != k else {j: 2}
            for j in range(kinds)
            for k in range(j, kinds)
            if j != k or copies[j] == 2
        ]
        self.pair_id = np.full((kinds, kinds), -1, dtype=np.int64)
        for i, u in enumerate(doubles):
            j, k = (min(u), max(u))
            self.pair_id[j, k] = self.pair_id[k, j] = i
        self.full = tables.prefix(copies)
        self.single = np.stack([self._prefix(containing(u)) for u in singles])
        self.double = np.stack([self._prefix(containing(u)) for u in doubles])
        # Triples: the fourth tile t added to each three-kind multiset.
        triples = [
            m
            for m in itertools.combinations_with_replacement(range(kinds), 3)
            if all(m.count(k) <= copies[k] for k in set(m))
        ]
        self.triple_id: dict[tuple[int, ...], int] = {m: i for i, m in enumerate(triples)}
        t_low = np.zeros((len(triples), kinds), dtype=np.int64)
        t_high = np.zeros_like(t_low)
        t_weight = np.zeros_like(t_low)
        for i, m in enumerate(triples):
            for k in range(kinds):
                left = copies[k] - m.count(k)
                if left > 0:
                    idx = tables.index[tuple(sorted((*m, k)))]
                    t_low[i, k], t_high[i, k], t_weight[i, k] = (
                        tables.low_cell[idx],
                        tables.high_cell[idx],
                        left,
                    )
        self.t_low, self.t_high, self.t_weight = t_low, t_high, t_weight
        ks = tables.kinds
        self.pairs_of = np.stack(
            [self.pair_id[ks[:, i], ks[:, j]] for i, j in itertools.combinations(range(4), 2)], 1
        )
        self.triples_of = np.array(
            [
                [self.triple_id[tuple(int(ks[r, i]) for i in c)] for c in itertools.combinations(range(4), 3)]
                for r in range(n)
            ],
            dtype=np.int64,
        )

    def _prefix(self, weights: IntArray) -> npt.NDArray[np.float64]:
        import numpy as np

        nl, nh = len(self.t.low_axis), len(self.t.high_axis)
        grid = np.bincount(self.t.cell, weights=weights, minlength=nl * nh)
        table = np.zeros((nl + 1, nh + 1))
        table[1:, 1:] = grid.reshape(nl, nh).cumsum(0).cumsum(1)
        return table

    def below(self, xl: IntArray, xh: IntArray) -> npt.NDArray[np.float64]:
        """For every player multiset (rows) and cut (columns): banker hands avoiding the
        player's tiles whose low cell is below xl and high cell below xh."""
        import numpy as np

        ks = self.t.kinds
        result = self.full[xl, xh].copy()
        for i in range(4):
            result -= self.single[ks[:, i, None], xl, xh]
        for i in range(6):
            result += self.double[self.pairs_of[:, i, None], xl, xh]
        for i in range(4):
            tid = self.triples_of[:, i]
            hit = (self.t_low[tid][:, None, :] < xl[..., None]) & (
                self.t_high[tid][:, None, :] < xh[..., None]
            )
            result -= (hit * self.t_weight[tid][:, None, :]).sum(axis=2)
        result += (self.t.low_cell[:, None] < xl) & (self.t.high_cell[:, None] < xh)
        return np.asarray(result, dtype=np.float64)

    def outcomes(self, ranks: IntArray, *, bank: bool) -> tuple[IntArray, IntArray]:
        """Win and loss counts (rows: every multiset; columns: the settings whose hand
        ranks are given, shape (N, q, 2)), from the player's side or the banker's."""
        import numpy as np

        xl, xh = self.t.thresholds(ranks, inclusive=bank)
        nl, nh = len(self.t.low_axis), len(self.t.high_axis)
        win = self.below(xl, xh)
        total = self.below(np.full_like(xl, nl), np.full_like(xh, nh))
        loss = total - self.below(xl, np.full_like(xh, nh)) - self.below(np.full_like(xl, nl), xh) + win
        return np.rint(win).astype(np.int64), np.rint(loss).astype(np.int64)

    def setting_ranks(self) -> IntArray:
        """(N, 4, 2): each multiset's three settings (repeated when fewer), then its house way."""
        import numpy as np

        tables = self.t
        ranks = np.zeros((len(tables.kinds), 4, 2), dtype=np.int64)
        for i, kinds in enumerate(tables.index):
            settings = settings_of([KINDS[k] for k in kinds])
            ranks[i, :3] = _ranks([*settings, *[settings[0]] * (3 - len(settings))], tables.key_rank)
        ranks[:, 3, 0], ranks[:, 3, 1] = tables.hw_low_rank, tables.hw_high_rank
        return ranks


def house_edge(
    commission: float | str | Fraction = DEFAULT_COMMISSION,
    *,
    progress: Callable[[float], None] | None = None,
) -> HouseEdge:
    """Count every player hand against every banker hand, both set by the house way,
    and with the player setting each hand at its best, from both sides of the bank."""
    import numpy as np

    rate = commission_rate(commission)
    tables = _tables()
    overlap = _Overlap(tables)
    if progress is not None:
        progress(0.5)
    n = len(tables.kinds)
    ranks = overlap.setting_ranks()
    weight = tables.weights(tables.copies)  # physical four-tile hands per multiset
    keep, pay = rate.denominator - rate.numerator, rate.denominator  # exact advantage scale
    results: dict[tuple[str, bool], Shares] = {}
    not_best = 0
    deals = int(weight.sum()) * math.comb(int(tables.copies.sum()) - 4, 4)
    for bank in (False, True):
        win, loss = overlap.outcomes(ranks, bank=bank)
        advantage = keep * win - pay * loss
        best = advantage[:, :3].argmax(axis=1)
        rows = np.arange(n)
        for name, column in (("house_way", np.full(n, 3)), ("optimal", best)):
            results[name, bank] = Shares.of(
                int((weight * win[rows, column]).sum()), int((weight * loss[rows, column]).sum()), deals, rate
            )
        if not bank:
            not_best = int(weight[advantage[:, 3] < advantage[:, :3].max(axis=1)].sum())
        if progress is not None:
            progress(0.75 if not bank else 1.0)
    return HouseEdge(
        rate,
        deals,
        results["house_way", False],
        results["house_way", True],
        results["optimal", False],
        results["optimal", True],
        not_best,
    )
