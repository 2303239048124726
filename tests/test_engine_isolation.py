"""The engine is pure Python: it never imports Qt, so scripts and the engine's tests need no display."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import paigow_desktop.engine

ENGINE_DIR = Path(paigow_desktop.engine.__file__).parent
QT_ROOTS = ("PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt")

LOADED_QT = """
import json, sys
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))))
"""

ENGINE_PROGRAM = (
    """
import importlib, pkgutil
import paigow_desktop.engine as engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, engine.__name__ + ".")]
for name in names:
    importlib.import_module(name)
from paigow_desktop.engine.house_way import set_hand
from paigow_desktop.engine.strategy import analyze
from paigow_desktop.engine.tiles import parse_tiles
tiles = parse_tiles("6-6 5-4 3-1 2-1")
analysis = analyze(tiles)
set_hand(tiles)
assert analysis.dealer_hands == 20475
print(json.dumps(names))
"""
    + LOADED_QT
)


def run_python(program: str) -> list[list[str]]:
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_engine_loads_no_qt_in_a_fresh_interpreter() -> None:
    names, qt_modules = run_python("import json\n" + ENGINE_PROGRAM)
    expected = {f"paigow_desktop.engine.{p.stem}" for p in ENGINE_DIR.glob("*.py") if p.stem != "__init__"}
    assert expected <= set(names), "pkgutil did not find every engine module"
    assert qt_modules == []


def test_the_check_sees_qt_when_it_is_loaded() -> None:
    # The same probe after importing the window must report Qt, or the test above proves nothing.
    (qt_modules,) = run_python("import paigow_desktop.app\n" + LOADED_QT)
    assert any(m.startswith("PySide6") for m in qt_modules)


def qt_imports(source: str) -> list[str]:
    """Every Qt module a piece of source imports, by import statement or import function."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                names = [node.args[0].value]
        found += [n for n in names if n.split(".")[0].startswith(QT_ROOTS)]
    return found


def test_the_scanner_finds_qt_imports() -> None:
    assert qt_imports("import PySide6.QtCore") == ["PySide6.QtCore"]
    assert qt_imports("from shiboken6 import isValid") == ["shiboken6"]
    assert qt_imports("def f():\n    from PyQt6.QtWidgets import QWidget") == ["PyQt6.QtWidgets"]
    assert qt_imports("import importlib\nimportlib.import_module('PySide6.QtGui')") == ["PySide6.QtGui"]
    assert qt_imports("import numpy\nfrom .tiles import Tile") == []


def test_no_engine_source_imports_qt() -> None:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert len(files) >= 5
    offenders = {
        str(path.relative_to(ENGINE_DIR)): found
        for path in files
        if (found := qt_imports(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


# ------------------------------------------------------------------ numpy only when counting live

LOADED_NUMPY = """
import json, sys
print(json.dumps("numpy" in sys.modules))
"""

ENGINE_MODULES = """
import importlib, pkgutil
import paigow_desktop.engine as engine
for module in pkgutil.walk_packages(engine.__path__, engine.__name__ + "."):
    importlib.import_module(module.name)
from paigow_desktop.engine import analyze, house_edge, set_hand, parse_tiles
set_hand(parse_tiles("6-6 5-4 3-1 2-1"))
for bank in (False, True):  # nothing seen: read from the outcome table, no count to run
    assert analyze(parse_tiles("6-6 5-4 3-1 2-1"), bank=bank).dealer_hands == 20475
"""


@pytest.mark.parametrize(
    "program",
    [
        ENGINE_MODULES,
        "import paigow_desktop.app, paigow_desktop.cli, paigow_desktop.trainer_window",
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
        "from paigow_desktop.engine import analyze, parse_tiles\n"
        "analyze(parse_tiles('6-6 5-4 3-1 2-1'), seen=parse_tiles('1-1'))\n"
    )
    (loaded,) = run_python(program + LOADED_NUMPY)
    assert loaded is True
