"""The main window: the table view, the bet and the live preview, menus, toolbar and shortcuts."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from . import APP_NAME, __version__, accessibility
from .art import Theme
from .engine.round import DEALER
from .engine.setting import Setting
from .engine.strategy import Analysis
from .engine.table import Seating
from .engine.trainer import Verdict, card_key, categorize
from .motion import speed_for
from .names import hand_name, say, say_error, tile_name
from .preview import Preview
from .sound import Sounds
from .storage import Settings, SettingsStore, StorageError, Store
from .table_controller import Stage, TableController, money
from .table_scene import TableScene
from .timings import Speed
from .tool_buttons import ActionSync
from .trainer_panel import TrainerPanel
from .verdict import judge_setting

if TYPE_CHECKING:  # the dialogs and the trainer's window load when first opened: a faster start
    from .rules_window import RulesWindow
    from .settings_dialog import SettingsDialog
    from .stats_window import StatisticsDialog
    from .trainer_window import TrainerWindow

RULES_FILE = Path(__file__).with_name("help") / "rules.md"


class TableView(QGraphicsView):
    """Shows the whole table at any window size, keeping its proportions."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene  #: the scene, typed (screen readers list its parts)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt is the costliest thing to paint and never moves: paint it once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)
        self.setAccessibleName(self.tr("Table"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class SidePanel(QWidget):
    """Bankroll, bet, the round's buttons and the live preview of the player's hands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(270)
        self.setMaximumWidth(340)
        layout = QVBoxLayout(self)
        self.bankroll = QLabel()
        self.bankroll.setObjectName("bankroll")
        font = self.bankroll.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.bankroll.setFont(font)
        self.bankroll.setAccessibleName(self.tr("Bankroll"))
        self.bet = QDoubleSpinBox()
        self.bet.setPrefix("$")
        self.bet.setDecimals(2)
        self.bet.setAccessibleName(self.tr("Bet"))
        self.bet.setToolTip(self.tr("Your bet for the next round, between the table minimum and maximum"))
        form = QFormLayout()
        form.addRow(self.tr("Bankroll"), self.bankroll)
        form.addRow(self.tr("&Bet"), self.bet)
        layout.addLayout(form)
        self.take_bank = QCheckBox(self.tr("Take the &bank this round"))
        self.take_bank.setAccessibleName(self.tr("Take the bank this round"))
        self.take_bank.setVisible(False)
        layout.addWidget(self.take_bank)
        self.deal_button = QPushButton(self.tr("New round"))
        self.confirm_button = QPushButton(self.tr("Confirm setting"))
        self.house_way_button = QPushButton(self.tr("House way"))
        self.undo_button = QPushButton(self.tr("Undo move"))
        self.replay_button = QPushButton(self.tr("Replay deal"))
        for button in (
            self.deal_button,
            self.confirm_button,
            self.house_way_button,
            self.undo_button,
            self.replay_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
        self.confirm_button.setDefault(True)
        preview_title = QLabel(self.tr("<b>Your hands</b>"))
        layout.addSpacing(8)
        layout.addWidget(preview_title)
        self.low = QLabel()
        self.high = QLabel()
        self.standing = QLabel()
        for label in (self.low, self.high, self.standing):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.low.setAccessibleName(self.tr("Low hand"))
        self.high.setAccessibleName(self.tr("High hand"))
        self.standing.setAccessibleName(self.tr("Against the house way"))
        layout.addStretch(1)
        self.deal_number = QLabel()
        self.deal_number.setAccessibleName(self.tr("Deal number"))
        self.deal_number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.deal_number)
        self.keys = QLabel(
            self.tr(
                "<small>Keys: 1–4 pick a tile, Space moves it, Enter confirms, H house way, "
                "Ctrl+Z undo, Esc skips the animation, F2 new round</small>"
            )
        )
        self.keys.setWordWrap(True)
        layout.addWidget(self.keys)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)


class MainWindow(QMainWindow):
    """The table window."""

    speed_changed = Signal(object)  #: a Speed chosen in the menu

    def __init__(
        self,
        controller: TableController,
        *,
        speed: Speed = Speed.NORMAL,
        settings: Settings | None = None,
        settings_store: SettingsStore | None = None,
    ) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings or Settings()
        self.settings_store = settings_store
        self.trainer_current: Setting | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.statistics: StatisticsDialog | None = None
        self.trainer_window: TrainerWindow | None = None
        self.rules_window: RulesWindow | None = None
        self.pending_table_settings = False
        self.scene = controller.scene
        self.setWindowTitle(APP_NAME)
        accessibility.install()  # before the view exists: Qt asks the factory once per object
        self.view = TableView(self.scene)
        self.scene.chosen_changed.connect(lambda item: accessibility.announce_focus(self.view, item))
        self.panel = SidePanel()
        central = QWidget()
        from PySide6.QtWidgets import QHBoxLayout

        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.trainer = TrainerPanel(self.scene.art)  # type: ignore[arg-type]
        self.trainer_dock = QDockWidget(self.tr("Trainer"), self)
        self.trainer_dock.setObjectName("trainer-dock")
        self.trainer_dock.setWidget(self.trainer)
        self.trainer_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.trainer_dock)
        self._make_actions(speed)
        self._connect()
        controller.ask_to_bank = self.ask_to_bank
        self.sounds = Sounds(enabled=self.settings.sound, volume=self.settings.volume)
        self.scene.sound.connect(self.sounds.play)
        self.scene.woodpile_style = self.settings.woodpile
        self._offer_bank()
        self.trainer_dock.setVisible(self.settings.trainer)
        rules = controller.session.rules
        self.panel.bet.setRange(rules.minimum_cents / 100, rules.maximum_cents / 100)
        self.panel.bet.setSingleStep(rules.minimum_cents / 100)
        self.panel.bet.setValue(controller.last_bet_cents / 100)
        self._bankroll(controller.wallet.bankroll_cents())
        self._stage(controller.stage)
        self._preview(None)
        self.statusBar().showMessage(self.tr("Place your bet and press New round (F2)."))
        self.view.setFocus()

    # -- actions, menus, toolbar

    def _action(
        self, text: str, shortcut: str | QKeySequence.StandardKey | None, tip: str, slot: object
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(tip)
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self, speed: Speed) -> None:
        self.new_round_action = self._action(
            self.tr("&New round"), "F2", self.tr("Bet and deal a new round"), self.new_round
        )
        self.new_round_action.setShortcuts([QKeySequence("F2"), QKeySequence("Ctrl+N")])
        self.replay_action = self._action(
            self.tr("&Replay deal"), "Ctrl+R", self.tr("Deal the same tiles again"), self.replay
        )
        self.skip_action = self._action(
            self.tr("&Skip animation"),
            "Esc",
            self.tr("Finish the running animation at once"),
            self.scene.skip,
        )
        self.quit_action = self._action(
            self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.tr("Quit the program"), self.close
        )
        self.confirm_action = self._action(
            self.tr("&Confirm setting"), "Return", self.tr("Play your hands as they are set"), self.confirm
        )
        self.confirm_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.house_way_action = self._action(
            self.tr("Set by the &house way"),
            "H",
            self.tr("Set your tiles the way the dealer would"),
            self.controller.set_house_way,
        )
        self.undo_action = self._action(
            self.tr("&Undo move"),
            QKeySequence.StandardKey.Undo,
            self.tr("Take back the last tile move"),
            self.scene.undo,
        )
        self.move_action = self._action(
            self.tr("&Move picked tile"),
            "Space",
            self.tr("Move the picked tile to the other hand"),
            self.move_chosen,
        )
        self.pick_actions = []
        for n in range(1, 5):
            action = self._action(
                self.tr("Pick tile {0}").format(n),
                str(n),
                self.tr("Pick your tile {0} (low hand first)").format(n),
                lambda _=False, i=n - 1: self.scene.choose(i),
            )
            self.pick_actions.append(action)
        self.rules_action = self._action(
            self.tr("&Rules"), "F1", self.tr("How Pai Gow Tiles is played here"), self.show_rules
        )
        self.about_action = self._action(
            self.tr("&About"), None, self.tr("About {0}").format(APP_NAME), self.show_about
        )
        self.settings_action = self._action(
            self.tr("&Settings…"),
            QKeySequence.StandardKey.Preferences,
            self.tr("Animation speed and other options"),
            self.show_settings,
        )
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,")])
        self.statistics_action = self._action(
            self.tr("S&tatistics"), "Ctrl+I", self.tr("Your results this session"), self.show_statistics
        )
        self.trainer_action = self._action(
            self.tr("&Trainer"),
            "Ctrl+T",
            self.tr("Show the exact value of every way to set your tiles"),
            self.set_trainer,
        )
        self.trainer_action.setCheckable(True)
        self.trainer_action.setChecked(self.settings.trainer)
        self.quiz_action = self._action(
            self.tr("&Quiz me"),
            "Ctrl+Shift+T",
            self.tr("Keep the trainer's numbers hidden until you confirm"),
            self.set_quiz,
        )
        self.quiz_action.setCheckable(True)
        self.quiz_action.setChecked(self.settings.trainer_quiz)
        self.drill_action = self._action(
            self.tr("&Drill, quizzes and progress…"),
            "Ctrl+Shift+D",
            self.tr("Practise setting hands, with spaced repetition"),
            lambda: self.show_trainer_window("drill"),
        )
        self.calculator_action = self._action(
            self.tr("Hand &calculator…"),
            "Ctrl+Shift+K",
            self.tr("Exact figures for any four tiles, with tiles already seen"),
            lambda: self.show_trainer_window("calculator"),
        )
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        speed_names = {
            Speed.INSTANT: self.tr("Instant"),
            Speed.FAST: self.tr("Fast"),
            Speed.NORMAL: self.tr("Normal"),
            Speed.SLOW: self.tr("Slow"),
        }
        for choice in Speed:
            action = QAction(speed_names.get(choice, choice.label), self.speed_group)
            action.setCheckable(True)
            action.setChecked(choice == speed)
            action.triggered.connect(lambda _=False, s=choice: self.set_speed(s))
            self.speed_actions[choice] = action

        game = self.menuBar().addMenu(self.tr("&Game"))
        for action in (self.new_round_action, self.replay_action, self.skip_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.statistics_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        hand = self.menuBar().addMenu(self.tr("&Hand"))
        for action in (self.confirm_action, self.house_way_action, self.undo_action, self.move_action):
            hand.addAction(action)
        for action in self.pick_actions:
            hand.addAction(action)
        trainer = self.menuBar().addMenu(self.tr("&Trainer"))
        trainer.addAction(self.trainer_action)
        trainer.addAction(self.quiz_action)
        trainer.addSeparator()
        trainer.addAction(self.drill_action)
        trainer.addAction(self.calculator_action)
        settings = self.menuBar().addMenu(self.tr("&Settings"))
        speed_menu = settings.addMenu(self.tr("Animation &speed"))
        for action in self.speed_actions.values():
            speed_menu.addAction(action)
        settings.addAction(self.settings_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

        toolbar = self.addToolBar(self.tr("Round"))
        toolbar.setObjectName("round-toolbar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(20, 20))
        # The round's actions change state every round: without this the buttons slow down for ever.
        self.toolbar_sync = ActionSync(toolbar)
        for action in (
            self.new_round_action,
            self.replay_action,
            self.confirm_action,
            self.house_way_action,
            self.undo_action,
            self.skip_action,
            self.trainer_action,
            self.statistics_action,
            self.rules_action,
        ):
            toolbar.addAction(action)
            self.toolbar_sync.watch(action)

    def _connect(self) -> None:
        c = self.controller
        c.stage_changed.connect(self._stage)
        c.bankroll_changed.connect(self._bankroll)
        c.preview_changed.connect(self._preview)
        c.message.connect(lambda text: self.statusBar().showMessage(text))
        c.round_finished.connect(lambda _s: self._round_done())
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text))
        self.panel.deal_button.clicked.connect(self.new_round)
        self.panel.confirm_button.clicked.connect(self.confirm)
        self.panel.house_way_button.clicked.connect(self.controller.set_house_way)
        self.panel.undo_button.clicked.connect(self.scene.undo)
        self.panel.replay_button.clicked.connect(self.replay)
        self.scene.arrangement_changed.connect(lambda: self._stage(self.controller.stage))
        c.analysis_ready.connect(lambda _a: self._refresh_trainer())
        c.preview_changed.connect(lambda _p: self._refresh_trainer())
        c.setting_judged.connect(self._judged)
        c.stage_changed.connect(lambda _s: self._describe_table())
        c.stage_changed.connect(lambda _s: self._offer_bank())
        c.preview_changed.connect(lambda _p: self._describe_table())
        c.round_finished.connect(lambda _s: self._describe_table())
        c.stage_changed.connect(self._trainer_stage)
        self.trainer_dock.visibilityChanged.connect(self._trainer_dock_shown)

    # -- reacting to the table

    def _bankroll(self, cents: int) -> None:
        self.panel.bankroll.setText(money(cents))

    def _stage(self, stage: Stage) -> None:
        setting = stage is Stage.SETTING
        for widget in (self.panel.house_way_button, self.panel.undo_button):
            widget.setEnabled(setting)
        for action in (self.house_way_action, self.undo_action, self.move_action, *self.pick_actions):
            action.setEnabled(setting)
        can_confirm = self.controller.can_confirm()
        self.panel.confirm_button.setEnabled(can_confirm)
        self.confirm_action.setEnabled(can_confirm)
        can_deal = stage in (Stage.BETTING, Stage.REVEALING)
        self.panel.deal_button.setEnabled(can_deal)
        self.new_round_action.setEnabled(can_deal)
        self.panel.bet.setEnabled(can_deal)
        self.panel.replay_button.setEnabled(can_deal and self.controller.seed is not None)
        self.replay_action.setEnabled(can_deal and self.controller.seed is not None)
        seed = self.controller.seed
        self.panel.deal_number.setText(
            self.tr("Deal #{0}").format(f"{seed:,}") if seed is not None else self.tr("No deal yet")
        )
        self.setWindowTitle(
            self.tr("{0} — deal #{1}").format(APP_NAME, seed) if seed is not None else APP_NAME
        )

    def _describe_table(self) -> None:
        """What a screen reader says about the table: the player's tiles and hands, or the result."""
        c = self.controller
        parts = [self.tr("Bankroll {0}.").format(money(c.shown_bankroll))]
        if c.seed is not None:
            parts.append(self.tr("Deal {0}.").format(c.seed))
        if c.stage is Stage.SETTING:
            low, high = self.scene.player_hands()
            for label, tiles in ((self.tr("Low hand"), low), (self.tr("High hand"), high)):
                names = ", ".join(f"{t} {tile_name(t.name)}" for t in tiles) or self.tr("empty")
                parts.append(self.tr("{0}: {1}.").format(label, names))
            preview = c.preview()
            parts.append(preview.standing)
            parts.append(
                self.tr("Keys 1 to 4 pick a tile, Space moves it, Enter confirms, H sets the house way.")
            )
        elif c.stage is Stage.BETTING and c.game is not None and c.game.settlement is not None:
            for plate in self.scene.plates:
                if plate.result:
                    parts.append(self.tr("{0}: {1}.").format(plate.title, plate.result))
            parts.append(self.tr("F2 deals the next round."))
        else:
            parts.append(
                self.tr("F2 deals a round.")
                if c.stage is Stage.BETTING
                else self.tr("Dealing; Escape skips.")
            )
        self.view.setAccessibleDescription(" ".join(parts))
        accessibility.announce_change(self.view)

    def _preview(self, preview: Preview | None) -> None:
        if preview is None or self.controller.stage is not Stage.SETTING:
            self.panel.low.setText(self.tr("Low: —"))
            self.panel.high.setText(self.tr("High: —"))
            self.panel.standing.setText("")
            self.scene.low_area.set_caption("")
            self.scene.high_area.set_caption("")
            return
        self.scene.low_area.set_caption(preview.low_caption)
        self.scene.high_area.set_caption(preview.high_caption)
        if preview.setting is not None:
            s = preview.setting
            self.panel.low.setText(self.tr("Low: {0} — <b>{1}</b>").format(s.low, hand_name(s.low)))
            self.panel.high.setText(self.tr("High: {0} — <b>{1}</b>").format(s.high, hand_name(s.high)))
        else:
            self.panel.low.setText(self.tr("Low slot: {0}").format(preview.low_caption))
            self.panel.high.setText(self.tr("High slot: {0}").format(preview.high_caption))
        self.panel.standing.setText(preview.standing)
        self._stage(self.controller.stage)

    # -- commands

    def bet_cents(self) -> int:
        return round(self.panel.bet.value() * 100)

    def new_round(self) -> None:
        self.controller.new_round(self.bet_cents())
        self.view.setFocus()

    def replay(self) -> None:
        self.controller.replay()
        self.view.setFocus()

    def confirm(self) -> None:
        self.controller.confirm()

    def move_chosen(self) -> None:
        item = self.scene.chosen()
        if item is not None:
            index = self.scene.player_items().index(item)
            self.scene.move_to_other_hand(item)
            self.scene.choose(
                self.scene.player_items().index(item) if item in self.scene.player_items() else index
            )

    def set_speed(self, speed: Speed) -> None:
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        self.speed_changed.emit(speed)
        self.save_settings(animation_speed=int(speed))

    # -- the trainer

    def set_trainer(self, on: bool) -> None:
        self.trainer_dock.setVisible(on)
        self.save_settings(trainer=on)

    def _trainer_dock_shown(self, visible: bool) -> None:
        if visible != self.trainer_action.isChecked():
            self.trainer_action.setChecked(visible)
            self.save_settings(trainer=visible)
        if visible:
            self._refresh_trainer()

    def set_quiz(self, on: bool) -> None:
        self.save_settings(trainer_quiz=on)
        self._refresh_trainer()

    def _refresh_trainer(self) -> None:
        """Show the figures of this deal, marking the player's arrangement (within a frame of a drop)."""
        if not self.trainer_dock.isVisible():
            return
        analysis = self.controller.analysis()
        if analysis is None:
            self.trainer.clear()
            return
        preview = self.controller.preview() if self.controller.stage is Stage.SETTING else None
        current = preview.setting if preview is not None else self.trainer_current
        hidden = self.settings.trainer_quiz and self.controller.stage is Stage.SETTING
        self.trainer.show_analysis(analysis, current, hidden=hidden)

    def restore_last_screen(self) -> None:
        """Reopen the trainer's window (and tab) when it was open at the last close."""
        screen = self.settings.last_screen
        from .trainer_window import TrainerWindow

        if screen.startswith("trainer-") and screen.removeprefix("trainer-") in TrainerWindow.TABS:
            self.show_trainer_window(screen.removeprefix("trainer-"))

    def show_trainer_window(self, tab: str) -> None:
        """The drill, quizzes, progress charts and hand calculator, in a window of their own."""
        if self.trainer_window is None:
            store = self.controller.wallet
            assert isinstance(store, Store)
            from .trainer_window import TrainerWindow

            self.trainer_window = TrainerWindow(store, self.scene.art, self.settings, random.Random())
        self.trainer_window.show_tab(tab)
        self.trainer_window.show()
        self.trainer_window.raise_()
        self.trainer_window.activateWindow()

    def _record_table_answer(self, verdict: Verdict) -> None:
        """Every hand set at the table goes into the trainer's record (its progress charts)."""
        store = self.controller.wallet
        if not isinstance(store, Store):
            return
        tiles = verdict.analysis.tiles
        try:
            store.record_answer(
                "table",
                card_key(tiles),
                str(verdict.setting),
                str(verdict.best.setting),
                correct=verdict.correct,
                category=categorize(tiles).value,
                given_up_per_100=verdict.given_up_per_100,
                assisted=False,
            )
        except StorageError as error:
            self.statusBar().showMessage(
                self.tr("The trainer's record could not be saved: {0}").format(say_error(error))
            )

    def _trainer_stage(self, stage: Stage) -> None:
        if stage is Stage.DEALING:
            self.trainer_current = None
            self.trainer.clear(self.tr("Dealing…"))

    def _judged(self, analysis: Analysis, setting: Setting) -> None:
        """Flag a weak setting at once, in the panel (never a modal dialog)."""
        self.trainer_current = setting
        verdict = judge_setting(analysis, setting)
        self.trainer.set_verdict(verdict.html, not verdict.mistake)
        self._record_table_answer(verdict.verdict)
        if self.trainer_dock.isVisible():
            self.trainer.show_analysis(analysis, setting, hidden=False)
        if verdict.mistake:
            self.statusBar().showMessage(verdict.plain)

    # -- settings and messages

    def save_settings(self, **changes: object) -> None:
        """Apply changed options and write them (nothing is written for an in-memory session)."""
        try:
            self.settings = replace(self.settings, **changes)  # type: ignore[arg-type]
        except ValueError as error:
            self.statusBar().showMessage(self.tr("Setting not changed: {0}").format(say_error(error)))
            return
        if self.settings_store is not None:
            result = self.settings_store.save(self.settings)
            if result.message:
                self.tell([result.message], modal=False)

    def restore_geometry(self) -> bool:
        """Reopen where the window was; False when there is nothing usable saved."""
        saved = self.settings.window_geometry
        if not saved:
            return False
        return bool(self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))))

    def tell(self, messages: Sequence[str], *, modal: bool) -> None:
        """Tell the user something once: in the status line, and in a box when someone is watching.

        Messages from storage are :class:`~.engine.text.Text` and are said in the player's language.
        """
        said = [say(m) for m in messages]
        text = "\n\n".join(said)
        self.statusBar().showMessage(said[-1])
        if modal:
            box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, text, QMessageBox.StandardButton.Ok, self)
            box.setModal(False)
            box.show()

    def ask_to_bank(self) -> bool:
        """The player's answer to the bank's offer: the side panel's check box (then cleared)."""
        answer = self.panel.take_bank.isVisible() and self.panel.take_bank.isChecked()
        self.panel.take_bank.setChecked(False)
        return answer

    def _offer_bank(self) -> None:
        """Show "take the bank" when the next round's offer is the player's and the bankroll covers it."""
        c = self.controller
        session = c.session
        offered = (
            c.stage is Stage.BETTING
            and session.variations.players_bank
            and session.variations.bank_offer == "ask"
            and session.next_offer == c.player
            and session.can_bank(c.player, c.wallet.bankroll_cents()) is None
        )
        self.panel.take_bank.setVisible(offered)
        if offered:
            rules = session.rules
            self.panel.take_bank.setToolTip(
                self.tr(
                    "The bank comes round to you: face every bet at the table, win the copies, and pay "
                    "{0} commission on the round's net win."
                ).format(f"{float(rules.commission):.2%}")
            )

    def show_rules(self) -> None:
        """The rules with pictures of the tiles (F1), in a window that stays open beside the table."""
        if self.rules_window is None:
            from .rules_window import RulesWindow

            self.rules_window = RulesWindow(self.scene.art, self)  # type: ignore[arg-type]
        self.rules_window.show()
        self.rules_window.raise_()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About {0}").format(APP_NAME),
            self.tr("<b>{0}</b> {1}<br>Play Pai Gow Tiles and learn to set every hand well.").format(
                APP_NAME, __version__
            ),
        )

    def show_settings(self) -> None:
        if self.settings_dialog is None:
            from .settings_dialog import SettingsDialog

            self.settings_dialog = SettingsDialog(self.settings, self)
            self.settings_dialog.settings_changed.connect(self.apply_settings)
        else:
            self.settings_dialog.load(self.settings)
        self.settings_dialog.show()
        self.settings_dialog.raise_()

    def apply_settings(self, new: Settings) -> None:
        """Take new options at once; seats, players, limits and commission from the next round."""
        old = self.settings
        self.save_settings(**{name: getattr(new, name) for name in Settings.options()})
        speed = speed_for(self.settings, None)
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if new.theme != old.theme:
            self.scene.art.set_theme(Theme(new.theme))
            self.scene.update()
            if self.trainer_window is not None:
                self.trainer_window.refresh_artwork()
        if self.trainer_window is not None:
            self.trainer_window.set_settings(self.settings)
        self.sounds.configure(enabled=new.sound, volume=new.volume)
        self.scene.woodpile_style = new.woodpile
        self.trainer_action.setChecked(new.trainer)
        self.trainer_dock.setVisible(new.trainer)
        self.quiz_action.setChecked(new.trainer_quiz)
        self._refresh_trainer()
        if self.controller.stage is Stage.BETTING:
            self._apply_table_settings()
        else:
            self.pending_table_settings = True
            self.statusBar().showMessage(
                self.tr("Seat, players, limits and commission change from the next round.")
            )

    def _apply_table_settings(self) -> None:
        self.pending_table_settings = False
        s = self.settings
        session = self.controller.session
        session.variations = s.table_variations
        session.rules = s.table_rules
        session.seating = Seating.with_computers(s.seat, s.computer_players)
        self.scene.set_player(s.seat)
        self.controller.refresh_seats()
        self.panel.bet.setRange(s.table_minimum_cents / 100, s.table_maximum_cents / 100)
        self.panel.bet.setSingleStep(s.table_minimum_cents / 100)

    def show_statistics(self) -> None:
        if self.statistics is None:
            from .stats_window import StatisticsDialog

            self.statistics = StatisticsDialog(
                self.controller.wallet,  # type: ignore[arg-type]
                money,
                self.replay_seed,
                self,
                starting_bankroll=lambda: self.settings.starting_bankroll_cents,
            )
            self.statistics.bankroll_reset.connect(self._bankroll_reset)
        self.statistics.refresh()
        self.statistics.show()
        self.statistics.raise_()

    def replay_seed(self, seed: int, banker: int = DEALER) -> bool:
        """Deal a past deal again (from the hand history) with the banker it had, so the dice
        count and the stacks go where they went; with the house banking when that banker cannot
        bank now (the seat is empty, or the bankroll does not cover the table)."""
        dealt = self.controller.new_round(self.bet_cents(), seed=seed, banker=banker, replay=True)
        if not dealt and banker != DEALER:
            dealt = self.controller.new_round(self.bet_cents(), seed=seed, banker=DEALER, replay=True)
            if dealt:
                self.statusBar().showMessage(
                    self.tr(
                        "Deal #{0} is dealt again with the house banking: the round's banker cannot bank now."
                    ).format(f"{seed:,}")
                )
        if dealt:
            self.view.setFocus()
        return dealt

    def _bankroll_reset(self, cents: int) -> None:
        self.controller.shown_bankroll = cents
        self._bankroll(cents)
        self.statusBar().showMessage(self.tr("A new stake of {0}: good luck.").format(money(cents)))

    def _round_done(self) -> None:
        if self.pending_table_settings:
            self._apply_table_settings()
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.refresh()
        self._offer_reset_when_broke()

    def _offer_reset_when_broke(self) -> None:
        """Out of chips (below the table minimum): offer a new play-money stake."""
        wallet, rules = self.controller.wallet, self.controller.session.rules
        if wallet.bankroll_cents() >= rules.minimum_cents or self.controller.demo_rounds_left > 0:
            return
        stake = self.settings.starting_bankroll_cents
        answer = QMessageBox.question(
            self,
            self.tr("Out of chips"),
            self.tr(
                "Your bankroll of {0} is below the table minimum of {1}.\n\n"
                "Start again with a new stake of {2}?"
            ).format(money(wallet.bankroll_cents()), money(rules.minimum_cents), money(stake)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._bankroll_reset(wallet.reset_bankroll(stake))  # type: ignore[attr-defined]

    def closeEvent(self, event: QCloseEvent) -> None:
        self.sounds.close()
        screen = "table"
        if self.trainer_window is not None:
            if self.trainer_window.isVisible():
                screen = f"trainer-{self.trainer_window.TABS[self.trainer_window.tabs.currentIndex()]}"
            self.trainer_window.close()  # it saves the drill while the store is still open
        if screen != self.settings.last_screen:
            self.save_settings(last_screen=screen)
        self.scene.animator.instant = True
        self.scene.skip()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.settings.window_geometry:
            self.save_settings(window_geometry=geometry)
        super().closeEvent(event)
