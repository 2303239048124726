"""Playing cards for Pai Gow Poker, drawn with Pillow at exactly the width asked for.

A card is ``width`` pixels wide and ``card_height(width)`` high (the poker size,
88.9 by 63.5 mm), with rounded, transparent corners.  Like the tiles, each card is
drawn several times larger than wanted and reduced once, so small cards stay crisp.
Suit symbols are polygons and circles; only the rank letters use a font, and any
font will do (see :mod:`paigow_desktop.ui.art.card_shapes`).

Faces: the index (rank over suit) in the top-left corner and again, turned half
round, in the bottom-right; pips laid out as on real cards; the court cards are
double-headed figures of this project's own in a framed panel; the joker wears a
jester's cap.  Backs: a border around a fine lattice, deep red in the casino theme
and deep blue in the ivory one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw

from paigow_desktop.games.paigow_poker.cards import DECK, JOKER, Card
from paigow_desktop.ui.art.cache import ArtKind, register_art
from paigow_desktop.ui.art.card_shapes import (
    CARD_ASPECT,
    PIP_LAYOUTS,
    PIP_SIZE,
    RANK_LABELS,
    draw_suit,
    text_mask,
)
from paigow_desktop.ui.art.geometry import supersample_factor
from paigow_desktop.ui.art.paint import _check_size, _mix, _reduce
from paigow_desktop.ui.art.palette import RGB, Theme

__all__ = [
    "CARD_ASPECT",
    "CARD_BACK",
    "CardPalette",
    "card_height",
    "card_kind",
    "card_names",
    "card_palette",
    "parse_card_kind",
    "render_card",
    "render_contact_sheet",
]

#: The cache's name for a card back; faces are ``"card-As"`` .. ``"card-JK"``.
CARD_BACK = "card-back"
CARD_PREFIX = "card-"


@dataclass(frozen=True)
class CardPalette:
    """The colours of one theme's cards."""

    paper: RGB
    edge: RGB
    red: RGB
    black: RGB
    gold: RGB
    back: RGB
    back_line: RGB


_CARD_PALETTES = {
    Theme.CASINO: CardPalette(
        paper=(253, 253, 251),
        edge=(150, 150, 150),
        red=(204, 22, 34),
        black=(18, 18, 22),
        gold=(222, 172, 48),
        back=(150, 20, 32),
        back_line=(214, 92, 100),
    ),
    Theme.IVORY: CardPalette(
        paper=(250, 245, 231),
        edge=(150, 132, 100),
        red=(190, 26, 36),
        black=(24, 22, 22),
        gold=(200, 150, 50),
        back=(24, 52, 116),
        back_line=(96, 132, 196),
    ),
}


def card_palette(theme: Theme) -> CardPalette:
    """The colours of cards in ``theme``."""
    return _CARD_PALETTES[theme]


def card_height(width_px: int) -> int:
    """A card's height in pixels for its width (the poker card's proportions)."""
    return max(1, round(width_px * CARD_ASPECT))


def card_kind(card: Card | None) -> str:
    """The cache's name for ``card`` (``"card-As"``, ``"card-JK"``), or the back for ``None``."""
    return CARD_BACK if card is None else CARD_PREFIX + str(card)


def parse_card_kind(kind: str) -> Card | None:
    """The card a name like ``"card-As"`` stands for, ``None`` for ``"card-back"``."""
    if not kind.lower().startswith(CARD_PREFIX):
        raise ValueError(f"{kind!r} is not a card's name")
    rest = kind[len(CARD_PREFIX) :]
    return None if rest.lower() == "back" else Card.parse(rest)


def card_names() -> tuple[str, ...]:
    """The names of all 53 faces and the back."""
    return (*(card_kind(c) for c in DECK), CARD_BACK)


class _Canvas:
    """A supersampled drawing of one card: ``u`` is the card's width in drawing pixels."""

    def __init__(self, width_px: int) -> None:
        self.scale = supersample_factor(width_px)
        self.size = (width_px, card_height(width_px))
        self.w, self.h = width_px * self.scale, self.size[1] * self.scale
        self.u = float(self.w)
        self.image = Image.new("RGBA", (self.w, self.h), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)

    def finish(self) -> Image.Image:
        card = _reduce(self.image, self.size)
        # Clear the faint ringing the filter leaves outside the rounded corners.
        alpha = card.getchannel("A").point(lambda v: 0 if v < 4 else v)
        card.putalpha(alpha)
        return Image.composite(
            card, Image.new("RGBA", card.size, (0, 0, 0, 0)), alpha.point(lambda v: v and 255)
        )

    def paste_mask(self, mask: Image.Image, xy: tuple[float, float], colour: RGB) -> None:
        self.image.paste(colour, (round(xy[0]), round(xy[1])), mask)


def _body(c: _Canvas, pal: CardPalette) -> None:
    radius = max(c.u * 0.07, 3.0 * c.scale)  # at least 3 px, so the corners of small cards stay round
    line = max(1, round(c.scale * 0.8))
    c.draw.rounded_rectangle((0, 0, c.w - 1, c.h - 1), radius, fill=(*pal.paper, 255))
    c.draw.rounded_rectangle((0, 0, c.w - 1, c.h - 1), radius, outline=(*pal.edge, 255), width=line)


def _ink(card: Card, pal: CardPalette) -> RGB:
    return pal.red if card.suit in (1, 2) else pal.black


def _turned(c: _Canvas, paint: Callable[[ImageDraw.ImageDraw, Image.Image], None]) -> None:
    """Draw with ``paint(layer_draw)`` on a clear layer, and lay it down twice: as drawn and
    turned half round (how indices and court figures sit on real cards)."""
    layer = Image.new("RGBA", c.image.size, (0, 0, 0, 0))
    paint(ImageDraw.Draw(layer), layer)
    c.image.alpha_composite(layer)
    c.image.alpha_composite(layer.rotate(180))


def _index(card: Card, c: _Canvas, pal: CardPalette) -> None:
    """Rank over suit in the top-left corner and, turned, in the bottom-right one."""
    ink = _ink(card, pal)
    label = RANK_LABELS[card.rank]
    # Small cards get larger indices (up to 1.3 times at 24 px), which is all one reads of them.
    grow = min(1.3, max(1.0, 1.0 + (48 - c.size[0]) / 80))
    cx, top = c.u * (0.11 - 0.01 * (grow - 1) / 0.3), c.u * 0.06
    text_h = c.u * 0.15 * grow
    mask = text_mask(label, c.u * (min(0.19, 0.17 * grow) if len(label) > 1 else 0.15 * grow), text_h)

    def paint(draw: ImageDraw.ImageDraw, layer: Image.Image) -> None:
        layer.paste(ink, (round(cx - mask.width / 2), round(top)), mask)
        suit_h = c.u * 0.13 * grow
        draw_suit(draw, card.suit, cx, top + text_h + c.u * 0.035 + suit_h / 2, suit_h, (*ink, 255))

    _turned(c, paint)


def _pips(card: Card, c: _Canvas, pal: CardPalette) -> None:
    ink = (*_ink(card, pal), 255)
    if card.rank == 14:
        size = 0.5 if card.suit == 0 else 0.3
        if card.suit == 0:  # the ace of spades: larger, in a ring
            r = c.u * 0.33
            line = max(1, round(c.u * 0.012))
            c.draw.ellipse((c.w / 2 - r, c.h / 2 - r, c.w / 2 + r, c.h / 2 + r), outline=ink, width=line)
        draw_suit(c.draw, card.suit, c.w / 2, c.h / 2, c.u * size, ink)
        return
    for fx, fy in PIP_LAYOUTS[card.rank]:
        draw_suit(c.draw, card.suit, fx * c.w, fy * c.h, c.u * PIP_SIZE, ink, flip=fy > 0.5 + 1e-9)


def _panel(c: _Canvas) -> tuple[float, float, float, float]:
    """The framed panel of a court card or the joker, inside the indices."""
    return (c.u * 0.23, c.h * 0.1, c.w - c.u * 0.23, c.h * 0.9)


def _headgear(
    draw: ImageDraw.ImageDraw, rank: int, x: float, y: float, s: float, pal: CardPalette, ink: RGB
) -> None:
    """A crown (king), a tiara with pearls (queen) or a feathered cap (jack) whose base is
    centred at (x, y), ``s`` pixels wide."""
    gold, dark = (*pal.gold, 255), (*ink, 255)
    if rank == 13:
        points = [
            (x - s / 2, y),
            (x - s / 2, y - s * 0.55),
            (x - s / 4, y - s * 0.25),
            (x, y - s * 0.7),
            (x + s / 4, y - s * 0.25),
            (x + s / 2, y - s * 0.55),
            (x + s / 2, y),
        ]
        draw.polygon(points, fill=gold, outline=dark, width=max(1, round(s * 0.04)))
        draw.rectangle((x - s / 2, y - s * 0.14, x + s / 2, y), fill=dark)
    elif rank == 12:
        draw.chord(
            (x - s / 2, y - s * 0.5, x + s / 2, y + s * 0.5),
            180,
            360,
            fill=gold,
            outline=dark,
            width=max(1, round(s * 0.04)),
        )
        r = s * 0.08
        for k in (-2, -1, 0, 1, 2):
            angle = math.radians(270 + k * 34)
            px, py = x + math.cos(angle) * s * 0.5, y + math.sin(angle) * s * 0.5
            draw.ellipse((px - r, py - r, px + r, py + r), fill=dark)
    else:
        draw.polygon(
            [(x - s / 2, y), (x - s * 0.3, y - s * 0.45), (x + s * 0.35, y - s * 0.4), (x + s / 2, y)],
            fill=dark,
        )
        feather = [(x + s * 0.12, y - s * 0.3), (x + s * 0.32, y - s * 0.8), (x + s * 0.62, y - s * 1.05)]
        draw.polygon([*feather, (x + s * 0.52, y - s * 0.7), (x + s * 0.3, y - s * 0.35)], fill=gold)
        draw.rectangle((x - s / 2, y - s * 0.1, x + s / 2, y), fill=gold)


def _head(
    draw: ImageDraw.ImageDraw, rank: int, x: float, y: float, r: float, pal: CardPalette, ink: RGB, line: int
) -> None:
    """A round face with two eyes: the queen's long hair behind it, the king's beard below."""
    dark = (*ink, 255)
    if rank == 12:
        draw.rounded_rectangle((x - r * 1.3, y - r * 0.6, x + r * 1.3, y + r * 1.9), r * 0.6, fill=dark)
    draw.ellipse((x - r, y - r, x + r, y + r), fill=(*pal.paper, 255), outline=dark, width=line)
    if rank == 13:
        draw.polygon([(x - r * 0.8, y + r * 0.55), (x + r * 0.8, y + r * 0.55), (x, y + r * 1.8)], fill=dark)
    eye = r * 0.16
    for side in (-1, 1):
        ex, ey = x + side * r * 0.38, y - r * 0.12
        draw.ellipse((ex - eye, ey - eye, ex + eye, ey + eye), fill=dark)


def _court_frame(c: _Canvas, pal: CardPalette, ink: RGB) -> tuple[float, float, float, int]:
    """A court card's framed panel, halved across the middle, in the suit's colour: its left,
    top and right edges and the frame's line width."""
    x0, y0, x1, y1 = _panel(c)
    line = max(1, round(c.u * 0.018))
    c.draw.rectangle(
        (x0, y0, x1, y1), fill=(*_mix(pal.paper, ink, 0.1), 255), outline=(*ink, 255), width=line
    )
    c.draw.line((x0, c.h / 2, x1, c.h / 2), fill=(*ink, 255), width=line)
    return x0, y0, x1, line


def _court(card: Card, c: _Canvas, pal: CardPalette) -> None:
    """A framed panel holding a double-headed figure and the big letter in each half."""
    ink = _ink(card, pal)
    x0, y0, x1, line = _court_frame(c, pal, ink)
    pw, ph = x1 - x0, c.h / 2 - y0
    letter = text_mask(RANK_LABELS[card.rank], pw * 0.34, ph * 0.34)

    def paint(draw: ImageDraw.ImageDraw, layer: Image.Image) -> None:
        head_x, head_r = x0 + pw * 0.36, pw * 0.13
        head_y = y0 + ph * 0.52
        # Shoulders (a robe in the suit's colour, with a gold collar), then the head and its headgear.
        draw.polygon(
            [
                (head_x - pw * 0.3, c.h / 2),
                (head_x - pw * 0.16, head_y + head_r * 1.3),
                (head_x + pw * 0.16, head_y + head_r * 1.3),
                (head_x + pw * 0.3, c.h / 2),
            ],
            fill=(*ink, 255),
        )
        draw.polygon(
            [
                (head_x - pw * 0.1, head_y + head_r * 1.2),
                (head_x + pw * 0.1, head_y + head_r * 1.2),
                (head_x, head_y + head_r * 2.4),
            ],
            fill=(*pal.gold, 255),
        )
        _head(draw, card.rank, head_x, head_y, head_r, pal, ink, line)
        _headgear(draw, card.rank, head_x, head_y - head_r * 0.75, pw * 0.32, pal, ink)
        layer.paste(ink, (round(x1 - pw * 0.08 - letter.width), round(y0 + ph * 0.1)), letter)
        draw_suit(draw, card.suit, x1 - pw * 0.08 - letter.width / 2, y0 + ph * 0.72, pw * 0.2, (*ink, 255))

    _turned(c, paint)


#: Below this width (in pixels drawn) a court card's figure is too small to read: its panel holds
#: the big letter over a big suit symbol instead, so its suit shows at a glance.
SMALL_COURT = 80


def _small_court(card: Card, c: _Canvas, pal: CardPalette) -> None:
    """The court card's panel at a small size: in each half, its letter and a large suit
    symbol in the suit's colour (the figure could not be told at this size, and the suit was
    then read off the tiny corner index alone)."""
    ink = _ink(card, pal)
    x0, y0, x1, _ = _court_frame(c, pal, ink)
    pw, ph = x1 - x0, c.h / 2 - y0
    letter = text_mask(RANK_LABELS[card.rank], pw * 0.42, ph * 0.4)

    def paint(draw: ImageDraw.ImageDraw, layer: Image.Image) -> None:
        layer.paste(ink, (round(x0 + pw * 0.08), round(y0 + ph * 0.08)), letter)
        size = min(pw * 0.5, ph * 0.5)
        draw_suit(draw, card.suit, x1 - pw * 0.08 - size / 2, y0 + ph * 0.62, size, (*ink, 255))

    _turned(c, paint)


def _star(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: tuple[int, ...]) -> None:
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.radians(-90 + 36 * k)
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _joker(c: _Canvas, pal: CardPalette) -> None:
    """A jester's three-pointed cap with bells over a star, and "JOKER" down two corners."""
    red, black, gold = (*pal.red, 255), (*pal.black, 255), (*pal.gold, 255)
    cx, base, s = c.w / 2, c.h * 0.56, c.u * 0.62
    tips = [(cx - s * 0.5, base - s * 0.55), (cx, base - s * 0.95), (cx + s * 0.5, base - s * 0.55)]
    band = base - s * 0.05
    for (tx, ty), fill, left, right in zip(
        tips, (red, black, red), (-0.45, -0.2, 0.05), (-0.05, 0.2, 0.45), strict=True
    ):
        c.draw.polygon([(cx + left * s, band), (tx, ty), (cx + right * s, band)], fill=fill)
        r = s * 0.075
        c.draw.ellipse(
            (tx - r, ty - r, tx + r, ty + r), fill=gold, outline=black, width=max(1, round(r * 0.25))
        )
    c.draw.rounded_rectangle(
        (cx - s * 0.48, band - s * 0.02, cx + s * 0.48, base + s * 0.1), s * 0.04, fill=gold
    )
    for k in range(4):
        d = s * 0.06
        x = cx - s * 0.33 + k * s * 0.22
        c.draw.polygon(
            [
                (x, base + s * 0.04 - d),
                (x + d, base + s * 0.04),
                (x, base + s * 0.04 + d),
                (x - d, base + s * 0.04),
            ],
            fill=red if k % 2 == 0 else black,
        )
    _star(c.draw, cx, base + s * 0.42, s * 0.22, red)
    letters = [text_mask(ch, c.u * 0.1, c.u * 0.085) for ch in "JOKER"]

    def paint(draw: ImageDraw.ImageDraw, layer: Image.Image) -> None:
        y = c.u * 0.07
        for mask in letters:
            layer.paste(pal.red, (round(c.u * 0.11 - mask.width / 2), round(y)), mask)
            y += c.u * 0.12
        _star(draw, c.u * 0.11, y + c.u * 0.05, c.u * 0.065, red)

    _turned(c, paint)


def _back(c: _Canvas, pal: CardPalette) -> None:
    """A white border around a deep-coloured panel with a fine lattice and a frame."""
    inset, radius = c.u * 0.06, c.u * 0.04
    panel = (inset, inset, c.w - inset, c.h - inset)
    c.draw.rounded_rectangle(panel, radius, fill=(*pal.back, 255))
    lattice = Image.new("L", c.image.size, 0)
    draw = ImageDraw.Draw(lattice)
    step, line = c.u * 0.09, max(1, round(c.u * 0.012))
    cx, cy = c.w / 2, c.h / 2
    for k in range(-int(c.h / step) - 2, int(c.h / step) + 3):
        x = cx + k * step  # centred, so the back looks the same after a half turn
        draw.line((x - c.h, cy - c.h, x + c.h, cy + c.h), fill=255, width=line)
        draw.line((x + c.h, cy - c.h, x - c.h, cy + c.h), fill=255, width=line)
    inside = Image.new("L", c.image.size, 0)
    ImageDraw.Draw(inside).rounded_rectangle(panel, radius, fill=255)
    lattice = ImageChops.multiply(lattice, inside).point(lambda v: v * 150 // 255)
    c.image.paste(pal.back_line, (0, 0), lattice)
    frame = c.u * 0.1
    c.draw.rounded_rectangle(
        (frame, frame, c.w - frame, c.h - frame), radius, outline=(*pal.back_line, 255), width=line * 2
    )
    r = c.u * 0.14
    c.draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r), fill=(*pal.back, 255), outline=(*pal.back_line, 255), width=line * 2
    )
    _star(c.draw, cx, cy, r * 0.62, (*pal.back_line, 255))


def render_card(card: Card | None, width_px: int, theme: Theme = Theme.CASINO) -> Image.Image:
    """``card`` (its back for ``None``) ``width_px`` wide and :func:`card_height` high, RGBA."""
    _check_size(width_px)
    pal = _CARD_PALETTES[theme]
    c = _Canvas(width_px)
    _body(c, pal)
    if card is None:
        _back(c, pal)
    elif card.joker:
        _joker(c, pal)
    else:
        _index(card, c, pal)
        if card.rank in (11, 12, 13) and width_px < SMALL_COURT:
            _small_court(card, c, pal)
        elif card.rank in (11, 12, 13):
            _court(card, c, pal)
        else:
            _pips(card, c, pal)
    return c.finish()


def render_contact_sheet(
    width_px: int, theme: Theme = Theme.CASINO, background: RGB | None = None
) -> Image.Image:
    """Every face and the back, ``width_px`` wide each, in a grid: a suit to a row (two to
    ace), then the joker and the back.  Transparent between cards unless ``background``."""
    _check_size(width_px)
    gap = max(2, round(width_px * 0.1))
    h = card_height(width_px)
    columns, rows = 13, 5
    sheet = Image.new(
        "RGBA",
        (columns * width_px + (columns + 1) * gap, rows * h + (rows + 1) * gap),
        (0, 0, 0, 0) if background is None else (*background, 255),
    )
    cells: list[tuple[int, int, Card | None]] = [(c.suit, c.rank - 2, c) for c in DECK if not c.joker]
    cells += [(4, 0, JOKER), (4, 1, None)]
    for row, column, card in cells:
        sheet.alpha_composite(
            render_card(card, width_px, theme), (gap + column * (width_px + gap), gap + row * (h + gap))
        )
    return sheet


register_art(
    ArtKind(
        CARD_PREFIX,
        lambda name: card_kind(parse_card_kind(name)),
        lambda name, px, theme: render_card(parse_card_kind(name), px, theme),
    )
)
