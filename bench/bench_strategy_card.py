"""Strategy card speed: the exact tables, one card's edge, the candidates, one search.

Run by hand (``python bench/bench_strategy_card.py``, best with ``nice``); not part of the tests.
"""

from __future__ import annotations

import time

import numpy as np

from paigow_desktop.games.paigow.card import LENGTHS, shipped_card
from paigow_desktop.games.paigow.card_search import _Candidates, _State, search
from paigow_desktop.games.paigow.card_tables import CardTables, card_tables


def timed(label: str, action: object) -> object:
    start = time.perf_counter()
    result = action() if callable(action) else None
    print(f"{label:<60}{time.perf_counter() - start:9.3f} s")
    return result


def main() -> None:
    tables = timed("exact tables (8,130 multisets, both sides)", CardTables)
    assert isinstance(tables, CardTables)
    card = shipped_card(20, standalone=False, bank=False)
    start = time.perf_counter()
    runs = 200
    for _ in range(runs):
        tables.edge(card, bank=False)
    print(f"{'one 20-line card, exact edge (mean of 200)':<60}{(time.perf_counter() - start) / runs:9.5f} s")
    cand = timed("candidate lines packed", lambda: _Candidates(card_tables()))
    assert isinstance(cand, _Candidates)
    print(f"  {len(cand.lines):,} candidate lines over {len(cand.flat):,} packed rows")
    n = len(tables.multisets)
    values = np.zeros((n, 4))
    values[:, :3] = tables.weight[:, None] * tables.advantage[False]
    state = _State(cand, values, tables.house_way_column.copy())
    order = state.fill([], 19)
    timed("best insertion into a 19-line card (20 places)", lambda: state.best_insertion(order))
    for length in LENGTHS:
        timed(
            f"search, {length} lines on top of the house way, no restarts",
            lambda length=length: search(tables, length, standalone=False, bank=False, rounds=0),
        )


if __name__ == "__main__":
    main()
