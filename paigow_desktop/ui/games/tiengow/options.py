"""Tien Gow's section of the settings: what a point is worth and the computer players' level."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from paigow_desktop.games.tiengow.game import GAME
from paigow_desktop.games.tiengow.players import PLAYER_NAMES
from paigow_desktop.storage import Settings

__all__ = ["LEVELS", "TienGowOptions", "read_options", "with_options"]

#: The computer players' levels the table offers (``players.make_player`` names).
LEVELS: Final = PLAYER_NAMES
#: The most a point may be worth, in cents ($10).
MOST_CENTS_PER_POINT: Final = 1000


@dataclass(frozen=True, slots=True)
class TienGowOptions:
    """``cents_per_point``: the money one point of the settlement is worth (whole cents);
    ``computer_level``: the computer players' level (``rule``, ``sampling`` or ``default``)."""

    cents_per_point: int = GAME.defaults["cents_per_point"]
    computer_level: str = GAME.defaults["computer_level"]

    def __post_init__(self) -> None:
        rate = self.cents_per_point
        if not isinstance(rate, int) or isinstance(rate, bool) or not 1 <= rate <= MOST_CENTS_PER_POINT:
            raise ValueError(f"cents_per_point is a whole number of cents from 1 to {MOST_CENTS_PER_POINT}")
        if self.computer_level not in LEVELS:
            raise ValueError(f"computer_level is one of {', '.join(LEVELS)}")

    @classmethod
    def from_values(cls, values: Mapping[str, Any], messages: list[str]) -> TienGowOptions:
        """The options from the file's section: a bad value is its default, with a message."""
        good: dict[str, Any] = {}
        for name in ("cents_per_point", "computer_level"):
            if name not in values:
                continue
            try:
                cls(**{name: values[name]})
            except (ValueError, TypeError) as error:
                messages.append(f"Tien Gow settings: {error}; using the default.")
                continue
            good[name] = values[name]
        return cls(**good)

    def to_dict(self) -> dict[str, Any]:
        return {"cents_per_point": self.cents_per_point, "computer_level": self.computer_level}


def read_options(settings: Settings) -> tuple[TienGowOptions, list[str]]:
    """Tien Gow's options from the settings, and what was wrong with the file's section."""
    messages: list[str] = []
    return TienGowOptions.from_values(settings.game_section(GAME.key), messages), messages


def with_options(settings: Settings, options: TienGowOptions) -> Settings:
    """The settings with Tien Gow's section replaced by ``options`` (other keys kept)."""
    section = {**settings.game_section(GAME.key), **options.to_dict()}
    return settings.with_game(GAME.key, section)
