"""Tien Gow (天九, "Heaven Nine"), the trick-taking game on the Pai Gow tiles: sets and beats,
a hand as a state machine, money, seat views, hand records, computer players and trainer helpers.

Pure Python: no Qt, no storage, and of Pai Gow only the shared ``Tile`` type.
"""

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
