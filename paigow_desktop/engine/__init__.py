"""The game itself, free of any GUI: tiles, hands, the house way, exact strategy and rounds.

Nothing below this package imports Qt (a test enforces it), so the engine serves the table,
the trainer, the command line and scripts alike.
"""

from .hands import PAIRS, Hand, HandKind, Showdown, beats, showdown
from .house_way import HouseWay, Rule, set_hand
from .setting import BetResult, Comparison, Setting, compare, settings_of
from .strategy import (
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
from .tiles import FULL_SET, KINDS, Tile, TileError, check_copies, parse_tiles

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
