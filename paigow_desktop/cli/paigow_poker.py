"""The ``poker`` commands: Pai Gow Poker's house way, exact analysis and simulation, for scripts."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from paigow_desktop.cli.args import (
    UsageError,
    _commission,
    _Progress,
    _write_json,
    add_simulate_command,
    hands_given,
    simulation_json,
)
from paigow_desktop.cli.streams import TextOut

__all__ = ["add_subparser", "run"]

_EXAMPLE = "As Kd Qh Jc Ts 9h JK"


def add_subparser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``poker`` with its ``house-way`` and ``analyze`` commands to the top-level subparsers."""
    about = "Pai Gow Poker: seven cards set into a five-card high hand and a two-card low hand."
    parser: argparse.ArgumentParser = subparsers.add_parser("poker", help=about, description=about)
    commands = parser.add_subparsers(dest="poker_command", metavar="COMMAND", required=True)
    way_help = "How the house way sets seven cards, and the rule that decided."
    way = commands.add_parser("house-way", help=way_help, description=way_help)
    way.add_argument("cards", nargs="*", metavar="CARD", help=f"seven cards, e.g. {_EXAMPLE}")
    way.add_argument("--batch", metavar="FILE", help="one hand per line (- reads standard input)")
    way.add_argument("--json", action="store_true", help="one JSON object per hand")
    analyze_help = (
        "Every way to set seven cards, with its exact wins, pushes and losses against the 53,524,680 "
        "dealer hands set by the house way, and its EV."
    )
    analyze = commands.add_parser("analyze", help=analyze_help, description=analyze_help)
    analyze.add_argument("cards", nargs="*", metavar="CARD", help=f"seven cards, e.g. {_EXAMPLE}")
    analyze.add_argument(
        "--bank", action="store_true", help="from the banker's side against a house-way player"
    )
    analyze.add_argument(
        "--commission", default="0.05", metavar="RATE", help="commission on wins (default 0.05)"
    )
    analyze.add_argument(
        "--ez",
        action="store_true",
        help="EZ Pai Gow: no commission, and the dealer's queen-high pai gows push (player side only)",
    )
    analyze.add_argument("--json", action="store_true", help="one JSON object")
    side_help = (
        "The Fortune bonus's categories and the Queen's Dragon counted exactly over all 154,143,080 "
        "seven-card hands, and each pay table's exact return."
    )
    side = commands.add_parser("side-bets", help=side_help, description=side_help)
    side.add_argument("--json", action="store_true", help="one JSON object")
    simulate = add_simulate_command(
        commands,
        description="Deals are numbered from --seed; the player bets $10 every round it does not bank.",
        players=_players,
        players_help="players at the table, 1 to 6 (default 1)",
        commission_help="commission on wins, 0 to 0.10 (default 0.05)",
    )
    simulate.add_argument(
        "--fortune",
        metavar="TABLE",
        help="the player also bets the Fortune bonus, paid by this pay table (A or B)",
    )
    simulate.add_argument(
        "--ez", action="store_true", help="EZ Pai Gow: no commission; the dealer's queen-high pai gow pushes"
    )
    simulate.add_argument(
        "--queens-dragon", action="store_true", help="the player also bets the Queen's Dragon (needs --ez)"
    )
    return parser


def _players(text: str) -> int:
    if text.strip() not in ("1", "2", "3", "4", "5", "6"):
        raise argparse.ArgumentTypeError(f"players is a whole number from 1 to 6, not {text!r}")
    return int(text)


def run(args: argparse.Namespace, out: TextOut) -> int:
    if args.poker_command == "house-way":
        return _house_way(args, out)
    if args.poker_command == "simulate":
        return _simulate(args, out)
    if args.poker_command == "side-bets":
        return _side_bets(args, out)
    return _analyze(args, out)


def _hands(args: argparse.Namespace) -> list[Any]:
    """Every hand asked for, all read and checked before anything is printed."""
    from paigow_desktop.games.paigow_poker import CardError, parse_cards

    hands = []
    for where, words in hands_given(args.cards, getattr(args, "batch", None), 7, "cards", _EXAMPLE):
        try:
            hands.append(parse_cards(words, 7))
        except CardError as error:
            raise UsageError(f"{where}{error}") from None
    return hands


def _cards(cards: Any) -> list[str]:
    return [str(card) for card in cards]


def _house_way(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow_poker import set_hand
    from paigow_desktop.games.paigow_poker.hands import high_name, low_name

    for cards in _hands(args):
        decision = set_hand(cards)
        setting = decision.setting
        if args.json:
            _write_json(
                {
                    "cards": _cards(cards),
                    "high": _cards(setting.high),
                    "low": _cards(setting.low),
                    "high_name": high_name(setting.high_value),
                    "low_name": low_name(setting.low_value),
                    "rule": decision.rule,
                },
                out,
            )
        else:
            out.write(
                f"{' '.join(_cards(setting.high))} / {' '.join(_cards(setting.low))}: "
                f"{high_name(setting.high_value)} / {low_name(setting.low_value)} ({decision.rule})\n"
            )
    return 0


def _analyze(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow_poker.analysis import DEALER_HANDS, analyze
    from paigow_desktop.games.paigow_poker.hands import high_name, low_name

    rate = _commission(args.commission)
    if args.ez and args.bank:
        raise UsageError("a player who banks plays by the normal rules, commission included: leave out --ez")
    if args.ez:
        rate = Fraction(0)
    for cards in _hands(args):
        analysis = analyze(cards, bank=args.bank, commission=rate, ez=args.ez)
        rows = [
            {
                "high": _cards(s.setting.high),
                "low": _cards(s.setting.low),
                "high_name": high_name(s.setting.high_value),
                "low_name": low_name(s.setting.low_value),
                "win": s.win,
                "push": s.push,
                "loss": s.loss,
                "ev": float(s.ev),
                "house_way": s.house_way,
                "best": s.best,
            }
            for s in analysis.settings
        ]
        if args.json:
            _write_json(
                {
                    "cards": _cards(cards),
                    "bank": analysis.bank,
                    "ez": args.ez,
                    "commission": float(rate),
                    "dealer_hands": DEALER_HANDS,
                    "settings": rows,
                    "house_way_rule": analysis.house_way.rule,
                },
                out,
            )
            continue
        side = "banking against a house-way player" if args.bank else "against the house-way banker"
        if args.ez:
            side += " (EZ Pai Gow: the dealer's queen-high pai gows push)"
        out.write(f"{' '.join(_cards(cards))}, {side}, commission {float(rate):g}:\n")
        for s in sorted(analysis.settings, key=lambda s: -s.ev):
            marks = ("  best" if s.best else "") + ("  house way" if s.house_way else "")
            out.write(
                f"  {' '.join(_cards(s.setting.high)):<15} / {' '.join(_cards(s.setting.low)):<6} "
                f"{float(s.ev):+.5f}   win {s.win:>10,} push {s.push:>10,} loss {s.loss:>10,}{marks}\n"
            )
    return 0


def _side_bets(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow_poker.bonus import (
        ALL_HANDS,
        DRAGON_PAYS,
        ENVY_CENTS,
        PAY_TABLES,
        count_bonus_hands,
        dragon_return,
        queens_dragon_count,
    )

    # Counted now over every hand (the table reads the same counts as shipped, held to these).
    counts = count_bonus_hands()
    dragon = queens_dragon_count()
    if args.json:
        _write_json(
            {
                "hands": ALL_HANDS,
                "categories": {category.value: count for category, count in counts.items()},
                "queens_dragon": dragon,
                "pay_tables": [
                    {
                        "name": table.name,
                        "pays": {category.value: pay for category, pay in table.pays.items()},
                        "return": float(table.return_),
                        "return_exact": str(table.return_),
                    }
                    for table in PAY_TABLES
                ],
                "envy_cents": {category.value: cents for category, cents in ENVY_CENTS.items()},
                "queens_dragon_pays": DRAGON_PAYS,
                "queens_dragon_return": float(dragon_return()),
                "queens_dragon_return_exact": str(dragon_return()),
            },
            out,
        )
        return 0
    out.write(f"The Fortune bonus over all {ALL_HANDS:,} seven-card hands:\n")
    out.write(f"  {'category':<36}{'hands':>14}" + "".join(f"{t.name:>8}" for t in PAY_TABLES) + "\n")
    for category, count in counts.items():
        pays = "".join(f"{t.pays.get(category, 0):>8,}" if category in t.pays else f"{'loses':>8}"
                       for t in PAY_TABLES)  # fmt: skip
        out.write(f"  {category.value:<36}{count:>14,}{pays}\n")
    for table in PAY_TABLES:
        out.write(f"Pay table {table.name}: return {float(table.return_):+.4%} (house edge "
                  f"{-float(table.return_):.4%}), exactly {table.return_}\n")  # fmt: skip
    out.write(
        f"Queen's Dragon: {dragon:,} queen-high pai gows ({dragon / ALL_HANDS:.4%}), paying "
        f"{DRAGON_PAYS} to 1: return {float(dragon_return()):+.4%}, exactly {dragon_return()}\n"
    )
    return 0


# Long: one straight pass: check the options, run the simulation, print it as text or JSON
def _simulate(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.core.money import format_cents as money
    from paigow_desktop.games.paigow_poker.rules import PokerRules
    from paigow_desktop.games.paigow_poker.simulate import simulate

    rate = _commission(args.commission)
    seed = args.seed if getattr(args, "seed", None) is not None else 1
    progress = _Progress("poker simulate")
    fortune = "off"
    if args.fortune is not None:
        from paigow_desktop.games.paigow_poker.bonus import pay_table

        try:
            fortune = pay_table(args.fortune).name
        except ValueError as error:
            raise UsageError(str(error)) from None
    if args.queens_dragon and not args.ez:
        raise UsageError("the Queen's Dragon is offered only at an EZ Pai Gow table: add --ez")
    rules = PokerRules(commission=rate, fortune=fortune, ez=args.ez)
    try:
        result = simulate(
            args.rounds, args.players, args.bank, seed, rules, progress, queens_dragon=args.queens_dragon
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        progress.close()
    betting = result.betting_rounds
    ez_words = " (none when the house banks: EZ)" if args.ez else ""
    side_json = {
        "fortune": fortune,
        "ez": args.ez,
        "queens_dragon": args.queens_dragon,
        "net_cents": dict(result.side_net_cents or {}),
        "player": {
            kind: {"bets": n, "bet_cents": bet, "net_cents": net}
            for kind, (n, bet, net) in (result.player_side or {}).items()
        },
        "ez_pushes": result.ez_pushes,
        "conserved": sum((result.side_net_cents or {}).values()) == 0,
    }
    if args.json:
        found = simulation_json(result, float(result.rules.commission))
        if fortune != "off" or args.ez:  # the keys every banking game prints, and these when asked
            found["side_bets"] = side_json
        _write_json(found, out)
        return 0
    out.write(
        f"{result.rounds:,} rounds from deal {seed}, {result.players} at the table, "
        f"bank: {result.bank_mode}, "
        f"commission {float(rate):.2%}{ez_words}; every hand set by the house way, the player betting "
        f"{money(result.bet_cents)}\n"
    )
    out.write(f"  {'':<12}{'seat':>5}{'net':>18}{'banked':>10}\n")
    for name, net in result.net_cents.items():
        out.write(f"  {name:<12}{result.places[name]:>5}{money(net):>18}{result.banked[name]:>10,}\n")
    out.write(f"  {'commission':<12}{'':>5}{money(result.commission_cents):>18}\n")
    total = sum(result.net_cents.values()) + result.commission_cents
    word = "conserved" if result.conserved else "NOT conserved"
    out.write(f"Money is {word}: the nets and the commission add up to {money(total)}.\n")
    if betting:
        out.write(
            f"The player's bets ({betting:,} rounds not banking): {result.wins / betting:.1%} won, "
            f"{result.pushes / betting:.1%} pushed, {result.losses / betting:.1%} lost; "
            f"{result.player_edge:+.2%} per unit bet.\n"
        )
    if fortune != "off" or args.ez:
        words = [f"Fortune pay table {fortune}" if fortune != "off" else "", "EZ Pai Gow" if args.ez else ""]
        out.write(f"Side bets ({', '.join(w for w in words if w)}), paid by the house:\n")
        for name, net in (result.side_net_cents or {}).items():
            out.write(f"  {name:<12}{money(net):>23}\n")
        for kind, (n, bet, net) in (result.player_side or {}).items():
            if n:
                out.write(
                    f"  the player's {kind}: {n:,} paid or settled, {money(bet)} bet, net {money(net)}\n"
                )
        if args.ez:
            out.write(f"  rounds the dealer's queen-high pai gow pushed every bet: {result.ez_pushes:,}\n")
        side_word = "conserved" if side_json["conserved"] else "NOT conserved"
        out.write(f"The side bets' money is {side_word}.\n")
    banked = result.banked["player"]
    if banked:
        out.write(f"The player banked {banked:,} rounds for {money(result.player_bank_net_cents)}.\n")
    return 0


def add_commands(commands: Any) -> None:
    """The game's commands, under its word (``poker …``)."""
    add_subparser(commands)


#: The runner of the game's word, as the command line finds it (by the game's registry key).
COMMANDS: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {"poker": run}
