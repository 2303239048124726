"""What every game's trainer window shares: its tabs, Close, the drill loaded from and saved to the
store, answers kept, and a storage failure said in the status bar instead of stopping the window.

A game's window sets ``GAME_KEY`` (the store's name of the game), ``TABS`` (the names
:meth:`TrainerWindowBase.show_tab` takes, in tab order) and ``WANTED`` (the size it asks for at
its first showing, kept inside the screen unless whoever opened the window sized it), adds its
pages with :meth:`add_pages` and answers :meth:`tab_shown`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar, Protocol, TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QTabWidget, QToolButton, QWidget

from paigow_desktop.storage import StorageError, Store
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.screen_fit import fit_on_screen

__all__ = ["TrainerWindowBase"]


class _Drill(Protocol):
    def to_json(self) -> str: ...


_D = TypeVar("_D", bound=_Drill)


class TrainerWindowBase(QMainWindow):
    """A trainer's window of tabs (see the module's documentation).  ``store`` may be None: the
    trainer then keeps nothing."""

    GAME_KEY: ClassVar[str] = ""
    TABS: ClassVar[tuple[str, ...]] = ()
    WANTED: ClassVar[QSize] = QSize(1000, 800)

    drill: _Drill

    def __init__(self, title: str, name: str, store: Store | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._later = ""  # a message for the status bar once the window shows
        self._fitted = False  # sized to the screen at the first showing
        self._pages: list[QWidget] = []
        self.setWindowTitle(title)
        self.setObjectName(name)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        # The window's own keys, also as buttons beside the tabs (a key nobody sees is not found).
        corner = QWidget()
        self._corner = QHBoxLayout(corner)
        self._corner.setContentsMargins(0, 0, 4, 0)
        self._corner.setSpacing(4)
        self.tabs.setCornerWidget(corner, Qt.Corner.TopRightCorner)
        self.close_action = QAction(self.tr("Close"), self)
        # Ctrl+W first, as the tooltip says, then the platform's own (Ctrl+F4 on some desktops).
        keys = [QKeySequence("Ctrl+W"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Close)]
        self.close_action.setShortcuts(list(dict.fromkeys(keys)))
        self.close_action.triggered.connect(self.close)
        self.addAction(self.close_action)
        self.add_corner_action(self.close_action)
        self.resize(self.WANTED)

    def add_corner_action(self, action: QAction) -> QToolButton:
        """A button for ``action`` beside the tabs, its key in the tooltip (before Close)."""
        button = QToolButton()
        button.setDefaultAction(action)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        button.setToolTip(f"{action.text()} ({keys})" if keys else action.text())
        button.setAutoRaise(True)
        self._corner.insertWidget(max(0, self._corner.count() - 1), button)
        return button

    def add_pages(
        self, pages: Sequence[tuple[QWidget, str]], wrap: Callable[[QWidget], QWidget] | None = None
    ) -> None:
        """Add a tab per (page, title), in ``TABS`` order; ``wrap`` puts a page in what the tab
        holds (a scroll area)."""
        for page, title in pages:
            self._pages.append(page)
            self.tabs.addTab(page if wrap is None else wrap(page), title)

    # ---- the drill and the store

    def load_drill(self, fresh: Callable[[], _D], read: Callable[[str], _D]) -> _D:
        """The drill the store keeps for this game (``read`` from its text), or ``fresh()`` when
        there is none, or none that can be read (said in the status bar)."""
        if self.store is None:
            return fresh()
        try:
            text = self.store.load_drill(self.GAME_KEY)
        except StorageError as error:  # the window opens all the same
            self.warn(self.tr("{0} A new drill was started.").format(say_error(error)))
            return fresh()
        if text is None:
            return fresh()
        try:
            return read(text)
        except ValueError as error:
            self.warn(
                self.tr("The saved drill could not be read ({0}); a new one was started.").format(error)
            )
            return fresh()

    def save_drill(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save_drill(self.GAME_KEY, self.drill.to_json())
        except StorageError as error:
            self.warn(self.tr("The drill could not be saved: {0}").format(say_error(error)), 10_000)

    def store_answer(self, *args: Any, **kwargs: Any) -> None:
        """Keep one answer (``Store.record_answer``'s arguments after the game); nothing without
        a store."""
        if self.store is None:
            return
        with self.keeping_answers():
            self.store.record_answer(self.GAME_KEY, *args, **kwargs)

    @contextmanager
    def keeping_answers(self) -> Iterator[None]:
        """Around writing an answer: a storage failure is said, and the trainer goes on."""
        try:
            yield
        except StorageError as error:
            self.warn(self.tr("The answer could not be saved: {0}").format(say_error(error)), 10_000)

    def warn(self, message: str, ms: int = 15_000) -> None:
        """Say ``message`` in the status bar (once the window shows, if it does not yet)."""
        if self.isVisible():
            self.statusBar().showMessage(message, ms)
        else:
            self._later = message

    # ---- tabs

    def show_tab(self, name: str) -> None:
        """Bring one tab forward, by its name in ``TABS``."""
        self.tabs.setCurrentIndex(self.TABS.index(name))

    def pages(self) -> tuple[QWidget, ...]:
        """The pages, in tab order."""
        return tuple(self._pages)

    def page(self, index: int | None = None) -> QWidget | None:
        """The page of a tab (the current one by default)."""
        index = self.tabs.currentIndex() if index is None else index
        return self._pages[index] if 0 <= index < len(self._pages) else None

    def tab_shown(self, page: QWidget) -> None:
        """A tab came forward and its page has the focus: it may refresh, or focus a child."""

    def _tab_changed(self, index: int) -> None:
        page = self.page(index)
        if page is not None:
            page.setFocus()  # the page, not the child Qt would give it back (a key must not answer)
            self.tab_shown(page)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._fitted:
            self._fitted = True
            if self.size() == self.WANTED:  # not sized by whoever opened it: fit it to the screen
                fit_on_screen(self, self.WANTED)
        super().showEvent(event)
        if self._later:
            self.statusBar().showMessage(self._later, 15_000)
            self._later = ""
        current = self.page()
        if current is not None and self.focusWidget() is None:
            current.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_drill()
        super().closeEvent(event)

    def sizeHint(self) -> QSize:
        return self.WANTED
