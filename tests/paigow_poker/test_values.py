"""Cards and their notation, five- and two-card values with the joker, the foul test and the
settlement: the rules document's cases V1-V12, F1-F9 and S1-S9, in this project's words."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, combinations_with_replacement

import pytest

from paigow_desktop.games.paigow_poker import (
    DECK,
    Card,
    CardError,
    Category,
    PokerRules,
    Setting,
    Wheel,
    five_value,
    format_cards,
    parse_cards,
    settings_of,
    two_value,
)
from paigow_desktop.games.paigow_poker.hands import category_of, high_name, low_name
from paigow_desktop.games.paigow_poker.settlement import Result, compare, settle

LOWEST = Wheel.LOWEST


def high(text: str, wheel: Wheel = Wheel.SECOND_HIGHEST) -> int:
    return five_value(parse_cards(text, 5), wheel)


def low(text: str) -> int:
    return two_value(parse_cards(text, 2))


# -- cards


def test_the_notation_round_trips_and_reads_either_case_and_10() -> None:
    assert len(DECK) == 53 and len(set(DECK)) == 53
    assert format_cards(parse_cards(" ".join(str(c) for c in DECK))) == " ".join(str(c) for c in DECK)
    assert parse_cards("as 10h jk") == parse_cards("As Th JK")
    assert str(Card.parse("td")) == "Td"


@pytest.mark.parametrize("bad", ["As As", "JK jk", "Xs", "1h", "A", "Asd", "11c"])
def test_what_is_not_a_hand_of_cards_is_refused(bad: str) -> None:
    with pytest.raises(CardError):
        parse_cards(bad)


def test_a_wrong_number_of_cards_is_refused() -> None:
    with pytest.raises(CardError):
        parse_cards("As Kd Qh Jc Ts 9h", 7)


# -- five-card values (V1-V11)


def test_the_wheel_ranks_second_by_default_and_last_as_an_option() -> None:
    wheel, broadway, six_high = "Ad 2c 3s 4h 5d", "Ah Kc Qs Jh Td", "6d 5c 4s 3h 2d"
    assert high(wheel) > high("Kd Qc Js Th 9d") and high(wheel) > high(six_high)
    assert high(wheel, LOWEST) < high("Kd Qc Js Th 9d", LOWEST) and high(wheel, LOWEST) < high(
        six_high, LOWEST
    )
    assert high(broadway) > high(wheel) and high(broadway, LOWEST) > high(wheel, LOWEST)


def test_the_joker_completes_the_wheel_or_a_six_high_straight() -> None:
    assert high("JK 5d 4c 3s 2h") == high("Ad 5d 4c 3s 2h")
    assert high("JK 5d 4c 3s 2h", LOWEST) == high("6d 5d 4c 3s 2h", LOWEST)


def test_straight_flushes_in_order_and_five_aces_on_top() -> None:
    suited_wheel = high("As 2s 3s 4s 5s")
    assert high("Ks Qs Js Ts 9s") < suited_wheel < high("Ah Kh Qh Jh Th")
    assert high("JK Ks Qs Js Ts") == high("As Ks Qs Js Ts")  # the joker makes a royal flush
    assert category_of(high("As Ad Ac Ah JK")) is Category.FIVE_ACES
    assert high("As Ad Ac Ah JK") > high("Ah Kh Qh Jh Th")


def test_in_a_flush_the_joker_is_the_highest_rank_the_suit_lacks() -> None:
    assert high("JK As Ks 9s 6s") == high("Ah Kh Qh 9h 6h")
    assert high("JK Ks 9s 6s 3s") == high("Ah Kh 9h 6h 3h")


def test_the_joker_is_an_ace_otherwise_never_a_third_king() -> None:
    with_joker = high("JK Kd Kc 9s 4h")
    assert category_of(with_joker) is Category.ONE_PAIR
    assert with_joker > high("Ks Kh Qd 9c 4d")  # the ace kicker
    assert category_of(high("JK Ad Ac 9s 4h")) is Category.THREE_OF_A_KIND


def test_an_open_ended_straight_takes_its_higher_end() -> None:
    assert high("JK 9s 8d 7c 6h") == high("Ts 9s 8d 7c 6h")
    assert high("JK 9s 8d 6c 5h") == high("9c 8s 7d 6c 5h")


def test_equal_hands_of_other_suits_copy() -> None:
    assert high("As Kd 9c 7h 4s") == high("Ac Ks 9d 7c 4h")


def test_there_are_7463_five_card_values_with_either_wheel() -> None:
    # Every rank multiset of five (no rank more than four times) in mixed suits, every five
    # different ranks as a flush too, and five aces: each value of the game once.
    for wheel in Wheel:
        found = {high("As Ad Ac Ah JK", wheel)}
        for ranks in combinations_with_replacement(range(2, 15), 5):
            if max(ranks.count(r) for r in ranks) > 4:
                continue
            used: dict[int, int] = {}
            cards = []
            for rank in ranks:
                cards.append(Card(rank, used.get(rank, 0)))
                used[rank] = used.get(rank, 0) + 1
            if len(set(ranks)) == 5:
                cards[0] = Card(ranks[0], 1)  # two suits: never a flush
                found.add(five_value([Card(r, 0) for r in ranks], wheel))
            found.add(five_value(cards, wheel))
        assert len(found) == 7463


# -- two-card values (V12)


def test_two_card_hands() -> None:
    assert low("2s 2h") > low("As Kh")
    assert low("JK Ad") == low("Ac Ad") and low("JK 7d") == low("As 7h")
    values = {two_value(pair) for pair in combinations([c for c in DECK if not c.joker], 2)}
    assert len(values) == 91


def test_names() -> None:
    assert low_name(low("JK Ad")) == "pair of aces" and low_name(low("JK 7d")) == "A-7"
    assert high_name(high("JK Ks Qs Js Ts")) == "royal flush"
    assert high_name(high("Ad 2c 3s 4h 5d")) == "wheel straight (5-4-3-2-A)"
    assert high_name(high("JK Kd Kc 9s 4h")) == "pair of kings, A-9-4"
    assert high_name(high("Td Tc Qs 9h 6d")) == "pair of tens, Q-9-6" and low_name(low("Ts 9h")) == "10-9"


def test_a_ten_is_written_10_in_chinese() -> None:
    # The engine's words carry their template; a translation table stands in for Qt's.
    chinese = {"pair of {rank}, {kickers}": "一對 {rank}，{kickers}", "tens": "10", "T": "10"}

    def translate(_context: str, source: str) -> str:
        return chinese.get(source, source)

    assert high_name(high("Td Tc Qs 9h 6d")).say(translate) == "一對 10，Q-9-6"
    assert low_name(low("Ts 9h")).say(translate) == "10-9"
    assert high_name(high("Ks Qd Tc 9h 6d")).say(translate) == "high card K-Q-10-9-6"


# -- the foul test (F1-F9)


@pytest.mark.parametrize(
    ("low_cards", "high_cards", "foul"),
    [
        ("Ks Kh", "Ad Qc 9s 5h 3d", True),
        ("Ah Kc", "As Kd 9c 5h 3d", False),  # equal is allowed
        ("Ah Qc", "As Kd 9c 5h 3d", False),
        ("Ah Qc", "Ks Qd Jc 9h 8d", True),
        ("9s 9h", "9d 9c Ks Qh 2d", False),  # four nines split into equal pairs
        ("Qs Qh", "Jd Jc As Kh 2d", True),
        ("Qs Qh", "Jd Jc 7s 7h 2d", False),  # two pair is above every low hand
        ("JK Ah", "Kd Kc 9s 7h 2d", True),
    ],
)
def test_the_foul_test(low_cards: str, high_cards: str, foul: bool) -> None:
    assert Setting(parse_cards(high_cards), parse_cards(low_cards)).foul is foul


def test_legal_settings_counted() -> None:
    joker_hand = settings_of(parse_cards("As Ks Kh JK 9d 5c 3h"))
    fouls = [s for s in joker_hand if s.foul]
    assert len(joker_hand) - len(fouls) == 20
    assert fouls[0].values == Setting(parse_cards("Ks Kh 9d 5c 3h"), parse_cards("As JK")).values
    assert sum(not s.foul for s in settings_of(parse_cards("Ks Jh 9d 7c 5s 3h 2d"))) == 15


# -- settlement (S1-S9)


def setting(high_cards: str, low_cards: str) -> Setting:
    return Setting(parse_cards(high_cards), parse_cards(low_cards))


def test_a_copy_goes_to_the_banker_and_one_hand_each_is_a_push() -> None:
    seat = setting("9d 8c 7s 6h 5d", "As Kc")
    assert compare(seat, setting("8h 7c 6d 5s 4h", "Ah Kd")) is Result.PUSH
    pair_of_nines = setting("9d 9c 7s 6h 5d", "As Kc")
    assert compare(pair_of_nines, setting("8h 8c 6d 5s 4h", "Ah Qd")) is Result.WIN
    assert compare(pair_of_nines, setting("9h 9s 7d 6s 5h", "Ah Kd")) is Result.LOSS  # two copies
    assert compare(pair_of_nines, setting("Th Tc 6d 5s 4h", "Ah Qd")) is Result.PUSH


def test_fouls_lose_whoever_holds_them() -> None:
    foul = setting("Ad Qc 9s 5h 3d", "Ks Kh")
    weak = setting("8h 7c 5d 4s 2h", "6d 3h")
    assert compare(foul, weak) is Result.LOSS
    assert compare(weak, foul) is Result.WIN  # a player-banker's foul loses to the seat


def test_the_wheel_option_can_turn_a_win_into_a_push() -> None:
    seat = ("Ad 2c 3s 4h 5d", "Ks Qc")
    banker = ("Kd Qh Jc Ts 9h", "Jh 8d")
    assert compare(setting(*seat), setting(*banker)) is Result.WIN
    lowest = Wheel.LOWEST
    seat_low = Setting(parse_cards(seat[0]), parse_cards(seat[1]), lowest)
    banker_low = Setting(parse_cards(banker[0]), parse_cards(banker[1]), lowest)
    assert compare(seat_low, banker_low, PokerRules(wheel_rank="lowest")) is Result.PUSH


def test_a_foul_reset_by_the_house_way_when_the_option_says_so() -> None:
    foul = setting("Ad Qc 9s 5h 3d", "Ks Kh")  # the house way plays kings high, A-Q low
    banker = setting("8h 7c 5d 4s 2h", "6d 3h")
    assert compare(foul, banker, PokerRules(foul_policy="reset_house_way")) is Result.WIN


def test_commission_rounds_the_payee_down() -> None:
    banker = setting("8h 8c 6d 5s 4h", "Ah Qd")
    winner = setting("9d 9c 7s 6h 5d", "As Kc")
    table = settle(0, banker, {1: (2500, winner), 2: (1010, winner)})
    assert (table.seat(1).net_cents, table.seat(1).commission_cents) == (2375, 125)
    assert (table.seat(2).net_cents, table.seat(2).commission_cents) == (959, 51)


def test_a_player_banker_s_round_sums_to_zero() -> None:
    bank = setting("Qd Qc 8s 6h 2d", "Ts 9s")
    beats_bank = setting("Ks Kh 9d 7c 3h", "Js Th")
    loses = setting("Jd Jh 8c 6c 2h", "Td 9d")
    pushes = setting("As Ah 5c 4d 3c", "8d 7d")  # high higher, low lower
    table = settle(3, bank, {1: (1000, beats_bank), 2: (2000, loses), 4: (500, pushes), 0: (1000, loses)})
    results = {s.seat: s.result for s in table.seats}
    assert results == {0: Result.LOSS, 1: Result.WIN, 2: Result.LOSS, 4: Result.PUSH}
    assert (table.banker_net_cents, table.banker_commission_cents) == (1900, 100)
    assert table.seat(1).net_cents == 950 and table.seat(1).commission_cents == 50
    assert table.seat(2).net_cents == -2000 and table.seat(4).net_cents == 0
    house = table.seat(0).net_cents + table.commission_cents  # the dealer's seat and the commission
    assert house == -850
    assert table.banker_net_cents + sum(s.net_cents for s in table.seats if s.seat) + house == 0


def test_rates_are_fractions() -> None:
    rules = PokerRules().with_values({"commission": "0.04"})
    assert rules.commission == Fraction(1, 25)
