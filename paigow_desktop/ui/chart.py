"""A small line chart drawn with QPainter: a titled series of labelled values with a few axis ticks.

Used for the bankroll over time, and meant for any series of (label, value)
points (the trainer's progress, say).  Points are spaced evenly in the order
given (one per round, however far apart in time the rounds were); a label is
either text or a :class:`~datetime.datetime`, shown in local time.  Colours
come from the widget's palette, so the chart reads in light and dark themes.
The accessible name is the title and the accessible description sums up the
series (how many points, first, last, lowest, highest) for screen readers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from paigow_desktop.ui.i18n import current_language

__all__ = ["Label", "LineChart", "axis_label_format", "nice_ticks"]

Label = str | datetime


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About ``count`` round values (steps of 1, 2 or 5 times a power of ten) covering low..high."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0]
    if high < low:
        low, high = high, low
    if high == low:
        pad = abs(low) * 0.05 or 1.0
        low, high = low - pad, high + pad
    raw = (high - low) / max(1, count - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step + 1e-9) * step
    last = math.ceil(high / step - 1e-9) * step
    n = round((last - first) / step)
    return [first + i * step for i in range(n + 1)]


def _local(moment: datetime) -> datetime:
    return moment.astimezone() if moment.tzinfo is not None else moment


def axis_label_format(labels: Sequence[Label]) -> Callable[[Label], str]:
    """How to write the labels along the axis: times as precisely as their spread needs."""
    moments = [_local(x) for x in labels if isinstance(x, datetime)]
    if not moments:
        return str
    span = max(moments) - min(moments)
    # Qt's date patterns, written out in the interface's language ("23 Nov", "11月23日").
    if len({m.date() for m in moments}) <= 1:
        pattern = "HH:mm:ss" if span.total_seconds() < 120 else "HH:mm"
    elif span.days < 2:
        pattern = QCoreApplication.translate("LineChart", "ddd HH:mm", "an axis label: weekday and time")
    elif span.days < 300:
        pattern = QCoreApplication.translate("LineChart", "d MMM", "an axis label: day and month")
    else:
        pattern = QCoreApplication.translate("LineChart", "MMM yyyy", "an axis label: month and year")
    locale = QLocale(current_language())

    def show(label: Label) -> str:
        if not isinstance(label, datetime):
            return str(label)
        moment = _local(label)
        when = QDateTime(moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second)
        return locale.toString(when, pattern)

    return show


def _full_label(label: Label) -> str:
    """A label in full, for the accessible summary."""
    return _local(label).strftime("%Y-%m-%d %H:%M") if isinstance(label, datetime) else str(label)


class LineChart(QWidget):
    """A line chart of ``(label, value)`` points, values shown with ``format_value``."""

    def __init__(
        self,
        title: str,
        format_value: Callable[[float], str],
        parent: QWidget | None = None,
        *,
        empty_text: str | None = None,
    ) -> None:
        super().__init__(parent)
        if empty_text is None:
            empty_text = self.tr("Nothing to show yet.")
        self._title = title
        self._format = format_value
        self._empty_text = empty_text
        self._points: list[tuple[Label, float]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(260, 150)
        self.setAccessibleName(title)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reachable by keyboard, so screen readers read it
        self._describe()

    # -- data

    def title(self) -> str:
        return self._title

    def set_title(self, title: str) -> None:
        self._title = title
        self.setAccessibleName(title)
        self.update()

    def set_points(self, points: Sequence[tuple[Label, float]]) -> None:
        """Replace the series (labels as text or datetimes, values as numbers) and repaint."""
        self._points = [(label, float(value)) for label, value in points]
        self._describe()
        self.update()

    def points(self) -> list[tuple[Label, float]]:
        return list(self._points)

    def summary(self) -> str:
        """The series in words: what the accessible description says."""
        if not self._points:
            return f"{self._title}: {self._empty_text}"
        values = [v for _, v in self._points]
        f = self._format
        count = len(values)
        first_label = _full_label(self._points[0][0])
        last_label = _full_label(self._points[-1][0])
        if count == 1:
            template = self.tr("{0}: 1 point, first {2} ({3}), last {4} ({5}), lowest {6}, highest {7}.")
        else:
            template = self.tr("{0}: {1} points, first {2} ({3}), last {4} ({5}), lowest {6}, highest {7}.")
        return template.format(
            self._title,
            count,
            f(values[0]),
            first_label,
            f(values[-1]),
            last_label,
            f(min(values)),
            f(max(values)),
        )

    def _describe(self) -> None:
        text = self.summary()
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    # -- size

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, 150)

    # -- painting

    # Long: one drawing, top to bottom (axes, grid, the line, its labels)
    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        grid = _mix(base, text, 0.18)
        muted = _mix(base, text, 0.65)
        line = _line_colour(palette)
        bounds = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(_mix(base, text, 0.3), 1))
        painter.setBrush(base)
        painter.drawRoundedRect(bounds, 4, 4)

        metrics = QFontMetrics(self.font())
        pad = 8
        title_font = self.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(text)
        title_height = QFontMetrics(title_font).height()
        painter.drawText(
            QRectF(pad, pad, bounds.width() - 2 * pad, title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._title,
        )
        painter.setFont(self.font())
        top = pad + title_height + pad
        if not self._points:
            painter.setPen(muted)
            painter.drawText(
                QRectF(pad, top, bounds.width() - 2 * pad, bounds.height() - top - pad),
                Qt.AlignmentFlag.AlignCenter,
                self._empty_text,
            )
            painter.end()
            return

        values = [v for _, v in self._points]
        ticks = nice_ticks(min(values), max(values), 5 if self.height() >= 200 else 3)
        tick_labels = [self._format(t) for t in ticks]
        labels = [label for label, _ in self._points]
        show = axis_label_format(labels)
        left = pad + max(metrics.horizontalAdvance(t) for t in tick_labels) + 6
        bottom = bounds.height() - pad - metrics.height() - 4
        # Room on the right for half the last label, which is centred under the last point.
        right = bounds.width() - pad - max(6, metrics.horizontalAdvance(show(labels[-1])) / 2)
        plot = QRectF(left, top + metrics.height() / 2, max(1.0, right - left), 0)
        plot.setBottom(max(plot.top() + 1, bottom))
        low, high = ticks[0], ticks[-1]
        span = (high - low) or 1.0

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / span * plot.height()

        count = len(self._points)

        def x_of(index: int) -> float:
            if count == 1:
                return plot.center().x()
            return plot.left() + index / (count - 1) * plot.width()

        # Horizontal grid lines and value ticks.
        for tick, label in zip(ticks, tick_labels, strict=True):
            y = y_of(tick)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(muted)
            painter.drawText(
                QRectF(pad, y - metrics.height() / 2, left - pad - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        # The axes.
        painter.setPen(QPen(muted, 1))
        painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), plot.bottom()))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))

        # A few labels along the bottom: first, last, and evenly between when there is room.
        widest = max(metrics.horizontalAdvance(show(x)) for x in labels)
        slots = min(count, max(2, int(plot.width() // (widest + 24))), 6)
        chosen = {round(i * (count - 1) / max(1, slots - 1)) for i in range(slots)} if count > 1 else {0}
        painter.setPen(muted)
        boxes: list[tuple[QRectF, str, float]] = []
        for index in sorted(chosen):
            caption = show(labels[index])
            if boxes and caption == boxes[-1][1]:  # the same time again says nothing new
                continue
            x = x_of(index)
            width = metrics.horizontalAdvance(caption) + 2
            box_left = min(max(x - width / 2, pad), bounds.width() - pad - width)
            boxes.append((QRectF(box_left, plot.bottom() + 4, width, metrics.height()), caption, x))
        kept: list[tuple[QRectF, str, float]] = []
        for box in boxes:  # drop labels that would touch their neighbour; the last one always stays
            while kept and kept[-1][0].right() + 8 > box[0].left():
                if box is boxes[-1] and len(kept) > 1:
                    kept.pop()
                else:
                    break
            if not kept or kept[-1][0].right() + 8 <= box[0].left():
                kept.append(box)
        for rect, caption, x in kept:
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, caption)

        # The series.
        painter.setClipRect(plot.adjusted(-3, -3, 3, 3))
        pen = QPen(line, 2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        points = [QPointF(x_of(i), y_of(v)) for i, v in enumerate(values)]
        if count == 1:
            painter.setBrush(line)
            painter.drawEllipse(points[0], 3.5, 3.5)
        else:
            path = QPainterPath(points[0])
            for point in points[1:]:
                path.lineTo(point)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            if count <= 60:  # dots while they can be told apart
                painter.setBrush(line)
                painter.setPen(Qt.PenStyle.NoPen)
                for point in points:
                    painter.drawEllipse(point, 2.5, 2.5)
            # The last value, marked so the current standing is easy to find.
            painter.setPen(QPen(base, 1.5))
            painter.setBrush(line)
            painter.drawEllipse(points[-1], 4, 4)
        painter.end()


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())
    )


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _line_colour(palette: QPalette) -> QColor:
    """The palette's highlight when it stands out from the background (3:1), else a blue that does."""
    base = palette.color(QPalette.ColorRole.Base)
    highlight = palette.color(QPalette.ColorRole.Highlight)
    if _contrast(highlight, base) >= 3:
        return highlight
    dark_background = _luminance(base) < 0.2
    return QColor("#7cb8ff") if dark_background else QColor("#1f5fbf")
