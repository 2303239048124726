"""Exporting a game's rounds from the ledger to a CSV file the player chooses: one dialog, one
message and one row shape for every game's statistics window.

Storage writes what it knows of every round; each game adds what the round was in its own words
(``core.round_export.DESCRIBED``: the banker, the tiles or cards dealt, the setting, what it gave
up), from ``export_row`` in its ``games/<key>/record.py``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from paigow_desktop.core.round_export import DESCRIBED, RoundFacts
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import RoundRow, StorageError, Store

__all__ = ["describer", "export_rounds", "write_rounds"]


def describer(game: str, names: Sequence[str] = ()) -> Callable[[RoundRow], Mapping[str, str]]:
    """How ``game`` (a registry key) describes one of its rounds for the export; ``names``: the
    other players' names as its table shows them, in playing order after yours."""
    module = importlib.import_module(f"paigow_desktop.games.{REGISTRY.get(game).key}.record")
    export_row: Callable[[RoundFacts], Mapping[str, str]] = module.export_row

    def describe(row: RoundRow) -> Mapping[str, str]:
        return export_row(RoundFacts(row.place, row.details, row.history, tuple(names)))

    return describe


def write_rounds(store: Store, path: Path, game: str, names: Sequence[str] = ()) -> int:
    """Write ``game``'s rounds to ``path`` as CSV, every game in the same columns; the number
    of rows."""
    return store.export_csv(path, game=game, described=DESCRIBED, describe=describer(game, names))


def export_rounds(
    parent: QWidget, store: Store, game: str, names: Sequence[str] = ()
) -> tuple[int | None, str]:
    """Ask for a file and write ``game``'s rounds to it (``.csv`` added when the name has no
    suffix; see :func:`write_rounds`).  Returns the number of rows written (None when cancelled
    or failed) and the message to show the player (empty when cancelled)."""
    suggested = str(Path.home() / f"{game.replace('_', '-')}-hand-history.csv")
    name, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("RoundsExport", "Export hand history"),
        suggested,
        QCoreApplication.translate("RoundsExport", "CSV files (*.csv);;All files (*)"),
    )
    if not name:
        return None, ""
    path = Path(name)
    if not path.suffix:
        path = path.with_suffix(".csv")
    try:
        count = write_rounds(store, path, game, names)
    except (OSError, StorageError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        return None, QCoreApplication.translate(
            "RoundsExport", "The history could not be exported to {0}: {1}."
        ).format(path, reason)
    if count == 1:
        return count, QCoreApplication.translate("RoundsExport", "Exported 1 round to {0}.").format(path)
    return count, QCoreApplication.translate("RoundsExport", "Exported {0} rounds to {1}.").format(
        f"{count:,}", path
    )
