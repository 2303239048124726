"""Make the Pai Gow Poker dealer table: the house way's setting of every dealer class.

    python tools/make_poker_table.py [--out FILE] [--categories FILE] [--check]

Sets one hand of each of the 292,253 classes (:mod:`paigow_desktop.games.paigow_poker.classes`)
by the house way, on both cores, and writes ``paigow_desktop/games/paigow_poker/dealer_table.zlib``
(layout in :mod:`paigow_desktop.games.paigow_poker.dealer_table`).  ``--categories`` also writes,
for the tests, each class's best five-card category (the seven-card frequency count).  ``--check``
writes nothing and exits 1 when the file is not what this tool makes.  Takes a few minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
import zlib
from itertools import combinations
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paigow_desktop.games.paigow_poker.classes import classes, representative  # noqa: E402
from paigow_desktop.games.paigow_poker.dealer_table import (  # noqa: E402
    TABLE_FILE,
    DealerTable,
    encode,
    set_class,
)
from paigow_desktop.games.paigow_poker.hands import five_value  # noqa: E402

CHUNK = 2000


def _work(span: tuple[int, int]) -> list[tuple[int, int, int, int]]:
    out = []
    for number in range(*span):
        high, low, rule = set_class(number)
        best = max(five_value(five) for five in combinations(representative(number), 5))
        out.append((high, low, rule, best >> 20))
    return out


def make() -> tuple[DealerTable, bytes]:
    import numpy as np

    size = classes().size
    spans = [(start, min(start + CHUNK, size)) for start in range(0, size, CHUNK)]
    rows: list[tuple[int, int, int, int]] = []
    started = time.perf_counter()
    with Pool(2) as pool:
        for done, part in enumerate(pool.imap(_work, spans), 1):
            rows.extend(part)
            print(
                f"\r{done}/{len(spans)} chunks, {time.perf_counter() - started:.0f} s",
                end="",
                file=sys.stderr,
            )
    print(file=sys.stderr)
    array = np.array(rows, dtype=np.int64)
    table = DealerTable(
        array[:, 0].astype(np.uint32), array[:, 1].astype(np.uint16), array[:, 2].astype(np.uint8)
    )
    return table, zlib.compress(array[:, 3].astype(np.uint8).tobytes(), 9)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TABLE_FILE)
    parser.add_argument("--categories", type=Path)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    table, categories = make()
    data = encode(table)
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == data
        print("the table is up to date" if same else f"{args.out} differs from what this tool makes")
        return 0 if same else 1
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data):,} bytes)")
    if args.categories is not None:
        args.categories.write_bytes(categories)
        print(f"wrote {args.categories} ({len(categories):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
