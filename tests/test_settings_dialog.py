"""The settings dialog (offscreen): a general page, then a page per registered game, each writing
its game's section; Tien Gow's rules checked as the command line checks them."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot
from settings_helpers import table_settings

from paigow_desktop import storage
from paigow_desktop.cli import main
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.games.tiengow.rules import OPTIONS, Rules, RulesError
from paigow_desktop.storage import MAX_CENTS, MIN_CENTS, Settings
from paigow_desktop.ui.app import AppOptions, build_table
from paigow_desktop.ui.games.paigow.options import options_of, with_option_changes
from paigow_desktop.ui.games.paigow.settings_page import PaiGowSettingsPage
from paigow_desktop.ui.games.paigow_poker.options import read_bet, read_rules, read_seats
from paigow_desktop.ui.games.paigow_poker.settings_page import PokerSettingsPage
from paigow_desktop.ui.games.tiengow import options as tiengow_options
from paigow_desktop.ui.games.tiengow.options import TienGowOptions, read_options, with_options
from paigow_desktop.ui.games.tiengow.settings_page import TienGowSettingsPage
from paigow_desktop.ui.settings_dialog import GENERAL, GeneralPage, SettingsDialog, commission_label
from paigow_desktop.ui.timings import Speed


def settings_dialog(qtbot: QtBot, settings: Settings, **kwargs: Any) -> SettingsDialog:
    dialog = SettingsDialog(settings, **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def general(dialog: SettingsDialog) -> GeneralPage:
    return dialog.general


def paigow(dialog: SettingsDialog) -> PaiGowSettingsPage:
    page = dialog.page("paigow")
    assert isinstance(page, PaiGowSettingsPage)
    return page


def tiengow(dialog: SettingsDialog) -> TienGowSettingsPage:
    page = dialog.page("tiengow")
    assert isinstance(page, TienGowSettingsPage)
    return page


def poker(dialog: SettingsDialog) -> PokerSettingsPage:
    page = dialog.page("paigow_poker")
    assert isinstance(page, PokerSettingsPage)
    return page


def applied(qtbot: QtBot, dialog: SettingsDialog) -> Settings:
    """Apply pressed: the settings it emits."""
    apply = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    with qtbot.waitSignal(dialog.settings_changed, timeout=1000) as signal:
        qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    (emitted,) = signal.args
    assert isinstance(emitted, Settings)
    return emitted


# ------------------------------------------------------------------ the pages


def test_a_general_page_then_one_per_game_in_the_registry_order(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings())
    assert list(dialog.pages) == [GENERAL, *REGISTRY.keys()]
    titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert titles == ["General", "Pai Gow Tiles", "Tien Gow", "Pai Gow Poker"]
    assert dialog.current_page() == GENERAL


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_every_game_has_a_page_that_writes_its_own_section(qtbot: QtBot, key: str) -> None:
    dialog = settings_dialog(qtbot, Settings(), page=key)
    assert dialog.current_page() == key  # opened on the game's page
    page = dialog.page(key)
    assert page.title() == str(REGISTRY.get(key).name)
    assert page.widget().findChildren(QCheckBox) or page.widget().findChildren(QSpinBox)
    start = Settings(theme="ivory").with_game(key, {"kept_by_a_newer_version": [1, 2]})
    written = page.changes(start)
    assert isinstance(written, Settings)
    # Its own section only: the general options and the other games' sections are left alone.
    assert written.theme == "ivory" and set(written.games) == {key}
    assert written.game_section(key)["kept_by_a_newer_version"] == [1, 2]
    # What it writes it shows again as it was.
    page.load(written)
    assert page.changes(written) == written
    dialog.show_page(GENERAL)
    assert dialog.current_page() == GENERAL
    dialog.show_page("no_such_game")
    assert dialog.current_page() == GENERAL


# ------------------------------------------------------------------ general and Pai Gow Tiles


def test_the_settings_dialog_edits_every_player_option(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings())
    # kept by the window (menus, the window's frame), not edited here
    hidden = {"window_geometry", "last_screen", "game", "trainer_place", "welcomed", "left_mid_round"}
    assert set(general(dialog).values()) == set(Settings.options()) - hidden
    assert set(paigow(dialog).values()) == set(PaiGowOptions.options()) - hidden
    defaults = {**Settings().to_dict(), **PaiGowOptions().to_dict()}
    values = {**general(dialog).values(), **paigow(dialog).values()}
    assert values == {k: v for k, v in defaults.items() if k not in hidden}
    page = paigow(dialog)
    assert [page.commission.itemText(i) for i in range(page.commission.count())] == [
        "5%",
        "4.76%",
        "4%",
        "none",
    ]
    first = general(dialog)
    assert [first.animation_speed.itemText(i) for i in range(4)] == ["Instant", "Fast", "Normal", "Slow"]
    assert [first.language.itemText(i) for i in range(3)] == ["Follow the desktop", "English", "繁體中文"]
    assert (page.seat.minimum(), page.seat.maximum()) == (1, 7)
    assert (page.computer_players.minimum(), page.computer_players.maximum()) == (0, 6)
    for box in (page.default_bet, page.table_minimum, page.table_maximum):
        assert (box.minimum(), box.maximum()) == (MIN_CENTS / 100, MAX_CENTS / 100)
        assert box.toolTip()
    assert commission_label("0.05") == "5%" and commission_label("0") == "none"


def test_apply_emits_valid_settings_that_round_trip_through_the_file(qtbot: QtBot, tmp_path: Path) -> None:
    start = Settings(window_geometry="AAAA", last_screen="stats", extra={"future_option": [1, 2]})
    dialog = settings_dialog(qtbot, start)
    page, first = paigow(dialog), general(dialog)
    page.seat.setValue(2)
    page.computer_players.setValue(6)
    page.table_minimum.setValue(25)
    page.table_maximum.setValue(2500)
    page.default_bet.setValue(100)
    first.starting_bankroll.setValue(5000)
    page.commission.setCurrentIndex(page.commission.findData("0"))
    first.animation_speed.setCurrentIndex(0)
    first.reduced_motion.setCurrentIndex(first.reduced_motion.findData("on"))
    first.theme.setCurrentIndex(first.theme.findData("ivory"))
    first.language.setCurrentIndex(first.language.findData("zh_TW"))
    first.sound.setChecked(True)
    first.volume.setValue(35)
    assert not page.trainer_quiz.isEnabled()  # only with the trainer on
    page.trainer.setChecked(True)
    assert page.trainer_quiz.isEnabled()
    page.trainer_quiz.setChecked(True)
    assert not dialog.error.isVisible()
    emitted = applied(qtbot, dialog)
    expected = with_option_changes(
        start,
        dict(
            seat=2,
            computer_players=6,
            table_minimum_cents=2500,
            table_maximum_cents=250_000,
            default_bet_cents=10_000,
            starting_bankroll_cents=500_000,
            commission="0",
            animation_speed=0,
            reduced_motion="on",
            theme="ivory",
            language="zh_TW",
            sound=True,
            volume=35,
            trainer=True,
            trainer_quiz=True,
        ),
    )
    assert emitted.to_dict() == expected.to_dict()
    assert emitted.game_section("paigow") == expected.game_section("paigow")
    # What the player does not set by hand is carried over.
    assert (emitted.window_geometry, emitted.last_screen) == ("AAAA", "stats")
    assert dict(emitted.extra) == {"future_option": [1, 2]}
    assert storage.save_settings(tmp_path, emitted)
    loaded = storage.load_settings(tmp_path)
    assert loaded.messages == () and loaded.settings == emitted
    assert dict(loaded.settings.extra) == {"future_option": [1, 2]}


def test_ok_applies_and_closes_cancel_does_not(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings())
    paigow(dialog).seat.setValue(6)
    with qtbot.waitSignal(dialog.settings_changed, timeout=1000) as signal:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert options_of(signal.args[0]).seat == 6
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    other = settings_dialog(qtbot, Settings())
    paigow(other).seat.setValue(1)
    with qtbot.assertNotEmitted(other.settings_changed):
        other.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()


def test_a_maximum_below_the_minimum_is_refused_inline(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings(), page="paigow")
    dialog.show()
    page = paigow(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    apply = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    page.table_minimum.setValue(100)
    page.table_maximum.setValue(50)
    assert dialog.error.isVisible()
    assert dialog.error.text().startswith("Pai Gow Tiles: ")
    assert "maximum ($50.00) must be at least the table minimum ($100.00)" in dialog.error.text()
    assert dialog.tabs.tabText(1) == "Pai Gow Tiles ⚠"  # the page that refuses is marked
    assert not ok.isEnabled() and not apply.isEnabled()
    with qtbot.assertNotEmitted(dialog.settings_changed):
        assert dialog.apply() is None
        dialog.accept()
    assert dialog.isVisible()  # OK did not close it
    with pytest.raises(ValueError, match="must be at least the table minimum"):
        dialog.settings()
    # Fixed, but the default bet ($10) is now below the minimum: still refused, saying why.
    page.table_maximum.setValue(500)
    assert "default bet ($10.00) must lie between" in dialog.error.text()
    assert not ok.isEnabled()
    page.default_bet.setValue(100)
    assert not dialog.error.isVisible() and ok.isEnabled() and apply.isEnabled()
    assert dialog.tabs.tabText(1) == "Pai Gow Tiles"
    assert options_of(dialog.settings()).table_minimum_cents == 10_000


def test_restore_defaults_restores_the_page_shown_and_keeps_the_hidden_values(qtbot: QtBot) -> None:
    start = table_settings(seat=1, theme="ivory", window_geometry="AAAA", welcomed=True)
    dialog = settings_dialog(qtbot, start, page="paigow")
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    restored = dialog.settings()
    assert options_of(restored).seat == PaiGowOptions().seat and options_of(restored).welcomed
    assert restored.theme == "ivory"  # another page's
    dialog.show_page(GENERAL)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    restored = dialog.settings()
    assert restored.theme == "casino" and restored.window_geometry == "AAAA"


def test_volume_follows_the_sound_switch(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings(sound=False))
    first = general(dialog)
    assert not first.volume.isEnabled()
    first.sound.setChecked(True)
    assert first.volume.isEnabled()
    assert first.volume_value.text() == f"{Settings().volume}%"


# ------------------------------------------------------------------ Tien Gow


def changed_value(name: str) -> bool | int:
    """A value of the option other than its default."""
    option = OPTIONS[name]
    return (not option.default) if option.kind is bool else int(option.default) + 1


@pytest.mark.parametrize("name", list(OPTIONS))
def test_every_tien_gow_rule_is_changed_in_the_page_and_saved(
    qtbot: QtBot, tmp_path: Path, name: str
) -> None:
    dialog = settings_dialog(qtbot, Settings(), page="tiengow")
    box = tiengow(dialog).rule_boxes[name]
    value = changed_value(name)
    if isinstance(box, QCheckBox):
        assert box.isChecked() == OPTIONS[name].default
        box.setChecked(bool(value))
    else:
        assert box.value() == OPTIONS[name].default
        box.setValue(int(value))
    emitted = applied(qtbot, dialog)
    assert emitted.game_section("tiengow")["rules"][name] == value
    assert storage.save_settings(tmp_path, emitted)
    loaded = storage.load_settings(tmp_path).settings
    options, problems = read_options(loaded)
    assert not problems
    assert options.rules == Rules().with_option(name, value)
    # Shown again as saved.
    again = settings_dialog(qtbot, loaded)
    shown = tiengow(again).rule_values()[name]
    assert shown == value


def _command_line_refusal(name: str, value: int, capsys: pytest.CaptureFixture[str]) -> str:
    """What ``tiengow play --rule NAME=VALUE`` says on standard error (it exits 2)."""
    status = main(["tiengow", "play", "--seed", "1", "--rule", f"{name}={value}"], stdout=io.StringIO())
    assert status == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("name", [n for n, o in OPTIONS.items() if o.kind is int and o.minimum > 0])
def test_a_rule_the_command_line_refuses_is_refused_by_the_page_for_the_same_reason(
    qtbot: QtBot, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(RulesError) as refused:
        Rules.value_of(name, 0)
    reason = str(refused.value)
    assert reason in _command_line_refusal(name, 0, capsys)
    dialog = settings_dialog(qtbot, Settings(), page="tiengow")
    dialog.show()
    box = tiengow(dialog).rule_boxes[name]
    assert isinstance(box, QSpinBox)
    box.setValue(0)
    assert dialog.error.isVisible() and reason in dialog.error.text()
    assert dialog.error.text().startswith("Tien Gow: ")
    assert dialog.refusals() == {"tiengow": dialog.error.text().removeprefix("Tien Gow: ")}
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    with qtbot.assertNotEmitted(dialog.settings_changed):
        dialog.accept()
    assert dialog.isVisible()  # it does not close
    box.setValue(1)
    assert not dialog.error.isVisible()
    assert read_options(dialog.settings())[0].rules == Rules().with_option(name, 1)


def test_tien_gow_point_value_names_and_levels(qtbot: QtBot) -> None:
    start = Settings().with_game("tiengow", {"cents_per_point": 7, "computer_level": "sampling"})
    dialog = settings_dialog(qtbot, start)
    page = tiengow(dialog)
    assert page.rate.currentData() == 7  # a value set by hand in the file is shown, not lost
    assert [edit.text() for edit in page.name_edits] == ["Lin", "Mei", "Jun"]
    assert read_options(dialog.settings())[0] == TienGowOptions(cents_per_point=7, computer_level="sampling")
    page.rate.setCurrentIndex(page.rate.findData(25))
    page.name_edits[1].setText("  Bo ")
    page.level_boxes[2].setCurrentIndex(page.level_boxes[2].findData("rule"))
    options = read_options(dialog.settings())[0]
    assert options.cents_per_point == 25 and options.computer_names == ("Lin", "Bo", "Jun")
    assert options.levels == ("sampling", "sampling", "rule")
    for box in page.level_boxes:  # all the same: one level for all, as the Game menu sets it
        box.setCurrentIndex(box.findData("rule"))
    options = read_options(dialog.settings())[0]
    assert (options.computer_level, options.computer_levels) == ("rule", None)
    page.name_edits[0].setText("   ")
    assert dialog.refusals()["tiengow"] == "A computer player's name is 1 to 16 characters."
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert tiengow_options.RATES == (1, 5, 10, 25, 50, 100)


def test_tien_gow_keeps_rule_names_it_does_not_know_and_mends_bad_ones() -> None:
    section = {"rules": {"early_death": False, "from_a_newer_version": 3, "last_trick_bonus": 0}}
    options, problems = read_options(Settings().with_game("tiengow", section))
    assert options.rules == Rules(early_death=False)  # the bad bonus is its default
    assert problems == ["Tien Gow settings: last_trick_bonus is at least 1, not 0; using the default."]
    written = with_options(Settings().with_game("tiengow", section), options)
    assert written.game_section("tiengow")["rules"]["from_a_newer_version"] == 3
    unreadable = read_options(Settings().with_game("tiengow", {"rules": [1]}))
    assert unreadable[0].rules == Rules() and unreadable[1]


def open_with(tmp_path: Path, settings: Settings) -> storage.AppData:
    """The data folder opened after ``settings`` were saved in it."""
    assert storage.save_settings(tmp_path / "data", settings)
    return storage.open_app_data(tmp_path / "data")


def test_the_tien_gow_table_plays_by_the_saved_rules(qtbot: QtBot, tmp_path: Path) -> None:
    rules = Rules(early_death=False, hk_escalating_banker=True, last_trick_bonus=3)
    data = open_with(tmp_path, with_options(Settings(), TienGowOptions(rules=rules)))
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, "tiengow")
    qtbot.addWidget(window)
    try:
        assert window.controller.rules == rules
        assert window.controller.new_hand()
        assert window.controller.hand is not None and window.controller.hand.rules == rules
    finally:
        window.close()
        data.close()


# ------------------------------------------------------------------ Pai Gow Poker


def test_poker_page_saves_the_bet_seats_co_banking_and_rules(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = settings_dialog(qtbot, Settings(), page="paigow_poker")
    page = poker(dialog)
    assert "joker" not in page.rule_values()  # the bug only: the house way is defined for it
    page.bet.setCurrentIndex(page.bet.findData(2500))
    page.place.setCurrentIndex(page.place.findData(2))
    page.computers.setValue(5)
    page.co_banking.setChecked(True)
    page.commission.setCurrentIndex(page.commission.findData("0.04"))
    choices = {
        "bank_turns": "two_in_a_row",
        "foul_policy": "reset_house_way",
        "wheel_rank": "lowest",
        "sf_jj66": "at_least",
        "sf_break_pair": "rank",
        "quads_front": "highest",
        "sf_three_pair": "sf",
    }
    for name, value in choices.items():
        page.choices[name].setCurrentIndex(page.choices[name].findData(value))
    page.sf_before_full_house.setChecked(True)
    emitted = applied(qtbot, dialog)
    assert storage.save_settings(tmp_path, emitted)
    loaded = storage.load_settings(tmp_path).settings
    assert read_bet(loaded) == (2500, [])
    assert read_seats(loaded) == (2, 5, [])
    rules, problems = read_rules(loaded)
    assert not problems
    assert rules == PokerRules().with_values(
        {**choices, "commission": "0.04", "co_banking": True, "sf_before_full_house": True}
    )
    assert loaded.game_section("paigow_poker")["rules"]["commission"] == "0.04"


def test_the_poker_table_plays_by_the_saved_rules(qtbot: QtBot, tmp_path: Path) -> None:
    from paigow_desktop.ui.games.paigow_poker.options import with_rules

    rules = PokerRules().with_values(
        {"bank_turns": "two_in_a_row", "wheel_rank": "lowest", "commission": "0.04"}
    )
    data = open_with(tmp_path, with_rules(Settings(), rules))
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data, "paigow_poker")
        qtbot.addWidget(window)
        assert window.controller.rules == rules
        window.close()
    finally:
        data.close()
    bad = Settings().with_game("paigow_poker", {"rules": {"wheel_rank": "middle", "joker": "wild"}})
    read, problems = read_rules(bad)
    assert read == PokerRules() and len(problems) == 1 and "wheel_rank" in problems[0]


def test_the_pai_gow_table_opens_on_its_page_and_keeps_what_other_pages_change(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from paigow_desktop.ui.games.paigow.window import PaiGowWindow

    data = storage.open_app_data(tmp_path / "data")
    try:
        window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), data)
        assert isinstance(window, PaiGowWindow)
        qtbot.addWidget(window)
        window.show_settings()
        dialog = window.settings_dialog
        assert dialog is not None and dialog.current_page() == "paigow"
        tiengow(dialog).rule_boxes["early_death"].setChecked(False)
        paigow(dialog).seat.setValue(2)
        with qtbot.waitSignal(dialog.settings_changed, timeout=1000):
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        for settings in (window.settings, data.settings_store.load().settings):
            assert options_of(settings).seat == 2
            assert read_options(settings)[0].rules == Rules(early_death=False)
        window.close()
    finally:
        data.close()


def test_the_refusal_is_said_in_the_interfaces_language(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert app is not None
    assert install_translator(app, "zh_TW")
    try:
        dialog = settings_dialog(qtbot, Settings(), page="tiengow")
        tiengow(dialog).rule_boxes["last_trick_bonus"].setValue(0)
        # The command line's words, in Chinese; the option's name is the one --rule takes.
        assert dialog.error.text() == "天九：最後一輪加倍：last_trick_bonus 至少是 1，不能是 0"
    finally:
        remove_translators(app)


def test_hong_kong_escalation_rests_the_banker_multiplier(qtbot: QtBot) -> None:
    dialog = settings_dialog(qtbot, Settings())
    boxes = tiengow(dialog).rule_boxes
    assert boxes["banker_multiplier"].isEnabled()
    boxes["hk_escalating_banker"].setChecked(True)
    assert not boxes["banker_multiplier"].isEnabled()
    escalating = with_options(Settings(), TienGowOptions(rules=Rules(hk_escalating_banker=True)))
    dialog.load(escalating)
    assert not boxes["banker_multiplier"].isEnabled()
    dialog.load(Settings())
    assert boxes["banker_multiplier"].isEnabled()


def test_tien_gow_offers_the_expert(qtbot: QtBot) -> None:
    start = Settings().with_game("tiengow", {"computer_level": "expert"})
    dialog = settings_dialog(qtbot, start)
    page = tiengow(dialog)
    assert [box.currentData() for box in page.level_boxes] == ["expert"] * 3
    assert page.level_boxes[0].currentText() == "Expert (searches deeper, slower)"
    page.level_boxes[1].setCurrentIndex(page.level_boxes[1].findData("default"))
    assert read_options(dialog.settings())[0].levels == ("expert", "default", "expert")
