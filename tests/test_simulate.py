"""The simulator: the game's own rounds, money conserved every round, the house edge recovered,
and the ``simulate`` command."""

from __future__ import annotations

import io
import json
import math
from fractions import Fraction

import pytest

from paigow_desktop.cli import main
from paigow_desktop.games.paigow.round import DEALER, Phase, TableRules
from paigow_desktop.games.paigow.simulate import (
    DEFAULT_BANKROLL_CENTS,
    DEFAULT_BET_CENTS,
    DEFAULT_RULES,
    play_rounds,
    simulate,
)
from paigow_desktop.games.paigow.strategy import house_edge
from paigow_desktop.games.paigow.table import Seating, TableSession, TableVariations

ERROR_PREFIX = "paigow-desktop: error:"

TABLES = [
    TableVariations(bank_offer="always"),
    TableVariations(bank_offer="always", two_in_a_row=True, commission=Fraction(119, 2500)),
    TableVariations(bank_offer="always", co_banking=True, count_from_dealer=True, commission=Fraction(1, 25)),
]


def rotating_session(variations: TableVariations, seed: int = 1, computers: int = 4) -> TableSession:
    return TableSession(DEFAULT_RULES, Seating.with_computers(4, computers), seed, variations)


@pytest.mark.parametrize("variations", TABLES)
def test_money_is_conserved_every_round_and_in_total(variations: TableVariations) -> None:
    session = rotating_session(variations, seed=1234)
    totals: dict[int, int] = {}
    commission = 0
    bankers: set[int] = set()
    for game, money in play_rounds(session, 1500, 1000, DEFAULT_BANKROLL_CENTS):
        assert money.balanced
        assert sum(money.nets.values()) + money.commission_cents == 0
        assert money.co_bank is game.co_bank
        for place, net in money.nets.items():
            totals[place] = totals.get(place, 0) + net
        commission += money.commission_cents
        bankers.add(game.banker)
    assert sum(totals.values()) + commission == 0
    assert bankers == {DEALER, *session.seating.seats}  # everybody banked at some point


@pytest.mark.parametrize("variations", TABLES)
def test_the_simulator_settles_as_the_round_itself_does(variations: TableVariations) -> None:
    """The simulator skips the records of the showdown; the round's own reveal and settle,
    every hand set by the house way, must give the very same money."""
    session = rotating_session(variations, seed=999, computers=6)
    for game, money in play_rounds(session, 300, 1000, DEFAULT_BANKROLL_CENTS):
        assert game.phase is Phase.SETTING
        deal = game.dealt
        assert deal is not None
        for place in deal.occupied:
            if place != DEALER and place not in game.automated:
                game.set_house_way(place)
        game.reveal()
        assert game.settle() == money


def test_the_simulation_plays_the_table_s_deals() -> None:
    result = simulate(40, players=3, bank_mode="rotate", seed=500)
    session = TableSession(DEFAULT_RULES, result.seating, 500, result.variations)
    nets: dict[int, int] = {}
    for _ in range(40):
        banker = session.choose_banker(DEFAULT_BANKROLL_CENTS)
        game = session.start(DEFAULT_BET_CENTS, DEFAULT_BANKROLL_CENTS, banker=banker)
        deal = game.deal()
        for place in deal.occupied:
            if place != DEALER and place not in game.automated:
                game.set_house_way(place)
        game.reveal()
        for place, net in game.settle().nets.items():
            nets[place] = nets.get(place, 0) + net
    assert session.current_seed == 539
    assert {result.places[name]: net for name, net in result.net_cents.items()} == nets


def test_the_result_adds_up() -> None:
    result = simulate(3000, players=4, bank_mode="rotate", seed=77)
    assert result.conserved
    assert sum(result.net_cents.values()) + result.commission_cents == 0
    assert list(result.net_cents) == ["player", "seat 2", "seat 3", "seat 5", "house"]
    assert result.places == {"player": 4, "seat 2": 2, "seat 3": 3, "seat 5": 5, "house": 0}
    assert sum(result.banked.values()) == 3000
    assert result.banked["house"] >= 1500  # every other round at most
    assert result.banked["player"] == 375  # offered every 8th round; it always takes it
    assert result.betting_rounds == 3000 - result.banked["player"]
    assert result.player_bet_cents == result.betting_rounds * DEFAULT_BET_CENTS
    assert result.net_cents["player"] == result.player_bet_net_cents + result.player_bank_net_cents
    assert result.house_total_cents == result.net_cents["house"] + result.commission_cents
    assert result.player_edge == result.player_bet_net_cents / result.player_bet_cents


def test_the_house_banks_every_round_when_the_bank_does_not_rotate() -> None:
    result = simulate(500, players=7, bank_mode="never", seed=3)
    assert result.banked == {name: 500 if name == "house" else 0 for name in result.net_cents}
    assert result.players == 7 and result.betting_rounds == 500


def test_without_commission_nothing_is_kept_and_the_bank_cannot_rotate() -> None:
    free = TableVariations(commission=Fraction(0))
    result = simulate(500, players=2, seed=9, variations=free)
    assert result.commission_cents == 0 and sum(result.net_cents.values()) == 0
    with pytest.raises(ValueError, match="no bank to rotate"):
        simulate(10, bank_mode="rotate", variations=free)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"rounds": 0},
        {"rounds": 10, "players": 0},
        {"rounds": 10, "players": 8},
        {"rounds": 10, "seed": 0},
        {"rounds": 10, "bank_mode": "sometimes"},
        {"rounds": True},
    ],
)
def test_bad_input_is_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        simulate(**kwargs)  # type: ignore[arg-type]


def test_progress_is_reported_up_to_the_end() -> None:
    seen: list[float] = []
    simulate(450, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) >= 100


def test_the_house_way_player_loses_the_exact_house_edge() -> None:
    """30,000 rounds of a lone house-way player against the house-way banker: the loss per unit
    bet lies within 3 standard errors (about 1.3 points here) of the exact 2.42%.  The benchmark
    runs the same check over 100,000 rounds."""
    exact = house_edge(Fraction(1, 20)).house_way_player
    result = simulate(30_000, players=1, bank_mode="never", seed=1)
    assert result.betting_rounds == 30_000
    n = result.betting_rounds
    # A bet of $10 wins $9.50, pushes or loses $10: the standard error from the counts agrees.
    mean = (0.95 * result.wins - result.losses) / n
    by_counts = math.sqrt((0.95**2 * result.wins + result.losses) / n - mean**2) / math.sqrt(n - 1)
    assert result.player_edge == pytest.approx(mean)
    assert result.player_edge_se == pytest.approx(by_counts, rel=1e-6)
    assert 0.004 < result.player_edge_se < 0.005
    assert abs(-result.player_edge - exact.edge) < 3 * result.player_edge_se
    # and the shares of wins, pushes and losses are where they should be too
    for share, expected in (
        (result.wins, exact.win),
        (result.pushes, exact.push),
        (result.losses, exact.loss),
    ):
        p = share / n
        assert abs(p - expected) < 3 * math.sqrt(expected * (1 - expected) / n)


# ----------------------------------------------------------------- the command


def run_cli(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


def test_simulate_json() -> None:
    status, text = run_cli("simulate", "--rounds", "400", "--players", "4", "--bank", "rotate", "--json")
    assert status == 0
    obj = json.loads(text)
    assert obj["rounds"] == 400 and obj["players"] == 4 and obj["bank"] == "rotate" and obj["seed"] == 1
    assert list(obj["net_cents"]) == ["player", "seat 2", "seat 3", "seat 5", "house"]
    assert all(isinstance(v, int) for v in obj["net_cents"].values())
    assert obj["conserved"] is True
    assert sum(obj["net_cents"].values()) + obj["commission_cents"] == 0
    bets = obj["player_bets"]
    assert bets["wins"] + bets["pushes"] + bets["losses"] == bets["rounds"] == 400 - obj["banked"]["player"]
    assert obj["player_edge"] == pytest.approx(bets["net_cents"] / bets["bet_cents"])
    expected = simulate(400, 4, "rotate", 1, TableVariations())
    assert obj["net_cents"] == dict(expected.net_cents)


def test_simulate_commission_and_seed() -> None:
    status, text = run_cli("simulate", "--rounds", "200", "--seed", "42", "--commission", "0.0476", "--json")
    assert status == 0
    obj = json.loads(text)
    assert obj["seed"] == 42 and obj["commission"] == pytest.approx(0.0476)
    assert obj["net_cents"] == dict(
        simulate(200, 1, "never", 42, TableVariations(commission=Fraction(119, 2500))).net_cents
    )
    # a deal number given before the command counts too
    status, before = run_cli(
        "--seed", "42", "simulate", "--rounds", "200", "--commission", "0.0476", "--json"
    )
    assert status == 0 and json.loads(before) == obj


def test_simulate_table() -> None:
    status, text = run_cli("simulate", "--rounds", "300", "--players", "3", "--bank", "rotate")
    assert status == 0
    assert text.startswith("300 rounds (deals 1 to 300), 3 at the table, bank: rotate")
    assert "Money is conserved" in text and "$0.00" in text
    for name in ("player", "house", "commission", "The player banked"):
        assert name in text


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["simulate"], "--rounds"),
        (["simulate", "--rounds", "0"], "rounds"),
        (["simulate", "--rounds", "many"], "rounds"),
        (["simulate", "--rounds", "5", "--players", "8"], "players"),
        (["simulate", "--rounds", "5", "--players", "0"], "players"),
        (["simulate", "--rounds", "5", "--bank", "sometimes"], "--bank"),
        (["simulate", "--rounds", "5", "--commission", "0.03"], "--commission"),
        (["simulate", "--rounds", "5", "--commission", "1e-99999999"], "commission"),
        (["simulate", "--rounds", "5", "--seed", "0"], "deal number"),
        (["simulate", "--rounds", "5", "--commission", "0", "--bank", "rotate"], "no bank to rotate"),
    ],
)
def test_simulate_bad_input_exits_2_with_one_line(
    argv: list[str], fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run_cli(*argv)
    err = capsys.readouterr().err
    assert status == 2 and out == ""
    assert err.startswith(ERROR_PREFIX) and err.count("\n") == 1 and fragment in err


def test_the_rules_of_a_simulation_can_change() -> None:
    rules = TableRules(100, 1_000)
    result = simulate(200, players=2, bank_mode="rotate", rules=rules, bet_cents=300, bankroll_cents=50_000)
    assert result.bet_cents == 300 and result.conserved
    assert result.player_bet_cents == 300 * result.betting_rounds
    assert result.betting_rounds + result.banked["player"] == 200
