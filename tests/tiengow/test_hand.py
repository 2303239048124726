"""A Tien Gow hand as a state machine: the rules doc's full hand, early death, the bonus and
the special hands, played through the engine."""

from __future__ import annotations

import pytest

from paigow_desktop.games.tiengow.hand import Hand, IllegalPlay, Phase
from paigow_desktop.games.tiengow.money import worst_loss
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import parse_tiles

from .helpers import deal_with, discard_rest, full_hand, play

T = parse_tiles


def _first_three_tricks(hand: Hand) -> None:
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3")


def test_the_full_hand_of_the_rules() -> None:
    hand = full_hand()
    _first_three_tricks(hand)
    assert [t.winner for t in hand.tricks] == [0, 3, 3]
    assert [t.columns for t in hand.tricks] == [2, 2, 3]
    assert hand.columns == [2, 0, 0, 5]
    play(hand, "up 4-4", "down 6-2", "down 3-1")
    assert hand.early_death(2)
    assert hand.can_play_face_up(T("6-6")) is not None
    with pytest.raises(IllegalPlay, match="early death"):
        hand.play_face_up(T("6-6"))
    hand.discard(T("6-6"))
    assert hand.over and hand.winner == 3 and hand.next_banker == 3
    assert hand.columns == [2, 0, 0, 6]
    assert hand.bonus == 1
    assert [(p.payer, p.payee, p.points, p.reason) for p in hand.payments] == [
        (1, 0, 4, "gee joon"),
        (2, 0, 4, "gee joon"),
        (3, 0, 4, "gee joon"),
        (0, 3, 4, "settlement"),
        (1, 3, 5, "settlement"),
        (2, 3, 5, "settlement"),
    ]
    assert hand.net() == [8, -9, -9, 10]


def test_the_full_hand_without_early_death() -> None:
    hand = full_hand(Rules(early_death=False))
    _first_three_tricks(hand)
    play(hand, "up 4-4", "down 6-2", "down 3-1")
    assert hand.can_play_face_up(T("6-6")) is None
    hand.play_face_up(T("6-6"))
    assert hand.winner == 2 and hand.columns == [2, 0, 1, 5]
    assert hand.net() == [8, -9, 4, -3]


def test_the_full_hand_immediate_payment_comes_with_the_first_trick() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1")
    outcome = hand.discard(T("6-1 6-4"))
    assert outcome.trick is not None and outcome.trick.winner == 0
    assert [p.points for p in outcome.payments] == [4, 4, 4]
    assert hand.net() == [12, -4, -4, -4]


def test_west_may_discard_in_trick_two_and_north_still_wins() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "down 5-5 5-5")
    assert hand.can_play_face_up(T("1-1 1-1")) is None
    hand.play_face_up(T("1-1 1-1"))
    assert hand.tricks[-1].winner == 3


def test_a_mixed_pair_cannot_answer_a_triple() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2")
    assert hand.can_play_face_up(T("5-2 4-4 5-3")) is not None
    assert hand.can_play_face_up(T("4-4 5-2")) is not None  # two tiles to a triple
    assert hand.can_discard(T("5-2 4-4 5-3")) is None


def test_actions_are_checked() -> None:
    hand = full_hand()
    assert hand.can_lead(T("2-2 6-1")) is not None  # not a set
    assert hand.can_lead(T("6-6")) is not None  # not East's
    assert hand.can_discard(T("2-2")) is not None  # a lead is face up
    hand.lead(T("2-2 2-2"))
    assert hand.phase is Phase.FOLLOW and hand.to_play == 1
    assert hand.can_discard(T("3-3")) is not None  # as many tiles as led
    assert hand.can_play_face_up(T("6-5 6-5")) is not None  # a lower civil pair
    assert hand.beating_sets() == []
    hand.discard(T("6-5 6-5"))
    assert [str(s) for s in hand.beating_sets()] == ["5-5 5-5"]


def test_the_gee_joon_can_only_go_face_down_to_a_pair() -> None:
    hand = Hand(deal_with("6-6 6-6 1-1 1-1 4-4 4-4 5-5 5-5", "4-2 2-1 6-3 5-4 6-2 5-3 5-2 4-3"), 0)
    hand.lead(T("5-5 5-5"))
    assert hand.can_play_face_up(T("4-2 2-1")) is not None
    assert hand.can_discard(T("4-2 2-1")) is None


def test_banker_cashes_two_quartets() -> None:
    dealt = deal_with("6-6 6-6 6-3 5-4 1-1 1-1 6-2 5-3")
    for rules, streak, expected in (
        (Rules(), 0, [108, -36, -36, -36]),
        (Rules(hk_escalating_banker=True), 2, [216, -72, -72, -72]),
    ):
        hand = Hand(dealt, 0, streak, rules)
        assert hand.first_lead_unbeatable is None
        hand.lead(T("6-6 6-6 6-3 5-4"))
        assert hand.first_lead_unbeatable
        discard_rest(hand)
        hand.lead(T("1-1 1-1 6-2 5-3"))
        discard_rest(hand)
        assert hand.bonus == 2 and hand.columns == [8, 0, 0, 0]
        assert hand.net() == expected
        assert sum(p.reason == "quartet" for p in hand.payments) == 6


def test_the_banker_cashing_two_quartets_costs_each_player_the_worst_a_hand_can_cost() -> None:
    dealt = deal_with("6-6 6-6 6-3 5-4 1-1 1-1 6-2 5-3")
    cases = ((Rules(), 0), (Rules(hk_escalating_banker=True), 2), (Rules(banker_multiplier=3), 0))
    for rules, streak in cases:
        hand = Hand(dealt, 0, streak, rules)
        hand.lead(T("6-6 6-6 6-3 5-4"))
        discard_rest(hand)
        hand.lead(T("1-1 1-1 6-2 5-3"))
        discard_rest(hand)
        assert hand.net()[1:] == [-worst_loss(rules, streak)] * 3


def test_a_higher_quartet_collects_from_the_leader() -> None:
    dealt = deal_with("4-4 4-4 5-2 4-3 3-1 3-1 5-5 5-5", "6-6 6-6 6-3 5-4 1-1 1-1 6-2 5-3")
    hand = Hand(dealt, 0)
    hand.lead(T("4-4 4-4 5-2 4-3"))
    hand.play_face_up(T("6-6 6-6 6-3 5-4"))
    discard_rest(hand)
    hand.lead(T("1-1 1-1"))
    discard_rest(hand)
    hand.lead(T("6-2 5-3"))
    discard_rest(hand)
    assert hand.columns == [0, 8, 0, 0] and hand.bonus == 2
    assert hand.net() == [-28, 56, -14, -14]


@pytest.mark.parametrize(
    ("first", "exception", "expected"),
    [
        ("6-6 6-6", True, [30, -10, -10, -10]),  # unbeatable in his own eyes: no complete-game bonus
        ("6-6 6-6", False, [60, -20, -20, -20]),
        ("1-1 1-1", True, [60, -20, -20, -20]),  # beatable in his own eyes
    ],
)
def test_complete_game_and_the_unbeatable_exception(first: str, exception: bool, expected: list[int]) -> None:
    east = "6-6 6-6 1-1 1-1 6-3 5-4 6-2 5-3" if first == "6-6 6-6" else "1-1 1-1 4-4 4-4 6-3 5-4 6-2 5-3"
    hand = Hand(deal_with(east), 0, rules=Rules(unbeatable_exception=exception))
    pairs = [first] + [
        p for p in ("6-6 6-6", "1-1 1-1", "4-4 4-4", "6-3 5-4", "6-2 5-3") if p in east and p != first
    ]
    for pair in pairs[:4]:
        hand.lead(T(pair))
        discard_rest(hand)
    assert hand.columns == [8, 0, 0, 0]
    assert hand.net() == expected


def test_a_non_banker_complete_game_keeps_the_bonus() -> None:
    # South wins every trick: the banker's unbeatable first lead does not matter (it was beaten).
    dealt = deal_with("4-4 4-4 5-2 4-3 3-1 3-1 5-5 5-5", "6-6 6-6 6-3 5-4 1-1 1-1 6-2 5-3")
    hand = Hand(dealt, 0, rules=Rules(quartet_payment=0))
    hand.lead(T("4-4 4-4 5-2 4-3"))
    hand.play_face_up(T("6-6 6-6 6-3 5-4"))
    discard_rest(hand)
    for pair in ("1-1 1-1", "6-2 5-3"):
        hand.lead(T(pair))
        discard_rest(hand)
    assert hand.bonus == 2 and hand.net() == [-20, 40, -10, -10]


@pytest.mark.parametrize(
    ("holder", "bonus", "expected"),
    [
        (1, True, [-20, 40, -10, -10]),
        (0, True, [60, -20, -20, -20]),
        (1, False, [-10, 20, -5, -5]),
        (0, False, [30, -10, -10, -10]),
    ],
)
def test_one_red_dot(holder: int, bonus: bool, expected: list[int]) -> None:
    red_dot = "5-5 5-5 3-3 3-3 2-2 2-2 6-5 3-1"
    other = "6-6 6-6 1-1 1-1 4-4 4-4 6-3 5-4"
    given = (red_dot, other) if holder == 0 else (other, red_dot)
    rules = Rules(one_red_dot=True).with_option("last_trick_bonus", bonus)
    hand = Hand(deal_with(*given), 0, rules=rules)
    assert hand.over and hand.winner == holder and hand.tricks == []
    assert hand.columns == [8 if s == holder else 0 for s in range(4)]
    assert hand.net() == expected
    assert {p.reason for p in hand.payments} == {"one red dot"}
    assert not Hand(deal_with(*given), 0).over  # the option is off by default


def test_the_deal_is_checked() -> None:
    with pytest.raises(ValueError):
        Hand([T("6-6 6-6 6-6 1-1 1-1 4-4 4-4 5-5")] * 4, 0)
    with pytest.raises(ValueError):
        Hand(deal_with(), 4)


LITTLE_THREE_DEAL = (
    "6-3 5-4 5-2 6-2 5-3 3-2 2-2 4-1",
    "6-6 5-5 1-1 5-5 3-3 6-1 4-3 6-4",
    "6-1 4-4 6-5 4-2 3-3 4-4 6-6 3-1",
    "2-2 2-1 1-1 3-1 5-1 6-5 6-4 5-1",
)
LITTLE_THREE_PLAY = (
    ("up 6-2 5-3", "down 6-1 4-3", "down 4-4 3-1", "down 2-2 6-4"),
    ("up 4-1 3-2", "down 6-4 1-1", "down 6-5 6-6", "down 5-1 6-5"),
    ("up 2-2", "up 3-3", "up 4-4", "up 1-1"),
    ("up 5-1", "down 5-2", "down 6-6", "up 6-1"),
    ("up 3-3", "up 3-1", "down 6-3", "down 5-5"),
    ("up 2-1", "down 5-4", "down 5-5", "up 4-2"),  # North leads Little Three, West's Big Six wins
)


@pytest.mark.parametrize("option", [False, True])
def test_little_three_big_six(option: bool) -> None:
    hand = Hand([T(h) for h in LITTLE_THREE_DEAL], 0, rules=Rules(little_three_big_six=option))
    for trick in LITTLE_THREE_PLAY:
        play(hand, *trick)
    assert hand.winner == 2 and hand.columns == [4, 0, 2, 2] and hand.bonus == 1
    settled = sorted((p.payer, p.payee, p.points) for p in hand.payments)
    if option:
        # South's debt of 5 moves to North, who also pays his own 2; East owes nothing at par.
        assert settled == [(3, 2, 2), (3, 2, 5)] and hand.net() == [0, 0, 7, -7]
    else:
        assert settled == [(1, 2, 5), (3, 2, 2)] and hand.net() == [0, -5, 7, -2]
