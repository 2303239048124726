"""A package face that loads nothing until a name is asked for (PEP 562).

A game's package (``games/<key>/__init__.py``) names what the game offers, but the registry
imports only the game's declaration (``games/<key>/game.py``) and Python runs the package's
``__init__`` first: with its names resolved on first use, asking what games there are loads no
game's engine.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, MutableMapping
from typing import Any

__all__ = ["lazy_face"]


def lazy_face(
    namespace: MutableMapping[str, Any], exports: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of a package whose globals are ``namespace``:
    ``exports`` maps each name to the module that defines it; the module is imported when the
    name is first asked for, and the name is then kept in the package."""
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value  # asked once
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *exports})

    return __getattr__, __dir__
