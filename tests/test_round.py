"""Tests of one round at the table: the dice count, the deal, the showdown and settlement in cents."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from woodpiles import woodpile_for as shared_woodpile_for

from paigow_desktop.games.paigow.house_way import set_hand as house_way
from paigow_desktop.games.paigow.round import (
    BetPlaced,
    Deal,
    HandSet,
    Phase,
    Reveal,
    Round,
    RoundError,
    Settlement,
    TableRules,
    deal_order,
    payout_after_commission,
    seat_for_count,
)
from paigow_desktop.games.paigow.setting import BetResult, Setting, settings_of
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

RULES = TableRules(minimum_cents=100, maximum_cents=500_000)


def counted_place(banker: int, total: int) -> int:
    """Count the dice by hand: the banker's place says 1, then one place on counter-clockwise."""
    place = banker
    for _ in range(total - 1):
        place = (place + 1) % 8
    return place


def woodpile_for(hands: Mapping[int, str], banker: int, dice: tuple[int, int, int]) -> list[list[Tile]]:
    """A woodpile that gives each listed place the listed tiles with these dice; other tiles fill the rest."""
    return shared_woodpile_for(hands, counted_place(banker, sum(dice)))


# ----------------------------------------------------------------- the dice count


def test_literal_dice_counts() -> None:
    assert seat_for_count(0, 9) == 0
    assert seat_for_count(0, 17) == 0
    assert seat_for_count(0, 10) == 1
    assert seat_for_count(0, 3) == 2
    assert seat_for_count(0, 18) == 1
    assert seat_for_count(3, 6) == 0
    assert seat_for_count(3, 9) == 3
    assert seat_for_count(5, 3) == 7


@pytest.mark.parametrize("banker", range(8))
@pytest.mark.parametrize("total", range(3, 19))
def test_count_lands_on_the_counted_place(banker: int, total: int) -> None:
    assert seat_for_count(banker, total) == counted_place(banker, total)
    order = deal_order(banker, total)
    assert order[0] == counted_place(banker, total)
    assert sorted(order) == list(range(8))
    assert all(order[(k + 1) % 8] == (order[k] + 1) % 8 for k in range(8))


@pytest.mark.parametrize(("banker", "total"), [(-1, 9), (8, 9), (0, 2), (0, 19)])
def test_count_rejects_impossible_input(banker: int, total: int) -> None:
    with pytest.raises(RoundError):
        seat_for_count(banker, total)


# ----------------------------------------------------------------- the deal


def test_deal_gives_one_stack_per_occupied_place_and_sets_the_rest_aside() -> None:
    game = Round(RULES, random.Random(7))
    game.place_bet(2, 500)
    game.place_bet(5, 1000)
    deal = game.deal()
    assert deal.occupied == (0, 2, 5)
    assert set(deal.hands) == {0, 2, 5}
    assert set(deal.set_aside) == {1, 3, 4, 6, 7}
    assert all(len(tiles) == 4 for tiles in deal.hands.values())
    every = [t for tiles in (*deal.hands.values(), *deal.set_aside.values()) for t in tiles]
    assert Counter(every) == Counter(FULL_SET)
    assert Counter(t for stack in deal.woodpile for t in stack) == Counter(FULL_SET)
    assert len(deal.dice) == 3 and all(1 <= d <= 6 for d in deal.dice)
    assert deal.total == sum(deal.dice)
    assert deal.first == counted_place(0, deal.total)
    for k, place in enumerate(deal.order):
        assert deal.tiles_of(place) == deal.woodpile[k]
        assert deal.stack_of(place) == k
    assert game.phase is Phase.SETTING
    assert game.tiles_of(2) == deal.hands[2]
    with pytest.raises(RoundError, match="no tiles"):
        game.tiles_of(3)


@given(seed=st.integers(0, 2**32 - 1), seats=st.sets(st.integers(1, 7), min_size=1))
@settings(max_examples=60, deadline=None)
def test_every_tile_is_accounted_for(seed: int, seats: set[int]) -> None:
    game = Round(RULES, random.Random(seed))
    for seat in seats:
        game.place_bet(seat, 100)
    deal = game.deal()
    assert set(deal.hands) == {0, *seats}
    assert set(deal.hands).isdisjoint(deal.set_aside)
    assert len(deal.hands) + len(deal.set_aside) == 8
    every = [t for tiles in (*deal.hands.values(), *deal.set_aside.values()) for t in tiles]
    assert Counter(every) == Counter(FULL_SET)


def _deal_with_seed(seed: int) -> Deal:
    game = Round(RULES, random.Random(seed))
    game.place_bet(1, 100)
    return game.deal()


def test_same_seed_same_deal_different_seeds_different_deals() -> None:
    assert _deal_with_seed(42) == _deal_with_seed(42)
    deals = {(d.woodpile, d.dice) for d in map(_deal_with_seed, range(20))}
    assert len(deals) == 20


def test_a_given_woodpile_and_dice_are_dealt_as_given() -> None:
    stacks = woodpile_for({0: "6-6 5-4 5-5 6-4", 4: "4-4 4-4 5-5 6-5"}, banker=0, dice=(2, 2, 1))
    game = Round(RULES, random.Random(0))
    game.place_bet(4, 100)
    deal = game.deal(stacks=stacks, dice=(2, 2, 1))
    assert deal.dice == (2, 2, 1)
    assert deal.first == 4
    assert Counter(deal.hands[4]) == Counter(parse_tiles("4-4 4-4 5-5 6-5"))
    assert Counter(deal.hands[0]) == Counter(parse_tiles("6-6 5-4 5-5 6-4"))


# ----------------------------------------------------------------- commission


def test_commission_rounding_examples() -> None:
    assert payout_after_commission(110, Fraction(1, 20)) == (104, 6)
    assert payout_after_commission(100, Fraction(1, 20)) == (95, 5)
    assert payout_after_commission(110, Fraction(0)) == (110, 0)
    assert payout_after_commission(0, Fraction(1, 20)) == (0, 0)
    assert payout_after_commission(1, Fraction(1, 20)) == (0, 1)
    with pytest.raises(ValueError):
        payout_after_commission(-1, Fraction(1, 20))
    with pytest.raises(ValueError):
        payout_after_commission(100, Fraction(1, 5))


@given(
    win=st.integers(0, 10**9),
    rate=st.sampled_from(
        [Fraction(1, 20), Fraction(1, 25), Fraction(119, 2500), Fraction(0), Fraction(1, 10)]
    ),
)
def test_commission_is_exact(win: int, rate: Fraction) -> None:
    paid, commission = payout_after_commission(win, rate)
    assert paid + commission == win
    assert paid == math.floor(win * (1 - rate))
    assert 0 <= commission <= win


def test_table_rules_are_checked() -> None:
    assert TableRules(100, 100).commission == Fraction(1, 20)
    with pytest.raises(ValueError):
        TableRules(0, 100)
    with pytest.raises(ValueError):
        TableRules(500, 100)
    with pytest.raises(ValueError):
        TableRules(100, 1000, Fraction(3, 20))


# ----------------------------------------------------------------- a round with the house banking

# Known hands (low / high) and how they fare against the house's Wong over 0.
HOUSE = "5-5 6-4 / 6-6 5-4"  # the house way: Wong high, 0 low
WINNER = "5-5 6-5 / 4-4 4-4"  # 1 beats 0, Yun pair beats Wong
LOSER = "3-3 2-2 / 6-5 3-1"  # 0 against 0 goes to the banker, 5 loses
SPLIT = "6-1 5-1 / 6-2 5-2"  # 3 beats 0, 5 loses: push
COPY = "1-1 3-1 / 6-6 6-3"  # 6 beats 0, Wong against Wong is a copy: push


def house_round(commission: Fraction = Fraction(1, 20)) -> Round:
    dice = (3, 4, 5)
    stacks = woodpile_for({0: HOUSE, 1: WINNER, 2: LOSER, 3: SPLIT, 4: COPY}, banker=0, dice=dice)
    game = Round(TableRules(100, 500_000, commission), random.Random(0))
    game.place_bet(1, 110)
    game.place_bet(2, 500)
    game.place_bet(3, 2000)
    game.place_bet(4, 1000)
    game.deal(stacks=stacks, dice=dice)
    return game


def test_full_round_house_banking() -> None:
    game = house_round()
    assert game.dealt is not None and game.dealt.occupied == (0, 1, 2, 3, 4)
    for place, text in ((1, WINNER), (2, LOSER), (3, SPLIT), (4, COPY)):
        record = game.set_hand(place, Setting.parse(text))
        assert record == HandSet(place, Setting.parse(text))
        assert not record.house_way
    reveal = game.reveal()
    assert game.revealed is reveal
    assert reveal.banker == 0
    assert reveal.banker_setting.same_play(Setting.parse(HOUSE))
    assert reveal.banker_rule == house_way(Setting.parse(HOUSE).tiles).name
    assert reveal.banker_rule is not None and reveal.banker_rule.startswith("rule ")
    assert [m.place for m in reveal.matchups] == [1, 2, 3, 4]
    assert reveal.matchup(1).result is BetResult.WIN
    assert reveal.matchup(2).result is BetResult.LOSS
    assert reveal.matchup(3).result is BetResult.PUSH
    assert reveal.matchup(3).comparison.copies == 0
    assert reveal.matchup(4).result is BetResult.PUSH
    assert reveal.matchup(4).comparison.copies == 1

    money = game.settle()
    assert game.phase is Phase.SETTLED
    assert money.nets == {0: -110 + 500, 1: 104, 2: -500, 3: 0, 4: 0}
    assert money.commissions == {0: 0, 1: 6, 2: 0, 3: 0, 4: 0}
    assert money.commission_cents == 6
    assert money.house_net_cents == 390
    assert money.house_total_cents == 396
    assert money.place(1).result is BetResult.WIN
    assert money.place(0).result is None
    assert money.balanced
    assert sum(money.nets.values()) + money.commission_cents == 0


def test_operations_record_the_round_in_order() -> None:
    game = house_round()
    for place, text in ((1, WINNER), (2, LOSER), (3, SPLIT)):
        game.set_hand(place, Setting.parse(text))
    asked = game.set_house_way(4)
    assert asked.house_way and asked.rule is not None and asked.rule.startswith("rule ")
    assert asked.setting == house_way(game.tiles_of(4)).setting
    game.reveal()
    game.settle()
    kinds = [type(op) for op in game.operations]
    assert kinds == [BetPlaced] * 4 + [Deal] + [HandSet] * 5 + [Reveal, Settlement]
    house_set = game.operations[9]
    assert isinstance(house_set, HandSet) and house_set.place == 0 and house_set.automatic
    assert game.operations[-1] == game.settlement


def test_zero_commission_pays_in_full() -> None:
    game = house_round(Fraction(0))
    for place, text in ((1, WINNER), (2, LOSER), (3, SPLIT), (4, COPY)):
        game.set_hand(place, Setting.parse(text))
    game.reveal()
    money = game.settle()
    assert money.nets[1] == 110
    assert money.commission_cents == 0
    assert money.balanced


def test_automated_places_are_set_by_the_house_way_at_the_reveal() -> None:
    dice = (3, 4, 5)
    stacks = woodpile_for({0: HOUSE, 1: WINNER, 2: LOSER}, banker=0, dice=dice)
    game = Round(RULES, random.Random(0), automated={2})
    game.place_bet(1, 100)
    game.place_bet(2, 100)
    game.deal(stacks=stacks, dice=dice)
    assert game.can_set_hand(2, Setting.parse(LOSER)) is not None
    game.set_hand(1, Setting.parse(WINNER))
    reveal = game.reveal()
    assert reveal.matchup(2).setting == house_way(game.tiles_of(2)).setting
    record = game.hand_set(2)
    assert record is not None and record.automatic and record.house_way


# ----------------------------------------------------------------- a player banking

HOUSE_VS_BANK = "2-1 4-3 / 4-1 3-2"  # the house's tiles: Chop Ng pair and 3 beat Wong and 0


def player_bank_round(bets: Mapping[int, int], bankroll: int = 1_000_000) -> Round:
    dice = (6, 6, 5)  # 17 lands on the banker
    stacks = woodpile_for(
        {2: HOUSE, 1: WINNER, 3: LOSER, 4: COPY, 5: SPLIT, 0: HOUSE_VS_BANK}, banker=2, dice=dice
    )
    game = Round(RULES, random.Random(0), banker=2, banker_bankroll_cents=bankroll)
    for place, cents in bets.items():
        game.place_bet(place, cents)
    deal = game.deal(stacks=stacks, dice=dice)
    assert deal.first == 2
    for place, text in ((2, HOUSE), (1, WINNER), (3, LOSER), (4, COPY), (5, SPLIT)):
        if place in deal.occupied:
            game.set_hand(place, Setting.parse(text))
    return game


def test_player_banker_with_a_positive_net_pays_commission() -> None:
    game = player_bank_round({1: 1000, 3: 3000, 4: 500, 5: 700})
    assert game.bets[0] == RULES.minimum_cents  # the house bet the minimum against the bank
    automatic = game.operations[4]
    assert automatic == BetPlaced(0, 100, automatic=True)
    reveal = game.reveal()
    assert reveal.banker == 2
    assert [m.place for m in reveal.matchups] == [0, 1, 3, 4, 5]
    assert reveal.matchup(0).result is BetResult.WIN
    assert reveal.matchup(4).comparison.copies == 1
    money = game.settle()
    gross = 3000 - 1000 - 100  # the banker's even-money result: 1900
    assert money.nets == {0: 100, 1: 950, 2: gross - 95, 3: -3000, 4: 0, 5: 0}
    assert money.commissions == {0: 0, 1: 50, 2: 95, 3: 0, 4: 0, 5: 0}
    assert money.commission_cents == 145
    assert money.house_net_cents == 100
    assert money.balanced


def test_player_banker_with_a_losing_net_pays_no_commission() -> None:
    game = player_bank_round({0: 2000, 1: 5000, 3: 100, 4: 300})
    game.reveal()
    money = game.settle()
    assert money.place(2).net_cents == 100 - 5000 - 2000
    assert money.place(2).commission_cents == 0
    assert money.nets[1] == 4750
    assert money.nets[0] == 2000
    assert money.commission_cents == 250
    assert money.balanced


def test_player_banker_with_an_even_net_pays_no_commission() -> None:
    game = player_bank_round({1: 1000, 3: 1100})
    game.reveal()
    money = game.settle()
    assert money.place(2).net_cents == 0
    assert money.place(2).commission_cents == 0
    assert money.balanced


@given(
    seed=st.integers(0, 2**32 - 1),
    banker=st.integers(0, 7),
    bets=st.dictionaries(st.integers(0, 7), st.integers(100, 50_000), max_size=8),
    choices=st.lists(st.integers(0, 3), min_size=8, max_size=8),
    rate=st.sampled_from([Fraction(1, 20), Fraction(1, 25), Fraction(119, 2500), Fraction(0)]),
)
@settings(max_examples=150, deadline=None)
def test_money_is_conserved(
    seed: int, banker: int, bets: dict[int, int], choices: list[int], rate: Fraction
) -> None:
    bets = {p: c for p, c in bets.items() if p != banker}
    if banker == 0 and not bets:
        bets = {1: 100}
    rng = random.Random(seed)
    game = Round(TableRules(100, 50_000, rate), rng, banker=banker, banker_bankroll_cents=10**9)
    for place, cents in bets.items():
        game.place_bet(place, cents)
    deal = game.deal()
    for place in deal.occupied:
        if place == 0:
            continue
        options = settings_of(deal.tiles_of(place))
        pick = choices[place]
        if pick == 3:
            game.set_house_way(place)
        else:
            game.set_hand(place, options[pick % len(options)])
    reveal = game.reveal()
    money = game.settle()
    assert money.balanced
    assert sum(money.nets.values()) + money.commission_cents == 0
    assert {p.place for p in money.places} == set(deal.occupied)
    for m in reveal.matchups:
        line = money.place(m.place)
        bet = game.bets[m.place]
        if m.result is BetResult.LOSS:
            assert line.net_cents == -bet
        elif m.result is BetResult.PUSH:
            assert line.net_cents == 0
        elif m.place != 0:
            assert (line.net_cents, line.commission_cents) == payout_after_commission(bet, rate)
    bank = money.place(banker)
    gross = bank.net_cents + bank.commission_cents
    if banker == 0 or gross <= 0:
        assert bank.commission_cents == 0
    else:
        assert bank.commission_cents == gross - math.floor(gross * (1 - rate))


# ----------------------------------------------------------------- errors


def test_bets_outside_the_limits_are_refused() -> None:
    game = Round(TableRules(500, 10_000), random.Random(0))
    assert game.can_place_bet(1, 499) is not None
    with pytest.raises(RoundError, match="minimum"):
        game.place_bet(1, 499)
    with pytest.raises(RoundError, match="maximum"):
        game.place_bet(1, 10_001)
    with pytest.raises(RoundError, match="bank"):
        game.place_bet(0, 1000)
    with pytest.raises(RoundError, match="no place"):
        game.place_bet(8, 1000)
    with pytest.raises(RoundError, match="bankroll"):
        game.place_bet(1, 2000, bankroll_cents=1500)
    assert game.can_place_bet(1, 500) is None
    assert game.place_bet(1, 10_000) == BetPlaced(1, 10_000)
    assert game.bets == {1: 10_000}


def test_betting_after_the_deal_is_refused() -> None:
    game = Round(RULES, random.Random(0))
    game.place_bet(1, 100)
    game.deal()
    with pytest.raises(RoundError, match="closed"):
        game.place_bet(2, 100)
    with pytest.raises(RoundError, match="already been dealt"):
        game.deal()


def test_dealing_without_bets_is_refused() -> None:
    with pytest.raises(RoundError, match="bet"):
        Round(RULES, random.Random(0)).deal()


def test_a_bad_woodpile_or_dice_is_refused() -> None:
    game = Round(RULES, random.Random(0))
    game.place_bet(1, 100)
    stacks = woodpile_for({}, banker=0, dice=(1, 1, 1))
    with pytest.raises(RoundError, match="woodpile"):
        game.deal(stacks=stacks[:7], dice=(1, 1, 1))
    broken = [list(s) for s in stacks]
    broken[0][0] = broken[1][0]
    with pytest.raises(RoundError, match="woodpile"):
        game.deal(stacks=broken, dice=(1, 1, 1))
    with pytest.raises(RoundError, match="dice"):
        game.deal(stacks=stacks, dice=(0, 1, 1))
    assert game.phase is Phase.BETTING


def test_setting_the_wrong_tiles_is_refused() -> None:
    game = house_round()
    wrong = Setting.parse(LOSER)
    assert game.can_set_hand(1, wrong) is not None
    with pytest.raises(RoundError, match="not the tiles of place 1"):
        game.set_hand(1, wrong)
    with pytest.raises(RoundError, match="house way"):
        game.set_hand(0, Setting.parse(HOUSE))
    with pytest.raises(RoundError, match="no tiles"):
        game.set_hand(6, wrong)


def test_setting_before_the_deal_or_after_the_reveal_is_refused() -> None:
    game = Round(RULES, random.Random(0))
    game.place_bet(1, 100)
    with pytest.raises(RoundError, match="not been dealt"):
        game.set_house_way(1)
    game.deal()
    game.set_house_way(1)
    game.reveal()
    with pytest.raises(RoundError, match="revealed"):
        game.set_house_way(1)


def test_revealing_before_every_place_is_set_is_refused() -> None:
    game = house_round()
    game.set_hand(1, Setting.parse(WINNER))
    with pytest.raises(RoundError, match="2, 3, 4"):
        game.reveal()
    assert game.phase is Phase.SETTING


def test_settling_before_the_showdown_is_refused() -> None:
    game = Round(RULES, random.Random(0))
    game.place_bet(1, 100)
    with pytest.raises(RoundError, match="showdown"):
        game.settle()
    game.deal()
    game.set_house_way(1)
    with pytest.raises(RoundError, match="showdown"):
        game.settle()
    game.reveal()
    game.settle()
    with pytest.raises(RoundError, match="already settled"):
        game.settle()


def test_a_banker_who_cannot_cover_is_refused() -> None:
    with pytest.raises(RoundError, match="bankroll"):
        Round(RULES, random.Random(0), banker=3)
    game = Round(RULES, random.Random(0), banker=3, banker_bankroll_cents=1000)
    game.place_bet(1, 500)
    game.place_bet(2, 400)  # with the house's minimum: 1000, just covered
    reason = game.can_place_bet(4, 100)
    assert reason is not None and "cannot cover" in reason
    with pytest.raises(RoundError, match="cannot cover"):
        game.place_bet(4, 100)
    with pytest.raises(RoundError, match="cannot cover"):
        game.place_bet(0, 200)
    with pytest.raises(RoundError, match="holds the bank"):
        game.place_bet(3, 100)
    game.place_bet(2, 300)  # a smaller bet replaces the first
    game.place_bet(4, 100)
    assert game.facing_bank_cents() == 1000
    deal = game.deal()
    assert deal.occupied == (0, 1, 2, 3, 4)


def test_playing_a_setting_out_runs_the_round_to_its_end_and_says_what_happened() -> None:
    """The engine runs the round: the table asks whether the player's setting may be played
    out, plays it, and gets back the reveal, the money and every place's setting to show."""
    by_hand = house_round()
    for place, text in ((1, WINNER), (2, LOSER), (3, SPLIT), (4, COPY)):
        by_hand.set_hand(place, Setting.parse(text))
    reveal, money = by_hand.reveal(), by_hand.settle()

    game = house_round()
    for place, text in ((2, LOSER), (3, SPLIT), (4, COPY)):
        game.set_hand(place, Setting.parse(text))
    assert game.can_play_out(1, Setting.parse(LOSER)) is not None  # not place 1's tiles
    assert game.can_play_out(1, Setting.parse(WINNER)) is None
    end = game.play_out(1, Setting.parse(WINNER))
    assert end.reveal == reveal and end.settlement == money and game.phase is Phase.SETTLED
    assert set(end.settings) == {0, 1, 2, 3, 4}
    assert end.settings[1] == Setting.parse(WINNER) and end.settings[0].same_play(Setting.parse(HOUSE))
    assert end.rules == {0: reveal.banker_rule}  # the house way set the house's tiles alone
    with pytest.raises(RoundError, match="revealed"):
        game.play_out(1, Setting.parse(WINNER))


def test_a_setting_is_not_played_out_while_another_place_has_not_set_its_tiles() -> None:
    game = house_round()
    game.set_hand(2, Setting.parse(LOSER))
    reason = game.can_play_out(1, Setting.parse(WINNER))
    assert reason is not None and "waiting for place 3, 4" in reason
    with pytest.raises(RoundError, match="waiting"):
        game.play_out(1, Setting.parse(WINNER))
