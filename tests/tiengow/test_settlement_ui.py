"""Tien Gow's settlement table: the hand's account from its record (the worked examples of the
rules, built here as deals), then the dialog's rows against the record for hands computer
players played."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow.account import BonusReason, HandAccount
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.match import play_hand, play_hands
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import parse_tiles
from tests.tiengow.helpers import deal_with, discard_rest, full_hand, play

NAMES = ("You (East)", "South", "West", "North")
RATE = 25  # cents a point


def worked_hand(rules: Rules | None = None) -> HandRecord:
    """The full hand of the rules' worked example, played to the end: East's Gee Joon takes the
    first trick, North's Earth pair the second, his Heaven triple the third, and his Man the last
    single while early death holds South and West face down."""
    hand = full_hand(rules)
    play(
        hand,
        *("up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4"),
        *("up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1"),
        *("up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3"),
        *("up 4-4", "down 6-2", "down 3-1", "down 6-6"),
    )
    return HandRecord.of(hand, 94)


def banker_sweeps(first: str, second: str, third: str, fourth: str, rest: str) -> HandRecord:
    """East banks, leads four times and takes every trick; the others discard."""
    hand = Hand(deal_with(f"{first} {second} {third} {fourth} {rest}".strip()), banker=0)
    for lead in (first, second, third, fourth):
        if lead:
            hand.lead(parse_tiles(lead))
            discard_rest(hand)
    return HandRecord.of(hand, 1)


def little_three_hand() -> HandRecord:
    """Columns end 0, 3, 0, 5: North leads the 2-1 to the last trick and South takes it with the
    4-2, Little Three, Big Six on."""
    hands = deal_with(
        "2-2 2-2 3-1 3-1 3-3 3-3 6-5 6-5",
        "5-5 5-5 4-4 4-4 5-2 4-2 6-4 6-4",
        "5-1 5-1 5-4 6-2 5-3 4-3 4-1 3-2",
        "6-6 6-6 6-3 1-1 1-1 2-1 6-1 6-1",
    )
    hand = Hand(hands, banker=0, rules=Rules(little_three_big_six=True))
    play(
        hand,
        *("up 2-2 2-2", "up 5-5 5-5", "down 5-1 5-1", "down 6-1 6-1"),
        *("up 4-4 4-4 5-2", "down 5-4 6-2 5-3", "up 6-6 6-6 6-3", "down 3-1 3-1 3-3"),
        *("up 1-1 1-1", "down 3-3 6-5", "down 6-4 6-4", "down 4-3 4-1"),
        *("up 2-1", "down 6-5", "up 4-2", "down 3-2"),
    )
    return HandRecord.of(hand, 3)


# ------------------------------------------------------------------ the account, without Qt


def test_the_worked_hand_account() -> None:
    account = HandAccount.of(worked_hand())
    assert [s.net for s in account.seats] == [8, -9, -9, 10]
    assert [s.immediate for s in account.seats] == [12, -4, -4, -4]
    assert [s.settlement for s in account.seats] == [-4, -5, -5, 14]
    assert [(s.owed, s.factor) for s in account.seats] == [(2, 2), (5, 1), (5, 1), (None, 1)]
    assert [s.par for s in account.seats] == [4, None, None, None]
    assert (account.multiplier, account.bonus, account.reasons) == (2, 1, ())
    assert [t.payments != () for t in account.tricks] == [True, False, False, False]
    assert {p.reason for p in account.tricks[0].payments} == {"gee joon"}
    assert [t.early_death for t in account.tricks] == [(), (), (), (1, 2)]
    assert [t.columns_after for t in account.tricks] == [
        (2, 0, 0, 0),
        (2, 0, 0, 2),
        (2, 0, 0, 5),
        (2, 0, 0, 6),
    ]
    assert (account.next_banker, account.next_banker_streak) == (3, 0)
    assert account.immediate + account.settlement == account.record.payments


def test_the_worked_hand_without_early_death_gives_west_the_hand() -> None:
    hand = full_hand(Rules(early_death=False))
    play(
        hand,
        *("up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4"),
        *("up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1"),
        *("up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3"),
        *("up 4-4", "down 6-2", "down 3-1", "up 6-6"),
    )
    account = HandAccount.of(HandRecord.of(hand, 94))
    assert [s.net for s in account.seats] == [8, -9, 4, -3]
    assert account.tricks[-1].early_death == ()
    assert account.next_banker == 2
    # North is above par: West, not the banker, pays him one point.
    north = account.seats[3]
    assert (north.owed, north.factor, north.settlement) == (-1, 1, 1)


def test_a_swept_hand_with_an_unbeatable_first_lead_loses_the_complete_game_bonus() -> None:
    record = banker_sweeps("6-6 6-6", "6-3 5-4", "1-1 1-1", "4-4 4-4", "")
    account = HandAccount.of(record)
    assert account.unbeatable_exception and account.reasons == () and account.bonus == 1
    assert list(record.net) == [30, -10, -10, -10]


def test_quartets_give_the_bonus_though_the_first_lead_was_unbeatable() -> None:
    record = banker_sweeps("6-6 6-6 6-3 5-4", "1-1 1-1 6-2 5-3", "", "", "")
    account = HandAccount.of(record)
    assert account.unbeatable_exception
    assert account.reasons == (BonusReason.QUARTET,) and account.bonus == 2
    assert list(record.net) == [108, -36, -36, -36]
    assert [s.factor for s in account.seats[1:]] == [4, 4, 4]
    assert [len(t.payments) for t in account.tricks] == [3, 3]


def test_a_beatable_first_lead_keeps_the_complete_game_bonus() -> None:
    hand = Hand(deal_with("1-1 1-1 6-3 5-4 4-4 4-4 6-2 5-3"), banker=0)
    # The Earth pair can be beaten by the Heaven pair, which East does not hold (South discards it).
    for lead in ("1-1 1-1", "6-3 5-4", "4-4 4-4", "6-2 5-3"):
        hand.lead(parse_tiles(lead))
        discard_rest(hand)
    account = HandAccount.of(HandRecord.of(hand, 2))
    assert not account.unbeatable_exception
    assert account.reasons == (BonusReason.COMPLETE,) and account.bonus == 2
    assert [s.net for s in account.seats] == [60, -20, -20, -20]


def test_little_three_big_six_moves_the_debts_to_the_two_one_player() -> None:
    record = little_three_hand()
    account = HandAccount.of(record)
    assert list(record.columns) == [0, 3, 0, 5]
    assert account.little_three == 3
    assert [s.net for s in account.seats] == [0, 14, 0, -14]
    # The debts shown are each seat's own, before the transfer.
    assert [(s.owed, s.factor) for s in account.seats] == [(5, 2), (None, 1), (5, 1), (-1, 1)]


def test_one_red_dot_has_no_tricks_and_pays_at_once() -> None:
    hand = Hand(deal_with("2-2 2-2 3-3 3-3 5-5 5-5 6-5 6-1"), banker=1, rules=Rules(one_red_dot=True))
    # Dealt to East, banked by South: East holds the one red dot.
    record = HandRecord.of(hand, 5)
    account = HandAccount.of(record)
    assert account.one_red_dot and account.tricks == () and account.immediate == ()
    assert [s.net for s in account.seats] == [40, -20, -10, -10]
    assert all(s.owed is None for s in account.seats)
    assert account.next_banker == 0


# ------------------------------------------------------------------ the dialog


def seat_rows_match(view: object, record: HandRecord, rate: int) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementView

    assert isinstance(view, SettlementView)
    rows = view.seat_rows()
    assert len(rows) == len(record.net) + 1
    for seat, row in enumerate(rows[:-1]):
        assert row[0] == NAMES[seat]
        assert row[1].startswith("Banker") == (seat == record.banker)
        assert int(row[2]) == record.columns[seat]
        assert int(row[6]) == record.net[seat]
        money = format_cents(record.net[seat] * rate)
        assert row[7] == (f"+{money}" if record.net[seat] > 0 else money)
        assert int(row[4]) + int(row[5]) == record.net[seat]
    total = rows[-1]
    assert total[0] == "Total"
    assert (total[2], total[4], total[5], total[6], total[7]) == ("8", "0", "0", "0", "$0.00")


def payments_match(view: object, record: HandRecord, rate: int) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementView

    assert isinstance(view, SettlementView)
    rows = view.payment_rows()
    assert len(rows) == len(record.payments)
    words = {
        "gee joon": "Gee Joon",
        "quartet": "Quartet",
        "settlement": "Settlement",
        "one red dot": "One red dot",
    }
    for row, payment in zip(rows, record.payments, strict=True):
        assert row[1] == words[payment.reason]
        assert (row[2], row[3]) == (NAMES[payment.payer], NAMES[payment.payee])
        assert (row[4], row[5]) == (str(payment.points), format_cents(payment.points * rate))
        assert row[0] == ("End of hand" if payment.reason in ("settlement", "one red dot") else row[0])
        assert row[0].startswith("Trick") == (payment.reason in ("gee joon", "quartet"))


def test_the_dialog_shows_the_worked_hand(qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    record = worked_hand()
    dialog = SettlementDialog(record, NAMES, RATE)
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.view
    seat_rows_match(view, record, RATE)
    payments_match(view, record, RATE)
    rows = view.seat_rows()
    assert [r[6] for r in rows] == ["+8", "-9", "-9", "+10", "0"]
    assert [r[7] for r in rows] == ["+$2.00", "-$2.25", "-$2.25", "+$2.50", "$0.00"]
    assert [r[3] for r in rows[:4]] == ["par 4: owes 2 × 2", "no column: owes 5", "no column: owes 5", "wins"]
    assert [r[0] for r in view.payment_rows()] == ["Trick 1"] * 3 + ["End of hand"] * 3
    assert "North wins" in view.headline.text()
    assert view.next_line.text() == "Next banker: North."
    assert "×2" in view.banker_line.text() and "You (East)" in view.banker_line.text()
    assert view.bonus_line.text() == "No last-trick bonus (×1)."


@pytest.mark.parametrize("seed", [3, 6, 12, 21])
def test_rule_players_hands_match_their_records(qtbot: QtBot, seed: int) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    record = play_hand(seed, ["rule"] * 4, Rules())
    dialog = SettlementDialog(record, NAMES, 10)
    qtbot.addWidget(dialog)
    seat_rows_match(dialog.view, record, 10)
    payments_match(dialog.view, record, 10)


def test_a_run_of_hands_with_hong_kong_banking_and_every_payment(qtbot: QtBot) -> None:
    """Sixteen hands in a row: the banker's multiplier grows while he keeps the bank, and each
    hand's table matches its record."""
    from paigow_desktop.ui.games.tiengow.settlement import SettlementView

    rules = Rules(hk_escalating_banker=True, little_three_big_six=True, one_red_dot=True)
    view = SettlementView()
    qtbot.addWidget(view)
    streaks = set()
    for record in play_hands(40, 16, ["rule"] * 4, rules):
        view.show_hand(record, NAMES, 5)
        seat_rows_match(view, record, 5)
        payments_match(view, record, 5)
        assert view.account is not None and view.account.multiplier == 2 + record.banker_streak
        streaks.add(record.banker_streak)
    assert len(streaks) > 1  # some banker kept the bank


def test_the_bonus_and_its_exception_are_said(qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementView

    view = SettlementView(banker_sweeps("6-6 6-6 6-3 5-4", "1-1 1-1 6-2 5-3", "", "", ""), NAMES, 10)
    qtbot.addWidget(view)
    assert (
        view.bonus_line.text()
        == "Last-trick bonus: every settlement payment is ×2 (a quartet won the last trick)."
    )
    assert "unbeatable in his own eyes" in view.note_line.text()
    assert [r[3] for r in view.seat_rows()[1:4]] == ["no column: owes 5 × 4"] * 3
    assert [r[1] for r in view.payment_rows()] == ["Quartet"] * 6 + ["Settlement"] * 3

    view.show_hand(little_three_hand(), NAMES, 10)
    assert "Little Three, Big Six: North led the 2-1" in view.note_line.text()
    assert view.seat_rows()[3][3] == "par 4: is owed 1"

    view.show_hand(worked_hand(), NAMES, 10)
    assert view.note_line.text() == "" and view.note_line.isHidden()


def test_one_red_dot_in_the_dialog(qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    hand = Hand(deal_with("2-2 2-2 3-3 3-3 5-5 5-5 6-5 6-1"), banker=1, rules=Rules(one_red_dot=True))
    record = HandRecord.of(hand, 5)
    dialog = SettlementDialog(record, NAMES, 100)
    qtbot.addWidget(dialog)
    seat_rows_match(dialog.view, record, 100)
    payments_match(dialog.view, record, 100)
    assert "one red dot" in dialog.view.headline.text()
    assert not dialog.review_button.isEnabled()  # no trick to review
    yours = SettlementDialog(record, NAMES, 100, me=record.winner)
    qtbot.addWidget(yours)
    assert yours.view.headline.text() == "You hold one red dot and win the hand at once."


def test_the_headline_speaks_to_you_when_you_won(qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    record = worked_hand()  # North wins
    names = ("East", "South", "West", "North (you)")
    dialog = SettlementDialog(record, names, RATE, me=3)
    qtbot.addWidget(dialog)
    assert dialog.view.headline.text() == "You win the last trick and the hand."
    dialog.open_review()  # the review speaks to you too
    assert dialog.review is not None and dialog.review.me == 3
    dialog.review.close()
    lost = SettlementDialog(record, ("East (you)", "South", "West", "North"), RATE, me=0)
    qtbot.addWidget(lost)
    assert lost.view.headline.text() == "North wins the last trick and the hand."


def test_the_dialog_works_by_keys_and_names_its_parts(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    dialog = SettlementDialog(worked_hand(), NAMES, RATE)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    for table in (view.seats, view.payments):
        assert table.accessibleName() and table.focusPolicy() & Qt.FocusPolicy.TabFocus
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    view.seats.setFocus()
    reached = set()
    for _ in range(8):
        focused = QApplication.focusWidget()
        assert focused is not None
        reached.add(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert {view.seats, view.payments, dialog.review_button} <= reached
    dialog.review_button.setFocus()
    qtbot.keyClick(dialog.review_button, Qt.Key.Key_Space)
    assert dialog.review is not None and dialog.review.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def too_small(widget: object) -> list[str]:
    """Every text of ``widget`` and its children drawn smaller than the application's font."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication, QTableWidget, QWidget

    assert isinstance(widget, QWidget)
    wanted = QFontInfo(QApplication.font()).pixelSize()
    small = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if QFontInfo(child.font()).pixelSize() < wanted:
            small.append(f"{type(child).__name__} {child.objectName()}")
        if isinstance(child, QTableWidget):
            for row in range(child.rowCount()):
                for column in range(child.columnCount()):
                    item = child.item(row, column)
                    if item is not None and QFontInfo(item.font()).pixelSize() < wanted:
                        small.append(f"{child.accessibleName()} {row},{column}")
    return small


def test_no_text_is_smaller_than_the_app_font(qtbot: QtBot) -> None:
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog
    from paigow_desktop.ui.screen_fit import MARGIN

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual = app.font()
    # At the usual size the window is narrower than the screen, and nothing scrolls sideways.
    plain = SettlementDialog(worked_hand(), NAMES, RATE)
    qtbot.addWidget(plain)
    plain.show()
    assert plain.width() < plain.screen().availableGeometry().width() - 2 * MARGIN
    for table in (plain.view.seats, plain.view.payments):
        assert not table.horizontalScrollBar().isVisible()
    try:
        larger = app.font()
        larger.setPixelSize(QFontInfo(usual).pixelSize() + 6)
        app.setFont(larger)
        dialog = SettlementDialog(worked_hand(), NAMES, RATE)
        qtbot.addWidget(dialog)
        dialog.show()
        assert too_small(dialog) == []
        assert QFontInfo(dialog.view.headline.font()).pixelSize() >= larger.pixelSize()
        # The tables are wide enough for their columns at this size: nothing scrolls sideways,
        # unless the window already takes the screen's whole width (it fits the screen first).
        whole_width = dialog.screen().availableGeometry().width() - 2 * MARGIN
        if dialog.width() < whole_width:
            for table in (dialog.view.seats, dialog.view.payments):
                assert not table.horizontalScrollBar().isVisible()
        else:
            assert dialog.width() == whole_width
    finally:
        app.setFont(usual)


def test_the_log_tells_you_your_own_payments(qapp: object) -> None:
    from paigow_desktop.ui.games.tiengow.settlement import settlement_lines

    titles = ("East (you)", "South", "West", "North")
    lines = settlement_lines(worked_hand(), titles, format_cents, me=0)
    payments = [line for line in lines if " pay" in line]
    # The Gee Joon (2 points, doubled: you bank) is paid to you by the three others; you pay
    # North at the settlement; South and West pay North without you in it.
    assert "South pays you 4 points (Gee Joon)." in payments
    assert "You pay North 4 points (settlement)." in payments
    assert "South pays North 5 points (settlement)." in payments
    assert not any("East (you)" in line for line in payments)
    # Without a seat of yours, every line is in the third person.
    assert any(
        line.startswith("East (you) pays North") for line in settlement_lines(worked_hand(), titles, str)
    )


def test_the_chinese_log_leaves_no_space_after_your_seat(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.games.tiengow.settlement import settlement_lines
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        titles = ("東（你）", "South", "West", "North")
        lines = settlement_lines(worked_hand(), titles, format_cents, me=0)
        assert "你付給 North 4 分（結算）。" in lines
        assert all("） " not in line for line in lines), lines
        assert any("東（你）2、" in line for line in lines)  # the columns
    finally:
        remove_translators(app)


def test_the_settlement_fits_a_short_screen(qtbot: QtBot) -> None:
    """1920x1080 at 200% is 540 logical pixels high: the window asked 576 at least, and its Review
    and Close buttons fell below the screen.  Now the tables scroll and the buttons stay."""
    from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog

    dialog = SettlementDialog(worked_hand(), NAMES, RATE)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.screen().availableGeometry().contains(dialog.geometry())
    assert dialog.minimumSizeHint().height() <= 400
    dialog.resize(dialog.width(), 480)
    qtbot.waitUntil(lambda: dialog.height() == 480)
    for button in (
        dialog.review_button,
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close),
    ):
        corner = button.mapTo(dialog, button.rect().bottomRight())
        assert dialog.rect().contains(corner)
    assert dialog.tables_scroll.verticalScrollBar().maximum() > 0  # the rest of the tables a scroll away
