"""The trainer's verdict on a confirmed setting, worded for the table's panel and status line."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow.card import Card
from paigow_desktop.games.paigow.card_grade import CardCall, card_call, tables, tables_ready
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import Analysis
from paigow_desktop.games.paigow.trainer import Category, Verdict, card_key, describe, judge_analysis
from paigow_desktop.storage import Store
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.names import say, sentences

__all__ = ["TableVerdict", "card_tables_or_later", "judge_setting", "record_verdict", "word"]


@dataclass(frozen=True, slots=True)
class TableVerdict:
    verdict: Verdict
    plain: str  #: one line for the status bar
    html: str  #: the same, with emphasis, for the panel
    #: what the strategy card says of the same setting, when graded by it
    card: CardCall | None = None
    by_card: str = ""  #: the card's sentence, for the status line (the panel's ``html`` holds it too)

    @property
    def mistake(self) -> bool:
        return self.verdict.mistake


def word(verdict: Verdict, card: CardCall | None = None) -> TableVerdict:
    """Say a verdict: how much a weak setting gives up, the best setting, and why in one line;
    with ``card``, then what the strategy card says (the line followed, or the card's setting)."""
    best = verdict.best.setting
    if verdict.mistake:
        head = QCoreApplication.translate(
            "Verdict", "Weak setting: gives up {0} units per 100 bet. Best: {1}."
        ).format(f"{verdict.given_up_per_100:.2f}", say(describe(best, tiles=True)))
    elif verdict.beats_house_way:
        head = QCoreApplication.translate("Verdict", "Well set: better than the house way.")
    elif verdict.chosen.best:
        head = QCoreApplication.translate("Verdict", "Well set.")  # the why that follows says "the best play"
    else:
        head = QCoreApplication.translate("Verdict", "Well set: within {0} per 100 of the best.").format(
            f"{verdict.given_up_per_100:.2f}"
        )
    why = say(verdict.explanation)
    # Sentences joined as the language joins them (Chinese puts no space after 。).
    html = sentences((f"<b>{escape(head)}</b>", escape(why)))
    by_card = "" if card is None else say(card.text)
    if card is not None and card.follows and verdict.mistake:
        # A learner told to follow the card, marked wrong for it, is owed the reason.
        by_card = sentences(
            (
                by_card,
                QCoreApplication.translate(
                    "Verdict",
                    "The card is a summary for the table and gets a few hands wrong; this is one of "
                    "them: learn its best play.",
                ),
            )
        )
    if by_card:
        html = sentences((html, f"<i>{escape(by_card)}</i>"))
    return TableVerdict(verdict, sentences((head, why)), html, card, by_card)


def judge_setting(analysis: Analysis, setting: Setting, card: Card | None = None) -> TableVerdict:
    """Judge the played setting against the best one of the same tiles (and by ``card``, if given)."""
    verdict = judge_analysis(analysis, setting)
    return word(verdict, None if card is None else card_call(card, analysis.tiles, setting))


def record_verdict(
    store: Store,
    mode: str,
    verdict: Verdict,
    category: Category,
    *,
    assisted: bool,
    drill_state: str | None = None,
) -> int:
    """Keep one judged setting in the trainer's record (``mode``: where it was set); its id.

    The one place a Pai Gow verdict becomes a trainer answer, for the table and the drill alike.
    ``StorageError`` when it cannot be kept.
    """
    return store.record_answer(
        GAME.key,
        mode,
        card_key(verdict.analysis.tiles),
        str(verdict.setting),
        str(verdict.best.setting),
        correct=verdict.correct,
        category=category.value,
        given_up_per_100=verdict.given_up_per_100,
        assisted=assisted,
        drill_state=drill_state,
    )


def card_tables_or_later(waiter: Background, later: Callable[[], None]) -> bool:
    """Whether the strategy card's tables are built, asked once (asked twice, they may be built
    in between and nothing waits for them).  When they are not, ``waiter`` waits for them off
    the GUI thread and ``later`` runs on it once they are: a verdict is said at once, and the
    card's word joins it then (the first Confirm or answer waited up to 1.5 s for them)."""
    if tables_ready():
        return True
    waiter.run(tables, lambda _tables: later())
    return False
