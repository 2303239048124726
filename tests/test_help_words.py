"""The Chinese help pages use the words the windows use: a tab, a button or a term named in
the help reads as it does on the screen."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication

from paigow_desktop.ui import PACKAGE_DIR
from paigow_desktop.ui.i18n import install_translator, remove_translators

HELP = PACKAGE_DIR / "help"


def shown(context: str, source: str) -> str:
    """A label as the window shows it in Chinese, without its shortcut letter."""
    return re.sub(r"\(&.\)|&", "", QApplication.translate(context, source))


def test_the_trainer_help_names_the_tabs_and_buttons_as_the_window_does(qapp: QApplication) -> None:
    page = (HELP / "trainer.zh_TW.md").read_text(encoding="utf-8")
    assert install_translator(qapp, "zh_TW")
    try:
        names = [
            shown("TrainerWindow", s) for s in ("&Drill", "C&ategories", "&Quiz", "&Progress", "Ca&lculator")
        ]
        button = shown("CategoriesPage", "Drill this category")
        title = shown("TableWindow", "&Trainer")  # the menu that opens it
    finally:
        remove_translators(qapp)
    headings = re.findall(r"^#+ (.+)$", page, flags=re.MULTILINE)
    assert headings == [title, *names]
    assert f"「{button}」" in page
    assert "分法" not in page and "教練" not in page  # the window says 擺法 and 訓練


def test_the_tien_gow_help_calls_a_trick_what_the_table_calls_it(qapp: QApplication) -> None:
    page = (HELP / "tiengow.zh_TW.md").read_text(encoding="utf-8")
    assert install_translator(qapp, "zh_TW")
    try:
        last_trick = QApplication.translate("TienGowStatsDialog", "Last tricks won")
    finally:
        remove_translators(qapp)
    assert "最後一輪" in last_trick  # the table: a trick is 輪, a column 墩
    assert "最後一輪" in page and "最後一墩" not in page and "每一墩" not in page
