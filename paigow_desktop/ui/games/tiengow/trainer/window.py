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
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QWidget

from paigow_desktop.core.leitner import LeitnerResult
from paigow_desktop.games.tiengow.drill import Drill, Question
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.storage import Store
from paigow_desktop.ui.games.tiengow.trainer.drill_page import DrillPage
from paigow_desktop.ui.games.tiengow.trainer.lead_odds import LeadOddsPage
from paigow_desktop.ui.games.trainer_window import TrainerWindowBase
from paigow_desktop.ui.qt_art import SceneArtwork

#: The game's key in the store.
GAME_KEY = "tiengow"


class TienGowTrainerWindow(TrainerWindowBase):
    """The Tien Gow trainer; see the module's documentation.

    ``rng`` draws the drill's fresh questions and the random deals (seeded: a session replays);
    ``store`` (optional) keeps the answers and the drill; ``rules`` say which sets are legal.
    """

    GAME_KEY = GAME_KEY
    TABS = ("drill", "lead-odds")
    WANTED = QSize(1000, 760)
    drill: Drill

    def __init__(
        self,
        artwork: SceneArtwork,
        rng: random.Random,
        store: Store | None = None,
        rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Tien Gow Trainer"), "tiengow-trainer-window", store, parent)
        self.artwork = artwork
        self.rng = rng
        self.rules = rules or Rules()
        self.drill = self.load_drill(
            lambda: Drill(self.rules), lambda text: Drill.from_json(text, self.rules)
        )
        self.drill_page = DrillPage(self)
        self.lead_odds_page = LeadOddsPage(self)
        self.add_pages(((self.drill_page, self.tr("&Drill")), (self.lead_odds_page, self.tr("Lead &odds"))))
        self.drill_page.ask()
        self.lead_odds_page.set_hand(())

    def record_answer(self, question: Question, choice: str) -> LeitnerResult:
        """Put a drill answer in the drill and, with the drill's new state, in the store."""
        result = self.drill.record(question, choice)
        shown = " | ".join(" ".join(str(t) for t in g.tiles) for g in question.groups)
        self.store_answer(
            "drill",
            shown or question.key,
            choice,
            question.answer,
            correct=result.correct,
            category=question.kind.value,
            drill_state=self.drill.to_json(),
        )
        return result

    def show_position(self, view: SeatView) -> None:
        """The lead odds of the hand under way at the table (``view``: your seat's)."""
        self.show_tab("lead-odds")
        self.lead_odds_page.set_position(view)

    def refresh_artwork(self) -> None:
        """Draw every tile again: call after ``artwork.set_theme``."""
        self.drill_page.draw_tiles()
        self.lead_odds_page.draw_tiles()
        self.lead_odds_page.set_hand(self.lead_odds_page.tiles)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.lead_odds_page.background.cancel()
        super().closeEvent(event)
