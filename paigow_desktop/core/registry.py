"""The game registry: what the window, the command line, storage and the trainer know of each game.

Each game declares itself once, as a :class:`GameInfo` in its own package (``games/<key>/game.py``);
:mod:`paigow_desktop.games` lists the games in a :class:`Registry`.  The layers above add what is
theirs under the same key: the interface its table and trainer pages (``ui/games``), the command
line its subcommands (``cli``).  Nothing here knows any one game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from paigow_desktop.core.text import Text

__all__ = ["GameInfo", "Registry", "RegistryError"]

_KEY = re.compile(r"[a-z][a-z0-9_]{0,31}")


class RegistryError(ValueError):
    """A game declared wrongly, twice, or asked for but never declared."""


@dataclass(frozen=True)
class GameInfo:
    """One game on the shared tiles (or cards): its names, rules, defaults and record format.

    ``key`` names the game everywhere: in storage's records (rounds, ledger entries, trainer
    answers), in the settings file's section, in ``Game`` menus.  ``cli_namespace`` is the
    word its commands sit under (``paigow-desktop tiengow play``); None puts them at the top
    level, as Pai Gow's always were.  ``rules_page`` is the stem of its help page
    (``help/<stem>.md``, and ``help/<stem>.<language>.md`` translated).  ``defaults`` are its
    options as a new player starts with them.  ``record_version`` is the version of the round
    record the game writes and reads back (storage keeps the record opaque).
    """

    key: str
    name: Text
    chinese_name: str
    summary: Text
    rules_page: str
    places: int
    cli_namespace: str | None
    record_version: int = 1
    defaults: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if not _KEY.fullmatch(self.key):
            raise RegistryError(f"a game's key is lower-case letters, digits and _, not {self.key!r}")
        if not self.name or not self.chinese_name:
            raise RegistryError(f"the game {self.key!r} needs an English and a Chinese name")
        if not 1 <= self.places <= 16:
            raise RegistryError(f"the game {self.key!r} seats 1 to 16 places, not {self.places}")
        if self.cli_namespace is not None and not _KEY.fullmatch(self.cli_namespace):
            raise RegistryError(f"the game {self.key!r} has a bad command word {self.cli_namespace!r}")
        object.__setattr__(self, "defaults", MappingProxyType(dict(self.defaults)))


class Registry:
    """The games, in the order the menus list them; looked up by key."""

    def __init__(self, games: Iterable[GameInfo]) -> None:
        self._games: dict[str, GameInfo] = {}
        namespaces: set[str | None] = set()
        for game in games:
            if game.key in self._games:
                raise RegistryError(f"the game {game.key!r} is declared twice")
            if game.cli_namespace in namespaces:
                raise RegistryError(f"two games share the command-line namespace {game.cli_namespace!r}")
            namespaces.add(game.cli_namespace)
            self._games[game.key] = game
        if not self._games:
            raise RegistryError("a registry holds at least one game")

    def __iter__(self) -> Iterator[GameInfo]:
        return iter(self._games.values())

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, key: object) -> bool:
        return key in self._games

    def keys(self) -> tuple[str, ...]:
        return tuple(self._games)

    @property
    def first(self) -> GameInfo:
        """The game a new player starts with."""
        return next(iter(self._games.values()))

    def get(self, key: str) -> GameInfo:
        """The game declared as ``key``; ``RegistryError`` names the games there are."""
        try:
            return self._games[key]
        except KeyError:
            known = ", ".join(self._games)
            raise RegistryError(f"there is no game {key!r} (the games are {known})") from None
