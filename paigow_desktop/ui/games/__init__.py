"""Each game's table and trainer in the interface, found by the game's registry key.

The window shell asks :func:`game_ui` for the game the player chose; each game's package under
``ui/games/<key>/`` declares its :class:`GameUI` in ``game_ui.py`` (imported only when first
asked for, so start-up loads one game).  The settings dialog asks each game for its
:class:`SettingsPage` through :func:`settings_page`: ``make_page(settings)`` of the game's
``ui/games/<key>/settings_page.py``, imported only when the dialog opens (and without the
game's table, which ``game_ui.py`` brings).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, overload

from paigow_desktop.games.registry import REGISTRY

if TYPE_CHECKING:
    from PySide6.QtCore import QRect, QSize, SignalInstance
    from PySide6.QtWidgets import QWidget

    from paigow_desktop.storage import AppData, Settings
    from paigow_desktop.ui.demo import DemoTable
    from paigow_desktop.ui.launch import AppOptions

__all__ = ["GameUI", "SettingsPage", "TableWindow", "game_ui", "settings_page"]


class TableWindow(Protocol):
    """What the app asks of a game's table window (a ``QMainWindow``): the game it plays, its
    settings, where it was, its messages, and the signals that swap it for another game's."""

    @property
    def game_chosen(self) -> SignalInstance:
        """Game › New game: emits the registry key of the game to start."""
        ...

    @property
    def language_chosen(self) -> SignalInstance:
        """A new language, to be shown at once (the app builds the window again)."""
        ...

    @property
    def settings(self) -> Settings: ...

    @property
    def game_key(self) -> str: ...

    @property
    def controller(self) -> DemoTable:
        """The table's controller: the demo plays through it."""
        ...

    #: nobody watches the window (a demo, a screenshot): no boxes, notices on the standard error
    unattended: bool

    def restore_geometry(self) -> bool: ...

    def restore_last_screen(self) -> None: ...

    def welcome_if_new(self) -> bool: ...

    def offer_new_stake(self, *, asked: bool = False) -> bool: ...

    def tell(self, messages: Sequence[str], *, modal: bool) -> None: ...

    def carry_over(self) -> object:
        """What the table must not forget when it is built again in another language (the
        deal numbers, whose bank it is, the last hand for a replay): handed to
        :meth:`take_over` of the new window of the same game."""
        ...

    def take_over(self, carried: object) -> None:
        """Go on from :meth:`carry_over` of the window this one replaces (the same game)."""
        ...

    # The QWidget methods the app uses.
    @overload
    def resize(self, arg__1: QSize, /) -> None: ...
    @overload
    def resize(self, w: int, h: int, /) -> None: ...
    @overload
    def setGeometry(self, arg__1: QRect, /) -> None: ...
    @overload
    def setGeometry(self, x: int, y: int, w: int, h: int, /) -> None: ...
    def geometry(self, /) -> QRect: ...
    def show(self, /) -> None: ...
    def close(self, /) -> bool: ...
    def deleteLater(self, /) -> None: ...


class SettingsPage(Protocol):
    """One game's page of the settings dialog: a ``QWidget`` (:meth:`widget`) holding all of the
    game's options, read from and written to the game's section of the settings."""

    @property
    def edited(self) -> SignalInstance:
        """Emitted when the player changes any value on the page (the dialog checks again)."""
        ...

    def widget(self) -> QWidget:
        """The page itself, as the dialog shows it."""
        ...

    def title(self) -> str:
        """The page's title in the dialog: the game's name, translated."""
        ...

    def load(self, settings: Settings) -> None:
        """Show the game's options as ``settings`` hold them (a bad value shows its default)."""
        ...

    def changes(self, settings: Settings) -> Settings | str:
        """``settings`` with the game's section as the page shows it (every other key of the
        section kept), or, when a value is refused, why in plain words (the same checks as the
        settings file's and the command line's)."""
        ...


@dataclass(frozen=True)
class GameUI:
    """What the interface builds for one game."""

    key: str  #: the game's registry key
    #: the game's table window: scene, controller, side panel and trainer dock
    build_window: Callable[[AppOptions, AppData | None], TableWindow]
    #: the tabs of the game's trainer window, in order
    trainer_tabs: tuple[str, ...]


def game_ui(key: str) -> GameUI:
    """The interface of the game registered as ``key`` (``RegistryError`` for an unknown game)."""
    info = REGISTRY.get(key)
    module = importlib.import_module(f"{__name__}.{info.key}.game_ui")
    ui = module.UI
    assert isinstance(ui, GameUI) and ui.key == info.key, f"ui/games/{info.key} declares another game"
    return ui


def settings_page(key: str, settings: Settings) -> SettingsPage:
    """The settings page of the game registered as ``key``, showing ``settings``."""
    info = REGISTRY.get(key)
    module = importlib.import_module(f"{__name__}.{info.key}.settings_page")
    page: SettingsPage = module.make_page(settings)
    return page
