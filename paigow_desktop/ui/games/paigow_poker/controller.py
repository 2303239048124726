"""The Pai Gow Poker table's controller: it owns the round and runs it as the table's state machine.

Idle → dealing (the dice count to the first hand) → setting (you move two cards to the low hand,
or take the house way) → over (every hand turned up and settled in the ledger) → the next hand.
The dealer and the computer players set their hands by the house way.  Which settings are legal,
what the hands are called and who wins come from the engine; the scene only shows them.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from paigow_desktop.core.money import format_cents
from paigow_desktop.games.paigow_poker.cards import Card
from paigow_desktop.games.paigow_poker.house_way import set_hand
from paigow_desktop.games.paigow_poker.record import GIVEN_UP
from paigow_desktop.games.paigow_poker.round import (
    DEALER,
    PLACES,
    Deal,
    HandSet,
    PlaceLine,
    PokerRound,
    RoundEnd,
    RoundSettlement,
    SideBet,
    SideLine,
)
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.paigow_poker.setting import Setting
from paigow_desktop.games.paigow_poker.settlement import Result
from paigow_desktop.games.paigow_poker.table import MAX_SEED, PokerTable, Seating
from paigow_desktop.storage import StorageError, Store
from paigow_desktop.ui.demo import DemoRounds
from paigow_desktop.ui.games.paigow_poker import banking
from paigow_desktop.ui.games.paigow_poker.scene import PlaceResult, PokerScene
from paigow_desktop.ui.games.paigow_poker.words import bonus_words, high_words, low_words, rule_words
from paigow_desktop.ui.names import practice, say, say_error
from paigow_desktop.ui.table.items import GOLD, LOSS_COLOUR, PUSH_COLOUR, WIN_COLOUR
from paigow_desktop.ui.table.showdown import ShowdownLine, ShowdownStory, who_took

__all__ = ["GAME_KEY", "PokerController", "PokerOutcome", "Stage"]

GAME_KEY = "paigow_poker"


class Stage(enum.Enum):
    """Where the table is in a hand."""

    IDLE = "idle"  #: no hand yet
    DEALING = "dealing"
    SETTING = "setting"  #: your cards are up: set them
    OVER = "over"  #: shown and settled; New hand deals the next


@dataclass(frozen=True, slots=True)
class PokerOutcome:
    """Your place's settlement for the ledger (storage's ``Outcome``)."""

    place: int
    bet_cents: int
    net_cents: int
    commission_cents: int
    result_word: str | None


def sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """Seven cards as the row shows them: the joker first, then by rank, high to low."""
    return sorted(cards, key=lambda c: (c.counted_rank + (1 if c.joker else 0), -c.suit), reverse=True)


class PokerController(QObject):
    """Deals hands, lets you set yours, sets the others by the house way and settles in the ledger."""

    stage_changed = Signal(object)  #: the Stage
    message = Signal(str)  #: for the status line
    hands_changed = Signal()  #: your setting (and so the preview) changed
    bankroll_changed = Signal(object)  # the bankroll in cents: a Python int, not 32 bits
    round_finished = Signal(object)  #: the RoundSettlement
    demo_finished = Signal()
    demo_stopped = Signal(str)  #: the demo could not deal its next hand: why (then demo_finished)
    hand_weighed = Signal(int)  #: the ledger's id of a hand whose record now says what it gave up

    def __init__(
        self,
        scene: PokerScene,
        store: Store,
        *,
        rules: PokerRules | None = None,
        others: Sequence[int] = (2, 3, 5),
        bet_cents: int = 1000,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__()
        self.scene = scene
        self.store = store
        self.rules = rules or PokerRules()
        self.me = scene.me
        self.others = tuple(p for p in others if p != self.me)
        self.bet_cents = bet_cents
        self.next_bet: int | None = None  #: a bet chosen mid-hand, for the next hand
        #: your Fortune bet and Queen's Dragon bet, placed when the table offers them (0: none)
        self.fortune_cents = 500
        self.dragon_cents = 500
        first = seed if seed is not None else (rng or random.Random()).randrange(1, MAX_SEED)
        self.table = PokerTable(self.rules, Seating(self.me, self.others), first)
        self.banker = DEALER  #: who holds the bank this hand (you, a computer player or the house)
        self.pending_seats: tuple[int, tuple[int, ...]] | None = None  #: chosen for the next hand
        self.pending_rules: PokerRules | None = None  #: rules chosen mid-hand, for the next hand
        self.stage = Stage.IDLE
        self.round: PokerRound | None = None
        self.seed: int | None = None  #: the deal number of the hand on the table
        self.round_id: int | None = None
        self.recorded_id: int | None = None  #: the ledger's id of the last hand recorded
        self.practice = False  #: this hand is a replay: played for no money, kept nowhere
        self.settlement: RoundSettlement | None = None
        self.dealer_rule = ""  #: the house-way rule that set the hand you faced
        self.rule_place = DEALER  #: whose hand that was
        self.revealed: dict[int, HandSet] = {}  #: every place's setting once turned up
        scene.ready_to_set.connect(self._ready)
        scene.hands_changed.connect(self._hands_moved)
        scene.move_refused.connect(self._refuse)
        self._refused = False  #: the status line says why something was refused
        #: the setting the status line names as the house way's (None: it names none)
        self._said_house_way: tuple[int, int] | None = None
        #: why new_hand last refused to deal (what it said in ``message``)
        self.refusal: str | None = None
        #: the demo (ui.demo.DemoTable): your hand set by the house way at the bet chosen
        self.demo = DemoRounds(self, self._deal_demo_hand, self.demo_finished, self.demo_stopped)
        self.show_places()
        scene.show_banker(DEALER, self.tr("Bank"))

    # -- names

    def title(self, place: int) -> str:
        if place == self.me:
            return self.tr("You")
        if place == DEALER:
            return self.tr("Dealer")
        return self.tr("Seat {0}").format(place)  # an empty one says so below its name

    def money(self, cents: int) -> str:
        return format_cents(cents)

    def show_places(self) -> None:
        seated = (self.me, *self.others)
        # As at the Pai Gow Tiles table: an empty seat is named, with "empty" under its name.
        bets = [self.money(self.bet_cents) if p in seated else self.tr("empty") for p in range(PLACES)]
        bets[DEALER] = self.tr("House way")
        if self.round is not None:
            for place, line in banking.place_bets(self.round, (self.me, *self.others), self.money).items():
                bets[place] = line
        active = {DEALER, self.me, *self.others}
        self.scene.show_places([self.title(p) for p in range(PLACES)], bets, active)

    def side_bets(self) -> dict[SideBet, int]:
        """Your side bets for the next hand: those the rules offer, at the amounts chosen."""
        bets: dict[SideBet, int] = {}
        if self.rules.fortune != "off" and self.fortune_cents:
            bets[SideBet.FORTUNE] = self.fortune_cents
        if self.rules.ez and self.dragon_cents:
            bets[SideBet.DRAGON] = self.dragon_cents
        return bets

    def bets(self) -> dict[int, int]:
        """Every seat's bet for the next hand (the banker's is dropped when the hand starts)."""
        return {p: self.bet_cents for p in (self.me, *self.others)}

    def out_of_money(self) -> str | None:
        """None while your bankroll can play a hand at this table, else why not, in the
        interface's language (the window then offers a reset or an end to the play)."""
        reason = self.table.can_afford_hand(self.store.bankroll_cents())
        return None if reason is None else say(reason)

    def bank_offered(self) -> bool:
        """Whether the next hand's bank is yours to take (your turn, and you cover every bet)."""
        return banking.offered_to(self.table, self.me, self.store.bankroll_cents(), self.bets())

    def set_co_banking(self, on: bool) -> None:
        """Co-banking (the house covers half a player's bank) from the next hand (with any rules
        chosen meanwhile in Settings)."""
        self.set_rules(dataclasses.replace(self.pending_rules or self.rules, co_banking=on))

    def set_rules(self, rules: PokerRules) -> None:
        """The rules (Settings): at once between hands, else from the next hand (the hand in
        play is set and settled by the rules it was dealt under)."""
        self.pending_rules = rules
        if self.stage in (Stage.IDLE, Stage.OVER):
            self._take_rules()

    def _take_rules(self) -> None:
        if self.pending_rules is not None:
            self.rules, self.pending_rules = self.pending_rules, None
            self.table.rules = self.rules

    def set_seats(self, me: int, others: Sequence[int]) -> None:
        """Your place and the computer players' places: at once before the first hand, else
        from the next."""
        self.pending_seats = (me, tuple(p for p in others if p != me))
        if self.stage is Stage.IDLE:
            self._take_seats()

    def _take_seats(self) -> None:
        if self.pending_seats is None:
            return
        self.me, self.others = self.pending_seats
        self.pending_seats, self.banker = None, DEALER
        self.table.seating = Seating(self.me, self.others)
        self.scene.me = self.me
        self.scene.relayout()
        self.show_places()
        self.scene.show_banker(DEALER, self.tr("Bank"))

    # -- the hand

    def new_hand(self, seed: int | None = None, *, take_bank: bool = False) -> bool:
        """Deal hand ``seed`` (else the next number; a replay keeps its banker), you banking when
        it is your turn and you ``take_bank``.  False (with a message) in the middle of a hand or
        when the bankroll cannot cover the bet."""
        if self.stage in (Stage.DEALING, Stage.SETTING):
            return self._cannot_deal(self.tr("Finish this hand first."))
        self._take_seats()
        self._take_rules()
        if self.next_bet is not None:
            self.bet_cents, self.next_bet = self.next_bet, None
        staked = self.bet_cents + sum(self.side_bets().values())
        if staked > self.store.bankroll_cents():
            return self._cannot_deal(
                self.tr("Your bankroll cannot cover a bet of {0}.").format(self.money(staked))
            )
        bets, bankroll = self.bets(), self.store.bankroll_cents()
        if seed is None:
            banker = banking.choose_banker(self.table, self.me, bankroll, bets, take=take_bank)
        else:  # a replay keeps its banker, unless that is you and you cannot cover the bank now
            banker = self.banker
            if banker == self.me and self.table.facing_cents(self.me, bets) > bankroll:
                banker = DEALER
                self.message.emit(self.tr("Your bankroll cannot cover the bank now: the house banks."))
        # Only your bankroll is checked, and only when you bank: the house backs a computer banker.
        game = self.table.start(
            bets,
            banker=banker,
            bankroll_cents=bankroll if banker == self.me else None,
            automated=self.others,
            seed=seed,
        )
        number = self.table.current_seed
        assert number is not None
        for kind, cents in self.side_bets().items():
            game.place_side_bet(self.me, kind, cents)
        deal = game.deal()
        # A replay is practice: its cards are known, so it stakes nothing and neither the
        # bankroll nor the history hears of it.
        if not self._begin(game, deal, number, practice=seed is not None):
            return False
        self.refusal = None
        self.round, self.seed, self.settlement, self.dealer_rule = game, number, None, ""
        self.banker = banker
        self._set_stage(Stage.DEALING)
        self.show_places()
        self.scene.show_banker(banker, self.tr("Bank"))
        self.scene.show_chips(game.bets)
        self.scene.show_side_chips({self.me: sum(self.side_bets().values())})
        self.bankroll_changed.emit(self.store.bankroll_cents())
        words = self.tr("The dice say {0}: the first hand goes to {1}.").format(
            deal.total, self.title(deal.order[0])
        )
        self.message.emit(self.tr("Deal {0}. {1}").format(number, words))
        self.scene.play_deal(deal, sorted_hand(deal.cards_of(self.me)), words)
        return True

    def _begin(self, game: PokerRound, deal: Deal, number: int, *, practice: bool) -> bool:
        """Open the hand in the ledger, its stake taken (not a practice hand's); False (with a
        message) when the store cannot."""
        details = {
            "dice": list(deal.dice),
            "banker": game.banker,
            "others": list(self.others),
            "co_bank": game.co_bank,
        }
        side = {kind.value: cents for (place, kind), cents in game.side_bets.items() if place == self.me}
        if side:
            details["side_bets"] = side
        staked = 0 if game.banker == self.me else self.bet_cents
        self.practice = practice
        self.recorded_id = None
        try:
            self.round_id = (
                None
                if practice
                else self.store.begin_round(
                    GAME_KEY, number, staked, place=self.me, details=details, side_cents=sum(side.values())
                )
            )
        except StorageError as error:
            return self._cannot_deal(self.tr("Not saved: {0}").format(say_error(error)))
        return True

    def _cannot_deal(self, reason: str) -> bool:
        """Say why no hand was dealt; False, for new_hand to return."""
        self.refusal = reason
        self.message.emit(reason)
        return False

    def replay(self) -> bool:
        """Deal the last hand's cards again (the same deal number)."""
        if self.seed is None:
            self.message.emit(self.tr("There is no deal to replay yet."))
            return False
        return self.new_hand(self.seed)

    def _set_stage(self, stage: Stage) -> None:
        self.stage = stage
        self.stage_changed.emit(stage)

    def _ready(self) -> None:
        if self.stage is not Stage.DEALING:
            return
        self._set_stage(Stage.SETTING)
        if self.round is not None and self.round.co_bank and self.round.banker == self.me:
            self.scene.arrange(set_hand(self.cards(), self.rules).setting.low)
            self.message.emit(self.tr("You share the bank with the house: it sets your hand. Press Enter."))
        elif self.demo.playing:
            self.set_house_way()
        else:
            self.scene.set_interactive(True)
            self._hands_moved()
            self.message.emit(self.setting_words())
        if self.demo.playing:  # confirmed from the event loop, once the hand is seen set
            QTimer.singleShot(0, self, self.confirm)

    def setting_words(self) -> str:
        """What to do while you set your hand (the status line says it)."""
        return self.tr(
            "Set your hand: put two cards in the low hand (drag, click or keys 1-7 then L), or press H."
        )

    def _refuse(self, words: str) -> None:
        """A move or a Confirm refused, said in the status line until the hands next change."""
        self._refused = True
        self.message.emit(words)

    # -- your setting

    def cards(self) -> tuple[Card, ...]:
        """Your seven cards (none before the deal)."""
        return tuple(self.scene.mine)

    def setting(self) -> Setting | None:
        """Your cards as set now: None until the low hand holds two."""
        low = self.scene.low
        if self.round is None or len(low) != 2:
            return None
        return Setting.with_low(self.scene.high() + low, low, self.rules.wheel)

    def preview(self) -> str:
        """Both hands named, as you have set them (empty until the low hand holds two)."""
        setting = self.setting()
        if setting is None:
            return ""
        # A line a hand: a long high hand's name then wraps on its own line, never the low's.
        return "\n".join(
            (
                self.tr("High: {0}").format(high_words(setting.high_value)),
                self.tr("Low: {0}").format(low_words(setting.low_value)),
            )
        )

    def why_not(self) -> str:
        """Why your setting cannot be confirmed now ("" when it can)."""
        if self.stage is not Stage.SETTING:
            return ""
        setting = self.setting()
        if setting is None:
            return self.tr("Put two cards in the low hand.")
        if setting.foul:
            return self.tr("Foul: the low hand may not rank above the high hand.")
        return ""

    def can_confirm(self) -> bool:
        return self.stage is Stage.SETTING and self.setting() is not None and not self.why_not()

    def _hands_moved(self) -> None:
        setting = self.setting()
        foul = setting is not None and setting.foul
        if setting is None:
            self.scene.set_captions("", "")
        else:
            low = low_words(setting.low_value)
            if foul:
                low = self.tr("{0} — foul").format(low)
            self.scene.set_captions(low, high_words(setting.high_value), foul=foul)
        if self.stage is Stage.SETTING:  # a foul is said over the table too, until it is mended
            self.scene.say(self.why_not() if foul else "")
            moved = self._said_house_way is not None and (
                setting is None or setting.values != self._said_house_way
            )
            if self._refused or moved:  # the words were about the hands as they were: what to do now
                self._refused, self._said_house_way = False, None
                self.message.emit(self.why_not() if foul else self.setting_words())
        self.hands_changed.emit()

    def set_house_way(self) -> bool:
        """Set your cards as the house way would (the rule named in the status line)."""
        if self.stage is not Stage.SETTING:
            return False
        decision = set_hand(self.cards(), self.rules)
        self._said_house_way = None
        self.scene.arrange(decision.setting.low)
        self.message.emit(self.tr("Set by the house way: {0}.").format(rule_words(decision.rule)))
        self._said_house_way = decision.setting.values  # words true until the cards move
        return True

    def confirm(self) -> bool:
        """Play your setting: the others are set by the house way, every hand turned up and settled."""
        setting = self.setting()
        if not self.can_confirm() or setting is None or self.round is None:
            reason = self.why_not()
            if reason:
                self._refuse(self.tr("Not yet: {0}").format(reason))
            return False
        game = self.round
        end = game.play_out(self.me, setting)  # co-banking: the house way sets your bank's hand
        self.revealed, settlement = dict(end.revealed), end.settlement
        self.settlement = settlement
        # the rule that set the hand you faced: the banker's (the dealer's when you bank)
        self.rule_place = game.banker if game.banker != self.me else DEALER
        faced = self.revealed.get(self.rule_place)  # no dealer's hand when the house shares a bank
        self.dealer_rule = faced.rule or "" if faced is not None else ""
        self._record(end)
        self._set_stage(Stage.OVER)
        self._show(game, settlement)
        self.bankroll_changed.emit(self.store.bankroll_cents())
        self.round_finished.emit(settlement)
        if self.demo.playing:  # the next demo hand once this one is shown
            self.scene.animator.then(self.demo.round_done)
        return True

    # -- the computer plays your seat

    def start_demo(self, rounds: int, first_seed: int | None = None) -> None:
        """Play ``rounds`` hands for money at the bet chosen, your hand set by the house way,
        from deal ``first_seed`` (else the next number) on (see ui.demo.DemoTable)."""
        if first_seed is not None:
            self.table.next_seed = first_seed
        self.demo.start(rounds)

    def end_demo(self) -> None:
        self.demo.end()

    def _deal_demo_hand(self) -> str | None:
        # The bankroll may no longer cover the bet: then the demo cannot go on, and says why.
        return None if self.new_hand() else self.refusal or ""

    # -- the end of a hand

    def _record(self, end: RoundEnd) -> None:
        """The round's record (the engine's) and your result to the ledger."""
        settlement = end.settlement
        line = settlement.place(self.me)
        word = line.result.value if line.result is not None else None
        outcome = PokerOutcome(self.me, line.bet_cents, line.net_cents, line.commission_cents, word)
        if self.round_id is None:
            return
        assert end.record is not None  # the table's rounds are numbered
        try:
            self.store.finish_round(
                self.round_id,
                end.record,
                outcome,
                side_credit_cents=settlement.side_credit_cents(self.me),
            )
            self.recorded_id = self.round_id
        except StorageError as error:
            self.message.emit(self.tr("Not saved: {0}").format(say_error(error)))
        self.round_id = None

    def add_given_up(self, round_id: int, given_up: float) -> bool:
        """Add to a recorded round what your setting gave up against the best, per unit bet
        (weighed after the round was settled); False, said on the status line, when not saved."""
        try:
            self.store.add_to_history(round_id, {GIVEN_UP: given_up})
        except StorageError as error:
            self.message.emit(self.tr("Not saved: {0}").format(say_error(error)))
            return False
        self.hand_weighed.emit(round_id)
        return True

    def _show(self, game: PokerRound, settlement: RoundSettlement) -> None:
        deal = game.dealt
        assert deal is not None
        hands = {place: (h.setting.high, h.setting.low) for place, h in self.revealed.items()}
        results = {
            line.place: self._place_result(line)
            if line.result is not None
            else banking.bank_result(line, self.money)
            for line in settlement.places
        }
        if game.banker == DEALER:
            results[DEALER] = PlaceResult(self.tr("House way"), GOLD, 0)
        story = self.story(game, settlement.place(self.me))
        if self.practice:  # the money is what it would have been
            story = dataclasses.replace(story, money=practice(story.money))
        order = sorted(deal.occupied, key=lambda place: place != DEALER)  # the dealer's first
        self.scene.play_showdown(hands, order, results, story)
        self.scene.animator.then(
            lambda: self.scene.show_side_chips({self.me: settlement.side_credit_cents(self.me)})
        )
        if self.dealer_rule:
            rule = rule_words(self.dealer_rule)
            if self.rule_place == DEALER:
                words = self.tr("Dealer's house way — {0}").format(rule)
            else:
                words = self.tr("{0}'s house way — {1}").format(self.title(self.rule_place), rule)
            self.scene.set_showdown_advice(words)
        self.message.emit(self.status_words())

    def status_words(self) -> str:
        """The status line once a hand has ended, in the interface's language ("" before any)."""
        if self.round is None or self.settlement is None:
            return ""
        heading = self.story(self.round, self.settlement.place(self.me)).heading
        side = self.side_words(self.round)
        if side:
            heading = self.tr("{0}. {1}").format(heading, side)
        headline = self.tr("{0}. F2 deals a new hand.").format(heading)
        if self.practice:
            headline = practice(headline)
        return headline

    def _place_result(self, line: PlaceLine) -> PlaceResult:
        # The words of Pai Gow's plates: the same at every table.
        if line.result is Result.WIN:
            return PlaceResult(
                self.tr("WIN +{0}").format(self.money(line.net_cents)),
                WIN_COLOUR,
                line.bet_cents + line.net_cents,
            )
        if line.result is Result.PUSH:
            return PlaceResult(self.tr("PUSH"), PUSH_COLOUR, line.bet_cents)
        return PlaceResult(self.tr("LOSS {0}").format(self.money(-line.bet_cents)), LOSS_COLOUR, 0)

    def story(self, game: PokerRound, line: PlaceLine) -> ShowdownStory:
        """The banner's words: your two hands beside the banker's, who took each, and the money."""
        if game.banker == self.me:
            return banking.bank_story(game, line, self.money)
        mine, bank = game.hand_set(self.me), game.hand_set(game.banker)
        assert mine is not None and bank is not None
        yours, dealer = mine.setting, bank.setting
        lines = (
            self._line(self.tr("High"), yours.high_value, dealer.high_value, high_words),
            self._line(self.tr("Low"), yours.low_value, dealer.low_value, low_words),
        )
        bet = self.money(line.bet_cents)
        if line.result is Result.WIN:
            heading = self.tr("You win {0}").format(self.money(line.net_cents))
            money = self.tr("Bet {0}: won {1}, commission {2}, net +{3}").format(
                bet,
                self.money(line.net_cents + line.commission_cents),
                self.money(line.commission_cents),
                self.money(line.net_cents),
            )
        elif line.result is Result.LOSS:
            heading = self.tr("You lose {0}").format(bet)
            money = self.tr("Bet {0}: lost to the banker, net −{0}").format(bet)
        elif self.settlement is not None and self.settlement.ez_push:
            heading = self.tr("Push: the dealer's queen-high pai gow")
            money = self.tr("Bet {0}: comes back, net {1}").format(bet, self.money(0))
        else:
            heading = self.tr("Push: one hand each")
            money = self.tr("Bet {0}: comes back, net {1}").format(bet, self.money(0))
        banker = self.title(game.banker)
        return ShowdownStory(heading, line.result, self.tr("You"), banker, lines, money, line.net_cents)

    def side_words(self, game: PokerRound) -> str:
        """Your side bets settled, in one line ("" when you made none)."""
        settlement = game.settlement
        if settlement is None:
            return ""
        said = [self._side_line(line) for line in settlement.side if line.place == self.me]
        return "; ".join(said)

    def _side_line(self, line: SideLine) -> str:
        net = line.net_cents
        amount = ("+" if net > 0 else "−" if net < 0 else "") + self.money(abs(net))
        if line.kind is SideBet.FORTUNE:
            return self.tr("Fortune bonus, {0}: {1}").format(bonus_words(line.hand), amount)
        if line.kind is SideBet.ENVY:
            place, _, hand = line.hand.partition(":")
            return self.tr("Envy for {0}'s {1}: {2}").format(
                self.title(int(place)), bonus_words(hand), amount
            )
        if line.hand == "queens_dragon":
            return self.tr("Queen's Dragon: the dealer's queen-high pai gow, {0}").format(amount)
        if line.hand == "no_dealer_hand":
            return self.tr("Queen's Dragon: no dealer's hand, bet returned")
        return self.tr("Queen's Dragon: lost, {0}").format(amount)

    def _line(self, label: str, yours: int, dealers: int, name: Callable[[int], str]) -> ShowdownLine:
        """One hand of yours beside the dealer's: both named, and who takes it (copies the dealer's)."""
        verdict = who_took(yours > dealers, copy=yours == dealers)
        return ShowdownLine(label, name(yours), name(dealers), verdict, yours > dealers)
