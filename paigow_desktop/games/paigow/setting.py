"""Settings: a split of four tiles into a low and a high hand, and how two settings compare."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from paigow_desktop.games.paigow.hands import Hand, Showdown, showdown
from paigow_desktop.tiles.tile import Tile, TileError, check_copies, parse_tiles

__all__ = [
    "BetResult",
    "Comparison",
    "Setting",
    "compare",
    "settings_of",
]


@dataclass(frozen=True, slots=True)
class Setting:
    """A low hand and a high hand; the high hand never ranks below the low hand."""

    low: Hand
    high: Hand

    def __post_init__(self) -> None:
        if self.low.key > self.high.key:
            raise ValueError(f"the low hand {self.low} outranks the high hand {self.high}")

    @staticmethod
    def of(one: Sequence[Tile], other: Sequence[Tile]) -> Setting:
        """The setting of two two-tile groups in any order: the program decides which is high."""
        a, b = Hand.of(one[0], one[1]), Hand.of(other[0], other[1])
        if a.key != b.key:  # the quick case of the orientation below, which starts with the key
            return Setting(b, a) if a.key > b.key else Setting(a, b)
        return Setting(b, a) if _orientation(a) > _orientation(b) else Setting(a, b)

    @staticmethod
    def parse(text: str) -> Setting:
        """Read ``"3-1 2-1 / 6-6 5-4"`` (either group first)."""
        parts = text.split("/")
        if len(parts) != 2:
            raise TileError(f"a setting is two hands separated by '/': {text!r}", text)
        one, other = (parse_tiles(p, count=2) for p in parts)
        check_copies(one + other)
        return Setting.of(one, other)

    @property
    def key(self) -> tuple[int, int]:
        """(low key, high key): equal keys mean the same play against any banker."""
        return (self.low.key, self.high.key)

    @property
    def tiles(self) -> tuple[Tile, Tile, Tile, Tile]:
        return (*self.low.tiles, *self.high.tiles)

    def same_play(self, other: Setting) -> bool:
        """True when both hands rank equal: the two win, push and lose alike."""
        return self.key == other.key

    def holds(self, tiles: Sequence[Tile]) -> bool:
        """Whether this setting is made of exactly these four tiles."""
        return sorted(self.tiles, key=_order) == sorted(tiles, key=_order)

    def __str__(self) -> str:
        return f"{self.low} / {self.high}"


def _orientation(hand: Hand) -> tuple[int, int, int, int, int]:
    # Equal hands may hold different tiles of equal rank: the kinds make the choice canonical.
    return (hand.key, hand.first.strength, hand.second.strength, -hand.first.kind, -hand.second.kind)


def _order(tile: Tile) -> int:
    return tile.kind


def settings_of(tiles: Sequence[Tile]) -> tuple[Setting, ...]:
    """The distinct ways to set four tiles (three, or fewer when tiles repeat).

    Settings are told apart by their tiles; two settings may still be the same
    play (see :meth:`Setting.same_play`).  The order is by high hand, then low
    hand, strongest first.
    """
    if len(tiles) != 4:
        raise TileError(f"a setting needs four tiles, got {len(tiles)}", " ".join(map(str, tiles)))
    check_copies(tiles)
    return _settings_of(tiles)


def _settings_of(tiles: Sequence[Tile]) -> tuple[Setting, ...]:
    """:func:`settings_of` of four tiles known to be a possible deal (the house way's multisets)."""
    a, b, c, d = tiles
    splits: tuple[Setting, ...] = (
        Setting.of((a, b), (c, d)),
        Setting.of((a, c), (b, d)),
        Setting.of((a, d), (b, c)),
    )
    if len({a.kind, b.kind, c.kind, d.kind}) < 4:  # a kind twice: two splits are one setting
        found: dict[tuple[tuple[int, int], tuple[int, int]], Setting] = {}
        for setting in splits:
            ident = (
                (setting.low.first.kind, setting.low.second.kind),
                (setting.high.first.kind, setting.high.second.kind),
            )
            found.setdefault(ident, setting)
        splits = tuple(found.values())
    return tuple(sorted(splits, key=_strongest_first, reverse=True))


def _strongest_first(setting: Setting) -> tuple[int, int, int]:
    return (setting.high.key, setting.low.key, setting.high.first.strength)


class BetResult(enum.Enum):
    """A bet's result from the player's side."""

    WIN = "win"
    PUSH = "push"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class Comparison:
    """A player's setting against the banker's: each hand's showdown and the bet's result."""

    low: Showdown
    high: Showdown

    @property
    def result(self) -> BetResult:
        wins = (self.low is Showdown.PLAYER) + (self.high is Showdown.PLAYER)
        return (BetResult.LOSS, BetResult.PUSH, BetResult.WIN)[wins]

    @property
    def copies(self) -> int:
        """How many of the two hands were copies (ties the banker took)."""
        return (self.low is Showdown.COPY) + (self.high is Showdown.COPY)


def compare(player: Setting, banker: Setting) -> Comparison:
    """Compare low with low and high with high; the banker wins ties."""
    return Comparison(showdown(player.low, banker.low), showdown(player.high, banker.high))
