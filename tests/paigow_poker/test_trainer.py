"""Pai Gow Poker's trainer engine: kinds of hands, settings judged by the exact analysis, the drill
and the quizzes, every answer checked against the engine."""

from __future__ import annotations

import random

import pytest

from paigow_desktop.core.leitner import Leitner
from paigow_desktop.games.paigow_poker import Setting, parse_cards, set_hand
from paigow_desktop.games.paigow_poker.analysis import analyze
from paigow_desktop.games.paigow_poker.cards import DECK
from paigow_desktop.games.paigow_poker.hands import five_value, fouls
from paigow_desktop.games.paigow_poker.trainer import (
    KINDS,
    Reason,
    deal_of_kind,
    five_card_quiz,
    foul_quiz,
    hand_of_key,
    judge_setting,
    kind_of,
    next_drill_hand,
)


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("Ks Jh 9d 7c 5s 3h 2d", "no-pair"),
        ("8s 8h Ad Qc 9s 5h 3d", "one-pair"),
        ("9s 9h 4d 4c Ks 8h 2d", "two-pair"),
        ("Ks Kh 8d 8c 3s 3h 7d", "three-pair"),
        ("9s 9h 9d Kc Qs 6h 2d", "three-of-a-kind"),
        ("4s 5h 6d 7c 8s Kh Qd", "straight-or-flush"),
        ("As 2h 3d 4c 4d 5s 5h", "straight-or-flush-with-pairs"),
        ("7s 7h 7d Qc Qs 9h 2d", "full-house"),
        ("5s 5h 5d 5c As Kh 2d", "four-of-a-kind"),
        ("JK Ah 3d 3c Ks 9h 2d", "joker"),
    ],
)
def test_kinds_of_hands(cards: str, kind: str) -> None:
    assert kind_of(parse_cards(cards)) == kind


def test_a_hand_of_every_kind_can_be_dealt() -> None:
    rng = random.Random(4)
    for kind in KINDS:
        assert kind_of(deal_of_kind(kind, rng)) == kind


def test_the_best_setting_is_not_flagged() -> None:
    cards = parse_cards("9s 9h 4d 4c Ks 8h 2d")
    analysis = analyze(cards)
    best = judge_setting(analysis, analysis.best.setting)
    assert best.best_play and best.given_up == 0 and best.reason is None


def test_a_foul_gives_up_the_whole_bet_and_more() -> None:
    cards = parse_cards("Ks Kh Ad Qc 9s 5h 3d")
    analysis = analyze(cards)
    foul = Setting(parse_cards("Ad Qc 9s 5h 3d"), parse_cards("Ks Kh"))
    assert foul.foul
    verdict = judge_setting(analysis, foul)
    assert verdict.reason is Reason.FOUL and verdict.chosen is None
    assert verdict.given_up == analysis.best.ev + 1


def test_keeping_two_pair_that_the_maths_splits_is_named() -> None:
    cards = parse_cards("Qs Qh Jd Jc 8s 5h 2d")
    analysis = analyze(cards)
    assert analysis.best.setting.low_value >= 256  # the exact best splits the pairs
    kept = Setting(parse_cards("Qs Qh Jd Jc 2d"), parse_cards("8s 5h"))
    verdict = judge_setting(analysis, kept)
    assert verdict.reason is Reason.SPLIT_PAIRS
    chosen = verdict.chosen
    assert chosen is not None and verdict.given_up == analysis.best.ev - chosen.ev > 0


def test_giving_up_a_straight_is_named() -> None:
    cards = parse_cards("4s 5h 6d 7c 8s Kh Qd")
    analysis = analyze(cards)
    assert analysis.best.setting.high_value >> 20 == 4  # the straight high
    broken = Setting(parse_cards("Kh 8s 6d 5h 4s"), parse_cards("Qd 7c"))
    assert judge_setting(analysis, broken).reason is Reason.GAVE_UP_STRAIGHT_OR_FLUSH


def test_the_drill_reviews_what_is_due_then_deals_weak_kinds() -> None:
    rng = random.Random(9)
    drill = Leitner()
    key, kind = next_drill_hand(drill, rng, weak_kinds=["three-pair"])
    assert kind == "three-pair" and kind_of(hand_of_key(key)) == "three-pair"
    drill.record(key, kind, correct=False)
    for _ in range(3):
        drill.record("other", "no-pair", correct=True)
    assert next_drill_hand(drill, rng) == (key, kind)


def test_five_card_quizzes_are_answered_by_the_evaluator() -> None:
    rng = random.Random(21)
    for _ in range(200):
        quiz = five_card_quiz(rng)
        a, b = five_value(quiz.first), five_value(quiz.second)
        assert quiz.answer == (1 if a > b else 2 if b > a else 0)


def test_foul_quizzes_are_answered_by_the_foul_test() -> None:
    rng = random.Random(22)
    answers = [foul_quiz(rng) for _ in range(200)]
    for quiz in answers:
        assert quiz.answer == fouls(quiz.setting.high_value, quiz.setting.low_value) == quiz.setting.foul
    assert 40 < sum(q.answer for q in answers) < 160


def test_set_it_the_house_way_is_checked_by_value() -> None:
    cards = parse_cards("Ks Kh Kd Kc As Qh 2d")
    answer = set_hand(cards).setting
    other_kings = Setting(parse_cards("Ks Kh As Qh 2d"), parse_cards("Kd Kc"))
    assert other_kings.values == answer.values


def test_a_weaker_high_hand_is_said_to_keep_as_good_a_low_only_when_it_does() -> None:
    """JK Qs 7s 6h 5c 4h 2s: a learner played Q-7 low, and was told the best kept "a low hand
    as good" while it played Q-2 low: the best trades low for a bigger high hand."""
    cards = parse_cards("JK Qs 7s 6h 5c 4h 2s")
    analysis = analyze(cards)
    best = analysis.best.setting
    traded = seen = 0
    for entry in analysis.settings:
        verdict = judge_setting(analysis, entry.setting)
        if verdict.reason is Reason.WEAKER_HIGH:
            assert entry.setting.low_value == best.low_value
            seen += 1
        if verdict.reason is Reason.HIGH_FOR_LOW:
            assert entry.setting.low_value > best.low_value and entry.setting.high_value < best.high_value
            traded += 1
    assert traded > 0
    rng = random.Random(5)  # and over random hands: never "as good" a low that is not
    for _ in range(15):
        hand = tuple(rng.sample(DECK, 7))
        some = analyze(hand)
        for entry in some.settings:
            if judge_setting(some, entry.setting).reason is Reason.WEAKER_HIGH:
                assert entry.setting.low_value == some.best.setting.low_value
