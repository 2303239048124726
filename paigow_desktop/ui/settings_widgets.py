"""The small pieces every page of the settings dialog is built from: money boxes, choice boxes,
and the commission's words.

Shared by the dialog's general page and the games' own pages (``ui/games/<game>/settings_page.py``),
so that a dollar amount or a choice looks and reads the same on every page.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox

from paigow_desktop.storage import MAX_CENTS, MIN_CENTS
from paigow_desktop.ui.names import rate_words

__all__ = ["cents_of", "choice_box", "commission_label", "money_box", "select"]


def commission_label(value: str) -> str:
    """``"0.05"`` as ``5%``, ``"0.0476"`` as ``4.76%``, ``"0"`` as ``none``."""
    rate = Fraction(value)
    if rate == 0:
        return QCoreApplication.translate("SettingsDialog", "none")
    return rate_words(rate)


def money_box(tip: str, name: str, *, low: int = MIN_CENTS, high: int = MAX_CENTS) -> QDoubleSpinBox:
    """A dollar amount from ``low`` to ``high`` cents, typed or stepped by $5."""
    box = QDoubleSpinBox()
    box.setPrefix("$")
    box.setDecimals(2)
    box.setRange(low / 100, high / 100)
    box.setGroupSeparatorShown(True)
    box.setSingleStep(5)
    box.setAccelerated(True)
    box.setToolTip(tip)
    box.setAccessibleName(name)
    box.setKeyboardTracking(True)
    return box


def choice_box(choices: Iterable[tuple[Any, str]], tip: str, name: str) -> QComboBox:
    """A drop-down list of ``(value, words)``, the words already translated."""
    box = QComboBox()
    for data, text in choices:
        box.addItem(text, data)
    box.setToolTip(tip)
    box.setAccessibleName(name)
    return box


def select(box: QComboBox, data: object) -> None:
    """Show the choice whose value is ``data`` (the first when there is none)."""
    box.setCurrentIndex(max(0, box.findData(data)))


def cents_of(box: QDoubleSpinBox) -> int:
    """A money box's amount in whole cents."""
    return round(box.value() * 100)
