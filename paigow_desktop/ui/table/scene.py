"""The base of every tile game's table: the felt (:mod:`paigow_desktop.ui.table.felt`) with the
tile layer (:mod:`paigow_desktop.ui.table.tile_layer`) on it.

It washes the tiles, builds the woodpile (eight stacks of four, or four of eight lifted in halves),
shakes and rolls the dice, and turns and moves tiles, each step as an animation the animator plays
(or applies at once at speed 0).  A game's scene adds its places, its slots and its round.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.felt import (
    MAX_STRETCH,
    SCENE_RECT,
    TABLE_CENTER,
    TABLE_RX,
    TABLE_RY,
    FeltScene,
    Spot,
    Step,
    TableLayout,
)
from paigow_desktop.ui.table.items import PILE_W, TileItem
from paigow_desktop.ui.table.tile_layer import TileLayer
from paigow_desktop.ui.timings import Speed

__all__ = [
    "MAX_STRETCH",
    "SCENE_RECT",
    "TABLE_CENTER",
    "TABLE_RX",
    "TABLE_RY",
    "Spot",
    "Step",
    "TableLayout",
    "TileTableScene",
]


class TileTableScene(FeltScene):
    """The felt with the 32 tiles on it; the steps every tile game's deal shares."""

    #: the game's deal moves all 32 tiles from the woodpile: a deal played at once need not
    #: build the woodpile's places first (its build step only stacks the tiles' heights)
    deal_places_every_tile = False

    def __init__(self, art: SceneArtwork, *, speed: Speed = Speed.NORMAL, felt_title: str = "") -> None:
        super().__init__(art, speed=speed, felt_title=felt_title)
        self.tile_layer = TileLayer(self)  #: the 32 tiles, the wash and the woodpile
        self.layers.append(self.tile_layer)
        self.tiles = self.tile_layer.tiles
        self.spots = self.tile_layer.spots  #: where each tile at rest belongs

    @property
    def _stack_items(self) -> list[list[TileItem]]:
        """The tiles of each woodpile stack, bottom first, once a deal is played."""
        return self.tile_layer.stack_items

    @_stack_items.setter
    def _stack_items(self, stacks: list[list[TileItem]]) -> None:
        self.tile_layer.stack_items = stacks

    @property
    def woodpile_style(self) -> str:
        """ "eight" stacks of four, or four of eight "lifted" in halves."""
        return self.tile_layer.woodpile_style

    @woodpile_style.setter
    def woodpile_style(self, style: str) -> None:
        self.tile_layer.woodpile_style = style

    # -- what a game's scene provides

    def _tile_pressed(self, item: TileItem) -> None:
        """A tile was pressed (the game decides what that means)."""

    def _tile_dropped(self, item: TileItem, point: QPointF) -> None:
        """A dragged tile was let go at ``point`` (the game decides where it goes)."""

    def _tile_double_clicked(self, item: TileItem) -> None:
        """A tile was double-clicked, after a click (the game decides what that means)."""

    def _tile_dragged(self, item: TileItem, point: QPointF) -> None:
        """A tile is being dragged over ``point``."""
        self.hover_drop(point)

    def hover_drop(self, point: QPointF) -> None:
        """A dragged tile is over ``point``: the game may light up the slot it would land in."""

    def spot_point(self, spot: Spot) -> QPointF:
        """Where a tile at ``spot`` rests in the present layout."""
        return self.woodpile_point(spot.a, spot.b)

    def spot_width(self, spot: Spot) -> float:
        """How wide a tile at ``spot`` is in the present layout."""
        return PILE_W * self.lay.unit

    def _to(self, item: TileItem, spot: Spot) -> tuple[TileItem, QPointF]:
        """Send a tile to ``spot``: it takes the spot's size now; its point is where to move it."""
        return self.tile_layer.to(item, spot)

    def woodpile_point(self, stack: int, level: int) -> QPointF:
        """Stack 0..7 left to right across the middle of the table; levels rise up the screen."""
        return self.tile_layer.woodpile_point(stack, level)

    def _flip(
        self, items: Sequence[TileItem], face_up: bool, ms: int, instant: bool
    ) -> QAbstractAnimation | None:
        if instant or ms <= 0:
            for item in items:
                item.set_face_up(face_up)
                item.set_turn(1.0)
            return None
        group = QParallelAnimationGroup(self)
        for item in items:
            half = QSequentialAnimationGroup(group)
            closing = QPropertyAnimation(item, b"turn", half)
            closing.setDuration(ms // 2)
            closing.setStartValue(1.0)
            closing.setEndValue(0.0)
            opening = QPropertyAnimation(item, b"turn", half)
            opening.setDuration(ms - ms // 2)
            opening.setStartValue(0.0)
            opening.setEndValue(1.0)
            closing.finished.connect(lambda i=item: i.set_face_up(face_up))
            half.addAnimation(closing)
            half.addAnimation(opening)
            group.addAnimation(half)
        return group

    # -- the steps every deal shares

    def gather(self, *, in_pile: bool = True) -> None:
        """All tiles face down in the woodpile's places, the dice away, the banner empty.

        ``in_pile`` False leaves the tiles where they lie: for a deal played at once, whose
        build puts every tile in its woodpile place straight after."""
        self.tile_layer.gather(in_pile=in_pile)
        self.clear_felt()

    def _wash_step(self, swirl: int) -> Step:
        return self.tile_layer.wash_step(swirl)

    def _build_step(self, *, lifted: bool = False) -> Step:
        """Eight stacks of four; or, ``lifted``, four of eight whose top halves are lifted beside."""
        return self.tile_layer.build_step(lifted=lifted)
