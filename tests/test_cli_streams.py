"""The command line never prints a traceback: odd numbers, closed or full streams, byte-order
marks, and generated argument lists for every command (the window left out)."""

from __future__ import annotations

import contextlib
import errno
import functools
import io
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paigow_desktop.cli import main
from paigow_desktop.games.paigow import strategy
from paigow_desktop.tiles.tile import KINDS

WONG_DEAL = ["6-6", "5-4", "3-1", "2-1"]
PREFIX = "paigow-desktop:"


def run(*argv: str, stdout: io.TextIOBase | None = None) -> tuple[int, str, str]:
    """Run the command line in this process: (status, standard output, standard error)."""
    out = stdout if stdout is not None else io.StringIO()
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(list(argv), stdout=out)  # type: ignore[arg-type]
    return status, out.getvalue() if isinstance(out, io.StringIO) else "", err.getvalue()


def one_line(err: str, *names: str) -> str:
    """The single line of an error report, checked to name each of ``names``."""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(PREFIX), err
    assert "Traceback" not in err
    for name in names:
        assert name in lines[0], (name, lines[0])
    return lines[0]


@contextlib.contextmanager
def standard_input(stream: io.StringIO | None) -> Iterator[None]:
    saved = sys.stdin
    sys.stdin = stream  # None is what Python sets for a closed standard input
    try:
        yield
    finally:
        sys.stdin = saved


# ------------------------------------------------------------------ numbers


COMMISSION_COMMANDS = [
    ["analyze", *WONG_DEAL],
    ["house-edge"],
    ["simulate", "--rounds", "2"],
]


@pytest.mark.parametrize("command", COMMISSION_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("rate", ["1/0", "0/0", "5/0", "1/000"])
def test_a_commission_divided_by_zero_is_bad_input(command: list[str], rate: str) -> None:
    status, out, err = run(*command, "--commission", rate)
    assert status == 2 and out == ""
    one_line(err, rate, "commission")


@pytest.mark.parametrize("command", COMMISSION_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("rate", ["１/２０", "０.05", "0.０5", "٠.٠٥"])
def test_a_commission_in_digits_other_than_ascii_is_refused(command: list[str], rate: str) -> None:
    status, out, err = run(*command, "--commission", rate)
    assert status == 2 and out == ""
    one_line(err, "commission")


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--rounds", "１２"],
        ["simulate", "--rounds", "2", "--seed", "７"],
        ["--seed", "٣", "simulate", "--rounds", "2"],
        ["simulate", "--rounds", "1_0"],
        ["simulate", "--rounds", "2", "--players", "２"],
    ],
)
def test_whole_numbers_in_digits_other_than_ascii_are_refused(argv: list[str]) -> None:
    status, out, err = run(*argv)
    assert status == 2 and out == ""
    one_line(err)


def test_ascii_numbers_still_work_with_spaces_round_them() -> None:
    status, out, _ = run("simulate", "--rounds", " 3 ", "--seed", "7 ", "--commission", " 1/20 ", "--json")
    assert status == 0
    report = json.loads(out)
    assert (report["rounds"], report["seed"], report["commission"]) == (3, 7, 0.05)


# ------------------------------------------------------------------ batch input


@pytest.mark.parametrize("command", ["analyze", "house-way"])
def test_a_byte_order_mark_before_the_first_tile_is_skipped(command: str, tmp_path: Path) -> None:
    plain, marked = tmp_path / "plain.txt", tmp_path / "marked.txt"
    lines = " ".join(WONG_DEAL) + "\n6-6 6-1 6-2 3-1\n"
    plain.write_text(lines, encoding="utf-8")
    marked.write_text("\ufeff" + lines, encoding="utf-8")
    expected = run(command, "--batch", str(plain), "--json")
    assert expected[0] == 0 and len(expected[1].splitlines()) == 2
    assert run(command, "--batch", str(marked), "--json") == expected
    with standard_input(io.StringIO("\ufeff" + lines)):
        assert run(command, "--batch", "-", "--json") == expected


def test_a_closed_standard_input_is_bad_input() -> None:
    with standard_input(None):
        status, out, err = run("analyze", "--batch", "-")
    assert status == 2 and out == ""
    one_line(err, "standard input", "closed")


# ------------------------------------------------------------------ output that cannot be written


class FullDisk(io.StringIO):
    """A stream that takes ``room`` characters, then fails as a full disk does (on write or
    only on flush, as a buffered file does)."""

    def __init__(self, room: int, *, on_flush: bool = False) -> None:
        super().__init__()
        self.room, self.on_flush = room, on_flush

    def write(self, text: str) -> int:
        if not self.on_flush and self.tell() + len(text) > self.room:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return super().write(text)

    def flush(self) -> None:
        if self.tell() > self.room:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


EVERY_COMMAND = [
    ["analyze", *WONG_DEAL],
    ["analyze", *WONG_DEAL, "--json"],
    ["house-way", *WONG_DEAL],
    ["house-edge", "--json"],
    ["simulate", "--rounds", "3"],
    ["stats"],
    ["stats", "--json"],
    ["--help"],
    ["--version"],
    ["analyze", "--help"],
]


@pytest.fixture
def cached_house_edge(monkeypatch: pytest.MonkeyPatch) -> None:
    """The exact house edge takes most of a second and depends only on the rate: compute each
    rate once for the whole test session (the command line's own work is untouched)."""
    monkeypatch.setattr(strategy, "house_edge", _house_edge_once)


@functools.cache
def _cached_edge(rate: object) -> strategy.HouseEdge:
    return _REAL_HOUSE_EDGE(rate)  # type: ignore[arg-type]


def _house_edge_once(commission: object = strategy.DEFAULT_COMMISSION, **_: object) -> strategy.HouseEdge:
    return _cached_edge(strategy.commission_rate(commission))  # type: ignore[arg-type]


_REAL_HOUSE_EDGE = strategy.house_edge


@pytest.mark.usefixtures("cached_house_edge")
@pytest.mark.parametrize("argv", EVERY_COMMAND, ids=" ".join)
@pytest.mark.parametrize("on_flush", [False, True], ids=["on-write", "on-flush"])
def test_an_output_that_cannot_be_written_is_one_line_and_exit_1(argv: list[str], on_flush: bool) -> None:
    status, _, err = run(*argv, stdout=FullDisk(10, on_flush=on_flush))
    assert status == 1
    one_line(err, "cannot write the output", os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("stray", ["\r", "\n", "a\x0bb", "\u2028", "\x1b[2J"])
def test_an_error_quoting_a_line_break_stays_one_line(stray: str) -> None:
    for argv in (["house-edge", stray], ["analyze", *WONG_DEAL[:3], stray], ["simulate", "--rounds", stray]):
        status, _, err = run(*argv)
        assert status == 2
        one_line(err)


def test_a_reader_that_went_away_ends_the_output_quietly() -> None:
    class Gone(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    assert run("house-way", *WONG_DEAL, stdout=Gone()) == (0, "", "")


# ------------------------------------------------------------------ real processes


def start(argv: list[str], redirect: str) -> subprocess.Popen[str]:
    """``python -m paigow_desktop ARGV`` started by the shell with ``redirect`` applied."""
    script = f'exec "$0" -m paigow_desktop "$@" {redirect}'
    return subprocess.Popen(
        ["sh", "-c", script, sys.executable, *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def test_closed_and_full_streams_in_real_processes(tmp_path: Path) -> None:
    stats = ["stats", "--data-dir", str(tmp_path / "data")]
    cases: list[tuple[list[str], str, int, str]] = [
        (["house-way", *WONG_DEAL], ">&-", 1, "standard output is closed"),
        (["analyze", *WONG_DEAL], ">&-", 1, "standard output is closed"),
        (stats, ">&-", 1, "standard output is closed"),
        (["simulate", "--rounds", "3"], ">&-", 1, "standard output is closed"),
        (["analyze", "--batch", "-"], "<&-", 2, "standard input"),
        (["house-way", "--commission", "1/0"], "<&-", 2, "--commission"),
    ]
    if Path("/dev/full").exists():
        cases += [
            (["house-way", *WONG_DEAL], ">/dev/full", 1, os.strerror(errno.ENOSPC)),
            (["simulate", "--rounds", "3", "--json"], ">/dev/full", 1, os.strerror(errno.ENOSPC)),
            (["--help"], ">/dev/full", 1, os.strerror(errno.ENOSPC)),
        ]
    # Started together: each spends most of its time importing, and the machine may be busy.
    processes = [(case, start(case[0], case[1])) for case in cases]
    for (argv, redirect, expected, words), process in processes:
        _, err = process.communicate(timeout=120)
        assert process.returncode == expected, (argv, redirect, err)
        assert "Traceback" not in err and "Exception ignored" not in err, err
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith(PREFIX) and words in lines[0], (argv, redirect, err)


# ------------------------------------------------------------------ generated command lines


TILE_NAMES = sorted({str(kind) for kind in KINDS})
ODD_TEXT = st.text(
    st.characters(exclude_categories=["Cs"], exclude_characters="\x00"), max_size=12
)  # what a real argv can hold: anything but NUL (undecodable bytes arrive as surrogates: left out)
NUMBERS = st.one_of(
    st.integers(-3, 40).map(str),
    st.sampled_from(["", "0", "+2", " 5", "1e3", "1_0", "１２", "0x10", "9" * 40, "nan"]),
    ODD_TEXT,
)
RATES = st.one_of(
    st.sampled_from(["0.05", "0", "0.04", "0.0476", "1/20", ".05", "0.10", "1/0", "0/0", "5/0"]),
    st.sampled_from(["１/２０", "0.5", "-0.01", "1e-2", "1/3", "0.05.", "", "0.0476190476190476"]),
    ODD_TEXT,
)
TILES = st.one_of(
    st.sampled_from(TILE_NAMES), st.sampled_from(["66", "6 6", "7-1", "x", "-", "--"]), ODD_TEXT
)


def option(name: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    return st.lists(st.tuples(st.just(name), values).map(list), max_size=1).map(
        lambda found: found[0] if found else []
    )


def flag(name: str) -> st.SearchStrategy[list[str]]:
    return st.sampled_from([[], [name]])


@st.composite
def command_lines(draw: st.DrawFn, batch_files: list[str], folders: list[str]) -> list[str]:
    """An argument list for one of the commands (never the window), valid or not."""
    command = draw(st.sampled_from(["analyze", "house-way", "house-edge", "simulate", "stats"]))
    parts: list[list[str]] = [
        draw(option("--seed", NUMBERS)),
        draw(option("--data-dir", st.sampled_from(folders))),
        draw(option("--speed", NUMBERS)),
        [command],
    ]
    if command in ("analyze", "house-way"):
        if draw(st.booleans()):
            parts.append(draw(st.lists(TILES, min_size=3, max_size=5)))
        else:
            parts.append(["--batch", draw(st.sampled_from(batch_files))])
        parts.append(draw(flag("--json")))
    if command == "analyze":
        parts += [draw(flag("--bank")), draw(option("--commission", RATES))]
        if draw(st.booleans()):
            parts.append(["--seen", *draw(st.lists(TILES, min_size=1, max_size=28))])
    elif command == "house-edge":
        parts += [draw(option("--commission", RATES)), draw(flag("--json"))]
    elif command == "simulate":
        rounds = draw(st.one_of(st.integers(1, 30).map(str), NUMBERS))  # capped: the run stays short
        parts += [
            ["--rounds", rounds],
            draw(option("--players", NUMBERS)),
            draw(option("--bank", st.sampled_from(["never", "rotate", "always", ""]))),
            draw(option("--seed", NUMBERS)),
            draw(option("--commission", RATES)),
            draw(flag("--json")),
        ]
    elif command == "stats":
        parts += [draw(option("--data-dir", st.sampled_from(folders))), draw(flag("--json"))]
    argv = [token for part in parts for token in part]
    if draw(st.integers(0, 9)) == 0:  # now and then a stray word anywhere
        argv.insert(draw(st.integers(0, len(argv))), draw(ODD_TEXT))
    return argv


@pytest.fixture(scope="module")
def playground(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], list[str]]:
    """Batch files and data folders of every kind, made once: (batch files, folders)."""
    root = tmp_path_factory.mktemp("cli-playground")
    deal = " ".join(WONG_DEAL)
    files = {
        "good.txt": f"{deal}\n6-6 6-1 6-2 3-1\n".encode(),
        "bom.txt": f"\ufeff{deal}\n".encode(),
        "bad-line.txt": f"{deal}\n6-6 9-9 1-1 2-2\n".encode(),
        "three.txt": b"6-6 5-4 3-1\n",
        "latin1.txt": "6-6 5-4 3-1 2-1 \xe9\n".encode("latin-1"),
        "binary.txt": bytes(range(256)),
        "empty.txt": b"",
    }
    for name, data in files.items():
        (root / name).write_bytes(data)
    (root / "a-folder").mkdir()
    (root / "a-file").write_text("not a folder")
    batch = [str(root / name) for name in files] + [
        str(root / "missing.txt"),
        str(root / "a-folder"),
        "-",
        "",
    ]
    folders = [str(root / "data"), str(root / "a-file"), str(root / "new" / "nested"), "", " ", "data2"]
    return batch, folders


@pytest.mark.usefixtures("cached_house_edge")
def test_no_command_line_ever_prints_a_traceback(
    playground: tuple[list[str], list[str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    batch, folders = playground
    monkeypatch.chdir(tmp_path)  # relative folders are made here, never in the checkout

    @settings(
        max_examples=300,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(
        argv=command_lines(batch, folders),
        stdin=st.one_of(st.none(), st.text(max_size=40).map(io.StringIO)),
        room=st.one_of(st.none(), st.integers(0, 400)),
    )
    def check(argv: list[str], stdin: io.StringIO | None, room: int | None) -> None:
        out: io.StringIO = io.StringIO() if room is None else FullDisk(room)
        with standard_input(stdin):
            status, _, err = run(*argv, stdout=out)  # an exception here fails the test
        assert status in (0, 1, 2), (argv, status, err)
        assert "Traceback" not in err
        if status:
            # One line says what went wrong, even when it quotes a stray "\r" or "\n" typed by the user
            # (a progress line, written over itself with "\r", may come before it).
            reports = [line for line in err.splitlines() if line.startswith(PREFIX)]
            last = err.splitlines()[-1]
            assert reports == [last], (argv, err)
            if status == 1:
                assert room is not None and "cannot write the output" in last, (argv, err)

    check()
