"""The game itself, free of any GUI: tiles, hands, the house way, exact strategy and rounds.

Nothing below this package imports Qt (a test enforces it), so the engine serves the table,
the trainer, the command line and scripts alike.
"""

from typing import TYPE_CHECKING

from paigow_desktop.core.lazy import lazy_face

if TYPE_CHECKING:  # the names for the type checker; at run time each loads when first asked for
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

# Asking what games there are imports this package's face with the game's declaration: it
# loads none of the engine until a name is used.
__getattr__, __dir__ = lazy_face(
    globals(),
    {
        "PAIRS": "paigow_desktop.games.paigow.hands",
        "Hand": "paigow_desktop.games.paigow.hands",
        "HandKind": "paigow_desktop.games.paigow.hands",
        "Showdown": "paigow_desktop.games.paigow.hands",
        "beats": "paigow_desktop.games.paigow.hands",
        "showdown": "paigow_desktop.games.paigow.hands",
        "HouseWay": "paigow_desktop.games.paigow.house_way",
        "Rule": "paigow_desktop.games.paigow.house_way",
        "set_hand": "paigow_desktop.games.paigow.house_way",
        "BetResult": "paigow_desktop.games.paigow.setting",
        "Comparison": "paigow_desktop.games.paigow.setting",
        "Setting": "paigow_desktop.games.paigow.setting",
        "compare": "paigow_desktop.games.paigow.setting",
        "settings_of": "paigow_desktop.games.paigow.setting",
        "DEFAULT_COMMISSION": "paigow_desktop.games.paigow.strategy",
        "Analysis": "paigow_desktop.games.paigow.strategy",
        "HouseEdge": "paigow_desktop.games.paigow.strategy",
        "Outcomes": "paigow_desktop.games.paigow.strategy",
        "SettingAnalysis": "paigow_desktop.games.paigow.strategy",
        "Shares": "paigow_desktop.games.paigow.strategy",
        "analyze": "paigow_desktop.games.paigow.strategy",
        "commission_rate": "paigow_desktop.games.paigow.strategy",
        "house_edge": "paigow_desktop.games.paigow.strategy",
        "FULL_SET": "paigow_desktop.tiles.tile",
        "KINDS": "paigow_desktop.tiles.tile",
        "Tile": "paigow_desktop.tiles.tile",
        "TileError": "paigow_desktop.tiles.tile",
        "check_copies": "paigow_desktop.tiles.tile",
        "parse_tiles": "paigow_desktop.tiles.tile",
    },
)
