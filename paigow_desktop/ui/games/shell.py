"""What the newer games' table windows share: the New game and speed menus, telling the player
something, and reopening where the window was."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.ui.names import app_title, say
from paigow_desktop.ui.timings import Speed

__all__ = ["game_menu", "restore_geometry", "saved_geometry", "speed_menu", "tell"]


def game_menu(menu: QMenu, current: str, choose: Callable[[str], None]) -> dict[str, QAction]:
    """Game › New game: a checkable item per registered game (``current`` checked); choosing one
    calls ``choose`` with its key."""
    new_game = menu.addMenu(QCoreApplication.translate("TableWindow", "New &game"))
    new_game.setToolTipsVisible(True)
    actions: dict[str, QAction] = {}
    for info in REGISTRY:
        item = new_game.addAction(f"{say(info.name)}  {info.chinese_name}")
        item.setToolTip(say(info.summary))
        item.setCheckable(True)
        item.setChecked(info.key == current)
        item.triggered.connect(lambda _=False, key=info.key: choose(key))
        actions[info.key] = item
    return actions


def speed_menu(menu: QMenu, speed: Speed, set_speed: Callable[[Speed], None]) -> dict[Speed, QAction]:
    """View › Animation speed: one checkable item a speed, from instant to slow."""
    speeds = menu.addMenu(QCoreApplication.translate("TableWindow", "Animation &speed"))
    group = QActionGroup(speeds)
    names = {
        Speed.INSTANT: QCoreApplication.translate("TableWindow", "Instant"),
        Speed.FAST: QCoreApplication.translate("TableWindow", "Fast"),
        Speed.NORMAL: QCoreApplication.translate("TableWindow", "Normal"),
        Speed.SLOW: QCoreApplication.translate("TableWindow", "Slow"),
    }
    actions: dict[Speed, QAction] = {}
    for choice in Speed:
        item = QAction(names[choice], group)
        item.setCheckable(True)
        item.setChecked(choice == speed)
        item.triggered.connect(lambda _=False, s=choice: set_speed(s))
        speeds.addAction(item)
        actions[choice] = item
    return actions


def tell(window: QMainWindow, messages: Sequence[str], *, modal: bool) -> None:
    """Say something once: in the status line, and in a box when someone is watching."""
    said = [say(m) for m in messages]
    window.statusBar().showMessage(said[-1])
    if modal:
        box = QMessageBox(
            QMessageBox.Icon.Warning, app_title(), "\n\n".join(said), QMessageBox.StandardButton.Ok, window
        )
        box.setModal(False)
        box.show()


def restore_geometry(window: QMainWindow, saved: str) -> bool:
    """Reopen where the window was; False when nothing usable is saved."""
    if not saved:
        return False
    return bool(window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))))


def saved_geometry(window: QMainWindow) -> str:
    """Where the window is, as the settings keep it."""
    return bytes(window.saveGeometry().toBase64().data()).decode("ascii")
