"""What one seat may know of a Tien Gow hand: its own tiles and everything played face up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from paigow_desktop.games.tiengow import reasons
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import TileSet, beats, identify, kind_counts, sets_in
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["Move", "PublicPlay", "PublicTrick", "SeatView", "Situation"]

_FULL_COUNTS = tuple(kind_counts(FULL_SET))


@dataclass(frozen=True, slots=True)
class Move:
    """A decision: the tiles and whether they go face up (a lead is always face up)."""

    tiles: tuple[Tile, ...]
    face_up: bool

    def __str__(self) -> str:
        return f"{' '.join(map(str, self.tiles))} {'up' if self.face_up else 'down'}"


@dataclass(frozen=True, slots=True)
class PublicPlay:
    """A play as the table sees it: face-down tiles are only counted."""

    seat: int
    count: int
    face_up: bool
    tiles: tuple[Tile, ...]  # empty when face down


@dataclass(frozen=True, slots=True)
class PublicTrick:
    leader: int
    plays: tuple[PublicPlay, ...]
    winner: int | None  # None while the trick is being played
    high_seat: int
    high: TileSet


@dataclass(frozen=True, slots=True)
class Situation:
    """The facts a seat decides on, in a compact form computer players can read quickly."""

    seat: int
    tiles: tuple[Tile, ...]
    unseen: tuple[int, ...]  # by kind index: tiles neither held nor seen face up by this seat
    leading: bool
    high: TileSet | None
    high_seat: int
    plays_in_trick: int  # plays made so far in this trick
    size: int  # tiles each player puts into this trick (0 when leading)
    columns: tuple[int, ...]
    early_death: bool  # this seat may not play face up in this trick
    mixed: bool
    banker: int

    def legal_leads(self) -> list[TileSet]:
        return sets_in(self.tiles, mixed=self.mixed)

    def beating_sets(self) -> list[TileSet]:
        if self.leading or self.early_death or self.high is None:
            return []
        high = self.high
        return [s for s in sets_in(self.tiles, mixed=self.mixed, size=self.size) if beats(s, high)]


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat may know: its own tiles, face-up plays, counts of face-down tiles,
    columns, the banker and the points paid so far.  Computer players and the GUI get this,
    never the hand itself."""

    seat: int
    rules: Rules
    banker: int
    banker_streak: int
    multiplier: int
    dealt: tuple[Tile, ...]
    tiles: tuple[Tile, ...]
    own_discards: tuple[Tile, ...]
    tricks: tuple[PublicTrick, ...]
    current: PublicTrick | None
    to_play: int | None
    columns: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[int, ...]  # tiles each seat has put face down so far
    payments: tuple[Payment, ...]
    scores: tuple[int, ...]
    over: bool

    @property
    def leading(self) -> bool:
        return self.current is None and not self.over

    @property
    def trick_size(self) -> int:
        """How many tiles each play of the trick under way takes (0: no trick, a lead is due)."""
        return 0 if self.current is None else self.current.plays[0].count

    def seen_face_up(self) -> list[Tile]:
        seen = [t for trick in self.tricks for p in trick.plays for t in p.tiles]
        if self.current is not None:
            seen += [t for p in self.current.plays for t in p.tiles]
        return seen

    def unseen(self) -> tuple[int, ...]:
        """Tiles by kind this seat has not seen: the others' hands and their face-down tiles."""
        seen = kind_counts([*self.tiles, *self.own_discards, *self.seen_face_up()])
        return tuple(full - held for full, held in zip(_FULL_COUNTS, seen, strict=True))

    def situation(self) -> Situation:
        current = self.current
        size = self.trick_size
        early = bool(
            self.rules.early_death
            and current is not None
            and size == 1
            and len(self.tiles) == 1
            and current.leader != self.seat
            and self.columns[self.seat] == 0
        )
        return Situation(
            seat=self.seat,
            tiles=self.tiles,
            unseen=self.unseen(),
            leading=current is None,
            high=None if current is None else current.high,
            high_seat=-1 if current is None else current.high_seat,
            plays_in_trick=0 if current is None else len(current.plays),
            size=size,
            columns=self.columns,
            early_death=early,
            mixed=self.rules.mixed_pairs_and_sets,
            banker=self.banker,
        )

    def legal_leads(self) -> list[TileSet]:
        return self.situation().legal_leads() if self.leading else []

    def beating_sets(self) -> list[TileSet]:
        return [] if self.leading or self.over else self.situation().beating_sets()

    def can_play(self, move: Move) -> str | None:
        """None when ``move`` is legal for this seat now, else why not, in the hand's words (the
        hand checks it again when it is played)."""
        if self.over:
            return reasons.HAND_OVER
        if self.to_play != self.seat:
            return reasons.not_their_turn(self.to_play, self.seat)
        current = self.current
        if current is None:
            if not move.face_up:
                return reasons.LEAD_FACE_UP
        else:
            size = current.plays[0].count
            if len(move.tiles) != size:
                return reasons.wrong_count(size)
        if not move.tiles:
            return reasons.NO_TILES
        if not _holds(self.tiles, move.tiles):
            return reasons.does_not_hold(self.seat, move.tiles)
        found = identify(move.tiles, mixed=self.rules.mixed_pairs_and_sets) if move.face_up else None
        if current is None:
            return reasons.not_a_set(move.tiles) if found is None else None
        if not move.face_up:
            return None
        if self.situation().early_death:
            return reasons.EARLY_DEATH
        if found is None:
            return reasons.not_a_set_to_beat(move.tiles)
        if not beats(found, current.high):
            return reasons.does_not_beat(move.tiles, current.high)
        return None


def _holds(tiles: Sequence[Tile], wanted: Sequence[Tile]) -> bool:
    have = kind_counts(tiles)
    for t in wanted:
        have[t.kind] -= 1
        if have[t.kind] < 0:
            return False
    return True

