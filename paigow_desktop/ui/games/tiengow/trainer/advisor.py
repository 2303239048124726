"""Advice at the Tien Gow table: judge the human's play off the GUI thread and show the verdict.

How the table uses it::

    advisor = TrickAdvisor(parent=window)          # one per table window
    line = AdviceLine()                            # put it in the side panel
    advisor.busy_changed.connect(line.show_busy)   # "Weighing your play…" while it works
    advisor.verdict_ready.connect(line.show_verdict)

    # when the human has chosen a move, before (or right after) applying it to the hand:
    advisor.judge(hand.view(human_seat), move)     # returns at once

``judge`` takes the human seat's :class:`~paigow_desktop.games.tiengow.view.SeatView` *as it
was when the move was chosen* (a view is a frozen value, so the table may go on playing) and
the :class:`~paigow_desktop.games.tiengow.view.Move`.  The sampling runs in a worker thread
(at most about 0.6 s); ``verdict_ready(PlayVerdict)`` arrives later in the GUI thread.  A new
``judge`` call drops the answer of one still running; ``cancel()`` (a new hand, the trainer
switched off) drops it too.  An illegal move is reported by ``failed(str)``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from paigow_desktop.games.tiengow.advice import SAMPLES, PlayVerdict, Reason, ReasonCode, Z, judge_play
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.ui.background import Background

__all__ = ["AdviceLine", "TrickAdvisor", "move_words", "reason_text"]


def move_words(move: Move) -> str:
    """``6-6 6-6 face up`` or ``5-1 face down``, in the player's language."""
    tiles = " ".join(str(t) for t in move.tiles)
    if move.face_up:
        return QCoreApplication.translate("TrickAdvice", "{0} face up").format(tiles)
    return QCoreApplication.translate("TrickAdvice", "{0} face down").format(tiles)


def reason_text(reason: Reason) -> str:
    """One plain sentence for a flagged play's reason."""
    subject = " ".join(str(t) for t in reason.subject)
    best = move_words(reason.best)
    points = f"{reason.points:.1f}"
    code = reason.code
    if code is ReasonCode.LAST_TRICK:
        return QCoreApplication.translate(
            "TrickAdvice", "You gave up the last trick: {0} would have won it, and the hand."
        ).format(subject)
    if code is ReasonCode.EARLY_DEATH:
        return QCoreApplication.translate(
            "TrickAdvice",
            "You have no column: without this trick, early death forces your last tile face down. "
            "{0} could have won it.",
        ).format(subject)
    if code is ReasonCode.BROKE_SET:
        return QCoreApplication.translate(
            "TrickAdvice", "You broke up {0}, a set no unseen tiles can beat: a sure trick."
        ).format(subject)
    if code is ReasonCode.DISCARDED_BEATER:
        return QCoreApplication.translate(
            "TrickAdvice", "You played face down, but {0} could beat this trick."
        ).format(subject)
    if code is ReasonCode.TOO_WEAK:
        return QCoreApplication.translate(
            "TrickAdvice", "Your set can still be beaten; {0} cannot be."
        ).format(subject)
    if code is ReasonCode.WASTED_STRONG and not reason.best.face_up:  # a discard against a discard
        return QCoreApplication.translate(
            "TrickAdvice", "You put down {0}, a tile worth more kept than {1}."
        ).format(subject, " ".join(str(t) for t in reason.best.tiles))
    if code is ReasonCode.WASTED_STRONG:
        return QCoreApplication.translate(
            "TrickAdvice", "You spent {0}, stronger than this trick needed."
        ).format(subject)
    return QCoreApplication.translate("TrickAdvice", "{0} was worth {1} points more on average.").format(
        best, points
    )


class TrickAdvisor(QObject):
    """Judges plays off the GUI thread; see the module's documentation for how the table calls it."""

    verdict_ready = Signal(object)  #: a PlayVerdict
    busy_changed = Signal(bool)  #: True while a play is being weighed
    failed = Signal(str)  #: the play could not be judged (an illegal move)

    def __init__(self, parent: QObject | None = None, *, samples: int = SAMPLES, seed: int = 0) -> None:
        super().__init__(parent)
        self.samples = samples
        self.seed = seed
        self.background = Background(self)
        self.background.busy_changed.connect(self.busy_changed)
        self.last: PlayVerdict | None = None

    def judge(self, view: SeatView, move: Move) -> None:
        """Start judging ``move`` for the seat of ``view``; returns at once."""
        samples, seed = self.samples, self.seed
        self.background.run(
            lambda: judge_play(view, move, samples=samples, seed=seed), self._ready, self.failed.emit
        )

    def cancel(self) -> None:
        self.background.cancel()

    @property
    def busy(self) -> bool:
        return self.background.busy

    def _ready(self, verdict: PlayVerdict) -> None:
        self.last = verdict
        self.verdict_ready.emit(verdict)


class AdviceLine(QLabel):
    """Shows a verdict: the best play with its advantage and error, and the reason when flagged."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAccessibleName(self.tr("Advice on your play"))
        self.verdict: PlayVerdict | None = None

    def show_busy(self, busy: bool) -> None:
        if busy:
            self.setText(self.tr("<i>Weighing your play…</i>"))

    def clear_advice(self) -> None:
        self.verdict = None
        self.setText("")
        self.setStyleSheet("")

    def show_verdict(self, verdict: PlayVerdict) -> None:
        self.verdict = verdict
        # Every "±" is the 95% margin the verdict is judged by: "about as good" then always
        # stands beside a difference no larger than the "±" shown with it.
        # Said of the play just made (the box stays up through the next turn).
        if len(verdict.candidates) == 1:  # nothing else could be played: no best to find
            head = self.tr(
                "Your last play, {0}, was the only one you could make ({1:+.1f} pts on average)."
            ).format(escape(move_words(verdict.chosen.move)), verdict.chosen.mean)
        elif verdict.cost == 0:
            head = self.tr(
                "Your last play was the best found: {0} ({1:+.1f} pts on average ± {2:.1f})."
            ).format(escape(move_words(verdict.chosen.move)), verdict.chosen.mean, Z * verdict.chosen.error)
        else:
            head = self.tr("Your last play: {0}. Best: {1} (+{2:.1f} pts ± {3:.1f} over yours).").format(
                escape(move_words(verdict.chosen.move)),
                escape(move_words(verdict.best.move)),
                verdict.cost,
                verdict.margin,
            )
        lines = [head]
        if verdict.flagged and verdict.reason is not None:
            lines.insert(0, self.tr("<b>✘ Clearly worse.</b>"))
            if verdict.reason.code is not ReasonCode.WORTH_MORE:  # the head says that much already
                lines.append(escape(reason_text(verdict.reason)))
            colour = "#8a4b00"
        elif verdict.cost > 0:
            # Said first: the difference is no mistake, and why.
            if verdict.cost <= verdict.margin:
                first = self.tr("<b>✔ About as good as the best found</b> (within the estimate's error).")
            else:
                first = self.tr(
                    "<b>✔ Nearly as good as the best found</b> (too small a difference to count)."
                )
            lines.insert(0, first)
            colour = "#1d6b33"
        else:
            colour = "#1d6b33"
        self.setText("<br>".join(lines))
        self.setStyleSheet(f"QLabel {{ border: 2px solid {colour}; border-radius: 6px; padding: 6px; }}")
