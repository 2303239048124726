"""Pai Gow Tiles' hands and house-way rules as the interface names them, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import HouseWay
from paigow_desktop.ui.names import say

__all__ = ["hand_name", "rule_name"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Names", text)


_HAND_NAMES: dict[tuple[Hand, str], str] = {}


def hand_name(hand: Hand) -> str:
    """The hand's name, as :attr:`Hand.name` says it, in the player's language.

    Named dozens of times a round (the preview, the plates, the banner, screen readers), and
    there are only a few hundred hands: each is said once per language (the translation of
    a tile's name tells which language is in force)."""
    key = (hand, _tr("Teen"))
    said = _HAND_NAMES.get(key)
    if said is None:
        if len(_HAND_NAMES) > 2048:
            _HAND_NAMES.clear()
        said = _HAND_NAMES[key] = say(hand.name)
    return said


def rule_name(decision: HouseWay) -> str:
    """``rule 2: Gong``, ``rule 1: Teen pair, split`` and the like, in the player's language."""
    return say(decision.name)
