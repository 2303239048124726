"""Hand, tile and house-way rule names as the interface shows them, in the player's language.

The engine names things in English (``7, high tile Gor``, ``rule 2: Gong``); these functions
say the same through Qt's translations, so the Chinese build shows 天, 至尊 and 莊家規則.
In English they return exactly the engine's names.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .engine.hands import PAIRS, Hand, HandKind
from .engine.house_way import HouseWay
from .engine.tiles import Tile

__all__ = ["hand_name", "rule_name", "rule_text", "tile_name"]

_CONTEXT = "Names"

# The names the engine uses, marked for translation (the translations give the Chinese names).
_TILE_NAMES = (
    QT_TRANSLATE_NOOP("Names", "Teen"),
    QT_TRANSLATE_NOOP("Names", "Day"),
    QT_TRANSLATE_NOOP("Names", "Yun"),
    QT_TRANSLATE_NOOP("Names", "Gor"),
    QT_TRANSLATE_NOOP("Names", "Mooy"),
    QT_TRANSLATE_NOOP("Names", "Chong"),
    QT_TRANSLATE_NOOP("Names", "Bon"),
    QT_TRANSLATE_NOOP("Names", "Foo"),
    QT_TRANSLATE_NOOP("Names", "Ping"),
    QT_TRANSLATE_NOOP("Names", "Tit"),
    QT_TRANSLATE_NOOP("Names", "Look"),
    QT_TRANSLATE_NOOP("Names", "Chop Gow"),
    QT_TRANSLATE_NOOP("Names", "Chop Bot"),
    QT_TRANSLATE_NOOP("Names", "Chop Chit"),
    QT_TRANSLATE_NOOP("Names", "Chop Ng"),
    QT_TRANSLATE_NOOP("Names", "Gee Joon"),
)
_TEMPLATES = (
    QT_TRANSLATE_NOOP("Names", "Pair: {0}"),
    QT_TRANSLATE_NOOP("Names", "{0}, high tile {1}"),
    QT_TRANSLATE_NOOP("Names", "{0} pair, kept"),
    QT_TRANSLATE_NOOP("Names", "{0} pair, split"),
    QT_TRANSLATE_NOOP("Names", "rule {0}: {1}"),
)
_DETAILS = (
    QT_TRANSLATE_NOOP("Names", "best in both hands"),
    QT_TRANSLATE_NOOP("Names", "high nine"),
    QT_TRANSLATE_NOOP("Names", "Gong"),
    QT_TRANSLATE_NOOP("Names", "Wong"),
    QT_TRANSLATE_NOOP("Names", "best low"),
    QT_TRANSLATE_NOOP("Names", "best high"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def tile_name(name: str) -> str:
    """A tile's (or pair's) name: ``Teen`` in English, 天 in Chinese."""
    return _tr(name)


def _tile_label(tile: Tile) -> str:
    # The two Gee Joon tiles share a name but not a rank as singles (as the engine says it).
    return f"{tile_name(tile.name)} {tile}" if tile.is_gee_joon else tile_name(tile.name)


def hand_name(hand: Hand) -> str:
    """The hand's name, as :attr:`Hand.name` says it, in the player's language."""
    kind = hand.kind
    if kind is HandKind.PAIR:
        name = next(n for n, a, b in PAIRS if {a, b} == {hand.first.kind, hand.second.kind})
        return _tr("Pair: {0}").format(tile_name(name))
    if kind is HandKind.WONG:
        return _tr("Wong")
    if kind is HandKind.GONG:
        return _tr("Gong")
    if hand.points == 0:
        return "0"
    return _tr("{0}, high tile {1}").format(hand.points, _tile_label(hand.first))


def rule_name(decision: HouseWay) -> str:
    """``rule 2: Gong``, ``rule 1: Teen pair, split`` and the like, in the player's language."""
    return rule_text(decision.name)


def rule_text(name: str) -> str:
    """A house-way rule's name as the engine writes it (``rule 1: Teen pair, split``), translated."""
    head, sep, detail = name.partition(": ")
    if not sep or not head.startswith("rule "):
        return name
    for ending, template in ((" pair, kept", "{0} pair, kept"), (" pair, split", "{0} pair, split")):
        if detail.endswith(ending):
            detail = _tr(template).format(tile_name(detail.removesuffix(ending)))
            break
    else:
        detail = _tr(detail)
    return _tr("rule {0}: {1}").format(head.removeprefix("rule "), detail)
