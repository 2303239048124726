"""The trainer's verdict on a confirmed setting, worded for the table's panel and status line."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .engine.setting import Setting
from .engine.strategy import Analysis

__all__ = ["MISTAKE_PER_100", "TableVerdict", "judge_setting"]

#: A setting is weak when it gives up more than this, in units per 100 units bet.
MISTAKE_PER_100 = 0.05


@dataclass(frozen=True, slots=True)
class TableVerdict:
    mistake: bool
    plain: str  #: one line for the status bar
    html: str  #: the same, with emphasis, for the panel


def _setting_text(setting: Setting) -> str:
    return f"{setting.low} ({setting.low.name}) / {setting.high} ({setting.high.name})"


def judge_setting(analysis: Analysis, setting: Setting) -> TableVerdict:
    """How the played setting compares with the best and with the house way."""
    chosen, best, house = analysis.entry(setting), analysis.best, analysis.house_way_entry
    given_up = (best.ev - chosen.ev) * 100
    if given_up > MISTAKE_PER_100:
        plain = (
            f"Weak setting: gives up {given_up:.2f} units per 100 bet. "
            f"Best: {_setting_text(best.setting)} (EV {best.ev * 100:+.2f} against {chosen.ev * 100:+.2f})."
        )
        return TableVerdict(
            True,
            plain,
            f"<b>Weak setting: gives up {given_up:.2f} units per 100 bet.</b> "
            f"Best: {escape(_setting_text(best.setting))} (EV {best.ev * 100:+.2f} "
            f"against {chosen.ev * 100:+.2f}).",
        )
    if chosen.ev > house.ev:
        plain = (
            f"Better than the house way by {(chosen.ev - house.ev) * 100:.2f} per 100: "
            f"the house way ({analysis.house_way.name}) is not the best play here."
        )
        return TableVerdict(False, plain, f"<b>Well set: better than the house way.</b> {escape(plain)}")
    plain = "Well set: the best setting of these tiles." if chosen.best else "Well set: as good as the best."
    return TableVerdict(False, plain, f"<b>{escape(plain)}</b>")
