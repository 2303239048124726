"""The trainer window: the drill by mouse and keys, reviews, hints, categories, quiz, saving, progress."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.trainer import (
    INTERVALS,
    Category,
    Drill,
    Verdict,
    card_key,
    categorize,
    judge,
)
from paigow_desktop.storage import Settings, Store
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.games.paigow.trainer import DrillPage, TrainerWindow
from paigow_desktop.ui.games.paigow.verdict import word
from paigow_desktop.ui.qt_art import SceneArtwork

SEED = 11
COMMISSION = PaiGowOptions().commission


def open_window(qtbot: QtBot, store: Store, artwork: SceneArtwork, seed: int = SEED) -> TrainerWindow:
    window = TrainerWindow(store, artwork, Settings(), random.Random(seed))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the keys are shortcuts: they need the active window
    return window


def verdicts(tiles: tuple[Tile, ...]) -> list[Verdict]:
    """Every way to set the tiles, judged; least given up first."""
    return sorted(
        (judge(tiles, s, commission=COMMISSION) for s in settings_of(tiles)), key=lambda v: v.given_up_exact
    )


def low_positions(tiles: tuple[Tile, ...], setting: Setting) -> list[int]:
    """Which of the dealt tiles (0-3) make the setting's low hand."""
    wanted = list(setting.low.tiles)
    found = []
    for index, tile in enumerate(tiles):
        if tile in wanted:
            wanted.remove(tile)
            found.append(index)
    assert len(found) == 2
    return found


def click_setting(qtbot: QtBot, page: DrillPage, setting: Setting) -> None:
    """Set the hand with the mouse (every tile starts in the high hand) and submit."""
    for index in low_positions(page.tiles, setting):
        qtbot.mouseClick(page.tile_buttons[index], Qt.MouseButton.LeftButton)
    assert page.submit_button.isEnabled()
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)
    assert page.answered


def play(qtbot: QtBot, page: DrillPage, *, best: bool = True) -> Verdict:
    """Answer the hand on show with its best (or worst) setting by clicks; the verdict expected."""
    options = verdicts(page.tiles)
    chosen = options[0] if best else options[-1]
    click_setting(qtbot, page, chosen.setting)
    return chosen


def test_a_drill_round_by_clicks(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    tiles = page.tiles
    assert len(tiles) == 4 and not page.answered
    assert not page.submit_button.isEnabled()
    assert page.next_button.isEnabled() and "Skip" in page.next_button.text().replace("&", "")  # a skip
    # Before the first answer the EV given up is a dash, with no unit beside it.
    assert "EV given up: – · " in page.figures_label.text().replace("<b>", "").replace("</b>", "")
    expected = verdicts(tiles)[0]
    first, second = low_positions(tiles, expected.setting)
    qtbot.mouseClick(page.tile_buttons[first], Qt.MouseButton.LeftButton)
    assert page.low_tiles() == (tiles[first],)
    assert not page.submit_button.isEnabled()  # one and three: not yet
    assert "needs 1 more" in page.low_row.caption.text()
    qtbot.mouseClick(page.tile_buttons[first], Qt.MouseButton.LeftButton)  # back again
    assert page.low_tiles() == ()
    for index in (first, second):
        qtbot.mouseClick(page.tile_buttons[index], Qt.MouseButton.LeftButton)
    assert page.submit_button.isEnabled()
    qtbot.mouseClick(page.submit_button, Qt.MouseButton.LeftButton)

    verdict = judge(tiles, expected.setting, commission=COMMISSION)
    assert page.answered and page.next_button.isEnabled() and not page.submit_button.isEnabled()
    text = page.verdict_label.text()
    assert "Right" in text and word(verdict).html in text
    table = page.panel.table
    assert table.rowCount() == len(verdict.analysis.settings)
    assert sum("◀ yours" in table.item(r, 6).text() for r in range(table.rowCount())) == 1
    qtbot.mouseClick(page.tile_buttons[0], Qt.MouseButton.LeftButton)  # answered: tiles stay put
    assert Setting.of(page.low_tiles(), page.high_tiles()).same_play(expected.setting)

    (saved,) = store.answers()
    assert (saved.mode, saved.tiles, saved.chosen, saved.best) == (
        "drill",
        card_key(tiles),
        str(verdict.setting),
        str(verdict.best.setting),
    )
    assert saved.correct and not saved.assisted and saved.category == categorize(tiles).value
    assert store.load_drill("paigow") == window.drill.to_json()
    assert window.drill.step == 1 and window.drill.accuracy() == 1.0
    figures = page.figures_label.text().replace("<b>", "").replace("</b>", "")
    assert "Answered: 1 (0 with a hint)" in figures and "EV given up: 0.00 units per 100 hands" in figures

    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    assert not page.answered and page.low_tiles() == () and page.verdict_label.isHidden()


def test_a_drill_round_by_keys(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    page.setFocus()
    tiles = page.tiles
    expected = verdicts(tiles)[0]
    QTest.keyClick(page, Qt.Key.Key_Return)  # not set yet: nothing happens
    assert not page.answered
    for index in low_positions(tiles, expected.setting):
        QTest.keyClick(page, f"{index + 1}")
    assert Setting.of(page.low_tiles(), page.high_tiles()).same_play(expected.setting)
    QTest.keyClick(page, Qt.Key.Key_Return)
    assert page.answered and "Right" in page.verdict_label.text()
    assert len(store.answers()) == 1
    QTest.keyClick(page, Qt.Key.Key_N)
    assert not page.answered and not page.submit_button.isEnabled()
    QTest.keyClick(page, Qt.Key.Key_H)
    assert page.assisted and "Hint:" in page.hint_label.text()
    for index in low_positions(page.tiles, verdicts(page.tiles)[0].setting):
        QTest.keyClick(page, f"{index + 1}")
    QTest.keyClick(page, Qt.Key.Key_Enter)  # the keypad's Enter submits too
    assert page.answered and store.answers()[0].assisted
    QTest.keyClick(page, Qt.Key.Key_Return)  # once answered, Enter deals the next hand
    assert not page.answered and window.drill.step == 2


def test_keys_of_one_tab_do_nothing_in_another(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, store, artwork)
    window.show_tab("calculator")
    edit = window.calculator_page.hand_edit
    edit.setFocus()
    QTest.keyClicks(edit, "1-1 2")
    assert edit.text() == "1-1 2"
    assert window.drill_page.low_tiles() == ()


def test_a_wrong_setting_is_flagged_and_the_hand_comes_back(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    reference, rng = Drill(), random.Random(SEED)  # the same seed drives Drill.next_hand alike
    missed = None
    for _ in range(40):
        assert page.tiles == reference.next_hand(rng)
        options = verdicts(page.tiles)
        if options[-1].mistake and missed is None:
            missed = card_key(page.tiles)
            chosen = play(qtbot, page, best=False)
            assert "Mistake" in page.verdict_label.text()
            assert f"{options[-1].given_up_per_100:.2f} units per 100" in page.verdict_label.text()
            assert f"comes back after {INTERVALS[0]} more answers" in page.verdict_label.text()
            assert not store.answers()[0].correct
            since = 0
        else:
            chosen = play(qtbot, page)
            if missed is not None:
                since += 1
        reference.record(page.tiles, chosen, assisted=False)
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
        if missed is not None and card_key(page.tiles) == missed:
            assert since == INTERVALS[0]  # due again after three more answers
            assert "A review" in page.hand_info.text()
            return
    pytest.fail("no mistake to make, or the missed hand never came back")


def test_a_hint_marks_the_answer_assisted_and_leaves_accuracy_alone(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    window = open_window(qtbot, store, artwork)
    page, drill = window.drill_page, window.drill
    play(qtbot, page)
    page.next_hand()
    before = (drill.accuracy(), drill.answered(), drill.ev_given_up_per_100_hands())
    assert before[0] == 1.0
    qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
    assert page.assisted and not page.hint_button.isEnabled()
    assert "marked assisted" in page.hint_label.text()
    play(qtbot, page, best=False)  # even a mistake after a hint leaves the figures alone
    assert (drill.accuracy(), drill.answered(), drill.ev_given_up_per_100_hands()) == before
    assert drill.step == 2 and drill.assisted_answers == 1
    assert "Assisted" in page.verdict_label.text()
    figures = page.figures_label.text().replace("<b>", "").replace("</b>", "")
    assert "Answered: 2 (1 with a hint)" in figures and "Accuracy without hints: 100.0%" in figures
    newest = store.answers()[0]
    assert newest.assisted
    assert [d.accuracy for d in store.trainer_progress()] == [1.0]


def test_the_category_view_matches_the_drill_and_its_button_filters(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    for number in range(8):
        play(qtbot, page, best=number % 3 != 0)
        page.next_hand()
    window.show_tab("categories")
    view = window.categories_page
    stats = window.drill.category_stats()
    assert sum(s.answered for s in stats.values()) == 8
    for category, s in stats.items():
        accuracy = "–" if not s.answered else f"{s.right / s.answered:.1%}"
        given_up = "–" if not s.answered else f"{s.given_up_per_100 / s.answered:.2f}"
        due = str(len(window.drill.due_cards(category)))
        assert view.row_texts(category)[:5] == [category.label, str(s.answered), accuracy, given_up, due]
    total = view.row_texts(None)
    assert total[1] == "8" and total[2] == f"{window.drill.accuracy():.1%}"
    assert total[3] == f"{window.drill.ev_given_up_per_100_hands():.2f}"

    qtbot.mouseClick(view.buttons[Category.GEE_JOON], Qt.MouseButton.LeftButton)
    assert window.page() is page
    assert page.category is Category.GEE_JOON
    for _ in range(3):
        assert categorize(page.tiles) is Category.GEE_JOON
        play(qtbot, page)
        page.next_hand()
    assert view.row_texts(Category.GEE_JOON)[1] == str(stats[Category.GEE_JOON].answered + 3)
    page.set_category(None)
    assert page.category is None


def test_choosing_a_category_deals_again_when_the_hand_is_not_answered(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    for category in Category:
        page.set_category(category)
        assert categorize(page.tiles) is category and not page.answered


def test_a_quiz_answer_right_and_wrong(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, store, artwork)
    window.show_tab("quiz")
    page = window.quiz_page
    page.setFocus()
    quiz = page.quiz
    assert quiz is not None and page.question_label.text() == quiz.question
    right = quiz.choices.index(quiz.answer)
    qtbot.mouseClick(page.choice_buttons[right], Qt.MouseButton.LeftButton)
    assert page.result_label.text().startswith("✔ Right")
    assert "color" in page.result_label.styleSheet()
    assert page.explanation_label.text() == quiz.explanation
    assert "Score: <b>1</b> of 1" in page.score_label.text()
    qtbot.mouseClick(page.choice_buttons[(right + 1) % len(quiz.choices)], Qt.MouseButton.LeftButton)
    assert "of 1" in page.score_label.text()  # answered already: a second click does nothing

    QTest.keyClick(page, Qt.Key.Key_N)
    second = page.quiz
    assert second is not None and second is not quiz and not page.answered
    wrong = next(i for i, c in enumerate(second.choices) if c != second.answer)
    QTest.keyClick(page, f"{wrong + 1}")
    assert page.result_label.text().startswith("✘ Wrong")
    assert second.answer in page.result_label.text()
    assert "Score: <b>1</b> of 2" in page.score_label.text()
    saved = store.answers(mode="quiz")
    assert [(a.correct, a.chosen, a.best, a.given_up_per_100) for a in saved] == [
        (False, second.choices[wrong], second.answer, 0.0),
        (True, quiz.answer, quiz.answer, 0.0),
    ]
    assert saved[0].category == second.kind.value
    assert store.trainer_progress() == []  # quiz answers are not hands set


@pytest.mark.parametrize("index", [1, 2, 3])
def test_one_kind_of_question(qtbot: QtBot, store: Store, artwork: SceneArtwork, index: int) -> None:
    window = open_window(qtbot, store, artwork)
    window.show_tab("quiz")
    page = window.quiz_page
    page.kind_box.setCurrentIndex(index)
    for _ in range(5):
        assert page.quiz is not None and page.quiz.kind is page.kind
        page.choose(0)
        page.next_question()


def test_answers_and_the_drill_survive_closing(qtbot: QtBot, tmp_path: Path, artwork: SceneArtwork) -> None:
    store = Store(tmp_path)
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    while not verdicts(page.tiles)[-1].mistake:
        play(qtbot, page)
        page.next_hand()
    missed = card_key(page.tiles)
    play(qtbot, page, best=False)
    for _ in range(INTERVALS[0]):  # three more answers: the missed hand is due again
        page.next_hand()
        assert card_key(page.tiles) != missed
        play(qtbot, page)
    answered = window.drill.step
    window.close()
    assert store.load_drill("paigow") == window.drill.to_json()

    again = open_window(qtbot, store, artwork, seed=99)  # the same store
    assert again.drill.step == answered
    assert [c.key for c in again.drill.due_cards()] == [missed]
    assert card_key(again.drill_page.tiles) == missed
    assert "A review" in again.drill_page.hand_info.text()
    again.close()
    store.close()

    with Store(tmp_path) as reopened:  # and from the file
        third = open_window(qtbot, reopened, artwork, seed=5)
        assert card_key(third.drill_page.tiles) == missed
        assert len(reopened.answers(limit=100)) == answered
        third.close()


def test_a_damaged_drill_state_starts_a_new_drill(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    store.save_drill("paigow", "{not json")
    window = open_window(qtbot, store, artwork)
    assert window.drill.step == 0
    assert "could not be read" in window.statusBar().currentMessage()


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        moment = self.now
        self.now += timedelta(seconds=1)
        return moment


def test_the_progress_charts_have_one_point_per_day(qtbot: QtBot, artwork: SceneArtwork) -> None:
    noon = datetime.now(timezone.utc).replace(hour=12, minute=0, second=0, microsecond=0)
    clock = Clock(noon - timedelta(days=5))  # answers seconds apart stay on their day
    with Store(None, now=clock) as store:
        window = open_window(qtbot, store, artwork)
        window.show_tab("progress")
        progress = window.progress_page
        assert progress.accuracy_chart.points() == [] and progress.ev_chart.points() == []
        page = window.drill_page
        start = clock.now
        for number, day in enumerate((0, 0, 2, 2, 2, 4)):
            clock.now = max(clock.now, start + timedelta(days=day))
            play(qtbot, page, best=number != 3)
            page.next_hand()
        window.show_tab("progress")
        days = store.trainer_progress()
        assert len(days) == 3
        accuracy = progress.accuracy_chart.points()
        given_up = progress.ev_chart.points()
        assert len(accuracy) == len(given_up) == 3
        for (label, value), day in zip(accuracy, days, strict=True):
            assert label == f"{day.day.day} {day.day:%b}"
            assert day.accuracy is not None and value == pytest.approx(100 * day.accuracy)
        assert [v for _, v in given_up] == pytest.approx([d.given_up_per_100 for d in days])
        assert "6 hands set on 3 days" in progress.summary.text()
        progress.period_box.setCurrentIndex(1)  # the last 7 days: the same
        assert len(progress.accuracy_chart.points()) == 3


def test_a_new_theme_redraws_the_tiles(qtbot: QtBot, store: Store) -> None:
    artwork = SceneArtwork(TileArt(), Theme.CASINO)
    window = open_window(qtbot, store, artwork)
    window.show_tab("quiz")
    before = window.drill_page.tile_buttons[0].icon().pixmap(40, 100).toImage()
    artwork.set_theme(Theme.IVORY)
    window.refresh_artwork()
    after = window.drill_page.tile_buttons[0].icon().pixmap(40, 100).toImage()
    assert before != after


def test_the_trainer_window_opens_inside_the_screen(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    window = open_window(qtbot, store, artwork)
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    assert window.width() <= TrainerWindow.WANTED.width() and window.height() <= TrainerWindow.WANTED.height()
    # On a screen larger than the window it wants, it is given what it wants.
    assert window.width() == min(TrainerWindow.WANTED.width(), area.width() - 48)


def test_the_drills_verdict_grades_by_the_card(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import line_of

    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    card = shipped_card(10, standalone=False, bank=False)  # the options' default card
    assert page.card == card
    setting, line = line_of(card, page.tiles)
    click_setting(qtbot, page, setting)
    text = page.verdict_label.text()
    assert f"line {line}" in text and "follows" in text
    assert f"Line {line} of the card: {card.lines[line - 1].text}" in text


def test_the_drill_deals_the_hands_one_line_of_the_card_decides(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    from paigow_desktop.games.paigow.card_grade import ANY_LINE, line_of

    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    assert page.line_box.count() == 2 + len(page.card.lines)
    assert page.line is None and page.category_box.isEnabled()
    page.line_box.setCurrentIndex(page.line_box.findData(3))
    assert page.line == 3 and not page.category_box.isEnabled()
    for _ in range(4):
        setting, line = line_of(page.card, page.tiles)
        assert line == 3
        assert "line 3" in page.hand_info.text()
        other = next((s for s in settings_of(page.tiles) if not s.same_play(setting)), None)
        click_setting(qtbot, page, other or setting)
        text = page.verdict_label.text()
        assert "line 3" in text and (("The card says" in text) if other else ("follows" in text))
        page.next_hand()
    page.line_box.setCurrentIndex(page.line_box.findData(ANY_LINE))
    last = len(page.card.lines)
    for _ in range(4):
        assert line_of(page.card, page.tiles)[1] != last
        click_setting(qtbot, page, settings_of(page.tiles)[0])
        page.next_hand()


def test_another_card_in_the_options_changes_the_drills_lines(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import line_of
    from paigow_desktop.ui.games.paigow.options import with_option_changes

    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    page.line_box.setCurrentIndex(page.line_box.findData(2))
    window.set_settings(
        with_option_changes(window.settings, {"trainer_card_length": 20, "trainer_card_standalone": True})
    )
    card = shipped_card(20, standalone=True, bank=False)
    assert page.card == card and page.line_box.count() == 2 + 20
    assert page.line == 2 and line_of(card, page.tiles)[1] == 2


def test_the_drill_titles_each_row_as_its_hand_will_play(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    """Put the stronger two tiles in the top row: it is titled High hand, the other Low hand (as at
    the table), and a screen reader hears the tiles so."""
    window = open_window(qtbot, store, artwork)
    page = window.drill_page

    def split() -> tuple[tuple[int, int], list[int]]:
        tiles = page.tiles
        strongest = max(
            ((a, b) for a in range(4) for b in range(a + 1, 4)),
            key=lambda pair: Hand.of(tiles[pair[0]], tiles[pair[1]]).key,
        )
        return strongest, [i for i in range(4) if i not in strongest]

    def differ(strongest: tuple[int, int], rest: list[int]) -> bool:
        t = page.tiles
        return Hand.of(t[strongest[0]], t[strongest[1]]).key != Hand.of(t[rest[0]], t[rest[1]]).key

    strongest, rest = split()
    while not differ(strongest, rest):  # a deal whose two pairs rank equal shows nothing here
        page.deal()
        strongest, rest = split()
    for index in strongest:  # into the top (low) row
        qtbot.mouseClick(page.tile_buttons[index], Qt.MouseButton.LeftButton)
    assert page.low_row.title == "High hand" and page.high_row.title == "Low hand"
    assert page.low_row.caption.text().startswith("<b>High hand</b>")
    assert page.tile_buttons[strongest[0]].accessibleName().endswith("high hand")
    assert page.tile_buttons[rest[0]].accessibleName().endswith("low hand")
    qtbot.mouseClick(page.tile_buttons[strongest[0]], Qt.MouseButton.LeftButton)  # one back: 1 / 3
    assert page.low_row.title == "Low hand" and page.high_row.title == "High hand"


def test_a_submitted_answer_scrolls_the_verdict_into_sight_on_a_short_window(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QScrollArea, QWidget

    window = open_window(qtbot, store, artwork)
    window.resize(900, 400)  # shorter than the page: its lower part is out of sight
    page = window.drill_page
    area = page.parentWidget().parentWidget()
    assert isinstance(area, QScrollArea)
    qtbot.waitUntil(lambda: area.verticalScrollBar().maximum() > 0)
    area.verticalScrollBar().setValue(0)
    play(qtbot, page)
    page.submit()
    # Laid out: the verdict lies below the first screenful of the page.
    qtbot.waitUntil(
        lambda: page.verdict_label.isVisible() and page.verdict_label.mapTo(page, QPoint(0, 0)).y() > 0
    )
    below = page.verdict_label.mapTo(page, QPoint(0, 0)).y()
    assert below > area.viewport().height()

    def seen(widget: QWidget) -> bool:
        top = widget.mapTo(area.viewport(), QPoint(0, 0))
        return area.viewport().rect().contains(QRect(top, QPoint(top.x(), top.y() + 20)))

    qtbot.waitUntil(lambda: seen(page.verdict_label))
    assert area.verticalScrollBar().value() > 0


def test_an_answer_before_the_cards_tables_are_built_does_not_wait_for_them(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first Submit waited on the GUI thread for the card's tables (up to 1.3 s): the
    verdict is said at once, and the card's line joins it once they are built."""
    from slow_tables import hold_card_tables

    from paigow_desktop.ui.games.paigow import verdict

    release = hold_card_tables(monkeypatch, verdict)
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    play(qtbot, page, best=False)
    said = page.verdict_label.text()
    assert "Mistake" in said and "of the card" not in said  # said while the tables are built
    release.set()
    qtbot.waitUntil(lambda: "of the card" in page.verdict_label.text())
    assert page.verdict_label.text().startswith(said.split("<br>")[0][:40])


def test_a_hand_set_as_the_card_says_but_not_best_is_explained(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    """4-3 3-3 5-4 6-5: the card (its last line, the house way) sets 6 / 7; the best is 5 / 8.
    A learner who followed the card was told "✘ Mistake" with no word on why they differ."""
    from paigow_desktop.games.paigow.card import shipped_card
    from paigow_desktop.games.paigow.card_grade import line_of
    from paigow_desktop.games.paigow.trainer import Drill
    from paigow_desktop.tiles.tile import parse_tiles

    tiles = parse_tiles("4-3 3-3 5-4 6-5")
    monkeypatch.setattr(Drill, "next_hand", lambda self, rng, category=None, skipped=None: tiles)
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    card = shipped_card(10, standalone=False, bank=False)
    setting, _line = line_of(card, page.tiles)
    best = verdicts(page.tiles)[0]
    assert not best.setting.same_play(setting)  # the card's play is not the best here
    click_setting(qtbot, page, setting)
    text = page.verdict_label.text()
    assert "Not the best play, though it follows the card" in text and "Mistake" not in text
    assert "gets a few hands wrong" in text
    # A weak setting the card does not make gets no such word.
    page.next_hand()
    worst = verdicts(page.tiles)[-1]
    click_setting(qtbot, page, worst.setting)
    assert "Mistake" in page.verdict_label.text()
    assert "gets a few hands wrong" not in page.verdict_label.text()


def test_a_hand_can_be_skipped_unanswered_and_a_review_stays_due(
    qtbot: QtBot, store: Store, artwork: SceneArtwork
) -> None:
    """N before an answer deals another hand (there was no way on but to answer); nothing is
    counted, and a hand due for review stays due: it comes back after another."""
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    play(qtbot, page, best=False)  # a miss: the hand is in the drill
    missed = card_key(page.tiles)
    drill = window.drill
    while not any(c.key == missed for c in drill.due_cards()):
        page.next_hand()
        play(qtbot, page)
    page.next_hand()
    assert card_key(page.tiles) == missed and "review" in page.hand_info.text()
    step, answers = drill.step, len(store.answers())
    QTest.keyClick(page, Qt.Key.Key_N)  # skipped
    assert not page.answered and card_key(page.tiles) != missed
    assert (drill.step, len(store.answers())) == (step, answers)  # nothing counted
    assert "skipped" in window.statusBar().currentMessage()
    assert any(c.key == missed for c in drill.due_cards())  # still due
    play(qtbot, page)
    page.next_hand()
    assert card_key(page.tiles) == missed  # back after one other hand


def test_the_cards_line_comes_even_when_its_tables_are_built_during_the_answer(
    qtbot: QtBot, store: Store, artwork: SceneArtwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Asked twice, "are the tables built?" could say no, then yes: nothing waited for them, and
    # the verdict never got its card line.
    from paigow_desktop.ui.games.paigow import verdict

    answers = iter((False, True))
    monkeypatch.setattr(verdict, "tables_ready", lambda: next(answers, True))
    monkeypatch.setattr(verdict, "tables", lambda: None)
    window = open_window(qtbot, store, artwork)
    play(qtbot, window.drill_page, best=False)
    qtbot.waitUntil(lambda: "of the card" in window.drill_page.verdict_label.text())


def test_a_hand_skipped_after_a_hint_is_reviewed(qtbot: QtBot, store: Store, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, store, artwork)
    page = window.drill_page
    hinted = page.tiles
    QTest.keyClick(page, Qt.Key.Key_H)
    assert page.assisted
    QTest.keyClick(page, Qt.Key.Key_N)  # skipped after the hint: it still comes back
    card = window.drill.card(hinted)
    assert card is not None and card.box == 0 and window.drill.step == 0
    kept = store.load_drill("paigow")
    assert kept is not None and card_key(hinted) in kept
