"""The trainer at the table: its numbers are the engine's, quiz mode hides them, weak settings are flagged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.core.shares import percent_texts
from paigow_desktop.games.paigow.strategy import analyze
from paigow_desktop.tiles.tile import parse_tiles
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.verdict import judge_setting
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed


@pytest.fixture
def window(qtbot: QtBot) -> PaiGowWindow:
    win = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 900)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.set_trainer(True)
    return win


def rows(window: PaiGowWindow) -> list[list[str]]:
    table = window.trainer.table
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_the_panel_shows_the_engines_numbers_for_the_dealt_tiles(window: PaiGowWindow) -> None:
    controller = window.controller
    assert controller.new_round(1000) and controller.stage is Stage.SETTING
    assert controller.deal is not None
    expected = analyze(controller.deal.tiles_of(controller.player))
    shown = rows(window)
    assert len(shown) == len(expected.settings)
    by_ev = sorted(expected.settings, key=lambda e: e.ev, reverse=True)  # the best first
    for row, entry in zip(shown, by_ev, strict=True):
        o = entry.outcomes
        assert row[0] == entry.setting.low.name and row[1] == entry.setting.high.name
        assert row[2:6] == [*percent_texts((o.win, o.push, o.loss)), f"{entry.ev * 100:+.2f}"]
        assert round(sum(float(share.rstrip("%")) for share in row[2:5]), 1) == 100.0
        assert ("★ best" in row[6]) == entry.best
        assert ("house way" in row[6]) == entry.house_way
    yours = [row for row in shown if "◀ yours" in row[6]]
    assert len(yours) == 1


def test_the_yours_mark_follows_the_arrangement(window: PaiGowWindow) -> None:
    controller = window.controller
    controller.new_round(1000)
    controller.set_house_way()
    marked = [row for row in rows(window) if "◀ yours" in row[6]]
    assert len(marked) == 1 and "house way" in marked[0][6]


def test_quiz_me_hides_the_numbers_until_confirm(window: PaiGowWindow) -> None:
    window.set_quiz(True)
    controller = window.controller
    controller.new_round(1000)
    assert window.trainer.table.rowCount() == 0
    assert "Quiz me" in window.trainer.heading.text()
    # Nothing judges the setting before Confirm: not the side panel, not the words for screen readers.
    judgements = ("Same as the house way", "The house way plays")
    window.describe_table_now()  # what the event loop would do next
    QCoreApplication.processEvents()  # and the side panel follows the round
    assert window.panel.low.text() != "Low: —"  # the panel shows this deal's hands
    assert window.view.accessibleDescription()
    for said in (window.panel.standing.text(), window.view.accessibleDescription()):
        assert not any(j in said for j in judgements), said
    controller.set_house_way()
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back
    assert not any(j in window.panel.standing.text() for j in judgements)
    window.set_quiz(False)
    QCoreApplication.processEvents()
    assert window.panel.standing.text().startswith("Same as the house way")
    window.set_quiz(True)
    controller.confirm()
    assert window.trainer.table.rowCount() > 0
    assert window.trainer.verdict.text()


def test_a_weak_setting_is_flagged_with_the_ev_it_gives_up(window: PaiGowWindow) -> None:
    controller = window.controller
    controller.new_round(1000)
    analysis = controller.analysis()
    assert analysis is not None
    worst = min(analysis.settings, key=lambda e: e.ev)
    best = analysis.best
    assert (best.ev - worst.ev) * 100 > 0.05, "seed 5 deals a hand with a clearly weak setting"
    window.scene.arrange(worst.setting.low.tiles, worst.setting.high.tiles)
    controller.confirm()
    text = window.trainer.verdict.text()
    assert f"gives up {(best.ev - worst.ev) * 100:.2f} units per 100" in text
    assert (
        "Weak setting" in window.statusBar().currentMessage() or "You" in window.statusBar().currentMessage()
    )


def test_the_best_setting_and_an_equal_one_are_not_flagged() -> None:
    tiles = parse_tiles("6-3 5-4 6-6 1-1")  # two Wongs: either nine may go with Teen, the same play
    analysis = analyze(tiles)
    for entry in analysis.settings:
        verdict = judge_setting(analysis, entry.setting)
        if entry.best:
            assert not verdict.mistake and "Weak" not in verdict.plain
            # Said once: "Well set." then why (one of the best plays), not "the best" twice.
            assert verdict.plain.startswith("Well set. ") and verdict.plain.count("best") == 1
    best = analysis.best
    equal = [e for e in analysis.settings if e.ev == best.ev and e.setting != best.setting]
    assert equal, "6-3 and 5-4 swap between equal hands"
    assert all(not judge_setting(analysis, e.setting).mistake for e in equal)


def test_hands_set_at_the_table_go_into_the_trainers_record(window: PaiGowWindow) -> None:
    from paigow_desktop.storage import Store

    controller = window.controller
    controller.new_round(1000)
    analysis = controller.analysis()
    assert analysis is not None
    worst = min(analysis.settings, key=lambda e: e.ev)
    window.scene.arrange(worst.setting.low.tiles, worst.setting.high.tiles)
    controller.confirm()
    store = controller.store
    assert isinstance(store, Store)
    (answer,) = store.answers(mode="table")
    assert answer.given_up_per_100 == pytest.approx((analysis.best.ev - worst.ev) * 100)
    assert not answer.correct


def test_the_drill_and_the_calculator_open_from_the_trainer_menu(window: PaiGowWindow) -> None:
    window.drill_action.trigger()
    trainer = window.trainer_window
    assert trainer is not None and trainer.isVisible()
    assert trainer.tabs.currentIndex() == trainer.TABS.index("drill")
    window.calculator_action.trigger()
    assert window.trainer_window is trainer  # one window, reused
    assert trainer.tabs.currentIndex() == trainer.TABS.index("calculator")


def test_the_app_reopens_the_trainer_window_where_it_was(qtbot: QtBot, tmp_path: object) -> None:
    from pathlib import Path

    from paigow_desktop.storage import open_app_data

    folder = Path(str(tmp_path)) / "data"
    data = open_app_data(folder)
    first = build_table(AppOptions(speed=Speed.INSTANT, size=(1000, 700)), data)
    qtbot.addWidget(first)
    first.show()
    first.calculator_action.trigger()
    first.close()
    data.close()
    again = open_app_data(folder)
    assert again.settings.last_screen == "trainer-calculator"
    second = build_table(AppOptions(speed=Speed.INSTANT, size=(1000, 700)), again)
    qtbot.addWidget(second)
    second.show()
    second.restore_last_screen()
    assert second.trainer_window is not None and second.trainer_window.isVisible()
    assert second.trainer_window.tabs.currentIndex() == second.trainer_window.TABS.index("calculator")
    second.close()
    again.close()


def test_the_trainer_panel_is_open_again_at_the_next_start(qtbot: QtBot, tmp_path: object) -> None:
    from pathlib import Path

    from paigow_desktop.storage import open_app_data

    folder = Path(str(tmp_path)) / "data"
    data = open_app_data(folder)
    first = build_table(AppOptions(speed=Speed.INSTANT, size=(1000, 700)), data)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.trainer_action.trigger()  # Ctrl+T
    assert first.trainer_dock.isVisible() and options_of(first.settings).trainer
    first.showMinimized()  # hiding the window is not closing the trainer
    first.showNormal()
    first.close()
    data.close()
    again = open_app_data(folder)
    assert options_of(again.settings).trainer
    second = build_table(AppOptions(speed=Speed.INSTANT, size=(1000, 700)), again)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.trainer_dock.isVisible() and second.trainer_action.isChecked()
    second.trainer_action.trigger()  # the player closes it: that is remembered
    second.close()
    again.close()
    last = open_app_data(folder)
    assert not options_of(last.settings).trainer
    last.close()


def test_confirm_grades_by_the_strategy_card_too(window: PaiGowWindow) -> None:
    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import line_of

    controller = window.controller
    controller.new_round(1000)
    analysis = controller.analysis()
    assert analysis is not None
    card = shipped_card(10, standalone=False, bank=analysis.bank)  # the default card
    chosen, line = line_of(card, analysis.tiles)
    other = next((e for e in analysis.settings if not e.setting.same_play(chosen)), None)
    assert other is not None, "seed 5 deals tiles with more than one setting"
    window.scene.arrange(other.setting.low.tiles, other.setting.high.tiles)
    controller.confirm()
    text = window.trainer.verdict.text()
    assert "The card says" in text and f"line {line}" in text
    assert str(card.lines[line - 1].text) in window.trainer.verdict.toolTip()


def test_the_card_graded_by_is_an_option(window: PaiGowWindow) -> None:
    from dataclasses import replace

    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import line_of
    from paigow_desktop.ui.games.paigow.options import with_options

    new = with_options(
        window.settings,
        replace(options_of(window.settings), trainer_card_length=5, trainer_card_standalone=True),
    )
    window.apply_settings(new)
    assert options_of(window.settings).trainer_card_length == 5
    assert window.trainer_dock.card_choice == (5, True)
    window.scene.set_speed(Speed.INSTANT)  # the settings' own speed animates
    controller = window.controller
    controller.new_round(1000)
    analysis = controller.analysis()
    assert analysis is not None
    card = shipped_card(5, standalone=True, bank=analysis.bank)
    chosen, line = line_of(card, analysis.tiles)
    window.scene.arrange(chosen.low.tiles, chosen.high.tiles)
    controller.confirm()
    text = window.trainer.verdict.text()
    assert "follows" in text and f"line {line}" in text


def test_with_the_trainer_hidden_confirm_does_not_wait_for_the_card(qtbot: QtBot) -> None:
    win = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 900)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.controller.new_round(1000)
    win.controller.confirm()
    assert not win.trainer_dock._warming
    assert win.trainer.verdict.text() == ""  # a hidden panel is not written for nobody
    win.set_trainer(True)  # opened after the round: the verdict is there, judged without the card
    assert win.trainer.verdict.text() and "card" not in win.trainer.verdict.text()


def test_a_narrow_panel_gives_way_then_scrolls_sideways_and_keeps_its_notes_readable(
    qtbot: QtBot, artwork: object
) -> None:
    """Squeezed, the notes column kept a few characters' width only and wrapped a Chinese note one
    character a line; it keeps NOTE_CHARACTERS now.  Narrow, the hands' names give way (their
    tiles stay, the names in the rows' tooltips) before anything scrolls; narrower than that,
    the table scrolls sideways, and every row stays in sight above the scroll bar."""
    from paigow_desktop.games.paigow.setting import Setting
    from paigow_desktop.ui.games.paigow.trainer_panel import NOTE_CHARACTERS, TrainerPanel

    tiles = parse_tiles("4-4 6-4 6-3 5-4")  # 7 / 9 two ways: two settings, the same play
    analysis = analyze(tiles)
    panel = TrainerPanel(artwork)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.resize(900, 400)
    panel.show()
    qtbot.waitExposed(panel)
    yours = Setting.of((tiles[0], tiles[3]), (tiles[1], tiles[2]))  # 4-4 5-4 / 6-4 6-3
    panel.show_analysis(analysis, yours, hidden=False)
    table = panel.table
    notes = [table.item(r, 6).text() for r in range(table.rowCount())]
    assert sum("◀ yours" in note for note in notes) == 1  # on your tiles, not the twin setting
    wide_row = max(table.rowHeight(r) for r in range(table.rowCount()))
    assert not table.horizontalScrollBar().isVisible()

    panel.resize(420, 400)
    qtbot.waitUntil(lambda: table.names_hidden)
    assert not table.horizontalScrollBar().isVisible()
    item = table.item(0, 0)
    assert item is not None and item.text() == "" and "low" in item.toolTip()
    panel.resize(table.least_width() - 60, 400)
    qtbot.waitUntil(lambda: table.horizontalScrollBar().isVisible())
    least = table.fontMetrics().averageCharWidth() * NOTE_CHARACTERS
    assert table.columnWidth(6) >= least
    assert max(table.rowHeight(r) for r in range(table.rowCount())) <= 3 * wide_row  # compact rows: 3 lines
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows  # no row behind the scroll bar


def test_a_narrow_table_gives_up_the_push_column_first_and_says_the_pushes_in_tooltips(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    from paigow_desktop.ui.games.paigow.trainer_panel import NOTE_CHARACTERS, PUSH_COLUMN

    window.set_trainer(True)
    window.controller.new_round(window.controller.last_bet_cents)
    QCoreApplication.processEvents()
    table = window.trainer.table
    assert table.rowCount() and not table.isColumnHidden(PUSH_COLUMN)  # wide enough below
    table.setFixedWidth(table.natural_width() - 40)
    qtbot.waitUntil(lambda: table.isColumnHidden(PUSH_COLUMN))
    item = table.item(0, 0)
    assert item is not None and "pushes" in item.toolTip()
    # Its natural width still counts the hidden column: given exactly that, Push comes back.
    table.setFixedWidth(table.natural_width())
    qtbot.waitUntil(lambda: not table.isColumnHidden(PUSH_COLUMN))
    # Narrower still (docked right of a small window), Win and Loss give way too: EV and the
    # notes stay in sight without scrolling, the tooltip keeps the shares.
    hands = table.columnWidth(0) + table.columnWidth(1) + table.columnWidth(5)
    least = table.fontMetrics().averageCharWidth() * NOTE_CHARACTERS
    table.setFixedWidth(hands + least + 2 * table.frameWidth() + 8)
    qtbot.waitUntil(lambda: all(table.isColumnHidden(c) for c in (2, 3, 4)))
    assert not table.isColumnHidden(5) and table.horizontalHeader().length() <= table.viewport().width()
    assert "wins" in item.toolTip() and "loses" in item.toolTip()
    table.setFixedWidth(table.natural_width())
    qtbot.waitUntil(lambda: not any(table.isColumnHidden(c) for c in (2, 3, 4)))


def test_the_trainer_docked_right_widens_when_the_window_does(window: PaiGowWindow, qtbot: QtBot) -> None:
    from paigow_desktop.ui.games.paigow.trainer_panel import PUSH_COLUMN

    window.resize(1280, 800)
    window.show()
    window.set_trainer(True)
    window.place_trainer("right")
    window.controller.new_round(window.controller.last_bet_cents)
    dock, table = window.trainer_dock, window.trainer.table
    qtbot.waitUntil(lambda: dock.isVisible() and table.rowCount() > 0)
    qtbot.waitUntil(lambda: 0 < dock.width() < window.trainer.wanted_width())  # the felt at its least
    narrow = dock.width()
    window.resize(1900, 900)
    qtbot.waitUntil(lambda: dock.width() > narrow)
    qtbot.waitUntil(lambda: dock.width() >= window.trainer.wanted_width())
    qtbot.waitUntil(lambda: not table.isColumnHidden(PUSH_COLUMN))


def test_on_a_laptop_screen_at_200_percent_the_panels_scroll_and_the_window_fits(qtbot: QtBot) -> None:
    """960 x 540 logical pixels (a 1920 x 1080 screen at 200%): the trainer's rows raised the
    window's least height to 674, its foot and the verdict below the screen; the round's panel
    was squeezed, its bet box and lines drawn over each other.  Both now scroll."""
    window = build_table(AppOptions(seed=101, speed=Speed.INSTANT, size=(960, 540)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_trainer(True)
    controller = window.controller
    assert controller.new_round(1000)
    scene = window.scene
    scene.move_to_other_hand(scene.player_items()[0])  # three tiles to one hand: then one back
    scene.move_to_other_hand(scene.player_items()[3])
    assert controller.can_confirm()
    controller.confirm()
    QCoreApplication.processEvents()
    assert window.minimumSizeHint().height() <= 540
    qtbot.waitUntil(lambda: window.height() == 540)
    dock = window.trainer_dock
    verdict = window.trainer.verdict
    assert verdict.text()
    port = dock.scroller.viewport()
    qtbot.waitUntil(lambda: port.rect().contains(verdict.mapTo(port, verdict.rect().bottomRight())))
    panel = window.panel  # laid out at its full height, a scroll away, never squeezed
    assert panel.height() >= panel.layout().totalHeightForWidth(panel.width())


def test_a_confirm_before_the_cards_tables_are_built_does_not_wait_for_them(
    window: PaiGowWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first Confirm after the trainer was opened waited on the GUI thread for the card's
    tables (up to 1.5 s): the verdict is said at once, and the card's word joins it later."""
    from slow_tables import hold_card_tables

    from paigow_desktop.ui.games.paigow import verdict

    release = hold_card_tables(monkeypatch, verdict)
    controller = window.controller
    assert controller.new_round(1000)
    controller.set_house_way()
    controller.confirm()
    said = window.trainer.verdict.text()
    assert said and "card" not in said  # said while the tables are built
    release.set()
    qtbot.waitUntil(lambda: "card" in window.trainer.verdict.text())


def test_a_hand_set_weakly_at_the_table_is_the_drills_next_hand(window: PaiGowWindow) -> None:
    """The trainer drills what a player keeps getting wrong: hands missed at the table too (the
    drill knew only its own answers: "0 in the drill" after three weak settings at the table)."""
    from paigow_desktop.games.paigow.trainer import Drill, card_key

    controller, store = window.controller, window.controller.store

    def play(weakly: bool) -> tuple[object, ...]:
        assert controller.new_round(1000)
        analysis = controller.analysis()
        assert analysis is not None
        chosen = min(analysis.settings, key=lambda e: e.ev) if weakly else analysis.best
        window.scene.arrange(chosen.setting.low.tiles, chosen.setting.high.tiles)
        controller.confirm()
        return analysis.tiles

    missed = play(weakly=True)
    assert store.load_drill("paigow") is None  # the round itself reads and writes no drill
    window.drill_action.trigger()  # the drill takes the table's answers in as it opens
    trainer = window.trainer_window
    assert trainer is not None
    card = trainer.drill.card(missed)  # type: ignore[arg-type]
    assert card is not None and card.box == 0 and trainer.drill.step == 0
    page = trainer.drill_page
    assert card_key(page.tiles) == card_key(missed)  # type: ignore[arg-type]
    assert "review" in page.hand_info.text()
    text = store.load_drill("paigow")  # kept as taken in: not taken twice
    assert text is not None and Drill.from_json(text).table_seen == trainer.drill.table_seen > 0
    # With the trainer's window open, its drill takes the next miss at once (and keeps it).
    before = len(trainer.drill.cards)
    play(weakly=False)  # a hand set well adds nothing
    assert len(trainer.drill.cards) == before
    second = play(weakly=True)
    assert trainer.drill.card(second) is not None  # type: ignore[arg-type]
    trainer.close()  # the drill is saved as the window closes
    kept = store.load_drill("paigow")
    assert kept is not None and Drill.from_json(kept).card(second) is not None  # type: ignore[arg-type]


def test_the_same_play_twice_is_one_row_with_your_tiles(qtbot: QtBot, artwork: object) -> None:
    """4-4 6-5 4-1 3-2: 4-1 and 3-2 rank alike, so two settings are one play; the table listed
    it twice, "3, high tile Yun / 6, high tile Foo" on two identical rows."""
    from paigow_desktop.games.paigow.setting import Setting
    from paigow_desktop.ui.games.paigow.trainer_panel import TrainerPanel

    tiles = parse_tiles("4-4 6-5 4-1 3-2")
    analysis = analyze(tiles)
    assert len(analysis.settings) == 3
    panel = TrainerPanel(artwork)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.show_analysis(analysis, None, hidden=False)
    names = [
        (panel.table.item(r, 0).text(), panel.table.item(r, 1).text()) for r in range(panel.table.rowCount())
    ]
    assert len(names) == len(set(names)) == 2
    for yours in (
        Setting.of((tiles[0], tiles[2]), (tiles[1], tiles[3])),  # 4-4 4-1 / 6-5 3-2
        Setting.of((tiles[0], tiles[3]), (tiles[1], tiles[2])),  # 4-4 3-2 / 6-5 4-1
    ):
        panel.show_analysis(analysis, yours, hidden=False)
        assert panel.table.rowCount() == 2 and yours in [entry.setting for entry in panel.rows]
        notes = [panel.table.item(r, 6).text() for r in range(2)]
        assert sum("◀ yours" in note for note in notes) == 1


def test_the_ev_column_says_in_words_what_it_counts(window: PaiGowWindow) -> None:
    header = window.trainer.table.horizontalHeaderItem(5)
    assert header is not None and header.text() == "EV per 100"
    assert "on average for every 100 units bet" in header.toolTip()
