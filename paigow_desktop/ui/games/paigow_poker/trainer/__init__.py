"""Pai Gow Poker's trainer: the trainer window (calculator, drill, quizzes, what the numbers show)
and the advisor a table can use to judge a setting off the GUI thread.

The table uses the advisor from its first hand; the trainer window (and its pages) loads when it
is first opened: each name below is imported when first asked for.
"""

from typing import TYPE_CHECKING

from paigow_desktop.core.lazy import lazy_face

if TYPE_CHECKING:  # the names for the type checker; at run time each loads when first asked for
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

__getattr__, __dir__ = lazy_face(
    globals(),
    {
        "PokerAdviceLine": "paigow_desktop.ui.games.paigow_poker.trainer.advisor",
        "PokerAdvisor": "paigow_desktop.ui.games.paigow_poker.trainer.advisor",
        "PokerVerdict": "paigow_desktop.ui.games.paigow_poker.trainer.advisor",
        "judge_cards": "paigow_desktop.ui.games.paigow_poker.trainer.advisor",
        "reason_text": "paigow_desktop.ui.games.paigow_poker.trainer.common",
        "PokerTrainerWindow": "paigow_desktop.ui.games.paigow_poker.trainer.window",
    },
)
