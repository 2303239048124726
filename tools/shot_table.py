"""What the screenshot tools share: a game's table opened offscreen at a size and in a language,
and a wait for the table to get somewhere (events processed meanwhile).

Used by ``tools/screenshots_*.py``; run them, not this.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def open_table(game: str, size: str, language: str, seed: int) -> tuple[Any, Any]:
    """The application and ``game``'s window, ``size`` ("1024x700") in logical pixels, at speed
    0, in ``language``, dealing from ``seed``; not shown yet."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.app import AppOptions, build_table
    from paigow_desktop.ui.i18n import install_translator
    from paigow_desktop.ui.timings import Speed

    width, height = (int(n) for n in size.split("x"))
    app = QApplication([sys.argv[0]])
    install_translator(app, language)
    options = AppOptions(seed=seed, speed=Speed.INSTANT, size=(width, height))
    return app, build_table(options, None, game)


def wait(done: Callable[[], object], seconds: float = 60.0) -> bool:
    """Process events until ``done()`` is true (True) or ``seconds`` have passed (False)."""
    from PySide6.QtCore import QCoreApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        if done():
            return True
        time.sleep(0.01)
    return False
