"""The settings file: options checked when made, read with fallbacks and messages, written atomically."""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar, Final

from paigow_desktop import APP_NAME
from paigow_desktop.core.options import boolean, int_in, one_of
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, message_of
from paigow_desktop.storage import common
from paigow_desktop.storage import settings as settings_file
from paigow_desktop.storage.common import (
    MAX_CENTS,
    MIN_CENTS,
    SETTINGS_NAME,
    Clock,
    _aside_name,
    _atomic_write,
    _in_memory_warning,
    _reason,
    _say,
    _show,
    _utc_now,
    read_regular,
)
from paigow_desktop.storage.schema import FIRST_GAME

#: The marker that says a JSON file is this program's settings.
SETTINGS_FORMAT: Final = "paigow-desktop settings"


#: The settings file version this program writes.
SETTINGS_VERSION: Final = 3


COMMISSIONS: Final = ("0.05", "0.0476", "0.04", "0")


#: ``animation_speed`` is an index into this: 0 instant (no animation) ... 3 slow.
ANIMATION_SPEEDS: Final = ("instant", "fast", "normal", "slow")


REDUCED_MOTION: Final = ("auto", "on", "off")


THEMES: Final = ("casino", "ivory")


WOODPILE_STYLES: Final = ("eight", "lifted")


#: The interface's languages; "" follows the desktop's.
LANGUAGES: Final = ("", "en", "zh_TW")


#: The largest settings file read, in bytes: a file of ours is a few KB; a larger one is
#: taken as damaged (and moved aside) rather than read whole into memory.
SETTINGS_LIMIT: Final = 1 << 20


#: The longest saved window geometry accepted (base64 text).
MAX_GEOMETRY: Final = 16_384


def _geometry(value: object) -> str | None:
    problem = f'"" or base64 text of at most {MAX_GEOMETRY} characters'
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY:
        return problem
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        return problem
    return None


def _screen(value: object) -> str | None:
    if isinstance(value, str) and 0 < len(value) <= 64 and value.replace("_", "").replace("-", "").isalnum():
        return None
    return "a screen name (letters, digits, _ and -)"


def _game_key(value: object) -> str | None:
    if value == "" or (isinstance(value, str) and re.fullmatch(r"[a-z][a-z0-9_]{0,31}", value)):
        return None
    return 'a game\'s key (lower-case letters, digits and _) or ""'


_CENTS = " of cents"


#: What each option accepts: a function returning None, or what the value must be.
_CHECKS: Final[Mapping[str, Callable[[object], str | None]]] = MappingProxyType(
    {
        "animation_speed": int_in(0, len(ANIMATION_SPEEDS) - 1),
        "reduced_motion": one_of(*REDUCED_MOTION),
        "theme": one_of(*THEMES),
        "sound": boolean,
        "volume": int_in(0, 100),
        "language": one_of(*LANGUAGES),
        "window_geometry": _geometry,
        "last_screen": _screen,
        "game": _game_key,
        "starting_bankroll_cents": int_in(MIN_CENTS, MAX_CENTS, _CENTS),
    }
)
#: The keys of a version-2 file (one flat record) that belonged to the game: in version 3 they
#: are the first game's section.
_GAME_KEYS_OF_VERSION_2: Final = (
    "seat",
    "default_bet_cents",
    "table_minimum_cents",
    "table_maximum_cents",
    "commission",
    "trainer",
    "trainer_quiz",
    "computer_players",
    "bank_offer",
    "bank_two_in_a_row",
    "co_banking",
    "count_from_dealer",
    "woodpile",
)


@dataclass(frozen=True)
class Settings:
    """The general options, checked when made (``ValueError`` names the option), and one section
    per game.

    ``animation_speed`` indexes :data:`ANIMATION_SPEEDS` (0 instant, 1 fast, 2 normal, 3 slow).
    ``language`` "" follows the desktop.  ``games`` holds each game's section as the file has it,
    keyed by the game's registry key: the game reads and checks its own (storage knows no game).
    ``extra`` holds keys this version does not know (from a newer or hand-edited file): they are
    written back unchanged.  Change options with :func:`dataclasses.replace`, which checks
    again, and a game's section with :meth:`with_game`.
    """

    VERSION: ClassVar[int] = SETTINGS_VERSION

    animation_speed: int = 2
    reduced_motion: str = "auto"
    theme: str = "casino"
    sound: bool = False
    volume: int = 70
    #: the interface's language: "" follows the desktop's (when it is one the program speaks)
    language: str = ""
    window_geometry: str = ""
    last_screen: str = "table"
    #: the game played last, by its registry key ("": the first game the program lists)
    game: str = ""
    starting_bankroll_cents: int = 100_000
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict, hash=False)
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False, repr=False)

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            problem = check(getattr(self, name))
            if problem is not None:
                raise ValueError(f"setting {name!r} must be {problem}, not {_show(getattr(self, name))}")
        for key, section in self.games.items():
            if _game_key(key) is not None or key == "" or not isinstance(section, Mapping):
                raise ValueError(f"a game's settings are an object under its key, not {_show(key)}")
        clash = sorted(set(self.extra) & {*_CHECKS, "games"})
        if clash:
            raise ValueError(f"extra keys may not be option names: {', '.join(clash)}")
        games = {key: MappingProxyType(dict(section)) for key, section in self.games.items()}
        object.__setattr__(self, "games", MappingProxyType(games))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    @classmethod
    def options(cls) -> tuple[str, ...]:
        """The general option names, in file order."""
        return tuple(_CHECKS)

    def game_section(self, key: str) -> Mapping[str, Any]:
        """A game's section as the file has it (empty before the game's first save)."""
        return self.games.get(key, MappingProxyType({}))

    def with_game(self, key: str, section: Mapping[str, Any]) -> Settings:
        """These settings with a game's section replaced."""
        return replace(self, games={**self.games, key: section})

    def to_dict(self) -> dict[str, Any]:
        """The general options, then the extra keys: the ``"settings"`` object of the file."""
        values: dict[str, Any] = {name: getattr(self, name) for name in _CHECKS}
        return {**values, **self.extra}


assert tuple(f.name for f in fields(Settings))[:-2] == tuple(_CHECKS), "options and checks disagree"


@dataclass(frozen=True)
class LoadResult:
    """Settings as loaded, and messages to show the user once.

    ``read_only``: the file must not be overwritten (written by a newer
    version, or damaged and impossible to move aside).  ``migrated_from``: the
    file's version when it was older than :data:`SETTINGS_VERSION`.
    """

    settings: Settings
    messages: tuple[str, ...] = ()
    read_only: bool = False
    migrated_from: int | None = None


@dataclass(frozen=True)
class SaveResult:
    """``saved`` when the file was written; ``message`` is a warning to show, given once."""

    saved: bool
    message: str | None = None


def _migrate_1_to_2(values: dict[str, Any], messages: list[str]) -> dict[str, Any]:
    """Version 1 kept the animation as a name (``speed``) and the bet in dollars (``bet``)."""
    out = dict(values)
    if "speed" in out:
        speed = out.pop("speed")
        if isinstance(speed, str) and speed in ANIMATION_SPEEDS:
            out["animation_speed"] = ANIMATION_SPEEDS.index(speed)
        else:
            messages.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The setting 'speed' was {value}, but it must be one of {allowed}: "
                        "using the default animation speed.",
                    ),
                    value=_show(speed),
                    allowed=", ".join(ANIMATION_SPEEDS),
                )
            )
    if "bet" in out:
        bet = out.pop("bet")
        cents: int | None = None
        if isinstance(bet, (int, float)) and not isinstance(bet, bool) and math.isfinite(bet):
            with contextlib.suppress(InvalidOperation):
                cents = int((Decimal(str(bet)) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        if cents is None:
            messages.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The setting 'bet' was {value}, but it must be an amount in dollars: "
                        "using the default bet.",
                    ),
                    value=_show(bet),
                )
            )
        else:
            out["default_bet_cents"] = cents
    return out


def _settings_from(values: Mapping[str, Any], messages: list[str]) -> Settings:
    """Settings from the file's values: bad values fall back with a message, unknown keys are kept.
    The games' sections are kept as they are (each game checks its own when it reads it)."""
    defaults = Settings()
    good: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    games: dict[str, Mapping[str, Any]] = {}
    for key, value in values.items():
        if key == "games":
            if not isinstance(value, dict):
                messages.append(
                    _say(
                        QT_TRANSLATE_NOOP(
                            "Storage", "The games' settings were not readable: using the defaults."
                        )
                    )
                )
                continue
            for game, section in value.items():
                if isinstance(game, str) and _game_key(game) is None and game and isinstance(section, dict):
                    games[game] = section
                else:
                    messages.append(
                        _say(
                            QT_TRANSLATE_NOOP(
                                "Storage", "The settings of a game named {game} were not readable: left out."
                            ),
                            game=_show(game),
                        )
                    )
            continue
        check = _CHECKS.get(key)
        if check is None:
            extra[key] = value
            continue
        problem = check(value)
        if problem is None:
            good[key] = value
        else:
            messages.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The setting '{key}' was {value}, but it must be {problem}: "
                        "using the default, {default}.",
                    ),
                    key=key,
                    value=_show(value),
                    problem=problem,
                    default=_show(getattr(defaults, key)),
                )
            )
    return Settings(**good, games=games, extra=extra)


def _migrate_2_to_3(values: dict[str, Any], messages: list[str]) -> dict[str, Any]:
    """Version 3 keeps a general section and one per game: version 2's table and trainer options
    were all the first game's.  Version 2 wrote "en" for every player who never chose (it had no
    "follow the desktop"), so "en" becomes "": the desktop's language, when the program speaks it."""
    del messages
    out = {k: v for k, v in values.items() if k not in _GAME_KEYS_OF_VERSION_2}
    section = {k: values[k] for k in _GAME_KEYS_OF_VERSION_2 if k in values}
    if section:
        out["games"] = {FIRST_GAME: section}
    if out.get("language") == "en":
        out["language"] = ""
    return out


#: Migration from version N to N + 1, by N.
_SETTINGS_MIGRATIONS: Final[Mapping[int, Callable[[dict[str, Any], list[str]], dict[str, Any]]]] = (
    MappingProxyType({1: _migrate_1_to_2, 2: _migrate_2_to_3})
)


def _parse_settings_file(text: str) -> tuple[int, dict[str, Any]]:
    """(version, values) of a settings file; ``ValueError`` says how it is damaged."""
    doc = json.loads(text)
    if not isinstance(doc, dict):
        raise ValueError(_say(QT_TRANSLATE_NOOP("Storage", "it is not a JSON object")))
    if doc.get("format") != SETTINGS_FORMAT:
        raise ValueError(
            _say(QT_TRANSLATE_NOOP("Storage", 'its "format" is not "{format}"'), format=SETTINGS_FORMAT)
        )
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(_say(QT_TRANSLATE_NOOP("Storage", 'its "version" is not a whole number from 1')))
    values: dict[str, Any] = doc.get("settings", {})
    if not isinstance(values, dict):
        raise ValueError(_say(QT_TRANSLATE_NOOP("Storage", 'its "settings" is not a JSON object')))
    if "games" in doc:  # version 3 on: the games' sections beside the general one
        values = {**values, "games": doc["games"]}
    return version, values


class _TooLarge(Exception):
    """The settings file is larger than :data:`SETTINGS_LIMIT`."""


# Long: every way the file can be wrong (missing, unreadable, not JSON, newer, older) in order, in one place
def load_settings(directory: Path, *, now: Clock | None = None, move_aside: bool = True) -> LoadResult:
    """Read ``settings.json`` from ``directory``; never raises for what is in the file.

    A missing file gives the defaults and no message.  A damaged or unreadable
    one is moved aside as ``settings.json.corrupt-<UTC time>`` (left where it is,
    with ``read_only``, when ``move_aside`` is false: a look that changes nothing).
    A file from a newer version gives the defaults and ``read_only``.
    """
    path = Path(directory) / SETTINGS_NAME
    messages: list[str] = []
    problem: str  # what is wrong with the file's text, in words that can be translated
    try:
        # Only a regular file is read, and never more than the limit: a named pipe, a device or
        # a socket in its place is refused unread, as unreadable, below (reading would wait for
        # a writer, or for a device's end that never comes).
        raw = read_regular(path, SETTINGS_LIMIT + 1)
    except (FileNotFoundError, NotADirectoryError):  # no file, or no directory at all
        return LoadResult(Settings())
    except OSError as err:
        # Not damaged: unreadable (a folder without permission, a name too long, not a file at
        # all).  Whatever is there is left alone and not written over.
        messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The settings file {path} cannot be read ({reason}). Default settings are used, "
                    "and changes are not saved.",
                ),
                path=str(path),
                reason=_reason(err),
            )
        )
        return LoadResult(Settings(), tuple(messages), read_only=True)
    else:
        try:
            if len(raw) > SETTINGS_LIMIT:
                raise _TooLarge
            version, values = _parse_settings_file(raw.decode("utf-8"))
        except _TooLarge:
            problem = _say(
                QT_TRANSLATE_NOOP("Storage", "it is larger than {size} KB"), size=SETTINGS_LIMIT // 1024
            )
        except UnicodeDecodeError:
            problem = _say(QT_TRANSLATE_NOOP("Storage", "it is not UTF-8 text"))
        except json.JSONDecodeError as err:
            # Where, not Python's words for what: the file is for people to mend, if anyone.
            problem = _say(
                QT_TRANSLATE_NOOP("Storage", "it is not valid JSON: line {line}, column {column}"),
                line=err.lineno,
                column=err.colno,
            )
        except ValueError as err:
            problem = message_of(err)
        except RecursionError:
            problem = _say(QT_TRANSLATE_NOOP("Storage", "it is nested too deeply"))
        else:
            if version > SETTINGS_VERSION:
                messages.append(
                    _say(
                        QT_TRANSLATE_NOOP(
                            "Storage",
                            "The settings file {path} was written by a newer version of {app} "
                            "(settings version {version}; this version knows up to {known}). "
                            "Default settings are used for now, and the file is left as it is: changes "
                            "made now are not saved.",
                        ),
                        path=str(path),
                        app=APP_NAME,
                        version=version,
                        known=SETTINGS_VERSION,
                    )
                )
                return LoadResult(Settings(), tuple(messages), read_only=True)
            migrated_from = version if version < SETTINGS_VERSION else None
            try:
                while version < SETTINGS_VERSION:
                    values = _SETTINGS_MIGRATIONS[version](values, messages)
                    version += 1
                settings = _settings_from(values, messages)
            except (OverflowError, RecursionError, ValueError):
                problem = _say(
                    QT_TRANSLATE_NOOP("Storage", "it holds a value too large or too deeply nested to use")
                )
                messages.clear()
            else:
                return LoadResult(settings, tuple(messages), migrated_from=migrated_from)
    # Damaged or unreadable: keep it for the curious, start from the defaults.
    if not move_aside:
        messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage", "The settings file {path} is damaged ({problem}). Default settings are used."
                ),
                path=str(path),
                problem=problem,
            )
        )
        return LoadResult(Settings(), tuple(messages), read_only=True)
    try:
        aside = _aside_name(path, (now or _utc_now)())
        path.rename(aside)
    except OSError as err:
        messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The settings file {path} is damaged ({problem}) and could not be moved aside "
                    "({reason}). Default settings are used, and the file is left as it is.",
                ),
                path=str(path),
                problem=problem,
                reason=_reason(err),
            )
        )
        return LoadResult(Settings(), tuple(messages), read_only=True)
    messages.append(
        _say(
            QT_TRANSLATE_NOOP(
                "Storage",
                "The settings file was damaged ({problem}). Default settings are used; the old file "
                "was kept as {aside}.",
            ),
            problem=problem,
            aside=aside.name,
        )
    )
    return LoadResult(Settings(), tuple(messages))


def settings_text(settings: Settings) -> str:
    """The text of a settings file: indented JSON, one option a line, ending in a newline."""
    doc = {
        "format": SETTINGS_FORMAT,
        "version": SETTINGS_VERSION,
        "settings": settings.to_dict(),
        "games": {key: dict(section) for key, section in settings.games.items()},
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _written_by_newer(path: Path) -> bool:
    try:
        version, _ = _parse_settings_file(read_regular(path, SETTINGS_LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return False
    return version > SETTINGS_VERSION


def save_settings(directory: Path, settings: Settings) -> bool:
    """Write ``settings.json`` atomically; True when written.

    False, writing nothing, when the file there was written by a newer version.
    ``OSError`` when it cannot be written (the old file is then intact).
    """
    directory = Path(directory)
    path = directory / SETTINGS_NAME
    if _written_by_newer(path):
        return False
    directory.mkdir(parents=True, exist_ok=True)
    _atomic_write(path, settings_text(settings))
    return True


class SettingsStore:
    """The settings file of one directory, remembering what must not be written.

    ``read_only``: the file is from a newer version (or damaged and stuck), so
    it is never overwritten.  ``in_memory``: the directory cannot be written;
    saving then does nothing, after one warning (from :meth:`load`, or from the
    first :meth:`save` when the directory fails later).
    """

    def __init__(self, directory: Path, *, writable: bool | None = None, now: Clock | None = None) -> None:
        self.directory = Path(directory)
        self.path = self.directory / SETTINGS_NAME
        self.read_only = False
        self.in_memory = writable is False
        self._probed = writable is not None
        self._now = now

    def _probe(self) -> str | None:
        """The in-memory warning, the first time the directory turns out unwritable."""
        if self._probed:
            return None
        self._probed = True
        reason = common.probe_directory(self.directory)
        if reason is None:
            return None
        self.in_memory = True
        return _in_memory_warning(self.directory, reason)

    def load(self) -> LoadResult:
        warning = self._probe()
        result = load_settings(self.directory, now=self._now)
        self.read_only = self.read_only or result.read_only
        if warning is not None:
            result = replace(result, messages=(warning, *result.messages))
        return result

    def save(self, settings: Settings) -> SaveResult:
        warning = self._probe()
        if self.in_memory or self.read_only:
            return SaveResult(False, warning)
        try:
            saved = settings_file.save_settings(self.directory, settings)
        except OSError as err:
            self.in_memory = True
            return SaveResult(
                False,
                f"The settings could not be saved to {self.path} ({_reason(err)}). "
                f"From now on changes are kept in memory only.",
            )
        if not saved:
            self.read_only = True
        return SaveResult(saved)
