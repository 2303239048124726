"""Tien Gow's money: the settlement and immediate payments of the rules doc's worked examples."""

from __future__ import annotations

import pytest

from paigow_desktop.games.tiengow.money import (
    GEE_JOON,
    ONE_RED_DOT,
    QUARTET,
    can_afford_hand,
    collect,
    net,
    settlement,
    worst_loss,
)
from paigow_desktop.games.tiengow.rules import Rules

DEFAULT = Rules()
NO_SURPLUS_DOUBLING = Rules(banker_surplus_doubled=False)

# (columns, winner, L, rules, net): East (0) banks with streak 0 unless said otherwise.
SETTLEMENTS = [
    pytest.param((3, 1, 4, 0), 0, 1, DEFAULT, (16, -6, 0, -10), id="banker wins"),
    pytest.param((1, 4, 2, 1), 1, 1, DEFAULT, (-6, 11, -2, -3), id="banker loses with one column"),
    pytest.param((0, 4, 3, 1), 1, 1, DEFAULT, (-10, 14, -1, -3), id="banker loses with no column"),
    pytest.param((6, 1, 1, 0), 1, 1, DEFAULT, (4, 4, -3, -5), id="banker loses with six columns"),
    pytest.param((6, 1, 1, 0), 1, 1, NO_SURPLUS_DOUBLING, (2, 6, -3, -5), id="surplus not doubled"),
    pytest.param((2, 6, 0, 0), 0, 1, DEFAULT, (16, 4, -10, -10), id="banker wins, South above par"),
    pytest.param((2, 6, 0, 0), 0, 1, NO_SURPLUS_DOUBLING, (16, 4, -10, -10), id="same, surplus off"),
    pytest.param((6, 2, 0, 0), 1, 2, DEFAULT, (8, 12, -10, -10), id="South's Gee Joon last"),
    pytest.param((6, 2, 0, 0), 1, 2, NO_SURPLUS_DOUBLING, (4, 16, -10, -10), id="same, surplus off"),
    pytest.param((2, 2, 4, 0), 2, 2, DEFAULT, (-8, -4, 22, -10), id="West's quartet last"),
    pytest.param((8, 0, 0, 0), 0, 2, DEFAULT, (60, -20, -20, -20), id="complete game with L"),
    pytest.param((8, 0, 0, 0), 0, 1, DEFAULT, (30, -10, -10, -10), id="complete game, unbeatable lead"),
]


@pytest.mark.parametrize(("columns", "winner", "bonus", "rules", "expected"), SETTLEMENTS)
def test_settlement_examples(
    columns: tuple[int, ...], winner: int, bonus: int, rules: Rules, expected: tuple[int, ...]
) -> None:
    payments = settlement(columns, winner, 0, 2, bonus, rules)
    assert tuple(net(payments)) == expected
    assert all(p.points > 0 and p.reason == "settlement" for p in payments)
    assert len({p.payer if p.payee == winner else p.payee for p in payments}) == len(payments)


def test_hong_kong_second_hand() -> None:
    # m = 2 + streak 1 = 3.
    assert tuple(net(settlement((5, 1, 2, 0), 0, 0, 3, 1, Rules(hk_escalating_banker=True)))) == (
        30,
        -9,
        -6,
        -15,
    )


def test_little_three_moves_the_uninvolved_debts() -> None:
    rules = Rules(little_three_big_six=True)
    # North (3) led the 2-1, South (1) won with the 4-2.
    assert tuple(net(settlement((1, 3, 3, 1), 1, 0, 2, 1, rules, little_three=3))) == (0, 10, 0, -10)
    plain = settlement((0, 3, 0, 5), 1, 0, 2, 1, rules)
    assert tuple(net(plain)) == (-10, 14, -5, 1)
    moved = settlement((0, 3, 0, 5), 1, 0, 2, 1, rules, little_three=3)
    assert tuple(net(moved)) == (0, 14, 0, -14)
    assert sorted((p.payer, p.payee, p.points) for p in moved) == [(1, 3, 1), (3, 1, 5), (3, 1, 10)]


def test_gee_joon_payments() -> None:
    assert tuple(net(collect(0, 2, GEE_JOON, 0, 2))) == (12, -4, -4, -4)
    assert tuple(net(collect(1, 2, GEE_JOON, 0, 2))) == (-4, 8, -2, -2)
    assert tuple(net(collect(2, 4, QUARTET, 0, 2))) == (-8, -4, 16, -4)
    assert collect(1, 0, GEE_JOON, 0, 2) == []


def test_one_red_dot_payments() -> None:
    from paigow_desktop.games.tiengow.money import one_red_dot

    assert tuple(net(one_red_dot(1, 0, 2, DEFAULT))) == (-20, 40, -10, -10)
    assert tuple(net(one_red_dot(0, 0, 2, DEFAULT))) == (60, -20, -20, -20)
    off = Rules(last_trick_bonus=1)
    assert tuple(net(one_red_dot(1, 0, 2, off))) == (-10, 20, -5, -5)
    assert tuple(net(one_red_dot(0, 0, 2, off))) == (30, -10, -10, -10)
    assert {p.reason for p in one_red_dot(1, 0, 2, off)} == {ONE_RED_DOT}


@pytest.mark.parametrize(
    ("rules", "streak", "worst"),
    [
        # The banker leads two quartets: 2 x 4 x 2 during the hand, 5 x 2 x 2 at its end.
        pytest.param(DEFAULT, 0, 36, id="default"),
        pytest.param(Rules(hk_escalating_banker=True), 2, 72, id="Hong Kong, third hand banked: x4"),
        pytest.param(Rules(banker_multiplier=1, last_trick_bonus=1), 0, 13, id="no multipliers"),
        # A quartet and the Gee Joon pay more than two quartets when the Gee Joon pays more.
        pytest.param(Rules(gee_joon_payment=10), 0, 2 * (10 + 14), id="a dear Gee Joon"),
        # No quartet without mixed sets: only the Gee Joon pays during the hand.
        pytest.param(Rules(mixed_pairs_and_sets=False), 0, 2 * (10 + 2), id="no mixed sets"),
        # Little Three, Big Six: the 2-1 player's own 3 and two debts of 5, x2, and a quartet x2.
        pytest.param(Rules(little_three_big_six=True, last_trick_bonus=1), 0, 34, id="little three"),
        pytest.param(Rules(little_three_big_six=True), 0, 36, id="little three, bonus 2"),
    ],
)
def test_the_worst_a_hand_can_cost_one_player(rules: Rules, streak: int, worst: int) -> None:
    assert worst_loss(rules, streak) == worst


def test_a_hand_is_dealt_only_when_the_bankroll_covers_its_worst() -> None:
    # $1.00 at $10.00 a point: the worst hand costs 36 points, $360.00.
    assert can_afford_hand(DEFAULT, 100, 1000) == (
        "Your bankroll of $1.00 does not cover the worst this hand can cost at $10.00 a point "
        "($360.00): choose a lower point value or reset the bankroll."
    )
    assert can_afford_hand(DEFAULT, 36_000, 1000) is None
    assert can_afford_hand(DEFAULT, 35_999, 1000) is not None
    assert can_afford_hand(DEFAULT, 100, 2) is None  # 72 cents at 2 cents a point
