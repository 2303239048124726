"""Make the outcome table: every deal's exact counts with no tile seen, for looking up.

    python tools/make_outcome_table.py [--out FILE] [--check]

Writes ``paigow_desktop/games/paigow/outcome_table.zlib`` (or FILE): for each of the 8,130 kind
multisets, both sides of the bank and every distinct setting, the wins and losses against the
20,475 opposing hands (layout in :mod:`paigow_desktop.games.paigow.outcome_table`).  The counts come
from the house-edge count (inclusion-exclusion over the player's tiles, every deal at once),
not from the per-deal count that ``analyze`` runs with tiles seen, so the tests that hold the
table against the per-deal count compare two methods.  ``--check`` writes nothing and exits 1
when the file is not what this tool makes (after a change to the hands or the house way).
Takes a few seconds; the same counts every time.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paigow_desktop.games.paigow.outcome_table import (  # noqa: E402 - after the path is set
    SLOTS,
    TABLE_FILE,
    decode,
    encode,
    multisets,
    setting_id,
)
from paigow_desktop.games.paigow.setting import settings_of  # noqa: E402
from paigow_desktop.games.paigow.strategy import _Overlap, _ranks, _tables  # noqa: E402
from paigow_desktop.tiles.tile import KINDS  # noqa: E402


def table_counts() -> list[int]:
    """The counts in the file's order: per multiset, side, slot: wins, losses."""
    import numpy as np

    tables = _tables()
    sets = multisets()
    assert tuple(tables.index) == sets, "the counting tables list the multisets in another order"
    overlap = _Overlap(tables)
    ranks = np.zeros((len(sets), SLOTS, 2), dtype=np.int64)
    used = np.zeros((len(sets), SLOTS), dtype=bool)
    for row, kinds in enumerate(sets):
        settings = sorted(settings_of([KINDS[k] for k in kinds]), key=setting_id)
        padded = [*settings, *[settings[0]] * (SLOTS - len(settings))]
        ranks[row] = _ranks(padded, tables.key_rank)
        used[row, : len(settings)] = True
    counts = np.zeros((len(sets), 2, SLOTS, 2), dtype=np.int64)
    for side, bank in enumerate((False, True)):
        win, loss = overlap.outcomes(ranks, bank=bank)
        counts[:, side, :, 0] = np.where(used, win, 0)
        counts[:, side, :, 1] = np.where(used, loss, 0)
    return [int(c) for c in counts.ravel()]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=TABLE_FILE, help=f"the file (default {TABLE_FILE})")
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = parser.parse_args(argv)
    counts = table_counts()
    if args.check:  # the counts, not the bytes: another zlib may compress them differently
        same = args.out.is_file() and list(decode(args.out.read_bytes())) == counts
        print(f"{args.out}: {'up to date' if same else 'differs from what this tool makes'}")
        return 0 if same else 1
    data = encode(counts)
    args.out.write_bytes(data)
    print(f"{args.out}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
