"""The Pai Gow Poker table window: the table, a side panel with your setting, menus and keys."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.seating import nearest_places
from paigow_desktop.games.paigow_poker.round import DEALER, PLACES, PokerRound, RoundSettlement
from paigow_desktop.games.paigow_poker.table import PokerTable, Seating
from paigow_desktop.storage import Settings, SettingsStore
from paigow_desktop.ui import accessibility
from paigow_desktop.ui.bank_offer import BankOffer
from paigow_desktop.ui.games import shell, shell_menus
from paigow_desktop.ui.games.paigow_poker.advice import TableAdvice
from paigow_desktop.ui.games.paigow_poker.card_art import render_contact_sheet
from paigow_desktop.ui.games.paigow_poker.controller import PokerController, Stage
from paigow_desktop.ui.games.paigow_poker.live_value import LiveValue
from paigow_desktop.ui.games.paigow_poker.options import (
    BETS,
    read_bet,
    read_rules,
    read_seats,
    read_side_bets,
    with_bet,
    with_co_banking,
)
from paigow_desktop.ui.games.paigow_poker.scene import PokerScene
from paigow_desktop.ui.games.paigow_poker.seats import PlayersMenu
from paigow_desktop.ui.names import app_title, unbroken
from paigow_desktop.ui.qt_art import to_qpixmap
from paigow_desktop.ui.table.view import FeltView
from paigow_desktop.ui.timings import Speed
from paigow_desktop.ui.welcome import welcome_page

if TYPE_CHECKING:
    from paigow_desktop.ui.games.paigow_poker.stats_window import PokerStatsDialog
    from paigow_desktop.ui.games.paigow_poker.trainer.window import PokerTrainerWindow

__all__ = ["PokerView", "PokerWindow"]

#: The help page's picture of the deck (its address in the page) and its cards' logical width.
DECK_PICTURE = "cards:deck"
DECK_CARD_WIDTH = 40

_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n - 1 for n in range(1, 8)}


class PokerView(FeltView):
    """The table laid out for its room, one to one; the keys work your cards: 1-7 pick, L (or
    Enter or Space with cards picked) moves them, H sets by the house way, Enter or Space with
    nothing picked confirms (as Space moves the picked tile at the Pai Gow Tiles table: a key
    meant to move a card never plays the hand)."""

    confirm_requested = Signal()
    house_way_requested = Signal()

    def __init__(self, scene: PokerScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setAccessibleName(self.tr("Pai Gow Poker table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        scene, key = self.table_scene, event.key()
        if key in _DIGITS:
            scene.toggle(_DIGITS[key])
        elif key == Qt.Key.Key_L or (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and scene.picked
        ):
            scene.move_picked()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirm_requested.emit()
        elif key == Qt.Key.Key_H:
            self.house_way_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()


@dataclass(frozen=True)
class _Carried:
    """What a Pai Gow Poker table built again in another language takes over from the old one."""

    table: PokerTable
    banker: int
    seed: int | None
    round: PokerRound | None
    settlement: RoundSettlement | None
    practice: bool


class PokerWindow(shell.TableShell):
    """The Pai Gow Poker table window (a :class:`~paigow_desktop.ui.games.TableWindow`)."""

    scene: PokerScene
    controller: PokerController
    trainer_window: PokerTrainerWindow | None
    statistics: PokerStatsDialog | None

    def __init__(
        self,
        controller: PokerController,
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
        self.advice = TableAdvice(controller, self)
        self.live = LiveValue(controller, self)
        game = self.tr("Pai Gow Poker")
        self.setWindowTitle(f"{app_title()} — {game}")
        accessibility.install()  # before the view exists: Qt asks the factory once per object
        self.view = PokerView(self.scene)
        self.setCentralWidget(self.view)
        self._build_panel()
        self._build_actions(speed)
        c = controller
        self.view.confirm_requested.connect(self.confirm)
        self.view.house_way_requested.connect(c.set_house_way)
        c.stage_changed.connect(lambda _s: self._refresh())
        c.hands_changed.connect(self._refresh)
        c.bankroll_changed.connect(lambda _c: self._refresh())
        c.message.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text))
        self.scene.picked_changed.connect(self._refresh)
        self.scene.results_shown.connect(self._refresh)
        self.scene.picked_changed.connect(self._announce_pick)
        c.hands_changed.connect(lambda: accessibility.announce_change(self.view))
        self._refresh()
        self.statusBar().showMessage(self.tr("Press New hand (F2) to deal."))
        self.view.setFocus()

    # -- the panel

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setAccessibleName(name)
        return label

    def _button(self, text: str, name: str, slot: Callable[[], Any]) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(name)
        button.clicked.connect(slot)
        return button

    def _build_panel(self) -> None:
        panel = QWidget()
        panel.setMinimumWidth(250)
        panel.setMaximumWidth(310)
        layout = QVBoxLayout(panel)
        self.deal_label = self._label(self.tr("Deal"))
        self.bankroll_label = self._label(self.tr("Bankroll"))
        self.stage_label = self._label(self.tr("What to do"))
        self.preview_label = self._label(self.tr("Your two hands"))
        self.reason_label = self._label(self.tr("Why you cannot confirm"))
        self.reason_label.setStyleSheet("color: #c0392b;")
        self.move_button = self._button(
            self.tr("Move picked cards (&L)"),
            self.tr("Move the picked cards to the other hand"),
            self.move_picked,
        )
        self.house_button = self._button(
            self.tr("Set by the house way (H)"), self.tr("Set your hand by the house way"), self.house_way
        )
        self.clear_button = self._button(
            self.tr("&Clear the low hand"), self.tr("Put the low hand's cards back"), self.scene.clear_low
        )
        self.confirm_button = self._button(
            self.tr("C&onfirm (Enter)"), self.tr("Confirm your setting"), self.confirm
        )
        self.new_hand_button = self._button(
            self.tr("&New hand (F2)"), self.tr("Deal the next hand"), self.new_hand
        )
        self.result_label = self._label(self.tr("Last hand"))
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        # The buttons first, New hand among them: the lines that come and go as cards move (the
        # preview, why it cannot be played) moved them between y=138 and y=180 while the player
        # aimed at them, and a long result (in Chinese at 1024 x 700) pushed New hand down.
        self.bank_offer = BankOffer()
        for widget in (
            self.new_hand_button,
            self.move_button,
            self.house_button,
            self.clear_button,
            self.confirm_button,
            self.bank_offer,
            self.stage_label,
            self.preview_label,
            self.reason_label,
            self.live.widget,  # the value before you commit
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        for widget in (self.deal_label, self.bankroll_label, self.result_label, self.advice.line):
            layout.addWidget(widget)
        self.dock_panel(panel, "poker-panel-dock")

    # -- actions and menus

    def _build_actions(self, speed: Speed) -> None:
        a = self.add_action
        self.add_shared_actions(
            self.tr("Deal the same cards again"),
            self.new_hand,
            self.replay,
            self.scene.animator,
            trainer_tip=self.tr("After each hand, say whether your setting was a best one, and if not why"),
            trainer_on=self.advice.enabled,
            trainer_window_words=(
                self.tr("&Calculator, drill and quizzes…"),
                self.tr("The calculator, the drill and the quizzes"),
            ),
        )
        self.advice_action = self.trainer_action  # the trainer at the table judges your setting
        self.confirm_action = a(
            self.tr("&Confirm"), ["Return"], self.tr("Confirm your setting"), self.confirm
        )
        self.house_way_action = a(
            self.tr("&House way"), ["H"], self.tr("Set your hand by the house way"), self.house_way
        )
        self.move_action = a(
            self.tr("&Move picked cards"), ["L"], self.tr("Move the picked cards"), self.move_picked
        )
        words = (self.tr("Pick card {0}"), self.tr("Pick or put back card {0}"))
        self.add_pick_actions(7, words, self.scene.toggle)
        self.build_menus(speed)
        self.controller.round_finished.connect(lambda _s: self.hand_ended())
        self.controller.hand_weighed.connect(lambda _id: self.refresh_statistics())  # its figure came

    def fill_game_menu(self, game: QMenu) -> None:
        bets = [(cents, format_cents(cents)) for cents in BETS]
        bet = self.controller.bet_cents
        self.bet_actions = shell_menus.choice_menu(game, self.tr("&Bet"), bets, bet, self.set_bet)
        self.co_banking_action = game.addAction(self.tr("&Share a bank with the house"))
        self.co_banking_action.setCheckable(True)
        self.co_banking_action.setChecked(self.controller.rules.co_banking)
        self.co_banking_action.setStatusTip(
            self.tr("When you bank, the house covers half and sets your hand")
        )
        self.co_banking_action.toggled.connect(self.set_co_banking)
        self.players = PlayersMenu(self, self.controller, game)

    def fill_play_menu(self, hand: QMenu) -> None:
        for each in (self.confirm_action, self.house_way_action, self.move_action):
            hand.addAction(each)

    def set_trainer(self, on: bool) -> None:
        """The trainer at the table (Ctrl+T): after each hand, whether your setting was a best one."""
        self.advice.set_enabled(on)

    # -- reacting to the table

    def _refresh(self) -> None:
        c = self.controller
        setting = c.stage is Stage.SETTING and self.scene.interactive  # not when the house sets it
        idle = c.stage in (Stage.IDLE, Stage.OVER)
        self.confirm_button.setEnabled(c.can_confirm())
        self.confirm_action.setEnabled(c.can_confirm())
        for widget in (self.house_button, self.house_way_action):
            widget.setEnabled(setting)
        self.clear_button.setEnabled(setting and bool(self.scene.low))  # an empty low hand: nothing to clear
        for widget in (self.move_button, self.move_action):
            widget.setEnabled(setting and bool(self.scene.picked))
        for each in self.pick_actions:  # nothing to pick but while you set your hand
            each.setEnabled(setting)
        self.new_hand_action.setEnabled(idle)
        self.new_hand_button.setEnabled(idle)
        self.replay_action.setEnabled(idle and c.seed is not None)
        offered = idle and c.bank_offered()
        self.bank_offer.show_offer(offered, c.rules.commission, co_banking=c.rules.co_banking)
        banking_now = c.round is not None and c.round.banker == c.me and not idle
        self.bankroll_label.setText(
            self.tr("Bankroll {0} · you bank this hand").format(format_cents(c.store.bankroll_cents()))
            if banking_now  # no bet of yours is in play: it said "bet $10.00"
            else self.tr("Bankroll {0} · bet {1}").format(
                format_cents(c.store.bankroll_cents()), format_cents(c.bet_cents)
            )
        )
        if c.seed is None:
            self.deal_label.setText(self.tr("No hand dealt yet."))
        elif c.practice:
            self.deal_label.setText(self.tr("Deal #{0} again: practice, no money").format(c.seed))
        else:
            self.deal_label.setText(self.tr("Deal #{0}").format(c.seed))
        stages = {
            Stage.IDLE: self.tr("Press New hand (F2) to deal."),
            Stage.DEALING: self.tr("Dealing…"),
            Stage.SETTING: self.tr("Put two cards in the low hand and confirm."),
            Stage.OVER: self.tr("The hand is over."),
        }
        said = stages[c.stage]
        if c.stage is Stage.SETTING and len(self.scene.low) == 2:  # the low hand is full: what now
            said = (
                self.tr("Confirm (Enter), or move cards to change your setting.")
                if c.can_confirm()
                else self.tr("Move cards to change your setting: it cannot be played as it is.")
            )
        if offered:  # said where the panel says what to do: the box alone was easy to miss
            said = self.tr(
                'The bank comes round to you: to bank, tick "Take the bank this round" before New hand.'
            )
        if c.stage is Stage.SETTING and not self.scene.interactive:  # sharing the bank with the house
            said = self.tr("You share the bank with the house: it sets your hand. Press Enter.")
        self.stage_label.setText(said)
        self.preview_label.setText(c.preview())  # nothing set yet: the stage line says what to do
        self.reason_label.setText(c.why_not() if c.setting() is not None else "")
        self.confirm_button.setToolTip(c.why_not())
        self.result_label.setText(self._last_hand() if c.stage is Stage.OVER else "")
        self.view.setAccessibleDescription(self.scene.describe())

    def _last_hand(self) -> str:
        """The whole story of the hand just played, for the panel: where the table is short, the
        banner tells only its heading and money (rich text; "" until the hands are turned up)."""
        banner = self.scene.showdown
        story = banner.story
        if story is None:
            return ""
        side = self.controller.side_words(self.controller.round) if self.controller.round else ""
        rest = [*banner.hands_words().splitlines(), story.money, *side.split("; "), banner.advice]
        heading = f"<b>{escape(story.heading, quote=False)}</b>"
        text = "<br>".join([heading, *(escape(line, quote=False) for line in rest if line)])
        return unbroken(text)  # never "net −" at the end of a line and "$10.00" on the next

    # -- actions

    def new_hand(self) -> None:
        if not self.controller.new_hand(take_bank=self.bank_offer.taken()):
            self.deal_refused()
        self.view.setFocus()

    def replay(self) -> None:
        self.controller.replay()
        self.view.setFocus()

    def confirm(self) -> None:
        self.controller.confirm()
        self._refresh()

    def house_way(self) -> None:
        self.controller.set_house_way()
        self.view.setFocus()

    def move_picked(self) -> None:
        self.scene.move_picked()
        self.view.setFocus()

    def set_bet(self, cents: int) -> None:
        """The bet each hand, from the next hand, saved in Pai Gow Poker's settings."""
        self.bet_actions[cents].setChecked(True)
        self.settings = with_bet(self.settings, cents)
        self.write_settings()
        if self.controller.stage in (Stage.IDLE, Stage.OVER):
            self.controller.bet_cents, self.controller.next_bet = cents, None
        else:
            self.controller.next_bet = cents
            self.statusBar().showMessage(self.tr("The new bet counts from the next hand."))
        self._refresh()

    def set_co_banking(self, on: bool) -> None:
        """Co-banking from the next hand, saved in Pai Gow Poker's settings."""
        self.controller.set_co_banking(on)
        self.settings = with_co_banking(self.settings, on)
        self.write_settings()
        self._refresh()

    def _announce_pick(self) -> None:
        if self.scene.picked:
            accessibility.announce_focus(self.view, self.scene.cards[self.scene.picked[-1]])

    def show_trainer_window(self) -> None:
        """The Pai Gow Poker trainer: calculator, drill, quizzes and what the numbers show."""
        if self.trainer_window is None:
            from paigow_desktop.ui.games.paigow_poker.trainer.window import PokerTrainerWindow

            self.trainer_window = PokerTrainerWindow(self.controller.store, self.scene.art, parent=self)
        self._drill_by_the_table()
        self.show_beside(self.trainer_window)  # beside the table, never over the felt

    def _drill_by_the_table(self) -> None:
        """The drill judges as the table deals: by EZ Pai Gow's rules at an EZ table (the
        settings' rules, which the next hand plays by)."""
        if self.trainer_window is not None:
            self.trainer_window.drill_page.advisor.ez = read_rules(self.settings)[0].ez

    def apply_game_settings(self, old: Settings) -> None:
        """Pai Gow Poker's page of the settings dialog: the bet, the rules (co-banking among them)
        and the seats, at once between hands, else from the next hand."""
        bet = read_bet(self.settings)[0]
        place, computers, _ = read_seats(self.settings)
        rules = read_rules(self.settings)[0]
        c = self.controller
        if bet in self.bet_actions:
            self.bet_actions[bet].setChecked(True)
        if c.stage in (Stage.IDLE, Stage.OVER):
            c.bet_cents, c.next_bet = bet, None
        else:
            c.next_bet = bet
        c.set_rules(rules)
        self._drill_by_the_table()
        c.fortune_cents, c.dragon_cents = read_side_bets(self.settings)
        self.co_banking_action.blockSignals(True)  # its toggle would write the settings again
        self.co_banking_action.setChecked(rules.co_banking)
        self.co_banking_action.blockSignals(False)
        if read_seats(old)[:2] != (place, computers):
            c.set_seats(place, nearest_places(place, computers, PLACES))
        self._refresh()

    def welcome_text(self) -> str:
        return welcome_page(
            self.tr("Welcome to Pai Gow Poker"),
            [
                self.tr(
                    "<b>A hand.</b> Choose your bet in Game › Bet and press <b>New hand</b> (F2). You get "
                    "seven cards: set them as a five-card high hand and a two-card low hand. Pick cards "
                    "with a click or the keys 1–7, move them with L, and press <b>Confirm</b> (Enter). "
                    "The high hand must beat the low hand."
                ),
                self.tr(
                    "<b>Who wins.</b> Both your hands beat the banker's: you win, less 5% commission. "
                    "Both lose: you lose. One each: a push. A tie of a hand goes to the banker. The "
                    "joker is an ace, or completes a straight or a flush. <b>House way</b> (H) sets "
                    "your cards as the dealer would."
                ),
                self.tr(
                    "<b>Learning.</b> The trainer (Ctrl+T) says after each hand whether your setting "
                    "was a best one, and if not what it gave up and why; Trainer › Calculator, drill "
                    "and quizzes (Ctrl+Shift+D) has the exact value of every setting."
                ),
                self.tr(
                    "<b>Keys.</b> 1–7 pick a card, L moves the picked cards, Enter confirms, H house "
                    "way, Esc skips the animation, F2 new hand, F1 the rules. This page is under "
                    "Help › Welcome."
                ),
            ],
        )

    def bankroll_reset(self, cents: int) -> None:
        self._refresh()
        super().bankroll_reset(cents)

    def make_statistics(self) -> PokerStatsDialog:
        from paigow_desktop.ui.games.paigow_poker.stats_window import PokerStatsDialog  # when first opened

        return PokerStatsDialog(self.controller.store, format_cents, self)

    def show_rules(self) -> None:
        """The rules of Pai Gow Poker (its help page)."""
        self.open_help("poker", self.tr("Rules of Pai Gow Poker"), {DECK_PICTURE: self.draw_deck})

    def draw_deck(self, dpr: float) -> QPixmap:
        """Every card and the back, in the table's theme, for the help page's picture of the deck."""
        return to_qpixmap(render_contact_sheet(round(DECK_CARD_WIDTH * dpr), self.scene.art.theme), dpr)

    # -- what the app asks of a table window (the rest is the shell's)

    @property
    def game_key(self) -> str:
        return "paigow_poker"

    def hand_in_play(self) -> bool:
        return self.controller.stage in (Stage.DEALING, Stage.SETTING)

    def carry_over(self) -> object:
        """The table (deal numbers, the bank's turn), the banker and the last hand (its result and
        a replay): what the window built in another language goes on from."""
        c = self.controller
        return _Carried(c.table, c.banker, c.seed, c.round, c.settlement, c.practice)

    def take_over(self, carried: object) -> None:
        if not isinstance(carried, _Carried):
            return
        c = self.controller
        seating = Seating(c.me, tuple(c.others))  # this window's, as chosen (Game › Players…)
        c.table, c.seed = carried.table, carried.seed
        c.table.rules = c.rules
        if carried.table.seating == seating:
            c.banker, c.round, c.settlement, c.practice = (
                carried.banker,
                carried.round,
                carried.settlement,
                carried.practice,
            )
        else:  # other seats chosen meanwhile: the last hand (its result, its bank) was another table's
            c.table.seating, c.banker = seating, DEALER
        self._refresh()
        said = c.status_words()  # the last hand's result, now in this language
        if said:
            self.statusBar().showMessage(said)

    def skip_moves(self) -> None:
        self.scene.skip()

    def shut_down(self) -> None:
        self.scene.animator.instant = True
        self.scene.skip()
        # Leaving mid-hand plays it out by the house way, as a casino does for a player who
        # walks away (unsettled, the next start refunded it: a bad hand escaped by quitting).
        if self.controller.stage is Stage.SETTING:
            self.advice.stop()  # no weighing of a hand nobody stays to read
            round_id = self.controller.round_id  # None for practice: nothing to tell
            self.controller.set_house_way()
            self.controller.confirm()
            if round_id is not None:  # said at the next start
                self.left_mid_hand(round_id)
