"""The round played out as the player left, told at the next start (ui/games/played_out.py).

A settled round's words are checked at both tables (tests/test_table.py and the poker table's
tests); here, the rounds it must not speak of."""

from __future__ import annotations

from pathlib import Path

from paigow_desktop.storage import Store
from paigow_desktop.ui.games.played_out import played_out_words


def test_a_round_refunded_at_the_next_start_is_not_said_to_have_been_played_out(
    qapp: object, tmp_path: Path
) -> None:
    # Leaving plays the round out; when its result could not be kept it stays open and the next
    # start refunds it: that is not "played out by the house way: net $0.00".
    store = Store(tmp_path)
    round_id = store.begin_round("paigow", 41, 1000, 4, {})
    store.close()
    again = Store(tmp_path)
    try:
        (row,) = again.rounds(1)
        assert row.id == round_id and row.state == "refunded"
        assert played_out_words(again, "paigow", round_id) == ""
    finally:
        again.close()


def test_an_open_round_or_another_games_is_not_said(qapp: object, tmp_path: Path) -> None:
    store = Store(tmp_path)
    try:
        round_id = store.begin_round("paigow", 41, 1000, 4, {})
        assert played_out_words(store, "paigow", round_id) == ""  # open: not played out yet
        assert played_out_words(store, "tiengow", round_id) == ""  # not that game's round
    finally:
        store.close()
