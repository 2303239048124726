"""The dealer classes ship as data: the file holds what the enumeration builds, the tool that
writes it can tell a stale file, the counts read from it are the straightforward count's, and
the dealer table's grid of values is the one its values make."""

from __future__ import annotations

import dataclasses
import importlib.util
import random
import zlib
from math import comb
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from paigow_desktop.games.paigow_poker import DECK, Card
from paigow_desktop.games.paigow_poker.classes import (
    CLASSES_FILE,
    MAGIC,
    Classes,
    ClassesError,
    build_classes,
    class_counts,
    classes,
    decode_classes,
    encode_classes,
    same_classes,
)
from paigow_desktop.games.paigow_poker.dealer_table import dealer_axes, dealer_table, decode, encode

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built() -> Classes:
    return build_classes()


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location(
        "make_poker_classes", ROOT / "tools" / "make_poker_classes.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


def test_the_shipped_classes_are_what_the_code_builds(built: Classes) -> None:
    assert same_classes(classes(), built)
    assert same_classes(decode_classes(encode_classes(built)), built)


def test_the_tool_writes_the_classes_and_tells_a_stale_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], built: Classes
) -> None:
    tool = _tool()
    monkeypatch.setattr(tool, "build_classes", lambda: built)  # built once above
    written = tmp_path / "classes.zlib"
    assert tool.main(["--out", str(written)]) == 0
    assert same_classes(decode_classes(written.read_bytes()), built)
    assert tool.main(["--check"]) == 0 and "up to date" in capsys.readouterr().out
    # A file with one class changed, or of another version, is not what the tool makes.
    raw = bytearray(zlib.decompress(written.read_bytes()))
    raw[len(MAGIC) + 5] += 1
    written.write_bytes(zlib.compress(bytes(raw)))
    assert tool.main(["--check", "--out", str(written)]) == 1
    assert "differs" in capsys.readouterr().out
    written.write_bytes(zlib.compress(b"x" + bytes(raw)[1:]))
    assert tool.main(["--check", "--out", str(written)]) == 1


def test_a_damaged_or_foreign_classes_file_is_refused() -> None:
    with pytest.raises(ClassesError, match="damaged"):
        decode_classes(b"not zlib")
    with pytest.raises(ClassesError, match="another version"):
        decode_classes(zlib.compress(MAGIC + bytes(10)))
    assert CLASSES_FILE.is_file()


def _plain_count(seen: list[Card]) -> np.ndarray:
    """Each class's hands counted rank by rank, suit by suit, over the 13-column arrays."""
    table = classes()
    binom = np.array([[comb(n, k) for k in range(5)] for n in range(5)])
    available = np.ones((13, 4), dtype=np.int64)
    joker = 1
    for card in seen:
        if card.joker:
            joker = 0
        else:
            available[card.rank - 2, card.suit] = 0
    per_rank = available.sum(axis=1)
    whole = binom[per_rank[None, :], table.rank_counts.astype(np.int64)].prod(axis=1)
    whole = np.where(table.rank_joker, whole * joker, whole)
    flush_ranks, others = table.flush_ranks, table.other_counts.astype(np.int64)
    flush = np.zeros(len(others), dtype=np.int64)
    for suit in range(4):
        fits = ~(flush_ranks & (available[:, suit][None, :] == 0)).any(axis=1)
        flush += np.where(fits, binom[(per_rank - available[:, suit])[None, :], others].prod(axis=1), 0)
    flush = np.where(table.flush_joker, flush * joker, flush)
    plain = whole - np.bincount(table.parent, weights=flush, minlength=len(whole)).astype(np.int64)
    return np.concatenate((plain, flush))


def test_the_counts_are_the_plain_count_s() -> None:
    rng = random.Random(23)
    seens = [[], *(rng.sample(DECK, 7) for _ in range(6)), rng.sample(DECK, 25), list(DECK[:45])]
    for seen in seens:
        assert np.array_equal(class_counts(seen), _plain_count(seen))


def test_the_dealer_table_s_grid_is_its_values_own() -> None:
    table, axes = dealer_table(), dealer_axes()
    highs, high_index = np.unique(table.high, return_inverse=True)
    lows, low_index = np.unique(table.low, return_inverse=True)
    assert np.array_equal(axes.highs, highs) and np.array_equal(axes.lows, lows)
    assert np.array_equal(axes.cell, high_index * len(lows) + low_index)
    again, _ = decode(encode(table))
    assert all(np.array_equal(getattr(again, f), getattr(table, f)) for f in ("high", "low", "rule"))


def test_the_session_holds_the_classes_compactly() -> None:
    # The table's memory: no array is a view holding the whole decompressed file alive, the
    # index-like columns are narrow (a count widens them for its look-ups), and counting with
    # them gives the plain count still.
    from paigow_desktop.games.paigow_poker.classes import _others

    table = classes()
    for field in dataclasses.fields(table):
        assert getattr(table, field.name).flags.owndata, field.name
    assert table.parent.itemsize == 4 and _others().itemsize == 1 and dealer_axes().cell.itemsize == 4
    seen = random.Random(37).sample(DECK, 9)
    assert np.array_equal(class_counts(seen), _plain_count(seen))
