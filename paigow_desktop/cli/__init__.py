"""The command line: start the app, or analyse deals for scripts and tests.

The commands live beside this module: ``stats`` (:mod:`.stats`, the data folder) and each game's in
the module named by its registry key (``cli/<key>.py``: ``add_commands`` and ``COMMANDS``), under
the word its declaration names (Pai Gow Tiles' at the top level, as they always were).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import IO

from paigow_desktop import APP_ID, __version__
from paigow_desktop.cli.args import (
    EXIT_OUTPUT,
    EXIT_USAGE,
    UsageError,
    _folder,
    _Parser,
    _rounds,
    _seed,
    _speed,
)
from paigow_desktop.cli.streams import Output, OutputError, TextOut, one_line, write_stderr
from paigow_desktop.games.registry import REGISTRY


def _parser(*, commands: bool = True) -> argparse.ArgumentParser:
    """The command line's parser; without ``commands``, only the window's options."""
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
    parser.add_argument(
        "--game",
        choices=REGISTRY.keys(),
        help="open this game's table (else the one played last)",
    )
    if not commands:
        return parser
    from paigow_desktop.cli import stats as stats_command

    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for info in REGISTRY:  # each game's commands, from its module under cli/
        game_commands(info.key).add_commands(subcommands)
    stats_command.add_command(subcommands)
    return parser


def _window_options(args_list: Sequence[str]) -> argparse.Namespace | None:
    """The window's options when ``args_list`` is only those: read without building every
    command's parser (each game's, most of the command line's own start).  None when it may
    name a command, asks for help or the version, or has a problem: the whole parser answers
    then, as it always did (its words, its errors)."""
    if args_list and not args_list[0].startswith("-"):  # a command (or a mistake): no window
        return None
    if any(arg.startswith(("-h", "--h", "--v")) for arg in args_list):
        return None
    try:
        args, rest = _parser(commands=False).parse_known_args(list(args_list))
    except UsageError:
        return None
    if rest:  # a command, or something the whole parser will refuse
        return None
    args.command = None
    return args


def game_commands(key: str) -> ModuleType:
    """The command-line module of the game registered as ``key`` (``cli/<key>.py``)."""
    return importlib.import_module(f"{__name__}.{key}")


def _runners() -> dict[str, Callable[[argparse.Namespace, TextOut], int]]:
    """Every command's runner by its word: each game's, then ``stats``."""
    from paigow_desktop.cli import stats as stats_command

    found: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {}
    for info in REGISTRY:
        found.update(game_commands(info.key).COMMANDS)
    return {**found, **stats_command.COMMANDS}


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
                args = _window_options(args_list) or _parser().parse_args(args_list)
            if args.command is None:
                return _start_app(args, open_window)
            runner: Callable[[argparse.Namespace, TextOut], int] = _runners()[args.command]
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


@dataclass(frozen=True)
class WindowOptions:
    """What the command line asks of the window when no command is given."""

    screenshot: Path | None
    seed: int | None
    data_dir: Path | None
    speed: int | None
    demo: bool
    rounds: int
    game: str | None = None  #: the game to open (None: the one played last)


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
            game=args.game,
        )
    )
