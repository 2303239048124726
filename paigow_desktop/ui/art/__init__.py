"""Pai Gow tiles, Chinese dice, a dice cup and casino chips, drawn with Pillow at any size.

Every image is drawn fresh at the size asked for: shapes are drawn several times
larger than wanted and then reduced with a Lanczos filter, so edges are smooth and
nothing is ever an enlarged bitmap.  This package needs only Pillow; the Qt side
lives in :mod:`paigow_desktop.ui.qt_art`.

Geometry (all in pixels of the returned image):

* A tile's face is ``width`` wide and ``round(width * 2.5)`` high, standing upright.
  With ``shadow=True`` the image grows by a margin on the right and at the bottom
  that holds a soft drop shadow; the face always sits at the top-left corner.
  :func:`tile_image_size` and :func:`tile_face_rect` say exactly where.
* The top end of a tile shows ``tile.high`` and the bottom end ``tile.low``.  There
  is no bar between the ends: the gap between the two groups of pips tells them apart.
* :func:`pip_centres` gives the centre and colour role of every pip, so tests and
  the UI can find them.

A game with art of its own registers it with the cache (:func:`register_art`): Pai Gow
Poker's playing cards are drawn the same way by :mod:`paigow_desktop.ui.games.paigow_poker.card_art`.

Use one :class:`TileArt` per application: it caches rendered images by name,
theme and pixel size.
"""

from paigow_desktop.ui.art.cache import ArtKind, TileArt, art_names, canonical_name, register_art
from paigow_desktop.ui.art.geometry import (
    die_face_rect,
    die_image_size,
    die_pip_centres,
    pip_centres,
    shadow_margin,
    supersample_factor,
    tile_face_rect,
    tile_height,
    tile_image_size,
)
from paigow_desktop.ui.art.palette import (
    BACK,
    CHIP_ASPECT,
    CHIP_EDGE,
    CHIP_NAMES,
    CHIP_VALUES,
    CUP,
    DIE_NAMES,
    TILE_ASPECT,
    Palette,
    PipCentre,
    PipRole,
    Theme,
    palette,
)
from paigow_desktop.ui.art.render import render_chip, render_dice_cup, render_die, render_icon, render_tile

__all__ = [
    "BACK",
    "CHIP_ASPECT",
    "CHIP_EDGE",
    "CHIP_NAMES",
    "CHIP_VALUES",
    "CUP",
    "DIE_NAMES",
    "TILE_ASPECT",
    "ArtKind",
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
    "register_art",
    "render_chip",
    "render_dice_cup",
    "render_die",
    "render_icon",
    "render_tile",
    "shadow_margin",
    "supersample_factor",
    "tile_face_rect",
    "tile_height",
    "tile_image_size",
]
