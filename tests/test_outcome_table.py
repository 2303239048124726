"""The outcome table: every entry against the live count, the lookup in any tile order, the
file's layout, and EVs at any commission from the stored counts."""

from __future__ import annotations

import importlib.util
import itertools
import random
import zlib
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

import pytest

from paigow_desktop.games.paigow import outcome_table
from paigow_desktop.games.paigow.outcome_table import (
    MAGIC,
    OPPOSING_HANDS,
    SLOTS,
    TABLE_FILE,
    decode,
    encode,
    lookup,
    multisets,
    setting_id,
)
from paigow_desktop.games.paigow.setting import settings_of
from paigow_desktop.games.paigow.strategy import _available, _count, _counts, _ranks, _tables, analyze
from paigow_desktop.tiles.tile import FULL_SET, KINDS

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def live() -> list[int]:
    """The live count of every multiset, both sides, every distinct setting: in the table
    file's layout (unused slots zero).  The steps of ``strategy._count``, with the banker-hand
    grid of a deal made once for both sides."""
    tables = _tables()
    counts = [0] * (len(multisets()) * 2 * SLOTS * 2)
    for row, kinds in enumerate(multisets()):
        tiles = [KINDS[k] for k in kinds]
        settings = sorted(settings_of(tiles), key=setting_id)  # the slots' order
        grid = tables.prefix(_available(tiles, tables.copies))
        ranks = _ranks(settings, tables.key_rank)
        for side, bank in enumerate((False, True)):
            win, loss, total = _counts(grid, *tables.thresholds(ranks, inclusive=bank))
            assert total == OPPOSING_HANDS
            base = (row * 2 + side) * SLOTS * 2
            counts[base : base + 2 * len(settings) : 2] = win.tolist()
            counts[base + 1 : base + 2 * len(settings) : 2] = loss.tolist()
    return counts


def differences(table: Sequence[int], live: Sequence[int]) -> list[str]:
    """Where two tables in the file's layout disagree: multiset, side, slot, both counts."""
    found = []
    for at in (i for i, (a, b) in enumerate(zip(table, live, strict=True)) if a != b):
        row, rest = divmod(at, 2 * SLOTS * 2)
        side, rest = divmod(rest, SLOTS * 2)
        slot, which = divmod(rest, 2)
        what = ("wins", "losses")[which]
        found.append(f"{multisets()[row]} bank={bool(side)} slot {slot}: {what} {table[at]}, live {live[at]}")
    return found


@pytest.mark.slow
def test_every_entry_agrees_with_the_live_count(live: list[int]) -> None:
    assert len(multisets()) == 8130
    assert differences(outcome_table._table().counts, live) == []


@pytest.mark.slow
def test_the_comparison_finds_one_wrong_count(live: list[int]) -> None:
    table = list(outcome_table._table().counts)
    row = random.Random(5).randrange(len(multisets()))
    table[(row * 2 + 1) * SLOTS * 2 + 1] += 1  # the banker's side, the first slot's losses
    (found,) = differences(table, live)
    assert found.startswith(f"{multisets()[row]} bank=True slot 0: losses")


@pytest.mark.slow
def test_analyze_reads_every_multiset_from_the_table(live: list[int]) -> None:
    for row, kinds in enumerate(multisets()):
        tiles = [KINDS[k] for k in kinds]
        for side, bank in enumerate((False, True)):
            analysis = analyze(tiles, bank=bank)
            assert analysis.dealer_hands == OPPOSING_HANDS
            base = (row * 2 + side) * SLOTS * 2
            slots = sorted(setting_id(e.setting) for e in analysis.settings)
            for entry in analysis.settings:
                at = base + 2 * slots.index(setting_id(entry.setting))
                o = entry.outcomes
                assert (o.win, o.loss, o.push) == (live[at], live[at + 1], o.hands - o.win - o.loss)


def test_the_multisets_are_the_kinds_of_every_deal() -> None:
    dealt = {tuple(sorted(t.kind for t in deal)) for deal in itertools.combinations(FULL_SET, 4)}
    assert multisets() == tuple(sorted(dealt))


@pytest.mark.parametrize("bank", [False, True])
def test_the_lookup_does_not_depend_on_the_order_of_the_tiles(bank: bool) -> None:
    rng = random.Random(2026 + bank)
    for _ in range(300):
        tiles = rng.sample(FULL_SET, 4)
        settings = settings_of(tiles)
        live, _ = _count(tiles, (), settings, bank=bank)
        kinds = tuple(sorted(t.kind for t in tiles))
        assert lookup(kinds, settings, bank=bank) == live
        reordered = list(reversed(settings))
        assert lookup(kinds, reordered, bank=bank) == live[::-1]


@pytest.mark.parametrize("rate", ["0", "0.04", "0.05", "0.1", "1/21"])
def test_any_commission_from_the_stored_counts(rate: str) -> None:
    commission = Fraction(rate)
    rng = random.Random(rate)
    for _ in range(100):
        tiles = tuple(rng.sample(FULL_SET, 4))
        for bank in (False, True):
            analysis = analyze(tiles, bank=bank, commission=rate)
            live, _ = _count(tiles, (), settings_of(tiles), bank=bank)
            assert [(e.outcomes.win, e.outcomes.loss) for e in analysis.settings] == live
            advantages = [e.outcomes.advantage(commission) for e in analysis.settings]
            for entry, advantage in zip(analysis.settings, advantages, strict=True):
                assert entry.ev == entry.outcomes.ev(commission)  # exactly, not approximately
                assert entry.best == (advantage == max(advantages))


def test_the_lookup_needs_every_setting() -> None:
    tiles = [KINDS[0], KINDS[3], KINDS[7], KINDS[20]]
    with pytest.raises(ValueError, match="every distinct setting"):
        lookup((0, 3, 7, 20), settings_of(tiles)[:2], bank=False)


def test_the_file_is_a_whole_table_of_this_version() -> None:
    counts = decode(TABLE_FILE.read_bytes())
    assert len(counts) == 8130 * 2 * SLOTS * 2
    assert max(counts) <= OPPOSING_HANDS
    assert list(decode(encode(counts))) == list(counts)
    with pytest.raises(ValueError, match="not an outcome table"):
        decode(zlib.compress(MAGIC + bytes(10)))
    with pytest.raises(ValueError, match="not an outcome table"):
        decode(zlib.compress(b"x" + zlib.decompress(TABLE_FILE.read_bytes())[1:]))
    with pytest.raises(ValueError, match="expected"):
        encode(list(counts)[:-1])


def test_the_tool_makes_the_shipped_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = ROOT / "tools" / "make_outcome_table.py"
    spec = importlib.util.spec_from_file_location("make_outcome_table", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    counts = tool.table_counts()
    assert list(decode(TABLE_FILE.read_bytes())) == counts
    monkeypatch.setattr(tool, "table_counts", lambda: counts)  # counted once above
    written = tmp_path / "written.zlib"
    assert tool.main(["--out", str(written)]) == 0
    assert list(decode(written.read_bytes())) == counts
    assert tool.main(["--check"]) == 0 and "up to date" in capsys.readouterr().out
    # And --check can fail: a table with one count changed is not what the tool makes.
    changed = list(counts)
    changed[7] += 1
    written.write_bytes(encode(changed))
    assert tool.main(["--check", "--out", str(written)]) == 1 and "differs" in capsys.readouterr().out
