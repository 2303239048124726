"""Pai Gow Poker's trainer: the trainer window (calculator, drill, quizzes, what the numbers show)
and the advisor a table can use to judge a setting off the GUI thread."""

from paigow_desktop.ui.games.paigow_poker.trainer.advisor import (
    PokerAdviceLine,
    PokerAdvisor,
    PokerVerdict,
    judge_cards,
)
from paigow_desktop.ui.games.paigow_poker.trainer.common import reason_text
from paigow_desktop.ui.games.paigow_poker.trainer.window import PokerTrainerWindow

__all__ = [
    "PokerAdviceLine",
    "PokerAdvisor",
    "PokerTrainerWindow",
    "PokerVerdict",
    "judge_cards",
    "reason_text",
]
