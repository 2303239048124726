"""A Pai Gow Poker round: the dice deal, hidden cards, setting and fouls, and the money of the
worked settlement examples played through whole rounds."""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

import pytest

from paigow_desktop.games.paigow_poker import DECK, PokerRules, Setting, parse_cards, set_hand
from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.games.paigow_poker.round import (
    DEALER,
    Phase,
    PokerRound,
    RoundError,
    deal_order,
    seat_for_count,
)
from paigow_desktop.games.paigow_poker.settlement import Result

EIGHT = (1, 1, 6)  # the dice's total is 8: the count ends on the banker


def rigged_deck(banker: int, dice: tuple[int, int, int], hands: Mapping[int, str]) -> list[Card]:
    """A deck in dealing order giving each place in ``hands`` those seven cards."""
    wanted = {place: parse_cards(text, 7) for place, text in hands.items()}
    used = {card for cards in wanted.values() for card in cards}
    rest = iter(card for card in DECK if card not in used)
    deck: list[Card] = []
    for place in deal_order(banker, sum(dice)):
        deck.extend(wanted[place] if place in wanted else [next(rest) for _ in range(7)])
    deck.extend(rest)
    assert len(deck) == 53
    return deck


def setting(high: str, low: str) -> Setting:
    return Setting(parse_cards(high), parse_cards(low))


# ----------------------------------------------------------------- the deal


@pytest.mark.parametrize("banker", range(7))
def test_eight_and_fifteen_land_on_the_banker(banker: int) -> None:
    assert seat_for_count(banker, 8) == banker
    assert seat_for_count(banker, 15) == banker
    assert seat_for_count(banker, 1 + 2) == (banker + 2) % 7  # the banker counts 1


def test_the_count_goes_counter_clockwise_over_empty_places() -> None:
    assert seat_for_count(5, 4) == 1  # 5 counts 1, 6 counts 2, 0 counts 3, 1 counts 4
    assert deal_order(5, 4) == (1, 2, 3, 4, 5, 6, 0)
    assert deal_order(0, 18) == (3, 4, 5, 6, 0, 1, 2)  # 17 places on from the banker's


def test_the_deal_follows_the_dice_and_sets_empty_places_aside() -> None:
    game = PokerRound(PokerRules(), random.Random(7))
    game.place_bet(2, 1000)
    game.place_bet(5, 500)
    deal = game.deal(dice=(2, 3, 4))  # 9: the count ends on place 1
    assert deal.order[0] == 1 and deal.occupied == (0, 2, 5)
    assert deal.cards_of(1) == deal.deck[:7]  # the first hand went to place 1, empty: set aside
    assert deal.cards_of(2) == deal.deck[7:14]
    assert deal.cards_of(0) == deal.deck[42:49]
    assert set(deal.set_aside) == {1, 3, 4, 6} and set(deal.hands) == {0, 2, 5}
    assert len(deal.unseen) == 4 and deal.unseen == deal.deck[49:]
    assert sorted(deal.deck) == sorted(DECK)
    with pytest.raises(RoundError):
        game.cards_of(3)


def test_a_seed_replays_the_same_deal() -> None:
    def deal(seed: int) -> tuple[object, ...]:
        game = PokerRound(PokerRules(), random.Random(seed))
        game.place_bet(3, 1000)
        d = game.deal()
        return d.deck, d.dice

    assert deal(42) == deal(42)
    assert deal(42) != deal(43)


def test_a_seat_sees_its_own_cards_and_the_others_only_after_the_reveal() -> None:
    game = PokerRound(PokerRules(), random.Random(3))
    game.place_bet(1, 1000)
    game.place_bet(4, 1000)
    assert game.view(1).cards is None
    game.deal()
    mine = game.cards_of(1)
    game.set_hand(1, set_hand(mine).setting)
    view = game.view(4)
    assert view.cards == game.cards_of(4) and view.settings == {}
    assert set(game.view(1).settings) == {1}
    game.set_hand(4, set_hand(game.cards_of(4)).setting)
    game.reveal()
    assert set(game.view(4).settings) == {0, 1, 4}


def test_actions_out_of_turn_are_refused() -> None:
    game = PokerRound(PokerRules(), random.Random(1))
    with pytest.raises(RoundError, match="no bets"):
        game.deal()
    with pytest.raises(RoundError):
        game.reveal()
    game.place_bet(2, 1000)
    with pytest.raises(RoundError, match="holds the bank"):
        game.place_bet(DEALER, 1000)
    game.deal()
    with pytest.raises(RoundError, match="bets are closed"):
        game.place_bet(3, 1000)
    with pytest.raises(RoundError, match="house way"):
        game.set_hand(DEALER, set_hand(game.cards_of(DEALER)).setting)
    with pytest.raises(RoundError, match="waiting for place 2"):
        game.reveal()
    with pytest.raises(RoundError, match="not the cards"):
        game.set_hand(2, set_hand(game.cards_of(DEALER)).setting)
    with pytest.raises(RoundError):
        game.settle()
    game.set_house_way(2)
    game.reveal()
    game.settle()
    assert game.phase is Phase.SETTLED
    with pytest.raises(RoundError):
        game.settle()


def test_against_a_player_banker_the_house_must_bet_at_place_0() -> None:
    game = PokerRound(PokerRules(), random.Random(1), banker=3)
    game.place_bet(2, 1000)
    with pytest.raises(RoundError, match="place 0"):
        game.deal()


# ----------------------------------------------------------------- the worked settlement examples


def duel(
    seat: Setting, bank: Setting, bet: int = 1000, rules: PokerRules | None = None
) -> tuple[Result, int, int]:
    """A whole round: place 2 (set by hand) against a player-banker at place 1 (set by hand), the
    dealer betting at place 0.  Returns the seat's result, net and commission."""
    rules = rules or PokerRules()
    hands = {2: " ".join(map(str, seat.cards)), 1: " ".join(map(str, bank.cards))}
    game = PokerRound(rules, random.Random(0), banker=1)
    game.place_bet(2, bet)
    game.place_bet(DEALER, 500)
    game.deal(rigged_deck(1, EIGHT, hands), EIGHT)
    game.set_hand(2, seat)
    game.set_hand(1, bank)
    game.reveal()
    money = game.settle()
    assert money.balanced
    line = money.place(2)
    return line.result or Result.PUSH, line.net_cents, line.commission_cents


EXAMPLES = {
    "S1": (("9d 8c 7s 6h 5d", "As Kc"), ("8h 7c 6d 5s 4h", "Ah Kd"), Result.PUSH, 0),
    "S2": (("9d 9c 7s 6h 5d", "As Kc"), ("8h 8c 6d 5s 4h", "Ah Qd"), Result.WIN, 950),
    "S3": (("9d 9c 7s 6h 5d", "As Kc"), ("9h 9s 7d 6s 5h", "Ah Kd"), Result.LOSS, -1000),
    "S4": (("9d 9c 7s 6h 5d", "As Kc"), ("Th Tc 6d 5s 4h", "Ah Qd"), Result.PUSH, 0),
    "S5": (("Ad Qc 9s 5h 3d", "Ks Kh"), ("8h 7c 5d 4s 2h", "6d 3h"), Result.LOSS, -1000),
    "S6": (("Ad 2c 3s 4h 5d", "Ks Qc"), ("Kd Qh Jc Ts 9h", "Jh 8d"), Result.WIN, 950),
    "S7": (("8h 7c 5d 4s 2h", "6d 3h"), ("Ad Qc 9s 5h 3d", "Ks Kh"), Result.WIN, 950),
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_the_worked_examples_through_whole_rounds(name: str) -> None:
    seat, bank, result, net = EXAMPLES[name]
    assert duel(setting(*seat), setting(*bank))[:2] == (result, net)


def test_the_wheel_ranked_lowest_turns_s6_into_a_push() -> None:
    rules = PokerRules(wheel_rank="lowest")
    seat = Setting(parse_cards("Ad 2c 3s 4h 5d"), parse_cards("Ks Qc"), rules.wheel)
    bank = Setting(parse_cards("Kd Qh Jc Ts 9h"), parse_cards("Jh 8d"), rules.wheel)
    assert duel(seat, bank, rules=rules)[:2] == (Result.PUSH, 0)


@pytest.mark.parametrize("name", ["S1", "S2", "S3", "S4"])
def test_the_examples_against_the_house_banking_by_the_house_way(name: str) -> None:
    seat, bank, result, net = EXAMPLES[name]
    bank_setting = setting(*bank)
    assert set_hand(bank_setting.cards).setting.values == bank_setting.values  # the house way's own play
    game = PokerRound(PokerRules(), random.Random(0))
    game.place_bet(4, 1000)
    hands = {4: " ".join(map(str, setting(*seat).cards)), DEALER: " ".join(map(str, bank_setting.cards))}
    game.deal(rigged_deck(DEALER, EIGHT, hands), EIGHT)
    game.set_hand(4, setting(*seat))
    game.reveal()
    money = game.settle()
    assert (money.place(4).result, money.place(4).net_cents) == (result, net)
    assert money.house_net_cents == -money.place(4).net_cents - money.place(4).commission_cents
    assert money.place(DEALER).commission_cents == 0 and money.balanced


@pytest.mark.parametrize(("bet", "paid", "commission"), [(2500, 2375, 125), (1010, 959, 51)])
def test_s8_commission_is_rounded_in_the_house_s_favour(bet: int, paid: int, commission: int) -> None:
    seat, bank, _, _ = EXAMPLES["S2"]
    assert duel(setting(*seat), setting(*bank), bet) == (Result.WIN, paid, commission)


def test_s9_a_player_banker_against_three_seats_and_the_dealer() -> None:
    bank = setting("Qs Qh 9s 9h 2c", "Ad Jd")
    seats = {
        2: (1000, setting("As Ah Ac 5c 4c", "Kc Kd")),  # A: both hands higher
        3: (2000, setting("8s 8h 6c 4d 3s", "Tc 7h")),  # B: both lower
        4: (500, setting("Js Jh Jc 3c 2d", "6s 5s")),  # C: high higher, low lower
    }
    hands = {p: " ".join(map(str, s.cards)) for p, (_, s) in seats.items()}
    hands[1] = " ".join(map(str, bank.cards))
    hands[DEALER] = "Ts 9c 7s 6d 4h 3h 2s"  # the house way makes T-high / 9-7: below the bank
    game = PokerRound(PokerRules(), random.Random(0), banker=1)
    for place, (bet, _) in seats.items():
        game.place_bet(place, bet)
    game.place_bet(DEALER, 1000)
    game.deal(rigged_deck(1, EIGHT, hands), EIGHT)
    for place, (_, chosen) in seats.items():
        game.set_hand(place, chosen)
    game.set_hand(1, bank)
    game.reveal()
    money = game.settle()
    nets = {line.place: line.net_cents for line in money.places}
    assert nets == {0: -1000, 1: 1900, 2: 950, 3: -2000, 4: 0}
    assert money.place(1).commission_cents == 100 and money.place(2).commission_cents == 50
    assert money.commission_cents == 150
    assert money.house_net_cents + money.commission_cents == -850
    assert money.balanced


def test_the_house_s_seat_pays_itself_no_commission() -> None:
    bank = setting("8h 7c 5d 4s 2h", "6d 3h")
    hands = {1: " ".join(map(str, bank.cards)), DEALER: "As Ah Kd Kc Qs Qh 2s", 2: "3s 3c 6c 4d 2d Tc 7h"}
    game = PokerRound(PokerRules(), random.Random(0), banker=1)
    game.place_bet(2, 1000)
    game.place_bet(DEALER, 1000)
    game.deal(rigged_deck(1, EIGHT, hands), EIGHT)
    game.set_hand(2, setting("3s 3c 6c 4d 2d", "Tc 7h"))
    game.set_hand(1, bank)
    game.reveal()
    money = game.settle()
    assert money.place(DEALER).result is Result.WIN
    assert (money.place(DEALER).net_cents, money.place(DEALER).commission_cents) == (1000, 0)
    assert money.place(2).result is Result.WIN and money.place(2).commission_cents == 50
    assert money.place(1).net_cents == -2000 and money.balanced


# ----------------------------------------------------------------- fouls and co-banking


def test_a_player_may_foul_and_it_is_flagged_and_loses() -> None:
    seat, bank = setting("Ad Qc 9s 5h 3d", "Ks Kh"), setting("8h 7c 5d 4s 2h", "6d 3h")
    game = PokerRound(PokerRules(), random.Random(0), banker=1)
    game.place_bet(2, 1000)
    game.place_bet(DEALER, 500)
    game.deal(
        rigged_deck(1, EIGHT, {2: " ".join(map(str, seat.cards)), 1: " ".join(map(str, bank.cards))}), EIGHT
    )
    record = game.set_hand(2, seat)
    assert record.foul and record.rule is None
    assert not game.set_hand(1, bank).foul


def test_the_reset_policy_plays_a_foul_as_the_house_way_would() -> None:
    seat, bank = setting("Ad Qc 9s 5h 3d", "Ks Kh"), setting("8h 7c 5d 4s 2h", "6d 3h")
    rules = PokerRules(foul_policy="reset_house_way")
    # Re-set by the house way the seat plays K-K-9-5-3 high and A-Q low: both above the bank's.
    assert duel(seat, bank, rules=rules)[0] is Result.WIN
    assert duel(seat, bank)[0] is Result.LOSS


def test_co_banking_splits_every_bet_with_odd_cents_to_the_house() -> None:
    seat = {2: setting("9d 9c 7s 6h 5d", "As Kc"), 3: setting("3s 3h 6c 4d 2s", "Tc 7h")}
    hands = {p: " ".join(map(str, s.cards)) for p, s in seat.items()}
    hands[1] = "5s 5h Qd Jd 2c 3c 7c"  # the house way: 5-5 high, Q-J low
    game = PokerRound(PokerRules(), random.Random(0), banker=1, co_bank=True)
    with pytest.raises(RoundError, match="shares the bank"):
        game.place_bet(DEALER, 500)
    game.place_bet(2, 1001)  # wins (two hands higher): the bank pays 1,001
    game.place_bet(3, 301)  # loses: the bank takes 301
    game.deal(rigged_deck(1, EIGHT, hands), EIGHT)
    for place, chosen in seat.items():
        game.set_hand(place, chosen)
    with pytest.raises(RoundError, match="house way"):
        game.set_hand(1, set_hand(game.cards_of(1)).setting)
    game.reveal()
    banker_hand = game.hand_set(1)
    assert banker_hand is not None and banker_hand.rule == "one-pair"
    money = game.settle()
    assert money.place(2).result is Result.WIN and money.place(3).result is Result.LOSS
    # The banker's half: -1001 // 2 = -501 and 301 // 2 = 150: -351, no commission on a loss.
    assert (money.place(1).net_cents, money.place(1).commission_cents) == (-351, 0)
    # The house's half: -500 and +151.
    assert money.place(DEALER).net_cents == -349
    assert money.place(2).net_cents == 950 and money.balanced


def test_a_winning_co_banker_pays_commission_on_its_half() -> None:
    game = PokerRound(PokerRules(commission=Fraction(1, 20)), random.Random(0), banker=1, co_bank=True)
    game.place_bet(2, 1001)
    hands = {2: "8s 8h 6c 4d 3s Tc 7h", 1: "Ts Th Qd Jd 2c 3c 4c"}
    game.deal(rigged_deck(1, EIGHT, hands), EIGHT)
    game.set_hand(2, setting("8s 8h 6c 4d 3s", "Tc 7h"))
    game.reveal()
    money = game.settle()
    assert money.place(2).net_cents == -1001
    assert (money.place(1).net_cents, money.place(1).commission_cents) == (475, 25)  # its half: 500
    assert money.place(DEALER).net_cents == 501 and money.balanced


def test_playing_out_a_setting_ends_the_round_and_gives_its_record() -> None:
    from paigow_desktop.games.paigow_poker.record import history_of

    game = PokerRound(PokerRules(), random.Random(4), seed=4)
    game.place_bet(2, 1000)
    game.place_bet(5, 500)
    game.deal()
    assert game.can_play_out(2, set_hand(game.cards_of(2)).setting) == "waiting for place 5 to set its hand"
    game.set_house_way(5)
    end = game.play_out(2, set_hand(game.cards_of(2)).setting)
    assert game.phase is Phase.SETTLED and end.settlement is game.settlement
    assert set(end.revealed) == {DEALER, 2, 5}
    assert end.record == history_of(game, 4) and end.record["seed"] == 4
