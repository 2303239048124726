"""numpy is imported only when a count needs it: a start, the house way and a lookup need none."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run_python(program: str) -> list[bool]:
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


LOADED_NUMPY = """
import json, sys
print(json.dumps("numpy" in sys.modules))
"""

ENGINE_MODULES = """
import importlib, pkgutil
import paigow_desktop.games.paigow as engine
for module in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."):
    importlib.import_module(module.name)
from paigow_desktop.games.paigow import analyze, house_edge, set_hand, parse_tiles
set_hand(parse_tiles("6-6 5-4 3-1 2-1"))
for bank in (False, True):  # nothing seen: read from the outcome table, no count to run
    assert analyze(parse_tiles("6-6 5-4 3-1 2-1"), bank=bank).dealer_hands == 20475
"""


@pytest.mark.parametrize(
    "program",
    [
        ENGINE_MODULES,
        "import paigow_desktop.ui.app, paigow_desktop.cli, paigow_desktop.ui.games.paigow.trainer",
        "import io\nfrom paigow_desktop.cli import main\n"
        "assert main(['house-way', '6-6', '5-4', '3-1', '2-1'], stdout=io.StringIO()) == 0",
        "import io\nfrom paigow_desktop.cli import main\n"
        "assert main(['analyze', '--json', '6-6', '5-4', '3-1', '2-1'], stdout=io.StringIO()) == 0",
    ],
    ids=["engine", "app", "house-way", "analyze"],
)
def test_numpy_is_not_imported_before_a_count_needs_it(program: str) -> None:
    (loaded,) = run_python(program + LOADED_NUMPY)
    assert loaded is False


def test_the_check_sees_numpy_once_a_count_needs_it() -> None:
    # Seen tiles are counted live, with numpy: the probe must then report it.
    program = (
        "from paigow_desktop.games.paigow import analyze, parse_tiles\n"
        "analyze(parse_tiles('6-6 5-4 3-1 2-1'), seen=parse_tiles('1-1'))\n"
    )
    (loaded,) = run_python(program + LOADED_NUMPY)
    assert loaded is True
