"""Start-up: each game's first paint against a bare PySide6 window, and ``--version`` against
``python -c pass``.

Run by hand: ``python bench/bench_startup.py [--runs N] [--version-runs N] [--games G ...]``.

- **First paint**: ``paigow-desktop --game G --screenshot FILE`` (the window grabbed to a PNG
  after its first paint, then the app quits), each game against the bare window that does the
  same with nothing of ours: a 1280x800 ``QMainWindow`` with a menu and a status bar around a
  view of one ellipse.  The bare window is ``../shared/bench/bare_window.py`` when it is there
  (the issue's yardstick), else ``bench/bare_window.py`` (the same program).  Target: 2.5x.
- **--version**: ``paigow-desktop --version`` as the installed script runs it (``from
  paigow_desktop.__main__ import main``) against ``python -c pass``, the same interpreter.
  Target: 1.5x.

Every process is timed by turns (one of each, then again, so a change of load falls on all of
them), with bytecode cached (an untimed first run of each writes it), offscreen unless a display
is set, and this checkout's package first on the path.  Each figure is printed with its min and
median, in wall-clock and in CPU time (the child's user + system time from ``wait4``: the figure
to trust on a busy machine), with peak resident memory, and as ratios of the medians (and of the
mins).  Not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_BARE = ROOT.parent / "shared" / "bench" / "bare_window.py"
OWN_BARE = ROOT / "bench" / "bare_window.py"
GAMES = ("paigow", "tiengow", "paigow_poker")
PAINT_TARGET = 2.5
VERSION_TARGET = 1.5

#: What the installed ``paigow-desktop`` script runs.
ENTRY = (
    "import sys\nfrom paigow_desktop.__main__ import main\nsys.argv[0] = 'paigow-desktop'\nsys.exit(main())"
)


@dataclass
class Figures:
    """One command's runs: wall-clock and CPU seconds, peak resident memory in MiB."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    peak: list[float] = field(default_factory=list)


def environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def timed(command: Sequence[str], env: dict[str, str], figures: Figures | None) -> None:
    """Run ``command`` once (from the checkout, output dropped); add its figures, if asked."""
    start = time.perf_counter()
    child = subprocess.Popen(
        list(command), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    errors = child.stderr.read().decode(errors="replace") if child.stderr else ""
    if child.stderr:
        child.stderr.close()
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({child.returncode}):\n{errors}")
    if figures is not None:
        figures.wall.append(wall)
        figures.cpu.append(usage.ru_utime + usage.ru_stime)
        figures.peak.append(usage.ru_maxrss / 1024)


def by_turns(commands: dict[str, list[str]], runs: int, env: dict[str, str]) -> dict[str, Figures]:
    """Each command once untimed (bytecode written), then ``runs`` rounds of one run each."""
    for command in commands.values():
        timed(command, env, None)
    found = {name: Figures() for name in commands}
    names = list(commands)
    for turn in range(runs):
        # The order turns round too: no command is always the one after a given other.
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            timed(commands[name], env, found[name])
    return found


def line(
    label: str, values: list[float], unit: str, reference: list[float] | None, target: float | None
) -> str:
    scale, shown = (1000.0, "ms") if unit == "s" else (1.0, unit)
    low, middle = min(values) * scale, statistics.median(values) * scale
    text = f"  {label:<44} min {low:8.1f} {shown}  median {middle:8.1f} {shown}"
    if reference is not None:
        ratio = statistics.median(values) / statistics.median(reference)
        low = min(values) / min(reference)
        text += f"   {ratio:5.2f}x (min {low:4.2f}x)"
        if target is not None:
            text += f"   target <= {target}x  {'ok' if ratio <= target else 'SLOW'}"
    return text


def report(title: str, found: dict[str, Figures], reference: str, target: float, memory: bool) -> None:
    print(title)
    base = found[reference]
    for name, figures in found.items():
        ref_wall = None if name == reference else base.wall
        ref_cpu = None if name == reference else base.cpu
        print(line(f"{name}, wall clock", figures.wall, "s", ref_wall, target))
        print(line(f"{name}, CPU time (user + system)", figures.cpu, "s", ref_cpu, target))
        if memory:
            print(line(f"{name}, peak resident memory", figures.peak, "MiB", None, None))


def load_average() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="rounds of first paints (default 7)")
    parser.add_argument("--version-runs", type=int, default=21, help="rounds of --version (default 21)")
    parser.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--skip-paint", action="store_true", help="only --version")
    args = parser.parse_args(argv)
    env = environment()
    python = sys.executable
    bare = SHARED_BARE if SHARED_BARE.is_file() else OWN_BARE
    print(f"load average before: {load_average()}; python {python}")

    versions = by_turns(
        {
            "python -c pass": [python, "-c", "pass"],
            "paigow-desktop --version": [python, "-c", ENTRY, "--version"],
        },
        args.version_runs,
        env,
    )
    report(
        f"--version against python -c pass, {args.version_runs} runs by turns",
        versions,
        "python -c pass",
        VERSION_TARGET,
        memory=False,
    )
    if args.skip_paint:
        return 0

    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        out = Path(folder)
        commands = {"bare window": [python, str(bare), str(out / "bare.png")]}
        for game in args.games:
            commands[game] = [
                python,
                "-c",
                ENTRY,
                "--game",
                game,
                "--screenshot",
                str(out / f"{game}.png"),
                "--data-dir",
                str(out / "data"),
            ]
        paints = by_turns(commands, args.runs, env)
    report(
        f"first paint (window grabbed to a PNG, then quit) against {bare.relative_to(ROOT.parent)}, "
        f"{args.runs} runs by turns",
        paints,
        "bare window",
        PAINT_TARGET,
        memory=True,
    )
    print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
