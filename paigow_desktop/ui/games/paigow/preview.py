"""The live preview of the player's two hands: names, which plays high, and the house way's view."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import HouseWay, set_hand
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.paigow.hand_names import hand_name, rule_name

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
        return hand_name(Hand.of(tiles[0], tiles[1]))
    if len(tiles) < 2:
        need = 2 - len(tiles)
        if need == 1:
            return QCoreApplication.translate("Preview", "needs 1 more tile")
        return QCoreApplication.translate("Preview", "needs {0} more tiles").format(need)
    extra = len(tiles) - 2
    if extra == 1:
        return QCoreApplication.translate("Preview", "1 tile too many")
    return QCoreApplication.translate("Preview", "{0} tiles too many").format(extra)


def describe(low_slot: Sequence[Tile], high_slot: Sequence[Tile]) -> Preview:
    """Describe the tiles in the player's low and high slots."""
    tiles = [*low_slot, *high_slot]
    house = set_hand(tiles) if len(tiles) == 4 else None
    if len(low_slot) != 2 or len(high_slot) != 2:
        return Preview(
            _caption(low_slot),
            _caption(high_slot),
            False,
            None,
            False,
            house,
            QCoreApplication.translate("Preview", "Put two tiles in each hand."),
        )
    setting = Setting.of(low_slot, high_slot)
    slot_low = Hand.of(low_slot[0], low_slot[1])
    swapped = slot_low.key > Hand.of(high_slot[0], high_slot[1]).key
    assert house is not None
    if setting.same_play(house.setting):
        standing = QCoreApplication.translate("Preview", "Same as the house way ({0}).").format(
            rule_name(house)
        )
    else:
        hw = house.setting
        standing = QCoreApplication.translate(
            "Preview", "The house way plays {0} ({1}) low and {2} ({3}) high ({4})."
        ).format(hw.low, hand_name(hw.low), hw.high, hand_name(hw.high), rule_name(house))
    if swapped:
        standing = QCoreApplication.translate(
            "Preview", "The left hand is the higher one: it will play high. {0}"
        ).format(standing)
    return Preview(_caption(low_slot), _caption(high_slot), True, setting, swapped, house, standing)
