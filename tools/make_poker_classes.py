"""Make the Pai Gow Poker dealer classes file: the 292,253 classes, enumerated once and shipped.

    python tools/make_poker_classes.py [--out FILE] [--check]

Writes ``paigow_desktop/games/paigow_poker/classes.zlib`` (or FILE) from
:func:`paigow_desktop.games.paigow_poker.classes.build_classes` (layout in that module), so that
no process enumerates them again.  ``--check`` writes nothing and exits 1 when the file does not
hold what the code builds (after a change to the enumeration).  Takes a few seconds.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from paigow_desktop.games.paigow_poker.classes import (  # noqa: E402 - after the path is set
    CLASSES_FILE,
    ClassesError,
    build_classes,
    decode_classes,
    encode_classes,
    same_classes,
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=CLASSES_FILE, help=f"the file (default {CLASSES_FILE})")
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = parser.parse_args(argv)
    built = build_classes()
    if args.check:  # the rows, not the bytes: another zlib may compress them differently
        try:
            up_to_date = args.out.is_file() and same_classes(decode_classes(args.out.read_bytes()), built)
        except ClassesError:
            up_to_date = False
        print(f"{args.out}: {'up to date' if up_to_date else 'differs from what this tool makes'}")
        return 0 if up_to_date else 1
    data = encode_classes(built)
    args.out.write_bytes(data)
    print(f"{args.out}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
