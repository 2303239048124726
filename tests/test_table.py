"""The table: a whole round, dragging tiles, the preview, the dice count and the money (offscreen)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from played_out_helpers import told_at_the_next_start_only
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from text_helpers import wrapped_lines

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.round import DEALER, PLACES, Deal, seat_for_count
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.storage import Store
from paigow_desktop.tiles.tile import FULL_SET, parse_tiles
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.games.paigow.options import with_option_changes
from paigow_desktop.ui.games.paigow.preview import describe
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.games.paigow.table_scene import TileItem
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.timings import Speed


@pytest.fixture
def window(qtbot: QtBot) -> PaiGowWindow:
    win = build_table(AppOptions(seed=1234, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def deal(window: PaiGowWindow) -> None:
    assert window.controller.new_round(window.bet_cents())
    assert window.controller.stage is Stage.SETTING  # speed 0: the whole ritual ran at once
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back


def viewport_point(window: PaiGowWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def drag(qtbot: QtBot, window: PaiGowWindow, item: TileItem, to: QPointF) -> None:
    viewport = window.view.viewport()
    start = viewport_point(window, item.scenePos())
    end = viewport_point(window, to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 8
    for k in range(1, steps + 1):
        point = start + (end - start) * k / steps
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def double_click(viewport: QWidget, point: QPoint) -> None:
    """A double click as the window system gives it: a click, then a second press that is also a
    double click, and its release (QTest's own double click sends only the double click)."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mousePress(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)


def test_a_whole_round_from_bet_to_settlement(window: PaiGowWindow) -> None:
    controller = window.controller
    before = controller.store.bankroll_cents()
    bet = window.bet_cents()
    deal(window)
    assert controller.store.bankroll_cents() == before - bet  # the stake is taken when dealt
    low, high = window.scene.player_hands()
    assert len(low) == 2 and len(high) == 2
    assert window.panel.confirm_button.isEnabled()
    assert controller.confirm()
    assert controller.stage is Stage.BETTING
    game = controller.game
    assert game is not None and game.settlement is not None
    mine = game.settlement.place(controller.player)
    # The bankroll changes by exactly the settlement of the shown outcome.
    assert controller.store.bankroll_cents() == before + mine.net_cents
    assert (
        window.panel.bankroll.text()
        == f"${(before + mine.net_cents) // 100:,}.{(before + mine.net_cents) % 100:02d}"
    )
    plate = window.scene.plates[controller.player]
    expected = {"win": "WIN", "loss": "LOSS", "push": "PUSH"}[mine.result.value]
    assert plate.result.startswith(expected)
    assert game.settlement.balanced


def test_bankroll_follows_the_ledger_over_many_rounds(window: PaiGowWindow) -> None:
    controller = window.controller
    start = controller.store.bankroll_cents()
    total = 0
    for _ in range(12):
        deal(window)
        controller.set_house_way()
        assert controller.confirm()
        assert controller.game is not None and controller.game.settlement is not None
        total += controller.game.settlement.place(controller.player).net_cents
    assert controller.store.bankroll_cents() == start + total
    store = controller.store
    assert isinstance(store, Store) and store.ledger_sum_cents() == start + total


def test_dragging_a_tile_to_the_other_hand_moves_it(qtbot: QtBot, window: PaiGowWindow) -> None:
    deal(window)
    scene = window.scene
    tile = scene.hands[0][0]
    drag(qtbot, window, tile, scene.high_area.rect.center())
    assert tile in scene.hands[1]
    # The high hand already held two: the tile took the place of the one it landed nearest.
    assert len(scene.hands[0]) == 2 and len(scene.hands[1]) == 2
    assert tile.pos() == tile.home


def test_a_tile_dropped_outside_the_hands_flies_back(qtbot: QtBot, window: PaiGowWindow) -> None:
    deal(window)
    scene = window.scene
    tile = scene.hands[1][1]
    home = QPointF(tile.home)
    before = window.scene.player_hands()
    drag(qtbot, window, tile, QPointF(800, 200))  # the middle of the table
    assert window.scene.player_hands() == before
    assert tile.pos() == home


def test_clicking_a_tile_swaps_it_into_the_full_hand_and_undo_takes_it_back(
    qtbot: QtBot, window: PaiGowWindow
) -> None:
    deal(window)
    scene = window.scene
    tile = scene.hands[0][1]
    nearest = scene.hands[1][0]  # the high hand's tile nearest the clicked one
    point = viewport_point(window, tile.scenePos())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert tile in scene.hands[1] and nearest in scene.hands[0]  # a swap, as a drag makes
    assert len(scene.hands[0]) == len(scene.hands[1]) == 2
    QCoreApplication.processEvents()
    assert window.panel.confirm_button.isEnabled()
    assert scene.undo()
    assert tile in scene.hands[0] and nearest in scene.hands[1]


def test_undo_is_offered_once_something_moved_and_takes_back_the_house_way(
    qtbot: QtBot, window: PaiGowWindow
) -> None:
    deal(window)
    scene, view = window.scene, window.view
    dealt = ([i.tile for i in scene.hands[0]], [i.tile for i in scene.hands[1]])
    assert not window.panel.undo_button.isEnabled() and not window.undo_action.isEnabled()
    window.controller.set_house_way()
    house = ([i.tile for i in scene.hands[0]], [i.tile for i in scene.hands[1]])
    if house == dealt:  # this deal's tiles came already set by the house way: move one first
        assert scene.move_to_other_hand(scene.hands[0][0])
        window.controller.set_house_way()
    QCoreApplication.processEvents()
    assert window.panel.undo_button.isEnabled() and window.undo_action.isEnabled()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the house way, taken back
    assert ([i.tile for i in scene.hands[0]], [i.tile for i in scene.hands[1]]) != house
    for _ in range(len(scene.undo_stack)):
        window.panel.undo_button.click()
    assert ([i.tile for i in scene.hands[0]], [i.tile for i in scene.hands[1]]) == dealt
    QCoreApplication.processEvents()
    assert not window.panel.undo_button.isEnabled() and not window.undo_action.isEnabled()


def test_keys_pick_move_set_by_house_way_and_confirm(qtbot: QtBot, window: PaiGowWindow) -> None:
    deal(window)
    scene, view = window.scene, window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_1)
    first = scene.chosen()
    assert first is scene.player_items()[0]
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert first in scene.hands[1]
    QTest.keyClick(view, Qt.Key.Key_H)
    low, high = scene.player_hands()
    decision = set_hand([*low, *high])
    assert Setting.of(low, high).same_play(decision.setting)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.controller.stage is Stage.BETTING
    assert window.controller.game is not None and window.controller.game.settlement is not None


@pytest.mark.parametrize(
    ("low", "high", "low_name", "high_name", "swapped"),
    [
        ("3-1 2-1", "6-6 5-4", "7, high tile Gor", "Wong", False),
        ("6-6 6-6", "5-5 3-3", "Pair: Teen", "6, high tile Mooy", True),
        ("1-1 5-3", "6-6 6-3", "Gong", "Wong", False),
    ],
)
def test_the_preview_names_each_hand_and_plays_the_higher_one_high(
    low: str, high: str, low_name: str, high_name: str, swapped: bool
) -> None:
    preview = describe(parse_tiles(low), parse_tiles(high))
    assert (preview.low_caption, preview.high_caption) == (low_name, high_name)
    assert preview.complete and preview.setting is not None
    assert preview.swapped is swapped
    assert preview.setting.high.key >= preview.setting.low.key
    assert ("will play high" in preview.standing) is swapped


def test_the_preview_compares_with_the_house_way() -> None:
    same = describe(parse_tiles("2-1 3-1"), parse_tiles("6-6 5-4"))
    assert same.matches_house_way and same.standing.startswith("Same as the house way (rule 0")
    other = describe(parse_tiles("6-6 2-1"), parse_tiles("5-4 3-1"))
    assert not other.matches_house_way and "The house way plays" in other.standing
    incomplete = describe(parse_tiles("6-6"), parse_tiles("5-4 3-1 2-1"))
    assert not incomplete.complete and incomplete.low_caption == "needs 1 more tile"


@pytest.mark.parametrize("banker", range(PLACES))
def test_the_dice_count_lands_on_the_right_place_for_every_total(window: PaiGowWindow, banker: int) -> None:
    scene = window.scene
    scene.set_banker(banker)
    woodpile = tuple(FULL_SET[s * 4 : s * 4 + 4] for s in range(8))
    for total in range(3, 19):
        first = min(6, total - 2)
        second = min(6, total - 1 - first)
        dice = (first, second, total - first - second)
        assert all(1 <= d <= 6 for d in dice) and sum(dice) == total
        record = Deal(woodpile, dice, banker, tuple(range(PLACES)))
        scene.play_deal(record, seed=total)
        # Counting by hand: the banker is 1, then counter-clockwise round all eight places.
        place = banker
        for _ in range(total - 1):
            place = (place + 1) % PLACES
        assert scene.counted == place == seat_for_count(banker, total)
        # The first stack went to that place, the next ones counter-clockwise.
        first_stack = scene._stack_items[0]
        if place != scene.player:
            assert first_stack[0].pos() == scene.place_tile_point(place, 0, split=False)


@pytest.mark.parametrize(("count_from", "said"), [(None, "from the banker"), (DEALER, "from the dealer")])
def test_the_dice_count_is_announced_from_where_it_starts(
    window: PaiGowWindow, count_from: int | None, said: str
) -> None:
    scene = window.scene
    scene.set_banker(3)
    messages: list[str] = []
    scene.status.connect(messages.append)
    woodpile = tuple(FULL_SET[s * 4 : s * 4 + 4] for s in range(8))
    scene.play_deal(Deal(woodpile, (2, 3, 4), 3, tuple(range(PLACES)), count_from=count_from), seed=1)
    counts = [m for m in messages if m.startswith("The dice show 9")]
    assert counts == [f"The dice show 9: count 9 places {said}"]


@pytest.mark.parametrize("banker", [DEALER, 3])
def test_the_count_says_who_takes_the_first_stack_in_good_english(window: PaiGowWindow, banker: int) -> None:
    # "13: You takes the first stack" was shown whenever the count ended at your place.
    scene = window.scene
    scene.set_banker(banker)
    said: dict[int, str] = {}  # the banner's words as the count ends, by where it ends
    scene.status.connect(
        lambda m: m.startswith("The count of") and said.__setitem__(scene.counted, scene.banner.text)
    )
    woodpile = tuple(FULL_SET[s * 4 : s * 4 + 4] for s in range(8))
    for total in range(3, 11):  # eight totals in a row: the count ends once at every place
        dice = (1, 1, total - 2) if total <= 8 else (2, 3, total - 5)
        scene.play_deal(Deal(woodpile, dice, banker, tuple(range(PLACES))), seed=total)
        counted = seat_for_count(banker, total)
        if counted == scene.player:
            assert said[counted] == f"{total}: you take the first stack"
        else:
            assert said[counted] == f"{total}: {scene.plates[counted].title} takes the first stack"
    assert set(said) == set(range(PLACES))


def test_empty_places_stacks_are_set_aside_unseen(window: PaiGowWindow) -> None:
    deal(window)
    game = window.controller.game
    assert game is not None and game.dealt is not None
    record = game.dealt
    empty = [p for p in range(PLACES) if p not in record.occupied]
    assert empty, "the default table has empty seats"
    for index, place in enumerate(sorted(empty)):
        items = window.scene._stack_items[record.stack_of(place)]
        for level, item in enumerate(items):
            assert not item.face_up
            assert item.pos() == window.scene.set_aside_point(index, level)
    assert window.scene.set_aside_label.isVisible()


def test_replay_deals_the_same_tiles(window: PaiGowWindow) -> None:
    deal(window)
    first = sorted(t.kind for hand in window.scene.player_hands() for t in hand)
    seed = window.controller.seed
    window.controller.confirm()
    assert window.controller.replay()
    assert window.controller.seed == seed
    assert sorted(t.kind for hand in window.scene.player_hands() for t in hand) == first


def test_a_replay_is_practice_no_money_moves_and_the_history_keeps_nothing(window: PaiGowWindow) -> None:
    # A won deal replayed paid again, every time, at any bet: a known deal was free money.
    controller = window.controller
    store = controller.store
    assert isinstance(store, Store)
    deal(window)
    controller.set_house_way()
    assert controller.confirm()
    bankroll, rounds = store.bankroll_cents(), store.statistics().rounds
    assert controller.replay() and controller.practice
    QCoreApplication.processEvents()
    assert "practice" in window.panel.deal_number.text()
    from paigow_desktop.core.money import format_cents

    mine = window.scene.plates[window.controller.player]
    assert mine.bet == f"{format_cents(window.bet_cents())}, practice"  # not a bet like the others
    assert store.bankroll_cents() == bankroll  # nothing staked
    controller.set_house_way()
    assert controller.confirm()
    assert store.bankroll_cents() == bankroll and store.statistics().rounds == rounds
    story = window.scene.showdown.story
    assert story is not None and story.money.startswith("Practice, no money moved: ")
    assert window.statusBar().currentMessage().startswith("Practice, no money moved: ")
    deal(window)  # a new deal is played for money again
    assert not controller.practice and store.bankroll_cents() == bankroll - window.bet_cents()
    assert "practice" not in window.panel.deal_number.text()
    assert "practice" not in window.scene.plates[window.controller.player].bet


def test_a_bet_above_the_bankroll_is_refused(window: PaiGowWindow) -> None:
    controller = window.controller
    assert not controller.new_round(controller.store.bankroll_cents() + 100)
    assert controller.stage is Stage.BETTING


def test_demo_mode_plays_and_stores_the_rounds(tmp_path: Path) -> None:
    shot = tmp_path / "demo.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "paigow_desktop",
            "--demo",
            "--rounds",
            "3",
            "--speed",
            "0",
            "--data-dir",
            str(tmp_path / "data"),
            "--seed",
            "77",
            "--screenshot",
            str(shot),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with Store(tmp_path / "data") as store:
        stats = store.statistics()
        assert stats.rounds == 3
        assert store.open_rounds() == 0
        assert store.bankroll_cents() == store.ledger_sum_cents()


def animated_table(qtbot: QtBot, data: object) -> PaiGowWindow:
    """Pai Gow's table on ``data`` at a speed that animates (so a close can come mid-deal), shown."""
    win = build_table(AppOptions(seed=5, speed=Speed.FAST, size=(1280, 800)), data)  # type: ignore[arg-type]
    assert isinstance(win, PaiGowWindow)
    qtbot.addWidget(win)
    win.show()
    return win


def test_leaving_mid_round_plays_it_out_by_the_house_way(qtbot: QtBot, tmp_path: Path) -> None:
    """Quit while the tiles are still being dealt: the deal ends, your tiles are set by the house
    way and the round is settled (the next start used to refund it: a hand seen and disliked
    could be escaped by quitting)."""
    from paigow_desktop.storage import open_app_data

    data = open_app_data(tmp_path)
    try:
        win = animated_table(qtbot, data)
        c = win.controller
        assert c.new_round(1000) and c.stage is Stage.DEALING
        assert c.deal is not None
        tiles = c.deal.tiles_of(c.player)
        win.close()
        assert c.stage is Stage.BETTING and data.store.open_rounds() == 0
        assert describe(*win.scene.player_hands()).setting == set_hand(tiles).setting
        (row,) = data.store.rounds(1)
        assert row.state == "settled"
        # The house way set these tiles, not the player: no answer of theirs is kept (a setting
        # the house way made short of the best went into the drill as the player's miss).
        assert data.store.answers(mode="table") == []
    finally:
        data.close()
    with Store(tmp_path) as again:
        assert len(again.refunded) == 0 and again.bankroll_cents() == again.ledger_sum_cents()
    # The next start says so: the bankroll had simply changed, without a word.
    said = f"When you left, deal #{row.seed} was played out by the house way: net "
    told_at_the_next_start_only(tmp_path, lambda data: animated_table(qtbot, data), said)


def test_a_round_played_out_on_leaving_opens_nothing_and_asks_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The play-out on closing runs the round's end: with a language chosen during the round it
    used to build a new window (the app did not quit), and with the bankroll spent it asked
    "Out of chips" while the window closed."""
    from PySide6.QtWidgets import QMessageBox

    from paigow_desktop.storage import open_app_data
    from paigow_desktop.ui.app import Tables

    asked: list[object] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.No
    )
    data = open_app_data(tmp_path)
    try:
        tables = Tables(AppOptions(seed=1, speed=Speed.INSTANT, size=(1280, 800)), data)
        win = tables.window
        assert isinstance(win, PaiGowWindow)
        qtbot.addWidget(win)
        win.show()
        c = win.controller
        minimum = c.session.rules.minimum_cents
        data.store.reset_bankroll(minimum)  # one bet: nothing left to bet after it
        rebuilt: list[str] = []
        win.language_chosen.connect(rebuilt.append)
        assert c.new_round(minimum) and c.stage is Stage.SETTING
        win.save_settings(language="zh_TW")
        win._show_language()  # chosen in the round: waits for its end
        assert win.pending_language
        win.close()
        QCoreApplication.processEvents()
        assert c.stage is Stage.BETTING and data.store.open_rounds() == 0  # played out
        assert rebuilt == [] and tables.window is win  # no new window: the app quits
        assert data.store.bankroll_cents() < minimum  # this deal loses: out of chips
        assert asked == [] and win.stake_offer is None
    finally:
        data.close()


def test_closing_during_the_demo_deals_no_round_after(qtbot: QtBot, tmp_path: Path) -> None:
    from paigow_desktop.storage import open_app_data

    data = open_app_data(tmp_path)
    try:
        win = animated_table(qtbot, data)
        c = win.controller
        c.start_demo(5)
        qtbot.waitUntil(lambda: c.stage is Stage.DEALING, timeout=10_000)
        win.close()
        for _ in range(3):
            QCoreApplication.processEvents()
        assert data.store.open_rounds() == 0 and not c.demo.playing
        assert len(data.store.rounds(10)) == 1  # the round under way, played out; no other
    finally:
        data.close()


def test_new_settings_apply_at_once_and_seats_from_the_next_round(window: PaiGowWindow) -> None:
    from dataclasses import replace

    from paigow_desktop.ui.art import Theme

    deal(window)  # a round in progress: the seating waits for it to end
    new = with_option_changes(
        window.settings, {"seat": 2, "computer_players": 1, "theme": "ivory", "animation_speed": 0}
    )
    window.apply_settings(new)
    assert window.scene.art.theme is Theme.IVORY and window.scene.speed == Speed.INSTANT
    assert window.controller.session.seating.player == 4 and window.pending_table_settings
    window.controller.set_house_way()
    window.controller.confirm()
    # The round's result stays on the table as it was played; the new seat comes with the next deal.
    assert window.scene.player == 4 and window.scene.showdown.story is not None
    assert window.scene.plates[4].result
    deal(window)
    assert window.controller.session.seating.player == 2 and window.scene.player == 2
    assert len(window.controller.session.seating.computers) == 1
    assert window.scene.plates[2].title == "You" and not window.pending_table_settings
    window.apply_settings(replace(window.settings, animation_speed=3))
    assert window.scene.speed == Speed.SLOW and window.speed_actions[Speed.SLOW].isChecked()


def test_new_limits_chosen_with_a_new_seat_in_a_round_apply_when_it_ends(window: PaiGowWindow) -> None:
    # The seat waits for the next deal; the limits held back with it left the bet box silent,
    # then F2 was refused for a bet under the new minimum.
    deal(window)
    window.apply_settings(
        with_option_changes(
            window.settings,
            {"seat": 2, "table_minimum_cents": 2500, "default_bet_cents": 2500, "animation_speed": 0},
        )
    )
    window.controller.set_house_way()
    assert window.controller.confirm()
    assert window.scene.player == 4  # this round's result stays where it was played
    assert window.controller.session.rules.minimum_cents == 2500
    assert "minimum is $25.00" in window.panel.bet_problem.text()


def test_a_practice_round_is_judged_but_not_kept_in_the_trainer_s_record(window: PaiGowWindow) -> None:
    # A replayed deal, its best setting seen already, counted as a fresh answer.
    store = window.controller.store
    assert isinstance(store, Store)
    deal(window)
    window.controller.set_house_way()
    assert window.controller.confirm()
    answers = len(store.answers())
    assert answers == 1
    assert window.controller.replay()
    window.controller.set_house_way()
    assert window.controller.confirm()
    assert len(store.answers()) == answers


def test_a_new_seat_between_rounds_clears_the_last_round_from_the_table(window: PaiGowWindow) -> None:
    # The plates moved to the new seating while the last round's tiles, chips and banner
    # stayed where they were: the dealer's tiles beside an empty seat, every result gone.
    deal(window)
    window.controller.set_house_way()
    assert window.controller.confirm()
    scene = window.scene
    assert scene.showdown.isVisible()
    window.apply_settings(with_option_changes(window.settings, {"seat": 2, "animation_speed": 0}))
    assert scene.player == 2 and not scene.showdown.isVisible()
    assert not any(t.face_up for t in scene.tiles)
    assert not any(stack.isVisible() for stack in scene.stacks)
    assert not any(plate.result for plate in scene.plates)
    deal(window)  # and the next round is dealt to the new seat
    assert scene.plates[2].title == "You" and len(scene.player_hands()[0]) == 2


def test_statistics_open_from_the_menu_and_agree_with_the_store(window: PaiGowWindow) -> None:
    deal(window)
    window.controller.confirm()
    window.statistics_action.trigger()
    dialog = window.statistics
    assert dialog is not None and dialog.isVisible()
    store = window.controller.store
    assert isinstance(store, Store) and store.statistics().rounds == 1


def test_a_whole_round_by_keys_alone(qtbot: QtBot, window: PaiGowWindow) -> None:
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F2)  # deal
    assert window.controller.stage is Stage.SETTING
    # The description follows once the event loop is back (one per change, not one per step).
    qtbot.waitUntil(lambda: "Low hand:" in view.accessibleDescription())
    assert "High hand:" in view.accessibleDescription()
    QTest.keyClick(view, Qt.Key.Key_2)  # pick the second tile
    picked = window.scene.chosen()
    QTest.keyClick(view, Qt.Key.Key_Space)  # swap it into the high hand: still two and two
    QCoreApplication.processEvents()
    assert picked in window.scene.hands[1] and window.confirm_action.isEnabled()
    QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    QCoreApplication.processEvents()
    assert picked in window.scene.hands[0] and window.confirm_action.isEnabled()
    QTest.keyClick(view, Qt.Key.Key_Return)  # confirm
    assert window.controller.stage is Stage.BETTING
    game = window.controller.game
    assert game is not None and game.settlement is not None
    # The result is said in words, for screen readers too, never by colour alone.
    qtbot.waitUntil(lambda: any(word in view.accessibleDescription() for word in ("WIN", "LOSS", "PUSH")))


def test_the_table_asks_for_sounds_and_plays_them_only_when_sound_is_on(window: PaiGowWindow) -> None:
    from dataclasses import replace

    asked: list[str] = []
    window.scene.sound.connect(asked.append)
    played: list[object] = []
    window.sounds._player, window.sounds._looked = played.append, True  # a stand-in for the desktop's player
    deal(window)
    window.scene.move_to_other_hand(window.scene.hands[0][0])
    assert "tile" in asked and "dice" in asked
    assert played == []  # sound is off by default
    window.apply_settings(replace(window.settings, sound=True, volume=30))
    window.scene.move_to_other_hand(window.scene.hands[1][0])
    assert len(played) == 1 and str(played[0]).endswith("tile-30.wav")


def test_the_woodpile_can_be_built_as_four_stacks_of_eight_lifted(window: PaiGowWindow) -> None:

    window.apply_settings(
        with_option_changes(
            window.settings, {"woodpile": "lifted", "animation_speed": 2, "reduced_motion": "off"}
        )
    )
    assert window.scene.woodpile_style == "lifted"
    scene = window.scene
    window.controller.new_round(window.bet_cents())
    # Partway through the build, odd stacks stand on the even ones: four stacks of eight.  The
    # animations' clock is driven here, step by step, so no real time passes.
    heights: set[float] = set()
    steps = 0
    while window.controller.stage is not Stage.SETTING:
        animation = scene.animator.current
        assert animation is not None, "the deal stopped before the setting"
        total = animation.totalDuration()
        assert total > 0
        for moment in range(0, total, 20):
            animation.setCurrentTime(moment)
            top = scene._stack_items[1][3]
            heights.add(round(top.pos().x() - scene._stack_items[0][0].pos().x()))
        animation.setCurrentTime(total)  # ends it: the animator starts the next step
        steps += 1
        assert steps < 500
    assert 0 in heights  # stack 1 stood on stack 0 (same column) before it was lifted beside it
    assert len(heights) > 2  # and was seen moving beside it


def test_the_tables_words_grow_with_the_desktops_font_size(qtbot: QtBot, qapp: object) -> None:
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.games.paigow.table_scene import Plate

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    usual = app.font()
    try:
        plate = Plate(1)
        plate.set_text(title="Seat 1", bet="$10.00")
        normal = plate.plate_rect().width()
        larger = app.font()
        larger.setPixelSize(QFontInfo(usual).pixelSize() * 3 // 2)
        app.setFont(larger)
        plate.restyle()
        assert QFontInfo(plate.line_font).pixelSize() == larger.pixelSize()
        assert plate.plate_rect().width() > normal * 1.3  # the plate grows with its words
    finally:
        app.setFont(usual)


def felt_fonts_too_small(window: PaiGowWindow) -> list[str]:
    """The words on the felt drawn smaller than the desktop's font, as seen on screen."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

    wanted = QFontInfo(QApplication.font()).pixelSize()
    scale = window.view.transform().m11()
    small = []
    items = window.scene.text_items()
    assert len(items) >= 8 + 2 + 1  # the plates, the two hands, the banner at least
    for item in items:
        fonts = [item.font()] if isinstance(item, QGraphicsSimpleTextItem) else item.text_fonts()  # type: ignore[attr-defined]
        for font in fonts:
            if QFontInfo(font).pixelSize() * scale < wanted:
                small.append(f"{type(item).__name__}: {QFontInfo(font).pixelSize()} x {scale:.2f} < {wanted}")
    return small


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("trainer", [False, True])
def test_every_word_on_the_felt_is_at_least_the_desktops_font_size(
    qtbot: QtBot, size: tuple[int, int], trainer: bool
) -> None:
    win = build_table(AppOptions(seed=1234, speed=Speed.INSTANT, size=size))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.set_trainer(trainer)
    qtbot.waitUntil(lambda: win.trainer_dock.isVisible() == trainer)
    deal(win)
    assert win.controller.confirm()
    assert felt_fonts_too_small(win) == []
    # The table is laid out for the view, one logical pixel to one: the scene fills the view.
    viewport = win.view.viewport().size()
    assert win.scene.sceneRect().size().toSize() == viewport
    # Every plate lies inside the view, and the player's tiles inside their hands.
    view_rect = win.scene.sceneRect()
    for plate in win.scene.plates:
        assert view_rect.contains(plate.mapRectToScene(plate.plate_rect())), plate.place
    for area, hand in zip((win.scene.low_area, win.scene.high_area), win.scene.hands, strict=True):
        for item in hand:
            assert area.rect.contains(item.sceneBoundingRect().center())


def test_a_resize_lays_the_table_out_again_with_every_tile_in_its_place(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    deal(window)
    scene = window.scene
    before = [item.pos() for item in scene.player_items()]
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.view.viewport().width() < 900)
    for item in scene.player_items():
        spot = scene.spots[item]
        assert item.pos() == scene.spot_point(spot)
        assert item.home == item.pos()
    assert [item.pos() for item in scene.player_items()] != before


def test_a_bet_outside_the_limits_is_refused_in_words_and_never_changed(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    box = window.panel.bet
    rules = window.controller.session.rules
    assert rules.maximum_cents == 50_000
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "600")
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert window.bet_cents() == 60_000  # as typed: not $60, not the maximum
    assert "maximum is $500.00" in window.panel.bet_problem.text()
    window.new_round()
    assert window.controller.stage is Stage.BETTING  # refused
    assert "Cannot deal" in window.statusBar().currentMessage()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert window.bet_cents() == 200 and "minimum is $5.00" in window.panel.bet_problem.text()
    box.selectAll()
    qtbot.keyClicks(box, "25")
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert window.panel.bet_problem.text() == ""
    assert "Cannot deal" not in window.statusBar().currentMessage()  # mended: the refusal goes
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter in the bet box deals, as F2 does
    assert window.controller.stage is Stage.SETTING and window.controller.last_bet_cents == 2500


def test_a_bet_the_bankroll_does_not_cover_is_said_under_the_box(window: PaiGowWindow, qtbot: QtBot) -> None:
    # Only the status line said so, once the deal was refused.
    store = window.controller.store
    assert isinstance(store, Store)
    store.reset_bankroll(2000)  # $20, under the table maximum
    window.panel.bet.setValue(25)
    assert window.panel.bet_problem.text() == "More than your bankroll of $20.00"
    window.panel.bet.setValue(10)
    assert window.panel.bet_problem.text() == ""
    # The bankroll changing under the bet says so too (a new stake, a round lost).
    window.panel.bet.setValue(25)
    window.bankroll_reset(store.reset_bankroll(100_000))
    assert window.panel.bet_problem.text() == ""


def settle() -> None:
    """Handle every event already posted (layout requests, deferred updates), with no timer."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def test_the_verdict_never_makes_the_table_jump(window: PaiGowWindow, qtbot: QtBot) -> None:
    window.set_trainer(True)
    qtbot.waitUntil(window.trainer_dock.isVisible)
    deal(window)
    settle()  # the dock's layout requests handled: no timer involved
    before = window.view.size()
    low, high = window.scene.player_hands()
    worst = settings_of([*low, *high])[-1]
    window.scene.arrange(worst.low.tiles, worst.high.tiles)
    assert window.controller.confirm()
    assert window.trainer.verdict.text()  # the verdict is said
    settle()
    assert window.view.size() == before


def widened(window: PaiGowWindow) -> bool:
    """The trainer docked right is as wide as its table needs, or as wide as the felt can spare
    (the felt keeps half the window: issue 33)."""
    from layout_helpers import felt_share

    dock = window.trainer_dock
    share = felt_share(window, window.view)
    return share >= 0.5 and (dock.width() >= dock.wanted_width() - 2 or share < 0.52)


@pytest.mark.parametrize("place", ["right", "window", "below"])
def test_the_player_chooses_where_the_trainer_sits(window: PaiGowWindow, qtbot: QtBot, place: str) -> None:
    from PySide6.QtCore import Qt as QtNS

    window.set_trainer(True)
    window.place_trainer(place)
    dock = window.trainer_dock
    qtbot.waitUntil(dock.isVisible)
    assert dock.isFloating() == (place == "window")
    if place != "window":
        area = (
            QtNS.DockWidgetArea.RightDockWidgetArea
            if place == "right"
            else QtNS.DockWidgetArea.BottomDockWidgetArea
        )
        assert window.dockWidgetArea(dock) == area
    else:
        assert window.screen().availableGeometry().contains(dock.frameGeometry())
        # Never over your own hands: it opened over the low hand, your place and seat 3.
        view = window.view
        qtbot.waitUntil(lambda: view.height() > 600)  # the table laid out again, the whole window its own
        for area in (window.scene.low_area, window.scene.high_area):
            shown = view.mapFromScene(area.sceneBoundingRect()).boundingRect()
            on_screen = QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())
            assert not dock.frameGeometry().intersects(on_screen)
    assert window.trainer_place_actions[place].isChecked()
    assert window.options.trainer_place == place  # remembered for the next start
    deal(window)
    assert felt_fonts_too_small(window) == []
    panel = window.trainer
    if place == "right":  # as wide as its table, up to half the window (it was left at 270 px)
        qtbot.waitUntil(lambda: widened(window))
    # Below, the verdict keeps its three lines (the table never jumps); elsewhere it may grow.
    assert (panel.verdict.maximumHeight() == panel.verdict.minimumHeight()) == (place == "below")


def test_the_trainer_is_where_the_player_left_it_at_the_next_start(qtbot: QtBot, tmp_path: Path) -> None:
    from paigow_desktop.storage import open_app_data

    data = open_app_data(tmp_path / "data")
    first = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1280, 800)), data)
    qtbot.addWidget(first)
    first.place_trainer("right")
    first.close()
    data.close()
    again = open_app_data(tmp_path / "data")
    try:
        second = build_table(AppOptions(seed=3, speed=Speed.INSTANT, size=(1280, 800)), again)
        qtbot.addWidget(second)
        assert second.trainer_place == "right" and second.trainer_place_actions["right"].isChecked()
        assert second.dockWidgetArea(second.trainer_dock) == Qt.DockWidgetArea.RightDockWidgetArea
        second.set_trainer(True)
        second.show()
        qtbot.waitUntil(lambda: widened(second))  # widened at the start too
        second.close()
    finally:
        again.close()


def test_the_showdown_banner_tells_your_hands_against_the_bankers_and_the_money(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    from paigow_desktop.core.money import format_cents
    from paigow_desktop.games.paigow.hands import Showdown
    from paigow_desktop.ui.games.paigow.hand_names import hand_name

    controller, scene = window.controller, window.scene
    seen: set[object] = set()
    for _ in range(12):
        deal(window)
        assert not scene.showdown.isVisible()  # nothing told before the reveal
        assert controller.confirm()
        game = controller.game
        assert game is not None and game.settlement is not None and game.revealed is not None
        reveal, mine = game.revealed, game.settlement.place(controller.player)
        story = scene.showdown.story
        assert story is not None and scene.showdown.isVisible()
        matchup = reveal.matchup(controller.player)
        banker = reveal.banker_setting
        assert [(li.yours, li.bankers) for li in story.lines] == [
            (hand_name(matchup.setting.low), hand_name(banker.low)),
            (hand_name(matchup.setting.high), hand_name(banker.high)),
        ]
        for line, showdown in zip(
            story.lines, (matchup.comparison.low, matchup.comparison.high), strict=True
        ):
            assert line.yours_won == (showdown is Showdown.PLAYER)
            seen.add(showdown)
        assert story.result is matchup.result and story.net_cents == mine.net_cents
        if mine.net_cents:
            assert format_cents(abs(mine.net_cents)) in story.heading
        if mine.commission_cents:
            assert format_cents(mine.commission_cents) in story.money
        # It stays while nothing happens, and goes when the next round begins.
        settle()
        assert scene.showdown.isVisible()
    assert {Showdown.PLAYER, Showdown.BANKER} <= seen


def test_copies_and_zero_against_zero_are_said() -> None:
    import random
    from fractions import Fraction

    from paigow_desktop.core.money import format_cents
    from paigow_desktop.games.paigow.hands import Showdown
    from paigow_desktop.games.paigow.round import Reveal
    from paigow_desktop.games.paigow.setting import BetResult, compare
    from paigow_desktop.games.paigow.settlement import Matchup, PlaceSettlement, Settlement
    from paigow_desktop.ui.games.paigow.showdown import tell

    rng = random.Random(5)
    said: dict[Showdown, str] = {}
    while len(said) < 4:
        tiles = list(FULL_SET)
        rng.shuffle(tiles)
        player, banker = settings_of(tiles[:4])[-1], settings_of(tiles[4:8])[0]
        comparison = compare(player, banker)
        reveal = Reveal(DEALER, banker, None, (Matchup(4, player, comparison),))
        net = {BetResult.WIN: 950, BetResult.LOSS: -1000, BetResult.PUSH: 0}[comparison.result]
        commission = 50 if net > 0 else 0
        settlement = Settlement(
            DEALER,
            Fraction(1, 20),
            (
                PlaceSettlement(DEALER, 0, None, -net - commission, 0),
                PlaceSettlement(4, 1000, comparison.result, net, commission),
            ),
            commission,
        )
        story = tell(reveal, settlement, 4, player, "Dealer", format_cents)
        assert story is not None
        for line, showdown in zip(story.lines, (comparison.low, comparison.high), strict=True):
            said[showdown] = line.verdict
        if comparison.result is BetResult.WIN:
            assert "$9.50" in story.heading and "$0.50" in story.money and "+$9.50" in story.money
        elif comparison.result is BetResult.LOSS:
            assert "$10.00" in story.heading
    assert "copy" in said[Showdown.COPY] and "banker" in said[Showdown.COPY]
    assert "zero against zero" in said[Showdown.ZERO] and "banker" in said[Showdown.ZERO]
    assert said[Showdown.PLAYER] != said[Showdown.BANKER]


def test_a_weak_setting_gets_the_trainers_line_on_the_banner(window: PaiGowWindow) -> None:
    deal(window)
    low, high = window.scene.player_hands()
    worst = settings_of([*low, *high])[-1]
    window.scene.arrange(worst.low.tiles, worst.high.tiles)
    assert window.controller.confirm()
    assert window.scene.showdown.advice.startswith("Weak setting")
    window.controller.new_round(window.bet_cents())
    assert window.scene.showdown.advice == "" and window.scene.showdown.story is None


def test_normal_pace_deals_like_a_good_dealer_and_slow_is_for_watching() -> None:
    from paigow_desktop.ui.timings import deal_ms

    worst = deal_ms(Speed.NORMAL, 18, lifted=True)  # three sixes: the longest count
    assert worst <= 5500
    assert deal_ms(Speed.SLOW, 18) > deal_ms(Speed.NORMAL, 18) * 1.5
    assert deal_ms(Speed.INSTANT, 18, lifted=True) == 0


@pytest.mark.parametrize("style", ["eight", "lifted"])
def test_the_scenes_deal_takes_what_the_timings_say(window: PaiGowWindow, style: str) -> None:
    """The animations the scene queues for a deal add up to ``deal_ms`` (so the pace test holds)."""
    from paigow_desktop.ui.timings import deal_ms

    scene = window.scene
    scene.set_speed(Speed.NORMAL)
    scene.woodpile_style = style
    assert window.controller.new_round(window.bet_cents())
    animator = scene.animator
    running = animator._running
    assert running is not None
    total = running.totalDuration()
    running.stop()
    animator._running = None
    while animator._queue:
        animation = animator._queue.popleft()(False)
        if animation is not None:
            total += animation.totalDuration()
    deal_now = window.controller.deal
    assert deal_now is not None
    assert total == deal_ms(Speed.NORMAL, deal_now.total, lifted=style == "lifted")


def test_a_click_on_the_felt_skips_the_ritual(window: PaiGowWindow, qtbot: QtBot) -> None:
    window.scene.set_speed(Speed.NORMAL)
    assert window.controller.new_round(window.bet_cents())
    assert window.controller.stage is Stage.DEALING and window.scene.animator.busy
    corner = QPoint(5, 5)  # the felt's edge, away from every tile
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner
    )
    assert window.controller.stage is Stage.SETTING
    assert not window.scene.animator.busy


def test_the_preview_follows_a_tile_dragged_over_the_other_hand(qtbot: QtBot, window: PaiGowWindow) -> None:
    window.set_trainer(True)
    deal(window)
    scene = window.scene
    before = window.controller.preview()
    item, other = scene.hands[0][0], scene.hands[1][1]
    shown: list[object] = []
    window.controller.preview_changed.connect(shown.append)
    viewport = window.view.viewport()
    start, end = viewport_point(window, item.scenePos()), viewport_point(window, other.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    # Still dragging: the hands are unchanged, the preview shows the swap the drop would make.
    assert item in scene.hands[0]
    low, high = scene.player_hands()
    low[0], high[1] = high[1], low[0]
    expected = describe(low, high)
    assert shown and shown[-1] == expected != before
    assert scene.low_area.caption == expected.low_caption  # the names on the felt too
    assert expected.setting is not None
    # The trainer marks the setting the drop would make (its EV on that row).
    rows = [window.trainer.table.item(r, 6).text() for r in range(window.trainer.table.rowCount())]
    assert sum("yours" in r for r in rows) == 1
    row = next(r for r in range(len(rows)) if "yours" in rows[r])
    assert window.trainer.rows[row].setting.same_play(expected.setting)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert item in scene.hands[1] and window.controller.preview() == expected


def test_one_outline_after_a_drag_and_a_key(qtbot: QtBot, window: PaiGowWindow) -> None:
    deal(window)
    scene = window.scene
    item = scene.hands[0][0]
    drag(qtbot, window, item, scene.hands[1][1].scenePos())
    assert item in scene.hands[1]
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_1)
    outlined = [i for i in scene.player_items() if i.outlined()]
    assert outlined == [scene.player_items()[0]]
    assert sum(i.hasFocus() for i in scene.player_items()) <= 1


def test_the_dice_are_shaken_in_the_cup_and_tumble_out_of_it(window: PaiGowWindow, qtbot: QtBot) -> None:
    scene = window.scene
    scene.set_speed(Speed.NORMAL)
    assert window.controller.new_round(window.bet_cents())
    qtbot.waitUntil(lambda: scene.cup.isVisible(), timeout=5000)
    assert not any(die.isVisible() for die in scene.dice)  # inside the cup while it shakes
    qtbot.waitUntil(lambda: all(die.isVisible() for die in scene.dice), timeout=5000)
    qtbot.waitUntil(lambda: not scene.cup.isVisible(), timeout=5000)  # tipped over and gone
    assert all(die.isVisible() for die in scene.dice)
    scene.skip()
    assert window.controller.stage is Stage.SETTING and not scene.cup.isVisible()


def test_at_speed_0_the_cup_is_never_in_the_way(window: PaiGowWindow) -> None:
    deal(window)
    assert not window.scene.cup.isVisible()


def test_bets_are_chips_moved_at_the_settlement_and_commission_goes_to_the_house(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    scene, controller = window.scene, window.controller
    for speed in (Speed.INSTANT, Speed.NORMAL):
        scene.set_speed(speed)
        assert controller.new_round(window.bet_cents())
        scene.skip()
        game = controller.game
        assert game is not None
        for place, cents in game.bets.items():
            assert scene.stacks[place].cents == cents and scene.stacks[place].isVisible()
        assert not scene.house_chips.isVisible()
        assert controller.confirm()
        if speed is Speed.NORMAL:  # the chips fly: some are on their way before the end
            qtbot.waitUntil(lambda: any(f.isVisible() for f in scene.flights), timeout=10000)
            qtbot.waitUntil(lambda: controller.stage is Stage.BETTING, timeout=10000)
        settlement = game.settlement
        assert settlement is not None
        for matchup in game.revealed.matchups if game.revealed else ():
            outcome = settlement.place(matchup.place)
            assert scene.stacks[matchup.place].cents == outcome.bet_cents + outcome.net_cents
        assert scene.house_chips.cents == settlement.commission_cents
        assert not any(f.isVisible() for f in scene.flights)


def test_chips_make_the_amount() -> None:
    from paigow_desktop.ui.table.pieces import chips_for

    assert chips_for(63_100) == [500, 100, 25, 5, 1]
    assert chips_for(950) == [5, 1, 1, 1, 1, 1]  # $9 in chips and the 50 cents as a $1 chip
    assert chips_for(0) == []


def test_quick_bet_chips_add_to_the_bet_clear_and_repeat_the_last(window: PaiGowWindow) -> None:
    panel = window.panel
    assert set(panel.chip_buttons) == {5, 25, 100, 500}
    assert not panel.chip_buttons[25].icon().isNull()  # the chip the table draws
    panel.clear_bet_button.click()
    assert window.bet_cents() == 0 and "minimum" in panel.bet_problem.text()  # said, not changed
    panel.chip_buttons[25].click()
    panel.chip_buttons[5].click()
    panel.chip_buttons[5].click()
    assert window.bet_cents() == 3500 and panel.bet_problem.text() == ""
    window.new_round()
    assert window.controller.stage is Stage.SETTING
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back
    assert not panel.chip_buttons[5].isEnabled()  # no changing the bet mid-round
    window.confirm()
    QCoreApplication.processEvents()
    panel.chip_buttons[500].click()
    assert window.bet_cents() == 53500 and "maximum" in panel.bet_problem.text()
    panel.repeat_bet_button.click()
    assert window.bet_cents() == 3500


def test_rounds_leave_no_animations_behind(qtbot: QtBot) -> None:
    """Every round's animations are deleted once played (they stayed the scene's children, a few
    KB a round, before)."""
    from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

    window = build_table(AppOptions(seed=11, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller

    def play(rounds: int) -> int:
        for _ in range(rounds):
            assert controller.new_round(controller.last_bet_cents)
            controller.set_house_way()
            controller.confirm()
            assert controller.stage is Stage.BETTING
            window.view.viewport().grab()  # the round's end painted, as the player sees it
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(window.scene.findChildren(QAbstractAnimation))

    after_a_few = play(3)
    assert play(20) <= after_a_few
    # and the pictures kept for the table's frames are not a new one every round: the result
    # banner's size follows its words, so it is drawn each time instead of kept
    from paigow_desktop.ui.table import items

    items._PICTURES.clear()
    play(10)
    assert window.scene.showdown.isVisible()
    kinds = {key[0][0] if isinstance(key[0], tuple) else key[0] for key in items._PICTURES}
    assert "showdown" not in kinds


def test_each_hand_is_titled_as_it_will_play(window: PaiGowWindow) -> None:
    # The low slot holding the higher hand plays high: its title says so, as the side panel does
    # ("Low: …" names the lower hand), so the felt and the panel never disagree.
    deal(window)
    scene = window.scene
    low, high = scene.player_hands()
    lower, higher = sorted(((low, Hand.of(*low)), (high, Hand.of(*high))), key=lambda pair: pair[1].key)
    assert higher[1].key > lower[1].key  # the deal's two hands differ
    scene.arrange(higher[0], lower[0])
    assert (scene.low_area.title, scene.high_area.title) == ("High hand", "Low hand")
    assert scene.low_area.caption == hand_name(higher[1])
    QCoreApplication.processEvents()  # the panel follows once the event loop is back
    assert window.panel.low.text().startswith(f"Low: {Setting.of(lower[0], higher[0]).low}")
    scene.arrange(lower[0], higher[0])
    assert (scene.low_area.title, scene.high_area.title) == ("Low hand", "High hand")
    scene.arrange(higher[0], lower[0])
    assert window.controller.confirm()  # played: the lower hand is put in the low slot
    assert (scene.low_area.title, scene.high_area.title) == ("Low hand", "High hand")
    assert sorted(t.kind for t in scene.player_hands()[0]) == sorted(t.kind for t in lower[0])


def test_a_double_click_on_a_tile_moves_it_once(window: PaiGowWindow) -> None:
    # Qt answers a double click with a second press: the tile went to the other hand and back.
    deal(window)
    scene = window.scene
    tile = scene.hands[0][0]
    double_click(window.view.viewport(), viewport_point(window, tile.scenePos()))
    assert tile in scene.hands[1] and len(scene.hands[0]) == len(scene.hands[1]) == 2
    assert len(scene.undo_stack) == 1
    assert all(item.zValue() == item.rest_z for item in scene.player_items())  # none left lifted


def test_the_panel_names_your_hands_as_played_while_the_showdown_is_on_the_felt(window: PaiGowWindow) -> None:
    deal(window)
    window.controller.set_house_way()
    QCoreApplication.processEvents()
    low, high = window.panel.low.text(), window.panel.high.text()
    assert window.controller.confirm()
    QCoreApplication.processEvents()
    assert window.controller.stage is Stage.BETTING and window.scene.showdown.isVisible()
    assert (window.panel.low.text(), window.panel.high.text()) == (low, high) != ("Low: —", "High: —")
    window.scene.clear_table()  # a change of seat takes the hands off the felt: nothing to name
    window.round_state.request()
    QCoreApplication.processEvents()
    assert window.panel.low.text() == "Low: —"


def test_the_panels_hand_lines_are_plain_words_laid_out_then_painted_once(window: PaiGowWindow) -> None:
    """The three lines under "Your hands" change every round.  As rich, selectable text each
    had Qt build a text document, lay it out, and paint it twice (the second time once the
    first paint had laid it out), and a line that took another height was painted where it was
    before the panel was laid out again: 0.6 ms of a round at speed 0.  Plain words, laid out
    at once, are painted once, where they stay."""
    panel = window.panel
    lines = (panel.low, panel.high, panel.standing)
    seen: dict[QObject, list[QEvent.Type]] = {line: [] for line in lines}
    kinds = (QEvent.Type.Paint, QEvent.Type.Move, QEvent.Type.Resize)

    class Note(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() in kinds:
                seen[watched].append(event.type())
            return False

    note = Note()
    for line in lines:
        line.installEventFilter(note)
    controller = window.controller
    resized = 0
    for _ in range(8):  # each step as a player takes it: the window shows it before the next
        for step in (
            lambda: controller.new_round(window.bet_cents()),
            controller.set_house_way,
            controller.confirm,
        ):
            for events in seen.values():
                events.clear()
            before = [line.text() for line in lines]
            step()
            for _ in range(5):  # what a pass posts is delivered by the next
                QCoreApplication.processEvents()
            assert all("<" not in line.text() for line in lines)
            for line, said in zip(lines, before, strict=True):
                events = seen[line]
                paints = events.count(QEvent.Type.Paint)
                assert paints == 1 if line.text() != said else paints <= 1
                if QEvent.Type.Paint in events:  # laid out first: never moved once painted
                    assert events[-1] == QEvent.Type.Paint
                resized += QEvent.Type.Resize in events
    assert resized  # some lines took another height: the case to lay out first was seen


def test_the_deal_number_is_copied_from_its_context_menu(window: PaiGowWindow) -> None:
    panel = window.panel
    assert not panel.copy_deal_action.isEnabled()  # no deal yet: nothing to copy, and no menu
    assert panel.deal_number.contextMenuPolicy() is Qt.ContextMenuPolicy.NoContextMenu
    assert panel.copy_deal_action in panel.deal_number.actions()
    deal(window)
    seed = window.controller.seed
    assert seed is not None and panel.deal_number.text() == f"Deal #{seed}"
    assert panel.deal_number.contextMenuPolicy() is Qt.ContextMenuPolicy.ActionsContextMenu
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None
    clipboard.setText("nothing yet")
    panel.copy_deal_action.trigger()
    assert clipboard.text() == str(seed)


def test_the_keys_line_stays_a_step_smaller_than_the_desktops_font(window: PaiGowWindow) -> None:
    panel = window.panel
    assert panel.keys.font().pointSizeF() == pytest.approx(panel.font().pointSizeF() * 0.8)
    before = QApplication.font()
    bigger = QFont(before)
    bigger.setPointSizeF(before.pointSizeF() * 1.5)
    try:
        QApplication.setFont(bigger)
        QCoreApplication.processEvents()  # the new font reaches the widgets as an event
        assert panel.font().pointSizeF() == pytest.approx(bigger.pointSizeF())
        assert panel.keys.font().pointSizeF() == pytest.approx(bigger.pointSizeF() * 0.8)
    finally:
        QApplication.setFont(before)


def test_the_panels_lines_break_between_phrases_and_never_before_a_number(window: PaiGowWindow) -> None:
    # The keys line left "F2 new round" (or "F2" alone) at a line's end, and the house way's
    # sentence broke "(rule" from its "0: best in both hands)".
    panel = window.panel
    deal(window)
    window.controller.set_house_way()
    QCoreApplication.processEvents()
    standing = panel.standing.text()
    assert "rule" in standing.replace("\u00a0", " ")
    for width in range(90, 400, 7):
        keys = wrapped_lines(panel.keys.text(), panel.keys.font(), width)
        assert all(line.rstrip().endswith(",") for line in keys[:-1]) or len(keys) == 1, (width, keys)
        for line in wrapped_lines(standing, panel.standing.font(), width)[:-1]:
            assert not line.rstrip().endswith("rule"), (width, line)
    # A screen reader hears plain spaces.
    assert "\u00a0" not in panel.standing.accessibleDescription()


def test_hovering_a_plate_names_its_hands_in_full(window: PaiGowWindow) -> None:
    deal(window)
    window.controller.set_house_way()
    assert window.controller.confirm()
    game = window.controller.game
    assert game is not None and game.revealed is not None
    dealer = window.scene.plates[DEALER]
    low, high = game.revealed.banker_setting.low, game.revealed.banker_setting.high
    # The plate itself says only the points ("3 / 7"); its tooltip says the hands.
    assert dealer.toolTip() == f"low {hand_name(low)}, high {hand_name(high)}"
    deal(window)  # a new deal clears it
    assert dealer.toolTip() == ""


def test_the_house_ways_words_go_once_the_tiles_move_away_from_it(window: PaiGowWindow) -> None:
    deal(window)
    scene = window.scene
    window.controller.set_house_way()
    assert window.statusBar().currentMessage().startswith("House way: ")
    scene.move_to_other_hand(scene.player_items()[0])  # away from the house way
    assert window.statusBar().currentMessage().startswith("Set your hand: ")
    window.controller.set_house_way()
    assert window.statusBar().currentMessage().startswith("House way: ")


def test_confirm_and_the_house_way_wait_for_a_held_tile_to_be_let_go(
    window: PaiGowWindow, qtbot: QtBot
) -> None:
    deal(window)
    scene, controller = window.scene, window.controller
    item = scene.player_items()[0]
    viewport = window.view.viewport()
    start = viewport_point(window, item.scenePos())
    end = viewport_point(window, scene.high_area.sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    assert scene.tile_held()
    before = scene.player_hands()
    assert not controller.confirm() and controller.stage is Stage.SETTING
    controller.set_house_way()
    assert scene.player_hands() == before
    assert window.statusBar().currentMessage() == "Let go of the tile first."
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert not scene.tile_held() and scene.player_hands() != before  # the drop is made
    assert controller.confirm()  # and now the hands as dropped are played
