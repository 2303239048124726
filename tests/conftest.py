"""Shared test set-up: Qt runs headless, and nothing the app stores touches the real home."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.storage import Store
    from paigow_desktop.ui.qt_art import SceneArtwork

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point every per-user directory at a temporary one, so no test writes to ~."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("PAIGOW_DESKTOP_HOME", str(home / "paigow-desktop"))


@pytest.fixture(scope="session", autouse=True)
def _background_work_ends_before_python() -> Iterator[None]:
    """After the last test, wait for analyses still running in worker threads: one killed as
    Python shuts down printed Qt's warning and could crash the process at exit."""
    yield
    import sys

    background = sys.modules.get("paigow_desktop.ui.background")
    if background is not None:
        background.finish_background_work()


@pytest.fixture(params=["en", "zh_TW"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Each language of the program in turn, its translator installed for the test (tests that
    parametrize ``language`` themselves choose their own)."""
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    if request.param != "en":
        assert install_translator(qapp, request.param)
    yield request.param
    remove_translators(qapp)


@pytest.fixture(scope="session")
def artwork() -> SceneArtwork:
    """The tile pictures, drawn as the app draws them (casino theme).  Imported here so that the
    tests that need no Qt do not load it."""
    from paigow_desktop.ui.art import Theme, TileArt
    from paigow_desktop.ui.qt_art import SceneArtwork

    return SceneArtwork(TileArt(), Theme.CASINO)


@pytest.fixture
def store() -> Iterator[Store]:
    """A ledger kept in memory (a test module may define its own, on disk)."""
    from paigow_desktop.storage import Store

    with Store(None) as memory:
        yield memory
