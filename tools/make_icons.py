"""Render the app icon, the Gee Joon pair (4-2 and 2-1), at every size a desktop asks for.

Writes ``hicolor/<N>x<N>/apps/paigow-desktop.png`` for each size, and
``paigow-desktop.png`` (256 px), under ``resources/icons`` or ``--out DIR``::

    .venv/bin/python tools/make_icons.py [--out DIR]

Each size is drawn at its own size: the tiles are rendered a few times larger than
the icon, turned, laid together and reduced once, never enlarged.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from paigow_desktop.ui.art import render_icon  # noqa: E402

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
NAME = "paigow-desktop.png"
DEFAULT_OUT = ROOT / "resources" / "icons"


def write_icons(out: Path, sizes: Sequence[int] = SIZES) -> list[Path]:
    """Write every size under ``out``; return the files written."""
    written = []
    for size in sizes:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        render_icon(size).save(path, optimize=True)
        written.append(path)
    top = out / NAME
    render_icon(256).save(top, optimize=True)
    written.append(top)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="directory to write into")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
