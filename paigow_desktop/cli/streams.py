"""The command line's standard streams when they are closed, full or gone.

A script may start ``paigow-desktop`` with standard output closed (``>&-``), pointed at a full
disk (``> /dev/full``) or at a pipe whose reader has left; standard input may be closed too.
Python reports each of these in its own way (``sys.stdout is None``, an ``OSError`` on a write or
only on the final flush, an "Exception ignored" message at exit).  This module turns them into
one kind of error the command line reports in one line, and keeps the interpreter quiet after.
"""

from __future__ import annotations

import errno
import sys
from typing import IO, Protocol

__all__ = ["Output", "OutputError", "discard_unwritten_output", "one_line", "read_stdin", "write_stderr"]

from paigow_desktop.core.console import discard_unwritten_output, one_line, write_stderr


class OutputError(Exception):
    """The output could not be written.  Deliberately not an ``OSError``: argparse swallows
    those while printing help, and an unwritable help text must fail like any other output."""

    def __init__(self, reason: str, *, broken_pipe: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.broken_pipe = broken_pipe  #: the reader went away (``| head``): not worth a message


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


class TextOut(Protocol):
    """Where a command writes its text: a stream, or an :class:`Output` around one."""

    def write(self, text: str, /) -> int: ...

    def flush(self) -> None: ...


class Output:
    """A text stream whose failures come out as :class:`OutputError`.

    ``None`` stands for a closed standard output.  Text the stream's encoding cannot hold
    (a file name with undecodable bytes, say) is written with backslash escapes rather than
    failing.
    """

    def __init__(self, stream: IO[str] | None) -> None:
        self.stream = stream

    def _failed(self, error: OSError) -> OutputError:
        return OutputError(_reason(error), broken_pipe=isinstance(error, BrokenPipeError))

    def write(self, text: str) -> int:
        if self.stream is None:
            raise OutputError("standard output is closed")
        try:
            try:
                return self.stream.write(text)
            except UnicodeEncodeError:
                encoding = getattr(self.stream, "encoding", None) or "utf-8"
                safe = text.encode(encoding, "backslashreplace").decode(encoding)
                return self.stream.write(safe)
        except OSError as error:
            raise self._failed(error) from None
        except ValueError as error:  # a stream closed under us: "I/O operation on closed file"
            raise OutputError(str(error)) from None

    def flush(self) -> None:
        if self.stream is None:
            return
        try:
            self.stream.flush()
        except OSError as error:
            raise self._failed(error) from None
        except ValueError as error:
            raise OutputError(str(error)) from None


def read_stdin() -> str:
    """All of standard input as text.  Raises ``OSError`` when it is closed or cannot be read."""
    stream = sys.stdin
    if stream is None:
        raise OSError(errno.EBADF, "standard input is closed")
    return stream.read()
