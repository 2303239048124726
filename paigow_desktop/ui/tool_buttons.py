"""Tool bar buttons that follow their actions without slowing down over a long session.

Qt 6.11 (and others near it) answers every change of a tool button's action (enabled, text,
checked...) by running ``QToolButton::setDefaultAction`` again, which connects the button to the
action's ``changed`` signal once more.  The table enables and disables its round actions a few
times a round, so after thousands of rounds each change called the button back thousands of
times: the time per round and the memory grew with every round played.  :class:`ActionSync`
takes those change events from the buttons and copies the action's state itself, which is all
the second ``setDefaultAction`` was there for.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionEvent
from PySide6.QtWidgets import QToolBar, QToolButton

__all__ = ["ActionSync", "copy_action_state", "toolbar_text"]

#: A menu's keyboard letter written after the words, as Chinese menus do: "新一局(&N)"
_LETTER_AFTER = re.compile(r"\s*[(（]&[^)）&][)）]")


def toolbar_text(action: QAction) -> str:
    """The words on ``action``'s tool bar button: its icon text, less a keyboard letter written
    after the words (Qt drops the "&" but would show "新一局(N)", a key the button does not take)."""
    shown = action.iconText()
    letter = _LETTER_AFTER.search(action.text())
    if letter is not None:
        shown = shown.replace(letter.group(0).replace("&", ""), "")
    return shown


def copy_action_state(button: QToolButton, action: QAction) -> None:
    """Show ``action``'s current state on ``button``, as ``setDefaultAction`` would; what is
    already shown is left alone (a round changes only whether the actions are enabled)."""
    text = toolbar_text(action)
    if button.text() != text:
        button.setText(text)
    if button.toolTip() != action.toolTip():
        button.setToolTip(action.toolTip())
    if button.statusTip() != action.statusTip():
        button.setStatusTip(action.statusTip())
    if button.whatsThis() != action.whatsThis():
        button.setWhatsThis(action.whatsThis())
    button.setCheckable(action.isCheckable())
    button.setChecked(action.isChecked())
    button.setEnabled(action.isEnabled())
    icon = action.icon()
    if icon.cacheKey() != button.icon().cacheKey():
        button.setIcon(icon)


class ActionSync(QObject):
    """Keeps the buttons of a tool bar in step with their actions (see the module's note)."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__(toolbar)
        self.toolbar = toolbar

    def watch(self, action: QAction) -> None:
        """Take over the updates of ``action``'s button (call after adding it to the tool bar)."""
        button = self.toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            button.installEventFilter(self)
            copy_action_state(button, action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ActionChanged
            and isinstance(watched, QToolButton)
            and isinstance(event, QActionEvent)
        ):
            action = watched.defaultAction()
            if action is not None and event.action() == action:
                copy_action_state(watched, action)
                return True  # not to QToolButton, which would connect to the action once more
        return False
