"""Strategy cards: the shipped cards say what the engine says, by a second route, and the
command line keeps its contract."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from paigow_desktop.cli import main
from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow import card as card_module
from paigow_desktop.games.paigow.card import (
    HOUSE_WAY,
    HOUSE_WAY_CARD,
    LENGTHS,
    Card,
    Line,
    reference_edges,
    shipped,
    shipped_card,
)
from paigow_desktop.games.paigow.card_search import search
from paigow_desktop.games.paigow.card_tables import card_tables
from paigow_desktop.games.paigow.hands import PAIRS, Hand
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.outcome_table import multisets
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, analyze, house_edge
from paigow_desktop.tiles.tile import KINDS, Tile, parse_tiles

CARDS_FILE = Path(card_module.__file__).with_name("cards.json")
SHIPPED: dict[str, Any] = json.loads(CARDS_FILE.read_text(encoding="utf-8"))
KEYS = sorted(SHIPPED["cards"])
MULTISETS = [tuple(KINDS[k] for k in m) for m in multisets()]
DEALS = 35960 * 20475


def run_cli(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out)
    return status, out.getvalue()


# ----------------------------------------------------------------- a second reading of a line
# What a line means, read again from its words with the engine's hands and settings, one hand
# at a time: no numpy, no tables.


def best_high(settings: tuple[Setting, ...]) -> Setting:
    return max(settings, key=lambda s: (s.high.key, s.low.key))


def best_low(settings: tuple[Setting, ...]) -> Setting:
    return max(settings, key=lambda s: (s.low.key, s.high.key))


def highest_pair(tiles: tuple[Tile, ...]) -> tuple[str, Tile, Tile] | None:
    for name, a, b in PAIRS:
        one, other = KINDS[a], KINDS[b]
        rest = list(tiles)
        if one in rest:
            rest.remove(one)
            if other in rest:
                return name, one, other
    return None


def holds_pair(setting: Setting, one: Tile, other: Tile) -> bool:
    return any(Counter(h.tiles) == Counter((one, other)) for h in (setting.low, setting.high))


def makes(hand: Hand, tile_class: str) -> bool:
    return hand.first.tile_class in ("12", "2") and hand.second.tile_class == tile_class


def strength(hand: Hand) -> tuple[int, int]:
    """(points with Gong 10, Wong 11, pair 12; the highest tile) as a condition reads a hand."""
    if hand.value == 0:
        return (0, 0)
    if hand.value == 12:
        return (12, hand.key)
    return (hand.value, hand.first.strength)


KINDS_MADE = {"wong": "9", "gong": "8", "nine": "7"}


@cache
def facts(
    tiles: tuple[Tile, ...],
) -> tuple[tuple[Setting, ...], tuple[str, Tile, Tile] | None, dict[str, bool]]:
    settings = settings_of(tiles)
    can = {k: any(makes(h, c) for s in settings for h in (s.low, s.high)) for k, c in KINDS_MADE.items()}
    return settings, highest_pair(tiles), can


def setting_of(line: Line, tiles: tuple[Tile, ...]) -> Setting | None:
    """The setting the line plays for these tiles, or None when it does not apply."""
    settings, pair, can = facts(tiles)
    kinds = KINDS_MADE
    if line.action == HOUSE_WAY:
        return set_hand(tiles).setting
    if line.action == "best_high":
        chosen: Setting | None = best_high(settings)
    elif line.action == "best_low":
        chosen = best_low(settings)
    elif line.action in ("keep", "split"):
        if pair is None:
            return None
        wanted = [s for s in settings if holds_pair(s, pair[1], pair[2]) == (line.action == "keep")]
        chosen = best_high(tuple(wanted)) if wanted else None
    else:
        wanted = [
            s for s in settings if makes(s.low, kinds[line.action]) or makes(s.high, kinds[line.action])
        ]
        chosen = best_high(tuple(wanted)) if pair is None and wanted else None
    if chosen is None or line.group is None:
        return chosen
    classes = {t.tile_class for t in tiles}
    teen_day = bool(classes & {"12", "2"})
    group = line.group
    if group == "all":
        ok = True
    elif group == "pair":
        ok = pair is not None
    elif group.startswith("pair_"):
        names = card_module._PAIR_GROUPS[group]
        ok = pair is not None and pair[0] in names
    elif group == "no_pair":
        ok = pair is None
    elif group == "teen_day":
        ok = pair is None and teen_day
    elif group in kinds:
        ok = pair is None and can[group]
    elif group == "other":
        ok = pair is None and not any(can.values())
    else:
        assert group == "gee_joon"
        ok = pair is None and any(t.is_gee_joon for t in tiles)
    if not ok:
        return None
    condition = line.condition
    if condition is None:
        return chosen
    if condition in ("gee_joon", "teen", "day"):
        tile = {"teen": KINDS[0], "day": KINDS[1]}.get(condition)
        held = any(t.is_gee_joon for t in tiles) if tile is None else tile in tiles
        return chosen if held else None
    below = condition.endswith("_below")
    family = condition.removesuffix("_below").removesuffix("_at_least")
    hands: list[Hand] = []
    if family == "low":
        hands = [best_low(settings).low]
    elif family == "high":
        hands = [best_high(settings).high]
    elif family == "its_low":
        hands = [chosen.low]
    elif family == "its_high":
        hands = [chosen.high]
    elif family == "both":
        hands = [chosen.low, chosen.high]
    elif family == "others":
        if pair is None:  # no pair, no "other two tiles": the engine reads them as 0 points
            return chosen if (line.k > 0) == below else None
        rest = list(tiles)
        rest.remove(pair[1])
        rest.remove(pair[2])
        hands = [Hand.of(rest[0], rest[1])]
    threshold = (line.k, 0 if line.tile is None else line.tile.strength)
    if family in ("low_cost", "high_cost"):  # points one hand gives up for the best of the other
        low, high = best_low(settings), best_high(settings)
        cost = low.low.value - high.low.value if family == "low_cost" else high.high.value - low.high.value
        return chosen if ((cost, 0) < threshold) == below else None
    weakest = min(strength(h) for h in hands)
    return chosen if (weakest < threshold) == below else None


def play(card: Card, tiles: tuple[Tile, ...]) -> tuple[Setting, int]:
    for number, line in enumerate(card.lines, 1):
        setting = setting_of(line, tiles)
        if setting is not None:
            return setting, number
    raise AssertionError("the default line applies to every hand")


def hands_of(tiles: tuple[Tile, ...]) -> int:
    """How many of the 35,960 four-tile hands hold these kinds of tile."""
    return math.prod(math.comb(t.copies, n) for t, n in Counter(tiles).items())


@cache
def exact_advantages(bank: bool) -> dict[tuple[tuple[Tile, ...], tuple[int, int]], Fraction]:
    """(tiles, setting key) -> (1 - c) x wins - losses, counted by analyze, deal by deal."""
    table: dict[tuple[tuple[Tile, ...], tuple[int, int]], Fraction] = {}
    for tiles in MULTISETS:
        for entry in analyze(tiles, bank=bank).settings:
            table[tiles, entry.setting.key] = entry.outcomes.advantage(DEFAULT_COMMISSION)
    return table


def edge_by_analysis(card: Card, bank: bool) -> Fraction:
    advantages = exact_advantages(bank)
    total = sum(hands_of(tiles) * advantages[tiles, play(card, tiles)[0].key] for tiles in MULTISETS)
    return -Fraction(total) / DEALS


# ----------------------------------------------------------------- the shipped cards


def test_the_shipped_cards_are_every_kind_and_length() -> None:
    for length in LENGTHS:
        for standalone in (False, True):
            player = shipped_card(length, standalone=standalone, bank=False)
            assert len(player.lines) <= length
            assert player.standalone == standalone
            assert all(line.action != HOUSE_WAY for line in player.lines) == standalone
            banker = shipped_card(length, standalone=standalone, bank=True)
            assert len(banker.lines) <= length and banker.standalone == standalone
    with pytest.raises(ValueError):
        shipped_card(7, standalone=False, bank=False)


@pytest.mark.parametrize("key", KEYS)
def test_each_line_is_read_the_same_by_a_second_reading(key: str) -> None:
    """The tables' reading of every line agrees, hand by hand, with reading its words again."""
    card = Card.from_json(SHIPPED["cards"][key]["lines"])
    tables = card_tables()
    column, number = tables.choices(card)
    for i, tiles in enumerate(MULTISETS):
        index = tables.index[tuple(t.kind for t in tiles)]
        setting, line = play(card, tiles)
        assert (line, setting.key) == (number[index], tables.settings[index][column[index]].key), (
            key,
            tiles,
        )
        assert i == index


@pytest.mark.slow
@pytest.mark.parametrize("bank", [False, True])
def test_the_shipped_edges_agree_with_analysis_deal_by_deal(bank: bool) -> None:
    """Each card's edge, summed from analyze's exact outcomes of the setting it picks for each
    of the 35,960 hands, is the edge shipped and the edge the tables give."""
    tables = card_tables()
    side = "banker" if bank else "player"
    for key in [*KEYS, None]:
        card = HOUSE_WAY_CARD if key is None else Card.from_json(SHIPPED["cards"][key]["lines"])
        exact = edge_by_analysis(card, bank)
        assert tables.edge(card, bank=bank) == pytest.approx(float(exact), abs=1e-15)
        if key is not None:
            assert SHIPPED["cards"][key]["edge"][side] == pytest.approx(float(exact), abs=1e-15)
        else:
            # The house way alone: the figure house-edge reports.
            figures = house_edge()
            shares = figures.house_way_banker if bank else figures.house_way_player
            assert float(exact) == pytest.approx(shares.edge, abs=1e-12)


def test_the_shipped_words_and_figures_are_the_engines() -> None:
    """What the app shows without counting (words, edges, each line's share, worth and example)
    is what the engine works out now."""
    tables = card_tables()
    for key in KEYS:
        entry = SHIPPED["cards"][key]
        card = Card.from_json(entry["lines"])
        assert entry["text"] == [str(t) for t in card.texts()]
        assert all(isinstance(t, Text) for t in card.texts())
        assert entry["edge"] == {
            "player": tables.edge(card, bank=False),
            "banker": tables.edge(card, bank=True),
        }
        reports = tables.report(card)
        assert len(entry["report"]) == len(reports) == len(card.lines)
        for number, (stored, report) in enumerate(zip(entry["report"], reports, strict=True), 1):
            assert stored["share"] == report.share
            assert stored["worth"] == {"player": report.worth_player, "banker": report.worth_banker}
            assert report.example is not None, (key, number)  # every line decides some hand
            example = Setting.of(
                parse_tiles(stored["example"]["low"]), parse_tiles(stored["example"]["high"])
            )
            assert example.same_play(report.example)
            setting, line = play(card, tuple(sorted(example.tiles, key=lambda t: t.kind)))
            assert line == number and setting.same_play(example)


def test_the_shipped_view_reads_the_same_figures() -> None:
    tables = card_tables()
    reference = reference_edges()
    assert reference["house_way"] == (
        tables.edge(HOUSE_WAY_CARD, bank=False),
        tables.edge(HOUSE_WAY_CARD, bank=True),
    )
    assert reference["best"] == (tables.best_edge(bank=False), tables.best_edge(bank=True))
    for length in LENGTHS:
        for standalone in (False, True):
            for bank in (False, True):
                view = shipped(length, standalone=standalone, bank=bank)
                assert view.card == shipped_card(length, standalone=standalone, bank=bank)
                assert (view.edge_player, view.edge_banker) == (
                    tables.edge(view.card, bank=False),
                    tables.edge(view.card, bank=True),
                )
                assert [r.line for r in view.reports] == list(view.card.lines)
                assert all(r.example is not None for r in view.reports)


def test_shares_of_the_house_way_card_are_house_edges() -> None:
    tables = card_tables()
    figures = house_edge()
    assert tables.shares(HOUSE_WAY_CARD, bank=False) == figures.house_way_player
    assert tables.shares(HOUSE_WAY_CARD, bank=True) == figures.house_way_banker
    for key in KEYS:
        card = Card.from_json(SHIPPED["cards"][key]["lines"])
        for bank in (False, True):
            shares = tables.shares(card, bank=bank)
            assert shares.edge == pytest.approx(tables.edge(card, bank=bank), abs=1e-15)
            assert shares.win + shares.push + shares.loss == pytest.approx(1.0)


def test_longer_cards_do_better_and_every_card_beats_the_house_way() -> None:
    tables = card_tables()
    for standalone in (False, True):
        edges = [tables.edge(shipped_card(n, standalone=standalone, bank=False), bank=False) for n in LENGTHS]
        assert edges == sorted(edges, reverse=True)
        assert tables.best_edge(bank=False) < edges[-1]
        if not standalone:
            assert edges[0] < tables.edge(HOUSE_WAY_CARD, bank=False)
    for n in LENGTHS:
        player = shipped_card(n, standalone=False, bank=False)
        banker = shipped_card(n, standalone=False, bank=True)
        assert tables.edge(banker, bank=True) <= tables.edge(player, bank=True)


def test_each_line_is_worth_what_the_card_loses_without_it() -> None:
    """Worth: the edge without the line minus the card's; the search keeps no idle line, so
    every line is worth something from the side it was searched for.  Shares add up to 1."""
    tables = card_tables()
    for key in KEYS:
        card = Card.from_json(SHIPPED["cards"][key]["lines"])
        bank = key.endswith("-bank")
        reports = tables.report(card)
        assert sum(r.share for r in reports) == pytest.approx(1.0)
        assert all(r.share > 0 for r in reports)
        for k, report in enumerate(reports[:-1]):
            without = Card((*card.lines[:k], *card.lines[k + 1 :]))
            for side, worth in ((False, report.worth_player), (True, report.worth_banker)):
                assert worth == tables.edge(without, bank=side) - tables.edge(card, bank=side)
            assert (report.worth_banker if bank else report.worth_player) > 0, (key, k + 1)
        assert (reports[-1].worth_player, reports[-1].worth_banker) == (0.0, 0.0)


@pytest.mark.slow
def test_a_card_is_found_again_by_the_search() -> None:
    """The 5-line card on top of the house way comes out of the search again, line for line."""
    tables = card_tables()
    rounds, seed = SHIPPED["rounds"]["5"], SHIPPED["seed"]
    card = search(tables, 5, standalone=False, bank=False, rounds=rounds, seed=seed)
    assert card == shipped_card(5, standalone=False, bank=False)


def test_lines_round_trip_and_refuse_nonsense() -> None:
    line = Line("pair_teen_day", "both_at_least", 7, "split")
    assert Line.from_json(json.loads(json.dumps(line.to_json()))) == line
    assert str(line.text) == "Pair of Teen or Day: split the pair when both its hands are 7 points or better."
    tiled = Line("no_pair", "low_below", 4, "best_high", Tile.parse("4-4"))
    assert Line.from_json(tiled.to_json()) == tiled
    assert "below 4 points headed by Yun" in tiled.text
    for bad in (
        lambda: Line("no_pair", "low_below", 0, "best_high"),
        lambda: Line("no_pair", None, 3, "best_high"),
        lambda: Line("nonsense", None, 0, "best_high"),
        lambda: Line("no_pair", None, 0, "nonsense"),
        lambda: Line("no_pair", "gee_joon", 0, "best_high", Tile.parse("6-6")),
        lambda: Card((Line("no_pair", None, 0, "best_high"),)),
    ):
        with pytest.raises(ValueError):
            bad()
    with pytest.raises(ValueError):
        card_tables().line_columns(Line(None, None, 0, "split"))  # not every hand has a pair


# ----------------------------------------------------------------- the command line


@pytest.mark.parametrize("lines", ["5", "10", "20"])
@pytest.mark.parametrize("flags", [(), ("--standalone",), ("--bank",), ("--standalone", "--bank")])
def test_strategy_json(lines: str, flags: tuple[str, ...]) -> None:
    status, text = run_cli("strategy", "--lines", lines, *flags, "--json")
    assert status == 0
    obj = json.loads(text)
    assert set(obj) == {"length", "standalone", "bank", "lines", "edge"}
    standalone, bank = "--standalone" in flags, "--bank" in flags
    assert (obj["length"], obj["standalone"], obj["bank"]) == (int(lines), standalone, bank)
    card = shipped_card(int(lines), standalone=standalone, bank=bank)
    assert obj["lines"] == [str(t) for t in card.texts()]
    assert 1 <= len(obj["lines"]) <= int(lines)
    tables = card_tables()
    assert obj["edge"] == {"player": tables.edge(card, bank=False), "banker": tables.edge(card, bank=True)}
    if not standalone:
        assert obj["lines"][-1] == "Otherwise, play the house way."
    else:
        assert not any("house way" in line for line in obj["lines"])


def test_strategy_default_is_ten_lines_and_the_text_names_the_edges() -> None:
    status, text = run_cli("strategy", "--json")
    assert status == 0 and json.loads(text)["length"] == 10
    status, text = run_cli("strategy")
    assert status == 0
    card = shipped_card(10, standalone=False, bank=False)
    for line in card.texts():
        assert str(line) in text
    assert f"{card_tables().edge(card, bank=False):.3%}" in text


def test_strategy_settings_json_is_one_line_per_distinct_hand() -> None:
    status, text = run_cli("strategy", "--lines", "20", "--standalone", "--settings", "--json")
    assert status == 0
    rows = [json.loads(line) for line in text.splitlines()]
    assert len(rows) == 8130
    card = shipped_card(20, standalone=True, bank=False)
    seen = set()
    for row in rows:
        assert set(row) == {"tiles", "low", "high", "line"}
        tiles = parse_tiles(row["tiles"], count=4)
        key = tuple(sorted(t.kind for t in tiles))
        assert key not in seen
        seen.add(key)
        setting = Setting.of(parse_tiles(row["low"], count=2), parse_tiles(row["high"], count=2))
        assert Counter(setting.tiles) == Counter(tiles)
        assert setting.low.key <= setting.high.key
        expected, number = play(card, tuple(KINDS[k] for k in key))
        assert (setting.key, row["line"]) == (expected.key, number)
    assert len(seen) == 8130


@pytest.mark.parametrize(
    "argv",
    [
        ["strategy", "--lines", "7"],
        ["strategy", "--lines", "ten"],
        ["strategy", "--lines", ""],
        ["strategy", "--lines", "0", "--json"],
        ["strategy", "--lines"],
        ["strategy", "--nonsense"],
        ["strategy", "--lines", "5", "--settings", "extra"],
    ],
)
def test_strategy_bad_input_is_one_line_and_exit_2(argv: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "paigow_desktop", *argv], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr
