"""Tien Gow's hand review: every trick in order, drawn as tiles, discards turned up and marked,
early death where it struck, and the keys that step through the tricks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.ui.games.tiengow.review import ReviewDialog
from paigow_desktop.ui.qt_art import SceneArtwork
from tests.tiengow.helpers import deal_with
from tests.tiengow.test_settlement_ui import NAMES, too_small, worked_hand


def open_review(qtbot: QtBot, record: HandRecord, artwork: SceneArtwork) -> ReviewDialog:
    dialog = ReviewDialog(record, NAMES, artwork=artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # the keys are shortcuts: they need the active window
    return dialog


def centre_alpha(label: QLabel) -> int:
    image = label.pixmap().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2).alpha()


def test_every_trick_is_listed_and_shown(qtbot: QtBot, artwork: SceneArtwork) -> None:
    record = worked_hand()
    dialog = open_review(qtbot, record, artwork)
    assert dialog.trick_list.count() == len(record.tricks) == 4
    assert (
        dialog.trick_list.item(0).text() == "1. You (East) leads; You (East) wins 2 columns with a Gee Joon"
    )
    assert dialog.trick_list.item(3).text() == "4. North leads; North wins 1 column with a civil single"
    for index, trick in enumerate(record.tricks):
        dialog.show_trick(index)
        assert dialog.heading.text().startswith(f"Trick {index + 1} of 4: {NAMES[trick.leader]} leads")
        for row, play in zip(dialog.play_rows, trick.plays, strict=True):
            assert row.play == play
            assert [p.toolTip().split()[0] for p in row.pictures] == [str(t) for t in play.tiles]
            assert all(not p.pixmap().isNull() for p in row.pictures)
            assert ("takes the trick" in row.words.text()) == (play.seat == trick.winner)
        assert f"{NAMES[trick.winner]} wins the trick" in dialog.outcome_label.text()


def test_discards_are_turned_up_but_marked(qtbot: QtBot, artwork: SceneArtwork) -> None:
    dialog = open_review(qtbot, worked_hand(), artwork)
    dialog.show_trick(0)  # East's Gee Joon; the three others put pairs face down
    lead, *discards = dialog.play_rows
    assert "leads 4-2 2-1, a Gee Joon" in lead.words.text()
    for row, tiles in zip(discards, ("5-1 5-1", "3-3 4-1", "6-1 6-4"), strict=True):
        assert f"discarded {tiles}, shown turned up" in row.words.text()
        assert "face down" in row.words.text()
        for picture in row.pictures:
            assert picture.accessibleName().endswith("discarded face down")
    # Dimmed: the discard's picture lets the background through where the face-up one does not.
    assert centre_alpha(discards[0].pictures[0]) < centre_alpha(lead.pictures[0])
    assert "Paid at once" in dialog.paid.text() and "Gee Joon: South pays You (East) 4" in dialog.paid.text()
    dialog.show_trick(1)
    assert "beats with 5-5 5-5" in dialog.play_rows[2].words.text()
    assert "beats with 1-1 1-1" in dialog.play_rows[3].words.text()
    assert all(centre_alpha(p) == 255 for p in dialog.play_rows[3].pictures)
    assert dialog.paid.isHidden()


def test_early_death_is_marked_where_it_struck(qtbot: QtBot, artwork: SceneArtwork) -> None:
    dialog = open_review(qtbot, worked_hand(), artwork)
    dialog.show_trick(3)
    words = [row.words.text() for row in dialog.play_rows]  # North, East, South, West
    assert "early death" not in words[1]  # East has columns: his 6-2 is a plain discard
    assert "early death (no column) forced 3-1 face down" in words[2]
    assert "early death (no column) forced 6-6 face down" in words[3]
    assert "Early death struck South and West" in dialog.outcome_label.text()
    assert "North wins the last trick and the hand" in dialog.outcome_label.text()
    assert "Columns now: You (East) 2, South 0, West 0, North 6." in dialog.outcome_label.text()
    dialog.show_trick(2)
    assert "early death" not in dialog.outcome_label.text().lower()


def test_keys_move_between_tricks(qtbot: QtBot, artwork: SceneArtwork) -> None:
    dialog = open_review(qtbot, worked_hand(), artwork)
    assert dialog.index == 0 and not dialog.previous_button.isEnabled()
    focused = QApplication.focusWidget()
    assert focused is dialog.trick_list
    steps = [
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, 3),
        (Qt.Key.Key_Right, 3),  # stays on the last
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_Left, 0),
    ]
    for key, index in steps:
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert dialog.index == index, key
        assert dialog.trick_list.currentRow() == index
    assert not dialog.previous_button.isEnabled() and dialog.next_button.isEnabled()
    dialog.next_button.setFocus()  # the keys work wherever the focus is
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_End)
    assert dialog.index == 3 and not dialog.next_button.isEnabled()
    dialog.trick_list.setFocus()
    qtbot.keyClick(dialog.trick_list, Qt.Key.Key_Up)  # the list's own keys choose a trick too
    assert dialog.index == 2


def test_the_dealt_tiles_are_shown_under_the_trick(qtbot: QtBot, artwork: SceneArtwork) -> None:
    record = worked_hand()
    dialog = open_review(qtbot, record, artwork)
    assert len(dialog.dealt_rows) == 4
    for seat, row in enumerate(dialog.dealt_rows):
        pictures = [w for w in row.findChildren(QLabel) if not w.pixmap().isNull()]
        assert sorted(p.toolTip().split()[0] for p in pictures) == sorted(str(t) for t in record.hands[seat])
        assert row.accessibleName().startswith(NAMES[seat])
    assert dialog.dealt_rows[0].accessibleName().startswith("You (East), banker")  # one bracket
    assert "banker" not in dialog.dealt_rows[1].accessibleName()


@pytest.mark.parametrize("seed", [2, 9, 17])
def test_rule_players_hands_review_trick_by_trick(qtbot: QtBot, artwork: SceneArtwork, seed: int) -> None:
    record = play_hand(seed, ["rule"] * 4, Rules())
    dialog = open_review(qtbot, record, artwork)
    assert dialog.trick_list.count() == len(record.tricks)
    shown_down = 0
    for index, trick in enumerate(record.tricks):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home if index == 0 else Qt.Key.Key_Right)
        assert dialog.index == index
        for row, play in zip(dialog.play_rows, trick.plays, strict=True):
            assert len(row.pictures) == len(play.tiles) == trick.columns
            shown = [w for w in row.findChildren(QLabel) if w.isVisible() and not w.pixmap().isNull()]
            assert shown == row.pictures  # the trick before left no tile behind
            marked = "face down" in row.words.text()
            assert marked == (not play.face_up)
            shown_down += marked
    assert shown_down == sum(not p.face_up for t in record.tricks for p in t.plays)


def test_a_hand_without_tricks(qtbot: QtBot, artwork: SceneArtwork) -> None:
    hand = Hand(deal_with("2-2 2-2 3-3 3-3 5-5 5-5 6-5 6-1"), banker=1, rules=Rules(one_red_dot=True))
    dialog = open_review(qtbot, HandRecord.of(hand, 5), artwork)
    assert dialog.trick_list.count() == 0
    assert "one red dot" in dialog.outcome_label.text()
    assert not dialog.previous_button.isEnabled() and not dialog.next_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert dialog.index == -1


def test_no_text_is_smaller_than_the_app_font(qtbot: QtBot, artwork: SceneArtwork) -> None:
    from PySide6.QtGui import QFontInfo

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual = app.font()
    try:
        larger = app.font()
        larger.setPixelSize(QFontInfo(usual).pixelSize() + 6)
        app.setFont(larger)
        dialog = open_review(qtbot, worked_hand(), artwork)
        for index in range(4):
            dialog.show_trick(index)
            assert too_small(dialog) == []
    finally:
        app.setFont(usual)


def test_the_review_speaks_to_you(qtbot: QtBot, artwork: SceneArtwork) -> None:
    """Sentences about your seat say "you"; the others keep their names (North here is you)."""
    record = worked_hand()
    names = ("East", "South", "West", "North (you)")
    dialog = ReviewDialog(record, names, artwork=artwork, me=3)
    qtbot.addWidget(dialog)
    summaries = [dialog.trick_list.item(n).text() for n in range(4)]
    assert summaries == [
        "1. East leads; East wins 2 columns with a Gee Joon",
        "2. East leads; you win 2 columns with a civil pair",
        "3. You lead and win 3 columns with a triple",
        "4. You lead and win 1 column with a civil single",
    ]
    dialog.show_trick(0)
    assert "Gee Joon: you pay East 4 points" in dialog.paid.text()
    assert "Gee Joon: South pays East 4 points" in dialog.paid.text()
    dialog.show_trick(3)
    assert dialog.heading.text() == "Trick 4 of 4: you lead"
    outcome = dialog.outcome_label.text()
    assert outcome.startswith("You win the trick and take 1 column.")
    assert "Early death struck South and West:" in outcome
    assert outcome.endswith("You win the last trick and the hand.")
    assert "North (you) wins" not in outcome
    assert dialog.dealt_rows[3].accessibleName().startswith("You were dealt ")

    east = ReviewDialog(record, ("East (you)", "South", "West", "North"), artwork=artwork, me=0)
    qtbot.addWidget(east)
    east.show_trick(0)
    assert east.heading.text() == "Trick 1 of 4: you lead"
    assert "South pays you 4 points" in east.paid.text()
    assert east.dealt_rows[0].accessibleName().startswith("You, the banker, were dealt ")  # East banks
    assert east.dealt_rows[3].accessibleName().startswith("North was dealt ")


def test_the_review_fits_a_small_screen(qtbot: QtBot, artwork: SceneArtwork) -> None:
    """The tiles and the trick scroll; Previous, Next and Close stay on the screen."""
    dialog = open_review(qtbot, worked_hand(), artwork)
    area = dialog.screen().availableGeometry()
    assert dialog.minimumSizeHint().height() <= 500 < 780
    assert area.contains(dialog.geometry()), (area, dialog.geometry())
    dialog.resize(dialog.width(), 480)
    qtbot.waitUntil(lambda: dialog.height() == 480)
    for button in (dialog.previous_button, dialog.next_button):
        corner = button.mapTo(dialog, button.rect().bottomRight())
        assert dialog.rect().contains(corner)
    assert dialog.trick_scroll.verticalScrollBar().maximum() > 0  # the rest is a scroll away
    # Every play of the trick shown is in sight on a 1920x1080 screen at 200% (540 logical
    # pixels high); the dealt tiles are what scroll away.
    dialog.resize(dialog.width(), 520)
    qtbot.waitUntil(lambda: dialog.height() == 520)
    port = dialog.trick_scroll.viewport()
    for row in dialog.play_rows:
        corner = row.mapTo(port, row.rect().bottomLeft())
        assert port.rect().contains(corner), row.seat_label.text()
    assert "Home" in dialog.keys_hint.text()


def test_on_a_1024_by_768_screen_nothing_needs_scrolling(qtbot: QtBot, artwork: SceneArtwork) -> None:
    # The trick's plays took 110 pixels each: two seats' dealt tiles were below the fold.
    dialog = open_review(qtbot, play_hand(12, ["rule"] * 4, Rules()), artwork)
    dialog.resize(976, 688)  # what the dialog opens at on such a screen
    qtbot.waitUntil(lambda: dialog.height() == 688)
    for index in range(len(dialog.account.tricks)):
        dialog.show_trick(index)
        QApplication.processEvents()
        assert dialog.trick_scroll.verticalScrollBar().maximum() == 0, index
        port = dialog.trick_scroll.viewport()
        for row in dialog.dealt_rows:
            corner = row.mapTo(port, row.rect().bottomRight())
            assert port.rect().contains(corner)
