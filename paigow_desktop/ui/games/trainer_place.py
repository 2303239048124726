"""Where a game's trainer sits at its table, and where the windows a table opens go.

The felt comes first (issue 33: the table is the room): it keeps at least :data:`FELT_SHARE`
of the window's area, trainer open or not.  A trainer docked at the table (:class:`TrainerDock`)
sits below the felt, right of it, or in a window of its own; below, it takes no more height
than the felt can spare, and right of the felt it is offered only where the felt keeps its
share beside the trainer at its narrowest.  A window of its own opens beside the table's window
(:func:`place_beside`), never over the felt.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QMenu, QStyle, QWidget

from paigow_desktop.storage import Settings

__all__ = [
    "FELT_SHARE",
    "PLACES",
    "TrainerDock",
    "TrainerPlacing",
    "place_beside",
    "saved_trainer_place",
    "with_trainer_place",
]

#: Where a docked trainer may sit: below the felt, right of it, or in a window of its own.
PLACES = ("below", "right", "window")

#: The least share of the window's area the felt keeps, whatever else is open.
FELT_SHARE = 0.5


class TrainerDock(QDockWidget):
    """A trainer docked at the table.  The window says where it sits and how much room it has
    (:meth:`fit_room`); the dock says how wide it would like to be and how narrow it can go
    with everything in sight (its table's columns given way, their words in the rows' tooltips)."""

    def wanted_width(self) -> int:
        """The width that shows everything whole."""
        return self.sizeHint().width()

    def least_width(self) -> int:
        """The narrowest it can be with nothing scrolled out of sight."""
        return self.minimumSizeHint().width()

    def fit_room(self, place: str, height: int) -> None:
        """It sits at ``place`` ("below", "right" or "window"); below, it is at most ``height``
        pixels tall (what the felt can spare)."""


#: The key of a game's section of the settings that says where its trainer sits at the table.
PLACE_KEY = "trainer_place"


def saved_trainer_place(settings: Settings, key: str) -> str:
    """Where game ``key``'s trainer was put last time ("below" when nowhere known)."""
    place = settings.game_section(key).get(PLACE_KEY)
    return place if isinstance(place, str) and place in PLACES else "below"


def with_trainer_place(settings: Settings, key: str, place: str) -> Settings:
    """``settings`` remembering that game ``key``'s trainer sits at ``place``."""
    return settings.with_game(key, {**settings.game_section(key), PLACE_KEY: place})


def place_beside(window: QWidget, table: QWidget) -> None:
    """Put ``window`` beside ``table``'s window: right of it where the screen has room, else
    left of it (made narrower to fit there, down to its least width), else at the screen's
    edge farther from the table's middle (as little of the felt covered as may be); inside the
    screen's free area, frame and all."""
    screen = (table.screen() or window.screen()).availableGeometry()
    frame = window.frameGeometry()
    if not window.isVisible():  # no frame yet: count the window's own size
        frame = QRect(frame.topLeft(), window.size().expandedTo(frame.size()))
    beside = table.frameGeometry()
    room = max(screen.right() - beside.right(), beside.left() - screen.left())
    extra = frame.width() - window.width()  # the window's frame
    least = max(window.minimumSizeHint().width(), window.minimumWidth(), 480)
    if frame.width() > room >= least + extra:  # narrower, to fit beside rather than over the felt
        window.resize(room - extra, window.height())
        frame.setWidth(room)
    if screen.right() - beside.right() >= frame.width():
        frame.moveTopLeft(QPoint(beside.right() + 1, beside.top()))
    elif beside.left() - screen.left() >= frame.width():
        frame.moveTopRight(QPoint(beside.left() - 1, beside.top()))
    elif beside.center().x() <= screen.center().x():
        frame.moveTopRight(QPoint(screen.right(), beside.top()))
    else:
        frame.moveTopLeft(QPoint(screen.left(), beside.top()))
    frame.moveRight(min(frame.right(), screen.right()))
    frame.moveBottom(min(frame.bottom(), screen.bottom()))
    frame.moveLeft(max(frame.left(), screen.left()))
    frame.moveTop(max(frame.top(), screen.top()))
    window.move(frame.topLeft())


class TrainerPlacing(QObject):
    """Where ``dock`` sits in ``window``: the place the player chose (Trainer › Trainer place),
    and the place it has now: "right" only while the felt keeps its share beside the trainer at
    its narrowest (else below, the menu's item disabled, saying why); looked at again whenever
    the window's size changes.  ``beside`` is the side panel's dock (the trainer docked right
    sits between it and the felt); ``view`` the felt's; :attr:`remember` keeps a chosen place."""

    def __init__(
        self,
        window: QMainWindow,
        dock: TrainerDock,
        beside: QDockWidget | None,
        view: QWidget,
    ) -> None:
        super().__init__(window)
        self.window, self.dock, self.beside, self.view = window, dock, beside, view
        self.chosen = "below"  #: the player's choice
        self.shown = "below"  #: where it is now
        #: keeps a place the player chose (for the next start)
        self.remember: Callable[[str], None] = lambda _place: None
        self.actions: dict[str, QAction] = {}
        self._due = False
        self._placed = False  #: the trainer's own window was put beside the table's, once shown
        window.installEventFilter(self)
        view.installEventFilter(self)  # the felt's room changes as docks come and go

    def fill_menu(self, menu: QMenu) -> None:
        """Trainer › Trainer place: below the table, right of it, in its own window."""
        sub = menu.addMenu(QCoreApplication.translate("TableWindow", "Trainer &place"))
        sub.setToolTipsVisible(True)
        group = QActionGroup(sub)
        for key, label in (
            ("below", QCoreApplication.translate("TableWindow", "&Below the table")),
            ("right", QCoreApplication.translate("TableWindow", "&Right of the table")),
            ("window", QCoreApplication.translate("TableWindow", "In its own &window")),
        ):
            action = QAction(label, group)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, k=key: self.place(k))
            sub.addAction(action)
            self.actions[key] = action
        self._say()

    def place(self, place: str) -> None:
        """The player chose ``place`` (kept for the next start)."""
        if place != self.chosen:
            self.chosen = place
            self.remember(place)
        self.apply()

    def separator(self) -> int:
        metric = QStyle.PixelMetric.PM_DockWidgetSeparatorExtent
        return self.window.style().pixelMetric(metric, None, self.window)

    def room(self) -> QRect:
        """The part of the window the felt and a docked trainer share."""
        room = self.view.geometry()
        if self.dock.isVisible() and not self.dock.isFloating():
            room = room.united(self.dock.geometry())
        return room

    def felt_area(self) -> int:
        """The area the felt must keep (its share of the window)."""
        return math.ceil(FELT_SHARE * self.window.width() * self.window.height())

    def felt_length(self, across: int) -> int:
        """How long the felt's view must be, ``across`` pixels the other way, for the felt
        inside its frame to keep its share."""
        frame = 2 * self.view.frameWidth() if isinstance(self.view, QFrame) else 0
        return math.ceil(self.felt_area() / max(1, across - frame)) + frame

    def right_fits(self) -> bool:
        """Whether the felt keeps its share beside the trainer at its narrowest."""
        room = self.room()
        beside = room.width() - self.separator() - self.dock.least_width()
        return beside >= self.felt_length(room.height())

    def apply(self) -> None:
        """Put the dock where it goes now (the chosen place, or below when right does not fit)."""
        place = self.chosen
        if place == "right" and not self.right_fits():
            place = "below"
        self.shown = place
        dock, window = self.dock, self.window
        if place == "window":
            dock.fit_room(place, 16_777_215)
            dock.setFloating(True)
            screen = window.screen().availableGeometry()
            wanted = QSize(dock.wanted_width(), dock.sizeHint().height())
            dock.resize(wanted.expandedTo(QSize(640, 300)).boundedTo(screen.size() - QSize(40, 60)))
            place_beside(dock, window)
        else:
            dock.setFloating(False)
            if place == "right" and self.beside is not None:  # between the felt and the side panel
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                window.splitDockWidget(dock, self.beside, Qt.Orientation.Horizontal)
            elif place == "right":
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            else:
                window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self._say()
        self.fit()

    def _say(self) -> None:
        """The menu: the place it is at checked, "right" disabled (and why) where it does not fit."""
        if not self.actions:
            return
        self.actions[self.shown].setChecked(True)
        right = self.actions["right"]
        fits = self.shown == "right" or self.right_fits()
        right.setEnabled(fits)
        why = (
            ""
            if fits
            else QCoreApplication.translate(
                "TableWindow",
                "The window is too small: the table keeps at least half of it, so the trainer goes below",
            )
        )
        right.setToolTip(why)
        right.setStatusTip(why)

    def fit(self) -> None:
        """Size the dock to its room: below, no taller than the felt can spare; right, no wider
        (as wide as its table asks, up to that)."""
        dock = self.dock
        if not self.window.isVisible():
            return  # not laid out yet: its parts' sizes mean nothing
        if dock.isFloating():
            self._say()
            return
        # A hidden dock is sized too: shown, it has its height at once (sized a moment later,
        # the felt was laid out again in the middle of the dice's roll, and the roll cut short).
        if self.chosen == "right" and (self.shown == "right") != self.right_fits():
            self.apply()  # the window grew or shrank past what the trainer right needs
            return
        room, gap = self.room(), self.separator()
        if self.shown == "below":
            spare = room.height() - gap - self.felt_length(room.width())
            dock.setMinimumWidth(0)
            dock.setMaximumWidth(16_777_215)
            dock.fit_room("below", max(0, spare))
        else:
            spare = room.width() - gap - self.felt_length(room.height())
            dock.fit_room("right", room.height())
            dock.setMaximumWidth(max(dock.least_width(), spare))
            wanted = min(dock.wanted_width(), max(dock.least_width(), spare))
            if dock.isVisible() and dock.width() != wanted:
                window = self.window
                window.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
        self._say()

    def later(self) -> None:
        """Fit once the window is laid out again (within a turn of the event loop)."""
        if not self._due:
            self._due = True
            QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        self._due = False
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.fit()  # laid out by now: a hand dealt before the event loop turns finds it sized
            if self.shown == "window" and not self._placed:  # where the table's window opened
                self._placed = True
                place_beside(self.dock, self.window)
        if watched in (self.window, self.view) and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.later()
        return False
