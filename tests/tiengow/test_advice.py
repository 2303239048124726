"""Advice on one play: the verdict's figures, its flag and its reason, seeded and repeatable."""

from __future__ import annotations

import math
import random

import pytest

from paigow_desktop.games.tiengow.advice import (
    MIN_COST,
    PlayVerdict,
    ReasonCode,
    Z,
    judge_play,
    same_move,
)
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import candidate_moves, rule_move
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.games.tiengow.weigh import layouts, weigh
from paigow_desktop.tiles.tile import FULL_SET, parse_tiles

from .helpers import full_hand, play

T = parse_tiles
SAMPLES = 24  # fewer guesses than the default keep the tests quick; the rules are the same


def position(seed: int, steps: int, rules: Rules | None = None, banker: int = 0) -> SeatView:
    """The view of the seat to play after ``steps`` rule-player moves of a deal shuffled from ``seed``."""
    rng = random.Random(seed)
    deck = list(FULL_SET)
    rng.shuffle(deck)
    hand = Hand([deck[i * 8 : (i + 1) * 8] for i in range(4)], banker=banker, rules=rules)
    for _ in range(steps):
        seat = hand.to_play
        assert seat is not None
        hand.apply(rule_move(hand.situation(seat)))
    assert hand.to_play is not None
    return hand.view(hand.to_play)


def move(text: str) -> Move:
    tiles, _, way = text.rpartition(" ")
    return Move(T(tiles), way == "up")


def test_the_verdict_holds_every_candidate_best_first_with_the_chosen_one() -> None:
    view = position(0, 12)
    verdict = judge_play(view, move("6-2 up"), samples=SAMPLES, seed=3, budget=None)
    means = [c.mean for c in verdict.candidates]
    assert means == sorted(means, reverse=True)
    assert verdict.best == verdict.candidates[0]
    assert any(c is verdict.chosen for c in verdict.candidates)
    assert verdict.cost == pytest.approx(max(0.0, verdict.best.mean - verdict.chosen.mean))
    assert verdict.flagged == (verdict.cost > verdict.margin and verdict.cost >= MIN_COST)
    # The figures are weigh's own, for the same guesses; the margin is the paired difference's.
    moves = candidate_moves(view.situation())
    mine = next(i for i, m in enumerate(moves) if same_move(m, verdict.chosen.move))
    weights = weigh(view, moves, seed=3, judged=mine, samples=SAMPLES, budget=None)
    best = weights.best()
    assert [(str(m), weights.mean(i), weights.error(i)) for i, m in enumerate(moves)] == sorted(
        [(str(c.move), c.mean, c.error) for c in verdict.candidates],
        key=lambda x: [str(m) for m in moves].index(x[0]),
    )
    assert verdict.margin == pytest.approx(Z * weights.diff_error(best, mine))
    # Paired, the difference is known better than the two errors added would say.
    assert verdict.margin < Z * math.hypot(verdict.best.error, verdict.chosen.error)


def test_a_verdict_is_repeatable_from_its_seed() -> None:
    view = position(2, 12)
    first = judge_play(view, move("4-4 up"), samples=SAMPLES, seed=7, budget=None)
    assert judge_play(view, move("4-4 up"), samples=SAMPLES, seed=7, budget=None) == first
    assert isinstance(first, PlayVerdict) and first.seed == 7 and first.samples == SAMPLES


def test_sampling_goes_on_until_the_paired_difference_is_known_to_half_a_point() -> None:
    view = position(0, 12)
    moves = candidate_moves(view.situation())
    mine = next(i for i, m in enumerate(moves) if same_move(m, move("6-2 up")))
    weights = weigh(view, moves, seed=1, judged=mine, cpu_limit=None)
    assert not weights.exact and weights.count > 48
    assert weights.diff_error(weights.best(), mine) < 0.5


def test_the_end_of_a_hand_is_solved_exactly_over_every_layout() -> None:
    """Late in a hand the other hands can lie in few ways: every one is played out, weighted by
    its deals, and the verdict has no error (whatever the seed)."""
    view = position(2, 21)  # the last trick: one tile each
    found = layouts(view)
    assert found is not None and len(found) > 1
    deals, left = 1, sum(view.unseen())
    for seat in (s for s in range(4) if s != view.seat):
        deals *= math.comb(left, view.hand_sizes[seat])
        left -= view.hand_sizes[seat]
    assert sum(weight for _, weight in found) == deals  # every deal of the physical tiles, once
    chosen = rule_move(view.situation())
    a = judge_play(view, chosen, seed=1)
    b = judge_play(view, chosen, seed=2)
    assert a.exact and a.margin == 0 and a.chosen.error == 0 and a.samples == len(found)
    assert [(str(c.move), c.mean) for c in a.candidates] == [(str(c.move), c.mean) for c in b.candidates]


def test_the_best_move_is_never_flagged() -> None:
    view = position(0, 12)
    best = judge_play(view, move("6-2 up"), samples=SAMPLES, seed=1, budget=None).best.move
    verdict = judge_play(view, best, samples=SAMPLES, seed=1, budget=None)
    assert same_move(verdict.chosen.move, best)
    assert verdict.cost == 0.0 and not verdict.flagged and verdict.reason is None


def test_a_move_outside_the_candidates_is_valued_on_the_same_guesses() -> None:
    view = position(0, 1)  # the second seat follows the banker's lead
    candidates = candidate_moves(view.situation())
    size = view.current.plays[0].count if view.current else 1
    odd = next(
        Move(tuple(view.tiles[i : i + size]), False)
        for i in range(len(view.tiles) - size + 1)
        if not any(same_move(Move(tuple(view.tiles[i : i + size]), False), c) for c in candidates)
    )
    verdict = judge_play(view, odd, samples=SAMPLES, seed=2)
    assert len(verdict.candidates) == len(candidates) + 1
    assert same_move(verdict.chosen.move, odd)


def test_an_illegal_move_is_refused() -> None:
    view = position(0, 0)  # the banker leads
    with pytest.raises(ValueError):
        judge_play(view, Move(view.tiles[:1], False), samples=SAMPLES)


# Positions found by replaying seeded deals with rule players; each flagged for its reason.
@pytest.mark.parametrize(
    ("seed", "steps", "chosen", "code"),
    [
        (2, 21, "4-4 down", ReasonCode.LAST_TRICK),
        (7, 22, "6-6 down", ReasonCode.EARLY_DEATH),
        (2, 12, "4-4 up", ReasonCode.BROKE_SET),
        (8, 15, "3-1 down", ReasonCode.DISCARDED_BEATER),
        (3, 12, "5-3 up", ReasonCode.TOO_WEAK),
        (0, 18, "5-5 down", ReasonCode.WASTED_STRONG),
        (0, 16, "1-1 up", ReasonCode.SURE_TOO_EARLY),
        (2, 8, "6-5 6-5 up", ReasonCode.PAIR_FOR_SINGLE),
        (0, 12, "6-2 up", ReasonCode.GAVE_LEAD),
        (0, 4, "1-1 up", ReasonCode.HOLD_LEAD),
        (1, 15, "5-4 down", ReasonCode.KEEP_BETTER),
        (4, 4, "3-1 up", ReasonCode.KEEP_CHOSEN),
    ],
)
def test_each_reason(seed: int, steps: int, chosen: str, code: ReasonCode) -> None:
    view = position(seed, steps)
    verdict = judge_play(view, move(chosen), seed=0, budget=None)
    assert verdict.flagged
    assert verdict.reason is not None and verdict.reason.code is code
    assert verdict.reason.best == verdict.best.move
    assert verdict.reason.points == verdict.cost


def test_giving_up_the_last_trick_in_the_worked_hand() -> None:
    """The doc's full hand with early death off: West's 6-6 face up wins the last trick and the
    hand (columns 2, 0, 1, 5); face down, North keeps it.  West plays last: no guess matters."""
    hand = full_hand(Rules(early_death=False))
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3")
    play(hand, "up 4-4", "down 6-2", "down 3-1")
    view = hand.view(2)
    verdict = judge_play(view, Move(T("6-6"), False), samples=SAMPLES)
    # Up: West nets +4 (the doc's figure); down: -9, as in the hand with early death.
    assert verdict.best.mean == 4 and verdict.chosen.mean == -9
    assert verdict.best.error == verdict.chosen.error == 0
    assert verdict.flagged and verdict.reason is not None
    assert verdict.reason.code is ReasonCode.LAST_TRICK
    assert verdict.reason.subject == T("6-6")
