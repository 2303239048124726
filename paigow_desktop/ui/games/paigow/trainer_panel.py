"""The trainer at the table: every way to set the player's tiles, with exact odds, and the verdict."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPixmap, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.shares import percent_texts
from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import Analysis, SettingAnalysis
from paigow_desktop.tiles.tile import KINDS
from paigow_desktop.ui.art import TILE_ASPECT
from paigow_desktop.ui.games.paigow.hand_names import hand_name, rule_name
from paigow_desktop.ui.names import listed, rate_words, result_word
from paigow_desktop.ui.qt_art import SceneArtwork

__all__ = ["TrainerPanel", "hand_icon"]

#: The columns' headings; "win", "push" and "loss" are said as every game's results are.
COLUMNS = (
    QT_TRANSLATE_NOOP("TrainerPanel", "Low hand"),
    QT_TRANSLATE_NOOP("TrainerPanel", "High hand"),
    "win",
    "push",
    "loss",
    QT_TRANSLATE_NOOP("TrainerPanel", "EV per 100"),
    "",
)
_RESULTS = ("win", "push", "loss")
#: Every kind of two-tile hand (a pair of a kind too), to measure the widest name.
_HAND_KINDS = tuple(combinations_with_replacement(KINDS, 2))
#: The column that gives way first where the table is narrow.
PUSH_COLUMN = COLUMNS.index("push")
#: The win, push and loss columns, and which of them give way, in turn, on a narrow table.
SHARE_COLUMNS = tuple(COLUMNS.index(c) for c in _RESULTS)
GIVE_WAY: tuple[frozenset[int], ...] = (
    frozenset(),
    frozenset({PUSH_COLUMN}),
    frozenset(SHARE_COLUMNS),
)
TILE_PX = 11  # logical width of a tile in the table's pictures (compact rows: the felt first)
#: The notes column ("★ best, house way (rule 0: …)") is never narrower than this many of the
#: font's average characters: squeezed, it wrapped a Chinese note one character a line.
NOTE_CHARACTERS = 16
MISTAKE = QColor("#8a4b00")
GOOD = QColor("#1d6b33")


def hand_icon(artwork: SceneArtwork, hand: Hand, dpr: float) -> QIcon:
    """Both tiles of a hand side by side, drawn by the tile renderer at the screen's scale."""
    width = TILE_PX
    height = round(width * TILE_ASPECT)
    canvas = QPixmap(round((2 * width + 3) * dpr), round(height * dpr))
    canvas.setDevicePixelRatio(dpr)
    canvas.fill(Qt.GlobalColor.transparent)
    painter = QPainter(canvas)
    for index, tile in enumerate(hand.tiles):
        pixmap, body = artwork.tile(str(tile), round(width * dpr), dpr)
        factor = width / body.width()
        logical = pixmap.deviceIndependentSize()
        x = index * (width + 3)
        painter.drawPixmap(
            round(x - body.x() * factor),
            round(-body.y() * factor),
            round(logical.width() * factor),
            round(logical.height() * factor),
            pixmap,
        )
    painter.end()
    return QIcon(canvas)


class AnalysisTable(QTableWidget):
    """The settings' table: its last column (the notes) takes the room left, but never less
    than :data:`NOTE_CHARACTERS` characters.  Where the room runs out, columns give way in the
    order of :data:`GIVE_WAY` (the row's tooltip still says what they said): Push, then Win
    and Loss, then the hands' names (their tiles stay); the EV and the notes never do.  It is
    as tall as its header and its rows: three settings at most (four tiles have no more)."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.names_hidden = False  #: the hands' names given way: the tiles alone, names in the tooltip
        self._names: list[tuple[str, str]] = []  #: each row's hands' names, to put back

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def set_names(self, names: list[tuple[str, str]]) -> None:
        """Each row's low and high hands' names (shown unless they have given way)."""
        self._names = names
        self._show_names(not self.names_hidden)

    def _show_names(self, shown: bool) -> None:
        for row, pair in enumerate(self._names):
            for column, name in enumerate(pair):
                cell = self.item(row, column)
                if cell is not None and cell.text() != (name if shown else ""):
                    cell.setText(name if shown else "")

    def fit(self) -> None:
        """Lay the columns out for the width the table has, then fit its height to the rows."""
        self.fit_note_column()
        if self.wordWrap():
            self.resizeRowsToContents()
        else:  # one line a row (compact, under the felt): as tall as the tiles' picture
            tight = max(self.iconSize().height(), self.fontMetrics().height()) + 2
            for row in range(self.rowCount()):
                if self.rowHeight(row) != tight:
                    self.setRowHeight(row, tight)
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        row_height = self.rowHeight(0) if self.rowCount() else round(TILE_PX * TILE_ASPECT) + 4
        rows += max(0, 3 - self.rowCount()) * row_height  # room for three: no jump between rounds
        height = self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth() + 2
        if self.horizontalHeader().length() > self.viewport().width():
            height += self.horizontalScrollBar().sizeHint().height()
        if self.height() != height:
            self.setFixedHeight(height)

    def natural_width(self) -> int:
        """The width that shows every column whole, the notes at their least (no sideways
        scroll): as laid out once it has rows, else as a long hand's name would need."""
        header = self.horizontalHeader()
        last = self.columnCount() - 1
        metrics = self.fontMetrics()
        if self.rowCount():  # a hidden column counts at the width it would take
            columns = sum(self._column_width(c) for c in range(last))
            if self.names_hidden:
                columns += sum(
                    max(metrics.horizontalAdvance(name) for name in column) + 8
                    for column in zip(*self._names, strict=True)
                )
        else:  # the widest hand's name in this language, and the widest figures
            widest = max(metrics.horizontalAdvance(hand_name(Hand.of(a, b))) for a, b in _HAND_KINDS)
            hand = max(self.iconSize().width() + widest + 24, header.sectionSizeHint(0))
            share = max(metrics.horizontalAdvance("100.0%") + 16, header.sectionSizeHint(2))
            ev = max(metrics.horizontalAdvance("+100.00") + 16, header.sectionSizeHint(last - 1))
            columns = 2 * hand + 3 * share + ev
        notes = metrics.averageCharWidth() * NOTE_CHARACTERS
        return columns + notes + 2 * self.frameWidth() + 2

    def least_width(self) -> int:
        """The narrowest the table can be with nothing out of sight: every column that gives
        way given way (the hands' tiles, the EV and the notes at their least)."""
        metrics = self.fontMetrics()
        last = self.columnCount() - 1
        hand = self.iconSize().width() + 16
        ev = max(metrics.horizontalAdvance("+100.00") + 16, self.horizontalHeader().sectionSizeHint(last - 1))
        return 2 * hand + ev + metrics.averageCharWidth() * NOTE_CHARACTERS + 2 * self.frameWidth() + 2

    def _wanted(self, column: int) -> int:
        """The width ``column`` takes with its words as they are now (shown or not)."""
        return max(self.horizontalHeader().sectionSizeHint(column), self.sizeHintForColumn(column))

    def _column_width(self, column: int) -> int:
        """A column's width as laid out, or the width it would take when hidden (a hidden
        column's size is 0)."""
        if not self.isColumnHidden(column):
            return self.horizontalHeader().sectionSize(column)
        return self._wanted(column)

    def fit_note_column(self) -> None:
        """The notes take the room left, at least :data:`NOTE_CHARACTERS` characters; where the
        table is too narrow for every column, they give way in :data:`GIVE_WAY`'s order (each
        row's tooltip still says its hands, wins, pushes and losses), so that EV and the notes
        stay in sight; only narrower than :meth:`least_width` does the table scroll."""
        header = self.horizontalHeader()
        last = self.columnCount() - 1
        least = self.fontMetrics().averageCharWidth() * NOTE_CHARACTERS
        width = self.viewport().width()
        hidden: frozenset[int] = frozenset()
        others = 0
        for names in (True, False):
            if names == self.names_hidden:
                self.names_hidden = not names
                self._show_names(names)
            for hidden in GIVE_WAY:
                others = sum(self._wanted(c) for c in range(last) if c not in hidden)
                if others + least <= width:
                    break
            if others + least <= width:
                break
        for column in SHARE_COLUMNS:
            if self.isColumnHidden(column) != (column in hidden):
                self.setColumnHidden(column, column in hidden)
        room = width - others
        mode = QHeaderView.ResizeMode.Stretch if room >= least else QHeaderView.ResizeMode.Fixed
        if header.sectionResizeMode(last) != mode:
            header.setSectionResizeMode(last, mode)
        if mode is QHeaderView.ResizeMode.Fixed and header.sectionSize(last) != least:
            header.resizeSection(last, least)


@lru_cache(maxsize=16)
def _plain_text(text: str) -> str:
    """The words of ``text`` (rich text or plain), parsed once per text: a one-line verdict is
    painted, and its tooltip made, from them again and again."""
    if "<" not in text:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


class SaidLine(QLabel):
    """A label that, made :attr:`one_line` (the trainer compact under the felt), shows as much
    of its words as one line holds, with an ellipsis, and the whole in its tooltip; else an
    ordinary label.  Its ``text()`` is always the whole."""

    def __init__(self) -> None:
        super().__init__()
        self.one_line = False
        self.tip = ""  #: the tooltip besides the words (the strategy card's line)

    def set_one_line(self, on: bool) -> None:
        if on != self.one_line:
            self.one_line = on
            self.setProperty("elided", on)  # said less on purpose: the tooltip has the rest
            self.updateGeometry()
            self.update()
        self._tooltip()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._tooltip()

    def set_tip(self, tip: str) -> None:
        self.tip = tip
        self._tooltip()

    def plain(self) -> str:
        return _plain_text(self.text())

    def _tooltip(self) -> None:
        said = self.plain() if self.one_line else ""
        self.setToolTip("\n\n".join(part for part in (said, self.tip) if part))

    def minimumSizeHint(self) -> QSize:
        if not self.one_line:
            return super().minimumSizeHint()
        margins = self.contentsMargins()
        return QSize(40, self.fontMetrics().height() + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        if not self.one_line:
            return super().sizeHint()
        return self.minimumSizeHint()

    def heightForWidth(self, width: int) -> int:
        return self.minimumSizeHint().height() if self.one_line else super().heightForWidth(width)

    def hasHeightForWidth(self) -> bool:
        return not self.one_line and super().hasHeightForWidth()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.one_line:
            super().paintEvent(event)
            return
        QFrame.paintEvent(self, event)  # the frame and the style sheet's border
        box = self.contentsRect()
        plain = " ".join(self.plain().split())
        words = self.fontMetrics().elidedText(plain, Qt.TextElideMode.ElideRight, box.width())
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), words)
        painter.end()


def _one_row_a_play(analysis: Analysis, current: Setting | None) -> tuple[SettingAnalysis, ...]:
    """The settings best first, one row a play: settings whose hands rank the same (equal tiles
    swapped: 4-1 for 3-2) win, push and lose alike, and two identical rows read as a mistake.
    The row kept is the one with your tiles, where yours is among them."""
    kept: dict[tuple[int, int], SettingAnalysis] = {}
    for entry in sorted(analysis.settings, key=lambda entry: -entry.ev):
        key = entry.setting.key
        if key not in kept or entry.setting == current:
            kept[key] = entry
    return tuple(kept.values())


class TrainerPanel(QWidget):
    """Exact figures for every setting of the player's four tiles, and the verdict on the choice."""

    arranged = Signal()  #: its lines laid out again (compact, the height it needs may change)

    def __init__(self, artwork: SceneArtwork, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.artwork = artwork
        self.analysis: Analysis | None = None
        #: The settings in the table's row order: the best first, then by EV (ties as analysed).
        self.rows: tuple[SettingAnalysis, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.compact = False  #: under the felt: a line for the heading or the verdict, rows close
        self._room = 16_777_215  #: the most height the panel may take (compact)
        self._tall = False  #: right of the felt: the verdict grows with its words
        self.heading = SaidLine()
        self.heading.setWordWrap(True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.heading.setMinimumHeight(self.heading.fontMetrics().lineSpacing() * 2 + 4)
        layout.addWidget(self.heading)
        self.table = AnalysisTable(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [result_word(c) if c in _RESULTS else self.tr(c) if c else c for c in COLUMNS]
        )
        ev_header = self.table.horizontalHeaderItem(COLUMNS.index("EV per 100"))
        if ev_header is not None:  # the number a beginner meets first, said in plain words
            ev_header.setToolTip(
                self.tr(
                    "What the setting wins or loses on average for every 100 units bet, commission "
                    "paid: +10.00 comes out 10 ahead per 100 bet in the long run. Higher is better."
                )
            )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setIconSize(QSize(2 * TILE_PX + 3, round(TILE_PX * TILE_ASPECT)))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Every way to set your tiles"))
        layout.addWidget(self.table)
        self.verdict = SaidLine()
        self.verdict.setWordWrap(True)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The verdict's place is kept before it is said, so the table never jumps when it comes.
        # Three lines: the verdict, why, and what the strategy card says (docked right, where the
        # panel is narrow and tall, it may take more: nothing is below it to jump).
        self._verdict_room = round(self.verdict.fontMetrics().lineSpacing() * 3.3) + 18
        self.verdict.setFixedHeight(self._verdict_room)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAccessibleName(self.tr("Verdict on your setting"))
        layout.addWidget(self.verdict)
        layout.addStretch(1)
        self.table.fit()
        self.clear()

    def set_tall(self, tall: bool) -> None:
        """Tall and narrow (docked right of the table): the verdict grows with its words instead
        of keeping three lines, which cut a long verdict off in a narrow panel."""
        self._tall = tall
        if not self.compact:
            self.verdict.setMinimumHeight(self._verdict_room)
            self.verdict.setMaximumHeight(16_777_215 if tall else self._verdict_room)

    def set_compact(self, on: bool, room: int) -> None:
        """Under the felt (``on``): at most ``room`` pixels tall.  Before the deal one line;
        with the figures, the heading (then the verdict) on the lines the room leaves above the
        rows, at most three; a verdict longer than that says one line and its tooltip the rest.
        Elsewhere (right of the felt, a window of its own) the heading and the verdict wrap."""
        self.compact = on
        self._room = room
        self._arrange()

    def _arrange(self) -> None:
        layout = self.layout()
        if layout is None:
            return
        has_rows = self.table.rowCount() > 0
        said = bool(self.verdict.text())
        if not self.compact:
            layout.setContentsMargins(6, 4, 6, 4)
            layout.setSpacing(-1)  # the style's
            if not self.table.wordWrap():
                self.table.setWordWrap(True)
                self.table.fit()
            self.heading.set_one_line(False)
            self.heading.setMinimumHeight(self.heading.fontMetrics().lineSpacing() * 2 + 4)
            self.heading.setMaximumHeight(16_777_215)
            self.heading.setVisible(True)
            self.table.setVisible(True)
            self.verdict.setVisible(True)
            self.verdict.set_one_line(False)
            self.set_tall(self._tall)
            return
        layout.setContentsMargins(6, 2, 6, 2)  # close: the felt first
        layout.setSpacing(3)
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        line = self.fontMetrics().lineSpacing()
        border = 8  # the verdict's frame (the heading keeps the same room: no jump when it comes)
        rows = self.table.height() + spacing if has_rows else 0
        free = self._room - margins.top() - margins.bottom() - rows - border - 2
        lines = max(1, min(3, free // line)) if has_rows else 1
        top = lines * line + 2
        if self.table.wordWrap():
            self.table.setWordWrap(False)  # one line a row: a long note ends in "…", its tooltip says it
            self.table.fit()
        self.table.setVisible(has_rows)
        self.heading.setVisible(not said)
        self.verdict.setVisible(said)
        for label, extra in ((self.heading, border if has_rows else 0), (self.verdict, border)):
            label.setFixedHeight(top + extra)
            label.set_one_line(False)
            if label.heightForWidth(max(1, label.width())) > top + extra or lines == 1:
                label.set_one_line(True)
        self.arranged.emit()

    def needed_height(self) -> int:
        """The height the panel takes as arranged (compact)."""
        layout = self.layout()
        if layout is None:
            return self.sizeHint().height()
        margins = layout.contentsMargins()
        shown = [w for w in (self.heading, self.table, self.verdict) if not w.isHidden()]
        return (
            margins.top()
            + margins.bottom()
            + sum(w.maximumHeight() if w is not self.table else w.height() for w in shown)
            + max(0, layout.spacing()) * (len(shown) - 1)
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.compact and event.size().width() != event.oldSize().width():
            self._arrange()  # the words' lines follow the width

    def least_width(self) -> int:
        """The narrowest the panel can be with its table in sight (the columns given way)."""
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else self.contentsMargins()
        return self.table.least_width() + inner.left() + inner.right()

    def wanted_width(self) -> int:
        """The width that shows the table whole, with the panel's margins."""
        margins = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        return self.table.natural_width() + margins.left() + margins.right() + inner.left() + inner.right()

    def clear(self, message: str | None = None) -> None:
        if message is None:
            message = self.tr("The trainer shows every way to set your tiles once they are dealt.")
        self.analysis = None
        self.rows = ()
        self.table.setRowCount(0)
        self.heading.setText(message)
        self.set_verdict("", None)
        self._arrange()

    # Long: fills the analysis table's rows and columns in one pass
    def show_analysis(self, analysis: Analysis, current: Setting | None, *, hidden: bool) -> None:
        """Fill the table; ``hidden`` keeps the numbers back until the player confirms (quiz me)."""
        self.analysis = analysis
        if hidden:
            self.rows = ()
            self.table.setRowCount(0)
            self.heading.setText(self.tr("Quiz me: set your hand and confirm; the numbers appear then."))
            self._arrange()
            return
        if analysis.bank:
            heading = self.tr(
                "Every way to set your tiles, banking against a house-way player: exact shares of the {0} "
                "possible hands, EV in units per 100 bet (commission {1})."
            )
        else:
            heading = self.tr(
                "Every way to set your tiles, against the house-way banker: exact shares of the {0} "
                "possible hands, EV in units per 100 bet (commission {1})."
            )
        self.heading.setText(heading.format(f"{analysis.dealer_hands:,}", rate_words(analysis.commission)))
        dpr = self.devicePixelRatioF()
        self.rows = _one_row_a_play(analysis, current)
        self.table.setRowCount(len(self.rows))
        for row, entry in enumerate(self.rows):
            o = entry.outcomes
            marks = []
            if entry.best:
                marks.append(self.tr("★ best"))
            if entry.house_way:
                marks.append(self.tr("house way ({0})").format(rule_name(analysis.house_way)))
            if current is not None and entry.setting.same_play(current):  # one row a play
                marks.append(self.tr("◀ yours"))
            notes = listed(marks)
            tip = self.tr("{0} ({1}) low, {2} ({3}) high: wins {4}, pushes {5}, loses {6} of {7}").format(
                entry.setting.low,
                hand_name(entry.setting.low),
                entry.setting.high,
                hand_name(entry.setting.high),
                f"{o.win:,}",
                f"{o.push:,}",
                f"{o.loss:,}",
                f"{o.hands:,}",
            )
            cells = [
                QTableWidgetItem(
                    hand_icon(self.artwork, entry.setting.low, dpr), hand_name(entry.setting.low)
                ),
                QTableWidgetItem(
                    hand_icon(self.artwork, entry.setting.high, dpr), hand_name(entry.setting.high)
                ),
                *(QTableWidgetItem(share) for share in percent_texts((o.win, o.push, o.loss))),
                QTableWidgetItem(f"{entry.ev * 100:+.2f}"),
                QTableWidgetItem(notes),
            ]
            for column, cell in enumerate(cells):
                if 2 <= column <= 5:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if entry.best:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                # The notes' cell says its notes first: one line a row under the felt ends a
                # long one in "…".
                cell.setToolTip(f"{notes}\n{tip}" if notes and column == len(COLUMNS) - 1 else tip)
                self.table.setItem(row, column, cell)
        self.table.set_names([(hand_name(e.setting.low), hand_name(e.setting.high)) for e in self.rows])
        self.table.fit()
        self._arrange()

    def set_verdict(self, html: str, good: bool | None) -> None:
        """The verdict on the confirmed setting, in words; coloured and marked, never only coloured."""
        style = ""
        if html:
            colour = GOOD if good else MISTAKE
            padding = 1 if self.compact else 6
            style = (
                f"QLabel {{ border: 2px solid {colour.name()}; border-radius: 6px; padding: {padding}px; }}"
            )
        if self.verdict.styleSheet() != style:  # a new style sheet restyles the label: not for nothing
            self.verdict.setStyleSheet(style)
        self.verdict.setText(html)
        if self.compact:
            self._arrange()
