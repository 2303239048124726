"""The strategy card's tables held unbuilt, for tests of what does not wait for them."""

from __future__ import annotations

import threading
from types import ModuleType

import pytest


def hold_card_tables(monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> threading.Event:
    """As ``module`` sees them, the card's tables are being built until the event returned is
    set (``module`` imports ``tables`` and ``tables_ready`` from ``card_grade``)."""
    release, built = threading.Event(), threading.Event()

    def slow_tables() -> None:
        release.wait(30)
        built.set()

    monkeypatch.setattr(module, "tables_ready", built.is_set)
    monkeypatch.setattr(module, "tables", slow_tables)
    return release
