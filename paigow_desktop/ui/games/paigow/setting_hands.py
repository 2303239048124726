"""The player's two hands at the table: moving tiles between them by drag, click or keys, undo,
and the preview of a drop."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    Signal,
)

from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.table.hand_area import HandArea
from paigow_desktop.ui.table.items import (
    Plate,
    TileItem,
)
from paigow_desktop.ui.table.scene import Spot, TileTableScene

#: Tiles a hand can hold while the player moves them (a full hand then swaps).
MAX_IN_HAND = 4


@dataclass
class _Move:
    tile: TileItem
    from_hand: int
    to_hand: int
    swapped_with: TileItem | None


@dataclass(frozen=True)
class _Arranged:
    """The two hands as they were before the house way (or another whole setting) set them."""

    low: tuple[TileItem, ...]
    high: tuple[TileItem, ...]


#: What Undo takes back: one tile's move, or a whole setting.
Undoable = _Move | _Arranged


class SettingHands(TileTableScene):
    """The player's two hands at the table: moving tiles between them by drag, click or keys, undo,
    and the preview of a drop."""

    arrangement_changed = Signal()  #: the player's hands changed: update the preview
    chosen_changed = Signal(object)  #: a tile was picked with the keys (the TileItem)

    # Made by the table's scene (TableScene.__init__); declared here for the methods below.
    player: int
    plates: list[Plate]
    low_area: HandArea
    high_area: HandArea
    hands: tuple[list[TileItem], list[TileItem]]  #: low area, high area
    hovered: tuple[list[Tile], list[Tile]] | None
    undo_stack: list[Undoable]
    setting_enabled: bool
    _banker: int
    #: the low slot holds the higher hand, which plays high (see :meth:`title_hands`)
    hands_swapped: bool = False

    @property
    def banker(self) -> int:
        return self._banker

    def set_banker(self, place: int) -> None:
        self._banker = place

    def title_hands(self, swapped: bool) -> None:
        """Title each hand as it will play: with ``swapped`` the left one (the low slot) holds the
        higher hand and is titled High hand, the right one Low hand."""
        low, high = self.tr("Low hand"), self.tr("High hand")
        self.hands_swapped = swapped
        self.low_area.set_title(high if swapped else low)
        self.high_area.set_title(low if swapped else high)

    def player_items(self) -> list[TileItem]:
        """The player's four tiles in the order the keys 1-4 pick them: low hand first."""
        return self.hands[0] + self.hands[1]

    def tile_held(self) -> bool:
        """Whether one of your tiles is held by the mouse (a drag not yet let go)."""
        return any(item.held for item in self.player_items())

    def player_hands(self) -> tuple[list[Tile], list[Tile]]:
        return [i.tile for i in self.hands[0]], [i.tile for i in self.hands[1]]

    def previewed_hands(self) -> tuple[list[Tile], list[Tile]]:
        """The hands to preview: what a drag in progress would make, else the hands as they are."""
        return self.hovered if self.hovered is not None else self.player_hands()

    def _partner(self, item: TileItem, target: int, point: QPointF | None = None) -> TileItem | None:
        """The tile ``item`` swaps with when it goes into the ``target`` hand: None while that hand
        has room; else the tile under ``point``, the tile picked with the keys, or the nearest."""
        hand = self.hands[target]
        if len(hand) < 2:
            return None
        if point is not None:
            under = next((i for i in hand if i.sceneBoundingRect().contains(point)), None)
            if under is not None:
                return under
        picked = next((i for i in hand if i.chosen), None)
        if picked is not None:
            return picked
        x = point.x() if point is not None else item.home.x()
        return min(hand, key=lambda i: abs(i.home.x() - x))

    def _would_make(self, item: TileItem, onto: TileItem | None) -> tuple[list[Tile], list[Tile]]:
        low, high = list(self.hands[0]), list(self.hands[1])
        source, target = (low, high) if item in low else (high, low)
        if onto is not None:
            source[source.index(item)], target[target.index(onto)] = onto, item
        else:
            source.remove(item)
            target.append(item)
        return [i.tile for i in low], [i.tile for i in high]

    def complete(self) -> bool:
        return len(self.hands[0]) == 2 and len(self.hands[1]) == 2

    def _hand_targets(self) -> list[tuple[TileItem, QPointF]]:
        targets = []
        for number, hand in enumerate(self.hands):
            for index, item in enumerate(hand):
                target = self._to(item, Spot("hand", number, index, len(hand)))
                item.home = target[1]
                targets.append(target)
        return targets

    def _relayout_hands(self) -> None:
        self.animator.add(lambda instant: self._move(self._hand_targets(), self._d("arrange"), instant))

    def hand_of(self, item: TileItem) -> int:
        return 0 if item in self.hands[0] else 1

    def move_to_other_hand(
        self, item: TileItem, *, onto: TileItem | None = None, record: bool = True
    ) -> bool:
        """Move a tile to the other hand (swapping with ``onto`` when given); False if not allowed."""
        if not self.setting_enabled or item not in self.player_items():
            return False
        source = self.hand_of(item)
        target = 1 - source
        swapped = None
        if onto is None:
            onto = self._partner(item, target)  # into a full hand: a swap, as a drag makes
        if onto is not None and onto in self.hands[target]:
            index_a, index_b = self.hands[source].index(item), self.hands[target].index(onto)
            self.hands[source][index_a], self.hands[target][index_b] = onto, item
            swapped = onto
        elif len(self.hands[target]) < MAX_IN_HAND:
            self.hands[source].remove(item)
            self.hands[target].append(item)
        else:
            return False
        if record:
            self.undo_stack.append(_Move(item, source, target, swapped))
        self._relayout_hands()
        self.sound.emit("tile")
        self.arrangement_changed.emit()
        return True

    def undo(self) -> bool:
        """Take back the last move of a tile, or the house way's setting of them all."""
        if not self.setting_enabled or not self.undo_stack:
            return False
        move = self.undo_stack.pop()
        if isinstance(move, _Arranged):
            self.hands = (list(move.low), list(move.high))
            self._relayout_hands()
            self.sound.emit("tile")
            self.arrangement_changed.emit()
            return True
        return self.move_to_other_hand(move.tile, onto=move.swapped_with, record=False)

    def arrange(self, low: Sequence[Tile], high: Sequence[Tile], *, record: bool = True) -> None:
        """Put the player's tiles into exactly these two hands (house way, or the final order);
        with ``record``, Undo takes the change back as one step."""
        items = self.player_items()
        new_low: list[TileItem] = []
        for tile in low:
            item = next(i for i in items if i.tile == tile and i not in new_low)
            new_low.append(item)
        new_high = [i for i in items if i not in new_low]
        assert sorted(i.tile.kind for i in new_high) == sorted(t.kind for t in high)
        before = (tuple(self.hands[0]), tuple(self.hands[1]))
        self.hands = (new_low, new_high)
        if record and before != (tuple(new_low), tuple(new_high)):
            self.undo_stack.append(_Arranged(*before))
        self._relayout_hands()
        self.arrangement_changed.emit()

    def hand_area_at(self, point: QPointF) -> int | None:
        for index, area in enumerate((self.low_area, self.high_area)):
            if area.rect.adjusted(-20, -40, 20, 20).contains(point):
                return index
        return None

    def hover_drop(self, point: QPointF) -> None:
        target = self.hand_area_at(point)
        self.low_area.set_hot(target == 0)
        self.high_area.set_hot(target == 1)

    def _tile_pressed(self, item: TileItem) -> None:
        self.choose(None)
        self.move_to_other_hand(item)

    def _tile_dragged(self, item: TileItem, point: QPointF) -> None:
        """While a tile is dragged over the other hand, the preview shows the hands it would make."""
        super()._tile_dragged(item, point)
        if not self.setting_enabled or item not in self.player_items():
            return
        target = self.hand_area_at(point)
        hovered = None
        if target is not None and target != self.hand_of(item):
            hovered = self._would_make(item, self._partner(item, target, point))
        if hovered != self.hovered:
            self.hovered = hovered
            self.arrangement_changed.emit()

    def _tile_dropped(self, item: TileItem, point: QPointF) -> None:
        self.hover_drop(QPointF(-1000, -1000))
        was_hovering, self.hovered = self.hovered is not None, None
        target = self.hand_area_at(point)
        moved = False
        if target is not None and target != self.hand_of(item):
            moved = self.move_to_other_hand(item, onto=self._partner(item, target, point))
        if not moved and was_hovering:
            self.arrangement_changed.emit()
        if not moved:  # dropped anywhere else: fly home
            self.animator.add(lambda instant: self._move([(item, item.home)], self._d("snap_back"), instant))

    def choose(self, index: int | None) -> TileItem | None:
        """Pick a tile with the keys 1-4 (None clears)."""
        items = self.player_items()
        for item in items:
            item.chosen = False
            item.update()
        if index is None or not self.setting_enabled or not 0 <= index < len(items):
            return None
        items[index].chosen = True
        items[index].setFocus()  # one focus, one outline: the picked tile's
        items[index].update()
        self.chosen_changed.emit(items[index])
        return items[index]

    def chosen(self) -> TileItem | None:
        return next((i for i in self.player_items() if i.chosen), None)

    def finish_setting(self, setting: Setting) -> None:
        """Lock the player's hands in the final order (the program puts the higher hand high)."""
        self.arrange(setting.low.tiles, setting.high.tiles, record=False)
        self.undo_stack.clear()  # confirmed: nothing to take back
        self.plates[self.player].hands_text = QCoreApplication.translate(
            "TableScene", "low {0}, high {1}"
        ).format(hand_name(setting.low), hand_name(setting.high))
        self.setting_enabled = False
        for item in self.player_items():
            item.draggable = False
            item.chosen = False
