"""The Qt side of the tile art: Pillow images as QPixmaps, cached by on-screen pixel size.

A tile item asks, at paint time, for exactly the pixels it covers on screen
(its logical width times the view's scale times the device pixel ratio) and
draws the pixmap into its logical rectangle::

    pixmap = cache.pixmap("6-6", item_width, theme, view_scale * device_pixel_ratio)
    painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))

Pixel widths are rounded *up* to an even number, so a few neighbouring zoom
levels share one pixmap and a pixmap is never drawn larger than it was rendered.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PIL import Image
from PySide6.QtGui import QImage, QPixmap

from .art import Theme, TileArt, canonical_name

__all__ = ["PixmapCache", "to_qpixmap"]


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


class PixmapCache:
    """QPixmaps of tiles, dice and the cup, kept by (name, theme, pixel width, shadow).

    It draws through a :class:`~paigow_desktop.art.TileArt` (pass the application's
    one) and holds at most ``max_entries`` pixmaps, dropping the least recently used.
    """

    def __init__(self, art: TileArt, max_entries: int = 256, step: int = 2) -> None:
        if max_entries < 1 or step < 1:
            raise ValueError("max_entries and step must be at least 1")
        self.art = art
        self.max_entries = max_entries
        self.step = step
        self._pixmaps: OrderedDict[tuple[str, Theme, int, bool], QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def clear(self) -> None:
        self._pixmaps.clear()

    def pixel_width(self, logical_width: float, dpr: float) -> int:
        """Pixels rendered for ``logical_width * dpr``: rounded up to a multiple of ``step``."""
        wanted = logical_width * dpr
        # Ignore float noise (48 * 1.25 may come out a hair above 60).
        whole = max(1, math.ceil(wanted - 1e-6))
        return -(-whole // self.step) * self.step

    def pixmap(
        self, name: str, logical_width: float, theme: Theme, dpr: float = 1.0, *, shadow: bool = True
    ) -> QPixmap:
        """``name`` ("6-6", "back", "die-1" .. "die-6", "cup") for a ``logical_width`` item.

        ``dpr`` is every scale between the item and the screen's pixels (the view's
        zoom times the device pixel ratio).  The pixmap is at least
        ``logical_width * dpr`` pixels wide (at most ``step`` more), and its device
        pixel ratio makes its logical width ``logical_width`` when first made (later
        callers whose width rounds to the same pixels share it: draw it into a target
        rectangle rather than at a point).
        """
        if logical_width <= 0 or dpr <= 0:
            raise ValueError("logical_width and dpr must be positive")
        key_name = canonical_name(name)
        px = self.pixel_width(logical_width, dpr)
        key = (key_name, theme, px, shadow)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        image = self.art.image(key_name, px, theme, 1.0, shadow=shadow)
        pixmap = to_qpixmap(image, px / logical_width)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self.max_entries:
            self._pixmaps.popitem(last=False)
        return pixmap
