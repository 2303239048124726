"""A round played out as the player left: what the next starts say of it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMainWindow

from paigow_desktop.storage import AppData, open_app_data


def told_at_the_next_start_only(
    folder: Path, open_window: Callable[[AppData], QMainWindow], words: str
) -> None:
    """Two starts on ``folder``, as the app makes them: the first says ``words`` in the status
    line (the bankroll had changed without a word), the second no more."""
    for start in (1, 2):
        data = open_app_data(folder)
        try:
            window = open_window(data)
            window.welcome_if_new()  # type: ignore[attr-defined]  # as the app does at a start
            assert window.statusBar().currentMessage().startswith(words) == (start == 1)
            window.close()
        finally:
            data.close()
