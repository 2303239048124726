"""Where a result banner goes: the nearby spot on the felt that covers the least of the places'
tiles and cards (ui/table/showdown.least_covering_shift), checked against a plain spot-by-spot
search and on cases worked out by hand."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from paigow_desktop.ui.table.showdown import least_covering_shift

REACH_X, REACH_Y, AIR = 24, 14, 6.0  # the search's reach in steps, and the felt it likes around


def covered(box: QRectF, obstacles: list[QRectF], grow: float = 0.0) -> float:
    """Area of ``obstacles`` under ``box`` grown by ``grow`` on every side, one at a time."""
    grown = box.adjusted(-grow, -grow, grow, grow)
    total = 0.0
    for obstacle in obstacles:
        overlap = grown.intersected(obstacle)
        if overlap.isValid():
            total += overlap.width() * overlap.height()
    return total


def plain_search(box: QRectF, obstacles: list[QRectF], felt: QRectF, step: float) -> QPointF:
    """The same two-pass search, one spot at a time: every fourth spot, then every spot around
    the best of those; the nearest (across before up or down) of the least covering."""

    def cost(spot: tuple[int, int]) -> tuple[float, float]:
        moved = box.translated(spot[0] * step, spot[1] * step)
        if not felt.contains(moved):
            return (math.inf, math.inf)
        return (covered(moved, obstacles), covered(moved, obstacles, AIR))

    def best_of(spots: list[tuple[int, int]]) -> tuple[int, int]:
        spots.sort(key=lambda p: p[0] ** 2 + (2 * p[1]) ** 2)
        best, least = (0, 0), (math.inf, math.inf)
        for spot in spots:
            if cost(spot) < least:
                best, least = spot, cost(spot)
        return best

    x, y = best_of([(a, b) for a in range(-REACH_X, REACH_X + 1, 4) for b in range(-REACH_Y, REACH_Y + 1, 4)])
    x, y = best_of(
        [
            (a, b)
            for a in range(max(-REACH_X, x - 4), min(REACH_X, x + 4) + 1)
            for b in range(max(-REACH_Y, y - 4), min(REACH_Y, y + 4) + 1)
        ]
    )
    return QPointF(x * step, y * step)


FELT = QRectF(0, 0, 1000, 600)


def test_a_banner_with_nothing_under_it_stays() -> None:
    box = QRectF(400, 250, 200, 100)
    assert least_covering_shift(box, [QRectF(0, 0, 50, 50)], FELT, 8.0) == QPointF(0, 0)


def test_a_banner_moves_across_off_a_hand_rather_than_up_or_down() -> None:
    # A hand 120 wide lies under the banner's left part: the nearest clear spot is to the right,
    # far enough to keep a little felt (6 px, so 8 px at a step of 8) between them.
    box = QRectF(400, 250, 200, 100)
    hand = QRectF(380, 260, 120, 60)
    shift = least_covering_shift(box, [hand], FELT, 8.0)
    assert shift.y() == 0
    moved = box.translated(shift)
    assert covered(moved, [hand], AIR) == 0
    assert moved.left() - hand.right() < 8 + AIR  # the nearest such spot, not any


def test_a_banner_boxed_in_covers_the_least_it_can_and_stays_on_the_felt() -> None:
    box = QRectF(400, 250, 200, 100)
    # Hands all over the felt, and a heap of them where the banner starts.
    everywhere = [QRectF(x, y, 90, 40) for x in range(0, 1000, 100) for y in range(0, 600, 50)]
    everywhere.append(QRectF(380, 240, 240, 120))
    shift = least_covering_shift(box, everywhere, FELT, 8.0)
    moved = box.translated(shift)
    assert FELT.contains(moved)
    assert covered(moved, everywhere) < covered(box, everywhere)


rects = st.builds(
    lambda x, y, w, h: QRectF(x, y, w, h),
    st.integers(0, 960),
    st.integers(0, 560),
    st.integers(4, 160),
    st.integers(4, 120),
)


@settings(max_examples=150, deadline=None)
@given(
    box=st.builds(lambda x, y: QRectF(x, y, 240, 110), st.integers(100, 660), st.integers(80, 410)),
    obstacles=st.lists(rects, max_size=40),
    step=st.sampled_from([4.0, 8.0, 12.0]),
)
def test_it_finds_the_spot_a_plain_search_finds(box: QRectF, obstacles: list[QRectF], step: float) -> None:
    # Whole-pixel rectangles: every area is exact, so no tie is broken by rounding.
    assert least_covering_shift(box, obstacles, FELT, step) == plain_search(box, obstacles, FELT, step)
