"""The Tien Gow table window: the table, a side panel with your moves, menus and keys."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow import reasons
from paigow_desktop.games.tiengow.advice import Hint, hint
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.sets import TileSet
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.storage import Settings, SettingsStore
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui import accessibility
from paigow_desktop.ui.background import Background
from paigow_desktop.ui.games.shell import TableShell
from paigow_desktop.ui.games.shell_menus import choice_menu
from paigow_desktop.ui.games.tiengow.controller import Stage, TienGowController, seat_name, set_name
from paigow_desktop.ui.games.tiengow.guide import guide_words
from paigow_desktop.ui.games.tiengow.options import (
    RATES,
    TienGowOptions,
    kept_names,
    read_options,
    shown_names,
    with_options,
)
from paigow_desktop.ui.games.tiengow.panel_parts import TableKeys, TableLog
from paigow_desktop.ui.games.tiengow.scene import TienGowScene
from paigow_desktop.ui.games.tiengow.settlement import SettlementDialog, settlement_lines
from paigow_desktop.ui.games.tiengow.trainer.advisor import AdviceLine, TrickAdvisor
from paigow_desktop.ui.names import (
    app_title,
    close_up,
    points_words,
    practice,
    unbroken,
)
from paigow_desktop.ui.table.view import FeltView
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.welcome import welcome_page

if TYPE_CHECKING:
    from paigow_desktop.ui.games.tiengow.stats_window import TienGowStatsDialog
    from paigow_desktop.ui.games.tiengow.trainer.window import TienGowTrainerWindow

__all__ = ["RATES", "TienGowView", "TienGowWindow"]


class TienGowView(FeltView):
    """The table laid out for its room, one to one; arrows and Shift+arrows work the rack; a
    click on the felt while tiles move finishes the moves.  Enter and Space are the window's
    keys (they work wherever the focus is): Enter plays the picked tiles
    (:meth:`TienGowController.play_picked`), Space picks the tile at the cursor."""

    def __init__(self, scene: TienGowScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setAccessibleName(self.tr("Tien Gow table"))

    def keyPressEvent(self, event: Any) -> None:
        scene = self.table_scene
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            scene.shift_tile(step) if shift else scene.move_cursor(step)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


@dataclass(frozen=True)
class _Carried:
    """What a Tien Gow table built again in another language takes over from the old one."""

    next_seed: int | None
    seed: int | None
    hand: Hand | None
    record: HandRecord | None
    banker: int | None
    streak: int
    practice: bool
    hand_rate: int
    log: str


class TienGowWindow(TableShell):
    """The Tien Gow table window (a :class:`~paigow_desktop.ui.games.TableWindow`)."""

    scene: TienGowScene
    controller: TienGowController
    trainer_window: TienGowTrainerWindow | None
    statistics: TienGowStatsDialog | None

    # Long: builds the window and its panel, a declarative list read top to bottom
    def __init__(
        self,
        controller: TienGowController,
        *,
        speed: Speed = Speed.NORMAL,
        settings: Settings | None = None,
        settings_store: SettingsStore | None = None,
    ) -> None:
        super().__init__(settings, settings_store)
        self.controller = controller
        self.scene = controller.scene
        self.attach_store(controller.store)
        self.attach_sounds(self.scene)
        self.summary: SettlementDialog | None = None  #: the last hand's settlement table, once opened
        self.last_lines: list[str] = []
        self.last_record: HandRecord | None = None
        self.players_dialog: QDialog | None = None  #: the computer players' dialog, once opened
        self.advice_on = True  #: the trainer weighs your plays (Trainer, Ctrl+T)
        game = self.tr("Tien Gow")
        self.setWindowTitle(f"{app_title()} — {game}")
        accessibility.install()  # before the view exists: Qt asks the factory once per object
        self.view = TienGowView(self.scene)
        self.scene.cursor_moved.connect(lambda item: accessibility.announce_focus(self.view, item))
        self.setCentralWidget(self.view)
        self.scene.play_asked.connect(controller.play_picked)
        self._build_panel()
        self._build_actions(speed)
        c = controller
        c.stage_changed.connect(lambda _s: self._refresh())
        c.selection_changed.connect(self._refresh)
        c.message.connect(lambda text: self.statusBar().showMessage(close_up(text)))
        c.happened.connect(self.add_to_log)
        c.happened.connect(lambda _line: self.view.setAccessibleDescription(self.scene.describe()))
        c.bankroll_changed.connect(lambda _c: self._refresh())
        c.hand_finished.connect(self.show_settlement)
        c.hand_finished.connect(lambda _r: self.hand_ended())
        self.scene.rack_changed.connect(self._refresh)
        self._refresh()
        self.table_keys = TableKeys(self)
        for widget in (self.view, *self.findChildren(QWidget)):
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
                widget.installEventFilter(self.table_keys)
        self.statusBar().showMessage(self.tr("Press New hand (F2) to deal."))
        self.view.setFocus()

    # -- the panel

    # Long: the panel's widgets in their order, a declarative list read top to bottom
    def _build_panel(self) -> None:
        panel = QWidget()
        panel.setMinimumWidth(250)
        panel.setMaximumWidth(300)
        layout = QVBoxLayout(panel)
        self.deal_label = QLabel()
        self.deal_label.setWordWrap(True)
        self.bankroll_label = QLabel()
        self.bankroll_label.setWordWrap(True)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
        self.selection_label = QLabel()
        self.selection_label.setWordWrap(True)
        self.selection_label.setAccessibleName(self.tr("Your picked tiles"))
        self.play_button = QPushButton(self.tr("&Play face up"))
        self.play_button.setAccessibleName(self.tr("Play the picked tiles face up"))
        self.discard_button = QPushButton(self.tr("&Discard face down"))
        self.discard_button.setAccessibleName(self.tr("Put the picked tiles face down"))
        self.play_button.clicked.connect(self.controller.play)
        self.discard_button.clicked.connect(self.controller.discard)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.discard_button)
        self.sets_label = QLabel(self.tr("Sets you can play face up:"))
        self.sets_list = QListWidget()
        self._sets_shown: list[tuple[str, tuple[Tile, ...]]] = []  #: its lines and their tiles
        self.sets_list.setAccessibleName(self.tr("Sets you can play face up"))
        self.sets_list.setWordWrap(True)  # a long line wraps inside the panel, never scrolls
        self.sets_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sets_list.itemActivated.connect(self._set_chosen)
        self.sets_list.itemClicked.connect(self._set_chosen)
        self.sets_list.itemDoubleClicked.connect(self._set_played)  # as a tile double-clicked
        self.sets_list.setToolTip(self.tr("Click a set to pick its tiles; double-click it to play it."))
        self.sets_label.setBuddy(self.sets_list)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.summary_label.setAccessibleName(self.tr("Last hand"))
        self.settlement_button = QPushButton(self.tr("Settle&ment…"))
        self.settlement_button.clicked.connect(self.open_settlement)
        self.new_hand_button = QPushButton(self.tr("&New hand"))
        self.new_hand_button.clicked.connect(self.new_hand)
        # The buttons first: lines above them that wrap or clear (a pick said, "Picked: ..."
        # on two lines) moved them while the player aimed at them, and the click hit the words.
        layout.addLayout(buttons)
        for widget in (self.turn_label, self.selection_label):
            layout.addWidget(widget)
        layout.addWidget(self.sets_label)
        layout.addWidget(self.sets_list)
        self.sets_list.setMaximumHeight(150)
        self.log = TableLog()
        self.log.setAccessibleName(self.tr("What happened at the table"))
        log_label = QLabel(self.tr("At the table:"))
        log_label.setBuddy(self.log)
        # The trainer weighs each of your plays (the sampling player's estimate, off the GUI
        # thread) and flags one clearly worse than the best, with why.
        self.guide = QLabel()  # the guided hand: what to do now (Trainer › Guided hand)
        self.guide.setWordWrap(True)
        self.guide.setAccessibleName(self.tr("What to do now"))
        self.guide.setStyleSheet("QLabel { background: #fff8dc; color: #3b2f00; padding: 6px; }")
        self.guide.setVisible(False)
        layout.addWidget(self.guide)
        self.advice = AdviceLine()
        self.advice.setAccessibleName(self.tr("Trainer"))
        self.advisor = TrickAdvisor(self)
        self.advisor.busy_changed.connect(self.advice.show_busy)
        self.advisor.verdict_ready.connect(self.advice.show_verdict)
        self.hinter = Background(self)  # a hint (H), worked out beside the verdicts
        self.hinter.busy_changed.connect(self.advice.show_hint_busy)
        self.controller.human_played.connect(self._judge)
        self.controller.stage_changed.connect(self._new_hand_advice)
        layout.addWidget(self.advice)
        layout.addWidget(log_label)
        layout.addWidget(self.log, 1)
        for widget in (self.deal_label, self.bankroll_label, self.summary_label):
            layout.addWidget(widget)
        layout.addWidget(self.settlement_button)
        layout.addWidget(self.new_hand_button)
        self.dock_panel(panel, "tiengow-panel-dock")

    def _show_sets(self, playable: list[TileSet], your_turn: bool) -> None:
        """The sets you may play face up, in the list; left as it is when they are the same (a
        click in the list picks a set's tiles and comes back here: the item clicked, and the
        list's place, stay)."""
        lines = [(f"{found} — {set_name(found)}", found.tiles) for found in playable]
        if not playable and your_turn:  # said, not an empty box
            lines.append((self.tr("None this turn: pick tiles to discard face down."), ()))
        if lines == self._sets_shown:
            return
        self._sets_shown = lines
        self.sets_list.clear()
        for words, tiles in lines:
            item = QListWidgetItem(words)
            if tiles:
                item.setData(Qt.ItemDataRole.UserRole, tiles)
            else:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.sets_list.addItem(item)

    def _set_chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        tiles = item.data(Qt.ItemDataRole.UserRole)
        if not tiles:
            return  # the line saying there is none
        self.scene.select(tiles)
        self.view.setFocus()

    def _set_played(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self._set_chosen(item)
            # Once the list has finished with the double click (it goes on to activate the
            # item): the play fills the list again.
            QTimer.singleShot(0, self, self.controller.play_picked)

    # Long: the window's actions and menus, a declarative list
    def _build_actions(self, speed: Speed) -> None:
        action = self.add_action
        self.add_shared_actions(
            self.tr("Deal the same tiles again"),
            self.new_hand,
            self.replay,
            self.scene.animator,
            trainer_tip=self.tr("Weigh each of your plays and flag a clearly worse one, with why"),
            trainer_on=self.advice_on,
            trainer_window_words=(
                self.tr("&Drill and lead odds…"),
                self.tr("Drills and the odds of every lead"),
            ),
        )
        self.play_action = action(
            self.tr("&Play face up"), ["P"], self.tr("Play the picked tiles face up"), self.controller.play
        )
        self.discard_action = action(
            self.tr("&Discard face down"),
            ["D"],
            self.tr("Put the picked tiles face down"),
            self.controller.discard,
        )
        self.clear_action = action(
            self.tr("&Clear the pick"),
            ["C"],
            self.tr("Put your picked tiles back"),
            self.scene.clear_selection,
        )
        # Enter and Space are the window's, as 1-8 are: after a click on Play or in the list of
        # sets the focus is in the panel, and "Press Enter." did nothing there.
        self.enter_action = action(
            self.tr("Play the picked &tiles"),
            ["Return", "Enter"],
            self.tr("Play the picked tiles face up, or face down when they cannot beat"),
            self.controller.play_picked,
        )
        self.space_action = action(
            self.tr("Pick the tile at the c&ursor"),
            ["Space"],
            self.tr("Pick or put back the tile the arrow keys are on"),
            self.scene.toggle_cursor,
        )
        # H is "house way or hint" in every game's Hand menu.
        self.hint_action = action(
            self.tr("&Hint"),
            ["H"],
            self.tr("The move the trainer would make now, with why (the hand counts as assisted)"),
            self.show_hint,
        )
        self.lead_odds_action = action(
            self.tr("&Lead odds of this hand…"),
            ["Ctrl+L"],
            self.tr("Every lead of your tiles now, with the tiles seen so far"),
            self.show_lead_odds,
        )
        words = (self.tr("Pick tile {0}"), self.tr("Pick or put back your tile {0}"))
        self.add_pick_actions(8, words, self.scene.toggle)
        self.guide_action = action(
            self.tr("&Guided hand"),
            [],
            self.tr("Say what to do at each step of the hand, for a first hand"),
            self.set_guide,
        )
        self.guide_action.setCheckable(True)
        self.players_action = action(
            self.tr("&Names and levels…"),
            [],
            self.tr("Each computer player's name and level"),
            self.show_players,
        )
        self.build_menus(speed)

    def fill_game_menu(self, game: QMenu) -> None:
        rates = [(cents, format_cents(cents)) for cents in RATES]
        rate = self.controller.cents_per_point
        self.rate_actions = choice_menu(game, self.tr("Point &value"), rates, rate, self.set_rate)
        levels = [
            ("rule", self.tr("&Basic (plays by rules of thumb)")),
            ("default", self.tr("&Strong (plays out the unseen tiles)")),
            ("expert", self.tr("&Expert (searches deeper, slower)")),
        ]
        level = "default" if self.controller.level == "sampling" else self.controller.level
        self.level_actions = choice_menu(
            game, self.tr("Computer &players"), levels, level, self.set_level, [self.players_action]
        )

    def fill_play_menu(self, hand: QMenu) -> None:
        for each in (self.play_action, self.discard_action, self.enter_action, self.clear_action):
            hand.addAction(each)
        hand.addAction(self.space_action)
        hand.addAction(self.hint_action)

    def fill_trainer_menu(self, menu: QMenu) -> None:
        menu.addAction(self.guide_action)

    def set_guide(self, on: bool) -> None:
        """The guided hand: the panel says what to do at each step."""
        self.guide_action.setChecked(on)
        self.guide.setVisible(on)
        self._show_guide()

    def _show_guide(self) -> None:
        if not self.guide.isVisibleTo(self):
            return
        c = self.controller
        view = c.view() if c.hand is not None else None
        seat = view.to_play if view is not None else None
        player = c.names.get(seat, "") if seat is not None else ""
        self.guide.setText(guide_words(c.stage.value, view, player))

    def fill_trainer_tools(self, menu: QMenu) -> None:
        menu.addAction(self.lead_odds_action)

    def set_trainer(self, on: bool) -> None:
        """The trainer at the table (Ctrl+T): each of your plays weighed, a clearly worse one flagged."""
        self.advice_on = on
        self.advice.setVisible(on)
        self.hinter.cancel()
        if not on:
            self.advisor.cancel()
            self.advice.clear_advice()

    # -- reacting to the table

    def _deal_words(self) -> str:
        """The deal number, a replay said to be practice, and the banker with its multiplier."""
        c, hand = self.controller, self.controller.hand
        if hand is None or c.seed is None:
            return self.tr("No hand dealt yet.")
        template = (
            self.tr("Deal #{0} again: practice, no money · banker {1} ×{2}")
            if c.practice
            else self.tr("Deal #{0} · banker {1} ×{2}")
        )
        return template.format(c.seed, c.short_name(hand.banker), hand.m)

    def _refresh(self) -> None:
        c = self.controller
        your_turn = c.stage is Stage.YOUR_TURN
        self.play_button.setEnabled(c.can_play())
        self.discard_button.setEnabled(c.can_discard())
        # The keys stay on through your turn, so that P or D on a pick that cannot go is told
        # why (the controller says it); the buttons show whether the pick can go as it is.
        self.play_action.setEnabled(your_turn)
        self.discard_action.setEnabled(your_turn)
        self.clear_action.setEnabled(your_turn)
        self.enter_action.setEnabled(your_turn)
        self.hint_action.setEnabled(your_turn)
        self.space_action.setEnabled(your_turn)
        for each in self.pick_actions:  # nothing to pick but on your turn
            each.setEnabled(your_turn)
        idle = c.stage in (Stage.IDLE, Stage.OVER)
        self.new_hand_action.setEnabled(idle)
        self.new_hand_button.setEnabled(idle)
        self.replay_action.setEnabled(idle and c.seed is not None)
        self.settlement_button.setEnabled(self.last_record is not None)  # the last hand's, all next hand too
        rate = format_cents(c.cents_per_point)
        self.bankroll_label.setText(
            self.tr("Bankroll {0} · a point is {1}").format(format_cents(c.store.bankroll_cents()), rate)
        )
        self.deal_label.setText(self._deal_words())
        turns = {
            Stage.IDLE: self.tr("Press New hand (F2) to deal."),
            Stage.DEALING: self.tr("Dealing…"),
            Stage.YOUR_TURN: self.tr("Your turn."),
            Stage.THINKING: self.tr("The computer players are playing."),
            Stage.OVER: self.tr("The hand is over."),
        }
        self.turn_label.setText(turns[c.stage])
        picked = c.describe_selection()
        reason = c.why_not() if picked and not c.can_play() else ""
        if picked and reason and c.can_discard():
            reason = self.tr("only face down")
        elif reasons.says_not_a_set(c.play_refusal()):
            reason = ""  # the picked tiles' words say so already ("— not a set")
        self.selection_label.setText(
            (
                self.tr("Picked: {0} ({1})").format(picked, reason)
                if reason
                else self.tr("Picked: {0}").format(picked)
            )
            if picked
            else ""
        )
        self._show_sets(c.playable_sets(), your_turn)
        self._show_guide()
        self.view.setAccessibleDescription(self.scene.describe())
        accessibility.announce_change(self.view)

    # -- actions

    def new_hand(self) -> None:
        if not self.controller.new_hand():
            self.deal_refused()
        self.view.setFocus()

    def replay(self) -> None:
        self.controller.replay()
        self.view.setFocus()

    def set_rate(self, cents: int) -> None:
        """What a point is worth, saved in Tien Gow's settings."""
        self.rate_actions[cents].setChecked(True)
        self.save_settings(cents_per_point=cents)
        self.controller.set_rate(cents)
        self._refresh()

    def set_level(self, level: str) -> None:
        """The computer players' level, saved in Tien Gow's settings."""
        self.level_actions[level].setChecked(True)
        self.save_settings(computer_level=level, computer_levels=None)
        self.controller.set_level(level)
        self._show_titles()

    def show_players(self) -> None:
        """Game › Computer players…: their names and levels, saved in Tien Gow's settings."""
        from paigow_desktop.ui.games.tiengow.players_dialog import PlayersDialog

        c = self.controller
        dialog = PlayersDialog(
            [seat_name(s) for s in c.computer_seats],
            [c.names[s] for s in c.computer_seats],
            [(c.next_levels or c.levels)[s] for s in c.computer_seats],  # what the next hand plays
            self,
        )
        dialog.chosen.connect(self.set_players)
        self.players_dialog = dialog
        dialog.open()

    def set_players(self, names: Sequence[str], levels: Sequence[str]) -> None:
        """The computer players' names and levels, in playing order from your seat (saved)."""
        self.save_settings(computer_names=kept_names(names), computer_levels=tuple(levels))
        self.controller.set_players(names, levels)
        same = len(set(levels)) == 1
        for level, item in self.level_actions.items():
            item.setChecked(same and (levels[0] == level or (level == "default" and levels[0] == "sampling")))
        self._refresh()

    def _show_titles(self) -> None:
        if self.controller.stage in (Stage.IDLE, Stage.OVER):
            self.controller.refresh_places()

    def show_settlement(self, record: HandRecord) -> None:
        """The hook for a finished hand: its settlement in the panel (and the dialog when open).
        A fuller settlement table or a review takes the same record."""
        titles = [self.controller.short_name(s) for s in range(4)]
        self.last_lines = settlement_lines(record, titles, self.controller.money, self.controller.me)
        self.last_record = record
        self.settlement_button.setEnabled(True)
        self.summary_label.setText(self._last_hand_words(record))
        for line in self.last_lines:
            self.add_to_log(line)
        if self.summary is not None and self.summary.isVisible():
            self.open_settlement()  # the open table follows the hands
        self._refresh()

    def _last_hand_words(self, record: HandRecord) -> str:
        """The panel's line on the last hand: your points and their money."""
        points = record.net[self.controller.me]
        said = self.tr("Last hand: {0} ({1}).").format(
            points_words(points, signed=True), format_cents(points * self.controller.hand_rate)
        )
        return practice(said) if self.controller.practice else said

    def add_to_log(self, line: str) -> None:
        """A line at the end of the table's log, scrolled into sight (an amount is never split
        at its minus sign when the line wraps)."""
        self.log.appendPlainText(unbroken(close_up(line)))
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        self.log.ensureCursorVisible()

    def open_settlement(self) -> None:
        """The last hand's settlement table (columns, par, payments, money), with its review."""
        record = self.last_record
        if record is None:
            return
        old = self.summary
        names = [self.controller.short_name(s) for s in range(4)]
        self.summary = SettlementDialog(
            record, names, self.controller.cents_per_point, self, me=self.controller.me
        )
        if old is not None:
            self.summary.setGeometry(old.geometry())
            old.close()
            old.deleteLater()
        self.summary.setModal(False)
        self.summary.show()
        self.summary.raise_()

    def _new_hand_advice(self, stage: Stage) -> None:
        if stage is Stage.DEALING:  # last hand's verdicts no longer apply
            self.advisor.cancel()
            self.advice.clear_advice()
        if stage is not Stage.YOUR_TURN:  # a hint still being worked out is for a turn gone
            self.hinter.cancel()

    def show_hint(self) -> None:
        """The move the trainer would make now, with why (H); its tiles are picked for you, and
        the hand counts as assisted in the statistics."""
        c = self.controller
        if c.stage is not Stage.YOUR_TURN:
            self.statusBar().showMessage(self.tr("A hint is for your turn."))
            return
        c.hints += 1
        view = c.view()
        self.advice.setVisible(True)  # shown even with the trainer's verdicts off
        seed = c.seed or 0
        self.hinter.run(lambda: hint(view, seed=seed), lambda found: self._hint_ready(view, found))

    def _hint_ready(self, view: SeatView, found: Hint) -> None:
        c = self.controller
        if c.stage is not Stage.YOUR_TURN or c.view() != view:
            return
        self.scene.select(found.best.move.tiles)
        self.advice.show_hint(found)
        self.view.setFocus()

    def show_rules(self) -> None:
        """The rules of Tien Gow (F1): its help page, with the suits, the pairs, the sets and a
        worked trick drawn in the table's tiles."""
        from paigow_desktop.ui.games.tiengow.rules_pictures import pictures

        self.open_help("tiengow", self.tr("Rules of Tien Gow"), pictures(self.scene.art))

    def show_lead_odds(self) -> None:
        """The trainer's lead odds opened on your tiles now, with the tiles seen so far."""
        self.show_trainer_window()
        assert self.trainer_window is not None
        if self.controller.hand is not None and not self.controller.hand.over:
            self.trainer_window.show_position(self.controller.view())
        else:
            self.trainer_window.show_tab("lead-odds")

    def _judge(self, view: SeatView, move: Move) -> None:
        """Weigh your play, while the trainer is on."""
        if self.advice_on:
            self.advisor.judge(view, move)

    def show_trainer_window(self) -> None:
        """The Tien Gow trainer: the drill and the odds of every lead (its answers kept)."""
        if self.trainer_window is None:
            import random

            from paigow_desktop.ui.games.tiengow.trainer.window import TienGowTrainerWindow

            c = self.controller
            self.trainer_window = TienGowTrainerWindow(c.scene.art, random.Random(), c.store, c.rules, self)
        self.show_beside(self.trainer_window)  # beside the table, never over the felt

    def apply_game_settings(self, old: Settings) -> None:
        """Tien Gow's page of the settings dialog: the point value and the rules from now between
        hands (else from the next hand, the hand in play keeping what it was dealt under), the
        computer players' names at once and their levels from the next hand."""
        mine = read_options(self.settings)[0]
        c = self.controller
        c.set_rate(mine.cents_per_point)
        for cents, item in self.rate_actions.items():
            item.setChecked(cents == mine.cents_per_point)
        c.set_players(shown_names(mine.computer_names), mine.levels)
        same = len(set(mine.levels)) == 1
        first = "default" if mine.levels[0] == "sampling" else mine.levels[0]
        for level, item in self.level_actions.items():
            item.setChecked(same and level == first)
        if mine.rules != c.rules and self.trainer_window is not None:
            self.trainer_window.close()  # its drill follows the table's rules: made again when opened
            self.trainer_window.deleteLater()
            self.trainer_window = None
        c.set_rules(mine.rules)
        self._show_titles()
        self._refresh()

    def played_out_template(self) -> str:
        return QCoreApplication.translate(
            "MainWindow",
            "When you left, deal #{0} was played out, your tiles by the rules of thumb: net {1}.",
        )

    def welcome_text(self) -> str:
        return welcome_page(
            self.tr("Welcome to Tien Gow"),
            [
                self.tr(
                    "<b>A hand.</b> Four players, eight tiles each; press <b>New hand</b> (F2). The "
                    "leader plays a single tile, a pair or a set face up. Each player in turn beats "
                    "it with a higher play of the same kind, or puts as many tiles face down. The "
                    "highest play takes the trick, its tiles become columns in front of the winner, "
                    "and the winner leads next."
                ),
                self.tr(
                    "<b>Who wins.</b> Whoever takes the last trick wins the hand and banks the next. "
                    "Each other player pays the winner four points less their columns (five with no "
                    "column at all); payments with the banker count double. Set the value of a point "
                    "in Game › Point value."
                ),
                self.tr(
                    "<b>Learning.</b> Trainer › Guided hand says what to do at each step of a first "
                    "hand. The trainer (Ctrl+T) weighs each of your plays and flags one clearly worse "
                    "than the best, with why; H gives a hint before you play; Trainer › Drill and "
                    "lead odds (Ctrl+Shift+D) practises leads and follows. Help › Rules draws every "
                    "tile, pair and set, with a worked trick and a worked settlement."
                ),
                self.tr(
                    "<b>Keys.</b> 1–8 pick a tile, P plays the picked tiles face up, D puts them face "
                    "down, C clears the pick, Esc skips the animation, F2 new hand, F1 the rules. "
                    "This page is under Help › Welcome."
                ),
            ],
        )

    def bankroll_reset(self, cents: int) -> None:
        self._refresh()
        super().bankroll_reset(cents)

    def make_statistics(self) -> TienGowStatsDialog:
        from paigow_desktop.ui.games.tiengow.stats_window import TienGowStatsDialog

        c = self.controller

        def names() -> list[str]:  # as the table names them when the window is shown
            return [c.names[s] for s in c.computer_seats]

        return TienGowStatsDialog(c.store, format_cents, self, names=names)

    # -- games, settings, messages (what the app asks of a table window; the rest is the shell's)

    @property
    def game_key(self) -> str:
        return "tiengow"

    def hand_in_play(self) -> bool:
        return self.controller.stage not in (Stage.IDLE, Stage.OVER)

    def carry_over(self) -> object:
        """The next deal number, whose bank it is and the streak, the last hand (its settlement,
        review and replay) and the log: what the window built in another language goes on from."""
        c = self.controller
        return _Carried(
            c.next_seed,
            c.seed,
            c.hand,
            c.record,
            c.banker,
            c.streak,
            c.practice,
            c.hand_rate,
            self.log.toPlainText(),
        )

    def take_over(self, carried: object) -> None:
        if not isinstance(carried, _Carried):
            return
        c = self.controller
        c.next_seed, c.seed, c.hand, c.record = carried.next_seed, carried.seed, carried.hand, carried.record
        c.banker, c.streak, c.practice = carried.banker, carried.streak, carried.practice
        c.hand_rate = carried.hand_rate
        if carried.record is not None:  # "Last hand: …", now in this language
            self.summary_label.setText(self._last_hand_words(carried.record))
        if carried.log:
            self.log.setPlainText(carried.log)  # the lines said so far, in the language they were said in
            self.log.moveCursor(QTextCursor.MoveOperation.End)
        self.last_record = carried.record
        self._refresh()
        said = c.status_words()  # the last hand's end, now in this language
        if said:
            self.statusBar().showMessage(said)

    @property
    def options(self) -> TienGowOptions:
        return read_options(self.settings)[0]

    def save_settings(self, **changes: Any) -> None:
        """Apply changed options (Tien Gow's in its section) and write them."""
        keys = ("cents_per_point", "computer_level", "computer_names", "computer_levels")
        mine = {k: v for k, v in changes.items() if k in keys}
        general = {k: v for k, v in changes.items() if k not in mine}
        try:
            settings = replace(self.settings, **general) if general else self.settings
            if mine:
                settings = with_options(settings, replace(self.options, **mine))
        except ValueError as error:
            self.statusBar().showMessage(self.tr("Setting not changed: {0}").format(error))
            return
        self.settings = settings
        self.write_settings()

    def skip_moves(self) -> None:
        self.scene.skip()

    def shut_down(self) -> None:
        self.scene.animator.instant = True
        round_id = self.controller.play_out_on_leaving()
        self.controller.shutdown()
        self.scene.skip()
        if round_id is not None:  # said at the next start
            self.left_mid_hand(round_id)
