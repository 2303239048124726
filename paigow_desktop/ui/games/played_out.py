"""A round played out when the player left in its middle, told at the next start.

Leaving mid-round plays the round out, as a casino does for a player who walks away: by the
house way at Pai Gow Tiles and Pai Gow Poker; at Tien Gow your tiles are played by the rules of
thumb (the Basic player's) and the computer players play on as they would.  The window keeps the
round's number in its settings and, at the next start, says how it went: the bankroll had changed
without a word.  Pai Gow Tiles keeps it among its own options; the other games in their section
(:func:`read_left_mid_hand`, :func:`with_left_mid_hand`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from paigow_desktop.core.money import format_cents
from paigow_desktop.storage import Settings, Store
from paigow_desktop.ui.names import signed_money

__all__ = ["played_out_words", "read_left_mid_hand", "with_left_mid_hand"]

_KEY = "left_mid_hand"


def read_left_mid_hand(settings: Settings, game: str) -> int:
    """The hand of ``game`` (its round in the ledger) played out when you last left in its
    middle, not told yet; 0 when none (or when the file's value is not a round's number)."""
    value = settings.game_section(game).get(_KEY, 0)
    whole = isinstance(value, int) and not isinstance(value, bool)
    return value if whole and value > 0 else 0


def with_left_mid_hand(settings: Settings, game: str, round_id: int) -> Settings:
    """The settings with ``game``'s hand left mid-way (0: told, none), its other keys kept."""
    return settings.with_game(game, {**settings.game_section(game), _KEY: round_id})


def played_out_words(store: Store, game: str, round_id: int, template: str | None = None) -> str:
    """The status line's words on round ``round_id`` of ``game``, played out as the player left:
    "" when it is not among the game's last rounds or was never settled.  ``template`` says how
    it was played out, with {0} for the deal number and {1} for the net (the game's own words;
    by default, by the house way)."""
    row = next((r for r in store.rounds(20, game=game) if r.id == round_id), None)
    if row is None or row.state != "settled" or row.net_cents is None:
        return ""  # not found, or refunded (its result could not be kept as the player left)
    if template is None:
        template = QCoreApplication.translate(
            "MainWindow", "When you left, deal #{0} was played out by the house way: net {1}."
        )
    return template.format(row.seed, signed_money(row.net_cents, format_cents))
