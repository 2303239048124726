"""The store of one data directory: the ledger and the trainer's log over one database."""

from __future__ import annotations

from pathlib import Path

from paigow_desktop.storage.ledger import Ledger
from paigow_desktop.storage.trainer_log import TrainerLog


class Store(Ledger, TrainerLog):
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

    @classmethod
    def open(cls, directory: Path | None, starting_bankroll_cents: int = 100_000) -> Store:
        return cls(directory, starting_bankroll_cents)

    def __enter__(self) -> Store:
        return self
