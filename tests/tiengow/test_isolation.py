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
    # Only the shared tiles and core come along: no other game, no storage, no interface.
    outside = [m for m in modules if not m.startswith("paigow_desktop.games.tiengow")]
    allowed = ("paigow_desktop.tiles", "paigow_desktop.core")
    assert all(m in ("paigow_desktop", "paigow_desktop.games") or m.startswith(allowed) for m in outside), (
        outside
    )


def test_imports_stay_inside_the_game() -> None:
    allowed = ("paigow_desktop.games.tiengow", "paigow_desktop.tiles", "paigow_desktop.core")
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.ImportFrom):
                assert node.level == 0 or node.level == 1, (path.name, node.module)
                names = [node.module or ""] if node.level == 0 else []
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                assert not name.startswith(("PySide6", "shiboken6")), (path.name, name)
                if name.startswith("paigow_desktop"):
                    assert name.startswith(allowed), (path.name, name)
