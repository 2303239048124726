"""The Pai Gow Poker trainer's drill and quizzes, offscreen: a setting picked by clicking two cards is
judged by the exact analysis, kept in the store, and a missed hand comes back; quiz answers are
judged right or wrong by the engine's own answer."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.core.leitner import INTERVALS
from paigow_desktop.games.paigow_poker.analysis import analyze
from paigow_desktop.games.paigow_poker.cards import Card, format_cards
from paigow_desktop.games.paigow_poker.hands import five_value
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.trainer import kind_of
from paigow_desktop.storage import Store
from paigow_desktop.ui.games.paigow_poker.trainer import PokerTrainerWindow
from paigow_desktop.ui.games.paigow_poker.trainer.common import GAME_KEY, CardRow
from paigow_desktop.ui.games.paigow_poker.trainer.drill_page import DRILL_KINDS, DrillPage
from paigow_desktop.ui.games.paigow_poker.trainer.quiz_page import QuizKind, QuizPage
from paigow_desktop.ui.qt_art import SceneArtwork

SLOW = 60_000


def open_window(
    qtbot: QtBot, artwork: SceneArtwork, store: Store | None, tab: str = "drill", seed: int = 3
) -> PokerTrainerWindow:
    window = PokerTrainerWindow(store, artwork, random.Random(seed))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the answer keys are shortcuts: they need the active window
    window.show_tab(tab)
    page = window.tabs.currentWidget()
    assert page is not None
    page.setFocus()
    return window


def click_cards(row: CardRow, cards: tuple[Card, ...]) -> None:
    for card in cards:
        QTest.mouseClick(row.buttons[row.cards.index(card)], Qt.MouseButton.LeftButton)


def worst_and_best(cards: tuple[Card, ...]) -> tuple[Setting, Setting]:
    analysis = analyze(cards)
    worst = min(analysis.settings, key=lambda s: s.ev)
    return worst.setting, analysis.best.setting


def set_with(qtbot: QtBot, page: DrillPage, setting: Setting) -> None:
    click_cards(page.hand, setting.low)
    assert page.set_button.isEnabled()
    QTest.mouseClick(page.set_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.answered, timeout=SLOW)


def test_the_drill_deals_a_hand_often_set_wrong(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork, None)
    page = window.drill_page
    assert len(page.cards) == 7 and page.kind in DRILL_KINDS
    assert kind_of(page.cards) == page.kind
    assert not page.set_button.isEnabled()
    click_cards(page.hand, page.cards[:1])
    assert not page.set_button.isEnabled() and "1 more" in page.preview.text()
    click_cards(page.hand, page.cards[1:3])  # a third card is refused
    assert set(page.hand.picked) == set(page.cards[:2])
    # The row shows them high to low, as the table's row does (it showed 7 8 3 3 2 3 2).
    ranks = [card.counted_rank + (1 if card.joker else 0) for card in page.hand.cards]
    assert ranks == sorted(ranks, reverse=True)


def test_a_foul_is_warned_of_before_set_and_judged_a_lost_bet(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork, None, seed=9)  # a full house: three ways to foul it
    page = window.drill_page
    pairs = [(a, b) for i, a in enumerate(page.cards) for b in page.cards[i + 1 :]]
    fouls = [Setting.with_low(page.cards, low) for low in pairs if Setting.with_low(page.cards, low).foul]
    fair = next(
        Setting.with_low(page.cards, low) for low in pairs if not Setting.with_low(page.cards, low).foul
    )
    assert fouls, "this hand can be set as a foul"
    click_cards(page.hand, fair.low)
    assert "foul" not in page.preview.text()
    click_cards(page.hand, fair.low)  # picked again: put back
    click_cards(page.hand, fouls[0].low)
    assert "a foul" in page.preview.text() and page.set_button.isEnabled()
    QTest.mouseClick(page.set_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.answered, timeout=SLOW)
    verdict = page.verdict.verdict
    assert verdict is not None and verdict.flagged and "foul" in page.verdict.text()


def test_a_missed_hand_is_kept_in_the_store_and_comes_back(
    qtbot: QtBot, artwork: SceneArtwork, store: Store
) -> None:
    window = open_window(qtbot, artwork, store)
    page = window.drill_page
    missed, kind = page.key, page.kind
    worst, best = worst_and_best(page.cards)
    set_with(qtbot, page, worst)
    verdict = page.verdict.verdict
    assert verdict is not None and verdict.flagged and verdict.given_up > 0
    assert "Gives up" in page.verdict.text() and verdict.reason in page.verdict.text()
    assert "comes back after 3 more answers" in page.coming_back.text()
    answers = store.answers(game=GAME_KEY, mode="drill")
    assert len(answers) == 1
    answer = answers[0]
    assert (answer.tiles, answer.chosen, answer.best) == (
        missed,
        format_cards(worst.low),
        format_cards(best.low),
    )
    assert not answer.correct and answer.category == kind
    assert answer.given_up_per_100 == float(verdict.given_up * 100) > 0
    card = window.drill.card(missed)
    assert card is not None and card.box == 0 and card.due == 1 + INTERVALS[0]
    stored = store.load_drill(GAME_KEY)
    assert stored is not None and missed in stored  # saved with the answer
    for _ in range(INTERVALS[0]):  # the missed hand is due after this many more answers
        QTest.keyClick(page, Qt.Key.Key_N)
        assert page.key != missed and not page.answered
        set_with(qtbot, page, worst_and_best(page.cards)[1])
        assert page.verdict.verdict is not None and not page.verdict.verdict.flagged
    QTest.keyClick(page, Qt.Key.Key_N)
    assert page.key == missed and "A review" in page.info.text()
    assert len(store.answers(game=GAME_KEY, mode="drill")) == 1 + INTERVALS[0]
    # N before an answer skips the hand: nothing counted, and the review stays due.
    assert "Skip" in page.next_button.text().replace("&", "")
    QTest.keyClick(page, Qt.Key.Key_N)
    assert page.key != missed and not page.answered and "skipped" in window.statusBar().currentMessage()
    assert len(store.answers(game=GAME_KEY, mode="drill")) == 1 + INTERVALS[0]
    assert any(c.key == missed for c in window.drill.due_cards())


def test_the_best_setting_is_right_and_the_drill_outlives_the_window(
    qtbot: QtBot, artwork: SceneArtwork, store: Store
) -> None:
    window = open_window(qtbot, artwork, store)
    page = window.drill_page
    set_with(qtbot, page, worst_and_best(page.cards)[1])
    assert "A best setting" in page.verdict.text()
    [answer] = store.answers(game=GAME_KEY, mode="drill")
    assert answer.correct and answer.given_up_per_100 == 0
    assert window.drill.totals().answered == 1 and window.drill.card(page.key) is None
    window.close()
    again = open_window(qtbot, artwork, store)
    assert again.drill.totals().answered == 1


def test_the_higher_hand_quiz_is_judged_by_the_hands_values(
    qtbot: QtBot, artwork: SceneArtwork, store: Store
) -> None:
    window = open_window(qtbot, artwork, store, "quizzes")
    page = window.quiz_page
    for right in (True, False):
        page.ask()
        question = page.question
        assert question is not None and question.kind is QuizKind.HIGHER
        a, b = five_value(question.first), five_value(question.second)
        answer = "1" if a > b else "2" if b > a else "0"
        choice = answer if right else next(c for c in question.choices if c != answer)
        QTest.keyClick(page, Qt.Key.Key_1 + question.choices.index(choice))
        assert page.answered and ("Right" in page.verdict.text()) == right
        assert store.answers(game=GAME_KEY, mode="quiz")[0].correct == right


def test_the_foul_quiz_is_judged_by_the_setting(qtbot: QtBot, artwork: SceneArtwork, store: Store) -> None:
    window = open_window(qtbot, artwork, store, "quizzes")
    page = window.quiz_page
    page.kind_box.setCurrentIndex(1)
    results = []
    for _ in range(6):
        page.ask()
        question = page.question
        assert question is not None and question.kind is QuizKind.FOUL
        foul = Setting(question.first, question.second).foul
        choice = "foul" if foul else "legal"
        page.answer_index(question.choices.index(choice))
        results.append(foul)
    assert all(a.correct for a in store.answers(game=GAME_KEY, mode="quiz"))
    page.ask()
    question = page.question
    assert question is not None
    wrong = "legal" if Setting(question.first, question.second).foul else "foul"
    page.answer_index(question.choices.index(wrong))
    assert not store.answers(game=GAME_KEY, mode="quiz")[0].correct and "Not quite" in page.verdict.text()


def house_way_quiz(page: QuizPage) -> tuple[Card, ...]:
    page.kind_box.setCurrentIndex(2)
    question = page.question
    assert question is not None and question.kind is QuizKind.HOUSE_WAY and not question.second
    return question.first


def test_the_house_way_quiz_is_answered_by_clicking_two_cards(
    qtbot: QtBot, artwork: SceneArtwork, store: Store
) -> None:
    window = open_window(qtbot, artwork, store, "quizzes")
    page = window.quiz_page
    cards = house_way_quiz(page)
    house = set_hand(cards).setting
    # A card picked by mistake is put back before Set: the second click no longer answers.
    stray = next(card for card in cards if card not in house.low)
    click_cards(page.first, (house.low[0], stray))
    assert not page.answered and page.set_button.isEnabled()
    click_cards(page.first, (stray, house.low[1]))
    assert not page.answered
    QTest.mouseClick(page.set_button, Qt.MouseButton.LeftButton)
    assert page.answered and "Right" in page.verdict.text() and not page.set_button.isEnabled()
    assert store.answers(game=GAME_KEY, mode="quiz")[0].correct
    QTest.keyClick(page, Qt.Key.Key_N)
    cards = page.first.cards
    house = set_hand(cards).setting
    wrong = next(s for s in _settings(cards) if s.values != house.values)
    click_cards(page.first, wrong.low)
    QTest.keyClick(page, Qt.Key.Key_Return)  # Enter sets, as the drill's Set does
    assert page.answered and "Not quite" in page.verdict.text()
    assert not store.answers(game=GAME_KEY, mode="quiz")[0].correct


def _settings(cards: tuple[Card, ...]) -> list[Setting]:
    from paigow_desktop.games.paigow_poker.setting import settings_of

    return settings_of(cards)
