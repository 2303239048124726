"""Rules chosen in Settings reach the Pai Gow Poker table: at once between hands, from the next
hand while one is being set (that hand is set and settled by the rules it was dealt under)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from tests.paigow_poker.ui.helpers import poker_table


def test_new_rules_wait_for_the_next_hand(qtbot: QtBot) -> None:
    window = poker_table(qtbot)
    c = window.controller
    between = PokerRules(wheel_rank="lowest")
    c.set_rules(between)
    assert c.rules == between and c.table.rules == between  # between hands: at once
    window.new_hand()
    assert c.stage is Stage.SETTING
    chosen = PokerRules(bank_turns="two_in_a_row", foul_policy="reset_house_way")
    c.set_rules(chosen)
    assert c.rules == between and c.table.rules == between  # the hand in play keeps its rules
    c.set_house_way()
    assert c.confirm() and c.stage is Stage.OVER
    window.new_hand()
    assert c.stage is Stage.SETTING and c.rules == chosen and c.table.rules == chosen
    c.set_house_way()
    assert c.confirm() and c.stage is Stage.OVER
    c.set_rules(between)  # a hand over: at once
    assert c.rules == between and c.pending_rules is None


def test_co_banking_from_the_menu_keeps_the_rules_waiting(qtbot: QtBot) -> None:
    window = poker_table(qtbot)
    c = window.controller
    window.new_hand()
    assert c.stage is Stage.SETTING
    c.set_rules(PokerRules(wheel_rank="lowest"))
    window.co_banking_action.setChecked(True)  # Game › Share a bank with the house, mid-hand
    assert c.rules == PokerRules()  # the hand in play keeps its rules
    c.set_house_way()
    assert c.confirm()
    window.new_hand()
    assert c.rules == PokerRules(wheel_rank="lowest", co_banking=True)
