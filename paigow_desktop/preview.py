"""The live preview of the player's two hands: names, which plays high, and the house way's view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .engine.hands import Hand
from .engine.house_way import HouseWay, set_hand
from .engine.setting import Setting
from .engine.tiles import Tile

__all__ = ["Preview", "describe"]


@dataclass(frozen=True, slots=True)
class Preview:
    """What the player's arrangement amounts to right now."""

    low_caption: str  #: the hand in the low slot, e.g. "7, high tile Gor" or "needs 1 more"
    high_caption: str
    complete: bool  #: two tiles in each hand: the setting can be confirmed
    setting: Setting | None  #: as it would be played (the program puts the higher hand high)
    swapped: bool  #: the hand in the low slot outranks the other: they will be played swapped
    house_way: HouseWay | None
    standing: str  #: one sentence: the setting against the house way

    @property
    def matches_house_way(self) -> bool:
        return (
            self.setting is not None
            and self.house_way is not None
            and self.setting.same_play(self.house_way.setting)
        )


def _caption(tiles: Sequence[Tile]) -> str:
    if len(tiles) == 2:
        return Hand.of(tiles[0], tiles[1]).name
    if len(tiles) < 2:
        return f"needs {2 - len(tiles)} more tile{'s' if 2 - len(tiles) > 1 else ''}"
    return f"{len(tiles) - 2} tile{'s' if len(tiles) > 3 else ''} too many"


def describe(low_slot: Sequence[Tile], high_slot: Sequence[Tile]) -> Preview:
    """Describe the tiles in the player's low and high slots."""
    tiles = [*low_slot, *high_slot]
    house = set_hand(tiles) if len(tiles) == 4 else None
    if len(low_slot) != 2 or len(high_slot) != 2:
        return Preview(
            _caption(low_slot), _caption(high_slot), False, None, False, house, "Put two tiles in each hand."
        )
    setting = Setting.of(low_slot, high_slot)
    slot_low = Hand.of(low_slot[0], low_slot[1])
    swapped = slot_low.key > Hand.of(high_slot[0], high_slot[1]).key
    assert house is not None
    if setting.same_play(house.setting):
        standing = f"Same as the house way ({house.name})."
    else:
        hw = house.setting
        standing = (
            f"The house way plays {hw.low} ({hw.low.name}) low and {hw.high} ({hw.high.name}) high"
            f" ({house.name})."
        )
    if swapped:
        standing = "The low slot holds the higher hand: it will play high. " + standing
    return Preview(_caption(low_slot), _caption(high_slot), True, setting, swapped, house, standing)
