"""The Pai Gow Poker advisor and the "What the numbers show" tab, offscreen: the advisor judges in a
worker thread and flags a weak setting (not the best one); every figure the tab shows is one the
app works out itself."""

from __future__ import annotations

import random
import re
import threading
from fractions import Fraction
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.analysis import analyze
from paigow_desktop.games.paigow_poker.cards import parse_cards
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.setting import Setting, settings_of
from paigow_desktop.games.paigow_poker.trainer import Reason
from paigow_desktop.ui.games.paigow_poker.trainer import (
    PokerAdviceLine,
    PokerAdvisor,
    PokerTrainerWindow,
    PokerVerdict,
    reason_text,
)
from paigow_desktop.ui.games.paigow_poker.trainer import advisor as advisor_module
from paigow_desktop.ui.games.paigow_poker.trainer.numbers_page import SAMPLE_HANDS
from paigow_desktop.ui.games.paigow_poker.words import rule_words
from paigow_desktop.ui.qt_art import SceneArtwork

SLOW = 60_000
#: Two pair, aces and sevens: the house way and the best split them (sevens low).
TWO_PAIR = parse_cards("As Ah 7c 7d Kd 9s 3h")


def judged(qtbot: QtBot, advisor: PokerAdvisor, setting: Setting) -> PokerVerdict:
    with qtbot.waitSignal(advisor.verdict_ready, timeout=SLOW) as blocker:
        advisor.judge(TWO_PAIR, setting)
        assert advisor.busy  # judge came back at once
    verdict = blocker.args[0] if blocker.args else None
    assert isinstance(verdict, PokerVerdict)
    return verdict


def test_the_advisor_flags_a_weak_setting_with_why(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[threading.Thread] = []
    real = advisor_module.judge_cards

    def spy(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(advisor_module, "judge_cards", spy)
    advisor = PokerAdvisor()
    keep_pairs = Setting.with_low(TWO_PAIR, parse_cards("Kd 9s"))
    verdict = judged(qtbot, advisor, keep_pairs)
    best = analyze(TWO_PAIR).best
    chosen = next(s for s in analyze(TWO_PAIR).settings if s.setting.values == keep_pairs.values)
    assert verdict.flagged and verdict.verdict.reason is Reason.SPLIT_PAIRS
    assert verdict.given_up == best.ev - chosen.ev > 0
    assert verdict.reason == reason_text(Reason.SPLIT_PAIRS, verdict.verdict) and "7" in verdict.reason
    assert advisor.last is verdict and not advisor.busy
    assert threads and all(t is not threading.main_thread() for t in threads)
    line = PokerAdviceLine()
    line.show_verdict(verdict)
    assert "Gives up" in line.text() and f"{float(verdict.given_up) * 100:.2f}" in line.text()


def test_the_advisor_does_not_flag_the_best_setting(qtbot: QtBot) -> None:
    advisor = PokerAdvisor()
    best = analyze(TWO_PAIR).best.setting
    verdict = judged(qtbot, advisor, best)
    assert not verdict.flagged and verdict.given_up == 0 and verdict.reason == ""
    line = PokerAdviceLine()
    line.show_verdict(verdict)
    assert "best setting" in line.text() and "Gives up" not in line.text()
    # A right answer teaches the rule too, when the house way plays it so.
    if verdict.verdict.house_way.ev >= verdict.verdict.best.ev:
        rule = rule_words(set_hand(TWO_PAIR).rule)
        assert f"The house way's rule for these cards: {rule}." in line.text()
    else:
        assert "The house way gives up" in line.text()


def test_a_foul_is_flagged_and_other_cards_fail(qtbot: QtBot) -> None:
    advisor = PokerAdvisor(commission=Fraction(0))
    foul = next(s for s in settings_of(TWO_PAIR) if s.foul)
    verdict = judged(qtbot, advisor, foul)
    assert verdict.flagged and verdict.verdict.reason is Reason.FOUL and "foul" in verdict.reason
    assert verdict.given_up == analyze(TWO_PAIR, commission=Fraction(0)).best.ev + 1
    other = Setting.with_low(parse_cards("Ks Kh 7s 7h Qd 9c 3c"), parse_cards("Qd 9c"))
    with qtbot.waitSignal(advisor.failed, timeout=SLOW) as blocker:
        advisor.judge(TWO_PAIR, other)
    assert blocker.args and "not of the cards" in str(blocker.args[0])


def test_a_new_judgement_drops_the_one_under_way(qtbot: QtBot) -> None:
    advisor = PokerAdvisor()
    got: list[PokerVerdict] = []
    advisor.verdict_ready.connect(got.append)
    advisor.judge(TWO_PAIR, Setting.with_low(TWO_PAIR, parse_cards("Kd 9s")))
    best = analyze(TWO_PAIR).best.setting
    advisor.judge(TWO_PAIR, best)
    qtbot.waitUntil(lambda: not advisor.busy, timeout=SLOW)
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()
    assert [v.setting for v in got] == [best]


def test_what_the_numbers_show_is_worked_out_by_the_app(qtbot: QtBot, artwork: SceneArtwork) -> None:
    window = PokerTrainerWindow(None, artwork, random.Random(1))
    qtbot.addWidget(window)
    window.show()
    page = window.numbers_page
    assert page.figures is None
    window.show_tab("numbers")
    qtbot.waitUntil(lambda: page.figures is not None, timeout=SLOW)
    figures = page.figures
    assert figures is not None and len(figures) == len(SAMPLE_HANDS) == page.table.rowCount()
    computed: set[str] = {str(len(figures))}
    for row, (hand, sample) in enumerate(zip(SAMPLE_HANDS, figures, strict=True)):
        player, banker = analyze(parse_cards(hand)), analyze(parse_cards(hand), bank=True)
        assert sample.best == player.best.ev and sample.house_way == player.house_way_counts.ev
        assert sample.worst == min(s.ev for s in player.settings)
        assert sample.banker == banker.house_way_counts.ev
        cell = page.table.item(row, 5)
        assert cell is not None and cell.text() == f"{float(sample.banker) * 100:+.2f}"
    spread = max(s.best - s.worst for s in figures)
    gap = max(s.best - s.house_way for s in figures)
    banker_gain = sum((s.banker - s.house_way for s in figures), Fraction(0)) / len(figures)
    for value in (spread, gap, banker_gain):
        computed.add(f"{abs(float(value)) * 100:.2f}")
    computed.add(str(sum(1 for s in figures if s.house_way == s.best)))
    computed.add(str(sum(1 for s in figures if s.banker >= s.house_way)))
    text = re.sub(r"<[^>]+>", "", page.summary.text())
    numbers = re.findall(
        r"(?<![\w.])\d+(?:\.\d+)?(?![\w])", re.sub(r"(?<![\w.])(?:10|[2-9JQKA])[♠♥♦♣]", "", text)
    )  # the cards, as shown
    assert numbers and set(numbers) - {"100"} <= computed, (numbers, computed)
