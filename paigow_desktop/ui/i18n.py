"""Qt translations of the interface: English (the source text, nothing to load) and Traditional Chinese.

:func:`install_translator` loads ``paigow_desktop_<language>.qm`` from this package (and
Qt's own ``qtbase`` translations, for the standard buttons and dialogs, when Qt ships them)
into translators installed on the application.  Call it before the windows are built:
text already shown is not translated again, so a change of language takes effect at the
next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from paigow_desktop.storage import LANGUAGES as SETTING_LANGUAGES
from paigow_desktop.ui import PACKAGE_DIR

__all__ = [
    "I18N_DIR",
    "LANGUAGES",
    "current_language",
    "install_translator",
    "qm_file",
    "remove_translators",
    "resolve_language",
]

I18N_DIR = PACKAGE_DIR / "i18n"
#: The languages the interface is translated into (the settings also take "", the desktop's).
LANGUAGES = tuple(language for language in SETTING_LANGUAGES if language)

_installed: list[QTranslator] = []
_language = "en"


def qm_file(language: str) -> Path:
    """Where the compiled translation for ``language`` lives (it may be missing)."""
    return I18N_DIR / f"paigow_desktop_{language}.qm"


def current_language() -> str:
    """The language of the installed translation: ``"en"`` when none is installed."""
    return _language


def resolve_language(choice: str, desktop: QLocale | None = None) -> str:
    """The language to speak for a setting: itself, or for "" the desktop's when we have it.

    Traditional Chinese for a desktop in Chinese written in traditional characters (Taiwan,
    Hong Kong, Macau, or the Hant script); English otherwise.
    """
    if choice:
        return choice
    locale = desktop or QLocale.system()
    if locale.language() == QLocale.Language.Chinese and (
        locale.script() == QLocale.Script.TraditionalChineseScript
        or locale.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong, QLocale.Country.Macau)
    ):
        return "zh_TW"
    return "en"


def install_translator(app: QCoreApplication, language: str) -> bool:
    """Translate the interface into ``language``; True when a translation was installed.

    ``"en"`` (or any language without a translation) installs nothing and returns False.
    A translation installed earlier by this function is removed first.
    """
    global _language
    remove_translators(app)
    language = resolve_language(language)
    if language == "en":
        return False
    path = qm_file(language)
    translator = QTranslator(app)
    if not path.is_file() or not translator.load(str(path)):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    _language = language
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(language), "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return True


def remove_translators(app: QCoreApplication) -> None:
    """Take out every translator :func:`install_translator` put in: back to English."""
    global _language
    while _installed:
        app.removeTranslator(_installed.pop())
    _language = "en"
