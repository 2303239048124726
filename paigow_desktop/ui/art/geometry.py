"""Where things are on a tile or a die, in pixels of the returned image: sizes, margins, pip centres."""

from __future__ import annotations

import math

from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art.paint import _check_face
from paigow_desktop.ui.art.palette import TILE_ASPECT, PipCentre, PipRole

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
        return []  # a back bears no spots: nothing on it may read as a face
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
    """Centre and role of every pip (none for a back, ``None``)."""
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
