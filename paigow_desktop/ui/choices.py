"""How the general settings' choices are named wherever a player picks them (the settings dialog,
the tables' View menu): the themes and the languages."""

from __future__ import annotations

from typing import Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP

__all__ = ["LANGUAGE_LABELS", "THEME_LABELS"]

#: Each theme's name (translated in the "SettingsDialog" context).
THEME_LABELS: Final = {
    "casino": QT_TRANSLATE_NOOP("SettingsDialog", "Casino (green felt)"),
    "ivory": QT_TRANSLATE_NOOP("SettingsDialog", "Ivory (light)"),
}
#: Each language's name, in its own language (the first follows the desktop, translated).
LANGUAGE_LABELS: Final = {
    "": QT_TRANSLATE_NOOP("SettingsDialog", "Follow the desktop"),
    "en": "English",
    "zh_TW": "繁體中文",
}
