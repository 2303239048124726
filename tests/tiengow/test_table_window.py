"""The Tien Gow table (offscreen, speed 0): whole hands through the window, the ledger, what the
table may show, the computer players' threads, crashes, replays and the size of the words."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from played_out_helpers import told_at_the_next_start_only
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.games.tiengow.match import deal, next_bank
from paigow_desktop.games.tiengow.players import rule_move
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.storage import AppData, Store, open_app_data
from paigow_desktop.ui.app import AppOptions, Tables, build_table
from paigow_desktop.ui.games import game_ui
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.options import TienGowOptions, with_options
from paigow_desktop.ui.games.tiengow.window import TienGowWindow
from paigow_desktop.ui.names import points_words
from paigow_desktop.ui.timings import Speed


def settle() -> None:
    """Handle every event already posted, with no timer."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def table(
    qtbot: QtBot,
    *,
    seed: int = 7,
    size: tuple[int, int] = (1280, 800),
    data: AppData | None = None,
    level: str = "rule",
    speed: Speed = Speed.INSTANT,
) -> TienGowWindow:
    window = build_table(AppOptions(seed=seed, speed=speed, size=size), data, "tiengow")
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    window.controller.level = level
    window.show()
    qtbot.waitExposed(window)
    return window


def your_turn_or_over(window: TienGowWindow, qtbot: QtBot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER), timeout=30_000)


def pick(window: TienGowWindow, tiles: tuple[object, ...]) -> None:
    """Pick ``tiles`` as a player does, with the keys 1-8 (their rack places)."""
    rack = list(window.scene.rack_tiles())
    used: set[int] = set()
    for tile in tiles:
        index = next(i for i, t in enumerate(rack) if t == tile and i not in used)
        used.add(index)
        window.pick_actions[index].trigger()


def play_your_turn(window: TienGowWindow) -> None:
    """The rule player's move for your seat, made with the keys and the Play/Discard buttons."""
    c = window.controller
    move = rule_move(c.view().situation())
    pick(window, move.tiles)
    button = window.play_button if move.face_up else window.discard_button
    assert button.isEnabled(), c.why_not()
    button.click()


def play_hand(window: TienGowWindow, qtbot: QtBot, each_turn: Callable[[], object] | None = None) -> None:
    """Play your turns to the end of the hand; ``each_turn`` looks at the table before each."""
    c = window.controller
    while True:
        your_turn_or_over(window, qtbot)
        if c.stage is Stage.OVER:
            return
        if each_turn is not None:
            each_turn()
        play_your_turn(window)


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


def test_the_registry_lists_tien_gow_after_pai_gow_and_its_table_is_built(qtbot: QtBot) -> None:
    assert REGISTRY.keys()[:2] == ("paigow", "tiengow")
    game = REGISTRY.get("tiengow")
    assert game.places == 4 and game.cli_namespace == "tiengow" and game.chinese_name == "天九"
    assert game.defaults["cents_per_point"] == TienGowOptions().cents_per_point == 10
    ui = game_ui("tiengow")
    window = ui.build_window(AppOptions(seed=3, speed=Speed.INSTANT), None)
    assert isinstance(window, TienGowWindow)
    qtbot.addWidget(window)
    assert window.game_key == "tiengow" and window.controller.stage is Stage.IDLE
    assert set(window.game_actions) == set(REGISTRY.keys()) and window.game_actions["tiengow"].isChecked()


def test_new_game_swaps_the_pai_gow_window_for_tien_gow_and_back(qtbot: QtBot) -> None:
    tables = Tables(AppOptions(seed=5, speed=Speed.INSTANT, size=(1100, 760)), None)
    first = tables.window  # each window the app swaps out is closed and deleted by the app
    first.show()
    first.game_actions["tiengow"].trigger()  # type: ignore[attr-defined]
    second = tables.window
    assert isinstance(second, TienGowWindow)
    assert second.isVisible() and second.geometry() == first.geometry()
    second.controller.level = "rule"
    seed = next(s for s in range(1, 99) if deal(s).dice_banker == 0)  # you lead: your turn at once
    assert second.controller.new_hand(seed) and second.controller.stage is Stage.YOUR_TURN
    second.game_actions["paigow"].trigger()  # no new game in the middle of a hand
    assert tables.window is second and "Finish this hand" in second.statusBar().currentMessage()
    play_hand(second, qtbot)
    second.game_actions["paigow"].trigger()
    third = tables.window
    qtbot.addWidget(third)  # type: ignore[arg-type]
    assert third.game_key == "paigow" and third is not second


def test_a_whole_hand_moves_the_bankroll_by_the_points_times_the_rate(qtbot: QtBot, data: AppData) -> None:
    data.settings = with_options(data.settings, TienGowOptions(cents_per_point=25, computer_level="rule"))
    window = table(qtbot, seed=11, data=data)
    c = window.controller
    assert c.cents_per_point == 25 and c.level == "rule"
    before = data.store.bankroll_cents()
    window.new_hand_action.trigger()
    assert data.store.open_rounds() == 1
    play_hand(window, qtbot)
    record = c.record
    assert record is not None and c.stage is Stage.OVER
    assert data.store.bankroll_cents() - before == record.net[0] * 25
    assert data.store.open_rounds() == 0
    row = data.store.rounds(1, game="tiengow")[0]
    assert row.seed == 11 and row.net_cents == record.net[0] * 25 and row.history == record.to_json()
    # The settlement hook got the record: the panel says what you won and who banks next.
    assert points_words(record.net[0], signed=True) in window.summary_label.text()
    assert "Next banker" in window.log.toPlainText()
    window.settlement_button.click()
    summary = window.summary
    assert summary is not None and summary.isVisible() and summary.record is record
    # While the next hand is played the panel still says "Last hand": its settlement still opens.
    summary.close()
    assert c.new_hand()
    assert window.settlement_button.isEnabled()
    window.settlement_button.click()
    assert window.summary is not None and window.summary.record is record


def test_the_bank_passes_as_the_rules_say_and_the_deal_numbers_follow(qtbot: QtBot) -> None:
    window = table(qtbot, seed=20)
    c = window.controller
    assert c.new_hand()
    first = deal(20)
    assert c.hand is not None and c.hand.banker == first.dice_banker and c.hand.banker_streak == 0
    play_hand(window, qtbot)
    assert c.record is not None
    banker, streak = next_bank(c.record)
    assert window.new_hand_button.isEnabled() and window.replay_action.isEnabled()
    window.new_hand_button.click()
    assert c.seed == 21 and c.hand is not None
    assert (c.hand.banker, c.hand.banker_streak) == (banker, streak)


def test_a_selection_that_is_not_a_set_leaves_play_disabled(qtbot: QtBot, language: str) -> None:
    """The refusal says why in the player's language (the engine's reason, translated)."""
    picked_words, not_a_set, refused, face_up = (
        ("not a set", "is not a set", "Not allowed", "face up")
        if language == "en"
        else ("不成牌組", "不是一組牌", "不允許", "翻開打出")
    )
    for seed in range(1, 40):  # a deal where you lead and hold two tiles that are not a pair
        dealt = deal(seed)
        if dealt.dice_banker == 0:
            break
    window = table(qtbot, seed=seed)
    c = window.controller
    assert c.new_hand()
    assert c.stage is Stage.YOUR_TURN and c.view().leading
    tiles = c.view().tiles
    sets = {tuple(sorted(s.key)) for s in c.view().legal_leads()}
    a, b = next(
        (i, j)
        for i in range(8)
        for j in range(i + 1, 8)
        if tuple(sorted((tiles[i].kind, tiles[j].kind))) not in sets
    )
    rack = list(window.scene.rack_tiles())
    window.pick_actions[rack.index(tiles[a])].trigger()
    window.pick_actions[len(rack) - 1 - rack[::-1].index(tiles[b])].trigger()
    assert len(c.selected()) == 2
    assert not window.play_button.isEnabled() and not window.discard_button.isEnabled()
    said = window.selection_label.text()
    assert picked_words in said and said.count(str(tiles[a])) == 1  # said once, not again as why
    # P and D stay on, to say why the pick cannot go (a lead never goes face down).
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # the keys are shortcuts: they need the active window
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert refused in window.statusBar().currentMessage()
    assert not_a_set in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert face_up in window.statusBar().currentMessage()
    assert c.stage is Stage.YOUR_TURN and len(c.view().tiles) == 8
    # One tile alone is always a lead: Play is enabled.
    window.clear_action.trigger()
    window.pick_actions[0].trigger()
    assert window.play_button.isEnabled()


def face_up_leaks(window: TienGowWindow, view: SeatView) -> list[str]:
    """Face-up items that are neither your tiles nor tiles played face up in the trick."""
    allowed = Counter(t.kind for t in view.tiles)
    if view.current is not None:
        allowed.update(t.kind for p in view.current.plays for t in p.tiles)
    if view.tricks and view.current is None:
        allowed.update(t.kind for p in view.tricks[-1].plays for t in p.tiles)
    shown = Counter(item.tile.kind for item in window.scene.tiles if item.face_up and item.isVisible())
    leaks = [f"kind {k}" for k, n in shown.items() if n > allowed[k]]
    for item in window.scene.tiles:
        spot = window.scene.spots.get(item)
        if spot is not None and spot.kind in ("hand", "won") and (item.face_up or item.toolTip()):
            leaks.append(f"{spot} shows {item.tile}")
    return leaks


def test_the_table_draws_your_view_only(qtbot: QtBot) -> None:
    window = table(qtbot, seed=5)
    c = window.controller
    seen: list[int] = []
    scene = window.scene
    original = scene.show_view

    def watched(view: SeatView) -> None:
        seen.append(view.seat)
        original(view)

    scene.show_view = watched  # type: ignore[method-assign]
    assert c.new_hand()
    checked = 0
    while True:
        your_turn_or_over(window, qtbot)
        if c.stage is Stage.OVER:
            break
        view = c.view()
        assert face_up_leaks(window, view) == []
        # Nothing of another seat's hand is face up: its places hold backs only.
        for seat in (1, 2, 3):
            hand = [i for i in scene.tiles if (s := scene.spots.get(i)) and s.kind == "hand" and s.a == seat]
            assert len(hand) == view.hand_sizes[seat] and not any(i.face_up for i in hand)
        checked += 1
        play_your_turn(window)
    assert checked >= 4 and seen and set(seen) == {0}


def test_computer_players_choose_off_the_gui_thread(qtbot: QtBot) -> None:
    window = table(qtbot, seed=9, level="default")
    c = window.controller
    gui = threading.get_ident()
    applied: list[int] = []
    apply = c._apply_computer

    def on_which_thread(result: object) -> None:
        applied.append(threading.get_ident())
        apply(result)

    c._apply_computer = on_which_thread  # type: ignore[method-assign]
    assert c.new_hand()
    if c.stage is Stage.YOUR_TURN:
        play_your_turn(window)
    qtbot.waitUntil(lambda: len(applied) >= 1, timeout=30_000)
    assert c.worker_threads and gui not in c.worker_threads
    assert set(applied) == {gui}  # the move is made on the GUI thread, from a queued signal
    window.close()  # waits for a player still thinking


def test_a_hand_cut_off_by_a_crash_is_undone_at_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store(tmp_path)
    before = store.bankroll_cents()
    window = table(qtbot, seed=13)
    window.controller.store = store
    assert window.controller.new_hand()
    assert store.open_rounds() == 1
    store.close()  # the program dies mid-hand
    window.controller.shutdown()
    again = Store(tmp_path)
    try:
        assert len(again.refunded) == 1 and again.open_rounds() == 0
        assert again.bankroll_cents() == before
        assert again.rounds(1, game="tiengow")[0].state == "refunded"
        (message,) = again.messages
        assert "nothing had been staked, and nothing was paid" in message and "$0.00" not in message
    finally:
        again.close()


def test_replaying_a_deal_gives_the_same_tiles_and_banker(qtbot: QtBot) -> None:
    window = table(qtbot, seed=31)
    c = window.controller
    assert c.new_hand()
    dealt, banker = c.view().dealt, c.hand.banker if c.hand else None
    play_hand(window, qtbot)
    window.replay_action.trigger()
    assert c.seed == 31 and c.view().dealt == dealt and c.hand is not None and c.hand.banker == banker
    assert Counter(window.scene.rack_tiles()) == Counter(dealt)
    other = table(qtbot, seed=99)
    assert other.controller.new_hand(31)
    assert other.controller.view().dealt == dealt


def test_a_replay_is_practice_it_pays_nothing_and_passes_no_bank(qtbot: QtBot) -> None:
    window = table(qtbot, seed=31)
    c = window.controller
    assert c.new_hand()
    play_hand(window, qtbot)
    bankroll, rounds = c.store.bankroll_cents(), len(c.store.rounds(100, game="tiengow"))
    next_banker = (c.banker, c.streak)  # as the hand played for money passed the bank
    window.replay_action.trigger()
    assert c.practice and "practice" in window.deal_label.text()
    play_hand(window, qtbot)
    assert c.store.bankroll_cents() == bankroll
    assert len(c.store.rounds(100, game="tiengow")) == rounds
    assert (c.banker, c.streak) == next_banker
    assert window.statusBar().currentMessage().startswith("Practice, no money moved: ")
    assert c.new_hand() and not c.practice and c.seed == 32


def test_keyboard_only_lead_with_the_arrows_space_and_enter(qtbot: QtBot) -> None:
    for seed in range(1, 40):
        if deal(seed).dice_banker == 0:
            break
    window = table(qtbot, seed=seed)
    window.activateWindow()  # Enter and Space are the window's keys: they work in the active window
    qtbot.waitUntil(window.isActiveWindow)
    c = window.controller
    assert c.new_hand() and c.stage is Stage.YOUR_TURN
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    second = window.scene.rack_tiles()[1]
    assert c.selected() == (second,)
    QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # reorder the rack
    assert window.scene.rack_tiles()[2] == second
    QTest.keyClick(view, Qt.Key.Key_Return)
    settle()
    assert c.hand is not None and len(c.hand.tiles(0)) == 7
    assert c.hand.tricks or c.hand.current_plays[0].tiles == (second,)


def test_the_table_plays_a_hand_with_animations_skipped(qtbot: QtBot) -> None:
    window = table(qtbot, seed=17, speed=Speed.FAST)
    c = window.controller
    assert c.new_hand()
    while c.stage is not Stage.OVER:
        window.skip_action.trigger()
        if c.stage is Stage.YOUR_TURN and not window.scene.animator.busy:
            play_your_turn(window)
        qtbot.waitUntil(
            lambda: c.stage in (Stage.YOUR_TURN, Stage.OVER) or window.scene.animator.busy, timeout=30_000
        )
    assert c.record is not None


def felt_fonts_too_small(window: TienGowWindow) -> list[str]:
    wanted = QFontInfo(QApplication.font()).pixelSize()
    scale = window.view.transform().m11()
    small = []
    items = window.scene.text_items()
    assert len(items) >= 4 + 1 + 1  # the plates, the banner, the banker's marker
    for item in items:
        fonts = [item.font()] if isinstance(item, QGraphicsSimpleTextItem) else item.text_fonts()  # type: ignore[attr-defined]
        for font in fonts:
            if QFontInfo(font).pixelSize() * scale < wanted:
                small.append(f"{type(item).__name__}: {QFontInfo(font).pixelSize()} x {scale:.2f} < {wanted}")
    return small


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_every_word_on_the_felt_is_at_least_the_desktops_font_size(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = table(qtbot, seed=3, size=size)
    assert window.controller.new_hand()
    your_turn_or_over(window, qtbot)
    settle()
    assert felt_fonts_too_small(window) == []
    viewport = window.view.viewport().size()
    assert window.scene.sceneRect().width() == viewport.width()
    # The places' plates do not overlap one another or the rack.
    plates = [p.sceneBoundingRect() for p in window.scene.plates]
    for i, a in enumerate(plates):
        assert all(not a.intersects(b) for b in plates[i + 1 :])
        for item in window.scene.rack:
            assert not a.intersects(item.sceneBoundingRect())


def test_f1_opens_the_rules_of_tien_gow_even_without_the_page(qtbot: QtBot) -> None:
    from paigow_desktop.ui.rules_window import help_file

    window = table(qtbot)
    window.rules_action.trigger()
    assert window.rules_window is not None and window.rules_window.isVisible()
    text = window.rules_window.browser.toPlainText()
    if help_file("tiengow").is_file():
        assert text.strip()
    else:
        assert "missing" in text


def test_gee_joon_payments_and_early_death_are_said_when_they_strike(qtbot: QtBot) -> None:
    from paigow_desktop.games.tiengow import money
    from paigow_desktop.games.tiengow.match import play_hand as engine_hand
    from paigow_desktop.games.tiengow.rules import Rules

    # Deal 6 played by four rule players: a Gee Joon trick, and early death in the last trick.
    expected = engine_hand(6, ["rule"] * 4, Rules())
    assert money.GEE_JOON in {p.reason for p in expected.payments}
    window = table(qtbot, seed=6)
    said: list[str] = []
    window.controller.message.connect(said.append)
    assert window.controller.new_hand()
    play_hand(window, qtbot)
    # Your moves were the rule player's, so the table played the engine's very hand.
    assert window.controller.record == expected
    assert any("Gee Joon!" in text for text in said)
    assert any("Early death" in text for text in said)


def test_the_value_of_a_point_is_saved_in_tien_gows_section_and_counts_from_the_next_hand(
    qtbot: QtBot, data: AppData
) -> None:
    from paigow_desktop.storage import load_settings

    window = table(qtbot, seed=8, data=data)
    c = window.controller
    assert c.new_hand()
    window.rate_actions[50].trigger()  # mid-hand: this hand keeps its value
    assert c.cents_per_point == 10 and c.next_rate == 50
    assert load_settings(data.directory).settings.game_section("tiengow")["cents_per_point"] == 50
    before = data.store.bankroll_cents()
    play_hand(window, qtbot)
    assert c.record is not None
    assert data.store.bankroll_cents() - before == c.record.net[0] * 10
    window.new_hand_action.trigger()
    assert c.cents_per_point == 50


def test_the_trainer_weighs_your_play_and_opens_from_the_menu(qtbot: QtBot) -> None:
    window = table(qtbot, seed=6)
    window.new_hand_action.trigger()
    your_turn_or_over(window, qtbot)
    assert window.controller.stage is Stage.YOUR_TURN
    with qtbot.waitSignal(window.advisor.verdict_ready, timeout=60_000) as got:
        play_your_turn(window)
    verdict = got.args[0]
    assert verdict.chosen is not None and window.advice.text()
    window.trainer_window_action.trigger()
    trainer = window.trainer_window
    assert trainer is not None and trainer.isVisible()
    trainer.close()


def test_the_window_owns_its_controller_which_goes_with_it_mid_hand(qtbot: QtBot) -> None:
    # Deleted with the window, in the GUI thread, while a computer player may still be thinking.
    window = build_table(AppOptions(seed=7, speed=Speed.INSTANT, size=(1280, 800)), None, "tiengow")
    assert isinstance(window, TienGowWindow)
    controller = window.controller
    assert controller.parent() is window
    gone: list[str] = []
    controller.destroyed.connect(lambda: gone.append(threading.current_thread().name))
    assert controller.new_hand()
    Shiboken.delete(window)
    assert gone == [threading.main_thread().name]


def test_before_the_first_hand_the_tiles_wait_face_down_in_the_woodpile(qtbot: QtBot) -> None:
    window = table(qtbot)
    scene = window.scene
    felt = scene.sceneRect()
    for item in scene.tiles:
        assert item.isVisible() and not item.face_up
        assert scene.spots[item].kind == "pile"
        assert felt.contains(item.sceneBoundingRect())  # none left in the corner at (0, 0)


def test_the_sets_list_says_when_you_have_none_to_play(qtbot: QtBot) -> None:
    window = table(qtbot, seed=21)
    c = window.controller
    assert c.new_hand()
    empty_turns = []

    def check() -> None:
        playable = c.playable_sets()
        if playable:
            assert window.sets_list.count() == len(playable)
            return
        empty_turns.append(c.view().seat)
        assert window.sets_list.count() == 1
        line = window.sets_list.item(0)
        assert line is not None and "None this turn" in line.text()
        assert line.flags() == Qt.ItemFlag.NoItemFlags  # said, not chosen

    play_hand(window, qtbot, check)
    assert empty_turns
    assert window.sets_list.count() == 0  # nothing said once the hand is over


def test_your_moves_are_told_to_you_and_the_status_follows_the_computers(qtbot: QtBot) -> None:
    window = table(qtbot, seed=5)
    c = window.controller
    said: list[str] = []
    c.message.connect(said.append)
    assert c.new_hand()
    play_hand(window, qtbot)
    log = window.log.toPlainText()
    # Your moves in the second person (the settlement's lists keep "East (you)" among the others).
    assert not any(f"(you) {verb}" in log for verb in ("leads", "beats with", "puts", "had no column"))
    assert any(line.startswith(("You lead", "You beat with", "You put")) for line in log.splitlines())
    # One tile is one tile (seed 5 has a single face down from you and from a computer player).
    assert "You put 1 tile face down." in log and "puts 1 tile face down." in log
    assert "1 tiles" not in log
    # The last trick is told once, as the hand ends (the settlement's lines do not say it again).
    assert sum("the last trick." in line for line in log.splitlines()) == 1
    # While a computer player thinks, the status says whose turn it is, not yours.
    waiting = [m for m in said if m.endswith("to play…")]
    assert waiting and all(any(name in m for name in c.names.values()) for m in waiting)


@pytest.mark.parametrize("seed", [5, 16])
def test_the_bankers_badge_and_the_words_over_the_table_keep_off_the_plates(qtbot: QtBot, seed: int) -> None:
    # At 1024x700 the badge covered the top place's name, and a long sentence ran over the sides.
    window = table(qtbot, seed=seed, size=(1024, 700))
    c, scene = window.controller, window.scene
    assert c.new_hand()
    play_hand(window, qtbot)
    plates = [p.mapRectToScene(p.plate_rect()) for p in scene.plates]
    badge, banner = scene.marker.sceneBoundingRect(), scene.banner.sceneBoundingRect()
    assert scene.marker.isVisible() and not any(badge.intersects(p) for p in plates)
    assert scene.banner.isVisible() and scene.banner.text
    assert not any(banner.intersects(p) for p in plates) and not banner.intersects(badge)
    tricks = [
        t.sceneBoundingRect() for t, spot in scene.spots.items() if spot.kind == "trick" and t.isVisible()
    ]
    assert tricks and not any(banner.intersects(t) for t in tricks)
    # A long sentence is said in the body's size; one too long even so wraps between the sides.
    scene.say("Jun wins the last trick and the hand, and the bank passes to the next seat round. " * 2)
    banner = scene.banner.sceneBoundingRect()
    assert scene.banner.font == scene.banner.body_font
    assert banner.height() > 2 * QFontMetricsF(scene.banner.font).height()
    assert not any(banner.intersects(p) for p in plates)


def test_each_plate_says_its_columns_and_points_in_words(qtbot: QtBot) -> None:
    window = table(qtbot, seed=5)
    c = window.controller
    assert c.new_hand(5)
    play_hand(window, qtbot)
    hand = c.hand
    assert hand is not None
    for seat, plate in enumerate(window.scene.plates):
        columns = hand.columns[seat]
        assert f"{columns} ·" not in plate.toolTip() and "col ·" in plate.bet  # the short line stays
        said = "1 column" if columns == 1 else f"{columns} columns"
        assert plate.toolTip().startswith(f"{c.short_name(seat)}: {said} won so far")
        assert points_words(hand.net()[seat], signed=True) in plate.toolTip()


def test_a_copy_of_the_log_has_plain_words(qtbot: QtBot) -> None:
    """The log keeps "(-$0.50)" whole with an invisible word joiner; copied, it is plain text."""
    from paigow_desktop.ui.games.tiengow.panel_parts import TableLog
    from paigow_desktop.ui.names import unbroken

    log = TableLog()
    qtbot.addWidget(log)
    line = "You pay Jun 3 points (-$0.50) for 6-4."
    log.appendPlainText(unbroken(line))
    assert "\u2060" in log.toPlainText()  # shown joined
    log.selectAll()
    clipboard = QApplication.clipboard()
    try:
        log.copy()
        assert clipboard.text() == line
    finally:
        clipboard.clear()  # the offscreen clipboard holding data at exit crashed the interpreter


def test_the_log_keeps_its_newest_line_in_sight_when_it_gets_shorter(qtbot: QtBot) -> None:
    # The trainer's box above the log grows after a line is added: the log, shorter, showed
    # 6 of its last 9 lines.
    from paigow_desktop.ui.games.tiengow.panel_parts import TableLog

    log = TableLog()
    qtbot.addWidget(log)
    log.resize(300, 300)
    log.show()
    qtbot.waitExposed(log)
    for n in range(40):
        log.appendPlainText(f"line {n}")
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum())
    log.resize(300, 120)
    qtbot.waitUntil(lambda: log.height() == 120)
    assert bar.value() == bar.maximum() > 0
    # Scrolled back by the player, it stays where the player left it.
    bar.setValue(3)
    log.resize(300, 100)
    qtbot.waitUntil(lambda: log.height() == 100)
    assert bar.value() == 3


def test_your_tiles_are_dealt_into_the_rack_sorted(qtbot: QtBot) -> None:
    # They kept the deal's order, with no way to sort them but one drag at a time.
    window = table(qtbot, seed=31)
    c = window.controller
    assert c.new_hand()
    kinds = [item.tile.kind for item in window.scene.rack]
    assert kinds == sorted(kinds) and len(kinds) == 8
    assert sorted(kinds) == sorted(t.kind for t in c.view().dealt)


@pytest.mark.parametrize("level", ["rule", "default"])
def test_leaving_mid_hand_plays_it_out_and_the_next_start_says_so(
    qtbot: QtBot, tmp_path: Path, level: str
) -> None:
    """Quit in the middle of a hand: your tiles are played by the rules of thumb, the computer
    players play on, and the hand is paid (left open, the next start cancelled it, and a hand
    seen and disliked could be escaped by quitting)."""
    data = open_app_data(tmp_path)
    try:
        window = table(qtbot, seed=5, data=data, level=level, speed=Speed.NORMAL)
        c = window.controller
        assert c.new_hand() and data.store.open_rounds() == 1  # still dealing
        window.close()
        hand = c.hand
        assert hand is not None and hand.over and c.stage is Stage.OVER
        assert data.store.open_rounds() == 0
        assert c.record is not None
        net = c.record.net[c.me] * c.cents_per_point
        assert data.store.bankroll_cents() == 100_000 + net
    finally:
        data.close()
    again = open_app_data(tmp_path)
    try:
        assert again.store.refunded == ()  # nothing was left open to cancel
        (row,) = again.store.rounds(1, game="tiengow")
        assert row.state == "settled" and row.net_cents == net
    finally:
        again.close()
    # The next start says so, once: the bankroll had simply changed, without a word.
    said = f"When you left, deal #{row.seed} was played out, your tiles by the rules of thumb: net "
    told_at_the_next_start_only(tmp_path, lambda data: table(qtbot, data=data), said)


def test_leaving_after_a_practice_hand_or_between_hands_says_nothing_next_time(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = open_app_data(tmp_path)
    try:
        window = table(qtbot, seed=5, data=data)
        c = window.controller
        assert c.new_hand()
        play_hand(window, qtbot)
        assert c.replay() and c.practice  # a replay: played for nothing, kept nowhere
        window.close()
        assert c.stage is not Stage.OVER and data.store.open_rounds() == 0  # not played out
        assert len(data.store.rounds(5, game="tiengow")) == 1  # the hand played for money only
    finally:
        data.close()
    data = open_app_data(tmp_path)
    try:
        window = table(qtbot, data=data)
        window.welcome_if_new()
        assert "When you left" not in window.statusBar().currentMessage()
    finally:
        data.close()


def test_new_hand_is_in_sight_at_1024_by_700_in_chinese(qtbot: QtBot, qapp: QApplication) -> None:
    """The log asked for 192 pixels: with Chinese lines wrapping, New hand went below the fold."""
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    assert install_translator(qapp, "zh_TW")
    try:
        window = table(qtbot, seed=777, size=(1024, 700))
        window.controller.new_hand()
        play_hand(window, qtbot)
        settle()
        button = window.new_hand_button
        scroller = button.parentWidget().parentWidget().parentWidget()  # panel, viewport, area
        port = scroller.viewport()  # type: ignore[union-attr]
        corner = button.mapTo(port, button.rect().bottomRight())
        assert port.rect().contains(corner), (corner, port.rect())
    finally:
        remove_translators(qapp)


SHORT_AT_TEN_DOLLARS = (
    "Your bankroll of $1.00 does not cover the worst this hand can cost at $10.00 a point ($360.00): "
    "choose a lower point value or reset the bankroll."
)


def test_no_hand_is_dealt_that_the_bankroll_cannot_cover(qtbot: QtBot, data: AppData) -> None:
    # $1.00 at $10.00 a point: a hand was dealt, lost, and left the bankroll at -$49.00 (then
    # every deal was refused as 'a bet of $0.00 is more than the bankroll of -$49.00').
    data.settings = with_options(data.settings, TienGowOptions(cents_per_point=1000, computer_level="rule"))
    data.store.reset_bankroll(100)
    window = table(qtbot, seed=11, data=data)
    c = window.controller
    window.new_hand_action.trigger()
    assert c.stage is Stage.IDLE and c.hand is None and data.store.open_rounds() == 0
    assert window.statusBar().currentMessage() == SHORT_AT_TEN_DOLLARS
    assert data.store.bankroll_cents() == 100
    assert c.out_of_money() == SHORT_AT_TEN_DOLLARS
    c.set_rate(2)  # 36 points at 2 cents: 72 cents, covered
    assert c.out_of_money() is None


def test_a_hand_dealt_never_takes_the_bankroll_below_zero(qtbot: QtBot, data: AppData) -> None:
    data.settings = with_options(data.settings, TienGowOptions(cents_per_point=1000, computer_level="rule"))
    window = table(qtbot, seed=11, data=data)
    c = window.controller
    for _ in range(12):  # each hand starts with just the worst it can cost, until one is lost
        data.store.reset_bankroll(36_000)
        window.new_hand_action.trigger()
        play_hand(window, qtbot)
        assert data.store.bankroll_cents() >= 0
        if data.store.bankroll_cents() < 36_000:
            break
    else:
        raise AssertionError("you never lost a hand")
    window.new_hand_action.trigger()  # what is left does not cover the next hand
    assert c.stage is Stage.OVER
    assert "does not cover the worst this hand can cost" in window.statusBar().currentMessage()
