"""The record of a hand (the doc's "Hand record"): written as JSON, read back and replayed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from paigow_desktop.core.round_export import RoundFacts, seat_cell
from paigow_desktop.games.tiengow.hand import Hand, IllegalPlay, Trick
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.rules import Rules, RulesError
from paigow_desktop.tiles.tile import Tile, TileError

__all__ = ["HandRecord", "RecordError", "export_row", "name_of"]

_FIELDS = (
    "seed",
    "rules",
    "banker",
    "banker_streak",
    "hands",
    "tricks",
    "columns",
    "winner",
    "payments",
    "net",
    "next_banker",
)


class RecordError(ValueError):
    """A hand record that is malformed or does not replay to what it says."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A whole hand: the deal, every play in order and every payment."""

    seed: int
    rules: Rules
    banker: int
    banker_streak: int
    hands: tuple[tuple[Tile, ...], ...]
    tricks: tuple[Trick, ...]
    columns: tuple[int, ...]
    winner: int
    payments: tuple[Payment, ...]
    net: tuple[int, ...]
    next_banker: int

    @classmethod
    def of(cls, hand: Hand, seed: int) -> HandRecord:
        """The record of a finished hand."""
        if not hand.over or hand.winner is None:
            raise ValueError("only a finished hand has a record")
        return cls(
            seed=seed,
            rules=hand.rules,
            banker=hand.banker,
            banker_streak=hand.banker_streak,
            hands=hand.dealt,
            tricks=tuple(hand.tricks),
            columns=tuple(hand.columns),
            winner=hand.winner,
            payments=tuple(hand.payments),
            net=tuple(hand.net()),
            next_banker=hand.winner,
        )

    def to_json(self) -> dict[str, Any]:
        def seats(values: Sequence[Any]) -> dict[str, Any]:
            return {str(seat): value for seat, value in enumerate(values)}

        return {
            "seed": self.seed,
            "rules": self.rules.to_json(),
            "banker": self.banker,
            "banker_streak": self.banker_streak,
            "hands": seats([[str(t) for t in h] for h in self.hands]),
            "tricks": [
                {
                    "leader": t.leader,
                    "plays": [
                        {"seat": p.seat, "tiles": [str(x) for x in p.tiles], "face_up": p.face_up}
                        for p in t.plays
                    ],
                    "winner": t.winner,
                    "columns": t.columns,
                }
                for t in self.tricks
            ],
            "columns": seats(self.columns),
            "winner": self.winner,
            "payments": [p.to_json() for p in self.payments],
            "net": seats(self.net),
            "next_banker": self.next_banker,
        }

    def replay(self) -> Hand:
        """The hand played again from the deal through every recorded play."""
        plays = [[(p.seat, p.tiles, p.face_up) for p in t.plays] for t in self.tricks]
        return _replay(Hand(self.hands, self.banker, self.banker_streak, self.rules), plays)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[HandRecord, list[str]]:
        """Read a record, replay it and check it says what the replay does.

        Returns the record and warnings (unknown rule names are ignored with a warning).
        """
        try:
            return cls._read(data)
        except (KeyError, TypeError, AttributeError, TileError, RulesError, IllegalPlay, ValueError) as error:
            if isinstance(error, RecordError):
                raise
            raise RecordError(f"not a Tien Gow hand record: {error}") from error

    @classmethod
    def _read(cls, data: Mapping[str, Any]) -> tuple[HandRecord, list[str]]:
        missing = [name for name in _FIELDS if name not in data]
        if missing:
            raise RecordError(f"missing {', '.join(missing)}")
        rules, warnings = Rules.from_json(data["rules"], strict=False)

        def seats(value: Mapping[str, Any]) -> list[Any]:
            if set(value) != {"0", "1", "2", "3"}:
                raise RecordError(f"seats are keyed '0' to '3', not {sorted(value)}")
            return [value[str(seat)] for seat in range(4)]

        def tiles(tokens: Sequence[str]) -> tuple[Tile, ...]:
            found = tuple(Tile.parse(t) for t in tokens)
            if [str(t) for t in found] != list(tokens):
                raise RecordError(f"tiles are written larger end first: {list(tokens)}")
            return found

        hands = tuple(tiles(h) for h in seats(data["hands"]))
        plays: list[list[tuple[int, tuple[Tile, ...], bool]]] = []
        for trick in data["tricks"]:
            plays.append([(_int(p["seat"]), tiles(p["tiles"]), _bool(p["face_up"])) for p in trick["plays"]])
        banker, streak = _int(data["banker"]), _int(data["banker_streak"])
        hand = _replay(Hand(hands, banker, streak, rules), plays)
        record = cls.of(hand, _int(data["seed"]))
        said = {
            "tricks": [
                (t["leader"], t["winner"], t["columns"], [p["face_up"] for p in t["plays"]])
                for t in data["tricks"]
            ],
            "columns": seats(data["columns"]),
            "winner": data["winner"],
            "next_banker": data["next_banker"],
            "net": seats(data["net"]),
            "payments": Counter(Payment.from_json(p) for p in data["payments"]),
        }
        done = {
            "tricks": [(t.leader, t.winner, t.columns, [p.face_up for p in t.plays]) for t in record.tricks],
            "columns": list(record.columns),
            "winner": record.winner,
            "next_banker": record.next_banker,
            "net": list(record.net),
            "payments": Counter(record.payments),
        }
        for name, value in said.items():
            if value != done[name]:
                raise RecordError(f"{name} is {value!r}, but the plays give {done[name]!r}")
        return record, warnings


def name_of(seat: int, other: int, names: Sequence[str]) -> str:
    """Another seat's name from ``seat``'s side: ``names`` are the three other players' in playing
    order after ``seat`` (as the table seats and names the computer players)."""
    if other == seat or len(names) != 3:
        raise ValueError(f"three names of the seats after seat {seat}, not {other} of {list(names)}")
    return names[(other - seat) % 4 - 1]


def export_row(facts: RoundFacts) -> dict[str, str]:
    """The hand in the export's words (``core.round_export.DESCRIBED``): the banker (``you`` or
    the computer player's name, ``seat 2`` without names), your eight tiles as dealt, and for the
    setting what you won and played: ``2 tricks, 5 columns, +4 points; played 6-6 | 5-5 4-4
    (down) | ...``.  Nothing is given up: the table's trainer weighs no hand of Tien Gow."""
    if facts.history is None:
        return {}
    try:
        record, _warnings = HandRecord.from_json(facts.history)
    except RecordError:
        return {}
    seat, names = facts.place, facts.names
    if record.banker != seat and len(names) == 3:
        banker = name_of(seat, record.banker, names)
    else:
        banker = seat_cell(seat, record.banker, dealer=None)
    plays = []
    for trick in record.tricks:
        for play in trick.plays:
            if play.seat == seat:
                shown = " ".join(str(t) for t in play.tiles)
                plays.append(shown if play.face_up else f"{shown} (down)")
    tricks = sum(trick.winner == seat for trick in record.tricks)
    won = f"{tricks} tricks, {record.columns[seat]} columns, {record.net[seat]:+d} points"
    return {
        "banker": banker,
        "dealt": " ".join(str(t) for t in record.hands[seat]),
        "setting": f"{won}; played {' | '.join(plays)}",
        "given_up_per_100": "",
    }


def _replay(hand: Hand, tricks: Sequence[Sequence[tuple[int, tuple[Tile, ...], bool]]]) -> Hand:
    for plays in tricks:
        if len(plays) != 4:
            raise RecordError("a trick has four plays")
        for number, (seat, tiles, face_up) in enumerate(plays):
            if hand.to_play != seat:
                raise RecordError(f"seat {seat} plays out of turn")
            if number == 0:
                if not face_up:
                    raise RecordError("a lead is played face up")
                hand.lead(tiles)
            elif face_up:
                hand.play_face_up(tiles)
            else:
                hand.discard(tiles)
    if not hand.over:
        raise RecordError("the record stops before the hand ends")
    return hand


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"expected true or false, not {value!r}")
    return value


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"expected a whole number, not {value!r}")
    return value
