"""Tien Gow's help pages: both languages exist, say what the game needs said, and open in the
app's help window."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.games.tiengow.rules import OPTIONS
from paigow_desktop.ui.rules_window import HelpWindow, help_file

LANGUAGES = ("en", "zh_TW")

#: Words each page must hold (English, Traditional Chinese): the topics the page covers.
TOPICS = {
    "civil suit": ("Civil", "文牌"),
    "military suit": ("Military", "武牌"),
    "Gee Joon": ("Gee Joon", "至尊"),
    "discards": ("face down", "面朝下"),
    "columns": ("columns", "墩"),
    "early death": ("Early death", "早死"),
    "banker": ("banker", "莊家"),
    "par": ("Par is four columns", "以標準墩數（四墩）"),
    "quartet payment": ("A four-tile trick", "以四張贏得的一輪"),
    "last-trick bonus": ("The last-trick bonus", "最後一輪加倍"),
    "settlement table": ("settlement", "結算"),
    "review": ("review", "回顧"),
    "keys": ("## Mouse and keys", "## 滑鼠與按鍵"),
}


def page(language: str) -> str:
    return help_file("tiengow", language).read_text(encoding="utf-8")


def test_the_page_exists_in_both_languages() -> None:
    assert help_file("tiengow", "en").name == "tiengow.md"
    assert help_file("tiengow", "zh_TW").name == "tiengow.zh_TW.md"
    assert help_file("tiengow", "fr").name == "tiengow.md"  # no French: English


@pytest.mark.parametrize("index", range(len(LANGUAGES)))
def test_each_page_covers_the_game(index: int) -> None:
    text = page(LANGUAGES[index])
    missing = [topic for topic, words in TOPICS.items() if words[index] not in text]
    assert missing == []
    for name in OPTIONS:  # every option, by the name the command line takes
        assert f"`{name}`" in text
    for key in ("F2", "Esc", "F1", "**1**", "**8**"):
        assert key in text


def test_both_pages_have_the_same_sections_and_lists() -> None:
    def shape(text: str) -> tuple[int, int]:
        return len(re.findall(r"^## ", text, re.M)), len(re.findall(r"^- ", text, re.M))

    assert shape(page("en")) == shape(page("zh_TW"))
    assert page("en").rpartition("\n## ")[2].startswith("Mouse and keys")  # the keys stay last


def test_the_chinese_page_is_chinese() -> None:
    text = page("zh_TW")
    han = sum("\u4e00" <= c <= "\u9fff" for c in text)
    letters = sum(c.isascii() and c.isalpha() for c in text)
    assert han > 3 * letters


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_window_opens_the_page(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr("paigow_desktop.ui.rules_window.current_language", lambda: language)
    window = HelpWindow("tiengow", "Tien Gow — Help")
    qtbot.addWidget(window)
    window.show()
    document = window.browser.document()
    text = document.toPlainText()
    assert text.startswith("Tien Gow" if language == "en" else "天九")
    assert "#" not in text.split("\n")[0]  # the Markdown is rendered, not shown as source
    assert ("Early death" if language == "en" else "早死") in text
    # The body text is at least the app's font size (headings are larger).
    wanted = QFontInfo(QApplication.font()).pixelSize()
    assert QFontInfo(document.defaultFont()).pixelSize() >= wanted
    assert QFontInfo(window.browser.font()).pixelSize() >= wanted
    assert document.blockCount() > 40
