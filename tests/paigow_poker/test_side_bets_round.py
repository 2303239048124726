"""Side bets and EZ Pai Gow through whole rounds: the Fortune and Envy bonuses paid by the house,
the EZ dealer's queen-high pai gow pushing every bet, no commission when the house banks under EZ
(but a player-banker pays it), the Queen's Dragon, and the money conserved over many rounds."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import combinations

import pytest

from paigow_desktop.games.paigow_poker import DECK, PokerRules, Setting, parse_cards
from paigow_desktop.games.paigow_poker.analysis import analyze
from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.games.paigow_poker.round import (
    DEALER,
    PokerRound,
    RoundError,
    RoundSettlement,
    SideBet,
)
from paigow_desktop.games.paigow_poker.settlement import Result
from paigow_desktop.games.paigow_poker.simulate import simulate
from tests.paigow_poker.test_round import rigged_deck as round_deck

EIGHT = (1, 1, 6)
QUEEN_HIGH = "Qs Jh 9d 7c 5s 3h 2d"
KING_HIGH = "Ks Jh 9d 7c 5s 3h 2d"
STRONG = "As Ah Kd Kc Qc Qh 4c"  # three pair: kings low, aces and queens high


def rigged_deck(banker: int, hands: Mapping[int, str]) -> list[Card]:
    return round_deck(banker, EIGHT, hands)


def play(
    rules: PokerRules,
    hands: Mapping[int, str],
    bets: Mapping[int, int],
    side: Sequence[tuple[int, SideBet, int]] = (),
    banker: int = DEALER,
) -> RoundSettlement:
    game = PokerRound(rules, random.Random(0), banker=banker, automated=set(hands) - {DEALER})
    for place, cents in bets.items():
        game.place_bet(place, cents)
    for place, kind, cents in side:
        game.place_side_bet(place, kind, cents)
    game.deal(rigged_deck(banker, hands), EIGHT)
    game.reveal()
    money = game.settle()
    total = sum(line.net_cents for line in money.places) + money.commission_cents
    assert total == 0 and money.balanced
    assert sum(money.side_net_cents(p) for p in {DEALER, *hands}) == 0
    return money


EZ = PokerRules(ez=True)


def test_ez_the_dealer_s_queen_high_pai_gow_pushes_every_bet() -> None:
    money = play(EZ, {DEALER: QUEEN_HIGH, 1: STRONG, 2: "8s 8h 6c 5d 4s 3c 2c"}, {1: 1000, 2: 1000})
    assert money.ez_push
    assert [money.place(p).result for p in (1, 2)] == [Result.PUSH, Result.PUSH]
    assert money.house_net_cents == 0 and money.commission_cents == 0


def test_without_ez_the_same_hands_are_played_out() -> None:
    money = play(PokerRules(), {DEALER: QUEEN_HIGH, 1: STRONG}, {1: 1000})
    assert not money.ez_push
    assert money.place(1).result is Result.WIN and money.place(1).commission_cents == 50


def test_ez_a_win_against_the_house_pays_no_commission() -> None:
    money = play(EZ, {DEALER: KING_HIGH, 1: STRONG}, {1: 1000})
    assert (money.place(1).result, money.place(1).net_cents, money.commission_cents) == (Result.WIN, 1000, 0)


def test_ez_a_player_banker_plays_by_the_normal_rules() -> None:
    # The house's seat holds the queen-high pai gow: nothing pushes, and the winning seat pays
    # the commission as usual.
    hands = {DEALER: QUEEN_HIGH, 1: "8s 8h Tc 5d 4s 3c 2c", 2: STRONG}
    money = play(EZ, hands, {2: 1000, DEALER: 1000}, banker=1)
    assert not money.ez_push
    assert money.place(2).result is Result.WIN and money.place(2).commission_cents == 50


def test_fortune_and_envy_paid_by_the_house_for_other_players_hands_only() -> None:
    rules = PokerRules(fortune="A")
    hands = {
        DEALER: "6s 6h 6d 6c 2s 3h 4d",  # the dealer's four of a kind earns no Envy
        1: "Ks Kh Kd Kc 7s 5h 2c",  # four of a kind: 25 to 1, Envy $5 to the others
        2: "JK Qc Jc Tc 9c 4h 3d",  # a straight flush with the joker: 50 to 1, Envy $20
        3: "8s 8h 7c 5d 4s 3c Jd",  # nothing
    }
    side = [(1, SideBet.FORTUNE, 500), (2, SideBet.FORTUNE, 1000), (3, SideBet.FORTUNE, 400)]
    money = play(rules, hands, {1: 1000, 2: 1000, 3: 1000}, side)
    by = {(line.place, line.kind): line for line in money.side}
    assert by[(1, SideBet.FORTUNE)].net_cents == 25 * 500
    assert by[(1, SideBet.ENVY)].net_cents == 2_000  # for place 2's straight flush
    assert by[(2, SideBet.FORTUNE)].net_cents == 50 * 1000
    assert by[(2, SideBet.ENVY)].net_cents == 500  # for place 1's four of a kind
    assert by[(3, SideBet.FORTUNE)].net_cents == -400
    assert (3, SideBet.ENVY) not in by  # under $5: no Envy
    assert money.side_net_cents(DEALER) == -(12_500 + 2_000 + 50_000 + 500 - 400)


def test_a_fouled_hand_still_collects_its_fortune() -> None:
    rules = PokerRules(fortune="B")
    game = PokerRound(rules, random.Random(0))
    game.place_bet(1, 1000)
    game.place_side_bet(1, SideBet.FORTUNE, 500)
    game.deal(rigged_deck(DEALER, {DEALER: KING_HIGH, 1: "5c 6h 7d 8c 9s Kh Kc"}), EIGHT)
    foul = Setting(parse_cards("5c 6h 7d 8c Kc"), parse_cards("Kh 9s"))
    assert foul.foul
    game.set_hand(1, foul)
    game.reveal()
    money = game.settle()
    assert money.place(1).result is Result.LOSS
    assert [(line.kind, line.net_cents) for line in money.side] == [(SideBet.FORTUNE, 2 * 500)]


@pytest.mark.parametrize(("dealer", "net"), [(QUEEN_HIGH, 50 * 200), (KING_HIGH, -200)])
def test_the_queens_dragon(dealer: str, net: int) -> None:
    money = play(EZ, {DEALER: dealer, 1: STRONG}, {1: 1000}, [(1, SideBet.DRAGON, 200)])
    assert [(line.kind, line.net_cents) for line in money.side] == [(SideBet.DRAGON, net)]


def test_side_bets_the_table_does_not_offer_are_refused() -> None:
    plain = PokerRound(PokerRules(), random.Random(0))
    plain.place_bet(1, 1000)
    with pytest.raises(RoundError, match="no Fortune bonus"):
        plain.place_side_bet(1, SideBet.FORTUNE, 500)
    with pytest.raises(RoundError, match="EZ Pai Gow"):
        plain.place_side_bet(1, SideBet.DRAGON, 500)
    ez = PokerRound(PokerRules(ez=True, fortune="A"), random.Random(0))
    ez.place_side_bet(2, SideBet.FORTUNE, 500)
    ez.place_bet(1, 1000)
    with pytest.raises(RoundError, match="no main bet"):
        ez.deal()


@pytest.mark.parametrize("bank", ["never", "rotate"])
def test_money_is_conserved_over_many_rounds_with_bonuses_and_ez(bank: str) -> None:
    rules = PokerRules(fortune="A", ez=True)
    result = simulate(60, 6, bank, 7, rules, queens_dragon=True)  # type: ignore[arg-type]
    assert result.conserved
    assert result.side_net_cents is not None and sum(result.side_net_cents.values()) == 0
    assert result.player_side is not None and result.player_side["fortune"][0] == 60
    assert result.player_side["dragon"][0] == 60


def _queen_high_left(seen: list[Card]) -> int:
    """Queen-high pai gows among the cards not seen, counted rank set by rank set."""
    available = {card for card in DECK if card not in seen and not card.joker}
    total = 0
    for ranks in combinations(range(2, 12), 6):
        ranks = (*ranks, 12)
        if any(set(range(low, low + 5)) <= set(ranks) for low in range(2, 9)):
            continue
        per_rank = [[c for c in available if c.rank == r] for r in ranks]
        whole = 1
        for cards in per_rank:
            whole *= len(cards)
        flushes = 0
        for suit in range(4):
            for size in (5, 6, 7):
                for chosen in combinations(range(7), size):
                    if not all(any(c.suit == suit for c in per_rank[i]) for i in chosen):
                        continue
                    ways = 1
                    for i in range(7):
                        if i not in chosen:
                            ways *= sum(1 for c in per_rank[i] if c.suit != suit)
                    flushes += ways
        total += whole - flushes
    return total


def test_the_ez_analysis_pushes_exactly_the_queen_high_pai_gows() -> None:
    cards = parse_cards(STRONG)  # both hands beat every queen-high pai gow
    plain, ez = analyze(cards), analyze(cards, ez=True)
    dragons = _queen_high_left(list(cards))
    assert dragons > 0
    for before, after in zip(plain.settings, ez.settings, strict=True):
        assert after.win + after.push + after.loss == 53_524_680
        assert after.win <= before.win and after.loss <= before.loss
    house = ez.house_way_counts  # kings low, aces and queens high: beats every queen-high hand
    assert plain.house_way_counts.win - house.win == dragons
    assert house.loss == plain.house_way_counts.loss
    assert house.ev == Fraction(house.win - house.loss, 53_524_680)  # no commission
