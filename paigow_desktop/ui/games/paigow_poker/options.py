"""Pai Gow Poker's section of the settings: the bet each hand, whether the house shares a
player's bank, your place and how many computer players sit with you, and the rules' other
options (under ``"rules"``, by :class:`PokerRules`' names, checked by :class:`PokerRules`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from fractions import Fraction
from typing import Any, Final

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.paigow_poker.game import GAME
from paigow_desktop.games.paigow_poker.rules import PokerRules, PokerRulesError
from paigow_desktop.games.paigow_poker.table import SEATS
from paigow_desktop.storage import Settings

__all__ = [
    "BETS",
    "DEFAULT_COMPUTERS",
    "DEFAULT_PLACE",
    "DRAGON_BETS",
    "FORTUNE_BETS",
    "MOST_COMPUTERS",
    "RULE_NAMES",
    "read_bet",
    "read_co_banking",
    "read_rules",
    "read_seats",
    "read_side_bets",
    "with_bet",
    "with_co_banking",
    "with_rules",
    "with_seats",
    "with_side_bets",
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


#: The side bets offered, in cents: the Fortune bonus (from $5 it earns the Envy bonus) and the
#: Queen's Dragon; the first of each is the default.
FORTUNE_BETS: Final = (500, 100, 1000, 2500)
DRAGON_BETS: Final = (500, 100, 1000)


def read_side_bets(settings: Settings) -> tuple[int, int]:
    """Your Fortune bet and Queen's Dragon bet (placed when the table's rules offer them); a
    value not offered is the default."""
    section = settings.game_section(GAME.key)
    fortune, dragon = section.get("fortune_bet_cents"), section.get("dragon_bet_cents")
    return (
        fortune if _whole(fortune) and fortune in FORTUNE_BETS else FORTUNE_BETS[0],
        dragon if _whole(dragon) and dragon in DRAGON_BETS else DRAGON_BETS[0],
    )


def with_side_bets(settings: Settings, fortune_cents: int, dragon_cents: int) -> Settings:
    """The settings with your side bets' amounts (other keys of the section kept)."""
    section = {
        **settings.game_section(GAME.key),
        "fortune_bet_cents": fortune_cents,
        "dragon_bet_cents": dragon_cents,
    }
    return settings.with_game(GAME.key, section)


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


#: The rules' options the section keeps under "rules" (co-banking has a key of its own, as the
#: Game menu sets it; the joker is always the bug, the only one the house way is defined for).
RULE_NAMES: Final = tuple(f.name for f in fields(PokerRules) if f.name not in ("co_banking", "joker"))


def read_rules(settings: Settings) -> tuple[PokerRules, list[str]]:
    """The rules from Pai Gow Poker's section (co-banking included), and what was wrong with them:
    a value :class:`PokerRules` refuses is its default, with a message."""
    rules = PokerRules(co_banking=read_co_banking(settings))
    saved = settings.game_section(GAME.key).get("rules", {})
    if not isinstance(saved, Mapping):
        return rules, ["Pai Gow Poker settings: the rules are not readable; using the default rules."]
    problems: list[str] = []
    for name in RULE_NAMES:
        if name not in saved:
            continue
        try:
            rules = rules.with_values({name: saved[name]})
        except (PokerRulesError, TypeError) as error:
            problems.append(f"Pai Gow Poker settings: {error}; using the default.")
    return rules, problems


def with_rules(settings: Settings, rules: PokerRules) -> Settings:
    """The settings with Pai Gow Poker's rules set, co-banking too (other keys kept, and rule
    names this version does not know)."""
    section = settings.game_section(GAME.key)
    old = section.get("rules")
    values: dict[str, Any] = dict(old) if isinstance(old, Mapping) else {}
    for name in RULE_NAMES:
        value = getattr(rules, name)
        values[name] = _decimal(value) if isinstance(value, Fraction) else value
    return settings.with_game(GAME.key, {**section, "rules": values, "co_banking": rules.co_banking})


def _decimal(rate: Fraction) -> str:
    """A commission as the file writes it: ``"0.05"``, ``"0.0476"`` (a fraction no decimal ends,
    such as ``"1/21"``, as a fraction)."""
    for places in range(9):
        scaled = rate * 10**places
        if scaled.denominator == 1:
            if not places:
                return str(scaled.numerator)
            digits = str(abs(scaled.numerator)).rjust(places + 1, "0")
            return f"{'-' if rate < 0 else ''}{digits[:-places]}.{digits[-places:]}"
    return str(rate)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
