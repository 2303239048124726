"""Tien Gow's hand review: after a hand, each seat's eight dealt tiles and every trick in order,
drawn with the app's tiles, the face-down discards turned up but marked, early death where it
struck, and who took each trick's columns.  Left/Right and Home/End step through the tricks."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape, unescape

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.account import HandAccount, TrickAccount
from paigow_desktop.games.tiengow.hand import Play
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.sets import SetKind
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.names import close_up, listed, listed_and, points_words
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["DEALT_TILE", "DISCARD_OPACITY", "TRICK_TILE", "ReviewDialog", "payment_reason", "set_words"]

#: Logical widths of the tile pictures: a trick's tiles, and the dealt tiles below them.  The
#: trick, its four plays and every seat's dealt tiles fit a 1024 x 768 screen without scrolling.
TRICK_TILE = 28
DEALT_TILE = 24


#: How strongly a discarded tile is drawn (the words say "face down" too, so dimming is never
#: the only sign).
DISCARD_OPACITY = 0.45


_WINNER_FRAME = 'QFrame#play[winner="true"] { border: 2px solid palette(highlight); border-radius: 6px; }'


def payment_reason(reason: str) -> str:
    """A payment's reason (the record's word) as the player reads it."""
    words = {
        money.GEE_JOON: QCoreApplication.translate("ReviewDialog", "Gee Joon"),
        money.QUARTET: QCoreApplication.translate("ReviewDialog", "Quartet"),
        money.SETTLEMENT: QCoreApplication.translate("ReviewDialog", "Settlement"),
        money.ONE_RED_DOT: QCoreApplication.translate("ReviewDialog", "One red dot"),
    }
    return words.get(reason, reason)


def set_words(kind: SetKind) -> str:
    """The name of a kind of set, as the player reads it."""
    words = {
        SetKind.CIVIL_SINGLE: QCoreApplication.translate("ReviewDialog", "civil single"),
        SetKind.MILITARY_SINGLE: QCoreApplication.translate("ReviewDialog", "military single"),
        SetKind.CIVIL_PAIR: QCoreApplication.translate("ReviewDialog", "civil pair"),
        SetKind.MILITARY_PAIR: QCoreApplication.translate("ReviewDialog", "military pair"),
        SetKind.MIXED_PAIR: QCoreApplication.translate("ReviewDialog", "mixed pair"),
        SetKind.SUPREME: QCoreApplication.translate("ReviewDialog", "Gee Joon"),
        SetKind.TRIPLE_2C1M: QCoreApplication.translate("ReviewDialog", "triple"),
        SetKind.TRIPLE_1C2M: QCoreApplication.translate("ReviewDialog", "triple"),
        SetKind.QUARTET: QCoreApplication.translate("ReviewDialog", "quartet"),
    }
    return words[kind]


def _tiles_text(tiles: Sequence[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def _dimmed(pixmap: QPixmap) -> QPixmap:
    faded = QPixmap(pixmap.size())
    faded.setDevicePixelRatio(pixmap.devicePixelRatio())
    faded.fill(Qt.GlobalColor.transparent)
    painter = QPainter(faded)
    painter.setOpacity(DISCARD_OPACITY)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    return faded


class PlayRow(QFrame):
    """One seat's play in the trick shown: who, the tiles and what the play was."""

    def __init__(self, widest: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(_WINNER_FRAME)
        self.seat_label = QLabel()
        self.seat_label.setMinimumWidth(110)
        # Room for the widest set of the hand, so the words stay put from trick to trick.
        tile_area = QWidget()
        tile_area.setMinimumWidth(widest * (TRICK_TILE + 4))
        self.tiles = QHBoxLayout(tile_area)
        self.tiles.setContentsMargins(0, 0, 0, 0)
        self.tiles.setSpacing(4)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.addWidget(self.seat_label)
        row.addWidget(tile_area)
        row.addSpacing(12)
        row.addWidget(self.words, 1)
        self.pictures: list[QLabel] = []
        self.play: Play | None = None

    def show_play(self, seat_name: str, pictures: list[QLabel], words: str, winner: bool, play: Play) -> None:
        while self.tiles.count():
            self.tiles.takeAt(0)
        for old in self.pictures:
            old.hide()  # gone from the screen now, not when the deferred delete runs
            old.setParent(None)
            old.deleteLater()
        self.pictures = pictures
        for picture in pictures:
            self.tiles.addWidget(picture)
            picture.show()  # at once, not when the layout's queued show runs
        self.tiles.addStretch(1)
        self.play = play
        self.seat_label.setText(f"<b>{escape(seat_name)}</b>" if winner else escape(seat_name))
        self.words.setText(words)
        self.setProperty("winner", winner)
        self.style().unpolish(self)
        self.style().polish(self)


class ReviewDialog(QDialog):
    """The tricks of a finished hand, one at a time, with each seat's dealt tiles below.

    ``artwork`` draws the tiles (the table's own, so the theme matches); without it the dialog
    makes one with the casino theme.  Sentences about seat ``me`` (yours) speak to you: "You
    lead", "you win the trick"; the rows of a trick keep the seat's name beside its play.
    """

    # Long: builds the window's widgets and layout, a declarative list read top to bottom
    def __init__(
        self,
        record: HandRecord,
        names: Sequence[str],
        parent: QWidget | None = None,
        *,
        artwork: SceneArtwork | None = None,
        me: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tien Gow — Review of the hand"))
        self.me = me
        self.setSizeGripEnabled(True)
        self.record = record
        self.names = tuple(names)
        self.account = HandAccount.of(record)
        self.artwork = artwork or SceneArtwork(TileArt(), Theme.CASINO)
        self.index = -1

        dealt = QGroupBox(self.tr("Dealt tiles"))
        dealt_grid = QGridLayout(dealt)
        dealt_grid.setHorizontalSpacing(16)
        dealt_grid.setVerticalSpacing(4)
        self.dealt_rows: list[QWidget] = []
        for seat, tiles in enumerate(record.hands):
            row = self._dealt_row(seat, tiles)
            dealt_grid.addWidget(row, seat // 2, seat % 2)
            self.dealt_rows.append(row)

        self.trick_list = QListWidget()
        self.trick_list.setAccessibleName(self.tr("Tricks"))
        self.trick_list.setAccessibleDescription(self.tr("Choose a trick to show it"))
        for trick in self.account.tricks:
            self.trick_list.addItem(QListWidgetItem(close_up(self._trick_summary(trick))))
        self.trick_list.currentRowChanged.connect(self._row_chosen)
        self.trick_list.setWordWrap(True)
        self.trick_list.setMinimumWidth(260)
        self.trick_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        list_title = QLabel(self.tr("&Tricks"))
        list_title.setBuddy(self.trick_list)

        self.heading = QLabel()
        heading_font = self.heading.font()
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.heading.setAccessibleName(self.tr("Trick shown"))
        widest = max((t.columns for t in record.tricks), default=1)
        self.play_rows = [PlayRow(widest) for _ in record.hands]
        self.outcome_label = QLabel()
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setAccessibleName(self.tr("Trick result"))
        self.paid = QLabel()
        self.paid.setWordWrap(True)
        self.paid.setAccessibleName(self.tr("Payments of the trick"))
        trick_box = QVBoxLayout()
        trick_box.addWidget(self.heading)
        for row in self.play_rows:
            trick_box.addWidget(row)
        trick_box.addWidget(self.outcome_label)
        trick_box.addWidget(self.paid)
        trick_box.addStretch(1)
        list_box = QVBoxLayout()
        list_box.addWidget(list_title)
        list_box.addWidget(self.trick_list, 1)
        middle = QHBoxLayout()
        middle.addLayout(list_box)
        middle.addLayout(trick_box, 1)

        self.previous_button = QPushButton(self.tr("◀ &Previous"))
        self.previous_button.setToolTip(self.tr("The trick before (Left; Home for the first)"))
        self.previous_button.clicked.connect(self.previous_trick)
        self.next_button = QPushButton(self.tr("&Next ▶"))
        self.next_button.setToolTip(self.tr("The trick after (Right; End for the last)"))
        self.next_button.clicked.connect(self.next_trick)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        for button in (self.previous_button, self.next_button):
            button.setAutoDefault(False)
        self.keys_hint = QLabel(
            self.tr("Keys: ← → the trick before and after, Home and End the first and last")
        )
        self.keys_hint.setWordWrap(True)
        steps = QHBoxLayout()
        steps.addWidget(self.previous_button)
        steps.addWidget(self.next_button)
        steps.addWidget(self.keys_hint, 1)
        steps.addWidget(buttons)

        # The trick first, every play of it in sight, and the dealt tiles under it; on a short
        # screen they scroll (the dealt tiles on top pushed the trick's last play out of sight),
        # and the buttons stay in sight below.
        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addLayout(middle, 1)
        content_layout.addWidget(dealt)
        self.trick_scroll = QScrollArea()
        self.trick_scroll.setWidgetResizable(True)
        self.trick_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.trick_scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.trick_scroll, 1)
        layout.addLayout(steps)

        keys: tuple[tuple[Qt.Key, Callable[[], object]], ...] = (
            (Qt.Key.Key_Left, self.previous_trick),
            (Qt.Key.Key_Right, self.next_trick),
            (Qt.Key.Key_Home, self.first_trick),
            (Qt.Key.Key_End, self.last_trick),
        )
        self.shortcuts: list[QShortcut] = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

        if self.account.tricks:
            self.show_trick(0)
        else:
            self._no_tricks()
        self.trick_list.setFocus()
        fit_on_screen(self, QSize(1000, 780))

    # -- the name of a seat, and tiles as pictures

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else self.tr("Seat {0}").format(seat + 1)

    def object_name(self, seat: int) -> str:
        """The seat as the object of a sentence: "you" for yours ("Early death struck you")."""
        return self.tr("you") if seat == self.me else self.name(seat)

    def _picture(self, tile: Tile, width: int, face_down: bool) -> QLabel:
        dpr = self.devicePixelRatioF()
        pixmap, _body = self.artwork.tile(str(tile), round(width * dpr), dpr)
        label = QLabel()
        label.setPixmap(_dimmed(pixmap) if face_down else pixmap)
        label.setToolTip(f"{tile} {tile.name}")
        if face_down:
            label.setAccessibleName(self.tr("Tile {0}, discarded face down").format(tile))
        else:
            label.setAccessibleName(self.tr("Tile {0}").format(tile))
        return label

    def _dealt_row(self, seat: int, tiles: Sequence[Tile]) -> QWidget:
        row = QWidget()
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        caption = self.name(seat)
        if seat == self.record.banker:
            caption = self.tr("{0}, banker").format(caption)  # "East (you), banker"
        title = QLabel(caption)
        layout.addWidget(title)
        pictures = QHBoxLayout()
        pictures.setSpacing(3)
        ordered = sorted(tiles, key=lambda t: t.kind)
        for tile in ordered:
            pictures.addWidget(self._picture(tile, DEALT_TILE, False))
        pictures.addStretch(1)
        layout.addLayout(pictures)
        if seat == self.me and seat == self.record.banker:
            dealt_words = self.tr("You, the banker, were dealt {0}").format(_tiles_text(ordered))
        elif seat == self.me:
            dealt_words = self.tr("You were dealt {0}").format(_tiles_text(ordered))
        else:
            dealt_words = self.tr("{0} was dealt {1}").format(caption, _tiles_text(ordered))
        row.setAccessibleName(dealt_words)
        return row

    # -- words

    def _trick_summary(self, trick: TrickAccount) -> str:
        t = trick.trick
        kind = set_words(t.high.kind)
        columns = _columns(t.columns)
        if t.leader == self.me and t.winner == self.me:
            return self.tr("{0}. You lead and win {1} with a {2}").format(trick.number, columns, kind)
        if t.leader == self.me:
            return self.tr("{0}. You lead; {1} wins {2} with a {3}").format(
                trick.number, self.name(t.winner), columns, kind
            )
        if t.winner == self.me:
            return self.tr("{0}. {1} leads; you win {2} with a {3}").format(
                trick.number, self.name(t.leader), columns, kind
            )
        return self.tr("{0}. {1} leads; {2} wins {3} with a {4}").format(
            trick.number, self.name(t.leader), self.name(t.winner), columns, kind
        )

    def _play_words(self, trick: TrickAccount, number: int, play: Play) -> str:
        t = trick.trick
        tiles = escape(_tiles_text(play.tiles))
        if number == 0:
            # A beat is always of the led kind, so the trick's high set names the lead's kind.
            words = self.tr("leads {0}, a {1}").format(tiles, escape(set_words(t.high.kind)))
        elif play.face_up:
            words = self.tr("beats with {0}").format(tiles)
        elif play.seat in trick.early_death:
            words = self.tr("<i>face down</i>: early death (no column) forced {0} face down").format(tiles)
        else:
            words = self.tr("<i>face down</i>: discarded {0}, shown turned up").format(tiles)
        if play.seat == t.winner:
            words += " — <b>" + escape(self.tr("takes the trick")) + "</b>"
        return words

    # -- showing a trick

    def show_trick(self, index: int) -> None:
        """Show trick ``index`` (from 0); out of range is clamped."""
        tricks = self.account.tricks
        if not tricks:
            return
        index = max(0, min(index, len(tricks) - 1))
        self.index = index
        trick = tricks[index]
        t = trick.trick
        if t.leader == self.me:
            heading = self.tr("Trick {0} of {1}: you lead").format(trick.number, len(tricks))
        else:
            heading = self.tr("Trick {0} of {1}: {2} leads").format(
                trick.number, len(tricks), self.name(t.leader)
            )
        self.heading.setText(close_up(heading))
        for row, (number, play) in zip(self.play_rows, enumerate(t.plays), strict=True):
            pictures = [self._picture(tile, TRICK_TILE, not play.face_up) for tile in play.tiles]
            row.show_play(
                self.name(play.seat),
                pictures,
                self._play_words(trick, number, play),
                play.seat == t.winner,
                play,
            )
            row.setAccessibleName(
                self.tr("{0}: {1}").format(
                    self.name(play.seat), _plain(self._play_words(trick, number, play))
                )
            )
        columns = listed(f"{self.name(seat)} {count}" for seat, count in enumerate(trick.columns_after))
        if t.winner == self.me:
            result = self.tr("You win the trick and take {0}. Columns now: {1}.").format(
                _columns(t.columns), columns
            )
        else:
            result = self.tr("{0} wins the trick and takes {1}. Columns now: {2}.").format(
                self.name(t.winner), _columns(t.columns), columns
            )
        if trick.early_death:
            struck = listed_and(self.object_name(seat) for seat in trick.early_death)
            result += " " + self.tr(
                "Early death struck {0}: no column, so the last tile went face down."
            ).format(struck)
        if index == len(tricks) - 1 and self.record.winner == self.me:
            result += " " + self.tr("You win the last trick and the hand.")
        elif index == len(tricks) - 1:
            result += " " + self.tr("{0} wins the last trick and the hand.").format(
                self.name(self.record.winner)
            )
        self.outcome_label.setText(close_up(result))  # Chinese names in Chinese sentences
        self.paid.setText(close_up(self._payments_text(trick)))
        self.paid.setVisible(bool(trick.payments))
        if self.trick_list.currentRow() != index:
            self.trick_list.setCurrentRow(index)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(tricks) - 1)

    def _payments_text(self, trick: TrickAccount) -> str:
        if not trick.payments:
            return ""
        lines = []
        for p in trick.payments:
            reason, points = payment_reason(p.reason), points_words(p.points)
            if p.payer == self.me:
                line = self.tr("{0}: you pay {1} {2}").format(reason, self.name(p.payee), points)
            elif p.payee == self.me:
                line = self.tr("{0}: {1} pays you {2}").format(reason, self.name(p.payer), points)
            else:
                line = self.tr("{0}: {1} pays {2} {3}").format(
                    reason, self.name(p.payer), self.name(p.payee), points
                )
            lines.append(line)
        return self.tr("Paid at once: {0}.").format("; ".join(lines))

    def _no_tricks(self) -> None:
        self.heading.setText(self.tr("No trick was played."))
        for row in self.play_rows:
            row.hide()
        if self.account.one_red_dot and self.record.winner == self.me:
            self.outcome_label.setText(self.tr("You held one red dot and won the hand at the deal."))
        elif self.account.one_red_dot:
            self.outcome_label.setText(
                self.tr("{0} held one red dot and won the hand at the deal.").format(
                    self.name(self.record.winner)
                )
            )
        self.previous_button.setEnabled(False)
        self.next_button.setEnabled(False)

    def _row_chosen(self, row: int) -> None:
        if row >= 0 and row != self.index:
            self.show_trick(row)

    def previous_trick(self) -> None:
        self.show_trick(self.index - 1)

    def next_trick(self) -> None:
        self.show_trick(self.index + 1)

    def first_trick(self) -> None:
        self.show_trick(0)

    def last_trick(self) -> None:
        self.show_trick(len(self.account.tricks) - 1)


def _columns(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("ReviewDialog", "1 column")
    return QCoreApplication.translate("ReviewDialog", "{0} columns").format(count)


def _plain(rich: str) -> str:
    """Rich text without its tags, for a screen reader."""
    return unescape(re.sub(r"<[^>]+>", "", rich))
