"""View › Theme and View › Language at the Tien Gow and Pai Gow Poker tables (the shared shell):
a theme draws the table anew at once and is kept; a language is kept and shown between hands,
and refused in the middle of one."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow.table import Seating
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.art import Theme
from paigow_desktop.ui.games.paigow.window import PaiGowWindow
from paigow_desktop.ui.games.shell import TableShell
from paigow_desktop.ui.table.items import TILE_RATIO
from paigow_desktop.ui.table.pieces import ChipStack
from paigow_desktop.ui.table.scene import TABLE_CENTER
from paigow_desktop.ui.timings import Speed

GAMES = ("tiengow", "paigow_poker")


def table(qtbot: QtBot, game: str) -> TableShell:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), None, game)
    assert isinstance(window, TableShell)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("game", GAMES)
def test_a_theme_from_the_view_menu_is_drawn_at_once_and_kept(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, game)
    assert window.settings.theme == "casino" and window.table_artwork().theme is Theme.CASINO
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    theme_menu = next(a.menu() for a in view_menu.actions() if a.text() == "&Theme")
    assert window.theme_actions["ivory"] in theme_menu.actions()
    window.theme_actions["ivory"].trigger()
    assert window.settings.theme == "ivory" and window.table_artwork().theme is Theme.IVORY
    assert window.theme_actions["ivory"].isChecked() and not window.theme_actions["casino"].isChecked()


@pytest.mark.parametrize("game", GAMES)
def test_a_language_is_kept_and_asked_for_between_hands(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, game)
    assert not window.hand_in_play()
    with qtbot.waitSignal(window.language_chosen, timeout=5_000) as chosen:
        window.language_actions["zh_TW"].trigger()
    assert chosen.args == ["zh_TW"] and window.settings.language == "zh_TW"


def test_no_language_change_in_the_middle_of_a_hand(qtbot: QtBot) -> None:
    window = table(qtbot, "paigow_poker")
    asked: list[str] = []
    window.language_chosen.connect(asked.append)
    window.new_hand_action.trigger()
    assert window.hand_in_play()
    window.language_actions["zh_TW"].trigger()
    assert window.settings.language == "" and window.language_actions[""].isChecked()
    assert "Finish this hand first" in window.statusBar().currentMessage()
    assert asked == []


def test_a_hand_dealt_with_the_language_choice_is_played_out_first(qtbot: QtBot) -> None:
    """F2 pressed as the language is chosen (the deal lands before the window is built again):
    the hand and its stake stay, and the new language comes when the hand ends.  The window
    used to be built again under the hand, leaving its stake unsettled until the next start."""
    window = table(qtbot, "paigow_poker")
    asked: list[str] = []
    window.language_chosen.connect(asked.append)
    window.language_actions["zh_TW"].trigger()
    window.new_hand_action.trigger()  # before control is back in the event loop
    QCoreApplication.processEvents()
    assert asked == [] and window.hand_in_play() and window.pending_language
    assert "when this hand ends" in window.statusBar().currentMessage()
    controller = window.controller
    controller.set_house_way()
    with qtbot.waitSignal(window.language_chosen, timeout=5_000) as chosen:
        assert controller.confirm()
    assert chosen.args == ["zh_TW"] and not window.pending_language


def test_closing_with_a_language_pending_builds_no_new_window(qtbot: QtBot) -> None:
    """The hand played out as the window closes ends with the language still pending: closing
    must not ask the app for a window in the new language (the app would not quit)."""
    window = table(qtbot, "paigow_poker")
    asked: list[str] = []
    window.language_chosen.connect(asked.append)
    window.language_actions["zh_TW"].trigger()
    window.new_hand_action.trigger()
    QCoreApplication.processEvents()
    assert window.pending_language and window.hand_in_play()
    window.close()
    for _ in range(3):
        QCoreApplication.processEvents()
    assert not window.hand_in_play() and asked == []


def test_a_round_dealt_with_the_language_choice_is_played_out_first_at_the_tiles(qtbot: QtBot) -> None:
    window = pai_gow_table(qtbot, 5, (1280, 800))
    asked: list[str] = []
    window.language_chosen.connect(asked.append)
    window.apply_settings(replace(window.settings, language="zh_TW"))  # the settings dialog's OK
    window.scene.set_speed(Speed.INSTANT)  # the settings' own speed animates
    controller = window.controller
    assert controller.new_round(controller.last_bet_cents)  # F2 already queued
    QCoreApplication.processEvents()
    assert asked == [] and window.pending_language and controller.round_id is not None
    controller.set_house_way()
    with qtbot.waitSignal(window.language_chosen, timeout=5_000) as chosen:
        controller.confirm()
    assert chosen.args == ["zh_TW"]


def pai_gow_table(qtbot: QtBot, seed: int, size: tuple[int, int]) -> PaiGowWindow:
    """Pai Gow's table at ``size``, speed 0, shown."""
    window = build_table(AppOptions(seed=seed, speed=Speed.INSTANT, size=size))
    assert isinstance(window, PaiGowWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def trainer_docked_below(qtbot: QtBot, seed: int, *, short: bool = False) -> PaiGowWindow:
    """Pai Gow's table at 1024x700 with the trainer docked below: one line before the deal, and
    once the tiles are dealt, the felt is half the window."""
    window = pai_gow_table(qtbot, seed, (1024, 700))
    window.set_trainer(True)
    qtbot.waitUntil(lambda: window.trainer_dock.isVisible() and window.view.height() < 610)  # one line
    if short:
        short_felt(window, qtbot)
    return window


def short_felt(window: PaiGowWindow, qtbot: QtBot) -> None:
    """The felt as short as 1024x700 with the trainer below left it before the felt kept half
    the window (about 325 px): what the scene does on a short felt is still looked at."""
    placing, dock = window.placing, window.trainer_dock
    assert placing is not None
    window.removeEventFilter(placing)  # the trainer is held at this height: nothing fits it again
    window.view.removeEventFilter(placing)
    dock.panel.arranged.disconnect()
    dock.setFixedHeight(dock.height() + window.view.height() - SHORT_FELT)
    qtbot.waitUntil(lambda: window.view.height() <= SHORT_FELT)


def showdown_docked_below(qtbot: QtBot, seed: int, *, short: bool = False) -> PaiGowWindow:
    """That table with deal ``seed`` played by the house way: the results and the banner shown."""
    window = trainer_docked_below(qtbot, seed, short=short)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    return window


def _covered(scene: Any, banner: QRectF) -> float:
    # An empty seat's plate, and the empty seats' stacks set aside unseen, may be covered: they
    # have nothing to tell.
    rects = [
        t.sceneBoundingRect() for t, spot in scene.spots.items() if t.isVisible() and spot.kind != "aside"
    ]
    rects += [p.mapRectToScene(p.plate_rect()) for p in scene.plates if p.isVisible() and p.active]
    return sum(both.width() * both.height() for both in (banner.intersected(r) for r in rects))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_result_banner_covers_the_least_of_the_places_tiles(qtbot: QtBot, size: tuple[int, int]) -> None:
    # At 1024x700 it covered the tiles of the places beside it.
    window = pai_gow_table(qtbot, 20261122, size)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    scene = window.scene
    banner = scene.showdown.sceneBoundingRect()
    assert scene.showdown.isVisible() and not banner.isEmpty()
    middle = banner.translated(scene.lay.point(TABLE_CENTER) - scene.showdown.pos())
    if size == (1280, 800):
        assert _covered(scene, banner) == 0
    else:
        assert _covered(scene, banner) < _covered(scene, middle)


def test_with_no_room_for_the_hands_rows_the_banner_tells_the_short_story(qtbot: QtBot) -> None:
    # The trainer docked below a short window (the felt about 320 px tall, as 1024x700 left
    # it before the felt kept half the window): on deal 5 the whole story hides the side
    # places' tiles; the short one (heading, money) hides less.
    window = showdown_docked_below(qtbot, 5, short=True)
    scene = window.scene
    banner, story = scene.showdown, scene.showdown.story
    assert story is not None and banner.compact
    short = _covered(scene, banner.sceneBoundingRect())
    # The whole story, from the middle of the felt to the spot where it covers least, covers more.
    banner.set_compact(False)
    banner.setPos(scene.lay.point(TABLE_CENTER))
    assert scene.move_clear(banner, scene.showdown_obstacles(), scene.showdown_room()) > short
    scene.place_banner(banner, scene.showdown_obstacles(), scene.showdown_room())
    # Placed again, it is short again and covers no more than where the showdown put it.
    assert banner.compact and _covered(scene, banner.sceneBoundingRect()) <= short + 1e-6
    for line in story.lines:  # the hands' rows are in its tooltip
        assert line.yours in banner.toolTip() and line.bankers in banner.toolTip()
    # With room again (a larger window) the whole story comes back.
    window.set_trainer(False)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not banner.compact)
    assert banner.toolTip() == ""


def test_stacks_set_aside_never_peek_out_from_under_the_banner(qtbot: QtBot) -> None:
    # On deal 7 at 1024x700 with the trainer docked below, the banner lay over the lower part
    # of the two stacks set aside beside the dealer: their tops showed above it.
    # The banner now keeps clear of the hands, plates and chips, and so seldom of the middle
    # where the stacks set aside wait: it is laid over them here as it was on that deal.
    window = trainer_docked_below(qtbot, 7)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    scene = window.scene
    aside = [t for stack in scene.stacks_set_aside() for t in stack]
    assert aside and all(t.isVisible() for t in aside) and scene.set_aside_label.isVisible()
    c.set_house_way()
    assert c.confirm()
    lowest = max(aside, key=lambda t: t.sceneBoundingRect().bottom()).sceneBoundingRect()
    box = scene.showdown.sceneBoundingRect()
    scene.showdown.moveBy(lowest.center().x() - box.center().x(), lowest.bottom() - 4 - box.top())
    scene._tuck_set_aside_under(scene.showdown)
    banner = scene.showdown.sceneBoundingRect()
    under = [t for t in aside if t.sceneBoundingRect().intersects(banner)]
    assert under, "the banner lies over a stack set aside"
    assert not any(t.isVisible() and t.sceneBoundingRect().intersects(banner) for t in aside)
    assert not scene.set_aside_label.isVisible()
    # A resize places the banner again, and each stack with it: hidden exactly where covered.
    window.set_trainer(False)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not scene.showdown.compact)
    label = scene.set_aside_label

    def label_under_its_stacks() -> bool:
        # Below the stacks, and centred under them as a whole.
        stacks = [t.sceneBoundingRect() for tiles in scene.stacks_set_aside() for t in tiles]
        left, right = min(r.left() for r in stacks), max(r.right() for r in stacks)
        words = label.sceneBoundingRect()
        below = words.top() >= max(r.center().y() for r in stacks)
        return below and abs(words.center().x() - (left + right) / 2) <= 1

    for tiles in scene.stacks_set_aside():
        covered = any(t.sceneBoundingRect().intersects(scene.showdown.sceneBoundingRect()) for t in tiles)
        assert [t.isVisible() for t in tiles] == [not covered] * len(tiles)
    assert not (
        label.isVisible() and label.sceneBoundingRect().intersects(scene.showdown.sceneBoundingRect())
    )
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: all(t.isVisible() for t in aside))  # the banner clear of them
    assert label.isVisible() and label_under_its_stacks()  # where the table now puts it, not where it was
    # The next deal gathers every tile: all 32 on the felt again.
    assert c.new_round(c.last_bet_cents)
    assert all(t.isVisible() for t in scene.tiles)


def test_the_short_story_is_shorter_and_the_next_round_starts_whole(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=20261122, speed=Speed.INSTANT, size=(1280, 800)))
    assert isinstance(window, PaiGowWindow)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    banner = window.scene.showdown
    assert not banner.compact  # there is room at 1280x800
    whole = banner.boundingRect()
    banner.set_compact(True)
    short = banner.boundingRect()
    assert short.height() < whole.height() and short.width() <= whole.width()
    # The trainer's advice goes to the tooltip too: the short story does not grow with it.
    banner.set_advice("Weak setting: gives up 10.91 units per 100 bet against the best way.")
    assert banner.boundingRect() == short and "Weak setting" in banner.toolTip()
    banner.set_advice("")
    banner.set_story(banner.story)
    assert not banner.compact and banner.boundingRect() == whole


def test_a_deal_number_is_shown_as_it_is_typed_with_no_thousands_separators(qtbot: QtBot) -> None:
    # A deal number is an identifier (often a date, 20261122): Replay deal takes it as shown.
    window = build_table(AppOptions(seed=20261122, speed=Speed.INSTANT, size=(1280, 800)))
    assert isinstance(window, PaiGowWindow)
    qtbot.addWidget(window)
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    QCoreApplication.processEvents()  # the window shows the round once the event loop is back
    assert window.panel.deal_number.text() == "Deal #20261122"
    assert "deal #20261122" in window.windowTitle()


@pytest.mark.parametrize("trainer", [True, False])
def test_no_bet_stands_on_a_places_tiles_nor_on_your_hands(qtbot: QtBot, trainer: bool) -> None:
    # With the trainer docked below a 1024x700 window the felt is short: the side places' tiles
    # come up beside their neighbours' plates, where the chips used to stand (on Seat 6's tiles
    # in about half the rounds).  The chips go to the plate's other side there.
    window = pai_gow_table(qtbot, 5, (1024, 700))
    window.set_trainer(trainer)
    qtbot.waitUntil(lambda: window.trainer_dock.isVisible() is trainer)
    scene, c = window.scene, window.controller
    stacks_seen = 0
    for _ in range(16):
        assert c.new_round(c.last_bet_cents)
        c.set_house_way()
        assert c.confirm()
        tiles = [t.sceneBoundingRect() for t in scene.tiles if t.isVisible() and t.scene() is scene]
        tiles += [area.mapRectToScene(area.boundingRect()) for area in (scene.low_area, scene.high_area)]
        for stack in (s for s in scene.stacks if s.isVisible()):
            stacks_seen += 1
            chips = stack.sceneBoundingRect()
            assert not any(chips.intersects(tile) for tile in tiles), (chips, c.seed)
    assert stacks_seen >= 16 * 2  # your bet and at least one other a round were looked at


def _off_the_felt(scene: Any, rect: QRectF) -> list[tuple[float, float]]:
    """The corners of ``rect`` that lie outside the felt's oval (the wooden rail is not felt);
    worked out here from the felt's box, not by the scene's own ``on_felt``, on purpose."""
    felt = scene.felt_rect()
    cx, cy, rx, ry = felt.center().x(), felt.center().y(), felt.width() / 2, felt.height() / 2
    corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return [c.toTuple() for c in corners if ((c.x() - cx) / rx) ** 2 + ((c.y() - cy) / ry) ** 2 > 1]


def _nearest_plate(scene: Any, point: QPointF) -> int:
    """The place whose plate's frame is nearest ``point``."""

    def gap(rect: QRectF) -> float:
        dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
        dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
        return float(dx * dx + dy * dy)

    plates = [p for p in scene.plates if p.isVisible()]
    return int(min(plates, key=lambda p: gap(p.mapRectToScene(p.plate_rect()))).place)


#: A short felt's height: what 1024x700 with the trainer below left the felt before the felt
#: kept half the window.
SHORT_FELT = 325
LAYOUTS_WITH_THE_TRAINER = [((1024, 700), True), ((1280, 800), True), ((1280, 800), False)]


@pytest.mark.parametrize(
    ("size", "trainer", "full"),
    [(*layout, False) for layout in LAYOUTS_WITH_THE_TRAINER]
    + [((1280, 800), True, True), ((1024, 700), False, True)],
)
def test_every_bet_stands_on_the_felt_by_its_own_plate(
    qtbot: QtBot, size: tuple[int, int], trainer: bool, full: bool
) -> None:
    # With the trainer docked below, Seat 3's chips stood on the wooden rail: the spot to a
    # place's right ran down toward the rail for the places at the sides of a short felt.  Seen
    # from the oval instead, the spots of Seat 5 and Seat 6 at 1024x700 then met.  (A full
    # table squeezed above the trainer at 1024x700 has no such spot for every place: a big win
    # may stand partly on the rail there, rather than on a place's tiles.)
    window = pai_gow_table(qtbot, 8, size)
    window.set_trainer(trainer)
    qtbot.waitUntil(lambda: window.trainer_dock.isVisible() is trainer)
    scene, c = window.scene, window.controller
    if full:  # six computer players: every place is taken
        c.session.seating = Seating.with_computers(c.player, 6)
        c.refresh_seats()
    stacks_seen = 0
    for _ in range(12):
        assert c.new_round(c.last_bet_cents)
        bets = [s for s in scene.stacks if s.isVisible()]
        for stack in bets:
            stacks_seen += 1
            place = scene.stacks.index(stack)
            off = _off_the_felt(scene, stack.sceneBoundingRect())
            assert not off, (place, off, c.seed)
            assert _nearest_plate(scene, stack.pos()) == place, (place, stack.pos().toTuple(), c.seed)
        # Two places' bets never share the felt a usual bet takes (two stacks of four).
        rooms = [ChipStack.usual_room(stack.pos(), scene.chip_width()) for stack in bets]
        for n, room in enumerate(rooms):
            assert not any(room.intersects(other) for other in rooms[n + 1 :]), c.seed
        c.set_house_way()
        assert c.confirm()
        for stack in (s for s in (*scene.stacks, scene.house_chips) if s.isVisible()):
            off = _off_the_felt(scene, stack.sceneBoundingRect())
            assert not off, ("settled", stack.pos().toTuple(), off, c.seed)
    assert stacks_seen >= 12 * 2  # your bet and at least one other a round were looked at


@pytest.mark.parametrize(("size", "trainer"), LAYOUTS_WITH_THE_TRAINER)
def test_the_rolled_dice_are_large_enough_to_read_and_clear_of_their_sum(
    qtbot: QtBot, size: tuple[int, int], trainer: bool
) -> None:
    # On the short felt of a 1024x700 window with the trainer below, the dice came to rest
    # about 10 px wide, half under the banner saying "5 + 2 + 6 = 13"; placed clear of it, the
    # longer words after the count ("13: You takes the first stack") then lay over them.
    window = pai_gow_table(qtbot, 20261122, size)
    window.set_trainer(trainer)
    qtbot.waitUntil(lambda: window.trainer_dock.isVisible() is trainer)
    scene = window.scene
    plates = [p.mapRectToScene(p.plate_rect()) for p in scene.plates if p.isVisible()]

    def seen() -> tuple[QRectF, list[QRectF]]:
        """The banner and the dice shown, as they lie now."""
        return scene.banner.sceneBoundingRect(), [d.sceneBoundingRect() for d in scene.dice if d.isVisible()]

    def look(moment: str, said: QRectF, dice: list[QRectF]) -> None:
        assert not said.isEmpty() and len(dice) == 3, moment
        for rect in dice:
            assert rect.width() >= 22, (moment, rect)  # logical pixels: the table is drawn one to one
            assert not rect.intersects(said), (moment, rect, said)
            assert not _off_the_felt(scene, rect), (moment, rect)
            assert not any(rect.intersects(plate) for plate in plates), (moment, rect)

    # The first stack dealt: the count's words are up and the dice have made way for them.
    dealing: list[tuple[QRectF, list[QRectF]]] = []
    scene.sound.connect(lambda kind: dealing or kind != "tile" or dealing.append(seen()))
    scene.set_speed(Speed.NORMAL)
    assert window.controller.new_round(window.bet_cents())
    qtbot.waitUntil(lambda: scene.cup.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: not scene.cup.isVisible(), timeout=10000)  # the roll has ended
    assert "=" in scene.banner.text
    look("rolled", *seen())
    qtbot.waitUntil(lambda: bool(dealing), timeout=20000)
    look("dealing", *dealing[0])
    scene.skip()


def test_on_a_short_table_your_tiles_take_the_titles_line(qtbot: QtBot) -> None:
    # The trainer docked below a 1024x700 window leaves the felt about 320 px: with the title
    # and the hand's name on two lines above each hand your tiles were about 30 px tall.  The
    # two share a line there, the hands widen outward to hold it, and the tiles grow.
    window = pai_gow_table(qtbot, 21, (1024, 700))
    scene, c = window.scene, window.controller
    qtbot.waitUntil(lambda: window.view.height() > 500)
    assert not scene.low_area.one_line and not scene.high_area.one_line  # room enough
    roomy = scene.low_area.tile_width()
    window.set_trainer(True)
    qtbot.waitUntil(lambda: window.trainer_dock.isVisible() and window.view.height() < 610)  # one line
    short_felt(window, qtbot)
    assert c.new_round(c.last_bet_cents)
    low, high = scene.low_area, scene.high_area
    assert low.one_line and high.one_line
    assert low.tile_width() * TILE_RATIO >= 36  # about 30 px on two lines
    view = scene.sceneRect()
    for area in (low, high):
        assert view.contains(area.boundingRect().translated(area.pos()))
        for item in scene.hands[0 if area is low else 1]:
            assert area.rect.contains(item.sceneBoundingRect().center())
    assert not low.rect.intersects(high.rect)
    window.set_trainer(False)
    qtbot.waitUntil(lambda: not window.trainer_dock.isVisible() and window.view.height() > 500)
    assert not low.one_line and low.tile_width() == pytest.approx(roomy)


def test_no_chips_stand_on_a_plate_once_the_results_are_shown(qtbot: QtBot) -> None:
    # On deal 620031593 at 1024x700 with the trainer docked below, seat 5's chips stood over the
    # last figure of "WIN +$47.50": they were placed for the plate before it grew with its result.
    window = showdown_docked_below(qtbot, 620031593)
    scene = window.scene
    # The plates' words, inside their rounded frames (a chip may touch a frame's corner).
    plates = [
        p.mapRectToScene(p.plate_rect()).adjusted(6, 6, -6, -6)
        for p in scene.plates
        if p.isVisible() and p.active
    ]
    for stack in (*scene.stacks, scene.house_chips):
        if stack.isVisible() and stack.cents:
            chips = stack.sceneBoundingRect()
            assert not any(chips.intersects(plate) for plate in plates), (stack.pos(), chips)


def test_a_plate_kept_as_a_picture_shows_its_words_of_the_moment(qtbot: QtBot) -> None:
    # A plate is drawn from a picture kept by its words: a result shown again comes from the
    # picture, and new words are never drawn from an old one.
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from paigow_desktop.ui.table.items import WIN_COLOUR, Plate

    scene = QGraphicsScene()
    plate = Plate(3)
    scene.addItem(plate)
    plate.active = True
    plate.set_text(title="Seat 3", bet="$10.00")

    def drawn() -> QImage:
        image = QImage(240, 120, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("black"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 240, 120), plate.sceneBoundingRect())
        painter.end()
        return image

    betting = drawn()
    size = plate.plate_rect()
    plate.set_text(bet="$20.00")  # other words of the same size: a picture of their own
    assert plate.plate_rect() == size and drawn() != betting
    plate.set_text(bet="$10.00")
    assert drawn() == betting
    plate.set_result("WIN +$9.50", WIN_COLOUR)
    won = drawn()
    assert won != betting
    plate.set_result("", WIN_COLOUR)
    assert drawn() == betting
    plate.set_result("WIN +$9.50", QColor("#ff0000"))  # the same words in another colour
    assert drawn() != won


def test_the_result_banner_hides_the_felt_under_it(qtbot: QtBot) -> None:
    # Its ground is opaque: nothing it covers shows through (a translucent ground let 4% of the
    # felt through, invisible, and Qt filled it ten times slower).
    from PySide6.QtCore import QPoint

    from paigow_desktop.ui.table.showdown import BANNER_FILL

    window = pai_gow_table(qtbot, 20261122, (1280, 800))
    c = window.controller
    assert c.new_round(c.last_bet_cents)
    c.set_house_way()
    assert c.confirm()
    banner = window.scene.showdown
    box = window.view.mapFromScene(banner.sceneBoundingRect()).boundingRect()
    picture = window.view.viewport().grab().toImage()
    inside = QPoint(box.left() + 7, box.center().y())  # inside the frame, left of every word
    assert picture.pixelColor(inside).rgb() == BANNER_FILL.rgb()


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_words_measured_for_one_line_are_drawn_on_one_line(qapp: Any, scale: float) -> None:
    # The count's banner read "13: You takes the first" over "stack", both cut in half: its words
    # were wrapped at exactly their own measured width, a fraction of a pixel short.
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from paigow_desktop.ui.table.items import Banner

    texts = [
        "13: you take the first stack",
        "13: Seat 4 takes the first stack",
        "7: Dealer takes the first stack",
        "5 + 2 + 6 = 13",
        "1 + 1 + 1 = 3",
        "18: Seat 6 (bank) takes the first stack",
    ]
    scene = QGraphicsScene()
    banner = Banner()
    scene.addItem(banner)
    for text in texts:
        banner.set_text(text)
        box = banner.sceneBoundingRect()
        picture = QImage(round(box.width() * scale), round(box.height() * scale), QImage.Format.Format_ARGB32)
        picture.fill(0)
        painter = QPainter(picture)
        scene.render(painter, picture.rect().toRectF(), box)
        painter.end()
        # Rows with a letter's light pixels in them: one band of rows, clear of the edges.
        lit = [
            any(picture.pixelColor(x, y).lightness() > 170 for x in range(picture.width()))
            for y in range(picture.height())
        ]
        bands = sum(1 for y in range(len(lit)) if lit[y] and (y == 0 or not lit[y - 1]))
        assert bands == 1 and not lit[0] and not lit[-1], (text, scale, bands)
