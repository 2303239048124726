"""The Tien Gow trainer window: a Drill tab and a Lead odds tab.

- **Drill**: the four kinds of question of :mod:`paigow_desktop.games.tiengow.drill`, mixed by
  spaced repetition (or one kind); keys 1-5 answer, Enter or N asks the next.  With a store,
  every answer is kept (game ``tiengow``, mode ``drill``) with the drill's state in the same
  transaction, and the drill is loaded when the window opens and saved when it closes.
- **Lead odds**: a hand of up to eight tiles, every lead's exact chance of being beaten, whether
  it is unbeatable in your own eyes, its sampled value and the sets the unseen tiles can form,
  worked out in a worker thread.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QTabWidget, QWidget

from paigow_desktop.core.leitner import LeitnerResult
from paigow_desktop.games.tiengow.drill import Drill, Question
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.storage import StorageError, Store
from paigow_desktop.ui.games.tiengow.trainer.drill_page import DrillPage
from paigow_desktop.ui.games.tiengow.trainer.lead_odds import LeadOddsPage
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.qt_art import SceneArtwork

#: The game's key in the store.
GAME_KEY = "tiengow"


class TienGowTrainerWindow(QMainWindow):
    """The Tien Gow trainer; see the module's documentation.

    ``rng`` draws the drill's fresh questions and the random deals (seeded: a session replays);
    ``store`` (optional) keeps the answers and the drill; ``rules`` say which sets are legal.
    """

    TABS = ("drill", "lead-odds")

    def __init__(
        self,
        artwork: SceneArtwork,
        rng: random.Random,
        store: Store | None = None,
        rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.artwork = artwork
        self.rng = rng
        self.store = store
        self.rules = rules or Rules()
        self.setWindowTitle(self.tr("Tien Gow Trainer"))
        self.setObjectName("tiengow-trainer-window")
        self.drill = self._load_drill()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.drill_page = DrillPage(self)
        self.lead_odds_page = LeadOddsPage(self)
        self.tabs.addTab(self.drill_page, self.tr("&Drill"))
        self.tabs.addTab(self.lead_odds_page, self.tr("Lead &odds"))
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        close = QAction(self.tr("Close"), self)
        close.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        close.triggered.connect(self.close)
        self.addAction(close)
        self.drill_page.ask()
        self.lead_odds_page.set_hand(())
        self.resize(self.sizeHint())

    def _load_drill(self) -> Drill:
        if self.store is None:
            return Drill(self.rules)
        try:
            text = self.store.load_drill(GAME_KEY)
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("{0} A new drill was started.").format(say_error(error)), 15_000
            )
            return Drill(self.rules)
        if text is None:
            return Drill(self.rules)
        try:
            return Drill.from_json(text, self.rules)
        except ValueError as error:
            self.statusBar().showMessage(
                self.tr("The saved drill could not be read ({0}); a new one was started.").format(error),
                15_000,
            )
            return Drill(self.rules)

    def record_answer(self, question: Question, choice: str) -> LeitnerResult:
        """Put a drill answer in the drill and, with the drill's new state, in the store."""
        result = self.drill.record(question, choice)
        if self.store is not None:
            shown = " | ".join(" ".join(str(t) for t in g.tiles) for g in question.groups)
            try:
                self.store.record_answer(
                    GAME_KEY,
                    "drill",
                    shown or question.key,
                    choice,
                    question.answer,
                    correct=result.correct,
                    category=question.kind.value,
                    drill_state=self.drill.to_json(),
                )
            except StorageError as error:
                self.statusBar().showMessage(
                    self.tr("The answer could not be saved: {0}").format(say_error(error)), 10_000
                )
        return result

    def save_drill(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save_drill(GAME_KEY, self.drill.to_json())
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("The drill could not be saved: {0}").format(say_error(error)), 10_000
            )

    def show_tab(self, name: str) -> None:
        """Bring one tab forward: ``drill`` or ``lead-odds``."""
        self.tabs.setCurrentIndex(self.TABS.index(name))

    def refresh_artwork(self) -> None:
        """Draw every tile again: call after ``artwork.set_theme``."""
        self.drill_page.draw_tiles()
        self.lead_odds_page.draw_tiles()
        self.lead_odds_page.set_hand(self.lead_odds_page.tiles)

    def _tab_changed(self, index: int) -> None:
        page = self.tabs.widget(index)
        if page is not None:
            page.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_drill()
        self.lead_odds_page.background.cancel()
        super().closeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1000, 760)
