"""The rectangles a Tien Gow table plan fills when every place is as full as it can be: eight
tiles in each hand, four in each play, eight columns of four for each place (tests' helper)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from paigow_desktop.ui.games.tiengow.table_plan import MOST_LEVELS, MOST_PLAYED, MOST_TILES, Plan, PlanInput
from paigow_desktop.ui.table.items import TILE_RATIO


def _tile(x: float, y: float, w: float) -> QRectF:
    return QRectF(x - w / 2, y - w * TILE_RATIO / 2, w, w * TILE_RATIO)


def _row(x: float, y: float, w: float, step: float, count: int) -> list[QRectF]:
    return [_tile(x + (i - (count - 1) / 2) * step, y, w) for i in range(count)]


def full_rects(plan: Plan, given: PlanInput) -> dict[str, list[QRectF]]:
    """Each part's rectangles, by name: ``plate0``.. ``hand0`` (your rack, a tile lifted),
    ``trick0``.., ``won0``.., ``chips0``.., ``banner``."""
    parts: dict[str, list[QRectF]] = {}
    for pos in range(4):
        w, h = given.plates[pos]
        x, y = plan.plates[pos]
        parts[f"plate{pos}"] = [QRectF(x - w / 2, y - h / 2, w, h)]
        hw = plan.rack_w if pos == 0 else plan.hand_w
        hx, hy = plan.hands[pos]
        row = _row(hx, hy, hw, plan.step("rack" if pos == 0 else "hand"), MOST_TILES)
        if pos == 0:
            row += [r.translated(0, -plan.lift) for r in row]
        parts[f"hand{pos}"] = row
        tx, ty = plan.tricks[pos]
        parts[f"trick{pos}"] = _row(tx, ty, plan.trick_w, plan.step("trick"), MOST_PLAYED)
        wx, wy = plan.won[pos]
        parts[f"won{pos}"] = [
            _tile(wx + plan.won_step[pos] * column * plan.step("won"), wy - level * plan.level, plan.won_w)
            for column in range(MOST_TILES)
            for level in range(MOST_LEVELS)
        ]
        cx, cy = plan.chips[pos]
        cw = given.chip_width
        parts[f"chips{pos}"] = [QRectF(cx - cw / 2, cy - cw * 0.6, cw, cw * 0.8)]
    bx, by = plan.banner
    parts["banner"] = [
        QRectF(
            bx - plan.banner_width / 2, by - given.banner_height / 2, plan.banner_width, given.banner_height
        )
    ]
    return parts


def overlaps(parts: dict[str, list[QRectF]]) -> list[str]:
    """Which two parts overlap, as "a/b" names."""
    names = sorted(parts)
    found = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if any(r.intersects(s) for r in parts[a] for s in parts[b]):
                found.append(f"{a}/{b}")
    return found


def outside(parts: dict[str, list[QRectF]], width: float, height: float) -> list[str]:
    """Which parts reach beyond the view."""
    view = QRectF(0, 0, width, height)
    return sorted(name for name, rects in parts.items() if any(not view.contains(r) for r in rects))
