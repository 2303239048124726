"""Before Qt starts on Linux: are the system libraries its X11 platform needs there?

Qt's xcb platform aborts when one is missing, and names whichever it tried first (often
libxcb-cursor0, whatever is really missing); this says exactly which ones are missing and the one
apt line that installs them all.  Imports nothing of Qt.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Mapping

__all__ = ["APT_LINE", "find_library", "missing_libraries", "preflight_message"]

#: Library names (as ``ctypes.util.find_library`` takes them) and the Debian package of each.
LIBRARIES: Mapping[str, str] = {
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "EGL": "libegl1",
    "GL": "libgl1",
    "fontconfig": "libfontconfig1",
    "dbus-1": "libdbus-1-3",
}
#: The line README gives: every package the window needs, whichever are missing.
APT_LINE = "sudo apt install " + " ".join(LIBRARIES.values())


def find_library(name: str) -> str | None:
    """``ctypes.util.find_library``, imported only when the libraries are looked for (under X11):
    it brings ``subprocess``, ``shutil`` and ``tempfile``, which the app's start does without."""
    import ctypes.util

    return ctypes.util.find_library(name)


def missing_libraries(find: Callable[[str], str | None] = find_library) -> list[str]:
    """The Debian packages of the libraries that cannot be found.  Each is looked for in a thread
    of its own: ``find_library`` runs ``ldconfig -p`` (and more, for one it cannot find) each
    time, some 12 ms of waiting, 95 ms for the eight one after the other."""
    found: dict[str, str | None] = {}

    def look(name: str) -> None:
        found[name] = find(name)

    lookers = [threading.Thread(target=look, args=(name,), daemon=True) for name in LIBRARIES]
    for looker in lookers:
        looker.start()
    for looker in lookers:
        looker.join()
    return [package for name, package in LIBRARIES.items() if found.get(name) is None]


def preflight_message(
    platform: str = sys.platform,
    environ: Mapping[str, str] = os.environ,
    find: Callable[[str], str | None] = find_library,
) -> str | None:
    """What to tell the player before starting Qt, or None when nothing is missing (or it cannot
    be known: not Linux, or a platform other than X11 asked for)."""
    if not platform.startswith("linux"):
        return None
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked and not asked.startswith("xcb"):
        return None  # offscreen, wayland, vnc...: the xcb libraries are not needed
    missing = missing_libraries(find)
    if not missing:
        return None
    return (
        f"the window needs system libraries that are missing ({', '.join(missing)}). "
        f"On Debian or Ubuntu: {APT_LINE}"
    )
