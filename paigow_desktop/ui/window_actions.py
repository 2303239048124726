"""The table window's actions, with their keys and tips, its menus and its toolbar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from paigow_desktop.ui.games.shell import game_menu
from paigow_desktop.ui.names import app_title
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.tool_buttons import ActionSync

if TYPE_CHECKING:  # the window calls this module: only its type is needed here
    from paigow_desktop.ui.main_window import MainWindow

__all__ = ["make_actions"]


def _action(
    window: MainWindow, text: str, shortcut: str | QKeySequence.StandardKey | None, tip: str, slot: object
) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.setToolTip(tip)
    action.setStatusTip(tip)
    action.triggered.connect(slot)
    window.addAction(action)
    return action


# Long: a declarative table of the window's actions (words, keys, tips, handlers)
def make_actions(window: MainWindow, speed: Speed) -> None:
    """Make the window's actions (with their keys and tips), its menus and its toolbar."""
    window.new_round_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&New round"),
        "F2",
        QCoreApplication.translate("MainWindow", "Bet and deal a new round"),
        window.new_round,
    )
    window.new_round_action.setShortcuts([QKeySequence("F2"), QKeySequence("Ctrl+N")])
    window.replay_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Replay deal"),
        "Ctrl+R",
        QCoreApplication.translate("MainWindow", "Deal the same tiles again"),
        window.replay,
    )
    window.skip_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Skip animation"),
        "Esc",
        QCoreApplication.translate("MainWindow", "Finish the running animation at once"),
        window.scene.skip,
    )
    window.scene.animator.offer_while_moving(window.skip_action)
    window.quit_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Quit"),
        "Ctrl+Q",  # as the other tables: the desktop's standard Quit key may be none
        QCoreApplication.translate("MainWindow", "Quit the program"),
        window.close,
    )
    window.confirm_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Confirm setting"),
        "Return",
        QCoreApplication.translate("MainWindow", "Play your hands as they are set"),
        window.confirm,
    )
    window.confirm_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
    window.house_way_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Set by the &house way"),
        "H",
        QCoreApplication.translate("MainWindow", "Set your tiles the way the dealer would"),
        window.controller.set_house_way,
    )
    window.undo_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Undo move"),
        QKeySequence.StandardKey.Undo,
        QCoreApplication.translate("MainWindow", "Take back the last tile move"),
        window.scene.undo,
    )
    window.move_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Move picked tile"),
        "Space",
        QCoreApplication.translate("MainWindow", "Move the picked tile to the other hand"),
        window.move_chosen,
    )
    window.pick_actions = []
    for n in range(1, 5):
        action = _action(
            window,
            QCoreApplication.translate("MainWindow", "Pick tile {0}").format(n),
            str(n),
            QCoreApplication.translate("MainWindow", "Pick your tile {0} (low hand first)").format(n),
            lambda _=False, i=n - 1: window.scene.choose(i),
        )
        window.pick_actions.append(action)
    window.rules_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Rules"),
        "F1",
        QCoreApplication.translate("MainWindow", "How Pai Gow Tiles is played here"),
        window.show_rules,
    )
    window.welcome_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Welcome"),
        None,
        QCoreApplication.translate("MainWindow", "How a round goes, the keys, where the trainer is"),
        window.show_welcome,
    )
    window.about_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&About"),
        None,
        QCoreApplication.translate("MainWindow", "About {0}").format(app_title()),
        window.show_about,
    )
    window.settings_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Settings…"),
        QKeySequence.StandardKey.Preferences,
        QCoreApplication.translate("MainWindow", "Animation speed and other options"),
        window.show_settings,
    )
    window.settings_action.setShortcuts([QKeySequence("Ctrl+,")])
    window.statistics_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "S&tatistics"),
        "Ctrl+I",
        QCoreApplication.translate("MainWindow", "Your results this session"),
        window.show_statistics,
    )
    window.trainer_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Trainer"),
        "Ctrl+T",
        QCoreApplication.translate("MainWindow", "Show the exact value of every way to set your tiles"),
        window.set_trainer,
    )
    window.trainer_action.setCheckable(True)
    window.trainer_action.setChecked(window.options.trainer)
    window.quiz_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Quiz me"),
        "Ctrl+Shift+T",
        QCoreApplication.translate("MainWindow", "Keep the trainer's numbers hidden until you confirm"),
        window.set_quiz,
    )
    window.quiz_action.setCheckable(True)
    window.quiz_action.setChecked(window.options.trainer_quiz)
    window.drill_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Drill, quizzes and progress…"),
        "Ctrl+Shift+D",
        QCoreApplication.translate("MainWindow", "Practise setting hands, with spaced repetition"),
        lambda: window.show_trainer_window("drill"),
    )
    window.calculator_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Hand &calculator…"),
        "Ctrl+Shift+K",
        QCoreApplication.translate("MainWindow", "Exact figures for any four tiles, with tiles already seen"),
        lambda: window.show_trainer_window("calculator"),
    )
    window.card_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Strategy card…"),
        "Ctrl+Shift+S",
        QCoreApplication.translate(
            "MainWindow",
            "A short strategy derived from the exact figures, line by line, with what each is worth",
        ),
        window.show_strategy_card,
    )
    window.speed_group = QActionGroup(window)
    window.speed_actions = {}
    speed_names = {
        Speed.INSTANT: QCoreApplication.translate("MainWindow", "Instant"),
        Speed.FAST: QCoreApplication.translate("MainWindow", "Fast"),
        Speed.NORMAL: QCoreApplication.translate("MainWindow", "Normal"),
        Speed.SLOW: QCoreApplication.translate("MainWindow", "Slow"),
    }
    for choice in Speed:
        action = QAction(speed_names.get(choice, choice.label), window.speed_group)
        action.setCheckable(True)
        action.setChecked(choice == speed)
        action.triggered.connect(lambda _=False, s=choice: window.set_speed(s))
        window.speed_actions[choice] = action

    game = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
    # Every game's Game menu: the next deal, the other games, the game's choices, its figures, Quit.
    for action in (window.new_round_action, window.replay_action):
        game.addAction(action)
    game.addSeparator()
    window.game_actions = game_menu(game, window.game_key, window.choose_game)
    game.addSeparator()
    game.addAction(window.statistics_action)
    game.addSeparator()
    game.addAction(window.quit_action)
    hand = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "H&and"))
    # As in the other games' Hand menus: the hand's moves, then Skip animation.
    for action in (
        window.confirm_action,
        window.house_way_action,
        window.undo_action,
        window.move_action,
        window.skip_action,
    ):
        hand.addAction(action)
    for action in window.pick_actions:
        hand.addAction(action)
    trainer = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Trainer"))
    trainer.addAction(window.trainer_action)
    trainer.addAction(window.quiz_action)
    place_menu = trainer.addMenu(QCoreApplication.translate("MainWindow", "Trainer &place"))
    window.trainer_place_group = QActionGroup(window)
    window.trainer_place_actions = {}
    for key, label in (
        ("below", QCoreApplication.translate("MainWindow", "&Below the table")),
        ("right", QCoreApplication.translate("MainWindow", "&Right of the table")),
        ("window", QCoreApplication.translate("MainWindow", "In its own &window")),
    ):
        action = QAction(label, window.trainer_place_group)
        action.setCheckable(True)
        action.setChecked(key == window.trainer_place)
        action.triggered.connect(lambda _=False, k=key: window.place_trainer(k))
        place_menu.addAction(action)
        window.trainer_place_actions[key] = action
    trainer.addSeparator()
    trainer.addAction(window.drill_action)
    trainer.addAction(window.calculator_action)
    trainer.addAction(window.card_action)
    settings = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
    speed_menu = settings.addMenu(QCoreApplication.translate("MainWindow", "Animation s&peed"))
    for action in window.speed_actions.values():
        speed_menu.addAction(action)
    settings.addAction(window.settings_action)
    help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    help_menu.addAction(window.welcome_action)
    help_menu.addAction(window.rules_action)
    help_menu.addAction(window.about_action)

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
