"""Render the app icon, the Gee Joon pair (4-2 and 2-1), at every size a desktop asks for.

Writes ``hicolor/<N>x<N>/apps/paigow-desktop.png`` for each size, and
``paigow-desktop.png`` (256 px), under ``resources/icons`` or ``--out DIR``::

    .venv/bin/python tools/make_icons.py [--out DIR]

Each size is drawn at its own size: the tiles are rendered a few times larger than
the icon, turned, laid together and reduced once, never enlarged.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from paigow_desktop.art import Theme, render_tile  # noqa: E402
from paigow_desktop.engine.tiles import Tile  # noqa: E402

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
NAME = "paigow-desktop.png"
DEFAULT_OUT = ROOT / "resources" / "icons"


def render_icon(size: int, theme: Theme = Theme.IVORY) -> Image.Image:
    """The icon, ``size`` pixels square on a transparent background."""
    if size < 8:
        raise ValueError("icons smaller than 8 px are not drawn")
    scale = max(2, math.ceil(512 / size))  # work at about 512 px or more, reduce once at the end
    big = size * scale
    # Small icons: tiles upright and as large as they fit, so the pips stay readable.
    # Larger ones: the pair fanned out a little, with a soft shadow.
    small = size <= 24
    tilt = 0.0 if small else 12.0
    height = big * (0.9 if small else 0.74)
    width = round(height / 2.5)
    tiles = []
    for name, angle in (("4-2", tilt), ("2-1", -tilt)):
        face = render_tile(Tile.parse(name), width, theme, shadow=False)
        tiles.append(face.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True))
    canvas = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    left, right = tiles
    if small:
        gap = round(big * 0.04)
        x0 = (big - left.width - right.width - gap) // 2
        y0 = (big - left.height) // 2
        canvas.alpha_composite(left, (x0, y0))
        canvas.alpha_composite(right, (x0 + left.width + gap, y0))
    else:
        overlap = round(width * 0.12)
        total = left.width + right.width - overlap
        x0 = (big - total) // 2
        y0 = (big - left.height) // 2 - round(big * 0.01)
        # The right tile lies on the left one: each casts its own soft shadow.
        for tile, x, y in (
            (left, x0, y0 + round(big * 0.02)),
            (right, x0 + left.width - overlap, y0 - round(big * 0.01)),
        ):
            alpha = Image.new("L", (big, big), 0)
            alpha.paste(tile.getchannel("A"), (x + round(big * 0.015), y + round(big * 0.025)))
            shadow = Image.new("RGBA", (big, big), (0, 0, 0, 0))
            soft = alpha.filter(ImageFilter.GaussianBlur(big * 0.014))
            shadow.putalpha(soft.point(lambda v: v * 45 // 100))
            canvas.alpha_composite(shadow)
            canvas.alpha_composite(tile, (x, y))
    icon = canvas.resize((size, size), Image.Resampling.LANCZOS)
    # Clear the faint ringing the filter leaves around the shape, so the background stays clear.
    icon.putalpha(icon.getchannel("A").point(lambda v: 0 if v < 3 else v))
    return icon


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
