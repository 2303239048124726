"""The Pai Gow table in words, for screen readers: the bankroll, the deal, your hands or the results."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.core.money import format_cents as money
from paigow_desktop.ui.games.paigow.table_controller import Stage, TableController
from paigow_desktop.ui.names import listed, tile_name

__all__ = ["table_words"]


def table_words(c: TableController, *, quiz: bool = False) -> str:
    """What a screen reader says about the table now; with ``quiz``, no word on the setting's worth."""
    parts = [QCoreApplication.translate("TableWords", "Bankroll {0}.").format(money(c.shown_bankroll))]
    if c.seed is not None:
        parts.append(QCoreApplication.translate("TableWords", "Deal {0}.").format(c.seed))
    if c.stage is Stage.SETTING:
        low, high = c.scene.player_hands()
        if c.scene.hands_swapped:  # said as they will play, as the felt titles them
            low, high = high, low
        for label, tiles in (
            (QCoreApplication.translate("TableWords", "Low hand"), low),
            (QCoreApplication.translate("TableWords", "High hand"), high),
        ):
            names = listed(f"{t} {tile_name(t.name)}" for t in tiles) or QCoreApplication.translate(
                "TableWords", "empty"
            )
            parts.append(QCoreApplication.translate("TableWords", "{0}: {1}.").format(label, names))
        if not quiz:
            parts.append(c.preview().standing)
        parts.append(
            QCoreApplication.translate(
                "TableWords", "Keys 1 to 4 pick a tile, Space moves it, Enter confirms, H sets the house way."
            )
        )
    elif c.stage is Stage.BETTING and c.game is not None and c.game.settlement is not None:
        for plate in c.scene.plates:
            if plate.result:
                parts.append(
                    QCoreApplication.translate("TableWords", "{0}: {1}.").format(plate.title, plate.result)
                )
        parts.append(QCoreApplication.translate("TableWords", "F2 deals the next round."))
    else:
        parts.append(
            QCoreApplication.translate("TableWords", "F2 deals a round.")
            if c.stage is Stage.BETTING
            else QCoreApplication.translate("TableWords", "Dealing; Escape skips.")
        )
    return " ".join(parts)
