"""The trainer's log: every answer the trainer judged, its progress by day, and the drill's saved state."""

from __future__ import annotations

import math
import sqlite3
from datetime import date, timedelta, timezone
from typing import Any

from paigow_desktop.storage.common import TRAINER_MODES, StorageError, _from_db_time, _is_int
from paigow_desktop.storage.database import Database, _Transaction
from paigow_desktop.storage.records import _DRILL_STATE, TrainerAnswer, TrainerDay


class TrainerLog(Database):
    """The trainer's record of answers and the drill's state."""

    def record_answer(
        self,
        mode: str,
        tiles: str,
        chosen: str,
        best: str,
        *,
        correct: bool,
        category: str = "",
        given_up_per_100: float = 0.0,
        assisted: bool = False,
        drill_state: str | None = None,
    ) -> int:
        """Record one trainer answer; returns its id.

        ``drill_state`` (the drill's JSON, :meth:`save_drill`) is saved in the same
        transaction, so the answers and the drill never disagree.
        """
        if mode not in TRAINER_MODES:
            raise StorageError(f"a trainer answer comes from {', '.join(TRAINER_MODES)}, not {mode!r}")
        for name, text in (("tiles", tiles), ("chosen", chosen), ("best", best), ("category", category)):
            if not isinstance(text, str):
                raise StorageError(f"a trainer answer's {name} is text, not {text!r}")
        if (
            isinstance(given_up_per_100, bool)
            or not isinstance(given_up_per_100, (int, float))
            or not math.isfinite(given_up_per_100)
            or given_up_per_100 < 0
        ):
            raise StorageError(f"EV given up is a number of at least 0, not {given_up_per_100!r}")
        if drill_state is not None and not isinstance(drill_state, str):
            raise StorageError(f"the drill's state is JSON text, not {type(drill_state).__name__}")

        def record(tx: _Transaction) -> int:
            cursor = tx.execute(
                "INSERT INTO trainer_answers (created_at, mode, tiles, chosen, best, category, "
                "given_up_per_100, correct, assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    tx.now,
                    mode,
                    tiles,
                    chosen,
                    best,
                    category,
                    float(given_up_per_100),
                    int(bool(correct)),
                    int(bool(assisted)),
                ),
            )
            if drill_state is not None:
                self._put_state(tx, _DRILL_STATE, drill_state)
            answer_id = cursor.lastrowid
            assert answer_id is not None
            return answer_id

        return self._write(record)

    def answers(self, limit: int = 50, offset: int = 0, *, mode: str | None = None) -> list[TrainerAnswer]:
        """Trainer answers, newest first (of one mode, if given): a page of ``limit`` after ``offset``."""
        sql = (
            "SELECT id, created_at, mode, tiles, chosen, best, category, given_up_per_100, correct, "
            "assisted FROM trainer_answers"
        )
        params: tuple[Any, ...] = ()
        if mode is not None:
            sql += " WHERE mode = ?"
            params = (mode,)
        rows = self._conn.execute(
            sql + " ORDER BY id DESC LIMIT ? OFFSET ?", (*params, max(0, limit), max(0, offset))
        ).fetchall()
        return [
            TrainerAnswer(i, _from_db_time(t), m, tiles, chosen, best, cat, float(up), bool(ok), bool(helped))
            for i, t, m, tiles, chosen, best, cat, up, ok, helped in rows
        ]

    def trainer_progress(
        self, days: int | None = None, *, modes: tuple[str, ...] = ("drill", "table")
    ) -> list[TrainerDay]:
        """The setting answers (``modes``; the quiz is left out by default) of each UTC day
        that has any, oldest first; with ``days``, only the last ``days`` days, today included."""
        unknown = [m for m in modes if m not in TRAINER_MODES]
        if unknown:
            raise StorageError(f"no trainer mode {unknown[0]!r}")
        if not modes:
            return []
        where = f"mode IN ({', '.join('?' for _ in modes)})"
        params: tuple[Any, ...] = tuple(modes)
        if days is not None:
            if not _is_int(days) or days < 1:
                raise StorageError(f"a number of days is a whole number of at least 1, not {days!r}")
            first = self._now().astimezone(timezone.utc).date() - timedelta(days=days - 1)
            where += " AND created_at >= ?"
            params += (first.isoformat(),)
        rows = self._conn.execute(
            "SELECT substr(created_at, 1, 10) AS day, COUNT(*), "
            "SUM(assisted = 0), SUM(assisted = 0 AND correct = 1), "
            "SUM(CASE WHEN assisted = 0 THEN given_up_per_100 ELSE 0 END) "
            f"FROM trainer_answers WHERE {where} GROUP BY day ORDER BY day",
            params,
        ).fetchall()
        result = []
        for day, answered, counted, right, given_up in rows:
            result.append(
                TrainerDay(
                    date.fromisoformat(day),
                    int(answered),
                    right / counted if counted else None,
                    float(given_up) / counted if counted else None,
                )
            )
        return result

    def _put_state(self, tx: _Transaction, name: str, text: str) -> None:
        tx.execute(
            "INSERT INTO trainer_state (name, json) VALUES (?, ?) "
            "ON CONFLICT (name) DO UPDATE SET json = excluded.json",
            (name, text),
        )

    def save_drill(self, json_text: str) -> None:
        """Keep the trainer's drill state (JSON text the game writes; storage keeps it as it is)."""
        if not isinstance(json_text, str):
            raise StorageError(f"the drill's state is JSON text, not {type(json_text).__name__}")
        self._write(lambda tx: self._put_state(tx, _DRILL_STATE, json_text))

    def load_drill(self) -> str | None:
        """The drill's state as saved; None before the first save."""
        try:
            row = self._conn.execute(
                "SELECT json FROM trainer_state WHERE name = ?", (_DRILL_STATE,)
            ).fetchone()
        except sqlite3.Error as err:
            raise StorageError(f"The drill could not be read ({err}).") from err
        return None if row is None else str(row[0])
