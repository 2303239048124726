"""Pai Gow tiles, Chinese dice and a dice cup, drawn with Pillow at any size.

Every image is drawn fresh at the size asked for: shapes are drawn several times
larger than wanted and then reduced with a Lanczos filter, so edges are smooth and
nothing is ever an enlarged bitmap.  This module needs only Pillow; the Qt side
lives in :mod:`paigow_desktop.qt_art`.

Geometry (all in pixels of the returned image):

* A tile's face is ``width`` wide and ``round(width * 2.5)`` high, standing upright.
  With ``shadow=True`` the image grows by a margin on the right and at the bottom
  that holds a soft drop shadow; the face always sits at the top-left corner.
  :func:`tile_image_size` and :func:`tile_face_rect` say exactly where.
* The top end of a tile shows ``tile.high`` and the bottom end ``tile.low``.  There
  is no bar between the ends: the gap between the two groups of pips tells them apart.
* :func:`pip_centres` gives the centre and colour role of every pip, so tests and
  the UI can find them.

Use one :class:`TileArt` per application: it caches rendered images by name,
theme and pixel size.
"""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import NamedTuple

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from paigow_desktop.tiles.tile import Tile

__all__ = [
    "BACK",
    "CUP",
    "DIE_NAMES",
    "TILE_ASPECT",
    "Palette",
    "PipCentre",
    "PipRole",
    "Theme",
    "TileArt",
    "art_names",
    "canonical_name",
    "die_face_rect",
    "die_image_size",
    "die_pip_centres",
    "palette",
    "pip_centres",
    "render_dice_cup",
    "render_die",
    "render_tile",
    "shadow_margin",
    "supersample_factor",
    "tile_face_rect",
    "tile_height",
    "tile_image_size",
]

RGB = tuple[int, int, int]

#: Height of a tile's face divided by its width.
TILE_ASPECT = 2.5
#: Names :class:`TileArt` knows besides the 21 tiles ("6-6" ...).
BACK = "back"
CUP = "cup"
DIE_NAMES = tuple(f"die-{n}" for n in range(1, 7))


class Theme(enum.Enum):
    """How the tiles look."""

    #: Opaque black tiles, pips painted red or white (as in card rooms).
    CASINO = "casino"
    #: Ivory or bone tiles, pips painted red or black (as in old sets).
    IVORY = "ivory"


class PipRole(enum.Enum):
    """Which paint a pip takes."""

    #: Every one and every four, half of each six on Teen, the middle spot of a back.
    RED = "red"
    #: Every other pip: white on the casino theme, black on the ivory theme.
    PLAIN = "plain"


class PipCentre(NamedTuple):
    """Where a pip's centre lies in a rendered image, in pixels, and its paint."""

    x: float
    y: float
    role: PipRole


@dataclass(frozen=True)
class Palette:
    """The colours of one theme's tiles."""

    body_top: RGB
    body_bottom: RGB
    red: RGB
    plain: RGB
    #: Strength (0..255) of the light top-left bevel and the dark bottom-right one.
    bevel_light: int
    bevel_dark: int
    outline: RGB
    outline_alpha: int

    def paint(self, role: PipRole) -> RGB:
        return self.red if role is PipRole.RED else self.plain


_PALETTES = {
    Theme.CASINO: Palette(
        body_top=(44, 44, 47),
        body_bottom=(10, 10, 12),
        red=(218, 28, 36),
        plain=(240, 238, 230),
        bevel_light=70,
        bevel_dark=150,
        outline=(0, 0, 0),
        outline_alpha=255,
    ),
    Theme.IVORY: Palette(
        body_top=(249, 243, 226),
        body_bottom=(226, 212, 178),
        red=(196, 22, 32),
        plain=(22, 20, 20),
        bevel_light=190,
        bevel_dark=95,
        outline=(120, 96, 60),
        outline_alpha=200,
    ),
}

# Chinese dice are white or bone whatever the tiles look like.
_DIE_PALETTES = {
    Theme.CASINO: Palette(
        body_top=(255, 255, 253),
        body_bottom=(222, 222, 218),
        red=(208, 20, 30),
        plain=(20, 20, 22),
        bevel_light=200,
        bevel_dark=90,
        outline=(90, 90, 90),
        outline_alpha=200,
    ),
    Theme.IVORY: Palette(
        body_top=(250, 245, 230),
        body_bottom=(224, 212, 182),
        red=(196, 22, 32),
        plain=(22, 20, 20),
        bevel_light=190,
        bevel_dark=95,
        outline=(120, 96, 60),
        outline_alpha=200,
    ),
}


def palette(theme: Theme) -> Palette:
    """The colours used for tiles in ``theme``."""
    return _PALETTES[theme]


# --------------------------------------------------------------------------- geometry

# Pip layouts of one end, in units of the tile's width: x runs across the tile
# (0 left, 1 right), y from the tile's outer edge toward its middle (which is at 1.25).
# The third number is the pip's diameter.  Drawn as seen on the top end; the bottom
# end is the same turned half a turn.
_PIP = 0.17
_ONE = 0.29
_L, _R = 0.285, 0.715
_END_LAYOUTS: dict[int, tuple[tuple[float, float, float], ...]] = {
    1: ((0.5, 0.55, _ONE),),
    2: ((_L, 0.40, _PIP), (_R, 0.40, _PIP)),
    3: ((0.27, 0.30, _PIP), (0.5, 0.61, _PIP), (0.73, 0.92, _PIP)),
    4: ((_L, 0.39, _PIP), (_R, 0.39, _PIP), (_L, 0.83, _PIP), (_R, 0.83, _PIP)),
    5: ((0.27, 0.31, _PIP), (0.73, 0.31, _PIP), (0.5, 0.61, _PIP), (0.27, 0.91, _PIP), (0.73, 0.91, _PIP)),
    6: tuple((x, y, _PIP) for y in (0.30, 0.635, 0.97) for x in (_L, _R)),
}
# Chong (3-3): six pips in a line down the tile, two across its middle.
_CHONG = (
    (0.5, 0.32, _PIP),
    (0.5, 0.785, _PIP),
    (_L + 0.02, 1.25, _PIP),
    (_R - 0.02, 1.25, _PIP),
    (0.5, 1.715, _PIP),
    (0.5, 2.18, _PIP),
)
# The mark on a tile's back: three small spots on a diagonal, the middle one red.
_BACK_MARK = (
    (0.33, 1.08, 0.13, PipRole.PLAIN),
    (0.5, 1.25, 0.13, PipRole.RED),
    (0.67, 1.42, 0.13, PipRole.PLAIN),
)

# Dice pips in units of the die's side: (x, y, diameter).
_DIE_PIP = 0.185
_DIE_ONE = 0.36
_A, _B, _C = 0.255, 0.5, 0.745
_DIE_LAYOUTS: dict[int, tuple[tuple[float, float, float], ...]] = {
    1: ((_B, _B, _DIE_ONE),),
    2: ((_C, _A, _DIE_PIP), (_A, _C, _DIE_PIP)),
    3: ((_C, _A, _DIE_PIP), (_B, _B, _DIE_PIP), (_A, _C, _DIE_PIP)),
    4: ((_A, _A, _DIE_PIP), (_C, _A, _DIE_PIP), (_A, _C, _DIE_PIP), (_C, _C, _DIE_PIP)),
    5: ((_A, _A, _DIE_PIP), (_C, _A, _DIE_PIP), (_B, _B, _DIE_PIP), (_A, _C, _DIE_PIP), (_C, _C, _DIE_PIP)),
    6: tuple((x, y, _DIE_PIP) for x in (_A, _C) for y in (_A, _B, _C)),
}


def _end_role(value: int) -> PipRole:
    return PipRole.RED if value in (1, 4) else PipRole.PLAIN


def _tile_layout(tile: Tile | None) -> list[tuple[float, float, float, PipRole]]:
    """Every spot on a tile as (x, y, diameter, role) in units of the tile's width."""
    if tile is None:
        return list(_BACK_MARK)
    if (tile.high, tile.low) == (3, 3):
        return [(x, y, d, PipRole.PLAIN) for x, y, d in _CHONG]
    spots: list[tuple[float, float, float, PipRole]] = []
    teen = (tile.high, tile.low) == (6, 6)
    for value, top in ((tile.high, True), (tile.low, False)):
        role = _end_role(value)
        for x, y, d in _END_LAYOUTS[value]:
            # Teen: the left column of the top six is red, the right one plain.
            spot_role = (PipRole.RED if x < 0.5 else PipRole.PLAIN) if teen else role
            if top:
                spots.append((x, y, d, spot_role))
            else:  # the bottom end is the top end given half a turn
                spots.append((1.0 - x, TILE_ASPECT - y, d, spot_role))
    return spots


def tile_height(width_px: int) -> int:
    """Height in pixels of a tile face ``width_px`` wide."""
    return max(1, round(width_px * TILE_ASPECT))


def shadow_margin(size_px: int, shadow: bool = True) -> int:
    """Pixels added on the right and at the bottom of an image to hold its drop shadow."""
    if not shadow:
        return 0
    return max(2, round(size_px * 0.1))


def tile_image_size(width_px: int, shadow: bool = True) -> tuple[int, int]:
    """(width, height) of the image :func:`render_tile` returns."""
    m = shadow_margin(width_px, shadow)
    return width_px + m, tile_height(width_px) + m


def tile_face_rect(width_px: int, shadow: bool = True) -> tuple[int, int, int, int]:
    """(x, y, w, h) of the tile's body inside the image :func:`render_tile` returns."""
    return 0, 0, width_px, tile_height(width_px)


def die_image_size(size_px: int, shadow: bool = True) -> tuple[int, int]:
    """(width, height) of the image :func:`render_die` returns."""
    m = shadow_margin(size_px, shadow)
    return size_px + m, size_px + m


def die_face_rect(size_px: int, shadow: bool = True) -> tuple[int, int, int, int]:
    """(x, y, w, h) of the die's body inside the image :func:`render_die` returns."""
    return 0, 0, size_px, size_px


def pip_centres(tile: Tile | None, width_px: int, shadow: bool = True) -> list[PipCentre]:
    """Centre and role of every pip (or of every spot of the back's mark, for ``None``)."""
    fx, fy, fw, fh = tile_face_rect(width_px, shadow)
    sy = fh / TILE_ASPECT
    return [PipCentre(fx + x * fw, fy + y * sy, role) for x, y, _d, role in _tile_layout(tile)]


def die_pip_centres(face: int, size_px: int, shadow: bool = True) -> list[PipCentre]:
    """Centre and role of every pip on a die showing ``face``."""
    _check_face(face)
    fx, fy, fw, fh = die_face_rect(size_px, shadow)
    role = _end_role(face)
    return [PipCentre(fx + x * fw, fy + y * fh, role) for x, y, _d in _DIE_LAYOUTS[face]]


def supersample_factor(size_px: int) -> int:
    """How many times larger than asked an image is drawn before it is reduced."""
    return max(4, min(16, math.ceil(128 / max(1, size_px))))


# --------------------------------------------------------------------------- drawing


def _check_size(size_px: int) -> None:
    if not isinstance(size_px, int) or isinstance(size_px, bool) or size_px < 1:
        raise ValueError(f"size must be a positive whole number of pixels, got {size_px!r}")
    if size_px > 4096:
        raise ValueError(f"size {size_px} px is larger than any screen needs (at most 4096)")


def _check_face(face: int) -> None:
    if face not in range(1, 7):
        raise ValueError(f"a die has faces 1 to 6, not {face!r}")


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way toward ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# Transparent border, in final pixels, around a pip drawn on its own: the Lanczos
# filter reaches three pixels beyond the pip's edge.
_PIP_PAD = 3


def _shift(mask: Image.Image, dx: float, dy: float) -> Image.Image:
    """``mask`` moved by (dx, dy) pixels (fractions allowed), the uncovered edge left empty."""
    return mask.transform(
        mask.size, Image.Transform.AFFINE, (1, 0, -dx, 0, 1, -dy), resample=Image.Resampling.BILINEAR
    )


def _reduce(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)


def _rounded_shape(w: int, h: int, radius: float, scale: int, outline: int = 0, line: int = 0) -> Image.Image:
    """An anti-aliased rounded rectangle filling a ``w`` by ``h`` L image.

    With ``outline`` the shape is only its border, ``line`` supersampled pixels wide and
    of that strength; otherwise it is filled solid.  Only the corners need drawing large:
    the straight edges lie on pixel boundaries, so a small rounded square is drawn
    ``scale`` times larger, reduced, and its corners and edge profiles are stretched to
    size (a nine-patch), which is much faster than reducing the whole shape.
    """
    c = math.ceil(radius) + _PIP_PAD + 1
    m = 2 * c
    direct = w < m or h < m
    bw, bh = (w, h) if direct else (m, m)
    big = Image.new("L", (bw * scale, bh * scale), 0)
    box = (0, 0, bw * scale - 1, bh * scale - 1)
    if outline:
        ImageDraw.Draw(big).rounded_rectangle(box, radius=radius * scale, outline=outline, width=line)
    else:
        ImageDraw.Draw(big).rounded_rectangle(box, radius=radius * scale, fill=255)
    small = _reduce(big, (bw, bh))
    if direct:
        return small
    out = Image.new("L", (w, h), 0 if outline else 255)
    nearest = Image.Resampling.NEAREST
    for x0, y0, dx, dy in ((0, 0, 0, 0), (c, 0, w - m, 0), (0, c, 0, h - m), (c, c, w - m, h - m)):
        out.paste(small.crop((x0, y0, x0 + c, y0 + c)), (x0 + dx, y0 + dy))
    if w > m:  # the top and bottom edges
        for y0 in (0, c):
            strip = small.crop((c - 1, y0, c, y0 + c)).resize((w - m, c), nearest)
            out.paste(strip, (c, y0 + (h - m if y0 else 0)))
    if h > m:  # the left and right edges
        for x0 in (0, c):
            strip = small.crop((x0, c - 1, x0 + c, c)).resize((c, h - m), nearest)
            out.paste(strip, (x0 + (w - m if x0 else 0), c))
    return out


def _body(w: int, h: int, radius: float, pal: Palette, scale: int) -> Image.Image:
    """A rounded body ``w`` by ``h`` pixels with a vertical gradient, a bevel and an outline.

    Only the outline of the shape needs supersampling: it is drawn ``scale`` times
    larger and reduced; the shading is smooth and is computed at the final size.
    """
    mask = _rounded_shape(w, h, radius, scale)
    ring = _rounded_shape(w, h, radius, scale, outline=pal.outline_alpha, line=max(1, round(scale * 0.9)))

    # The body's colour: lighter at the top, darker at the bottom.
    gradient = Image.linear_gradient("L").resize((w, h), Image.Resampling.BILINEAR)
    body = Image.composite(
        Image.new("RGB", (w, h), pal.body_bottom), Image.new("RGB", (w, h), pal.body_top), gradient
    ).convert("RGBA")

    # A bevel: light catches the top-left edge, the bottom-right edge falls in shade.
    bevel = max(0.35, min(w, h) * 0.045)
    soft = ImageFilter.BoxBlur(bevel * 0.5)
    light = ImageChops.subtract(mask, _shift(mask, bevel, bevel)).filter(soft)
    dark = ImageChops.subtract(mask, _shift(mask, -bevel, -bevel)).filter(soft)
    light = ImageChops.multiply(light, mask).point(lambda v: v * pal.bevel_light // 255)
    dark = ImageChops.multiply(dark, mask).point(lambda v: v * pal.bevel_dark // 255)
    body.paste((255, 255, 255), (0, 0), light)
    body.paste((0, 0, 0), (0, 0), dark)

    # A thin outline keeps the tile's edge clear on any background.
    body.paste(pal.outline, (0, 0), ring)
    body.putalpha(mask)
    return body


def _draw_pip(diameter: float, paint: RGB, body: RGB, detail: float) -> Image.Image:
    """One drilled pip, ``diameter`` pixels across, centred on a clear square canvas.

    A shaded wall shows at the top left, a lit one at the bottom right, paint inside.
    ``detail`` (0..1) narrows the paint to show more of the wall on large pips; tiny
    pips are nearly all paint, so their colour stays clear.
    """
    r = diameter / 2
    size = math.ceil(diameter) + 2
    cx = cy = size / 2
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    hole = Image.new("L", (size, size), 0)
    ImageDraw.Draw(hole).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    # The hole's wall: the top-left side lies in shade, the bottom-right side catches the light.
    wall_dark = _mix(_mix(paint, body, 0.25), (0, 0, 0), 0.5)
    wall_light = _mix(paint, (255, 255, 255), 0.25)
    sprite.paste((*wall_dark, 255), (0, 0), hole)
    lit = Image.new("L", (size, size), 0)
    k = r * 0.16
    ImageDraw.Draw(lit).ellipse((cx - r + k, cy - r + k, cx + r + k, cy + r + k), fill=255)
    sprite.paste((*wall_light, 255), (0, 0), ImageChops.multiply(lit, hole))
    # The paint fills the bottom of the hole, a little toward the lit side.
    p = r * (0.93 - 0.15 * detail)
    o = r * 0.06
    fill = Image.new("L", (size, size), 0)
    ImageDraw.Draw(fill).ellipse((cx - p + o, cy - p + o, cx + p + o, cy + p + o), fill=255)
    if detail > 0:  # the paint meets the wall in a soft curve, as in a rounded hole
        fill = fill.filter(ImageFilter.BoxBlur(r * 0.07 * detail))
    sprite.paste((*paint, 255), (0, 0), ImageChops.multiply(fill, hole))
    return sprite


def _composite_clipped(dest: Image.Image, src: Image.Image, x: int, y: int) -> None:
    """Lay ``src`` over ``dest`` with its corner at (x, y), dropping what falls outside."""
    left, top = max(0, -x), max(0, -y)
    right, bottom = min(src.width, dest.width - x), min(src.height, dest.height - y)
    if right <= left or bottom <= top:
        return
    dest.alpha_composite(src, (x + left, y + top), (left, top, right, bottom))


def _paint_spots(
    face: Image.Image,
    spots: list[tuple[float, float, float, PipRole]],
    unit_x: float,
    unit_y: float,
    pal: Palette,
    scale: int,
) -> None:
    """Lay pips on ``face`` at spots given in units (``unit_x`` px across, ``unit_y`` px along).

    Each pip is drawn ``scale`` times larger, placed on a small clear canvas lined up
    with the face's pixel grid (to a ``1 / scale`` pixel), reduced, and laid over the face.
    """
    body = _mix(pal.body_top, pal.body_bottom, 0.5)
    sprites: dict[tuple[float, PipRole], Image.Image] = {}
    for x, y, d, role in spots:
        cx, cy, diameter = x * unit_x, y * unit_y, d * unit_x
        sprite = sprites.get((d, role))
        if sprite is None:
            # The pip's diameter on screen decides how much of the hole's wall to show.
            detail = min(1.0, max(0.0, (diameter - 3) / 6))
            sprite = sprites[d, role] = _draw_pip(diameter * scale, pal.paint(role), body, detail)
        x0 = math.floor(cx - diameter / 2) - _PIP_PAD
        y0 = math.floor(cy - diameter / 2) - _PIP_PAD
        n = max(math.ceil(cx + diameter / 2) - x0, math.ceil(cy + diameter / 2) - y0) + _PIP_PAD
        big = Image.new("RGBA", (n * scale, n * scale), (0, 0, 0, 0))
        half = sprite.width / 2
        big.paste(sprite, (round((cx - x0) * scale - half), round((cy - y0) * scale - half)))
        _composite_clipped(face, _reduce(big, (n, n)), x0, y0)


def _with_shadow(face: Image.Image, margin: int, strength: float) -> Image.Image:
    """``face`` on a canvas ``margin`` larger, over a soft shadow cast down and to the right."""
    if margin == 0:
        return face
    w, h = face.size
    out = Image.new("RGBA", (w + margin, h + margin), (0, 0, 0, 0))
    offset = max(1, round(margin * 0.4))
    blur = max(0.5, margin * 0.22)
    alpha = Image.new("L", out.size, 0)
    alpha.paste(face.getchannel("A"), (offset, offset))
    alpha = alpha.filter(ImageFilter.GaussianBlur(blur)).point(lambda v: round(v * strength))
    out.putalpha(alpha)
    out.alpha_composite(face)
    return out


def _tile_body(width_px: int, theme: Theme) -> Image.Image:
    """A blank tile face ``width_px`` wide: body, shading and outline, no pips, no shadow."""
    return _body(
        width_px, tile_height(width_px), width_px * 0.13, _PALETTES[theme], supersample_factor(width_px)
    )


def _finish_tile(blank: Image.Image, tile: Tile | None, theme: Theme, shadow: bool) -> Image.Image:
    """``tile``'s pips (or the back's mark) laid on a copy of a blank face, and its shadow."""
    w, h = blank.size
    face = blank.copy()
    _paint_spots(face, _tile_layout(tile), w, h / TILE_ASPECT, _PALETTES[theme], supersample_factor(w))
    return _with_shadow(face, shadow_margin(w, shadow), 0.55)


def render_tile(tile: Tile | None, width_px: int, theme: Theme, *, shadow: bool = True) -> Image.Image:
    """A tile (its back for ``None``) ``width_px`` wide, as an RGBA image.

    The image is :func:`tile_image_size` big; the face sits at :func:`tile_face_rect`.
    """
    _check_size(width_px)
    return _finish_tile(_tile_body(width_px, theme), tile, theme, shadow)


def _die_body(size_px: int, theme: Theme) -> Image.Image:
    """A blank die ``size_px`` wide, no pips, no shadow."""
    return _body(size_px, size_px, size_px * 0.2, _DIE_PALETTES[theme], supersample_factor(size_px))


def _finish_die(blank: Image.Image, face: int, theme: Theme, shadow: bool) -> Image.Image:
    n = blank.width
    image = blank.copy()
    role = _end_role(face)
    spots = [(x, y, d, role) for x, y, d in _DIE_LAYOUTS[face]]
    _paint_spots(image, spots, n, n, _DIE_PALETTES[theme], supersample_factor(n))
    return _with_shadow(image, shadow_margin(n, shadow), 0.5)


def render_die(face: int, size_px: int, theme: Theme = Theme.IVORY, *, shadow: bool = True) -> Image.Image:
    """A Chinese die seen from above: white or bone, the one and four red, the one pip large.

    The image is :func:`die_image_size` big; the die sits at :func:`die_face_rect`.
    """
    _check_face(face)
    _check_size(size_px)
    return _finish_die(_die_body(size_px, theme), face, theme, shadow)


def _shading(width: int, height: int, values: list[int]) -> Image.Image:
    """An L image ``width`` by ``height`` whose columns follow ``values`` from left to right."""
    row = Image.new("L", (len(values), 1))
    row.putdata(values)
    return row.resize((width, height), Image.Resampling.BILINEAR)


def render_dice_cup(size_px: int) -> Image.Image:
    """A leather dice cup standing open side up, on a transparent square ``size_px`` wide."""
    _check_size(size_px)
    # Drawn whole at the larger size, so keep that canvas within 4096 pixels a side.
    s = max(1, min(supersample_factor(size_px), 4096 // size_px))
    n = size_px * s
    leather = (128, 74, 38)
    dark = (52, 28, 14)
    top_y, bottom_y = n * 0.17, n * 0.9
    top_w, bottom_w = n * 0.76, n * 0.58
    rim_h, foot_h = n * 0.16, n * 0.1
    cx = n / 2

    shape = Image.new("L", (n, n), 0)
    draw = ImageDraw.Draw(shape)
    draw.polygon(
        [
            (cx - top_w / 2, top_y),
            (cx + top_w / 2, top_y),
            (cx + bottom_w / 2, bottom_y),
            (cx - bottom_w / 2, bottom_y),
        ],
        fill=255,
    )
    draw.ellipse((cx - top_w / 2, top_y - rim_h / 2, cx + top_w / 2, top_y + rim_h / 2), fill=255)
    draw.ellipse(
        (cx - bottom_w / 2, bottom_y - foot_h / 2, cx + bottom_w / 2, bottom_y + foot_h / 2), fill=255
    )

    # A round body: lit from the left, darker toward both sides.
    curve = [
        round(255 * (0.25 + 0.75 * max(0.0, math.cos((i / 63 - 0.38) * math.pi * 0.95)) ** 1.3))
        for i in range(64)
    ]
    light = _shading(n, n, curve)
    cup = Image.composite(
        Image.new("RGB", (n, n), _mix(leather, (255, 220, 170), 0.25)), Image.new("RGB", (n, n), dark), light
    ).convert("RGBA")

    # Two darker bands, one near the rim and one near the foot.
    bands = Image.new("L", (n, n), 0)
    bdraw = ImageDraw.Draw(bands)
    for y, bw in ((top_y + n * 0.1, top_w * 0.96), (bottom_y - n * 0.1, bottom_w * 1.04)):
        bdraw.arc(
            (cx - bw / 2, y - rim_h / 2, cx + bw / 2, y + rim_h / 2), 0, 180, fill=150, width=round(n * 0.035)
        )
    cup.paste(dark, (0, 0), bands)

    # The open mouth: a dark inside under a lighter rim.
    rim = Image.new("L", (n, n), 0)
    ImageDraw.Draw(rim).ellipse(
        (cx - top_w / 2, top_y - rim_h / 2, cx + top_w / 2, top_y + rim_h / 2), fill=255
    )
    cup.paste(_mix(leather, (255, 230, 190), 0.35), (0, 0), rim)
    inset = n * 0.035
    mouth = Image.new("L", (n, n), 0)
    ImageDraw.Draw(mouth).ellipse(
        (
            cx - top_w / 2 + inset,
            top_y - rim_h / 2 + inset * 0.6,
            cx + top_w / 2 - inset,
            top_y + rim_h / 2 - inset * 0.6,
        ),
        fill=255,
    )
    inside = _shading(n, n, [20 + 3 * i for i in range(64)])
    inner = Image.composite(
        Image.new("RGB", (n, n), (70, 40, 20)), Image.new("RGB", (n, n), (18, 10, 6)), inside
    )
    cup.paste(inner, (0, 0), mouth)
    cup.putalpha(shape)
    return _reduce(cup, (size_px, size_px))


# --------------------------------------------------------------------------- cache


def art_names() -> tuple[str, ...]:
    """Every name :class:`TileArt` draws: the 21 tiles, the back, the six dice and the cup."""
    from paigow_desktop.tiles.tile import KINDS

    return (*(str(t) for t in KINDS), BACK, *DIE_NAMES, CUP)


def canonical_name(name: str) -> str:
    """The cache's name for ``name``: tiles as ``6-6`` (``66`` and ``2-4`` are accepted)."""
    if name in (BACK, CUP) or name in DIE_NAMES:
        return name
    return str(Tile.parse(name))


class TileArt:
    """Rendered tiles, dice and the cup, kept by (name, theme, pixel size, shadow).

    Names are ``"6-6"`` (any tile), ``"back"``, ``"die-1"`` .. ``"die-6"`` and ``"cup"``.
    ``size_px`` is the logical width of a tile (or side of a die); it is multiplied by
    ``dpr`` and rounded to whole pixels, and each pixel size is drawn afresh.  The
    least recently used images are dropped once more than ``max_entries`` are held.
    Treat returned images as read-only: they are shared.
    """

    def __init__(self, max_entries: int = 512) -> None:
        if max_entries < 1:
            raise ValueError("the cache must hold at least one image")
        self.max_entries = max_entries
        self._images: OrderedDict[tuple[str, Theme, int, bool], Image.Image] = OrderedDict()
        # Blank tile and die bodies by (what, theme, pixels): every face of one size shares one.
        self._blanks: OrderedDict[tuple[str, Theme, int], Image.Image] = OrderedDict()
        #: How many images have been drawn (cache misses), for tests and profiling.
        self.renders = 0

    def __len__(self) -> int:
        return len(self._images)

    def clear(self) -> None:
        self._images.clear()
        self._blanks.clear()

    @staticmethod
    def pixel_size(size_px: float, dpr: float = 1.0) -> int:
        """The whole number of pixels drawn for a logical size at a device pixel ratio."""
        return max(1, round(size_px * dpr))

    def image(
        self, kind: str, size_px: float, theme: Theme, dpr: float = 1.0, *, shadow: bool = True
    ) -> Image.Image:
        """The image of ``kind`` at ``size_px * dpr`` pixels, drawn once and then reused."""
        name = canonical_name(kind)
        px = self.pixel_size(size_px, dpr)
        key = (name, theme, px, shadow)
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            return found
        image = self._render(name, px, theme, shadow)
        self.renders += 1
        self._images[key] = image
        while len(self._images) > self.max_entries:
            self._images.popitem(last=False)
        return image

    def _blank(self, what: str, theme: Theme, px: int) -> Image.Image:
        key = (what, theme, px)
        blank = self._blanks.get(key)
        if blank is None:
            _check_size(px)
            blank = self._blanks[key] = _tile_body(px, theme) if what == "tile" else _die_body(px, theme)
            while len(self._blanks) > 16:
                self._blanks.popitem(last=False)
        else:
            self._blanks.move_to_end(key)
        return blank

    def _render(self, name: str, px: int, theme: Theme, shadow: bool) -> Image.Image:
        if name == CUP:
            return render_dice_cup(px)
        if name in DIE_NAMES:
            return _finish_die(self._blank("die", theme, px), int(name[4:]), theme, shadow)
        tile = None if name == BACK else Tile.parse(name)
        return _finish_tile(self._blank("tile", theme, px), tile, theme, shadow)


# --------------------------------------------------------------------------- the app icon


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
