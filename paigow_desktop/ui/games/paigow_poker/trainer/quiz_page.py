"""The Quizzes tab: which five-card hand is higher, is this setting a foul, and set it the house way.
The engine works out each answer when the question is asked; every answer is kept in the store
(mode ``quiz``).  Keys: 1-3 answer, N asks the next question."""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from functools import partial
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from paigow_desktop.games.paigow_poker.cards import DECK, Card, format_cards
from paigow_desktop.games.paigow_poker.hands import five_value, high_name, low_name
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.trainer import five_card_quiz, foul_quiz
from paigow_desktop.ui.background import shortcut
from paigow_desktop.ui.games.paigow_poker.controller import sorted_hand
from paigow_desktop.ui.games.paigow_poker.trainer.common import HAND_CARD, Answer, CardRow, PokerTrainerHost
from paigow_desktop.ui.games.paigow_poker.words import cards_shown
from paigow_desktop.ui.names import say


class QuizKind(enum.Enum):
    """The three quizzes (the value is the category kept in the store)."""

    HIGHER = "higher"
    FOUL = "foul"
    HOUSE_WAY = "house-way"


@dataclass(frozen=True, slots=True)
class QuizQuestion:
    """A question: the cards shown in one or two rows, the choices' keys and the right one."""

    kind: QuizKind
    first: tuple[Card, ...]
    second: tuple[Card, ...]
    choices: tuple[str, ...]  #: "" for the house way (answered by picking two cards)
    answer: str
    explanation: str


def _choice_label(key: str) -> str:
    labels = {
        "1": QCoreApplication.translate("PokerQuiz", "The first"),
        "2": QCoreApplication.translate("PokerQuiz", "The second"),
        "0": QCoreApplication.translate("PokerQuiz", "Equal (a copy)"),
        "foul": QCoreApplication.translate("PokerQuiz", "A foul"),
        "legal": QCoreApplication.translate("PokerQuiz", "Not a foul"),
    }
    return labels[key]


def make_question(kind: QuizKind, rng: random.Random) -> QuizQuestion:
    """A fresh question of ``kind``, dealt from ``rng``."""
    if kind is QuizKind.HIGHER:
        quiz = five_card_quiz(rng)
        first, second = say(high_name(five_value(quiz.first))), say(high_name(five_value(quiz.second)))
        why = QCoreApplication.translate("PokerQuiz", "The first: {0}. The second: {1}.").format(
            first, second
        )
        return QuizQuestion(kind, quiz.first, quiz.second, ("1", "2", "0"), str(quiz.answer), why)
    if kind is QuizKind.FOUL:
        foul = foul_quiz(rng)
        s = foul.setting
        why = QCoreApplication.translate("PokerQuiz", "High: {0}. Low: {1}.").format(
            say(high_name(s.high_value)), say(low_name(s.low_value))
        )
        return QuizQuestion(kind, s.high, s.low, ("foul", "legal"), "foul" if foul.answer else "legal", why)
    cards = tuple(rng.sample(DECK, 7))
    decision = set_hand(cards)
    low = format_cards(decision.setting.low)  # the answer, as the record keeps it
    why = QCoreApplication.translate("PokerQuiz", "The house way plays {0} low: {1} high, {2} low.").format(
        cards_shown(decision.setting.low),
        say(high_name(decision.setting.high_value)),
        say(low_name(decision.setting.low_value)),
    )
    return QuizQuestion(kind, cards, (), (), low, why)


class QuizPage(QWidget):
    """One quiz question at a time; see the module's documentation."""

    # Long: builds the page's widgets and keys, a declarative list read top to bottom
    def __init__(self, owner: PokerTrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.question: QuizQuestion | None = None
        self.answered = False
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Quiz:")))
        self.kind_box = QComboBox()
        self.kind_box.addItem(self.tr("Which hand is higher?"), QuizKind.HIGHER)
        self.kind_box.addItem(self.tr("Is this a foul?"), QuizKind.FOUL)
        self.kind_box.addItem(self.tr("Set it the house way"), QuizKind.HOUSE_WAY)
        self.kind_box.setAccessibleName(self.tr("Which quiz"))
        self.kind_box.currentIndexChanged.connect(self.ask)
        top.addWidget(self.kind_box)
        top.addStretch(1)
        layout.addLayout(top)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.first_caption, self.second_caption = QLabel(), QLabel()
        self.first = CardRow(owner.artwork, HAND_CARD, pick=2)
        self.first.picked_changed.connect(self._picked)
        self.second = CardRow(owner.artwork, HAND_CARD)
        for caption, row in ((self.first_caption, self.first), (self.second_caption, self.second)):
            layout.addWidget(caption)
            layout.addWidget(row, 0, Qt.AlignmentFlag.AlignLeft)
        answers = QHBoxLayout()
        self.choice_buttons = [QPushButton() for _ in range(3)]
        for index, button in enumerate(self.choice_buttons):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(partial(self.answer_index, index))
            answers.addWidget(button)
        # The house-way quiz: two cards picked, then Set; a card picked by mistake can be put back.
        self.set_button = QPushButton(self.tr("&Set"))
        self.set_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.set_button.clicked.connect(self.set_low)
        answers.addWidget(self.set_button)
        self.next_button = QPushButton(self.tr("&Next question (N)"))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.next_button.clicked.connect(self.next_question)
        answers.addWidget(self.next_button)
        answers.addStretch(1)
        layout.addLayout(answers)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setAccessibleName(self.tr("Verdict on your answer"))
        layout.addWidget(self.verdict)
        layout.addStretch(1)
        for index in range(3):
            shortcut(self, [str(index + 1)], partial(self.answer_index, index))
        shortcut(self, ["N"], self.next_question)
        shortcut(self, ["Return", "Enter"], self.set_low)

    @property
    def kind(self) -> QuizKind:
        value = self.kind_box.currentData()
        return value if isinstance(value, QuizKind) else QuizKind.HIGHER

    def ask(self) -> None:
        """A fresh question of the quiz chosen."""
        question = make_question(self.kind, self.owner.rng)
        self.question, self.answered = question, False
        prompts = {
            QuizKind.HIGHER: self.tr(
                "Which five-card hand is higher? (The joker counts as an ace, or completes "
                "a straight or flush.)"
            ),
            QuizKind.FOUL: self.tr("Is this setting a foul?"),
            QuizKind.HOUSE_WAY: self.tr(
                "Click the two cards the house way plays in the low hand, then press Set (Enter)."
            ),
        }
        self.prompt.setText(prompts[question.kind])
        captions = {
            QuizKind.HIGHER: (self.tr("<b>The first</b>"), self.tr("<b>The second</b>")),
            QuizKind.FOUL: (self.tr("<b>High hand</b>"), self.tr("<b>Low hand</b>")),
            QuizKind.HOUSE_WAY: (self.tr("<b>Your seven cards</b>"), ""),
        }
        first, second = captions[question.kind]
        self.first_caption.setText(first)
        self.second_caption.setText(second)
        self.first.pick = 2 if question.kind is QuizKind.HOUSE_WAY else 0
        self.first.show_cards(sorted_hand(question.first))  # high to low, as the table's rows
        self.first.set_locked(False)
        self.second.show_cards(sorted_hand(question.second))
        self.second_caption.setVisible(bool(question.second))
        self.second.setVisible(bool(question.second))
        for index, button in enumerate(self.choice_buttons):
            button.setVisible(index < len(question.choices))
            button.setEnabled(True)
            if index < len(question.choices):
                button.setText(f"&{index + 1}  {_choice_label(question.choices[index])}")
        self.verdict.setText("")
        self.verdict.setStyleSheet("")
        self.next_button.setEnabled(False)
        self.set_button.setVisible(question.kind is QuizKind.HOUSE_WAY)
        self.set_button.setEnabled(False)

    def _picked(self) -> None:
        question = self.question
        house_way = question is not None and question.kind is QuizKind.HOUSE_WAY
        self.set_button.setEnabled(house_way and len(self.first.picked) == 2 and not self.answered)

    def set_low(self) -> None:
        """Answer the house-way quiz with the two cards picked (Set, or Enter)."""
        question = self.question
        if question is not None and question.kind is QuizKind.HOUSE_WAY and len(self.first.picked) == 2:
            self.answer(format_cards(self.first.picked))
            self.set_button.setEnabled(False)

    def answer_index(self, index: int) -> None:
        question = self.question
        if question is not None and 0 <= index < len(question.choices):
            self.answer(question.choices[index])

    def answer(self, choice: str) -> None:
        """Judge ``choice`` against the engine's answer, keep it, and explain."""
        question = self.question
        if question is None or self.answered:
            return
        self.answered = True
        correct = self._is_right(question, choice)
        self.owner.record_answer(
            Answer(
                "quiz",
                format_cards((*question.first, *question.second)),
                choice,
                question.answer,
                correct,
                question.kind.value,
            )
        )
        head = self.tr("✔ Right.") if correct else self.tr("✘ Not quite.")
        self.verdict.setText(f"<b>{head}</b> {escape(question.explanation)}")
        colour = "#1d6b33" if correct else "#8a4b00"
        self.verdict.setStyleSheet(
            f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}"
        )
        for key, button in zip(question.choices, self.choice_buttons, strict=False):
            button.setEnabled(False)
            if key == question.answer:
                button.setText(button.text() + " ✔")
        self.first.set_locked(True)
        self.next_button.setEnabled(True)
        self.setFocus()  # the keys stay with the page while the buttons are disabled

    def _is_right(self, question: QuizQuestion, choice: str) -> bool:
        if question.kind is not QuizKind.HOUSE_WAY:
            return choice == question.answer
        cards = question.first
        mine = Setting.with_low(cards, tuple(c for c in cards if str(c) in choice.split()))
        return mine.values == set_hand(cards).setting.values

    def next_question(self) -> None:
        if self.answered or self.question is None:
            self.ask()

    def draw(self) -> None:
        self.first.draw()
        self.second.draw()
