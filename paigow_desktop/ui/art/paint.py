"""Pillow drawing helpers: supersampled rounded bodies, drilled pips, soft shadows."""

from __future__ import annotations

import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from paigow_desktop.ui.art.palette import RGB, Palette, PipRole


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


def _shading(width: int, height: int, values: list[int]) -> Image.Image:
    """An L image ``width`` by ``height`` whose columns follow ``values`` from left to right."""
    row = Image.new("L", (len(values), 1))
    row.putdata(values)
    return row.resize((width, height), Image.Resampling.BILINEAR)
