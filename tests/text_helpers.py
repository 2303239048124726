"""Words as Qt breaks them into lines, for tests of where a wrapped line may end."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout, QTextOption


def wrapped_lines(
    text: str, font: QFont, width: float, mode: QTextOption.WrapMode = QTextOption.WrapMode.WordWrap
) -> list[str]:
    """``text`` in ``font`` broken into lines ``width`` wide, as a word-wrapped label breaks it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(mode)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines
