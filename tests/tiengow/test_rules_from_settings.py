"""Rules chosen in Settings reach the Tien Gow table: at once between hands, from the next hand
in the middle of one (the hand in play keeps, and records, the rules it was dealt under)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.ui.games.tiengow.controller import Stage

from .test_players_options import YOU_LEAD
from .test_table_window import play_hand, table


def test_new_rules_wait_for_the_next_hand(qtbot: QtBot) -> None:
    window = table(qtbot, seed=YOU_LEAD)
    c = window.controller
    between = Rules(hk_escalating_banker=True)
    c.set_rules(between)
    assert c.rules == between and c.next_rules is None  # between hands: at once
    assert c.new_hand(YOU_LEAD)
    assert c.hand is not None and c.hand.rules == between
    chosen = Rules(early_death=False, last_trick_bonus=3)
    c.set_rules(chosen)
    assert c.rules == between and c.hand.rules == between  # the hand in play keeps its rules
    assert "next hand" in window.statusBar().currentMessage()
    c.set_rules(between)  # back to the rules in play: nothing waits
    assert c.next_rules is None
    c.set_rules(chosen)
    play_hand(window, qtbot)
    assert c.stage is Stage.OVER
    assert c.record is not None and c.record.rules == between
    assert c.new_hand()
    assert c.rules == chosen and c.hand is not None and c.hand.rules == chosen
