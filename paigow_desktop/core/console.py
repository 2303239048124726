"""Lines on standard error that never fail and never break in two, and a standard output that
cannot be written left quiet at the end: for the command line, the window's launcher and the entry
point alike (which answers ``--version`` before it loads the command line)."""

from __future__ import annotations

import os
import sys
import unicodedata

__all__ = ["discard_unwritten_output", "one_line", "write_stderr"]


def one_line(text: str) -> str:
    """``text`` with every character that would start a new line (or move the cursor) written as
    an escape: a message quoting what the user typed stays one line."""
    return "".join(
        ch.encode("unicode_escape").decode("ascii")
        if ch in "\u2028\u2029" or unicodedata.category(ch) == "Cc"
        else ch
        for ch in text
    )


def write_stderr(text: str, *, end: str = "\n") -> None:
    """Write a line to standard error; a closed or failing standard error is not worth failing for
    (the exit status still tells)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(text + end)
        stream.flush()
    except (OSError, ValueError):
        pass


def discard_unwritten_output() -> None:
    """After the command line has finished: if standard output still holds text it cannot write,
    point it at the null device, so the interpreter's last flush neither fails nor prints
    "Exception ignored" (the command already said what went wrong, once)."""
    stream = sys.stdout
    if stream is None:
        return
    try:
        stream.flush()
    except (OSError, ValueError):
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, stream.fileno())
            os.close(null)
        except (OSError, ValueError):
            pass
