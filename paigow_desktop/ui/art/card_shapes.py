"""Shapes for playing cards: suit symbols as polygons and circles, pip layouts, index lettering.

Everything here works in the pixels of a (supersampled) drawing; nothing needs a font
file except the rank letters, and those fall back to Pillow's own font when no system
font is found.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFont

#: A card's height over its width: the poker size, 88.9 by 63.5 mm.
CARD_ASPECT = 88.9 / 63.5

#: Fonts tried, in order, for the rank letters (Pillow looks in the system's font folders).
FONT_FILES: tuple[str, ...] = ("DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "LiberationSans-Bold.ttf")

#: How the rank is written in a corner.
RANK_LABELS = {r: str(r) for r in range(2, 11)} | {11: "J", 12: "Q", 13: "K", 14: "A"}


class Circle(NamedTuple):
    """A filled circle, centre and radius in units of a suit symbol's height."""

    x: float
    y: float
    r: float


Polygon = tuple[tuple[float, float], ...]
Shape = Circle | Polygon


def _heart() -> tuple[Shape, ...]:
    r = 0.26
    return (
        Circle(-0.235, -0.2, r),
        Circle(0.235, -0.2, r),
        ((-0.485, -0.13), (0.485, -0.13), (0.0, 0.5), (-0.02, 0.5)),
        ((-0.3, -0.3), (0.3, -0.3), (0.0, 0.05)),
    )


def _spade() -> tuple[Shape, ...]:
    r = 0.24
    return (
        Circle(-0.225, 0.12, r),
        Circle(0.225, 0.12, r),
        ((-0.455, 0.06), (0.455, 0.06), (0.0, -0.5)),
        ((-0.2, 0.2), (0.2, 0.2), (0.0, 0.0)),
        ((0.0, 0.1), (0.2, 0.5), (-0.2, 0.5)),
    )


def _diamond() -> tuple[Shape, ...]:
    return (((0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)),)


def _club() -> tuple[Shape, ...]:
    r = 0.2
    return (
        Circle(0.0, -0.27, r),
        Circle(-0.24, 0.08, r),
        Circle(0.24, 0.08, r),
        ((-0.12, -0.1), (0.12, -0.1), (0.12, 0.12), (-0.12, 0.12)),
        ((0.0, 0.0), (0.19, 0.5), (-0.19, 0.5)),
    )


#: Each suit's symbol (spades, hearts, diamonds, clubs), about one unit high and centred on 0.
SUIT_SHAPES: tuple[tuple[Shape, ...], ...] = (_spade(), _heart(), _diamond(), _club())


def draw_suit(
    draw: ImageDraw.ImageDraw,
    suit: int,
    x: float,
    y: float,
    height: float,
    fill: int | tuple[int, ...],
    *,
    flip: bool = False,
) -> None:
    """Suit ``suit``'s symbol ``height`` pixels high centred on (x, y), upside down with ``flip``."""
    sign = -1.0 if flip else 1.0
    for shape in SUIT_SHAPES[suit]:
        if isinstance(shape, Circle):
            cx, cy, r = x + shape.x * height, y + sign * shape.y * height, shape.r * height
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
        else:
            draw.polygon([(x + px * height, y + sign * py * height) for px, py in shape], fill=fill)


# Pip columns and rows as fractions of the card's width and height.
_L, _C, _R = 0.3, 0.5, 0.7
_TOP, _BOTTOM = 0.2, 0.8
_ROW = (_BOTTOM - _TOP) / 3


def _pairs(*rows: float) -> list[tuple[float, float]]:
    return [(x, y) for y in rows for x in (_L, _R)]


#: Where the pips of the two to the ten lie, as on real cards: (x, y) fractions of the card.
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, _TOP), (_C, _BOTTOM)),
    3: ((_C, _TOP), (_C, 0.5), (_C, _BOTTOM)),
    4: tuple(_pairs(_TOP, _BOTTOM)),
    5: (*_pairs(_TOP, _BOTTOM), (_C, 0.5)),
    6: tuple(_pairs(_TOP, 0.5, _BOTTOM)),
    7: (*_pairs(_TOP, 0.5, _BOTTOM), (_C, (_TOP + 0.5) / 2)),
    8: (*_pairs(_TOP, 0.5, _BOTTOM), (_C, (_TOP + 0.5) / 2), (_C, (0.5 + _BOTTOM) / 2)),
    9: (*_pairs(_TOP, _TOP + _ROW, _BOTTOM - _ROW, _BOTTOM), (_C, 0.5)),
    10: (
        *_pairs(_TOP, _TOP + _ROW, _BOTTOM - _ROW, _BOTTOM),
        (_C, _TOP + _ROW / 2),
        (_C, _BOTTOM - _ROW / 2),
    ),
}
#: A pip's height as a fraction of the card's width.
PIP_SIZE = 0.18


@functools.lru_cache(maxsize=8)
def _font(size: int, files: tuple[str, ...]) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The first of ``files`` that loads, else Pillow's own font (scalable when Pillow has FreeType)."""
    for name in files:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    try:
        return ImageFont.load_default(size=size)
    except (TypeError, ValueError, OSError, ImportError):  # Pillow without FreeType: a bitmap font
        return ImageFont.load_default()


def text_mask(text: str, box_w: float, box_h: float, *, files: Sequence[str] | None = None) -> Image.Image:
    """``text`` as a white-on-black L mask filling ``box_h`` pixels high (its ink, not its line),
    and at most ``box_w`` wide (squeezed sideways if it must be)."""
    font = _font(256, tuple(FONT_FILES if files is None else files))
    left, top, right, bottom = font.getbbox(text)
    size = (max(1, math.ceil(right - left)), max(1, math.ceil(bottom - top)))
    canvas = Image.new("L", size, 0)
    ImageDraw.Draw(canvas).text((-left, -top), text, fill=255, font=font)
    ink = canvas.getbbox() or (0, 0, size[0], size[1])
    canvas = canvas.crop(ink)
    height = max(1, round(box_h))
    width = max(1, min(round(box_w), round(canvas.width * height / canvas.height)))
    return canvas.resize((width, height), Image.Resampling.LANCZOS)
