"""Parts of the Tien Gow table's side panel: the table's log, and the filter that keeps the
table's keys (Enter, Space, 1-8) for the window wherever the focus is."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from paigow_desktop.ui.names import without_joiners

__all__ = ["TABLE_KEYS", "TableKeys", "TableLog"]


# The table's keys (Enter, Space, 1-8) that no widget of the panel may take for itself.
TABLE_KEYS = frozenset(
    {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}
    | {Qt.Key(Qt.Key.Key_1.value + n) for n in range(8)}
)


class TableKeys(QObject):
    """Keeps Enter, Space and the number keys for the window's actions wherever the focus is.

    A focused widget may claim a key before the window's shortcuts see it (a ShortcutOverride
    it accepts): the list of sets takes Space and the digits for its search by letters, the log
    takes Space, the table's view takes them for its scene.  Filtered here, the claim is never
    made; when the action is off (not your turn) the key goes on to the widget as before."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier and event.key() in TABLE_KEYS:
                return True  # not claimed: the window's shortcut takes it
        return False


class TableLog(QPlainTextEdit):
    """What happened at the table, read-only.  Its lines keep amounts whole with invisible word
    joiners (:func:`unbroken`); a copy hands on the plain words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(300)

    def sizeHint(self) -> QSize:
        """Six lines asked for; more when the panel has room (it stretches): a taller wish
        pushed New hand below the fold of a 1024 x 700 window in Chinese, whose lines wrap."""
        frame = 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), self.fontMetrics().lineSpacing() * 6 + frame + 8)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Shorter (the trainer's box above it grew), it keeps showing the newest line when it
        showed it before: the last lines were left below the fold."""
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if at_end:
            bar.setValue(bar.maximum())

    def createMimeDataFromSelection(self) -> QMimeData:
        data = QMimeData()
        data.setText(without_joiners(self.textCursor().selection().toPlainText()))
        return data
