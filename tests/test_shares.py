"""Shares shown to a tenth of a percent add up to 100.0%."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from paigow_desktop.core.shares import percent_texts, tenths_of_percent


def test_a_trainer_row_that_rounded_to_100_1_percent_adds_up() -> None:
    # 5,193 / 7,957 / 7,325 of 20,475 are 25.36%, 38.86% and 35.78%: each rounded alone, 100.1%.
    counts = [5_193, 7_957, 7_325]
    assert sum(round(c * 1000 / sum(counts)) for c in counts) == 1001
    # Rounded down: 25.3 + 38.8 + 35.7; the two tenths missing go to the largest remainders
    # (.75 and .63, not .62).
    assert tenths_of_percent(counts) == [254, 388, 358]
    assert percent_texts(counts) == ["25.4%", "38.8%", "35.8%"]


def test_exact_shares_are_kept_and_an_empty_whole_is_nothing() -> None:
    assert percent_texts([1, 1, 2]) == ["25.0%", "25.0%", "50.0%"]
    assert percent_texts([0, 7, 0]) == ["0.0%", "100.0%", "0.0%"]
    assert tenths_of_percent([0, 0]) == [0, 0] and tenths_of_percent([]) == []
    assert tenths_of_percent([1, 1, 1]) == [334, 333, 333]  # the tie goes to the first


@given(st.lists(st.integers(min_value=0, max_value=10**7), min_size=1, max_size=6))
def test_shares_add_up_and_stay_within_a_tenth_of_the_exact_share(counts: list[int]) -> None:
    tenths = tenths_of_percent(counts)
    total = sum(counts)
    if total == 0:
        assert tenths == [0] * len(counts)
        return
    assert sum(tenths) == 1000
    for count, share in zip(counts, tenths, strict=True):
        assert abs(share - count * 1000 / total) < 1
