"""The trainer at the Pai Gow Poker table: a confirmed setting is weighed off the GUI thread and a
weak one flagged in the side panel with what it gives up; Help › Trainer opens the trainer."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.analysis import analyze
from paigow_desktop.games.paigow_poker.cards import parse_cards
from tests.paigow_poker.ui.test_table_window import DEAL_5, dealt


def test_a_weak_setting_is_flagged_with_what_it_gives_up(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    assert sorted(window.controller.cards()) == sorted(DEAL_5)
    window.scene.arrange(parse_cards("3d 2s"))  # the two lowest cards low: far from the best
    with qtbot.waitSignal(window.advice.advisor.verdict_ready, timeout=60_000) as got:
        assert window.controller.confirm()
    verdict = got.args[0]
    analysis = analyze(DEAL_5)
    chosen = next(s for s in analysis.settings if sorted(s.setting.low) == sorted(parse_cards("3d 2s")))
    assert verdict.flagged
    assert verdict.given_up == analysis.best.ev - chosen.ev > 0
    assert "per 100" in window.advice.line.text() and verdict.reason


def test_the_best_setting_is_not_flagged_and_a_new_hand_clears_the_line(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    best = analyze(DEAL_5).best.setting
    window.scene.arrange(best.low)
    with qtbot.waitSignal(window.advice.advisor.verdict_ready, timeout=60_000) as got:
        assert window.controller.confirm()
    assert not got.args[0].flagged
    assert "best" in window.advice.line.text()
    assert window.controller.new_hand()
    assert window.advice.line.text() == ""


def test_with_the_advice_off_nothing_is_shown_but_the_hand_is_weighed_for_its_record(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    window.advice_action.trigger()  # Ctrl+T: off
    assert not window.advice_action.isChecked()
    window.scene.arrange(parse_cards("3d 2s"))
    with qtbot.waitSignal(window.advice.advisor.verdict_ready, timeout=60_000) as got:
        assert window.controller.confirm()
        assert window.advice.line.text() == ""  # not even "Weighing your setting…"
    assert window.advice.line.text() == ""
    kept = window.controller.store.rounds(limit=1)[0].history
    assert kept is not None and kept["ev_given_up"] == float(got.args[0].given_up) > 0
    with qtbot.waitSignal(window.advice.advisor.verdict_ready, timeout=60_000):
        window.advice_action.trigger()  # on again: the hand just played is weighed at once
    assert "per 100" in window.advice.line.text()
    assert window.controller.store.rounds(limit=1)[0].history == kept  # recorded once


def test_the_trainer_menu_opens_the_trainer_window(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    assert window.trainer_window is None
    window.trainer_window_action.trigger()
    assert window.trainer_window is not None and window.trainer_window.isVisible()
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert window.trainer_window_action in menus["&Trainer"].actions()


def test_the_rules_page_shows_the_deck_drawn_by_the_card_renderer(qtbot: QtBot) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QPixmap, QTextDocument

    from paigow_desktop.ui.games.paigow_poker.card_art import card_height
    from paigow_desktop.ui.games.paigow_poker.window import DECK_CARD_WIDTH, DECK_PICTURE

    window = dealt(qtbot)
    window.rules_action.trigger()
    page = window.rules_window
    assert page is not None and page.isVisible()
    document = page.browser.document()
    assert DECK_PICTURE in document.toMarkdown()  # the page names the picture...
    picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(DECK_PICTURE))
    assert isinstance(picture, QPixmap)  # ...and it is there: 13 columns, 5 rows of cards
    dpr = picture.devicePixelRatio()
    assert picture.width() / dpr > 13 * DECK_CARD_WIDTH
    assert picture.height() / dpr > 5 * card_height(DECK_CARD_WIDTH)
