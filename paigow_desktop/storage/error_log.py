"""The record of unexpected errors: ``errors.log`` in the data folder, plain text, newest last.

When the program's own code fails (a bug), the player is told in a few words and the details
are kept here, to be read or sent with a report.  The file never grows without end: past
:data:`MAX_BYTES` (in bytes) its older reports are dropped, whole, down to half of that.
Writing it never raises: it runs while something has already gone wrong, and a full disk must
not make it worse.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Final

from paigow_desktop.storage.common import _atomic_write, _db_time, open_regular, read_regular

ERROR_LOG_NAME: Final = "errors.log"
#: How large the file may grow before its older reports are dropped.
MAX_BYTES: Final = 256 * 1024
#: What begins every report (and where the file is cut when it is shortened).
REPORT_MARK: Final = "=== "


def error_log_path(directory: Path) -> Path:
    return Path(directory) / ERROR_LOG_NAME


def append_error(
    directory: Path | None, details: str, moment: datetime, *, max_bytes: int = MAX_BYTES
) -> Path | None:
    """Add one report (``details``, headed by ``moment``) to the folder's error log; its path,
    or None when there is no folder or it could not be written."""
    if directory is None:
        return None
    path = error_log_path(directory)
    report = f"{REPORT_MARK}{_db_time(moment)}\n{details.rstrip()}\n\n".encode("utf-8", "replace")
    try:
        # Bytes: the same line ends on every system, sizes in bytes.  A regular file only: a
        # pipe in its place would hold the program until someone read it.
        fd = open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        with os.fdopen(fd, "ab") as log:
            log.write(report)
            log.flush()
            os.fsync(log.fileno())
        if path.stat().st_size > max_bytes:
            _keep_newest(path, max_bytes // 2)
    except OSError:
        return None
    return path


def _keep_newest(path: Path, keep: int) -> None:
    """Drop the older reports so that at most ``keep`` bytes of the newest are left: whole
    reports, cut where one begins (the newest is kept whole whatever its size)."""
    data = read_regular(path)
    starts = [0] + [i + 1 for i in _find_all(data, b"\n" + REPORT_MARK.encode())]
    cut = next((start for start in starts if len(data) - start <= keep), starts[-1])
    _atomic_write(path, data[cut:])


def _find_all(data: bytes, part: bytes) -> list[int]:
    found, at = [], data.find(part)
    while at >= 0:
        found.append(at)
        at = data.find(part, at + 1)
    return found
