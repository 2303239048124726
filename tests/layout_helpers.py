"""Measures for the layout tests of every game's table (issue 33: the table is the room).

Each function reads what the player sees, in logical pixels: how much of the window the felt
gets, how big an item of the scene is drawn on the screen, which named boxes overlap, which
texts are cut off (by the view's edge, or by their own box), and where the buttons are (a line
said or cleared must not move them).  The functions take the window's parts as they are; they
neither build windows nor play hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPoint, QRect, QRectF
from PySide6.QtGui import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QToolButton,
    QWidget,
)

__all__ = [
    "button_places",
    "clipped_labels",
    "clipped_text_items",
    "felt_share",
    "laid_out",
    "moved_buttons",
    "on_screen",
    "overlaps",
    "scrolls_sideways",
]


def felt_share(window: QWidget, view: QGraphicsView) -> float:
    """The felt's share of the window: the table view's viewport area over the window's area
    (menus, toolbar, status line, panels and docks all count against the felt)."""
    viewport = view.viewport()
    if not view.isVisible() or window.width() <= 0 or window.height() <= 0:
        return 0.0
    return (viewport.width() * viewport.height()) / (window.width() * window.height())


def on_screen(view: QGraphicsView, item: QGraphicsItem) -> QRect:
    """Where ``item`` is drawn in the view's viewport, in logical pixels (its scene bounding
    rect mapped by the view's transform)."""
    return view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def overlaps(rects: Mapping[str, QRectF | QRect], *, slack: float = 0.0) -> list[tuple[str, str]]:
    """The pairs of named boxes that overlap by more than ``slack`` pixels either way (a shared
    edge is not an overlap), in the order given."""
    names = list(rects)
    found: list[tuple[str, str]] = []
    for i, first in enumerate(names):
        a = QRectF(rects[first])
        for second in names[i + 1 :]:
            b = QRectF(rects[second])
            common = a.intersected(b)
            if common.width() > slack and common.height() > slack:
                found.append((first, second))
    return found


def _text_of(item: QGraphicsItem) -> str:
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText()
    if isinstance(item, QGraphicsSimpleTextItem):
        return item.text()
    return ""


def clipped_text_items(view: QGraphicsView, items: Iterable[QGraphicsItem] | None = None) -> list[str]:
    """The texts of the scene (visible text items with words) not wholly inside the view's
    visible part, or wider than the box their item was given (a text item with a text width
    set, whose words run past it).  ``items``: those to check (by default every item of the
    view's scene)."""
    scene = view.scene()
    chosen = list(items) if items is not None else list(scene.items())
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    cut: list[str] = []
    for item in chosen:
        text = _text_of(item)
        if not text.strip() or not item.isVisible() or item.opacity() == 0:
            continue
        box = item.sceneBoundingRect()
        if not visible.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box):
            cut.append(text)
            continue
        if isinstance(item, QGraphicsTextItem) and item.textWidth() > 0:
            document = item.document()
            if document.idealWidth() > item.textWidth() + 0.5:
                cut.append(text)
    return cut


def clipped_labels(root: QWidget) -> list[str]:
    """The labels and buttons under ``root`` (shown, with words) whose text does not fit their
    box: a one-line text wider than the widget, or a wrapped one taller than it, or one not
    wholly inside a visible part of a scroll area it sits in."""
    cut: list[str] = []
    widgets: list[QWidget] = [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)]
    for widget in widgets:
        if not widget.isVisible():
            continue
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        if not text.strip():
            continue
        if widget.property("elided") and _plain(widget.toolTip()).startswith(_plain(text)[:20]):
            continue  # said less on purpose, in one line: its tooltip says the whole
        rect = widget.contentsRect()
        metrics = widget.fontMetrics()
        if isinstance(widget, QLabel) and Qt.mightBeRichText(text):
            plain = _plain(text)
        elif isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy()):
            plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&")  # a mnemonic
        else:
            plain = text
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + 1:
                cut.append(plain)
                continue
        elif isinstance(widget, QLabel):
            if metrics.horizontalAdvance(plain.split("\n")[0]) > rect.width() + 1:
                cut.append(plain)
                continue
        else:
            beside = not widget.icon().isNull() and not (
                isinstance(widget, QToolButton)
                and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextUnderIcon
            )
            room = widget.width() - (widget.iconSize().width() + 4 if beside else 0)
            if metrics.horizontalAdvance(plain) > room:
                cut.append(plain)
                continue
        if not _inside_its_scroller(widget):
            cut.append(plain)
    return cut


def _plain(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def _inside_its_scroller(widget: QWidget) -> bool:
    """Whether ``widget`` lies wholly in the visible part of every scroll area it sits in."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            viewport = parent.viewport()
            top_left = widget.mapTo(viewport, QPoint(0, 0))
            box = QRect(top_left, widget.size())
            if not viewport.rect().adjusted(-1, -1, 1, 1).contains(box):
                return False
        parent = parent.parentWidget()
    return True


def scrolls_sideways(area: QAbstractScrollArea) -> bool:
    """Whether ``area`` shows a sideways scroll bar (something of it is out of sight)."""
    bar = area.horizontalScrollBar()
    return bar.isVisible() and bar.maximum() > 0


def button_places(root: QWidget, buttons: Sequence[QAbstractButton] | None = None) -> dict[str, QRect]:
    """Where each button under ``root`` is, in ``root``'s coordinates, by its text (and object
    name when it has one): for "the buttons stay put" before and after a panel's line changes."""
    chosen = list(buttons) if buttons is not None else root.findChildren(QAbstractButton)
    places: dict[str, QRect] = {}
    for button in chosen:
        if not button.isVisible():
            continue
        name = button.objectName() or button.text() or button.toolTip()
        top_left = button.mapTo(root, QPoint(0, 0))
        places[name] = QRect(top_left, button.size())
    return places


def moved_buttons(before: Mapping[str, QRect], after: Mapping[str, QRect]) -> list[str]:
    """The buttons (by :func:`button_places`' names) found in both whose place changed."""
    return [name for name in before if name in after and before[name] != after[name]]


def laid_out(window: QWidget, still_passes: int = 3, limit_ms: int = 30_000) -> None:
    """Handle events until the window's layout is still: the window, every visible widget in it
    and every top-level window of ours keep their geometry over ``still_passes`` passes of the
    event loop (a dock placed, a table resized, words wrapped: each asks for a layout that
    comes a pass or two later).  A condition, not a time: as long as a busy machine needs;
    ``TimeoutError`` past ``limit_ms``."""

    def geometry() -> tuple[tuple[int, int, int, int], ...]:
        widgets = [window, *window.findChildren(QWidget)]
        tops = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        return tuple(
            (r.x(), r.y(), r.width(), r.height())
            for w in widgets + tops
            if w.isVisible()
            for r in (w.geometry(),)
        )

    timer = QElapsedTimer()
    timer.start()
    before, still = geometry(), 0
    while still < still_passes:
        if timer.elapsed() > limit_ms:
            raise TimeoutError("the window's layout did not come to rest")
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
        now = geometry()
        still = still + 1 if now == before else 0
        before = now
