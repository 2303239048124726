"""Chips sliding across the felt from one place to another (a bet lost to the banker, winnings
paid out): spare chip stacks reused from flight to flight, each hidden when it lands, since the
places' own stacks then show the new sums."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsScene

from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.table.pieces import ChipStack

__all__ = ["ChipFlights"]


class ChipFlights:
    """The chips in flight over ``scene`` (drawn at ``z``)."""

    def __init__(self, scene: QGraphicsScene, art: SceneArtwork, z: float) -> None:
        self.scene = scene
        self.art = art
        self.z = z
        self.unit = 100  #: the cents a white chip is worth, as the table's stacks
        self.items: list[ChipStack] = []
        self.landings: list[tuple[int, QPointF, QPointF]] = []  #: each flight's cents, start and end

    def __iter__(self) -> Iterator[ChipStack]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def hide(self) -> None:
        """No chips in flight (a new deal)."""
        for item in self.items:
            item.setVisible(False)
        self.landings = []

    # Positional, like the two callers before it: what, from, to, how big, in which group, how long.
    def fly(
        self,
        cents: int,
        start: QPointF,
        end: QPointF,
        chip_width: float,
        group: QParallelAnimationGroup,
        ms: int,
    ) -> ChipStack:
        """Chips worth ``cents`` slide from ``start`` to ``end`` in ``ms`` (added to ``group``),
        then go."""
        flight = next((f for f in self.items if not f.isVisible()), None)
        if flight is None:
            flight = ChipStack(self.art)
            flight.setZValue(self.z)
            self.scene.addItem(flight)
            self.items.append(flight)
        flight.set_chip_width(chip_width)
        flight.unit = self.unit
        flight.set_amount(cents)
        flight.setPos(start)
        move = QPropertyAnimation(flight, b"pos", group)
        move.setDuration(ms)
        move.setEndValue(end)
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        move.finished.connect(lambda f=flight: f.setVisible(False))
        group.addAnimation(move)
        self.landings.append((cents, QPointF(start), QPointF(end)))
        return flight
