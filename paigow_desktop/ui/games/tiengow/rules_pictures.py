"""The pictures of Tien Gow's help page, drawn with the table's own tiles: the two suits in rank
order, the pairs, the sets, and one worked trick.

The page names each picture by its address (Markdown ``![words](tiengow:civil)``); the window
hands :data:`PICTURES` to the help window, which draws them at the screen's scale.  A picture is
rows of tile groups, each group with a short caption under it (numbers and tile names only: the
words around the picture are the page's, in its language).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from paigow_desktop.games.tiengow.sets import CIVIL, MILITARY
from paigow_desktop.tiles.tile import KINDS, parse_tiles
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = ["PICTURES", "Group", "draw_groups", "pictures"]

#: A group of tiles side by side with its caption ("" for none); None as a tile is a face-down back.
Group = tuple[str, tuple[str | None, ...]]

TILE_WIDTH: Final = 34  # logical pixels of a tile in the pictures
GAP: Final = 3  # between the tiles of a group
GROUP_GAP: Final = 18  # between groups
CAPTION: Final = 16  # the caption's line under a group


def _tiles(text: str) -> tuple[str | None, ...]:
    return tuple(str(t) for t in parse_tiles(text))


def _suit(kinds: Sequence[int]) -> list[list[Group]]:
    """One group per kind, highest first, captioned by its rank in the suit (equal tiles share
    a rank: the two nines, eights, sevens and fives)."""
    groups: list[Group] = []
    rank, last = 0, None
    for k in kinds:
        tile = KINDS[k]
        if tile.rank != last:
            rank += 1
            last = tile.rank
        groups.append((str(rank), (str(tile),)))
    return [groups]


def _pairs() -> list[list[Group]]:
    civil: list[Group] = [("", (str(KINDS[k]), str(KINDS[k]))) for k in CIVIL]
    military: list[Group] = [("", _tiles(text)) for text in ("6-3 5-4", "6-2 5-3", "5-2 4-3", "4-1 3-2")]
    mixed: list[Group] = [("", _tiles(text)) for text in ("6-6 6-3", "1-1 5-3", "4-4 4-3", "3-1 3-2")]
    supreme: list[Group] = [("", _tiles("4-2 2-1"))]
    return [civil[:6], civil[6:], military + supreme, mixed]


def _sets() -> list[list[Group]]:
    return [
        [("", _tiles("6-6 6-6 6-3")), ("", _tiles("1-1 6-2 5-3")), ("", _tiles("4-4 4-4 5-2 4-3"))],
    ]


def _trick() -> list[list[Group]]:
    # East leads Plum; South beats with Earth; West cannot and goes face down; North beats with
    # Heaven and takes the trick (the page tells it in words).
    return [[("1", _tiles("5-5")), ("2", _tiles("1-1")), ("3", (None,)), ("4", _tiles("6-6"))]]


def draw_groups(artwork: SceneArtwork, rows: Sequence[Sequence[Group]], dpr: float) -> QPixmap:
    """Rows of captioned tile groups on a light ground, at device pixel ratio ``dpr``."""
    probe, _ = artwork.tile(str(KINDS[0]), round(TILE_WIDTH * dpr), dpr)
    tile_w = probe.width() / dpr
    tile_h = probe.height() / dpr
    row_h = tile_h + CAPTION + GROUP_GAP / 2

    def group_width(group: Group) -> float:
        count = len(group[1])
        return count * tile_w + (count - 1) * GAP

    width = max(sum(group_width(g) for g in row) + GROUP_GAP * (len(row) - 1) for row in rows) + 8
    height = row_h * len(rows) + 4
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QColor("#f4f1e8"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont(painter.font())
    font.setPixelSize(12)
    painter.setFont(font)
    painter.setPen(QColor("#333333"))
    y = 4.0
    for row in rows:
        x = 4.0
        for caption, names in row:
            left = x
            for name in names:
                picture, _body = artwork.tile(name or "back", round(TILE_WIDTH * dpr), dpr)
                painter.drawPixmap(round(x), round(y), picture)
                x += tile_w + GAP
            x -= GAP
            if caption:
                box = QRectF(left, y + tile_h, x - left, CAPTION)
                painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), caption)
            x += GROUP_GAP
        y += row_h
    painter.end()
    return pixmap


#: Each picture's address on the page and the rows it draws.
PICTURES: Final[Mapping[str, Callable[[], list[list[Group]]]]] = {
    "tiengow:civil": lambda: _suit(CIVIL),
    "tiengow:military": lambda: _suit(MILITARY),
    "tiengow:pairs": _pairs,
    "tiengow:sets": _sets,
    "tiengow:trick": _trick,
}


def pictures(artwork: SceneArtwork) -> dict[str, Callable[[float], QPixmap]]:
    """The help window's picture functions, drawing with ``artwork``."""

    def drawer(rows: Callable[[], list[list[Group]]]) -> Callable[[float], QPixmap]:
        return lambda dpr: draw_groups(artwork, rows(), dpr)

    return {address: drawer(rows) for address, rows in PICTURES.items()}
