"""The shell's menus of choices (Game › New game, a submenu of checkable choices, View ›
Animation speed) and the parts every game's table is built from."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import AppData, Settings, SettingsStore, Store
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.names import say
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.timings import Speed

__all__ = ["TableParts", "choice_menu", "game_menu", "speed_menu"]

T = TypeVar("T")


def game_menu(menu: QMenu, current: str, choose: Callable[[str], None]) -> dict[str, QAction]:
    """Game › New game: a checkable item per registered game (``current`` checked); choosing one
    calls ``choose`` with its key."""
    new_game = menu.addMenu(QCoreApplication.translate("TableWindow", "New &game"))
    new_game.setToolTipsVisible(True)
    actions: dict[str, QAction] = {}
    for info in REGISTRY:
        name = say(info.name)  # with its Chinese name beside it, unless that is what it says
        item = new_game.addAction(name if info.chinese_name in name else f"{name}  {info.chinese_name}")
        item.setToolTip(say(info.summary))
        item.setCheckable(True)
        item.setChecked(info.key == current)
        item.triggered.connect(lambda _=False, key=info.key: choose(key))
        actions[info.key] = item
    return actions


def choice_menu(
    menu: QMenu,
    title: str,
    choices: Sequence[tuple[T, str]],
    current: T,
    choose: Callable[[T], None],
    more: Sequence[QAction] = (),
) -> dict[T, QAction]:
    """A submenu of checkable items, one a choice (``current`` checked); choosing one calls
    ``choose`` with its value.  ``more`` follows the choices, after a separator."""
    sub = menu.addMenu(title)
    group = QActionGroup(sub)
    actions: dict[T, QAction] = {}
    for value, label in choices:
        item = QAction(label, group)
        item.setCheckable(True)
        item.setChecked(value == current)
        item.triggered.connect(lambda _=False, v=value: choose(v))
        sub.addAction(item)
        actions[value] = item
    if more:
        sub.addSeparator()
        sub.addActions(list(more))
    return actions


def speed_menu(menu: QMenu, speed: Speed, set_speed: Callable[[Speed], None]) -> dict[Speed, QAction]:
    """View › Animation speed: one checkable item a speed, from instant to slow."""
    names = (
        (Speed.INSTANT, QCoreApplication.translate("TableWindow", "Instant")),
        (Speed.FAST, QCoreApplication.translate("TableWindow", "Fast")),
        (Speed.NORMAL, QCoreApplication.translate("TableWindow", "Normal")),
        (Speed.SLOW, QCoreApplication.translate("TableWindow", "Slow")),
    )
    title = QCoreApplication.translate("TableWindow", "Animation s&peed")
    return choice_menu(menu, title, names, speed, set_speed)


@dataclass(frozen=True)
class TableParts:
    """What every game's table is built from: the settings, the ledger, the speed and the art."""

    settings: Settings
    store: Store
    speed: Speed
    artwork: SceneArtwork
    settings_store: SettingsStore | None

    @classmethod
    def of(cls, options: AppOptions, data: AppData | None) -> TableParts:
        """The parts for ``data`` (without it, defaults kept in memory)."""
        settings = data.settings if data is not None else Settings()
        store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
        speed = speed_for(settings, options.speed)
        artwork = SceneArtwork(TileArt(), Theme(settings.theme))
        return cls(settings, store, speed, artwork, data.settings_store if data is not None else None)
