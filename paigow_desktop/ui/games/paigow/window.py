"""The Pai Gow Tiles table in the window shell: the table view, the bet and the live preview, the
trainer dock, its menus' items, toolbar and keys."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from paigow_desktop.core.money import format_cents as money
from paigow_desktop.games.paigow.options import PaiGowOptions
from paigow_desktop.games.paigow.round import DEALER, Round
from paigow_desktop.games.paigow.table import Seating, TableSession
from paigow_desktop.storage import Settings, SettingsStore
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui import PACKAGE_DIR, accessibility
from paigow_desktop.ui.coalesce import Coalesced
from paigow_desktop.ui.games import shell
from paigow_desktop.ui.games.paigow import actions
from paigow_desktop.ui.games.paigow.options import options_of, with_option_changes
from paigow_desktop.ui.games.paigow.preview import Preview
from paigow_desktop.ui.games.paigow.side_panel import SidePanel
from paigow_desktop.ui.games.paigow.table_controller import Stage, TableController
from paigow_desktop.ui.games.paigow.table_scene import TableScene
from paigow_desktop.ui.games.paigow.table_words import table_words
from paigow_desktop.ui.games.paigow.trainer_dock import TrainerDock
from paigow_desktop.ui.games.paigow.view import TableView
from paigow_desktop.ui.games.played_out import played_out_words
from paigow_desktop.ui.names import app_title, say, say_error
from paigow_desktop.ui.scrolling import scrolling
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.tool_buttons import ActionSync

if TYPE_CHECKING:  # the dialogs and the trainer's window load when first opened: a faster start
    from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog
    from paigow_desktop.ui.games.paigow.strategy_card_window import StrategyCardWindow
    from paigow_desktop.ui.games.paigow.trainer import TrainerWindow

RULES_FILE = PACKAGE_DIR / "help" / "rules.md"


#: The largest amount the bet box takes ($1,000,000, as the settings); the table's limits decide.
BET_BOX_MAXIMUM_CENTS = 100_000_000


@dataclass(frozen=True)
class _Carried:
    """What a Pai Gow table built again in another language takes over from the old one."""

    session: TableSession
    game: Round | None
    last_bet_cents: int
    practice: bool


class PaiGowWindow(shell.TableShell):
    """The Pai Gow Tiles table window (a :class:`~paigow_desktop.ui.games.TableWindow`)."""

    scene: TableScene
    controller: TableController
    panel: SidePanel
    statistics: StatisticsDialog | None
    trainer_window: TrainerWindow | None
    trainer_dock: TrainerDock

    # Pai Gow's own actions, its parts of the menus and its toolbar, made by actions.py.
    new_round_action: QAction
    confirm_action: QAction
    house_way_action: QAction
    undo_action: QAction
    move_action: QAction
    quiz_action: QAction
    drill_action: QAction
    calculator_action: QAction
    card_action: QAction
    toolbar_sync: ActionSync

    # Long: builds the window and connects its parts, a declarative list read top to bottom
    def __init__(
        self,
        controller: TableController,
        *,
        speed: Speed = Speed.NORMAL,
        settings: Settings | None = None,
        settings_store: SettingsStore | None = None,
    ) -> None:
        super().__init__(settings, settings_store)
        self.controller = controller
        self._options: tuple[Settings | None, PaiGowOptions] = (None, options_of(self.settings))
        self._stage_shown: tuple[Stage, bool, int | None, bool, bool] | None = None
        #: the buttons, the bank's offer and the panel's preview follow the round once a turn of
        #: the event loop (a round at speed 0 passes every stage within one call)
        self.round_state = Coalesced(self._show_round_state, self)
        self._panel_preview: Preview | None = None  #: the preview the panel shows next
        self._description_due = False
        self.card_window: StrategyCardWindow | None = None
        self.pending_table_settings = False
        self._bet_refusal = ""  #: the status line's last refusal of the bet typed
        self.scene = controller.scene
        self.attach_store(controller.store)
        self.setWindowTitle(app_title())
        accessibility.install()  # before the view exists: Qt asks the factory once per object
        self.view = TableView(self.scene)
        self.scene.chosen_changed.connect(lambda item: accessibility.announce_focus(self.view, item))
        self.panel = SidePanel()
        self.setCentralWidget(self.view)
        # The side panel keeps the window's full height at the right: a trainer docked below
        # sits under the table only, and one docked right sits beside the panel.
        self.panel_dock = QDockWidget(self.tr("Round"), self)
        self.panel_dock.setObjectName("round-panel-dock")
        # On a window too short for it (a laptop at 200%) the panel scrolls: its bet box and
        # lines were squeezed over each other.
        panel_scroll = scrolling(self.panel)
        bar = panel_scroll.verticalScrollBar().sizeHint().width()
        # One width, as every game's panel (TableShell.dock_panel): the felt takes what is left,
        # and a trainer docked right never hands its room to the panel instead of the felt.
        width = min(max(self.panel.sizeHint().width(), self.panel.minimumWidth()), self.panel.maximumWidth())
        panel_scroll.setFixedWidth(width + bar)
        self.panel_dock.setWidget(panel_scroll)
        self.panel_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.panel_dock.setTitleBarWidget(QWidget())
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel_dock)
        self.trainer_dock = TrainerDock(controller, self)
        self.trainer = self.trainer_dock.panel
        self.trainer_dock.quiz = self.options.trainer_quiz
        self.trainer_dock.set_card(self.options.trainer_card_length, self.options.trainer_card_standalone)
        self.trainer_dock.status.connect(lambda text: self.statusBar().showMessage(text))
        # A weak setting: the trainer's one line goes on the result banner too.
        self.trainer_dock.judged.connect(
            lambda verdict: self.scene.set_showdown_advice(verdict.plain if verdict.mistake else "")
        )
        self.trainer_dock.answer_kept.connect(self._trainer_answer_kept)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.trainer_dock)
        self.deal_words = (self.tr("&New round"), self.tr("Bet and deal a new round"))
        self.add_shared_actions(
            self.tr("Deal the same tiles again"),
            self.new_round,
            self.replay,
            self.scene.animator,
            trainer_tip=self.tr("Show the exact value of every way to set your tiles"),
            trainer_on=self.options.trainer,
            trainer_window_words=(
                self.tr("&Drill, quizzes and progress…"),
                self.tr("Practise setting hands, with spaced repetition"),
            ),
        )
        actions.make_actions(self)
        self.build_menus(speed)
        actions.make_toolbar(self)
        assert self.placing is not None  # made with the menus: the window has a trainer dock
        self.placing.apply()  # where the player put it last time
        self._connect()
        controller.ask_to_bank = self.ask_to_bank
        self.attach_sounds(self.scene)
        self.scene.woodpile_style = self.options.woodpile
        self.trainer_dock.setVisible(self.options.trainer)
        rules = controller.session.rules
        self._bet_limits(rules.minimum_cents)
        self.panel.bet.setValue(controller.last_bet_cents / 100)
        self._chip_icons()
        self._bankroll(controller.store.bankroll_cents())
        self._preview(None)
        self.round_state.now()
        self.statusBar().showMessage(self.tr("Place your bet and press New round (F2)."))
        self.view.setFocus()

    # -- actions, menus, toolbar

    def _connect(self) -> None:
        c = self.controller
        self.panel.bet.valueChanged.connect(lambda _v: self._check_bet())
        self.panel.bet.lineEdit().returnPressed.connect(self._bet_entered)
        c.stage_changed.connect(lambda _s: self.round_state.request())
        # The demo's end is told within the round's last call (and its picture taken there).
        c.demo_finished.connect(self.round_state.now)
        c.bankroll_changed.connect(self._bankroll)
        c.preview_changed.connect(self._preview)
        c.message.connect(lambda text: self.statusBar().showMessage(text))
        c.round_finished.connect(lambda _s: self._round_done())
        c.about_to_deal.connect(self._before_the_deal)
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text))
        self.panel.deal_button.clicked.connect(self.new_round)
        self.panel.confirm_button.clicked.connect(self.confirm)
        self.panel.house_way_button.clicked.connect(self.controller.set_house_way)
        self.panel.undo_button.clicked.connect(self.scene.undo)
        self.panel.replay_button.clicked.connect(self.replay)
        for value, button in self.panel.chip_buttons.items():
            button.clicked.connect(lambda _=False, v=value: self.add_to_bet(v * 100))
        self.panel.clear_bet_button.clicked.connect(lambda: self.panel.bet.setValue(0))
        self.panel.repeat_bet_button.clicked.connect(
            lambda: self.panel.bet.setValue(self.controller.last_bet_cents / 100)
        )
        self.scene.arrangement_changed.connect(self.round_state.request)
        c.stage_changed.connect(lambda _s: self._describe_table())
        c.preview_changed.connect(lambda _p: self._describe_table())
        c.round_finished.connect(lambda _s: self._describe_table())
        self.trainer_dock.visibilityChanged.connect(self._trainer_dock_shown)

    # -- reacting to the table

    def _bankroll(self, cents: int) -> None:
        self.panel.bankroll.setText(money(cents))
        self.round_state.request()  # whether the bankroll covers the bank's offer
        if self.controller.stage is Stage.BETTING:
            self._check_bet(cents)  # the bet box says again whether the bankroll covers the bet

    def _show_round_state(self) -> None:
        """The buttons, the bank's offer and the panel's preview as the round stands now."""
        stage = self.controller.stage
        self._stage(stage)
        self._offer_bank()
        # Your hands as they are set, and as they were played while the showdown is on the felt
        # (the next deal gathers them); "Quiz me" holds its verdict back only until Confirm.
        setting = stage is Stage.SETTING
        on_felt = stage is not Stage.DEALING and any(self.scene.hands)
        preview = self._panel_preview if setting or on_felt else None
        self.panel.show_preview(preview, quiz=self.options.trainer_quiz and setting)

    def _stage(self, stage: Stage) -> None:
        seed = self.controller.seed
        can_confirm = self.controller.can_confirm()
        can_undo = stage is Stage.SETTING and bool(self.scene.undo_stack)
        practice = self.controller.practice
        shown = (stage, can_confirm, seed, can_undo, practice)
        if shown == self._stage_shown:
            return  # called on every change of the hands: most leave the buttons as they are
        self._stage_shown = shown
        setting = stage is Stage.SETTING
        self.panel.house_way_button.setEnabled(setting)
        for action in (self.house_way_action, self.move_action, *self.pick_actions):
            action.setEnabled(setting)
        self.panel.undo_button.setEnabled(can_undo)  # nothing moved yet: nothing to take back
        self.undo_action.setEnabled(can_undo)
        self.panel.confirm_button.setEnabled(can_confirm)
        self.confirm_action.setEnabled(can_confirm)
        can_deal = stage in (Stage.BETTING, Stage.REVEALING)
        self.panel.deal_button.setEnabled(can_deal)
        self.new_round_action.setEnabled(can_deal)
        self.panel.bet.setEnabled(can_deal)
        for button in (
            *self.panel.chip_buttons.values(),
            self.panel.clear_bet_button,
            self.panel.repeat_bet_button,
        ):
            button.setEnabled(can_deal)
        self.panel.replay_button.setEnabled(can_deal and self.controller.seed is not None)
        self.replay_action.setEnabled(can_deal and self.controller.seed is not None)
        if seed is None:
            self.panel.show_deal_number(self.tr("No deal yet"), None)
        elif practice:
            self.panel.show_deal_number(self.tr("Deal #{0} again: practice, no money").format(seed), seed)
        else:
            self.panel.show_deal_number(self.tr("Deal #{0}").format(seed), seed)
        self.setWindowTitle(
            self.tr("{0} — deal #{1}").format(app_title(), seed) if seed is not None else app_title()
        )

    def _describe_table(self) -> None:
        """What a screen reader says about the table, once the event loop is back: one change
        (a round dealt at speed 0 makes several) is described and announced once."""
        if not self._description_due:
            self._description_due = True
            QTimer.singleShot(0, self, self.describe_table_now)

    def describe_table_now(self) -> None:
        """What a screen reader says about the table: the player's tiles and hands, or the result."""
        self._description_due = False
        self.view.setAccessibleDescription(table_words(self.controller, quiz=self.options.trainer_quiz))
        accessibility.announce_change(self.view)

    def _preview(self, preview: Preview | None) -> None:
        setting = self.controller.stage is Stage.SETTING
        self._panel_preview = preview
        self.round_state.request()
        for area, caption in (
            (self.scene.low_area, preview.low_caption if preview and setting else ""),
            (self.scene.high_area, preview.high_caption if preview and setting else ""),
        ):
            area.set_caption(caption)
        # Each hand is titled as it will play: the higher one high, whichever side it is on.
        swapped = bool(preview and setting and preview.swapped)
        self.scene.title_hands(swapped)

    def standing(self, preview: Preview) -> str:
        """The preview's sentence on the setting; with "Quiz me" on, nothing judges it before Confirm."""
        return self.panel.standing_words(preview, quiz=self.options.trainer_quiz)

    # -- commands

    def bet_cents(self) -> int:
        return round(self.panel.bet.value() * 100)

    def add_to_bet(self, cents: int) -> None:
        """A quick-bet chip: adds to the bet (the box says if the table refuses the sum)."""
        self.panel.bet.setValue((self.bet_cents() + cents) / 100)

    def _chip_icons(self) -> None:
        """The quick-bet buttons show the chips the table draws, sharp at the screen's scale."""
        from PySide6.QtGui import QIcon

        dpr = self.devicePixelRatioF()
        side = self.panel.fontMetrics().height() * 2
        for value, button in self.panel.chip_buttons.items():
            pixmap = self.scene.art.chip(value, round(side * dpr), dpr)
            button.setIcon(QIcon(pixmap))
            button.setIconSize(pixmap.deviceIndependentSize().toSize())

    def _bet_limits(self, minimum_cents: int) -> None:
        # The box takes any amount, so nothing typed is ever changed behind the player's back; an
        # amount outside the table limits is refused in words (below the box, and by New round).
        self.panel.bet.setRange(0.0, BET_BOX_MAXIMUM_CENTS / 100)
        self.panel.bet.setSingleStep(minimum_cents / 100)

    def _check_bet(self, bankroll: int | None = None) -> str | None:
        """Say below the bet why the table refuses it (its limits), or that the bankroll does not
        cover it, or clear that; the limits' reason (a bet the bankroll does not cover may still
        be dealt: a player who takes the bank places no bet).  A refusal of an earlier bet
        leaves the status line once the bet is mended.  ``bankroll``: when the caller has it,
        the store is not asked again."""
        problem = self.controller.session.rules.limit_problem(self.bet_cents())
        said = say(problem) if problem is not None else ""
        if bankroll is None:
            bankroll = self.controller.store.bankroll_cents()
        note = said or (
            self.tr("more than your bankroll of {0}").format(money(bankroll))
            if self.bet_cents() > bankroll
            else ""
        )
        self.panel.bet_problem.setText(note[:1].upper() + note[1:])
        shown = self.statusBar().currentMessage()
        if not note and shown and shown in (self._bet_refusal, self.controller.refusal):
            self.statusBar().clearMessage()
        return said or None

    def new_round(self) -> None:
        problem = self._check_bet()
        if problem is not None:
            self._bet_refusal = self.tr("Cannot deal: {0}.").format(problem)
            self.statusBar().showMessage(self._bet_refusal)
            self.panel.bet.setFocus()
            self.panel.bet.selectAll()
            self.deal_refused()
            return
        if not self.controller.new_round(self.bet_cents()):
            self.deal_refused()
        self.view.setFocus()

    def _bet_entered(self) -> None:
        """Enter in the bet box deals, as F2 does, between rounds."""
        if self.controller.stage is Stage.BETTING:
            self.new_round()

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

    # -- the trainer

    def set_trainer(self, on: bool) -> None:
        self.trainer_dock.setVisible(on)
        self.save_settings(trainer=on)

    def _trainer_dock_shown(self, visible: bool) -> None:
        # A dock is hidden with its window (closed, minimized, hidden): that is not the player
        # closing the trainer, and must not be remembered as such.
        if self.closing or not self.isVisible() or self.isMinimized():
            return
        if visible != self.trainer_action.isChecked():
            self.trainer_action.setChecked(visible)
            self.save_settings(trainer=visible)
        if visible:
            self.trainer_dock.refresh()

    def set_quiz(self, on: bool) -> None:
        self.save_settings(trainer_quiz=on)
        self.trainer_dock.set_quiz(on)
        self._preview(self.controller.preview() if self.controller.stage is Stage.SETTING else None)

    def restore_last_screen(self) -> None:
        """Reopen the trainer's window (and tab) when it was open at the last close."""
        screen = self.settings.last_screen
        from paigow_desktop.ui.games.paigow.trainer import TrainerWindow

        if screen.startswith("trainer-") and screen.removeprefix("trainer-") in TrainerWindow.TABS:
            self.show_trainer_window(screen.removeprefix("trainer-"))

    def _trainer_answer_kept(self, number: int, tiles: Sequence[Tile], correct: bool) -> None:
        """A setting judged at the table was kept: the open trainer window's drill takes a hand
        set weakly (a closed one takes it from the record when it opens), and its figures follow."""
        if self.trainer_window is not None:
            self.trainer_window.drill.take_table_answers([(number, tiles, correct)])
            if self.trainer_window.isVisible():  # a hidden one reads its figures as it shows
                self.trainer_window.answered_changed()

    def show_trainer_window(self, tab: str = "drill") -> None:
        """The drill, quizzes, progress charts and hand calculator, in a window of their own."""
        if self.trainer_window is None:
            from paigow_desktop.ui.games.paigow.trainer import TrainerWindow

            self.trainer_window = TrainerWindow(
                self.controller.store, self.scene.art, self.settings, random.Random()
            )
        self.trainer_window.show_tab(tab)
        self.show_beside(self.trainer_window)

    # -- games

    @property
    def game_key(self) -> str:
        """The registry key of the game at this table."""
        return "paigow"

    def hand_in_play(self) -> bool:
        return self.controller.stage in (Stage.DEALING, Stage.SETTING)

    def skip_moves(self) -> None:
        self.scene.skip()

    def in_play_words(self) -> tuple[str, str]:
        return (
            self.tr("Finish this round first."),
            self.tr("The new language is shown when this round ends."),
        )

    def fill_play_menu(self, menu: QMenu) -> None:
        actions.fill_play_menu(self, menu)

    def fill_trainer_menu(self, menu: QMenu) -> None:
        actions.fill_trainer_menu(self, menu)

    def fill_trainer_tools(self, menu: QMenu) -> None:
        actions.fill_trainer_tools(self, menu)

    def welcome_text(self) -> str:
        from paigow_desktop.ui.games.paigow.welcome import welcome_text

        return welcome_text()

    # -- settings and messages

    def save_settings(self, **changes: Any) -> None:
        """Apply changed options and write them (nothing is written for an in-memory session)."""
        try:
            self.settings = with_option_changes(self.settings, changes)
        except ValueError as error:
            self.statusBar().showMessage(self.tr("Setting not changed: {0}").format(say_error(error)))
            return
        self.write_settings()

    @property
    def options(self) -> PaiGowOptions:
        """Pai Gow's options, from the settings' Pai Gow section (read again when they change)."""
        if self._options[0] is not self.settings:
            self._options = (self.settings, options_of(self.settings))
        return self._options[1]

    def carry_over(self) -> object:
        """The session (deal numbers, the bank's turn, the bets last placed), the last round (for
        its result and a replay) and the bet: what the window built in another language goes on
        from.  Only ever asked between rounds."""
        c = self.controller
        return _Carried(c.session, c.game, c.last_bet_cents, c.practice)

    def take_over(self, carried: object) -> None:
        if not isinstance(carried, _Carried):
            return
        c = self.controller
        played_here = carried.session.seating.player == self.options.seat
        c.session, c.last_bet_cents = carried.session, carried.last_bet_cents
        # The last round (its result, its replay) only for the seat it was played at: a seat
        # chosen meanwhile sits at a table cleared of it.
        c.game, c.practice = (carried.game, carried.practice) if played_here else (None, False)
        self._apply_table_settings()  # this window's seat, players and limits, as chosen
        self._stage_shown = None
        self._show_round_state()  # the deal number, and Replay deal offered again
        said = c.result_words()  # the last round's result, now in this language
        if said:
            self.statusBar().showMessage(said)

    def ask_to_bank(self) -> bool:
        """The player's answer to the bank's offer: the side panel's check box (then cleared)."""
        return self.panel.take_bank.taken()

    def _offer_bank(self) -> None:
        """Show "take the bank" when the next round's offer is the player's and the bankroll covers it."""
        c = self.controller
        session = c.session
        offered = c.stage is Stage.BETTING and session.asks_to_bank(c.player, c.shown_bankroll)
        variations = session.variations
        self.panel.take_bank.show_offer(offered, variations.commission, co_banking=variations.co_banking)

    def apply_game_settings(self, old: Settings) -> None:
        """Pai Gow's options from the settings dialog, at once; seats, players, limits and
        commission from the next round."""
        chosen = self.options
        if self.trainer_window is not None:
            self.trainer_window.set_settings(self.settings)
        self.scene.woodpile_style = chosen.woodpile
        self.trainer_action.setChecked(chosen.trainer)
        self.trainer_dock.setVisible(chosen.trainer)
        self.quiz_action.setChecked(chosen.trainer_quiz)
        self.trainer_dock.set_quiz(chosen.trainer_quiz)
        self.trainer_dock.set_card(chosen.trainer_card_length, chosen.trainer_card_standalone)
        if self.controller.stage is Stage.BETTING:
            self._apply_table_settings()
        else:
            self.pending_table_settings = True
            self.statusBar().showMessage(
                self.tr("Seat, players, limits and commission change from the next round.")
            )

    def _apply_table_settings(self, *, seating: bool = True) -> None:
        """The table's options as chosen: the limits, the commission and the variations, and
        with ``seating`` the seat and the players (else they stay pending, for the next deal)."""
        self.pending_table_settings = not seating
        o = self.options
        session = self.controller.session
        session.variations = o.table_variations
        session.rules = o.table_rules
        if seating:
            chosen = Seating.with_computers(o.seat, o.computer_players)
            if chosen != session.seating or o.seat != self.scene.player:
                session.seating = chosen
                if o.seat != self.scene.player:
                    self.scene.clear_table()  # the last round's tiles, chips and results: the old seating's
                self.scene.set_player(o.seat)
                self.controller.refresh_seats()
            # else the table stays as the last round left it: its results, bets and banner
        self._bet_limits(o.table_minimum_cents)
        self._check_bet()
        self.round_state.request()  # the bank's offer is for a seat, at a table's limits

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
                    ).format(seed)
                )
        if dealt:
            self.view.setFocus()
        return dealt

    def bankroll_reset(self, cents: int) -> None:
        self.controller.shown_bankroll = cents
        self._bankroll(cents)
        super().bankroll_reset(cents)

    def _before_the_deal(self) -> None:
        """Choices kept for the next round (a new seat) apply as it is dealt."""
        if self.pending_table_settings:
            self._apply_table_settings()

    def _round_done(self) -> None:
        if self.closing:
            return  # a round played out as the window closes: no new window, no question
        if self.pending_table_settings:
            # A new seat (or number of players) waits for the next deal: this round's result
            # stays on the table as it was played.  The limits apply now, for the bet box.
            seating = Seating.with_computers(self.options.seat, self.options.computer_players)
            self._apply_table_settings(seating=seating == self.controller.session.seating)
        self.hand_ended()

    def finish_round_on_leaving(self) -> None:
        """Leaving in the middle of a round plays it out, as a casino does for a player who walks
        away: your tiles are set by the house way and the round is settled.  (Left unsettled, the
        next start refunded the stake: a hand seen and disliked could be escaped by quitting.)"""
        controller = self.controller
        if controller.stage is Stage.SETTING:
            round_id = controller.round_id  # None for practice: nothing to tell
            # The house way set these tiles, not the player: no answer of theirs to keep, and no
            # hand for the drill (it had gone in as a table miss when the house way fell short).
            self.trainer_dock.keeping = False
            controller.set_house_way()
            controller.confirm()
            if round_id is not None:
                self.save_settings(left_mid_round=round_id)  # said at the next start

    def tell_round_left(self) -> None:
        """At the start: the round played out when the player last left in its middle, and its
        result (it went without a word: the bankroll had simply changed)."""
        round_id = self.options.left_mid_round
        if not round_id:
            return
        self.save_settings(left_mid_round=0)  # told once
        words = played_out_words(self.controller.store, "paigow", round_id)
        if words:
            self.statusBar().showMessage(words)

    def shut_down(self) -> None:
        """The window is closing: the trainer's window saves its drill while the store is open,
        a demo deals no more, and a round in play is played out (the house way sets your tiles)."""
        screen = "table"
        if self.trainer_window is not None:
            if self.trainer_window.isVisible():
                screen = f"trainer-{self.trainer_window.TABS[self.trainer_window.tabs.currentIndex()]}"
            self.trainer_window.close()  # it saves the drill while the store is still open
        if screen != self.settings.last_screen:
            self.save_settings(last_screen=screen)
        self.controller.end_demo()  # a demo deals no round after the one under way
        self.scene.animator.instant = True
        self.scene.skip()
        self.finish_round_on_leaving()

    # -- the windows beside the table

    def show_strategy_card(self) -> None:
        """The strategy cards, each line with an example hand (loaded when first opened)."""
        if self.card_window is None:
            from paigow_desktop.ui.games.paigow.strategy_card_window import StrategyCardWindow

            self.card_window = StrategyCardWindow(self.scene.art, self)
        self.card_window.show()
        self.card_window.raise_()
        self.card_window.activateWindow()

    def show_rules(self) -> None:
        """The rules with pictures of the tiles (F1), in a window that stays open beside the table."""
        if self.rules_window is None:
            from paigow_desktop.ui.games.paigow.rules_window import RulesWindow

            self.rules_window = RulesWindow(self.scene.art, self)
        self.rules_window.show()
        self.rules_window.raise_()

    def make_statistics(self) -> StatisticsDialog:
        from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog

        dialog = StatisticsDialog(
            self.controller.store,
            money,
            self.replay_seed,
            self,
            starting_bankroll=lambda: self.settings.starting_bankroll_cents,
            card=lambda: (self.options.trainer_card_length, self.options.trainer_card_standalone),
        )
        dialog.bankroll_reset.connect(self.bankroll_reset)
        return dialog
