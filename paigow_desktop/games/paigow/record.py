"""Pai Gow's record of a settled round: written as JSON, read back exactly (a notation that round-trips).

Storage keeps a round's record as opaque JSON; only this module knows what is in it.  The
format (version 1) is the one the program has always written: the seed, the player's place, the
banker, the dice, the commission as a fraction (``"1/20"``), the bets, every occupied place's
tiles (``"6-6"``) and setting (``"low / high"``, with the house-way rule when the house way set
it), the banker's setting and every place's outcome in cents.  ``ev_given_up`` (the EV the
player's setting gave up, in bets) is there when the player set a hand.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from paigow_desktop.core.round_export import RoundFacts, given_up_cell, seat_cell
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.games.paigow.settlement import DEALER
from paigow_desktop.tiles.tile import Tile, TileError

if TYPE_CHECKING:  # the round writes its record with record_of (it imports this module)
    from paigow_desktop.games.paigow.round import Round

__all__ = [
    "RECORD_VERSION",
    "PlaceOutcome",
    "PlacedSetting",
    "RecordError",
    "RoundRecord",
    "export_row",
    "record_of",
]

#: The version of the record format this module writes (the game declares it in its GameInfo).
RECORD_VERSION = 1


class RecordError(ValueError):
    """A record that is not a Pai Gow round this version can read; the message says what is wrong."""


@dataclass(frozen=True, slots=True)
class PlacedSetting:
    """How a place set its tiles; ``rule`` when the house way set them."""

    setting: Setting
    rule: str | None = None
    automatic: bool = False


@dataclass(frozen=True, slots=True)
class PlaceOutcome:
    """What a place's bet did: ``result`` is None for the banker (and the house co-banking)."""

    result: BetResult | None
    bet_cents: int
    net_cents: int
    commission_cents: int


def _frozen(mapping: Mapping[int, Any]) -> Mapping[int, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class RoundRecord:
    """One settled round, as the statistics window, replays and exports read it."""

    seed: int
    place: int  #: the player's place
    banker: int
    dice: tuple[int, int, int]
    commission: Fraction
    bets: Mapping[int, int]
    tiles: Mapping[int, tuple[Tile, ...]]
    settings: Mapping[int, PlacedSetting]
    banker_setting: Setting
    banker_rule: str | None
    outcome: Mapping[int, PlaceOutcome]
    ev_given_up: float | None = field(default=None)

    def __post_init__(self) -> None:
        for name in ("bets", "tiles", "settings", "outcome"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-able data."""
        data: dict[str, Any] = {
            "seed": self.seed,
            "place": self.place,
            "banker": self.banker,
            "dice": list(self.dice),
            "commission": str(self.commission),
            "bets": {str(p): c for p, c in sorted(self.bets.items())},
            "tiles": {str(p): [str(t) for t in tiles] for p, tiles in self.tiles.items()},
            "settings": {
                str(p): {"setting": str(s.setting), "rule": s.rule, "automatic": s.automatic}
                for p, s in self.settings.items()
            },
            "banker_setting": str(self.banker_setting),
            "banker_rule": self.banker_rule,
            "outcome": {
                str(p): {
                    "result": None if o.result is None else o.result.value,
                    "bet_cents": o.bet_cents,
                    "net_cents": o.net_cents,
                    "commission_cents": o.commission_cents,
                }
                for p, o in self.outcome.items()
            },
        }
        if self.ev_given_up is not None:
            data["ev_given_up"] = self.ev_given_up
        return data

    @classmethod
    def from_json(cls, data: object) -> RoundRecord:
        """Read a record back; ``RecordError`` says what is missing or wrong."""
        try:
            return _read(data)
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise RecordError(f"not a Pai Gow round record: {error}") from None


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{what} is a whole number, not {value!r}")
    return value


def _places(value: object, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} maps places to values, not {type(value).__name__}")
    return value


def _read(data: object) -> RoundRecord:
    if not isinstance(data, dict):
        raise RecordError("a round record is a JSON object")
    dice = tuple(_int(d, "a die") for d in data["dice"])
    if len(dice) != 3:
        raise RecordError(f"a round has three dice, not {len(dice)}")
    ev = data.get("ev_given_up")
    if ev is not None and (isinstance(ev, bool) or not isinstance(ev, (int, float)) or not math.isfinite(ev)):
        raise RecordError(f"ev_given_up is a number, not {ev!r}")
    try:
        tiles = {
            int(p): tuple(Tile.parse(t) for t in ts) for p, ts in _places(data["tiles"], "tiles").items()
        }
    except TileError as error:
        raise RecordError(str(error)) from None
    return RoundRecord(
        seed=_int(data["seed"], "the seed"),
        place=_int(data["place"], "the place"),
        banker=_int(data["banker"], "the banker"),
        dice=(dice[0], dice[1], dice[2]),
        commission=Fraction(str(data["commission"])),
        bets={int(p): _int(c, "a bet") for p, c in _places(data["bets"], "bets").items()},
        tiles=tiles,
        settings={
            int(p): PlacedSetting(Setting.parse(s["setting"]), s.get("rule"), bool(s.get("automatic", False)))
            for p, s in _places(data["settings"], "settings").items()
        },
        banker_setting=Setting.parse(data["banker_setting"]),
        banker_rule=data.get("banker_rule"),
        outcome={
            int(p): PlaceOutcome(
                None if o["result"] is None else BetResult(o["result"]),
                _int(o["bet_cents"], "a bet"),
                _int(o["net_cents"], "a net amount"),
                _int(o["commission_cents"], "a commission"),
            )
            for p, o in _places(data["outcome"], "outcome").items()
        },
        ev_given_up=None if ev is None else float(ev),
    )


def record_of(game: Round, seed: int, place: int, *, ev_given_up: float | None = None) -> RoundRecord:
    """The record of a settled round, from the player at ``place``'s seat."""
    deal, reveal, settlement = game.dealt, game.revealed, game.settlement
    if deal is None or reveal is None or settlement is None:
        raise ValueError("the round is not settled yet")
    settings: dict[int, PlacedSetting] = {}
    for p in deal.occupied:
        chosen = game.hand_set(p)
        if chosen is not None:
            settings[p] = PlacedSetting(chosen.setting, chosen.rule, chosen.automatic)
    return RoundRecord(
        seed=seed,
        place=place,
        banker=game.banker,
        dice=deal.dice,
        commission=settlement.commission_rate,
        bets=dict(sorted(game.bets.items())),
        tiles={p: tuple(deal.tiles_of(p)) for p in deal.occupied},
        settings=settings,
        banker_setting=reveal.banker_setting,
        banker_rule=reveal.banker_rule,
        outcome={
            s.place: PlaceOutcome(s.result, s.bet_cents, s.net_cents, s.commission_cents)
            for s in settlement.places
        },
        ev_given_up=ev_given_up,
    )


def export_row(facts: RoundFacts) -> dict[str, str]:
    """The round in the export's words (``core.round_export.DESCRIBED``): the banker, your four
    tiles as dealt, your setting ``low / high`` and what it gave up per 100 bet.  A round without
    a readable record (open, refunded, or written by hand) says only who banked."""
    banker = facts.details.get("banker", DEALER)
    row = {"banker": seat_cell(facts.place, banker) if isinstance(banker, int) else ""}
    try:
        record = RoundRecord.from_json(facts.history)
    except RecordError:
        return row
    mine = record.settings.get(record.place)
    row.update(
        banker=seat_cell(record.place, record.banker),
        dealt=" ".join(str(t) for t in record.tiles.get(record.place, ())),
        setting="" if mine is None else str(mine.setting),
        given_up_per_100=given_up_cell(record.ev_given_up),
    )
    return row
