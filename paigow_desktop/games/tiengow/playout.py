"""Fast play-outs for weighing moves: a hand finished by rule players, on tile kinds.

The trainer's verdicts play thousands of hands out after each move (:mod:`weigh`).  A
:class:`~paigow_desktop.games.tiengow.hand.Hand` checks and records everything a table needs;
a play-out needs only the money at the end.  :class:`Playout` holds each hand as one number
(two bits a kind: see below; no tiles, no records) and plays it to the end with the rule
player's decisions (:func:`~paigow_desktop.games.tiengow.players.rule_move`, worked out on the
same tables of sets, threats and keep values).  The rule player decides from a few facts only:
the kinds it holds, the tiles it has not seen, whether it leads, the set to beat, whether it
plays last in the trick, the trick's size and early death.  What a holding allows whatever the
unseen tiles (its sets, their keep values, the sets each could beat) is worked out once and
remembered; a lead, the costliest decision, is remembered by exactly the facts it reads.  The
moves and the money are the rule player's and the hand's own, play for play (the tests compare
them over many hands).

For the expert, :meth:`Playout.like_people` plays the seats other than the one weighing its
moves more as the table's players do: they let a trick they could beat go now and then (drawn
from a seed kept in the play-out, so that the same seed makes the same play-out).

A play-out also says how many decisions it took: the measure of work the verdicts budget by
(repeatable, unlike the time taken).

What is remembered is bounded (:data:`MEMORY` holdings and as many leads, then forgotten all at
once: a new hand asks new questions), so that a long session's memory stays flat.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Final

from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.memory import remember_to_forget
from paigow_desktop.games.tiengow.money import Payment
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import (
    ALL_SETS,
    SetKind,
    TileSet,
    beaters,
    identify,
    kind_counts,
    single_value,
    unbeatable,
)
from paigow_desktop.tiles.tile import FULL_SET, Tile

__all__ = ["MEMORY", "Playout", "decide", "forget", "remembered"]

_FULL: Final = tuple(kind_counts(FULL_SET))
_TWO_ONE: Final = 20  # kind index of 2-1, Little Three
_FOUR_TWO: Final = 17  # kind index of 4-2, Big Six
#: Holdings (and leads) remembered at most, then forgotten all at once.  A verdict's play-outs
#: meet a few thousand holdings (about 1 KB each) and as many leads (70 bytes each): 16,384 is
#: at most ~17 MB, within ~5% of the speed of remembering all.
MEMORY: Final = 1 << 14

# The tiles a seat holds or has not seen, as one number: two bits a kind (0, 1 or 2 copies; kind
# k at bits 2k and 2k + 1), so that a tile leaves it by a subtraction and it is a cheap key.
_TILES: Final = tuple(sorted(set(FULL_SET), key=lambda t: t.kind))  # a tile of each kind
_BIT: Final = tuple(1 << (2 * k) for k in range(len(_FULL)))
_LOW: Final = sum(_BIT)
_HIGH: Final = _LOW << 1
_MASK: Final = (1 << 64) - 1
#: A single tile's keep value by kind (its strength in its suit).
_SINGLE: Final = tuple(single_value(t) for t in _TILES)


def _code(counts: list[int] | tuple[int, ...]) -> int:
    return sum(n << (2 * k) for k, n in enumerate(counts))


def _code_of(kinds: Sequence[int]) -> int:
    return sum(_BIT[k] for k in kinds)


# The kinds in each byte of a code (four kinds a byte), by the byte's place and value; and the
# different kinds, likewise.
_IN_BYTE: Final = [tuple(j for j in range(4) for _ in range((v >> 2 * j) & 3)) for v in range(256)]
_BYTES: Final = tuple(
    tuple(tuple(4 * place + j for j in kinds if 4 * place + j < len(_FULL)) for kinds in _IN_BYTE)
    for place in range(6)
)
_DISTINCT: Final = tuple(tuple(tuple(sorted(set(kinds))) for kinds in place) for place in _BYTES)


def _kinds_of(code: int) -> tuple[int, ...]:
    """The sorted kinds a code holds."""
    kinds: tuple[int, ...] = ()
    place = 0
    while code:
        if code & 255:
            kinds += _BYTES[place][code & 255]
        code >>= 8
        place += 1
    return kinds


class _Set:
    """A set as the rule player weighs it: its keep values, and whether the unseen tiles could
    form a set that beats it, and how many such sets.

    A beater needs some kinds once and some twice: with ``once`` the code's bits of the kinds
    unseen at least once and ``twice`` of those unseen twice, it can be formed when its bits are
    all in them.  Most beaters need one kind (singles, same-kind pairs): those are counted all
    at once by their bits; the others one by one."""

    __slots__ = (
        "bits",
        "code",
        "kinds",
        "once",
        "ones",
        "order",
        "place",
        "plain",
        "rest",
        "set",
        "size",
        "sure_value",
        "twice",
        "twos",
    )

    def __init__(self, tile_set: TileSet, mixed: bool, order: int, place: int) -> None:
        self.set, self.order, self.size = tile_set, order, tile_set.size
        self.place = place  # the order of sets_of_key's
        self.code = sum(_BIT[k] for k in tile_set.key)
        self.kinds = tuple(k for k, _ in tile_set.need)
        # The bits a holding needs once and twice to hold the set.
        self.once = sum(_BIT[k] for k in self.kinds)
        self.twice = sum(_BIT[k] for k, n in tile_set.need if n > 1)
        # Its tiles' keep value in a hand (a single's: its own strength) and, when it may be
        # sure, what it is worth then: 10 a tile + 15, more than any set that is not.
        self.sure_value: float | None = None
        if tile_set.kind is SetKind.SUPREME:
            self.plain = 40.0
        else:
            self.sure_value = 10.0 * tile_set.size + 15
            if tile_set.size > 1:
                self.plain = 10.0 * tile_set.size + 6 - tile_set.rank
            else:
                self.plain = _SINGLE[tile_set.key[0]]
        ones = twos = bits = 0
        rest = []
        for b in beaters(tile_set, mixed=mixed):
            a = sum(_BIT[k] for k, _ in b.need)
            two = sum(_BIT[k] for k, n in b.need if n > 1)
            bits |= a | a << 1
            if a & (a - 1) == 0 and two == 0 and not ones & a:
                ones |= a
            elif a & (a - 1) == 0 and two == a and not twos & a:
                twos |= a
            else:
                rest.append((a, two))
        self.ones, self.twos, self.rest, self.bits = ones, twos, tuple(rest), bits

    def threat(self, once: int, twice: int) -> int:
        """As :func:`~paigow_desktop.games.tiengow.players.threat`."""
        count = (once & self.ones).bit_count() + (twice & self.twos).bit_count()
        for a, b in self.rest:
            if a & once == a and b & twice == b:
                count += 1
        return count

    def sure(self, once: int, twice: int) -> bool:
        """No beater can be formed (the threat is 0)."""
        if once & self.ones or twice & self.twos:
            return False
        return not any(a & once == a and b & twice == b for a, b in self.rest)


# The order the rule player picks a sure lead in: the biggest, then the least valuable.
_SURE_ORDER: Final = {
    s.key: i for i, s in enumerate(sorted(ALL_SETS, key=lambda s: (-s.size, -s.rank, s.key)))
}
_SETS: Final = {
    mixed: {
        s.key: _Set(s, mixed, _SURE_ORDER[s.key], place)
        for place, s in enumerate(ALL_SETS)
        if mixed or s.kind.pure
    }
    for mixed in (False, True)
}
#: The sets by the first of their kinds.
_BY_FIRST: Final = {
    mixed: tuple(tuple(x for x in sets.values() if x.kinds[0] == k) for k in range(len(_FULL)))
    for mixed, sets in _SETS.items()
}
#: Each set's beaters, the weakest first, by the set's key.
_BEATERS: Final = {
    mixed: {
        key: tuple(
            sorted(
                (sets[b.key] for b in beaters(x.set, mixed=mixed)),
                key=lambda b: (b.set.rank, b.set.key),
                reverse=True,
            )
        )
        for key, x in sets.items()
    }
    for mixed, sets in _SETS.items()
}
_ZEROS: Final = (0.0,) * len(_FULL)
_PLACE: Final = operator.attrgetter("place")


class _Plan:
    """What the rule player works out for a holding whatever the unseen tiles: its sets, their
    keep values when none is sure, the sets whose sureness may raise them; worked out when first
    needed, the sure leads' order, the unseen tiles' bits a lead reads, each set to beat's
    beaters in the hand (weakest first) and the face-down plays when nothing is sure."""

    __slots__ = (
        "_beating",
        "_discards",
        "_in_order",
        "_relevant",
        "_sure_order",
        "base",
        "checks",
        "code",
        "leads",
        "mixed",
    )

    def __init__(self, code: int, mixed: bool) -> None:
        self.code, self.mixed = code, mixed
        once = (code | code >> 1) & _LOW
        twice = (code >> 1) & _LOW
        best = list(_ZEROS)
        leads = []
        by_first = _BY_FIRST[mixed]
        place, rest = 0, code
        while rest:
            if rest & 255:
                for first in _DISTINCT[place][rest & 255]:
                    for x in by_first[first]:
                        a, b = x.once, x.twice
                        if a & once == a and b & twice == b:
                            leads.append(x)
                            value = x.plain
                            for k in x.kinds:
                                if value > best[k]:
                                    best[k] = value
            rest >>= 8
            place += 1
        self.leads = leads  # in the order of their first kinds; see in_order()
        self._in_order: list[_Set] | None = None
        self.base = best
        # Only a check that could raise a kind above its plain value is worth making.
        checks = []
        for x in leads:
            sure = x.sure_value
            if sure is not None:
                for k in x.kinds:
                    if sure > best[k]:
                        checks.append(x)
                        break
        self.checks = checks
        self._relevant: int | None = None
        self._sure_order: tuple[_Set, ...] | None = None
        self._beating: dict[tuple[int, ...], tuple[_Set, ...]] | None = None
        self._discards: tuple[int, ...] | None = None

    def in_order(self) -> list[_Set]:
        """The sets in the order of sets_of_key's (a tie between two leads goes to the first).

        A new list: plans are shared by the threads that weigh moves (a verdict and a hint at
        once), and sorting ``leads`` in place under another thread's loop over it would make it
        miss sets."""
        if self._in_order is None:
            self._in_order = sorted(self.leads, key=_PLACE)
        return self._in_order

    def relevant(self) -> int:
        """The unseen tiles' bits a lead reads (those of every kind a beater of its sets uses)."""
        if self._relevant is None:
            bits = 0
            for x in self.leads:
                bits |= x.bits
            self._relevant = bits
        return self._relevant

    def sure_order(self) -> tuple[_Set, ...]:
        if self._sure_order is None:
            self._sure_order = tuple(sorted(self.leads, key=lambda x: x.order))
        return self._sure_order

    def beaters_of(self, high: TileSet) -> tuple[_Set, ...]:
        """The hand's sets that beat ``high``, the weakest first."""
        if self._beating is None:
            self._beating = {}
        found = self._beating.get(high.key)
        if found is None:
            code = self.code
            once = (code | code >> 1) & _LOW
            twice = (code >> 1) & _LOW
            found = tuple(
                x
                for x in _BEATERS[self.mixed][high.key]
                if x.once & once == x.once and x.twice & twice == x.twice
            )
            self._beating[high.key] = found
        return found

    def discards(self, size: int) -> int:
        """The code of the ``size`` tiles put face down when no set is sure."""
        if self._discards is None:
            best = self.base
            order = sorted(_kinds_of(self.code), key=lambda k: (best[k], k))
            self._discards = tuple(_code_of(order[:n]) for n in range(min(4, len(order)) + 1))
        return self._discards[size]


_plans: dict[int, _Plan] = {}
_leads: dict[int, _Set] = {}
_Decision = tuple[tuple[int, ...], TileSet | None]  # the kinds played, the set (None: face down)


def forget() -> None:
    """Forget every remembered holding and lead (memory given back; a fresh start)."""
    _plans.clear()
    _leads.clear()


def remembered() -> int:
    """How many holdings and leads are remembered (at most :data:`MEMORY` each)."""
    return max(len(_plans), len(_leads))


def _plan(code: int, mixed: bool) -> _Plan:
    plan = _plans.get(code << 1 | mixed)
    if plan is None:
        if len(_plans) >= MEMORY:
            _plans.clear()
        plan = _plans[code << 1 | mixed] = _Plan(code, mixed)
    return plan


def _lead(plan: _Plan, unseen: int) -> _Set:
    """As :func:`~paigow_desktop.games.tiengow.players.rule_move` leading; remembered by the
    holding and the unseen tiles it reads."""
    memo = ((unseen & plan.relevant()) << 43 | plan.code) << 1 | plan.mixed
    found = _leads.get(memo)
    if found is not None:
        return found
    once = (unseen | unseen >> 1) & _LOW
    twice = (unseen >> 1) & _LOW
    best: _Set | None = None
    for x in plan.sure_order():
        if not (once & x.ones or twice & x.twos) and (not x.rest or x.sure(once, twice)):
            best = x
            break
    if best is None:
        values = plan.base
        score: tuple[float, int, int] | None = None
        for x in plan.in_order():
            size = x.size
            broken = 3.0 if size == 1 and values[x.kinds[0]] >= 20 else 0.0
            mine = (x.threat(once, twice) / size + broken, -size, x.set.rank)
            if score is None or mine < score:
                best, score = x, mine
    assert best is not None
    if len(_leads) >= MEMORY:
        _leads.clear()
    _leads[memo] = best
    return best


def _follow(plan: _Plan, unseen: int, high: TileSet, last: bool, early: bool) -> _Set | int:
    """As :func:`~paigow_desktop.games.tiengow.players.rule_move` following a lead: the set it
    beats with, or the code of the tiles it puts face down."""
    once = (unseen | unseen >> 1) & _LOW
    twice = (unseen >> 1) & _LOW
    if not early:
        found = plan.beaters_of(high)
        if found:
            if not last:
                for x in found:
                    if not (once & x.ones or twice & x.twos) and (not x.rest or x.sure(once, twice)):
                        return x
            return found[0]
    values: list[float] | None = None
    for x in plan.checks:
        if not (once & x.ones or twice & x.twos) and (not x.rest or x.sure(once, twice)):
            value = x.sure_value
            assert value is not None
            if values is None:
                values = plan.base[:]
            for k in x.kinds:
                if value > values[k]:
                    values[k] = value
    if values is None:
        return plan.discards(high.size)
    raised = values
    return _code_of(sorted(_kinds_of(plan.code), key=lambda k: (raised[k], k))[: high.size])


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
    trick, ``size`` the trick's size, ``early`` early death forbids beating."""
    plan = _plan(_code_of(key), mixed)
    if high is None:
        lead = _lead(plan, unseen).set
        return lead.key, lead
    assert size == high.size
    found = _follow(plan, unseen, high, last, early)
    if isinstance(found, _Set):
        return found.set.key, found.set
    return _kinds_of(found), None


class Playout:
    """A hand in play as kinds and counts, to be played out by rule players (see the module)."""

    __slots__ = (
        "banker",
        "columns",
        "dealt",
        "early_death",
        "first_unbeatable",
        "held",
        "high",
        "high_seat",
        "leader",
        "lets_go",
        "m",
        "mixed",
        "payments",
        "plays",
        "public",
        "rules",
        "seat",
        "size",
        "state",
        "to_play",
        "tricks",
    )

    banker: int
    columns: list[int]
    dealt: tuple[tuple[Tile, ...], ...]
    early_death: bool
    first_unbeatable: bool | None
    held: list[int]  # each hand's code
    high: TileSet | None
    high_seat: int
    leader: int
    #: the other seats' chance of letting a trick go when they could beat it, by the tiles they
    #: hold (see :meth:`like_people`); empty: they beat whenever they can, as the rule player
    lets_go: tuple[float, ...]
    m: int
    mixed: bool
    payments: list[Payment]
    plays: list[tuple[int, int, bool]]  # (seat, the code of its tiles, face up) in this trick
    public: int  # the code of the tiles not yet seen face up
    rules: Rules
    seat: int  # the seat whose moves are weighed (its own later plays are the rule player's)
    size: int
    state: int  # the draws of the other seats' choices (see _draw)
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
        face_up = [0] * len(_FULL)
        for trick in hand.tricks:
            for play in trick.plays:
                if play.face_up:
                    for t in play.tiles:
                        face_up[t.kind] += 1
        p.plays = []
        for play in hand.current_plays:
            p.plays.append((play.seat, _code_of([t.kind for t in play.tiles]), play.face_up))
            if play.face_up:
                for t in play.tiles:
                    face_up[t.kind] += 1
        p.public = _code([full - up for full, up in zip(_FULL, face_up, strict=True)])
        p.held = [_code_of([t.kind for t in hand.tiles(s)]) for s in range(4)]
        p.leader, p.high, p.high_seat = hand.leader, hand.high, hand.high_seat
        p.size = len(hand.current_plays[0].tiles) if hand.current_plays else 0
        p.columns = list(hand.columns)
        p.payments = list(hand.payments)
        p.to_play = hand.to_play
        p.tricks = len(hand.tricks)
        p.first_unbeatable = hand.first_lead_unbeatable
        p.lets_go, p.seat, p.state = (), -1, 0
        return p

    def copy(self) -> Playout:
        p = Playout.__new__(Playout)
        p.banker, p.dealt, p.early_death, p.m, p.mixed, p.rules = (
            self.banker,
            self.dealt,
            self.early_death,
            self.m,
            self.mixed,
            self.rules,
        )
        p.first_unbeatable, p.high, p.high_seat, p.leader = (
            self.first_unbeatable,
            self.high,
            self.high_seat,
            self.leader,
        )
        p.public, p.size, p.to_play, p.tricks = self.public, self.size, self.to_play, self.tricks
        p.lets_go, p.seat, p.state = self.lets_go, self.seat, self.state
        p.held = self.held[:]
        p.plays = self.plays[:]
        p.columns = self.columns[:]
        p.payments = self.payments[:]
        return p

    def dealt_again(self, hands: Mapping[int, Sequence[Tile]]) -> Playout:
        """A copy with the hands of the seats in ``hands`` replaced (another guess of the hidden
        tiles; the face-down tiles stay as they were: no later decision reads them)."""
        p = self.copy()
        for seat, tiles in hands.items():
            p.held[seat] = sum(_BIT[t.kind] for t in tiles)
        if not p.tricks and p.plays and p.banker in hands:
            # The first lead is unbeatable in the banker's own eyes by the banker's whole deal.
            lead = _kinds_of(p.plays[0][1])
            found = identify([_TILES[k] for k in lead], mixed=p.mixed)
            if found is not None:
                own = [*hands[p.banker], *(_TILES[k] for k in lead)]
                p.first_unbeatable = unbeatable(found, own, mixed=p.mixed)
        return p

    def like_people(self, seat: int, lets_go: Sequence[float], seed: int) -> None:
        """Play the seats other than ``seat`` as the table's players do rather than as rule
        players: a seat that could beat the trick lets it go (puts its cheapest tiles face down)
        with chance ``lets_go[n]`` when it holds ``n`` tiles (the last entry for more), drawn
        from ``seed`` (the same seed, the same draws: moves weighed on the same guess and seed
        meet the same choices as far as their play-outs agree)."""
        self.seat, self.lets_go, self.state = seat, tuple(lets_go), seed & _MASK

    def _draw(self) -> float:
        """The next draw in [0, 1): a 64-bit linear congruential generator (Knuth's MMIX), its
        top 53 bits."""
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & _MASK
        return (self.state >> 11) / 9007199254740992.0

    def net(self) -> list[int]:
        return money.net(self.payments)

    def play(self, kinds: tuple[int, ...], found: TileSet | None) -> None:
        """The seat to play plays ``kinds``: face up as ``found``, or face down (None)."""
        self._play(_code_of(kinds), len(kinds), found)

    def _play(self, code: int, size: int, found: TileSet | None) -> None:
        seat = self.to_play
        assert seat is not None
        plays = self.plays
        plays.append((seat, code, found is not None))
        self.held[seat] -= code
        if found is not None:
            self.public -= code
            self.high, self.high_seat = found, seat
        if len(plays) == 1:
            self.leader, self.size = seat, size
            if not self.tricks and self.first_unbeatable is None and found is not None:
                self.first_unbeatable = unbeatable(found, self.dealt[seat], mixed=self.mixed)
        if len(plays) < 4:
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
        if self.held[winner]:
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
            and lead[1] == _BIT[_TWO_ONE]
            and winner != lead[0]
            and high.key[0] == _FOUR_TWO
        ):
            little_three = lead[0]
        self.payments += money.settlement(self.columns, winner, banker, m, bonus, rules, little_three)

    def finish(self) -> int:
        """Play the hand out with rule players; the decisions taken."""
        count = 0
        mixed = self.mixed
        held = self.held
        plans = _plans
        while self.to_play is not None:
            seat = self.to_play
            # (A seat to play has not played in this trick yet: none of its own face-down tiles
            # is among the trick's plays, so the unseen tiles are the hidden ones but its own.)
            mine = held[seat]
            plan = plans.get(mine << 1 | mixed) or _plan(mine, mixed)
            if not self.plays:
                lead = _lead(plan, self.public - mine)
                self._play(lead.code, lead.size, lead.set)
            else:
                high = self.high
                assert high is not None
                early = (
                    self.early_death
                    and self.size == 1
                    and not held[self.leader]
                    and seat != self.leader
                    and self.columns[seat] == 0
                )
                found = _follow(plan, self.public - mine, high, len(self.plays) == 3, early)
                go = self.lets_go
                if go and seat != self.seat and not isinstance(found, int):
                    tiles = (mine & _LOW).bit_count() + 2 * (mine & _HIGH).bit_count()
                    if self._draw() < go[min(tiles, len(go) - 1)]:
                        found = _follow(plan, self.public - mine, high, False, True)
                if isinstance(found, int):
                    self._play(found, self.size, None)
                else:
                    self._play(found.code, found.size, found.set)
            count += 1
        return count


remember_to_forget(forget)  # last: registered once every table above is built
