"""The interface's translations: the zh_TW catalogue is complete, in step with the code, and loads."""

from __future__ import annotations

import ast
import itertools
import random
import re
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.setting import settings_of
from paigow_desktop.games.paigow.trainer import (
    HAND_CHOICES,
    Category,
    hand_words,
    hint,
    judge,
    name_the_tile,
    which_hand_wins,
    which_pair_ranks_higher,
)
from paigow_desktop.tiles.tile import FULL_SET, KINDS
from paigow_desktop.ui.i18n import current_language, install_translator, qm_file, remove_translators

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "paigow_desktop"
TS_FILE = PACKAGE / "i18n" / "paigow_desktop_zh_TW.ts"
#: The modules whose text is translated: every module of the package (as tools/update_translations.sh).
MODULES = tuple(sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")))
PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_]*(?:[:!][^{}]*)?\}|%n|%L?\d+")


def messages() -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) for every message in the catalogue."""
    root = ET.parse(TS_FILE).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation))
    return found


def has_cjk(text: str) -> bool:
    return any(unicodedata.name(c, "").startswith("CJK UNIFIED IDEOGRAPH") for c in text)


def test_the_catalogue_is_traditional_chinese_and_not_empty() -> None:
    root = ET.parse(TS_FILE).getroot()
    assert root.get("language") == "zh_TW"
    assert len(messages()) > 100


def test_every_message_is_translated() -> None:
    for context, source, translation in messages():
        where = f"{context}: {source!r}"
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), where
        assert (translation.text or "").strip(), where


def test_translations_keep_the_placeholders() -> None:
    for context, source, translation in messages():
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        got = sorted(set(PLACEHOLDER.findall(translation.text or "")))
        assert got == wanted, f"{context}: {source!r} -> {translation.text!r}"


def test_translations_keep_the_markup_and_mnemonics() -> None:
    for _context, source, translation in messages():
        text = translation.text or ""
        assert sorted(re.findall(r"</?\w+>", source)) == sorted(re.findall(r"</?\w+>", text)), source
        assert ("&" in source.replace("&&", "")) == ("&" in text.replace("&&", "")), source


def source_strings(path: Path) -> Iterator[tuple[int, str]]:
    """Literal texts passed to ``.tr(...)``, ``translate(ctx, ...)`` or ``QT_TRANSLATE_NOOP(ctx, ...)``."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        index = {"tr": 0, "translate": 1, "QT_TRANSLATE_NOOP": 1}.get(name)
        if index is None or len(node.args) <= index:
            continue
        argument = node.args[index]
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
            yield node.lineno, argument.value


def test_every_string_in_the_code_is_in_the_catalogue() -> None:
    catalogue = {source for _, source, _ in messages()}
    missing = [
        f"{module}:{line}: {text!r}"
        for module in MODULES
        for line, text in source_strings(PACKAGE / module)
        if text not in catalogue
    ]
    assert not missing, "run tools/update_translations.sh and translate:\n" + "\n".join(missing)
    assert sum(1 for module in MODULES for _ in source_strings(PACKAGE / module)) > 300


def test_no_words_to_translate_are_inside_an_f_string() -> None:
    # lupdate does not look inside an f-string's braces: words asked for there were never in the
    # catalogue for their context (a window title stayed in English).
    hidden = [
        f"{module}:{call.lineno}"
        for module in MODULES
        for node in ast.walk(ast.parse((PACKAGE / module).read_text(encoding="utf-8")))
        if isinstance(node, ast.JoinedStr)
        for call in ast.walk(node)
        if isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute | ast.Name)
        and (call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id) in ("tr", "translate")
    ]
    assert not hidden, "take the tr() out of the f-string:\n" + "\n".join(hidden)


def test_the_compiled_translation_matches_the_catalogue() -> None:
    translator = QTranslator()
    assert translator.load(str(qm_file("zh_TW")))
    stale = [
        f"{context}: {source!r}"
        for context, source, translation in messages()
        if translator.translate(context, source) != translation.text
    ]
    assert not stale, "run tools/update_translations.sh to compile the .qm:\n" + "\n".join(stale)
    assert (PACKAGE / "help" / "rules.zh_TW.md").is_file()


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[QApplication]:
    assert install_translator(qapp, "zh_TW")
    try:
        yield qapp
    finally:
        remove_translators(qapp)


def menu_titles(qtbot: QtBot) -> list[str]:
    from paigow_desktop.ui.app import AppOptions, build_table

    window = build_table(AppOptions(size=(1000, 700)))
    qtbot.addWidget(window)
    return [action.text() for action in window.menuBar().actions()]


def test_english_needs_no_translator(qapp: QApplication) -> None:
    assert not install_translator(qapp, "en")
    assert current_language() == "en"


def test_the_window_speaks_chinese_with_the_translator(qtbot: QtBot, qapp: QApplication) -> None:
    english = menu_titles(qtbot)
    assert english[0] == "&Game"
    assert install_translator(qapp, "zh_TW")
    try:
        assert current_language() == "zh_TW"
        chinese = menu_titles(qtbot)
        assert chinese[0] != english[0] and has_cjk(chinese[0])
        assert all(has_cjk(title) for title in chinese)
        from paigow_desktop.ui.games.paigow.rules_window import RULES_FILE, rules_file

        assert rules_file() != RULES_FILE and rules_file().name == "rules.zh_TW.md"
    finally:
        remove_translators(qapp)
    assert current_language() == "en"
    assert menu_titles(qtbot) == english


def test_window_titles_speak_chinese(qtbot: QtBot, chinese: QApplication) -> None:
    from paigow_desktop.ui.app import AppOptions, build_table

    window = build_table(AppOptions(size=(1000, 700)))
    qtbot.addWidget(window)
    assert window.windowTitle().startswith("牌九")
    window.calculator_action.trigger()
    assert window.trainer_window is not None and has_cjk(window.trainer_window.windowTitle())
    window.trainer_window.close()


def test_no_shortcut_letter_is_said_twice(chinese: QApplication) -> None:
    # "提示(&H)（H）" showed H twice: the accelerator already says which key it is.
    doubled = re.compile(r"\(&amp;([A-Z])\)（\1）|\(&([A-Z])\)（\2）")
    assert not doubled.search(TS_FILE.read_text(encoding="utf-8"))


def test_translated_messages_fill_in_their_numbers(chinese: QApplication) -> None:
    from paigow_desktop.tiles.tile import Tile
    from paigow_desktop.ui.games.paigow.preview import describe

    tiles = [Tile.parse(t) for t in ("6-6", "1-1", "4-4")]
    preview = describe(tiles[:1], tiles[1:])
    assert has_cjk(preview.low_caption) and "1" in preview.low_caption
    assert has_cjk(preview.standing)


def engine_texts() -> Iterator[Text]:
    """Every kind of sentence and name the engine says, over many hands and quizzes."""
    rng = random.Random(7)
    for category in Category:
        yield category.label
    yield from HAND_CHOICES
    for a, b in itertools.combinations_with_replacement(KINDS, 2):
        hand = Hand.of(a, b)
        yield from (t for t in (hand.name, hand.long_name, hand_words(hand)) if isinstance(t, Text))
    kinds = sorted({tuple(sorted(t.kind for t in four)) for four in itertools.combinations(FULL_SET, 4)})
    for key in kinds:
        decision = set_hand([KINDS[k] for k in key])
        yield from (decision.name, decision.reason)
    for _ in range(800):
        tiles = rng.sample(FULL_SET, 4)
        yield hint(tiles)
        for setting in settings_of(tiles):
            verdict = judge(tiles, setting)
            yield verdict.explanation
    for generator in (name_the_tile, which_pair_ranks_higher, which_hand_wins):
        for _ in range(300):
            quiz = generator(rng)
            yield from (quiz.question, quiz.answer, quiz.explanation, *quiz.choices)
    yield from card_texts()


def card_texts() -> Iterator[Text]:
    """A strategy card line of every group, condition and setting, and the defaults."""
    from paigow_desktop.games.paigow import card

    groups = [*card._GROUP_TEXT, *card._PAIR_GROUPS]
    for group, condition, action in itertools.product(
        groups, [None, *card._CONDITION_TEXT], card._ACTION_TEXT
    ):
        numbered = condition in card._NUMBERED
        for tile in (None, KINDS[2]) if numbered else (None,):
            yield card.Line(group, condition, 5 if numbered else 0, action, tile).text
    for action in ("best_high", "best_low", card.HOUSE_WAY):
        yield card.Line(None, None, 0, action).text


def templates(text: Text) -> Iterator[tuple[str, str]]:
    yield text.context, text.template
    for _key, value in text.fields:
        if isinstance(value, Text):
            yield from templates(value)


def test_every_engine_sentence_is_in_the_catalogue_and_said_in_chinese(chinese: QApplication) -> None:
    from paigow_desktop.ui.names import say

    translated = {(context, source) for context, source, t in messages() if (t.text or "").strip()}
    seen: set[tuple[str, str]] = set()
    for text in engine_texts():
        for key in templates(text):
            seen.add(key)
            assert key in translated, f"not translated: {key}"
        words = say(text)
        assert has_cjk(words) or not re.search(r"[A-Za-z]{3}", words), f"{text!r} -> {words!r}"
    # The sweep reaches nearly all of the engine's sentences (a few need rare deals, such as
    # two Wongs in a quiz); every template written in the engine is checked statically above.
    assert len({source for context, source in seen if context == "Engine"}) >= 65


def test_storage_messages_are_said_in_chinese(chinese: QApplication, tmp_path: Path) -> None:
    from paigow_desktop.storage import open_app_data
    from paigow_desktop.ui.names import say

    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")
    data = open_app_data(tmp_path)
    assert data.messages
    for message in data.messages:
        assert isinstance(message, Text) and message.context == "Storage"
        words = say(message)
        assert has_cjk(words) and words != message
        assert "settings.json.corrupt-" in words  # the file kept aside is still named


def test_a_refused_bet_is_explained_in_chinese(chinese: QApplication, qtbot: QtBot) -> None:
    from paigow_desktop.ui.app import AppOptions, build_table

    window = build_table(AppOptions(size=(1000, 700)))
    qtbot.addWidget(window)
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    bankroll = window.controller.store.bankroll_cents()
    assert not window.controller.new_round(bankroll + 100)
    assert messages and has_cjk(messages[-1])
    assert not re.search(r"[A-Za-z]{3}", messages[-1]), messages[-1]  # no English words left


def test_tiles_are_named_in_both_languages_where_there_is_room(qapp: QApplication) -> None:
    from paigow_desktop.ui.names import both_names

    assert both_names("Bon") == "Bon"  # English: the casino's name once
    assert install_translator(qapp, "zh_TW")
    try:
        assert both_names("Bon") == "板 Bon" and both_names("Gee Joon") == "至尊 Gee Joon"
    finally:
        remove_translators(qapp)


def test_the_desktops_language_is_spoken_when_the_setting_follows_it() -> None:
    from PySide6.QtCore import QLocale

    from paigow_desktop.ui.i18n import resolve_language

    assert resolve_language("", QLocale("zh_TW")) == "zh_TW"
    assert resolve_language("", QLocale("zh_HK")) == "zh_TW"
    assert (
        resolve_language(
            "",
            QLocale(
                QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript, QLocale.Country.AnyCountry
            ),
        )
        == "zh_TW"
    )
    assert resolve_language("", QLocale("zh_CN")) == "en"  # simplified characters: not ours yet
    assert resolve_language("", QLocale("fr_FR")) == "en"
    assert resolve_language("en", QLocale("zh_TW")) == "en"  # a choice wins over the desktop
    assert resolve_language("zh_TW", QLocale("en_US")) == "zh_TW"
