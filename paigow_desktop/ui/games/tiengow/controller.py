"""The Tien Gow table's controller: it owns the hand and runs it as the table's state machine.

Idle → dealing (the dice choose the first banker) → tricks (your turn, or a computer player
thinking off the GUI thread) → over (settled in the ledger) → the next hand, the bank passing as
the rules say.  The scene is told only what your seat may know (your :class:`SeatView`); each
computer player is given only its own seat's view.  The engine's state changes at once; the
scene plays it back.
"""

from __future__ import annotations

import enum
import random
import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar, cast, overload

from PySide6.QtCore import QObject, QThreadPool, Signal, SignalInstance, Slot

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.tiengow import money as tg_money
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.players import Player
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import TileSet, identify
from paigow_desktop.games.tiengow.table import NextHand, TienGowTable
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.storage import StorageError, Store
from paigow_desktop.tiles.tile import Tile
from paigow_desktop.ui.background import emit_if_alive
from paigow_desktop.ui.demo import DemoRounds
from paigow_desktop.ui.games.tiengow.options import DEFAULT_NAMES, seat_name
from paigow_desktop.ui.games.tiengow.play_words import PlayWords
from paigow_desktop.ui.games.tiengow.scene import ChipPayment, TienGowScene
from paigow_desktop.ui.names import points_words, practice, say, sentences

# seat_name lives with the players' names in options.py (light enough for the settings page)
__all__ = ["HandOutcome", "Stage", "TienGowController", "seat_name"]

GAME_KEY = "tiengow"
T = TypeVar("T")


class Stage(enum.Enum):
    """Where the table is in a hand."""

    IDLE = "idle"  #: no hand yet
    DEALING = "dealing"
    YOUR_TURN = "your turn"
    THINKING = "thinking"  #: a computer player is choosing
    OVER = "over"  #: settled; New hand deals the next


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """Your result of a hand for the ledger (storage's ``Outcome``): nothing is staked; the
    points you won or lost are money at the table's rate."""

    place: int
    net_cents: int
    bet_cents: int = 0
    commission_cents: int = 0
    result_word: str | None = None


class _Relay(QObject):
    """Carries a computer player's move from its worker thread to the controller (queued)."""

    done = Signal(int, object, object)  #: job token, the move (or the error), the worker's thread id


def _think(decision: Callable[[], Move], token: int, relay: _Relay) -> Callable[[], None]:
    """One computer player's decision (the table's, from its own seat's view), to run on a pool thread.

    A plain function for the pool (which wraps it in a runnable of its own): PySide kept some
    finished Python ``QRunnable`` objects alive, each with the seat's view it chose from and
    the hand's tricks in it, about 11 KB of memory a hand over a long session."""

    def run() -> None:
        try:
            result: object = decision()
        except Exception as error:  # a bug in a player must not take the table down
            result = error
        emit_if_alive(relay.done, token, result, threading.get_ident())

    return run


class _OnTable(Generic[T]):
    """An attribute of the controller that is the engine's (``controller.table``), by the same name."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, controller: None, owner: type) -> _OnTable[T]: ...
    @overload
    def __get__(self, controller: TienGowController, owner: type | None = None) -> T: ...
    def __get__(self, controller: TienGowController | None, owner: type | None = None) -> T | _OnTable[T]:
        return self if controller is None else cast(T, getattr(controller.table, self.name))

    def __set__(self, controller: TienGowController, value: T) -> None:
        setattr(controller.table, self.name, value)


class TienGowController(QObject, PlayWords):
    """Deals hands, lets you play your seat, runs the computer players and settles in the ledger."""

    stage_changed = Signal(object)  #: the Stage
    message = Signal(str)  #: for the status line
    happened = Signal(str)  #: what happened at the table, one line each (the window keeps a log)
    selection_changed = Signal()  #: your picked tiles or what you may play changed
    bankroll_changed = Signal(object)  # the bankroll in cents: a Python int, not 32 bits
    hand_finished = Signal(object)  #: the finished HandRecord (settlement and review plug in here)
    #: your play, with your seat's view as it was when you chose it (the trainer weighs it)
    human_played = Signal(object, object)
    demo_finished = Signal()
    demo_stopped = Signal(str)  #: the demo could not deal its next hand: why (then demo_finished)

    # Long: the controller's parts in one place: the hand, the players, the pool and the ledger
    def __init__(
        self,
        scene: TienGowScene,
        store: Store,
        *,
        rules: Rules | None = None,
        cents_per_point: int = 10,
        level: str = "default",
        seed: int | None = None,
        rng: random.Random | None = None,
        me: int = 0,
        names: Sequence[str] = DEFAULT_NAMES,
        levels: Sequence[str] | None = None,
    ) -> None:
        super().__init__()
        self.scene = scene
        self.store = store
        self.rules = rules or Rules()
        self.cents_per_point = cents_per_point
        self.me = me
        #: the computer players' seats, in playing order from yours
        self.computer_seats = tuple((me + step) % 4 for step in (1, 2, 3))
        #: each computer seat's name and level (``players.make_player`` names)
        self.names = dict(zip(self.computer_seats, names, strict=True))
        self.levels = dict(zip(self.computer_seats, levels or (level,) * 3, strict=True))
        self.rng = rng or random.Random()
        self.next_seed = seed  #: the deal number of the next hand (None: a random one)
        self.stage = Stage.IDLE
        #: the engine: the hand in play, its turns, its record and the bank passing on
        self.table = TienGowTable(self.rules)
        self.round_id: int | None = None
        self.record: HandRecord | None = None  #: the last finished hand, as handed to the ledger
        #: a point's value and the computer players' levels chosen mid-hand, for the next hand
        self.next_rate: int | None = None
        self.hand_rate = cents_per_point  #: the cents a point of the last hand dealt was paid at
        self.next_levels: dict[int, str] | None = None
        self.next_rules: Rules | None = None  #: rules chosen mid-hand (Settings), for the next hand
        # Pool, then relay, both children (as in ui/background.py): deleted in that order, the
        # pool waits for a thinking player before the relay it answers on goes.
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)
        self.relay.done.connect(self._computer_chose)
        self._token = 0
        self._pending: tuple[int, object] | None = None  #: a move that arrived while the scene moved
        #: the threads computer players chose on lately (for the tests; bounded: a long session)
        self.worker_threads: deque[int] = deque(maxlen=64)
        self.on_finished: list[Callable[[HandRecord], None]] = []
        self._after_scene: list[Callable[[], None]] = []  #: to do once the scene stops moving
        self._sticky = ""  #: words of a payment, kept on the felt through the next lead
        self._told = False  #: something was said on the status line since the last play
        self.hints = 0  #: hints asked for in this hand (H): the hand counts as assisted
        #: why new_hand last refused to deal (what it said in ``message``)
        self.refusal: str | None = None
        #: the demo (ui.demo.DemoTable): your seat played by the Basic player's rules of thumb
        self.demo = DemoRounds(self, self._deal_demo_hand, self.demo_finished, self.demo_stopped)
        scene.animator.idle.connect(self._scene_idle)
        scene.selection_changed.connect(self.selection_changed)
        self.refresh_places()

    # The engine's state, read here (and carried over to a window in another language).
    hand: _OnTable[Hand | None] = _OnTable()
    seed: _OnTable[int | None] = _OnTable()
    practice: _OnTable[bool] = _OnTable()  #: this hand is a replay: played for nothing, kept nowhere
    banker: _OnTable[int | None] = _OnTable()  #: the next hand's banker (None: the dice choose)
    streak: _OnTable[int] = _OnTable()
    players: _OnTable[dict[int, Player]] = _OnTable()

    # -- names

    @property
    def level(self) -> str:
        """The computer players' level when they all play at one ("mixed" when they do not)."""
        found = set(self.levels.values())
        return found.pop() if len(found) == 1 else "mixed"

    @level.setter
    def level(self, level: str) -> None:
        self.levels = dict.fromkeys(self.computer_seats, level)

    def seat_title(self, seat: int) -> str:
        """A place's name on its plate: yours, or the computer player's name and level."""
        if seat == self.me:
            return self.tr("You ({0})").format(seat_name(seat))
        return self.tr("{0} ({1})").format(self.names[seat], self.level_name(seat))

    def short_name(self, seat: int) -> str:
        """The seat in a sentence: yours marked as such, else the computer player's name."""
        return self.tr("{0} (you)").format(seat_name(seat)) if seat == self.me else self.names[seat]

    def level_name(self, seat: int | None = None) -> str:
        """A computer player's level in words (``seat`` None: all of theirs, when one)."""
        level = self.level if seat is None else self.levels[seat]
        names = {
            "rule": self.tr("basic"),
            "sampling": self.tr("strong"),
            "default": self.tr("strong"),
            "expert": self.tr("expert"),
            "mixed": self.tr("mixed"),
        }
        return names.get(level, level)

    def set_rate(self, cents: int) -> None:
        """A point is worth ``cents`` from now (between hands) or from the next hand."""
        if self.stage in (Stage.IDLE, Stage.OVER):
            self.cents_per_point, self.next_rate = cents, None
        elif cents == self.cents_per_point:
            self.next_rate = None  # back to the rate in play: nothing waits
        else:
            self.next_rate = cents
            self._tell(self.tr("The new value of a point counts from the next hand."))

    def set_level(self, level: str) -> None:
        """Every computer player's level, from the next hand."""
        self.set_players([self.names[s] for s in self.computer_seats], [level] * 3)

    def set_players(self, names: Sequence[str], levels: Sequence[str]) -> None:
        """The computer players' names (shown at once) and levels (from the next hand), in
        playing order from your seat."""
        self.names = dict(zip(self.computer_seats, names, strict=True))
        chosen = dict(zip(self.computer_seats, levels, strict=True))
        if self.stage in (Stage.IDLE, Stage.OVER):
            self.levels, self.next_levels = chosen, None
        elif chosen == self.levels:
            self.next_levels = None  # back to the levels in play: nothing waits
        else:
            self.next_levels = chosen
            self._tell(self.tr("The computer players change from the next hand."))
        self.refresh_places()

    def set_rules(self, rules: Rules) -> None:
        """The rules the table plays by: from now (between hands) or from the next hand (the
        hand in play keeps the rules it was dealt under, and its record says them)."""
        if self.stage in (Stage.IDLE, Stage.OVER):
            self.rules, self.next_rules = rules, None
        elif rules == self.rules:
            self.next_rules = None  # back to the rules in play: nothing waits
        else:
            self.next_rules = rules
            self._tell(self.tr("The new rules count from the next hand."))

    def money(self, points: int) -> str:
        """``points`` as money at this table's rate."""
        return format_cents(points * self.cents_per_point)

    def out_of_money(self) -> str | None:
        """None while your bankroll covers the worst the next hand can cost at this table's point
        value (the one chosen for the next hand), else why not, in the interface's language (the
        window then offers a reset or an end to the play)."""
        rate = self.next_rate if self.next_rate is not None else self.cents_per_point
        streak = self.streak if self.banker is not None else 0  # a banker by the dice starts at 0
        reason = tg_money.can_afford_hand(self.rules, self.store.bankroll_cents(), rate, streak)
        return None if reason is None else say(reason)

    # -- the hand

    # Long: a deal's every part in its order: the choices waiting, the ledger, the table reset
    def new_hand(
        self,
        seed: int | None = None,
        *,
        banker: int | None = None,
        streak: int | None = None,
        practice: bool = False,
    ) -> bool:
        """Deal hand ``seed`` (else the next number); the banker by the dice for the first hand,
        then as the last hand passed the bank.  ``practice`` (a replay): nothing is paid, kept
        or passed on (the bank stays where the last hand played for money left it).  False
        (with a message) in the middle of a hand, or when your bankroll does not cover the worst
        the hand can cost (a practice hand costs nothing)."""
        refusal = self._why_not_deal(practice=practice)
        if refusal is not None:
            self.refusal = refusal
            self.message.emit(refusal)
            return False
        self.hand_rate = self.cents_per_point  # what a point of this hand is paid at
        if seed is None:
            seed = self.next_seed if self.next_seed is not None else self.rng.randrange(1, 1_000_000_000)
        self.next_seed = seed + 1
        plan = self.table.next_hand(seed, banker=banker, streak=streak, rules=self.rules)
        if not self._begin(plan, practice=practice):
            return False
        self.table.start(plan, {s: self.levels[s] for s in self.computer_seats}, practice=practice)
        hand, dealt, by_dice, chosen = self.table.hand, plan.deal, plan.by_dice, plan.banker
        assert hand is not None
        self.record = None
        self._token += 1
        self._pending = None
        self._after_scene = []
        self._sticky = ""  # the last hand's words belong to it: none are carried into this one
        self.hints = 0
        self._set_stage(Stage.DEALING)
        self.refresh_places()
        self.scene.say("")
        self.scene.set_interactive(False)
        self.scene.set_chip_unit(self.cents_per_point)  # the chips count points at this hand's rate
        dice_words = self.tr("The dice say {0}: {1} banks.").format(
            sum(dealt.dice), self.short_name(dealt.dice_banker)
        )
        self.scene.play_deal(self.view(), dealt.dice if by_dice else None, dice_words)
        dealt_words = self.tr("Deal {0}: {1} banks (×{2}).").format(seed, self.short_name(chosen), hand.m)
        self.message.emit(dealt_words)
        self.happened.emit(dealt_words)
        if hand.over:  # one red dot ends it at once
            self._finish()
        else:
            self._later(self._advance)
        return True

    def _why_not_deal(self, *, practice: bool) -> str | None:
        """Why no hand can be dealt now (in a hand; a bankroll short of the worst the hand can
        cost, unless it is practice), else None, with what was chosen for the next hand taken."""
        if self.stage in (Stage.DEALING, Stage.YOUR_TURN, Stage.THINKING):
            return self.tr("Finish this hand first.")
        if self.next_rate is not None:
            self.cents_per_point, self.next_rate = self.next_rate, None
        short = None if practice else self.out_of_money()
        if short is not None:
            return short
        if self.next_levels is not None:
            self.levels, self.next_levels = self.next_levels, None
        if self.next_rules is not None:
            self.rules, self.next_rules = self.next_rules, None
        return None

    def _begin(self, plan: NextHand, *, practice: bool) -> bool:
        """Open the hand in the ledger (not a practice hand); False (with a message) when the
        store cannot."""
        details = {
            "banker": plan.banker,
            "banker_streak": plan.streak,
            "cents_per_point": self.cents_per_point,
            "level": self.level,
            "levels": {str(seat): level for seat, level in self.levels.items()},
            "rules": self.rules.to_json(),
        }
        try:
            self.round_id = (
                None
                if practice
                else self.store.begin_round(GAME_KEY, plan.deal.seed, 0, place=self.me, details=details)
            )
        except StorageError as error:
            self.refusal = str(error)
            self.message.emit(self.refusal)
            return False
        self.refusal = None
        return True

    def replay(self) -> bool:
        """Deal the last hand's tiles again, with the same banker."""
        if self.seed is None or self.hand is None:
            self.message.emit(self.tr("There is no deal to replay yet."))
            return False
        # Practice: the tiles are known by now, so a replay pays nothing (a won hand replayed
        # paid again, every time).
        return self.new_hand(
            self.seed, banker=self.hand.banker, streak=self.hand.banker_streak, practice=True
        )

    def view(self) -> SeatView:
        """Your seat's view: everything the table shows is drawn from it."""
        assert self.hand is not None
        return self.hand.view(self.me)

    def _tell(self, text: str) -> None:
        """Say ``text`` on the status line, where it stays while the next computer player thinks."""
        self._told = True
        self.message.emit(text)

    @staticmethod
    def _all_must_go(view: SeatView) -> bool:
        """Following with no choice left: every tile you hold must go down (and may)."""
        every = Move(view.tiles, False)
        return not view.leading and view.trick_size == len(view.tiles) and view.can_play(every) is None

    def _set_stage(self, stage: Stage) -> None:
        self.stage = stage
        self.stage_changed.emit(stage)

    def _advance(self) -> None:
        hand = self.hand
        if hand is None or self.stage is Stage.OVER:
            return
        if hand.over:
            self._finish()
            return
        seat = hand.to_play
        assert seat is not None
        self.refresh_places()
        if seat == self.me and self.demo.playing:  # the demo plays your seat as you would leave it
            self._set_stage(Stage.THINKING)
            self._play(self.me, self.table.simplest_move(self.me))
            return
        if seat == self.me:
            self._set_stage(Stage.YOUR_TURN)
            view = self.view()
            sets = view.legal_leads() if view.leading else view.beating_sets()
            self.scene.set_interactive(True, [s.tiles for s in sets])
            if view.leading:
                self.message.emit(self.tr("Your lead: pick a set and press Play face up."))
            elif hand.early_death(seat):
                self.message.emit(
                    self.tr("Early death: no column yet, so your last tile goes face down. Press Enter.")
                )
            elif sets:
                self.message.emit(self.tr("Beat the high set with Play face up, or use Discard face down."))
            elif self._all_must_go(view):
                self.message.emit(self.tr("You cannot beat it: your last tiles go face down. Press Enter."))
            else:
                count = view.trick_size or 1
                self.message.emit(
                    self.tr("You cannot beat it: pick 1 tile and press Discard face down.")
                    if count == 1
                    else self.tr("You cannot beat it: pick {0} tiles and press Discard face down.").format(
                        count
                    )
                )
            self._told = False  # your turn's words replaced whatever was said
            self.selection_changed.emit()
            return
        self._set_stage(Stage.THINKING)
        if not self._told:  # what the last play brought about stays up while the next one thinks
            self.message.emit(self.tr("{0} to play…").format(self.names[seat]))
        self._told = False
        self.scene.set_interactive(False)
        self.selection_changed.emit()
        self._token += 1
        self.pool.start(_think(self.table.decision(seat), self._token, self.relay))

    @Slot(int, object, object)  # a slot of this object: a move still queued when it goes is dropped
    def _computer_chose(self, token: int, result: object, thread: int) -> None:
        if token != self._token or self.stage is not Stage.THINKING:
            return  # a hand that is gone
        self.worker_threads.append(thread)
        if self.scene.animator.busy or self._after_scene:
            self._pending = (token, result)
            return
        self._apply_computer(result)

    def _later(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the scene has played what it was given (at once when idle)."""
        if self.scene.animator.busy:
            self._after_scene.append(callback)
        else:
            callback()

    def _scene_idle(self) -> None:
        while self._after_scene and not self.scene.animator.busy:
            self._after_scene.pop(0)()
        if self._pending is not None and not self.scene.animator.busy and not self._after_scene:
            _, result = self._pending
            self._pending = None
            self._apply_computer(result)

    def _apply_computer(self, result: object) -> None:
        seat = self.table.to_play
        assert seat is not None
        move = result if isinstance(result, Move) else self.table.simplest_move(seat)
        if not isinstance(result, Move):
            self._tell(self.tr("A computer player failed; it played the simplest move."))
        self._play(seat, move)

    def _play(self, seat: int, move: Move) -> None:
        """The engine plays the move; the table plays back what it did."""
        turn = self.table.play(seat, move)
        self.scene.set_interactive(False)
        self.scene.show_view(self.view())
        self.scene.show_payments(
            [
                ChipPayment(p.payer, p.payee, p.points * self.cents_per_point)
                for p in turn.payments
                if p.reason in (tg_money.GEE_JOON, tg_money.QUARTET)
            ]
        )
        self.refresh_places()
        self.happened.emit(self._play_words(seat, move, lead=turn.led))
        words = self._outcome_words(turn)
        if words:
            # Told when the table shows it: the trick's tiles land before the log and the
            # status line say who won it (they said it while the tiles still flew).
            def tell(words: list[str] = words) -> None:
                for line in words:
                    self.happened.emit(line)
                self._tell(sentences(words))

            self._later(tell)
            first = words[0]
            # A Gee Joon's or a quartet's words stay through the next lead; the end of the hand's
            # settlement is no such payment (its words stayed into the next hand's first trick).
            self._sticky = first if turn.payments and not turn.hand_over else ""
            self._later(lambda: self.scene.say(first))
        elif turn.led:  # a new trick is led: the last one's words go
            if self._sticky:  # a payment's words stay for one more trick
                sticky, self._sticky = self._sticky, ""
                self._later(lambda: self.scene.say(sticky))
            else:
                self._later(lambda: self.scene.say(""))
        self._later(self._advance)

    # -- your moves

    def selected(self) -> tuple[Tile, ...]:
        """Your picked tiles, in the order picked."""
        return self.scene.selected_tiles()

    def selected_move(self, face_up: bool) -> Move:
        """Your picked tiles as a move, face up or down."""
        return Move(self.selected(), face_up)

    def can_play(self) -> bool:
        """Whether the picked tiles may go face up now (a lead, or a beat)."""
        if self.stage is not Stage.YOUR_TURN or not self.selected():
            return False
        return self.view().can_play(self.selected_move(True)) is None

    def can_discard(self) -> bool:
        """Whether the picked tiles may go face down now (following, as many as led)."""
        if self.stage is not Stage.YOUR_TURN or not self.selected():
            return False
        view = self.view()
        return not view.leading and view.can_play(self.selected_move(False)) is None

    def why_not(self) -> str:
        """Why the picked tiles cannot be played face up ("" when they can), in your language."""
        if self.stage is Stage.YOUR_TURN and not self.selected():
            return self.tr("Pick tiles with a click or the keys 1 to 8.")
        reason = self.play_refusal()
        return say(reason) if reason else ""

    def play_refusal(self) -> str | None:
        """The engine's reason the picked tiles cannot go face up now (None: they can, or none picked)."""
        tiles, hand = self.selected(), self.hand
        if self.stage is not Stage.YOUR_TURN or not tiles or hand is None:
            return None
        return hand.can_lead(tiles) if self.view().leading else hand.can_play_face_up(tiles)

    def playable_sets(self) -> list[TileSet]:
        """The sets you may play face up now."""
        if self.stage is not Stage.YOUR_TURN:
            return []
        view = self.view()
        return view.legal_leads() if view.leading else view.beating_sets()

    def play(self) -> bool:
        """Play the picked tiles face up (a lead or a beat)."""
        if not self.can_play():
            reason = self.why_not()
            if not reason:
                text = self.tr("Not your turn.")
            elif not self.selected():  # nothing picked yet is no rule broken: say how to pick
                text = reason
            else:
                text = self.tr("Not allowed: {0}").format(reason)
            self.message.emit(text)
            return False
        self._human(self.selected_move(True))
        return True

    def play_picked(self) -> bool:
        """Enter, or a double-click: the picked tiles face up; face down when nothing you hold
        may go face up (you cannot beat the trick: they go down whatever you pick); all your
        tiles, whatever is picked, when every tile you hold must go down.  Tiles that could go
        down but that you may have meant to beat with are not put down: you are told why they
        cannot beat."""
        if self.stage is not Stage.YOUR_TURN:
            return False  # a key pressed while the others play: nothing to say over their news
        if not self.playable_sets():
            view = self.view()
            if self._all_must_go(view):  # whatever is picked: every tile you hold goes down
                self._human(Move(view.tiles, False))
                return True
            if self.can_discard():
                return self.discard()
        return self.play()

    def discard(self) -> bool:
        """Put the picked tiles face down (following only)."""
        if not self.can_discard():
            view = self.view() if self.hand is not None else None
            if view is not None and self.stage is Stage.YOUR_TURN:
                if view.leading:
                    self.message.emit(self.tr("Not allowed: a lead is played face up."))
                else:
                    count = view.trick_size or 1
                    self.message.emit(
                        self.tr("Not allowed: discard exactly 1 tile.")
                        if count == 1
                        else self.tr("Not allowed: discard exactly {0} tiles.").format(count)
                    )
            return False
        self._human(self.selected_move(False))
        return True

    def _human(self, move: Move) -> None:
        """Your move made, and told (with the view you chose it from) to the trainer.  From now
        until the others have answered it is not your turn: while your tiles go down, Play,
        Discard and the keys were still on, and a second press was refused in words that took
        the place of the trick's news."""
        view = self.view()
        self._set_stage(Stage.THINKING)  # before the play: at speed 0 the next turn comes within it
        self._play(self.me, move)
        self.selection_changed.emit()  # the picked tiles went down with the move
        self.human_played.emit(view, move)

    def describe_selection(self) -> str:
        """Your picked tiles and the set they form, in words ("" when none are picked)."""
        tiles = self.selected()
        if not tiles:
            return ""
        found = identify(tiles, mixed=self.rules.mixed_pairs_and_sets)
        words = " ".join(str(t) for t in tiles)
        if found is None:
            return self.tr("{0} — not a set").format(words)
        return self.tr("{0} — {1}").format(words, set_name(found))

    # -- the end of a hand

    def _finish(self) -> None:
        """The hand is over: its record (the engine's, which passed the bank on) to the ledger."""
        record = self.table.record
        assert record is not None
        self.record = record
        points = record.net[self.me]
        outcome = HandOutcome(place=self.me, net_cents=points * self.cents_per_point)
        if self.round_id is not None:
            try:
                history = record.to_json()
                if self.hints:  # helped: the statistics count the hand as assisted
                    history["hints"] = self.hints
                self.store.finish_round(self.round_id, history, outcome)
            except StorageError as error:
                self.message.emit(str(error))
            self.round_id = None
        self._token += 1
        self.scene.set_interactive(False)
        self._set_stage(Stage.OVER)
        self.refresh_places()
        self.bankroll_changed.emit(self.store.bankroll_cents())
        # The result is told when the table shows it: the last tiles land first (it was in the
        # log and on the status line while the last trick still moved).
        self._later(lambda: self._tell_result(record))
        if self.demo.playing:  # the next demo hand once this one's end is shown
            self._later(self.demo.round_done)

    def _tell_result(self, record: HandRecord) -> None:
        """The hand's end on the felt, the status line and the log, and to the hooks."""
        if record is not self.record:
            return  # a next hand was dealt meanwhile (it cleared what waited: defensive)
        both = self.result_words()
        self.scene.say(both)
        self.message.emit(self.status_words())
        self.happened.emit(practice(both) if self.practice else both)
        self.hand_finished.emit(record)
        for hook in self.on_finished:
            hook(record)

    def result_words(self) -> str:
        """How the last hand ended, in the interface's language ("" before any hand ended)."""
        hand, record = self.hand, self.record
        if hand is None or record is None:
            return ""
        points = record.net[self.me]
        if hand.red_dot_holder is not None:
            lead = self.tr("One red dot: {0} wins at once.").format(self.short_name(hand.red_dot_holder))
        elif record.winner == self.me:
            lead = self.tr("You win the last trick.")
        else:
            lead = self.tr("{0} wins the last trick.").format(self.short_name(record.winner))
        result = self.tr("You win {0} ({1}).") if points > 0 else self.tr("You lose {0} ({1}).")
        if points == 0:
            summary = self.tr("You break even.")
        else:
            summary = result.format(points_words(abs(points)), format_cents(abs(points) * self.hand_rate))
        # Sentences joined as the language joins them (Chinese puts no space between them).
        return sentences((lead, summary))

    def status_words(self) -> str:
        """The status line once a hand has ended: how, a replay said to be practice, what next."""
        both = self.result_words()
        if not both:
            return ""
        if self.practice:
            both = practice(both)
        return self.tr("{0} F2 deals a new hand.").format(both)

    def refresh_places(self) -> None:
        """The places' names, columns and points, the seat to play and the banker's marker."""
        hand = self.hand
        titles = [self.seat_title(s) for s in range(4)]
        if hand is None:
            self.scene.show_places(titles, [""] * 4, None)
            return
        net = hand.net()
        lines = [
            (self.tr("{0} col · {1:+d} pt") if abs(net[s]) == 1 else self.tr("{0} col · {1:+d} pts")).format(
                hand.columns[s], net[s]
            )
            for s in range(4)
        ]
        tips = [
            self.tr(
                "{0}: {1} won so far (a trick won is a column for each tile a seat put in); {2} this hand."
            ).format(
                self.short_name(s),
                self.tr("1 column")
                if hand.columns[s] == 1
                else self.tr("{0} columns").format(hand.columns[s]),
                points_words(net[s], signed=True),
            )
            for s in range(4)
        ]
        self.scene.show_places(titles, lines, hand.to_play, tips)
        self.scene.show_banker(hand.banker, self.tr("Banker ×{0}").format(hand.m))

    # -- the computer plays your seat

    @property
    def round_finished(self) -> SignalInstance:
        """The demo's name (every table's) for :attr:`hand_finished`."""
        return self.hand_finished

    def start_demo(self, rounds: int, first_seed: int | None = None) -> None:
        """Play ``rounds`` hands for money, your tiles played by the rules of thumb (the Basic
        player's, as when you leave mid-hand), from deal ``first_seed`` (else the next number)
        on (see ui.demo.DemoTable)."""
        if first_seed is not None:
            self.next_seed = first_seed
        self.demo.start(rounds)

    def end_demo(self) -> None:
        self.demo.end()

    def _deal_demo_hand(self) -> str | None:
        # A bankroll that does not cover the worst the hand can cost ends the demo, as the
        # other games' demos end when it cannot cover the bet.
        return None if self.new_hand() else self.refusal or ""

    def play_out_on_leaving(self) -> int | None:
        """Leaving in the middle of a hand plays it out, as a casino does for a player who walks
        away: your tiles by the rules of thumb (the Basic player's), the computer players as
        they would, and the hand settled.  (Left open, the next start cancelled it: a hand seen
        and disliked could be escaped by quitting.)  The hand's round in the ledger, to tell at
        the next start; None when no hand played for money was under way."""
        hand = self.hand
        playing = self.stage in (Stage.DEALING, Stage.YOUR_TURN, Stage.THINKING)
        if hand is None or hand.over or not playing or self.practice:  # a replay pays nothing
            return None
        self.shutdown()  # a move being thought about is dropped: it is worked out here again

        def choose(seat: int) -> Move:
            if seat == self.me:
                return self.table.simplest_move(seat)
            try:
                move = self.table.decision(seat)()
            except Exception:  # as at the table: a failing player plays the simplest move
                return self.table.simplest_move(seat)
            return move if self.table.can_play(seat, move) is None else self.table.simplest_move(seat)

        self.table.play_out(choose)
        round_id = self.round_id
        self._finish()
        return round_id

    def shutdown(self) -> None:
        """Stop waiting for computer players (the window is closing)."""
        self.demo.end()
        self._token += 1
        self.pool.clear()
        self.pool.waitForDone()


def set_name(found: TileSet) -> str:
    """A set's kind in words, as the drill and the lead odds name it."""
    from paigow_desktop.games.tiengow.drill import kind_label  # the drill's engine: not at the start

    return say(kind_label(found.kind))
