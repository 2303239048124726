"""The Tien Gow trainer: its window (a drill and the lead odds) and the table's trick advisor."""

from paigow_desktop.ui.games.tiengow.trainer.advisor import AdviceLine, TrickAdvisor, move_words, reason_text
from paigow_desktop.ui.games.tiengow.trainer.window import TienGowTrainerWindow

__all__ = ["AdviceLine", "TienGowTrainerWindow", "TrickAdvisor", "move_words", "reason_text"]
