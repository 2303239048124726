"""Headless Pai Gow Poker: many whole rounds at one table, every hand set by the house way, the money exact.

The simulator plays the game's own rounds: a :class:`.table.PokerTable` decides who banks (the
rotation, the every-other-round rule, the coverage check), places the bets and deals (deal
numbers ``seed``, ``seed + 1``, ...), and :class:`.round.PokerRound` sets, reveals and settles.
Every round's nets and commission must add up to zero, or it raises ``AssertionError``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final, Literal

from paigow_desktop.core.simulation import BettingFigures, MoneyTally, party
from paigow_desktop.games.paigow_poker.round import DEALER, PLACES, RoundSettlement, SideBet
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.paigow_poker.table import MAX_SEED, SEATS, PokerTable, Seating

__all__ = [
    "BANK_MODES",
    "DEFAULT_BANKROLL_CENTS",
    "DEFAULT_BET_CENTS",
    "DEFAULT_SEAT",
    "MAX_PLAYERS",
    "BankMode",
    "SimulationResult",
    "party",
    "seating_for",
    "simulate",
]

BankMode = Literal["never", "rotate"]
BANK_MODES: Final[tuple[BankMode, ...]] = ("never", "rotate")
DEFAULT_BET_CENTS: Final = 1000
DEFAULT_BANKROLL_CENTS: Final = 100_000
DEFAULT_SEAT: Final = 3
MAX_PLAYERS: Final = PLACES - 1
_MINIMUM_CENTS: Final = 500
_MAXIMUM_CENTS: Final = 50_000


def seating_for(players: int, seat: int = DEFAULT_SEAT) -> Seating:
    """The player at ``seat`` and ``players - 1`` computers, nearest the player first."""
    others = sorted((p for p in SEATS if p != seat), key=lambda p: (abs(p - seat), p))
    return Seating(seat, tuple(others[: players - 1]))


def computer_bet(rng: random.Random) -> int:
    """A computer's bet: a few table minimums."""
    return min(_MAXIMUM_CENTS, _MINIMUM_CENTS * rng.choice((1, 1, 1, 2, 2, 3, 4, 5, 10)))


@dataclass(frozen=True)
class SimulationResult(BettingFigures):
    """What a simulation found, in whole cents (the same fields as the tile game's simulator)."""

    rounds: int
    seed: int
    bank_mode: BankMode
    rules: PokerRules
    seating: Seating
    player: int
    bet_cents: int
    net_cents: Mapping[str, int]  #: per party: "player", "seat N", "house" (commission excluded)
    commission_cents: int
    banked: Mapping[str, int]
    wins: int
    pushes: int
    losses: int
    player_bet_cents: int
    player_bet_net_cents: int
    player_bank_net_cents: int
    conserved: bool
    player_bet_squares: tuple[int, int, int] = (0, 0, 0)
    #: per party, the side bets' nets (the house's: what it paid or took on them)
    side_net_cents: Mapping[str, int] | None = None
    #: the player's side bets: kind ("fortune", "envy", "dragon") -> [bets, cents bet, net cents]
    player_side: Mapping[str, tuple[int, int, int]] | None = None
    ez_pushes: int = 0  #: rounds the EZ dealer's queen-high pai gow pushed every bet

    @property
    def players(self) -> int:
        return len(self.seating.seats)

    @property
    def places(self) -> dict[str, int]:
        by_name = {party(p, self.player): p for p in (*self.seating.seats, DEALER)}
        return {name: by_name[name] for name in self.net_cents}


def play_round(
    table: PokerTable,
    bets: Mapping[int, int],
    bankrolls: Mapping[int, int],
    side: Mapping[tuple[int, SideBet], int] | None = None,
) -> RoundSettlement:
    """One round at ``table``, the bank offered by turn and always taken when covered, every hand
    by the house way; ``bankrolls`` are the persons' (a place not in it is a computer player,
    backed by the house); ``side``: side bets by (place, kind).  ``AssertionError`` when its
    money does not add up."""
    banker = table.choose_banker(bets, bankrolls)
    game = table.start(
        bets, banker=banker, bankroll_cents=bankrolls.get(banker), automated=table.seating.seats
    )
    for (place, kind), cents in (side or {}).items():
        game.place_side_bet(place, kind, cents)
    game.deal()
    game.reveal()
    money = game.settle()
    if not money.balanced:
        raise AssertionError(f"deal {table.current_seed}: the money of the round does not add up")
    return money


def _check(rounds: int, players: int, seed: int, bank_mode: str) -> None:
    for name, value, low, high in (("rounds", rounds, 1, None), ("players", players, 1, MAX_PLAYERS),
                                   ("seed", seed, 1, MAX_SEED)):  # fmt: skip
        if not isinstance(value, int) or isinstance(value, bool) or value < low or (high and value > high):
            span = f"{low} to {high:,}" if high else f"at least {low}"
            raise ValueError(f"{name} is a whole number {span}, not {value!r}")
    if bank_mode not in BANK_MODES:
        raise ValueError(f"the bank is 'never' or 'rotate', not {bank_mode!r}")


# Long: the checks, the side bets set up once, the loop of rounds with their money tallied, the result
def simulate(
    rounds: int,
    players: int = 1,
    bank_mode: BankMode = "never",
    seed: int = 1,
    rules: PokerRules | None = None,
    progress: Callable[[float], None] | None = None,
    *,
    bet_cents: int = DEFAULT_BET_CENTS,
    bankroll_cents: int = DEFAULT_BANKROLL_CENTS,
    seat: int = DEFAULT_SEAT,
    queens_dragon: bool = False,
    side_bet_cents: int = _MINIMUM_CENTS,
) -> SimulationResult:
    """Play ``rounds`` rounds with the player at ``seat`` and ``players - 1`` computers, every hand
    by the house way, and count the money.  The player bets ``bet_cents`` every round it does not
    bank; computers bet a few table minimums from a stream seeded by the deal.  ``progress`` is
    called with the fraction done.  With the rules' Fortune bonus on, every place bets
    ``side_bet_cents`` on it (so Envy bonuses flow); with ``queens_dragon`` (EZ only) the player
    bets that much on the Queen's Dragon.  ``ValueError`` on bad input."""
    _check(rounds, players, seed, bank_mode)
    rules = rules if rules is not None else PokerRules()
    if queens_dragon and not rules.ez:
        raise ValueError("the Queen's Dragon is offered only at an EZ Pai Gow table")
    if bank_mode == "rotate" and rules.commission == 0:
        raise ValueError("without a commission the house banks every round: there is no bank to rotate")
    seating = seating_for(players, seat)
    table = PokerTable(rules, seating, seed, players_bank=bank_mode == "rotate", minimum_cents=_MINIMUM_CENTS)
    tally = MoneyTally((DEALER, *seating.seats), seat)
    bankrolls = {seat: bankroll_cents}  # the computers are backed by the house
    step = max(1, rounds // 200)
    side: dict[tuple[int, SideBet], int] = {}
    if rules.fortune != "off":
        side.update({(p, SideBet.FORTUNE): side_bet_cents for p in seating.seats})
    if queens_dragon:
        side[(seat, SideBet.DRAGON)] = side_bet_cents
    side_nets = dict.fromkeys((DEALER, *seating.seats), 0)
    mine = {kind.value: [0, 0, 0] for kind in SideBet}
    ez_pushes = 0
    for number in range(1, rounds + 1):
        stream = random.Random(f"bets {table.next_seed}")
        bets = {p: bet_cents if p == seat else computer_bet(stream) for p in seating.seats}
        money = play_round(table, bets, bankrolls, side)
        tally.add(money, money.banker)
        for line in money.side:
            side_nets[line.place] += line.net_cents
            side_nets[DEALER] -= line.net_cents
            if line.place == seat:
                counts = mine[line.kind.value]
                counts[0] += 1
                counts[1] += line.bet_cents if line.kind is not SideBet.ENVY else 0
                counts[2] += line.net_cents
        ez_pushes += money.ez_push
        if progress is not None and (number % step == 0 or number == rounds):
            progress(number / rounds)
    figures = tally.figures(seating.seats)
    if sum(side_nets.values()) != 0:
        raise AssertionError("the side bets' money does not add up")
    return SimulationResult(
        rounds=rounds,
        seed=seed,
        bank_mode=bank_mode,
        rules=rules,
        seating=seating,
        player=seat,
        bet_cents=bet_cents,
        **figures,
        side_net_cents={
            party(p, seat): side_nets[p] for p in (seat, *(q for q in seating.seats if q != seat), DEALER)
        },
        player_side={kind: (n, bet, net) for kind, (n, bet, net) in mine.items()},
        ez_pushes=ez_pushes,
    )
