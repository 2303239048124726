"""Freed heap memory given back to the system (glibc's ``malloc_trim`` and ``mallopt``).

Pai Gow Poker's exact analysis works in numpy temporaries of a few MiB, in worker threads.  Left
to its defaults, glibc raises its threshold for serving large blocks from their own mappings each
time one is freed, then serves the next from a thread's arena, where the freed memory stays the
process's; each worker thread gets an arena of its own.  The table held about 25 MiB more for it
after 40 hands.  :func:`keep_large_blocks_apart` fixes the threshold (large blocks mapped apart
and unmapped when freed) and caps the arenas at two; :func:`give_back_freed_memory` hands the
free pages of every arena back after an analysis.  Elsewhere (macOS, Windows, another C library)
there are no such calls, and nothing is done.
"""

from __future__ import annotations

import functools
import sys
from typing import Any

__all__ = ["give_back_freed_memory", "keep_large_blocks_apart"]

_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameters (malloc.h)
_M_ARENA_MAX = -8
#: Blocks from this size up get their own mapping, given back when freed (glibc's default starts
#: at 128 KiB too, but climbs to 32 MiB as such blocks are freed).
LARGE_BLOCK = 128 * 1024
ARENAS = 2


@functools.cache
def _glibc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        libc = ctypes.CDLL(None)
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    except (OSError, AttributeError):  # not glibc
        return None
    return libc


def give_back_freed_memory() -> None:
    """Return the heap's free pages to the system, where the C library can (a few ms)."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


@functools.cache
def keep_large_blocks_apart() -> None:
    """From now on (once a process): large blocks in mappings of their own, two arenas at most."""
    libc = _glibc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, LARGE_BLOCK)
        libc.mallopt(_M_ARENA_MAX, ARENAS)
