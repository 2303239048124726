"""The search that derives the strategy cards: greedy insertion of the line that gains most, then
taking each line out and putting the best back, then seeded random restarts.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Sequence

import numpy as np

from paigow_desktop.games.paigow.card import (
    _ACTION_TEXT,
    _FLAGS,
    _GRADE_STEP,
    _SCORED,
    _SEARCH_GROUPS,
    _TILED,
    HOUSE_WAY,
    THRESHOLD_TILES,
    Card,
    Line,
)
from paigow_desktop.games.paigow.card_tables import CardTables, FloatArray, IntArray
from paigow_desktop.tiles.tile import Tile


class _Candidates:
    """Every line the search may use, packed so that all their gains come from one cumulative sum.

    Lines are grouped into families (a group, a setting, a kind of condition).  A family's
    rows (the multisets it may decide) are stored sorted by the grade its condition reads,
    so "below t" takes a leading run of them and "t or better" the trailing run: every
    candidate line is one contiguous range ``[lo, hi)`` of the packed rows.
    """

    # Long: builds the search's numpy tables in one vectorised pass; each array feeds the next
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
