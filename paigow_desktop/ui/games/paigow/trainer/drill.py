"""The Drill page: four tiles to set, an instant verdict against every way to set them, spaced repetition.

Every verdict also grades by the strategy card the options name (the line the setting follows,
or what the card says); the drill can deal only hands one line of that card decides (or any line
but its last), to learn the card line by line.
"""

from __future__ import annotations

from functools import partial
from html import escape

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.paigow.card import Card
from paigow_desktop.games.paigow.card_grade import (
    ANY_LINE,
    build_in_background,
    card_call,
    grading_card,
    line_of,
    next_hand_for_line,
)
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.trainer import (
    Category,
    DrillResult,
    Verdict,
    card_key,
    categorize,
    hint,
    judge,
)
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.trainer.common import (
    DRILL_TILE,
    HandRow,
    TrainerHost,
    _boxed,
    _per_100,
    _percent,
    _set_picture,
    _shortcut,
    scroll_into_view,
    tile_pixmap,
)
from paigow_desktop.ui.games.paigow.trainer_panel import TrainerPanel
from paigow_desktop.ui.games.paigow.verdict import card_tables_or_later, word
from paigow_desktop.ui.names import both_names, say, sentences, tile_name


class DrillPage(QWidget):
    """Set four tiles, submit, and see at once how the setting compares with the best."""

    # Long: builds the drill's widgets and layout, a declarative list read top to bottom
    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        #: waits off the GUI thread for the card's tables when an answer comes before them
        self.card_wait = Background(self)
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
        self.line_box = QComboBox()
        self.line_box.setAccessibleName(self.tr("Which line of the strategy card to drill"))
        self.line_box.setToolTip(
            self.tr("Deal only hands that one line of the strategy card decides (Settings name the card)")
        )
        self.line_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.line_box.setMinimumContentsLength(18)
        self.line_box.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        top.addWidget(self.line_box)
        self.card = self._options_card()
        self.fill_lines()
        self.line_box.currentIndexChanged.connect(self._line_changed)
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
                "H hint, N next hand (before an answer, skips this one)</small>"
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

    @property
    def line(self) -> int | None:
        """The line of the card drilled (:data:`ANY_LINE`: any but the last), or None."""
        value = self.line_box.currentData()
        return value if isinstance(value, int) else None

    def _options_card(self) -> Card:
        """The card the options name, the player's side (the drill never banks)."""
        o = options_of(self.owner.settings)
        return grading_card(o.trainer_card_length, standalone=o.trainer_card_standalone, bank=False)

    def fill_lines(self) -> None:
        """The line box for the card the options name, keeping the chosen line where it still exists."""
        chosen = self.line
        self.line_box.blockSignals(True)
        self.line_box.clear()
        self.line_box.addItem(self.tr("Any line of the card"), None)
        self.line_box.addItem(self.tr("Every line but the last"), ANY_LINE)
        for number, line in enumerate(self.card.lines, 1):
            words = say(line.text)
            self.line_box.addItem(self.tr("Line {0}: {1}").format(number, words), number)
            self.line_box.setItemData(self.line_box.count() - 1, words, Qt.ItemDataRole.ToolTipRole)
        index = self.line_box.findData(chosen) if chosen is not None else 0
        self.line_box.setCurrentIndex(max(0, index))
        self.line_box.blockSignals(False)
        view = self.line_box.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 24)
        self.category_box.setEnabled(self.line is None)

    def set_card(self, card: Card) -> None:
        """Grade by another card (the options changed); a hand dealt for the old card's line goes."""
        if card == self.card:
            return
        self.card = card
        self.fill_lines()
        if self.line is not None and self.tiles and not self.answered:
            self.deal()

    def low_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t, low in zip(self.tiles, self.low, strict=True) if low)

    def high_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t, low in zip(self.tiles, self.low, strict=True) if not low)

    def complete(self) -> bool:
        return len(self.tiles) == 4 and sum(self.low) == 2

    def stronger_on_top(self) -> bool:
        """Whether the top (low) row makes the stronger hand: it then plays as the high hand."""
        return self.complete() and Hand.of(*self.low_tiles()).key > Hand.of(*self.high_tiles()).key

    def setting(self) -> Setting | None:
        """The player's setting (the program puts the stronger hand high), once each hand has two tiles."""
        if not self.complete():
            return None
        return Setting.of(self.low_tiles(), self.high_tiles())

    # ---- actions

    def deal(self, *, skipped: str | None = None) -> None:
        """A new hand from the drill (of the chosen category): all four tiles start in the high
        hand.  ``skipped``: the key of a hand passed over unanswered, not dealt again at once."""
        build_in_background()  # the card grades the hand on Submit: its tables are built meanwhile
        drill = self.owner.drill
        line = self.line
        if line is None:
            self.tiles = drill.next_hand(self.owner.rng, category=self.category, skipped=skipped)
        else:
            self.tiles = next_hand_for_line(drill, self.card, line, self.owner.rng, skipped=skipped)
        self.low = [False] * 4
        self.answered = False
        self.assisted = False
        self.last_result = None
        self.last_verdict = None
        card = drill.card(self.tiles)
        if card is None:
            info = self.tr("A new hand: {0}.").format(say(categorize(self.tiles).label))
        else:
            info = self.tr(
                "A review: a hand you missed, here or at the table, or needed a hint for (level {0} of 5; "
                "each right answer brings it back less often). {1}."
            ).format(card.box, say(card.category.label))
        if line is not None:
            info = self.tr("{0} A hand for line {1} of the card.").format(
                info, line_of(self.card, self.tiles)[1]
            )
        self.hand_info.setText(info)
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
        text = say(hint(self.tiles, commission=options_of(self.owner.settings).commission))
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
        verdict = judge(self.tiles, setting, commission=options_of(self.owner.settings).commission)
        result = self.owner.record_setting(self.tiles, verdict, assisted=self.assisted)
        self.answered = True
        self.last_result, self.last_verdict = result, verdict
        # The drill opened a moment ago: the card's tables may still be built.
        ready = card_tables_or_later(self.card_wait, lambda: self._card_ready(verdict, result))
        self._say_verdict(verdict, result, by_card=ready)
        self.panel.show_analysis(verdict.analysis, setting, hidden=False)
        self._update()
        self.owner.answered_changed()
        # The verdict and every way to set the tiles came below the hands: on a small screen
        # they were out of sight.  Shown once they are laid out.
        QTimer.singleShot(0, self, lambda: scroll_into_view(self.panel.table, self.verdict_label))

    def _card_ready(self, verdict: Verdict, result: DrillResult) -> None:
        if self.last_verdict is verdict:  # still the answer shown
            self._say_verdict(verdict, result, by_card=True)

    def _say_verdict(self, verdict: Verdict, result: DrillResult, *, by_card: bool) -> None:
        """The verdict in words, by the card too (``by_card``: its tables are built)."""
        card = card_call(self.card, self.tiles, verdict.setting) if by_card else None
        said = word(verdict, card)
        if verdict.correct:
            head = self.tr("✔ Right.")
        elif card is not None and card.follows:
            head = self.tr("✘ Not the best play, though it follows the card.")
        else:
            head = self.tr("✘ Mistake.")
        notes = []
        if self.stronger_on_top():
            notes.append(self.tr("Your top row made the stronger hand, so it plays as the high hand."))
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
        lines = (
            []
            if card is None
            else [self.tr("Line {0} of the card: {1}").format(card.line, say(card.line_text))]
        )
        extra = "".join(f"<br>{escape(line)}" for line in lines)
        extra += "".join(f"<br><i>{escape(n)}</i>" for n in notes)
        self.verdict_label.setText(sentences((f"<b>{head}</b>", said.html)) + extra)
        _boxed(self.verdict_label, verdict.correct)
        self.verdict_label.setVisible(True)

    def next_hand(self) -> None:
        """The next hand; before an answer, this one is skipped: nothing is counted, and a hand
        due for review stays due (it comes back after another)."""
        if self.answered:
            self.deal()
        elif self.tiles:
            if self.assisted:  # a hand that needed a hint is reviewed, answered or not
                self.owner.drill.add_missed(self.tiles)
                self.owner.save_drill()
            self.deal(skipped=card_key(self.tiles))
            self.owner.statusBar().showMessage(self.tr("Hand skipped: nothing counted."), 4000)

    def set_category(self, category: Category | None) -> None:
        index = self.category_box.findData(category)
        self.category_box.setCurrentIndex(max(0, index))

    def _line_changed(self) -> None:
        self.category_box.setEnabled(self.line is None)
        if self.tiles and not self.answered and self.line is not None:
            number = line_of(self.card, self.tiles)[1]
            if not (number == self.line or (self.line == ANY_LINE and number != len(self.card.lines))):
                self.deal()

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
        # Each row is titled as its hand will play: the stronger hand plays high, whichever row.
        swapped = self.stronger_on_top()
        self.low_row.set_title(self.tr("High hand") if swapped else self.tr("Low hand"))
        self.high_row.set_title(self.tr("Low hand") if swapped else self.tr("High hand"))
        for index, button in enumerate(self.tile_buttons):
            template = (
                self.tr("Tile {0}: {1} {2}, low hand")
                if (index in low) != swapped
                else self.tr("Tile {0}: {1} {2}, high hand")
            )
            button.setAccessibleName(
                template.format(index + 1, self.tiles[index], tile_name(self.tiles[index].name))
            )
        self.low_row.show_tiles([self.tile_buttons[i] for i in low], self.low_tiles())
        self.high_row.show_tiles([self.tile_buttons[i] for i in high], self.high_tiles())
        self.submit_button.setEnabled(self.complete() and not self.answered)
        self.hint_button.setEnabled(not self.answered and not self.assisted)
        self.next_button.setText(self.tr("&Next hand (N)") if self.answered else self.tr("S&kip hand (N)"))
        self.next_button.setToolTip(
            ""
            if self.answered
            else self.tr("Deal another hand; this one is not counted (a review stays due)")
        )
        self.refresh_figures()

    def refresh_figures(self) -> None:
        drill = self.owner.drill
        due = len(drill.due_cards(self.category))
        if self.category is None:
            template = self.tr(
                "Answered: <b>{0}</b> ({1} with a hint) · Accuracy without hints: <b>{2}</b> · "
                "EV given up: {3} · "
                "Hands due now: <b>{4}</b> ({5} kept for review, {6} learnt)"
            )
        else:
            template = self.tr(
                "Answered: <b>{0}</b> ({1} with a hint) · Accuracy without hints: <b>{2}</b> · "
                "EV given up: {3} · "
                "Hands due now in this category: <b>{4}</b> ({5} kept for review, {6} learnt)"
            )
        ev = drill.ev_given_up_per_100_hands()
        # No unit beside the dash before the first answer without a hint.
        given_up = (
            self.tr("<b>{0}</b> units per 100 hands").format(_per_100(ev)) if ev is not None else "<b>–</b>"
        )
        self.figures_label.setText(
            template.format(
                drill.step,
                drill.assisted_answers,
                _percent(drill.accuracy()),
                given_up,
                due,
                len(drill.cards),
                len(drill.retired),
            )
        )
