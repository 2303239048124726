"""Tien Gow (天九, "Heaven Nine"), the trick-taking game on the Pai Gow tiles: sets and beats,
a hand as a state machine, money, seat views, hand records, computer players and trainer helpers.

Pure Python: no Qt, no storage, and of Pai Gow only the shared ``Tile`` type.
"""

from typing import TYPE_CHECKING

from paigow_desktop.core.lazy import lazy_face

if TYPE_CHECKING:  # the names for the type checker; at run time each loads when first asked for
    from paigow_desktop.games.tiengow.hand import Hand, IllegalPlay, Outcome, Phase, Play, Trick
    from paigow_desktop.games.tiengow.money import Payment
    from paigow_desktop.games.tiengow.record import HandRecord, RecordError
    from paigow_desktop.games.tiengow.rules import OPTIONS, Rules, RulesError
    from paigow_desktop.games.tiengow.sets import ALL_SETS, PURE_SETS, SetKind, TileSet, beats, identify
    from paigow_desktop.games.tiengow.view import Move, SeatView

__all__ = [
    "ALL_SETS",
    "OPTIONS",
    "PURE_SETS",
    "Hand",
    "HandRecord",
    "IllegalPlay",
    "Move",
    "Outcome",
    "Payment",
    "Phase",
    "Play",
    "RecordError",
    "Rules",
    "RulesError",
    "SeatView",
    "SetKind",
    "TileSet",
    "Trick",
    "beats",
    "identify",
]

# Asking what games there are imports this package's face with the game's declaration: it
# loads none of the engine until a name is used.
__getattr__, __dir__ = lazy_face(
    globals(),
    {
        "Hand": "paigow_desktop.games.tiengow.hand",
        "IllegalPlay": "paigow_desktop.games.tiengow.hand",
        "Outcome": "paigow_desktop.games.tiengow.hand",
        "Phase": "paigow_desktop.games.tiengow.hand",
        "Play": "paigow_desktop.games.tiengow.hand",
        "Trick": "paigow_desktop.games.tiengow.hand",
        "Payment": "paigow_desktop.games.tiengow.money",
        "HandRecord": "paigow_desktop.games.tiengow.record",
        "RecordError": "paigow_desktop.games.tiengow.record",
        "OPTIONS": "paigow_desktop.games.tiengow.rules",
        "Rules": "paigow_desktop.games.tiengow.rules",
        "RulesError": "paigow_desktop.games.tiengow.rules",
        "ALL_SETS": "paigow_desktop.games.tiengow.sets",
        "PURE_SETS": "paigow_desktop.games.tiengow.sets",
        "SetKind": "paigow_desktop.games.tiengow.sets",
        "TileSet": "paigow_desktop.games.tiengow.sets",
        "beats": "paigow_desktop.games.tiengow.sets",
        "identify": "paigow_desktop.games.tiengow.sets",
        "Move": "paigow_desktop.games.tiengow.view",
        "SeatView": "paigow_desktop.games.tiengow.view",
    },
)
