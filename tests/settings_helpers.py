"""Settings for tests: general options and Pai Gow's, given together as the window takes them."""

from __future__ import annotations

from typing import Any

from paigow_desktop.storage import Settings
from paigow_desktop.ui.games.paigow.options import with_option_changes


def table_settings(**options: Any) -> Settings:
    """Default settings with ``options`` changed, each in its section (general or Pai Gow's)."""
    return with_option_changes(Settings(), options)
