"""Pai Gow Poker's statistics: the pure tally over rounds, and reading a round's stored values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paigow_desktop.games.paigow_poker.stats import PlayedRound, PokerStats, played_round, statistics


def test_no_rounds_are_all_zero() -> None:
    assert statistics([]) == PokerStats() and PokerStats().cents_per_round == 0.0


def test_the_tally_counts_results_the_bank_commission_and_what_settings_gave_up() -> None:
    rounds = [
        PlayedRound(4, 950, 50, "win", banked=False, given_up=0.0),
        PlayedRound(4, 0, 0, "push", banked=False, given_up=0.25),
        PlayedRound(4, -1000, 0, "loss", banked=False),  # not weighed: not counted in the figure
        PlayedRound(4, 1900, 100, None, banked=True, given_up=0.05),
        PlayedRound(4, -3000, 0, None, banked=True),
    ]
    s = statistics(rounds)
    assert (s.rounds, s.wins, s.pushes, s.losses, s.banked, s.weighed) == (5, 1, 1, 1, 2, 3)
    assert s.net_cents == 950 - 1000 + 1900 - 3000 == -1150
    assert s.banker_net_cents == -1100 and s.commission_cents == 150
    assert s.cents_per_round == -230.0
    assert s.given_up == pytest.approx(0.3) and s.given_up_per_100 == pytest.approx(10.0)
    assert PokerStats().given_up_per_100 is None  # none weighed: no figure, not a zero


def test_fouls_are_not_a_figure() -> None:
    # A foul is refused at the table: a figure counting them could never move.
    assert "fouls" not in PokerStats.__dataclass_fields__
    assert "foul" not in PlayedRound.__dataclass_fields__


@given(st.lists(st.tuples(st.integers(-(10**6), 10**6), st.sampled_from(["win", "push", "loss", None]))))
def test_every_round_is_counted_once(values: list[tuple[int, str | None]]) -> None:
    rounds = [PlayedRound(2, net, 0, word, word is None) for net, word in values]
    s = statistics(rounds)
    assert s.rounds == len(values) == s.wins + s.pushes + s.losses + s.banked
    assert s.net_cents == sum(net for net, _ in values)


def test_a_round_is_read_from_its_history() -> None:
    history = {"banker": 4, "hands": {"4": {"high": "Ah Kh", "low": "2c 3d"}}, "ev_given_up": 0.125}
    played = played_round(4, 1900, 100, None, history)
    assert played == PlayedRound(4, 1900, 100, None, banked=True, given_up=0.125)
    # An older record (version 1) says nothing of what the setting gave up.
    older = {"banker": 4, "hands": {"4": {"high": "Ah Kh", "low": "2c 3d", "foul": False}}}
    assert played_round(3, -500, 0, "loss", older) == PlayedRound(3, -500, 0, "loss", banked=False)
    assert played_round(3, -500, 0, "loss", {**older, "ev_given_up": "a lot"}).given_up is None


@pytest.mark.parametrize(
    ("net", "result", "history"),
    [(None, "win", {"banker": 0}), (5, "maybe", {"banker": 0}), (5, "win", {}), (True, "win", {"banker": 0})],
)
def test_a_bad_record_is_refused(net: object, result: object, history: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        played_round(4, net, 0, result, history)
