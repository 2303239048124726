"""Screen readers hear the Tien Gow felt's parts: the places, your rack's tiles (the keys move
their focus), the trick in the middle and the columns won, face-down tiles said as such."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.names import tile_name
from paigow_desktop.ui.table.view import FeltView

from .test_table_window import play_your_turn, table, your_turn_or_over

#: The first deal whose dice make you (East) the banker: your lead at once.
YOU_LEAD = next(s for s in range(1, 99) if deal(s).dice_banker == 0)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[TienGowWindow]:
    QAccessible.setActive(True)  # as when a screen reader is running
    try:
        yield table(qtbot, seed=YOU_LEAD)
    finally:
        QAccessible.setActive(False)


def children(window: TienGowWindow) -> list[QAccessibleInterface]:
    felt = QAccessible.queryAccessibleInterface(window.view)
    assert felt is not None
    return [felt.child(i) for i in range(felt.childCount())]


def said(iface: QAccessibleInterface) -> tuple[str, str]:
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def test_the_felt_is_a_shared_felt_view_with_the_places_before_a_deal(window: TienGowWindow) -> None:
    assert isinstance(window.view, FeltView)
    words = [said(c) for c in children(window)]
    assert [name for name, _ in words] == [plate.title for plate in window.scene.plates]
    assert words[0][0] == "You (East)"


def test_your_rack_lists_each_tile_and_the_keys_move_the_focus(window: TienGowWindow) -> None:
    c, view = window.controller, window.view
    assert c.new_hand(YOU_LEAD) and c.stage is Stage.YOUR_TURN
    parts = children(window)
    tiles = [p for p in parts if p.role() == QAccessible.Role.Button]
    rack = window.scene.rack_tiles()
    assert len(tiles) == len(rack) == 8
    for number, (part, tile) in enumerate(zip(tiles, rack, strict=True), start=1):
        assert said(part)[0] == f"Tile {number}: {tile} {tile_name(tile.name)}"
        assert f"press {number} to pick it" in said(part)[1]
    places = [said(p) for p in parts if p.role() == QAccessible.Role.StaticText]
    assert places[0][0] == c.seat_title(0) and "to play" in places[0][1]
    assert all("8 tiles in hand" in words for _name, words in places[1:4])
    felt = QAccessible.queryAccessibleInterface(view)
    assert felt is not None
    for index, part in enumerate(parts):
        assert felt.indexOfChild(part) == index and part.isValid() and part.rect().isValid()
    # Each tile's rect is where it is drawn, so a screen reader's pointer finds it.
    item = window.scene.rack[2]
    centre = view.viewport().mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
    assert said(next(t for t in tiles if t.rect().contains(centre)))[0].startswith("Tile 3: ")
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    focus = felt.focusChild()
    assert focus is not None and said(focus)[0].startswith(f"Tile 3: {rack[2]} ")
    assert focus.state().focused
    window.pick_actions[4].trigger()  # the key 5 picks tile 5
    focus = felt.focusChild()
    assert focus is not None and said(focus)[0].startswith(f"Tile 5: {rack[4]} ")
    assert "picked; press 5 to put it back" in said(focus)[1]


def test_the_trick_and_the_columns_are_said_with_face_down_tiles(window: TienGowWindow, qtbot: QtBot) -> None:
    c = window.controller
    assert c.new_hand(YOU_LEAD)
    seen_trick = seen_column = False
    while c.stage is not Stage.OVER and not (seen_trick and seen_column):
        your_turn_or_over(window, qtbot)
        if c.stage is Stage.OVER:
            break
        view = c.view()
        words = [said(p) for p in children(window)]
        trick = [(n, d) for n, d in words if d == "in the trick"]
        if view.current is not None:
            expected = []
            for play in view.current.plays:
                title = window.scene.plates[play.seat].title
                for index in range(play.count):
                    shown = play.tiles[index] if play.face_up else None
                    what = f"{shown} {tile_name(shown.name)}" if shown is not None else "face-down tile"
                    expected.append(f"{title}: {what}")
            assert [n for n, _ in trick] == expected
            seen_trick |= any(n.endswith("face-down tile") for n, _ in trick)
        else:
            assert not trick
        columns = [(n, d) for n, d in words if ": column " in n]
        assert len(columns) == sum(view.columns)
        assert all(d.endswith("face-down tiles") for _n, d in columns)
        seen_column |= bool(columns)
        play_your_turn(window)
    assert seen_trick and seen_column
