"""Pai Gow Poker's section of the settings: the bet each hand and whether the house shares a
player's bank."""

from __future__ import annotations

from typing import Final

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.paigow_poker.game import GAME
from paigow_desktop.storage import Settings

__all__ = ["BETS", "read_bet", "read_co_banking", "with_bet", "with_co_banking"]

#: The bets the Game menu offers, in cents.
BETS: Final = (500, 1000, 2500, 5000, 10_000)
DEFAULT_BET: Final[int] = GAME.defaults["bet_cents"]


def read_bet(settings: Settings) -> tuple[int, list[str]]:
    """The bet from Pai Gow Poker's section, and what was wrong with it (then the default)."""
    value = settings.game_section(GAME.key).get("bet_cents", DEFAULT_BET)
    if isinstance(value, int) and not isinstance(value, bool) and value in BETS:
        return value, []
    choices = ", ".join(format_cents(b) for b in BETS)
    return DEFAULT_BET, [f"Pai Gow Poker settings: the bet is one of {choices}; using the default."]


def with_bet(settings: Settings, cents: int) -> Settings:
    """The settings with Pai Gow Poker's bet set (other keys of its section kept)."""
    return settings.with_game(GAME.key, {**settings.game_section(GAME.key), "bet_cents": cents})


def read_co_banking(settings: Settings) -> bool:
    """Whether the house shares a player's bank (co-banking); off unless saved as true."""
    return settings.game_section(GAME.key).get("co_banking", False) is True


def with_co_banking(settings: Settings, on: bool) -> Settings:
    """The settings with Pai Gow Poker's co-banking set (other keys of its section kept)."""
    return settings.with_game(GAME.key, {**settings.game_section(GAME.key), "co_banking": on})
