"""Runs rounds at the table: the engine decides at once, the scene plays it back, the store pays."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer, Signal

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.paigow.game import GAME
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.round import (
    DEALER,
    PLACES,
    Deal,
    Round,
    RoundError,
    Settlement,
)
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import Analysis, analyze
from paigow_desktop.games.paigow.table import TableSession
from paigow_desktop.storage import StorageError, Store
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.demo import DemoRounds
from paigow_desktop.ui.games.paigow.hand_names import rule_name
from paigow_desktop.ui.games.paigow.preview import Preview, describe
from paigow_desktop.ui.games.paigow.table_scene import TableScene
from paigow_desktop.ui.names import practice, say, say_error


class Stage(enum.Enum):
    """Where the table is, as the player sees it (the engine is always a step ahead)."""

    BETTING = "betting"
    DEALING = "dealing"
    SETTING = "setting"
    REVEALING = "revealing"


class TableController(QObject):
    """One table: starts rounds, takes the player's setting, settles, and can play by itself."""

    stage_changed = Signal(object)  #: a Stage
    bankroll_changed = Signal(object)  # the bankroll in cents: a Python int, not 32 bits
    preview_changed = Signal(object)  #: a Preview
    message = Signal(str)
    #: something the store has to tell the player, in the player's language (a write failed)
    round_finished = Signal(object)  #: the Settlement, once the results are shown
    demo_finished = Signal()
    demo_stopped = Signal(str)  #: the demo could not deal its next round: why (then demo_finished)
    analysis_ready = Signal(object)  #: the exact Analysis of the player's four tiles, once dealt
    setting_judged = Signal(object, object)  #: (Analysis, the Setting played), on confirm
    #: a round is about to be dealt: choices kept for the next round apply now (a new seat)
    about_to_deal = Signal()

    def __init__(self, scene: TableScene, session: TableSession, store: Store) -> None:
        super().__init__(scene)
        self.scene = scene
        self.session = session
        self.store = store
        self.stage = Stage.BETTING
        self.game: Round | None = None
        self.deal: Deal | None = None
        self.round_id: int | None = None
        self.practice = False  #: this round is a replay: played for no money, kept nowhere
        self.last_bet_cents = session.rules.minimum_cents
        #: the demo (ui.demo.DemoTable): the computer plays the player's seat at the last bet
        self.demo = DemoRounds(self, self._deal_demo_round, self.demo_finished, self.demo_stopped)
        #: why new_round last refused to deal (what it said in ``message``)
        self.refusal: str | None = None
        self._analysis: Analysis | None = None
        # The hands as "House way: …" was said for them (None: not said, or moved away since).
        self._house_way_said: tuple[list[Tile], list[Tile]] | None = None
        #: asks the player whether to take the bank (the window shows a question)
        self.ask_to_bank: Callable[[], bool] = lambda: False
        self.shown_bankroll = store.bankroll_cents()
        scene.ready_to_set.connect(self._ready_to_set)
        scene.reveal_shown.connect(self._reveal_shown)
        scene.arrangement_changed.connect(self._arrangement_changed)
        self._titles()

    # -- state for the window

    @property
    def player(self) -> int:
        return self.session.seating.player

    @property
    def seed(self) -> int | None:
        return self.session.current_seed

    def out_of_money(self) -> str | None:
        """None while your bankroll can play a round at this table (bet its minimum), else why
        not, in the interface's language (the window then offers a reset or an end to the play)."""
        reason = self.session.can_afford_hand(self.store.bankroll_cents())
        return None if reason is None else say(reason)

    def _set_stage(self, stage: Stage) -> None:
        self.stage = stage
        self.stage_changed.emit(stage)

    def refresh_seats(self) -> None:
        """Show the seating again (after the seat or the number of players changed)."""
        self._titles()

    def _seat_titles(self) -> dict[int, str]:
        """Each place's name on its plate ("You", "Dealer", "Seat 3 (bank)")."""
        titles = {place: self.tr("Seat {0}").format(place) for place in range(1, PLACES)}
        titles[DEALER] = self.tr("Dealer")
        titles[self.player] = self.tr("You")
        if self.game is not None and self.game.banker != DEALER:
            titles[self.game.banker] = self.tr("{0} (bank)").format(titles[self.game.banker])
        return titles

    def _titles(self) -> None:
        """Show the seating between rounds: every place's name, "empty" where nobody sits."""
        titles = self._seat_titles()
        playing = {DEALER, self.player, *self.session.seating.computers}
        bets = {place: self.tr("empty") for place in titles if place not in playing}
        self.scene.show_seats(titles, bets, playing)

    # -- betting and the deal

    def new_round(
        self, bet_cents: int, *, seed: int | None = None, banker: int | None = None, replay: bool = False
    ) -> bool:
        """Bet, deal and play the deal back; False (with a message) when not allowed."""
        if self.stage is Stage.SETTING or self.stage is Stage.DEALING:
            return self._refuse(self.tr("Finish this round first."))
        if self.stage is Stage.REVEALING:
            self.scene.skip()
        self.about_to_deal.emit()
        bankroll = self.store.bankroll_cents()
        try:
            if banker is None:
                banker = self._choose_banker(bankroll)
            game = self.session.start(bet_cents, bankroll, seed=seed, banker=banker, replay=replay)
        except (RoundError, ValueError) as error:
            return self._refuse(self.tr("Cannot deal: {0}.").format(say_error(error)))
        self.refusal = None
        self.game = game
        self._analysis = None
        self.last_bet_cents = bet_cents
        self.deal = game.deal()
        assert self.session.current_seed is not None
        rules = self.session.rules
        details = {
            "minimum_cents": rules.minimum_cents,
            "maximum_cents": rules.maximum_cents,
            "commission": str(rules.commission),
            "banker": game.banker,
        }
        staked = 0 if game.banker == self.player else bet_cents  # a banking player stakes nothing
        # A replay is practice: its tiles and the dealer's are known, so it stakes nothing, and
        # neither the bankroll nor the history hears of it (a won deal replayed at the table's
        # maximum paid every time).
        self.practice = replay
        self.scene.practice = replay
        try:
            self.round_id = (
                None
                if replay
                else self.store.begin_round(GAME.key, self.session.current_seed, staked, self.player, details)
            )
        except StorageError as error:
            # Nothing was written (one transaction): the deal is dropped and the table stays open.
            self.game, self.deal, self.round_id = None, None, None
            self.message.emit(self.tr("Cannot deal: {0}").format(say_error(error)))
            self._show_bankroll()
            return False
        self.shown_bankroll = self.store.bankroll_cents()
        self.bankroll_changed.emit(self.shown_bankroll)
        titles = self._seat_titles()  # shown with this round's bets just below
        self.scene.set_banker(game.banker)
        bets = {p: self.tr("empty") for p in titles if p not in self.deal.occupied}
        bets.update({p: format_cents(c) for p, c in game.bets.items()})
        if replay and self.player in game.bets:  # your bet is what it would have been: said so
            bets[self.player] = self.tr("{0}, practice").format(format_cents(game.bets[self.player]))
        self.scene.show_seats(titles, bets, set(self.deal.occupied))
        self.scene.show_bets(dict(game.bets))
        self._set_stage(Stage.DEALING)
        self.scene.play_deal(self.deal, seed=self.session.current_seed)
        return True

    def _refuse(self, reason: str) -> bool:
        """Say why no round was dealt; False, for new_round to return."""
        self.refusal = reason
        self.message.emit(reason)
        return False

    def _choose_banker(self, bankroll: int) -> int:
        """Who banks this round: the bank goes round when the table allows it; the player is
        asked (or not) as the settings say, and only when the bankroll covers the table."""
        session = self.session
        if self.demo.playing:
            return DEALER  # the demo plays the player's seat against the house
        accept = session.asks_to_bank(self.player, bankroll) and self.ask_to_bank()
        return session.choose_banker(bankroll, accept=accept)

    def replay(self) -> bool:
        """Deal the current (or last) deal again, with the same bet and the same banker (the dice
        count starts at the banker, so another banker would send the stacks elsewhere)."""
        if self.seed is None:
            self.message.emit(self.tr("No deal to replay yet."))
            return False
        banker = self.game.banker if self.game is not None else None
        return self.new_round(self.last_bet_cents, seed=self.seed, banker=banker, replay=True)

    def analysis(self) -> Analysis | None:
        """The exact figures of every setting of the player's tiles this round (computed once),
        from the player's side of the bank."""
        if self._analysis is None and self.deal is not None and self.player in self.deal.occupied:
            tiles = self.deal.tiles_of(self.player)
            bank = self.game is not None and self.game.banker == self.player
            self._analysis = analyze(tiles, bank=bank, commission=self.session.rules.commission)
        return self._analysis

    def _ready_to_set(self) -> None:
        self._set_stage(Stage.SETTING)
        analysis = self.analysis()
        if analysis is not None:
            self.analysis_ready.emit(analysis)
        if self.game is not None and self.game.co_bank and self.game.banker == self.player:
            # Co-banking: the house shares the bank and sets the player's tiles by the house way.
            self.set_house_way()
            self.message.emit(self.tr("Co-banking: the house sets your tiles by the house way."))
            QTimer.singleShot(0, self.confirm)
        if self.demo.playing:
            self.set_house_way()
            QTimer.singleShot(0, self.confirm)

    # -- setting the hand

    def preview(self) -> Preview:
        """The preview of the hands as set, or as a tile dragged over the other hand would set them."""
        low, high = self.scene.previewed_hands()
        return describe(low, high)

    def _arrangement_changed(self) -> None:
        self.preview_changed.emit(self.preview())
        said = self._house_way_said
        if said is not None and self.scene.player_hands() != said:
            # Moved away from the house way (a tile moved, an undo): "House way: …" no longer
            # says what is on the felt; what to do does.
            self._house_way_said = None
            self.message.emit(self.scene.setting_words())

    def can_confirm(self) -> bool:
        return self.stage is Stage.SETTING and self.scene.complete()

    def _tile_held(self) -> bool:
        """A tile is held mid-drag: Confirm and the house way wait until it is let go (Confirm
        played the hands as they were before the drag, while the preview showed the drop's)."""
        if self.scene.tile_held():
            self.message.emit(self.tr("Let go of the tile first."))
            return True
        return False

    def set_house_way(self) -> None:
        if self.stage is not Stage.SETTING or self._tile_held():
            return
        low, high = self.scene.player_hands()
        decision = set_hand([*low, *high])
        self._house_way_said = None  # the arrangement below is the house way's: nothing moved away
        self.scene.arrange(decision.setting.low.tiles, decision.setting.high.tiles)
        self.message.emit(self.tr("House way: {0}").format(rule_name(decision)))
        self._house_way_said = self.scene.player_hands()

    def confirm(self) -> bool:
        """Play the player's setting: the dealer reveals, every place is compared, money moves."""
        if not self.can_confirm() or self.game is None or self.deal is None or self._tile_held():
            return False
        preview = describe(*self.scene.player_hands())  # as set, whatever a drag would make
        assert preview.setting is not None
        reason = self.game.can_play_out(self.player, preview.setting)
        if reason is not None:
            self.message.emit(reason)
            return False
        self.scene.finish_setting(preview.setting)
        analysis = self.analysis()
        if analysis is not None:
            self.setting_judged.emit(analysis, preview.setting)
        end = self.game.play_out(self.player, preview.setting)  # the engine runs the round to its end
        if self.round_id is not None and end.record is not None:
            # The engine's record of the round, with the trainer's figure for your setting.
            given_up = self.ev_given_up(preview.setting)
            history = replace(end.record, ev_given_up=given_up).to_json()
            round_id, self.round_id = self.round_id, None
            try:
                self.store.finish_round(round_id, history, end.settlement.place(self.player))
            except StorageError as error:
                # The ledger keeps the round as it was (open: refunded at the next start; or
                # already refunded): the hand is still shown, and the table goes on.
                self.message.emit(
                    self.tr("This round's result could not be recorded: {0}").format(say_error(error))
                )
        self._set_stage(Stage.REVEALING)
        self.scene.play_reveal(
            self.deal, end.reveal, dict(end.settings), dict(end.rules), end.settlement, format_cents
        )
        return True

    def ev_given_up(self, setting: Setting) -> float:
        """Units per unit bet this setting gives up against the best setting of the same tiles."""
        analysis = self.analysis() or analyze(setting.tiles, commission=self.session.rules.commission)
        return analysis.given_up(setting)

    def _reveal_shown(self) -> None:
        assert self.game is not None and self.game.settlement is not None
        settlement: Settlement = self.game.settlement
        self._show_bankroll()
        self.message.emit(self.result_words())
        self._set_stage(Stage.BETTING)
        self.round_finished.emit(settlement)
        self.demo.round_done()

    def result_words(self) -> str:
        """The last round's result for the status line, in the interface's language ("" before any)."""
        if self.game is None or self.game.settlement is None:
            return ""
        mine = self.game.settlement.place(self.player)
        if self.game.banker == self.player:
            amount = format_cents(abs(mine.net_cents))
            if mine.commission_cents:
                template = (
                    self.tr("Your bank wins {0} (commission {1}).")
                    if mine.net_cents >= 0
                    else self.tr("Your bank loses {0} (commission {1}).")
                )
                text = template.format(amount, format_cents(mine.commission_cents))
            else:
                template = (
                    self.tr("Your bank wins {0}.") if mine.net_cents >= 0 else self.tr("Your bank loses {0}.")
                )
                text = template.format(amount)
        elif mine.net_cents > 0:
            text = self.tr("You win {0} (commission {1}).").format(
                format_cents(mine.net_cents), format_cents(mine.commission_cents)
            )
        elif mine.net_cents < 0:
            text = self.tr("You lose {0}.").format(format_cents(-mine.net_cents))
        else:
            text = self.tr("Push: your bet comes back.")
        if self.practice:
            text = practice(text)
        return self.tr("{0} Press New round (F2) to play again.").format(text)

    def _show_bankroll(self) -> None:
        """Show the ledger's bankroll (the store's, never a copy kept here)."""
        try:
            self.shown_bankroll = self.store.bankroll_cents()
        except StorageError as error:
            self.message.emit(say_error(error))
        self.bankroll_changed.emit(self.shown_bankroll)

    # -- the computer plays the player's seat

    def start_demo(self, rounds: int, first_seed: int | None = None) -> None:
        """Play ``rounds`` rounds at the last bet, the player's tiles set by the house way,
        from deal ``first_seed`` (else the next number) on (see ui.demo.DemoTable)."""
        if first_seed is not None:
            self.session.next_seed = first_seed  # a number out of range is refused at the deal
        self.demo.start(rounds)

    def end_demo(self) -> None:
        self.demo.end()

    def _deal_demo_round(self) -> str | None:
        # The bankroll may no longer cover the bet (or the bank has moved on): then the demo
        # cannot go on, and says why.
        return None if self.new_round(self.last_bet_cents) else self.refusal or ""
