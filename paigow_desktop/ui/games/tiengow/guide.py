"""The guided first hand: what to do at each step of a Tien Gow hand, in words, from what the
table shows (the stage, your seat's view).  The window shows it in its panel while Trainer ›
*Guided hand* is on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.tiengow.view import SeatView

__all__ = ["guide_words"]


def _tiles(count: int) -> str:
    return (
        QCoreApplication.translate("TienGowGuide", "1 tile")
        if count == 1
        else QCoreApplication.translate("TienGowGuide", "{0} tiles").format(count)
    )


def _columns(count: int) -> str:
    return (
        QCoreApplication.translate("TienGowGuide", "1 column")
        if count == 1
        else QCoreApplication.translate("TienGowGuide", "{0} columns").format(count)
    )


# Long: one sentence per step of a hand, a table read top to bottom
def guide_words(stage: str, view: SeatView | None, player: str = "") -> str:
    """What to do now.  ``stage`` is the table's stage by name ("idle", "dealing", "your turn",
    "thinking", "over"), ``view`` your seat's view (None before the first hand), ``player``
    the computer player now playing."""
    if stage == "idle" or view is None:
        return QCoreApplication.translate(
            "TienGowGuide",
            "Step 1: press New hand (F2). Each seat gets eight tiles; the banker leads the first "
            "trick, and whoever takes a trick leads the next.",
        )
    if stage == "dealing":
        return QCoreApplication.translate(
            "TienGowGuide", "The tiles are washed, built into the woodpile and dealt: eight to each seat."
        )
    if stage == "over":
        return QCoreApplication.translate(
            "TienGowGuide",
            "The hand is over. Whoever took the last trick wins it: each other seat pays four "
            "points less its columns (five with none), doubled with the banker. Settlement… shows "
            "who paid whom; New hand (F2) deals the next.",
        )
    columns = QCoreApplication.translate(
        "TienGowGuide", "You have {0}; par is four, and with none at the end you pay five."
    ).format(_columns(view.columns[view.seat]))
    if stage == "thinking":
        return QCoreApplication.translate(
            "TienGowGuide",
            "{0} is playing. In the middle of the table the highest set so far is the one to beat; "
            "it takes the trick.",
        ).format(player)
    if view.leading:
        return " ".join(
            (
                QCoreApplication.translate(
                    "TienGowGuide",
                    "Your lead: pick a single tile, a pair or a set (the list shows every one you may "
                    "lead) and press Enter. A set nothing unseen can beat is best kept for a trick "
                    "that counts; a weak single gives the lead away cheaply.",
                ),
                columns,
            )
        )
    size = view.trick_size or 1
    high = view.current.high if view.current is not None else None
    situation = view.situation()
    if situation.early_death:
        return QCoreApplication.translate(
            "TienGowGuide",
            "Early death: you have no column yet, so your last tile must go face down. Press Enter.",
        )
    beats = view.beating_sets()
    if beats:
        said = QCoreApplication.translate(
            "TienGowGuide",
            "The trick is {0}; the set to beat is {1}. Beat it with a higher set of the same kind "
            "(the list shows them): pick it and press Enter. Or keep your strength: pick {0} you "
            "can spare and press D to put them face down.",
        ).format(_tiles(size), high)
    else:
        said = QCoreApplication.translate(
            "TienGowGuide",
            "You cannot beat {1}: a set beats only a lower set of its own kind. Pick {0} you can "
            "spare, your weakest, and press D (Enter puts them face down).",
        ).format(_tiles(size), high)
    return " ".join((said, columns))
