"""Help pages in a window of their own (every game's rules, the trainer's help), in the player's
language, with the pictures a page names drawn by the game that shows it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeAlias

from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from paigow_desktop.ui import PACKAGE_DIR
from paigow_desktop.ui.i18n import current_language
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["HELP_DIR", "HelpWindow", "PictureFn", "help_file", "help_page", "markdown_body", "read_help"]

HELP_DIR = PACKAGE_DIR / "help"  #: the help pages, in Markdown, a page per language


def help_file(name: str, language: str | None = None) -> Path:
    """A help page (``rules``, ``trainer``) in ``language`` (default: the installed translation's),
    else in English."""
    language = language or current_language()
    english = HELP_DIR / f"{name}.md"
    if language != "en":
        translated = english.with_name(f"{name}.{language}.md")
        if translated.is_file():
            return translated
    return english


#: A line break between two Chinese characters (or full-width marks): Markdown makes it a space,
#: which Chinese does not put between words or after 。, so it is taken out.
_CJK = "\u3000-\u303f\u3400-\u9fff\uff00-\uffef"
_CJK_BREAK = re.compile(f"(?<=[{_CJK}])\n[ \t]*(?=[{_CJK}])")


def read_help(path: Path) -> str:
    """A help page's Markdown, its lines that break between Chinese characters joined."""
    return _CJK_BREAK.sub("", path.read_text(encoding="utf-8"))


def markdown_body(markdown: str) -> str:
    """Markdown as the inside of an HTML body (Qt's own reading of it)."""
    if not markdown.strip():
        return ""
    document = QTextDocument()
    document.setMarkdown(markdown)
    body = document.toHtml()
    body = body[body.find("<body") :]
    return body[body.find(">") + 1 : body.rfind("</body>")]


def help_page(dialog: QDialog, name: str, size: QSize) -> QTextBrowser:
    """Lay ``dialog`` out as a page of text with a Close button; returns the text browser."""
    browser = QTextBrowser(dialog)
    browser.setAccessibleName(name)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    fit_on_screen(dialog, size)
    return browser


#: Draws one picture of a help page at a device pixel ratio.
PictureFn: TypeAlias = Callable[[float], QPixmap]


class HelpWindow(QDialog):
    """A help page of its own, for a screen other than the table (F1 there).

    ``pictures`` draws the images the page names by address (Markdown ``![words](cards:sheet)``),
    at this screen's scale.
    """

    def __init__(
        self,
        name: str,
        title: str,
        parent: QWidget | None = None,
        pictures: Mapping[str, PictureFn] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = help_page(self, title, QSize(680, 620))
        try:
            text = read_help(help_file(name))
        except OSError:
            self.browser.setPlainText(self.tr("This help page is missing from this installation."))
            return
        # Setting the text clears the document's resources: the pictures go in after it, and
        # the text is laid out again with them.
        self.browser.setMarkdown(text)
        document = self.browser.document()
        dpr = self.devicePixelRatioF()
        for address, draw in (pictures or {}).items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(address), draw(dpr))
        if pictures:
            document.markContentsDirty(0, document.characterCount())
