"""What the command line asks of the app when it opens the window, and what the app does before
it imports its interface."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from paigow_desktop.ui.timings import Speed

__all__ = ["AppOptions", "quicker_pyside_imports"]


@dataclass(frozen=True)
class AppOptions:
    """What the command line asks of the app (everything else comes from the settings file)."""

    screenshot: Path | None = None
    seed: int | None = None
    data_dir: Path | None = None
    speed: Speed | None = None  #: None: the settings (and reduced motion) decide
    demo: bool = False
    rounds: int = 3
    size: tuple[int, int] | None = None  #: None: the saved window geometry, else 1280 x 800
    game: str | None = None  #: the game to open (None: the one played last)


def quicker_pyside_imports() -> None:
    """Import PySide6 and make its check of every later import cheap.

    PySide6 looks at each module imported after it (for ``from __feature__ import ...``) by
    reading the module's source through ``inspect.getsource``: the file tokenized and cached
    line by line, about 0.15 ms a module, some 30 ms over the modules the first window needs.
    The check only asks whether the source names PySide6; reading the file's bytes answers the
    same (and the standard library's modules never do).  Modules without a ``.py`` file (built
    in, compiled, bundled) keep PySide6's own check.  A PySide6 without that check (another
    version) is left alone."""
    import PySide6  # noqa: F401  (it installs the check)

    feature = sys.modules.get("PySide6.support.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(check) or getattr(check, "quicker", False):
        return

    # The standard library never names PySide6 (site-packages aside, which may sit beneath it)
    standard = os.path.dirname(os.__file__) + os.sep
    packages = f"{os.sep}site-packages{os.sep}"

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(check(module))
        if path.startswith(standard) and packages not in path:
            return False
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # no source to read: as inspect.getsource fails
            return False

    uses_pyside.quicker = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
