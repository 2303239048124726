"""The banked table's shared rules (core/banked_table.py), and both banked games asking them: the
dice count, the deal order, the bank going round the seats and the co-banker's half."""

from __future__ import annotations

import pytest

from paigow_desktop.core.banked_table import (
    BankedTableError,
    bank_offer_for,
    co_bank_share,
    count_to,
    deal_order,
)
from paigow_desktop.games.paigow import round as tiles_round
from paigow_desktop.games.paigow_poker import round as poker_round


def test_the_count_starts_at_its_place_and_every_place_counts() -> None:
    # Eight places (Pai Gow Tiles): 9 and 17 come back to the start; seven (Pai Gow Poker): 8 and 15.
    assert {count_to(3, total, 8) for total in (9, 17)} == {3}
    assert {count_to(3, total, 7) for total in (8, 15)} == {3}
    assert count_to(0, 5, 8) == 4 and count_to(6, 5, 7) == 3
    assert deal_order(6, 5, 7) == (3, 4, 5, 6, 0, 1, 2)


@pytest.mark.parametrize("places", [7, 8])
@pytest.mark.parametrize("total", range(3, 19))
def test_both_games_count_and_deal_by_the_shared_rule(places: int, total: int) -> None:
    game = tiles_round if places == tiles_round.PLACES else poker_round
    assert places == game.PLACES
    for banker in range(places):
        assert game.seat_for_count(banker, total) == count_to(banker, total, places)
        assert game.deal_order(banker, total) == deal_order(banker, total, places)


def test_every_other_round_the_house_banks_and_the_seats_take_turns() -> None:
    seats = (2, 4, 6)
    offers = [bank_offer_for(n, seats, two_in_a_row=False) for n in range(1, 9)]
    assert offers == [None, 2, None, 4, None, 6, None, 2]


def test_two_in_a_row_gives_each_seat_two_rounds_and_the_house_one_a_lap() -> None:
    seats = (1, 5)
    offers = [bank_offer_for(n, seats, two_in_a_row=True) for n in range(1, 11)]
    assert offers == [None, 1, 1, 5, 5, None, 1, 1, 5, 5]


def test_with_no_seat_that_banks_the_house_banks_every_round() -> None:
    assert {bank_offer_for(n, (), two_in_a_row=flag) for n in range(1, 6) for flag in (False, True)} == {None}


def test_the_co_banker_s_half_leaves_an_odd_cent_to_the_house() -> None:
    assert co_bank_share(101) == 50 and co_bank_share(-101) == -51 and co_bank_share(0) == 0


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: count_to(8, 9, 8), "no place 8"),
        (lambda: count_to(0, 19, 8), "3 to 18"),
        (lambda: bank_offer_for(0, (1,), two_in_a_row=False), "from 1"),
        (lambda: co_bank_share(1.5), "whole number of cents"),  # type: ignore[arg-type]
    ],
)
def test_what_no_table_has_is_refused_in_words(call: object, words: str) -> None:
    assert callable(call)
    with pytest.raises(BankedTableError, match=words):
        call()


def test_both_banked_games_seat_their_players_with_the_one_seating() -> None:
    from paigow_desktop.core.seating import Seating as Shared
    from paigow_desktop.games.paigow.table import Seating as TilesSeating
    from paigow_desktop.games.paigow_poker.table import Seating as PokerSeating

    assert issubclass(TilesSeating, Shared) and issubclass(PokerSeating, Shared)
    assert TilesSeating.with_computers(4, 3).seats == (2, 3, 4, 5) and TilesSeating().places == 8
    assert PokerSeating.with_computers(4, 3).seats == (2, 3, 4, 5) and PokerSeating(4).places == 7
    assert TilesSeating.with_computers(1, 3).seats == (1, 2, 3, 7)  # round an 8-place table
    assert PokerSeating.with_computers(1, 3).seats == (1, 2, 3, 6)  # round a 7-place table
