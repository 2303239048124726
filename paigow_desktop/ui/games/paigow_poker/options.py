"""Pai Gow Poker's section of the settings: the bet each hand, whether the house shares a
player's bank, your place and how many computer players sit with you."""

from __future__ import annotations

from typing import Final

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.paigow_poker.game import GAME
from paigow_desktop.games.paigow_poker.table import SEATS
from paigow_desktop.storage import Settings

__all__ = [
    "BETS",
    "DEFAULT_COMPUTERS",
    "DEFAULT_PLACE",
    "MOST_COMPUTERS",
    "read_bet",
    "read_co_banking",
    "read_seats",
    "with_bet",
    "with_co_banking",
    "with_seats",
]

#: The bets the Game menu offers, in cents.
BETS: Final = (500, 1000, 2500, 5000, 10_000)
DEFAULT_BET: Final[int] = GAME.defaults["bet_cents"]
#: Your place and how many computer players sit with you until you choose otherwise.
DEFAULT_PLACE: Final = 4
DEFAULT_COMPUTERS: Final = 3
MOST_COMPUTERS: Final = len(SEATS) - 1


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


def read_seats(settings: Settings) -> tuple[int, int, list[str]]:
    """Your place and how many computer players sit with you, and what was wrong (then the default)."""
    section = settings.game_section(GAME.key)
    place, count = section.get("place", DEFAULT_PLACE), section.get("computer_players", DEFAULT_COMPUTERS)
    if _whole(place) and place in SEATS and _whole(count) and 0 <= count <= MOST_COMPUTERS:
        return place, count, []
    problem = (
        f"Pai Gow Poker settings: your place is 1 to {len(SEATS)} and the computer players 0 to "
        f"{MOST_COMPUTERS}; using the defaults."
    )
    return DEFAULT_PLACE, DEFAULT_COMPUTERS, [problem]


def with_seats(settings: Settings, place: int, computers: int) -> Settings:
    """The settings with your place and the number of computer players (other keys kept)."""
    section = {**settings.game_section(GAME.key), "place": place, "computer_players": computers}
    return settings.with_game(GAME.key, section)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
