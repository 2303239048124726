"""Player banking at the Pai Gow Poker table: the offer in turn, computer bankers, you banking
(alone and sharing the bank with the house), the marker and the ledger against the engine."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.house_way import rule_title, set_hand
from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.storage import AppData, Settings
from paigow_desktop.ui.games.paigow_poker.options import read_co_banking, with_co_banking
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from tests.paigow_poker.ui.helpers import app_data, play_house_way, poker_table


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    yield from app_data(tmp_path)


def open_table(qtbot: QtBot, data: AppData | None = None) -> PokerWindow:
    return poker_table(qtbot, data)


def play(window: PokerWindow) -> None:
    play_house_way(window)


def play_until_offered(window: PokerWindow) -> None:
    """Play hands until the next one's bank is offered to you."""
    c = window.controller
    for _ in range(12):
        if c.table.next_offer == c.me:
            return
        assert window.bank_offer.isHidden()
        play(window)
    raise AssertionError("the bank never came round")


def test_the_bank_goes_round_and_computer_players_take_it(qtbot: QtBot) -> None:
    window = open_table(qtbot)
    c = window.controller
    bankers = []
    for _ in range(4):
        play(window)
        assert c.round is not None
        bankers.append(c.round.banker)
        assert window.scene.marker.pos() == window.scene.marker_point(c.round.banker)
    assert bankers == [DEALER, 2, DEALER, 3]  # every other round, counter-clockwise from place 2
    game = c.round
    assert game is not None and set(game.bets) == {DEALER, 2, 4, 5}  # the house bets against place 3
    story = window.scene.showdown.story
    assert story is not None and story.banker == "Seat 3"
    banker = game.hand_set(3)
    assert banker is not None and banker.rule  # the rule named is the one that set the banker's hand
    assert window.scene.showdown.advice == f"Seat 3's house way — {rule_title(banker.rule)}"


def test_the_offer_shows_in_turn_without_moving_the_panel(qtbot: QtBot) -> None:
    window = open_table(qtbot)
    where = window.new_hand_button.geometry()
    play_until_offered(window)
    assert not window.bank_offer.isHidden() and "commission" in window.bank_offer.toolTip()
    assert "The bank comes round to you" in window.stage_label.text()  # the box alone was missed
    assert window.new_hand_button.geometry() == where  # its place was kept
    window.new_hand()  # not taken: the house banks and the offer goes
    c = window.controller
    assert c.round is not None and c.round.banker == DEALER
    assert window.bank_offer.isHidden()


def test_you_bank_and_the_ledger_moves_as_the_engine_settles(qtbot: QtBot, data: AppData) -> None:
    window = open_table(qtbot, data)
    c = window.controller
    play_until_offered(window)
    last_bet = c.bet_cents
    before = data.store.bankroll_cents()
    window.bank_offer.setChecked(True)
    window.new_hand()
    game = c.round
    assert game is not None and game.banker == c.me and not game.co_bank
    assert data.store.bankroll_cents() == before  # the banker stakes nothing
    assert set(game.bets) == {DEALER, *c.others}  # your hand faces every seat and the house
    assert game.bets[DEALER] == last_bet  # the house bets what you last bet
    assert window.scene.marker.pos() == window.scene.marker_point(c.me)
    assert window.scene.plates[c.me].bet == "Bank"
    assert "you bank this hand" in window.bankroll_label.text() and "bet" not in window.bankroll_label.text()
    c.set_house_way()
    assert c.confirm()
    settlement = game.settlement
    assert settlement is not None and settlement.balanced
    mine = settlement.place(c.me)
    assert mine.result is None
    assert data.store.bankroll_cents() - before == mine.net_cents
    row = data.store.rounds(1, game="paigow_poker")[0]
    assert row.state == "settled" and row.bet_cents == 0 and row.net_cents == mine.net_cents
    story = window.scene.showdown.story
    assert story is not None and story.result is None and story.net_cents == mine.net_cents
    assert story.heading.startswith("Your bank")
    assert window.bank_offer.isHidden()  # every other round at most


def test_co_banking_shares_your_bank_and_sets_your_hand(qtbot: QtBot, data: AppData) -> None:
    window = open_table(qtbot, data)
    c = window.controller
    window.co_banking_action.trigger()
    assert c.rules.co_banking and read_co_banking(window.settings)
    play_until_offered(window)
    before = data.store.bankroll_cents()
    window.bank_offer.setChecked(True)
    window.new_hand()
    game = c.round
    assert game is not None and game.banker == c.me and game.co_bank
    assert DEALER not in game.bets
    assert c.setting() == set_hand(c.cards(), c.rules).setting  # the house way set it
    # The panel says so too: it said "Put two cards in the low hand" over locked cards.
    assert window.stage_label.text() == "You share the bank with the house: it sets your hand. Press Enter."
    assert c.confirm()
    settlement = game.settlement
    assert settlement is not None and settlement.balanced and settlement.co_bank
    mine = settlement.place(c.me)
    assert data.store.bankroll_cents() - before == mine.net_cents


def test_co_banking_setting_round_trip() -> None:
    plain = Settings()
    assert not read_co_banking(plain)
    assert read_co_banking(with_co_banking(plain, True))
    assert not read_co_banking(with_co_banking(with_co_banking(plain, True), False))


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_bank_marker_lies_beside_the_bankers_plate_clear_of_the_cards(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    # It lay a fixed step below the plate: at 1280x800 in Chinese, on the dealer's third card.
    window = poker_table(qtbot, seed=8)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.width() < size[0] - 200)
    c, scene = window.controller, window.scene
    bankers = []
    for _ in range(14):  # the bank goes round to a computer player and then to you
        offered = c.table.next_offer == c.me
        play_house_way(window, take_bank=offered)
        bankers.append(c.round.banker)
        marker = scene.marker.sceneBoundingRect()
        plate = scene.plates[c.round.banker]
        assert scene.marker.isVisible()
        own = plate.mapRectToScene(plate.plate_rect())
        assert not marker.intersects(own) and marker.adjusted(-10, -10, 10, 10).intersects(own)  # beside it
        cards = [card.sceneBoundingRect() for card in scene.cards.values() if card.isVisible()]
        assert cards and not [card for card in cards if marker.intersects(card)], (marker, c.round.banker)
        stacks = [s.sceneBoundingRect() for s in scene.stacks if s.isVisible()]
        assert not [stack for stack in stacks if marker.intersects(stack)], (marker, c.round.banker)
        assert not marker.intersects(scene.showdown.sceneBoundingRect())
        mine = [area.mapRectToScene(area.boundingRect()) for area in (scene.low_area, scene.high_area)]
        assert not [area for area in mine if marker.intersects(area)], (marker, c.round.banker)
        if offered:
            break
    assert c.me in bankers and DEALER in bankers, bankers  # your bank and the house's were seen


def test_an_empty_seat_is_named_and_said_empty_as_at_the_tiles_table(qtbot: QtBot) -> None:
    window = poker_table(qtbot)
    c = window.controller
    empty = [p for p in range(len(window.scene.plates)) if p not in (DEALER, c.me, *c.others)]
    assert empty  # the table has empty seats
    for place in empty:
        plate = window.scene.plates[place]
        assert (plate.title, plate.bet) == (f"Seat {place}", "empty") and not plate.active


def test_a_computer_banks_whatever_your_bankroll(qtbot: QtBot, data: AppData) -> None:
    # Seat 2 banks the second hand and faces $40.00 (three bets and the house's): with $30.00
    # left you still play it (it was refused, checked against your bankroll), and the hand
    # settles against seat 2's bank.
    window = open_table(qtbot, data)
    c = window.controller
    play(window)
    data.store.reset_bankroll(3000)
    assert c.table.facing_cents(2, c.bets()) == 4000
    play(window)
    assert c.round is not None and c.round.banker == 2
    assert c.settlement is not None
    assert data.store.bankroll_cents() - 3000 == c.settlement.place(c.me).net_cents
