"""One hand of Tien Gow as a state machine: leads, face-up beats, discards, early death, columns
and the money, each action checked, asked and done, returning a record of what happened."""

from __future__ import annotations

import enum
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from paigow_desktop.games.tiengow import money, reasons
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import (
    SetKind,
    TileSet,
    beats,
    identify,
    kind_counts,
    red_pips,
    sets_in,
    unbeatable,
)
from paigow_desktop.games.tiengow.view import Move, PublicPlay, PublicTrick, SeatView, Situation
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["Hand", "IllegalPlay", "Outcome", "Phase", "Play", "Trick"]

_FULL_COUNTS = tuple(kind_counts(FULL_SET))
_TWO_ONE = 20  # kind index of 2-1, Little Three
_FOUR_TWO = 17  # kind index of 4-2, Big Six


class IllegalPlay(ValueError):
    """An action the rules do not allow now; the message says why."""


class Phase(enum.Enum):
    LEAD = "lead"
    FOLLOW = "follow"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    """One seat's tiles in a trick, face up (a lead or a beat) or face down (a discard)."""

    seat: int
    tiles: tuple[Tile, ...]
    face_up: bool


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: its plays in order (leader first), its winner and its final high set."""

    leader: int
    plays: tuple[Play, ...]
    winner: int
    high: TileSet

    @property
    def columns(self) -> int:
        return len(self.plays[0].tiles)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one action did: the play, the trick it finished (if any) and the payments it caused."""

    play: Play
    trick: Trick | None
    payments: tuple[Payment, ...]
    hand_over: bool


class Hand:
    """A hand from the deal to the settlement.

    ``dealt`` holds each seat's eight tiles (seats 0-3 in playing order); the banker leads.
    With ``one_red_dot`` on, a hand holding exactly one red pip ends the hand at once.
    """

    def __init__(
        self,
        dealt: Sequence[Sequence[Tile]],
        banker: int,
        banker_streak: int = 0,
        rules: Rules | None = None,
    ) -> None:
        rules = rules or Rules()
        if len(dealt) != 4 or any(len(h) != 8 for h in dealt):
            raise ValueError("a Tien Gow deal is eight tiles to each of four seats")
        if tuple(kind_counts(t for h in dealt for t in h)) != _FULL_COUNTS:
            raise ValueError("a Tien Gow deal uses each of the 32 tiles once")
        if banker not in range(4) or banker_streak < 0:
            raise ValueError("the banker is a seat 0-3 with a streak of at least 0")
        self.rules = rules
        self.banker = banker
        self.banker_streak = banker_streak
        self.m = money.banker_multiplier(rules, banker_streak)
        self.dealt: tuple[tuple[Tile, ...], ...] = tuple(tuple(h) for h in dealt)
        self._hands: list[list[Tile]] = [list(h) for h in dealt]
        self.tricks: list[Trick] = []
        self._plays: list[Play] = []
        self._leader = banker
        self._high: TileSet | None = None
        self._high_seat = banker
        self._size = 0
        self.columns = [0, 0, 0, 0]
        self.payments: list[Payment] = []
        self._face_up = [0] * len(_FULL_COUNTS)
        self._discarded = [0, 0, 0, 0]
        self.phase = Phase.LEAD
        self.to_play: int | None = banker
        self.winner: int | None = None
        self.bonus = 1
        self.first_lead_unbeatable: bool | None = None
        self.red_dot_holder: int | None = None
        if rules.one_red_dot:
            for seat, tiles in enumerate(self.dealt):
                if sum(red_pips(t) for t in tiles) == 1:
                    self._declare_one_red_dot(seat)
                    break

    # ------------------------------------------------------------ reading the state

    def tiles(self, seat: int) -> tuple[Tile, ...]:
        """The tiles ``seat`` still holds."""
        return tuple(self._hands[seat])

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def high(self) -> TileSet | None:
        """The current high set of the trick being played."""
        return self._high

    @property
    def high_seat(self) -> int:
        return self._high_seat

    @property
    def current_plays(self) -> tuple[Play, ...]:
        return tuple(self._plays)

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def net(self) -> list[int]:
        return money.net(self.payments)

    @property
    def next_banker(self) -> int | None:
        return self.winner

    def early_death(self, seat: int) -> bool:
        """Whether early death forbids ``seat`` to play face up in the trick being played."""
        return bool(
            self.rules.early_death
            and self.phase is Phase.FOLLOW
            and self._size == 1
            and len(self._hands[self._leader]) == 0
            and seat != self._leader
            and self.columns[seat] == 0
        )

    # ------------------------------------------------------------ asking

    def can_lead(self, tiles: Sequence[Tile]) -> str | None:
        """None when the seat to play may lead ``tiles`` now, else why not."""
        found = self._lead_set(tiles)
        return found if isinstance(found, str) else None

    def can_play_face_up(self, tiles: Sequence[Tile]) -> str | None:
        """None when the seat to play may beat the trick with ``tiles`` face up now, else why not."""
        found = self._beating_set(tiles)
        return found if isinstance(found, str) else None

    def can_discard(self, tiles: Sequence[Tile]) -> str | None:
        """None when the seat to play may put ``tiles`` face down now, else why not."""
        followed = self._follow(tiles)
        return followed if isinstance(followed, str) else None

    def can_apply(self, move: Move) -> str | None:
        """None when the seat to play may make ``move`` now (a lead, a beat or a discard), else why not."""
        if self.phase is Phase.LEAD:
            return self.can_lead(move.tiles) if move.face_up else reasons.LEAD_FACE_UP
        return self.can_play_face_up(move.tiles) if move.face_up else self.can_discard(move.tiles)

    def legal_leads(self) -> list[TileSet]:
        if self.phase is not Phase.LEAD:
            return []
        return sets_in(self._hands[self._seat_to_play()], mixed=self.rules.mixed_pairs_and_sets)

    def beating_sets(self) -> list[TileSet]:
        """The sets the seat to play could play face up now."""
        if self.phase is not Phase.FOLLOW:
            return []
        seat = self._seat_to_play()
        if self.early_death(seat):
            return []
        high = self._high
        assert high is not None
        found = sets_in(self._hands[seat], mixed=self.rules.mixed_pairs_and_sets, size=self._size)
        return [s for s in found if beats(s, high)]

    # ------------------------------------------------------------ doing

    def lead(self, tiles: Sequence[Tile]) -> Outcome:
        """The seat to play leads ``tiles``; :class:`IllegalPlay` with :meth:`can_lead`'s reason."""
        found = self._lead_set(tiles)
        if isinstance(found, str):
            raise IllegalPlay(found)
        return self._do(self._seat_to_play(), tuple(tiles), True, found)

    def play_face_up(self, tiles: Sequence[Tile]) -> Outcome:
        """The seat to play beats the trick with ``tiles``; :class:`IllegalPlay` with
        :meth:`can_play_face_up`'s reason."""
        found = self._beating_set(tiles)
        if isinstance(found, str):
            raise IllegalPlay(found)
        return self._do(self._seat_to_play(), tuple(tiles), True, found)

    def discard(self, tiles: Sequence[Tile]) -> Outcome:
        """The seat to play puts ``tiles`` face down; :class:`IllegalPlay` with
        :meth:`can_discard`'s reason."""
        reason = self.can_discard(tiles)
        if reason is not None:
            raise IllegalPlay(reason)
        return self._do(self._seat_to_play(), tuple(tiles), False, None)

    def apply(self, move: Move) -> Outcome:
        """Lead, beat or discard as ``move`` says; :class:`IllegalPlay` with :meth:`can_apply`'s reason."""
        if self.phase is Phase.LEAD:
            if not move.face_up:
                raise IllegalPlay(reasons.LEAD_FACE_UP)
            return self.lead(move.tiles)
        return self.play_face_up(move.tiles) if move.face_up else self.discard(move.tiles)

    def apply_unchecked(self, move: Move, found: TileSet | None) -> Outcome:
        """Do ``move`` for the seat to play without checking it, for computer players' look-ahead
        on their own copies (their moves come from the legal sets; ``found`` is the set a face-up
        move forms)."""
        return self._do(self._seat_to_play(), move.tiles, move.face_up, found)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know; see :class:`SeatView`."""

        def public(play: Play) -> PublicPlay:
            return PublicPlay(play.seat, len(play.tiles), play.face_up, play.tiles if play.face_up else ())

        tricks = tuple(
            PublicTrick(t.leader, tuple(public(p) for p in t.plays), t.winner, t.winner, t.high)
            for t in self.tricks
        )
        current = None
        if self._plays:
            assert self._high is not None
            current = PublicTrick(
                self._leader, tuple(public(p) for p in self._plays), None, self._high_seat, self._high
            )
        plays = [p for trick in self.tricks for p in trick.plays] + self._plays
        own_discards = tuple(t for p in plays if p.seat == seat and not p.face_up for t in p.tiles)
        return SeatView(
            seat=seat,
            rules=self.rules,
            banker=self.banker,
            banker_streak=self.banker_streak,
            multiplier=self.m,
            dealt=self.dealt[seat],
            tiles=tuple(self._hands[seat]),
            own_discards=own_discards,
            tricks=tricks,
            current=current,
            to_play=self.to_play,
            columns=tuple(self.columns),
            hand_sizes=tuple(len(h) for h in self._hands),
            discarded=tuple(self._discarded),
            payments=tuple(self.payments),
            scores=tuple(self.net()),
            over=self.over,
        )

    def situation(self, seat: int) -> Situation:
        """The compact facts of :meth:`SeatView.situation`, without building a whole view."""
        unseen = list(_FULL_COUNTS)
        face_up = self._face_up
        for k in range(len(unseen)):
            unseen[k] -= face_up[k]
        for t in self._hands[seat]:
            unseen[t.kind] -= 1
        leading = self.phase is Phase.LEAD
        if not leading:
            for p in self._plays:
                if p.seat == seat and not p.face_up:
                    for t in p.tiles:
                        unseen[t.kind] -= 1
        return Situation(
            seat=seat,
            tiles=tuple(self._hands[seat]),
            unseen=tuple(unseen),
            leading=leading,
            high=None if leading else self._high,
            high_seat=-1 if leading else self._high_seat,
            plays_in_trick=len(self._plays),
            size=0 if leading else self._size,
            columns=tuple(self.columns),
            early_death=self.early_death(seat),
            mixed=self.rules.mixed_pairs_and_sets,
            banker=self.banker,
        )

    def clone(self) -> Hand:
        """An independent copy (for computer players' look-ahead on a dealt-out copy)."""
        other = Hand.__new__(Hand)
        other.__dict__.update(self.__dict__)
        other._hands = [list(h) for h in self._hands]
        other.tricks = list(self.tricks)
        other._plays = list(self._plays)
        other.columns = list(self.columns)
        other.payments = list(self.payments)
        other._face_up = list(self._face_up)
        other._discarded = list(self._discarded)
        return other

    # Long: rebuilds a hand's state from a view trick by trick; each step needs the one before
    @classmethod
    def resume(
        cls,
        view: SeatView,
        others: Mapping[int, Sequence[Tile]],
        discards: Mapping[int, Sequence[Tile]] | None = None,
    ) -> Hand:
        """A hand in the state ``view`` shows, the other seats holding ``others`` and having put
        ``discards`` face down, in play order (a guess, for computer players' look-ahead).

        Without ``discards`` the other seats' face-down tiles stay unknown (empty plays).
        """
        seat = view.seat
        hands = [list(view.tiles) if s == seat else list(others[s]) for s in range(4)]
        if [len(h) for h in hands] != list(view.hand_sizes):
            raise ValueError("the guessed hands do not have the sizes the view shows")
        hand = cls.__new__(cls)
        hand.rules = view.rules
        hand.banker = view.banker
        hand.banker_streak = view.banker_streak
        hand.m = view.multiplier

        hidden = {s: iter(view.own_discards if s == seat else (discards or {}).get(s, ())) for s in range(4)}

        def play(p: PublicPlay) -> Play:
            if p.face_up:
                return Play(p.seat, p.tiles, True)
            return Play(p.seat, tuple(itertools.islice(hidden[p.seat], p.count)), False)

        hand.tricks = [
            Trick(t.leader, tuple(play(p) for p in t.plays), t.high_seat, t.high) for t in view.tricks
        ]
        current = view.current
        hand._plays = [] if current is None else [play(p) for p in current.plays]
        face_up = [0] * len(_FULL_COUNTS)
        for t in view.seen_face_up():
            face_up[t.kind] += 1
        hand._face_up = face_up
        hand._discarded = list(view.discarded)
        dealt = []
        for s in range(4):
            if s == seat:
                dealt.append(view.dealt)
            else:
                shown = [
                    x for t in [*view.tricks, current] if t for p in t.plays if p.seat == s for x in p.tiles
                ]
                dealt.append((*hands[s], *shown))
        hand.dealt = tuple(dealt)
        hand._hands = hands
        hand.columns = list(view.columns)
        hand.payments = list(view.payments)
        hand.winner = None
        hand.bonus = 1
        hand.red_dot_holder = None
        hand.first_lead_unbeatable = None
        first = view.tricks[0] if view.tricks else current
        if first is not None:
            lead = identify(first.plays[0].tiles, mixed=view.rules.mixed_pairs_and_sets)
            assert lead is not None
            hand.first_lead_unbeatable = unbeatable(
                lead, dealt[view.banker], mixed=view.rules.mixed_pairs_and_sets
            )
        if view.over:
            raise ValueError("the hand is over")
        if current is None:
            hand.phase = Phase.LEAD
            hand._leader = view.tricks[-1].high_seat if view.tricks else view.banker
            hand._high, hand._high_seat, hand._size = None, hand._leader, 0
        else:
            hand.phase = Phase.FOLLOW
            hand._leader = current.leader
            hand._high, hand._high_seat = current.high, current.high_seat
            hand._size = current.plays[0].count
        hand.to_play = view.to_play
        return hand

    # ------------------------------------------------------------ internals

    def _seat_to_play(self) -> int:
        if self.to_play is None:
            raise IllegalPlay(reasons.HAND_OVER)
        return self.to_play

    def _lead_set(self, tiles: Sequence[Tile]) -> TileSet | str:
        """The set ``tiles`` form as a lead by the seat to play, or why they cannot lead."""
        if self.phase is not Phase.LEAD:
            return reasons.NO_LEAD_NOW if not self.over else reasons.HAND_OVER
        seat = self.to_play
        assert seat is not None
        reason = self._holds(seat, tiles)
        if reason is not None:
            return reason
        found = identify(tiles, mixed=self.rules.mixed_pairs_and_sets)
        if found is None:
            return reasons.not_a_set(tiles)
        return found

    def _beating_set(self, tiles: Sequence[Tile]) -> TileSet | str:
        """The set ``tiles`` form as a face-up beat by the seat to play, or why they cannot beat."""
        seat = self._follow(tiles)
        if isinstance(seat, str):
            return seat
        if self.early_death(seat):
            return reasons.EARLY_DEATH
        found = identify(tiles, mixed=self.rules.mixed_pairs_and_sets)
        if found is None:
            return reasons.not_a_set_to_beat(tiles)
        assert self._high is not None
        if not beats(found, self._high):
            return reasons.does_not_beat(tiles, self._high)
        return found

    def _holds(self, seat: int, tiles: Sequence[Tile]) -> str | None:
        if not tiles:
            return reasons.NO_TILES
        have = kind_counts(self._hands[seat])
        for t in tiles:
            have[t.kind] -= 1
            if have[t.kind] < 0:
                return reasons.does_not_hold(seat, tiles)
        return None

    def _follow(self, tiles: Sequence[Tile]) -> int | str:
        """The seat to play when it may follow with ``tiles`` (face up or down), else why not."""
        if self.phase is not Phase.FOLLOW:
            return reasons.HAND_OVER if self.over else reasons.NOT_A_LEAD
        seat = self.to_play
        assert seat is not None
        if len(tiles) != self._size:
            return reasons.wrong_count(self._size)
        reason = self._holds(seat, tiles)
        return seat if reason is None else reason

    def _do(self, seat: int, tiles: tuple[Tile, ...], face_up: bool, found: TileSet | None) -> Outcome:
        """Play without checking (the checks ran before, or a computer player's look-ahead trusts itself)."""
        hand = self._hands[seat]
        for t in tiles:
            hand.remove(t)
        play = Play(seat, tiles, face_up)
        self._plays.append(play)
        if face_up:
            for t in tiles:
                self._face_up[t.kind] += 1
        else:
            self._discarded[seat] += len(tiles)
        if self.phase is Phase.LEAD:
            self._leader = seat
            self._size = len(tiles)
            self.phase = Phase.FOLLOW
            if not self.tricks and self.first_lead_unbeatable is None and found is not None:
                self.first_lead_unbeatable = unbeatable(
                    found, self.dealt[seat], mixed=self.rules.mixed_pairs_and_sets
                )
        if face_up:
            self._high, self._high_seat = found, seat
        if len(self._plays) < 4:
            self.to_play = (seat + 1) % 4
            return Outcome(play, None, (), False)
        return self._finish_trick(play)

    def _finish_trick(self, last: Play) -> Outcome:
        high = self._high
        assert high is not None
        trick = Trick(self._leader, tuple(self._plays), self._high_seat, high)
        self.tricks.append(trick)
        self._plays = []
        winner = trick.winner
        self.columns[winner] += trick.columns
        paid: list[Payment] = []
        if high.kind is SetKind.SUPREME:
            paid += money.collect(winner, self.rules.gee_joon_payment, money.GEE_JOON, self.banker, self.m)
        if trick.columns == 4:
            paid += money.collect(winner, self.rules.quartet_payment, money.QUARTET, self.banker, self.m)
        self._leader = winner
        self._high = None
        self._high_seat = winner
        if self._hands[winner]:
            self.phase = Phase.LEAD
            self.to_play = winner
            self.payments += paid
            return Outcome(last, trick, tuple(paid), False)
        paid += self._settle(trick)
        self.payments += paid
        return Outcome(last, trick, tuple(paid), True)

    def _settle(self, last: Trick) -> list[Payment]:
        winner = last.winner
        self.phase = Phase.OVER
        self.to_play = None
        self.winner = winner
        complete = self.columns[winner] == 8 and not (
            winner == self.banker and self.rules.unbeatable_exception and self.first_lead_unbeatable
        )
        reasons = last.high.kind in (SetKind.SUPREME, SetKind.QUARTET) or complete
        self.bonus = self.rules.last_trick_bonus if reasons else 1
        little_three = None
        lead = last.plays[0]
        if (
            self.rules.little_three_big_six
            and last.columns == 1
            and lead.tiles[0].kind == _TWO_ONE
            and winner != last.leader
            and last.high.tiles[0].kind == _FOUR_TWO
        ):
            little_three = last.leader
        return money.settlement(
            self.columns, winner, self.banker, self.m, self.bonus, self.rules, little_three
        )

    def _declare_one_red_dot(self, seat: int) -> None:
        self.red_dot_holder = seat
        self.phase = Phase.OVER
        self.to_play = None
        self.winner = seat
        self.columns = [8 if s == seat else 0 for s in range(4)]
        self.bonus = self.rules.last_trick_bonus
        self.payments = money.one_red_dot(seat, self.banker, self.m, self.rules)


def _plays_of(trick: Trick | list[Play]) -> Sequence[Play]:
    return trick.plays if isinstance(trick, Trick) else trick

