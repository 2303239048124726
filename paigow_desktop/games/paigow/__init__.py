"""The game itself, free of any GUI: tiles, hands, the house way, exact strategy and rounds.

Nothing below this package imports Qt (a test enforces it), so the engine serves the table,
the trainer, the command line and scripts alike.
"""

from paigow_desktop.games.paigow.hands import PAIRS, Hand, HandKind, Showdown, beats, showdown
from paigow_desktop.games.paigow.house_way import HouseWay, Rule, set_hand
from paigow_desktop.games.paigow.setting import BetResult, Comparison, Setting, compare, settings_of
from paigow_desktop.games.paigow.strategy import (
    DEFAULT_COMMISSION,
    Analysis,
    HouseEdge,
    Outcomes,
    SettingAnalysis,
    Shares,
    analyze,
    commission_rate,
    house_edge,
)
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile, TileError, check_copies, parse_tiles

__all__ = [
    "DEFAULT_COMMISSION",
    "FULL_SET",
    "KINDS",
    "PAIRS",
    "Analysis",
    "BetResult",
    "Comparison",
    "Hand",
    "HandKind",
    "HouseEdge",
    "HouseWay",
    "Outcomes",
    "Rule",
    "Setting",
    "SettingAnalysis",
    "Shares",
    "Showdown",
    "Tile",
    "TileError",
    "analyze",
    "beats",
    "check_copies",
    "commission_rate",
    "compare",
    "house_edge",
    "parse_tiles",
    "set_hand",
    "settings_of",
    "showdown",
]
