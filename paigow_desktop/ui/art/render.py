"""Tiles, dice, the dice cup and the app's icon, drawn at exactly the size asked for."""

from __future__ import annotations

import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art.geometry import (
    _DIE_LAYOUTS,
    _end_role,
    _tile_layout,
    shadow_margin,
    supersample_factor,
    tile_height,
)
from paigow_desktop.ui.art.paint import (
    _body,
    _check_face,
    _check_size,
    _mix,
    _paint_spots,
    _reduce,
    _shading,
    _with_shadow,
)
from paigow_desktop.ui.art.palette import (
    _DIE_PALETTES,
    _PALETTES,
    CHIP_ASPECT,
    CHIP_COLOURS,
    CHIP_EDGE,
    TILE_ASPECT,
    Palette,
    Theme,
)


def _tile_body(width_px: int, theme: Theme) -> Image.Image:
    """A blank tile face ``width_px`` wide: body, shading and outline, no pips, no shadow."""
    return _body(
        width_px, tile_height(width_px), width_px * 0.13, _PALETTES[theme], supersample_factor(width_px)
    )


def _finish_tile(blank: Image.Image, tile: Tile | None, theme: Theme, shadow: bool) -> Image.Image:
    """``tile``'s pips (or the back's pattern) laid on a copy of a blank face, and its shadow."""
    w, h = blank.size
    face = blank.copy()
    if tile is None:
        _paint_back(face, _PALETTES[theme], supersample_factor(w))
    else:
        _paint_spots(face, _tile_layout(tile), w, h / TILE_ASPECT, _PALETTES[theme], supersample_factor(w))
    return _with_shadow(face, shadow_margin(w, shadow), 0.55)


def _paint_back(face: Image.Image, pal: Palette, scale: int) -> None:
    """A casino tile's back: plain, with a faint engraved panel and a fine lattice inside it,
    the same after a half turn, and nothing that could be read as pips."""
    w, h = face.size
    big_w, big_h = w * scale, h * scale
    ink = (*pal.plain, 255)
    inset, radius = w * 0.15 * scale, w * 0.1 * scale
    panel = (inset, inset, big_w - inset, big_h - inset)
    frame = Image.new("L", (big_w, big_h), 0)
    ImageDraw.Draw(frame).rounded_rectangle(
        panel, radius, outline=255, width=max(1, round(w * 0.035 * scale))
    )
    inside = Image.new("L", (big_w, big_h), 0)
    ImageDraw.Draw(inside).rounded_rectangle(panel, radius, fill=255)
    lattice = Image.new("L", (big_w, big_h), 0)
    draw = ImageDraw.Draw(lattice)
    step, line = w * 0.22 * scale, max(1, round(w * 0.025 * scale))
    for k in range(-int(big_h / step) - 2, int(big_w / step) + 3):
        x = big_w / 2 + k * step  # centred, so the lattice looks the same after a half turn
        draw.line((x - big_h, big_h / 2 - big_h, x + big_h, big_h / 2 + big_h), fill=255, width=line)
        draw.line((x + big_h, big_h / 2 - big_h, x - big_h, big_h / 2 + big_h), fill=255, width=line)
    lattice = ImageChops.multiply(lattice, inside)
    strength = ImageChops.add(frame.point(lambda v: v * 60 // 255), lattice.point(lambda v: v * 20 // 255))
    overlay = Image.new("RGBA", (big_w, big_h), ink)
    overlay.putalpha(strength)
    overlay = _reduce(overlay, (w, h))
    alpha = face.getchannel("A")
    face.alpha_composite(overlay)
    face.putalpha(alpha)


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


def render_chip(value: int, width_px: int) -> Image.Image:
    """A casino chip of ``value`` dollars seen at a slant, ``width_px`` wide and
    ``round(width_px * CHIP_ASPECT)`` high: its coloured top with white edge inserts and an
    inlay ring, and its edge below (chips stack by rising ``CHIP_EDGE * width_px`` each)."""
    _check_size(width_px)
    colour = CHIP_COLOURS[value]
    scale = max(4, supersample_factor(width_px))
    w, h = width_px * scale, round(width_px * CHIP_ASPECT) * scale
    edge = CHIP_EDGE * width_px * scale
    top_h = h - edge
    light = (255, 255, 255) if value != 1 else (70, 110, 190)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    side = _mix(colour, (0, 0, 0), 0.35)
    draw.ellipse((0, edge, w - 1, h - 1), fill=(*side, 255))
    draw.rectangle((0, top_h / 2, w - 1, top_h / 2 + edge), fill=(*side, 255))
    for k in range(6):  # the inserts seen on the edge, at the front
        angle = math.radians(30 + 60 * k)
        if math.sin(angle) <= 0.2:
            continue
        x = w / 2 + (w / 2) * math.cos(angle)
        half = w * 0.035
        draw.rectangle((x - half, top_h / 2 + (top_h / 2) * math.sin(angle), x + half, h), fill=(*light, 255))
    draw.ellipse((0, edge, w - 1, h - 1), outline=(0, 0, 0, 90), width=scale)
    top = (0, 0, w - 1, top_h - 1)
    draw.ellipse(top, fill=(*colour, 255))
    for k in range(6):
        start = 60 * k + 15
        draw.pieslice(top, start, start + 22, fill=(*light, 255))
    inner = (w * 0.13, top_h * 0.13, w * 0.87, top_h * 0.87)
    draw.ellipse(inner, fill=(*colour, 255))
    ring = (w * 0.24, top_h * 0.24, w * 0.76, top_h * 0.76)
    draw.ellipse(ring, outline=(*_mix(colour, light, 0.6), 255), width=max(1, round(w * 0.025)))
    draw.ellipse(top, outline=(0, 0, 0, 110), width=scale)
    # Clip the edge's stripes to the chip's outline.
    shape = Image.new("L", (w, h), 0)
    shaper = ImageDraw.Draw(shape)
    shaper.ellipse(top, fill=255)
    shaper.ellipse((0, edge, w - 1, h - 1), fill=255)
    shaper.rectangle((0, top_h / 2, w - 1, top_h / 2 + edge), fill=255)
    image.putalpha(ImageChops.multiply(image.getchannel("A"), shape))
    return _reduce(image, (width_px, round(width_px * CHIP_ASPECT)))


# Long: one drawing, top to bottom (the body, its bands, the open mouth and rim)
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
    width = round(height / TILE_ASPECT)
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
