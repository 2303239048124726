"""The import contracts of the package's layers, checked on the sources so a wrong arrow fails CI.

The layers, arrows pointing down only:

    ui/            the desktop interface (Qt): may import everything below
    cli/           the command line, beside the UI: games, tiles, storage, core; never Qt or ui/
    storage/       the data folder: records, not games (core only; no game, no Qt)
    games/<game>/  one game's rules and engines: core and tiles only, never another game
                   (games/registry.py, the list of games, imports each game's declaration)
    tiles/         the 32 tiles shared by every tile game: core only
    core/          money, translatable text, the game registry: nothing of ours above it

Nothing below ui/ imports Qt.  Every import counts, deferred ones inside functions too.  The
package's top ``paigow_desktop/__init__.py`` (name and version) and ``__main__.py`` (the entry
point, which hands over to the CLI or the window) stand outside the layers.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import paigow_desktop

PACKAGE = Path(paigow_desktop.__file__).resolve().parent
ROOT = "paigow_desktop"
QT_ROOTS = ("PySide6", "shiboken6", "PySide2", "shiboken2", "PyQt")

#: What each layer may import from the package (besides itself and the package's top).
ALLOWED: dict[str, tuple[str, ...]] = {
    "core": (),
    "tiles": ("core",),
    "games": ("core", "tiles"),
    "storage": ("core",),
    "cli": ("core", "tiles", "games", "storage"),
    "ui": ("core", "tiles", "games", "storage", "ui"),
}
NO_QT = ("core", "tiles", "games", "storage", "cli")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def type_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``: imports for annotations, never run."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found |= {id(inner) for part in node.body for inner in ast.walk(part)}
    return found


def imports_of(
    source: str,
    module: str,
    is_package: bool,
    modules: frozenset[str] = frozenset(),
    *,
    runtime_only: bool = False,
) -> Iterator[str]:
    """Every module a source imports, absolute, with relative imports resolved; with
    ``runtime_only``, not those under ``if TYPE_CHECKING:`` (they make no cycle: never run).

    ``from package import name`` counts as importing the module ``package.name`` when that is
    one of ``modules``, else as importing ``package``.
    """
    package = module if is_package else module.rpartition(".")[0]
    tree = ast.parse(source)
    skipped = type_only(tree) if runtime_only else set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            submodules = [f"{target}.{alias.name}" for alias in node.names]
            found = [name for name in submodules if name in modules]
            yield from found
            if len(found) < len(submodules):
                yield target
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                yield node.args[0].value


def layer_of(module: str) -> str | None:
    """The layer of a module of ours, or None for the package's top and entry point."""
    parts = module.split(".")
    if len(parts) < 2 or parts[1] in ("__main__",):
        return None
    return parts[1]


#: Modules of games/ that are no game: the list of games.
NOT_A_GAME = ("registry",)


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" and parts[2] not in NOT_A_GAME else None


def ui_game_of(module: str) -> str | None:
    """The game whose interface package (``ui/games/<game>/``) holds ``module``, if any."""
    parts = module.split(".")
    return parts[3] if len(parts) > 4 and parts[1:3] == ["ui", "games"] else None


def is_ours(name: str) -> bool:
    return name == ROOT or name.startswith(ROOT + ".")


def known_module(name: str, modules: set[str]) -> bool:
    return name in modules


def violations(sources: dict[str, tuple[str, bool]]) -> list[str]:
    """Every import that breaks a contract, as 'importer -> imported: why'."""
    modules = set(sources)
    found = []
    for module, (source, is_package) in sorted(sources.items()):
        layer = layer_of(module)
        if layer is None:
            continue
        for target in set(imports_of(source, module, is_package, frozenset(modules))):
            if target.split(".")[0].startswith(QT_ROOTS):
                if layer in NO_QT:
                    found.append(f"{module} -> {target}: {layer}/ must not import Qt")
                continue
            if not is_ours(target) or not known_module(target, modules):
                continue
            other = layer_of(target)
            if layer == "ui" and ui_game_of(module) not in (None, ui_game_of(target)) and ui_game_of(target):
                # what two games' tables share lives below them (ui/table, ui/games/shell, ...)
                found.append(f"{module} -> {target}: a game's interface never imports another game's")
                continue
            if layer == "ui" and ui_game_of(module) is None and (game_of(target) or ui_game_of(target)):
                # shared interface code serves every game through protocols and the registry (the
                # UI registry loads each game's interface by name, which is no import here)
                found.append(f"{module} -> {target}: shared interface code imports no game")
                continue
            if other is None or (other == layer and layer != "games"):
                continue
            if layer == "games" and other == "games":
                # games/registry.py lists every game; a game sees only itself
                if game_of(module) is not None and game_of(target) not in (None, game_of(module)):
                    found.append(f"{module} -> {target}: a game never imports another game")
                continue
            if other not in ALLOWED[layer]:
                found.append(f"{module} -> {target}: {layer}/ may not import {other}/")
    return found


def package_sources() -> dict[str, tuple[str, bool]]:
    return {
        module_name(path): (path.read_text(encoding="utf-8"), path.name == "__init__.py")
        for path in PACKAGE.rglob("*.py")
    }


def import_graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    modules = set(sources)
    return {
        module: {
            t
            for t in imports_of(source, module, is_package, frozenset(modules), runtime_only=True)
            if t in modules and t != module
        }
        for module, (source, is_package) in sources.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def package_parents(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph without the edges a package's __init__ has to its own submodules (re-exports)."""
    return {m: {t for t in targets if not t.startswith(m + ".")} for m, targets in graph.items()}


# -- the contracts, on the real package ------------------------------------------------------


def test_every_layer_imports_only_downwards() -> None:
    sources = package_sources()
    assert {layer_of(m) for m in sources} >= {"core", "tiles", "games", "storage", "cli", "ui"}
    assert violations(sources) == []


def test_no_import_cycles() -> None:
    assert cycles(package_parents(import_graph(package_sources()))) == []


# -- the checks can fail -------------------------------------------------------------------


def fake(modules: dict[str, str]) -> dict[str, tuple[str, bool]]:
    """Sources keyed by module name relative to the package: "games.paigow.round"."""
    return {f"{ROOT}.{name}": (source, False) for name, source in modules.items()}


TIENGOW = "from paigow_desktop.games.paigow import round"
TYPE_CHECKING_ONLY = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"


@pytest.mark.parametrize(
    ("importer", "source", "why"),
    [
        ("games.paigow.round", "from PySide6.QtCore import QObject", "must not import Qt"),
        ("storage.ledger", "import paigow_desktop.games.paigow.round", "may not import games/"),
        ("games.tiengow.trick", TIENGOW, "another game"),
        ("tiles.tile", "from paigow_desktop.storage import ledger", "may not import storage/"),
        ("core.money", "def f():\n    from paigow_desktop.ui import app", "may not import ui/"),
        ("cli.paigow", "from paigow_desktop.ui.app import run", "may not import ui/"),
        ("storage.ledger", "import importlib\nimportlib.import_module('PySide6.QtGui')", "Qt"),
        ("ui.games.poker.scene", "from paigow_desktop.ui.games.paigow.table import x", "another game's"),
        ("ui.names", "from paigow_desktop.games.paigow.round import x", "imports no game"),
        ("ui.table.view", TYPE_CHECKING_ONLY + "    import paigow_desktop.ui.games.paigow.table", "no game"),
    ],
)
def test_a_wrong_arrow_is_caught(importer: str, source: str, why: str) -> None:
    targets = ["games.paigow.round", "games.paigow", "storage.ledger", "storage", "ui.app", "ui"]
    targets += ["ui.games.paigow.table"]
    found = violations(fake({**{t: "" for t in targets}, importer: source}))
    assert len(found) == 1 and why in found[0], found


def test_allowed_arrows_pass() -> None:
    sources = fake(
        {
            "core.money": "",
            "tiles.tile": "from paigow_desktop.core import money",
            "games.paigow.hands": "from paigow_desktop.tiles.tile import Tile\nimport numpy",
            "games.paigow.round": "from . import hands",
            "storage.ledger": "from paigow_desktop.core.money import format_cents",
            "ui.app": "from PySide6.QtWidgets import QApplication\nimport paigow_desktop.storage.ledger",
        }
    )
    assert violations(sources) == []


def test_type_only_imports_make_no_cycle_but_still_obey_the_layers() -> None:
    sources = fake(
        {
            "ui.window": "from paigow_desktop.ui import actions",
            "ui.actions": TYPE_CHECKING_ONLY + "    from paigow_desktop.ui import window",
            "storage.ledger": TYPE_CHECKING_ONLY + "    import paigow_desktop.ui.window",
        }
    )
    assert cycles(package_parents(import_graph(sources))) == []
    assert [v for v in violations(sources) if "may not import ui/" in v]


def test_a_cycle_is_caught() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# -- the same, at run time: the engine loads no Qt ------------------------------------------------

LOADED_QT = """
import json, sys
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))))
"""

BELOW_UI = """
import importlib, pkgutil, json
names = []
for layer in ("core", "tiles", "games", "storage", "cli"):
    package = importlib.import_module("paigow_desktop." + layer)
    names += [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
for name in names:
    importlib.import_module(name)
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.strategy import analyze
from paigow_desktop.tiles.tile import parse_tiles
tiles = parse_tiles("6-6 5-4 3-1 2-1")
assert analyze(tiles).dealer_hands == 20475
set_hand(tiles)
print(json.dumps(names))
"""


def run_python(program: str) -> list[list[str]]:
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_everything_below_the_ui_loads_no_qt_in_a_fresh_interpreter() -> None:
    names, qt_modules = run_python(BELOW_UI + LOADED_QT)
    assert "paigow_desktop.games.paigow.round" in names
    assert qt_modules == []


def test_the_probe_sees_qt_when_it_is_loaded() -> None:
    # The same probe after importing the window must report Qt, or the test above proves nothing.
    (qt_modules,) = run_python("import paigow_desktop.ui.app\n" + LOADED_QT)
    assert any(m.startswith("PySide6") for m in qt_modules)


# ----------------------------------------------------------------- long functions

#: A function longer than this many lines needs its reason written on the line above it.
LONG_FUNCTION = 60
LONG_MARK = "# Long:"


def unexplained_long_functions(source: str, name: str) -> list[str]:
    """The functions in ``source`` over ``LONG_FUNCTION`` lines with no ``# Long: why`` comment
    directly above them (above their decorators; the reason may run over several comment lines)."""
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        end = node.end_lineno or node.lineno
        if end - node.lineno + 1 <= LONG_FUNCTION:
            continue
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
        row = first - 2  # the comment block above, which may run over several lines
        while row > 0 and lines[row].strip().startswith("#") and not lines[row].strip().startswith(LONG_MARK):
            row -= 1
        above = lines[row].strip() if row >= 0 else ""
        if not above.startswith(LONG_MARK) or len(above) <= len(LONG_MARK) + 5:
            found.append(f"{name}:{node.lineno} {node.name} ({end - node.lineno + 1} lines)")
    return found


def test_long_functions_say_why() -> None:
    root = Path(paigow_desktop.__file__).parent
    found = [
        problem
        for path in sorted(root.rglob("*.py"))
        for problem in unexplained_long_functions(
            path.read_text(encoding="utf-8"), str(path.relative_to(root))
        )
    ]
    assert found == []


def test_a_long_function_without_a_reason_is_caught() -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(LONG_FUNCTION))
    bare = f"def f():\n{body}"
    assert unexplained_long_functions(bare, "m.py") == [f"m.py:1 f ({LONG_FUNCTION + 1} lines)"]
    decorated = f"# Long: a table of sixty names, read top to bottom\n@staticmethod\ndef f():\n{body}"
    assert unexplained_long_functions(decorated, "m.py") == []
    two_lines = f"# Long: a table of sixty names,\n# read top to bottom\ndef f():\n{body}"
    assert unexplained_long_functions(two_lines, "m.py") == []
    apart = f"# Long: a table of sixty names\n\ndef f():\n{body}"
    assert len(unexplained_long_functions(apart, "m.py")) == 1
    empty_reason = f"# Long:\ndef f():\n{body}"
    assert len(unexplained_long_functions(empty_reason, "m.py")) == 1
    short = "def f():\n    return 1\n"
    assert unexplained_long_functions(short, "m.py") == []


MOST_LINES = 800


def test_no_module_is_over_800_lines() -> None:
    """A module past 800 lines holds more than one idea (generated modules included)."""
    root = Path(paigow_desktop.__file__).parent
    long = [
        f"{path.relative_to(root)} ({count} lines)"
        for path in sorted(root.rglob("*.py"))
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    ]
    assert long == []


def _other_games_loaded(game: str, tmp_path: Path) -> list[str]:
    """The modules of other games (their engines or their interfaces) that opening ``game``'s
    table loads, as ``python -X importtime -m paigow_desktop --game G --screenshot F`` shows."""
    import os
    import re
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            *(sys.executable, "-X", "importtime", "-m", "paigow_desktop", "--game", game),
            *("--data-dir", str(tmp_path / "data"), "--screenshot", str(tmp_path / "shot.png")),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = {
        line.rsplit("|", 1)[-1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:")
    }
    others = "|".join(key for key in ("paigow", "tiengow", "paigow_poker") if key != game)
    of_another_game = re.compile(rf"{ROOT}\.(ui\.)?games\.({others})(\.|$)")
    return sorted(name for name in loaded if of_another_game.match(name))


@pytest.mark.parametrize("game", ["paigow", "tiengow", "paigow_poker"])
def test_opening_one_game_loads_only_the_other_games_declarations(game: str, tmp_path: Path) -> None:
    """The registry knows every game by its declaration (games/<key>/game.py) and its package's
    face, which load nothing else of their game: the other games' engines and tables stay
    unloaded."""
    from paigow_desktop.games.registry import REGISTRY

    assert set(REGISTRY.keys()) == {"paigow", "tiengow", "paigow_poker"}
    allowed = {f"{ROOT}.games.{info.key}{part}" for info in REGISTRY for part in ("", ".game")}
    assert [name for name in _other_games_loaded(game, tmp_path) if name not in allowed] == []
