"""Plays the app's demo in forked children, each of which kills itself (SIGKILL) just before its
K-th SQL statement: kill points counted in the app's own steps, so a kill means the same on any
machine however busy, and every step of a round's life can be hit in turn.

Used by ``tests/test_crash_recovery.py``: ``python tests/kill_points.py DATA_DIR`` reads lines
``K SEED`` on standard input (K = 0: no kill) and answers each with one line,
``killed K STATEMENT`` or ``finished STATEMENTS STATUS``.  The app is imported once, here; each
child only starts Qt and plays, which keeps a kill to a few tenths of a second.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
from typing import Any, NoReturn

#: Rounds each child's demo plays when no kill stops it.
ROUNDS = 2


def child(directory: str, kill_at: int, seed: int, report: int) -> NoReturn:
    """Play the demo; die by SIGKILL just before statement ``kill_at`` (counted from 1)."""
    status = 70
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)  # standard output is the parent's answers: keep Qt's chatter off it
        count = 0

        def statement(sql: str) -> None:
            nonlocal count
            count += 1
            if count == kill_at:
                os.write(report, f"killed {kill_at} {' '.join(sql.split())}\n".encode())
                os.kill(os.getpid(), signal.SIGKILL)

        connect = sqlite3.connect

        def traced(*args: Any, **kwargs: Any) -> sqlite3.Connection:
            conn: sqlite3.Connection = connect(*args, **kwargs)
            conn.set_trace_callback(statement)  # called as each statement starts, before it acts
            return conn

        sqlite3.connect = traced  # type: ignore[assignment]
        from paigow_desktop.__main__ import run as main

        status = main(
            ["--demo", "--rounds", str(ROUNDS), "--speed", "0", "--data-dir", directory, "--seed", str(seed)]
        )
        os.write(report, f"finished {count} {status}\n".encode())
    finally:
        os._exit(status)  # never the parent's clean-up: it is not this process's to run


def main() -> None:
    directory = sys.argv[1]
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # Everything but Qt's application object, loaded once before any fork, with the engine's
    # tables (the trainer analyses every deal) already built.
    from paigow_desktop.games.paigow.strategy import analyze
    from paigow_desktop.tiles.tile import parse_tiles

    analyze(parse_tiles("6-6 5-4 3-1 2-1"))

    for line in sys.stdin:
        kill_at, seed = (int(word) for word in line.split())
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            child(directory, kill_at, seed, write_end)
        os.close(write_end)
        with os.fdopen(read_end) as reader:
            said = reader.read().strip()
        _, wait_status = os.waitpid(pid, 0)
        killed = os.WIFSIGNALED(wait_status) and os.WTERMSIG(wait_status) == signal.SIGKILL
        if (killed and said.startswith("killed")) or said.startswith("finished"):
            print(said, flush=True)
        else:
            print(f"failed {wait_status} {said}", flush=True)


if __name__ == "__main__":
    main()
