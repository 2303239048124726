"""The Drill tab: legal sets, which set wins, unbeatable leads and the settlement, mixed by spaced
repetition; keys 1 to the number of answers answer, Enter or N asks the next question."""

from __future__ import annotations

from functools import partial
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.tiengow.drill import DrillKind, Question
from paigow_desktop.ui.background import shortcut
from paigow_desktop.ui.games.tiengow.trainer.common import DRILL_TILE, TileRow, TrainerHost
from paigow_desktop.ui.names import say

#: At most this many answers are offered (keys 1 to 5).
MAX_CHOICES = 5


class DrillPage(QWidget):
    """One question at a time; the answer is judged by the engine's and explained at once."""

    # Long: builds the page's widgets and keys, a declarative list read top to bottom
    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.question: Question | None = None
        self.chosen: str | None = None

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Drill:")))
        self.kind_box = QComboBox()
        self.kind_box.addItem(self.tr("All kinds, mixed"), None)
        for kind in DrillKind:
            self.kind_box.addItem(say(kind.label), kind)
        self.kind_box.setAccessibleName(self.tr("Which questions to drill"))
        self.kind_box.currentIndexChanged.connect(self._kind_changed)
        top.addWidget(self.kind_box)
        self.info = QLabel()
        self.info.setAccessibleName(self.tr("About this question"))
        top.addWidget(self.info, 1)
        layout.addLayout(top)

        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setAccessibleName(self.tr("Question"))
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.prompt.setFont(font)
        layout.addWidget(self.prompt)
        self.groups_box = QHBoxLayout()
        self.groups = [TileRow(owner.artwork, DRILL_TILE) for _ in range(2)]
        for group in self.groups:
            self.groups_box.addWidget(group)
        self.groups_box.addStretch(1)
        layout.addLayout(self.groups_box)

        answers = QHBoxLayout()
        self.choice_buttons: list[QPushButton] = []
        for index in range(MAX_CHOICES):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(partial(self.answer_index, index))
            answers.addWidget(button)
            self.choice_buttons.append(button)
        answers.addStretch(1)
        layout.addLayout(answers)
        buttons = QHBoxLayout()
        self.next_button = QPushButton(self.tr("&Next question (N)"))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_button.clicked.connect(self.next_question)
        buttons.addWidget(self.next_button)
        self.keys = QLabel()  # how many answers this question has: see ask()
        buttons.addWidget(self.keys, 1)
        layout.addLayout(buttons)

        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAccessibleName(self.tr("Verdict on your answer"))
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.verdict)
        layout.addStretch(1)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setAccessibleName(self.tr("Your figures"))
        layout.addWidget(self.figures)

        for index in range(MAX_CHOICES):
            shortcut(self, [str(index + 1)], partial(self.answer_index, index))
        shortcut(self, ["Return", "Enter", "N"], self.next_question)

    @property
    def kind(self) -> DrillKind | None:
        value = self.kind_box.currentData()
        return value if isinstance(value, DrillKind) else None

    @property
    def answered(self) -> bool:
        return self.chosen is not None

    def ask(self) -> None:
        """The next question from the drill: a due card, else a fresh one."""
        drill = self.owner.drill
        question = drill.next_question(self.owner.rng, self.kind)
        self.question, self.chosen = question, None
        card = drill.cards.card(question.key)
        if card is None:
            self.info.setText(self.tr("A new question: {0}.").format(say(question.kind.label)))
        else:
            self.info.setText(
                self.tr(
                    "A review (level {0} of 5; each right answer brings it back less often): {1}."
                ).format(card.box, say(question.kind.label))
            )
        self.prompt.setText(say(question.prompt))
        self.draw_tiles()
        for index, button in enumerate(self.choice_buttons):
            if index < len(question.choices):
                button.setText(f"&{index + 1}  {say(question.choices[index].label)}")
                button.setVisible(True)
                button.setEnabled(True)
            else:
                button.setVisible(False)
        self.keys.setText(
            self.tr("Keys: 1–{0} answer, Enter or N next question").format(len(question.choices))
        )
        self.verdict.setText("")
        self.verdict.setStyleSheet("")
        self.verdict.setVisible(False)
        self.next_button.setEnabled(False)
        self.refresh_figures()

    def draw_tiles(self) -> None:
        question = self.question
        groups = question.groups if question is not None else ()
        for index, row in enumerate(self.groups):
            if index < len(groups):
                row.show_tiles(say(groups[index].caption), groups[index].tiles)
                row.setVisible(True)
            else:
                row.setVisible(False)

    def answer_index(self, index: int) -> None:
        """Answer with choice ``index`` (0-based); nothing once answered or with no such choice."""
        question = self.question
        if question is None or self.answered or not 0 <= index < len(question.choices):
            return
        self.answer(question.choices[index].key)

    def answer(self, choice: str) -> None:
        """Judge ``choice`` by the engine's answer, record it, and explain."""
        question = self.question
        if question is None or self.answered:
            return
        result = self.owner.record_answer(question, choice)
        self.chosen = choice
        right = question.is_right(choice)
        words = say(question.choice(question.answer).label)
        if right:
            head = self.tr("✔ Right: {0}.").format(escape(words))
        else:
            head = self.tr("✘ Not quite: the answer is {0}.").format(escape(words))
        notes = [escape(say(question.explanation))]
        if result.retired:
            notes.append(self.tr("<i>Learnt: this question leaves the drill.</i>"))
        elif result.card is not None:
            wait = result.card.due - self.owner.drill.cards.step
            notes.append(self.tr("<i>This question comes back after {0} more answers.</i>").format(wait))
        self.verdict.setText(f"<b>{head}</b><br>" + "<br>".join(notes))
        colour = "#1d6b33" if right else "#8a4b00"
        self.verdict.setStyleSheet(
            f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}"
        )
        self.verdict.setVisible(True)
        for index, button in enumerate(self.choice_buttons):
            button.setEnabled(False)
            if index < len(question.choices) and question.choices[index].key == question.answer:
                button.setText(button.text() + " ✔")
        self.next_button.setEnabled(True)
        self.refresh_figures()

    def next_question(self) -> None:
        if self.answered or self.question is None:
            self.ask()

    def _kind_changed(self) -> None:
        if self.question is not None and not self.answered and self.kind not in (None, self.question.kind):
            self.ask()
        self.refresh_figures()

    def refresh_figures(self) -> None:
        cards = self.owner.drill.cards
        totals = cards.totals()
        accuracy = "–" if totals.accuracy is None else f"{totals.accuracy:.0%}"
        due = len(cards.due_cards(None if self.kind is None else self.kind.value))
        self.figures.setText(
            self.tr(
                "Answered: {0} · Right: {1} · Questions due now: {2} ({3} kept for review, {4} learnt)"
            ).format(totals.answered, accuracy, due, len(cards.cards), len(cards.retired))
        )
