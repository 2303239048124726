"""The Pai Gow Poker trainer window: Calculator, Drill, Quizzes and What the numbers show.

- **Calculator**: any seven cards and every setting's exact counts (see :mod:`.calculator`).
- **Drill**: hands players often set wrong, by spaced repetition; with a store, every answer is
  kept (game ``paigow_poker``, mode ``drill``) with the drill's state in the same transaction,
  and the drill is loaded when the window opens and saved when it closes.
- **Quizzes**: which hand is higher, foul or not, the house way (answers kept, mode ``quiz``).
- **What the numbers show**: sample hands the app works out, and what they say.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSize
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget

from paigow_desktop.core.leitner import Leitner
from paigow_desktop.storage import Store
from paigow_desktop.ui.games.paigow_poker.trainer.calculator import CalculatorPage
from paigow_desktop.ui.games.paigow_poker.trainer.common import GAME_KEY, Answer
from paigow_desktop.ui.games.paigow_poker.trainer.drill_page import DrillPage
from paigow_desktop.ui.games.paigow_poker.trainer.numbers_page import NumbersPage
from paigow_desktop.ui.games.paigow_poker.trainer.quiz_page import QuizPage
from paigow_desktop.ui.games.trainer_window import TrainerWindowBase
from paigow_desktop.ui.qt_art import SceneArtwork


class PokerTrainerWindow(TrainerWindowBase):
    """The Pai Gow Poker trainer; see the module's documentation.

    ``store`` (optional) keeps the answers and the drill; ``artwork`` draws the cards; ``rng``
    deals the drill's and the quizzes' hands (seeded: a session replays).
    """

    GAME_KEY = GAME_KEY
    TABS = ("calculator", "drill", "quizzes", "numbers")
    WANTED = QSize(1100, 780)
    drill: Leitner

    def __init__(
        self,
        store: Store | None,
        artwork: SceneArtwork,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Pai Gow Poker Trainer"), "paigow-poker-trainer-window", store, parent)
        self.artwork = artwork
        self.rng = rng or random.Random()
        self.drill = self.load_drill(Leitner, Leitner.from_json)
        self.calculator_page = CalculatorPage(self)
        self.drill_page = DrillPage(self)
        self.quiz_page = QuizPage(self)
        self.numbers_page = NumbersPage(self)
        self.add_pages(
            (
                (self.calculator_page, self.tr("&Calculator")),
                (self.drill_page, self.tr("&Drill")),
                (self.quiz_page, self.tr("&Quizzes")),
                (self.numbers_page, self.tr("What the &numbers show")),
            )
        )
        self.drill_page.ask()
        self.quiz_page.ask()

    def record_answer(self, answer: Answer) -> None:
        """Keep one answer in the store; a drill answer with the drill's new state."""
        self.store_answer(
            answer.mode,
            answer.shown,
            answer.chosen,
            answer.best,
            correct=answer.correct,
            category=answer.category,
            given_up_per_100=float(answer.given_up * 100),
            drill_state=self.drill.to_json() if answer.mode == "drill" else None,
        )

    def refresh_artwork(self) -> None:
        """Draw every card again: call after ``artwork.set_theme``."""
        for page in (self.calculator_page, self.drill_page, self.quiz_page, self.numbers_page):
            page.draw()

    def tab_shown(self, page: QWidget) -> None:
        if page is self.numbers_page:
            self.numbers_page.start()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.calculator_page.background.cancel()
        self.numbers_page.background.cancel()
        self.drill_page.advisor.cancel()
        super().closeEvent(event)
