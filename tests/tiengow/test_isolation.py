"""Tien Gow's engine is pure Python and keeps to itself: no Qt, no storage, no other game."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import paigow_desktop.games.tiengow as tiengow

PACKAGE = Path(tiengow.__file__).parent

PROGRAM = """
import importlib, json, pkgutil, sys
import paigow_desktop.games.tiengow as game
for info in pkgutil.walk_packages(game.__path__, game.__name__ + "."):
    importlib.import_module(info.name)
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.rules import Rules
play_hand(1, ["rule"] * 4, Rules())
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6", "paigow_desktop")))))
"""


def test_the_game_loads_no_qt_no_storage_and_no_other_game() -> None:
    done = subprocess.run([sys.executable, "-c", PROGRAM], check=True, capture_output=True, text=True)
    modules = json.loads(done.stdout)
    assert not [m for m in modules if m.startswith(("PySide6", "shiboken6"))]
    # Importing the shared Tile type loads the package that holds it (today Pai Gow's engine,
    # whose __init__ gathers its modules); nothing else of the app.
    outside = [
        m for m in modules if not m.startswith(("paigow_desktop.games.tiengow", "paigow_desktop.engine"))
    ]
    assert set(outside) <= {"paigow_desktop", "paigow_desktop.games", "paigow_desktop.tiles"}


def test_imports_stay_inside_the_game() -> None:
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level >= 2:
                assert node.module in ("engine.tiles", "engine.text"), (path.name, node.module)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith(("PySide6", "paigow_desktop")) for a in node.names), (
                    path.name
                )
