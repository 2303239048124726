"""Entry point: ``paigow-desktop`` and ``python -m paigow_desktop``.

The command line runs the commands; with no command it opens the window, which this module hands
it, so that the command line and the interface stay side by side and neither imports the other.
"""

from __future__ import annotations

import sys

from paigow_desktop import APP_ID
from paigow_desktop.cli import WindowOptions
from paigow_desktop.cli import main as _main
from paigow_desktop.cli.streams import discard_unwritten_output
from paigow_desktop.core.console import write_stderr

QT_LIBRARIES_HINT = (
    "On Debian or Ubuntu: sudo apt install libegl1 libgl1 libxkbcommon-x11-0 libxcb-cursor0 "
    "libxcb-icccm4 libxcb-keysyms1 libfontconfig1 libdbus-1-3"
)  # the same packages as ui.preflight.APT_LINE (a test keeps them equal)


def open_window(options: WindowOptions) -> int:
    """Start the Qt application with the command line's options; returns its exit status."""
    from paigow_desktop.ui.preflight import preflight_message

    problem = preflight_message()
    if problem is not None:
        write_stderr(f"{APP_ID}: cannot start the window: {problem}")
        return 1
    try:
        from paigow_desktop.ui.app import AppOptions, run
        from paigow_desktop.ui.timings import Speed
    except ImportError as error:
        write_stderr(f"{APP_ID}: cannot start the window: {error}. {QT_LIBRARIES_HINT}")
        return 1
    return run(
        AppOptions(
            screenshot=options.screenshot,
            seed=options.seed,
            data_dir=options.data_dir,
            speed=None if options.speed is None else Speed(options.speed),
            demo=options.demo,
            rounds=options.rounds,
            game=options.game,
        )
    )


def run(argv: list[str]) -> int:
    """The whole program: a command, or the window."""
    return _main(argv, open_window=open_window)


def main() -> None:
    try:
        status = run(sys.argv[1:])
    except KeyboardInterrupt:  # Ctrl+C on a long simulation: a word, not a traceback
        write_stderr(f"{APP_ID}: interrupted")
        status = 130  # the shells' code for a command stopped by SIGINT
    discard_unwritten_output()
    sys.exit(status)


if __name__ == "__main__":
    main()
