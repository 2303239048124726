"""The card layer: a deck's cards on the felt, each at its spot, for a card game's scene.

The part a card game's scene takes where a tile game's takes the tile layer: the layer owns the
card items (the game's own, drawn its own way) and where each rests; the scene says what a spot
means (its point and size).  It knows no game: the cards are whatever the game deals.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF

from paigow_desktop.ui.table.felt import FeltScene, Spot, TableLayout
from paigow_desktop.ui.table.items import DragItem

__all__ = ["CardLayer"]

K = TypeVar("K", bound=Hashable)
C = TypeVar("C", bound=DragItem)


class CardLayer(Generic[K, C]):
    """The cards of ``scene`` by their value (``items``), hidden until dealt; each one's spot."""

    def __init__(self, scene: FeltScene, items: Mapping[K, C]) -> None:
        self.scene = scene
        self.items: dict[K, C] = dict(items)
        self.spots: dict[C, Spot] = {}  #: where each card at rest belongs
        for item in self.items.values():
            item.setVisible(False)
            scene.addItem(item)

    def put(self, item: C, spot: Spot, z: float | None = None) -> QPointF:
        """Give a card its spot and size now; where it should be (moved there by the caller,
        but for a card put back in the deck, which is there at once)."""
        self.spots[item] = spot
        item.set_width(self.scene.spot_width(spot))
        if z is not None:
            item.setZValue(z)
            item.rest_z = z
        point = self.scene.spot_point(spot)
        if spot.kind == "deck":
            item.setPos(point)
        item.home = point
        return point

    def place_all(self) -> None:
        """Every card at rest at its spot for the present layout."""
        for item, spot in self.spots.items():
            item.set_width(self.scene.spot_width(spot))
            item.setPos(self.scene.spot_point(spot))
            item.home = item.pos()

    def resize(self, old: TableLayout, new: TableLayout) -> None:
        """The scene lays its cards out again in its own relayout (:meth:`place_all`)."""
