"""Screen readers hear the table's parts: places, hand slots and the player's tiles (offscreen)."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[PaiGowWindow]:
    QAccessible.setActive(True)  # as when a screen reader is running
    win = build_table(AppOptions(seed=1234, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield win
    finally:
        QAccessible.setActive(False)


def children(window: PaiGowWindow) -> list[QAccessibleInterface]:
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    return [table.child(i) for i in range(table.childCount())]


def said(iface: QAccessibleInterface) -> tuple[str, str]:
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def test_the_table_lists_its_places_slots_and_tiles(window: PaiGowWindow) -> None:
    before = [said(c) for c in children(window)]
    assert before and all(name for name, _ in before)  # the places, before any deal
    assert not any("Tile" in name for name, _ in before)  # no tiles until they are dealt
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F2)
    assert window.controller.stage is Stage.SETTING
    parts = children(window)
    words = [said(c) for c in parts]
    names = [name for name, _ in words]
    assert "Low hand" in names and "High hand" in names
    tiles = [c for c in parts if c.role() == QAccessible.Role.Button]
    assert len(tiles) == 4
    low, high = window.scene.player_hands()
    for number, tile in enumerate(low + high, start=1):
        assert any(name.startswith(f"Tile {number}: {tile} ") for name in names)
    # Each hand is said as it will play: "Low hand" is the lower hand whichever slot holds it,
    # and each tile says which hand it is in, as the felt's titles and the side panel do.
    setting = window.controller.preview().setting
    assert setting is not None
    slot = next(description for name, description in words if name == "Low hand")
    assert all(str(tile) in slot for tile in setting.low.tiles)
    from paigow_desktop.ui.games.paigow.table_words import table_words

    assert f"Low hand: {setting.low.tiles[0]} " in table_words(window.controller)
    said_in = {name.split(" ")[2]: description for name, description in words if name.startswith("Tile ")}
    assert len(said_in) == len({str(t) for t in low + high})  # one line a tile ("Tile 1: 6-6 Teen")
    for plays, hand in (("low", setting.low), ("high", setting.high)):
        for tile in hand.tiles:
            if str(tile) in said_in and tile not in (setting.high if plays == "low" else setting.low).tiles:
                assert said_in[str(tile)].startswith(f"in the {plays} hand; press ")
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None
    for index, child in enumerate(parts):
        assert table.indexOfChild(child) == index and child.parent() is not None
        assert child.isValid() and child.rect().isValid()
    # Each part's rect is where the item is drawn, so a screen reader's pointer finds it.
    item = window.scene.player_items()[0]
    centre = view.viewport().mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
    hit = next(c for c in tiles if c.rect().contains(centre))
    assert said(hit)[0].startswith(f"Tile 1: {item.tile} ")


def test_keys_move_the_screen_readers_focus_and_the_words_follow_the_tiles(window: PaiGowWindow) -> None:
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F2)
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back
    QTest.keyClick(view, Qt.Key.Key_3)  # the first tile of the right slot
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None
    focus = table.focusChild()
    picked = window.scene.chosen()
    assert focus is not None and picked is not None
    assert said(focus)[0].startswith(f"Tile 3: {picked.tile} ") and focus.state().focused
    # A tile is said to be in the hand its slot is titled (as it will play).
    scene = window.scene
    assert said(focus)[1].startswith(f"in the {scene.high_area.title.lower()}; ")
    QTest.keyClick(view, Qt.Key.Key_Space)  # move it to the left slot
    left_words = next(d for c in children(window) for n, d in [said(c)] if n == scene.low_area.title)
    assert str(picked.tile) in left_words
    moved = next(c for c in children(window) if str(picked.tile) in said(c)[0])
    assert said(moved)[1].startswith(f"in the {scene.low_area.title.lower()}; ")


def test_the_results_are_said_for_every_place(window: PaiGowWindow) -> None:
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F2)
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back
    QTest.keyClick(view, Qt.Key.Key_H)
    QCoreApplication.processEvents()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.controller.stage is Stage.BETTING
    words = [said(c) for c in children(window)]
    you = next(d for n, d in words if n == "You")
    assert any(result in you for result in ("WIN", "LOSS", "PUSH"))
    assert "low " in you and "high " in you  # the hands shown at the reveal
    played = [d for n, d in words if n.startswith("Seat ") and d != "empty seat"]
    assert played and all(any(r in d for r in ("WIN", "LOSS", "PUSH")) for d in played)


def test_many_queries_and_a_closed_window_are_safe(qtbot: QtBot) -> None:
    QAccessible.setActive(True)
    try:
        for _ in range(3):
            win = build_table(AppOptions(seed=99, speed=Speed.INSTANT, size=(1000, 700)))
            win.show()
            qtbot.waitExposed(win)
            win.controller.new_round(win.bet_cents())
            for _ in range(200):
                for child in children(win):
                    child.text(QAccessible.Text.Name)
                    child.state()
                    child.rect()
            table = QAccessible.queryAccessibleInterface(win.view)
            assert table is not None and table.childAt(QPoint(-5, -5).x(), -5) is None
            win.close()
            win.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the window goes now
            gc.collect()
    finally:
        QAccessible.setActive(False)


def test_a_screen_reader_hears_the_panels_lines_and_not_only_their_names(window: PaiGowWindow) -> None:
    # The hand lines and the deal number have names ("Low hand"); with a name, Qt told a
    # screen reader nothing of a label's words.  Their words are their descriptions.
    assert window.controller.new_round(window.bet_cents())
    window.controller.set_house_way()
    assert window.controller.confirm()
    QCoreApplication.processEvents()
    panel = window.panel
    for label in (panel.low, panel.high, panel.standing, panel.deal_number):
        told = QAccessible.queryAccessibleInterface(label)
        assert told is not None and label.text()
        assert told.text(QAccessible.Text.Name) == label.accessibleName() != label.text()
        # The same words, with plain spaces where the line keeps a number with its word.
        assert told.text(QAccessible.Text.Description) == label.text().replace("\u00a0", " ")
