"""One window for every game: the same menus in the same order, the same keys for the same
meaning, the welcome, the storage's notices, running out of money and sounds, written once in
the shell and checked here for every registered game."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from game_helpers import play_one_hand
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from storage_faults import DISK_FULL, FailingConnection

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import AppData, open_app_data
from paigow_desktop.ui.app import AppOptions, Tables, build_table
from paigow_desktop.ui.names import say
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.unexpected import UnexpectedErrors

GAMES = REGISTRY.keys()


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path / "data")
    yield opened
    opened.close()


def table(qtbot: QtBot, data: AppData | None, game: str) -> QWidget:
    window = build_table(AppOptions(seed=11, speed=Speed.INSTANT, size=(1280, 800)), data, game)
    assert isinstance(window, QWidget)
    qtbot.addWidget(window)
    window.show()
    return window


def boxes(window: QWidget) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_menu_bar_in_the_same_order(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, None, game)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "H&and", "&Trainer", "&View", "&Settings", "&Help"]
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    view = [a.text() for a in menus["&View"].actions()]
    assert view[:3] == ["Animation s&peed", "&Theme", "&Language"]
    assert [a for a in menus["&Settings"].actions()] == [window.settings_action]  # type: ignore[attr-defined]
    help_items = [a for a in menus["&Help"].actions() if not a.isSeparator()]
    assert help_items == [window.welcome_action, window.rules_action, window.about_action]  # type: ignore[attr-defined]


#: The keys whose meaning every game shares, and the action each reaches.
SHARED_KEYS = {
    "F2": "new_hand_action",
    "Ctrl+N": "new_hand_action",
    "Ctrl+R": "replay_action",
    "Ctrl+T": "trainer_action",
    "Ctrl+Shift+D": "trainer_window_action",
    "Ctrl+I": "statistics_action",
    "Ctrl+,": "settings_action",
    "F1": "rules_action",
    "Esc": "skip_action",
    "Ctrl+Q": "quit_action",
}


@pytest.mark.parametrize("game", GAMES)
def test_the_shared_keys_mean_the_same_in_every_game(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, None, game)
    for key, name in SHARED_KEYS.items():
        action = getattr(window, name)
        assert key in [s.toString() for s in action.shortcuts()], (key, name)
    # H sets your hand by the house way where the game has one
    if hasattr(window, "house_way_action"):
        assert window.house_way_action.shortcut().toString() == "H"
    undo = getattr(window, "undo_action", None)
    if undo is not None:
        assert undo.shortcut().toString() == "Ctrl+Z"


def test_each_game_welcomes_you_once_in_its_own_words(qtbot: QtBot, data: AppData) -> None:
    said: dict[str, str] = {}
    for game in GAMES:
        window = table(qtbot, data, game)
        assert window.welcome_if_new()  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda w=window: w.welcome is not None and w.welcome.isVisible())
        dialog = window.welcome  # type: ignore[attr-defined]
        assert say(REGISTRY.get(game).name) in dialog.windowTitle()
        said[game] = dialog.text.text()
        window.close()
        data.settings = window.settings  # type: ignore[attr-defined]  # as the app carries them on
        again = table(qtbot, data, game)
        assert not again.welcome_if_new()  # type: ignore[attr-defined]  # once per game and folder
        again.close()
    assert len(set(said.values())) == len(GAMES)  # each in its own words


@pytest.mark.parametrize("game", GAMES)
def test_a_full_disk_is_told_once_in_the_same_words_in_every_game(
    qtbot: QtBot, data: AppData, game: str
) -> None:
    window = table(qtbot, data, game)
    store = data.store
    store._conn = FailingConnection(store._conn, fail_from=1, error=DISK_FULL)  # type: ignore[assignment]
    play_one_hand(window, qtbot)
    assert store.in_memory
    told = window.told  # type: ignore[attr-defined]
    assert len(told) == 1 and "in memory only" in told[0], told
    assert len(boxes(window)) == 1
    play_one_hand(window, qtbot)  # the next hand goes on, in memory, without a word more
    assert len(window.told) == 1  # type: ignore[attr-defined]


def test_a_notice_after_new_game_reaches_the_new_window(qtbot: QtBot, data: AppData) -> None:
    """After Game › New game the store's notices went to the closed window ("Internal C++ object
    already deleted")."""
    # Only the last window is given to qtbot: the app deletes each window it replaces.
    tables = Tables(AppOptions(seed=3, speed=Speed.INSTANT, size=(1280, 800)), data)
    first = tables.window
    for game in GAMES:
        if game != first.game_key:
            tables.start(game)
    qtbot.addWidget(tables.window)  # type: ignore[arg-type]
    QCoreApplication.processEvents()
    window = tables.window
    store = data.store
    store._conn = FailingConnection(store._conn, fail_from=1, error=DISK_FULL)  # type: ignore[assignment]
    play_one_hand(window, qtbot)
    assert len(window.told) == 1 and "in memory only" in window.told[0]  # type: ignore[attr-defined]


@pytest.mark.parametrize("answer", ["take", "stop"])
@pytest.mark.parametrize("game", GAMES)
def test_out_of_money_is_offered_a_new_stake_or_to_stop(
    qtbot: QtBot, data: AppData, game: str, answer: str
) -> None:
    window = table(qtbot, data, game)
    data.store.reset_bankroll(1)  # one cent: no hand of any game can be played
    window.bankroll_reset(1)  # type: ignore[attr-defined]
    window.hand_ended()  # type: ignore[attr-defined]  # as after any hand
    offer = window.stake_offer  # type: ignore[attr-defined]
    assert offer is not None and offer.isVisible()
    assert "$0.01" in offer.text()
    buttons = {b.text(): b for b in offer.buttons()}
    stake = window.settings.starting_bankroll_cents  # type: ignore[attr-defined]
    if answer == "take":
        next(b for t, b in buttons.items() if t.startswith("&New stake")).click()
        qtbot.waitUntil(lambda: window.stake_offer is None)  # type: ignore[attr-defined]
        assert data.store.bankroll_cents() == stake
        assert window.out_of_money() is None  # type: ignore[attr-defined]
    else:
        buttons["&Stop here"].click()
        qtbot.waitUntil(lambda: window.stake_offer is None)  # type: ignore[attr-defined]
        assert data.store.bankroll_cents() == 1  # nothing changed behind the player's back
        assert window.statusBar().currentMessage() == window.out_of_money()  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_nobody_is_asked_about_money_with_enough_of_it(qtbot: QtBot, data: AppData, game: str) -> None:
    window = table(qtbot, data, game)
    assert window.out_of_money() is None  # type: ignore[attr-defined]
    window.hand_ended()  # type: ignore[attr-defined]
    assert window.stake_offer is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_the_table_s_sounds_play_in_every_game(qtbot: QtBot, game: str) -> None:
    window = table(qtbot, None, game)
    played: list[Path] = []
    sounds = window.sounds  # type: ignore[attr-defined]
    sounds._player, sounds._looked = played.append, True
    sounds.configure(enabled=True, volume=50)
    window.scene.sound.emit("chips")  # type: ignore[attr-defined]
    assert len(played) == 1


def test_the_error_box_promises_nothing_of_the_folder_once_the_disk_filled(
    qtbot: QtBot, data: AppData
) -> None:
    window = table(qtbot, data, "paigow")
    errors = UnexpectedErrors(data.store.directory, lambda: window, in_memory=lambda: data.store.in_memory)
    store = data.store
    store._conn = FailingConnection(store._conn, fail_from=1, error=DISK_FULL)  # type: ignore[assignment]
    play_one_hand(window, qtbot)
    assert store.in_memory
    try:
        raise RuntimeError("a bug")
    except RuntimeError as error:
        errors.handle(RuntimeError, error, error.__traceback__)
    qtbot.waitUntil(lambda: bool(errors.shown))
    assert "memory only" in errors.shown[-1].informativeText()


def _changed_section(game: str, section: dict[str, object]) -> dict[str, object]:
    """A change a player makes on ``game``'s page of the settings dialog."""
    if game == "paigow":
        return {**section, "woodpile": "lifted"}
    if game == "tiengow":
        return {**section, "cents_per_point": 25}
    return {**section, "bet_cents": 2500}


def _took_it(window: object, game: str) -> bool:
    """Whether the table plays by the change from now (between hands)."""
    if game == "paigow":
        return window.scene.woodpile_style == "lifted"  # type: ignore[attr-defined]
    if game == "tiengow":
        return window.controller.cents_per_point == 25  # type: ignore[attr-defined]
    return window.controller.bet_cents == 2500  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_the_settings_dialog_opens_on_the_game_s_page_and_its_changes_apply_at_once(
    qtbot: QtBot, data: AppData, game: str
) -> None:
    window = table(qtbot, data, game)
    window.settings_action.trigger()  # type: ignore[attr-defined]
    dialog = window.settings_dialog  # type: ignore[attr-defined]
    assert dialog is not None and dialog.isVisible() and dialog.current_page() == game
    settings = window.settings  # type: ignore[attr-defined]
    new = settings.with_game(game, _changed_section(game, dict(settings.game_section(game))))
    assert not _took_it(window, game)
    dialog.settings_changed.emit(new)
    assert _took_it(window, game)
    assert data.settings_store.load().settings.game_section(game) == new.game_section(game)  # kept


def _banners_shown(scene: Any) -> list[bool]:
    from paigow_desktop.ui.table.items import Banner
    from paigow_desktop.ui.table.showdown import ShowdownBanner

    return [i.isVisible() for i in scene.items() if isinstance(i, (Banner, ShowdownBanner))]


@pytest.mark.parametrize("game", GAMES)
def test_settings_applied_between_hands_keep_the_table_as_it_was(
    qtbot: QtBot, data: AppData, game: str
) -> None:
    """Applying the settings dialog after a hand wiped the plates' results and bets while the
    banner still told the outcome."""
    window = table(qtbot, data, game)
    play_one_hand(window, qtbot)
    scene = window.scene  # type: ignore[attr-defined]
    plates = scene.plates
    before = [(p.title, p.bet, p.result) for p in plates]
    assert any(p.result or p.bet for p in plates)  # the last round's results are on the plates
    banner = _banners_shown(scene)
    assert any(banner)  # the outcome is told
    settings = window.settings  # type: ignore[attr-defined]
    new = settings.with_game(game, _changed_section(game, dict(settings.game_section(game))))
    window.apply_settings(new)  # type: ignore[attr-defined]
    assert [(p.title, p.bet, p.result) for p in plates] == before
    assert _banners_shown(scene) == banner


@pytest.mark.parametrize("game", GAMES)
def test_every_banked_table_offers_the_bank_with_the_same_box(qtbot: QtBot, game: str) -> None:
    """The bank's offer is written once (ui/bank_offer.py) for the games where the bank goes round
    the seats; at Tien Gow the last trick's winner banks, and nothing is offered."""
    from paigow_desktop.ui.bank_offer import BankOffer

    window = table(qtbot, None, game)
    offers = window.findChildren(BankOffer)
    assert len(offers) == (0 if game == "tiengow" else 1)
    for offer in offers:
        offer.show_offer(True, Fraction(1, 20), co_banking=True)
        assert offer.isVisible() and "5%" in offer.toolTip() and "half" in offer.toolTip()
        offer.setChecked(True)
        assert offer.taken() and not offer.isChecked()  # the answer is for one round
        offer.show_offer(False, Fraction(1, 20))
        assert offer.isHidden()


@pytest.mark.parametrize("game", GAMES)
def test_no_stake_is_offered_during_a_demo_as_the_window_closes_or_before_a_new_language(
    qtbot: QtBot, data: AppData, game: str
) -> None:
    window = table(qtbot, data, game)
    data.store.reset_bankroll(1)
    window.controller.demo.left = 1  # type: ignore[attr-defined]  # the demo stops by itself
    window.hand_ended()  # type: ignore[attr-defined]
    assert window.stake_offer is None  # type: ignore[attr-defined]
    window.controller.demo.left = 0  # type: ignore[attr-defined]
    window.pending_language = True  # type: ignore[attr-defined]  # the window is built again
    window.hand_ended()  # type: ignore[attr-defined]
    assert window.stake_offer is None  # type: ignore[attr-defined]
    window.pending_language = False  # type: ignore[attr-defined]
    window.closing = True  # type: ignore[attr-defined]
    window.hand_ended()  # type: ignore[attr-defined]
    assert window.stake_offer is None  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_refused_for_money_offers_the_new_stake_at_once(
    qtbot: QtBot, data: AppData, game: str
) -> None:
    """Once the player stopped with no money left, no hand could end, so the offer never came
    again: the refused deal offers it, and so does Game › New stake."""
    window = table(qtbot, data, game)
    data.store.reset_bankroll(1)
    window.new_hand_action.trigger()  # type: ignore[attr-defined]
    offer = window.stake_offer  # type: ignore[attr-defined]
    assert offer is not None and offer.isVisible() and not window.hand_in_play()  # type: ignore[attr-defined]
    offer.reject()
    qtbot.waitUntil(lambda: window.stake_offer is None)  # type: ignore[attr-defined]
    window.new_stake_action.trigger()  # type: ignore[attr-defined]
    assert window.stake_offer is not None  # type: ignore[attr-defined]


def test_new_stake_is_offered_from_the_menu_with_money_left(qtbot: QtBot, data: AppData) -> None:
    window = table(qtbot, data, "tiengow")
    window.new_stake_action.trigger()  # type: ignore[attr-defined]
    offer = window.stake_offer  # type: ignore[attr-defined]
    assert offer is not None and "Your bankroll is $1,000.00." in offer.text()


def test_a_game_opened_from_new_game_is_welcomed_the_first_time(qtbot: QtBot, data: AppData) -> None:
    # Not given to qtbot: the app deletes the window it replaces.
    tables = Tables(AppOptions(seed=3, speed=Speed.INSTANT, size=(1280, 800)), data)
    other = next(key for key in GAMES if key != tables.window.game_key)
    tables.start(other)
    window = tables.window
    qtbot.addWidget(window)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: window.welcome is not None and window.welcome.isVisible())  # type: ignore[attr-defined]
    assert window.welcomed()  # type: ignore[attr-defined]
