"""The table's parts for screen readers: places, hand slots and tiles as accessible children.

Qt exposes widgets to assistive technology, but not the items of a ``QGraphicsScene``.
:func:`install` adds a factory that gives every game's table view (a :class:`FeltView`) an
accessible interface whose children are the parts its scene's ``accessible_parts`` lists.  At
Pai Gow: each place in play (who, the bet, the hands once shown, the result), the low and high
hand slots (their tiles and the hand's name) and the player's tiles (with where they are and
how to move them).  At Tien Gow: the places, your rack's tiles, the trick and the columns won.
At Pai Gow Poker: the places, both hands and your cards.
The keys that pick a tile move the screen reader's focus to it.

Lifetimes (Qt keeps raw pointers to accessible interfaces): every child interface is made
once per scene item, registered with Qt, and held here until the view is destroyed; only then
is it handed back to Qt to delete.  The scene's items live as long as the scene, so an
interface never outlives its item.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem
from shiboken6 import Shiboken

from paigow_desktop.ui.table.items import AccessiblePart, PartKind
from paigow_desktop.ui.table.view import FeltView

__all__ = ["PartAccessible", "TableAccessible", "announce_change", "announce_focus", "install"]

_ROLES = {
    PartKind.PLACE: QAccessible.Role.StaticText,
    PartKind.SLOT: QAccessible.Role.Grouping,
    PartKind.TILE: QAccessible.Role.Button,
    PartKind.PIECE: QAccessible.Role.StaticText,
    PartKind.CARD: QAccessible.Role.Button,
}
_installed = False


class PartAccessible(QAccessibleInterface):
    """One scene item (a place, a hand slot or a tile) as a child of the table view."""

    def __init__(self, view: FeltView, item: QGraphicsItem) -> None:
        super().__init__()
        self._view = view
        self._item = item

    def _part(self) -> AccessiblePart | None:
        if not Shiboken.isValid(self._view):
            return None
        return next((p for p in self._view.felt.accessible_parts() if p.item is self._item), None)

    def isValid(self) -> bool:
        return Shiboken.isValid(self._view) and self._item.scene() is not None

    def object(self) -> QObject | None:
        return None

    def window(self) -> QWindow | None:
        return self._view.window().windowHandle() if Shiboken.isValid(self._view) else None

    def parent(self) -> QAccessibleInterface | None:
        if not Shiboken.isValid(self._view):
            return None
        return QAccessible.queryAccessibleInterface(self._view)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        return None

    def text(self, kind: QAccessible.Text) -> str:
        part = self._part()
        if part is None:
            return ""
        if kind == QAccessible.Text.Name:
            return part.name
        if kind == QAccessible.Text.Description:
            return part.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The table's words are read-only."""

    def role(self) -> QAccessible.Role:
        part = self._part()
        return _ROLES[part.kind] if part is not None else QAccessible.Role.NoRole

    def rect(self) -> QRect:
        """Where the item is on screen, in global coordinates."""
        if not Shiboken.isValid(self._view):
            return QRect()
        view = self._view
        box = view.mapFromScene(self._item.sceneBoundingRect()).boundingRect()
        return box.translated(view.viewport().mapToGlobal(QPoint(0, 0)))

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        part = self._part()
        if part is None:
            state.invisible = True
            return state
        if part.kind is PartKind.TILE:
            state.focusable = True
            state.focused = part.focused and self._view.hasFocus()
        state.readOnly = True
        return state


class TableAccessible(QAccessibleWidget):
    """The table view, with the scene's parts as its children."""

    def __init__(self, view: FeltView) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self._view = view
        # Every child interface ever handed to Qt, by item, with its id: strong references.
        self._children: dict[int, tuple[PartAccessible, int]] = {}
        children = self._children

        def release(_obj: object = None) -> None:
            for _iface, uid in children.values():
                QAccessible.deleteAccessibleInterface(uid)
            children.clear()

        view.destroyed.connect(release)

    def _parts(self) -> list[AccessiblePart]:
        if not Shiboken.isValid(self._view):
            return []
        return self._view.felt.accessible_parts()

    def _interface(self, item: QGraphicsItem) -> PartAccessible:
        key = id(item)
        found = self._children.get(key)
        if found is None:
            iface = PartAccessible(self._view, item)
            found = (iface, QAccessible.registerAccessibleInterface(iface))
            self._children[key] = found
        return found[0]

    def childCount(self) -> int:
        return len(self._parts())

    def child(self, index: int) -> QAccessibleInterface | None:
        parts = self._parts()
        return self._interface(parts[index].item) if 0 <= index < len(parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for index, part in enumerate(self._parts()):
            found = self._children.get(id(part.item))
            if found is not None and found[0] is child:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:
        if not self._view.hasFocus():
            return None
        part = next((p for p in self._parts() if p.focused), None)
        return self._interface(part.item) if part is not None else None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, FeltView):  # any game's table
        return TableAccessible(obj)
    return None


def install() -> None:
    """Give every game's table view its accessible children (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce_focus(view: FeltView, item: QGraphicsItem) -> None:
    """Tell assistive technology that the keyboard picked ``item`` (a tile)."""
    if not QAccessible.isActive():
        return
    parts = view.felt.accessible_parts()
    index = next((i for i, p in enumerate(parts) if p.item is item), None)
    if index is None:
        return
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(index)
    QAccessible.updateAccessibility(event)


def announce_change(view: FeltView) -> None:
    """Tell assistive technology the table's parts changed (names, order or number)."""
    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
    for index in range(len(view.felt.accessible_parts())):
        event = QAccessibleEvent(view, QAccessible.Event.NameChanged)
        event.setChild(index)
        QAccessible.updateAccessibility(event)
