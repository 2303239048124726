"""The Tien Gow trainer: its window (a drill and the lead odds) and the table's trick advisor.

The table uses the advisor from its first hand; the trainer window (and its pages) loads when it
is first opened: each name below is imported when first asked for.
"""

from typing import TYPE_CHECKING

from paigow_desktop.core.lazy import lazy_face

if TYPE_CHECKING:  # the names for the type checker; at run time each loads when first asked for
    from paigow_desktop.ui.games.tiengow.trainer.advisor import (
        AdviceLine,
        TrickAdvisor,
        move_words,
        reason_text,
    )
    from paigow_desktop.ui.games.tiengow.trainer.window import TienGowTrainerWindow

__all__ = ["AdviceLine", "TienGowTrainerWindow", "TrickAdvisor", "move_words", "reason_text"]

__getattr__, __dir__ = lazy_face(
    globals(),
    {
        "AdviceLine": "paigow_desktop.ui.games.tiengow.trainer.advisor",
        "TrickAdvisor": "paigow_desktop.ui.games.tiengow.trainer.advisor",
        "move_words": "paigow_desktop.ui.games.tiengow.trainer.advisor",
        "reason_text": "paigow_desktop.ui.games.tiengow.trainer.advisor",
        "TienGowTrainerWindow": "paigow_desktop.ui.games.tiengow.trainer.window",
    },
)
