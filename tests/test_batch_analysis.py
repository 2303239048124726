"""A batch of deals analysed as fast as its distinct multisets allow, and printed from words made
once per hand: ``analyze_many`` equals ``analyze`` deal by deal (settings that tie keep the
order the tiles were given), and the command line's JSON and table are what the plain
``json.dumps`` of each analysis and the plain table give, byte for byte."""

from __future__ import annotations

import io
import itertools
import json
import random
from pathlib import Path

import pytest

from paigow_desktop.cli import main
from paigow_desktop.cli.paigow import _analysis_json, _analysis_json_line, _analysis_table
from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.strategy import Analysis, analyze, analyze_many
from paigow_desktop.tiles.tile import FULL_SET, KINDS, TileError, parse_tiles

#: Two settings of these tiles tie in settings_of's sort, so the order given decides theirs.
TIED = "6-6 1-1 4-4 6-2"


def _deals(count: int, seed: int) -> list[tuple[object, ...]]:
    rng = random.Random(seed)
    deals = [tuple(rng.sample(FULL_SET, 4)) for _ in range(count)]
    tied = parse_tiles(TIED)
    deals += [tuple(p) for p in itertools.permutations(tied)]  # every order, some repeated
    deals += deals[:50]  # the same deals again, in the same order
    rng.shuffle(deals)
    return deals


def _plain_table(analysis: Analysis) -> str:
    """The table as the command line printed it before the words were made once."""
    side = "banking against a house-way player" if analysis.bank else "against the house-way banker"
    seen = f", {len(analysis.seen)} tiles seen" if analysis.seen else ""
    lines = [
        f"{' '.join(str(t) for t in analysis.tiles)}: {side}, commission {float(analysis.commission):.2%}, "
        f"{analysis.dealer_hands:,} hands{seen}",
        f"  {'low':<34}{'high':<30}{'win':>7}{'push':>7}{'loss':>7}{'EV/100':>9}",
    ]
    for e in analysis.settings:
        low = f"{e.setting.low} ({e.setting.low.name})"
        high = f"{e.setting.high} ({e.setting.high.name})"
        marks = ", ".join(m for m, on in (("best", e.best), (analysis.house_way.name, e.house_way)) if on)
        lines.append(
            f"  {low:<34}{high:<30}{e.outcomes.win:>7}{e.outcomes.push:>7}"
            f"{e.outcomes.loss:>7}{e.ev * 100:>+9.2f}  {marks}".rstrip()
        )
    return "\n".join(lines)


def _plain_json(analysis: Analysis) -> str:
    return json.dumps(_analysis_json(analysis), ensure_ascii=False) + "\n"


@pytest.mark.parametrize(("bank", "commission", "seen"), [(False, "0.05", ""), (True, "0.04", "6-6 1-1")])
def test_a_batch_is_each_deal_analysed_alone(bank: bool, commission: str, seen: str) -> None:
    shown = parse_tiles(seen)
    deals = [d for d in _deals(400, 7) if not set(map(str, d)) & set(map(str, shown))]
    batch = list(analyze_many(deals, bank=bank, commission=commission, seen=shown))
    assert len(batch) == len(deals)
    for deal, got in zip(deals, batch, strict=True):
        alone = analyze(deal, bank=bank, commission=commission, seen=shown)
        assert got == alone, " ".join(map(str, deal))
        assert [e.setting.tiles for e in got.settings] == [e.setting.tiles for e in alone.settings]


def test_a_batch_refuses_a_bad_deal_as_analyze_does() -> None:
    deals = [parse_tiles("6-6 5-4 3-1 2-1"), parse_tiles("6-6 5-4 3-1 2-1")]
    seen = parse_tiles("6-6 6-6")
    with pytest.raises(TileError):
        next(analyze_many(deals, seen=seen))
    with pytest.raises(TileError):
        analyze(deals[0], seen=seen)


def test_the_json_line_and_the_table_are_the_plain_ones() -> None:
    for analysis in analyze_many(_deals(300, 11)):
        assert _analysis_json_line(analysis) == _plain_json(analysis)
        assert _analysis_table(analysis) == _plain_table(analysis)
    seen = parse_tiles("6-6 5-4")
    for analysis in analyze_many([parse_tiles("3-1 2-1 4-4 1-1")], bank=True, commission="1/21", seen=seen):
        assert _analysis_json_line(analysis) == _plain_json(analysis)
        assert _analysis_table(analysis) == _plain_table(analysis)


def test_a_batch_file_prints_what_one_deal_at_a_time_prints(tmp_path: Path) -> None:
    deals = [" ".join(map(str, d)) for d in _deals(60, 3)]
    batch = tmp_path / "deals.txt"
    batch.write_text("\n".join(deals) + "\n", encoding="utf-8")
    for flags in (["--json"], [], ["--bank", "--seen", "6-6"]):
        usable = [d for d in deals if "6-6" not in d.split()] if "--seen" in flags else deals
        batch.write_text("\n".join(usable) + "\n", encoding="utf-8")
        out = io.StringIO()
        assert main(["analyze", "--batch", str(batch), *flags], stdout=out) == 0
        one_by_one = io.StringIO()
        for deal in usable:
            assert main(["analyze", *deal.split(), *flags], stdout=one_by_one) == 0
        assert out.getvalue() == one_by_one.getvalue()


def test_a_hand_s_names_are_made_once_and_are_the_names_it_makes() -> None:
    for a, b in itertools.combinations_with_replacement(KINDS, 2):
        hand = Hand.of(a, b)
        assert hand.name is Hand.of(b, a).name  # one Text per hand, not one per call
        assert hand.name == hand._make_name() and hand.long_name == hand._make_long_name()
        assert hand.name.template == hand._make_name().template


def test_parse_reports_the_first_problem_in_the_order_given() -> None:
    with pytest.raises(TileError, match="too many 6-6"):
        parse_tiles("6-6 6-6 6-6 7-7")
    with pytest.raises(TileError, match="not a tile"):
        parse_tiles("7-7 6-6 6-6 6-6")
    with pytest.raises(TileError, match="expected 4 tiles, got 3"):
        parse_tiles("6-6 5-4 3-1", count=4)
    assert parse_tiles(" 66, 4-5 ") == (KINDS[0], parse_tiles("5-4")[0])


@pytest.mark.parametrize("collecting", [True, False])
def test_analyze_leaves_the_cyclic_collector_as_it_found_it(
    tmp_path: Path, collecting: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    # The command rests the collector during a batch (see cli.paigow._analyze), also when a
    # deal is refused.
    import gc

    batch = tmp_path / "deals.txt"
    was = gc.isenabled()
    try:
        (gc.enable if collecting else gc.disable)()
        batch.write_text("6-6 5-4 3-1 2-1\n4-4 1-1 6-5 6-4\n", encoding="utf-8")
        assert main(["analyze", "--batch", str(batch)], stdout=io.StringIO()) == 0
        assert gc.isenabled() is collecting
        batch.write_text("6-6 5-4 3-1 2-1\n6-6 6-6 6-6 2-1\n", encoding="utf-8")
        assert main(["analyze", "--batch", str(batch)], stdout=io.StringIO()) != 0
        assert gc.isenabled() is collecting
    finally:
        (gc.enable if was else gc.disable)()
