"""Fast play-outs for weighing moves: a hand finished by rule players, on tile kinds.

The trainer's verdicts play thousands of hands out after each move (:mod:`weigh`).  A
:class:`~paigow_desktop.games.tiengow.hand.Hand` checks and records everything a table needs;
a play-out needs only the money at the end.  :class:`Playout` holds a hand as counts and sorted
kind indices (no tiles, no records) and plays it to the end with the rule player's decisions
(:func:`~paigow_desktop.games.tiengow.players.rule_move`, worked out on the same remembered
tables of sets, threats and keep values).  The rule player decides from a few facts only: the
kinds it holds, the tiles it has not seen, whether it leads, the set to beat, whether it plays
last in the trick, the trick's size and early death; each decision is remembered by these facts
(the guesses ask the same questions over and over).  The moves and the money are the rule
player's and the hand's own, play for play (the tests compare them over many hands).

A play-out also says how many decisions it took: the measure of work the verdicts budget by
(repeatable, unlike the time taken).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.players import keep_values
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import (
    SetKind,
    TileSet,
    beaters,
    beats,
    identify,
    kind_counts,
    sets_of_key,
    unbeatable,
)
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["MEMORY", "Playout", "decide"]

_FULL: Final = tuple(kind_counts(FULL_SET))
_TWO_ONE: Final = 20  # kind index of 2-1, Little Three
_FOUR_TWO: Final = 17  # kind index of 4-2, Big Six
#: Decisions remembered at most (then forgotten all at once: a new hand asks new questions).
MEMORY: Final = 1 << 17

# The tiles a seat has not seen, as one number: two bits a kind (0, 1 or 2 copies; kind k at
# bits 2k and 2k + 1), so that a tile leaves it by a subtraction and it is a cheap key.
_TILES: Final = tuple(sorted(set(FULL_SET), key=lambda t: t.kind))  # a tile of each kind
_BIT: Final = tuple(1 << (2 * k) for k in range(len(_FULL)))
_LOW: Final = sum(_BIT)
#: A single tile's keep value by kind (its strength in its suit).
_SINGLE: Final = tuple(keep_values((t,), True)[0] for t in sorted(set(FULL_SET), key=lambda t: t.kind))


def _code(counts: list[int] | tuple[int, ...]) -> int:
    return sum(n << (2 * k) for k, n in enumerate(counts))


_Decision = tuple[tuple[int, ...], TileSet | None]  # the kinds played, the set (None: face down)
_Key = tuple[tuple[int, ...], int, tuple[int, ...], bool, int, bool, bool]
_memo: dict[_Key, _Decision] = {}
# Each set's beaters as (kinds needed once, kinds needed twice), bits 2k as in the code.
# (Keyed by the set's tiles: a set's own hash is Python code, a tuple's is not.)
_beater_masks: dict[tuple[tuple[int, ...], bool], tuple[tuple[int, int], ...]] = {}


def _masks(tile_set: TileSet, mixed: bool) -> tuple[tuple[int, int], ...]:
    masks = _beater_masks.get((tile_set.key, mixed))
    if masks is None:
        masks = tuple(
            (
                sum(_BIT[k] for k, _ in b.need),
                sum(_BIT[k] for k, n in b.need if n > 1),
            )
            for b in beaters(tile_set, mixed=mixed)
        )
        _beater_masks[tile_set.key, mixed] = masks
    return masks


def _threat(tile_set: TileSet, unseen: int, mixed: bool) -> int:
    """As :func:`~paigow_desktop.games.tiengow.players.threat`, on the unseen tiles' code."""
    once = (unseen | unseen >> 1) & _LOW
    twice = (unseen >> 1) & _LOW
    count = 0
    for a, b in _masks(tile_set, mixed):
        if a & once == a and b & twice == b:
            count += 1
    return count


def _sure(tile_set: TileSet, unseen: int, mixed: bool) -> bool:
    """No set the unseen tiles could form beats ``tile_set`` (its threat is 0)."""
    once = (unseen | unseen >> 1) & _LOW
    twice = (unseen >> 1) & _LOW
    return not any(a & once == a and b & twice == b for a, b in _masks(tile_set, mixed))


class _Plan:
    """What the rule player works out for a holding whatever the unseen tiles: its sets, their
    keep values when none is sure, the sets whose sureness may raise them, and the kinds of
    the unseen tiles it reads (the bits of every kind a beater of one of its sets uses)."""

    __slots__ = ("base", "checks", "relevant", "sets")

    def __init__(self, key: tuple[int, ...], mixed: bool) -> None:
        self.sets = sets_of_key(key, mixed, None)
        best = [0.0] * len(_FULL)
        for k in key:
            best[k] = _SINGLE[k]
        checks = []
        relevant = 0
        for s in self.sets:
            masks = _masks(s, mixed)
            for a, _ in masks:
                relevant |= a | a << 1
            if s.kind is SetKind.SUPREME:
                value = 40.0
            else:
                # A sure set is worth 10 a tile + 15, more than any set that is not.
                checks.append((tuple(k for k, _ in s.need), masks, 10.0 * s.size + 15))
                if s.size == 1:
                    continue
                value = 10.0 * s.size + 6 - s.rank
            for k, _ in s.need:
                if value > best[k]:
                    best[k] = value
        self.base = tuple(best)
        self.checks = tuple(checks)
        self.relevant = relevant


_plans: dict[tuple[tuple[int, ...], bool], _Plan] = {}


def _plan(key: tuple[int, ...], mixed: bool) -> _Plan:
    plan = _plans.get((key, mixed))
    if plan is None:
        if len(_plans) >= MEMORY:
            _plans.clear()
        plan = _plans[key, mixed] = _Plan(key, mixed)
    return plan


def _keep_values(plan: _Plan, unseen: int | None) -> Sequence[float]:
    """As :func:`~paigow_desktop.games.tiengow.players.keep_values`, by kind."""
    if unseen is None:
        return plan.base
    best = list(plan.base)
    once = (unseen | unseen >> 1) & _LOW
    twice = (unseen >> 1) & _LOW
    for kinds, masks, value in plan.checks:
        for a, b in masks:
            if a & once == a and b & twice == b:
                break
        else:
            for k in kinds:
                if value > best[k]:
                    best[k] = value
    return best


def decide(
    key: tuple[int, ...],
    unseen: int,
    high: TileSet | None,
    last: bool,
    size: int,
    early: bool,
    mixed: bool,
) -> _Decision:
    """The rule player's move: ``key`` the kinds held (sorted), ``unseen`` the code of the tiles
    it has not seen, ``high`` the set to beat (None: a lead), ``last`` the fourth play of the
    trick, ``early`` early death forbids beating."""
    # Only the unseen tiles that could beat a set in the hand count: the rest are left out of
    # the question, so that it is asked (and answered) again more often.
    plan = _plan(key, mixed)
    unseen &= plan.relevant
    memo_key = (key, unseen, () if high is None else high.key, last, size, early, mixed)
    found = _memo.get(memo_key)
    if found is None:
        if len(_memo) >= MEMORY:
            _memo.clear()
        if high is None:
            found = _lead(plan, unseen, mixed)
        else:
            found = _follow(key, plan, unseen, high, last, size, early, mixed)
        _memo[memo_key] = found
    return found


def _lead(plan: _Plan, unseen: int, mixed: bool) -> _Decision:
    """As :func:`~paigow_desktop.games.tiengow.players.rule_move` leading."""
    leads = plan.sets
    threats = {lead: _threat(lead, unseen, mixed) for lead in leads}
    sure = [lead for lead in leads if threats[lead] == 0]
    if sure:
        best = min(sure, key=lambda x: (-x.size, -x.rank, x.key))
        return best.key, best
    values = plan.base

    def score(lead: TileSet) -> tuple[float, ...]:
        broken = 3.0 if lead.size == 1 and values[lead.key[0]] >= 20 else 0.0
        return (threats[lead] / max(1, lead.size) + broken, -lead.size, lead.rank)

    best = min(leads, key=score)
    return best.key, best


def _follow(
    key: tuple[int, ...],
    plan: _Plan,
    unseen: int,
    high: TileSet,
    last: bool,
    size: int,
    early: bool,
    mixed: bool,
) -> _Decision:
    """As :func:`~paigow_desktop.games.tiengow.players.rule_move` following a lead."""
    found = [] if early else [s for s in plan.sets if s.size == size and beats(s, high)]
    if found:
        sure = [b for b in found if _sure(b, unseen, mixed)]
        choice = max(found if last or not sure else sure, key=lambda s: (s.rank, s.key))
        return choice.key, choice
    values = _keep_values(plan, unseen)
    order = sorted(key, key=lambda k: (values[k], k))
    return tuple(sorted(order[:size])), None


class Playout:
    """A hand in play as kinds and counts, to be played out by rule players (see the module)."""

    __slots__ = (
        "banker",
        "columns",
        "dealt",
        "early_death",
        "first_unbeatable",
        "hands",
        "held",
        "high",
        "high_seat",
        "leader",
        "m",
        "mixed",
        "payments",
        "plays",
        "public",
        "rules",
        "size",
        "to_play",
        "tricks",
    )

    banker: int
    columns: list[int]
    dealt: tuple[tuple[Tile, ...], ...]
    early_death: bool
    first_unbeatable: bool | None
    hands: list[tuple[int, ...]]
    held: list[int]  # each hand's code
    high: TileSet | None
    high_seat: int
    leader: int
    m: int
    mixed: bool
    payments: list[Payment]
    plays: list[tuple[int, tuple[int, ...], bool]]
    public: int  # the code of the tiles not yet seen face up
    rules: Rules
    size: int
    to_play: int | None
    tricks: int

    @classmethod
    def of(cls, hand: Hand) -> Playout:
        """The state of ``hand`` (in play)."""
        p = cls.__new__(cls)
        p.rules = hand.rules
        p.mixed = hand.rules.mixed_pairs_and_sets
        p.early_death = hand.rules.early_death
        p.banker, p.m, p.dealt = hand.banker, hand.m, hand.dealt
        p.hands = [tuple(sorted(t.kind for t in hand.tiles(s))) for s in range(4)]
        face_up = [0] * len(_FULL)
        for trick in hand.tricks:
            for play in trick.plays:
                if play.face_up:
                    for t in play.tiles:
                        face_up[t.kind] += 1
        p.plays = []
        for play in hand.current_plays:
            kinds = tuple(sorted(t.kind for t in play.tiles))
            p.plays.append((play.seat, kinds, play.face_up))
            if play.face_up:
                for k in kinds:
                    face_up[k] += 1
        p.public = _code([full - up for full, up in zip(_FULL, face_up, strict=True)])
        p.held = [sum(_BIT[k] for k in h) for h in p.hands]
        p.leader, p.high, p.high_seat = hand.leader, hand.high, hand.high_seat
        p.size = len(p.plays[0][1]) if p.plays else 0
        p.columns = list(hand.columns)
        p.payments = list(hand.payments)
        p.to_play = hand.to_play
        p.tricks = len(hand.tricks)
        p.first_unbeatable = hand.first_lead_unbeatable
        return p

    def copy(self) -> Playout:
        p = Playout.__new__(Playout)
        for name in Playout.__slots__:
            setattr(p, name, getattr(self, name))
        p.hands = list(self.hands)
        p.plays = list(self.plays)
        p.held = list(self.held)
        p.columns = list(self.columns)
        p.payments = list(self.payments)
        return p

    def dealt_again(self, hands: Mapping[int, Sequence[Tile]]) -> Playout:
        """A copy with the hands of the seats in ``hands`` replaced (another guess of the hidden
        tiles; the face-down tiles stay as they were: no later decision reads them)."""
        p = self.copy()
        for seat, tiles in hands.items():
            key = tuple(sorted(t.kind for t in tiles))
            p.hands[seat] = key
            p.held[seat] = sum(_BIT[k] for k in key)
        if not p.tricks and p.plays and p.banker in hands:
            # The first lead is unbeatable in the banker's own eyes by the banker's whole deal.
            lead = p.plays[0][1]
            found = identify([_TILES[k] for k in lead], mixed=p.mixed)
            if found is not None:
                own = [*hands[p.banker], *(_TILES[k] for k in lead)]
                p.first_unbeatable = unbeatable(found, own, mixed=p.mixed)
        return p

    def net(self) -> list[int]:
        return money.net(self.payments)

    def play(self, kinds: tuple[int, ...], found: TileSet | None) -> None:
        """The seat to play plays ``kinds``: face up as ``found``, or face down (None)."""
        seat = self.to_play
        assert seat is not None
        held = list(self.hands[seat])
        for k in kinds:
            held.remove(k)
        self.hands[seat] = tuple(held)
        self.plays.append((seat, kinds, found is not None))
        code = sum(_BIT[k] for k in kinds)
        self.held[seat] -= code
        if found is not None:
            self.public -= code
        if len(self.plays) == 1:
            self.leader, self.size = seat, len(kinds)
            if not self.tricks and self.first_unbeatable is None and found is not None:
                self.first_unbeatable = unbeatable(found, self.dealt[seat], mixed=self.mixed)
        if found is not None:
            self.high, self.high_seat = found, seat
        if len(self.plays) < 4:
            self.to_play = (seat + 1) % 4
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        high = self.high
        assert high is not None
        winner, size, rules = self.high_seat, self.size, self.rules
        self.columns[winner] += size
        self.tricks += 1
        banker, m = self.banker, self.m
        if high.kind is SetKind.SUPREME:
            self.payments += money.collect(winner, rules.gee_joon_payment, money.GEE_JOON, banker, m)
        if size == 4:
            self.payments += money.collect(winner, rules.quartet_payment, money.QUARTET, banker, m)
        lead = self.plays[0]
        self.plays = []
        self.high = None
        if self.hands[winner]:
            self.leader, self.high_seat, self.to_play = winner, winner, winner
            return
        self.to_play = None
        complete = self.columns[winner] == 8 and not (
            winner == self.banker and rules.unbeatable_exception and self.first_unbeatable
        )
        bonus = rules.last_trick_bonus if high.kind in (SetKind.SUPREME, SetKind.QUARTET) or complete else 1
        little_three = None
        if (
            rules.little_three_big_six
            and size == 1
            and lead[1][0] == _TWO_ONE
            and winner != lead[0]
            and high.key[0] == _FOUR_TWO
        ):
            little_three = lead[0]
        self.payments += money.settlement(self.columns, winner, banker, m, bonus, rules, little_three)

    def finish(self) -> int:
        """Play the hand out with rule players; the decisions taken."""
        count = 0
        mixed = self.mixed
        while self.to_play is not None:
            seat = self.to_play
            plays = self.plays
            unseen = self.public - self.held[seat]
            for s, kinds, up in plays:
                if s == seat and not up:
                    for k in kinds:
                        unseen -= _BIT[k]
            early = (
                self.early_death
                and self.size == 1
                and bool(plays)
                and not self.hands[self.leader]
                and seat != self.leader
                and self.columns[seat] == 0
            )
            kinds, found = decide(
                self.hands[seat],
                unseen,
                self.high if plays else None,
                len(plays) == 3,
                self.size if plays else 0,
                early,
                mixed,
            )
            self.play(kinds, found)
            count += 1
        return count
