"""The one Leitner schedule every drill uses (core/leitner.py), rule by rule."""

from __future__ import annotations

import pytest

from paigow_desktop.core.leitner import INTERVALS, Leitner, Schedule, reschedule


@pytest.mark.parametrize(
    ("old", "correct", "assisted", "expected"),
    [
        (None, False, False, (Schedule(0, 3, 0), False)),  # a fresh miss enters box 0
        (None, True, False, (None, False)),  # a fresh right answer: nothing to review
        (None, True, True, (Schedule(0, 3, 0), False)),  # right, but with a hint: reviewed
        ((4, 4), False, False, (Schedule(0, 3, 0), False)),  # a miss: back to box 0
        ((1, 1), True, False, (Schedule(2, 8, 2), False)),  # up one box
        ((2, 2), True, True, (Schedule(2, 8, 2), False)),  # a hint: same box, its interval again
        ((3, 3), True, False, (Schedule(4, 50, 4), False)),
        ((4, 4), True, False, (Schedule(5, 120, 5), False)),
        ((5, 5), True, False, (None, True)),  # right in boxes 3, 4 and 5: learnt
        ((5, 1), True, False, (Schedule(5, 120, 2), False)),  # box 5 but only one right there
    ],
)
def test_each_answer_moves_the_card_as_the_rules_say(
    old: tuple[int, int] | None, correct: bool, assisted: bool, expected: tuple[Schedule | None, bool]
) -> None:
    assert reschedule(old, correct, assisted=assisted) == expected


def test_six_right_answers_after_a_miss_retire_a_card() -> None:
    drill = Leitner()
    first = drill.record("q", "kind", False)
    assert first.card is not None and first.card.due == first.step + INTERVALS[0]
    results = [drill.record("q", "kind", True) for _ in range(6)]
    assert [r.card.box for r in results[:5] if r.card is not None] == [1, 2, 3, 4, 5]
    assert results[-1].retired and results[-1].card is None
    assert drill.record("q", "kind", True).card is None  # learnt: a right answer adds nothing
