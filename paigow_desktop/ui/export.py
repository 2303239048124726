"""Exporting a game's rounds from the ledger to a CSV file the player chooses: one dialog and
one message for every game's statistics window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from paigow_desktop.storage import StorageError, Store

__all__ = ["export_rounds"]


def export_rounds(parent: QWidget, store: Store, game: str) -> tuple[int | None, str]:
    """Ask for a file and write ``game``'s rounds to it (``.csv`` added when the name has no
    suffix).  Returns the number of rows written (None when cancelled or failed) and the
    message to show the player (empty when cancelled)."""
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
        count = store.export_csv(path, game=game)
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
