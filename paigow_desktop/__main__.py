"""Entry point: ``paigow-desktop`` and ``python -m paigow_desktop``.

The command line runs the commands; with no command it opens the window, which this module hands
it, so that the command line and the interface stay side by side and neither imports the other.

``paigow-desktop --version`` is answered here, before the command line (argparse, the games'
commands) is imported: a script asking for the version should not wait for the program to load.
Everything else is imported when it is needed.
"""

from __future__ import annotations

import atexit
import os
import sys
from typing import TYPE_CHECKING

from paigow_desktop import APP_ID, __version__
from paigow_desktop.core.console import discard_unwritten_output, write_stderr

if TYPE_CHECKING:
    from paigow_desktop.cli import WindowOptions

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
        from paigow_desktop.ui.launch import quicker_pyside_imports

        quicker_pyside_imports()  # before the interface's modules are imported
        from paigow_desktop.ui.app import AppOptions, run
        from paigow_desktop.ui.timings import Speed
    except ImportError as error:
        write_stderr(f"{APP_ID}: cannot start the window: {error}. {QT_LIBRARIES_HINT}")
        return 1
    status = run(
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
    _window_closed.append(status)
    return status


#: Holds the window's exit status once its event loop has ended and its data folder is closed.
_window_closed: list[int] = []


def run(argv: list[str]) -> int:
    """The whole program: a command, or the window."""
    from paigow_desktop.cli import main as command_line

    return command_line(argv, open_window=open_window)


def print_version() -> int:
    """``--version`` alone, as the command line answers it (the same line, the same exit status
    and one-line message when standard output is closed or full), without loading the command
    line."""
    stream = sys.stdout
    reason = "standard output is closed"
    if stream is not None:
        try:
            stream.write(f"{APP_ID} {__version__}\n")
            stream.flush()
            return 0
        except BrokenPipeError:  # the reader has all it wanted
            return 0
        except OSError as error:
            reason = error.strerror or str(error) or type(error).__name__
        except ValueError as error:  # a stream closed under us
            reason = str(error)
    write_stderr(f"{APP_ID}: cannot write the output: {reason}")
    return 1


def main() -> None:
    argv = sys.argv[1:]
    _window_closed.clear()  # this run's window only
    try:
        status = print_version() if argv == ["--version"] else run(argv)
    except KeyboardInterrupt:  # Ctrl+C on a long simulation: a word, not a traceback
        write_stderr(f"{APP_ID}: interrupted")
        status = 130  # the shells' code for a command stopped by SIGINT
    discard_unwritten_output()
    if _window_closed:
        end_now(status)
    sys.exit(status)


def end_now(status: int) -> None:
    """End the process once the window has closed: the exit handlers run (temporary folders,
    Qt's own), and the interpreter's taking down of every module and every Qt object one by one,
    about 50 ms of nothing for anyone after a window, is skipped.  Everything the app keeps was
    written and its folder closed before the event loop's end returned here."""
    run_exit_handlers = getattr(atexit, "_run_exitfuncs", None)
    if run_exit_handlers is None or sys.getprofile() is not None or sys.gettrace() is not None:
        return  # another Python, or a profiler or debugger that reports at the end: end as usual
    run_exit_handlers()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)


if __name__ == "__main__":
    main()
