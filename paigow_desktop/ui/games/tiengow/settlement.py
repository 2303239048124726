"""Tien Gow's end-of-hand settlement as a table: each seat's columns, its debt against par with the
multipliers, the payments during the hand, its net in points and in money, who paid whom, and the
next banker.  :class:`SettlementView` fits a dialog or a dock; :class:`SettlementDialog` is one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow import money as tg_money
from paigow_desktop.games.tiengow.account import BonusReason, HandAccount, SeatAccount
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.ui.games.tiengow.review import ReviewDialog, payment_reason
from paigow_desktop.ui.names import close_up, listed, points_words, signed_money, spaced
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["SettlementDialog", "SettlementView", "settlement_lines", "signed"]


def signed(points: int) -> str:
    """Points with their sign: ``+8``, ``-9``, ``0``."""
    return f"+{points}" if points > 0 else str(points)


def _item(text: str, *, number: bool = False, bold: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    if tip:
        item.setToolTip(tip)
    return item


def _table(columns: Sequence[str], name: str, description: str) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setAccessibleName(name)
    table.setAccessibleDescription(description)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move inside it
    table.setAlternatingRowColors(True)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


class SettlementView(QWidget):
    """The settlement of one finished hand; empty until :meth:`show_hand`."""

    def __init__(
        self,
        record: HandRecord | None = None,
        names: Sequence[str] = (),
        rate_cents_per_point: int = 0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Settlement"))
        self.account: HandAccount | None = None
        self.names: tuple[str, ...] = ()
        self.rate = 0
        self.headline = self._label("headline")
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.banker_line = self._label("banker")
        self.bonus_line = self._label("bonus")
        self.note_line = self._label("note")
        self.seats = _table(
            (
                self.tr("Seat"),
                self.tr("Banker"),
                self.tr("Columns"),
                self.tr("Against par"),
                self.tr("Settlement"),
                self.tr("During the hand"),
                self.tr("Net points"),
                self.tr("Net money"),
            ),
            self.tr("Settlement by seat"),
            self.tr("Each seat's columns, what it owes or is owed, and its net; the last row is the total"),
        )
        self.payments = _table(
            (
                self.tr("When"),
                self.tr("Reason"),
                self.tr("Who pays"),
                self.tr("Whom"),
                self.tr("Points"),
                self.tr("Money"),
            ),
            self.tr("Who pays whom"),
            self.tr("Every payment of the hand, one line each, in the order they arose"),
        )
        self.next_line = self._label("next banker")
        seats_title = QLabel(self.tr("<b>&Seats</b>"))
        seats_title.setBuddy(self.seats)
        payments_title = QLabel(self.tr("<b>&Who pays whom</b>"))
        payments_title.setBuddy(self.payments)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.headline, self.banker_line, self.bonus_line, self.note_line, seats_title):
            layout.addWidget(widget)
        layout.addWidget(self.seats, 3)
        layout.addWidget(payments_title)
        layout.addWidget(self.payments, 4)
        layout.addWidget(self.next_line)
        if record is not None:
            self.show_hand(record, names, rate_cents_per_point)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else self.tr("Seat {0}").format(seat + 1)

    def show_hand(
        self, record: HandRecord, names: Sequence[str], rate_cents_per_point: int, *, me: int | None = None
    ) -> None:
        """Show the settlement of ``record``; seats are called ``names``, a point is worth
        ``rate_cents_per_point`` cents; the headline speaks to seat ``me`` (yours) when it won."""
        account = HandAccount.of(record)
        self.account = account
        for table in (self.seats, self.payments):
            table.ensurePolished()  # the widths below are measured in the font the table shows
        self.names = tuple(names)
        self.rate = rate_cents_per_point
        winner = self.name(record.winner)
        if account.one_red_dot and record.winner == me:
            self.headline.setText(self.tr("You hold one red dot and win the hand at once."))
        elif account.one_red_dot:
            self.headline.setText(self.tr("{0} holds one red dot and wins the hand at once.").format(winner))
        elif record.winner == me:
            self.headline.setText(self.tr("You win the last trick and the hand."))
        else:
            self.headline.setText(self.tr("{0} wins the last trick and the hand.").format(winner))
        banker = self.name(record.banker)
        self.banker_line.setText(
            self.tr("Banker: {0}. Every payment between the banker and another seat is ×{1}.").format(
                banker, account.multiplier
            )
        )
        self.bonus_line.setText(self._bonus_text(account))
        self.note_line.setText(self._note_text(account))
        self.note_line.setVisible(bool(self.note_line.text()))
        self._fill_seats(account)
        self._fill_payments(account)
        if account.next_banker_streak:
            self.next_line.setText(
                self.tr("Next banker: {0}, banking again (hand {1} in a row).").format(
                    self.name(account.next_banker), account.next_banker_streak + 1
                )
            )
        else:
            self.next_line.setText(self.tr("Next banker: {0}.").format(self.name(account.next_banker)))
        for line in (self.headline, self.banker_line, self.bonus_line, self.note_line, self.next_line):
            line.setText(close_up(line.text()))  # Chinese names in Chinese sentences: no spaces

    def _bonus_text(self, account: HandAccount) -> str:
        if account.one_red_dot:
            return self.tr(
                "One red dot: each other seat pays the holder, ×{0} for the last-trick bonus."
            ).format(account.bonus)
        words = {
            BonusReason.GEE_JOON: self.tr("the Gee Joon won the last trick"),
            BonusReason.QUARTET: self.tr("a quartet won the last trick"),
            BonusReason.COMPLETE: self.tr("the winner took every trick"),
        }
        reasons = "; ".join(words[r] for r in account.reasons)
        if account.bonus > 1:
            return self.tr("Last-trick bonus: every settlement payment is ×{0} ({1}).").format(
                account.bonus, reasons
            )
        if reasons:
            return self.tr("No last-trick bonus: it is switched off ({0}).").format(reasons)
        return self.tr("No last-trick bonus (×1).")

    def _note_text(self, account: HandAccount) -> str:
        notes = []
        if account.unbeatable_exception:
            notes.append(
                self.tr(
                    "The banker took every trick, but his first lead was unbeatable in his own eyes: "
                    "taking every trick brings no bonus."
                )
            )
        if account.little_three is not None:
            notes.append(
                self.tr(
                    "Little Three, Big Six: {0} led the 2-1 and pays the debts of the other two seats."
                ).format(self.name(account.little_three))
            )
        return " ".join(notes)

    def _against_par(self, seat: SeatAccount) -> tuple[str, str]:
        """The words of the seat's debt against par, and a tooltip saying how it is counted."""
        if seat.winner:
            return self.tr("wins"), self.tr("The winner collects; his own columns do not count")
        if seat.owed is None:
            return self.tr("pays for one red dot"), ""
        factor = f" × {seat.factor}" if seat.factor > 1 else ""
        if seat.columns == 0:
            text = self.tr("no column: owes {0}{1}").format(seat.owed, factor)
            return text, self.tr("A seat with no column owes a fixed amount")
        if seat.owed > 0:
            text = self.tr("par {0}: owes {1}{2}").format(seat.par, seat.owed, factor)
        elif seat.owed < 0:
            text = self.tr("par {0}: is owed {1}{2}").format(seat.par, -seat.owed, factor)
        else:
            text = self.tr("at par {0}: nothing").format(seat.par)
        return text, self.tr("Columns against par; × the banker multiplier and the bonus where they apply")

    def _fill_seats(self, account: HandAccount) -> None:
        table = self.seats
        rows = list(account.seats)
        table.setRowCount(len(rows) + 1)
        for row, seat in enumerate(rows):
            par, tip = self._against_par(seat)
            values = [
                _item(self.name(seat.seat), bold=seat.winner),
                _item(self.tr("Banker ×{0}").format(account.multiplier) if seat.banker else ""),
                _item(str(seat.columns), number=True),
                _item(par, tip=tip),
                _item(signed(seat.settlement), number=True),
                _item(signed(seat.immediate), number=True),
                _item(signed(seat.net), number=True, bold=True),
                _item(signed_money(seat.net * self.rate), number=True, bold=True),
            ]
            for column, item in enumerate(values):
                table.setItem(row, column, item)
        total = len(rows)
        totals = [
            _item(self.tr("Total"), bold=True),
            _item(""),
            _item(str(sum(s.columns for s in rows)), number=True),
            _item(""),
            _item(signed(sum(s.settlement for s in rows)), number=True),
            _item(signed(sum(s.immediate for s in rows)), number=True),
            _item(signed(sum(s.net for s in rows)), number=True, bold=True),
            _item(signed_money(sum(s.net * self.rate for s in rows)), number=True, bold=True),
        ]
        for column, item in enumerate(totals):
            table.setItem(total, column, item)
        table.resizeColumnsToContents()
        table.setMinimumHeight(_rows_height(table))

    def _fill_payments(self, account: HandAccount) -> None:
        table = self.payments
        lines: list[tuple[str, Payment]] = []
        for trick in account.tricks:
            lines += [(self.tr("Trick {0}").format(trick.number), p) for p in trick.payments]
        end = self.tr("End of hand")
        lines += [(end, p) for p in account.settlement]
        table.setRowCount(len(lines) if lines else 1)
        if not lines:
            table.setItem(0, 0, _item(self.tr("No payments")))
        for row, (when, payment) in enumerate(lines):
            values = [
                _item(when),
                _item(payment_reason(payment.reason)),
                _item(self.name(payment.payer)),
                _item(self.name(payment.payee)),
                _item(str(payment.points), number=True),
                _item(format_cents(payment.points * self.rate), number=True),
            ]
            for column, item in enumerate(values):
                table.setItem(row, column, item)
        table.resizeColumnsToContents()
        table.setMinimumHeight(_rows_height(table, most=8))

    def sizeHint(self) -> QSize:
        """Wide enough for both tables' columns, tall enough for their rows."""
        hint = super().sizeHint()
        width = max(_full_width(self.seats), _full_width(self.payments), hint.width())
        return QSize(width, hint.height())

    def seat_rows(self) -> list[list[str]]:
        """The seats table as text, row by row (the total last): what a test or a reader sees."""
        return _texts(self.seats)

    def payment_rows(self) -> list[list[str]]:
        """The payments table as text, one row per payment."""
        return _texts(self.payments)


def _texts(table: QTableWidget) -> list[list[str]]:
    rows = []
    for row in range(table.rowCount()):
        cells = [table.item(row, column) for column in range(table.columnCount())]
        rows.append([cell.text() if cell is not None else "" for cell in cells])
    return rows


def _full_width(table: QTableWidget) -> int:
    """The width that shows every column of the table unscrolled."""
    header = table.horizontalHeader()
    columns = sum(
        max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        for column in range(table.columnCount())
    )
    return columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()


def _rows_height(table: QTableWidget, most: int = 0) -> int:
    """The height that shows the table's header and its rows (at most ``most`` of them) unscrolled."""
    rows = table.rowCount() if not most else min(most, table.rowCount())
    height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(row) for row in range(rows))
    return height + table.horizontalScrollBar().sizeHint().height()


class SettlementDialog(QDialog):
    """The settlement of a finished hand in a window of its own, with a way to review its tricks."""

    def __init__(
        self,
        record: HandRecord,
        names: Sequence[str],
        rate_cents_per_point: int,
        parent: QWidget | None = None,
        *,
        me: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tien Gow — Settlement"))
        self.setSizeGripEnabled(True)
        self.record = record
        self.names = tuple(names)
        self.me = me  #: your seat: the headline and the review speak to you
        self.view = SettlementView(parent=self)
        self.view.show_hand(record, names, rate_cents_per_point, me=me)
        self.review_button = QPushButton(self.tr("&Review the tricks…"))
        self.review_button.setToolTip(self.tr("Every trick of the hand, discards turned up"))
        self.review_button.setAutoDefault(False)
        self.review_button.setEnabled(bool(record.tricks))
        self.review_button.clicked.connect(self.open_review)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        # The tables scroll on a short screen (1920x1080 at 200% is 540 pixels high); Review
        # and Close stay in sight below them.
        self.tables_scroll = QScrollArea()
        self.tables_scroll.setWidgetResizable(True)
        self.tables_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.tables_scroll.setWidget(self.view)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tables_scroll, 1)
        layout.addWidget(buttons)
        self.review: ReviewDialog | None = None
        whole = self.view.sizeHint()
        bar = self.tables_scroll.verticalScrollBar().sizeHint().width()
        margins = layout.contentsMargins()
        fit_on_screen(
            self,
            QSize(
                whole.width() + bar + margins.left() + margins.right(),
                whole.height()
                + buttons.sizeHint().height()
                + layout.spacing()
                + margins.top()
                + margins.bottom(),
            ),
        )

    def open_review(self) -> None:
        """Show the tricks of the hand (:class:`~.review.ReviewDialog`)."""
        if self.review is None:
            self.review = ReviewDialog(self.record, self.names, self, me=self.me)
        self.review.show()
        self.review.raise_()
        self.review.activateWindow()


def settlement_lines(
    record: HandRecord, titles: Sequence[str], money: Any, me: int | None = None
) -> list[str]:
    """The hand's settlement in words: columns, each payment, the multiplier, the bonus, the next bank.
    A payment of seat ``me`` (yours) is told to you: "You pay …", "… pays you …"."""
    reasons = {
        tg_money.GEE_JOON: QCoreApplication.translate("Settlement", "Gee Joon"),
        tg_money.QUARTET: QCoreApplication.translate("Settlement", "quartet"),
        tg_money.SETTLEMENT: QCoreApplication.translate("Settlement", "settlement"),
        tg_money.ONE_RED_DOT: QCoreApplication.translate("Settlement", "one red dot"),
    }
    lines = [
        QCoreApplication.translate("Settlement", "Columns: {0}.").format(
            listed(spaced(titles[s], str(record.columns[s])) for s in range(4))
        )
    ]
    hand = record.replay()  # (who won the last trick was said as the hand ended)
    lines.append(
        QCoreApplication.translate(
            "Settlement", "Banker: {0}, multiplier ×{1}; last-trick bonus ×{2}."
        ).format(titles[record.banker], hand.m, hand.bonus)
    )
    for p in record.payments:
        points, reason = points_words(p.points), reasons.get(p.reason, p.reason)
        if p.payer == me:
            line = QCoreApplication.translate("Settlement", "You pay {0} {1} ({2}).")
            lines.append(line.format(titles[p.payee], points, reason))
        elif p.payee == me:
            line = QCoreApplication.translate("Settlement", "{0} pays you {1} ({2}).")
            lines.append(line.format(titles[p.payer], points, reason))
        else:
            line = QCoreApplication.translate("Settlement", "{0} pays {1} {2} ({3}).")
            lines.append(line.format(titles[p.payer], titles[p.payee], points, reason))
    lines.append(
        QCoreApplication.translate("Settlement", "Net: {0}.").format(
            listed(
                QCoreApplication.translate("Settlement", "{0} ({1})").format(
                    spaced(titles[s], f"{record.net[s]:+d}"), money(record.net[s])
                )
                for s in range(4)
            )
        )
    )
    lines.append(
        QCoreApplication.translate("Settlement", "Next banker: {0}.").format(titles[record.next_banker])
    )
    return lines
