"""Seat views hide what a seat may not know; computer players act on views, legally and repeatably."""

from __future__ import annotations

import gc
import types
from collections import Counter

from paigow_desktop.games.tiengow import match, table
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import RulePlayer, SamplingPlayer, rule_move
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.tiles.tile import Tile, parse_tiles

from .helpers import FULL_HAND, deal_with, full_hand, play

T = parse_tiles


def _reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through references, not entering classes, modules or code."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType, types.CodeType)):
            continue
        seen[id(obj)] = obj
        stack.extend(gc.get_referents(obj))
    return list(seen.values())


def test_a_view_reaches_no_hidden_tile() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5")
    for seat in range(4):
        view = hand.view(seat)
        objects = _reachable(view)
        assert not any(isinstance(o, Hand) for o in objects)
        tiles = Counter(o for o in objects if isinstance(o, Tile))
        face_up = {t for trick in hand.tricks for p in trick.plays if p.face_up for t in p.tiles}
        face_up |= {t for p in hand.current_plays if p.face_up for t in p.tiles}
        allowed = set(T(FULL_HAND[seat])) | face_up
        assert set(tiles) <= allowed, (seat, set(tiles) - allowed)


def test_the_view_is_the_same_whatever_the_others_hold() -> None:
    east = "2-2 2-2 6-1 3-1 6-2 4-3 4-2 2-1"
    a = Hand([T(h) for h in FULL_HAND], 0)
    others = [T(h) for h in FULL_HAND[1:]]
    b = Hand([T(east), others[2], others[0], others[1]], 0)
    assert a.view(0) == b.view(0)
    a.lead(T("2-2 2-2"))
    b.lead(T("2-2 2-2"))
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)


def test_discards_are_only_counted() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    view = hand.view(0)
    assert view.discarded == (0, 2, 2, 2)
    assert view.tricks[0].plays[1].tiles == () and view.tricks[0].plays[1].count == 2
    assert hand.view(1).own_discards == tuple(T("5-1 5-1"))
    assert view.columns == (2, 0, 0, 0) and view.scores == (12, -4, -4, -4)
    assert sum(view.unseen()) == 32 - 6 - 2  # East's six tiles and the led Gee Joon


class _Spy:
    def __init__(self) -> None:
        self.given: list[object] = []
        self.inner = RulePlayer()

    def choose(self, view: SeatView) -> Move:
        self.given.append(view)
        return self.inner.choose(view)


def test_players_are_given_views(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    spies = [_Spy() for _ in range(4)]
    # The table makes each seat's player (the one turn loop, the command line's and the window's).
    monkeypatch.setattr(table, "make_player", lambda name, seed: spies[int(str(seed).rsplit(":", 1)[1])])
    match.play_hand(5, ["rule"] * 4, Rules())
    assert all(spy.given and all(type(v) is SeatView for v in spy.given) for spy in spies)


def test_rule_players_play_legal_hands_under_every_option() -> None:
    variants = [
        Rules(),
        Rules(early_death=False, mixed_pairs_and_sets=False),
        Rules(little_three_big_six=True, one_red_dot=True, hk_escalating_banker=True),
    ]
    for rules in variants:
        for record in match.play_hands(100, 20, ["rule"] * 4, rules):
            assert sum(record.net) == 0 and sum(record.columns) == 8
            assert record.replay().net() == list(record.net)


def test_the_rule_player_cashes_sure_tricks_and_beats_cheaply() -> None:
    hand = Hand(deal_with("4-2 2-1 6-5 6-4 5-1 6-1 2-2 3-3"), 0)
    assert set(rule_move(hand.situation(0)).tiles) == set(T("4-2 2-1"))
    dealt = deal_with(
        "5-1 6-1 2-2 3-3 6-5 6-4 5-5 3-1",
        "6-6 1-1 4-4 6-5 6-4 6-1 5-1 2-2",
        "6-6 1-1 4-4 3-1 5-5 3-3 6-3 5-4",
    )
    hand = Hand(dealt, 2)
    play(hand, "up 3-3", "down 4-1", "down 6-5")
    move = rule_move(hand.situation(1))  # South plays last to the trick
    assert move.face_up and move.tiles == tuple(T("4-4"))  # the least tile that beats the Long


def test_a_player_with_no_column_is_not_offered_a_face_up_last_tile() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3")
    play(hand, "up 4-4", "down 6-2", "down 3-1")
    situation = hand.view(2).situation()
    assert situation.early_death and situation.beating_sets() == []
    assert not rule_move(situation).face_up


def test_players_are_deterministic_given_their_seed() -> None:
    names = ["sampling", "rule", "rule", "rule"]
    first = [r.to_json() for r in match.play_hands(21, 1, names, Rules())]
    again = [r.to_json() for r in match.play_hands(21, 1, names, Rules())]
    assert first == again


def test_the_sampling_player_weighs_legal_moves_on_guessed_deals() -> None:
    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    view = hand.view(0)
    player = SamplingPlayer(seed=3, samples=6)
    for _ in range(5):
        guess, discards = player.deal(view)
        assert [len(guess[s]) for s in (1, 2, 3)] == [6, 6, 6]
        assert [len(discards[s]) for s in (1, 2, 3)] == [2, 2, 2]
        assert Counter(guess[1] + guess[2] + guess[3] + discards[1] + discards[2] + discards[3]) == Counter(
            t for s in (1, 2, 3) for t in T(FULL_HAND[s])
        )
        resumed = Hand.resume(view, guess, discards)
        assert resumed.view(0) == view
    move = player.choose(view)
    assert hand.can_lead(move.tiles) is None


def test_evaluate_moves_for_the_trainer() -> None:
    from paigow_desktop.games.tiengow.players import evaluate_moves

    hand = full_hand()
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    view = hand.view(0)
    rated = evaluate_moves(view, samples=8, seed=1)
    assert len(rated) == len({tuple(sorted(t.kind for t in m.tiles)) for m, _, _ in rated}) > 1
    assert all(hand.can_lead(m.tiles) is None for m, _, _ in rated)
    assert [mean for _, mean, _ in rated] == sorted((mean for _, mean, _ in rated), reverse=True)
    assert all(error >= 0 for _, _, error in rated)
    assert rated == evaluate_moves(view, samples=8, seed=1)
