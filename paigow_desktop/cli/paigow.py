"""Pai Gow's commands, at the top level: analyze, house-way, house-edge, strategy and simulate."""

from __future__ import annotations

import argparse
import gc
import json
from collections.abc import Callable, Iterator
from typing import Any

from paigow_desktop.cli.args import (
    UsageError,
    _card_lines,
    _commission,
    _players,
    _Progress,
    _tiles,
    _write_json,
    add_simulate_command,
    hands_given,
    simulation_json,
)
from paigow_desktop.cli.streams import TextOut
from paigow_desktop.core.money import format_cents as money


def _deals(args: argparse.Namespace) -> Iterator[tuple[str, list[str]]]:
    """(where, tokens) per deal: the command-line tiles or each line of the batch file."""
    return hands_given(args.tiles, args.batch, 4, "tiles", "6-6 5-4 3-1 2-1")


def _parse_deals(args: argparse.Namespace) -> list[tuple[Any, ...]]:
    from paigow_desktop.tiles.tile import TileError, parse_tiles

    deals = []
    for where, tokens in _deals(args):
        try:
            deals.append(parse_tiles(tokens, count=4))
        except TileError as error:
            raise UsageError(f"{where}{error}") from None
    return deals


def _analyze(args: argparse.Namespace, out: TextOut) -> int:
    # A batch keeps every deal and every multiset's analysis and words: tens of thousands of
    # long-lived objects, which each of the cyclic collector's passes over the old generation
    # walks again (about a seventh of a 20,000-deal run).  Nothing here makes reference cycles,
    # so the collector rests during the command (reference counting frees as before).
    collecting = gc.isenabled()
    try:
        gc.disable()
        return _analyze_deals(args, out)
    finally:
        if collecting:
            gc.enable()


def _analyze_deals(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.strategy import analyze_many
    from paigow_desktop.tiles.tile import TileError, check_copies, parse_tiles

    rate = _commission(args.commission)
    deals = _parse_deals(args)
    try:
        seen = parse_tiles(args.seen)
    except TileError as error:
        raise UsageError(f"--seen: {error}") from None
    progress = _Progress("analyze") if len(deals) > 1 else None
    analyses = analyze_many(deals, bank=args.bank, commission=rate, seen=seen)  # in step with deals
    write = _analysis_json_line if args.json else _analysis_text
    for number, tiles in enumerate(deals, 1):
        try:
            if seen:  # a deal alone was checked as it was read
                check_copies([*tiles, *seen])
            analysis = next(analyses)
        except TileError as error:
            raise UsageError(
                f"{' '.join(_tiles(tiles))} with --seen {' '.join(_tiles(seen))}: {error}"
            ) from None
        out.write(write(analysis))
        if progress:
            progress(number / len(deals))
    if progress:
        progress.close()
    return 0


def _analysis_json(analysis: Any) -> dict[str, object]:
    """The JSON object of one analysis (what :func:`_analysis_json_line` writes, built plainly)."""
    return {
        "tiles": _tiles(analysis.tiles),
        "bank": analysis.bank,
        "commission": float(analysis.commission),
        "seen": _tiles(analysis.seen),
        "dealer_hands": analysis.dealer_hands,
        "house_way_rule": analysis.house_way.name,
        "settings": [
            {
                "low": _tiles(e.setting.low.tiles),
                "high": _tiles(e.setting.high.tiles),
                "low_name": e.setting.low.name,
                "high_name": e.setting.high.name,
                "win": e.outcomes.win,
                "push": e.outcomes.push,
                "loss": e.outcomes.loss,
                "ev": e.ev,
                "house_way": e.house_way,
                "best": e.best,
            }
            for e in analysis.settings
        ],
    }


class _HandWords:
    """A hand's words as the analysis prints them, made once per hand (a batch of 20,000 deals
    meets a few hundred hands): its tiles and name in JSON, and ``tiles (name)`` for the table."""

    def __init__(self, hand: Any) -> None:
        self.tiles_json = _json(_tiles(hand.tiles))
        self.name_json = _json(hand.name)
        self.label = f"{hand} ({hand.name})"

    @classmethod
    def of(cls, hand: Any) -> _HandWords:
        key = (hand.first.kind, hand.second.kind)  # a hand and its words depend on nothing else
        words = _HAND_WORDS.get(key)
        if words is None:
            words = _HAND_WORDS[key] = cls(hand)
        return words


#: Each house-way decision met, by identity, kept alive with its rule's name (plain and in JSON):
#: a batch's decisions come from the engine's cache, one per multiset of kinds.
_RULE_NAMES: dict[int, tuple[Any, str, str]] = {}


def _rule_name(house_way: Any) -> tuple[str, str]:
    found = _RULE_NAMES.get(id(house_way))
    if found is None or found[0] is not house_way:
        name = house_way.name
        found = _RULE_NAMES[id(house_way)] = (house_way, name, _json(name))
    return found[1], found[2]


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


_TRUE_FALSE = ("false", "true")


def _tiles_json(tiles: Any) -> str:
    """``json.dumps`` of the tiles' codes: ``6-6`` and the like need no escaping."""
    if not tiles:
        return "[]"
    codes = _CODES or _codes()
    return '["' + '", "'.join([codes[t.kind] for t in tiles]) + '"]'


#: Each kind's code (``str`` of its tile), by kind: a batch writes a few tiles per deal.
_CODES: list[str] = []


def _codes() -> list[str]:
    from paigow_desktop.tiles.tile import KINDS

    _CODES[:] = [str(t) for t in KINDS]
    return _CODES


class _SettingsWords:
    """An analysis's settings as the JSON line and the text table print them, made once per
    tuple of settings: a batch's deals of one multiset share theirs (see ``analyze_many``).  Each
    is made when first asked for: a run prints one of the two."""

    __slots__ = ("_json_tail", "_table", "rule", "rule_json", "settings")

    def __init__(self, settings: Any, rule: str, rule_json: str) -> None:
        self.settings, self.rule, self.rule_json = settings, rule, rule_json
        self._json_tail: str | None = None  # made when first asked for (not cached_property:
        self._table: str | None = None  # its lock costs more than the words, once per tuple)

    @property
    def json_tail(self) -> str:
        """The end of the JSON line: the house way's rule and the settings."""
        if self._json_tail is None:
            self._json_tail = f'"house_way_rule": {self.rule_json}, "settings": {self.json}'
        return self._json_tail

    @property
    def json(self) -> str:
        parts = []
        for e in self.settings:
            low, high, outcomes = _HandWords.of(e.setting.low), _HandWords.of(e.setting.high), e.outcomes
            parts.append(
                f'{{"low": {low.tiles_json}, "high": {high.tiles_json}, "low_name": {low.name_json}, '
                f'"high_name": {high.name_json}, "win": {outcomes.win!r}, "push": {outcomes.push!r}, '
                f'"loss": {outcomes.loss!r}, "ev": {float(e.ev)!r}, '
                f'"house_way": {_TRUE_FALSE[e.house_way]}, "best": {_TRUE_FALSE[e.best]}}}'
            )
        return "[" + ", ".join(parts) + "]"

    @property
    def table(self) -> str:
        if self._table is None:
            self._table = self._make_table()
        return self._table

    def _make_table(self) -> str:
        lines = []
        for e in self.settings:
            low, high, outcomes = _HandWords.of(e.setting.low), _HandWords.of(e.setting.high), e.outcomes
            marks = ", ".join(m for m, on in (("best", e.best), (self.rule, e.house_way)) if on)
            lines.append(
                f"  {low.label:<34}{high.label:<30}{outcomes.win:>7}{outcomes.push:>7}"
                f"{outcomes.loss:>7}{e.ev * 100:>+9.2f}  {marks}".rstrip()
            )
        return "\n".join(lines)

    @classmethod
    def of(cls, analysis: Any) -> _SettingsWords:
        settings = analysis.settings
        found = _SETTINGS_WORDS.get(id(settings))
        if found is None or found[0] is not settings:
            words = cls(settings, *_rule_name(analysis.house_way))
            found = _SETTINGS_WORDS[id(settings)] = (settings, words)
        return found[1]


_HAND_WORDS: dict[tuple[int, int], _HandWords] = {}
_SETTINGS_WORDS: dict[int, tuple[Any, _SettingsWords]] = {}  # by identity, the tuple kept alive


def _analysis_json_line(analysis: Any) -> str:
    """``json.dumps(_analysis_json(analysis))`` and a newline, byte for byte, from words made
    once per hand and per tuple of settings (numbers as json writes them: ``repr``)."""
    return (
        f'{{"tiles": {_tiles_json(analysis.tiles)}, "bank": {_TRUE_FALSE[analysis.bank]}, '
        f'"commission": {_commission_json(analysis.commission)}, "seen": {_tiles_json(analysis.seen)}, '
        f'"dealer_hands": {analysis.dealer_hands!r}, {_SettingsWords.of(analysis).json_tail}}}\n'
    )


_COMMISSION_JSON: list[Any] = [None, ""]  # the last commission met and its JSON: a batch has one


def _commission_json(commission: Any) -> str:
    if commission is not _COMMISSION_JSON[0]:
        _COMMISSION_JSON[:] = [commission, repr(float(commission))]
    return str(_COMMISSION_JSON[1])


_TABLE_TITLES = f"  {'low':<34}{'high':<30}{'win':>7}{'push':>7}{'loss':>7}{'EV/100':>9}"


def _analysis_table(analysis: Any) -> str:
    codes = _CODES or _codes()
    tiles = " ".join([codes[t.kind] for t in analysis.tiles])
    return f"{tiles}{_table_header(analysis)}{_SettingsWords.of(analysis).table}"


#: The last header met, with what it was made of (a batch's deals share one): the commission
#: (by identity), the side, the hands and the number of tiles seen.
_HEADER: list[Any] = [None, None, None, None, ""]


def _table_header(analysis: Any) -> str:
    """What follows a deal's tiles up to its table: the side, the commission, the hands."""
    made = (analysis.commission, analysis.bank, analysis.dealer_hands, len(analysis.seen))
    if not (made[0] is _HEADER[0] and made[1:] == tuple(_HEADER[1:4])):
        side = "banking against a house-way player" if analysis.bank else "against the house-way banker"
        seen = f", {len(analysis.seen)} tiles seen" if analysis.seen else ""
        _HEADER[:] = [
            *made,
            f": {side}, commission {float(analysis.commission):.2%}, "
            f"{analysis.dealer_hands:,} hands{seen}\n{_TABLE_TITLES}\n",
        ]
    return str(_HEADER[4])


def _analysis_text(analysis: Any) -> str:
    return _analysis_table(analysis) + "\n"


def _house_way(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.house_way import set_hand

    for tiles in _parse_deals(args):
        decision = set_hand(tiles)
        low, high = decision.setting.low, decision.setting.high
        if args.json:
            _write_json(
                {
                    "tiles": _tiles(tiles),
                    "low": _tiles(low.tiles),
                    "high": _tiles(high.tiles),
                    "low_name": low.name,
                    "high_name": high.name,
                    "rule": decision.name,
                    "reason": decision.reason,
                },
                out,
            )
        else:
            out.write(
                f"{' '.join(_tiles(tiles))}: low {low} ({low.name}), high {high} ({high.name})"
                f" - {decision.name}\n"
            )
    return 0


def _house_edge(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.strategy import house_edge

    rate = _commission(args.commission)
    progress = _Progress("house edge")
    edge = house_edge(rate, progress=progress)
    progress.close()

    def shares(s: Any) -> dict[str, float]:
        return {"win": s.win, "push": s.push, "loss": s.loss, "edge": s.edge}

    if args.json:
        _write_json(
            {
                "commission": float(edge.commission),
                "deals": edge.deals,
                "house_way": {
                    "player": shares(edge.house_way_player),
                    "banker": shares(edge.house_way_banker),
                },
                "optimal": {"player": shares(edge.optimal_player), "banker": shares(edge.optimal_banker)},
                "house_way_not_best": edge.house_way_not_best,
            },
            out,
        )
        return 0
    out.write(
        f"Every deal counted: {edge.deals:,} (player hand, banker hand) pairs, "
        f"commission {float(edge.commission):.2%}\n"
    )
    out.write(f"  {'':<34}{'win':>8}{'push':>8}{'loss':>8}{'edge':>9}\n")
    for label, s in (
        ("house way, player", edge.house_way_player),
        ("house way, player banking", edge.house_way_banker),
        ("best setting, player", edge.optimal_player),
        ("best setting, player banking", edge.optimal_banker),
    ):
        out.write(f"  {label:<34}{s.win:>8.2%}{s.push:>8.2%}{s.loss:>8.2%}{s.edge:>+9.3%}\n")
    out.write(
        f"The house way is not the best setting for {edge.house_way_not_best:,} of 35,960 hands "
        f"({edge.house_way_not_best / 35960:.1%}).\n"
    )
    return 0


# Long: one straight pass: check the options, run the simulation, print it as text or JSON
def _simulate(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.simulate import simulate
    from paigow_desktop.games.paigow.table import COMMISSIONS, MAX_SEED, TableVariations

    rate = _commission(args.commission)
    if rate not in COMMISSIONS:
        raise UsageError(f"--commission is 0.05, 0.0476, 0.04 or 0, not {args.commission!r}")
    seed = args.seed if args.seed is not None else 1
    progress = _Progress("simulate")
    try:
        result = simulate(
            args.rounds, args.players, args.bank, seed, TableVariations(commission=rate), progress=progress
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        progress.close()
    betting = result.betting_rounds
    if args.json:
        _write_json(simulation_json(result, float(result.variations.commission)), out)
        return 0

    last = (seed + result.rounds - 2) % MAX_SEED + 1
    out.write(
        f"{result.rounds:,} rounds (deals {seed} to {last}), {result.players} at the table, "
        f"bank: {result.bank_mode}, commission {float(result.variations.commission):.2%}; "
        f"every hand set by the house way, the player betting {money(result.bet_cents)}\n"
    )
    out.write(f"  {'':<12}{'seat':>5}{'net':>18}{'banked':>10}\n")
    for name, net in result.net_cents.items():
        place = result.places[name]
        out.write(f"  {name:<12}{place:>5}{money(net):>18}{result.banked[name]:>10,}\n")
    out.write(f"  {'commission':<12}{'':>5}{money(result.commission_cents):>18}\n")
    total = sum(result.net_cents.values()) + result.commission_cents
    out.write(
        f"Money is {'conserved' if result.conserved else 'NOT conserved'}: the nets and the commission "
        f"add up to {money(total)}.\n"
    )
    if betting:
        out.write(
            f"The player's bets ({betting:,} rounds not banking): {result.wins / betting:.1%} won, "
            f"{result.pushes / betting:.1%} pushed, {result.losses / betting:.1%} lost; "
            f"{result.player_edge:+.2%} per unit bet"
        )
        out.write(f" (standard error {result.player_edge_se:.2%}).\n" if betting > 1 else ".\n")
    banked = result.banked["player"]
    if banked:
        out.write(f"The player banked {banked:,} rounds for {money(result.player_bank_net_cents)}.\n")
    return 0


def _strategy(args: argparse.Namespace, out: TextOut) -> int:
    from paigow_desktop.games.paigow.card import HOUSE_WAY_CARD, shipped_card
    from paigow_desktop.games.paigow.card_tables import card_tables

    card = shipped_card(args.lines, standalone=args.standalone, bank=args.bank)
    tables = card_tables()
    if args.settings:
        column, line_of = tables.choices(card)
        for i in range(len(tables.multisets)):
            setting = tables.settings[i][int(column[i])]
            tiles = [str(tile) for tile in setting.tiles]
            if args.json:
                _write_json(
                    {
                        "tiles": sorted(tiles, reverse=True),
                        "low": _tiles(setting.low.tiles),
                        "high": _tiles(setting.high.tiles),
                        "line": int(line_of[i]),
                    },
                    out,
                )
            else:
                out.write(f"{' '.join(sorted(tiles, reverse=True))}: {setting} (line {int(line_of[i])})\n")
        return 0
    edge = {"player": tables.edge(card, bank=False), "banker": tables.edge(card, bank=True)}
    if args.json:
        _write_json(
            {
                "length": args.lines,
                "standalone": args.standalone,
                "bank": args.bank,
                "lines": [str(text) for text in card.texts()],
                "edge": edge,
            },
            out,
        )
        return 0
    kind = "standalone" if card.standalone else "on top of the house way"
    side = "the player who banks" if args.bank else "the player not banking"
    out.write(f"Strategy card, {args.lines} lines, {kind}, for {side} (commission 5%):\n")
    out.write(f"  {'':<4}{'worth':>8}{'banking':>9}{'decides':>9}  line\n")
    for number, report in enumerate(tables.report(card), 1):
        worth = (
            f"{'':>17}"
            if report.line.is_default
            else f"{report.worth_player:>+8.3%}{report.worth_banker:>+9.3%}"
        )
        out.write(f"  {number:>2}. {worth}{report.share:>9.1%}  {report.line.text}\n")
    house_way = {bank: tables.edge(HOUSE_WAY_CARD, bank=bank) for bank in (False, True)}
    best = {bank: tables.best_edge(bank=bank) for bank in (False, True)}
    out.write(
        f"Exact edge, the player not banking: {edge['player']:.3%} (house way {house_way[False]:.3%}, "
        f"best play {best[False]:.3%}); banking: {edge['banker']:.3%} (house way {house_way[True]:.3%}, "
        f"best play {best[True]:.3%}).\n"
        "worth: how much the edge rises without the line (not banking, banking); "
        "decides: the share of the 35,960 hands whose setting it decides.\n"
    )
    return 0


# Long: a declarative table of the sub-commands and their options, read top to bottom
def add_commands(commands: Any) -> None:
    """Add Pai Gow's commands to the command line's subcommands."""

    def deal_command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub: argparse.ArgumentParser = commands.add_parser(name, help=help_text, description=help_text)
        sub.add_argument("tiles", nargs="*", metavar="TILE", help="four tiles, e.g. 6-6 5-4 3-1 2-1")
        sub.add_argument(
            "--batch",
            metavar="FILE",
            help="read one deal per line (four tiles separated by spaces); - for standard input",
        )
        sub.add_argument("--json", action="store_true", help="print one JSON object per deal")
        return sub

    analyze = deal_command("analyze", "Exact win/push/loss counts and EV of every way to set four tiles.")
    analyze.add_argument(
        "--bank", action="store_true", help="the player holds the bank against one house-way player"
    )
    analyze.add_argument(
        "--commission", default="0.05", metavar="RATE", help="commission on wins, 0 to 0.10 (default 0.05)"
    )
    analyze.add_argument(
        "--seen",
        nargs="+",
        default=[],
        metavar="TILE",
        help="tiles already seen, removed from the other side's possible hands",
    )
    deal_command("house-way", "How the dealer sets four tiles, and the rule that decided.")
    edge = commands.add_parser(
        "house-edge",
        help="The exact house edge over every deal, from both sides.",
        description="The exact house edge over every deal, from both sides.",
    )
    edge.add_argument("--commission", default="0.05", metavar="RATE", help="commission on wins, 0 to 0.10")
    edge.add_argument("--json", action="store_true", help="print a JSON object")
    strategy_help = "A strategy card derived from the exact engine, with its exact edge from both sides."
    strategy = commands.add_parser(
        "strategy",
        help=strategy_help,
        description=strategy_help
        + " The first line that applies to a hand decides; the last line is the default."
        + " Edges are what the card's follower loses per unit bet at 5% commission, against a"
        + " house-way opponent: 'player' not banking, 'banker' banking.",
    )
    strategy.add_argument(
        "--lines",
        type=_card_lines,
        default=10,
        metavar="N",
        help="the card's length: 5, 10 or 20 (default 10)",
    )
    strategy.add_argument(
        "--standalone", action="store_true", help="the card that never refers to the house way"
    )
    strategy.add_argument(
        "--bank",
        action="store_true",
        help="the card for the player who banks (the same card if it does not differ)",
    )
    strategy.add_argument(
        "--settings",
        action="store_true",
        help="print the setting the card picks for each of the 8,130 distinct hands, and its line",
    )
    strategy.add_argument(
        "--json", action="store_true", help="print JSON (one object per line with --settings)"
    )
    add_simulate_command(
        commands,
        description="Deals are numbered from --seed as at the table; the player bets the app's default bet"
        " ($10) at a $5-$500 table every round it does not bank.",
        players=_players,
        players_help="players at the table, 1 to 7: you and K - 1 computer players (default 1)",
        commission_help="0.05, 0.0476, 0.04 or 0 (no commission: the house banks every round); default 0.05",
    )


COMMANDS: dict[str, Callable[[argparse.Namespace, TextOut], int]] = {
    "analyze": _analyze,
    "house-way": _house_way,
    "house-edge": _house_edge,
    "simulate": _simulate,
    "strategy": _strategy,
}
