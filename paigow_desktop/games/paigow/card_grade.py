"""Grading by a strategy card: which line of the card a setting follows, or what the card says
instead; dealing hands a given line decides; and what following the card would have saved.

Everything here reads the card's choice from :meth:`CardTables.choices` (one pass over the 8,130
multisets, kept per card), so a single hand costs a dictionary look-up once the tables are
built.  Building them takes a second or two (and numpy, imported only then): :func:`tables`
builds them once per process and may be called from any thread (a second caller waits for the
first), so a window can build them ahead in a thread of its own.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import TYPE_CHECKING, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow.card import CARD, Card, shipped_card
from paigow_desktop.games.paigow.record import RoundRecord
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.trainer.drill import DEAL_TRIES, Drill, card_key
from paigow_desktop.games.paigow.trainer.judge import describe
from paigow_desktop.tiles.tile import KINDS, Tile

if TYPE_CHECKING:
    from paigow_desktop.games.paigow.card_tables import CardTables

# What the card says of a setting (translated in the "Card" context, as the card's lines are).
_FOLLOWS: Final = QT_TRANSLATE_NOOP("Card", "Your setting follows line {n} of the card.")
_FOLLOWS_DEFAULT: Final = QT_TRANSLATE_NOOP(
    "Card", "Your setting follows the card: no line applies, so its last line decides (line {n})."
)
_CARD_SAYS: Final = QT_TRANSLATE_NOOP("Card", "The card says {setting} here (line {n}).")

__all__ = [
    "ANY_LINE",
    "CardCall",
    "CardSavings",
    "build_in_background",
    "card_call",
    "card_savings",
    "deal_for_line",
    "grading_card",
    "hand_gain",
    "line_of",
    "next_hand_for_line",
    "record_gain",
    "savings_of",
    "tables",
    "tables_ready",
]

#: In :func:`deal_for_line`: any line but the default.
ANY_LINE: Final = 0

#: The opposing hands each multiset's figures count: four tiles of the other 28.
_OPPOSING_HANDS: Final = comb(28, 4)

_LOCK = threading.Lock()
_START = threading.Lock()


def tables() -> CardTables:
    """The exact card tables, built once per process; safe from any thread."""
    global _ready
    from paigow_desktop.games.paigow.card_tables import card_tables  # numpy, only when grading

    with _LOCK:
        built = card_tables()
        _ready = True
        return built


def tables_ready() -> bool:
    """Whether the tables are built: grading by a card then costs a look-up, not a wait."""
    return _ready


_ready = False
_building: threading.Thread | None = None


def build_in_background() -> None:
    """Start building the tables in a thread of their own (once per process), so that the first
    grade waits for them less or not at all."""
    global _building
    with _START:
        if _building is None:
            _building = threading.Thread(target=tables, name="card-tables", daemon=True)
            _building.start()


def next_hand_for_line(
    drill: Drill, card: Card, line: int, rng: random.Random, *, skipped: str | None = None
) -> tuple[Tile, ...]:
    """The drill's next hand for one line of the card: its oldest due hand the line decides,
    else a fresh one (see :func:`deal_for_line`); not the hand ``skipped`` (its key) at once."""
    last = len(card.lines)
    for due in drill.due_cards():
        number = line_of(card, due.tiles)[1]
        if due.key != skipped and (number == line or (line == ANY_LINE and number != last)):
            return due.tiles
    for _ in range(DEAL_TRIES):
        deal = deal_for_line(card, line, rng)
        if card_key(deal) != skipped:
            break
    return deal


def grading_card(length: int, *, standalone: bool, bank: bool) -> Card:
    """The shipped card the trainer grades by (the banker's where it differs)."""
    return shipped_card(length, standalone=standalone, bank=bank)


@cache
def _choices(card: Card) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each multiset, the card's column and line number (as plain tuples, cached per card)."""
    column, number = tables().choices(card)
    return tuple(int(c) for c in column), tuple(int(n) for n in number)


def _index(tiles: Sequence[Tile]) -> int:
    return tables().index[tuple(sorted(t.kind for t in tiles))]


def line_of(card: Card, tiles: Sequence[Tile]) -> tuple[Setting, int]:
    """The setting the card plays for four tiles, and the number (from 1) of the line deciding it."""
    i = _index(tiles)
    column, number = _choices(card)
    return tables().settings[i][column[i]], number[i]


@dataclass(frozen=True, slots=True)
class CardCall:
    """What a card says about one hand, and whether the player's setting follows it."""

    card: Card
    setting: Setting  #: the card's setting
    line: int  #: the number (from 1) of the line that decides
    follows: bool  #: the player's setting plays as the card's does

    @property
    def text(self) -> Text:
        """``Your setting follows line 4 of the card.`` or ``The card says 6 / 9 here (line 2).``"""
        if self.follows:
            template = _FOLLOWS_DEFAULT if self.line == len(self.card.lines) else _FOLLOWS
            return Text(template, context=CARD, n=self.line)
        return Text(_CARD_SAYS, context=CARD, setting=describe(self.setting, tiles=True), n=self.line)

    @property
    def line_text(self) -> Text:
        """The words of the line that decides."""
        return self.card.lines[self.line - 1].text


def card_call(card: Card, tiles: Sequence[Tile], setting: Setting) -> CardCall:
    """Grade ``setting`` of ``tiles`` by the card."""
    if not setting.holds(tiles):
        raise ValueError(f"{setting} is not a setting of {' '.join(map(str, tiles))}")
    chosen, line = line_of(card, tiles)
    return CardCall(card, chosen, line, chosen.same_play(setting))


@cache
def _line_hands(card: Card, line: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The multisets (indices) the line decides and their weights (deals of them)."""
    numbers = _choices(card)[1]
    last = len(card.lines)
    weight = tables().weight
    picked = tuple(i for i, n in enumerate(numbers) if (n == line if line != ANY_LINE else n != last))
    return picked, tuple(int(weight[i]) for i in picked)


def deal_for_line(card: Card, line: int, rng: random.Random) -> tuple[Tile, ...]:
    """Four tiles the card's ``line`` decides (:data:`ANY_LINE`: any line but the default), drawn as
    often as a fair deal would give them; ``ValueError`` when the line decides no hand."""
    if not (line == ANY_LINE or 1 <= line <= len(card.lines)):
        raise ValueError(f"the card has no line {line}")
    picked, weights = _line_hands(card, line)
    if not picked:
        raise ValueError(f"line {line} of the card decides no hand")
    i = rng.choices(picked, weights=weights)[0]
    tiles = [KINDS[k] for k in tables().multisets[i]]
    rng.shuffle(tiles)
    return tuple(tiles)


@dataclass(frozen=True, slots=True)
class CardSavings:
    """What following the card would have changed over the player's rounds, at 5% commission."""

    rounds: int  #: the rounds counted (the player set the tiles in them)
    followed: int  #: of them, those the player set as the card does
    saved: float  #: the EV gained by the card's settings over the player's, in bets, summed

    @property
    def per_100(self) -> float:
        return self.saved / self.rounds * 100 if self.rounds else 0.0


def hand_gain(
    tiles: Sequence[Tile], setting: Setting, *, bank: bool, length: int, standalone: bool
) -> tuple[float, bool] | None:
    """The exact EV (in bets, against every opposing house-way hand, no tiles seen, at 5%
    commission) the card's setting of ``tiles`` gains over ``setting``, and whether ``setting``
    plays as the card's does; None when ``setting`` is not a setting of these tiles.

    A banking hand is graded by the banker's card.  It costs a look-up in the tables."""
    t = tables()
    i = _index(tiles)
    card_column = _choices(grading_card(length, standalone=standalone, bank=bank))[0][i]
    own = next((c for c, s in enumerate(t.settings[i]) if s.same_play(setting)), None)
    if own is None:
        return None
    advantage = t.advantage[bank]
    gain = float(advantage[i, card_column] - advantage[i, own]) / (t.pay * _OPPOSING_HANDS)
    return gain, t.settings[i][own].same_play(t.settings[i][card_column])


def record_gain(record: RoundRecord, *, length: int, standalone: bool) -> tuple[float, bool] | None:
    """:func:`hand_gain` of the player's hand in a settled round; None when the player's tiles
    are not in the record or the program set them (co-banking, the house way on a timeout)."""
    tiles = record.tiles.get(record.place)
    placed = record.settings.get(record.place)
    if tiles is None or placed is None or placed.automatic:
        return None
    return hand_gain(
        tiles, placed.setting, bank=record.banker == record.place, length=length, standalone=standalone
    )


def card_savings(
    rounds: Iterable[tuple[Sequence[Tile], Setting, bool]],
    *,
    length: int,
    standalone: bool,
) -> CardSavings:
    """Sum :func:`hand_gain` over ``(tiles, the player's setting, banking)``."""
    gains = (hand_gain(t, s, bank=b, length=length, standalone=standalone) for t, s, b in rounds)
    return savings_of(g for g in gains if g is not None)


def savings_of(gains: Iterable[tuple[float, bool]]) -> CardSavings:
    """The sum of per-hand gains (see :func:`hand_gain`)."""
    count = followed = 0
    saved = 0.0
    for gain, follows in gains:
        count += 1
        followed += follows
        saved += gain
    return CardSavings(count, followed, saved)
