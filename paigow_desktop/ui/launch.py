"""What the command line asks of the app when it opens the window."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from paigow_desktop.ui.timings import Speed

__all__ = ["AppOptions"]


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
