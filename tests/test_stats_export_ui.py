"""Each game's statistics window exports its rounds in the one row shape: the banker as its table
names the seats, the tiles or cards dealt, the setting and what it gave up (one test for all)."""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.round_export import DESCRIBED
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import Store, open_app_data
from paigow_desktop.ui.games.figures_dialog import FiguresDialog
from paigow_desktop.ui.games.paigow.stats_window import StatisticsDialog
from paigow_desktop.ui.games.paigow_poker.stats_window import PokerStatsDialog
from paigow_desktop.ui.games.tiengow.stats_window import TienGowStatsDialog
from tests.test_round_export import WRITERS

NAMES = ("Ann", "Bo", "Cy")  #: the Tien Gow table's computer players, chosen in its options

DIALOGS: dict[str, Callable[[Store], StatisticsDialog | FiguresDialog]] = {
    "paigow": lambda store: StatisticsDialog(store, format_cents, lambda _seed, _banker: None),
    "tiengow": lambda store: TienGowStatsDialog(store, format_cents, names=lambda: NAMES),
    "paigow_poker": lambda store: PokerStatsDialog(store, format_cents),
}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    data = open_app_data(tmp_path / "data")
    yield data.store
    data.close()


def test_every_registered_game_has_its_window_here() -> None:
    assert set(DIALOGS) == set(REGISTRY.keys())


@pytest.mark.parametrize("game", REGISTRY.keys())
def test_the_statistics_window_exports_what_each_round_was(
    game: str, qtbot: QtBot, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = WRITERS[game](store)
    dialog = DIALOGS[game](store)
    qtbot.addWidget(dialog)
    target = tmp_path / "hands.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert dialog.export_csv() == 1
    with target.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        (row,) = list(reader)
    assert reader.fieldnames is not None and set(DESCRIBED) <= set(reader.fieldnames)
    assert row["dealt"] == written.dealt
    assert row["setting"].startswith(written.setting)
    assert row["given_up_per_100"] == written.given_up_per_100
    if game == "tiengow":  # named as the table names its players: these, not the default names
        assert (
            row["banker"]
            == dict(zip(("Lin", "Mei", "Jun", "you"), (*NAMES, "you"), strict=True))[written.banker]
        )
    else:
        assert row["banker"] == written.banker
