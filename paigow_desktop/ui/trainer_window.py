"""The trainer window: a spaced-repetition drill, figures by category, quizzes, progress and a calculator.

Five tabs share one :class:`~paigow_desktop.engine.trainer.Drill`, one random
generator and one :class:`~paigow_desktop.storage.Store`:

- **Drill**: four tiles from :meth:`Drill.next_hand`; the player puts two in the
  low hand and two in the high hand (click a tile, or keys 1-4), submits (Enter)
  and sees the verdict at once with every way to set the tiles.  H shows a hint
  (the answer is then *assisted*: kept out of accuracy and EV figures), N deals
  the next hand (Enter does too once the hand is answered).  Every answer goes
  to the store with the drill's state, in one transaction.
- **Categories**: answers, accuracy and EV given up for each kind of hand, and
  a button that drills one kind only.
- **Quiz**: tile names, pair ranks and which hand wins, one kind or mixed;
  keys 1-4 answer, Enter or N asks the next question.
- **Progress**: accuracy and EV given up per day, from the store.
- **Calculator**: any four tiles (typed, or clicked in a palette of the 21
  kinds), tiles already seen, player or banker side: the exact figures of
  :func:`~paigow_desktop.engine.strategy.analyze`, as ``paigow-desktop analyze``
  prints them.

Everything is computed on the GUI thread: an analysis takes well under a millisecond.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import date
from fractions import Fraction
from functools import partial
from html import escape

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QPixmap, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import Analysis, analyze, commission_rate
from paigow_desktop.games.paigow.trainer import (
    Category,
    Drill,
    DrillResult,
    Quiz,
    QuizKind,
    Verdict,
    card_key,
    categorize,
    hand_words,
    hint,
    judge,
    name_the_tile,
    which_hand_wins,
    which_pair_ranks_higher,
)
from paigow_desktop.storage import Settings, StorageError, Store
from paigow_desktop.tiles.tile import KINDS, Tile, TileError, parse_tiles
from paigow_desktop.ui.chart import LineChart
from paigow_desktop.ui.games.paigow.trainer_panel import GOOD, MISTAKE, TrainerPanel
from paigow_desktop.ui.games.paigow.verdict import word
from paigow_desktop.ui.names import both_names, say, say_error, tile_name
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.rules_window import HelpWindow

__all__ = [
    "CalculatorPage",
    "CategoriesPage",
    "DrillPage",
    "ProgressPage",
    "QuizPage",
    "TrainerWindow",
    "tile_pixmap",
]

#: Logical widths of the tile pictures: the drill's tiles, the quiz's, the calculator's palette.
DRILL_TILE = 48
QUIZ_TILE = 40
PALETTE_TILE = 26

#: The quiz kinds offered, with the generator of each.
QUIZ_KINDS: tuple[tuple[str, QuizKind | None], ...] = (
    (QT_TRANSLATE_NOOP("TrainerWindow", "Mixed"), None),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Tile names"), QuizKind.TILE_NAME),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Which pair ranks higher"), QuizKind.PAIR_RANK),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Which hand wins"), QuizKind.HAND_WINS),
)
_GENERATORS: dict[QuizKind, Callable[[random.Random], Quiz]] = {
    QuizKind.TILE_NAME: name_the_tile,
    QuizKind.PAIR_RANK: which_pair_ranks_higher,
    QuizKind.HAND_WINS: which_hand_wins,
}
#: The progress tab's periods: label and days (None: everything).
PERIODS: tuple[tuple[str, int | None], ...] = (
    (QT_TRANSLATE_NOOP("TrainerWindow", "All time"), None),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 7 days"), 7),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 30 days"), 30),
    (QT_TRANSLATE_NOOP("TrainerWindow", "Last 90 days"), 90),
)
_ERROR_COLOUR = "#a4161a"
#: Answered questions keep their choices readable: disabled buttons in the normal text colour.
_ANSWERED = "QPushButton:disabled { color: palette(button-text); }"


# ----------------------------------------------------------------- small helpers


def tile_pixmap(artwork: SceneArtwork, tile: Tile, width: int, dpr: float) -> QPixmap:
    """One tile drawn by the tile renderer, ``width`` logical pixels wide at the screen's scale."""
    pixmap, _body = artwork.tile(str(tile), round(width * dpr), dpr)
    return pixmap


def _scrolling(page: QWidget) -> QScrollArea:
    """A page in a scroll area: on a small screen it scrolls instead of squeezing its widgets together."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


def _set_picture(button: QToolButton, pixmap: QPixmap) -> None:
    button.setIcon(QIcon(pixmap))
    button.setIconSize(pixmap.deviceIndependentSize().toSize())


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def _per_100(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def _boxed(label: QLabel, good: bool | None) -> None:
    """A coloured frame around a verdict; the words say it too, so colour is never the only sign."""
    if good is None:
        label.setStyleSheet("")
        return
    colour = (GOOD if good else MISTAKE).name()
    label.setStyleSheet(f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}")


def _shortcut(parent: QWidget, keys: Sequence[str], slot: Callable[[], object]) -> QShortcut:
    """A key that works while the focus is anywhere in ``parent`` (one tab), not in the other tabs."""
    first = QShortcut(QKeySequence(keys[0]), parent)
    first.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    first.activated.connect(slot)
    for key in keys[1:]:
        other = QShortcut(QKeySequence(key), parent)
        other.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        other.activated.connect(slot)
    return first


# ----------------------------------------------------------------- the drill


class HandRow(QFrame):
    """One hand of the drill: a caption and the tiles the player put there."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(title)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setFixedWidth(150)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.caption)
        self.tiles = QHBoxLayout()
        self.tiles.setSpacing(6)
        row.addLayout(self.tiles)
        row.addStretch(1)
        self.setMinimumHeight(round(DRILL_TILE * 2.5) + 44)

    def show_tiles(self, buttons: Sequence[QToolButton], tiles: Sequence[Tile]) -> None:
        while self.tiles.count():
            self.tiles.takeAt(0)
        for button in buttons:
            self.tiles.addWidget(button)
        if len(tiles) == 2:
            words = say(hand_words(Hand.of(tiles[0], tiles[1])))
            self.caption.setText(f"<b>{self.title}</b><br>{escape(words)}")
        else:
            need = 2 - len(tiles)
            more = (
                self.tr("needs {0} more").format(need) if need > 0 else self.tr("{0} too many").format(-need)
            )
            count = self.tr("1 tile") if len(tiles) == 1 else self.tr("{0} tiles").format(len(tiles))
            self.caption.setText(self.tr("<b>{0}</b><br>{1}: {2}").format(self.title, count, more))


class DrillPage(QWidget):
    """Set four tiles, submit, and see at once how the setting compares with the best."""

    def __init__(self, owner: TrainerWindow) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.tiles: tuple[Tile, ...] = ()
        self.low: list[bool] = []
        self.answered = False
        self.assisted = False
        self.last_result: DrillResult | None = None
        self.last_verdict: Verdict | None = None

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Drill:")))
        self.category_box = QComboBox()
        self.category_box.addItem(self.tr("All hands"), None)
        for category in Category:
            self.category_box.addItem(say(category.label), category)
        self.category_box.setAccessibleName(self.tr("Which hands to drill"))
        self.category_box.currentIndexChanged.connect(self._category_changed)
        top.addWidget(self.category_box)
        self.hand_info = QLabel()
        self.hand_info.setWordWrap(True)
        self.hand_info.setAccessibleName(self.tr("About this hand"))
        top.addWidget(self.hand_info, 1)
        layout.addLayout(top)

        self.low_row = HandRow(self.tr("Low hand"))
        self.high_row = HandRow(self.tr("High hand"))
        layout.addWidget(self.low_row)
        layout.addWidget(self.high_row)
        self.tile_buttons: list[QToolButton] = []
        for index in range(4):
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setAutoRaise(True)
            button.setMinimumWidth(DRILL_TILE + 40)
            button.clicked.connect(lambda _=False, i=index: self.move_tile(i))
            self.tile_buttons.append(button)

        buttons = QHBoxLayout()
        self.submit_button = QPushButton(self.tr("&Submit (Enter)"))
        self.submit_button.clicked.connect(self.submit)
        self.hint_button = QPushButton(self.tr("&Hint (H)"))
        self.hint_button.clicked.connect(self.show_hint)
        self.next_button = QPushButton(self.tr("&Next hand (N)"))
        self.next_button.clicked.connect(self.next_hand)
        for push in (self.submit_button, self.hint_button, self.next_button):
            push.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buttons.addWidget(push)
        buttons.addStretch(1)
        self.keys = QLabel(
            self.tr(
                "<small>Keys: 1–4 move a tile between the hands, Enter submits (then deals the next hand), "
                "H hint, N next hand</small>"
            )
        )
        self.keys.setWordWrap(True)
        layout.addLayout(buttons)
        layout.addWidget(self.keys)

        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setAccessibleName(self.tr("Hint"))
        layout.addWidget(self.hint_label)
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.RichText)
        self.verdict_label.setAccessibleName(self.tr("Verdict on your setting"))
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.verdict_label)
        self.panel = TrainerPanel(owner.artwork)
        layout.addWidget(self.panel, 1)
        self.figures_label = QLabel()
        self.figures_label.setWordWrap(True)
        self.figures_label.setAccessibleName(self.tr("Your figures"))
        self.figures_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.figures_label)

        for n in range(4):
            _shortcut(self, [str(n + 1)], partial(self.move_tile, n))
        _shortcut(self, ["Return", "Enter"], self.enter)
        _shortcut(self, ["H"], self.show_hint)
        _shortcut(self, ["N"], self.next_hand)

    # ---- state

    @property
    def category(self) -> Category | None:
        value = self.category_box.currentData()
        return value if isinstance(value, Category) else None

    def low_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t, low in zip(self.tiles, self.low, strict=True) if low)

    def high_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t, low in zip(self.tiles, self.low, strict=True) if not low)

    def complete(self) -> bool:
        return len(self.tiles) == 4 and sum(self.low) == 2

    def setting(self) -> Setting | None:
        """The player's setting (the program puts the stronger pair high), once each hand has two tiles."""
        if not self.complete():
            return None
        return Setting.of(self.low_tiles(), self.high_tiles())

    # ---- actions

    def deal(self) -> None:
        """A new hand from the drill (of the chosen category): all four tiles start in the high hand."""
        drill = self.owner.drill
        self.tiles = drill.next_hand(self.owner.rng, category=self.category)
        self.low = [False] * 4
        self.answered = False
        self.assisted = False
        self.last_result = None
        self.last_verdict = None
        card = drill.card(self.tiles)
        if card is None:
            self.hand_info.setText(self.tr("A new hand: {0}.").format(say(categorize(self.tiles).label)))
        else:
            self.hand_info.setText(
                self.tr(
                    "A review: you missed this hand or needed a hint (Leitner box {0}, of 0 to 5). {1}."
                ).format(card.box, say(card.category.label))
            )
        self.draw_tiles()
        for index, (button, tile) in enumerate(zip(self.tile_buttons, self.tiles, strict=True)):
            button.setText(f"{index + 1}: {tile} {both_names(tile.name)}")
            button.setToolTip(
                self.tr("{0} {1} ({2}): click or press {3} to move it").format(
                    tile, tile.name, tile.english_name, index + 1
                )
            )
        self.hint_label.setText("")
        self.hint_label.setVisible(False)
        self.verdict_label.setText("")
        self.verdict_label.setVisible(False)
        _boxed(self.verdict_label, None)
        self.panel.clear(self.tr("Set the tiles and submit: every way to set them is shown here then."))
        self._update()

    def draw_tiles(self) -> None:
        """The tile pictures, drawn again (after a change of theme, say)."""
        dpr = self.devicePixelRatioF()
        for button, tile in zip(self.tile_buttons, self.tiles, strict=True):
            _set_picture(button, tile_pixmap(self.owner.artwork, tile, DRILL_TILE, dpr))

    def move_tile(self, index: int) -> None:
        """Move tile ``index`` (0-3, as dealt) to the other hand; nothing once the hand is answered."""
        if self.answered or not 0 <= index < len(self.tiles):
            return
        self.low[index] = not self.low[index]
        self._update()

    def enter(self) -> None:
        if self.answered:
            self.next_hand()
        elif self.complete():
            self.submit()
        else:
            self.owner.statusBar().showMessage(self.tr("Put two tiles in each hand first."), 4000)

    def show_hint(self) -> None:
        """The trainer's hint; the answer then counts as assisted."""
        if self.answered or not self.tiles:
            return
        text = say(hint(self.tiles, commission=self.owner.settings.commission))
        self.assisted = True
        self.hint_label.setText(
            self.tr(
                "<b>Hint:</b> {0}<br><i>A hint was shown: this answer is marked assisted "
                "and does not count toward your accuracy or EV figures.</i>"
            ).format(escape(text))
        )
        self.hint_label.setVisible(True)
        self._update()

    def submit(self) -> None:
        """Judge the setting, record the answer and show the verdict with every way to set the tiles."""
        setting = self.setting()
        if setting is None or self.answered:
            return
        verdict = judge(self.tiles, setting, commission=self.owner.settings.commission)
        result = self.owner.record_setting(self.tiles, verdict, assisted=self.assisted)
        self.answered = True
        self.last_result, self.last_verdict = result, verdict
        said = word(verdict)
        head = self.tr("✔ Right.") if verdict.correct else self.tr("✘ Mistake.")
        notes = []
        if Hand.of(*self.low_tiles()).key > Hand.of(*self.high_tiles()).key:
            notes.append(self.tr("Your low row was the stronger pair, so it plays as the high hand."))
        if self.assisted:
            notes.append(self.tr("Assisted: a hint was shown, so this answer is left out of your figures."))
        if result.retired:
            notes.append(self.tr("Learnt: this hand leaves the drill."))
        elif result.card is not None:
            wait = result.card.due - self.owner.drill.step
            notes.append(
                self.tr("This hand comes back after 1 more answer.")
                if wait == 1
                else self.tr("This hand comes back after {0} more answers.").format(wait)
            )
        extra = "".join(f"<br><i>{escape(n)}</i>" for n in notes)
        self.verdict_label.setText(f"<b>{head}</b> {said.html}{extra}")
        _boxed(self.verdict_label, verdict.correct)
        self.verdict_label.setVisible(True)
        self.panel.show_analysis(verdict.analysis, setting, hidden=False)
        self._update()
        self.owner.answered_changed()

    def next_hand(self) -> None:
        if self.answered:
            self.deal()

    def set_category(self, category: Category | None) -> None:
        index = self.category_box.findData(category)
        self.category_box.setCurrentIndex(max(0, index))

    def _category_changed(self) -> None:
        if (
            self.tiles
            and not self.answered
            and (self.category is None or categorize(self.tiles) is not self.category)
        ):
            self.deal()
        self.refresh_figures()

    # ---- showing

    def _update(self) -> None:
        low = [i for i in range(len(self.tiles)) if self.low[i]]
        high = [i for i in range(len(self.tiles)) if not self.low[i]]
        for index, button in enumerate(self.tile_buttons):
            template = (
                self.tr("Tile {0}: {1} {2}, low hand")
                if index in low
                else self.tr("Tile {0}: {1} {2}, high hand")
            )
            button.setAccessibleName(
                template.format(index + 1, self.tiles[index], tile_name(self.tiles[index].name))
            )
        self.low_row.show_tiles([self.tile_buttons[i] for i in low], self.low_tiles())
        self.high_row.show_tiles([self.tile_buttons[i] for i in high], self.high_tiles())
        self.submit_button.setEnabled(self.complete() and not self.answered)
        self.hint_button.setEnabled(not self.answered and not self.assisted)
        self.next_button.setEnabled(self.answered)
        self.refresh_figures()

    def refresh_figures(self) -> None:
        drill = self.owner.drill
        due = len(drill.due_cards(self.category))
        if self.category is None:
            template = self.tr(
                "Answered: <b>{0}</b> ({1} with a hint) · Accuracy without hints: <b>{2}</b> · "
                "EV given up: <b>{3}</b> units per 100 hands · "
                "Cards due now: <b>{4}</b> ({5} in the drill, {6} learnt)"
            )
        else:
            template = self.tr(
                "Answered: <b>{0}</b> ({1} with a hint) · Accuracy without hints: <b>{2}</b> · "
                "EV given up: <b>{3}</b> units per 100 hands · "
                "Cards due now in this category: <b>{4}</b> ({5} in the drill, {6} learnt)"
            )
        self.figures_label.setText(
            template.format(
                drill.step,
                drill.assisted_answers,
                _percent(drill.accuracy()),
                _per_100(drill.ev_given_up_per_100_hands()),
                due,
                len(drill.cards),
                len(drill.retired),
            )
        )


# ----------------------------------------------------------------- categories


class CategoriesPage(QWidget):
    """Unassisted answers, accuracy and EV given up for each kind of hand."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("TrainerWindow", "Hands"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Answered"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Accuracy"),
        QT_TRANSLATE_NOOP("TrainerWindow", "EV given up per 100 hands"),
        QT_TRANSLATE_NOOP("TrainerWindow", "Due now"),
        QT_TRANSLATE_NOOP("TrainerWindow", "In the drill"),
        "",
    )

    def __init__(self, owner: TrainerWindow) -> None:
        super().__init__()
        self.owner = owner
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Your answers without a hint, by what each hand mainly teaches. "
                "EV given up is the average per hand, in units per 100 units bet."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        rows: list[Category | None] = [*Category, None]
        self.categories = rows
        self.table = QTableWidget(len(rows), len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("TrainerWindow", c) if c else c for c in self.COLUMNS]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAccessibleName(self.tr("Figures by category"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.buttons: dict[Category | None, QPushButton] = {}
        for row, category in enumerate(rows):
            if category is not None:
                text = self.tr("Drill this category")
                button = QPushButton(text)
                button.setAccessibleName(self.tr("Drill this category: {0}").format(say(category.label)))
            else:
                text = self.tr("Drill all hands")
                button = QPushButton(text)
                button.setAccessibleName(self.tr("Drill all hands: all hands"))
            button.clicked.connect(lambda _=False, c=category: owner.drill_category(c))
            self.buttons[category] = button
            self.table.setCellWidget(row, len(self.COLUMNS) - 1, button)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        drill = self.owner.drill
        stats = drill.category_stats()
        for row, category in enumerate(self.categories):
            if category is None:
                answered = sum(s.answered for s in stats.values())
                right = sum(s.right for s in stats.values())
                total = sum(s.given_up_per_100 for s in stats.values())
                label = self.tr("All hands")
                in_drill = len(drill.cards)
            else:
                s = stats[category]
                answered, right, total, label = s.answered, s.right, s.given_up_per_100, say(category.label)
                in_drill = sum(1 for c in drill.cards if c.category is category)
            cells = [
                label,
                str(answered),
                _percent(right / answered if answered else None),
                _per_100(total / answered if answered else None),
                str(len(drill.due_cards(category))),
                str(in_drill),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if category is None:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    def row_texts(self, category: Category | None) -> list[str]:
        row = self.categories.index(category)
        return [_text(self.table, row, c) for c in range(len(self.COLUMNS) - 1)]


# ----------------------------------------------------------------- the quiz


class QuizPage(QWidget):
    """Multiple-choice questions about tiles, pairs and hands, with a running score."""

    def __init__(self, owner: TrainerWindow) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.quiz: Quiz | None = None
        self.answered = False
        self.right = 0
        self.asked = 0
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Questions:")))
        self.kind_box = QComboBox()
        for label, kind in QUIZ_KINDS:
            self.kind_box.addItem(QCoreApplication.translate("TrainerWindow", label), kind)
        self.kind_box.setAccessibleName(self.tr("Kind of question"))
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        top.addWidget(self.kind_box)
        top.addStretch(1)
        self.score_label = QLabel()
        self.score_label.setAccessibleName(self.tr("Score"))
        top.addWidget(self.score_label)
        layout.addLayout(top)

        self.question_label = QLabel()
        self.question_label.setWordWrap(True)
        font = self.question_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.question_label.setFont(font)
        self.question_label.setAccessibleName(self.tr("Question"))
        layout.addWidget(self.question_label)
        self.tile_holder = QWidget()
        self.tile_holder.setMinimumHeight(round(QUIZ_TILE * 2.5) + 40)
        holder = QHBoxLayout(self.tile_holder)
        holder.setContentsMargins(0, 0, 0, 0)
        self.tile_content: QWidget | None = None
        layout.addWidget(self.tile_holder)

        self.choice_buttons: list[QPushButton] = []
        choices = QGridLayout()
        for index in range(4):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(36)
            button.clicked.connect(lambda _=False, i=index: self.choose(i))
            self.choice_buttons.append(button)
            choices.addWidget(button, index // 2, index % 2)
        layout.addLayout(choices)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setAccessibleName(self.tr("Right or wrong"))
        layout.addWidget(self.result_label)
        self.explanation_label = QLabel()
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setAccessibleName(self.tr("Explanation"))
        layout.addWidget(self.explanation_label)
        row = QHBoxLayout()
        self.next_button = QPushButton(self.tr("&Next question (N)"))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_button.clicked.connect(self.next_question)
        row.addWidget(self.next_button)
        row.addStretch(1)
        row.addWidget(QLabel(self.tr("<small>Keys: 1–4 answer, Enter or N next question</small>")))
        layout.addLayout(row)
        layout.addStretch(1)

        for n in range(4):
            _shortcut(self, [str(n + 1)], partial(self.choose, n))
        _shortcut(self, ["Return", "Enter", "N"], self.next_question)
        self._show_score()

    @property
    def kind(self) -> QuizKind | None:
        value = self.kind_box.currentData()
        return value if isinstance(value, QuizKind) else None

    def ask(self) -> None:
        """A new question of the chosen kind (mixed: any of the three)."""
        rng = self.owner.rng
        kind = self.kind if self.kind is not None else rng.choice(list(QuizKind))
        self.quiz = quiz = _GENERATORS[kind](rng)
        self.answered = False
        self.question_label.setText(say(quiz.question))
        self.show_tiles(quiz)
        for index, button in enumerate(self.choice_buttons):
            button.setStyleSheet(_ANSWERED)
            if index < len(quiz.choices):
                choice = say(quiz.choices[index])
                button.setText(f"{index + 1}.  {choice}")
                button.setAccessibleName(self.tr("Answer {0}: {1}").format(index + 1, choice))
                button.setVisible(True)
                button.setEnabled(True)
            else:
                button.setVisible(False)
        self.result_label.setText("")
        self.result_label.setStyleSheet("")
        self.explanation_label.setText("")
        self.next_button.setEnabled(False)

    def show_tiles(self, quiz: Quiz) -> None:
        """The question's tiles in groups (the tile, the two pairs, the two hands), each with a caption."""
        if self.tile_content is not None:
            self.tile_content.hide()
            self.tile_content.setParent(None)
            self.tile_content.deleteLater()
        self.tile_content = content = QWidget()
        area = QHBoxLayout(content)
        area.setContentsMargins(0, 0, 0, 0)
        area.setSpacing(4)
        holder = self.tile_holder.layout()
        assert holder is not None
        holder.addWidget(content)
        dpr = self.devicePixelRatioF()
        tiles = quiz.tiles
        if quiz.kind is QuizKind.TILE_NAME:
            groups = [("", tiles)]
        else:
            names = (self.tr("First"), self.tr("Second")) if quiz.kind is QuizKind.HAND_WINS else ("", "")
            groups = [(names[0], tiles[:2]), (names[1], tiles[2:])]
        for number, (caption, group) in enumerate(groups):
            if number:
                area.addSpacing(28)
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            row = QHBoxLayout()
            row.setSpacing(4)
            for tile in group:
                picture = QLabel()
                picture.setPixmap(tile_pixmap(self.owner.artwork, tile, QUIZ_TILE, dpr))
                picture.setToolTip(str(tile))
                picture.setAccessibleName(self.tr("Tile {0}").format(tile))
                row.addWidget(picture)
            column.addLayout(row)
            if quiz.kind is QuizKind.PAIR_RANK:
                words = say(quiz.choices[number])
            elif quiz.kind is QuizKind.HAND_WINS:
                words = f"{caption}: {' '.join(map(str, group))}"
            else:
                words = " ".join(map(str, group))
            label = QLabel(words)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(label)
            area.addWidget(box)
        area.addStretch(1)

    def choose(self, index: int) -> None:
        """Answer with choice ``index`` (0-3); record it and show right or wrong in words and colour."""
        quiz = self.quiz
        if quiz is None or self.answered or not 0 <= index < len(quiz.choices):
            return
        choice = quiz.choices[index]
        right = quiz.is_correct(choice)
        self.answered = True
        self.asked += 1
        self.right += right
        self.owner.record_quiz(quiz, choice, right)
        colour = GOOD.name() if right else _ERROR_COLOUR
        if right:
            self.result_label.setText(self.tr("✔ Right: {0}.").format(escape(say(quiz.answer))))
        else:
            self.result_label.setText(
                self.tr("✘ Wrong: you chose {0}; the answer is <b>{1}</b>.").format(
                    escape(say(choice)), escape(say(quiz.answer))
                )
            )
        self.result_label.setStyleSheet(f"QLabel {{ color: {colour}; font-weight: bold; }}")
        self.explanation_label.setText(say(quiz.explanation))
        for number, button in enumerate(self.choice_buttons[: len(quiz.choices)]):
            if quiz.choices[number] == quiz.answer:
                button.setStyleSheet(
                    f"{_ANSWERED} QPushButton {{ border: 2px solid {GOOD.name()}; font-weight: bold; }}"
                )
            elif number == index:
                button.setStyleSheet(f"{_ANSWERED} QPushButton {{ border: 2px solid {_ERROR_COLOUR}; }}")
            button.setEnabled(False)
        self.next_button.setEnabled(True)
        self._show_score()

    def next_question(self) -> None:
        if self.answered or self.quiz is None:
            self.ask()

    def _kind_changed(self) -> None:
        if not self.answered:
            self.ask()
        self.setFocus()

    def _show_score(self) -> None:
        share = f" ({self.right / self.asked:.0%})" if self.asked else ""
        self.score_label.setText(self.tr("Score: <b>{0}</b> of {1}{2}").format(self.right, self.asked, share))


# ----------------------------------------------------------------- progress


def _day_label(day: date, *, year: bool) -> str:
    return f"{day.day} {day:%b %Y}" if year else f"{day.day} {day:%b}"


class ProgressPage(QWidget):
    """Accuracy and EV given up per day, from the answers in the store."""

    def __init__(self, owner: TrainerWindow) -> None:
        super().__init__()
        self.owner = owner
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Show:")))
        self.period_box = QComboBox()
        for label, days in PERIODS:
            self.period_box.addItem(QCoreApplication.translate("TrainerWindow", label), days)
        self.period_box.setAccessibleName(self.tr("Which days to show"))
        self.period_box.currentIndexChanged.connect(self.refresh)
        top.addWidget(self.period_box)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        top.addWidget(self.summary, 1)
        layout.addLayout(top)
        self.accuracy_chart = LineChart(
            self.tr("Accuracy per day (answers without a hint)"),
            lambda v: f"{v:.0f}%",
            empty_text=self.tr("No answers yet: drill a few hands."),
        )
        self.ev_chart = LineChart(
            self.tr("EV given up per 100 hands, per day (units per 100 units bet)"),
            lambda v: f"{v:.2f}",
            empty_text=self.tr("No answers yet: drill a few hands."),
        )
        layout.addWidget(self.accuracy_chart, 1)
        layout.addWidget(self.ev_chart, 1)
        note = QLabel(
            self.tr(
                "<small>Days in UTC. Hands set in the drill and at the table count; "
                "quiz answers do not.</small>"
            )
        )
        layout.addWidget(note)

    def refresh(self) -> None:
        days = self.period_box.currentData()
        try:
            rows = self.owner.store.trainer_progress(days=days if isinstance(days, int) else None)
        except StorageError as error:
            self.owner.statusBar().showMessage(say_error(error), 8000)
            rows = []
        year = len({d.day.year for d in rows}) > 1
        accuracy = [(_day_label(d.day, year=year), 100 * d.accuracy) for d in rows if d.accuracy is not None]
        given_up = [
            (_day_label(d.day, year=year), d.given_up_per_100) for d in rows if d.given_up_per_100 is not None
        ]
        self.accuracy_chart.set_points(accuracy)
        self.ev_chart.set_points(given_up)
        answered = sum(d.answered for d in rows)
        hands = self.tr("1 hand") if answered == 1 else self.tr("{0} hands").format(answered)
        spread = self.tr("1 day") if len(rows) == 1 else self.tr("{0} days").format(len(rows))
        self.summary.setText(
            self.tr("{0} set on {1}.").format(hands, spread)
            if rows
            else self.tr("No hands set yet in this period.")
        )


# ----------------------------------------------------------------- the calculator


class CalculatorPage(QWidget):
    """Exact figures for any four tiles, with tiles already seen, from either side."""

    def __init__(self, owner: TrainerWindow) -> None:
        super().__init__()
        self.owner = owner
        self.analysis: Analysis | None = None
        layout = QVBoxLayout(self)

        palette_box = QFrame()
        palette_box.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(palette_box)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(2)
        self.palette_buttons: dict[Tile, QToolButton] = {}
        for index, tile in enumerate(KINDS):
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setAutoRaise(True)
            button.setText(f"{tile}\n{tile_name(tile.name)}")
            button.setMinimumWidth(60)
            button.setToolTip(
                (
                    self.tr("{0} {1} ({2}); the set holds two")
                    if tile.copies == 2
                    else self.tr("{0} {1} ({2}); the set holds one")
                ).format(tile, tile.name, tile.english_name)
            )
            button.setAccessibleName(self.tr("Add {0} {1}").format(tile, tile_name(tile.name)))
            button.clicked.connect(lambda _=False, t=tile: self.add_tile(t))
            self.palette_buttons[tile] = button
            grid.addWidget(button, index // 11, index % 11)
        layout.addWidget(palette_box)
        self.draw_tiles()

        form = QGridLayout()
        form.addWidget(QLabel(self.tr("&Hand:")), 0, 0)
        self.hand_edit = QLineEdit()
        self.hand_edit.setPlaceholderText(self.tr("four tiles, e.g. 6-6 5-4 3-1 2-1"))
        self.hand_edit.setAccessibleName(self.tr("Your four tiles"))
        self.hand_edit.setClearButtonEnabled(True)
        form.addWidget(self.hand_edit, 0, 1)
        form.addWidget(QLabel(self.tr("S&een:")), 1, 0)
        self.seen_edit = QLineEdit()
        self.seen_edit.setPlaceholderText(self.tr("tiles already exposed (optional), e.g. 4-4 1-1"))
        self.seen_edit.setAccessibleName(self.tr("Tiles already seen"))
        self.seen_edit.setClearButtonEnabled(True)
        form.addWidget(self.seen_edit, 1, 1)
        for row, edit in enumerate((self.hand_edit, self.seen_edit)):
            item = form.itemAtPosition(row, 0)
            label = None if item is None else item.widget()
            assert isinstance(label, QLabel)
            label.setBuddy(edit)
            edit.textChanged.connect(self.recompute)

        clicks = QHBoxLayout()
        clicks.addWidget(QLabel(self.tr("Tile buttons add to:")))
        self.to_hand = QRadioButton(self.tr("the hand"))
        self.to_seen = QRadioButton(self.tr("the seen tiles"))
        self.to_hand.setChecked(True)
        self.target_group = QButtonGroup(self)
        self.target_group.addButton(self.to_hand)
        self.target_group.addButton(self.to_seen)
        clicks.addWidget(self.to_hand)
        clicks.addWidget(self.to_seen)
        clicks.addStretch(1)
        form.addLayout(clicks, 2, 0, 1, 2)
        sides = QHBoxLayout()
        sides.addWidget(QLabel(self.tr("You are:")))
        self.player_side = QRadioButton(self.tr("the &player (against the house-way banker)"))
        self.banker_side = QRadioButton(self.tr("the &banker (against one house-way player)"))
        self.player_side.setChecked(True)
        self.side_group = QButtonGroup(self)
        self.side_group.addButton(self.player_side)
        self.side_group.addButton(self.banker_side)
        self.player_side.toggled.connect(self.recompute)
        sides.addWidget(self.player_side)
        sides.addWidget(self.banker_side)
        sides.addStretch(1)
        form.addLayout(sides, 3, 0, 1, 2)
        layout.addLayout(form)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"QLabel {{ color: {_ERROR_COLOUR}; }}")
        self.error_label.setAccessibleName(self.tr("Problems with the tiles"))
        layout.addWidget(self.error_label)
        self.command_label = QLabel()
        self.command_label.setWordWrap(True)
        self.command_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.command_label.setAccessibleName(self.tr("The same analysis from the command line"))
        layout.addWidget(self.command_label)
        self.panel = TrainerPanel(owner.artwork)
        layout.addWidget(self.panel, 1)
        self.recompute()

    def draw_tiles(self) -> None:
        """The palette's pictures, drawn again (after a change of theme, say)."""
        dpr = self.devicePixelRatioF()
        for tile, button in self.palette_buttons.items():
            _set_picture(button, tile_pixmap(self.owner.artwork, tile, PALETTE_TILE, dpr))

    @property
    def bank(self) -> bool:
        return self.banker_side.isChecked()

    def add_tile(self, tile: Tile) -> None:
        """A palette click: the tile goes to the hand (then to the seen tiles once the hand has four)."""
        edit = self.seen_edit if self.to_seen.isChecked() else self.hand_edit
        if edit is self.hand_edit and len(_tokens(self.hand_edit.text())) >= 4:
            self.error_label.setText(self.tr("The hand has four tiles: choose “the seen tiles” to add more."))
            return
        text = edit.text().strip()
        edit.setText(f"{text} {tile}".strip())
        if edit is self.hand_edit and len(_tokens(edit.text())) >= 4:
            self.to_seen.setChecked(True)

    def used(self) -> Counter[Tile]:
        """The tiles typed so far in both fields (tokens that are tiles)."""
        counts: Counter[Tile] = Counter()
        for token in _tokens(self.hand_edit.text()) + _tokens(self.seen_edit.text()):
            try:
                counts[Tile.parse(token)] += 1
            except TileError:
                continue
        return counts

    def recompute(self) -> None:
        """Read both fields, name any bad token inline, and show the analysis when there are four tiles."""
        used = self.used()
        for tile, button in self.palette_buttons.items():
            button.setEnabled(used[tile] < tile.copies)
        errors: list[str] = []
        hand: tuple[Tile, ...] | None = None
        seen: tuple[Tile, ...] = ()
        bad_hand = bad_seen = False
        try:
            hand = parse_tiles(self.hand_edit.text())
        except TileError as error:
            errors.append(self.tr("Hand: {0}").format(say_error(error)))
            bad_hand = True
        try:
            seen = parse_tiles(self.seen_edit.text())
        except TileError as error:
            errors.append(self.tr("Seen: {0}").format(say_error(error)))
            bad_seen = True
        if hand is not None and len(hand) > 4:
            errors.append(
                self.tr("Hand: a hand is four tiles; {0} given (the fifth is {1}).").format(
                    len(hand), hand[4]
                )
            )
            bad_hand = True
        self._mark(self.hand_edit, bad_hand)
        self._mark(self.seen_edit, bad_seen)
        self.analysis = None
        if not errors and hand is not None and len(hand) == 4:
            try:
                self.analysis = analyze(
                    hand, bank=self.bank, commission=self.owner.settings.commission, seen=seen
                )
            except TileError as error:
                errors.append(self.tr("Hand and seen tiles together: {0}").format(say_error(error)))
            except ValueError as error:  # the commission
                errors.append(str(error))
        self.error_label.setText("\n".join(errors))
        self.error_label.setVisible(bool(errors))
        rate = _rate_text(self.owner.settings.commission)
        if self.analysis is not None:
            self.panel.show_analysis(self.analysis, None, hidden=False)
            command = f"paigow-desktop analyze {' '.join(map(str, hand or ()))}"
            if seen:
                command += f" --seen {' '.join(map(str, seen))}"
            command += f" --commission {self.owner.settings.commission}"
            if self.bank:
                command += " --bank"
            self.command_label.setText(
                self.tr(
                    "<small>Commission {0} (from Settings). The same numbers from the command line: "
                    "<code>{1}</code></small>"
                ).format(rate, escape(command))
            )
        else:
            count = 0 if hand is None else len(hand)
            if count == 0:
                message = self.tr(
                    "Type four tiles, or click them above: every way to set them appears here, "
                    "counted exactly."
                )
            elif count == 1:
                message = self.tr("1 tile so far: a hand is four tiles.")
            else:
                message = self.tr("{0} tiles so far: a hand is four tiles.").format(count)
            self.panel.clear(message)
            self.command_label.setText(self.tr("<small>Commission {0} (from Settings).</small>").format(rate))

    @staticmethod
    def _mark(edit: QLineEdit, bad: bool) -> None:
        edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {_ERROR_COLOUR}; }}" if bad else "")

    def row_texts(self) -> list[list[str]]:
        table = self.panel.table
        return [[_text(table, r, c) for c in range(table.columnCount())] for r in range(table.rowCount())]


def _text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return "" if item is None else item.text()


def _tokens(text: str) -> list[str]:
    return [t for t in text.replace(",", " ").split() if t]


def _rate_text(commission: str | float | Fraction) -> str:
    try:
        return f"{float(commission_rate(commission)):.2%}"
    except ValueError:
        return str(commission)


# ----------------------------------------------------------------- the window


class TrainerWindow(QMainWindow):
    """The trainer: drill, categories, quiz, progress and calculator tabs (see the module's documentation).

    ``store`` keeps every answer and the drill's state (loaded at open, saved after
    each answer); ``settings`` gives the commission; ``rng`` deals the drill's hands
    and the quiz's questions, so a seeded generator replays a session.
    """

    TABS = ("drill", "categories", "quiz", "progress", "calculator")

    def __init__(
        self,
        store: Store,
        artwork: SceneArtwork,
        settings: Settings,
        rng: random.Random,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.artwork = artwork
        self.settings = settings
        self.rng = rng
        self._later = ""  # a message for the status bar once the window shows
        self.setWindowTitle(self.tr("Trainer"))
        self.setObjectName("trainer-window")
        self.drill = self._load_drill()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.drill_page = DrillPage(self)
        self.categories_page = CategoriesPage(self)
        self.quiz_page = QuizPage(self)
        self.progress_page = ProgressPage(self)
        self.calculator_page = CalculatorPage(self)
        for page, title in (
            (self.drill_page, self.tr("&Drill")),
            (self.categories_page, self.tr("C&ategories")),
            (self.quiz_page, self.tr("&Quiz")),
            (self.progress_page, self.tr("&Progress")),
            (self.calculator_page, self.tr("Ca&lculator")),
        ):
            self.tabs.addTab(_scrolling(page), title)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        close = QAction(self.tr("Close"), self)
        close.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        close.triggered.connect(self.close)
        self.addAction(close)
        self.help_action = QAction(self.tr("Help"), self)
        self.help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_action.triggered.connect(self.show_help)
        self.addAction(self.help_action)
        self.help_window: HelpWindow | None = None
        self.drill_page.deal()  # the quiz asks its first question when its tab is first shown
        self.progress_page.refresh()
        self.resize(980, 860)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    # ---- the drill and the store

    def _load_drill(self) -> Drill:
        try:
            text = self.store.load_drill()
        except StorageError as error:  # the window opens all the same
            self._later = self.tr("{0} A new drill was started.").format(say_error(error))
            return Drill()
        if text is None:
            return Drill()
        try:
            return Drill.from_json(text)
        except ValueError as error:
            self._later = self.tr("The saved drill could not be read ({0}); a new one was started.").format(
                error
            )
            return Drill()

    def record_setting(self, tiles: Sequence[Tile], verdict: Verdict, *, assisted: bool) -> DrillResult:
        """Put a drill answer in the drill and, with the drill's new state, in the store."""
        result = self.drill.record(tiles, verdict, assisted=assisted)
        try:
            self.store.record_answer(
                "drill",
                card_key(tiles),
                str(verdict.setting),
                str(verdict.best.setting),
                category=result.category.value,
                given_up_per_100=verdict.given_up_per_100,
                correct=verdict.correct,
                assisted=assisted,
                drill_state=self.drill.to_json(),
            )
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("The answer could not be saved: {0}").format(say_error(error)), 10_000
            )
        return result

    def record_quiz(self, quiz: Quiz, choice: str, right: bool) -> None:
        try:
            self.store.record_answer(
                "quiz",
                " ".join(map(str, quiz.tiles)),
                choice,
                quiz.answer,
                category=quiz.kind.value,
                given_up_per_100=0.0,
                correct=right,
            )
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("The answer could not be saved: {0}").format(say_error(error)), 10_000
            )

    def answered_changed(self) -> None:
        """After a drill answer: the other tabs' figures follow."""
        self.categories_page.refresh()
        self.progress_page.refresh()

    def save_drill(self) -> None:
        try:
            self.store.save_drill(self.drill.to_json())
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("The drill could not be saved: {0}").format(say_error(error)), 10_000
            )

    # ---- tabs and settings

    def show_help(self) -> None:
        """F1: how the drill, categories, quiz, progress and calculator work."""
        if self.help_window is None:
            self.help_window = HelpWindow("trainer", self.tr("Trainer — Help"), self)
        self.help_window.show()
        self.help_window.raise_()

    def show_tab(self, name: str) -> None:
        """Bring one tab forward: ``drill``, ``categories``, ``quiz``, ``progress`` or ``calculator``."""
        self.tabs.setCurrentIndex(self.TABS.index(name))

    def drill_category(self, category: Category | None) -> None:
        """Drill one category (None: all hands) and switch to the drill."""
        self.drill_page.set_category(category)
        self.show_tab("drill")

    def set_settings(self, settings: Settings) -> None:
        """New settings (the commission): the calculator follows at once, the drill from its next answer."""
        self.settings = settings
        self.calculator_page.recompute()

    def refresh_artwork(self) -> None:
        """Draw every tile again: call after ``artwork.set_theme``."""
        self.drill_page.draw_tiles()
        self.calculator_page.draw_tiles()
        if self.quiz_page.quiz is not None:
            self.quiz_page.show_tiles(self.quiz_page.quiz)
        for panel in (self.drill_page.panel, self.calculator_page.panel):
            if panel.analysis is not None and panel.table.rowCount():
                panel.show_analysis(panel.analysis, self._current(panel), hidden=False)

    def _current(self, panel: TrainerPanel) -> Setting | None:
        return self.drill_page.setting() if panel is self.drill_page.panel else None

    def pages(self) -> tuple[QWidget, ...]:
        """The pages, in tab order (each tab holds its page in a scroll area)."""
        return (
            self.drill_page,
            self.categories_page,
            self.quiz_page,
            self.progress_page,
            self.calculator_page,
        )

    def page(self, index: int | None = None) -> QWidget | None:
        """The page of a tab (the current one by default)."""
        index = self.tabs.currentIndex() if index is None else index
        return self.pages()[index] if 0 <= index < len(self.TABS) else None

    def _tab_changed(self, index: int) -> None:
        page = self.page(index)
        if page is self.categories_page:
            self.categories_page.refresh()
        elif page is self.progress_page:
            self.progress_page.refresh()
        elif page is self.drill_page:
            self.drill_page.refresh_figures()
        elif page is self.quiz_page and self.quiz_page.quiz is None:
            self.quiz_page.ask()
        if page is self.calculator_page:
            self.calculator_page.hand_edit.setFocus()
        elif page is not None:
            page.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._later:
            self.statusBar().showMessage(self._later, 15_000)
            self._later = ""
        current = self.page()
        if current is not None and self.focusWidget() is None:
            current.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_drill()
        super().closeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(980, 860)
