"""The Qt side of the tile art: Pillow images as QPixmaps, cached by on-screen pixel size.

A tile item asks, at paint time, for exactly the pixels it covers on screen (its
logical width times the view's scale times the device pixel ratio), so tiles
stay sharp at any window size and scale and a bitmap is never enlarged.  Pixel
widths are rounded up to an even number, so a window being resized shares
pictures between neighbouring sizes.
"""

from __future__ import annotations

from collections import OrderedDict

from PIL import Image
from PySide6.QtCore import QRectF
from PySide6.QtGui import QIcon, QImage, QPixmap

from paigow_desktop.ui.art import Theme, TileArt, canonical_name, render_icon, tile_face_rect

__all__ = ["SceneArtwork", "app_icon", "to_qpixmap"]


def to_qpixmap(image: Image.Image, dpr: float = 1.0) -> QPixmap:
    """``image`` as a QPixmap whose device pixel ratio is ``dpr``.

    The pixmap has the image's pixel size; its size in logical pixels is that
    divided by ``dpr``.
    """
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    # QImage only borrows ``data``: converting makes the deep copy.  Premultiplied ARGB is the
    # raster engine's own format, so drawing the pixmap never converts it again (several
    # times faster for turned tiles).
    pixmap = QPixmap.fromImage(qimage.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied))
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


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

    def cup(self, pixel_size: int, dpr: float) -> QPixmap:
        """The dice cup, ``pixel_size`` device pixels square."""
        pixels = max(8, pixel_size + pixel_size % 2)
        key = ("cup", self.theme, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is None:
            found = (to_qpixmap(self.art.image("cup", pixels, self.theme), dpr), QRectF())
            self._keep(key, found)
        return found[0]

    def chip(self, value: int, pixel_width: int, dpr: float) -> QPixmap:
        """A chip of ``value`` dollars, ``pixel_width`` device pixels wide."""
        pixels = max(8, pixel_width + pixel_width % 2)
        key = (f"chip-{value}", self.theme, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is None:
            found = (to_qpixmap(self.art.image(f"chip-{value}", pixels, self.theme), dpr), QRectF())
            self._keep(key, found)
        return found[0]

    def card(self, name: str, pixel_width: int, dpr: float) -> QPixmap:
        """A playing card (``"card-As"`` .. ``"card-JK"``, ``"card-back"``), ``pixel_width``
        device pixels wide and ``card_height`` of that high."""
        pixels = max(8, pixel_width + pixel_width % 2)
        kind = canonical_name(name)
        key = (kind, self.theme, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is None:
            found = (to_qpixmap(self.art.image(kind, pixels, self.theme), dpr), QRectF())
            self._keep(key, found)
        else:
            self._pixmaps.move_to_end(key)
        return found[0]
