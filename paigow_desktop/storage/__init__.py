"""Everything the app keeps on disk: the settings file and the ledger and history database.

Where.  One data directory holds both files (one place to back up, and one
place to point tests at): ``--data-dir DIR`` wins, else the environment
variable ``PAIGOW_DESKTOP_HOME``, else the per-user data directory
(:func:`data_dir`).  In it:

- ``settings.json``: human-readable JSON,
  ``{"format": "paigow-desktop settings", "version": 2, "settings": {...}}``.
  A value out of range or of the wrong type falls back to its default with a
  message naming the key; unknown keys are kept and written back; a damaged
  file is moved aside as ``settings.json.corrupt-<UTC time>``; version 1 is
  migrated; a file from a newer version is never overwritten.
- ``paigow.sqlite3``: SQLite in WAL mode, ``PRAGMA user_version`` as its
  schema version, migrated forward on open; a newer version is refused and
  the file left untouched; a damaged file (not SQLite, or failing
  ``integrity_check``) is moved aside with its ``-wal`` and ``-shm`` as
  ``paigow.sqlite3.corrupt-<UTC time>`` (``...-wal``, ``...-shm``) and a fresh
  database started.

The ledger.  Money lives in one append-only table (triggers refuse UPDATE and
DELETE); the bankroll is always the sum of its entries.  Kinds of entry:

- ``stake``: the starting bankroll of a new database.
- ``reset``: the player set the bankroll to an amount; the entry is the difference.
- ``bet``: the stake leaving the bankroll when a round begins (``-bet``).
- ``settlement``: what comes back when the round is settled: the bet plus the
  gross result *before* commission (a loss ``0``, a push ``bet``, a win
  ``2 x bet``); also the refund (``bet``) of an interrupted round.  Written for
  every finished round, even at 0: at most one per round (a unique index), so a
  round is never credited twice.
- ``commission``: the commission paid on a win, ``-commission`` (only when not
  zero), so the sum is right and "commission paid" is a query.
- ``bank``: the gross result of a round in which the player held the bank
  (no bet staked, ``bet_cents == 0``): the banker's net plus its commission,
  which may be negative; its commission is a ``commission`` entry as above.

A round is written twice, each time in one transaction: :meth:`Store.begin_round`
writes the round as ``open`` together with its ``bet`` entry;
:meth:`Store.finish_round` writes the hand history (JSON), the result and the
credit and marks it ``settled``.  The state is checked inside the transaction,
the unique index and a trigger back it up: a round is never settled twice.

Recovery.  A round still ``open`` when the database is opened means the
program stopped mid-round.  It is *refunded*: a ``settlement`` entry of its
bet, state ``refunded``, in one transaction, with a message for the player.
Why a refund and not a replay: the deal may never have been shown, the player
may not have set the hand, so no result would be fair; a refund puts the
bankroll back where it was before the round, and since the refund is the
round's single credit (the unique index again) nothing can ever count twice.
One program at a time should use a data directory: a second one opening it
would refund the first one's round in progress (which then cannot be settled:
an error, never a double count).

The trainer.  ``trainer_answers`` keeps every answer the trainer judged (schema
version 2): the drill's and the table's settings (``mode`` ``drill`` or
``table``: the four tiles as a card key, the chosen and the best setting as
``low / high``, the hand's category, the EV given up per 100 units bet) and
the quiz's answers (``mode`` ``quiz``: the quiz's tiles, the choice and the
answer, the quiz kind as the category, nothing given up); ``assisted`` marks an
answer given after a hint, left out of accuracy and EV figures.
``trainer_state`` holds named JSON documents, the drill's state among them
(:meth:`Store.save_drill`).

When the directory cannot be written (read-only, or missing and impossible to
create), everything still works in memory: :func:`open_app_data` gives one
warning, the ledger lives in an in-memory database (a copy of the one on disk,
when it can be read) and saving settings silently does nothing.

Nothing here imports Qt: the module works headless and from the command line.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import csv
import io
import json
import math
import os
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from datetime import date, datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType, TracebackType
from typing import Any, ClassVar, Final, NamedTuple, TypeVar, cast

import appdirs  # type: ignore[import-untyped]

from paigow_desktop import APP_ID, APP_NAME
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Arg, Text, message_of
from paigow_desktop.games.paigow.round import PlaceSettlement, Round, TableRules
from paigow_desktop.games.paigow.setting import BetResult
from paigow_desktop.games.paigow.table import BANK_OFFERS, BankOffer, TableVariations
from paigow_desktop.storage import dbcheck
from paigow_desktop.storage.datalock import FolderInUse, FolderLock, holder

__all__ = [
    "ANIMATION_SPEEDS",
    "COMMISSIONS",
    "DATABASE_NAME",
    "ENV_VAR",
    "LANGUAGES",
    "LEDGER_KINDS",
    "REDUCED_MOTION",
    "SCHEMA_VERSION",
    "SETTINGS_FORMAT",
    "SETTINGS_NAME",
    "SETTINGS_VERSION",
    "THEMES",
    "TRAINER_MODES",
    "AppData",
    "FolderInUseError",
    "LedgerEntry",
    "LoadResult",
    "NewerVersionError",
    "RoundRow",
    "SaveResult",
    "Settings",
    "SettingsStore",
    "Statistics",
    "StorageError",
    "Store",
    "TrainerAnswer",
    "TrainerDay",
    "data_dir",
    "in_use_message",
    "load_settings",
    "open_app_data",
    "probe_directory",
    "round_history",
    "save_settings",
    "settings_text",
]

#: The environment variable naming the data directory (after ``--data-dir``).
ENV_VAR: Final = "PAIGOW_DESKTOP_HOME"
SETTINGS_NAME: Final = "settings.json"
DATABASE_NAME: Final = "paigow.sqlite3"
#: The marker that says a JSON file is this program's settings.
SETTINGS_FORMAT: Final = "paigow-desktop settings"
#: The settings file version this program writes.
SETTINGS_VERSION: Final = 2

COMMISSIONS: Final = ("0.05", "0.0476", "0.04", "0")
#: ``animation_speed`` is an index into this: 0 instant (no animation) ... 3 slow.
ANIMATION_SPEEDS: Final = ("instant", "fast", "normal", "slow")
REDUCED_MOTION: Final = ("auto", "on", "off")
THEMES: Final = ("casino", "ivory")
WOODPILE_STYLES: Final = ("eight", "lifted")
LANGUAGES: Final = ("en", "zh_TW")
LEDGER_KINDS: Final = ("stake", "bet", "settlement", "commission", "bank", "reset")
#: Where a trainer answer was given: the trainer window's drill, the table, the quiz.
TRAINER_MODES: Final = ("drill", "table", "quiz")

#: The smallest and largest amounts of money a setting may hold: $1 and $1,000,000.
MIN_CENTS: Final = 100
MAX_CENTS: Final = 100_000_000
#: The longest saved window geometry accepted (base64 text).
MAX_GEOMETRY: Final = 16_384

Clock = Callable[[], datetime]
_T = TypeVar("_T")


class StorageError(Exception):
    """Something on disk the program cannot use or an action the ledger refuses; the message is for people."""


class NewerVersionError(StorageError):
    """A file written by a newer version of the program: left untouched."""


# ----------------------------------------------------------------- small helpers


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def _stamp(moment: datetime) -> str:
    """The UTC time in file names: ``20240131T235959Z``."""
    return moment.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


_TIME_FORMAT: Final = "%Y-%m-%dT%H:%M:%S.%fZ"


def _db_time(moment: datetime) -> str:
    """The UTC time stored in the database: ISO 8601, microseconds, ``Z``; sorts as text."""
    return moment.astimezone(timezone.utc).strftime(_TIME_FORMAT)


def _from_db_time(text: str) -> datetime:
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=timezone.utc)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}${whole:,}.{part:02d}"


def _show(value: object) -> str:
    """A value as JSON, shortened, for messages."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _reason(err: OSError) -> str:
    return err.strerror or str(err)


_CONTEXT: Final = "Storage"


def _say(template: str, /, **fields: Arg) -> Text:
    """A message for people, in the "Storage" translation context."""
    return Text(template, context=_CONTEXT, **fields)


def _in_memory_warning(directory: Path, reason: str) -> Text:
    return _say(
        QT_TRANSLATE_NOOP(
            "Storage",
            "The data folder {directory} cannot be written ({reason}). {app} works as usual, but "
            "settings, bankroll and history are kept in memory only and are lost when you quit.",
        ),
        directory=str(directory),
        reason=reason,
        app=APP_NAME,
    )


def _fsync_directory(directory: Path) -> None:
    """Make a rename durable where the system allows opening a directory (not on Windows)."""
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _atomic_write(path: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file in the same directory, written,
    flushed and synced, then renamed over the old one; then the directory is synced."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(temp, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _fsync_directory(path.parent)


def _aside_name(path: Path, moment: datetime, kind: str = "corrupt") -> Path:
    """``NAME.<kind>-<UTC time>``, with ``-2``, ``-3``... when that exists already."""
    base = f"{path.name}.{kind}-{_stamp(moment)}"
    candidate, n = path.with_name(base), 1
    while candidate.exists() or candidate.with_name(candidate.name + "-wal").exists():
        n += 1
        candidate = path.with_name(f"{base}-{n}")
    return candidate


def probe_directory(directory: Path) -> str | None:
    """None when ``directory`` exists (it is created if need be) and files can be written in it;
    else the reason, for people."""
    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=directory)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        return _reason(err)
    return None


def data_dir(override: Path | str | None = None) -> Path:
    """The data directory: ``override`` (from ``--data-dir``), else ``$PAIGOW_DESKTOP_HOME``
    (when set and not empty), else the per-user data directory of the system.

    An empty ``override`` is refused (``ValueError``): it would mean the current folder."""
    if isinstance(override, str) and not override.strip():
        raise ValueError("the data folder must be named, not empty")
    if override is not None:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR, "")
    if env:
        return Path(env).expanduser()
    return Path(appdirs.user_data_dir(APP_ID, appauthor=False))


# ----------------------------------------------------------------- settings


def _int_in(low: int, high: int, unit: str = "") -> Callable[[object], str | None]:
    def check(value: object) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
            return None
        return f"a whole number{unit} from {low} to {high}"

    return check


def _one_of(*allowed: str) -> Callable[[object], str | None]:
    def check(value: object) -> str | None:
        if isinstance(value, str) and value in allowed:
            return None
        return "one of " + ", ".join(json.dumps(a) for a in allowed)

    return check


def _boolean(value: object) -> str | None:
    return None if isinstance(value, bool) else "true or false"


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
        "seat": _int_in(1, 7),
        "default_bet_cents": _int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "table_minimum_cents": _int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "table_maximum_cents": _int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "commission": _one_of(*COMMISSIONS),
        "animation_speed": _int_in(0, len(ANIMATION_SPEEDS) - 1),
        "reduced_motion": _one_of(*REDUCED_MOTION),
        "theme": _one_of(*THEMES),
        "sound": _boolean,
        "volume": _int_in(0, 100),
        "trainer": _boolean,
        "trainer_quiz": _boolean,
        "computer_players": _int_in(0, 7),
        "bank_offer": _one_of(*BANK_OFFERS),
        "bank_two_in_a_row": _boolean,
        "co_banking": _boolean,
        "count_from_dealer": _boolean,
        "woodpile": _one_of(*WOODPILE_STYLES),
        "language": _one_of(*LANGUAGES),
        "window_geometry": _geometry,
        "last_screen": _screen,
        "game": _game_key,
        "starting_bankroll_cents": _int_in(MIN_CENTS, MAX_CENTS, _CENTS),
    }
)


@dataclass(frozen=True)
class Settings:
    """Every option, checked when made (``ValueError`` names the option).

    ``animation_speed`` indexes :data:`ANIMATION_SPEEDS` (0 instant, 1 fast,
    2 normal, 3 slow).  The table maximum is at least the minimum and the
    default bet lies between them.  ``extra`` holds keys this version does not
    know (from a newer or hand-edited file): they are written back unchanged.
    Change options with :func:`dataclasses.replace`, which checks again.
    """

    VERSION: ClassVar[int] = SETTINGS_VERSION

    seat: int = 4
    default_bet_cents: int = 1000
    table_minimum_cents: int = 500
    table_maximum_cents: int = 50_000
    commission: str = "0.05"
    animation_speed: int = 2
    reduced_motion: str = "auto"
    theme: str = "casino"
    sound: bool = False
    volume: int = 70
    trainer: bool = False
    #: with the trainer on, keep its numbers hidden until the player confirms ("quiz me")
    trainer_quiz: bool = False
    computer_players: int = 4
    bank_offer: str = "ask"
    #: a player may bank two rounds running (some card rooms) instead of every other round
    bank_two_in_a_row: bool = False
    #: the house covers half of every bet with a banking player, whose tiles it sets by the house way
    co_banking: bool = False
    #: the dice count starts at the dealer's place instead of the banker's
    count_from_dealer: bool = False
    #: how the woodpile is built: "eight" stacks of four, or four of eight "lifted" in halves
    woodpile: str = "eight"
    language: str = "en"
    window_geometry: str = ""
    last_screen: str = "table"
    #: the game played last, by its registry key ("": the first game the program lists)
    game: str = ""
    starting_bankroll_cents: int = 100_000
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False, repr=False)

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            problem = check(getattr(self, name))
            if problem is not None:
                raise ValueError(f"setting {name!r} must be {problem}, not {_show(getattr(self, name))}")
        if self.table_maximum_cents < self.table_minimum_cents:
            raise ValueError("setting 'table_maximum_cents' must be at least 'table_minimum_cents'")
        if not self.table_minimum_cents <= self.default_bet_cents <= self.table_maximum_cents:
            raise ValueError("setting 'default_bet_cents' must lie between the table minimum and maximum")
        clash = sorted(set(self.extra) & set(_CHECKS))
        if clash:
            raise ValueError(f"extra keys may not be option names: {', '.join(clash)}")
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    @classmethod
    def options(cls) -> tuple[str, ...]:
        """The option names, in file order."""
        return tuple(_CHECKS)

    @property
    def commission_rate(self) -> Fraction:
        return Fraction(self.commission)

    @property
    def table_rules(self) -> TableRules:
        return TableRules(self.table_minimum_cents, self.table_maximum_cents, self.commission_rate)

    @property
    def table_variations(self) -> TableVariations:
        return TableVariations(
            self.commission_rate,
            bank_offer=cast(BankOffer, self.bank_offer),
            two_in_a_row=self.bank_two_in_a_row,
            count_from_dealer=self.count_from_dealer,
            co_banking=self.co_banking,
        )

    def to_dict(self) -> dict[str, Any]:
        """The options, then the extra keys: the ``"settings"`` object of the file."""
        values: dict[str, Any] = {name: getattr(self, name) for name in _CHECKS}
        return {**values, **self.extra}


assert tuple(f.name for f in fields(Settings))[:-1] == tuple(_CHECKS), "options and checks disagree"


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


#: Migration from version N to N + 1, by N.
_SETTINGS_MIGRATIONS: Final[Mapping[int, Callable[[dict[str, Any], list[str]], dict[str, Any]]]] = (
    MappingProxyType({1: _migrate_1_to_2})
)


def _settings_from(values: Mapping[str, Any], messages: list[str]) -> Settings:
    """Settings from the file's values: bad values fall back with a message, unknown keys are kept."""
    defaults = Settings()
    good: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    for key, value in values.items():
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
    low = good.get("table_minimum_cents", defaults.table_minimum_cents)
    high = good.get("table_maximum_cents", defaults.table_maximum_cents)
    if high < low:
        fixed = max(defaults.table_maximum_cents, low)
        messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The setting 'table_maximum_cents' was {high}, below the table minimum of {low}: "
                    "using {fixed}.",
                ),
                high=high,
                low=low,
                fixed=fixed,
            )
        )
        good["table_maximum_cents"] = high = fixed
    bet = good.get("default_bet_cents", defaults.default_bet_cents)
    if not low <= bet <= high:
        fixed = min(max(defaults.default_bet_cents, low), high)
        if "default_bet_cents" in good:
            messages.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The setting 'default_bet_cents' was {bet}, outside the table limits "
                        "({low} to {high}): "
                        "using {fixed}.",
                    ),
                    bet=bet,
                    low=low,
                    high=high,
                    fixed=fixed,
                )
            )
        good["default_bet_cents"] = fixed
    return Settings(**good, extra=extra)


def _parse_settings_file(text: str) -> tuple[int, dict[str, Any]]:
    """(version, values) of a settings file; ``ValueError`` says how it is damaged."""
    doc = json.loads(text)
    if not isinstance(doc, dict):
        raise ValueError("it is not a JSON object")
    if doc.get("format") != SETTINGS_FORMAT:
        raise ValueError(f'its "format" is not "{SETTINGS_FORMAT}"')
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError('its "version" is not a whole number from 1')
    values: dict[str, Any] = doc.get("settings", {})
    if not isinstance(values, dict):
        raise ValueError('its "settings" is not a JSON object')
    return version, values


def load_settings(directory: Path, *, now: Clock | None = None, move_aside: bool = True) -> LoadResult:
    """Read ``settings.json`` from ``directory``; never raises for what is in the file.

    A missing file gives the defaults and no message.  A damaged or unreadable
    one is moved aside as ``settings.json.corrupt-<UTC time>`` (left where it is,
    with ``read_only``, when ``move_aside`` is false: a look that changes nothing).
    A file from a newer version gives the defaults and ``read_only``.
    """
    path = Path(directory) / SETTINGS_NAME
    messages: list[str] = []
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):  # no file, or no directory at all
        return LoadResult(Settings())
    except OSError as err:
        problem = f"it could not be read ({_reason(err)})"
    else:
        try:
            version, values = _parse_settings_file(raw.decode("utf-8"))
        except UnicodeDecodeError:
            problem = "it is not UTF-8 text"
        except json.JSONDecodeError as err:
            problem = f"it is not valid JSON ({err.msg}, line {err.lineno})"
        except ValueError as err:
            problem = str(err)
        except RecursionError:
            problem = "it is nested too deeply"
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
                problem = "it holds a value too large or too deeply nested to use"
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
    doc = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, "settings": settings.to_dict()}
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _written_by_newer(path: Path) -> bool:
    try:
        version, _ = _parse_settings_file(path.read_text(encoding="utf-8"))
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
        reason = probe_directory(self.directory)
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
            saved = save_settings(self.directory, settings)
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


# ----------------------------------------------------------------- ledger and history

#: Forward migrations of the database: step N takes ``user_version`` N to N + 1.
#: Statements run one at a time (trigger bodies hold semicolons), all steps of
#: one open in one transaction with the new ``user_version``.
_MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE rounds (
            id INTEGER PRIMARY KEY,
            seed TEXT NOT NULL,
            place INTEGER NOT NULL CHECK (place BETWEEN 1 AND 7),
            bet_cents INTEGER NOT NULL CHECK (bet_cents >= 0),
            state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'refunded')),
            details TEXT NOT NULL DEFAULT '{}',
            history TEXT,
            result TEXT CHECK (result IN ('win', 'push', 'loss')),
            net_cents INTEGER,
            commission_cents INTEGER,
            started_at TEXT NOT NULL,
            finished_at TEXT
        )""",
        """CREATE TABLE ledger (
            id INTEGER PRIMARY KEY,
            round_id INTEGER REFERENCES rounds(id),
            kind TEXT NOT NULL
                CHECK (kind IN ('stake', 'bet', 'settlement', 'commission', 'bank', 'reset')),
            cents INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            CHECK ((round_id IS NULL) = (kind IN ('stake', 'reset')))
        )""",
        "CREATE INDEX rounds_by_state ON rounds(state)",
        "CREATE UNIQUE INDEX ledger_one_bet ON ledger(round_id) WHERE kind = 'bet'",
        "CREATE UNIQUE INDEX ledger_one_credit ON ledger(round_id) WHERE kind IN ('settlement', 'bank')",
        "CREATE UNIQUE INDEX ledger_one_commission ON ledger(round_id) WHERE kind = 'commission'",
        """CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END""",
        """CREATE TRIGGER rounds_finish_once BEFORE UPDATE OF state ON rounds WHEN OLD.state <> 'open'
            BEGIN SELECT RAISE(ABORT, 'a round is settled only once'); END""",
    ),
    (
        """CREATE TABLE trainer_answers (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('drill', 'table', 'quiz')),
            tiles TEXT NOT NULL,
            chosen TEXT NOT NULL,
            best TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT '',
            given_up_per_100 REAL NOT NULL DEFAULT 0 CHECK (given_up_per_100 >= 0),
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1))
        )""",
        "CREATE INDEX trainer_answers_by_time ON trainer_answers(created_at)",
        """CREATE TABLE trainer_state (
            name TEXT PRIMARY KEY,
            json TEXT NOT NULL
        )""",
    ),
    (
        # Who this history is (see dbcheck): a random identity, and a count every commit moves.
        """CREATE TABLE identity (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            uuid TEXT NOT NULL,
            writes INTEGER NOT NULL DEFAULT 0
        )""",
        "INSERT INTO identity (id, uuid) VALUES (1, lower(hex(randomblob(16))))",
        # The bankroll as one row, moved by a trigger in the same transaction as every entry.
        """CREATE TABLE balance (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            cents INTEGER NOT NULL
        )""",
        "INSERT INTO balance (id, cents) SELECT 1, COALESCE(SUM(cents), 0) FROM ledger",
        """CREATE TRIGGER ledger_balance AFTER INSERT ON ledger
            BEGIN UPDATE balance SET cents = cents + NEW.cents WHERE id = 1; END""",
    ),
)
#: The schema versions written before the application id was stamped (see dbcheck).
_UNSTAMPED_VERSIONS: Final = (1, 2)
#: The database schema version this program writes.
SCHEMA_VERSION: Final = len(_MIGRATIONS)


class _Damaged(Exception):
    """The database file is not usable; the message says why."""


class _Foreign(Exception):
    """The database file is not ours (another program's); the message says why."""


class _ForeignWal(_Foreign):
    """The database's ``-wal`` is another history's; the message says why."""


class _DiskFailure(Exception):
    """SQLite could not read or write the file (full, an I/O error, locked)."""


class FolderInUseError(StorageError):
    """The data folder is held by another process: ``pid`` (None when unknown)."""

    def __init__(self, message: str, pid: int | None) -> None:
        super().__init__(message)
        self.pid = pid


def _take_lock(directory: Path) -> FolderLock:
    """The folder's lock, or :class:`FolderInUseError` naming who holds it."""
    try:
        return FolderLock.acquire(directory)
    except FolderInUse as busy:
        raise FolderInUseError(in_use_message(directory, busy.pid), busy.pid) from busy
    except OSError as err:
        raise StorageError(
            _say(
                QT_TRANSLATE_NOOP("Storage", "The data folder {directory} cannot be locked ({reason})."),
                directory=str(directory),
                reason=_reason(err),
            )
        ) from err


def in_use_message(directory: Path, pid: int | None) -> Text:
    """One sentence: the folder is in use, and by which process."""
    if pid is None or pid < 0:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage", "The data folder {directory} is in use by another process of {app}."
            ),
            directory=str(directory),
            app=APP_NAME,
        )
    return _say(
        QT_TRANSLATE_NOOP("Storage", "The data folder {directory} is in use by {app} (process {pid})."),
        directory=str(directory),
        app=APP_NAME,
        pid=pid,
    )


@dataclass(frozen=True)
class LedgerEntry:
    id: int
    round_id: int | None
    kind: str
    cents: int
    created_at: datetime


@dataclass(frozen=True)
class RoundRow:
    """One round of the history.  ``result``, ``net_cents`` and ``commission_cents`` are the
    player's (after commission); None while the round is open.  A refunded round has
    net 0 and no result.  When the player held the bank (``bet_cents == 0``) the result
    is the sign of the net."""

    id: int
    seed: int
    place: int
    bet_cents: int
    state: str
    result: BetResult | None
    net_cents: int | None
    commission_cents: int | None
    started_at: datetime
    finished_at: datetime | None
    details: dict[str, Any]
    history: dict[str, Any] | None


@dataclass(frozen=True)
class Statistics:
    """Settled rounds only (refunded ones are counted apart).  ``largest_loss_cents`` is the
    most lost in one round, as a positive number (0 when none); ``bankroll_over_time`` is
    (UTC time, bankroll) after each stake, reset and round."""

    rounds: int
    wins: int
    pushes: int
    losses: int
    net_cents: int
    largest_win_cents: int
    largest_loss_cents: int
    commission_paid_cents: int
    refunded: int
    bankroll_cents: int
    bankroll_over_time: tuple[tuple[datetime, int], ...]


@dataclass(frozen=True)
class TrainerAnswer:
    """One answer the trainer judged (see the module's documentation)."""

    id: int
    created_at: datetime
    mode: str  #: one of :data:`TRAINER_MODES`
    tiles: str  #: the card key of the four tiles; the quiz's tiles for a quiz
    chosen: str  #: the setting played, ``low / high``; the choice for a quiz
    best: str  #: a best setting, ``low / high``; the right choice for a quiz
    category: str  #: the hand's category (``Category.value``); the quiz kind for a quiz
    given_up_per_100: float  #: EV given up, units per 100 bet (0 for a quiz)
    correct: bool
    assisted: bool  #: given after a hint: left out of the figures


class TrainerDay(NamedTuple):
    """The trainer's answers of one UTC day.  ``accuracy`` and ``given_up_per_100`` count
    unassisted answers only, None when there were none; ``answered`` counts them all."""

    day: date
    answered: int
    accuracy: float | None
    given_up_per_100: float | None


class _Transaction:
    """An open write transaction and the money it moves."""

    def __init__(self, conn: sqlite3.Connection, moment: datetime) -> None:
        self.conn = conn
        self.now = _db_time(moment)
        self.delta = 0

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def append(self, round_id: int | None, kind: str, cents: int) -> None:
        self.conn.execute(
            "INSERT INTO ledger (round_id, kind, cents, created_at) VALUES (?, ?, ?, ?)",
            (round_id, kind, cents, self.now),
        )
        self.delta += cents


_CSV_COLUMNS: Final = (
    "round_id",
    "started_at",
    "finished_at",
    "state",
    "seed",
    "place",
    "bet_cents",
    "result",
    "net_cents",
    "commission_cents",
)


class Store:
    """The ledger and the hand history of one data directory.

    ``Store(directory, starting_bankroll_cents)`` takes the directory's lock
    (:mod:`paigow_desktop.storage.datalock`; :class:`FolderInUseError` names the process
    holding it), then opens ``paigow.sqlite3`` there, creating it (with a ``stake``
    entry of ``starting_bankroll_cents``), migrating it, or moving aside a damaged
    file or one that is not ours (:mod:`paigow_desktop.storage.dbcheck`); then refunds
    rounds left open.  ``directory=None`` gives a fresh store in memory.  When the
    directory cannot be written the store works in memory on a copy of the file
    (when it can be read), with a warning in :attr:`messages` unless
    ``writable=False`` was passed (the caller warned already); ``recover=False``
    leaves open rounds open (a look at a folder another process holds);
    ``move_aside=False`` raises :class:`StorageError` for a damaged or foreign file
    instead of moving it aside (a command that only looks).  Raises
    :class:`NewerVersionError` for a database from a newer version and
    :class:`StorageError` when the file cannot be used (a value edited by hand, for
    one); the file is left as it is.

    A write that fails on disk (full, an I/O error, locked) is done again in memory:
    from then on the store is :attr:`in_memory`, says so once through
    :meth:`take_news`, and the file keeps what it had (a round begun there stays open
    and is refunded at the next start).
    """

    def __init__(
        self,
        directory: Path | None,
        starting_bankroll_cents: int = 100_000,
        *,
        writable: bool | None = None,
        now: Clock | None = None,
        lock: FolderLock | None = None,
        recover: bool = True,
        move_aside: bool = True,
    ) -> None:
        if not _is_int(starting_bankroll_cents) or starting_bankroll_cents < 0:
            raise ValueError(f"a starting bankroll is whole cents, not {starting_bankroll_cents!r}")
        self._now = now or _utc_now
        self._starting = starting_bankroll_cents
        self._messages: list[str] = []
        self._news: list[str] = []
        self._listener: Callable[[str], None] | None = None
        self._own_lock: FolderLock | None = None
        self._known_bankroll = starting_bankroll_cents
        self._may_move_aside = move_aside
        # A folder another process holds: its log is the holder's, checked when it opened, and
        # may be half-way through a write as we read it, so it is not judged here.
        self._log_is_holders = not recover
        self.directory = None if directory is None else Path(directory)
        self.path = None if self.directory is None else self.directory / DATABASE_NAME
        if self.directory is not None and writable is None:
            reason = probe_directory(self.directory)
            writable = reason is None
            if reason is not None:
                self._messages.append(_in_memory_warning(self.directory, reason))
        self.in_memory = self.directory is None or not writable
        if not self.in_memory and lock is None:
            assert self.directory is not None
            self._own_lock = _take_lock(self.directory)
        try:
            self._conn = self._open_copy() if self.in_memory else self._open_file()
            try:
                self._migrate()
                self._check_balance()
                self.refunded: tuple[int, ...] = self._recover() if recover else ()
                if not self.in_memory:
                    with contextlib.suppress(sqlite3.Error):  # the log starts empty: see dbcheck
                        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            except BaseException:
                self._conn.close()
                raise
        except BaseException:
            self._release()
            raise

    @classmethod
    def open(cls, directory: Path | None, starting_bankroll_cents: int = 100_000) -> Store:
        return cls(directory, starting_bankroll_cents)

    @property
    def messages(self) -> tuple[str, ...]:
        """What happened at open that the player should hear of, once."""
        return tuple(self._messages)

    def take_news(self) -> tuple[str, ...]:
        """What happened since the last call that the player should hear of (a write that
        failed on disk), each said once."""
        news, self._news = tuple(self._news), []
        return news

    def listen(self, listener: Callable[[str], None]) -> None:
        """Tell ``listener`` each piece of news as it happens (whoever wrote: the table, the
        trainer), instead of keeping it for :meth:`take_news`."""
        self._listener = listener
        for news in self.take_news():
            listener(news)

    def _tell(self, news: str) -> None:
        if self._listener is None:
            self._news.append(news)
        else:
            self._listener(news)

    # ------------------------------------------------------------- opening

    def _newer(self, version: int) -> NewerVersionError:
        return NewerVersionError(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The history file {path} was written by a newer version of {app} "
                    "(database version {version}; this version reads up to {known}). "
                    "It has been left untouched.",
                ),
                path=str(self.path),
                app=APP_NAME,
                version=version,
                known=len(_MIGRATIONS),
            )
        )

    def _header(self) -> dbcheck.Header | None:
        """The main file's header; None for no file or an empty one."""
        assert self.path is not None
        try:
            return dbcheck.read_header(self.path)
        except dbcheck.NotSQLite as err:
            raise _Damaged(str(err)) from err
        except OSError as err:
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                    path=str(self.path),
                    reason=_reason(err),
                )
            ) from err

    def _foreign_wal(self) -> str | None:
        """Why the ``-wal`` beside the file belongs to another history; None when it is ours
        or there is none (read before SQLite opens, and so applies, the log)."""
        assert self.path is not None
        try:
            wal = self.path.with_name(self.path.name + "-wal").read_bytes()
        except OSError:
            return None
        if len(wal) < 32:
            return None
        try:
            main = sqlite3.connect(f"{self.path.resolve().as_uri()}?immutable=1", uri=True)  # no -wal
            try:
                row = main.execute(
                    "SELECT s.rootpage, i.uuid FROM sqlite_master s, identity i "
                    "WHERE s.name = 'identity' AND i.id = 1"
                ).fetchone()
            finally:
                main.close()
        except sqlite3.Error:
            return None  # no identity yet (older files), or damage the integrity check will find
        if row is None:
            return None
        return dbcheck.foreign_wal(wal, int(row[0]), str(row[1]))

    def _judge(self, conn: sqlite3.Connection) -> tuple[str, str] | None:
        """("damaged" or "foreign", why) for a database that is not ours to use; None when it is.

        Raises :class:`NewerVersionError`, and :class:`StorageError` naming a value edited by hand.
        """
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        if [tuple(r) for r in rows] != [("ok",)]:
            return "damaged", f"the integrity check failed: {str(rows[0][0])[:80]}"
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0]) & 0xFFFFFFFF
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if app_id not in (0, dbcheck.APPLICATION_ID):
            return "foreign", f"its application id is {app_id:#010x}"
        if app_id == dbcheck.APPLICATION_ID and version > len(_MIGRATIONS):
            raise self._newer(version)
        if app_id == 0:
            empty = version == 0 and not dbcheck.schema_of(conn)
            if not empty and dbcheck.schema_version_of(conn, _MIGRATIONS, _UNSTAMPED_VERSIONS) is None:
                return "foreign", f"its tables (version {version}) are not those of {APP_NAME}"
        bad = dbcheck.bad_value(conn)
        if bad is not None:
            table, row_id, column, value, wanted = bad
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The history file {path} was changed by hand: row {row} of the table {table} "
                        "has {value} as its {column}, where it must be {wanted}. Nothing was changed "
                        "in the file.",
                    ),
                    path=str(self.path),
                    row=row_id,
                    table=table,
                    value=value,
                    column=column,
                    wanted=wanted,
                )
            )
        return None

    def _inspect(self) -> tuple[str, str] | None:
        """Judge the file before it is opened for writing, so that nothing of it is written and
        no log of another history is applied to it: our own file with no log, as a clean quit
        leaves it, is read as it is (``immutable``: read-only, no files made); any other, on a
        private copy of the file and its log."""
        assert self.path is not None
        header = self._header()
        if header is None:
            return None
        wal = self.path.with_name(self.path.name + "-wal")
        try:
            has_log = wal.exists() and wal.stat().st_size > 0
        except OSError:
            has_log = True
        if header.application_id == dbcheck.APPLICATION_ID and not has_log:
            return self._judge_file(f"{self.path.resolve().as_uri()}?immutable=1")
        with tempfile.TemporaryDirectory(prefix="paigow-check-") as scratch:
            copy = Path(scratch) / DATABASE_NAME
            try:
                shutil.copyfile(self.path, copy)
                if wal.exists():
                    shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            except OSError as err:
                raise StorageError(
                    _say(
                        QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be read ({reason})."),
                        path=str(self.path),
                        reason=_reason(err),
                    )
                ) from err
            return self._judge_file(copy.resolve().as_uri())

    def _judge_file(self, uri: str) -> tuple[str, str] | None:
        try:
            conn = sqlite3.connect(uri, isolation_level=None, uri=True)
        except sqlite3.Error as err:
            return "damaged", str(err)
        try:
            return self._judge(conn)
        except sqlite3.OperationalError as err:
            if "malformed" in str(err) or "not a database" in str(err):
                return "damaged", str(err)
            raise StorageError(self._cannot_open(err)) from err
        except sqlite3.DatabaseError as err:
            return "damaged", str(err)
        finally:
            conn.close()

    def _connect(self, target: str, *, uri: bool = False) -> sqlite3.Connection:
        conn = sqlite3.connect(target, isolation_level=None, uri=uri)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open_file(self) -> sqlite3.Connection:
        assert self.path is not None
        try:
            header = self._header()
            if header is not None and header.application_id not in (0, dbcheck.APPLICATION_ID):
                raise _Foreign(f"its application id is {header.application_id:#010x}")
            if header is not None and header.application_id and header.user_version > len(_MIGRATIONS):
                raise self._newer(header.user_version)
            problem = self._foreign_wal()
            if problem is not None:
                raise _ForeignWal(problem)
            verdict = self._inspect()
            if verdict is not None:
                kind, why = verdict
                raise _Damaged(why) if kind == "damaged" else _Foreign(why)
            try:
                conn = self._connect(str(self.path))
            except sqlite3.OperationalError as err:
                raise StorageError(self._cannot_open(err)) from err
            except sqlite3.DatabaseError as err:
                raise _Damaged(str(err)) from err
        except _Damaged as damage:
            self._refuse_unless_moving(str(damage))
            self._move_aside(str(damage), "corrupt")
            conn = self._connect(str(self.path))
        except _Foreign as foreign:
            self._refuse_unless_moving(str(foreign))
            self._move_aside(str(foreign), "foreign", wal=isinstance(foreign, _ForeignWal))
            conn = self._connect(str(self.path))
        try:
            conn.execute("PRAGMA journal_mode = WAL").fetchone()
            conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as err:
            conn.close()
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be used ({reason})."),
                    path=str(self.path),
                    reason=str(err),
                )
            ) from err
        return conn

    def _refuse_unless_moving(self, problem: str) -> None:
        if not self._may_move_aside:
            raise StorageError(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage", "The history file {path} cannot be used ({problem}); it was left as it is."
                    ),
                    path=str(self.path),
                    problem=problem,
                )
            )

    def _cannot_open(self, err: sqlite3.Error) -> Text:
        return _say(
            QT_TRANSLATE_NOOP("Storage", "The history file {path} cannot be opened ({reason})."),
            path=str(self.path),
            reason=str(err),
        )

    def _move_aside(self, problem: str, kind: str, *, wal: bool = False) -> None:
        """Keep the file (and its ``-wal`` and ``-shm``) as ``NAME.<kind>-<UTC time>``; say so."""
        assert self.path is not None
        aside = _aside_name(self.path, self._now(), kind)
        try:
            self.path.rename(aside)
            for suffix in ("-wal", "-shm"):
                companion = self.path.with_name(self.path.name + suffix)
                if companion.exists():
                    companion.rename(aside.with_name(aside.name + suffix))
        except OSError as err:
            raise StorageError(
                f"The history file {self.path} is damaged ({problem}) and could not be moved aside "
                f"({_reason(err)})."
            ) from err
        _fsync_directory(self.path.parent)
        if kind == "corrupt":
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file was damaged ({problem}). It was kept as {aside}, and a new "
                "history was started with a bankroll of {bankroll}.",
            )
        elif wal:
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file came with a write-ahead log from another history ({problem}). "
                "Both were kept as {aside} and {aside}-wal, untouched, and a new history was started "
                "with a bankroll of {bankroll}.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Storage",
                "The history file is not one of {app}'s ({problem}): it was not changed, it was kept as "
                "{aside}, and a new history was started with a bankroll of {bankroll}.",
            )
        self._messages.append(
            _say(template, problem=problem, aside=aside.name, bankroll=_money(self._starting), app=APP_NAME)
        )

    def _open_copy(self) -> sqlite3.Connection:
        """An in-memory database: a copy of the file when there is a readable one of ours."""
        memory = self._connect(":memory:")
        if self.path is None:
            return memory
        try:
            header = self._header()
            problem = self._foreign_wal() if header is not None and not self._log_is_holders else None
        except _Damaged as damage:
            self._messages.append(self._damaged_in_memory(damage))
            return memory
        except StorageError as err:
            self._messages.append(
                _say(
                    QT_TRANSLATE_NOOP("Storage", "{error} A new history is kept in memory."),
                    error=message_of(err),
                )
            )
            return memory
        if header is None:
            return memory
        if header.application_id not in (0, dbcheck.APPLICATION_ID) or problem is not None:
            self._messages.append(
                self._foreign_in_memory(problem or f"application id {header.application_id:#010x}")
            )
            return memory
        if header.application_id and header.user_version > len(_MIGRATIONS):
            memory.close()
            raise self._newer(header.user_version)
        uri = self.path.resolve().as_uri()
        # Without a WAL file the main file is the whole database: read it as immutable, which
        # creates no -wal or -shm.  With one, a read-only connection also reads the WAL.
        has_wal = self.path.with_name(self.path.name + "-wal").exists()
        for mode in ("mode=ro", "immutable=1") if has_wal else ("immutable=1", "mode=ro"):
            try:
                source = sqlite3.connect(f"{uri}?{mode}", uri=True)
                try:
                    source.backup(memory)
                finally:
                    source.close()
            except sqlite3.Error:
                continue
            try:
                verdict = self._judge(memory)
            except sqlite3.DatabaseError as err:
                verdict = "damaged", str(err)
            except BaseException:
                memory.close()
                raise
            if verdict is not None:
                kind, why = verdict
                memory.close()
                memory = self._connect(":memory:")
                self._messages.append(
                    self._damaged_in_memory(_Damaged(why))
                    if kind == "damaged"
                    else self._foreign_in_memory(why)
                )
            return memory
        self._messages.append(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage", "The history file {path} could not be read; a new history is kept in memory."
                ),
                path=str(self.path),
            )
        )
        return memory

    def _damaged_in_memory(self, damage: Exception) -> Text:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage", "The history file {path} is damaged ({problem}); a new history is kept in memory."
            ),
            path=str(self.path),
            problem=str(damage),
        )

    def _foreign_in_memory(self, problem: str) -> Text:
        return _say(
            QT_TRANSLATE_NOOP(
                "Storage",
                "The history file {path} is not one of {app}'s ({problem}); it is left as it is and a new "
                "history is kept in memory.",
            ),
            path=str(self.path),
            app=APP_NAME,
            problem=problem,
        )

    def _migrate(self) -> None:
        conn = self._conn
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        stamped = int(conn.execute("PRAGMA application_id").fetchone()[0]) == dbcheck.APPLICATION_ID
        target = len(_MIGRATIONS)
        if version >= target and stamped:
            return

        def migrate(tx: _Transaction) -> None:
            for step in _MIGRATIONS[version:]:
                for statement in step:
                    tx.execute(statement)
            tx.execute(f"PRAGMA user_version = {int(target)}")
            tx.execute(f"PRAGMA application_id = {dbcheck.APPLICATION_ID}")
            if version == 0:
                tx.append(None, "stake", self._starting)

        try:
            self._write(migrate)
        except StorageError as err:
            raise StorageError(
                f"The history file {self.path} could not be brought up to date "
                f"(version {version} to {target}): {err.__cause__ or err}"
            ) from err

    def _check_balance(self) -> None:
        """The stored balance must be the ledger's sum; when it is not (only a hand edit can do
        that), the ledger wins and the balance is set to its sum."""
        balance, total = self._conn.execute(
            "SELECT (SELECT cents FROM balance WHERE id = 1), (SELECT COALESCE(SUM(cents), 0) FROM ledger)"
        ).fetchone()
        if balance != total:
            self._write(lambda tx: tx.execute("UPDATE balance SET cents = ? WHERE id = 1", (total,)))
        self._known_bankroll = int(total)

    def _recover(self) -> tuple[int, ...]:
        """Refund every round left open: one transaction, one message."""

        def refund(tx: _Transaction) -> list[tuple[int, int]]:
            rows = tx.execute("SELECT id, bet_cents FROM rounds WHERE state = 'open' ORDER BY id").fetchall()
            for round_id, bet in rows:
                tx.append(round_id, "settlement", bet)
                tx.execute(
                    "UPDATE rounds SET state = 'refunded', net_cents = 0, commission_cents = 0, "
                    "finished_at = ? WHERE id = ? AND state = 'open'",
                    (tx.now, round_id),
                )
            return [(int(r), int(b)) for r, b in rows]

        rows = self._write(refund)
        if rows:
            total = sum(bet for _, bet in rows)
            which = ", ".join(str(r) for r, _ in rows)
            self._messages.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The program stopped in the middle of a round (round {rounds}). The round was "
                        "cancelled and the bet of {total} given back to your bankroll.",
                    ),
                    rounds=which,
                    total=_money(total),
                )
            )
        # News from a failed write at open is told with the other messages at open.
        self._messages.extend(self.take_news())
        return tuple(r for r, _ in rows)

    # ------------------------------------------------------------- transactions

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[_Transaction]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error.

        Every commit also counts a write on the identity row (see :mod:`paigow_desktop.storage.dbcheck`).
        A failure of the disk comes out as :class:`_DiskFailure`; SQLite's other errors (a
        constraint refused) as :class:`StorageError`.
        """
        conn = self._conn
        tx = _Transaction(conn, self._now())
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield tx
                if tx.execute("SELECT 1 FROM sqlite_master WHERE name = 'identity'").fetchone():
                    tx.execute("UPDATE identity SET writes = writes + 1 WHERE id = 1")
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                raise
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError) as err:
            raise StorageError(f"The history could not be written ({err}); nothing was changed.") from err
        except sqlite3.Error as err:
            raise _DiskFailure(str(err)) from err

    def _write(self, work: Callable[[_Transaction], _T]) -> _T:
        """``work`` in one transaction; when the disk fails it, the store moves to memory and
        ``work`` is done there (the transaction on disk was rolled back: nothing of it is there)."""
        try:
            with self._transaction() as tx:
                return work(tx)
        except _DiskFailure as failure:
            if self.in_memory:
                raise StorageError(
                    f"The history could not be written ({failure}); nothing was changed."
                ) from failure
            self._to_memory(str(failure))
        try:
            with self._transaction() as tx:
                return work(tx)
        except _DiskFailure as failure:
            raise StorageError(
                f"The history could not be written ({failure}); nothing was changed."
            ) from failure

    def _to_memory(self, reason: str) -> None:
        """Go on in memory from what the file holds now (or, when it cannot even be read, from the
        last bankroll known), with one message."""
        memory = self._connect(":memory:")
        try:
            self._conn.backup(memory)
        except sqlite3.Error:
            memory.close()
            memory = self._connect(":memory:")
            self._conn, disk = memory, self._conn
            self.in_memory = True
            with contextlib.suppress(sqlite3.Error):
                disk.close()
            starting, self._starting = self._starting, self._known_bankroll
            try:
                self._migrate()
            finally:
                self._starting = starting
        else:
            self._conn, disk = memory, self._conn
            self.in_memory = True
            with contextlib.suppress(sqlite3.Error):
                disk.close()
        self._tell(
            _say(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The history could not be saved in {directory} ({reason}), so from now on your bankroll "
                    "and history are kept in memory only (a round left open on disk is refunded at the "
                    "next start).",
                ),
                directory=str(self.directory),
                reason=reason,
            )
        )

    def _release(self) -> None:
        lock, self._own_lock = self._own_lock, None
        if lock is not None:
            lock.release()

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._release()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # ------------------------------------------------------------- money

    def bankroll_cents(self) -> int:
        """The bankroll: the ledger's sum, as the ``balance`` row holds it (a trigger adds each
        entry to it in the entry's own transaction, and the sum is checked against it at open)."""
        try:
            value = int(self._conn.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
        except sqlite3.Error as err:
            if self.in_memory:
                raise StorageError(f"The bankroll could not be read ({err}).") from err
            self._to_memory(str(err))
            value = int(self._conn.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
        self._known_bankroll = value
        return value

    def ledger_sum_cents(self) -> int:
        """The bankroll as SQL adds it up from the ledger: always equal to :meth:`bankroll_cents`."""
        return int(self._conn.execute("SELECT COALESCE(SUM(cents), 0) FROM ledger").fetchone()[0])

    def ledger(self, round_id: int | None = None) -> list[LedgerEntry]:
        """Every entry in order, or a round's entries."""
        sql = "SELECT id, round_id, kind, cents, created_at FROM ledger"
        params: tuple[Any, ...] = ()
        if round_id is not None:
            sql += " WHERE round_id = ?"
            params = (round_id,)
        rows = self._conn.execute(sql + " ORDER BY id", params).fetchall()
        return [LedgerEntry(i, r, k, c, _from_db_time(t)) for i, r, k, c, t in rows]

    def open_rounds(self) -> int:
        """How many rounds are in progress (begun, not finished)."""
        return int(self._conn.execute("SELECT COUNT(*) FROM rounds WHERE state = 'open'").fetchone()[0])

    def reset_bankroll(self, cents: int) -> int:
        """Set the bankroll to ``cents`` with a ``reset`` entry (the difference, returned).

        The UI asks the player first.  Refused while a round is in progress.
        """
        if not _is_int(cents) or not 0 <= cents <= MAX_CENTS:
            raise StorageError(f"a bankroll is a whole number of cents from 0 to {MAX_CENTS}, not {cents!r}")

        def reset(tx: _Transaction) -> int:
            if tx.execute("SELECT COUNT(*) FROM rounds WHERE state = 'open'").fetchone()[0]:
                raise StorageError("finish the round in progress before resetting the bankroll")
            current = int(tx.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
            tx.append(None, "reset", cents - current)
            return cents - current

        return self._write(reset)

    # ------------------------------------------------------------- rounds

    def begin_round(
        self, seed: int, bet_cents: int, place: int, details: Mapping[str, Any] | None = None
    ) -> int:
        """Record a round as ``open`` and take its bet from the bankroll, in one transaction.

        ``bet_cents == 0`` means the player holds the bank (nothing is staked).
        ``details`` (JSON-able: table rules, banker, ...) is stored with the round.
        Returns the round's id.
        """
        if not _is_int(seed):
            raise StorageError(f"a seed is a whole number, not {seed!r}")
        if not _is_int(place) or not 1 <= place <= 7:
            raise StorageError(f"the player sits at place 1 to 7, not {place!r}")
        if not _is_int(bet_cents) or bet_cents < 0:
            raise StorageError(f"a bet is a whole, non-negative number of cents, not {bet_cents!r}")
        try:
            details_json = json.dumps(dict(details or {}), ensure_ascii=False, sort_keys=True)
        except (TypeError, ValueError) as err:
            raise StorageError(f"the round's details are not JSON: {err}") from err

        def begin(tx: _Transaction) -> int:
            bankroll = tx.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0]
            if bet_cents > bankroll:
                raise StorageError(
                    f"a bet of {_money(bet_cents)} is more than the bankroll of {_money(bankroll)}"
                )
            cursor = tx.execute(
                "INSERT INTO rounds (seed, place, bet_cents, details, started_at) VALUES (?, ?, ?, ?, ?)",
                (str(seed), place, bet_cents, details_json, tx.now),
            )
            round_id = cursor.lastrowid
            assert round_id is not None
            if bet_cents:
                tx.append(round_id, "bet", -bet_cents)
            return round_id

        return self._write(begin)

    def finish_round(self, round_id: int, history: Mapping[str, Any], settlement: PlaceSettlement) -> int:
        """Settle an open round in one transaction: the history, the result, the credit.

        ``settlement`` is the player's :class:`PlaceSettlement` (its place and bet
        must be the round's).  Returns the money credited (``settlement`` or
        ``bank`` entry, less commission).  A round already settled or refunded
        raises :class:`StorageError` and changes nothing.
        """
        try:
            history_json = json.dumps(dict(history), ensure_ascii=False, sort_keys=True)
        except (TypeError, ValueError) as err:
            raise StorageError(f"the hand history is not JSON: {err}") from err
        net, commission = settlement.net_cents, settlement.commission_cents
        if not _is_int(net) or not _is_int(commission) or commission < 0:
            raise StorageError("a settlement is whole cents, the commission not negative")

        def finish(tx: _Transaction) -> int:
            row = tx.execute(
                "SELECT state, place, bet_cents FROM rounds WHERE id = ?", (round_id,)
            ).fetchone()
            if row is None:
                raise StorageError(f"there is no round {round_id!r}")
            state, place = row[0], row[1]
            bet: int = row[2]
            if state != "open":
                raise StorageError(f"round {round_id} is already {state}: it cannot be settled again")
            if settlement.place != place or settlement.bet_cents != bet:
                raise StorageError(
                    f"round {round_id} is a bet of {bet} cents at place {place}; the settlement is for "
                    f"{settlement.bet_cents} cents at place {settlement.place}"
                )
            gross = net + commission
            if bet:
                if settlement.result is None:
                    raise StorageError(f"round {round_id} was a bet: its settlement needs a result")
                if bet + gross < 0:
                    raise StorageError(f"round {round_id}: a bet of {bet} cents cannot lose {-gross}")
                result = settlement.result
                tx.append(round_id, "settlement", bet + gross)
            else:
                result = BetResult.WIN if net > 0 else BetResult.LOSS if net < 0 else BetResult.PUSH
                tx.append(round_id, "bank", gross)
            if commission:
                tx.append(round_id, "commission", -commission)
            tx.execute(
                "UPDATE rounds SET state = 'settled', history = ?, result = ?, net_cents = ?, "
                "commission_cents = ?, finished_at = ? WHERE id = ? AND state = 'open'",
                (history_json, result.value, net, commission, tx.now, round_id),
            )
            return bet + net

        return self._write(finish)

    def _row(self, values: tuple[Any, ...]) -> RoundRow:
        (rid, seed, place, bet, state, result, net, commission, started, finished, details, history) = values
        return RoundRow(
            id=rid,
            seed=int(seed),
            place=place,
            bet_cents=bet,
            state=state,
            result=None if result is None else BetResult(result),
            net_cents=net,
            commission_cents=commission,
            started_at=_from_db_time(started),
            finished_at=None if finished is None else _from_db_time(finished),
            details=json.loads(details),
            history=None if history is None else json.loads(history),
        )

    _ROW_SQL: ClassVar[str] = (
        "SELECT id, seed, place, bet_cents, state, result, net_cents, commission_cents, "
        "started_at, finished_at, details, history FROM rounds"
    )

    def round(self, round_id: int) -> RoundRow:
        values = self._conn.execute(self._ROW_SQL + " WHERE id = ?", (round_id,)).fetchone()
        if values is None:
            raise StorageError(f"there is no round {round_id!r}")
        return self._row(values)

    def rounds(self, limit: int = 50, offset: int = 0) -> list[RoundRow]:
        """Rounds, newest first: a page of ``limit`` after skipping ``offset``."""
        rows = self._conn.execute(
            self._ROW_SQL + " ORDER BY id DESC LIMIT ? OFFSET ?", (max(0, limit), max(0, offset))
        ).fetchall()
        return [self._row(r) for r in rows]

    def statistics(self) -> Statistics:
        conn = self._conn
        count, wins, pushes, losses, net, best, worst = conn.execute(
            "SELECT COUNT(*), "
            "COALESCE(SUM(result = 'win'), 0), COALESCE(SUM(result = 'push'), 0), "
            "COALESCE(SUM(result = 'loss'), 0), COALESCE(SUM(net_cents), 0), "
            "COALESCE(MAX(CASE WHEN net_cents > 0 THEN net_cents END), 0), "
            "COALESCE(MAX(CASE WHEN net_cents < 0 THEN -net_cents END), 0) "
            "FROM rounds WHERE state = 'settled'"
        ).fetchone()
        refunded = conn.execute("SELECT COUNT(*) FROM rounds WHERE state = 'refunded'").fetchone()[0]
        paid = conn.execute(
            "SELECT COALESCE(-SUM(cents), 0) FROM ledger WHERE kind = 'commission'"
        ).fetchone()[0]
        entries = conn.execute("SELECT round_id, cents, created_at FROM ledger ORDER BY id").fetchall()
        series: list[tuple[datetime, int]] = []
        running = 0
        for i, (round_id, cents, created) in enumerate(entries):
            running += cents
            following = entries[i + 1][0] if i + 1 < len(entries) else None
            if round_id is None or following != round_id:  # one point per round: after its last entry
                series.append((_from_db_time(created), running))
        return Statistics(
            rounds=count,
            wins=wins,
            pushes=pushes,
            losses=losses,
            net_cents=net,
            largest_win_cents=best,
            largest_loss_cents=worst,
            commission_paid_cents=paid,
            refunded=refunded,
            bankroll_cents=running,
            bankroll_over_time=tuple(series),
        )

    def export_csv(self, path: Path) -> int:
        """Write every round, oldest first, as CSV (atomically); returns the number of rows.

        Columns: ``round_id, started_at, finished_at, state, seed, place, bet_cents,
        result, net_cents, commission_cents``; times in UTC, money in cents.
        """
        rows = self._conn.execute(
            "SELECT id, started_at, finished_at, state, seed, place, bet_cents, result, net_cents, "
            "commission_cents FROM rounds ORDER BY id"
        ).fetchall()
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(_CSV_COLUMNS)
        for row in rows:
            writer.writerow(["" if v is None else v for v in row])
        _atomic_write(Path(path), buffer.getvalue())
        return len(rows)

    # ------------------------------------------------------------- the trainer

    def record_answer(
        self,
        mode: str,
        tiles: str,
        chosen: str,
        best: str,
        *,
        correct: bool,
        category: str = "",
        given_up_per_100: float = 0.0,
        assisted: bool = False,
        drill_state: str | None = None,
    ) -> int:
        """Record one trainer answer; returns its id.

        ``drill_state`` (the drill's JSON, :meth:`save_drill`) is saved in the same
        transaction, so the answers and the drill never disagree.
        """
        if mode not in TRAINER_MODES:
            raise StorageError(f"a trainer answer comes from {', '.join(TRAINER_MODES)}, not {mode!r}")
        for name, text in (("tiles", tiles), ("chosen", chosen), ("best", best), ("category", category)):
            if not isinstance(text, str):
                raise StorageError(f"a trainer answer's {name} is text, not {text!r}")
        if (
            isinstance(given_up_per_100, bool)
            or not isinstance(given_up_per_100, (int, float))
            or not math.isfinite(given_up_per_100)
            or given_up_per_100 < 0
        ):
            raise StorageError(f"EV given up is a number of at least 0, not {given_up_per_100!r}")
        if drill_state is not None and not isinstance(drill_state, str):
            raise StorageError(f"the drill's state is JSON text, not {type(drill_state).__name__}")

        def record(tx: _Transaction) -> int:
            cursor = tx.execute(
                "INSERT INTO trainer_answers (created_at, mode, tiles, chosen, best, category, "
                "given_up_per_100, correct, assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    tx.now,
                    mode,
                    tiles,
                    chosen,
                    best,
                    category,
                    float(given_up_per_100),
                    int(bool(correct)),
                    int(bool(assisted)),
                ),
            )
            if drill_state is not None:
                self._put_state(tx, _DRILL_STATE, drill_state)
            answer_id = cursor.lastrowid
            assert answer_id is not None
            return answer_id

        return self._write(record)

    def answers(self, limit: int = 50, offset: int = 0, *, mode: str | None = None) -> list[TrainerAnswer]:
        """Trainer answers, newest first (of one mode, if given): a page of ``limit`` after ``offset``."""
        sql = (
            "SELECT id, created_at, mode, tiles, chosen, best, category, given_up_per_100, correct, "
            "assisted FROM trainer_answers"
        )
        params: tuple[Any, ...] = ()
        if mode is not None:
            sql += " WHERE mode = ?"
            params = (mode,)
        rows = self._conn.execute(
            sql + " ORDER BY id DESC LIMIT ? OFFSET ?", (*params, max(0, limit), max(0, offset))
        ).fetchall()
        return [
            TrainerAnswer(i, _from_db_time(t), m, tiles, chosen, best, cat, float(up), bool(ok), bool(helped))
            for i, t, m, tiles, chosen, best, cat, up, ok, helped in rows
        ]

    def trainer_progress(
        self, days: int | None = None, *, modes: tuple[str, ...] = ("drill", "table")
    ) -> list[TrainerDay]:
        """The setting answers (``modes``; the quiz is left out by default) of each UTC day
        that has any, oldest first; with ``days``, only the last ``days`` days, today included."""
        unknown = [m for m in modes if m not in TRAINER_MODES]
        if unknown:
            raise StorageError(f"no trainer mode {unknown[0]!r}")
        if not modes:
            return []
        where = f"mode IN ({', '.join('?' for _ in modes)})"
        params: tuple[Any, ...] = tuple(modes)
        if days is not None:
            if not _is_int(days) or days < 1:
                raise StorageError(f"a number of days is a whole number of at least 1, not {days!r}")
            first = self._now().astimezone(timezone.utc).date() - timedelta(days=days - 1)
            where += " AND created_at >= ?"
            params += (first.isoformat(),)
        rows = self._conn.execute(
            "SELECT substr(created_at, 1, 10) AS day, COUNT(*), "
            "SUM(assisted = 0), SUM(assisted = 0 AND correct = 1), "
            "SUM(CASE WHEN assisted = 0 THEN given_up_per_100 ELSE 0 END) "
            f"FROM trainer_answers WHERE {where} GROUP BY day ORDER BY day",
            params,
        ).fetchall()
        result = []
        for day, answered, counted, right, given_up in rows:
            result.append(
                TrainerDay(
                    date.fromisoformat(day),
                    int(answered),
                    right / counted if counted else None,
                    float(given_up) / counted if counted else None,
                )
            )
        return result

    def _put_state(self, tx: _Transaction, name: str, text: str) -> None:
        tx.execute(
            "INSERT INTO trainer_state (name, json) VALUES (?, ?) "
            "ON CONFLICT (name) DO UPDATE SET json = excluded.json",
            (name, text),
        )

    def save_drill(self, json_text: str) -> None:
        """Keep the trainer's drill state (JSON text the game writes; storage keeps it as it is)."""
        if not isinstance(json_text, str):
            raise StorageError(f"the drill's state is JSON text, not {type(json_text).__name__}")
        self._write(lambda tx: self._put_state(tx, _DRILL_STATE, json_text))

    def load_drill(self) -> str | None:
        """The drill's state as saved; None before the first save."""
        try:
            row = self._conn.execute(
                "SELECT json FROM trainer_state WHERE name = ?", (_DRILL_STATE,)
            ).fetchone()
        except sqlite3.Error as err:
            raise StorageError(f"The drill could not be read ({err}).") from err
        return None if row is None else str(row[0])


#: The ``trainer_state`` row of the drill.
_DRILL_STATE: Final = "drill"


# ----------------------------------------------------------------- the hand history of a round


def round_history(game: Round, seed: int, place: int) -> dict[str, Any]:
    """A settled round as JSON-able data for :meth:`Store.finish_round`.

    Holds the seed, the player's place, the banker, the dice, the bets, every
    occupied place's tiles and setting (with the house-way rule when the house
    way set it), the banker's setting and every place's outcome.  Tiles are
    written ``6-6``, settings ``low / high`` (readable by ``Setting.parse``),
    the commission as a fraction (``1/20``).
    """
    deal, reveal, settlement = game.dealt, game.revealed, game.settlement
    if deal is None or reveal is None or settlement is None:
        raise ValueError("the round is not settled yet")
    settings: dict[str, Any] = {}
    for p in deal.occupied:
        chosen = game.hand_set(p)
        if chosen is not None:
            settings[str(p)] = {
                "setting": str(chosen.setting),
                "rule": chosen.rule,
                "automatic": chosen.automatic,
            }
    return {
        "seed": seed,
        "place": place,
        "banker": game.banker,
        "dice": list(deal.dice),
        "commission": str(settlement.commission_rate),
        "bets": {str(p): c for p, c in sorted(game.bets.items())},
        "tiles": {str(p): [str(t) for t in deal.tiles_of(p)] for p in deal.occupied},
        "settings": settings,
        "banker_setting": str(reveal.banker_setting),
        "banker_rule": reveal.banker_rule,
        "outcome": {
            str(s.place): {
                "result": None if s.result is None else s.result.value,
                "bet_cents": s.bet_cents,
                "net_cents": s.net_cents,
                "commission_cents": s.commission_cents,
            }
            for s in settlement.places
        },
    }


# ----------------------------------------------------------------- everything at once


@dataclass
class AppData:
    """What the app opens at start: settings, their store and the ledger, and the messages
    to show once.  ``in_memory``: nothing this session does is saved.  ``lock``: the folder's
    lock, held until :meth:`close`.  ``in_use_by``: the process holding the folder when it was
    only looked at (``read_only``), else None."""

    directory: Path
    settings: Settings
    settings_store: SettingsStore
    store: Store
    messages: tuple[str, ...]
    in_memory: bool
    lock: FolderLock | None = None
    in_use_by: int | None = None

    def close(self) -> None:
        self.store.close()
        if self.lock is not None:
            self.lock.release()


#: What a save killed half-way leaves behind (``_atomic_write``), and a probe of the folder.
_LEFTOVERS: Final = (f".{SETTINGS_NAME}.*.tmp", ".write-test-*")


def _clean_leftovers(directory: Path) -> None:
    """Remove temporary files of a killed save: only the folder's owner calls this."""
    for pattern in _LEFTOVERS:
        for leftover in directory.glob(pattern):
            with contextlib.suppress(OSError):
                if leftover.is_file():
                    leftover.unlink()


def _in_memory_fallback(err: StorageError) -> Text:
    return _say(
        QT_TRANSLATE_NOOP("Storage", "{error} This session's bankroll and history are kept in memory only."),
        error=message_of(err),
    )


def open_app_data(directory: Path, *, now: Clock | None = None, read_only: bool = False) -> AppData:
    """Open the settings and the ledger of ``directory`` (see :func:`data_dir`).

    The app: the folder is created if need be and locked for the session
    (:class:`FolderInUseError` when another process holds it, nothing touched);
    leftovers of a killed save are removed.  An unwritable directory gives one
    warning and an in-memory session.  A history from a newer version, or one that
    cannot be used, is left as it is and the session's ledger is kept in memory, with
    a message.

    ``read_only`` (``stats``): creates nothing.  A folder another process holds is
    read as it is (``in_use_by``), nothing refunded and nothing moved; a free one is
    locked and a round left open by a crash refunded, as the app does; without a
    history there, the starting stake is reported from memory.  A history that
    cannot be used raises :class:`StorageError`.
    """
    directory = Path(directory)
    if read_only:
        return _look_at(directory, now)
    reason = probe_directory(directory)
    writable = reason is None
    lock: FolderLock | None = None
    if writable:
        lock = _take_lock(directory)
    else:
        pid = holder(directory)
        if pid is not None:
            raise FolderInUseError(in_use_message(directory, pid), pid)
    try:
        if lock is not None:
            _clean_leftovers(directory)
        messages: list[str] = [] if reason is None else [_in_memory_warning(directory, reason)]
        settings_store = SettingsStore(directory, writable=writable, now=now)
        loaded = settings_store.load()
        messages.extend(loaded.messages)
        start = loaded.settings.starting_bankroll_cents
        try:
            store = Store(directory, start, writable=writable, now=now, lock=lock)
        except StorageError as err:
            messages.append(_in_memory_fallback(err))
            store = Store(None, start, now=now)
        else:
            messages.extend(store.messages)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return AppData(
        directory=directory,
        settings=loaded.settings,
        settings_store=settings_store,
        store=store,
        messages=tuple(messages),
        in_memory=not writable or store.in_memory,
        lock=lock,
    )


def _look_at(directory: Path, now: Clock | None) -> AppData:
    """:func:`open_app_data` for a command that only reads (see there)."""
    messages: list[str] = []
    settings_store = SettingsStore(directory, writable=False, now=now)
    loaded = load_settings(directory, now=now, move_aside=False)
    messages.extend(loaded.messages)
    start = loaded.settings.starting_bankroll_cents
    pid = holder(directory)
    lock: FolderLock | None = None
    has_history = (directory / DATABASE_NAME).is_file()
    reason = probe_directory(directory) if has_history else None  # the folder exists: nothing made
    if reason is not None:
        messages.append(_in_memory_warning(directory, reason))
    if pid is None and has_history and reason is None:
        try:
            lock = FolderLock.acquire(directory)
        except FolderInUse as busy:
            pid = -1 if busy.pid is None else busy.pid
        except OSError:
            lock = None
    try:
        if lock is not None:
            store = Store(directory, start, now=now, lock=lock, move_aside=False)  # refunds, as the app does
        elif (directory / DATABASE_NAME).is_file():
            store = Store(directory, start, writable=False, now=now, recover=pid is None)
        else:
            store = Store(None, start, now=now)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    messages.extend(store.messages)
    return AppData(
        directory=directory,
        settings=loaded.settings,
        settings_store=settings_store,
        store=store,
        messages=tuple(messages),
        in_memory=store.in_memory,
        lock=lock,
        in_use_by=pid,
    )
