"""Pai Gow's trainer window and its pages: drill, categories, quiz, progress and calculator."""

from paigow_desktop.ui.games.paigow.trainer.calculator import CalculatorPage
from paigow_desktop.ui.games.paigow.trainer.categories import CategoriesPage
from paigow_desktop.ui.games.paigow.trainer.common import tile_pixmap
from paigow_desktop.ui.games.paigow.trainer.drill import DrillPage
from paigow_desktop.ui.games.paigow.trainer.progress import ProgressPage
from paigow_desktop.ui.games.paigow.trainer.quiz import QuizPage
from paigow_desktop.ui.games.paigow.trainer.window import TrainerWindow

__all__ = [
    "CalculatorPage",
    "CategoriesPage",
    "DrillPage",
    "ProgressPage",
    "QuizPage",
    "TrainerWindow",
    "tile_pixmap",
]
