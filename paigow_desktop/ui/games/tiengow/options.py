"""Tien Gow's section of the settings: what a point is worth, the three computer players' names
and levels, and the rules the table plays by (every option of ``games/tiengow/rules.py``, kept
under ``"rules"`` by the names the command line's ``--rule NAME=VALUE`` takes, checked by the
same :meth:`Rules.value_of`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.tiengow.game import GAME
from paigow_desktop.games.tiengow.players import PLAYER_NAMES
from paigow_desktop.games.tiengow.rules import OPTIONS, Rules, RulesError
from paigow_desktop.storage import Settings

__all__ = [
    "DEFAULT_NAMES",
    "LEVELS",
    "RATES",
    "TienGowOptions",
    "kept_names",
    "read_options",
    "seat_name",
    "shown_names",
    "with_options",
]

#: The values of a point the table offers (the Game menu, the settings page), in cents.
RATES: Final = (1, 5, 10, 25, 50, 100)
#: The computer players' levels the table offers (``players.make_player`` names).
LEVELS: Final = PLAYER_NAMES
#: The most a point may be worth, in cents ($10).
MOST_CENTS_PER_POINT: Final = 1000
#: The computer players' names until you choose others: the seats after yours, in playing order.
DEFAULT_NAMES: Final = ("Lin", "Mei", "Jun")
#: The same names as the interface's language writes them (marked for translation here).
_SHOWN_DEFAULT_NAMES: Final = (
    QT_TRANSLATE_NOOP("TienGowNames", "Lin"),
    QT_TRANSLATE_NOOP("TienGowNames", "Mei"),
    QT_TRANSLATE_NOOP("TienGowNames", "Jun"),
)
#: The longest name a computer player may have (it must fit on its plate).
LONGEST_NAME: Final = 16


def seat_name(seat: int) -> str:
    """The seat's name, in playing order from East (the CLI's names)."""
    names = (
        QCoreApplication.translate("TienGow", "East"),
        QCoreApplication.translate("TienGow", "South"),
        QCoreApplication.translate("TienGow", "West"),
        QCoreApplication.translate("TienGow", "North"),
    )
    return names[seat]


def shown_names(names: Sequence[str]) -> tuple[str, ...]:
    """The computer players' names as the table shows them: the default names in the
    interface's language (阿林, 阿美, 阿俊 in Chinese), any other name as it was chosen."""
    if tuple(names) != DEFAULT_NAMES:
        return tuple(names)
    return tuple(QCoreApplication.translate("TienGowNames", name) for name in _SHOWN_DEFAULT_NAMES)


def kept_names(names: Sequence[str]) -> tuple[str, ...]:
    """The names to keep in the settings: the default names as shown in this language are kept
    as the defaults, so that another language shows them in its own way."""
    return DEFAULT_NAMES if tuple(names) == shown_names(DEFAULT_NAMES) else tuple(names)


def _names_error(names: object) -> str | None:
    if not isinstance(names, (tuple, list)) or len(names) != 3:
        return "computer_names are three names"
    for name in names:
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > LONGEST_NAME:
            return f"a computer player's name is 1 to {LONGEST_NAME} characters"
    return None


def _levels_error(levels: object) -> str | None:
    if levels is None:
        return None
    if not isinstance(levels, (tuple, list)) or len(levels) != 3 or any(v not in LEVELS for v in levels):
        return f"computer_levels are three of {', '.join(LEVELS)}"
    return None


@dataclass(frozen=True, slots=True)
class TienGowOptions:
    """``cents_per_point``: the money one point of the settlement is worth (whole cents);
    ``computer_level``: the computer players' level (``rule``, ``sampling`` or ``default``);
    ``computer_names``: the three computer players' names, for the seats after yours in playing
    order; ``computer_levels``: their levels one each (None: all at ``computer_level``);
    ``rules``: the options of the rules the table plays by."""

    cents_per_point: int = GAME.defaults["cents_per_point"]
    computer_level: str = GAME.defaults["computer_level"]
    computer_names: tuple[str, str, str] = DEFAULT_NAMES
    computer_levels: tuple[str, str, str] | None = None
    rules: Rules = field(default_factory=Rules)

    def __post_init__(self) -> None:
        rate = self.cents_per_point
        if not isinstance(rate, int) or isinstance(rate, bool) or not 1 <= rate <= MOST_CENTS_PER_POINT:
            raise ValueError(f"cents_per_point is a whole number of cents from 1 to {MOST_CENTS_PER_POINT}")
        if self.computer_level not in LEVELS:
            raise ValueError(f"computer_level is one of {', '.join(LEVELS)}")
        problem = _names_error(self.computer_names) or _levels_error(self.computer_levels)
        if problem:
            raise ValueError(problem)
        if not isinstance(self.rules, Rules):
            raise ValueError("rules are Tien Gow's rules")
        names = tuple(name.strip() for name in self.computer_names)
        object.__setattr__(self, "computer_names", names)
        if self.computer_levels is not None:
            object.__setattr__(self, "computer_levels", tuple(self.computer_levels))

    @property
    def levels(self) -> tuple[str, str, str]:
        """Each computer player's level, in the order of :attr:`computer_names`."""
        if self.computer_levels is not None:
            return self.computer_levels
        return (self.computer_level,) * 3

    @classmethod
    def from_values(cls, values: Mapping[str, Any], messages: list[str]) -> TienGowOptions:
        """The options from the file's section: a bad value is its default, with a message."""
        good: dict[str, Any] = {}
        for name in ("cents_per_point", "computer_level", "computer_names", "computer_levels"):
            if name not in values:
                continue
            value = values[name]
            if name in ("computer_names", "computer_levels") and isinstance(value, list):
                value = tuple(value)
            try:
                cls(**{name: value})
            except (ValueError, TypeError) as error:
                messages.append(f"Tien Gow settings: {error}; using the default.")
                continue
            good[name] = value
        if "rules" in values:
            good["rules"] = _rules_from(values["rules"], messages)
        return cls(**good)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cents_per_point": self.cents_per_point,
            "computer_level": self.computer_level,
            "computer_names": list(self.computer_names),
            "computer_levels": None if self.computer_levels is None else list(self.computer_levels),
            "rules": self.rules.to_json(),
        }


def _rules_from(values: object, messages: list[str]) -> Rules:
    """The rules from the section's ``"rules"`` object: each option checked as the command line
    checks it; a bad value is its default, with a message, and an unknown name is skipped
    (it stays in the file: :func:`with_options` keeps it)."""
    if not isinstance(values, Mapping):
        messages.append("Tien Gow settings: the rules are not readable; using the default rules.")
        return Rules()
    rules = Rules()
    for name, value in values.items():
        if name not in OPTIONS:
            continue
        try:
            rules = rules.with_option(name, value)
        except RulesError as error:
            messages.append(f"Tien Gow settings: {error}; using the default.")
    return rules


def read_options(settings: Settings) -> tuple[TienGowOptions, list[str]]:
    """Tien Gow's options from the settings, and what was wrong with the file's section."""
    messages: list[str] = []
    return TienGowOptions.from_values(settings.game_section(GAME.key), messages), messages


def with_options(settings: Settings, options: TienGowOptions) -> Settings:
    """The settings with Tien Gow's section replaced by ``options`` (other keys kept, and rule
    names this version does not know, from a newer one)."""
    old = settings.game_section(GAME.key)
    section = {**old, **options.to_dict()}
    old_rules = old.get("rules")
    if isinstance(old_rules, Mapping):
        unknown = {name: value for name, value in old_rules.items() if name not in OPTIONS}
        section["rules"] = {**unknown, **options.rules.to_json()}
    return settings.with_game(GAME.key, section)
