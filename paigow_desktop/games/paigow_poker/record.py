"""Pai Gow Poker's record of a settled round, as the ledger keeps it (JSON; storage keeps it
opaque): the round writes it (:meth:`.round.PokerRound.record`, returned by its ``play_out``),
this module reads it back.

Version 2 (the game declares it in its GameInfo) writes ``seed``, ``dice``, ``banker``, every
place's ``hands`` (``{"3": {"high": "Ah Kd ...", "low": "2c 2d", "rule": ..., "foul": false,
"dealt": "..."}}``: the five-card and two-card hands, the house-way rule when the house way set
them, and the seven cards in the order dealt) and each place's ``net_cents``.  Once the trainer
has weighed the player's setting by the exact analysis (off the GUI thread, after the round is
settled), ``ev_given_up`` is added: what it gave up against the best setting, per unit bet.

Version 1 wrote the same without ``dealt`` and ``ev_given_up``: its rounds read back with those
missing (the figure shown as "—", the cards as the two hands hold them).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Final

from paigow_desktop.core.round_export import RoundFacts, given_up_cell, seat_cell
from paigow_desktop.games.paigow_poker.round import DEALER, PokerRound

__all__ = ["GIVEN_UP", "RECORD_VERSION", "export_row", "given_up", "history_of"]

#: The version of the record the round writes (:meth:`.round.PokerRound.record`).
RECORD_VERSION: Final = 2
#: The key of what the player's setting gave up, per unit bet (added after the round settled).
GIVEN_UP: Final = "ev_given_up"


def history_of(game: PokerRound, seed: int) -> dict[str, Any]:
    """The record of a settled round: the deal, every setting and every place's money (the
    round writes it: :meth:`PokerRound.record`, which its :meth:`~PokerRound.play_out` returns)."""
    return game.record(seed)


def given_up(history: Mapping[str, Any] | None) -> float | None:
    """What the player's setting gave up against the best, per unit bet; None when the record
    does not say (an older record, the trainer not done yet, or not a number)."""
    value = history.get(GIVEN_UP) if history else None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _hand_of(history: Mapping[str, Any], place: int) -> Mapping[str, Any]:
    hands = history.get("hands")
    mine = hands.get(str(place)) if isinstance(hands, Mapping) else None
    return mine if isinstance(mine, Mapping) else {}


def export_row(facts: RoundFacts) -> dict[str, str]:
    """The round in the export's words (``core.round_export.DESCRIBED``): the banker, your seven
    cards as dealt, your setting (the two-card hand, then the five-card hand: ``low / high``)
    and what it gave up per 100 bet, by the exact analysis (empty until it was weighed)."""
    history = facts.history or {}
    banker = history.get("banker", facts.details.get("banker"))
    row = {"banker": seat_cell(facts.place, banker, dealer=DEALER) if isinstance(banker, int) else ""}
    mine = _hand_of(history, facts.place)
    high, low = mine.get("high"), mine.get("low")
    if isinstance(high, str) and isinstance(low, str):
        dealt = mine.get("dealt")
        row["dealt"] = dealt if isinstance(dealt, str) else f"{high} {low}"
        row["setting"] = f"{low} / {high}"
    row["given_up_per_100"] = given_up_cell(given_up(history))
    side = side_lines(history, facts.place)
    if side:
        row["side_bets"] = "; ".join(
            f"{line['kind']} {line['bet_cents']}: {line['hand']} {line['net_cents']:+d}" for line in side
        )
        row["side_net_cents"] = str(sum(line["net_cents"] for line in side))
    return row


def side_lines(history: Mapping[str, Any] | None, place: int) -> list[dict[str, Any]]:
    """A place's side bets as the record keeps them (none in an older record or a plain one)."""
    lines = history.get("side") if history else None
    if not isinstance(lines, list):
        return []
    kept = []
    for line in lines:
        if (
            isinstance(line, Mapping)
            and line.get("place") == place
            and isinstance(line.get("kind"), str)
            and isinstance(line.get("hand"), str)
            and all(
                isinstance(line.get(k), int) and not isinstance(line.get(k), bool)
                for k in ("bet_cents", "net_cents")
            )
        ):
            kept.append(dict(line))
    return kept
