"""The ``tiengow`` command: play whole Tien Gow hands with computer players, or simulate many."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from paigow_desktop.cli.args import _whole_number, add_first_deal
from paigow_desktop.cli.streams import TextOut

__all__ = ["add_subparser", "run"]

_SEATS = ("East", "South", "West", "North")
EXIT_USAGE = 2


def add_subparser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``tiengow`` with its ``play`` and ``simulate`` commands to the top-level subparsers."""
    about = "Tien Gow, the trick-taking game on the same tiles: computer players in every seat."
    parser: argparse.ArgumentParser = subparsers.add_parser("tiengow", help=about, description=about)
    commands = parser.add_subparsers(dest="tiengow_command", metavar="COMMAND", required=True)
    play_help = "Play whole hands and print each one (a readable account, or one JSON record per line)."
    play = commands.add_parser("play", help=play_help, description=play_help)
    play.add_argument("--seed", type=_seed, required=True, metavar="S", help="hand k is dealt from S + k - 1")
    play.add_argument("--hands", type=_count, default=1, metavar="N", help="hands in a row (default 1)")
    play.add_argument(
        "--players",
        type=_players,
        default=("default",) * 4,
        metavar="P,P,P,P",
        help="the player in each seat, East first: rule, sampling, expert or default (default everywhere)",
    )
    _rule_option(play)
    play.add_argument("--json", action="store_true", help="one JSON object per hand, one per line")
    simulate_help = "Play many hands and report each player's points per hand with a 95% interval."
    simulate = commands.add_parser(
        "simulate", help=simulate_help.replace("%", "%%"), description=simulate_help
    )
    simulate.add_argument("--hands", type=_count, required=True, metavar="N", help="hands to play")
    simulate.add_argument("--players", type=_players, required=True, metavar="P,P,P,P", help="four players")
    simulate.add_argument(
        "--duplicate",
        action="store_true",
        help="play each deal four times with the players rotated one seat each time (N a multiple of 4)",
    )
    add_first_deal(simulate, _seed)
    _rule_option(simulate)
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _rule_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rule",
        type=_rule,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set an option of the rules, VALUE a JSON literal (true, false, 3); may be repeated",
    )


#: The largest seed: what the history's whole numbers hold.
MAX_SEED = 2**63 - 1


def _seed(text: str) -> int:
    value = _whole_number(text)  # ASCII digits: "1_0" is not 10
    if value is None:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}")
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is 0 to {MAX_SEED:,}, not {value}")
    return value


#: The most hands one command plays: ten million take hours, and every hand's result is kept.
MAX_HANDS = 10_000_000


def _count(text: str) -> int:
    value = _whole_number(text)
    if value is None or not 1 <= value <= MAX_HANDS:
        raise argparse.ArgumentTypeError(f"hands is a whole number from 1 to {MAX_HANDS:,}, not {text!r}")
    return value


def _players(text: str) -> tuple[str, ...]:
    from paigow_desktop.games.tiengow.players import PLAYER_NAMES

    names = tuple(n.strip() for n in text.split(","))
    if len(names) != 4:
        raise argparse.ArgumentTypeError(f"give four players separated by commas, not {text!r}")
    for name in names:
        if name not in PLAYER_NAMES:
            raise argparse.ArgumentTypeError(f"unknown player {name!r} (players: {', '.join(PLAYER_NAMES)})")
    return names


def _rule(text: str) -> tuple[str, bool | int]:
    from paigow_desktop.games.tiengow.rules import Rules, RulesError

    name, equals, literal = text.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(f"write NAME=VALUE, not {text!r}")
    try:
        value = json.loads(literal)
    except (ValueError, RecursionError):  # RecursionError: nested past Python's depth
        shown = literal if len(literal) <= 40 else literal[:40] + "…"
        raise argparse.ArgumentTypeError(f"{name}: {shown!r} is not a JSON literal") from None
    try:
        return name.strip(), Rules.value_of(name.strip(), value)
    except RulesError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _rules(args: argparse.Namespace) -> Any:
    from paigow_desktop.games.tiengow.rules import Rules

    rules = Rules()
    for name, value in args.rule:
        rules = rules.with_option(name, value)
    return rules


def run(args: argparse.Namespace, out: TextOut) -> int:
    """Run ``tiengow play`` or ``tiengow simulate``; returns the exit status (2 for bad input,
    after one line on standard error; the parser's own errors go through the caller's parser)."""
    seed = getattr(args, "seed", None)
    if seed is not None and seed + args.hands - 1 > MAX_SEED:  # hand k is dealt from seed + k - 1
        return _usage_error(f"--seed {seed} with {args.hands:,} hands goes past the last seed, {MAX_SEED:,}")
    if args.tiengow_command == "play":
        return _play(args, out)
    return _simulate(args, out)


def _play(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.tiengow.match import play_hands

    for number, record in enumerate(play_hands(args.seed, args.hands, args.players, _rules(args)), 1):
        if args.json:
            out.write(json.dumps(record.to_json()) + "\n")
        else:
            out.write(_account(number, record, args.players) + "\n")
        out.flush()
    return 0


def _account(number: int, record: Any, players: Sequence[str]) -> str:
    def seat(s: int) -> str:
        return f"{_SEATS[s]} ({players[s]})"

    lines = [
        f"Hand {number} (seed {record.seed}): {seat(record.banker)} banks"
        + (f", {record.banker_streak + 1} hands in a row" if record.banker_streak else "")
    ]
    for s, tiles in enumerate(record.hands):
        lines.append(f"  {_SEATS[s]:<6} {' '.join(map(str, tiles))}")
    if not record.tricks:
        lines.append(f"  {seat(record.winner)} declares one red dot: no trick is played")
    for n, trick in enumerate(record.tricks, 1):
        plays = []
        for i, play in enumerate(trick.plays):
            tiles = " ".join(map(str, play.tiles))
            verb = "leads" if i == 0 else ("plays" if play.face_up else "discards")
            plays.append(f"{_SEATS[play.seat]} {verb} {tiles}" + ("" if play.face_up else " face down"))
        lines.append(f"  Trick {n}: {'; '.join(plays)}. {_SEATS[trick.winner]} wins {trick.columns}.")
    for p in record.payments:
        lines.append(f"  {_SEATS[p.payer]} pays {_SEATS[p.payee]} {p.points} ({p.reason})")
    columns = ", ".join(f"{_SEATS[s]} {c}" for s, c in enumerate(record.columns))
    net = ", ".join(f"{_SEATS[s]} {n:+d}" for s, n in enumerate(record.net))
    lines.append(f"  Columns: {columns}. {_SEATS[record.winner]} wins the hand and banks next.")
    lines.append(f"  Net points: {net}")
    return "\n".join(lines)


class _Progress:
    """A percentage on standard error, shown once the work has run for a second."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.start = time.monotonic()
        self.shown = -1

    def __call__(self, fraction: float) -> None:
        percent = int(fraction * 100)
        if percent != self.shown and time.monotonic() - self.start >= 1.0:
            print(f"\r{self.label}: {percent:3d}%", end="", file=sys.stderr, flush=True)
            self.shown = percent

    def close(self) -> None:
        if self.shown >= 0:
            print(file=sys.stderr)


def _usage_error(message: str) -> int:
    from paigow_desktop import APP_ID

    print(f"{APP_ID}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _simulate(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.tiengow.match import simulate

    if args.duplicate and args.hands % 4:
        return _usage_error(f"--hands is a multiple of 4 with --duplicate, not {args.hands}")
    seed = args.seed if getattr(args, "seed", None) is not None else 1
    progress = _Progress("tiengow simulate")
    try:
        result = simulate(
            args.hands,
            args.players,
            duplicate=args.duplicate,
            seed=seed,
            rules=_rules(args),
            workers=max(1, min(2, os.cpu_count() or 1)),
            progress=progress,
        )
    except ValueError as error:
        return _usage_error(str(error))
    finally:
        progress.close()
    if args.json:
        out.write(json.dumps(result.to_json()) + "\n")
        return 0
    kind = "duplicate deals, players rotated through the seats" if result.duplicate else "hands in a row"
    out.write(f"{result.hands:,} hands ({kind}), first seed {seed}\n")
    out.write(f"  {'player':<10}{'points/hand':>12}{'95% interval':>22}{'s/move':>10}\n")
    for p, name in enumerate(result.players):
        lo, hi = result.interval95[p]
        interval = "(too few)" if lo is None or hi is None else f"[{lo:+.3f}, {hi:+.3f}]"
        out.write(
            f"  {name:<10}{result.points_per_hand[p]:>+12.3f}{interval:>22}"
            f"{result.seconds_per_move[p]:>10.4f}\n"
        )
    return 0


def add_commands(commands: Any) -> None:
    """The game's commands, under its word (``tiengow …``)."""
    add_subparser(commands)


#: The runner of the game's word, as the command line finds it (by the game's registry key).
COMMANDS: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {"tiengow": run}
