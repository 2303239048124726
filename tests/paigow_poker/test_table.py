"""The Pai Gow Poker table: seating, who banks (in turn, every other round or two in a row, only
when covered), the house's bet against a player-banker, co-banking and replayed deals."""

from __future__ import annotations

from fractions import Fraction

import pytest

from paigow_desktop.games.paigow_poker import PokerRules
from paigow_desktop.games.paigow_poker.round import DEALER, RoundError
from paigow_desktop.games.paigow_poker.table import PokerTable, Seating

RICH = {p: 10**9 for p in range(1, 7)}


def table(rules: PokerRules | None = None, seats: tuple[int, ...] = (2, 3, 5)) -> PokerTable:
    return PokerTable(rules or PokerRules(), Seating(seats[0], seats[1:]), 1)


def play(t: PokerTable, bets: dict[int, int], bankrolls: dict[int, int] = RICH) -> int:
    """One round at ``t`` with the bank taken whenever offered and covered; the banker."""
    banker = t.choose_banker(bets, bankrolls)
    game = t.start(bets, banker=banker, bankroll_cents=bankrolls.get(banker), automated=t.seating.seats)
    game.deal()
    game.reveal()
    assert game.settle().balanced
    return banker


def test_seating_takes_places_1_to_6() -> None:
    assert Seating(5, (2,)).seats == (2, 5)
    assert Seating.with_computers(1, 3).seats == (1, 2, 3, 6)  # the nearest places, round the table
    for player, computers in [(0, ()), (7, ()), (2, (7,)), (2, (3, 3))]:
        with pytest.raises(ValueError, match="1 to 6"):
            Seating(player, computers)
    with pytest.raises(ValueError, match="the player's seat"):
        Seating(2, (2,))


def test_the_bank_goes_round_every_other_round() -> None:
    t = table()
    assert [t.bank_offer_for(n) for n in range(1, 9)] == [None, 2, None, 3, None, 5, None, 2]
    bets = {2: 1000, 3: 1000, 5: 1000}
    assert [play(t, bets) for _ in range(6)] == [DEALER, 2, DEALER, 3, DEALER, 5]


def test_two_in_a_row_gives_each_seat_two_coups_then_passes_on() -> None:
    t = table(PokerRules(bank_turns="two_in_a_row"))
    assert [t.bank_offer_for(n) for n in range(1, 9)] == [None, 2, 2, 3, 3, 5, 5, None]
    bets = {2: 1000, 3: 1000, 5: 1000}
    assert [play(t, bets) for _ in range(8)] == [DEALER, 2, 2, 3, 3, 5, 5, DEALER]


def test_a_player_may_not_bank_two_rounds_running_by_default() -> None:
    t = table()
    play(t, {2: 1000, 3: 1000})
    assert play(t, {2: 1000, 3: 1000}) == 2
    assert "every other round" in (t.can_bank(2, 10**9, {3: 1000}) or "")
    t2 = table(PokerRules(bank_turns="two_in_a_row"))
    for _ in range(3):
        play(t2, {2: 1000, 3: 1000})
    assert "two rounds in a row" in (t2.can_bank(2, 10**9, {3: 1000}) or "")


def test_the_bank_goes_to_the_house_when_the_seat_cannot_cover() -> None:
    t = table()
    play(t, {2: 1000, 3: 2000, 5: 500})
    bets = {2: 1000, 3: 2000, 5: 500}
    # Seat 2 faces 2,000 + 500 and the house's 1,000 (its last bet against the house).
    assert t.facing_cents(2, bets) == 3500
    assert t.can_bank(2, 3499, bets) is not None and t.can_bank(2, 3500, bets) is None
    assert t.choose_banker(bets, {2: 3499}) == DEALER
    assert t.choose_banker(bets, {2: 3500}) == 2
    with pytest.raises(RoundError, match="cannot cover"):
        t.start(bets, banker=2, bankroll_cents=100)


def test_the_house_bets_what_the_banker_last_bet_against_it() -> None:
    t = table()
    play(t, {2: 2500, 3: 1000})
    game = t.start({2: 700, 3: 1000}, banker=2, bankroll_cents=10**9)
    assert game.bets == {DEALER: 2500, 3: 1000}  # the banker's own bet is dropped
    fresh = table()
    fresh.start({3: 1000}, banker=DEALER)
    assert fresh.house_bet_cents(2) == fresh.minimum_cents


def test_co_banking_needs_half_of_every_bet_rounded_up() -> None:
    t = table(PokerRules(co_banking=True))
    play(t, {2: 1000, 3: 1000})
    bets = {2: 1000, 3: 1001, 5: 500}
    assert t.facing_cents(2, bets) == 501 + 250
    game = t.start(bets, banker=2, bankroll_cents=751)
    assert game.co_bank and DEALER not in game.bets
    alone = PokerTable(PokerRules(co_banking=True), Seating(4), 1)
    play(alone, {4: 1000})
    assert "no other player" in (alone.can_bank(4, 10**9, {4: 1000}) or "")
    assert play(alone, {4: 1000}) == DEALER


def test_without_commission_the_house_always_banks() -> None:
    t = table(PokerRules(commission=Fraction(0)))
    assert [t.bank_offer_for(n) for n in range(1, 5)] == [None] * 4
    assert t.can_bank(2, 10**9, {3: 100}) is not None


def test_deals_are_numbered_and_a_seed_replays_its_deal() -> None:
    t = table()
    first = t.start({2: 1000}, automated=(2,))
    assert (t.current_seed, t.next_seed, t.round_number) == (1, 2, 2)
    deck = first.deal().deck
    again = t.start({2: 1000}, seed=1)
    assert again.deal().deck == deck
    assert (t.next_seed, t.round_number) == (2, 2)  # a replay is outside the rotation
    assert t.start({2: 1000}).deal().deck != deck


def test_a_computer_banker_is_backed_by_the_house_never_by_your_bankroll() -> None:
    # You at place 4 with $30.00 left; seat 2 (a computer) banks the second round and faces
    # $40.00 (three bets of $10.00 and the house's $10.00): the round is dealt all the same.
    t = table(seats=(2, 3, 4, 5))
    bets = {2: 1000, 3: 1000, 4: 1000, 5: 1000}
    play(t, bets)
    assert t.facing_cents(2, bets) == 4000
    yours = {4: 3000}  # only a person's bankroll is given
    assert t.can_bank(2, None, bets) is None
    # Your own bank is still checked against your bankroll.
    assert "cannot cover" in (t.can_bank(4, 3000, bets) or "")
    assert t.choose_banker(bets, yours) == 2
    game = t.start(bets, banker=2, automated=(2, 3, 5))
    assert game.banker == 2 and game.deal() is not None


def test_a_table_is_out_of_money_below_its_minimum() -> None:
    t = table()
    assert t.can_afford_hand(t.minimum_cents) is None
    assert t.can_afford_hand(1) == "Your bankroll of $0.01 is below the table minimum of $5.00."
