"""The Quiz page: tile names, which pair ranks higher and which hand wins, one kind or mixed."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.paigow.trainer import (
    Quiz,
    QuizKind,
    name_the_tile,
    which_hand_wins,
    which_pair_ranks_higher,
)
from paigow_desktop.ui.art import TILE_ASPECT
from paigow_desktop.ui.games.paigow.trainer.common import (
    _ANSWERED,
    _ERROR_COLOUR,
    QUIZ_TILE,
    TrainerHost,
    _shortcut,
    tile_pixmap,
)
from paigow_desktop.ui.games.paigow.trainer_panel import GOOD
from paigow_desktop.ui.names import say

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


class QuizPage(QWidget):
    """Multiple-choice questions about tiles, pairs and hands, with a running score."""

    # Long: builds the quiz's widgets and layout, a declarative list read top to bottom
    def __init__(self, owner: TrainerHost) -> None:
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
        self.tile_holder.setMinimumHeight(round(QUIZ_TILE * TILE_ASPECT) + 40)
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
