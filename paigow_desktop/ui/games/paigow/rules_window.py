"""Pai Gow Tiles' rules window: the tiles and pairs drawn with the app's own tiles, then the rules
in words (F1 at its table)."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QWidget

from paigow_desktop.games.paigow.hands import PAIRS
from paigow_desktop.tiles.tile import KINDS, Tile
from paigow_desktop.ui.names import app_title, both_names
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.rules_window import HELP_DIR, help_file, help_page, markdown_body, read_help

__all__ = ["RULES_FILE", "RulesWindow", "rules_file", "rules_html"]

RULES_FILE = HELP_DIR / "rules.md"
#: Where the rules file's words in short end, and the tile table and the pairs come.
TILES_HERE = "<!-- tiles and pairs -->"
TILE_WIDTH = 24  # logical pixels of a tile picture in the text (its size comes from the pixmap)


def rules_file(language: str | None = None) -> Path:
    """The rules in ``language`` (default: the installed translation's), else the English ones."""
    return help_file("rules", language)


def _picture(tile: Tile) -> str:
    return f'<img src="tile:{tile}" alt="{tile} {escape(tile.name)}">'


# Long: the rules page's text as HTML, one section after another
def rules_html(rules_markdown: str) -> str:
    """The whole text: the tile table and the pairs (with pictures), then the rules file."""
    rows = []
    for tile in KINDS:
        points = QCoreApplication.translate("RulesWindow", "3 or 6") if tile.is_gee_joon else str(tile.pips)
        rows.append(
            f"<tr><td>{_picture(tile)}</td><td>{tile}</td><td><b>{escape(tile.name)}</b></td>"
            f"<td>{escape(tile.chinese_name)}</td><td>{escape(tile.english_name)}</td>"
            f"<td align='center'>{tile.rank}</td><td align='center'>{points}</td>"
            f"<td align='center'>{tile.copies}</td></tr>"
        )
    pairs = []
    for number, (name, a, b) in enumerate(PAIRS, 1):
        pictures = f"{_picture(KINDS[a])}&nbsp;{_picture(KINDS[b])}"
        pairs.append(f"<td align='center'>{pictures}<br>{number}. {escape(both_names(name))}</td>")
    pair_rows = "".join(f"<tr>{''.join(pairs[i : i + 8])}</tr>" for i in range(0, len(pairs), 8))
    # The file's words "In short" come first, for a beginner; then the tiles and the pairs; then
    # the rules in detail.
    intro, _, details = rules_markdown.rpartition(TILES_HERE)
    headings = "".join(
        f"<th>{escape(text)}</th>"
        for text in (
            "",
            QCoreApplication.translate("RulesWindow", "Tile"),
            QCoreApplication.translate("RulesWindow", "Cantonese"),
            QCoreApplication.translate("RulesWindow", "Chinese"),
            QCoreApplication.translate("RulesWindow", "English"),
            QCoreApplication.translate("RulesWindow", "Rank"),
            QCoreApplication.translate("RulesWindow", "Points"),
            QCoreApplication.translate("RulesWindow", "Copies"),
        )
    )
    title = QCoreApplication.translate("RulesWindow", "{0}: the rules").format(app_title())
    tiles_title = QCoreApplication.translate("RulesWindow", "The 32 tiles")
    pairs_title = QCoreApplication.translate("RulesWindow", "The 16 pairs, highest first")
    return (
        f"<h1>{escape(title)}</h1>"
        f"{markdown_body(intro)}"
        f"<h2>{escape(tiles_title)}</h2>"
        "<p>"
        + escape(
            QCoreApplication.translate(
                "RulesWindow",
                "Eleven civil tiles come twice, ten military tiles once. Rank 1 is the highest single tile; "
                "tiles of one rank are equal.",
            )
        )
        + "</p>"
        "<table cellspacing='0' cellpadding='4' border='1'>"
        f"<tr>{headings}</tr>{''.join(rows)}</table>"
        f"<h2>{escape(pairs_title)}</h2>"
        "<p>"
        + escape(
            QCoreApplication.translate(
                "RulesWindow",
                "Only these make a pair: two tiles of one civil kind, or the two tiles of one military rank "
                "(and the two Gee Joon tiles, the highest pair of all).",
            )
        )
        + "</p>"
        f"<table cellspacing='6'>{pair_rows}</table>"
        f"{markdown_body(details)}"
    )


class RulesWindow(QDialog):
    """How the game is played here, with pictures of the tiles (F1)."""

    def __init__(self, artwork: SceneArtwork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("{0} — Rules").format(app_title()))
        self.browser = help_page(self, self.tr("The rules"), QSize(820, 720))
        self.browser.setOpenExternalLinks(False)
        self.artwork = artwork
        self.load()

    def load(self) -> None:
        """Draw the tile pictures at this screen's scale and fill in the text."""
        dpr = self.devicePixelRatioF()
        document = self.browser.document()
        for tile in KINDS:
            pixmap, _ = self.artwork.tile(str(tile), round(TILE_WIDTH * dpr), dpr)
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{tile}"), pixmap)
        try:
            text = read_help(rules_file())
        except OSError:
            text = self.tr("The rules file is missing from this installation.")
        self.browser.setHtml(rules_html(text))


