"""One cache of rendered art per application, keyed by name, theme and pixel size.

It draws the tiles, dice, cup and chips itself; a game with art of its own (Pai Gow Poker's
playing cards) registers a kind of art by its names' prefix (:func:`register_art`), so the cache
knows no game.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art.paint import _check_size
from paigow_desktop.ui.art.palette import BACK, CHIP_NAMES, CUP, DIE_NAMES, Theme
from paigow_desktop.ui.art.render import (
    _die_body,
    _finish_die,
    _finish_tile,
    _tile_body,
    render_chip,
    render_dice_cup,
)


@dataclass(frozen=True)
class ArtKind:
    """A kind of art a game draws itself, named ``prefix…`` (``card-As``): ``canonical`` gives a
    name's one spelling, ``render`` draws it at a pixel width in a theme (never with a shadow)."""

    prefix: str
    canonical: Callable[[str], str]
    render: Callable[[str, int, Theme], Image.Image]


_KINDS: dict[str, ArtKind] = {}


def register_art(kind: ArtKind) -> None:
    """Draw the names starting with ``kind.prefix`` by ``kind`` (a game's art module calls this
    when it is imported)."""
    _KINDS[kind.prefix] = kind


def _kind_of(name: str) -> ArtKind | None:
    lowered = name.lower()
    return next((kind for prefix, kind in _KINDS.items() if lowered.startswith(prefix)), None)


def art_names() -> tuple[str, ...]:
    """Every name :class:`TileArt` draws: the 21 tiles, the back, the six dice, the cup, the chips."""
    from paigow_desktop.tiles.tile import KINDS

    return (*(str(t) for t in KINDS), BACK, *DIE_NAMES, CUP, *CHIP_NAMES)


def canonical_name(name: str) -> str:
    """The cache's name for ``name``: tiles as ``6-6`` (``66`` and ``2-4`` are accepted)."""
    if name in (BACK, CUP) or name in DIE_NAMES or name in CHIP_NAMES:
        return name
    kind = _kind_of(name)  # a game's own art ("card-As" .. "card-JK", "card-back")
    if kind is not None:
        return kind.canonical(name)
    return str(Tile.parse(name))


class TileArt:
    """Rendered tiles, dice and the cup, kept by (name, theme, pixel size, shadow).

    Names are ``"6-6"`` (any tile), ``"back"``, ``"die-1"`` .. ``"die-6"``, ``"cup"`` and the
    chips ``"chip-1"`` .. ``"chip-1000"`` (their sizes are widths), and the names of the kinds
    of art registered by games (:func:`register_art`: widths, no shadow).
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
        if _kind_of(name) is not None:
            shadow = False
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
        kind = _kind_of(name)
        if kind is not None:
            return kind.render(name, px, theme)
        if name == CUP:
            return render_dice_cup(px)
        if name in CHIP_NAMES:
            return render_chip(int(name[5:]), px)
        if name in DIE_NAMES:
            return _finish_die(self._blank("die", theme, px), int(name[4:]), theme, shadow)
        tile = None if name == BACK else Tile.parse(name)
        return _finish_tile(self._blank("tile", theme, px), tile, theme, shadow)
