"""Headless Pai Gow Poker: whole rounds by the house way, the money conserved exactly."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigow_desktop.games.paigow_poker import PokerRules
from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.games.paigow_poker.simulate import computer_bet, play_round, seating_for, simulate
from paigow_desktop.games.paigow_poker.table import PokerTable


def test_money_is_conserved_every_round_with_the_bank_rotating() -> None:
    seating = seating_for(6)
    table = PokerTable(PokerRules(), seating, 1)
    bankrolls = dict.fromkeys(seating.seats, 10**9)
    bankers = set()
    stream = random.Random(5)
    for _ in range(300):
        bets = {p: computer_bet(stream) for p in seating.seats}
        money = play_round(table, bets, bankrolls)
        assert sum(line.net_cents for line in money.places) + money.commission_cents == 0
        bankers.add(money.banker)
    assert bankers == {DEALER, *seating.seats}


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(1, 10**6),
    players=st.integers(1, 6),
    co_banking=st.booleans(),
    two_in_a_row=st.booleans(),
    commission=st.sampled_from([Fraction(1, 20), Fraction(1, 25), Fraction(3, 100)]),
)
def test_money_is_conserved_whatever_the_table(
    seed: int, players: int, co_banking: bool, two_in_a_row: bool, commission: Fraction
) -> None:
    rules = PokerRules(
        co_banking=co_banking,
        bank_turns="two_in_a_row" if two_in_a_row else "every_other_round",
        commission=commission,
    )
    result = simulate(30, players, "rotate", seed, rules)
    assert result.conserved
    assert sum(result.net_cents.values()) + result.commission_cents == 0
    assert sum(result.banked.values()) == 30


def test_the_result_adds_up_and_replays() -> None:
    result = simulate(200, 4, "rotate", 9)
    assert list(result.net_cents) == ["player", "seat 1", "seat 2", "seat 4", "house"]
    assert result.places == {"player": 3, "seat 1": 1, "seat 2": 2, "seat 4": 4, "house": 0}
    assert result.betting_rounds + result.banked["player"] == 200
    assert result.player_bet_cents == 1000 * result.betting_rounds
    assert result.banked["house"] == 100  # every other round
    assert simulate(200, 4, "rotate", 9) == result
    assert simulate(200, 4, "rotate", 10).net_cents != result.net_cents


def test_the_house_banks_every_round_when_the_bank_does_not_rotate() -> None:
    result = simulate(50, 3, "never", 2)
    assert result.banked == {"player": 0, "seat 2": 0, "seat 4": 0, "house": 50}
    assert result.player_bank_net_cents == 0


def test_progress_is_reported_up_to_the_end() -> None:
    seen: list[float] = []
    simulate(40, 2, "never", 1, progress=seen.append)
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        ((0, 1, "never", 1), "rounds"),
        ((5, 7, "never", 1), "players"),
        ((5, 0, "never", 1), "players"),
        ((5, 1, "sometimes", 1), "bank"),
        ((5, 1, "never", 0), "seed"),
    ],
)
def test_bad_input_is_refused(args: tuple[object, ...], fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        simulate(*args)  # type: ignore[arg-type]


def test_without_commission_there_is_no_bank_to_rotate() -> None:
    with pytest.raises(ValueError, match="no bank to rotate"):
        simulate(5, 2, "rotate", 1, PokerRules(commission=Fraction(0)))
    free = simulate(50, 2, "never", 1, PokerRules(commission=Fraction(0)))
    assert free.commission_cents == 0 and free.conserved
