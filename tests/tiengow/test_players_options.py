"""The computer players' names and levels: in Tien Gow's settings (round trip, bad values),
chosen in Game › Computer players › Names and levels…, shown on the felt and used per seat."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.match import deal
from paigow_desktop.games.tiengow.players import RulePlayer, SamplingPlayer
from paigow_desktop.storage import AppData, Settings, open_app_data
from paigow_desktop.ui.games.tiengow.controller import Stage
from paigow_desktop.ui.games.tiengow.options import (
    DEFAULT_NAMES,
    TienGowOptions,
    read_options,
    with_options,
)
from paigow_desktop.ui.games.tiengow.players_dialog import PlayersDialog

from .test_table_window import play_hand, table

#: A deal whose dice make you (East) the banker: your lead, no computer player thinks yet.
YOU_LEAD = next(s for s in range(1, 99) if deal(s).dice_banker == 0)
CHOSEN = TienGowOptions(computer_names=("Ann", "Bo", "Chen"), computer_levels=("rule", "sampling", "rule"))


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    opened = open_app_data(tmp_path)
    yield opened
    opened.close()


def test_names_and_levels_round_trip_through_the_settings_file(tmp_path: Path) -> None:
    first = open_app_data(tmp_path)
    try:
        assert first.settings_store.save(with_options(first.settings, CHOSEN)).saved
    finally:
        first.close()
    again = open_app_data(tmp_path)
    try:
        options, problems = read_options(again.settings)
    finally:
        again.close()
    assert options == CHOSEN and not problems
    assert options.levels == ("rule", "sampling", "rule")


def test_defaults_old_sections_and_bad_values() -> None:
    plain = TienGowOptions()
    assert plain.computer_names == DEFAULT_NAMES and plain.levels == ("default",) * 3
    old = Settings().with_game("tiengow", {"cents_per_point": 5, "computer_level": "rule"})
    options, problems = read_options(old)  # a section from before names and levels per seat
    assert options.levels == ("rule",) * 3 and options.computer_names == DEFAULT_NAMES and not problems
    bad = Settings().with_game(
        "tiengow",
        {"computer_names": ["Ann", "", "Chen"], "computer_levels": ["rule", "genius", "rule"]},
    )
    options, problems = read_options(bad)
    assert options == TienGowOptions() and len(problems) == 2
    with pytest.raises(ValueError):
        TienGowOptions(computer_names=("Ann", "Bo", "x" * 17))
    assert TienGowOptions(computer_names=(" Ann ", "Bo", "Chen")).computer_names == ("Ann", "Bo", "Chen")


def test_the_table_uses_each_seats_level_and_shows_the_names(qtbot: QtBot, data: AppData) -> None:
    data.settings = with_options(data.settings, CHOSEN)
    window = table(qtbot, seed=YOU_LEAD, data=data, level="rule")
    c = window.controller
    c.levels = dict(zip(c.computer_seats, CHOSEN.levels, strict=True))  # table() set them all to rule
    assert c.names == {1: "Ann", 2: "Bo", 3: "Chen"}
    assert c.new_hand(YOU_LEAD) and c.stage is Stage.YOUR_TURN
    assert [type(c.players[s]) for s in (1, 2, 3)] == [RulePlayer, SamplingPlayer, RulePlayer]
    titles = [plate.title for plate in window.scene.plates]
    assert titles == ["You (East)", "Ann (basic)", "Bo (strong)", "Chen (basic)"]
    row = data.store.rounds(1, game="tiengow")[0]
    assert row.details["levels"] == {"1": "rule", "2": "sampling", "3": "rule"}
    assert c.level == "mixed" and not any(a.isChecked() for a in window.level_actions.values())


def test_the_dialog_chooses_names_now_and_levels_from_the_next_hand(qtbot: QtBot, data: AppData) -> None:
    window = table(qtbot, seed=YOU_LEAD, data=data, level="rule")
    c = window.controller
    assert c.new_hand(YOU_LEAD) and c.stage is Stage.YOUR_TURN
    game_menu = window.menuBar().actions()[0].menu()
    players_menu = next(a.menu() for a in game_menu.actions() if a.menu() and a.text() == "Computer &players")
    assert window.players_action in players_menu.actions()  # beside the levels it sets
    window.players_action.trigger()
    dialog = window.players_dialog
    assert isinstance(dialog, PlayersDialog) and dialog.isVisible()
    assert [e.text() for e in dialog.name_edits] == list(DEFAULT_NAMES)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.name_edits[0].setText("  ")
    assert not ok.isEnabled()  # a seat needs a name
    for edit, name in zip(dialog.name_edits, ("Dee", "Eli", "Fay"), strict=True):
        edit.setText(name)
    dialog.level_boxes[1].setCurrentIndex(1)  # strong
    assert ok.isEnabled()
    ok.click()
    assert not dialog.isVisible()
    assert [p.title for p in window.scene.plates[1:]] == ["Dee (basic)", "Eli (basic)", "Fay (basic)"]
    assert c.levels == {1: "rule", 2: "rule", 3: "rule"}  # mid-hand: the levels wait
    assert "next hand" in window.statusBar().currentMessage()
    saved, _ = read_options(data.settings_store.load().settings)
    assert saved.computer_names == ("Dee", "Eli", "Fay") and saved.levels == ("rule", "default", "rule")
    play_hand(window, qtbot)  # the rule players finish this hand
    assert c.stage is Stage.OVER and c.new_hand(YOU_LEAD)
    assert c.levels == {1: "rule", 2: "default", 3: "rule"}
    assert [type(c.players[s]) for s in (1, 2, 3)] == [RulePlayer, SamplingPlayer, RulePlayer]
    assert window.scene.plates[2].title == "Eli (strong)"


def test_the_default_names_are_shown_in_the_interfaces_language(qtbot: QtBot, data: AppData) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.games.tiengow.options import kept_names, shown_names
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    assert shown_names(DEFAULT_NAMES) == DEFAULT_NAMES and shown_names(("Ann", "Bo", "Chen")) == (
        "Ann",
        "Bo",
        "Chen",
    )
    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        assert shown_names(DEFAULT_NAMES) == ("阿林", "阿美", "阿俊")
        assert kept_names(("阿林", "阿美", "阿俊")) == DEFAULT_NAMES  # kept as the defaults
        assert kept_names(("阿林", "Bo", "阿俊")) == ("阿林", "Bo", "阿俊")  # a choice is a choice
        window = table(qtbot, seed=YOU_LEAD, data=data, level="rule")
        assert [p.title.split("（")[0] for p in window.scene.plates[1:]] == ["阿林", "阿美", "阿俊"]
        window.set_players(["阿林", "阿美", "阿俊"], ["rule"] * 3)  # the dialog's OK, unchanged
        saved, _ = read_options(data.settings_store.load().settings)
        assert saved.computer_names == DEFAULT_NAMES
        assert window.controller.new_hand(YOU_LEAD)
        play_hand(window, qtbot)
        log = window.log.toPlainText()
        assert "阿" in log and not re.search(r"[阿林美俊你] +[\u4e00-\u9fff]", log), log  # 阿林以 6-6 壓過
    finally:
        remove_translators(app)


def test_the_expert_is_offered_in_the_menu_and_the_dialog(qtbot: QtBot, data: AppData) -> None:
    from paigow_desktop.games.tiengow.players import ExpertPlayer

    window = table(qtbot, seed=YOU_LEAD, data=data, level="rule")
    c = window.controller
    assert window.level_actions["expert"].text() == "&Expert (searches deeper, slower)"
    window.level_actions["expert"].trigger()
    assert c.levels == {1: "expert", 2: "expert", 3: "expert"}
    assert read_options(data.settings_store.load().settings)[0].levels == ("expert",) * 3
    assert c.new_hand(YOU_LEAD) and c.stage is Stage.YOUR_TURN
    assert all(type(c.players[s]) is ExpertPlayer for s in (1, 2, 3))
    assert window.scene.plates[1].title == "Lin (expert)"
    window.players_action.trigger()
    dialog = window.players_dialog
    assert isinstance(dialog, PlayersDialog)
    assert [box.currentData() for box in dialog.level_boxes] == ["expert"] * 3
    assert [dialog.level_boxes[0].itemData(i) for i in range(3)] == ["rule", "default", "expert"]
    dialog.level_boxes[0].setCurrentIndex(dialog.level_boxes[0].findData("rule"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert read_options(data.settings_store.load().settings)[0].levels == ("rule", "expert", "expert")
