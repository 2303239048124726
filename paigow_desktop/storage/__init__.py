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
  database started.  Those whole-file checks are skipped when the file is exactly as the
  program left it at its last clean close on disk (``paigow.sqlite3-checked``: its size,
  times, inode and CRC-32; see :func:`paigow_desktop.storage.opening.seal`).
- ``errors.log``: plain text, the details of errors in the program's own code, newest last,
  kept short (:mod:`paigow_desktop.storage.error_log`).

Only regular files are opened (:func:`~paigow_desktop.storage.common.open_regular`): a
folder, a named pipe, a device or a socket in the place of one of these files is named and
refused, never read and never waited on.

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

from paigow_desktop.storage.app_data import AppData, open_app_data
from paigow_desktop.storage.common import (
    DATABASE_NAME,
    ENV_VAR,
    LEDGER_KINDS,
    MAX_CENTS,
    MIN_CENTS,
    SETTINGS_NAME,
    TRAINER_MODES,
    NewerVersionError,
    StorageError,
    data_dir,
    probe_directory,
)
from paigow_desktop.storage.records import LedgerEntry, RoundRow, Statistics, TrainerAnswer, TrainerDay
from paigow_desktop.storage.schema import SCHEMA_VERSION, FolderInUseError, in_use_message
from paigow_desktop.storage.settings import (
    ANIMATION_SPEEDS,
    COMMISSIONS,
    LANGUAGES,
    REDUCED_MOTION,
    SETTINGS_FORMAT,
    SETTINGS_VERSION,
    THEMES,
    LoadResult,
    SaveResult,
    Settings,
    SettingsStore,
    load_settings,
    save_settings,
    settings_text,
)
from paigow_desktop.storage.store import Store

__all__ = [
    "ANIMATION_SPEEDS",
    "COMMISSIONS",
    "DATABASE_NAME",
    "ENV_VAR",
    "LANGUAGES",
    "LEDGER_KINDS",
    "MAX_CENTS",
    "MIN_CENTS",
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
    "save_settings",
    "settings_text",
]
