"""The verdict's margin: fast play-outs that are the rule players' own, an exact answer checked
against every deal of the hidden tiles, a standard error under half a point said with the
verdict, and the same verdict for the same seed."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow import playout
from paigow_desktop.games.tiengow.advice import PlayVerdict, Z, judge_play
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import candidate_moves, play_out, rule_move
from paigow_desktop.games.tiengow.playout import Playout
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import identify, tile_key
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.games.tiengow.weigh import FEWEST, TARGET_SE, layouts, weigh
from paigow_desktop.tiles.tile import FULL_SET, Tile
from paigow_desktop.ui.games.tiengow.trainer.advisor import AdviceLine

from .test_advice import move, position

# Every rule that is on or off, turned the other way: the play-outs must follow the rare ones too.
_DEFAULT = Rules()
_TURNED = Rules(
    **{
        f.name: not getattr(_DEFAULT, f.name)
        for f in dataclasses.fields(Rules)
        if isinstance(getattr(_DEFAULT, f.name), bool)
    }
)


@pytest.mark.parametrize("rules", [_DEFAULT, _TURNED], ids=["default rules", "every option turned"])
def test_a_fast_play_out_ends_with_the_money_of_the_rule_players_hand(rules: Rules) -> None:
    rng = random.Random(11)
    checked = 0
    while checked < 300:
        deck = list(FULL_SET)
        rng.shuffle(deck)
        hand = Hand([deck[i * 8 : (i + 1) * 8] for i in range(4)], banker=checked % 4, rules=rules)
        for _ in range(rng.randrange(20)):
            if hand.to_play is None:
                break
            hand.apply(rule_move(hand.situation(hand.to_play)))
        if hand.to_play is None:
            continue
        fast = Playout.of(hand)
        decisions = fast.finish()
        slow = hand.clone()
        play_out(slow)
        assert fast.net() == slow.net()
        before = sum(len(t.plays) for t in hand.tricks) + len(hand.current_plays)
        assert decisions == sum(len(t.plays) for t in slow.tricks) - before
        checked += 1


@pytest.mark.parametrize("rules", [_DEFAULT, _TURNED], ids=["default rules", "every option turned"])
def test_a_guess_dealt_into_a_set_up_hand_plays_out_as_the_hand_resumed_from_it(rules: Rules) -> None:
    """The verdicts set a hand up once and deal each guess into it: the money is that of the
    hand resumed from the guess (in the first trick too, where the banker's guessed tiles say
    whether the first lead was unbeatable in his own eyes)."""
    rng = random.Random(5)
    for number in range(40):
        deck = list(FULL_SET)
        rng.shuffle(deck)
        hand = Hand([deck[i * 8 : (i + 1) * 8] for i in range(4)], banker=number % 4, rules=rules)
        for _ in range(1 + number % 3 if number < 20 else rng.randrange(4, 24)):
            if hand.to_play is None:
                break
            hand.apply(rule_move(hand.situation(hand.to_play)))
        if hand.to_play is None:
            continue
        view = hand.view(hand.to_play)
        guesses = [_guess(view, rng) for _ in range(6)]
        template = Playout.of(Hand.resume(view, *guesses[0]))
        for hands, discards in guesses:
            dealt = template.dealt_again(hands)
            resumed = Hand.resume(view, hands, discards)
            dealt.finish()
            play_out(resumed)
            assert dealt.net() == resumed.net()


def _guess(view: SeatView, rng: random.Random) -> tuple[dict[int, list[Tile]], dict[int, list[Tile]]]:
    counts = view.unseen()
    pool = [t for t in sorted(set(FULL_SET), key=lambda t: t.kind) for _ in range(counts[t.kind])]
    rng.shuffle(pool)
    hands, discards = {}, {}
    for s in range(4):
        if s != view.seat:
            hands[s] = [pool.pop() for _ in range(view.hand_sizes[s])]
    for s in range(4):
        if s != view.seat:
            discards[s] = [pool.pop() for _ in range(view.discarded[s])]
    return hands, discards


def _brute_force(view: SeatView) -> list[float]:
    """Each candidate move's mean points for the seat over every deal of the hidden physical
    tiles to the other hands (the rest face down), played out with the engine's own hand."""
    moves = candidate_moves(view.situation())
    counts = view.unseen()
    pool = [t for t in sorted(set(FULL_SET), key=lambda t: t.kind) for _ in range(counts[t.kind])]
    others = [s for s in range(4) if s != view.seat]
    totals = [0.0] * len(moves)
    deals = 0

    def deal(i: int, left: list[int], hands: dict[int, list[int]]) -> None:
        nonlocal deals
        if i == len(others):
            rest = iter(left)
            discards = {s: [pool[next(rest)] for _ in range(view.discarded[s])] for s in others}
            base = Hand.resume(view, {s: [pool[j] for j in hands[s]] for s in others}, discards)
            for m, mv in enumerate(moves):
                hand = base.clone()
                hand.apply_unchecked(mv, identify(mv.tiles) if mv.face_up else None)
                play_out(hand)
                totals[m] += hand.net()[view.seat]
            deals += 1
            return
        seat = others[i]
        for chosen in itertools.combinations(left, view.hand_sizes[seat]):
            deal(i + 1, [j for j in left if j not in chosen], {**hands, seat: list(chosen)})

    deal(0, list(range(len(pool))), {})
    return [t / deals for t in totals]


@pytest.mark.parametrize(
    ("seed", "steps"),
    [
        (2, 21),  # the last trick: one tile each
        (2, 19),  # two tricks from the end, 2,184 deals: sampled before, now exact
    ],
)
def test_the_end_of_a_hand_is_solved_exactly_as_every_deal_played_out_says(seed: int, steps: int) -> None:
    view = position(seed, steps)
    moves = candidate_moves(view.situation())
    assert len(moves) > 1 and layouts(view, 10**6)
    weights = weigh(view, moves, seed=5)
    assert weights.exact
    assert [weights.mean(i) for i in range(len(moves))] == pytest.approx(_brute_force(view), abs=1e-9)
    assert all(weights.diff_error(0, i) == 0 for i in range(len(moves)))


def test_a_flagged_verdict_says_its_standard_error_under_half_a_point_in_its_margin(qtbot: QtBot) -> None:
    view = position(2, 12)
    verdict = judge_play(view, rule_move(view.situation()), seed=1, cpu_limit=None)
    assert verdict.flagged and not verdict.exact
    assert 0 < verdict.error < TARGET_SE == 0.5
    assert verdict.margin == pytest.approx(Z * verdict.error)
    assert verdict.samples > FEWEST and verdict.stopped == "target"  # sampled on until it was small
    line = AdviceLine()
    qtbot.addWidget(line)
    line.show_verdict(verdict)
    assert f"+{verdict.cost:.1f} pts ± {verdict.margin:.1f} over yours" in line.text()


def test_an_exact_verdict_says_exact_and_no_margin(qtbot: QtBot) -> None:
    view = position(2, 21)  # the last trick: 4-4 face down gives it up
    verdict = judge_play(view, move("4-4 down"), seed=1)
    assert verdict.exact and verdict.error == 0 and verdict.cost > 0 and verdict.stopped == "exact"
    line = AdviceLine()
    qtbot.addWidget(line)
    line.show_verdict(verdict)
    assert "exact: counted over every way the other tiles can lie" in line.text()
    assert "±" not in line.text()


def test_a_verdict_is_the_same_for_the_same_seed_however_long_it_samples() -> None:
    """The sampling stops on a count of decisions played out, not on the clock."""
    view = position(4, 4)  # the clock stopped the old sampling here: 88 guesses, then 120
    chosen = rule_move(view.situation())
    first = judge_play(view, chosen, seed=9, cpu_limit=None)
    again = judge_play(view, chosen, seed=9, cpu_limit=None)
    assert isinstance(first, PlayVerdict) and not first.exact and first.samples > FEWEST
    assert again == first
    other = judge_play(view, chosen, seed=10, cpu_limit=None)
    assert other.candidates != first.candidates  # another seed, other guesses


def test_the_same_weighing_for_the_same_seed_and_moves() -> None:
    view = position(1, 15)
    moves = candidate_moves(view.situation())
    a = weigh(view, moves, seed="x", judged=1, cpu_limit=None)
    b = weigh(view, moves, seed="x", judged=1, cpu_limit=None)
    assert a == b and a.work > 0
    assert tile_key(a.moves[0].tiles) == tile_key(moves[0].tiles)


def _turned_position(seed: int, steps: int, rules: Rules) -> SeatView:
    return position(seed, steps, rules, banker=seed % 4)


# Figures of the play-outs as they were before they were made faster (commit 78f7f97): the rules,
# the deal's seed, the moves made, then the decisions played out, the guesses and each candidate
# move's mean points (rounded) for ``weigh(seed=seed, judged=0, budget=20_000)``.
_BEFORE = [
    ("default", 3, 0, 5184, 48, [-10.625, -9.0417, -10.625, -10.625, -9.0, -10.625, -10.625, -8.375]),
    ("default", 4, 5, 1084, 16, [-4.5, -4.5, -4.5]),
    ("default", 5, 10, 17864, 528, [3.8902, 6.3902, 4.5625, 4.9375]),
    ("default", 6, 14, 376, 16, [1.5, -4.75]),
    ("turned", 3, 0, 19828, 224, [-9.8214, -7.5, -7.5, -7.5, -3.6429, -7.5, -7.5, -4.8021]),
    ("turned", 4, 5, 1880, 32, [8.7188, 11.4375, 6.125]),
    ("turned", 5, 10, 16384, 304, [-1.5066, 5.1382, 4.6133, 3.1875]),
    ("turned", 6, 14, 4908, 192, [-1.2188, 8.0885, -1.375, 0.0]),
]


@pytest.mark.parametrize(("rules", "seed", "steps", "work", "count", "means"), _BEFORE)
def test_the_play_outs_weigh_seeded_positions_as_they_did_before_they_were_made_faster(
    rules: str, seed: int, steps: int, work: int, count: int, means: list[float]
) -> None:
    view = _turned_position(seed, steps, _DEFAULT if rules == "default" else _TURNED)
    moves = candidate_moves(view.situation())
    weights = weigh(view, moves, seed=seed, judged=0, budget=20_000, cpu_limit=None)
    assert (weights.work, weights.count) == (work, count)
    assert [round(weights.mean(i), 4) for i in range(len(moves))] == means


def test_the_play_outs_remember_no_more_than_their_memory_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the play-outs remember is bounded: a long session's memory stays flat."""
    monkeypatch.setattr(playout, "MEMORY", 200)
    playout.forget()
    most = 0
    for seed in range(1, 9):
        view = position(seed, 0)
        weigh(view, candidate_moves(view.situation()), seed=seed, budget=3_000, cpu_limit=None)
        most = max(most, playout.remembered())
    assert 150 < most <= 200  # filled up to the bound, never past it
    playout.forget()
    assert playout.remembered() == 0
