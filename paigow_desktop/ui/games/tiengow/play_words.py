"""What the Tien Gow table says of a play: a move in the table's log, and what it brought about
(an early death, payments at once, a trick won), in the interface's language.

A part of :class:`~.controller.TienGowController` (its base): the words keep the controller's
translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.tiengow import money as tg_money
from paigow_desktop.games.tiengow.table import Turn
from paigow_desktop.games.tiengow.view import Move

__all__ = ["PlayWords"]


#: Qt's translation, under a name lupdate reads too: the words keep the controller's context.
translate = QCoreApplication.translate


class PlayWords:
    """The words of plays, for the controller (which provides ``me`` and ``short_name``)."""

    me: int

    def short_name(self, seat: int) -> str:
        raise NotImplementedError

    def _outcome_words(self, turn: Turn) -> list[str]:
        """What a play brought about, in sentences: an early death, payments at once, a trick won
        (the last trick's words are the end of the hand's)."""
        words: list[str] = []
        seat, early, outcome = turn.seat, turn.early_death, turn
        if early and seat == self.me:
            words.append(
                translate("TienGowController", "Early death: you had no column and played face down.")
            )
        elif early:
            words.append(
                translate("TienGowController", "Early death: {0} had no column and played face down.").format(
                    self.short_name(seat)
                )
            )
        trick = outcome.trick
        for reason in sorted({p.reason for p in outcome.payments}):
            assert trick is not None
            winner = self.short_name(trick.winner)
            mine = trick.winner == self.me
            if reason == tg_money.GEE_JOON:
                gee_joon = translate("TienGowController", "Gee Joon! You collect from everyone.")
                words.append(
                    gee_joon
                    if mine
                    else translate("TienGowController", "Gee Joon! {0} collects from everyone.").format(
                        winner
                    )
                )
            elif reason == tg_money.QUARTET:
                quartet = translate("TienGowController", "A quartet! You collect from everyone.")
                words.append(
                    quartet
                    if mine
                    else translate("TienGowController", "A quartet! {0} collects from everyone.").format(
                        winner
                    )
                )
        if trick is not None and not outcome.hand_over:
            words.append(self._trick_words(trick.winner, trick.columns))
        return words

    def _trick_words(self, winner: int, columns: int) -> str:
        """Who won the trick, and its columns."""
        if winner == self.me:
            if columns == 1:
                return translate("TienGowController", "You win the trick: 1 column.")
            return translate("TienGowController", "You win the trick: {0} columns.").format(columns)
        name = self.short_name(winner)
        if columns == 1:
            return translate("TienGowController", "{0} wins the trick: 1 column.").format(name)
        return translate("TienGowController", "{0} wins the trick: {1} columns.").format(name, columns)

    def _play_words(self, seat: int, move: Move, *, lead: bool) -> str:
        """A move in the table's log: yours said to you, the others' by name."""
        tiles = " ".join(str(t) for t in move.tiles)
        count = len(move.tiles)
        if seat == self.me:
            if not move.face_up:
                return (
                    translate("TienGowController", "You put 1 tile face down.")
                    if count == 1
                    else QCoreApplication.translate(
                        "TienGowController", "You put {0} tiles face down."
                    ).format(count)
                )
            return (
                translate("TienGowController", "You lead {0}.")
                if lead
                else translate("TienGowController", "You beat with {0}.")
            ).format(tiles)
        name = self.short_name(seat)
        if not move.face_up:
            if count == 1:
                return translate("TienGowController", "{0} puts 1 tile face down.").format(name)
            return translate("TienGowController", "{0} puts {1} tiles face down.").format(name, count)
        if lead:
            return translate("TienGowController", "{0} leads {1}.").format(name, tiles)
        return translate("TienGowController", "{0} beats with {1}.").format(name, tiles)
