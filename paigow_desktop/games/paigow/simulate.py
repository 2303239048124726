"""Headless play: many whole rounds at one table, every hand set by the house way, the money exact.

The simulator plays the game's own rounds: a :class:`.table.TableSession` decides
who banks (the rotation, the every-other-round rule, the coverage check), places
the bets and deals (deal numbers ``seed``, ``seed + 1``, ... exactly as the table
would deal them), and :func:`.round.settle_bets` moves the money.  Only the
records of the showdown are skipped: every hand is set by the house way straight
from the cached table of house-way settings, which is what the round's own
reveal would do (a test checks that the two agree).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Final, Literal

from paigow_desktop.core.simulation import BettingFigures, MoneyTally, party
from paigow_desktop.games.paigow.house_way import _set_kinds
from paigow_desktop.games.paigow.round import DEALER, Matchup, Round, Settlement, TableRules, settle_bets
from paigow_desktop.games.paigow.setting import Setting, compare
from paigow_desktop.games.paigow.table import MAX_SEED, Seating, TableSession, TableVariations
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "BANK_MODES",
    "DEFAULT_BANKROLL_CENTS",
    "DEFAULT_BET_CENTS",
    "DEFAULT_RULES",
    "DEFAULT_SEAT",
    "BankMode",
    "SimulationResult",
    "party",
    "play_rounds",
    "settle_by_house_way",
    "simulate",
]

BankMode = Literal["never", "rotate"]
#: ``never``: the house banks every round; ``rotate``: the bank goes round, the player taking it
#: whenever it is offered and covered, a computer when its seeded choice says so.
BANK_MODES: Final[tuple[BankMode, ...]] = ("never", "rotate")
#: The app's default table: $5 to $500.
DEFAULT_RULES: Final = TableRules(500, 50_000)
#: The player's bet every round it does not bank (the app's default bet, $10).
DEFAULT_BET_CENTS: Final = 1000
#: The player's bankroll for the coverage check; the simulator keeps it at this figure (it
#: measures rates, not ruin).
DEFAULT_BANKROLL_CENTS: Final = 100_000
DEFAULT_SEAT: Final = 4
#: Most players at a table: the player and six computers.
MAX_PLAYERS: Final = 7


def _house_setting(tiles: tuple[Tile, ...]) -> Setting:
    return _set_kinds(tuple(sorted([t.kind for t in tiles]))).setting


def settle_by_house_way(game: Round) -> Settlement:
    """Deal ``game`` and settle it with every hand set by the house way.

    The same money as setting every hand by the house way, revealing and settling
    the round, without the records of those steps.
    """
    deal = game.deal()
    banker = game.banker
    stacks = dict(zip(deal.order, deal.woodpile, strict=True))  # stack k goes to order[k]
    settings = {place: _house_setting(stacks[place]) for place in deal.occupied}
    bank = settings[banker]
    matchups = [Matchup(p, s, compare(s, bank)) for p, s in settings.items() if p != banker]
    return settle_bets(banker, game.bets, matchups, game.rules.commission, co_bank=game.co_bank)


def play_rounds(
    session: TableSession, rounds: int, bet_cents: int, bankroll_cents: int
) -> Iterator[tuple[Round, Settlement]]:
    """Play ``rounds`` rounds at the session's table: the banker by the session's turn (the
    player always taking an offered bank it can cover), every hand by the house way.  Yields
    each dealt round with its settlement; raises ``AssertionError`` if a round's money is not
    conserved."""
    for _ in range(rounds):
        banker = session.choose_banker(bankroll_cents, accept=True)
        game = session.start(bet_cents, bankroll_cents, banker=banker)
        money = settle_by_house_way(game)
        if not money.balanced:
            raise AssertionError(f"deal {session.current_seed}: the money of the round does not add up")
        yield game, money


@dataclass(frozen=True)
class SimulationResult(BettingFigures):
    """What a simulation found, in whole cents.

    The player bets the same ``bet_cents`` in every round it does not bank;
    ``wins``, ``pushes`` and ``losses`` count those rounds.
    """

    rounds: int
    seed: int  #: the first deal number; the rounds are deals seed, seed + 1, ...
    bank_mode: BankMode
    variations: TableVariations
    seating: Seating
    bet_cents: int
    #: net result per party: "player", "seat N" for each computer, "house" (commission excluded)
    net_cents: Mapping[str, int]
    commission_cents: int  #: every commission paid, kept by the house
    banked: Mapping[str, int]  #: rounds banked by each party (a co-banked round counts for the seat)
    wins: int
    pushes: int
    losses: int
    player_bet_cents: int  #: the player's bets in the rounds it did not bank
    player_bet_net_cents: int  #: the player's net in those rounds
    player_bank_net_cents: int  #: the player's net in the rounds it banked
    conserved: bool  #: the nets and the commission add up to zero, every round and in total
    #: over the rounds the player did not bank, the sums of net², net x bet and bet² (cents²)
    player_bet_squares: tuple[int, int, int] = (0, 0, 0)

    @property
    def players(self) -> int:
        return len(self.seating.seats)

    @property
    def places(self) -> dict[str, int]:
        """Each party's place at the table, in the order of :attr:`net_cents`."""
        by_name = {party(p, self.seating.player): p for p in (*self.seating.seats, DEALER)}
        return {name: by_name[name] for name in self.net_cents}


# Long: the input checked field by field, the table set up, then the rounds played and tallied
def simulate(
    rounds: int,
    players: int = 1,
    bank_mode: BankMode = "never",
    seed: int = 1,
    variations: TableVariations | None = None,
    progress: Callable[[float], None] | None = None,
    *,
    rules: TableRules = DEFAULT_RULES,
    bet_cents: int = DEFAULT_BET_CENTS,
    bankroll_cents: int = DEFAULT_BANKROLL_CENTS,
    seat: int = DEFAULT_SEAT,
) -> SimulationResult:
    """Play ``rounds`` whole rounds with ``players`` at the table (the player at ``seat`` and
    ``players - 1`` computers), every hand set by the house way, and count the money.

    ``variations`` (default :class:`TableVariations`) give the commission and the other
    house rules; ``bank_mode`` decides whether the bank goes round.  ``rules`` gives the
    limits (its commission is replaced by the variations').  ``progress`` is called with the
    fraction done.  ``ValueError`` on bad input.
    """
    for name, value, low, high in (
        ("rounds", rounds, 1, None),
        ("players", players, 1, MAX_PLAYERS),
        ("seed", seed, 1, MAX_SEED),
    ):
        if not isinstance(value, int) or isinstance(value, bool) or value < low or (high and value > high):
            span = f"{low} to {high:,}" if high else f"at least {low}"
            raise ValueError(f"{name} is a whole number {span}, not {value!r}")
    if bank_mode not in BANK_MODES:
        raise ValueError(f"the bank is 'never' or 'rotate', not {bank_mode!r}")
    variations = variations if variations is not None else TableVariations()
    if bank_mode == "rotate":
        variations = replace(variations, bank_offer="always")
        if not variations.players_bank:
            raise ValueError("without a commission the house banks every round: there is no bank to rotate")
    else:
        variations = replace(variations, bank_offer="never")
    seating = Seating.with_computers(seat, players - 1)
    session = TableSession(rules, seating, seed, variations)
    player = seating.player
    tally = MoneyTally((DEALER, *seating.seats), player)
    step = max(1, rounds // 200)
    for number, (game, money) in enumerate(play_rounds(session, rounds, bet_cents, bankroll_cents), 1):
        tally.add(money, game.banker)
        if progress is not None and (number % step == 0 or number == rounds):
            progress(number / rounds)
    return SimulationResult(
        rounds=rounds,
        seed=seed,
        bank_mode=bank_mode,
        variations=variations,
        seating=seating,
        bet_cents=bet_cents,
        **tally.figures(seating.seats),
    )
