"""The tile layer: the 32 tiles on the felt, their wash and the woodpile they are built into.

A part a tile game's scene takes (Pai Gow Tiles, Tien Gow); a card game's scene takes the card
layer instead.  The layer owns the tile items and where each rests (its :class:`Spot`); the scene
says what a spot means (its point and size) and what a pressed or dropped tile does.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from paigow_desktop.tiles.tile import FULL_SET
from paigow_desktop.ui.table.felt import TABLE_CENTER, Spot, Step, TableLayout
from paigow_desktop.ui.table.items import PILE_W, TileItem

if TYPE_CHECKING:
    from paigow_desktop.ui.table.scene import TileTableScene

__all__ = ["TileLayer"]


class TileLayer:
    """The 32 tiles of ``scene``: each one's spot, the woodpile's stacks, the wash and the build."""

    def __init__(self, scene: TileTableScene) -> None:
        self.scene = scene
        self.tiles: list[TileItem] = []
        for number, tile in enumerate(FULL_SET):
            item = TileItem(number, tile, scene.art)
            item.setZValue(10)
            item.pressed.connect(scene._tile_pressed)
            item.dropped.connect(scene._tile_dropped)
            item.dragged.connect(scene._tile_dragged)
            item.double_clicked.connect(scene._tile_double_clicked)
            scene.addItem(item)
            self.tiles.append(item)
        self.spots: dict[TileItem, Spot] = {}  #: where each tile at rest belongs
        #: the tiles of each woodpile stack, bottom first, once a deal is played
        self.stack_items: list[list[TileItem]] = []
        self.woodpile_style = "eight"  #: "eight" stacks of four, or four of eight "lifted" in halves

    def resize(self, old: TableLayout, new: TableLayout) -> None:
        """A tile loose on the felt keeps its place on the table; the tiles at rest are put at
        their spots by the scene's relayout (:meth:`place_all`), once it has laid out its places
        for ``new`` (placed here, they went to the spots of the old places, then again)."""
        grow = new.unit / old.unit
        for item in self.tiles:
            if item not in self.spots:
                item.setPos(new.point(old.design(item.pos())))
                item.home = new.point(old.design(item.home))
                item.set_width(item.width() * grow)

    def place_all(self) -> None:
        """Every tile at rest at its spot for the present layout."""
        scene = self.scene
        for item, spot in self.spots.items():
            item.set_width(scene.spot_width(spot))
            item.setPos(scene.spot_point(spot))
            item.home = item.pos()

    def to(self, item: TileItem, spot: Spot) -> tuple[TileItem, QPointF]:
        """Send a tile to ``spot``: it takes the spot's size now; its point is where to move it."""
        self.spots[item] = spot
        item.set_width(self.scene.spot_width(spot))
        return item, self.scene.spot_point(spot)

    def woodpile_point(self, stack: int, level: int) -> QPointF:
        """Stack 0..7 left to right across the middle of the table; levels rise up the screen."""
        lay = self.scene.lay
        gap = PILE_W * 1.45
        x = TABLE_CENTER.x() + (stack - 3.5) * gap * lay.unit / lay.sx
        centre = lay.at(x, TABLE_CENTER.y() + 10)
        return QPointF(centre.x(), centre.y() - level * 5.0 * lay.unit)

    def gather(self, *, in_pile: bool = True) -> None:
        """All tiles face down in the woodpile's places (``in_pile`` False: where they lie)."""
        for item in self.tiles:
            item.set_face_up(False)
            item.set_turn(1.0)
            item.draggable = False
            item.chosen = False
            item.setRotation(0)
            item.setVisible(True)
        for stack in range(8 if in_pile else 0):
            for level in range(4):
                item = self.tiles[stack * 4 + level]
                item.setPos(self.to(item, Spot("pile", stack, level))[1])
                item.setZValue(10 + level)

    def wash_step(self, swirl: int) -> Step:
        scene = self.scene

        def build(instant: bool) -> QAbstractAnimation | None:
            if instant:
                return None
            targets = []
            for item in self.tiles:
                self.spots.pop(item, None)  # loose on the felt while washed
                angle = scene.rng.uniform(0, 2 * math.pi)
                radius = math.sqrt(scene.rng.random()) * 230
                point = scene.lay.at(
                    TABLE_CENTER.x() + radius * math.cos(angle) * 1.5,
                    TABLE_CENTER.y() + radius * math.sin(angle) * 0.75,
                )
                targets.append((item, point))
            group = scene._move(targets, scene._d("wash_swirl"), False, QEasingCurve.Type.InOutSine)
            if group is not None:
                for item in self.tiles:
                    spin = QPropertyAnimation(item, b"rotation", group)
                    spin.setDuration(scene._d("wash_swirl"))
                    spin.setEndValue(item.rotation() + scene.rng.uniform(-120, 120))
                    group.addAnimation(spin)
            return group

        return build

    def build_step(self, *, lifted: bool = False) -> Step:
        """Eight stacks of four; or, ``lifted``, four stacks of eight whose top halves are then
        lifted and set beside them (the same eight stacks, built the other common way)."""
        scene = self.scene

        def build(instant: bool) -> QAbstractAnimation | None:
            if instant and scene.deal_places_every_tile:
                for items in self.stack_items:  # the deal that follows at once places every tile
                    for level, item in enumerate(items):
                        item.setZValue(10 + level)
                        item.setRotation(0)
                return None
            targets = []
            for stack, items in enumerate(self.stack_items):
                for level, item in enumerate(items):
                    item.setZValue(10 + level)
                    targets.append(self.to(item, Spot("pile", stack, level)))
            if lifted and not instant:
                return self._lifted(targets)
            group = scene._move(targets, scene._d("build"), instant)
            for item in self.tiles:
                if group is None:
                    item.setRotation(0)
                else:
                    spin = QPropertyAnimation(item, b"rotation", group)
                    spin.setDuration(scene._d("build"))
                    spin.setEndValue(0.0)
                    group.addAnimation(spin)
            return group

        return build

    def _lifted(self, targets: list[tuple[TileItem, QPointF]]) -> QAbstractAnimation:
        """First four stacks of eight (stack 2k+1 on top of stack 2k), then the top halves lifted
        to ``targets``."""
        scene = self.scene
        tall = []
        for stack, items in enumerate(self.stack_items):
            for level, item in enumerate(items):
                height = level + 4 * (stack % 2)
                item.setZValue(10 + height)
                tall.append((item, scene.woodpile_point(stack - stack % 2, height)))
        build_tall = scene._move(tall, scene._d("build"), False)
        lift = scene._move(targets, scene._d("deal_stack"), False, QEasingCurve.Type.OutCubic)
        sequence = QSequentialAnimationGroup(scene)
        for part in (build_tall, lift):
            if part is not None:
                sequence.addAnimation(part)
        for item in self.tiles:
            item.setRotation(0)
        return sequence
