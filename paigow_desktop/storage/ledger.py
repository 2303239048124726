"""The ledger: the bankroll as the sum of append-only entries, rounds, their history and statistics."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

from paigow_desktop.storage.common import (
    MAX_CENTS,
    StorageError,
    _atomic_write,
    _from_db_time,
    _is_int,
    _money,
    check_game,
)
from paigow_desktop.storage.database import Database, _Transaction
from paigow_desktop.storage.records import (
    _CSV_COLUMNS,
    LOSS,
    PUSH,
    WIN,
    LedgerEntry,
    Outcome,
    RoundRow,
    Statistics,
)


class Ledger(Database):
    """The money: the bankroll, rounds begun and settled, the history and its statistics."""

    def bankroll_cents(self) -> int:
        """The bankroll: the ledger's sum, as the ``balance`` row holds it (a trigger adds each
        entry to it in the entry's own transaction, and the sum is checked against it at open)."""
        try:
            value = int(self._conn.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
        except sqlite3.Error as err:
            if self.in_memory:
                raise StorageError(f"The bankroll could not be read ({err}).") from err
            self._to_memory(str(err))
            value = int(self._conn.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
        self._known_bankroll = value
        return value

    def ledger_sum_cents(self) -> int:
        """The bankroll as SQL adds it up from the ledger: always equal to :meth:`bankroll_cents`."""
        return int(self._conn.execute("SELECT COALESCE(SUM(cents), 0) FROM ledger").fetchone()[0])

    def ledger(self, round_id: int | None = None) -> list[LedgerEntry]:
        """Every entry in order, or a round's entries."""
        sql = "SELECT id, round_id, kind, cents, created_at FROM ledger"
        params: tuple[Any, ...] = ()
        if round_id is not None:
            sql += " WHERE round_id = ?"
            params = (round_id,)
        rows = self._conn.execute(sql + " ORDER BY id", params).fetchall()
        return [LedgerEntry(i, r, k, c, _from_db_time(t)) for i, r, k, c, t in rows]

    def open_rounds(self) -> int:
        """How many rounds are in progress (begun, not finished)."""
        return int(self._conn.execute("SELECT COUNT(*) FROM rounds WHERE state = 'open'").fetchone()[0])

    def reset_bankroll(self, cents: int) -> int:
        """Set the bankroll to ``cents`` with a ``reset`` entry (the difference, returned).

        The UI asks the player first.  Refused while a round is in progress.
        """
        if not _is_int(cents) or not 0 <= cents <= MAX_CENTS:
            raise StorageError(f"a bankroll is a whole number of cents from 0 to {MAX_CENTS}, not {cents!r}")

        def reset(tx: _Transaction) -> int:
            if tx.execute("SELECT COUNT(*) FROM rounds WHERE state = 'open'").fetchone()[0]:
                raise StorageError("finish the round in progress before resetting the bankroll")
            current = int(tx.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0])
            tx.append(None, "reset", cents - current)
            return cents - current

        return self._write(reset)

    def begin_round(
        self,
        game: str,
        seed: int,
        bet_cents: int,
        place: int,
        details: Mapping[str, Any] | None = None,
        *,
        side_cents: int = 0,
    ) -> int:
        """Record a round of ``game`` as ``open`` and take its bet from the bankroll, in one transaction.

        ``bet_cents == 0`` means the player holds the bank (nothing is staked).
        ``side_cents``: the side bets beside it, staked as one ``side_bet`` entry (the game's
        details say which bets they are).
        ``details`` (JSON-able: table rules, banker, ...) is stored with the round.
        Returns the round's id.
        """
        check_game(game)
        if not _is_int(seed):
            raise StorageError(f"a seed is a whole number, not {seed!r}")
        if not _is_int(place) or not 0 <= place <= 64:
            raise StorageError(f"the player sits at a place of the table, not {place!r}")
        if not _is_int(bet_cents) or bet_cents < 0:
            raise StorageError(f"a bet is a whole, non-negative number of cents, not {bet_cents!r}")
        if not _is_int(side_cents) or side_cents < 0:
            raise StorageError(f"side bets are a whole, non-negative number of cents, not {side_cents!r}")
        try:
            details_json = json.dumps(dict(details or {}), ensure_ascii=False, sort_keys=True)
        except (TypeError, ValueError) as err:
            raise StorageError(f"the round's details are not JSON: {err}") from err

        def begin(tx: _Transaction) -> int:
            bankroll = tx.execute("SELECT cents FROM balance WHERE id = 1").fetchone()[0]
            staked = bet_cents + side_cents
            if staked > bankroll:
                raise StorageError(
                    f"a bet of {_money(staked)} is more than the bankroll of {_money(bankroll)}"
                )
            cursor = tx.execute(
                "INSERT INTO rounds (game, seed, place, bet_cents, details, started_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (game, str(seed), place, bet_cents, details_json, tx.now),
            )
            round_id = cursor.lastrowid
            assert round_id is not None
            if bet_cents:
                tx.append(round_id, "bet", -bet_cents)
            if side_cents:
                tx.append(round_id, "side_bet", -side_cents)
            return round_id

        return self._write(begin)

    # Long: the checks, then one transaction: the credit, the commission, the side bets' credit, the row
    def finish_round(
        self, round_id: int, history: Mapping[str, Any], settlement: Outcome, *, side_credit_cents: int = 0
    ) -> int:
        """Settle an open round in one transaction: the history, the result, the credit.

        ``side_credit_cents``: what the round's side bets pay back (their stakes on a win or a
        push, with the winnings), one ``side_credit`` entry; only a round with side bets has one.
        ``history`` is the game's own record of the round (JSON-able; storage keeps it as it
        is).  ``settlement`` is the player's :class:`Outcome` (its place and bet must be the
        round's).  Returns the money credited (``settlement`` or
        ``bank`` entry, less commission).  A round already settled or refunded
        raises :class:`StorageError` and changes nothing.
        """
        try:
            history_json = json.dumps(dict(history), ensure_ascii=False, sort_keys=True)
        except (TypeError, ValueError) as err:
            raise StorageError(f"the hand history is not JSON: {err}") from err
        net, commission = settlement.net_cents, settlement.commission_cents
        if not _is_int(net) or not _is_int(commission) or commission < 0:
            raise StorageError("a settlement is whole cents, the commission not negative")
        if not _is_int(side_credit_cents) or side_credit_cents < 0:
            raise StorageError("what side bets pay back is whole cents, not negative")

        def finish(tx: _Transaction) -> int:
            row = tx.execute(
                "SELECT state, place, bet_cents FROM rounds WHERE id = ?", (round_id,)
            ).fetchone()
            if row is None:
                raise StorageError(f"there is no round {round_id!r}")
            state, place = row[0], row[1]
            bet: int = row[2]
            if state != "open":
                raise StorageError(f"round {round_id} is already {state}: it cannot be settled again")
            if settlement.place != place or settlement.bet_cents != bet:
                raise StorageError(
                    f"round {round_id} is a bet of {bet} cents at place {place}; the settlement is for "
                    f"{settlement.bet_cents} cents at place {settlement.place}"
                )
            gross = net + commission
            if bet:
                word = settlement.result_word
                if word is None:
                    raise StorageError(f"round {round_id} was a bet: its settlement needs a result")
                if bet + gross < 0:
                    raise StorageError(f"round {round_id}: a bet of {bet} cents cannot lose {-gross}")
                result = word
                tx.append(round_id, "settlement", bet + gross)
            else:
                result = WIN if net > 0 else LOSS if net < 0 else PUSH
                tx.append(round_id, "bank", gross)
            if commission:
                tx.append(round_id, "commission", -commission)
            if side_credit_cents:
                staked = tx.execute(
                    "SELECT COUNT(*) FROM ledger WHERE round_id = ? AND kind = 'side_bet'", (round_id,)
                ).fetchone()[0]
                if not staked:
                    raise StorageError(f"round {round_id} had no side bets: they cannot pay anything")
                tx.append(round_id, "side_credit", side_credit_cents)
            tx.execute(
                "UPDATE rounds SET state = 'settled', history = ?, result = ?, net_cents = ?, "
                "commission_cents = ?, finished_at = ? WHERE id = ? AND state = 'open'",
                (history_json, result, net, commission, tx.now, round_id),
            )
            return bet + net

        return self._write(finish)

    def _row(self, values: tuple[Any, ...]) -> RoundRow:
        (rid, game, seed, place, bet, state, result, net, commission, started, finished, details, history) = (
            values
        )
        return RoundRow(
            id=rid,
            game=game,
            seed=int(seed),
            place=place,
            bet_cents=bet,
            state=state,
            result=result,
            net_cents=net,
            commission_cents=commission,
            started_at=_from_db_time(started),
            finished_at=None if finished is None else _from_db_time(finished),
            details=json.loads(details),
            history=None if history is None else json.loads(history),
        )

    _ROW_SQL: ClassVar[str] = (
        "SELECT id, game, seed, place, bet_cents, state, result, net_cents, commission_cents, "
        "started_at, finished_at, details, history FROM rounds"
    )

    def round(self, round_id: int) -> RoundRow:
        values = self._conn.execute(self._ROW_SQL + " WHERE id = ?", (round_id,)).fetchone()
        if values is None:
            raise StorageError(f"there is no round {round_id!r}")
        return self._row(values)

    def rounds(self, limit: int = 50, offset: int = 0, *, game: str | None = None) -> list[RoundRow]:
        """Rounds, newest first: a page of ``limit`` after skipping ``offset``; of one game, or all."""
        where, params = ("", ()) if game is None else (" WHERE game = ?", (game,))
        rows = self._conn.execute(
            self._ROW_SQL + where + " ORDER BY id DESC LIMIT ? OFFSET ?",
            (*params, max(0, limit), max(0, offset)),
        ).fetchall()
        return [self._row(r) for r in rows]

    def statistics(self, *, game: str | None = None) -> Statistics:
        """The figures of every settled round, or of one game's; the bankroll is everyone's."""
        conn = self._conn
        only, params = ("", ()) if game is None else (" AND game = ?", (game,))
        count, wins, pushes, losses, net, best, worst = conn.execute(
            "SELECT COUNT(*), "
            "COALESCE(SUM(result = 'win'), 0), COALESCE(SUM(result = 'push'), 0), "
            "COALESCE(SUM(result = 'loss'), 0), COALESCE(SUM(net_cents), 0), "
            "COALESCE(MAX(CASE WHEN net_cents > 0 THEN net_cents END), 0), "
            "COALESCE(MAX(CASE WHEN net_cents < 0 THEN -net_cents END), 0) "
            "FROM rounds WHERE state = 'settled'" + only,
            params,
        ).fetchone()
        refunded = conn.execute(
            "SELECT COUNT(*) FROM rounds WHERE state = 'refunded'" + only, params
        ).fetchone()[0]
        paid = conn.execute(
            "SELECT COALESCE(-SUM(cents), 0) FROM ledger WHERE kind = 'commission'" + only, params
        ).fetchone()[0]
        side_bet, side_net = conn.execute(
            "SELECT COALESCE(-SUM(CASE WHEN kind = 'side_bet' THEN cents END), 0), COALESCE(SUM(cents), 0) "
            "FROM ledger WHERE kind IN ('side_bet', 'side_credit') AND round_id IN "
            "(SELECT id FROM rounds WHERE state = 'settled')" + only,
            params,
        ).fetchone()
        entries = conn.execute("SELECT round_id, cents, created_at FROM ledger ORDER BY id").fetchall()
        series: list[tuple[datetime, int]] = []
        running = 0
        for i, (round_id, cents, created) in enumerate(entries):
            running += cents
            following = entries[i + 1][0] if i + 1 < len(entries) else None
            if round_id is None or following != round_id:  # one point per round: after its last entry
                series.append((_from_db_time(created), running))
        return Statistics(
            rounds=count,
            wins=wins,
            pushes=pushes,
            losses=losses,
            net_cents=net,
            largest_win_cents=best,
            largest_loss_cents=worst,
            commission_paid_cents=paid,
            refunded=refunded,
            side_bet_cents=side_bet,
            side_net_cents=side_net,
            bankroll_cents=running,
            bankroll_over_time=tuple(series),
        )

    def add_to_history(self, round_id: int, facts: Mapping[str, Any]) -> None:
        """Add ``facts`` (JSON-able) to a settled round's history: figures worked out after the
        round was settled (what a setting gave up, judged off the GUI thread).  What the history
        already says is never changed: a key it has is refused, and so is an unsettled round."""
        try:
            added = json.loads(json.dumps(dict(facts), ensure_ascii=False))
        except (TypeError, ValueError) as err:
            raise StorageError(f"the facts are not JSON: {err}") from err

        def add(tx: _Transaction) -> None:
            row = tx.execute("SELECT state, history FROM rounds WHERE id = ?", (round_id,)).fetchone()
            if row is None:
                raise StorageError(f"there is no round {round_id!r}")
            if row[0] != "settled" or row[1] is None:
                raise StorageError(f"round {round_id} is {row[0]}: only a settled round's history grows")
            history = json.loads(row[1])
            kept = sorted(set(added) & set(history))
            if kept:
                raise StorageError(f"round {round_id}'s history already says {', '.join(kept)}")
            history.update(added)
            tx.execute(
                "UPDATE rounds SET history = ? WHERE id = ?",
                (json.dumps(history, ensure_ascii=False, sort_keys=True), round_id),
            )

        self._write(add)

    def _bankroll_after_rounds(self) -> dict[int, int]:
        """The bankroll after each round's last ledger entry, by round id."""
        after: dict[int, int] = {}
        running = 0
        for round_id, cents in self._conn.execute("SELECT round_id, cents FROM ledger ORDER BY id"):
            running += cents
            if round_id is not None:
                after[round_id] = running
        return after

    def export_csv(
        self,
        path: Path,
        *,
        game: str | None = None,
        described: Sequence[str] = (),
        describe: Callable[[RoundRow], Mapping[str, str]] | None = None,
    ) -> int:
        """Write every round (of ``game``, or of every game), oldest first, as CSV (atomically);
        returns the number of rows.

        Columns: ``round_id, started_at, finished_at, state, seed, place, bet_cents,
        result, net_cents, commission_cents, game, bankroll_after_cents``, then the columns
        ``described`` that ``describe`` gives of each round (the game's words for what the
        round was: storage knows no game); times in UTC, money in cents.  The bankroll after
        a round is the ledger's sum after its last entry (empty when it has none).
        """
        where, params = ("", ()) if game is None else (" WHERE game = ?", (game,))
        rows = self._conn.execute(self._ROW_SQL + where + " ORDER BY id", params).fetchall()
        after = self._bankroll_after_rounds()
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow((*_CSV_COLUMNS, "bankroll_after_cents", *described))
        for values in rows:
            row = self._row(values)
            said = {} if describe is None else describe(row)
            writer.writerow(
                [
                    row.id,
                    values[9],  # the times as stored (UTC)
                    "" if values[10] is None else values[10],
                    row.state,
                    row.seed,
                    row.place,
                    row.bet_cents,
                    *("" if v is None else v for v in (row.result, row.net_cents, row.commission_cents)),
                    row.game,
                    after.get(row.id, ""),
                    *(said.get(column, "") for column in described),
                ]
            )
        _atomic_write(Path(path), buffer.getvalue())
        return len(rows)
