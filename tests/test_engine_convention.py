"""One convention in every engine: ``can_X(...)`` says why an action is not allowed now (a
reason, or None when it is), and ``X(...)`` refuses with exactly that reason.

The static half walks every module of ``games/<game>/`` and reads each public ``can_*``'s
return annotation; the live half plays a few real positions of each game and asks both.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from paigow_desktop.games.paigow.round import Round, TableRules
from paigow_desktop.games.paigow_poker import PokerRules, set_hand
from paigow_desktop.games.paigow_poker.round import DEALER, PokerRound
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.table import TienGowTable
from paigow_desktop.games.tiengow.view import Move
from paigow_desktop.tiles.tile import parse_tiles

# The rules doc's full hand (as tests/tiengow/helpers.py deals it), East banking.
FULL_HAND = (
    "2-2 2-2 6-1 3-1 6-2 4-3 4-2 2-1",
    "3-3 6-5 6-5 6-4 5-1 5-1 3-1 3-2",
    "6-6 4-4 5-5 5-5 3-3 5-3 5-2 4-1",
    "6-6 1-1 1-1 4-4 6-4 6-1 6-3 5-4",
)


def full_hand() -> Hand:
    return Hand([parse_tiles(h) for h in FULL_HAND], banker=0)

GAMES = Path(__file__).resolve().parent.parent / "paigow_desktop" / "games"

#: The reasons an engine gives: plain words, or a sentence to translate.
REASON_TYPES = {"str | None", "Text | None", "str | Text | None", "Text | str | None"}

#: The actions of each engine: each has its ``can_`` twin.
ACTIONS: dict[type, tuple[str, ...]] = {
    Round: ("place_bet", "deal", "set_hand", "set_house_way", "reveal", "play_out", "settle"),
    PokerRound: (
        "place_bet",
        "place_side_bet",
        "deal",
        "set_hand",
        "set_house_way",
        "reveal",
        "play_out",
        "settle",
    ),
    Hand: ("lead", "play_face_up", "discard", "apply"),
    TienGowTable: ("play",),
}


def _can_functions() -> list[tuple[str, ast.FunctionDef]]:
    found = []
    for path in sorted(GAMES.glob("*/**/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("can_"):
                found.append((f"{path.relative_to(GAMES)}:{node.lineno} {node.name}", node))
    return found


def test_every_can_in_the_engines_returns_a_reason_or_none() -> None:
    functions = _can_functions()
    assert len(functions) > 15  # the walk found the engines
    wrong = [
        f"{where} -> {ast.unparse(node.returns) if node.returns else 'no annotation'}"
        for where, node in functions
        if node.returns is None or ast.unparse(node.returns) not in REASON_TYPES
    ]
    assert wrong == []


def test_no_engine_has_a_check_that_only_raises() -> None:
    """A ``check_*`` method beside the action was the third convention (Tien Gow's)."""
    methods = [
        where
        for where, node in (
            (f"{path.relative_to(GAMES)} {node.name}", node)
            for path in sorted(GAMES.glob("*/**/*.py"))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ClassDef)
        )
        for node in node.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("check_")
    ]
    assert methods == []


@pytest.mark.parametrize("engine", list(ACTIONS), ids=lambda c: c.__name__)
def test_every_action_has_its_can(engine: type) -> None:
    missing = [name for name in ACTIONS[engine] if not callable(getattr(engine, f"can_{name}", None))]
    assert missing == []


def refused(engine: object, action: str, *args: object) -> object:
    """Ask ``can_<action>``, then do ``<action>``: it must raise with the very reason given."""
    can: Callable[..., object] = getattr(engine, f"can_{action}")
    do: Callable[..., object] = getattr(engine, action)
    reason = can(*args)
    assert reason is not None, f"can_{action}{args} allowed what the test expects refused"
    with pytest.raises(ValueError) as raised:
        do(*args)
    assert raised.value.args[0] == reason
    return reason


def test_tien_gow_refuses_with_the_reason_it_gives() -> None:
    T = parse_tiles
    hand = full_hand()
    assert "not a set" in str(refused(hand, "lead", T("2-2 6-1")))
    assert "does not hold" in str(refused(hand, "lead", T("6-6")))
    assert "lead" in str(refused(hand, "discard", T("2-2")))
    assert "face up" in str(refused(hand, "apply", Move(T("2-2 2-2"), False)))
    hand.lead(T("2-2 2-2"))
    assert "as many as led" in str(refused(hand, "discard", T("3-3")))
    assert "does not beat" in str(refused(hand, "play_face_up", T("6-5 6-5")))
    assert "no lead now" in str(refused(hand, "lead", T("3-3 3-3")))
    # A seat's own view gives the hand's reasons (the players and the table ask it).
    view = hand.view(1)
    assert view.can_play(Move(T("6-5 6-5"), True)) == hand.can_play_face_up(T("6-5 6-5"))
    assert view.can_play(Move(T("3-3"), False)) == hand.can_discard(T("3-3"))
    assert hand.view(2).can_play(Move(T("5-5 5-5"), True)) is not None  # not seat 2's turn


def test_pai_gow_poker_refuses_with_the_reason_it_gives() -> None:
    game = PokerRound(PokerRules(), random.Random(1))
    assert "no bets" in str(refused(game, "deal"))
    assert "after the deal" in str(refused(game, "reveal"))
    assert "after the reveal" in str(refused(game, "settle"))
    assert "after the deal" in str(refused(game, "set_house_way", 2))
    game.place_bet(2, 1000)
    assert "holds the bank" in str(refused(game, "place_bet", DEALER, 1000))
    assert "whole number" in str(refused(game, "place_bet", 3, 0))
    game.deal()
    assert "bets are closed" in str(refused(game, "place_bet", 3, 1000))
    assert "house way" in str(refused(game, "set_hand", DEALER, set_hand(game.cards_of(DEALER)).setting))
    assert "not the cards" in str(refused(game, "set_hand", 2, set_hand(game.cards_of(DEALER)).setting))
    assert "no cards" in str(refused(game, "set_house_way", 4))
    assert "waiting for place 2" in str(refused(game, "reveal"))
    assert "not the cards" in str(refused(game, "play_out", 2, set_hand(game.cards_of(DEALER)).setting))
    assert game.can_set_house_way(2) is None
    game.set_house_way(2)
    assert game.can_reveal() is None
    game.reveal()
    assert game.can_settle() is None
    game.settle()
    assert "settled once" in str(refused(game, "settle"))


def test_pai_gow_tiles_refuses_with_the_reason_it_gives() -> None:
    game = Round(TableRules(minimum_cents=100, maximum_cents=500_000), random.Random(1))
    assert "no bets" in str(refused(game, "deal"))
    assert refused(game, "reveal")
    assert refused(game, "settle")
