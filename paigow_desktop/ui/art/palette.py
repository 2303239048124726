"""The art's themes and colours: tile bodies, pips (red, white, the Chinese black-and-red), dice."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

RGB = tuple[int, int, int]


#: Height of a tile's face divided by its width.
TILE_ASPECT = 2.5


#: Names :class:`TileArt` knows besides the 21 tiles ("6-6" ...).
BACK = "back"


CUP = "cup"


DIE_NAMES = tuple(f"die-{n}" for n in range(1, 7))


#: Chip values in whole dollars, largest first, and the colours casinos commonly give them.
CHIP_VALUES = (1000, 500, 100, 25, 5, 1)
CHIP_COLOURS: dict[int, RGB] = {
    1000: (232, 150, 30),  # orange
    500: (112, 48, 150),  # purple
    100: (30, 30, 34),  # black
    25: (24, 128, 64),  # green
    5: (196, 30, 40),  # red
    1: (236, 234, 226),  # white
}
CHIP_NAMES = tuple(f"chip-{v}" for v in CHIP_VALUES)
#: A chip image's height over its width: the top seen at a slant, and its edge.
CHIP_ASPECT = 0.72
#: The edge of one chip, as a fraction of its width: how far each chip in a stack rises.
CHIP_EDGE = 0.12


class Theme(enum.Enum):
    """How the tiles look."""

    #: Opaque black tiles, pips painted red or white (as in card rooms).
    CASINO = "casino"
    #: Ivory or bone tiles, pips painted red or black (as in old sets).
    IVORY = "ivory"


class PipRole(enum.Enum):
    """Which paint a pip takes."""

    #: Every one and every four, and half of each six on Teen.
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
