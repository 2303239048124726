"""The Tien Gow drill: every kind of question answered as the engine answers it, the rules' worked
examples as fixtures, questions asked again from their keys, and spaced repetition."""

from __future__ import annotations

import random

import pytest

from paigow_desktop.core.leitner import INTERVALS, Leitner
from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.drill import (
    NOT_A_SET,
    Drill,
    DrillKind,
    Question,
    fresh_question,
    legal_set_question,
    question_of_key,
    settlement_question,
    unbeatable_question,
    which_wins_question,
)
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import SetKind, TileSet, beats, identify, sets_in
from paigow_desktop.games.tiengow.trainer import unbeatable_in_own_eyes
from paigow_desktop.tiles.tile import parse_tiles

T = parse_tiles
SEEDS = range(60)


def a_set(text: str) -> TileSet:
    found = identify(T(text))
    assert found is not None, text
    return found


def check_choices(q: Question) -> None:
    keys = [c.key for c in q.choices]
    assert len(keys) == len(set(keys)) >= 2
    assert keys.count(q.answer) == 1
    assert q.explanation and q.prompt
    again = question_of_key(q.key)
    assert again == q


# ------------------------------------------------------------------ agreement on random seeds


@pytest.mark.parametrize("mixed", [True, False])
def test_legal_set_answers_agree_with_identify(mixed: bool) -> None:
    rules = Rules(mixed_pairs_and_sets=mixed)
    answers = set()
    for seed in SEEDS:
        q = fresh_question(DrillKind.LEGAL_SET, random.Random(seed), rules)
        (group,) = q.groups
        found = identify(group.tiles, mixed=mixed)
        assert q.answer == (NOT_A_SET if found is None else found.kind.value)
        assert question_of_key(q.key, rules) == q
        answers.add(q.answer)
        assert len(q.choices) == len(set(q.choices))
    assert NOT_A_SET in answers and len(answers) >= 4


def test_which_wins_answers_agree_with_beats() -> None:
    seconds = 0
    for seed in SEEDS:
        q = fresh_question(DrillKind.WHICH_WINS, random.Random(seed))
        first, second = (identify(g.tiles) for g in q.groups)
        assert first is not None and second is not None and first.size == second.size
        assert q.answer == ("second" if beats(second, first) else "first")
        seconds += q.answer == "second"
        check_choices(q)
    assert 0 < seconds < len(SEEDS)


def test_unbeatable_answers_agree_with_the_engine() -> None:
    yes = 0
    for seed in SEEDS[:30]:
        q = fresh_question(DrillKind.UNBEATABLE, random.Random(seed))
        dealt, lead_tiles = (g.tiles for g in q.groups)
        lead = identify(lead_tiles)
        assert lead is not None and lead in sets_in(dealt)
        assert q.answer == ("yes" if unbeatable_in_own_eyes(lead, dealt) else "no")
        yes += q.answer == "yes"
        check_choices(q)
    assert 0 < yes < 30


def doc_settlement(
    columns: list[int], winner: int, banker: int, seat: int, m: int, bonus: int, surplus_doubled: bool
) -> int:
    """The rules' settlement restated for one non-winner: par 4, five with no column."""
    owed = 5 if columns[seat] == 0 else 4 - columns[seat]
    if owed > 0:
        return -owed * (m if banker in (seat, winner) else 1) * bonus
    factor = m if winner == banker or (seat == banker and surplus_doubled) else 1
    return -owed * factor * bonus


def test_settlement_answers_agree_with_the_money_rules() -> None:
    for seed in SEEDS:
        q = fresh_question(DrillKind.SETTLEMENT, random.Random(seed))
        head, *parts = q.key.split(":")[1].split("|")
        columns = [int(x) for x in head.split()]
        fields = {p.rstrip("0123456789"): int(p.lstrip("abcdefghijklmnopqrstuvwxyzL")) for p in parts}
        hk = fields["hk"] == 1
        m = 2 + fields["s"] if hk else fields["m"]
        expected = doc_settlement(
            columns, fields["w"], fields["b"], fields["a"], m, fields["L"], fields["d"] == 1
        )
        assert q.answer == str(expected)
        assert sum(columns) == 8 and columns[fields["w"]] > 0
        check_choices(q)


# ------------------------------------------------------------------ the rules' examples, in our words


@pytest.mark.parametrize(
    ("tiles", "kind"),
    [
        ("6-6 6-6 5-4", SetKind.TRIPLE_2C1M),
        ("1-1 6-2 5-3", SetKind.TRIPLE_1C2M),
        ("4-4 4-4 5-2 4-3", SetKind.QUARTET),
        ("4-2 2-1", SetKind.SUPREME),
        ("3-1 4-1", SetKind.MIXED_PAIR),
        ("6-3 5-4", SetKind.MILITARY_PAIR),
        ("4-2", SetKind.MILITARY_SINGLE),
        ("5-1", SetKind.CIVIL_SINGLE),
        # Not sets: Man is no eight; two civil kinds; Heaven with a Hatchet; Big Six with a five;
        # two civil pairs; a nine with an eight; the Gee Joon with anything more.
        ("4-4 6-2", None),
        ("1-1 4-4", None),
        ("6-6 6-5", None),
        ("4-2 4-1", None),
        ("6-6 6-6 1-1 1-1", None),
        ("6-3 6-2", None),
        ("4-2 2-1 6-6", None),
        ("4-2 2-1 3-3 3-3", None),
    ],
)
def test_legal_set_examples(tiles: str, kind: SetKind | None) -> None:
    q = legal_set_question(T(tiles))
    assert q.answer == (NOT_A_SET if kind is None else kind.value)
    check_choices(q)


def test_mixed_sets_off_leave_only_pure_sets() -> None:
    q = legal_set_question(T("3-1 4-1"), Rules(mixed_pairs_and_sets=False))
    assert q.answer == NOT_A_SET
    assert SetKind.MIXED_PAIR.value not in {c.key for c in q.choices}


@pytest.mark.parametrize(
    ("second", "first", "second_wins"),
    [
        ("5-4", "6-3", False),  # equal nines: the earlier one stays
        ("6-3", "6-2", True),
        ("4-2", "4-1", True),  # Big Six over a five
        ("4-1", "2-1", True),  # a five over Little Three
        ("1-1 1-1", "3-3 3-3", True),
        ("6-3 5-4", "6-2 5-3", True),
        ("6-6 6-3", "1-1 5-3", True),  # mixed pairs by family
        ("6-6 6-6 6-3", "1-1 1-1 5-3", True),
        ("6-6 6-6 6-3", "1-1 6-2 5-3", False),  # triples of different make never meet
        ("6-6 6-6", "6-3 5-4", False),  # civil against military
        ("6-6 6-6", "4-2 2-1", False),  # nothing beats the Gee Joon
    ],
)
def test_which_wins_examples(second: str, first: str, second_wins: bool) -> None:
    q = which_wins_question(a_set(first), a_set(second))
    assert q.answer == ("second" if second_wins else "first")
    check_choices(q)


def test_a_nine_never_beats_a_civil_single() -> None:
    with pytest.raises(ValueError):
        which_wins_question(a_set("6-6"), a_set("6-3 5-4"))  # sizes differ: not one trick
    assert which_wins_question(a_set("6-3"), a_set("6-6")).answer == "first"


@pytest.mark.parametrize(
    ("hand", "lead", "sure"),
    [
        ("1-1 1-1 6-6 5-5 3-2 6-1 2-2 5-1", "1-1 1-1", True),  # a single Heaven outside cannot pair
        ("1-1 1-1 6-4 5-5 3-2 6-1 2-2 5-1", "1-1 1-1", False),
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "6-2", True),  # both nines held
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "5-5", False),
        ("6-2 6-3 5-4 5-5 3-2 6-1 2-2 5-1", "5-4", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "1-1", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "6-6 6-3", True),
        ("6-6 6-6 6-3 5-4 4-2 2-1 1-1 5-5", "5-5", False),
        ("6-6 6-6 1-1 1-1 4-4 4-4 5-5 3-3", "4-4 4-4", True),
        ("6-6 1-1 5-5 3-3 2-2 6-5 6-4 6-1", "1-1", False),  # the other 6-6 is outside
    ],
)
def test_unbeatable_examples(hand: str, lead: str, sure: bool) -> None:
    q = unbeatable_question(T(hand), a_set(lead))
    assert q.answer == ("yes" if sure else "no")
    check_choices(q)


# Columns East..North, winner, banker East, net East..North; from the rules' settlement table.
SETTLEMENTS = [
    ((3, 1, 4, 0), 0, {}, 1, 0, (16, -6, 0, -10)),
    ((1, 4, 2, 1), 1, {}, 1, 0, (-6, 11, -2, -3)),
    ((0, 4, 3, 1), 1, {}, 1, 0, (-10, 14, -1, -3)),
    ((6, 1, 1, 0), 1, {}, 1, 0, (4, 4, -3, -5)),
    ((6, 1, 1, 0), 1, {"banker_surplus_doubled": False}, 1, 0, (2, 6, -3, -5)),
    ((2, 6, 0, 0), 0, {}, 1, 0, (16, 4, -10, -10)),
    ((6, 2, 0, 0), 1, {}, 2, 0, (8, 12, -10, -10)),
    ((6, 2, 0, 0), 1, {"banker_surplus_doubled": False}, 2, 0, (4, 16, -10, -10)),
    ((2, 2, 4, 0), 2, {}, 2, 0, (-8, -4, 22, -10)),
    ((8, 0, 0, 0), 0, {}, 2, 0, (60, -20, -20, -20)),
    ((8, 0, 0, 0), 0, {}, 1, 0, (30, -10, -10, -10)),
    ((5, 1, 2, 0), 0, {"hk_escalating_banker": True}, 1, 1, (30, -9, -6, -15)),
]


@pytest.mark.parametrize(("columns", "winner", "options", "bonus", "streak", "net"), SETTLEMENTS)
def test_settlement_examples(
    columns: tuple[int, ...],
    winner: int,
    options: dict[str, bool],
    bonus: int,
    streak: int,
    net: tuple[int, ...],
) -> None:
    rules = Rules(**options)
    for seat in range(4):
        if seat == winner:
            continue
        q = settlement_question(columns, winner, 0, seat, bonus=bonus, rules=rules, streak=streak)
        assert q.answer == str(net[seat])
        check_choices(q)
        # The engine's money module, asked directly, agrees.
        m = money.banker_multiplier(rules, streak)
        assert money.net(money.settlement(columns, winner, 0, m, bonus, rules))[seat] == net[seat]


def test_settlement_questions_refuse_impossible_hands() -> None:
    with pytest.raises(ValueError):
        settlement_question((3, 1, 4, 1), 0, 0, 1)  # nine columns
    with pytest.raises(ValueError):
        settlement_question((3, 1, 4, 0), 3, 0, 1)  # the winner has no column
    with pytest.raises(ValueError):
        settlement_question((3, 1, 4, 0), 0, 0, 0)  # asked about the winner


def test_a_key_that_is_no_question_is_refused() -> None:
    for key in ("legal-set:7-7", "which-wins:6-6", "unbeatable:6-6|6-6", "settlement:1 2|w0", "nothing"):
        with pytest.raises(ValueError):
            question_of_key(key)


# ------------------------------------------------------------------ spaced repetition


def wrong(q: Question) -> str:
    return next(c.key for c in q.choices if c.key != q.answer)


def test_a_missed_question_comes_back_after_three_answers() -> None:
    drill = Drill()
    rng = random.Random(5)
    missed = drill.next_question(rng)
    result = drill.record(missed, wrong(missed))
    assert not result.correct and result.card is not None and result.card.box == 0
    assert result.card.due == drill.cards.step + INTERVALS[0]
    for _ in range(INTERVALS[0]):
        q = drill.next_question(rng)
        assert q.key != missed.key
        drill.record(q, q.answer)
    again = drill.next_question(rng)
    assert again == missed
    result = drill.record(again, again.answer)
    assert result.correct and result.card is not None and result.card.box == 1


def test_a_fresh_question_answered_right_is_not_kept() -> None:
    drill = Drill()
    q = drill.next_question(random.Random(1))
    assert drill.record(q, q.answer).card is None
    assert drill.cards.cards == ()
    with pytest.raises(ValueError):
        drill.record(q, "not offered")


def test_every_kind_is_drawn_and_one_kind_can_be_drilled() -> None:
    drill = Drill()
    rng = random.Random(9)
    kinds = {drill.next_question(rng).kind for _ in range(40)}
    assert kinds == set(DrillKind)
    assert all(drill.next_question(rng, DrillKind.SETTLEMENT).kind is DrillKind.SETTLEMENT for _ in range(5))


def test_the_drill_round_trips_through_json() -> None:
    drill = Drill()
    rng = random.Random(3)
    for _ in range(6):
        q = drill.next_question(rng)
        drill.record(q, wrong(q))
    text = drill.to_json()
    again = Drill.from_json(text)
    assert again.to_json() == text
    assert again.cards.tally(DrillKind.LEGAL_SET.value) == drill.cards.tally(DrillKind.LEGAL_SET.value)
    with pytest.raises(ValueError):
        Drill.from_json('{"version": 99, "step": 0, "cards": []}')
    with pytest.raises(ValueError):
        Drill.from_json("[1, 2]")


def test_a_damaged_card_is_dropped_not_asked() -> None:
    cards = Leitner()
    cards.record("legal-set:7-7", DrillKind.LEGAL_SET.value, False)
    cards.record("legal-set:6-6", DrillKind.LEGAL_SET.value, True)
    cards.record("legal-set:6-6", DrillKind.LEGAL_SET.value, True)
    cards.record("legal-set:6-6", DrillKind.LEGAL_SET.value, True)
    drill = Drill(cards=cards)
    q = drill.next_question(random.Random(0))
    assert q.key != "legal-set:7-7"
    assert cards.card("legal-set:7-7") is None


def test_a_card_retires_after_right_answers_in_the_top_boxes() -> None:
    cards = Leitner()
    cards.record("k", "c", False)
    results = [cards.record("k", "c", True) for _ in range(6)]
    assert [r.box_before for r in results] == [0, 1, 2, 3, 4, 5]
    assert results[-1].retired and cards.card("k") is None and "k" in cards.retired


def test_the_drill_says_things_as_the_table_does_with_no_shorthand() -> None:
    # Its answers read "triple 2C+1M" and its settlement questions "m = 2", "L = 2" and
    # "paid × m": shorthand the table and the help never use.
    drill = Drill()
    rng = random.Random(5)
    said = []
    for _ in range(200):
        q = drill.next_question(rng)
        said += [str(q.prompt), str(q.explanation), *(str(c.label) for c in q.choices)]
    text = " ".join(said)
    assert "triple (two civil, one military)" in text and "counts ×" in text
    for shorthand in ("2C+1M", "1C+2M", "m =", "L =", "× m", "without m"):
        assert shorthand not in text, shorthand


def test_a_settlement_choice_of_one_point_says_point() -> None:
    # "+1 points" among the choices.
    labels = [
        str(choice.label)
        for seed in range(300)
        for choice in fresh_question(DrillKind.SETTLEMENT, random.Random(seed)).choices
    ]
    ones = [label for label in labels if label.lstrip("+−").startswith("1 ")]
    assert ones and all(label.endswith(" point") for label in ones)
    assert all(label.endswith(" points") for label in labels if label not in ones)
