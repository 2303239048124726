"""The command line: start the app, or analyse deals for scripts and tests."""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, NoReturn

from paigow_desktop import APP_ID, __version__
from paigow_desktop.cli import tiengow as cli_tiengow
from paigow_desktop.cli.streams import Output, OutputError, TextOut, one_line, read_stdin, write_stderr

EXIT_USAGE = 2
EXIT_OUTPUT = 1


class UsageError(Exception):
    """Bad input: the program prints one line and exits with status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=APP_ID,
        description="Pai Gow Tiles: with no command, start the app; the commands serve scripts and tests.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        type=Path,
        help="save the window to FILE (PNG) after the first paint (or after the last demo round), then quit",
    )
    parser.add_argument("--seed", type=_seed, metavar="N", help="the first deal's number (replays that deal)")
    parser.add_argument(
        "--data-dir", type=_folder, metavar="DIR", help="keep everything the app stores in DIR"
    )
    parser.add_argument(
        "--speed", type=_speed, metavar="0..3", help="animation speed: 0 instant, 1 fast, 2 normal, 3 slow"
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="the computer plays your seat by the house way, then the app quits",
    )
    parser.add_argument("--rounds", type=_rounds, default=3, metavar="N", help="rounds to play with --demo")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def deal_command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.add_argument("tiles", nargs="*", metavar="TILE", help="four tiles, e.g. 6-6 5-4 3-1 2-1")
        sub.add_argument(
            "--batch",
            metavar="FILE",
            help="read one deal per line (four tiles separated by spaces); - for standard input",
        )
        sub.add_argument("--json", action="store_true", help="print one JSON object per deal")
        return sub

    analyze = deal_command("analyze", "Exact win/push/loss counts and EV of every way to set four tiles.")
    analyze.add_argument(
        "--bank", action="store_true", help="the player holds the bank against one house-way player"
    )
    analyze.add_argument(
        "--commission", default="0.05", metavar="RATE", help="commission on wins, 0 to 0.10 (default 0.05)"
    )
    analyze.add_argument(
        "--seen",
        nargs="+",
        default=[],
        metavar="TILE",
        help="tiles already seen, removed from the other side's possible hands",
    )
    deal_command("house-way", "How the dealer sets four tiles, and the rule that decided.")
    edge = commands.add_parser(
        "house-edge",
        help="The exact house edge over every deal, from both sides.",
        description="The exact house edge over every deal, from both sides.",
    )
    edge.add_argument("--commission", default="0.05", metavar="RATE", help="commission on wins, 0 to 0.10")
    edge.add_argument("--json", action="store_true", help="print a JSON object")
    strategy_help = "A strategy card derived from the exact engine, with its exact edge from both sides."
    strategy = commands.add_parser(
        "strategy",
        help=strategy_help,
        description=strategy_help
        + " The first line that applies to a hand decides; the last line is the default."
        + " Edges are what the card's follower loses per unit bet at 5% commission, against a"
        + " house-way opponent: 'player' not banking, 'banker' banking.",
    )
    strategy.add_argument(
        "--lines",
        type=_card_lines,
        default=10,
        metavar="N",
        help="the card's length: 5, 10 or 20 (default 10)",
    )
    strategy.add_argument(
        "--standalone", action="store_true", help="the card that never refers to the house way"
    )
    strategy.add_argument(
        "--bank",
        action="store_true",
        help="the card for the player who banks (the same card if it does not differ)",
    )
    strategy.add_argument(
        "--settings",
        action="store_true",
        help="print the setting the card picks for each of the 8,130 distinct hands, and its line",
    )
    strategy.add_argument(
        "--json", action="store_true", help="print JSON (one object per line with --settings)"
    )
    simulate_help = "Play many whole rounds headless, every hand set by the house way, and count the money."
    simulate = commands.add_parser(
        "simulate",
        help=simulate_help,
        description=simulate_help
        + " Deals are numbered from --seed as at the table; the player bets the app's default bet"
        + " ($10) at a $5-$500 table every round it does not bank.",
    )
    simulate.add_argument("--rounds", type=_rounds, required=True, metavar="N", help="rounds to play")
    simulate.add_argument(
        "--players",
        type=_players,
        default=1,
        metavar="K",
        help="players at the table, 1 to 7: you and K - 1 computer players (default 1)",
    )
    simulate.add_argument(
        "--bank",
        choices=("never", "rotate"),
        default="never",
        help="never: the house banks every round (default); rotate: the bank goes round the players",
    )
    simulate.add_argument(
        "--seed",
        type=_seed,
        metavar="S",
        default=argparse.SUPPRESS,  # keeps a --seed given before the command
        help="the first deal's number (default 1)",
    )
    simulate.add_argument(
        "--commission",
        default="0.05",
        metavar="RATE",
        help="0.05, 0.0476, 0.04 or 0 (no commission: the house banks every round); default 0.05",
    )
    simulate.add_argument("--json", action="store_true", help="print a JSON object")
    stats_help = "The bankroll, the ledger's sum and the results kept in the data folder."
    stats = commands.add_parser(
        "stats",
        help=stats_help,
        description=stats_help
        + " Creates nothing. While the app (another process) holds the folder, it is read as it is:"
        + " 'in_use_by' names that process and nothing is refunded. Otherwise the folder is opened as"
        + " the app does, so a round left open by a crash is refunded first (counted in 'refunded')."
        + " A DIR that exists but is not a folder is an error (exit 2); a folder that cannot be"
        + " written is read into memory and nothing is changed on disk; a history that cannot be"
        + " used (a value edited by hand, a newer version) is an error (exit 1).",
    )
    stats.add_argument(
        "--data-dir",
        type=_folder,
        metavar="DIR",
        default=argparse.SUPPRESS,  # keeps a --data-dir given before the command
        help="the data folder (default: $PAIGOW_DESKTOP_HOME, else the per-user data folder)",
    )
    stats.add_argument("--json", action="store_true", help="print a JSON object")
    cli_tiengow.add_subparser(commands)
    return parser


#: A whole number as scripts write it: ASCII digits, an optional sign.  int() alone would also take
#: "１２" or "1_000", and more than 4,300 digits make it raise ValueError for another reason.
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,30}")


def _whole_number(text: str) -> int | None:
    """The number ``text`` writes, or None when it is not a whole number in ASCII digits."""
    stripped = text.strip(" \t")
    return int(stripped) if _WHOLE_NUMBER.fullmatch(stripped) else None


def _seed(text: str) -> int:
    from paigow_desktop.games.paigow.table import MAX_SEED

    value = _whole_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"a deal number is a whole number, not {text!r}")
    if not 1 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a deal number is 1 to {MAX_SEED:,}, not {value}")
    return value


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("give a folder, not an empty name")
    return Path(text)


def _speed(text: str) -> int:
    if text not in ("0", "1", "2", "3"):
        raise argparse.ArgumentTypeError(f"speed is 0, 1, 2 or 3, not {text!r}")
    return int(text)


def _rounds(text: str) -> int:
    value = _whole_number(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"rounds is a whole number of at least 1, not {text!r}")
    return value


def _card_lines(text: str) -> int:
    if text.strip() not in ("5", "10", "20"):
        raise argparse.ArgumentTypeError(f"a card has 5, 10 or 20 lines, not {text!r}")
    return int(text)


def _players(text: str) -> int:
    if text.strip() not in ("1", "2", "3", "4", "5", "6", "7"):
        raise argparse.ArgumentTypeError(f"players is a whole number from 1 to 7, not {text!r}")
    return int(text)


def main(
    argv: Sequence[str] | None = None,
    *,
    stdout: IO[str] | None = None,
    open_window: WindowOpener | None = None,
) -> int:
    """Run the command line; returns the exit status: 0 done, 1 the output could not be written
    (or the window could not start), 2 bad input.  Every problem is one line on standard error.
    With no command the window is opened through ``open_window`` (see :mod:`paigow_desktop.__main__`)."""
    out = Output(stdout if stdout is not None else sys.stdout)
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        try:
            with contextlib.redirect_stdout(out):  # --help and --version
                args = _parser().parse_args(args_list)
            if args.command is None:
                return _start_app(args, open_window)
            runner: Callable[[argparse.Namespace, TextOut], int] = _COMMANDS[args.command]
            status = runner(args, out)
        except SystemExit as exit_:  # --help and --version
            status = exit_.code if isinstance(exit_.code, int) else 0
        out.flush()  # a full disk may only say so now
        return status
    except UsageError as error:
        write_stderr(f"{APP_ID}: error: {one_line(str(error))}")
        return EXIT_USAGE
    except OutputError as error:
        if error.broken_pipe:  # the reader has all it wanted (``| head``)
            return 0
        write_stderr(f"{APP_ID}: cannot write the output: {one_line(error.reason)}")
        return EXIT_OUTPUT


# ------------------------------------------------------------------ helpers


class _Progress:
    """Shows a percentage on stderr once the work has run for a second, a few times a second."""

    def __init__(self, label: str, *, after: float = 1.0, every: float = 0.2) -> None:
        self.label, self.after, self.every = label, after, every
        self.start = time.monotonic()
        self.last_shown = 0.0
        self.last_percent = -1

    def __call__(self, fraction: float) -> None:
        now = time.monotonic()
        percent = int(fraction * 100)
        if now - self.start < self.after or percent == self.last_percent:
            return
        if now - self.last_shown < self.every and percent < 100:
            return
        write_stderr(f"\r{self.label}: {percent:3d}%", end="")
        self.last_shown, self.last_percent = now, percent

    def close(self) -> None:
        if self.last_percent >= 0:
            write_stderr("")


def _deals(args: argparse.Namespace) -> Iterator[tuple[str, list[str]]]:
    """(where, tokens) per deal: the command-line tiles or each line of the batch file."""
    if args.batch is None:
        if len(args.tiles) != 4:
            raise UsageError(
                f"give four tiles (got {len(args.tiles)}), e.g. 6-6 5-4 3-1 2-1, or --batch FILE"
            )
        yield "", args.tiles
        return
    if args.tiles:
        raise UsageError("give tiles on the command line or with --batch, not both")
    try:
        text = read_stdin() if args.batch == "-" else Path(args.batch).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        source = "standard input" if args.batch == "-" else args.batch
        raise UsageError(f"cannot read {source}: {getattr(error, 'strerror', None) or error}") from None
    # A byte-order mark is no part of the first tile (Windows editors write one; "utf-8-sig"
    # drops it from a file, and standard input is decoded before we see it).
    text = text.removeprefix("\ufeff")
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.split("#", 1)[0].strip()
        if stripped:
            yield f"{args.batch} line {number}: ", stripped.split()


def _parse_deals(args: argparse.Namespace) -> list[tuple[Any, ...]]:
    from paigow_desktop.tiles.tile import TileError, parse_tiles

    deals = []
    for where, tokens in _deals(args):
        try:
            deals.append(parse_tiles(tokens, count=4))
        except TileError as error:
            raise UsageError(f"{where}{error}") from None
    return deals


def _commission(text: str) -> Any:
    from paigow_desktop.games.paigow.strategy import commission_rate

    try:
        return commission_rate(text)
    except ValueError as error:
        raise UsageError(str(error)) from None


def _tiles(tiles: Sequence[Any]) -> list[str]:
    return [str(t) for t in tiles]


def _write_json(obj: object, out: TextOut) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")


# ------------------------------------------------------------------ commands


def _analyze(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.strategy import analyze
    from paigow_desktop.tiles.tile import TileError, check_copies, parse_tiles

    rate = _commission(args.commission)
    deals = _parse_deals(args)
    try:
        seen = parse_tiles(args.seen)
    except TileError as error:
        raise UsageError(f"--seen: {error}") from None
    progress = _Progress("analyze") if len(deals) > 1 else None
    for number, tiles in enumerate(deals, 1):
        try:
            check_copies([*tiles, *seen])
            analysis = analyze(tiles, bank=args.bank, commission=rate, seen=seen)
        except TileError as error:
            raise UsageError(
                f"{' '.join(_tiles(tiles))} with --seen {' '.join(_tiles(seen))}: {error}"
            ) from None
        if args.json:
            _write_json(_analysis_json(analysis), out)
        else:
            out.write(_analysis_table(analysis) + "\n")
        if progress:
            progress(number / len(deals))
    if progress:
        progress.close()
    return 0


def _analysis_json(analysis: Any) -> dict[str, object]:
    return {
        "tiles": _tiles(analysis.tiles),
        "bank": analysis.bank,
        "commission": float(analysis.commission),
        "seen": _tiles(analysis.seen),
        "dealer_hands": analysis.dealer_hands,
        "house_way_rule": analysis.house_way.name,
        "settings": [
            {
                "low": _tiles(e.setting.low.tiles),
                "high": _tiles(e.setting.high.tiles),
                "low_name": e.setting.low.name,
                "high_name": e.setting.high.name,
                "win": e.outcomes.win,
                "push": e.outcomes.push,
                "loss": e.outcomes.loss,
                "ev": e.ev,
                "house_way": e.house_way,
                "best": e.best,
            }
            for e in analysis.settings
        ],
    }


def _analysis_table(analysis: Any) -> str:
    side = "banking against a house-way player" if analysis.bank else "against the house-way banker"
    seen = f", {len(analysis.seen)} tiles seen" if analysis.seen else ""
    lines = [
        f"{' '.join(_tiles(analysis.tiles))}: {side}, commission {float(analysis.commission):.2%}, "
        f"{analysis.dealer_hands:,} hands{seen}",
        f"  {'low':<34}{'high':<30}{'win':>7}{'push':>7}{'loss':>7}{'EV/100':>9}",
    ]
    for e in analysis.settings:
        low = f"{e.setting.low} ({e.setting.low.name})"
        high = f"{e.setting.high} ({e.setting.high.name})"
        marks = ", ".join(m for m, on in (("best", e.best), (analysis.house_way.name, e.house_way)) if on)
        lines.append(
            f"  {low:<34}{high:<30}{e.outcomes.win:>7}{e.outcomes.push:>7}"
            f"{e.outcomes.loss:>7}{e.ev * 100:>+9.2f}  {marks}".rstrip()
        )
    return "\n".join(lines)


def _house_way(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.house_way import set_hand

    for tiles in _parse_deals(args):
        decision = set_hand(tiles)
        low, high = decision.setting.low, decision.setting.high
        if args.json:
            _write_json(
                {
                    "tiles": _tiles(tiles),
                    "low": _tiles(low.tiles),
                    "high": _tiles(high.tiles),
                    "low_name": low.name,
                    "high_name": high.name,
                    "rule": decision.name,
                    "reason": decision.reason,
                },
                out,
            )
        else:
            out.write(
                f"{' '.join(_tiles(tiles))}: low {low} ({low.name}), high {high} ({high.name})"
                f" - {decision.name}\n"
            )
    return 0


def _house_edge(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.strategy import house_edge

    rate = _commission(args.commission)
    progress = _Progress("house edge")
    edge = house_edge(rate, progress=progress)
    progress.close()

    def shares(s: Any) -> dict[str, float]:
        return {"win": s.win, "push": s.push, "loss": s.loss, "edge": s.edge}

    if args.json:
        _write_json(
            {
                "commission": float(edge.commission),
                "deals": edge.deals,
                "house_way": {
                    "player": shares(edge.house_way_player),
                    "banker": shares(edge.house_way_banker),
                },
                "optimal": {"player": shares(edge.optimal_player), "banker": shares(edge.optimal_banker)},
                "house_way_not_best": edge.house_way_not_best,
            },
            out,
        )
        return 0
    out.write(
        f"Every deal counted: {edge.deals:,} (player hand, banker hand) pairs, "
        f"commission {float(edge.commission):.2%}\n"
    )
    out.write(f"  {'':<34}{'win':>8}{'push':>8}{'loss':>8}{'edge':>9}\n")
    for label, s in (
        ("house way, player", edge.house_way_player),
        ("house way, player banking", edge.house_way_banker),
        ("best setting, player", edge.optimal_player),
        ("best setting, player banking", edge.optimal_banker),
    ):
        out.write(f"  {label:<34}{s.win:>8.2%}{s.push:>8.2%}{s.loss:>8.2%}{s.edge:>+9.3%}\n")
    out.write(
        f"The house way is not the best setting for {edge.house_way_not_best:,} of 35,960 hands "
        f"({edge.house_way_not_best / 35960:.1%}).\n"
    )
    return 0


def _simulate(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.simulate import simulate
    from paigow_desktop.games.paigow.table import COMMISSIONS, MAX_SEED, TableVariations

    rate = _commission(args.commission)
    if rate not in COMMISSIONS:
        raise UsageError(f"--commission is 0.05, 0.0476, 0.04 or 0, not {args.commission!r}")
    seed = args.seed if args.seed is not None else 1
    progress = _Progress("simulate")
    try:
        result = simulate(
            args.rounds, args.players, args.bank, seed, TableVariations(commission=rate), progress=progress
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        progress.close()
    betting = result.betting_rounds
    if args.json:
        _write_json(
            {
                "rounds": result.rounds,
                "players": result.players,
                "bank": result.bank_mode,
                "seed": result.seed,
                "commission": float(result.variations.commission),
                "bet_cents": result.bet_cents,
                "places": result.places,
                "net_cents": dict(result.net_cents),
                "commission_cents": result.commission_cents,
                "house_total_cents": result.house_total_cents,
                "conserved": result.conserved,
                "banked": dict(result.banked),
                "player_bets": {
                    "rounds": betting,
                    "wins": result.wins,
                    "pushes": result.pushes,
                    "losses": result.losses,
                    "bet_cents": result.player_bet_cents,
                    "net_cents": result.player_bet_net_cents,
                },
                "player_bank_net_cents": result.player_bank_net_cents,
                "player_edge": result.player_edge,
                "player_edge_se": None if betting < 2 else result.player_edge_se,
            },
            out,
        )
        return 0

    def money(cents: int) -> str:
        sign = "-" if cents < 0 else ""
        whole, part = divmod(abs(cents), 100)
        return f"{sign}${whole:,}.{part:02d}"

    last = (seed + result.rounds - 2) % MAX_SEED + 1
    out.write(
        f"{result.rounds:,} rounds (deals {seed:,} to {last:,}), {result.players} at the table, "
        f"bank: {result.bank_mode}, commission {float(result.variations.commission):.2%}; "
        f"every hand set by the house way, the player betting {money(result.bet_cents)}\n"
    )
    out.write(f"  {'':<12}{'seat':>5}{'net':>18}{'banked':>10}\n")
    for name, net in result.net_cents.items():
        place = result.places[name]
        out.write(f"  {name:<12}{place:>5}{money(net):>18}{result.banked[name]:>10,}\n")
    out.write(f"  {'commission':<12}{'':>5}{money(result.commission_cents):>18}\n")
    total = sum(result.net_cents.values()) + result.commission_cents
    out.write(
        f"Money is {'conserved' if result.conserved else 'NOT conserved'}: the nets and the commission "
        f"add up to {money(total)}.\n"
    )
    if betting:
        out.write(
            f"The player's bets ({betting:,} rounds not banking): {result.wins / betting:.1%} won, "
            f"{result.pushes / betting:.1%} pushed, {result.losses / betting:.1%} lost; "
            f"{result.player_edge:+.2%} per unit bet"
        )
        out.write(f" (standard error {result.player_edge_se:.2%}).\n" if betting > 1 else ".\n")
    banked = result.banked["player"]
    if banked:
        out.write(f"The player banked {banked:,} rounds for {money(result.player_bank_net_cents)}.\n")
    return 0


def _stats(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop import storage

    directory = storage.data_dir(args.data_dir)
    if directory.exists() and not directory.is_dir():
        raise UsageError(f"--data-dir: {directory} is not a folder")
    try:
        # Creates nothing; refunds a round left open by a crash only when no process holds the folder.
        data = storage.open_app_data(directory, read_only=True)
    except storage.StorageError as error:
        print(f"{APP_ID}: {error}", file=sys.stderr)
        return 1
    try:
        for message in data.messages:
            write_stderr(f"{APP_ID}: {message}")
        store = data.store
        stats = store.statistics()
        bankroll, ledger_sum, open_rounds = (
            store.bankroll_cents(),
            store.ledger_sum_cents(),
            store.open_rounds(),
        )
    finally:
        data.close()
    if args.json:
        _write_json(
            {
                "bankroll_cents": bankroll,
                "ledger_sum_cents": ledger_sum,
                "rounds": stats.rounds,
                "open_rounds": open_rounds,
                "wins": stats.wins,
                "pushes": stats.pushes,
                "losses": stats.losses,
                "net_cents": stats.net_cents,
                "commission_paid_cents": stats.commission_paid_cents,
                "refunded": stats.refunded,
                "data_dir": str(directory),
                "in_use_by": data.in_use_by,
            },
            out,
        )
        return 0

    def money(cents: int) -> str:
        sign = "-" if cents < 0 else ""
        whole, part = divmod(abs(cents), 100)
        return f"{sign}${whole:,}.{part:02d}"

    if data.in_use_by is not None:
        who = f"process {data.in_use_by}" if data.in_use_by > 0 else "another process"
        memory = f" (in use by {who}: read as it is, nothing changed)"
    elif data.in_memory:
        memory = " (read into memory: nothing is saved)"
    else:
        memory = ""
    out.write(
        f"Data folder: {directory}{memory}\n"
        f"Bankroll: {money(bankroll)} (ledger sum {money(ledger_sum)})\n"
        f"Rounds: {stats.rounds:,} settled ({stats.wins:,} won, {stats.pushes:,} pushed, "
        f"{stats.losses:,} lost); {stats.refunded:,} interrupted and refunded; {open_rounds:,} open\n"
        f"Net: {money(stats.net_cents)}; commission paid: {money(stats.commission_paid_cents)}\n"
    )
    return 0


def _strategy(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.card import HOUSE_WAY_CARD, shipped_card
    from paigow_desktop.games.paigow.card_tables import card_tables

    card = shipped_card(args.lines, standalone=args.standalone, bank=args.bank)
    tables = card_tables()
    if args.settings:
        column, line_of = tables.choices(card)
        for i in range(len(tables.multisets)):
            setting = tables.settings[i][int(column[i])]
            tiles = [str(tile) for tile in setting.tiles]
            if args.json:
                _write_json(
                    {
                        "tiles": sorted(tiles, reverse=True),
                        "low": _tiles(setting.low.tiles),
                        "high": _tiles(setting.high.tiles),
                        "line": int(line_of[i]),
                    },
                    out,
                )
            else:
                out.write(f"{' '.join(sorted(tiles, reverse=True))}: {setting} (line {int(line_of[i])})\n")
        return 0
    edge = {"player": tables.edge(card, bank=False), "banker": tables.edge(card, bank=True)}
    if args.json:
        _write_json(
            {
                "length": args.lines,
                "standalone": args.standalone,
                "bank": args.bank,
                "lines": [str(text) for text in card.texts()],
                "edge": edge,
            },
            out,
        )
        return 0
    kind = "standalone" if card.standalone else "on top of the house way"
    side = "the player who banks" if args.bank else "the player not banking"
    out.write(f"Strategy card, {args.lines} lines, {kind}, for {side} (commission 5%):\n")
    out.write(f"  {'':<4}{'worth':>8}{'banking':>9}{'decides':>9}  line\n")
    for number, report in enumerate(tables.report(card), 1):
        worth = (
            f"{'':>17}"
            if report.line.is_default
            else f"{report.worth_player:>+8.3%}{report.worth_banker:>+9.3%}"
        )
        out.write(f"  {number:>2}. {worth}{report.share:>9.1%}  {report.line.text}\n")
    house_way = {bank: tables.edge(HOUSE_WAY_CARD, bank=bank) for bank in (False, True)}
    best = {bank: tables.best_edge(bank=bank) for bank in (False, True)}
    out.write(
        f"Exact edge, the player not banking: {edge['player']:.3%} (house way {house_way[False]:.3%}, "
        f"best play {best[False]:.3%}); banking: {edge['banker']:.3%} (house way {house_way[True]:.3%}, "
        f"best play {best[True]:.3%}).\n"
        "worth: how much the edge rises without the line (not banking, banking); "
        "decides: the share of the 35,960 hands whose setting it decides.\n"
    )
    return 0


_COMMANDS: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {
    "analyze": _analyze,
    "house-way": _house_way,
    "house-edge": _house_edge,
    "simulate": _simulate,
    "stats": _stats,
    "strategy": _strategy,
    "tiengow": cli_tiengow.run,
}


@dataclass(frozen=True)
class WindowOptions:
    """What the command line asks of the window when no command is given."""

    screenshot: Path | None
    seed: int | None
    data_dir: Path | None
    speed: int | None
    demo: bool
    rounds: int


#: Opens the window with the given options and returns the exit status (the UI's, injected by the
#: entry point so that the command line never imports the interface).
WindowOpener = Callable[[WindowOptions], int]


def _start_app(args: argparse.Namespace, open_window: WindowOpener | None) -> int:
    if open_window is None:
        print(f"{APP_ID}: error: give a command (this entry point has no window)", file=sys.stderr)
        return EXIT_USAGE
    return open_window(
        WindowOptions(
            screenshot=args.screenshot,
            seed=args.seed,
            data_dir=args.data_dir,
            speed=args.speed,
            demo=args.demo,
            rounds=args.rounds,
        )
    )
