"""Pai Gow Tiles' own actions (the hand's moves, the trainer's options and tools), with their keys
and tips, its parts of the shell's menus and its toolbar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from paigow_desktop.ui.tool_buttons import ActionSync

if TYPE_CHECKING:  # the window calls this module: only its type is needed here
    from paigow_desktop.ui.games.paigow.window import PaiGowWindow

__all__ = ["fill_play_menu", "fill_trainer_menu", "fill_trainer_tools", "make_actions", "make_toolbar"]


# Long: a declarative table of the window's actions (words, keys, tips, handlers)
def make_actions(window: PaiGowWindow) -> None:
    """Make Pai Gow Tiles' own actions, with their keys and tips (the shell makes the shared ones)."""
    window.new_round_action = window.new_hand_action  # Pai Gow's word for a hand is a round
    window.confirm_action = window.add_action(
        QCoreApplication.translate("MainWindow", "&Confirm setting"),
        ["Return"],
        QCoreApplication.translate("MainWindow", "Play your hands as they are set"),
        window.confirm,
    )
    window.confirm_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
    window.house_way_action = window.add_action(
        QCoreApplication.translate("MainWindow", "Set by the &house way"),
        ["H"],
        QCoreApplication.translate("MainWindow", "Set your tiles the way the dealer would"),
        window.controller.set_house_way,
    )
    window.undo_action = window.add_action(
        QCoreApplication.translate("MainWindow", "&Undo move"),
        [QKeySequence.StandardKey.Undo],
        QCoreApplication.translate("MainWindow", "Take back the last tile move"),
        window.scene.undo,
    )
    window.move_action = window.add_action(
        QCoreApplication.translate("MainWindow", "&Move picked tile"),
        ["Space"],
        QCoreApplication.translate("MainWindow", "Move the picked tile to the other hand"),
        window.move_chosen,
    )
    words = (
        QCoreApplication.translate("MainWindow", "Pick tile {0}"),
        QCoreApplication.translate("MainWindow", "Pick your tile {0} (low hand first)"),
    )
    window.add_pick_actions(4, words, window.scene.choose)
    window.quiz_action = window.add_action(
        QCoreApplication.translate("MainWindow", "&Quiz me"),
        ["Ctrl+Shift+T"],
        QCoreApplication.translate("MainWindow", "Keep the trainer's numbers hidden until you confirm"),
        window.set_quiz,
    )
    window.quiz_action.setCheckable(True)
    window.quiz_action.setChecked(window.options.trainer_quiz)
    window.drill_action = window.trainer_window_action
    window.calculator_action = window.add_action(
        QCoreApplication.translate("MainWindow", "Hand &calculator…"),
        ["Ctrl+Shift+K"],
        QCoreApplication.translate("MainWindow", "Exact figures for any four tiles, with tiles already seen"),
        lambda: window.show_trainer_window("calculator"),
    )
    window.card_action = window.add_action(
        QCoreApplication.translate("MainWindow", "&Strategy card…"),
        ["Ctrl+Shift+S"],
        QCoreApplication.translate(
            "MainWindow",
            "A short strategy derived from the exact figures, line by line, with what each is worth",
        ),
        window.show_strategy_card,
    )


def fill_play_menu(window: PaiGowWindow, hand: QMenu) -> None:
    """The Hand menu's moves (Undo, Skip animation and the pick keys follow, the shell's)."""
    for action in (window.confirm_action, window.house_way_action, window.move_action):
        hand.addAction(action)


def fill_trainer_menu(window: PaiGowWindow, trainer: QMenu) -> None:
    """Quiz me, after Trainer (Ctrl+T) (the shell adds where the trainer sits)."""
    trainer.addAction(window.quiz_action)


def fill_trainer_tools(window: PaiGowWindow, trainer: QMenu) -> None:
    """The hand calculator and the strategy card, after the drill."""
    trainer.addAction(window.calculator_action)
    trainer.addAction(window.card_action)


def make_toolbar(window: PaiGowWindow) -> None:
    """The round's toolbar: the actions a round goes through, and the trainer's and help's."""
    toolbar = window.addToolBar(QCoreApplication.translate("MainWindow", "Round"))
    toolbar.setObjectName("round-toolbar")
    toolbar.setMovable(False)
    toolbar.setIconSize(QSize(20, 20))
    # The round's actions change state every round: without this the buttons slow down for ever.
    window.toolbar_sync = ActionSync(toolbar)
    for action in (
        window.new_round_action,
        window.replay_action,
        window.confirm_action,
        window.house_way_action,
        window.undo_action,
        window.skip_action,
        window.trainer_action,
        window.statistics_action,
        window.rules_action,
    ):
        toolbar.addAction(action)
        window.toolbar_sync.watch(action)
