"""Exact analysis: each setting of seven cards against every dealer hand set by the house way.

For a player's seven cards the dealer holds one of C(46, 7) = 53,524,680 hands.  The dealer
classes (:mod:`.classes`) are counted with the player's cards taken out, the counts added into a
table N[dealer high value, dealer low value] with the house way's setting of each class
(:mod:`.dealer_table`), and two-dimensional prefix sums give any setting's wins, pushes and
losses at once.  Wins, pushes and losses are exact counts; the EV per unit bet at commission c is
((1 - c) x wins - losses) / hands, from the side asked for.  Tables shipped for the default rules.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Literal

from paigow_desktop.games.paigow_poker.cards import Card, check_cards
from paigow_desktop.games.paigow_poker.classes import class_counts
from paigow_desktop.games.paigow_poker.dealer_table import dealer_axes
from paigow_desktop.games.paigow_poker.house_way import HouseWayDecision, set_hand
from paigow_desktop.games.paigow_poker.setting import Setting, settings_of

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["DEALER_HANDS", "PokerAnalysis", "SettingCounts", "analyze", "warm_up"]

DEALER_HANDS = 53_524_680  #: C(46, 7): the dealer's hands beside seven known cards


@dataclass(frozen=True, slots=True)
class SettingCounts:
    """One setting's exact wins, pushes and losses, and its EV per unit bet."""

    setting: Setting
    win: int
    push: int
    loss: int
    ev: Fraction
    house_way: bool = False
    best: bool = False


@dataclass(frozen=True, slots=True)
class PokerAnalysis:
    """Every setting that is not a foul, from one side, with the house way's decision."""

    cards: tuple[Card, ...]
    bank: bool
    commission: Fraction
    settings: tuple[SettingCounts, ...]
    house_way: HouseWayDecision
    ez: bool = False

    @property
    def best(self) -> SettingCounts:
        return next(s for s in self.settings if s.best)

    @property
    def house_way_counts(self) -> SettingCounts:
        return next(s for s in self.settings if s.house_way)


#: Held while the tables every analysis needs are loaded: a second thread waits for the first
#: instead of loading them again beside it.
_LOADING = threading.Lock()


def warm_up() -> None:
    """Load what every analysis needs (the dealer table's axes, the classes): once a session."""
    from paigow_desktop.games.paigow_poker.bonus import queen_high_classes

    with _LOADING:
        dealer_axes()
        queen_high_classes()


def _prefix(cards: Sequence[Card], ez: bool = False) -> tuple[NDArray[np.float64], int]:
    """P[i, j]: the dealer hands whose high value is among the i + 1 lowest and low among the
    j + 1 lowest (exact in floats: at most 53,524,680), summed in place: one grid, no copies;
    with ``ez``, leaving out the queen-high pai gows, which push, and how many were left out."""
    import numpy as np

    axes = dealer_axes()
    counts = class_counts(cards)
    pushed = 0
    if ez:
        from paigow_desktop.games.paigow_poker.bonus import queen_high_classes

        mask = queen_high_classes()
        pushed = int(counts[mask].sum())
        counts = np.where(mask, 0, counts)
    found = np.bincount(axes.cell.astype(np.intp), weights=counts, minlength=len(axes.highs) * len(axes.lows))
    grid = found.astype(np.float64, copy=False).reshape(len(axes.highs), len(axes.lows))
    np.cumsum(grid, axis=0, out=grid)
    np.cumsum(grid, axis=1, out=grid)
    return grid, pushed


def analyze(
    cards: Sequence[Card], *, bank: bool = False, commission: Fraction = Fraction(1, 20), ez: bool = False
) -> PokerAnalysis:
    """Every non-foul setting of ``cards`` with its exact counts against every dealer hand set by
    the house way; ``bank``: from the banker's side against one seat set by the house way.
    ``ez`` (a player against the house, EZ Pai Gow): no commission, and the dealer's queen-high
    pai gows push whatever the setting."""
    import numpy as np

    check_cards(cards, 7)
    warm_up()
    if ez and bank:
        raise ValueError("a player who banks plays by the normal rules: EZ does not change the bank's side")
    if ez:
        commission = Fraction(0)
    axes = dealer_axes()
    highs, lows = axes.highs, axes.lows
    grid, pushed = _prefix(cards, ez)

    def prefix(i: int, j: int) -> int:  # the hands among the i lowest highs and j lowest lows
        return round(grid[i - 1, j - 1]) if i and j else 0

    top_high, top_low = len(highs), len(lows)
    total = prefix(top_high, top_low) + pushed
    assert total == DEALER_HANDS, total
    decision = set_hand(cards)
    found: list[SettingCounts] = []
    for setting in settings_of(cards):
        if setting.foul:
            continue
        high, low = setting.values
        # A player beats the dealer's hands strictly below both its hands and loses to those
        # at least as high on both (copies are the banker's); a banker wins against the hands
        # at most as high on both and loses to those strictly above both.
        side: Literal["left", "right"] = "right" if bank else "left"
        a = int(np.searchsorted(highs, high, side))
        b = int(np.searchsorted(lows, low, side))
        win = prefix(a, b)
        loss = total - pushed - prefix(a, top_low) - prefix(top_high, b) + win
        ev = ((1 - commission) * win - loss) / Fraction(total)
        found.append(
            SettingCounts(
                setting, win, total - win - loss, loss, ev, setting.values == decision.setting.values
            )
        )
    top = max(s.ev for s in found)
    settings = tuple(
        SettingCounts(s.setting, s.win, s.push, s.loss, s.ev, s.house_way, s.ev == top) for s in found
    )
    return PokerAnalysis(tuple(cards), bank, commission, settings, decision, ez)
