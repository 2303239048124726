"""What every command shares: exit statuses, usage errors, argument types, progress and JSON output."""

from __future__ import annotations

import argparse
import json
import re
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from paigow_desktop.cli.streams import TextOut, read_stdin, write_stderr

EXIT_USAGE = 2
_NUMBER_WORDS = {4: "four", 7: "seven"}


EXIT_OUTPUT = 1


class UsageError(Exception):
    """Bad input: the program prints one line and exits with status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


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


def add_first_deal(command: argparse.ArgumentParser, seed: Callable[[str], int]) -> None:
    """``--seed S``, the first deal's number, after a command: one given before the command (the
    program's own ``--seed``) is kept when it is not given again."""
    command.add_argument(
        "--seed",
        type=seed,
        metavar="S",
        default=argparse.SUPPRESS,
        help="the first deal's number (default 1)",
    )


def add_simulate_command(
    commands: Any,
    *,
    description: str,
    players: Callable[[str], int],
    players_help: str,
    commission_help: str,
) -> argparse.ArgumentParser:
    """The ``simulate`` command every banking game has: rounds, players, the bank, the first deal,
    the commission and JSON output."""
    about = "Play many whole rounds headless, every hand set by the house way, and count the money."
    simulate: argparse.ArgumentParser = commands.add_parser(
        "simulate", help=about, description=f"{about} {description}"
    )
    simulate.add_argument("--rounds", type=_rounds, required=True, metavar="N", help="rounds to play")
    simulate.add_argument("--players", type=players, default=1, metavar="K", help=players_help)
    simulate.add_argument(
        "--bank",
        choices=("never", "rotate"),
        default="never",
        help="never: the house banks every round (default); rotate: the bank goes round the players",
    )
    add_first_deal(simulate, _seed)
    simulate.add_argument("--commission", default="0.05", metavar="RATE", help=commission_help)
    simulate.add_argument("--json", action="store_true", help="print a JSON object")
    return simulate


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


def hands_given(
    words: Sequence[str], batch: str | None, count: int, what: str, example: str
) -> Iterator[tuple[str, list[str]]]:
    """(where, words) per hand: the command line's ``count`` words, or each line of the batch
    file (``-`` standard input; blank lines and ``#`` comments skipped, a byte-order mark too)."""
    if batch is None:
        if len(words) != count:
            number = _NUMBER_WORDS.get(count, str(count))
            raise UsageError(f"give {number} {what} (got {len(words)}), e.g. {example}, or --batch FILE")
        yield "", list(words)
        return
    if words:
        raise UsageError(f"give {what} on the command line or with --batch, not both")
    try:
        text = read_stdin() if batch == "-" else Path(batch).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        source = "standard input" if batch == "-" else batch
        raise UsageError(f"cannot read {source}: {getattr(error, 'strerror', None) or error}") from None
    # A byte-order mark is no part of the first word (Windows editors write one; "utf-8-sig"
    # drops it from a file, and standard input is decoded before we see it).
    text = text.removeprefix("\ufeff")
    for line_number, line in enumerate(text.splitlines(), 1):
        stripped = line.split("#", 1)[0].strip()
        if stripped:
            yield f"{batch} line {line_number}: ", stripped.split()


def simulation_json(result: Any, commission: float) -> dict[str, object]:
    """A banking game's simulation as ``simulate --json`` prints it (the same keys for every game)."""
    betting = result.betting_rounds
    return {
        "rounds": result.rounds,
        "players": result.players,
        "bank": result.bank_mode,
        "seed": result.seed,
        "commission": commission,
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
    }
