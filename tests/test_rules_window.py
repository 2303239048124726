"""The Rules window: every tile drawn with the app's renderer, with its three names; the pairs in order."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from paigow_desktop.games.paigow.hands import PAIRS
from paigow_desktop.tiles.tile import KINDS
from paigow_desktop.ui.games.paigow.rules_window import RULES_FILE, rules_html


def test_f1_opens_the_rules_with_every_tile_pictured(qtbot: QtBot) -> None:
    from paigow_desktop.ui.app import AppOptions, build_table

    window = build_table(AppOptions(size=(1000, 700)))
    qtbot.addWidget(window)
    window.show()
    assert window.rules_action.shortcut().toString() == "F1"
    window.rules_action.trigger()
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    document = rules.browser.document()
    for tile in KINDS:
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"tile:{tile}"))
        assert picture is not None and not picture.isNull(), tile
    text = document.toPlainText()
    for tile in KINDS:
        assert tile.name in text and tile.chinese_name in text and tile.english_name in text
    assert "The house way" in text  # the rules file follows the pictures


def test_the_pairs_are_listed_highest_first() -> None:
    html = rules_html(RULES_FILE.read_text(encoding="utf-8"))
    positions = [html.index(f"{n}. {name}<") for n, (name, _, _) in enumerate(PAIRS, 1)]
    assert positions == sorted(positions) and len(positions) == 16


def test_f1_in_the_trainer_window_opens_the_trainers_help(qtbot: QtBot) -> None:
    import random

    from paigow_desktop.storage import Settings, Store
    from paigow_desktop.ui.art import Theme, TileArt
    from paigow_desktop.ui.games.paigow.trainer import TrainerWindow
    from paigow_desktop.ui.qt_art import SceneArtwork

    window = TrainerWindow(Store(None), SceneArtwork(TileArt(), Theme.CASINO), Settings(), random.Random(3))
    qtbot.addWidget(window)
    window.show()
    assert window.help_action.shortcut().toString() == "F1"
    window.help_action.trigger()
    assert window.help_window is not None and window.help_window.isVisible()
    text = window.help_window.browser.toPlainText()
    assert "Spaced repetition" in text and "Hand calculator" in text


def test_help_pages_exist_in_every_language_the_app_offers() -> None:
    from paigow_desktop.ui.rules_window import help_file

    for name in ("rules", "trainer"):
        assert help_file(name, "en").name == f"{name}.md"
        assert help_file(name, "zh_TW").name == f"{name}.zh_TW.md"


def test_chinese_help_pages_put_no_space_where_a_line_broke_between_characters() -> None:
    # Markdown turned each line break into a space: "選擇。 每一條" between two sentences.
    from paigow_desktop.ui.rules_window import help_file, read_help

    for name in ("rules", "trainer", "tiengow", "poker"):
        path = help_file(name, "zh_TW")
        assert path.name.endswith(".zh_TW.md")
        document = QTextDocument()
        document.setMarkdown(read_help(path))
        text = document.toPlainText()
        for mark in "。，、；：）":
            assert f"{mark} " not in text.replace(f"{mark} -", ""), (name, mark)
        assert "**" not in text and "__" not in text, name  # every emphasis read as such


def test_the_pairs_are_named_in_chinese_in_chinese(qapp: object) -> None:
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    assert install_translator(qapp, "zh_TW")  # type: ignore[arg-type]
    try:
        page = rules_html("")
    finally:
        remove_translators(qapp)  # type: ignore[arg-type]
    assert "1. 至尊 Gee Joon" in page and "16. 雜五 Chop Ng" in page
    assert "1. Gee Joon" in rules_html("")  # in English, the casino's names alone
