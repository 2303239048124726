"""Pai Gow Tiles' welcome, in its words: how a round goes, the keys, where the trainer is (the
window shell shows it, :mod:`paigow_desktop.ui.welcome`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.ui.names import app_title


def welcome_text() -> str:
    """The welcome's words, as rich text in the interface's language."""
    return "".join(
        (
            "<h3>{}</h3>".format(QCoreApplication.translate("Welcome", "Welcome to {0}").format(app_title())),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "Welcome",
                    "<b>A round.</b> Choose your bet (the chip buttons add to it) and press "
                    "<b>New round</b> (F2). The dealer washes the tiles, builds the woodpile and "
                    "rolls three dice to say who is dealt first. Set your four tiles as a low hand "
                    "and a high hand: drag them, or press 1–4 and Space. Press <b>Confirm setting</b> "
                    "(Enter); the high hand may not be lower than the low hand.",
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "Welcome",
                    "<b>Who wins.</b> Both your hands beat the banker's: you win, less the "
                    "commission. Both lose: you lose. One each: a push, your bet comes back. A copy "
                    "(the same hand on both sides) goes to the banker. <b>Set by the house way</b> (H) "
                    "sets your tiles as the dealer would.",
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "Welcome",
                    "<b>Learning.</b> The trainer (Ctrl+T) shows the exact value of every way to "
                    "set your hand and says at once when a setting is weak; Trainer › Drill, quizzes "
                    "and progress practises the hands you get wrong, at the table too, and Trainer › "
                    "Strategy card gives a short strategy to remember.",
                )
            ),
            "<p>{}</p>".format(
                QCoreApplication.translate(
                    "Welcome",
                    "<b>Keys.</b> 1–4 pick a tile, Space moves it, Enter confirms, H house way, "
                    "Ctrl+Z undo, Esc or a click on the felt skips the animation, F2 new round, "
                    "F1 the rules. This page is under Help › Welcome.",
                )
            ),
        )
    )
