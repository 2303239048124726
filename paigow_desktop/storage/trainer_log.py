"""The trainer's log: every answer the trainer judged, its progress by day, and the drill's saved state."""

from __future__ import annotations

import math
import sqlite3
from datetime import date, timedelta, timezone
from typing import Any

from paigow_desktop.storage.common import StorageError, _from_db_time, _is_int, check_game
from paigow_desktop.storage.database import Database, _Transaction
from paigow_desktop.storage.records import TrainerAnswer, TrainerDay


class TrainerLog(Database):
    """The trainer's record of answers and the drill's state."""

    def record_answer(
        self,
        game: str,
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
        """Record one answer of ``game``'s trainer; returns its id.

        ``mode`` says where it was given, in the game's words ("drill", "table", "quiz").
        ``drill_state`` (the drill's JSON, :meth:`save_drill`) is saved in the same
        transaction, so the answers and the drill never disagree.
        """
        check_game(game)
        check_mode(mode)
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
                "INSERT INTO trainer_answers (game, created_at, mode, tiles, chosen, best, category, "
                "given_up_per_100, correct, assisted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game,
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
                self._put_state(tx, drill_key(game), drill_state)
            answer_id = cursor.lastrowid
            assert answer_id is not None
            return answer_id

        return self._write(record)

    def answers(
        self,
        limit: int = 50,
        offset: int = 0,
        *,
        game: str | None = None,
        mode: str | None = None,
        after_id: int | None = None,
    ) -> list[TrainerAnswer]:
        """Trainer answers, newest first (of one game and one mode, if given; with ``after_id``,
        only those kept after that answer): a page of ``limit`` after ``offset``."""
        sql = (
            "SELECT id, game, created_at, mode, tiles, chosen, best, category, given_up_per_100, "
            "correct, assisted FROM trainer_answers"
        )
        conditions = [
            (test, value)
            for test, value in (("game = ?", game), ("mode = ?", mode), ("id > ?", after_id))
            if value is not None
        ]
        params: tuple[Any, ...] = tuple(value for _, value in conditions)
        if conditions:
            sql += " WHERE " + " AND ".join(test for test, _ in conditions)
        rows = self._conn.execute(
            sql + " ORDER BY id DESC LIMIT ? OFFSET ?", (*params, max(0, limit), max(0, offset))
        ).fetchall()
        return [
            TrainerAnswer(
                i, g, _from_db_time(t), m, tiles, chosen, best, cat, float(up), bool(ok), bool(helped)
            )
            for i, g, t, m, tiles, chosen, best, cat, up, ok, helped in rows
        ]

    def trainer_progress(
        self,
        days: int | None = None,
        *,
        game: str | None = None,
        modes: tuple[str, ...] = ("drill", "table"),
        local: bool = False,
    ) -> list[TrainerDay]:
        """The answers given in ``modes`` (by default a setting's: the quiz is left out) of each
        day that has any, oldest first, of one game or all; with ``days``, only the last ``days``
        days, today included.  Days are UTC days, or with ``local`` this computer's (its time
        zone's rules, summer time included: a player in Taipei's day starts at their midnight,
        not at 08:00)."""
        for mode in modes:
            check_mode(mode)
        if not modes:
            return []
        where = f"mode IN ({', '.join('?' for _ in modes)})"
        params: tuple[Any, ...] = tuple(modes)
        if game is not None:
            where += " AND game = ?"
            params += (check_game(game),)
        # SQLite reads the stored ISO times ("...Z") and, with 'localtime', turns them to this
        # computer's time by the C library's rules, as Python's astimezone() does.
        day_of = "date(created_at, 'localtime')" if local else "substr(created_at, 1, 10)"
        if days is not None:
            if not _is_int(days) or days < 1:
                raise StorageError(f"a number of days is a whole number of at least 1, not {days!r}")
            now = self._now()
            today = now.astimezone().date() if local else now.astimezone(timezone.utc).date()
            where += f" AND {day_of} >= ?"
            params += ((today - timedelta(days=days - 1)).isoformat(),)
        rows = self._conn.execute(
            f"SELECT {day_of} AS day, COUNT(*), "
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

    def save_drill(self, game: str, json_text: str) -> None:
        """Keep the state of ``game``'s drill (JSON text the game writes; storage keeps it as it is)."""
        if not isinstance(json_text, str):
            raise StorageError(f"the drill's state is JSON text, not {type(json_text).__name__}")
        key = drill_key(game)
        self._write(lambda tx: self._put_state(tx, key, json_text))

    def load_drill(self, game: str) -> str | None:
        """The state of ``game``'s drill as saved; None before the first save."""
        try:
            row = self._conn.execute(
                "SELECT json FROM trainer_state WHERE name = ?", (drill_key(game),)
            ).fetchone()
        except sqlite3.Error as err:
            raise StorageError(f"The drill could not be read ({err}).") from err
        return None if row is None else str(row[0])


def drill_key(game: str) -> str:
    """Where a game's drill state is kept in ``trainer_state``: ``paigow.drill``."""
    return f"{check_game(game)}.drill"


def check_mode(mode: object) -> str:
    """``mode`` if it is a word a trainer answer can come from (letters, digits, _ and -)."""
    if (
        not isinstance(mode, str)
        or not 0 < len(mode) <= 32
        or not mode.replace("_", "").replace("-", "").isalnum()
    ):
        raise StorageError(f"a trainer answer comes from a mode of the game's trainer, not {mode!r}")
    return mode
