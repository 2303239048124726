"""Computer players for Tien Gow: a rule-based player, a sampling (perfect-information Monte Carlo)
player and an expert that samples deeper on the same guesses for every move, guesses the hidden
tiles in keeping with what the other seats let go, and never throws away the trick that would save
it from early death.  Each acts on its seat's view only and draws randomness from its own seed."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar, Final, Protocol

from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.memory import remember_to_forget
from paigow_desktop.games.tiengow.sets import (
    SetKind,
    TileSet,
    beaters,
    identify,
    sets_of_key,
    single_value,
    tile_key,
)
from paigow_desktop.games.tiengow.view import Move, SeatView, Situation
from paigow_desktop.tiles.tile import FULL_SET, Tile

if TYPE_CHECKING:  # the expert's play-outs load at its first decision, not with the table
    from paigow_desktop.games.tiengow.playout import Playout

__all__ = [
    "DEFAULT_PLAYER",
    "PLAYER_NAMES",
    "ExpertPlayer",
    "Player",
    "RulePlayer",
    "SamplingPlayer",
    "evaluate_moves",
    "forget",
    "make_player",
    "rule_move",
    "saving_beats",
]


class Player(Protocol):
    """A computer player: given its seat's view, the move it makes."""

    def choose(self, view: SeatView) -> Move: ...


# ------------------------------------------------------------------ the rule player


def threat(tile_set: TileSet, unseen: Sequence[int], mixed: bool) -> int:
    """How many distinct sets that beat ``tile_set`` the unseen tiles could still form."""
    return _threat(tile_set, tuple(unseen), mixed)


# The sampling players' play-outs ask the same questions over and over: remember the answers.
# A few thousand are enough (few answers are asked again after a decision or two: as many hits
# with 4,096 as with 65,536 over six hands of sampling players) and keep the table's memory flat
# (65,536 of them held ~60 MiB).
@functools.lru_cache(maxsize=1 << 12)
def _threat(tile_set: TileSet, unseen: tuple[int, ...], mixed: bool) -> int:
    count = 0
    for b in beaters(tile_set, mixed=mixed):
        for k, n in b.need:
            if unseen[k] < n:
                break
        else:
            count += 1
    return count


def forget() -> None:
    """Forget the remembered threats, keep values and sets of holdings: a new hand asks new
    questions (the table calls it as it deals, so that a long session's memory stays flat)."""
    _threat.cache_clear()
    _keep_values.cache_clear()
    sets_of_key.cache_clear()


remember_to_forget(forget)


def keep_values(tiles: Sequence[Tile], mixed: bool, unseen: Sequence[int] | None = None) -> list[float]:
    """How much each tile is worth keeping: its best set in the hand, else its single strength;
    a set no unseen tiles can beat (given ``unseen``) is worth more."""
    best = _keep_values(tile_key(tiles), mixed, None if unseen is None else tuple(unseen))
    return [best[t.kind] for t in tiles]


@functools.lru_cache(maxsize=1 << 12)
def _keep_values(key: tuple[int, ...], mixed: bool, unseen: tuple[int, ...] | None) -> tuple[float, ...]:
    best = [0.0] * 21
    for k in key:
        best[k] = _SINGLE_VALUE[k]
    for s in sets_of_key(key, mixed, None):
        if s.kind is SetKind.SUPREME:
            value = 40.0
        elif unseen is not None and _threat(s, unseen, mixed) == 0:
            value = 10.0 * s.size + 15
        elif s.size > 1:
            value = 10.0 * s.size + 6 - s.rank
        else:
            continue
        for k, _ in s.need:
            if value > best[k]:
                best[k] = value
    return tuple(best)


def cheapest_discard(
    tiles: Sequence[Tile], count: int, mixed: bool, unseen: Sequence[int] | None = None
) -> tuple[Tile, ...]:
    """The ``count`` tiles least worth keeping."""
    values = keep_values(tiles, mixed, unseen)
    order = sorted(range(len(tiles)), key=lambda i: (values[i], tiles[i].kind))
    return tuple(tiles[i] for i in order[:count])


def _weakest(sets: Sequence[TileSet]) -> TileSet:
    return max(sets, key=lambda s: (s.rank, s.key))


_SINGLE_VALUE: Final = tuple(single_value(t) for t in sorted(set(FULL_SET), key=lambda t: t.kind))


def rule_move(s: Situation) -> Move:
    """Sound play: cash sure tricks, lead strong pairs, beat cheaply, keep a column, discard junk."""
    if s.leading:
        return Move(_rule_lead(s).tiles, True)
    found = s.beating_sets()
    if found:
        assert s.high is not None
        sure = [b for b in found if threat(b, s.unseen, s.mixed) == 0]
        last_to_play = s.plays_in_trick == 3
        choice = _weakest(found) if last_to_play or not sure else _weakest(sure)
        return Move(choice.tiles, True)
    return Move(cheapest_discard(s.tiles, s.size, s.mixed, s.unseen), False)


def _rule_lead(s: Situation) -> TileSet:
    leads = s.legal_leads()
    threats = {lead: threat(lead, s.unseen, s.mixed) for lead in leads}
    values = dict(zip(s.tiles, keep_values(s.tiles, s.mixed), strict=True))
    sure = [lead for lead in leads if threats[lead] == 0]
    if sure:
        # The biggest sure set first; among equals the least valuable, so stronger ones stay.
        return min(sure, key=lambda x: (-x.size, -x.rank, x.key))

    def score(lead: TileSet) -> tuple[float, ...]:
        broken = 0.0
        if lead.size == 1 and values[lead.tiles[0]] >= 20:
            broken = 1.0  # leading one tile of a pair breaks the pair
        return (threats[lead] / max(1, lead.size) + broken * 3, -lead.size, lead.rank)

    return min(leads, key=score)


class RulePlayer:
    """The rule-based player; deterministic (its seed is accepted for a uniform interface)."""

    name: Final = "rule"

    def __init__(self, seed: object = None) -> None:
        del seed

    def choose(self, view: SeatView) -> Move:
        return rule_move(view.situation())


# ------------------------------------------------------------------ the sampling player


def candidate_moves(s: Situation, discards: int = 3) -> list[Move]:
    """The moves worth weighing: the rule player's first, then every lead or beat and a few discards."""
    first = rule_move(s)
    moves = [first]
    seen = {(tuple(sorted(t.kind for t in first.tiles)), first.face_up)}

    def add(move: Move) -> None:
        key = (tuple(sorted(t.kind for t in move.tiles)), move.face_up)
        if key not in seen:
            seen.add(key)
            moves.append(move)

    if s.leading:
        for lead in s.legal_leads():
            add(Move(lead.tiles, True))
        return moves
    for beat in s.beating_sets():
        add(Move(beat.tiles, True))
    values = keep_values(s.tiles, s.mixed, s.unseen)
    options = sorted(
        {
            tuple(sorted(combo, key=lambda i: s.tiles[i].kind))
            for combo in itertools.combinations(range(len(s.tiles)), s.size)
        },
        key=lambda combo: (sum(values[i] for i in combo), [s.tiles[i].kind for i in combo]),
    )
    kinds_seen: set[tuple[int, ...]] = set()
    for combo in options:
        tiles = tuple(s.tiles[i] for i in combo)
        key = tuple(sorted(t.kind for t in tiles))
        if key in kinds_seen:
            continue
        kinds_seen.add(key)
        add(Move(tiles, False))
        if len(kinds_seen) >= discards:
            break
    return moves


def play_out(hand: Hand, policy: Callable[[Situation], Move] = rule_move) -> None:
    """Finish ``hand`` with every seat playing ``policy`` (no checks: the policy plays legally)."""
    while hand.to_play is not None:
        seat = hand.to_play
        move = policy(hand.situation(seat))
        found = identify(move.tiles, mixed=hand.rules.mixed_pairs_and_sets) if move.face_up else None
        hand.apply_unchecked(move, found)


class SamplingPlayer:
    """Perfect-information Monte Carlo: deal the unseen tiles to the other seats many times
    (consistently with the view), play each deal out with rule players after each candidate
    move, and make the move with the best average money for this seat."""

    name: ClassVar[str] = "sampling"

    def __init__(self, seed: object = None, samples: int = 24) -> None:
        self.rng = random.Random(seed if isinstance(seed, (int, str)) else repr(seed))
        self.samples = samples

    def choose(self, view: SeatView) -> Move:
        s = view.situation()
        moves = candidate_moves(s)
        if len(moves) == 1:
            return moves[0]
        return moves[self.best(view, moves)[0]]

    def deal(self, view: SeatView) -> tuple[dict[int, list[Tile]], dict[int, list[Tile]]]:
        """One guess of the other seats' tiles and face-down discards: the unseen tiles
        shuffled and shared out in the numbers the view shows."""
        counts = view.unseen()
        pool = [t for t in _KINDS_BY_INDEX for _ in range(counts[t.kind])]
        self.rng.shuffle(pool)
        others: dict[int, list[Tile]] = {}
        discards: dict[int, list[Tile]] = {}
        start = 0
        for seat in range(4):
            if seat != view.seat:
                size = view.hand_sizes[seat]
                others[seat] = pool[start : start + size]
                start += size
        for seat in range(4):
            if seat != view.seat:
                size = view.discarded[seat]
                discards[seat] = pool[start : start + size]
                start += size
        return others, discards

    def best(self, view: SeatView, moves: Sequence[Move]) -> tuple[int, list[float], list[float]]:
        """(index of the best move, mean money per move, standard error per move)."""
        totals = [0.0] * len(moves)
        squares = [0.0] * len(moves)
        mixed = view.rules.mixed_pairs_and_sets
        found = [identify(m.tiles, mixed=mixed) if m.face_up else None for m in moves]
        for _ in range(self.samples):
            base = Hand.resume(view, *self.deal(view))
            for i, move in enumerate(moves):
                hand = base.clone()
                hand.apply_unchecked(move, found[i])
                play_out(hand)
                value = hand.net()[view.seat]
                totals[i] += value
                squares[i] += value * value
        n = self.samples
        means = [t / n for t in totals]
        errors = [
            (max(0.0, sq / n - mean * mean) / max(1, n - 1)) ** 0.5
            for sq, mean in zip(squares, means, strict=True)
        ]
        best = max(range(len(moves)), key=lambda i: (means[i], -i))
        return best, means, errors


_KINDS_BY_INDEX: Final = tuple(sorted(set(FULL_SET), key=lambda t: t.kind))


# ------------------------------------------------------------------ the expert


def saving_beats(s: Situation) -> list[TileSet]:
    """The beats that surely win this trick for a seat that has no column yet.

    A seat with no column that lets such a trick go risks early death and the five-point debt of
    a seat with nothing: the leader may run the table with sets it cannot stop.  Sure means
    nobody plays after it in this trick, or no set that beats it can be formed from the tiles
    this seat has not seen.  Empty when the seat already has a column, leads, or cannot beat.
    """
    if s.leading or s.columns[s.seat] > 0:
        return []
    found = s.beating_sets()
    if s.plays_in_trick == 3:
        return found
    return [b for b in found if threat(b, s.unseen, s.mixed) == 0]


#: How often the table's sampling players let a trick go that they could beat, by the tiles they
#: hold (the last entry: five or more).  Measured over 150 hands of four of them (1,282 such
#: choices): about half the time early in the hand, hardly ever with two tiles or fewer left
#: (keeping a pair or a high tile for later looks better to their few guesses than a trick now).
LETS_GO: Final = (0.0, 0.0, 0.05, 0.18, 0.43, 0.5)
#: The least weight a clue broken leaves a guess: the table's players do not follow the
#: measured chances to the letter, and a guess must never be ruled out altogether.
LEAST_BELIEF: Final = 0.05


class ExpertPlayer:
    """The sampling player reading the table: the guesses of the hidden tiles are dealt in
    keeping with what the other seats did (:func:`clues`), every move is played out on the same
    ``samples`` guesses (common to all moves, so that their difference is not noise) with the fast
    play-outs of :mod:`~paigow_desktop.games.tiengow.playout`, the other seats in them letting a
    trick go as often as the table's players do (``lets_go``: see :data:`LETS_GO`), every layout
    of the hidden tiles once there are few, and a sure trick is taken by a seat that has no column yet (see
    :func:`saving_beats`) unless discarding is clearly better, by more than ``safety`` points.

    Guessed deals are dealt at random, so they rarely hold the run of sets a leader keeps behind
    a weak lead: averages alone would often let the trick go and die early with the table run.
    A clear margin is still respected, since keeping a high tile for the last trick (which wins
    the hand) is often worth more than a column now."""

    name: ClassVar[str] = "expert"

    def __init__(
        self,
        seed: object = None,
        samples: int = 320,
        safety: float = 3.0,
        belief: float | None = None,
        exact: int = 320,
        lets_go: Sequence[float] = LETS_GO,
    ) -> None:
        self.rng = random.Random(seed if isinstance(seed, (int, str)) else repr(seed))
        self.samples = samples
        self.safety = safety
        self.belief = belief
        self.exact = exact
        self.lets_go = tuple(lets_go)

    def choose(self, view: SeatView) -> Move:
        s = view.situation()
        moves = candidate_moves(s, discards=4)
        if len(moves) == 1:
            return moves[0]
        means = self.weigh(view, moves)
        saving = {b.key for b in saving_beats(s)}
        scores = [
            mean + (self.safety if m.face_up and tile_key(m.tiles) in saving else 0.0)
            for m, mean in zip(moves, means, strict=True)
        ]
        return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]

    def guesses(self, view: SeatView) -> list[tuple[dict[int, list[Tile]], float]]:
        """Guesses of the other seats' hands with their weights: every layout when there are
        few (weighted by their deals and their likelihood), else ``samples`` deals drawn in
        proportion to their likelihood (a deal is kept with chance :meth:`likelihood`, else
        drawn again; after 40 draws the likeliest)."""
        from paigow_desktop.games.tiengow.weigh import deal_guess, layouts

        found = clues(view)
        every = layouts(view, limit=self.exact)
        if every is not None:
            return [(hands, w * self.likelihood(found, hands)) for hands, w in every]
        out: list[tuple[dict[int, list[Tile]], float]] = []
        for _ in range(self.samples):
            best: dict[int, list[Tile]] | None = None
            likeliest = -1.0
            for _ in range(40):
                hands, _ = deal_guess(view, self.rng)  # the hands; face-down tiles later
                chance = self.likelihood(found, hands)
                if chance > likeliest:
                    best, likeliest = hands, chance
                if chance >= 1.0 or self.rng.random() < chance:
                    best = hands
                    break
            assert best is not None
            out.append((best, 1.0))
        return out

    def likelihood(self, found: Sequence[Clue], hands: dict[int, list[Tile]]) -> float:
        """How likely the other seats' plays are if they hold ``hands``, relative to holding no
        beater whenever they let a trick go: for each clue broken (see :func:`broken`), the
        chance that a seat holding as many tiles lets a trick go though it could beat it
        (``belief`` when given, else :data:`LETS_GO`'s, at least :data:`LEAST_BELIEF`)."""
        chance = 1.0
        for clue in found:
            if breaks(clue, hands):
                if self.belief is not None:
                    chance *= self.belief
                else:
                    go = self.lets_go or (0.5,)
                    chance *= max(LEAST_BELIEF, go[min(clue[3], len(go) - 1)])
        return chance

    def weigh(self, view: SeatView, moves: Sequence[Move]) -> list[float]:
        """Each move's mean money for this seat over the same guesses."""
        from paigow_desktop.games.tiengow.playout import Playout
        from paigow_desktop.games.tiengow.weigh import face_down

        mixed = view.rules.mixed_pairs_and_sets
        found = [identify(m.tiles, mixed=mixed) if m.face_up else None for m in moves]
        keys = [tile_key(m.tiles) for m in moves]
        totals = [0.0] * len(moves)
        weight = 0.0
        template: Playout | None = None
        for hands, w in self.guesses(view):
            if w <= 0.0:
                continue
            if template is None:
                template = Playout.of(Hand.resume(view, hands, face_down(view, hands)))
            base = template.dealt_again(hands)
            if self.lets_go:
                base.like_people(view.seat, self.lets_go, self.rng.getrandbits(64))
            weight += w
            for i in range(len(moves)):
                hand = base.copy()
                hand.play(keys[i], found[i])
                hand.finish()
                totals[i] += w * hand.net()[view.seat]
        return [t / weight if weight else 0.0 for t in totals]


#: A clue: (seat, the kinds it surely still held then besides its hand now, the sets that beat
#: what it let go, the tiles it held then).
Clue = tuple[int, tuple[int, ...], tuple[TileSet, ...], int]


def clues(view: SeatView) -> list[Clue]:
    """What the other seats' face-down plays say: a seat that put tiles face down when it could
    have beaten the trick is rarer than one that could not (late in the hand the other players
    beat when they can, nearly always), so a guess giving it a beater then is less likely.  What
    it held then is at least its hand now and the tiles it played face up since."""
    mixed = view.rules.mixed_pairs_and_sets
    tricks = [*view.tricks, *([view.current] if view.current is not None else [])]
    out: list[Clue] = []
    held = len(view.dealt)  # every seat holds as many tiles as the others at a trick's start
    for t, trick in enumerate(tricks):
        high: TileSet | None = None
        for p in trick.plays:
            if p.face_up:
                high = identify(p.tiles, mixed=mixed)
                continue
            if p.seat == view.seat or high is None:
                continue
            later = [
                x.kind
                for tr in tricks[t + 1 :]
                for q in tr.plays
                if q.seat == p.seat and q.face_up
                for x in q.tiles
            ]
            out.append((p.seat, tuple(later), beaters(high, mixed=mixed), held))
        held -= trick.plays[0].count
    return out


def breaks(clue: Clue, hands: dict[int, list[Tile]]) -> bool:
    """Whether the guessed ``hands`` break ``clue``: its seat let a trick go holding a beater."""
    seat, later, sets, _ = clue
    held = [0] * 21
    for t in hands[seat]:
        held[t.kind] += 1
    for k in later:
        held[k] += 1
    return any(all(held[k] >= n for k, n in b.need) for b in sets)


def broken(found: Sequence[Clue], hands: dict[int, list[Tile]]) -> int:
    """How many clues the guessed ``hands`` break."""
    return sum(1 for clue in found if breaks(clue, hands))


#: Player names for ``--players``: ``default`` is the level the table uses.
PLAYER_NAMES: Final = ("rule", "sampling", "expert", "default")
DEFAULT_PLAYER: Final = "sampling"


def make_player(name: str, seed: object) -> Player:
    """A player by name, drawing its randomness from ``seed``."""
    if name == "default":
        name = DEFAULT_PLAYER
    if name == "rule":
        return RulePlayer(seed)
    if name == "sampling":
        return SamplingPlayer(seed)
    if name == "expert":
        return ExpertPlayer(seed)
    raise ValueError(f"unknown player {name!r} (players: {', '.join(PLAYER_NAMES)})")


def evaluate_moves(view: SeatView, *, samples: int = 48, seed: object = 0) -> list[tuple[Move, float, float]]:
    """For the trainer: each move worth weighing with the sampling player's estimate of its
    money for this seat (mean points at the end of the hand) and that estimate's standard
    error, best first."""
    player = SamplingPlayer(seed, samples=samples)
    moves = candidate_moves(view.situation())
    _, means, errors = player.best(view, moves)
    order = sorted(range(len(moves)), key=lambda i: (-means[i], i))
    return [(moves[i], means[i], errors[i]) for i in order]
