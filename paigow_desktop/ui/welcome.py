"""The welcome the first time a game opens on a data folder: how a hand goes, the keys, where
the trainer is, in the game's own words.

Shown once per game (never when the app runs unattended), and again whenever Help › Welcome is
chosen.  It never blocks the table: it is a window of its own.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

__all__ = ["WelcomeDialog", "welcome_page"]


def welcome_page(title: str, paragraphs: list[str]) -> str:
    """The welcome's rich text: a heading and its paragraphs (each may hold <b> marks)."""
    return f"<h3>{title}</h3>" + "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)


class WelcomeDialog(QDialog):
    """The welcome in a window of its own (not modal: the table stays usable)."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.text = QLabel(text)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
