"""Tien Gow's one turn loop: a table of four seats playing hands in a row.

The table's window, the command line (``tiengow play``) and the simulator all play through a
:class:`TienGowTable`.  It deals (the dice choose the first banker; then the winner of a hand
banks the next), says whose turn it is, checks and plays each move and tells what it did (a
:class:`Turn`: the trick and who took it, the payments, who moves next), and when the hand
ends it makes the hand's record and passes the bank on.  Each seat decides from its own
:class:`~.view.SeatView` only: the computer seats' players, made here from their names and
seeded by the deal (so a deal plays the same wherever it is played), are given nothing else.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from paigow_desktop.games.tiengow import reasons
from paigow_desktop.games.tiengow.hand import Hand, IllegalPlay, Phase, Trick
from paigow_desktop.games.tiengow.memory import forget_the_hand
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.players import Player, make_player, rule_move
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.view import Move, SeatView
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["Deal", "NextHand", "TienGowTable", "Turn", "deal", "next_bank"]


@dataclass(frozen=True, slots=True)
class Deal:
    """Hand number ``seed``: three dice (which choose the first banker) and eight tiles per seat."""

    seed: int
    dice: tuple[int, int, int]
    hands: tuple[tuple[Tile, ...], ...]

    @property
    def dice_banker(self) -> int:
        """Counting the dice's total counter-clockwise from East (1 is East)."""
        return (sum(self.dice) - 1) % 4


def deal(seed: int) -> Deal:
    """The dice and the deal of hand ``seed`` (the woodpile and its stacks are animation only)."""
    rng = random.Random(seed)
    dice = (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    return Deal(seed, dice, tuple(tuple(tiles[8 * s : 8 * s + 8]) for s in range(4)))


def next_bank(record: HandRecord) -> tuple[int, int]:
    """(banker, banker_streak) of the hand after ``record``."""
    if record.next_banker == record.banker:
        return record.banker, record.banker_streak + 1
    return record.next_banker, 0


@dataclass(frozen=True, slots=True)
class NextHand:
    """A hand about to be dealt: its tiles, its banker and the banker's streak (nothing has
    changed at the table yet: the caller may still refuse it, the ledger failing, say)."""

    deal: Deal
    banker: int
    streak: int
    by_dice: bool  #: the dice chose the banker (the first hand, or a table with no bank yet)
    rules: Rules


@dataclass(frozen=True, slots=True)
class Turn:
    """What one move did, for the table to play back."""

    seat: int
    move: Move
    led: bool  #: the move led a trick
    early_death: bool  #: the seat put its last tile down under early death
    trick: Trick | None  #: the trick the move finished, with who took it
    payments: tuple[Payment, ...]  #: the points paid at once (and, at the end, the settlement)
    to_play: int | None  #: who moves next (None: the hand is over)
    record: HandRecord | None  #: the hand's record, when the move ended it

    @property
    def hand_over(self) -> bool:
        return self.record is not None


class TienGowTable:
    """Hands in a row at one table: the deal, the turns, the record and the bank passing on.

    ``banker`` and ``streak`` are the next hand's bank (None: the dice choose).  A practice
    hand (a replay) passes no bank on.
    """

    def __init__(self, rules: Rules | None = None, *, banker: int | None = None, streak: int = 0) -> None:
        self.rules = rules or Rules()
        self.banker = banker
        self.streak = streak
        self.hand: Hand | None = None
        self.seed: int | None = None
        self.practice = False
        self.record: HandRecord | None = None  #: the record of the hand in play once it ended
        self.players: dict[int, Player] = {}  #: the computer seats' players for this hand

    # ------------------------------------------------------------ dealing

    def next_hand(
        self, seed: int, *, banker: int | None = None, streak: int | None = None, rules: Rules | None = None
    ) -> NextHand:
        """Hand ``seed`` as it would be dealt now: ``banker`` (else the bank as the last hand
        passed it, else the dice's) with ``streak`` (else the table's, 0 for the dice's)."""
        dealt = deal(seed)
        by_dice = banker is None and self.banker is None
        chosen = dealt.dice_banker if by_dice else banker if banker is not None else self.banker
        assert chosen is not None
        if streak is None:
            streak = 0 if by_dice else self.streak
        return NextHand(dealt, chosen, streak, by_dice, rules or self.rules)

    def start(
        self, hand: NextHand, computers: Mapping[int, str] | None = None, *, practice: bool = False
    ) -> HandRecord | None:
        """Deal ``hand``; ``computers`` names the player (``players.make_player``) of each seat
        a computer plays.  The hand's record when it ended at the deal (one red dot)."""
        seed = hand.deal.seed
        forget_the_hand()  # what the players and play-outs remembered of the last hand
        self.rules = hand.rules
        self.hand = Hand(hand.deal.hands, hand.banker, hand.streak, hand.rules)
        self.seed, self.practice, self.record = seed, practice, None
        self.players = {s: make_player(name, f"tiengow:{seed}:{s}") for s, name in (computers or {}).items()}
        return self._ended() if self.hand.over else None

    # ------------------------------------------------------------ reading

    @property
    def to_play(self) -> int | None:
        """The seat to move (None: no hand, or it is over)."""
        return None if self.hand is None else self.hand.to_play

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of the hand in play."""
        return self._in_play().view(seat)

    # ------------------------------------------------------------ playing

    def can_play(self, seat: int, move: Move) -> str | None:
        """None when ``seat`` may make ``move`` now, else why not."""
        hand = self.hand
        if hand is None:
            return reasons.NO_HAND
        if hand.over:
            return reasons.HAND_OVER
        if seat != hand.to_play:
            return reasons.not_their_turn(hand.to_play, seat)
        return hand.can_apply(move)

    def play(self, seat: int, move: Move) -> Turn:
        """``seat`` makes ``move``; :class:`IllegalPlay` with :meth:`can_play`'s reason."""
        reason = self.can_play(seat, move)
        if reason is not None:
            raise IllegalPlay(reason)
        hand = self._in_play()
        early = hand.early_death(seat) and not move.face_up
        led = hand.phase is Phase.LEAD
        outcome = hand.apply(move)
        record = self._ended() if outcome.hand_over else None
        return Turn(seat, move, led, early, outcome.trick, outcome.payments, hand.to_play, record)

    def decision(self, seat: int) -> Callable[[], Move]:
        """The computer player at ``seat`` choosing from its own view as it is now: a call to
        make on any thread (the view is a snapshot; the table is not touched)."""
        player, view = self.players[seat], self.view(seat)
        return lambda: player.choose(view)

    def simplest_move(self, seat: int) -> Move:
        """The rules of thumb's move for ``seat`` (the Basic player's): for a seat whose player
        failed, or a person who left."""
        return rule_move(self._in_play().situation(seat))

    def play_out(self, choose: Callable[[int], Move] | None = None) -> HandRecord:
        """Play the hand in play to its end, each move chosen by ``choose(seat)`` (by default
        the seat's computer player, from its own view); the hand's record."""
        pick = choose or (lambda seat: self.decision(seat)())
        while (seat := self.to_play) is not None:
            self.play(seat, pick(seat))
        assert self.record is not None
        return self.record

    # ------------------------------------------------------------ internals

    def _in_play(self) -> Hand:
        if self.hand is None:
            raise IllegalPlay(reasons.NO_HAND)
        return self.hand

    def _ended(self) -> HandRecord:
        """The finished hand's record; the bank passes on (not from a practice hand)."""
        assert self.hand is not None and self.seed is not None
        self.record = HandRecord.of(self.hand, self.seed)
        if not self.practice:
            self.banker, self.streak = next_bank(self.record)
        return self.record
