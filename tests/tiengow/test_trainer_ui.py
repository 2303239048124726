"""The Tien Gow trainer window and the table's trick advisor, offscreen: keys answer the drill and
the engine's answer judges them; the lead odds are the engine's exact fractions, worked out in a
worker thread; the advisor's verdict comes from a worker thread while the GUI goes on."""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.advice import ReasonCode, judge_play
from paigow_desktop.games.tiengow.drill import DrillKind, Question
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import identify
from paigow_desktop.games.tiengow.trainer import chance_beaten, unbeatable_in_own_eyes
from paigow_desktop.games.tiengow.view import Move
from paigow_desktop.storage import Store
from paigow_desktop.tiles.tile import parse_tiles
from paigow_desktop.ui.games.tiengow.trainer import (
    AdviceLine,
    TienGowTrainerWindow,
    TrickAdvisor,
    reason_text,
)
from paigow_desktop.ui.games.tiengow.trainer import advisor as advisor_module
from paigow_desktop.ui.qt_art import SceneArtwork

from .helpers import full_hand, play

T = parse_tiles
SAMPLES = 16


def open_window(
    qtbot: QtBot, artwork: SceneArtwork, store: Store | None, seed: int = 3
) -> TienGowTrainerWindow:
    window = TienGowTrainerWindow(artwork, random.Random(seed), store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the answer keys are shortcuts: they need the active window
    window.drill_page.setFocus()
    return window


def engine_answer(q: Question) -> str:
    """The answer worked out again from what the question shows, by the engine's own functions."""
    if q.kind is DrillKind.UNBEATABLE:
        dealt, lead = (g.tiles for g in q.groups)
        found = identify(lead)
        assert found is not None
        return "yes" if unbeatable_in_own_eyes(found, dealt) else "no"
    if q.kind is DrillKind.LEGAL_SET:
        found = identify(q.groups[0].tiles)
        return "none" if found is None else found.kind.value
    return q.answer


def key_of(q: Question, choice: str) -> str:
    return str([c.key for c in q.choices].index(choice) + 1)


def test_the_window_opens_with_two_tabs_and_a_question(
    qtbot: QtBot, artwork: SceneArtwork, store: Store
) -> None:
    window = open_window(qtbot, artwork, store)
    assert window.tabs.count() == 2
    page = window.drill_page
    assert page.question is not None and not page.answered
    visible = [b for b in page.choice_buttons if b.isVisibleTo(page)]
    assert len(visible) == len(page.question.choices) >= 2


@pytest.mark.parametrize("right", [True, False])
def test_a_question_answered_by_key_is_judged_by_the_engine(
    qtbot: QtBot, artwork: SceneArtwork, store: Store, right: bool
) -> None:
    window = open_window(qtbot, artwork, store)
    page = window.drill_page
    page.kind_box.setCurrentIndex(page.kind_box.findData(DrillKind.UNBEATABLE))
    q = page.question
    assert q is not None and q.kind is DrillKind.UNBEATABLE
    truth = engine_answer(q)
    choice = truth if right else next(c.key for c in q.choices if c.key != truth)
    QTest.keyClick(page, key_of(q, choice))
    assert page.answered and page.chosen == choice
    text = page.verdict.text()
    assert ("Right" in text) is right and ("Not quite" in text) is (not right)
    (answer,) = store.answers(game="tiengow")
    assert answer.correct is right and answer.mode == "drill" and answer.chosen == choice
    assert answer.best == truth and answer.category == DrillKind.UNBEATABLE.value
    assert store.load_drill("tiengow") == window.drill.to_json()
    assert (window.drill.cards.card(q.key) is None) is right  # a miss is drilled again
    QTest.keyClick(page, "1")  # answered: the keys do nothing more
    assert len(store.answers(game="tiengow")) == 1
    QTest.keyClick(page, Qt.Key.Key_Return)
    assert not page.answered and page.question is not q


def test_the_drill_is_kept_in_the_store(qtbot: QtBot, artwork: SceneArtwork, store: Store) -> None:
    window = open_window(qtbot, artwork, store)
    page = window.drill_page
    for _ in range(3):
        q = page.question
        assert q is not None
        page.answer(next(c.key for c in q.choices if c.key != q.answer))
        page.next_question()
    window.close()
    again = open_window(qtbot, artwork, store, seed=4)
    assert again.drill.to_json() == window.drill.to_json()
    assert again.drill.cards.step == 3


HAND = "1-1 1-1 6-4 5-5 3-2 6-1 2-2 5-1"


def test_the_lead_odds_are_the_engines_exact_fractions(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork, None)
    window.show_tab("lead-odds")
    page = window.lead_odds_page
    page.set_hand(T(HAND))
    assert page.odds is None and page.busy_bar.isVisibleTo(page)  # the work goes on elsewhere
    qtbot.waitUntil(lambda: page.odds is not None, timeout=20_000)
    assert not page.busy_bar.isVisibleTo(page)
    for lead_text in ("1-1 1-1", "5-5", "6-4"):
        lead = identify(T(lead_text))
        assert lead is not None
        exact = chance_beaten(lead, T(HAND))
        row = page.row_of(lead_text)
        assert row is not None
        cell = page.table.item(row, 2)
        assert cell is not None
        assert cell.text() == (f"{exact.numerator}/{exact.denominator}" if exact else "0")
        sure = page.table.item(row, 4)
        assert sure is not None and sure.text() == ("yes" if unbeatable_in_own_eyes(lead, T(HAND)) else "no")
    assert page.table.rowCount() == len(page.odds.rows)
    assert "6-6 6-6" in page.formable.text()  # both Heavens are outside: their pair can be formed
    # The most valuable lead first, in bold, and the value said in words (a lead beaten 77% of
    # the time shown worth the most read as a contradiction).
    values = [float(page.table.item(r, 5).text().split()[0]) for r in range(page.table.rowCount())]
    assert values == sorted(values, reverse=True)
    assert page.table.item(0, 0).font().bold() and not page.table.item(1, 0).font().bold()
    assert (
        "on average" in page.value_note.text()
        and "on average" in page.table.horizontalHeaderItem(5).toolTip()
    )
    # Every column in sight at the window's width: the value column hid behind a scroll bar.
    header = page.table.horizontalHeader()
    assert header.length() <= page.table.viewport().width(), (header.length(), page.table.viewport().width())


def test_the_lead_odds_hand_is_built_by_clicks(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork, None)
    page = window.lead_odds_page
    window.show_tab("lead-odds")
    for _ in range(3):
        qtbot.mouseClick(page.palette_buttons[0], Qt.MouseButton.LeftButton)  # 6-6: two copies only
    assert [str(t) for t in page.tiles] == ["6-6", "6-6"]
    assert not page.palette_buttons[0].isEnabled()
    qtbot.waitUntil(lambda: page.odds is not None and len(page.odds.tiles) == 2, timeout=20_000)
    qtbot.mouseClick(page.hand_buttons[0], Qt.MouseButton.LeftButton)
    assert [str(t) for t in page.tiles] == ["6-6"]
    qtbot.waitUntil(lambda: page.odds is not None and len(page.odds.tiles) == 1, timeout=20_000)


def last_trick_view() -> tuple[Any, Move]:
    """The rules' worked hand with early death off, West to play the last trick: his 6-6 face up
    would win; face down he gives the trick and the hand away."""
    hand = full_hand(Rules(early_death=False))
    play(hand, "up 4-2 2-1", "down 5-1 5-1", "down 3-3 4-1", "down 6-1 6-4")
    play(hand, "up 2-2 2-2", "down 6-4 6-5", "up 5-5 5-5", "up 1-1 1-1")
    play(hand, "up 6-6 6-3 5-4", "down 6-1 3-1 4-3", "down 6-5 3-3 3-2", "down 5-2 4-4 5-3")
    play(hand, "up 4-4", "down 6-2", "down 3-1")
    return hand.view(2), Move(T("6-6"), False)


def test_the_advisor_judges_in_a_worker_thread(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[int] = []
    release = threading.Event()
    real: Callable[..., Any] = judge_play

    def judged(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        release.wait(10)  # held until the GUI thread has shown it goes on
        return real(*args, **kwargs)

    monkeypatch.setattr(advisor_module, "judge_play", judged)
    advisor = TrickAdvisor(samples=SAMPLES)
    line = AdviceLine()
    qtbot.addWidget(line)
    advisor.busy_changed.connect(line.show_busy)
    advisor.verdict_ready.connect(line.show_verdict)
    view, move = last_trick_view()
    with qtbot.waitSignal(advisor.verdict_ready, timeout=20_000) as blocker:
        advisor.judge(view, move)
        # judge returned while the worker is still held: the GUI thread was not blocked.
        assert advisor.busy and "Weighing" in line.text()
        release.set()
    verdict = blocker.args[0]
    assert threads and threads[0] != threading.get_ident()
    assert verdict == real(view, move, samples=SAMPLES, seed=0)
    assert not advisor.busy and advisor.last == verdict
    assert verdict.flagged and verdict.reason is not None and verdict.reason.code is ReasonCode.LAST_TRICK
    text = line.text()
    assert "Best: 6-6 face up" in text and reason_text(verdict.reason) in text
    assert text.count("Your last play:") == 1  # the box is about the play just made


def test_a_play_only_worth_less_is_not_said_twice(qtbot: QtBot) -> None:
    from paigow_desktop.games.tiengow.advice import MoveValue, PlayVerdict, Reason

    line = AdviceLine()
    qtbot.addWidget(line)
    chosen, best = MoveValue(Move(T("6-4 5-2"), False), -2.0, 0.5), MoveValue(Move(T("6-4"), True), 1.8, 0.5)
    reason = Reason(ReasonCode.WORTH_MORE, (), best.move, 3.8)
    line.show_verdict(PlayVerdict(chosen, best, (best, chosen), 3.8, 1.4, True, reason, 48, 0))
    text = line.text()
    assert "Clearly worse" in text and "Your last play: 6-4 5-2 face down" in text
    assert "Best: 6-4 face up (+3.8 pts" in text and "was worth" not in text


def test_a_forced_play_is_said_to_be_the_only_one(qtbot: QtBot) -> None:
    # A last tile that had to go down read "the best found … ± 0.0", as if others were weighed.
    from paigow_desktop.games.tiengow.advice import MoveValue, PlayVerdict

    line = AdviceLine()
    qtbot.addWidget(line)
    only = MoveValue(Move(T("4-1"), False), -2.0, 0.0)
    line.show_verdict(PlayVerdict(only, only, (only,), 0.0, 0.0, False, None, 48, 0))
    assert "the only one you could make" in line.text() and "best found" not in line.text()


def test_about_as_good_stands_beside_a_margin_at_least_the_difference(qtbot: QtBot) -> None:
    # It read "+2.3 pts ± 1.8 over yours" under "About as good … (within the estimate's error)":
    # the ± shown was a standard error, the judgement used the 95% margin.
    from paigow_desktop.games.tiengow.advice import MoveValue, PlayVerdict, Z

    line = AdviceLine()
    qtbot.addWidget(line)
    chosen, best = MoveValue(Move(T("6-4 5-2"), False), -0.5, 1.3), MoveValue(Move(T("6-4"), True), 1.8, 1.3)
    margin = Z * math.hypot(best.error, chosen.error)
    assert margin >= 2.3
    line.show_verdict(PlayVerdict(chosen, best, (best, chosen), 2.3, margin, False, None, 48, 0))
    text = line.text()
    assert "About as good" in text and f"(+2.3 pts ± {margin:.1f} over yours)" in text
    line.show_verdict(PlayVerdict(best, best, (best, chosen), 0.0, margin, False, None, 48, 0))
    assert f"(+1.8 pts on average ± {Z * best.error:.1f})" in line.text()


def test_a_strong_tile_put_down_is_not_said_to_be_spent_on_the_trick() -> None:
    # A discard against a better discard read "You spent 4-3, stronger than this trick needed."
    from paigow_desktop.games.tiengow.advice import Reason

    down = Reason(ReasonCode.WASTED_STRONG, T("4-3"), Move(T("2-1"), False), 1.2)
    assert reason_text(down) == "You put down 4-3, a tile worth more kept than 2-1."
    beat = Reason(ReasonCode.WASTED_STRONG, T("6-6"), Move(T("5-5"), True), 1.2)
    assert reason_text(beat) == "You spent 6-6, stronger than this trick needed."


def test_a_newer_judgement_replaces_an_older_one(qtbot: QtBot) -> None:
    advisor = TrickAdvisor(samples=SAMPLES)
    view, move = last_trick_view()
    received: list[object] = []
    advisor.verdict_ready.connect(received.append)
    advisor.judge(view, move)
    best = Move(T("6-6"), True)
    with qtbot.waitSignal(advisor.verdict_ready, timeout=20_000) as blocker:
        advisor.judge(view, best)
    assert blocker.args[0].chosen.move == best and not blocker.args[0].flagged
    qtbot.waitUntil(lambda: advisor.background.pool.activeThreadCount() == 0, timeout=20_000)
    assert len(received) == 1  # the first answer was dropped


def test_an_illegal_play_is_reported(qtbot: QtBot) -> None:
    advisor = TrickAdvisor(samples=SAMPLES)
    view, _ = last_trick_view()
    with qtbot.waitSignal(advisor.failed, timeout=20_000) as blocker:
        advisor.judge(view, Move(T("5-5"), False))  # West holds no 5-5
    assert "not a legal play" in blocker.args[0]
    assert not advisor.busy


def test_the_keys_line_names_as_many_answers_as_the_question_has(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = open_window(qtbot, artwork, None)
    page = window.drill_page
    seen = set()
    for _ in range(12):
        assert page.question is not None
        count = len(page.question.choices)
        seen.add(count)
        assert f"1–{count} answer" in page.keys.text()
        page.ask()
    assert len(seen) > 1  # questions of two and of more answers both came


def test_the_trainers_tiles_are_named_in_every_language(qtbot: QtBot, artwork: SceneArtwork) -> None:
    from PySide6.QtWidgets import QLabel

    from paigow_desktop.tiles.tile import FULL_SET
    from paigow_desktop.ui.games.tiengow.trainer.common import TileRow

    row = TileRow(artwork, 30)
    qtbot.addWidget(row)
    tile = FULL_SET[0]
    row.show_tiles("Dealt", [tile])
    label = next(w for w in row.findChildren(QLabel) if w is not row.caption)
    # The Chinese name is there for a Chinese reader (it was English only).
    assert tile.chinese_name in label.toolTip() and tile.english_name in label.toolTip()
    assert label.accessibleName().startswith(str(tile))
