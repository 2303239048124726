"""The About box's words: what the program is, its version and Qt's, its licence and its credits."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion

from paigow_desktop import __version__
from paigow_desktop.ui.names import app_title

__all__ = ["about_text"]


def about_text() -> str:
    """The About box: what the program is, its version and Qt's, its licence and its credits."""
    return "".join(
        (
            f"<h3>{app_title()} {__version__}</h3>",
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "About",
                    "Play Pai Gow Tiles, Tien Gow and Pai Gow Poker, and learn to play every hand well.",
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate("About", "Qt {0} through PySide6 {1}, Python {2}.").format(
                    qVersion(), PySide6.__version__, platform.python_version()
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "About", "Free software under the MIT licence, with no warranty: play money only."
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "About",
                    "Credits: the tiles, dice and icons are drawn by the program itself; its sounds are "
                    "made by the project's own tools/make_sounds.py; text is set in your desktop's fonts "
                    "(the Chinese names need one with Chinese characters, such as Noto Sans CJK).",
                )
            ),
        )
    )
