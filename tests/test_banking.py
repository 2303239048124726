"""Banking: settlement against a player-banker, co-banking's halves, the bank's rotation, the
every-other-round rule, the coverage check, computer bankers and the dice count's variation."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from woodpiles import woodpile_for

from paigow_desktop.games.paigow.house_way import set_hand as house_way
from paigow_desktop.games.paigow.round import (
    DEALER,
    BetPlaced,
    Round,
    RoundError,
    TableRules,
    co_bank_share,
    seat_for_count,
)
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.games.paigow.table import (
    COMMISSIONS,
    MAX_SEED,
    Seating,
    TableSession,
    TableVariations,
    computer_bet,
    computer_takes_bank,
)

RULES = TableRules(100, 500_000)

# Known hands (low / high) against a banker holding BANK (Wong high, 0 low, the house way's setting).
BANK = "5-5 6-4 / 6-6 5-4"
WINNER = "5-5 6-5 / 4-4 4-4"  # 1 beats 0 and the Yun pair beats Wong
LOSER = "3-3 2-2 / 6-5 3-1"  # 0 against 0 goes to the banker, 5 loses to Wong
SPLIT = "6-1 5-1 / 6-2 5-2"  # 3 beats 0, 5 loses: push
COPY = "1-1 3-1 / 6-6 6-3"  # 6 beats 0, Wong against Wong (both Teen high) is a copy: push
DEALER_WINS = "2-1 4-3 / 4-1 3-2"  # 3 beats 0 and the Chop Ng pair beats Wong


def floor_pay(cents: int, rate: Fraction) -> int:
    """What a win of ``cents`` pays after commission, in the house's favour, worked out by hand."""
    keep = 1 - rate
    return cents * keep.numerator // keep.denominator


# ----------------------------------------------------------------- a seat holding the bank


@pytest.mark.parametrize("rate", COMMISSIONS)
def test_a_player_banker_against_wins_pushes_losses_and_copies(rate: Fraction) -> None:
    dice = (6, 6, 5)  # 17: the count ends on the banker
    hands = {3: BANK, 1: WINNER, 2: LOSER, 4: COPY, 5: SPLIT, 0: DEALER_WINS}
    game = Round(TableRules(100, 500_000, rate), random.Random(0), banker=3, banker_bankroll_cents=5_155)
    bets = {0: 500, 1: 1010, 2: 2345, 4: 700, 5: 600}
    for place, cents in bets.items():
        game.place_bet(place, cents)
    assert game.facing_bank_cents() == 5_155
    deal = game.deal(stacks=woodpile_for(hands, first=3), dice=dice)
    assert deal.first == 3 and deal.occupied == (0, 1, 2, 3, 4, 5)
    for place in (1, 2, 3, 4, 5):
        game.set_hand(place, Setting.parse(hands[place]))
    reveal = game.reveal()
    assert reveal.matchup(0).setting.same_play(house_way(deal.tiles_of(0)).setting)
    results = {m.place: m.result for m in reveal.matchups}
    assert results == {
        0: BetResult.WIN,
        1: BetResult.WIN,
        2: BetResult.LOSS,
        4: BetResult.PUSH,
        5: BetResult.PUSH,
    }
    assert reveal.matchup(4).comparison.copies == 1  # the copy went to the banker: a push
    assert reveal.matchup(5).comparison.copies == 0

    money = game.settle()
    gross = 2345 - 1010 - 500  # the banker's even-money result: 835
    winner_paid = floor_pay(1010, rate)
    bank_net = floor_pay(gross, rate)
    assert money.nets == {0: 500, 1: winner_paid, 2: -2345, 3: bank_net, 4: 0, 5: 0}
    assert money.commissions == {0: 0, 1: 1010 - winner_paid, 2: 0, 3: gross - bank_net, 4: 0, 5: 0}
    assert money.commission_cents == (1010 - winner_paid) + (gross - bank_net)
    assert money.balanced


def test_commission_rounding_figures() -> None:
    # Worked by hand: 1010 x 0.95 = 959.5 pays 959; 835 x 0.95 = 793.25 keeps 793;
    # at 4.76%: 1010 x 0.9524 = 961.924 pays 961; 835 x 0.9524 = 795.254 keeps 795.
    assert floor_pay(1010, Fraction(1, 20)) == 959
    assert floor_pay(835, Fraction(1, 20)) == 793
    assert floor_pay(1010, Fraction(119, 2500)) == 961
    assert floor_pay(835, Fraction(119, 2500)) == 795


def test_a_banker_short_of_the_table_is_refused() -> None:
    game = Round(RULES, random.Random(0), banker=3, banker_bankroll_cents=3_000)
    game.place_bet(1, 1_000)
    game.place_bet(2, 1_000)
    # the house's bet-to-be (the minimum) is counted: 2,100 so far
    reason = game.can_place_bet(4, 1_000)
    assert reason is not None and "cannot cover" in reason and "$31.00" in reason
    with pytest.raises(RoundError, match="cannot cover"):
        game.place_bet(4, 1_000)
    game.place_bet(4, 900)  # exactly covered
    assert game.facing_bank_cents() == 3_000
    assert game.can_deal() is None


# ----------------------------------------------------------------- co-banking


@pytest.mark.parametrize(
    ("bank_cents", "player_half", "house_half"),
    [(101, 50, 51), (-101, -51, -50), (100, 50, 50), (-100, -50, -50), (1, 0, 1), (-1, -1, 0), (0, 0, 0)],
)
def test_an_odd_cent_goes_the_house_s_way(bank_cents: int, player_half: int, house_half: int) -> None:
    assert co_bank_share(bank_cents) == player_half
    assert bank_cents - co_bank_share(bank_cents) == house_half


def co_bank_round(bankroll: int = 10_000) -> Round:
    dice = (1, 1, 1)  # 3: the count ends two places on from the banker, at place 5
    hands = {3: BANK, 1: WINNER, 2: LOSER, 4: COPY, 5: SPLIT}
    game = Round(RULES, random.Random(0), banker=3, banker_bankroll_cents=bankroll, co_bank=True)
    for place, cents in {1: 1011, 2: 2345, 4: 701, 5: 600}.items():
        game.place_bet(place, cents)
    deal = game.deal(stacks=woodpile_for(hands, first=5), dice=dice)
    assert deal.first == 5
    for place in (1, 2, 4, 5):
        game.set_hand(place, Setting.parse(hands[place]))
    return game


def test_co_banking_splits_every_bet_in_halves() -> None:
    game = co_bank_round()
    assert game.co_bank and 3 in game.automated
    assert game.bets == {1: 1011, 2: 2345, 4: 701, 5: 600}  # the dealer does not bet
    assert game.dealt is not None and DEALER not in game.dealt.occupied  # nor get tiles
    assert game.can_set_hand(3, Setting.parse(BANK)) is not None  # the house way sets the bank's tiles
    reveal = game.reveal()
    assert reveal.banker_setting.same_play(Setting.parse(BANK))
    assert reveal.banker_rule is not None
    money = game.settle()
    assert money.co_bank
    # The bank pays 1,011 to place 1: the player's half -506, the house's -505.
    # The bank wins 2,345 from place 2: the player's half 1,172, the house's 1,173.
    player_half = -506 + 1172  # 666: a net win, so commission: 666 x 0.95 = 632.7 keeps 632
    house_half = -505 + 1173
    assert money.nets == {0: house_half, 1: 960, 2: -2345, 3: 632, 4: 0, 5: 0}
    assert money.commissions == {0: 0, 1: 51, 2: 0, 3: player_half - 632, 4: 0, 5: 0}
    assert money.house_net_cents == 668
    assert money.balanced


def test_a_co_banker_covers_half_of_the_table_rounded_up() -> None:
    game = Round(RULES, random.Random(0), banker=3, banker_bankroll_cents=2_330, co_bank=True)
    assert game.can_place_bet(DEALER, 100) is not None
    for place, cents in {1: 1011, 2: 2345, 4: 701}.items():
        game.place_bet(place, cents)
    assert game.facing_bank_cents() == 506 + 1173 + 351
    reason = game.can_place_bet(5, 601)
    assert reason is not None and "cannot cover" in reason and "its half" in reason
    game.place_bet(5, 600)
    assert game.facing_bank_cents() == 2_330
    assert game.can_deal() is None


def test_the_house_does_not_co_bank_with_itself() -> None:
    with pytest.raises(RoundError):
        Round(RULES, random.Random(0), co_bank=True)


# ----------------------------------------------------------------- the dice count


@pytest.mark.parametrize("total", [3, 9, 12, 17, 18])
def test_the_count_can_start_at_the_dealer_s_place(total: int) -> None:
    dice = (min(6, total - 2), 1, 1)
    dice = (dice[0], min(6, total - dice[0] - 1), 1)
    dice = (dice[0], dice[1], total - dice[0] - dice[1])
    assert sum(dice) == total and all(1 <= d <= 6 for d in dice)
    stacks = woodpile_for({}, first=0)
    by_banker = Round(RULES, random.Random(0), banker=5, banker_bankroll_cents=10_000)
    by_dealer = Round(RULES, random.Random(0), banker=5, banker_bankroll_cents=10_000, count_from_dealer=True)
    for game in (by_banker, by_dealer):
        game.place_bet(2, 100)
        game.deal(stacks=stacks, dice=dice)
    assert by_banker.dealt is not None and by_dealer.dealt is not None
    assert by_banker.dealt.first == seat_for_count(5, total) == (5 + total - 1) % 8
    assert by_dealer.dealt.counted_from == DEALER and by_dealer.dealt.first == (total - 1) % 8
    # the first stack goes where the count ends, the others counter-clockwise
    for k in range(8):
        assert by_dealer.dealt.tiles_of((total - 1 + k) % 8) == tuple(stacks[k])


def test_the_session_counts_from_the_dealer_when_the_table_does() -> None:
    session = TableSession(RULES, Seating(4, (2,)), 10, TableVariations(count_from_dealer=True))
    session.start(500, 100_000)
    game = session.start(500, 100_000, banker=4)
    assert game.count_from_dealer
    deal = game.deal()
    assert deal.first == seat_for_count(DEALER, deal.total)


# ----------------------------------------------------------------- variations


def test_variations_are_checked() -> None:
    assert TableVariations().commission == Fraction(1, 20)
    assert TableVariations(commission="0.0476").commission == Fraction(119, 2500)  # type: ignore[arg-type]
    assert TableVariations(commission=Fraction(1, 25)).players_bank
    with pytest.raises(ValueError, match="commission"):
        TableVariations(commission=Fraction(3, 100))
    with pytest.raises(ValueError, match="commission"):
        TableVariations(commission="lots")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="bank offer"):
        TableVariations(bank_offer="sometimes")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="co_banking"):
        TableVariations(co_banking=1)  # type: ignore[arg-type]
    # Without commission the house always banks, whatever the offer says.
    assert not TableVariations(commission=Fraction(0), bank_offer="always").players_bank
    assert not TableVariations(bank_offer="never").players_bank


def test_rules_and_variations_share_the_commission() -> None:
    session = TableSession(TableRules(100, 10_000, Fraction(1, 25)), Seating(4), 1)
    assert session.variations.commission == Fraction(1, 25)
    session.variations = TableVariations(commission=Fraction(119, 2500))
    assert session.rules.commission == Fraction(119, 2500) and session.rules.maximum_cents == 10_000
    session.rules = TableRules(100, 20_000, Fraction(0))
    assert session.variations.commission == 0 and session.next_offer is None


def test_computer_players_are_capped_at_the_free_seats() -> None:
    assert Seating.with_computers(4, 7).seats == (1, 2, 3, 4, 5, 6, 7)
    assert Seating.with_computers(4, 0).seats == (4,)


# ----------------------------------------------------------------- the rotation


def test_the_bank_goes_round_every_other_round() -> None:
    session = TableSession(RULES, Seating(4, (2, 3, 5)), 1)
    offers = [session.bank_offer_for(n) for n in range(1, 12)]
    assert offers == [None, 2, None, 3, None, 4, None, 5, None, 2, None]


def test_two_in_a_row_gives_each_seat_two_rounds_and_the_house_one_per_lap() -> None:
    session = TableSession(RULES, Seating(4, (2, 3, 5)), 1, TableVariations(two_in_a_row=True))
    offers = [session.bank_offer_for(n) for n in range(1, 12)]
    assert offers == [None, 2, 2, 3, 3, 4, 4, 5, 5, None, 2]


def test_the_rotation_skips_empty_seats() -> None:
    session = TableSession(RULES, Seating(6, (1,)), 1)
    assert [session.bank_offer_for(n) for n in range(1, 9)] == [None, 1, None, 6, None, 1, None, 6]
    session.seating = Seating(6)  # alone at the table
    assert [session.bank_offer_for(n) for n in range(1, 6)] == [None, 6, None, 6, None]
    with pytest.raises(ValueError):
        session.bank_offer_for(0)


@pytest.mark.parametrize(
    "variations", [TableVariations(bank_offer="never"), TableVariations(commission=Fraction(0))]
)
def test_some_tables_never_offer_the_bank(variations: TableVariations) -> None:
    session = TableSession(RULES, Seating(4, (2, 3)), 1, variations)
    assert all(session.bank_offer_for(n) is None for n in range(1, 20))
    reason = session.can_start(100, 100_000, banker=4)
    assert reason is not None and "house banks every round" in reason
    with pytest.raises(RoundError):
        session.start(100, 100_000, banker=4)


def test_the_house_banks_after_every_player_bank() -> None:
    session = TableSession(RULES, Seating(4, (2, 3)), 1)
    session.start(500, 100_000)
    assert session.next_offer == 2
    session.start(500, 100_000, banker=2)
    assert session.recent_bankers == (DEALER, 2)
    for seat in (2, 3, 4):
        reason = session.can_start(500, 100_000, banker=seat)
        assert reason is not None and "every other round" in reason
    with pytest.raises(RoundError, match="every other round"):
        session.start(500, 100_000, banker=4)
    assert session.round_number == 3  # a refused start changes nothing
    session.start(500, 100_000)
    assert session.can_start(500, 100_000, banker=4) is None


def test_two_in_a_row_but_never_three() -> None:
    session = TableSession(RULES, Seating(4, (2, 3)), 1, TableVariations(two_in_a_row=True))
    session.start(500, 100_000, banker=4)
    session.start(500, 100_000, banker=4)
    reason = session.can_start(500, 100_000, banker=4)
    assert reason is not None and "two rounds in a row" in reason
    assert session.can_start(500, 100_000, banker=2) is None  # another seat may follow


def test_a_bank_needs_someone_in_the_seat() -> None:
    session = TableSession(RULES, Seating(4, (2,)), 1)
    reason = session.can_start(500, 100_000, banker=6)
    assert reason is not None and "no one sits at place 6" in reason
    assert session.can_start(500, 100_000, banker=9) is not None


def test_a_replay_keeps_its_banker_outside_the_rotation_but_only_at_the_table() -> None:
    session = TableSession(RULES, Seating(4, (2,)), 1)
    session.start(500, 100_000, banker=2)
    # Straight after place 2 banked, the rotation would refuse it; a replay of that deal may.
    replayed = session.start(500, 100_000, seed=1, banker=2, replay=True)
    assert replayed.banker == 2
    with pytest.raises(RoundError, match="no one sits at place 6"):
        session.start(500, 100_000, seed=1, banker=6, replay=True)
    house_only = TableSession(RULES, Seating(4, (2,)), 1, TableVariations(commission=Fraction(0)))
    with pytest.raises(RoundError, match="the house banks every round"):
        house_only.start(500, 100_000, seed=1, banker=2, replay=True)


def test_the_player_answers_the_offer_or_always_takes_it() -> None:
    asking = TableSession(RULES, Seating(2, (3,)), 1)
    asking.start(500, 100_000)
    assert asking.next_offer == 2
    assert asking.choose_banker(100_000) == DEALER
    assert asking.choose_banker(100_000, accept=True) == 2
    taking = TableSession(RULES, Seating(2, (3,)), 1, TableVariations(bank_offer="always"))
    taking.start(500, 100_000)
    assert taking.choose_banker(100_000) == 2
    assert taking.choose_banker(100) == DEALER  # it cannot cover the table


def test_the_player_is_asked_only_on_its_turn_at_an_asking_table_with_the_money() -> None:
    asking = TableSession(RULES, Seating(2, (3,)), 1)
    assert not asking.asks_to_bank(2, 100_000)  # round 1: the house banks
    asking.start(500, 100_000)
    assert asking.next_offer == 2
    assert asking.asks_to_bank(2, 100_000)
    assert not asking.asks_to_bank(3, 100_000)  # not place 3's turn
    assert not asking.asks_to_bank(2, 100)  # cannot cover the table
    for variations in (TableVariations(bank_offer="always"), TableVariations(bank_offer="never")):
        other = TableSession(RULES, Seating(2, (3,)), 1, variations)
        other.start(500, 100_000)
        assert not other.asks_to_bank(2, 100_000)


def test_the_table_limits_say_why_and_clamp() -> None:
    assert RULES.limit_problem(RULES.minimum_cents) is None
    assert RULES.limit_problem(RULES.maximum_cents) is None
    too_little = RULES.limit_problem(RULES.minimum_cents - 1)
    too_much = RULES.limit_problem(RULES.maximum_cents + 1)
    assert too_little is not None and "too little" in too_little
    assert too_much is not None and "too much" in too_much
    assert RULES.within(0) == RULES.minimum_cents
    assert RULES.within(RULES.maximum_cents * 2) == RULES.maximum_cents
    assert RULES.within(RULES.minimum_cents + 1) == RULES.minimum_cents + 1


def test_computers_take_the_bank_by_the_deal_s_seed() -> None:
    decisions = {seed: computer_takes_bank(seed, 3) for seed in range(1, 200)}
    assert decisions == {seed: computer_takes_bank(seed, 3) for seed in range(1, 200)}  # reproducible
    assert 60 < sum(decisions.values()) < 140  # about half the time
    takes = next(seed for seed, took in decisions.items() if took and seed > 1)
    declines = next(seed for seed, took in decisions.items() if not took and seed > 1)
    for seed, expected in ((takes, 3), (declines, DEALER)):
        session = TableSession(RULES, Seating(4, (3,)), seed - 1)
        session.start(500, 100_000)
        assert session.next_offer == 3 and session.next_seed == seed
        assert session.choose_banker(100_000, accept=True) == expected


# ----------------------------------------------------------------- the house's bet and the coverage


def test_the_house_bets_what_the_banker_last_bet_against_it() -> None:
    session = TableSession(RULES, Seating(4, (2, 3)), 1)
    assert session.house_bet_cents(4) == RULES.minimum_cents  # no bet yet
    first = session.start(2_500, 100_000)
    computers = {p: c for p, c in first.bets.items() if p != 4}
    game = session.start(700, 100_000, banker=4)
    assert game.banker == 4 and 4 not in game.bets
    assert game.bets[DEALER] == 2_500
    assert game.operations[-1] == BetPlaced(DEALER, 2_500)
    session.start(900, 100_000)  # the house banks again
    computer = session.start(900, 100_000, banker=2)
    assert computer.bets[DEALER] == computers[2]  # the computer's last bet against the house
    assert computer.bets[4] == 900  # the player bets against the computer
    assert 2 in computer.automated and computer.banker_bankroll_cents == sum(computer.bets.values())


def test_a_computer_banker_s_round_plays_through() -> None:
    session = TableSession(RULES, Seating(4, (2, 3)), 40)
    session.start(500, 100_000)
    game = session.start(500, 100_000, banker=3)
    deal = game.deal()
    game.set_hand(4, house_way(deal.tiles_of(4)).setting)
    assert game.can_set_hand(3, house_way(deal.tiles_of(3)).setting) is not None  # the house way sets it
    reveal = game.reveal()
    record = game.hand_set(3)
    assert record is not None and record.automatic and record.house_way
    assert reveal.banker == 3 and {m.place for m in reveal.matchups} == {0, 2, 4}
    assert game.settle().balanced


def test_computers_bet_as_before_whoever_banks() -> None:
    def bets(seed: int) -> list[int]:
        stream = random.Random(f"bets {seed}")
        return [computer_bet(stream, RULES) for _ in (2, 3, 5)]

    session = TableSession(RULES, Seating(4, (2, 3, 5)), 77)
    house = session.start(500, 100_000)
    assert [house.bets[p] for p in (2, 3, 5)] == bets(77)
    session.start(500, 100_000)
    banked = session.start(500, 100_000, banker=3, seed=77)
    assert [banked.bets[p] for p in (2, 5)] == [bets(77)[0], bets(77)[2]]


@pytest.mark.parametrize("co_banking", [False, True])
def test_the_player_s_bank_must_cover_the_table(co_banking: bool) -> None:
    variations = TableVariations(co_banking=co_banking)

    def session() -> TableSession:
        table = TableSession(RULES, Seating(2, (3, 5, 6)), 1, variations)
        table.start(3_000, 100_000)
        assert table.next_offer == 2  # the player's turn
        return table

    probe = session().start(0, MAX_SEED, banker=2)  # a bankroll that covers anything
    facing = probe.facing_bank_cents()
    if co_banking:
        assert DEALER not in probe.bets
        assert facing == sum((c + 1) // 2 for c in probe.bets.values())
    else:
        assert probe.bets[DEALER] == 3_000 and facing == sum(probe.bets.values())
    table = session()
    assert table.can_bank(2, facing) is None
    reason = table.can_bank(2, facing - 1)
    assert reason is not None and "cannot cover" in reason
    assert table.can_start(500, facing - 1, banker=2) == reason
    with pytest.raises(RoundError, match="cannot cover"):
        table.start(500, facing - 1, banker=2)
    assert table.choose_banker(facing - 1, accept=True) == DEALER
    assert table.choose_banker(facing, accept=True) == 2
    game = table.start(500, facing, banker=2)
    assert game.co_bank is co_banking


def test_the_default_table_starts_as_before() -> None:
    session = TableSession(RULES, Seating.with_computers(4, 3), 5)
    assert session.can_start(500, 100_000) is None
    assert session.can_start(500, 400) is not None  # more than the bankroll
    game = session.start(500, 100_000)
    assert game.banker == DEALER and game.bets[4] == 500
    assert session.current_seed == 5 and session.next_seed == 6 and session.round_number == 2
    assert session.start(500, 100_000, seed=MAX_SEED) and session.next_seed == 1
