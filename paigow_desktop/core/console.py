"""Lines on standard error that never fail and never break in two: for the command line and the
window's launcher alike."""

from __future__ import annotations

import sys
import unicodedata

__all__ = ["one_line", "write_stderr"]


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
