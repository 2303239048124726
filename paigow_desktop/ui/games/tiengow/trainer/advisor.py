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

from paigow_desktop.games.tiengow.advice import SAMPLES, Hint, PlayVerdict, Reason, ReasonCode, Z, judge_play
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.ui.background import Background

__all__ = ["AdviceLine", "TrickAdvisor", "hint_lines", "move_words", "reason_text"]


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
    more = _more_reason_text(reason, subject, best)
    if more:
        return more
    return QCoreApplication.translate("TrickAdvice", "{0} was worth {1} points more on average.").format(
        best, points
    )


def _percent(chance: float) -> str:
    return f"{100 * chance:.0f}%"


# Long: one sentence per reason, a table read top to bottom
def _more_reason_text(reason: Reason, subject: str, best: str) -> str:
    """The sentences of the reasons after the first six ("" for the catch-all)."""
    code = reason.code
    best_tiles = " ".join(str(t) for t in reason.best.tiles)
    if code is ReasonCode.SURE_TOO_EARLY:
        return QCoreApplication.translate(
            "TrickAdvice",
            "You led {0}, a sure winner, too early: it takes a trick whenever you lead it, so it is "
            "worth more kept for a trick that counts (the last trick wins the hand). Lead {1} first.",
        ).format(subject, best_tiles)
    if code is ReasonCode.PAIR_FOR_SINGLE:
        return QCoreApplication.translate(
            "TrickAdvice",
            "You spent {0} on a lead where {1}, fewer tiles, does the job: the bigger set is worth "
            "more kept, to take a trick of more columns later.",
        ).format(subject, best_tiles)
    if code is ReasonCode.GAVE_LEAD and len(reason.figures) == 2:
        return QCoreApplication.translate(
            "TrickAdvice",
            "Lead {0} to give the lead away cheaply: it is beaten {1} of the time (yours {2}), and "
            "your stronger tiles stay for the tricks that count.",
        ).format(best_tiles, _percent(reason.figures[1]), _percent(reason.figures[0]))
    if code is ReasonCode.HOLD_LEAD and len(reason.figures) == 2:
        return QCoreApplication.translate(
            "TrickAdvice",
            "{0} keeps the lead more often: it is beaten {1} of the time, your lead {2}.",
        ).format(best_tiles, _percent(reason.figures[1]), _percent(reason.figures[0]))
    if code is ReasonCode.NOT_WORTH_BEATING:
        return QCoreApplication.translate(
            "TrickAdvice",
            "This trick was not worth {0}: put {1} face down and keep it for a later trick, where "
            "it counts more (the last trick wins the hand).",
        ).format(subject, best_tiles)
    if code is ReasonCode.DOWN_A_SET:
        return QCoreApplication.translate(
            "TrickAdvice", "You put down {0}, a set that can still take a trick: put down {1} instead."
        ).format(subject, best_tiles)
    if code is ReasonCode.KEEP_BETTER:
        return QCoreApplication.translate(
            "TrickAdvice",
            "You put down {0}: keep it and put down {1}; with the tiles you keep you take more of "
            "the tricks to come, and the last one wins the hand.",
        ).format(subject, best_tiles)
    if code is ReasonCode.SAFER_BEAT and len(reason.figures) == 2:
        return QCoreApplication.translate(
            "TrickAdvice",
            "Beat with {0}: the unseen tiles can form {1} sets that beat it, {2} that beat yours.",
        ).format(best_tiles, int(reason.figures[1]), int(reason.figures[0]))
    if code is ReasonCode.KEEP_CHOSEN:
        return QCoreApplication.translate(
            "TrickAdvice",
            "{0} does this trick's job as well and keeps {1}, worth more for the tricks to come.",
        ).format(best_tiles, subject)
    return ""


def hint_lines(found: Hint) -> list[str]:
    """A hint in sentences (rich text): the move to make, the next best and why it is worse."""
    best = escape(move_words(found.best.move))
    if found.exact:
        lines = [
            QCoreApplication.translate(
                "TrickAdvice",
                "<b>Hint:</b> {0} ({1:+.1f} pts, exact: counted over every way the other tiles can lie).",
            ).format(best, found.best.mean)
        ]
    else:
        lines = [
            QCoreApplication.translate("TrickAdvice", "<b>Hint:</b> {0} ({1:+.1f} pts on average).").format(
                best, found.best.mean
            )
        ]
    if found.runner_up is None:
        lines.append(QCoreApplication.translate("TrickAdvice", "It is the only move you can make."))
    else:
        runner = escape(move_words(found.runner_up.move))
        cost = found.best.mean - found.runner_up.mean
        lines.append(
            QCoreApplication.translate("TrickAdvice", "Next best: {0}, {1:.1f} pts less.").format(
                runner, cost
            )
        )
        if found.reason is not None and found.reason.code is not ReasonCode.WORTH_MORE:
            lines.append(
                QCoreApplication.translate("TrickAdvice", "Of {0} the trainer would say: {1}").format(
                    runner, escape(reason_text(found.reason))
                )
            )
    lines.append(
        QCoreApplication.translate(
            "TrickAdvice", "<i>Its tiles are picked: Enter plays them. This hand counts as assisted.</i>"
        )
    )
    return lines


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

    def show_hint_busy(self, busy: bool) -> None:
        if busy:
            self.setText(self.tr("<i>Looking for the best move…</i>"))

    def show_hint(self, found: Hint) -> None:
        """A hint before your move (H)."""
        self.verdict = None
        self.setText("<br>".join(hint_lines(found)))
        self.setStyleSheet("QLabel { border: 2px solid #2a5d8f; border-radius: 6px; padding: 6px; }")

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
        elif verdict.exact and verdict.cost == 0:
            head = self.tr(
                "Your last play was the best: {0} ({1:+.1f} pts, exact: counted over every way the "
                "other tiles can lie)."
            ).format(escape(move_words(verdict.chosen.move)), verdict.chosen.mean)
        elif verdict.exact:
            head = self.tr(
                "Your last play: {0}. Best: {1} (+{2:.1f} pts over yours, exact: counted over every way "
                "the other tiles can lie)."
            ).format(
                escape(move_words(verdict.chosen.move)), escape(move_words(verdict.best.move)), verdict.cost
            )
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
