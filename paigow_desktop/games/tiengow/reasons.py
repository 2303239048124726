"""Why a Tien Gow move cannot be made, in words the interface says in the player's language.

The hand (:mod:`.hand`) and a seat's view of it (:mod:`.view`) check the same rules, so they
give their reasons from here: each a :class:`~paigow_desktop.core.text.Text`, English words
that remember their template (the window translates it; the command line prints the words).
Tiles are named by their codes (``6-6 5-5``), as everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "EARLY_DEATH",
    "HAND_OVER",
    "LEAD_FACE_UP",
    "NOT_A_LEAD",
    "NO_HAND",
    "NO_LEAD_NOW",
    "NO_TILES",
    "does_not_beat",
    "does_not_hold",
    "not_a_set",
    "not_a_set_to_beat",
    "not_their_turn",
    "says_not_a_set",
    "wrong_count",
]

HAND_OVER: Final = Text(QT_TRANSLATE_NOOP("Engine", "the hand is over"))
NO_HAND: Final = Text(QT_TRANSLATE_NOOP("Engine", "no hand has been dealt"))
LEAD_FACE_UP: Final = Text(QT_TRANSLATE_NOOP("Engine", "a lead is played face up"))
NO_LEAD_NOW: Final = Text(QT_TRANSLATE_NOOP("Engine", "no lead now: the trick is being played"))
NOT_A_LEAD: Final = Text(QT_TRANSLATE_NOOP("Engine", "this is a lead: play a set face up"))
NO_TILES: Final = Text(QT_TRANSLATE_NOOP("Engine", "play at least one tile"))
EARLY_DEATH: Final = Text(
    QT_TRANSLATE_NOOP("Engine", "early death: a player with no column plays his last tile face down")
)


def words(tiles: Sequence[Tile]) -> Text | str:
    """The tiles' codes, or "nothing"."""
    return " ".join(str(t) for t in tiles) or Text(QT_TRANSLATE_NOOP("Engine", "nothing"))


def not_their_turn(to_play: int | None, seat: int) -> Text:
    if to_play is None:
        return HAND_OVER
    return Text(
        QT_TRANSLATE_NOOP("Engine", "seat {seat} is to play, not seat {asked}"), seat=to_play, asked=seat
    )


def wrong_count(size: int) -> Text:
    """A follow of another number of tiles than were led."""
    if size == 1:
        return Text(QT_TRANSLATE_NOOP("Engine", "play exactly 1 tile, as many as led"))
    return Text(QT_TRANSLATE_NOOP("Engine", "play exactly {count} tiles, as many as led"), count=size)


def does_not_hold(seat: int, tiles: Sequence[Tile]) -> Text:
    return Text(
        QT_TRANSLATE_NOOP("Engine", "seat {seat} does not hold {tiles}"), seat=seat, tiles=words(tiles)
    )


_NOT_A_SET: Final = QT_TRANSLATE_NOOP("Engine", "{tiles} is not a set")
_NOT_A_SET_TO_BEAT: Final = QT_TRANSLATE_NOOP("Engine", "{tiles} is not a set: it can only go face down")


def not_a_set(tiles: Sequence[Tile]) -> Text:
    """A lead that is no set."""
    return Text(_NOT_A_SET, tiles=words(tiles))


def not_a_set_to_beat(tiles: Sequence[Tile]) -> Text:
    """Tiles played face up to a trick that are no set."""
    return Text(_NOT_A_SET_TO_BEAT, tiles=words(tiles))


def does_not_beat(tiles: Sequence[Tile], led: object) -> Text:
    """A set played face up that does not beat the trick's highest set ``led``."""
    return Text(
        QT_TRANSLATE_NOOP("Engine", "{tiles} does not beat {led}: it can only go face down"),
        tiles=words(tiles),
        led=str(led),
    )


def says_not_a_set(reason: str | None) -> bool:
    """Whether ``reason`` is only that the tiles are no set (:func:`not_a_set`,
    :func:`not_a_set_to_beat`)."""
    return isinstance(reason, Text) and reason.template in (_NOT_A_SET, _NOT_A_SET_TO_BEAT)
