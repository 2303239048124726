"""The Pai Gow Poker table (offscreen): the deal, setting your hand by mouse, keys and the house
way, the foul check, the showdown and the ledger, replays, the words' size and the game swap."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from played_out_helpers import told_at_the_next_start_only
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible, QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow_poker.cards import Card, parse_cards
from paigow_desktop.games.paigow_poker.hands import high_name, low_name
from paigow_desktop.games.paigow_poker.house_way import rule_title, set_hand
from paigow_desktop.games.paigow_poker.round import DEALER
from paigow_desktop.games.paigow_poker.setting import Setting, settings_of
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import AppData, Store, open_app_data
from paigow_desktop.ui.app import AppOptions, Tables, build_table
from paigow_desktop.ui.games import game_ui
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.scene import BANNER, PokerScene
from paigow_desktop.ui.games.paigow_poker.window import PokerWindow
from paigow_desktop.ui.names import without_joiners
from paigow_desktop.ui.timings import Speed

#: Deal 5's cards for you (place 4), as the row shows them: no pair, so the two lowest go low.
DEAL_5 = parse_cards("Kh Jh Tc 8s 5h 3d 2s")


def pump() -> None:
    """Handle every event already posted, with no timer."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def open_table(
    qtbot: QtBot,
    *,
    seed: int = 5,
    size: tuple[int, int] = (1280, 800),
    data: AppData | None = None,
    speed: Speed = Speed.INSTANT,
) -> PokerWindow:
    window = build_table(AppOptions(seed=seed, speed=speed, size=size), data, "paigow_poker")
    assert isinstance(window, PokerWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def dealt(qtbot: QtBot, **kwargs: object) -> PokerWindow:
    window = open_table(qtbot, **kwargs)  # type: ignore[arg-type]
    assert window.controller.new_hand()
    assert window.controller.stage is Stage.SETTING  # speed 0: the deal ran at once
    return window


def mouse_drag(window: PokerWindow, card: Card, target: QPointF) -> None:
    """Press on ``card``, move in steps to ``target`` and let go, on the view's viewport."""
    port = window.view.viewport()
    here = window.view.mapFromScene(window.scene.cards[card].scenePos())
    there = window.view.mapFromScene(target)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
    for step in range(1, 7):
        QTest.mouseMove(port, QPoint(here + (there - here) * step / 6))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, there)
    pump()


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


def test_pai_gow_poker_is_registered_after_tien_gow_and_builds_its_table(qtbot: QtBot) -> None:
    assert REGISTRY.keys() == ("paigow", "tiengow", "paigow_poker")
    game = REGISTRY.get("paigow_poker")
    assert game.name == "Pai Gow Poker" and game.chinese_name == "牌九撲克"
    assert game.places == 7 and game.cli_namespace == "poker" and game.rules_page == "poker"
    window = game_ui("paigow_poker").build_window(AppOptions(seed=3, speed=Speed.INSTANT), None)
    assert isinstance(window, PokerWindow)
    qtbot.addWidget(window)
    assert window.game_key == "paigow_poker" and window.controller.stage is Stage.IDLE
    assert window.game_actions["paigow_poker"].isChecked()


def test_the_deal_gives_you_seven_cards_face_up_and_the_others_seven_face_down(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    c, scene = window.controller, window.scene
    assert c.cards() == DEAL_5 and scene.low == [] and scene.high() == list(DEAL_5)
    game = c.round
    assert game is not None and game.dealt is not None
    assert set(game.dealt.occupied) == {DEALER, 2, 3, 4, 5}
    for place in game.dealt.occupied:
        faces = {scene.cards[card].face_up for card in game.dealt.cards_of(place)}
        assert faces == ({True} if place == c.me else {False}), place
    assert all(scene.cards[card].isVisible() for card in game.dealt.deck)
    assert not window.confirm_button.isEnabled() and window.house_button.isEnabled()


def test_dragging_two_cards_to_the_low_hand_names_both_hands(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    scene = window.scene
    low_middle = scene.low_area.rect.center()
    for card in DEAL_5[-2:]:
        mouse_drag(window, card, low_middle)
    assert scene.low == list(DEAL_5[-2:])
    setting = Setting.with_low(DEAL_5, DEAL_5[-2:])
    expected = f"High: {high_name(setting.high_value)[0].upper()}"
    assert window.preview_label.text().startswith(expected)
    assert low_name(setting.low_value) in window.preview_label.text()  # "3-2"
    assert window.confirm_button.isEnabled() and window.reason_label.text() == ""
    mouse_drag(window, DEAL_5[-1], scene.high_area.rect.center())  # and one back
    assert scene.low == [DEAL_5[-2]] and not window.confirm_button.isEnabled()


def test_a_foul_is_shown_and_cannot_be_confirmed(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    foul = next(s for s in settings_of(DEAL_5) if s.foul)
    window.scene.arrange(foul.low)
    assert window.controller.setting() == foul
    assert not window.confirm_button.isEnabled() and not window.controller.confirm()
    assert "Foul" in window.reason_label.text() and "foul" in window.scene.low_area.caption
    assert window.scene.low_area.warning  # in red on the felt, as README says (it was gold)
    assert window.scene.banner.isVisible() and "Foul" in window.scene.banner.text
    pump()
    # Two cards are in the low hand: the panel no longer says to put two there.
    assert window.stage_label.text() == "Move cards to change your setting: it cannot be played as it is."
    window.house_button.click()  # mended: the words go
    assert not window.scene.banner.isVisible() and window.confirm_button.isEnabled()
    pump()
    assert window.stage_label.text() == "Confirm (Enter), or move cards to change your setting."
    assert not window.scene.low_area.warning
    assert window.controller.stage is Stage.SETTING


def test_the_house_way_button_sets_the_house_way(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    window.house_button.click()
    decision = set_hand(DEAL_5)
    assert window.controller.setting() == decision.setting
    assert sorted(window.scene.low) == sorted(decision.setting.low)
    assert window.confirm_button.isEnabled()
    assert rule_title(decision.rule) in window.statusBar().currentMessage()  # the rule in words


def test_a_confirmed_hand_is_shown_down_and_moves_the_ledger_as_the_engine_settles(
    qtbot: QtBot, data: AppData
) -> None:
    window = open_table(qtbot, seed=21, data=data)
    c = window.controller
    before = data.store.bankroll_cents()
    assert c.new_hand()
    assert data.store.bankroll_cents() == before - c.bet_cents  # the stake goes down at the deal
    window.house_button.click()
    window.confirm_button.click()
    assert c.stage is Stage.OVER and c.round is not None
    settlement = c.round.settlement
    assert settlement is not None and settlement.balanced
    mine = settlement.place(c.me)
    assert data.store.bankroll_cents() - before == mine.net_cents
    rounds = data.store.rounds(1, game="paigow_poker")
    assert rounds[0].state == "settled"
    story = window.scene.showdown.story
    assert story is not None and window.scene.showdown.isVisible()
    assert story.net_cents == mine.net_cents
    for line in story.lines:  # who took each hand, in the words Pai Gow's banner uses
        assert line.verdict == "you win it" if line.yours_won else line.verdict.endswith("the banker wins it")
    dealer = c.round.hand_set(DEALER)
    assert dealer is not None and dealer.rule and rule_title(dealer.rule) in window.scene.showdown.advice
    deal = c.round.dealt
    assert deal is not None
    for place in deal.occupied:  # every hand in play turned up; the set-aside ones stay down
        assert all(window.scene.cards[card].face_up for card in deal.cards_of(place)), place
    assert not any(window.scene.cards[card].face_up for hand in deal.set_aside.values() for card in hand)
    for line in settlement.places:
        if line.result is not None:
            assert window.scene.plates[line.place].result, line.place


def test_a_hand_played_with_the_keys_only(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    c, view = window.controller, window.view
    for key in (Qt.Key.Key_6, Qt.Key.Key_7):
        QTest.keyClick(view, key)
    assert window.scene.picked == list(DEAL_5[-2:])
    QTest.keyClick(view, Qt.Key.Key_L)
    assert window.scene.low == list(DEAL_5[-2:]) and c.can_confirm()
    QTest.keyClick(view, Qt.Key.Key_1)  # pick the king: Enter moves it (a low hand of two: refused)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.scene.low == list(DEAL_5[-2:]) and "two cards" in window.statusBar().currentMessage()
    QTest.keyClick(view, Qt.Key.Key_1)  # put it back; Enter now confirms
    assert window.confirm_action.shortcut().toString() == "Return"  # as Hand › Confirm shows it
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert c.stage is Stage.OVER
    assert c.round is not None and c.round.hand_set(c.me).setting.low == DEAL_5[-2:]  # type: ignore[union-attr]


def test_the_h_key_sets_by_the_house_way_and_space_confirms(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert window.controller.setting() == set_hand(DEAL_5).setting
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert window.controller.stage is Stage.OVER


def test_replaying_a_deal_gives_the_same_cards_and_dice(qtbot: QtBot) -> None:
    window = dealt(qtbot, seed=44)
    c = window.controller
    assert c.round is not None
    first = c.round.dealt
    c.set_house_way()
    assert c.confirm()
    window.replay_action.trigger()
    assert c.stage is Stage.SETTING and c.seed == 44 and c.round.dealt == first
    assert window.new_hand_action.isEnabled() is False
    other = open_table(qtbot, seed=7)
    assert other.controller.new_hand(44)
    assert other.controller.round is not None and other.controller.round.dealt == first
    c.set_house_way()
    assert c.confirm()
    assert c.new_hand() and c.seed == 45  # the numbers go on after a replay


def test_a_replay_is_practice_and_moves_no_money(qtbot: QtBot, data: AppData) -> None:
    window = open_table(qtbot, seed=21, data=data)
    c = window.controller
    assert c.new_hand()
    c.set_house_way()
    assert c.confirm()
    bankroll, rounds = data.store.bankroll_cents(), len(data.store.rounds(100, game="paigow_poker"))
    window.replay_action.trigger()
    assert c.practice and "practice" in window.deal_label.text()
    assert data.store.bankroll_cents() == bankroll  # nothing staked
    c.set_house_way()
    assert c.confirm()
    assert data.store.bankroll_cents() == bankroll
    assert len(data.store.rounds(100, game="paigow_poker")) == rounds
    story = window.scene.showdown.story
    assert story is not None and story.money.startswith("Practice, no money moved: ")
    assert c.new_hand() and not c.practice and data.store.bankroll_cents() == bankroll - c.bet_cents


@pytest.mark.parametrize("speed", [Speed.INSTANT, Speed.FAST])
def test_the_panel_tells_the_whole_story_of_the_last_hand(qtbot: QtBot, speed: Speed) -> None:
    # It stayed empty: the panel was filled when the hand ended, before the hands were turned up.
    window = open_table(qtbot, seed=21, speed=speed)
    c = window.controller
    assert c.new_hand()
    window.skip_action.trigger()
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING)
    window.house_button.click()
    window.confirm_button.click()
    assert c.stage is Stage.OVER
    qtbot.waitUntil(lambda: window.scene.showdown.story is not None)
    story, banner = window.scene.showdown.story, window.scene.showdown
    assert story is not None
    said = without_joiners(window.result_label.text())
    for words in (story.heading, story.money, banner.advice, *(line.bankers for line in story.lines)):
        assert words and words in said
    assert c.new_hand() and window.result_label.text() == ""  # the next hand: nothing told yet


def test_an_animated_deal_is_skipped_with_esc_and_the_keys_wait_for_it(qtbot: QtBot) -> None:
    window = open_table(qtbot, speed=Speed.FAST)
    c = window.controller
    assert c.new_hand()
    assert c.stage is Stage.DEALING and window.scene.animator.busy
    window.scene.toggle(0)
    assert window.scene.picked == []  # nothing to pick while the cards fly
    window.skip_action.trigger()
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING, timeout=10_000)
    assert all(window.scene.cards[card].face_up for card in DEAL_5)


def test_leaving_mid_hand_plays_it_out_by_the_house_way(qtbot: QtBot, tmp_path: Path) -> None:
    """Quit with your cards dealt and unset: they are set by the house way and the hand is
    settled, as for a player who walks away; the next start has nothing to refund."""
    data = open_app_data(tmp_path)
    try:
        window = open_table(qtbot, data=data, speed=Speed.FAST)
        c = window.controller
        assert c.new_hand() and data.store.open_rounds() == 1  # still dealing
        window.close()
        assert c.stage is Stage.OVER and c.round is not None
        assert c.setting() == set_hand(c.cards(), c.rules).setting
        assert data.store.open_rounds() == 0
        assert data.store.bankroll_cents() == 100_000 + c.settlement.place(c.me).net_cents  # type: ignore[union-attr]
    finally:
        data.close()
    again = open_app_data(tmp_path)
    try:
        assert len(again.store.refunded) == 0
        (row,) = again.store.rounds(1)
    finally:
        again.close()
    # The next start says so, once: the bankroll had simply changed, without a word.
    said = f"When you left, deal #{row.seed} was played out by the house way: net "
    told_at_the_next_start_only(tmp_path, lambda data: open_table(qtbot, data=data, speed=Speed.FAST), said)


def test_a_hand_cut_off_by_a_crash_is_refunded_at_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store(tmp_path)
    before = store.bankroll_cents()
    window = open_table(qtbot)
    window.controller.store = store
    assert window.controller.new_hand() and store.open_rounds() == 1
    store.close()  # the program dies with your hand unset
    again = Store(tmp_path)
    try:
        assert len(again.refunded) == 1 and again.bankroll_cents() == before
        assert again.rounds(1, game="paigow_poker")[0].state == "refunded"
    finally:
        again.close()


def words_below_the_desktop_size(window: PokerWindow) -> list[str]:
    wanted = QFontInfo(QApplication.font()).pixelSize()
    zoom = window.view.transform().m11()
    found = []
    for item in window.scene.text_items():
        for font in item.text_fonts():  # type: ignore[attr-defined]
            if QFontInfo(font).pixelSize() * zoom < wanted:
                found.append(type(item).__name__)
    return found


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_words_on_the_felt_keep_the_desktop_size_and_the_plates_stay_apart(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = dealt(qtbot, size=size)
    window.controller.set_house_way()
    assert window.controller.confirm()
    pump()
    scene = window.scene
    assert len(scene.text_items()) >= 7 + 2 + 1  # the plates, your two hands, the banner
    assert words_below_the_desktop_size(window) == []
    assert scene.sceneRect().width() == window.view.viewport().width()
    plates = [p.sceneBoundingRect() for p in scene.plates]
    for index, plate in enumerate(plates):
        assert not any(plate.intersects(other) for other in plates[index + 1 :])
    for card in DEAL_5:  # your cards stay inside the view
        assert scene.sceneRect().contains(scene.cards[card].sceneBoundingRect())


def covered_by(scene: PokerScene, banner: QRectF) -> float:
    """How much of the places' cards and plates ``banner`` covers, in square pixels."""
    rects = [c.sceneBoundingRect() for c in scene.cards.values() if c.isVisible()]
    rects += [p.mapRectToScene(p.plate_rect()) for p in scene.plates if p.isVisible()]
    return sum(both.width() * both.height() for both in (banner.intersected(r) for r in rects))


@pytest.mark.parametrize(("size", "seed"), [((1280, 800), 5), ((1280, 800), 8), ((1280, 800), 13)])
def test_the_showdown_banner_covers_no_cards_and_no_plate_where_there_is_room(
    qtbot: QtBot, size: tuple[int, int], seed: int
) -> None:
    window = dealt(qtbot, size=size, seed=seed)
    window.controller.set_house_way()
    assert window.controller.confirm()
    pump()
    scene = window.scene
    assert scene.showdown.isVisible() and sum(c.isVisible() for c in scene.cards.values()) >= 14
    assert covered_by(scene, scene.showdown.sceneBoundingRect()) == 0
    window.resize(1400, 900)  # laid out again for the new size, still clear
    pump()
    assert covered_by(scene, scene.showdown.sceneBoundingRect()) == 0


@pytest.mark.parametrize("seed", [5, 8, 13])
def test_a_banner_wider_than_the_room_covers_less_than_in_the_middle(qtbot: QtBot, seed: int) -> None:
    # At 1024x700 the banners are wider than the gap between the side places' cards (deal 5's
    # covered the left place's cards before it was placed).
    window = dealt(qtbot, size=(1024, 700), seed=seed)
    window.controller.set_house_way()
    assert window.controller.confirm()
    pump()
    scene = window.scene
    banner = scene.showdown.sceneBoundingRect()
    middle = banner.translated(scene.lay.point(BANNER) - scene.showdown.pos())
    # No more than in the middle, and less where the middle has no room for it (it says less
    # where it must, and then often fits the middle).
    covered = covered_by(scene, banner)
    assert covered <= covered_by(scene, middle)
    assert covered == 0 or covered < covered_by(scene, middle)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_no_place_s_cards_cover_its_plate(qtbot: QtBot, size: tuple[int, int]) -> None:
    # At 1024x700 the left place's cards lay over its plate: the plate's words keep the desktop's
    # size while the table shrinks.
    window = dealt(qtbot, size=size, seed=5)
    scene = window.scene
    for shown in (False, True):
        for item, spot in scene.card_spots.items():
            if spot.kind == "hand" and item.isVisible():
                plate = scene.plates[spot.a]
                assert not item.sceneBoundingRect().intersects(plate.mapRectToScene(plate.plate_rect()))
        if not shown:
            window.controller.set_house_way()
            assert window.controller.confirm()
            pump()


def test_new_game_swaps_in_pai_gow_poker_and_waits_for_the_end_of_a_hand(qtbot: QtBot) -> None:
    tables = Tables(AppOptions(seed=5, speed=Speed.INSTANT, size=(1100, 760)), None)
    first = tables.window
    first.show()
    first.game_actions["paigow_poker"].trigger()  # type: ignore[attr-defined]
    poker = tables.window
    assert isinstance(poker, PokerWindow) and poker is not first
    assert poker.isVisible() and poker.geometry() == first.geometry()
    assert poker.controller.new_hand()
    poker.game_actions["tiengow"].trigger()  # not in the middle of a hand
    assert tables.window is poker and "Finish this hand" in poker.statusBar().currentMessage()
    poker.controller.set_house_way()
    assert poker.controller.confirm()
    poker.game_actions["tiengow"].trigger()
    third = tables.window
    qtbot.addWidget(third)  # type: ignore[arg-type]
    assert third.game_key == "tiengow"


def test_a_screen_reader_hears_the_places_your_hands_and_each_card(qtbot: QtBot) -> None:
    QAccessible.setActive(True)  # as when a screen reader is running
    try:
        window = dealt(qtbot)
        window.scene.arrange(DEAL_5[-2:])
        table = QAccessible.queryAccessibleInterface(window.view)
        assert table is not None
        parts = [table.child(i) for i in range(table.childCount())]
        words = {p.text(QAccessible.Text.Name): p.text(QAccessible.Text.Description) for p in parts if p}
        assert {"You", "Dealer", "Seat 2", "Low hand", "High hand"} <= set(words)
        assert words["Card 1: king of hearts"] == "in the high hand"
        assert words["Card 7: two of spades"] == "in the low hand"
        assert "three of diamonds, two of spades" in words["Low hand"] and "3-2" in words["Low hand"]
        cards = [p for p in parts if p and p.role() == QAccessible.Role.Button]
        assert len(cards) == 7
    finally:
        QAccessible.setActive(False)


def test_a_click_on_the_felt_finishes_the_deal(qtbot: QtBot) -> None:
    window = open_table(qtbot, speed=Speed.SLOW)
    c = window.controller
    assert c.new_hand() and window.scene.animator.busy
    corner = window.view.mapFromScene(QPointF(4, 4))  # the felt's edge: no card there
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
    )
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING, timeout=10_000)
    assert not window.scene.animator.busy


def test_the_bet_is_chosen_in_the_game_menu_kept_in_the_settings_and_counts_from_the_next_hand(
    qtbot: QtBot, data: AppData
) -> None:
    window = dealt(qtbot, data=data)
    c = window.controller
    window.bet_actions[2500].trigger()
    assert c.bet_cents == 1000 and "next hand" in window.statusBar().currentMessage()
    assert window.settings.game_section("paigow_poker")["bet_cents"] == 2500
    c.set_house_way()
    assert c.confirm()
    before = data.store.bankroll_cents()
    assert c.new_hand()
    assert c.bet_cents == 2500 and data.store.bankroll_cents() == before - 2500


def test_the_panel_says_what_to_do_once(qtbot: QtBot) -> None:
    # Before any card is in the low hand, the panel said "put two cards in the low hand" twice.
    window = dealt(qtbot)
    lines = [w.text() for w in (window.stage_label, window.preview_label, window.reason_label)]
    assert sum("low hand" in line for line in lines) == 1, lines


def test_clear_the_low_hand_is_offered_only_when_there_is_something_to_clear(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    assert window.scene.low == [] and not window.clear_button.isEnabled()
    for key in (Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_L):
        QTest.keyClick(window.view, key)
    assert window.scene.low and window.clear_button.isEnabled()
    window.clear_button.click()
    assert window.scene.low == [] and not window.clear_button.isEnabled()


def test_space_with_a_card_picked_moves_it_and_never_plays_the_hand(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    c, view = window.controller, window.view
    QTest.keyClick(view, Qt.Key.Key_H)  # a hand that could be confirmed
    assert c.can_confirm()
    low = list(window.scene.low)
    QTest.keyClick(view, Qt.Key.Key_1)  # a card picked: Space moves it, as at the tiles table
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert c.stage is not Stage.OVER
    # The king to a low hand of two already: the move is refused, and said; nothing is played.
    assert window.scene.low == low and "two cards" in window.statusBar().currentMessage()


def test_cards_are_shown_as_their_faces_show_them() -> None:
    from paigow_desktop.games.paigow_poker.cards import parse_cards
    from paigow_desktop.ui.games.paigow_poker.words import cards_shown

    assert cards_shown(parse_cards("Qs Tc 3h 9d JK")) == "Q♠ 10♣ 3♥ 9♦ joker"


def test_a_short_window_scrolls_the_panel_instead_of_cutting_its_last_lines(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QScrollArea

    window = dealt(qtbot)
    window.controller.set_house_way()
    assert window.controller.confirm()  # the hand's whole story is told in the panel now
    pump()
    window.resize(900, 360)
    window.show()
    qtbot.waitExposed(window)
    scroller = window.panel.parentWidget().parentWidget()
    assert isinstance(scroller, QScrollArea)
    qtbot.waitUntil(lambda: scroller.verticalScrollBar().maximum() > 0)
    # The panel keeps the height its lines need: they are scrolled to, never squeezed away.
    assert window.panel.height() >= window.panel.minimumSizeHint().height()
    assert window.panel.width() + scroller.verticalScrollBar().sizeHint().width() <= scroller.width()


def test_a_click_on_the_panels_blank_space_leaves_the_keys_with_the_table(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    window.show()
    qtbot.waitExposed(window)
    window.view.setFocus()
    panel = window.panel
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton, pos=QPoint(panel.width() - 4, panel.height() - 4))
    QTest.keyClick(window.view, Qt.Key.Key_7)  # pick a card, then Space moves it to the low hand
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Space)
    assert window.scene.low == [DEAL_5[-1]]


def test_a_screen_reader_hears_your_cards_in_words_not_codes(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    said = window.scene.describe()
    assert "king of hearts" in said and "ten of clubs" in said
    assert "Kh" not in said and "Tc" not in said


def test_a_card_dropped_on_a_full_low_hand_takes_the_place_of_the_nearer_one(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    scene = window.scene
    scene.arrange(DEAL_5[-2:])  # 3d 2s low
    first, second = scene.low
    # The king let go over the second low card: it goes low there, and that card goes high.
    mouse_drag(window, DEAL_5[0], scene.cards[second].scenePos())
    assert scene.low == [first, DEAL_5[0]]
    assert second in scene.high()


def test_a_refusal_leaves_the_status_line_once_the_hands_change(qtbot: QtBot) -> None:
    window = dealt(qtbot)
    c = window.controller
    foul = next(s for s in settings_of(DEAL_5) if s.foul)
    legal = next(s for s in settings_of(DEAL_5) if not s.foul)
    window.scene.arrange(foul.low)
    assert not c.confirm()
    assert window.statusBar().currentMessage().startswith("Not yet: Foul")
    window.scene.arrange(legal.low)  # mended
    assert window.statusBar().currentMessage() == c.setting_words()
