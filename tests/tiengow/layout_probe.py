"""Measures Tien Gow's table as the player sees it (issue 33), for the layout tests: a fixed deal
played by the rule player's moves to a trick in play with your tiles picked, then to the hand's
end; at each, what is wrong on the felt.  Run as a program (``python tests/tiengow/layout_probe.py
1280x800``, see :data:`RUN`) it prints what it found as JSON: the tests run it so at 200%
(QT_SCALE_FACTOR=2).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from paigow_desktop.games.tiengow.players import rule_move
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.scene import TienGowScene
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.table.items import TILE_RATIO, TileItem
from paigow_desktop.ui.timings import Speed

SEED = 7  #: a deal whose second trick has the others' plays before yours
OWN_W, OWN_H = 32.0, 80.0  #: your own tiles' least size on screen
LEAST_W = 16.0  #: any other tile's

#: the program that measures in a process of its own (``python -c RUN 1280x800``, from the
#: tree's root: its package is imported, not the one installed)
RUN = "import sys; sys.path.insert(1, 'tests'); from tiengow.layout_probe import main; sys.exit(main())"

Wait = Callable[[Callable[[], bool]], object]


def open_table(size: tuple[int, int], trainer: bool) -> TienGowWindow:
    window = build_table(AppOptions(seed=SEED, speed=Speed.INSTANT, size=size), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    window.controller.level = "rule"
    window.set_trainer(trainer)
    window.show()
    return window


def to_a_trick(window: TienGowWindow, wait: Wait) -> None:
    """Deal and play your turns to one where others have played to the trick; pick your move's
    tiles there (they rise out of the rack)."""
    c = window.controller
    assert c.new_hand()
    while True:
        wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
        assert c.stage is Stage.YOUR_TURN, "the hand ended before a trick with plays before yours"
        view = c.view()
        move = rule_move(view.situation())
        window.scene.select(move.tiles)
        if view.current is not None and len(view.current.plays) >= 2:
            return
        assert c.play() if move.face_up else c.discard()


def to_the_end(window: TienGowWindow, wait: Wait) -> None:
    """Play your turns to the hand's end."""
    c = window.controller
    while c.stage is not Stage.OVER:
        wait(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER))
        if c.stage is Stage.YOUR_TURN:
            move = rule_move(c.view().situation())
            window.scene.select(move.tiles)
            assert c.play() if move.face_up else c.discard()


def tile_rect(item: TileItem) -> QRectF:
    """The tile itself in the scene (without its shadow)."""
    w = item.width()
    return item.mapRectToScene(QRectF(-w / 2, -w * TILE_RATIO / 2, w, w * TILE_RATIO))


def felt_parts(scene: TienGowScene) -> dict[str, QRectF]:
    """Every part of the felt that must not overlap another, by name: the plates, the badge, each
    tile of your rack, the others' hands and the trick, each won column, the chips, the banner."""
    parts: dict[str, QRectF] = {}
    for seat, plate in enumerate(scene.plates):
        parts[f"plate {seat}"] = plate.mapRectToScene(plate.plate_rect())
    if scene.marker.isVisible() and scene.marker.text:
        parts["badge"] = scene.marker.sceneBoundingRect()
    for item, spot in scene.spots.items():
        if not item.isVisible() or spot.kind not in ("rack", "hand", "trick", "won"):
            continue
        if spot.kind == "won":  # a column's tiles stand on one another
            name = f"won {spot.a} column {spot.b}"
            parts[name] = parts[name].united(tile_rect(item)) if name in parts else tile_rect(item)
        else:
            parts[f"{spot.kind} {spot.a} tile {spot.b}"] = tile_rect(item)
    for seat, stack in enumerate(scene.chips):
        if stack.isVisible() and stack.cents:
            parts[f"chips {seat}"] = stack.sceneBoundingRect()
    if scene.banner.isVisible() and scene.banner.text:
        parts["banner"] = scene.banner.sceneBoundingRect()
    return parts


def problems(scene: TienGowScene, room: QRectF) -> list[str]:
    """What is wrong on the felt laid out in ``room`` (the view's logical pixels): your tiles too
    small or out of sight, another tile too narrow, two parts over each other, words cut off."""
    from layout_helpers import overlaps

    found: list[str] = []
    for item in scene.rack:
        rect = tile_rect(item)
        if rect.width() < OWN_W or rect.height() < OWN_H:
            found.append(f"your tile {item.tile} is {rect.width():.1f} x {rect.height():.1f}")
        if not room.contains(rect):
            found.append(f"your tile {item.tile} is out of sight")
    for item, spot in scene.spots.items():
        if item.isVisible() and spot.kind in ("hand", "trick", "won") and item.width() < LEAST_W:
            found.append(f"a {spot.kind} tile is {item.width():.1f} wide")
    parts = felt_parts(scene)
    found += [f"{a} overlaps {b}" for a, b in overlaps(parts, slack=0.5)]
    for name, rect in parts.items():
        if (name.startswith(("plate", "banner", "badge"))) and not room.adjusted(
            -0.5, -0.5, 0.5, 0.5
        ).contains(rect):
            found.append(f"{name} is cut off by the view's edge")
    return found


def viewed(window: TienGowWindow) -> QRectF:
    port = window.view.viewport()
    return window.view.mapToScene(port.rect()).boundingRect()


def everywhere(window: TienGowWindow, sizes: tuple[tuple[int, int], ...]) -> dict[str, list[str]]:
    """The problems in the window's own view, then with the felt laid out in each of ``sizes``
    (a view that small: the trainer or the panels took the rest), then the view's again."""
    scene = window.scene
    found = {"window": problems(scene, viewed(window))}
    for w, h in sizes:
        scene.resize_table(QSizeF(w, h))
        found[f"{w}x{h}"] = problems(scene, QRectF(0, 0, w, h))
    port = window.view.viewport().size()
    scene.resize_table(QSizeF(port.width(), port.height()))
    return found


def _wait(done: Callable[[], bool]) -> None:
    end = time.monotonic() + 60
    while not done():
        assert time.monotonic() < end, "timed out"
        QCoreApplication.processEvents()
        time.sleep(0.005)


def main() -> int:
    """Measure the table at the window size given (e.g. 1280x800), as the tests do in-process."""
    from PySide6.QtWidgets import QApplication

    size = tuple(int(n) for n in sys.argv[1].split("x"))
    app = QApplication(sys.argv[:1])
    report: dict[str, object] = {"ratio": app.devicePixelRatio()}
    window = open_table((size[0], size[1]), trainer=True)
    _wait(window.isVisible)
    to_a_trick(window, _wait)
    report["play"] = everywhere(window, ())
    report["own"] = [tile_rect(i).width() for i in window.scene.rack]
    to_the_end(window, _wait)
    report["over"] = everywhere(window, ())
    print(json.dumps(report))
    window.close()
    return 0
