"""The About box's words: what the program is, its version and Qt's, its licence and its credits."""

from __future__ import annotations

import html
import platform
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QUrl, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from paigow_desktop import __version__
from paigow_desktop.storage import Store
from paigow_desktop.ui.names import app_title

__all__ = ["about_text", "show_about"]


def show_about(parent: QWidget, store: Store) -> None:
    """The About box over ``parent``, naming the folder ``store`` keeps the session in (every
    game's window shows the same box)."""
    title = QCoreApplication.translate("About", "About {0}").format(app_title())
    QMessageBox.about(parent, title, about_text(store.directory, in_memory=store.in_memory))


def about_text(folder: Path | None = None, *, in_memory: bool = False) -> str:
    """The About box: what the program is, its version and Qt's, its licence and its credits;
    and where this session's money and history are kept (``folder``, a link to open it)."""
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
            _where_kept(folder, in_memory=in_memory),
        )
    )


def _where_kept(folder: Path | None, *, in_memory: bool) -> str:
    """Where the bankroll, settings and history are (and errors.log): a link to the folder."""
    if folder is None:
        return ""
    if in_memory:
        return "<p>{}</p>".format(
            QCoreApplication.translate(
                "About", "This session is kept in memory only: its rounds are not saved in {0}."
            ).format(html.escape(str(folder)))
        )
    link = (
        f'<a href="{html.escape(QUrl.fromLocalFile(str(folder)).toString())}">{html.escape(str(folder))}</a>'
    )
    return "<p>{}</p>".format(
        QCoreApplication.translate(
            "About",
            "Your bankroll, settings and history are kept in {0} (with errors.log, the details of any "
            "error in the program).",
        ).format(link)
    )
