"""Side bets in the ledger (schema version 4): their own ``side_bet`` and ``side_credit`` entries
in the round's transactions, refunded with the bet, counted in the statistics, and a version 3
database carried over with its entries as they were."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from paigow_desktop import storage
from paigow_desktop.storage import SCHEMA_VERSION, StorageError, Store


@dataclass(frozen=True)
class Line:
    place: int
    bet_cents: int
    net_cents: int
    commission_cents: int
    result_word: str | None


def test_side_bets_are_entries_of_their_own(tmp_path: Path) -> None:
    with Store(tmp_path / "data", 100_000) as store:
        round_id = store.begin_round("paigow_poker", 1, 1000, 3, side_cents=700)
        assert store.bankroll_cents() == 100_000 - 1700
        # The main bet pushes; the Fortune bet of $5 pays 4 to 1 and the dragon's $2 loses.
        store.finish_round(round_id, {}, Line(3, 1000, 0, 0, "push"), side_credit_cents=2500)
        kinds = [(e.kind, e.cents) for e in store.ledger(round_id)]
        assert kinds == [("bet", -1000), ("side_bet", -700), ("settlement", 1000), ("side_credit", 2500)]
        assert store.bankroll_cents() == store.ledger_sum_cents() == 101_800
        stats = store.statistics(game="paigow_poker")
        assert (stats.side_bet_cents, stats.side_net_cents, stats.net_cents) == (700, 1800, 0)
        assert store.statistics(game="paigow").side_bet_cents == 0
        plain = store.begin_round("paigow_poker", 2, 1000, 3)
        with pytest.raises(StorageError, match="no side bets"):
            store.finish_round(plain, {}, Line(3, 1000, 0, 0, "push"), side_credit_cents=100)
        with pytest.raises(StorageError, match="more than the bankroll"):
            store.begin_round("paigow_poker", 3, 1000, 3, side_cents=10_000_000)


def test_an_open_round_s_side_bets_are_refunded_with_it(tmp_path: Path) -> None:
    with Store(tmp_path / "data", 100_000) as store:
        round_id = store.begin_round("paigow_poker", 1, 1000, 3, side_cents=500)
    with Store(tmp_path / "data") as store:
        assert store.refunded == (round_id,) and "$15.00" in store.messages[0]
        assert store.bankroll_cents() == store.ledger_sum_cents() == 100_000
        kinds = [e.kind for e in store.ledger(round_id)]
        assert kinds == ["bet", "side_bet", "settlement", "side_credit"]


def test_a_version_3_database_is_carried_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert SCHEMA_VERSION == 4
    with monkeypatch.context() as patch:
        patch.setattr(storage.schema, "_MIGRATIONS", storage.schema._MIGRATIONS[:3])
        patch.setattr(storage.schema, "SCHEMA_VERSION", 3)
        with Store(tmp_path / "data", 50_000) as old:
            round_id = old.begin_round("paigow_poker", 1, 1000, 3)
            old.finish_round(round_id, {}, Line(3, 1000, 950, 50, "win"))
            before = [(e.kind, e.cents) for e in old.ledger()]
        with sqlite3.connect(tmp_path / "data" / "paigow.sqlite3") as db:
            assert db.execute("PRAGMA user_version").fetchone() == (3,)
    with Store(tmp_path / "data") as store:
        assert [(e.kind, e.cents) for e in store.ledger()] == before
        assert store.bankroll_cents() == store.ledger_sum_cents() == 50_950
        second = store.begin_round("paigow_poker", 2, 1000, 3, side_cents=500)
        store.finish_round(second, {}, Line(3, 1000, -1000, 0, "loss"))
        assert store.bankroll_cents() == 50_950 - 1500
    with sqlite3.connect(tmp_path / "data" / "paigow.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone() == (4,)
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            db.execute("DELETE FROM ledger")
