"""The trainer: judging a player's setting, hand categories, a spaced-repetition drill,
knowledge quizzes and hints.

Judging (:mod:`.judge`), the drill and its categories (:mod:`.drill`) and the quizzes
(:mod:`.quiz`) are pure Python on the exact counts of :mod:`..strategy`.
"""

from paigow_desktop.core.leitner import INTERVALS, MAX_BOX, RETIRE_AFTER, TOP_BOX
from paigow_desktop.games.paigow.trainer.drill import (
    DEAL_TRIES,
    DRILL_VERSION,
    Card,
    Category,
    CategoryStats,
    Drill,
    DrillResult,
    card_key,
    categorize,
    tiles_of_key,
)
from paigow_desktop.games.paigow.trainer.judge import (
    HAND_CHOICES,
    MISTAKE_PER_100,
    Verdict,
    describe,
    hint,
    judge,
    judge_analysis,
    pair_words,
)
from paigow_desktop.games.paigow.trainer.quiz import (
    Quiz,
    QuizKind,
    hand_words,
    name_the_tile,
    which_hand_wins,
    which_pair_ranks_higher,
)

__all__ = [
    "DEAL_TRIES",
    "DRILL_VERSION",
    "HAND_CHOICES",
    "INTERVALS",
    "MAX_BOX",
    "MISTAKE_PER_100",
    "RETIRE_AFTER",
    "TOP_BOX",
    "Card",
    "Category",
    "CategoryStats",
    "Drill",
    "DrillResult",
    "Quiz",
    "QuizKind",
    "Verdict",
    "card_key",
    "categorize",
    "describe",
    "hand_words",
    "hint",
    "judge",
    "judge_analysis",
    "name_the_tile",
    "pair_words",
    "tiles_of_key",
    "which_hand_wins",
    "which_pair_ranks_higher",
]
