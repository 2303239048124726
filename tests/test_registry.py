"""The game registry: each game declared once, found by its key by the window, storage and CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.core.registry import GameInfo, Registry, RegistryError
from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import Settings, load_settings, save_settings
from paigow_desktop.ui import PACKAGE_DIR
from paigow_desktop.ui.app import AppOptions, Tables, build_table
from paigow_desktop.ui.games import game_ui
from paigow_desktop.ui.games.paigow.table_controller import Stage
from paigow_desktop.ui.timings import Speed


def info(key: str = "demo", namespace: str | None = "demo", **changes: object) -> GameInfo:
    values: dict[str, object] = {
        "key": key,
        "name": Text("Demo"),
        "chinese_name": "示範",
        "summary": Text("A game for the tests."),
        "rules_page": "rules",
        "places": 4,
        "cli_namespace": namespace,
    }
    values.update(changes)
    return GameInfo(**values)  # type: ignore[arg-type]


def test_pai_gow_is_registered_first_with_its_commands_at_the_top_level() -> None:
    assert REGISTRY.first.key == "paigow"
    game = REGISTRY.get("paigow")
    assert game.cli_namespace is None and game.places == 8
    assert game.name == "Pai Gow Tiles" and game.chinese_name == "牌九"
    assert game.defaults["commission"] == PaiGowOptions().commission


def test_tien_gow_is_registered_after_pai_gow_with_its_commands_under_tiengow() -> None:
    assert REGISTRY.keys()[:2] == ("paigow", "tiengow")
    game = REGISTRY.get("tiengow")
    assert game.cli_namespace == "tiengow" and game.places == 4 and game.rules_page == "tiengow"
    assert game.name == "Tien Gow" and game.chinese_name == "天九"


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_every_registered_game_has_its_table(key: str) -> None:
    assert game_ui(key).key == key


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_every_registered_game_has_its_rules_page(key: str) -> None:
    game = REGISTRY.get(key)
    page = PACKAGE_DIR / "help" / f"{game.rules_page}.md"
    assert page.is_file(), page.name
    assert (page.with_name(f"{game.rules_page}.zh_TW.md")).is_file(), "the Chinese page"


def test_pai_gow_has_its_rules_page_translated() -> None:
    assert (PACKAGE_DIR / "help" / "rules.zh_TW.md").is_file()


def test_a_registry_refuses_bad_and_doubled_games() -> None:
    with pytest.raises(RegistryError, match="declared twice"):
        Registry((info(), info(namespace="other")))
    with pytest.raises(RegistryError, match="share the command-line namespace"):
        Registry((info("one"), info("two")))
    with pytest.raises(RegistryError, match="at least one game"):
        Registry(())
    with pytest.raises(RegistryError, match="lower-case"):
        info("Pai Gow")
    with pytest.raises(RegistryError, match="places"):
        info(places=0)
    with pytest.raises(RegistryError, match="English and a Chinese name"):
        info(chinese_name="")


def test_an_unknown_game_names_the_games_there_are() -> None:
    registry = Registry((info("one", "one"), info("two", None)))
    assert registry.keys() == ("one", "two") and "two" in registry and len(registry) == 2
    with pytest.raises(RegistryError, match="there is no game 'three' \\(the games are one, two\\)"):
        registry.get("three")


def test_the_last_game_is_remembered_and_a_bad_one_falls_back(tmp_path: Path) -> None:
    assert Settings().game == ""  # the first registered game
    save_settings(tmp_path, Settings(game="paigow"))
    assert load_settings(tmp_path).settings.game == "paigow"
    (tmp_path / "settings.json").write_text(
        (tmp_path / "settings.json").read_text().replace('"game": "paigow"', '"game": "Pai Gow!"')
    )
    loaded = load_settings(tmp_path)
    assert loaded.settings.game == "" and any("'game'" in m for m in loaded.messages)


def test_game_new_game_lists_the_registered_games_and_starts_the_one_chosen(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(window)
    assert set(window.game_actions) == set(REGISTRY.keys())
    assert window.game_actions["paigow"].isChecked()
    with qtbot.waitSignal(window.game_chosen) as chosen:
        window.game_actions["paigow"].trigger()
    assert chosen.args == ["paigow"]
    assert window.settings.game == "paigow"


@pytest.mark.parametrize("game", ["paigow", "tiengow"])
def test_each_game_is_named_once_in_chinese_and_with_its_chinese_name_in_english(
    qtbot: QtBot, game: str
) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert app is not None
    for language in ("en", "zh_TW"):
        install_translator(app, language)
        try:
            window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)), None, game)
            qtbot.addWidget(window)
            for info in REGISTRY:
                text = window.game_actions[info.key].text()
                assert text.count(info.chinese_name) == 1, text  # 牌九, not 牌九  牌九
                if language == "en":
                    assert text.startswith(info.name.format()), text
        finally:
            remove_translators(app)


def test_no_new_game_in_the_middle_of_a_round(qtbot: QtBot) -> None:
    window = build_table(AppOptions(seed=5, speed=Speed.INSTANT, size=(1280, 800)))
    qtbot.addWidget(window)
    assert window.controller.new_round(window.bet_cents())
    assert window.controller.stage is Stage.SETTING
    with qtbot.assertNotEmitted(window.game_chosen):
        window.choose_game("paigow")
    assert "Finish this round first" in window.statusBar().currentMessage()


def test_a_new_game_replaces_the_table_window_where_it_was(qtbot: QtBot) -> None:
    tables = Tables(AppOptions(seed=5, speed=Speed.INSTANT, size=(1100, 760)), None)
    first = tables.window
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    assert first.controller.new_round(first.bet_cents()) and first.controller.seed == 5
    first.controller.set_house_way()
    first.confirm()
    assert first.controller.stage is Stage.BETTING
    first.game_actions["paigow"].trigger()  # the window asks; the app builds the new table
    second = tables.window
    qtbot.addWidget(second)
    assert second is not first and second.isVisible() and not first.isVisible()
    assert second.geometry() == first.geometry()
    assert second.controller.stage is Stage.BETTING and second.controller.seed is None


@pytest.mark.parametrize("key", REGISTRY.keys())
def test_every_game_s_commands_are_found_by_its_key(key: str) -> None:
    """The command line asks the registry for the games and each game's module (cli/<key>.py)
    for its commands: a game's word (its namespace) runs its commands."""
    import argparse

    from paigow_desktop.cli import _parser, game_commands

    module = game_commands(key)
    assert callable(module.add_commands) and module.COMMANDS
    words = next(
        action.choices for action in _parser()._actions if isinstance(action, argparse._SubParsersAction)
    )
    assert set(module.COMMANDS) <= set(words)  # each of its commands is on the command line
    namespace = REGISTRY.get(key).cli_namespace
    if namespace is not None:  # a game with a word of its own has just that word
        assert set(module.COMMANDS) == {namespace}
