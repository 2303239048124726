"""A side panel that scrolls in a window too short for it, instead of squeezing its words.

A laptop screen at 200% gives a window about 540 logical pixels high: the round's panel, the
trainer below the table and the other games' panels were squeezed under their height, their
lines drawn over each other or cut mid-sentence (and the trainer's rows raised the window's
least height past the screen's foot).  In a :func:`scrolling` area each keeps its whole height
and scrolls; where there is room, it looks as before.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

__all__ = ["scrolling"]


class _PanelScroll(QScrollArea):
    """Asks for its panel's whole size (Qt's own asks for at most 24 lines' worth)."""

    def sizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return inner.sizeHint() + QSize(frame, frame)


def scrolling(panel: QWidget, *, sideways: bool = False) -> QScrollArea:
    """``panel`` in a frameless scroll area that follows the panel's width (and, ``sideways``,
    scrolls across too when narrower).  It never takes the keys: a click on the panel's blank
    space leaves them with the table (Space, Enter)."""
    area = _PanelScroll()
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    if not sideways:
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
