"""The trainer under the Pai Gow table: every way to set this deal's tiles, and the verdict on yours.

The dock follows the controller: it clears while the tiles are dealt, shows the exact figures
once the player's tiles are known (hidden until Confirm in quiz mode), marks the player's
arrangement as it changes, and on Confirm judges the setting, by the best play and by the strategy
card (the line the setting follows, or what the card says), flags a weak one at once and keeps
the answer in the trainer's record.  The card's tables are built in a thread of their own while
the player sets the first hand, so Confirm does not wait for them: a Confirm that comes first is
judged at once, and the card's word joins the verdict once they are built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QWidget

from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.storage import StorageError
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.paigow.table_controller import Stage, TableController
from paigow_desktop.ui.games.paigow.trainer_panel import TrainerPanel
from paigow_desktop.ui.games.trainer_place import TrainerDock as PlacedDock
from paigow_desktop.ui.names import say, say_error
from paigow_desktop.ui.scrolling import scrolling

if TYPE_CHECKING:
    from paigow_desktop.games.paigow.card import Card
    from paigow_desktop.games.paigow.strategy import Analysis
    from paigow_desktop.ui.games.paigow.verdict import TableVerdict

# The strategy card's grading, the trainer's categories and the verdicts are imported on the
# first Confirm or the first showing of the trainer: the window's start does without them.

__all__ = ["TrainerDock"]


class TrainerDock(PlacedDock):
    """A dock holding the :class:`TrainerPanel`, kept in step with a table's controller."""

    status = Signal(str)  #: something to say in the status line (a weak setting, a failed save)
    judged = Signal(object)  #: the TableVerdict on the setting just confirmed
    #: a setting judged here went into the trainer's record: its number there, the tiles and
    #: whether it was set well (the trainer's drill takes the hands set weakly)
    answer_kept = Signal(int, object, bool)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Trainer"), parent)
        self.controller = controller
        self.panel = TrainerPanel(controller.scene.art)
        self.quiz = False  #: keep the figures hidden until the player confirms
        self.current: Setting | None = None  #: the setting confirmed this round
        #: the strategy card the trainer grades by: its length and whether it is standalone
        self.card_choice: tuple[int, bool] = (10, False)
        self._warming = False  #: the card's tables are being built (the trainer was shown)
        #: confirmed settings go into the trainer's record (not those the house way made for a
        #: player who left mid-round)
        self.keeping = True
        #: waits off the GUI thread for the card's tables when Confirm comes before them
        self.card_wait = Background(self)
        #: the verdict on this round's setting (words, good, tooltip), shown once the panel is
        #: (a hidden panel is not rewritten every round for nobody)
        self._verdict: tuple[str, bool | None, str] = ("", None, "")
        self.setObjectName("trainer-dock")
        # On a window too short for its rows (a laptop at 200%) the panel scrolls: they had
        # raised the window's least height past the foot of the screen, verdict and all.  It
        # never scrolls sideways: its table's columns give way instead.
        self.scroller = scrolling(self.panel)
        self.setWidget(self.scroller)
        self.place = "below"  #: where the window put it (fit_room)
        self._room = 16_777_215  #: below: the most height the felt spares it
        # Docked, its title bar is an empty widget: one, since the dock keeps each it is given.
        self._no_title = QWidget()
        self.panel.arranged.connect(self._fit_height)
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        controller.analysis_ready.connect(lambda _a: self.refresh())
        controller.preview_changed.connect(lambda _p: self.refresh())
        controller.setting_judged.connect(self._judged)
        controller.stage_changed.connect(self._stage)

    def wanted_width(self) -> int:
        return self.panel.wanted_width() + 4

    def least_width(self) -> int:
        return self.panel.least_width() + 4

    def fit_room(self, place: str, height: int) -> None:
        """Below the felt: compact, at most ``height`` tall (one line before the deal); right
        of it or in a window of its own: the heading and the verdict wrap, the rows below."""
        self.place, self._room = place, height
        # Docked, no title bar of its own (Trainer, Ctrl+T, and the Trainer menu's place do
        # what its buttons did): its line is the trainer's.  In a window, the window's frame.
        title = None if place == "window" else self._no_title
        if self.titleBarWidget() is not title:  # asked on every resize: changed only when it changes
            self.setTitleBarWidget(title)  # type: ignore[arg-type]
        if place == "below":
            self.panel.set_compact(True, height)
        else:
            self.setMinimumHeight(0)
            self.setMaximumHeight(16_777_215)
            self.panel.set_compact(False, height)
            self.panel.set_tall(True)

    def _fit_height(self) -> None:
        if self.place == "below" and self.panel.compact:
            self.setFixedHeight(min(self._room, self.panel.needed_height()))

    def set_quiz(self, on: bool) -> None:
        self.quiz = on
        self.refresh()

    def set_card(self, length: int, standalone: bool) -> None:
        """Grade by this strategy card from the next Confirm."""
        self.card_choice = (length, standalone)

    def card(self, bank: bool) -> Card:
        """The card the trainer grades by, from the side the player plays."""
        from paigow_desktop.games.paigow.card_grade import grading_card

        length, standalone = self.card_choice
        return grading_card(length, standalone=standalone, bank=bank)

    def warm_up(self) -> None:
        """Build the card's tables in a thread of their own (once), while the player sets."""
        if not self._warming:
            from paigow_desktop.games.paigow.card_grade import build_in_background

            self._warming = True
            build_in_background()

    def refresh(self) -> None:
        """Show the figures of this deal, marking the player's arrangement (within a frame of a drop)."""
        if not self.isVisible():
            return
        c = self.controller
        analysis = c.analysis()
        if analysis is None:
            self.panel.clear(self.tr("Dealing…") if c.stage is Stage.DEALING else None)
            return
        self.warm_up()
        preview = c.preview() if c.stage is Stage.SETTING else None
        current = preview.setting if preview is not None else self.current
        self.panel.show_analysis(analysis, current, hidden=self.quiz and c.stage is Stage.SETTING)
        self._show_verdict()

    def _show_verdict(self) -> None:
        if self.isVisible():
            words, good, tip = self._verdict
            self.panel.set_verdict(words, good)
            self.panel.verdict.set_tip(tip)
            if words:  # on a short window the panel scrolls: the verdict is brought into sight
                QTimer.singleShot(0, self, self.show_verdict_in_sight)

    def show_verdict_in_sight(self) -> None:
        self.scroller.ensureWidgetVisible(self.panel.verdict, 0, 0)

    def _stage(self, stage: Stage) -> None:
        if stage is Stage.DEALING:
            self.current = None
            self._verdict = ("", None, "")
            if self.isVisible():
                self.panel.clear(self.tr("Dealing…"))

    def _judged(self, analysis: Analysis, setting: Setting) -> None:
        """Flag a weak setting at once, in the panel (never a modal dialog), and keep the answer."""
        from paigow_desktop.games.paigow.trainer import categorize
        from paigow_desktop.ui.games.paigow.verdict import card_tables_or_later, judge_setting, record_verdict

        self.current = setting
        # By the card too once its tables are on their way (the trainer was shown this session):
        # a player who never opens the trainer never waits for them.
        card = self.card(analysis.bank) if self._warming else None
        if card is not None:
            waited = card  # the trainer was opened a moment ago: its tables may still be built
            if not card_tables_or_later(self.card_wait, lambda: self._card_ready(analysis, setting, waited)):
                card = None
        verdict = judge_setting(analysis, setting, card)
        self._say_verdict(verdict)
        self.judged.emit(verdict)
        # Not kept: a replay's tiles were seen before; the house way set a leaving player's.
        if self.controller.practice or not self.keeping:
            self._after_judging(analysis, setting, verdict)
            return
        try:
            number = record_verdict(
                self.controller.store, "table", verdict.verdict, categorize(analysis.tiles), assisted=False
            )
        except StorageError as error:
            self.status.emit(self.tr("The trainer's record could not be saved: {0}").format(say_error(error)))
        else:
            self.answer_kept.emit(number, analysis.tiles, not verdict.mistake)
        self._after_judging(analysis, setting, verdict)

    def _say_verdict(self, verdict: TableVerdict) -> None:
        tip = (
            ""
            if verdict.card is None
            else self.tr("Line {0} of the card: {1}").format(verdict.card.line, say(verdict.card.line_text))
        )
        self._verdict = (verdict.html, not verdict.mistake, tip)
        self._show_verdict()

    def _card_ready(self, analysis: Analysis, setting: Setting, card: Card) -> None:
        """The card's tables are built: the verdict on this round's setting, with the card's word."""
        from paigow_desktop.ui.games.paigow.verdict import judge_setting

        if self.current is setting and self.controller.stage is not Stage.DEALING:
            self._say_verdict(judge_setting(analysis, setting, card))

    def _after_judging(self, analysis: Analysis, setting: Setting, verdict: TableVerdict) -> None:
        if self.isVisible():
            self.panel.show_analysis(analysis, setting, hidden=False)
        if verdict.mistake:
            self.status.emit(f"{verdict.plain} {verdict.by_card}".strip())
