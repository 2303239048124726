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
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTabWidget, QWidget

from paigow_desktop.core.leitner import Leitner
from paigow_desktop.storage import StorageError, Store
from paigow_desktop.ui.games.paigow_poker.trainer.calculator import CalculatorPage
from paigow_desktop.ui.games.paigow_poker.trainer.common import GAME_KEY, Answer
from paigow_desktop.ui.games.paigow_poker.trainer.drill_page import DrillPage
from paigow_desktop.ui.games.paigow_poker.trainer.numbers_page import NumbersPage
from paigow_desktop.ui.games.paigow_poker.trainer.quiz_page import QuizPage
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.qt_art import SceneArtwork


class PokerTrainerWindow(QMainWindow):
    """The Pai Gow Poker trainer; see the module's documentation.

    ``store`` (optional) keeps the answers and the drill; ``artwork`` draws the cards; ``rng``
    deals the drill's and the quizzes' hands (seeded: a session replays).
    """

    TABS = ("calculator", "drill", "quizzes", "numbers")

    def __init__(
        self,
        store: Store | None,
        artwork: SceneArtwork,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.artwork = artwork
        self.rng = rng or random.Random()
        self.setWindowTitle(self.tr("Pai Gow Poker Trainer"))
        self.setObjectName("paigow-poker-trainer-window")
        self.drill = self._load_drill()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.calculator_page = CalculatorPage(self)
        self.drill_page = DrillPage(self)
        self.quiz_page = QuizPage(self)
        self.numbers_page = NumbersPage(self)
        self.tabs.addTab(self.calculator_page, self.tr("&Calculator"))
        self.tabs.addTab(self.drill_page, self.tr("&Drill"))
        self.tabs.addTab(self.quiz_page, self.tr("&Quizzes"))
        self.tabs.addTab(self.numbers_page, self.tr("What the &numbers show"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        close = QAction(self.tr("Close"), self)
        close.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        close.triggered.connect(self.close)
        self.addAction(close)
        self.drill_page.ask()
        self.quiz_page.ask()
        self.resize(self.sizeHint())

    def _load_drill(self) -> Leitner:
        if self.store is None:
            return Leitner()
        try:
            text = self.store.load_drill(GAME_KEY)
            return Leitner() if text is None else Leitner.from_json(text)
        except StorageError as error:
            self._warn(self.tr("{0} A new drill was started.").format(say_error(error)))
        except ValueError as error:
            self._warn(
                self.tr("The saved drill could not be read ({0}); a new one was started.").format(error)
            )
        return Leitner()

    def _warn(self, message: str) -> None:
        self.statusBar().showMessage(message, 15_000)

    def record_answer(self, answer: Answer) -> None:
        """Keep one answer in the store; a drill answer with the drill's new state."""
        if self.store is None:
            return
        try:
            self.store.record_answer(
                GAME_KEY,
                answer.mode,
                answer.shown,
                answer.chosen,
                answer.best,
                correct=answer.correct,
                category=answer.category,
                given_up_per_100=float(answer.given_up * 100),
                drill_state=self.drill.to_json() if answer.mode == "drill" else None,
            )
        except StorageError as error:
            self._warn(self.tr("The answer could not be saved: {0}").format(say_error(error)))

    def save_drill(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save_drill(GAME_KEY, self.drill.to_json())
        except StorageError as error:
            self._warn(self.tr("The drill could not be saved: {0}").format(say_error(error)))

    def show_tab(self, name: str) -> None:
        """Bring one tab forward: ``calculator``, ``drill``, ``quizzes`` or ``numbers``."""
        self.tabs.setCurrentIndex(self.TABS.index(name))

    def refresh_artwork(self) -> None:
        """Draw every card again: call after ``artwork.set_theme``."""
        for page in (self.calculator_page, self.drill_page, self.quiz_page, self.numbers_page):
            page.draw()

    def _tab_changed(self, index: int) -> None:
        page = self.tabs.widget(index)
        if page is self.numbers_page:
            self.numbers_page.start()
        if page is not None:
            page.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_drill()
        self.calculator_page.background.cancel()
        self.numbers_page.background.cancel()
        self.drill_page.advisor.cancel()
        super().closeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1100, 780)
