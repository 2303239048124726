"""The trainer window: a spaced-repetition drill, figures by category, quizzes, progress and a calculator.

Five tabs (a module each, beside this one) share one
:class:`~paigow_desktop.games.paigow.trainer.Drill`, one random generator and one
:class:`~paigow_desktop.storage.Store`:

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
  :func:`~paigow_desktop.games.paigow.strategy.analyze`, as ``paigow-desktop analyze``
  prints them.

Everything is computed on the GUI thread: an analysis takes well under a millisecond.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from paigow_desktop.games.paigow.card_grade import grading_card
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.trainer import (
    Category,
    Drill,
    DrillResult,
    Quiz,
    Verdict,
    tiles_of_key,
)
from paigow_desktop.storage import Settings, StorageError, Store
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.trainer.calculator import CalculatorPage
from paigow_desktop.ui.games.paigow.trainer.categories import CategoriesPage
from paigow_desktop.ui.games.paigow.trainer.common import _scrolling
from paigow_desktop.ui.games.paigow.trainer.drill import DrillPage
from paigow_desktop.ui.games.paigow.trainer.progress import ProgressPage
from paigow_desktop.ui.games.paigow.trainer.quiz import QuizPage
from paigow_desktop.ui.games.paigow.trainer_panel import TrainerPanel
from paigow_desktop.ui.games.paigow.verdict import record_verdict
from paigow_desktop.ui.games.trainer_window import TrainerWindowBase
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.rules_window import HelpWindow

#: The table's latest answers the drill takes in when it opens (a first drill takes the hands
#: set weakly among the player's last this many table answers).
TABLE_ANSWERS_TAKEN = 500


class TrainerWindow(TrainerWindowBase):
    """The trainer: drill, categories, quiz, progress and calculator tabs (see the module's documentation).

    ``store`` keeps every answer and the drill's state (loaded at open, saved after
    each answer); ``settings`` gives the commission; ``rng`` deals the drill's hands
    and the quiz's questions, so a seeded generator replays a session.
    """

    GAME_KEY = GAME.key
    TABS = ("drill", "categories", "quiz", "progress", "calculator")
    #: The size the window asks for at its first showing, inside the screen's free area.
    WANTED = QSize(980, 860)
    store: Store
    drill: Drill

    def __init__(
        self,
        store: Store,
        artwork: SceneArtwork,
        settings: Settings,
        rng: random.Random,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Pai Gow Tiles Trainer"), "trainer-window", store, parent)
        self.artwork = artwork
        self.settings = settings
        self.rng = rng
        self.drill = self.load_drill(Drill, Drill.from_json)
        self.take_table_misses()
        self.drill_page = DrillPage(self)
        self.categories_page = CategoriesPage(self)
        self.quiz_page = QuizPage(self)
        self.progress_page = ProgressPage(self)
        self.calculator_page = CalculatorPage(self)
        self.add_pages(
            (
                (self.drill_page, self.tr("&Drill")),
                (self.categories_page, self.tr("C&ategories")),
                (self.quiz_page, self.tr("&Quiz")),
                (self.progress_page, self.tr("&Progress")),
                (self.calculator_page, self.tr("Ca&lculator")),
            ),
            _scrolling,
        )
        self.help_action = QAction(self.tr("Help"), self)
        self.help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_action.triggered.connect(self.show_help)
        self.addAction(self.help_action)
        self.add_corner_action(self.help_action)
        self.help_window: HelpWindow | None = None
        self.drill_page.deal()  # the quiz asks its first question when its tab is first shown
        self.progress_page.refresh()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    # ---- the drill and the store

    def take_table_misses(self) -> None:
        """The hands set weakly at the table since the drill last looked go into it, due next
        (the drill drills what a player keeps getting wrong, wherever)."""
        if self.store is None:
            return
        seen = self.drill.table_seen
        try:
            answers = self.store.answers(
                1 if seen is None else TABLE_ANSWERS_TAKEN, game=self.GAME_KEY, mode="table", after_id=seen
            )
        except StorageError as error:  # the drill opens all the same
            self.warn(say_error(error))
            return
        if answers or seen is None:
            self.drill.take_table_answers((a.id, tiles_of_key(a.tiles), a.correct) for a in answers)
            self.save_drill()

    def record_setting(self, tiles: Sequence[Tile], verdict: Verdict, *, assisted: bool) -> DrillResult:
        """Put a drill answer in the drill and, with the drill's new state, in the store."""
        result = self.drill.record(tiles, verdict, assisted=assisted)
        with self.keeping_answers():
            record_verdict(
                self.store,
                "drill",
                verdict,
                result.category,
                assisted=assisted,
                drill_state=self.drill.to_json(),
            )
        return result

    def record_quiz(self, quiz: Quiz, choice: str, right: bool) -> None:
        self.store_answer(
            "quiz",
            " ".join(map(str, quiz.tiles)),
            choice,
            quiz.answer,
            category=quiz.kind.value,
            given_up_per_100=0.0,
            correct=right,
        )

    def answered_changed(self) -> None:
        """After an answer (in the drill, or at the table): the tabs' figures follow."""
        self.categories_page.refresh()
        self.progress_page.refresh()
        self.drill_page.refresh_figures()

    def showEvent(self, event: QShowEvent) -> None:
        if self.drill_page.tiles:  # shown again: the table's answers meanwhile count
            self.answered_changed()
        super().showEvent(event)

    # ---- tabs and settings

    def show_help(self) -> None:
        """F1: how the drill, categories, quiz, progress and calculator work."""
        if self.help_window is None:
            self.help_window = HelpWindow("trainer", self.tr("Trainer — Help"), self)
        self.help_window.show()
        self.help_window.raise_()

    def drill_category(self, category: Category | None) -> None:
        """Drill one category (None: all hands) and switch to the drill."""
        self.drill_page.set_category(category)
        self.show_tab("drill")

    def set_settings(self, settings: Settings) -> None:
        """New settings (the commission): the calculator follows at once, the drill from its next answer."""
        self.settings = settings
        self.calculator_page.recompute()
        o = options_of(settings)
        self.drill_page.set_card(
            grading_card(o.trainer_card_length, standalone=o.trainer_card_standalone, bank=False)
        )

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

    def tab_shown(self, page: QWidget) -> None:
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
