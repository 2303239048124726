"""A round played out when the player left in its middle, told at the next start.

Leaving mid-round plays the round out by the house way, as a casino does for a player who walks
away (Pai Gow Tiles and Pai Gow Poker); the window keeps the round's number in its settings and,
at the next start, says how it went: the bankroll had changed without a word.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.core.money import format_cents
from paigow_desktop.storage import Store
from paigow_desktop.ui.names import signed_money

__all__ = ["played_out_words"]


def played_out_words(store: Store, game: str, round_id: int) -> str:
    """The status line's words on round ``round_id`` of ``game``, played out as the player left:
    "" when it is not among the game's last rounds or was never settled."""
    row = next((r for r in store.rounds(20, game=game) if r.id == round_id), None)
    if row is None or row.state != "settled" or row.net_cents is None:
        return ""  # not found, or refunded (its result could not be kept as the player left)
    return QCoreApplication.translate(
        "MainWindow", "When you left, deal #{0} was played out by the house way: net {1}."
    ).format(row.seed, signed_money(row.net_cents, format_cents))
