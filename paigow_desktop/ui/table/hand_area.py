"""One of the player's two hands on the felt, for every game: a drop target with its title and its
live name (the hand's value as the player sets it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from paigow_desktop.ui.table.items import GOLD, LOSS_COLOUR, TEXT, TILE_RATIO, paint_kept, table_font

__all__ = ["HandArea"]


class HandArea(QGraphicsObject):
    """One of the player's two hands: a drop target with its live name."""

    def __init__(self, title: str, rect: QRectF) -> None:
        super().__init__()
        self.title = title
        self.rect = rect
        self.caption = ""
        self.warning = False  #: the caption warns (a foul): drawn in the loss colour, not gold
        self.hot = False  # a dragged tile is over it
        self.shown = False
        #: the title and the caption share a line (a short table: the tiles get the other line)
        self.one_line = False
        self.restyle()

    def restyle(self) -> None:
        self.title_font = table_font("heading")
        self.caption_font = table_font()
        # Measured once per style: the hand is painted every round and measured on every layout.
        self._title_metrics = QFontMetricsF(self.title_font)
        self._caption_metrics = QFontMetricsF(self.caption_font)

    def text_fonts(self) -> list[QFont]:
        return [self.title_font, self.caption_font]

    def head_height(self) -> float:
        """The room the title and the caption take above the hand: a line each, or one line."""
        title, caption = self._title_metrics.height(), self._caption_metrics.height()
        return (max(title, caption) if self.one_line else title + caption) + 6

    def set_one_line(self, one_line: bool) -> None:
        if one_line != self.one_line:
            self.prepareGeometryChange()
            self.one_line = one_line
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -self.head_height() - 2, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.shown:
            return
        frame = self.rect.adjusted(-2, -2, 2, 2)
        paint_kept(painter, frame, ("slot", frame.width(), frame.height(), self.hot), self._paint_frame)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.title_font)
        painter.setPen(TEXT)
        head, room = self._head_rects()
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(self.caption_font)
        painter.setPen(LOSS_COLOUR if self.warning else GOLD)
        # Shortened with an ellipsis only if it must be.
        caption = self._caption_metrics.elidedText(self.caption, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption)

    def _head_rects(self) -> tuple[QRectF, QRectF]:
        """Where the title goes, and the caption: on a line of its own, or the rest of the title's."""
        title_metrics, caption_metrics = self._title_metrics, self._caption_metrics
        head_height = self.head_height()
        top = self.rect.y() - head_height
        line = head_height - 6 if self.one_line else title_metrics.height()
        head = QRectF(self.rect.x() + 6, top, self.rect.width() - 12, line)
        if self.one_line:
            indent = title_metrics.horizontalAdvance(self.title) + title_metrics.averageCharWidth()
            return head, QRectF(head.x() + indent, head.y(), head.width() - indent, line)
        return head, QRectF(head.x(), head.bottom(), head.width(), caption_metrics.height())

    def caption_fits(self) -> bool:
        """Whether the hand's name is shown whole (not shortened with an ellipsis)."""
        return self._caption_metrics.horizontalAdvance(self.caption) <= self._head_rects()[1].width()

    def _paint_frame(self, painter: QPainter) -> None:
        painter.setBrush(QColor(255, 255, 255, 40 if self.hot else 18))
        pen = QPen(GOLD if self.hot else QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect, 16, 16)

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def set_caption(self, caption: str, *, warning: bool = False) -> None:
        """The hand's live name; ``warning`` draws it in the loss colour (the words say why too)."""
        if (caption, warning) != (self.caption, self.warning):
            self.caption, self.warning = caption, warning
            self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def tile_width(self) -> float:
        """How wide the player's tiles are in this hand: two side by side, filling its height."""
        return max(8.0, min(self.rect.width() / 2.6, (self.rect.height() - 10) / TILE_RATIO))

    def slot_point(self, index: int, count: int) -> QPointF:
        """Where tile ``index`` of ``count`` rests in this hand."""
        width = self.tile_width()
        gap = width * 1.18
        if count > 1:
            gap = min(gap, (self.rect.width() - width - 8) / (count - 1))
        first = self.rect.center().x() - gap * (count - 1) / 2
        return QPointF(first + gap * index, self.rect.center().y())
