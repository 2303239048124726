"""Pai Gow's section of the settings: read from the settings the app holds, and written back."""

from __future__ import annotations

from typing import Any

from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.storage import Settings

__all__ = ["OPTION_NAMES", "options_of", "read_options", "with_option_changes", "with_options"]

#: The names of Pai Gow's options (the rest of a change goes to the general section).
OPTION_NAMES = frozenset(PaiGowOptions.options())


def read_options(settings: Settings) -> tuple[PaiGowOptions, list[Text]]:
    """Pai Gow's options from the settings, and what was wrong with the file's section, if anything."""
    messages: list[Text] = []
    return PaiGowOptions.from_values(settings.game_section(GAME.key), messages), messages


def options_of(settings: Settings) -> PaiGowOptions:
    """Pai Gow's options from the settings (a bad value is its default; said once, at start)."""
    return read_options(settings)[0]


def with_options(settings: Settings, options: PaiGowOptions) -> Settings:
    """The settings with Pai Gow's section replaced by ``options``."""
    return settings.with_game(GAME.key, options.to_dict())


def with_option_changes(settings: Settings, changes: dict[str, Any]) -> Settings:
    """The settings with ``changes`` made: Pai Gow's options in its section, the others in the
    general one (``ValueError`` names a value that is not allowed)."""
    from dataclasses import replace

    mine = {k: v for k, v in changes.items() if k in OPTION_NAMES}
    general = {k: v for k, v in changes.items() if k not in OPTION_NAMES}
    if general:
        settings = replace(settings, **general)
    if mine:
        settings = with_options(settings, replace(options_of(settings), **mine))
    return settings
