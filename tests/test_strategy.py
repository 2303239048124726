"""Exact strategy: counts against brute force, the two counting methods against each other,
EV and commission, and the house edge over every deal."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.setting import BetResult, compare
from paigow_desktop.games.paigow.strategy import (
    _Overlap,
    _ranks,
    _tables,
    analyze,
    commission_rate,
    house_edge,
)
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile, TileError, parse_tiles


def remove(pool: list[Tile], tiles: list[Tile] | tuple[Tile, ...]) -> list[Tile]:
    rest = list(pool)
    for tile in tiles:
        rest.remove(tile)
    return rest


def brute_force(tiles: tuple[Tile, ...], *, bank: bool, seen: tuple[Tile, ...] = ()) -> dict[str, tuple]:
    """Every opposing hand dealt out one by one, set by the house way and compared."""
    rest = remove(remove(list(FULL_SET), tiles), seen)
    counts: dict[str, Counter[BetResult]] = {}
    opponents = [set_hand(t).setting for t in itertools.combinations(rest, 4)]
    for entry in analyze(tiles, bank=bank, seen=seen).settings:
        tally: Counter[BetResult] = Counter()
        for other in opponents:
            if bank:  # the other hand is the player; flip its result to the banker's side
                flip = {
                    BetResult.WIN: BetResult.LOSS,
                    BetResult.LOSS: BetResult.WIN,
                    BetResult.PUSH: BetResult.PUSH,
                }
                tally[flip[compare(other, entry.setting).result]] += 1
            else:
                tally[compare(entry.setting, other).result] += 1
        counts[str(entry.setting)] = (tally[BetResult.WIN], tally[BetResult.PUSH], tally[BetResult.LOSS])
    return counts


@pytest.mark.parametrize("bank", [False, True])
@pytest.mark.parametrize("deal", ["6-6 5-4 3-1 2-1", "4-2 2-1 3-3 3-1", "6-5 5-4 4-3 2-1", "5-5 5-5 1-1 1-1"])
def test_counts_agree_with_dealing_out_every_opposing_hand(deal: str, bank: bool) -> None:
    tiles = parse_tiles(deal)
    expected = brute_force(tiles, bank=bank)
    analysis = analyze(tiles, bank=bank)
    assert analysis.dealer_hands == math.comb(28, 4) == 20475
    for entry in analysis.settings:
        o = entry.outcomes
        assert (o.win, o.push, o.loss) == expected[str(entry.setting)]


@pytest.mark.parametrize("bank", [False, True])
def test_seen_tiles_are_removed_from_the_opposing_hands(bank: bool) -> None:
    tiles = parse_tiles("6-6 6-1 6-2 3-1")
    seen = parse_tiles("6-6 1-1 4-4 5-3 5-5 2-1 4-2 6-4")
    expected = brute_force(tiles, bank=bank, seen=seen)
    analysis = analyze(tiles, bank=bank, seen=seen)
    assert analysis.dealer_hands == math.comb(20, 4)
    for entry in analysis.settings:
        o = entry.outcomes
        assert (o.win, o.push, o.loss) == expected[str(entry.setting)]


def test_the_inclusion_exclusion_counts_agree_with_the_direct_counts() -> None:
    tables = _tables()
    overlap = _Overlap(tables)
    ranks = overlap.setting_ranks()
    rng = random.Random(11)
    rows = rng.sample(range(len(tables.kinds)), 60)
    for bank in (False, True):
        win, loss = overlap.outcomes(ranks, bank=bank)
        for row in rows:
            tiles = tuple(KINDS[k] for k in tables.kinds[row])
            analysis = analyze(tiles, bank=bank)
            for column, setting_ranks in enumerate(ranks[row, :3]):
                entry = next(
                    e
                    for e in analysis.settings
                    if (_ranks([e.setting], tables.key_rank)[0] == setting_ranks).all()
                )
                assert (win[row, column], loss[row, column]) == (entry.outcomes.win, entry.outcomes.loss)
            hw = analysis.house_way_entry.outcomes
            assert (win[row, 3], loss[row, 3]) == (hw.win, hw.loss)


def deals() -> st.SearchStrategy[tuple[tuple[Tile, ...], tuple[Tile, ...]]]:
    """Four tiles and up to 20 seen tiles from the rest of the set."""
    return st.permutations(list(FULL_SET)).flatmap(
        lambda tiles: st.integers(0, 20).map(lambda n: (tuple(tiles[:4]), tuple(tiles[4 : 4 + n])))
    )


@settings(max_examples=80, deadline=None)
@given(deals(), st.booleans())
def test_win_push_loss_add_up_to_the_opposing_hands(deal: tuple, bank: bool) -> None:
    tiles, seen = deal
    analysis = analyze(tiles, bank=bank, seen=seen)
    assert analysis.dealer_hands == math.comb(28 - len(seen), 4)
    for entry in analysis.settings:
        o = entry.outcomes
        assert o.win + o.push + o.loss == analysis.dealer_hands
        assert min(o.win, o.push, o.loss) >= 0


@settings(max_examples=60, deadline=None)
@given(
    st.permutations(list(FULL_SET)).map(lambda t: tuple(t[:4])), st.sampled_from(["0", "0.04", "0.05", "0.1"])
)
def test_ev_best_and_house_way_flags(tiles: tuple, rate_text: str) -> None:
    rate = Fraction(rate_text)
    analysis = analyze(tiles, commission=rate_text)
    evs = [((1 - rate) * e.outcomes.win - e.outcomes.loss) / e.outcomes.hands for e in analysis.settings]
    for entry, ev in zip(analysis.settings, evs, strict=True):
        assert entry.ev == pytest.approx(float(ev), abs=1e-12)
        assert entry.best == (ev == max(evs))  # ties are all best: equal EVs are not mistakes
        assert entry.house_way == entry.setting.same_play(set_hand(tiles).setting)
    assert analysis.given_up(analysis.best.setting) == 0
    assert all(analysis.given_up(e.setting) >= 0 for e in analysis.settings)


def test_a_lower_commission_never_lowers_a_settings_ev() -> None:
    tiles = parse_tiles("6-6 6-6 6-5 6-3")
    high, low = analyze(tiles, commission=0), analyze(tiles, commission="0.10")
    for a, b in zip(high.settings, low.settings, strict=True):
        assert a.outcomes == b.outcomes and a.ev >= b.ev


@pytest.mark.parametrize("bad", ["-0.01", "0.11", "abc", "1", "nan"])
def test_commission_must_be_between_zero_and_ten_percent(bad: str) -> None:
    with pytest.raises(ValueError):
        commission_rate(bad)
    assert commission_rate("0.05") == Fraction(1, 20) and commission_rate(0.1) == Fraction(1, 10)


def test_analyze_rejects_bad_deals() -> None:
    with pytest.raises(TileError):
        analyze(parse_tiles("6-6 5-4 3-1"))
    with pytest.raises(TileError):
        analyze(parse_tiles("6-6 6-6 3-1 2-1"), seen=parse_tiles("6-6"))


def test_the_player_banking_wins_the_copies_so_does_at_least_as_well() -> None:
    tiles = parse_tiles("2-2 6-1 6-5 5-4")
    as_player, as_banker = analyze(tiles), analyze(tiles, bank=True)
    for p, b in zip(as_player.settings, as_banker.settings, strict=True):
        assert b.outcomes.win >= p.outcomes.win and b.outcomes.loss <= p.outcomes.loss


@pytest.fixture(scope="module")
def edge():  # type: ignore[no-untyped-def]
    return house_edge()


def test_house_edge_counts_every_deal(edge) -> None:  # type: ignore[no-untyped-def]
    assert edge.deals == 35960 * 20475
    for shares in (edge.house_way_player, edge.house_way_banker, edge.optimal_player, edge.optimal_banker):
        assert shares.win + shares.push + shares.loss == pytest.approx(1)
        assert shares.edge == pytest.approx(shares.loss - 0.95 * shares.win)


def test_house_way_against_house_way_mirrors_from_the_two_sides(edge) -> None:  # type: ignore[no-untyped-def]
    player, banker = edge.house_way_player, edge.house_way_banker
    assert banker.win == pytest.approx(player.loss, abs=1e-15)
    assert banker.loss == pytest.approx(player.win, abs=1e-15)
    assert banker.push == pytest.approx(player.push, abs=1e-15)


def test_published_figures(edge) -> None:  # type: ignore[no-untyped-def]
    # Published for the Foxwoods-based house way at 5%: a player loses about 2.4% of each bet,
    # a banker about 0.5%; the best setting cuts the player's loss to about 1.6-1.7%; the house
    # way is not the best setting on roughly a fifth of the 35,960 hands.
    assert 0.023 < edge.house_way_player.edge < 0.025
    assert 0.004 < edge.house_way_banker.edge < 0.007
    assert 0.016 <= edge.optimal_player.edge <= 0.017
    assert edge.optimal_banker.edge < edge.house_way_banker.edge
    assert 0.17 < edge.house_way_not_best / 35960 < 0.23


def test_house_edge_without_commission() -> None:
    edge = house_edge(0)
    player = edge.house_way_player
    assert player.edge == pytest.approx(player.loss - player.win)
    # Without commission the banker's edge is the player's, mirrored.
    assert edge.house_way_banker.edge == pytest.approx(-player.edge)


def test_the_best_setting_is_at_least_the_house_way_on_every_hand() -> None:
    tables = _tables()
    overlap = _Overlap(tables)
    win, loss = overlap.outcomes(overlap.setting_ranks(), bank=False)
    advantage = 19 * win - 20 * loss
    assert (advantage[:, :3].max(axis=1) >= advantage[:, 3]).all()
    # and the house way's setting is always one of the hand's settings
    assert all(advantage[r, 3] in advantage[r, :3] for r in range(len(advantage)))
