"""Tile and dice pictures for the scene: the Pillow renderer's images as pixmaps, cached by pixel size."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF
from PySide6.QtGui import QIcon, QPixmap

from .art import Theme, TileArt, render_icon, tile_face_rect
from .qt_art import to_qpixmap

__all__ = ["SceneArtwork", "app_icon"]


def app_icon() -> QIcon:
    """The app's icon, the Gee Joon pair, drawn by the same renderer as the tiles."""
    icon = QIcon()
    for size in (64, 256):
        icon.addPixmap(to_qpixmap(render_icon(size), 1.0))
    return icon


class SceneArtwork:
    """What :class:`~paigow_desktop.table_scene.TableScene` draws with (its ``Artwork``).

    Tiles ask at paint time for exactly their on-screen pixel width, so they stay
    sharp at any window size and device pixel ratio; pixel widths are rounded to
    even numbers to keep the cache small while a window is being resized.
    """

    def __init__(self, art: TileArt, theme: Theme = Theme.CASINO, max_entries: int = 256) -> None:
        self.art = art
        self.theme = theme
        self.max_entries = max_entries
        self._pixmaps: OrderedDict[tuple[str, Theme, int, float], tuple[QPixmap, QRectF]] = OrderedDict()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._pixmaps.clear()

    def _keep(self, key: tuple[str, Theme, int, float], value: tuple[QPixmap, QRectF]) -> None:
        self._pixmaps[key] = value
        while len(self._pixmaps) > self.max_entries:
            self._pixmaps.popitem(last=False)

    def tile(self, name: str, pixel_width: int, dpr: float) -> tuple[QPixmap, QRectF]:
        pixels = max(4, pixel_width + pixel_width % 2)
        key = (name, self.theme, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        pixmap = to_qpixmap(self.art.image(name, pixels, self.theme), dpr)
        x, y, w, h = tile_face_rect(pixels)
        body = QRectF(x / dpr, y / dpr, w / dpr, h / dpr)
        self._keep(key, (pixmap, body))
        return pixmap, body

    def die(self, face: int, pixel_size: int, dpr: float) -> QPixmap:
        pixels = max(8, pixel_size + pixel_size % 2)
        key = (f"die-{face}", self.theme, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is None:
            found = (to_qpixmap(self.art.image(f"die-{face}", pixels, self.theme), dpr), QRectF())
            self._keep(key, found)
        return found[0]
