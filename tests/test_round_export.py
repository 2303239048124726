"""The CSV export says what each round was in every game, in one row shape: the banker, the tiles
or cards dealt, the setting, what it gave up against the best, the money and the bankroll after.

(The export once had the result and money only: Pai Gow Tiles' tiles, setting and EV given up
were in its Statistics window but not in the file, and the other games had nothing of the kind.)
"""

from __future__ import annotations

import csv
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from paigow_desktop.core.round_export import DESCRIBED, RoundFacts, given_up_cell, seat_cell
from paigow_desktop.games.paigow.record import record_of
from paigow_desktop.games.paigow.round import Round, TableRules
from paigow_desktop.games.paigow_poker.cards import format_cards
from paigow_desktop.games.paigow_poker.game import GAME as POKER
from paigow_desktop.games.paigow_poker.record import RECORD_VERSION as POKER_RECORD_VERSION
from paigow_desktop.games.paigow_poker.record import export_row as poker_row
from paigow_desktop.games.paigow_poker.record import history_of
from paigow_desktop.games.paigow_poker.round import PokerRound
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.games.tiengow.match import play_hand
from paigow_desktop.games.tiengow.record import export_row as tiengow_row
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.storage import Store, open_app_data
from paigow_desktop.ui.export import write_rounds


@dataclass(frozen=True)
class Outcome:
    """The player's settlement, as the ledger takes it."""

    place: int
    bet_cents: int
    net_cents: int
    commission_cents: int
    result_word: str | None


@dataclass(frozen=True)
class Written:
    """A round written in the ledger and what its row must say of it."""

    dealt: str
    setting: str
    given_up_per_100: str
    banker: str


def pai_gow_tiles(store: Store) -> Written:
    seed = 2024
    game = Round(TableRules(500, 50_000), random.Random(seed), automated=(2, 6))
    for place in (2, 4, 6):
        game.place_bet(place, 1000)
    round_id = store.begin_round("paigow", seed, 1000, 4, {"banker": game.banker})
    game.deal()
    game.set_house_way(4)
    game.reveal()
    result = game.settle()
    record = record_of(game, seed, 4, ev_given_up=0.0321)
    store.finish_round(round_id, record.to_json(), result.place(4))
    mine = record.settings[4].setting
    dealt = " ".join(str(t) for t in record.tiles[4])
    return Written(dealt, f"{mine.low} / {mine.high}", "3.21", seat_cell(4, game.banker))


def tien_gow(store: Store) -> Written:
    seed, seat = 6, 2
    record = play_hand(seed, ["rule"] * 4, Rules())
    round_id = store.begin_round("tiengow", seed, 0, place=seat, details={"cents_per_point": 10})
    points = record.net[seat]
    store.finish_round(round_id, record.to_json(), Outcome(seat, 0, points * 10, 0, None))
    dealt = " ".join(str(t) for t in record.hands[seat])
    won = f"{sum(t.winner == seat for t in record.tricks)} tricks, {record.columns[seat]} columns"
    banker = "you" if record.banker == seat else ("Lin", "Mei", "Jun")[(record.banker - seat) % 4 - 1]
    return Written(dealt, won, "", banker)  # the table's trainer weighs no Tien Gow hand


def pai_gow_poker(store: Store) -> Written:
    seed, me = 77, 4
    game = PokerRound(PokerRules(), random.Random(seed), automated=(2,))
    for place in (2, me):
        game.place_bet(place, 1000)
    round_id = store.begin_round("paigow_poker", seed, 1000, place=me, details={"banker": 0})
    deal = game.deal()
    game.set_house_way(me)
    game.reveal()
    line = game.settle().place(me)
    word = None if line.result is None else line.result.value
    store.finish_round(
        round_id, history_of(game, seed), Outcome(me, 1000, line.net_cents, line.commission_cents, word)
    )
    store.add_to_history(round_id, {"ev_given_up": 0.0125})  # as the table adds its trainer's verdict
    hand = game.hand_set(me)
    assert hand is not None
    setting = f"{format_cards(hand.setting.low)} / {format_cards(hand.setting.high)}"
    return Written(format_cards(deal.cards_of(me)), setting, "1.25", "dealer")


WRITERS: dict[str, Callable[[Store], Written]] = {
    "paigow": pai_gow_tiles,
    "tiengow": tien_gow,
    "paigow_poker": pai_gow_poker,
}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    data = open_app_data(tmp_path / "data")
    yield data.store
    data.close()


def test_every_registered_game_is_written_here() -> None:
    assert set(WRITERS) == set(REGISTRY.keys())


@pytest.mark.parametrize("game", REGISTRY.keys())
def test_a_rounds_row_says_what_it_was(game: str, store: Store, tmp_path: Path) -> None:
    for other, write in WRITERS.items():  # every game's round in the ledger: only this one's is written
        if other != game:
            write(store)
    written = WRITERS[game](store)
    target = tmp_path / f"{game}.csv"
    assert write_rounds(store, target, game, ("Lin", "Mei", "Jun")) == 1
    with target.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        rows = list(reader)
        header = reader.fieldnames
    assert header is not None and header[-len(DESCRIBED) - 1 :] == ["bankroll_after_cents", *DESCRIBED]
    (row,) = rows
    assert row["game"] == game and row["state"] == "settled"
    assert row["dealt"] == written.dealt and row["dealt"]
    assert row["setting"].startswith(written.setting) and row["setting"]
    assert row["given_up_per_100"] == written.given_up_per_100
    assert row["banker"] == written.banker
    assert row["bankroll_after_cents"] == str(store.bankroll_cents())  # the newest round
    assert row["net_cents"] and row["commission_cents"] and row["result"]


def test_every_game_exports_the_same_columns(store: Store, tmp_path: Path) -> None:
    headers = set()
    for game, write in WRITERS.items():
        write(store)
        target = tmp_path / f"{game}.csv"
        write_rounds(store, target, game)
        headers.add(target.read_text(encoding="utf-8").splitlines()[0])
    assert len(headers) == 1


def test_a_round_without_a_record_has_empty_cells(store: Store, tmp_path: Path) -> None:
    for game in (info.key for info in REGISTRY):
        store.begin_round(game, 5, 0, place=1, details={"banker": 1})  # open: no record yet
        target = tmp_path / f"{game}.csv"
        assert write_rounds(store, target, game) == 1
        with target.open(newline="", encoding="utf-8") as handle:
            (row,) = csv.DictReader(handle)
        assert row["state"] == "open" and row["dealt"] == row["setting"] == row["given_up_per_100"] == ""


def test_tien_gow_names_the_bankers_as_the_table_does() -> None:
    record = play_hand(6, ["rule"] * 4, Rules())
    for seat in range(4):
        names = ("Ann", "Bo", "Cy")
        row = tiengow_row(RoundFacts(seat, {}, record.to_json(), names))
        expected = "you" if record.banker == seat else names[(record.banker - seat) % 4 - 1]
        assert row["banker"] == expected
        assert row["setting"].count("|") == len(record.tricks) - 1  # one play a trick


def test_a_poker_record_of_version_1_reads_back_without_the_figure() -> None:
    assert POKER.record_version == POKER_RECORD_VERSION == 2
    older = {"banker": 3, "hands": {"4": {"high": "Ah Kh Qd Jc 9s", "low": "3c 2d", "foul": False}}}
    row = poker_row(RoundFacts(4, {}, older))
    assert row == {
        "banker": "seat 3",
        "dealt": "Ah Kh Qd Jc 9s 3c 2d",
        "setting": "3c 2d / Ah Kh Qd Jc 9s",
        "given_up_per_100": "",
    }


@pytest.mark.parametrize(
    ("bets", "cell"),
    [(0.0321, "3.21"), (0, "0.00"), (-1e-12, "0.00"), (None, ""), (True, ""), (float("nan"), ""), ("1", "")],
)
def test_what_was_given_up_is_per_100_bet(bets: object, cell: str) -> None:
    assert given_up_cell(bets) == cell
