"""The ``stats`` command: what the data folder's ledger holds, read without ever racing the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from paigow_desktop import APP_ID
from paigow_desktop.cli.args import UsageError, _folder, _write_json
from paigow_desktop.cli.streams import TextOut, write_stderr
from paigow_desktop.core.money import format_cents as money

if TYPE_CHECKING:
    from paigow_desktop.storage import AppData


def _open(directory: Path) -> AppData | None:
    """The folder's data, read only (creates nothing; refunds a round left open by a crash only
    when no process holds the folder); None, after one line on standard error, when it cannot
    be read."""
    from paigow_desktop import storage

    try:
        if directory.exists() and not directory.is_dir():
            raise UsageError(f"--data-dir: {directory} is not a folder")
        return storage.open_app_data(directory, read_only=True)
    except storage.StorageError as error:
        print(f"{APP_ID}: {error}", file=sys.stderr)
    except OSError as error:  # a folder that cannot be entered, a name too long for the system
        reason = error.strerror or str(error)
        print(f"{APP_ID}: the data folder {directory} cannot be read ({reason})", file=sys.stderr)
    return None


def _stats(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop import storage

    directory = storage.data_dir(args.data_dir)
    data = _open(directory)
    if data is None:
        return 1
    try:
        for message in data.messages:
            write_stderr(f"{APP_ID}: {message}")
        store = data.store
        stats = store.statistics()
        bankroll, ledger_sum, open_rounds = (
            store.bankroll_cents(),
            store.ledger_sum_cents(),
            store.open_rounds(),
        )
    finally:
        data.close()
    if args.json:
        _write_json(
            {
                "bankroll_cents": bankroll,
                "ledger_sum_cents": ledger_sum,
                "rounds": stats.rounds,
                "open_rounds": open_rounds,
                "wins": stats.wins,
                "pushes": stats.pushes,
                "losses": stats.losses,
                "net_cents": stats.net_cents,
                "commission_paid_cents": stats.commission_paid_cents,
                "refunded": stats.refunded,
                "data_dir": str(directory),
                "in_use_by": data.in_use_by,
            },
            out,
        )
        return 0

    if data.in_use_by is not None:
        who = f"process {data.in_use_by}" if data.in_use_by > 0 else "another process"
        memory = f" (in use by {who}: read as it is, nothing changed)"
    elif data.in_memory:
        memory = " (read into memory: nothing is saved)"
    else:
        memory = ""
    out.write(
        f"Data folder: {directory}{memory}\n"
        f"Bankroll: {money(bankroll)} (ledger sum {money(ledger_sum)})\n"
        f"Rounds: {stats.rounds:,} settled ({stats.wins:,} won, {stats.pushes:,} pushed, "
        f"{stats.losses:,} lost); {stats.refunded:,} interrupted and refunded; {open_rounds:,} open\n"
        f"Net: {money(stats.net_cents)}; commission paid: {money(stats.commission_paid_cents)}\n"
    )
    return 0


def add_command(commands: Any) -> None:
    """Add the ``stats`` command to the command line's subcommands."""
    stats_help = "The bankroll, the ledger's sum and the results kept in the data folder."
    stats = commands.add_parser(
        "stats",
        help=stats_help,
        description=stats_help
        + " Creates nothing. While the app (another process) holds the folder, it is read as it is:"
        + " 'in_use_by' names that process and nothing is refunded. Otherwise the folder is opened as"
        + " the app does, so a round left open by a crash is refunded first (counted in 'refunded')."
        + " A DIR that exists but is not a folder is an error (exit 2); a folder that cannot be"
        + " written is read into memory and nothing is changed on disk; a history that cannot be"
        + " used (a value edited by hand, a history that does not add up, a newer version, a -wal"
        + " that is not a file) is an error (exit 1).",
    )
    stats.add_argument(
        "--data-dir",
        type=_folder,
        metavar="DIR",
        default=argparse.SUPPRESS,  # keeps a --data-dir given before the command
        help="the data folder (default: $PAIGOW_DESKTOP_HOME, else the per-user data folder)",
    )
    stats.add_argument("--json", action="store_true", help="print a JSON object")


COMMANDS: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {"stats": _stats}
