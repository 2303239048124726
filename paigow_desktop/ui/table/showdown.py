"""The round's result told large on the felt, for every game: your two hands beside the banker's,
who took each, and the money (:class:`ShowdownStory`, drawn by :class:`ShowdownBanner` until the
next round).  Each game writes its own story."""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from paigow_desktop.ui.table.items import (
    GOLD,
    LOSS_COLOUR,
    PUSH_COLOUR,
    TEXT,
    WIN_COLOUR,
    table_font,
)

__all__ = [
    "ShowdownBanner",
    "ShowdownLine",
    "ShowdownStory",
    "area_covered",
    "covered_area",
    "edges",
    "least_covering_shift",
    "who_took",
]


def who_took(yours_won: bool, *, copy: bool = False, zeros: bool = False) -> str:
    """Who took one hand, in the same words in every game: yours, or the banker's (who also
    takes a copy, and in Pai Gow zero against zero), said as such."""
    if yours_won:
        return QCoreApplication.translate("Showdown", "you win it")
    if zeros:
        return QCoreApplication.translate("Showdown", "zero against zero: the banker wins it")
    if copy:
        return QCoreApplication.translate("Showdown", "a copy: the banker wins it")
    return QCoreApplication.translate("Showdown", "the banker wins it")


@dataclass(frozen=True, slots=True)
class ShowdownLine:
    """One hand against the banker's: both named, and who took it, in words."""

    label: str  # "Low" or "High"
    yours: str
    bankers: str
    verdict: str  # who took it: "you win it", "a copy: the banker wins it", ...
    yours_won: bool


@dataclass(frozen=True, slots=True)
class ShowdownStory:
    """What the result banner says about one round, from the player's side."""

    heading: str  # the outcome in words, with the money: "You win $9.50"
    #: the player's bet's result, an enum whose value is "win", "push" or "loss" (None when the
    #: player banked)
    result: enum.Enum | None
    you: str  # the player's column title
    banker: str  # the banker's column title ("Dealer", "Seat 3 (bank)")
    lines: tuple[ShowdownLine, ...]
    money: str  # the bet, the win, the commission and the net
    net_cents: int


class ShowdownBanner(QGraphicsObject):
    """The round's result, large on the felt: both hands beside the banker's, the money and, for
    a weak setting, the trainer's one line.  It stays until the next round begins."""

    def __init__(self) -> None:
        super().__init__()
        self.story: ShowdownStory | None = None
        self.advice = ""  # the trainer's line on a weak setting, said under the money
        self.max_width = 600.0  # the room the table leaves it
        #: the short story only (heading and money): where the table has no room for the whole
        #: one; the hands' rows and the advice are then in the tooltip (and in the side panel)
        self.compact = False
        #: the heading alone (shorter still): the money line goes to the tooltip too
        self.brief = False
        self._rect = QRectF()
        self.setVisible(False)
        self.restyle()

    def restyle(self) -> None:
        self.heading_font = table_font("title")
        self.label_font = table_font("heading")
        self.body_font = table_font()
        self.row_font = QFont(self.body_font)
        self.row_font.setBold(True)
        # Measured once per style: a showdown measures the banner a dozen times while placing it.
        self._heading_metrics = QFontMetricsF(self.heading_font)
        self._label_metrics = QFontMetricsF(self.label_font)
        self._body_metrics = QFontMetricsF(self.body_font)
        self._row_metrics = QFontMetricsF(self.row_font)
        #: the story whose columns were measured in these fonts, and their widths
        self._measured: tuple[ShowdownStory, list[float]] | None = None
        #: the advice and the width it was fitted into, and the width it wraps at
        self._advice_fit: tuple[str, float, float] | None = None
        self._measure()

    def text_fonts(self) -> list[QFont]:
        return [self.heading_font, self.label_font, self.body_font, self.row_font]

    def set_story(self, story: ShowdownStory | None) -> None:
        self.story = story
        self.compact = self.brief = False
        self._changed()
        self.setVisible(story is not None)

    def set_advice(self, advice: str) -> None:
        self.advice = advice
        self._changed()

    def set_compact(self, compact: bool) -> None:
        """The short story (no rows of hands, no advice: they go to the tooltip), or the whole one."""
        self.set_brevity(1 if compact else 0)

    def set_brevity(self, level: int) -> None:
        """How much the banner says: 0 the whole story, 1 the short one (:meth:`set_compact`),
        2 the heading alone (the money line goes to the tooltip too)."""
        compact, brief = level >= 1, level >= 2
        if (compact, brief) != (self.compact, self.brief):
            self.compact, self.brief = compact, brief
            self._changed()

    @property
    def brevity(self) -> int:
        return 2 if self.brief else 1 if self.compact else 0

    def _changed(self) -> None:
        """Measured and drawn again; the short story's tooltip says what it leaves out."""
        money = self.story.money if self.brief and self.story is not None else ""
        said = (money, self.hands_words(), self.advice) if self.compact else ()
        self.setToolTip("\n".join(filter(None, said)))
        self._measure()
        self.update()

    def hands_words(self) -> str:
        """The rows of hands in words, a line each: what the short story leaves out."""
        story = self.story
        if story is None:
            return ""
        rows = []
        for line in story.lines:
            if not line.bankers:  # your own bank: your hands only
                row = QCoreApplication.translate("Showdown", "{0}: {1} {2}").format(
                    line.label, story.you, line.yours
                )
            else:
                row = QCoreApplication.translate("Showdown", "{0}: {1} {2} · {3} {4} — {5}").format(
                    line.label, story.you, line.yours, story.banker, line.bankers, line.verdict
                )
            rows.append(row)
        return "\n".join(rows)

    def set_max_width(self, width: float) -> None:
        self.max_width = width
        self._measure()

    # -- geometry: a heading, a row of column titles, a row per hand, the money, the advice

    def _columns(self) -> list[float]:
        """The widths of the four columns (measured once a story: placing the banner and
        painting it ask again)."""
        story = self.story
        assert story is not None
        if self._measured is not None and self._measured[0] is story:
            return list(self._measured[1])
        body, label = self._body_metrics, self._label_metrics
        pad = body.height()
        widths = [
            max(self._row_metrics.horizontalAdvance(line.label) for line in story.lines),
            max(
                [label.horizontalAdvance(story.you)]
                + [body.horizontalAdvance(li.yours) for li in story.lines]
            ),
            max(
                [label.horizontalAdvance(story.banker)]
                + [body.horizontalAdvance(li.bankers) for li in story.lines]
            ),
            max(body.horizontalAdvance(li.verdict) for li in story.lines),
        ]
        columns = [w + pad if w else 0.0 for w in widths]  # no banker's column for your own bank
        self._measured = (story, columns)
        return list(columns)

    def _lines_height(self) -> tuple[float, float, float, float]:
        heading = self._heading_metrics.height()
        label = self._label_metrics.height()
        body = self._body_metrics.height()
        advice = self._advice_rect_height()
        return heading, label, body, advice

    def _advice_rect_height(self) -> float:
        if not self.advice or self.compact:
            return 0.0
        metrics = self._body_metrics
        flags = int(Qt.TextFlag.TextWordWrap)
        width = self._advice_width()
        return metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, self.advice).height() + 4

    def _advice_width(self) -> float:
        """How wide the advice is wrapped: the banner's width, or less so that its lines come out
        about even (never one word alone on the last line)."""
        width = self._inner_width()
        fit = self._advice_fit
        if fit is not None and fit[:2] == (self.advice, width):
            return fit[2]  # measuring and painting both ask: worked out once
        metrics = self._body_metrics
        flags = int(Qt.TextFlag.TextWordWrap)

        def lines(room: float) -> int:
            high = metrics.boundingRect(QRectF(0, 0, room, 10_000), flags, self.advice).height()
            return round(high / metrics.lineSpacing())

        count = lines(width)
        low, high = width / count, width
        for _ in range(10 if count > 1 else 0):  # the narrowest width that still takes no more lines
            middle = (low + high) / 2
            if lines(middle) > count:
                low = middle
            else:
                high = middle
        wrap = high + 1 if count > 1 else width
        self._advice_fit = (self.advice, width, wrap)
        return wrap

    def _inner_width(self) -> float:
        if self.story is None:
            return 0.0
        body = self._body_metrics
        heading = self._heading_metrics
        wanted = max(
            0.0 if self.compact else sum(self._columns()),
            heading.horizontalAdvance(self.story.heading),
            0.0 if self.brief else body.horizontalAdvance(self.story.money),
        )
        return min(wanted, self.max_width - 2 * body.height())

    def _measure(self) -> None:
        if self.story is None:
            rect = QRectF()
        else:
            pad = self._body_metrics.height()
            heading, label, body, advice = self._lines_height()
            rows = 0.0 if self.compact else label + 2 * body  # the column titles and two hands
            money = 0.0 if self.brief else 1.3 * body
            edges = pad * (0.9 if self.brief else 1.4)
            height = heading + rows + money + advice + (4 if advice else 0) + edges
            width = self._inner_width() + 2 * pad
            rect = QRectF(-width / 2, -height / 2, width, height)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def boundingRect(self) -> QRectF:
        return self._rect

    def _paint_rows(self, painter: QPainter, story: ShowdownStory, inner: QRectF, y: float) -> float:
        """The column titles and a row per hand, from ``y`` down; where they end."""
        _heading_h, label_h, body_h, _advice_h = self._lines_height()
        columns = self._columns()
        spare = max(0.0, inner.width() - sum(columns)) / 2
        xs = [inner.left() + spare]
        for width in columns[:-1]:
            xs.append(xs[-1] + width)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setFont(self.label_font)
        painter.setPen(GOLD)
        for x, width, title in zip(xs[1:3], columns[1:3], (story.you, story.banker), strict=True):
            painter.drawText(QRectF(x, y, width, label_h), left, title)
        y += label_h
        for line in story.lines:
            painter.setFont(self.row_font)
            painter.setPen(GOLD)
            painter.drawText(QRectF(xs[0], y, columns[0], body_h), left, line.label)
            painter.setFont(self.body_font)
            painter.setPen(TEXT)
            body = self._body_metrics
            for x, width, text in zip(xs[1:3], columns[1:3], (line.yours, line.bankers), strict=True):
                painter.drawText(
                    QRectF(x, y, width, body_h),
                    left,
                    body.elidedText(text, Qt.TextElideMode.ElideRight, width),
                )
            if line.verdict:
                painter.setPen(WIN_COLOUR if line.yours_won else LOSS_COLOUR)
                room = max(0.0, inner.right() - xs[3])
                painter.drawText(
                    QRectF(xs[3], y, room, body_h),
                    left,
                    body.elidedText(line.verdict, Qt.TextElideMode.ElideRight, room),
                )
            y += body_h
        return y

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        story = self.story
        if story is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pushed = story.result is not None and story.result.value == "push"
        if pushed or story.net_cents == 0:
            colour = PUSH_COLOUR if story.result is not None else GOLD
        else:
            colour = WIN_COLOUR if story.net_cents > 0 else LOSS_COLOUR
        rect = self._rect
        # Drawn each time, not kept as a picture: one rounded rectangle is cheap, and the banner's
        # size follows its words, so a kept picture was a new one nearly every round (they pushed
        # the plates' pictures out and the process's memory grew with the rounds played).
        painter.setBrush(BANNER_FILL)
        painter.setPen(QPen(colour, 2.5))
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 14, 14)
        pad = self._body_metrics.height()
        heading_h, _label_h, body_h, advice_h = self._lines_height()
        edge = pad * (0.45 if self.brief else 0.7)
        inner = self._rect.adjusted(pad, edge, -pad, -edge)
        y = inner.top()
        painter.setFont(self.heading_font)
        painter.setPen(colour)
        painter.drawText(
            QRectF(inner.left(), y, inner.width(), heading_h), Qt.AlignmentFlag.AlignCenter, story.heading
        )
        y += heading_h
        if not self.compact:
            y = self._paint_rows(painter, story, inner, y)
        if self.brief:
            return
        painter.setFont(self.body_font)
        painter.setPen(TEXT)
        y += body_h * 0.3
        painter.drawText(
            QRectF(inner.left(), y, inner.width(), body_h), Qt.AlignmentFlag.AlignCenter, story.money
        )
        y += body_h
        if self.advice and not self.compact:
            painter.setPen(QColor("#ffcc80"))
            flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            width = self._advice_width()
            painter.drawText(
                QRectF(inner.center().x() - width / 2, y + 4, width, advice_h),
                int(flags) | int(Qt.TextFlag.TextWordWrap),
                self.advice,
            )


#: The banner's ground: opaque, so that what it covers does not show through as a mess, and
#: because Qt fills a shape with a translucent colour through a slower path (a banner's
#: rounded rectangle at 245 of 255 took ten times as long as at 255; 4% of the felt through it
#: was never to be seen).
BANNER_FILL = QColor(10, 20, 14)

#: How far :func:`least_covering_shift` looks, in steps across and up or down.
_REACH_X, _REACH_Y = 24, 14
#: The felt it likes to keep around the banner, in pixels.
_AIR = 6.0


Edges = tuple[float, float, float, float]  #: a rectangle as plain numbers: left, top, right, bottom


def edges(rect: QRectF) -> Edges:
    """``rect``'s edges as plain numbers (sums over them cost no calls into Qt)."""
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def covered_area(box: QRectF, obstacles: Sequence[QRectF]) -> float:
    """How much of ``obstacles`` (in square pixels) ``box`` covers."""
    return area_covered(edges(box), [edges(r) for r in obstacles])


def area_covered(box: Edges, obstacles: Sequence[Edges]) -> float:
    """:func:`covered_area` over plain edges."""
    left, top, right, bottom = box
    total = 0.0
    for o_left, o_top, o_right, o_bottom in obstacles:
        across = min(right, o_right) - max(left, o_left)
        if across > 0:
            down = min(bottom, o_bottom) - max(top, o_top)
            if down > 0:
                total += across * down
    return total


def least_covering_shift(box: QRectF, obstacles: Sequence[QRectF], felt: QRectF, step: float) -> QPointF:
    """Where to move ``box`` (by whole ``step``s, inside ``felt``) to cover the least of
    ``obstacles``, and then of a little felt around it: the nearest such shift, across rather than
    up or down.  Every fourth spot is tried first, then every spot around the best of those."""
    costs = _ShiftCosts(box, obstacles, felt, step)
    x, y = costs.nearest_best(_spots_by_distance(0, 0, 4))
    x, y = costs.nearest_best(_spots_by_distance(x, y, 1))
    return QPointF(x * step, y * step)


@functools.cache
def _spots_by_distance(x: int, y: int, stride: int) -> tuple[tuple[int, int], ...]:
    """The shifts to try, nearest first (across rather than up or down; equals in the order made):
    every ``stride``-th one in reach, or (``stride`` 1) every one within four steps of ``x, y``.
    The same few lists every showdown: made once."""
    if stride == 1:
        spots = [
            (a, b)
            for a in range(max(-_REACH_X, x - 4), min(_REACH_X, x + 4) + 1)
            for b in range(max(-_REACH_Y, y - 4), min(_REACH_Y, y + 4) + 1)
        ]
    else:
        spots = [
            (a, b)
            for a in range(-_REACH_X, _REACH_X + 1, stride)
            for b in range(-_REACH_Y, _REACH_Y + 1, stride)
        ]
    return tuple(sorted(spots, key=lambda p: p[0] ** 2 + (2 * p[1]) ** 2))


class _ShiftCosts:
    """What each shift of a box would cover, for :func:`least_covering_shift`.

    It runs on the GUI thread at every showdown, so the covered area is worked out in plain
    numbers as a sum of products: each obstacle's overlap across (one list per shift across)
    times its overlap up and down (one list per shift up or down), each list made once."""

    def __init__(self, box: QRectF, obstacles: Sequence[QRectF], felt: QRectF, step: float) -> None:
        reach = box.adjusted(
            -_REACH_X * step - _AIR, -_REACH_Y * step - _AIR, _REACH_X * step + _AIR, _REACH_Y * step + _AIR
        )
        near = [edges(r) for r in obstacles if r.intersects(reach)]
        self.starts = ([e[0] for e in near], [e[1] for e in near])  # lefts, tops
        self.ends = ([e[2] for e in near], [e[3] for e in near])  # rights, bottoms
        self.corner, self.size = (box.x(), box.y()), (box.width(), box.height())
        self.felt = edges(felt)
        self.step = step
        self._spans: dict[tuple[int, int, float], tuple[list[float], list[int]]] = {}

    def span(self, axis: int, shift: int, air: float) -> tuple[list[float], list[int]]:
        """How much of each obstacle the box, moved ``shift`` steps along ``axis`` (0 across,
        1 up and down) and grown by ``air``, overlaps along that axis (0 where it does not), and
        which obstacles it overlaps at all (the only ones whose products are not 0)."""
        key = (axis, shift, air)
        found = self._spans.get(key)
        if found is None:
            low = self.corner[axis] + shift * self.step - air
            high = low + self.size[axis] + 2 * air
            overlaps = [
                max(0.0, min(high, end) - max(low, begin))
                for begin, end in zip(self.starts[axis], self.ends[axis], strict=True)
            ]
            found = self._spans[key] = (overlaps, [i for i, o in enumerate(overlaps) if o])
        return found

    def on_felt(self, x: int, y: int) -> bool:
        """Whether the box moved by this shift lies wholly on the felt (as QRectF.contains)."""
        left, top = self.corner[0] + x * self.step, self.corner[1] + y * self.step
        felt_left, felt_top, felt_right, felt_bottom = self.felt
        return (
            felt_left <= left
            and left + self.size[0] <= felt_right
            and felt_top <= top
            and top + self.size[1] <= felt_bottom
        )

    def covered(self, x: int, y: int, air: float) -> float:
        """The area the shifted box (grown by ``air``) covers: a sum over the obstacles it
        overlaps across only (exactly the sum over all of them: the rest add exact zeros)."""
        across, hits = self.span(0, x, air)
        down = self.span(1, y, air)[0]
        return math.fsum([across[i] * down[i] for i in hits])

    def nearest_best(self, spots: Sequence[tuple[int, int]]) -> tuple[int, int]:
        """The spot of least cost (what it covers, then what it covers with air around it), the
        first of ``spots`` (nearest first) among equals.  The air is summed only where the first
        part could win."""
        best, least = (0, 0), (math.inf, math.inf)
        for x, y in spots:
            if not self.on_felt(x, y):
                continue  # costs (inf, inf): never less than the least so far
            bare = self.covered(x, y, 0.0)
            if bare > least[0]:
                continue
            here = (bare, self.covered(x, y, _AIR))
            if here < least:
                best, least = (x, y), here
                if here == (0.0, 0.0):
                    break
        return best
