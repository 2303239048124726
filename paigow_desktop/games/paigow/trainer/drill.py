"""Hand categories and the spaced-repetition drill.

The drill.  :class:`Drill` is a Leitner scheduler over hands (four tiles, in any order),
scheduled by :func:`paigow_desktop.core.leitner.reschedule` (every game's drills share it;
Pai Gow's adds the hints).  The step counter counts answers.  A hand missed, or set with a
hint, enters the drill in box 0.  An answer at step ``s`` (the ``s``-th answer) makes the card due at step
``s + INTERVALS[box]``, where ``box`` is its new box:

* a mistake (with or without a hint) puts the card in box 0: due 3 steps later;
* a right answer without a hint moves it up one box, to at most box 5: due 3, 8, 20, 50
  or 120 steps later for boxes 1 to 5;
* a right answer with a hint leaves box and streak alone and schedules the card again at
  its box's interval;
* a card *retires* (leaves the drill) on a right answer without a hint when its last
  ``RETIRE_AFTER`` (3) right answers in a row were all given in the top boxes, boxes
  ``TOP_BOX`` (3) to 5.  Because a right answer lifts a card exactly one box and a miss
  drops it to box 0, that is a right answer given in box 5, after right answers in
  boxes 3 and 4: six right answers in a row after the last miss.
* a hand dealt fresh and set right without a hint is not added: there is nothing to review;
* a hand missed at the table (:meth:`Drill.add_missed`) enters box 0, due at once (a card
  already in the drill goes back to box 0, due at once; a hand learnt comes back).  It is not
  an answer in the drill: the step counter and the figures are left alone.  The drill keeps the
  number of the last table answer it has taken in (:meth:`Drill.take_table_answers`), so the
  table's answers reach it whenever it is opened, and none twice.

An answer to a hand already in the drill counts whether or not the card was due.  Cards
are keyed by :func:`card_key`: the four tiles sorted by kind (single-tile rank, Teen first).

Figures count unassisted answers only (a hint was not shown): :meth:`Drill.accuracy`, and
:meth:`Drill.ev_given_up_per_100_hands`, the mean of ``given_up_per_100`` over those
answers.  That is the average EV given up per hand, in units per 100 units bet; with a bet
of one unit on every hand it is equally the units given up per 100 hands.
"""

from __future__ import annotations

import enum
import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from paigow_desktop.core.leitner import MAX_BOX, file_card, reschedule
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow.hands import TEEN_DAY_HANDS, Hand
from paigow_desktop.games.paigow.trainer.judge import TEEN_OR_DAY, Verdict, pairs_in
from paigow_desktop.tiles.tile import FULL_SET, Tile, TileError, check_copies, parse_tiles

#: The version of :meth:`Drill.to_json`'s format.
DRILL_VERSION: Final = 1


#: Fresh deals tried before a category filter gives up and returns the last deal.
DEAL_TRIES: Final = 2000


class Category(enum.Enum):
    """What a hand mainly teaches; :func:`categorize` gives the first that applies."""

    PAIR_SPLIT_OR_KEEP = "pair"
    GEE_JOON = "gee-joon"
    WONG_GONG_NINE = "wong-gong-nine"
    BALANCE = "balance"

    @property
    def label(self) -> Text:
        """Readable words for menus and tables."""
        return _CATEGORY_LABELS[self]


_CATEGORY_LABELS: Final = {
    Category.PAIR_SPLIT_OR_KEEP: Text(QT_TRANSLATE_NOOP("Engine", "Pairs: split or keep")),
    Category.GEE_JOON: Text(QT_TRANSLATE_NOOP("Engine", "Gee Joon: 3 or 6")),
    Category.WONG_GONG_NINE: Text(QT_TRANSLATE_NOOP("Engine", "Wong, Gong and high nine")),
    Category.BALANCE: Text(QT_TRANSLATE_NOOP("Engine", "Balancing low and high")),
}


def categorize(tiles: Sequence[Tile]) -> Category:
    """The first category that applies, in this order.

    ``PAIR_SPLIT_OR_KEEP``: the tiles hold a pair (any of the 16, the Gee Joon pair too).
    ``GEE_JOON``: a Gee Joon tile without its mate, and in some setting the hand holding it
    counts it at its other value (2-1 as 6, 4-2 as 3): its 3-or-6 matters.
    ``WONG_GONG_NINE``: Teen or Day with a 9, an 8 or a 7 (a Wong, Gong or high nine can be made).
    ``BALANCE``: everything else, where the choice is balancing the low hand against the high.
    """
    if len(tiles) != 4:
        raise TileError(f"a hand is four tiles, got {len(tiles)}", " ".join(map(str, tiles)))
    if pairs_in(tiles):
        return Category.PAIR_SPLIT_OR_KEEP
    for i, tile in enumerate(tiles):
        if tile.is_gee_joon:
            others = [t for j, t in enumerate(tiles) if j != i]
            if any(Hand.of(tile, o).points != (tile.pips + o.pips) % 10 for o in others):
                return Category.GEE_JOON
    if any(t.kind in TEEN_OR_DAY for t in tiles) and any(t.tile_class in TEEN_DAY_HANDS for t in tiles):
        return Category.WONG_GONG_NINE
    return Category.BALANCE


def card_key(tiles: Sequence[Tile]) -> str:
    """The canonical key of four tiles, sorted by kind (single-tile rank, Teen first): ``6-6 3-1 5-4 2-1``."""
    if len(tiles) != 4:
        raise TileError(f"a hand is four tiles, got {len(tiles)}", " ".join(map(str, tiles)))
    check_copies(tiles)
    return " ".join(str(t) for t in sorted(tiles, key=lambda t: t.kind))


def tiles_of_key(key: str) -> tuple[Tile, ...]:
    """The four tiles of a :func:`card_key`, in its order."""
    return parse_tiles(key, count=4)


@dataclass(frozen=True, slots=True)
class Card:
    """One hand in the drill."""

    key: str  #: the four tiles, :func:`card_key`
    box: int  #: Leitner box 0..5
    due: int  #: the step from which the card is due
    streak: int  #: right answers in a row without a hint since the last miss
    category: Category

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tiles_of_key(self.key)


@dataclass(frozen=True, slots=True)
class DrillResult:
    """What one answer did to the drill."""

    key: str
    category: Category
    correct: bool  #: not a mistake
    assisted: bool  #: a hint was shown (the answer is left out of the figures)
    given_up_per_100: float
    step: int  #: the step counter after the answer
    card: Card | None  #: the card after the answer; None when the hand is not in the drill
    box_before: int | None  #: the card's box before the answer; None for a new hand
    retired: bool  #: the answer retired the card


@dataclass(frozen=True, slots=True)
class CategoryStats:
    """Unassisted answers in one category."""

    category: Category
    answered: int
    right: int
    given_up_per_100: float  #: the total over those answers

    @property
    def accuracy(self) -> float | None:
        """Right answers over answers; None before the first."""
        return self.right / self.answered if self.answered else None


@dataclass
class _Tally:
    answered: int = 0
    right: int = 0
    given_up: float = 0.0


class Drill:
    """A Leitner drill over hands: cards, a step counter and running figures.

    See the module's documentation for the exact rules.
    """

    def __init__(self) -> None:
        self._step = 0
        self._cards: dict[str, Card] = {}
        self._retired: set[str] = set()
        self._assisted = 0
        self._tallies: dict[Category, _Tally] = {c: _Tally() for c in Category}
        #: the last table answer taken in (its number in the trainer's record); None for a drill
        #: kept before the table's misses joined it, which starts from the table's newest answer
        #: (older misses may have been learnt in the drill since: they are not brought back)
        self.table_seen: int | None = 0

    # ---- state

    @property
    def step(self) -> int:
        """Answers recorded so far."""
        return self._step

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the drill, soonest due first."""
        return tuple(sorted(self._cards.values(), key=_due_order))

    @property
    def retired(self) -> frozenset[str]:
        """Keys of the hands that left the drill, learnt."""
        return frozenset(self._retired)

    @property
    def assisted_answers(self) -> int:
        return self._assisted

    def card(self, tiles: Sequence[Tile]) -> Card | None:
        """The card of these tiles, if they are in the drill."""
        return self._cards.get(card_key(tiles))

    def due_cards(self, category: Category | None = None) -> tuple[Card, ...]:
        """Cards due now (of one category, if given), oldest due first."""
        return tuple(
            c for c in self.cards if c.due <= self._step and (category is None or c.category is category)
        )

    # ---- dealing and answering

    def next_hand(
        self, rng: random.Random, *, category: Category | None = None, skipped: str | None = None
    ) -> tuple[Tile, ...]:
        """The next hand: the oldest due card, else a fresh deal from the full set.

        With a category, only due cards of that category count, and fresh hands are dealt
        until one is of it (at most :data:`DEAL_TRIES` deals; then the last deal is returned).
        ``skipped``: the key of a hand the player passed over unanswered, not dealt again at
        once (a due card stays due).
        """
        due = [card for card in self.due_cards(category) if card.key != skipped]
        if due:
            return due[0].tiles
        deal = tuple(rng.sample(FULL_SET, 4))
        for _ in range(DEAL_TRIES - 1):
            if (category is None or categorize(deal) is category) and card_key(deal) != skipped:
                break
            deal = tuple(rng.sample(FULL_SET, 4))
        return deal

    def record(self, tiles: Sequence[Tile], verdict: Verdict, *, assisted: bool) -> DrillResult:
        """Record an answer and reschedule the hand; see the module's documentation."""
        key = card_key(tiles)
        if card_key(verdict.analysis.tiles) != key:
            raise ValueError(f"the verdict is about {card_key(verdict.analysis.tiles)}, not {key}")
        self._step += 1
        correct = not verdict.mistake
        category = categorize(tiles)
        if assisted:
            self._assisted += 1
        else:
            tally = self._tallies[category]
            tally.answered += 1
            tally.right += correct
            tally.given_up += verdict.given_up_per_100
        old = self._cards.get(key)
        schedule, retired = reschedule(
            None if old is None else (old.box, old.streak), correct, assisted=assisted
        )
        new = (
            None
            if schedule is None
            else Card(key, schedule.box, self._step + schedule.wait, schedule.streak, category)
        )
        file_card(self._cards, self._retired, key, new, retired)
        return DrillResult(
            key=key,
            category=category,
            correct=correct,
            assisted=assisted,
            given_up_per_100=verdict.given_up_per_100,
            step=self._step,
            card=new,
            box_before=None if old is None else old.box,
            retired=retired,
        )

    def add_missed(self, tiles: Sequence[Tile]) -> Card:
        """A hand set weakly at the table: into box 0, due at once, to practise next."""
        key = card_key(tiles)
        card = Card(key, 0, self._step, 0, categorize(tiles))
        file_card(self._cards, self._retired, key, card, False)
        return card

    def take_table_answers(self, answers: Iterable[tuple[int, Sequence[Tile], bool]]) -> int:
        """Take in the table's answers (number, tiles, correct) newer than :attr:`table_seen`:
        each hand set weakly is added as missed.  The number of hands added.  A drill kept
        before the table's misses joined it (:attr:`table_seen` None) only notes the newest."""
        taken = sorted(answers, key=lambda answer: answer[0])
        if self.table_seen is None:  # kept before the table's misses joined: start from here
            self.table_seen = taken[-1][0] if taken else 0
            return 0
        added = 0
        for number, tiles, correct in taken:
            if number <= self.table_seen:
                continue
            self.table_seen = number
            if not correct:
                self.add_missed(tiles)
                added += 1
        return added

    # ---- figures

    def answered(self) -> int:
        """Unassisted answers recorded."""
        return sum(t.answered for t in self._tallies.values())

    def accuracy(self) -> float | None:
        """Share of unassisted answers that were not mistakes; None before the first."""
        answered = self.answered()
        return sum(t.right for t in self._tallies.values()) / answered if answered else None

    def ev_given_up_per_100_hands(self) -> float | None:
        """Mean EV given up per unassisted hand, in units per 100 units bet; None before the first.

        With one unit bet on every hand this is also the units given up per 100 hands.
        """
        answered = self.answered()
        return sum(t.given_up for t in self._tallies.values()) / answered if answered else None

    def category_stats(self) -> dict[Category, CategoryStats]:
        """Unassisted answers, right answers and EV given up, for every category."""
        return {c: CategoryStats(c, t.answered, t.right, t.given_up) for c, t in self._tallies.items()}

    # ---- storage

    def to_json(self) -> str:
        """The whole drill as JSON text (see :meth:`from_json`)."""
        data: dict[str, Any] = {
            "version": DRILL_VERSION,
            "step": self._step,
            "assisted": self._assisted,
            "cards": [
                {"key": c.key, "box": c.box, "due": c.due, "streak": c.streak, "category": c.category.value}
                for c in self.cards
            ],
            "retired": sorted(self._retired),
            "table_seen": self.table_seen,
            "stats": {
                c.value: {"answered": t.answered, "right": t.right, "given_up": t.given_up}
                for c, t in self._tallies.items()
            },
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Drill:
        """Read :meth:`to_json`'s text; ``ValueError`` for damaged data or a newer version."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("a drill is a JSON object")
            version = data.get("version")
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                raise ValueError(f"not a drill version: {version!r}")
            if version > DRILL_VERSION:
                raise ValueError(
                    f"the drill was saved by a newer version (format {version}; this one reads "
                    f"{DRILL_VERSION})"
                )
            drill = cls()
            drill._step = _int(data["step"])
            drill._assisted = _int(data.get("assisted", 0))
            drill.table_seen = _int(data["table_seen"]) if "table_seen" in data else None
            for item in data["cards"]:
                tiles = tiles_of_key(str(item["key"]))
                key, box = card_key(tiles), _int(item["box"])
                if box > MAX_BOX:
                    raise ValueError(f"no box {box}")
                Category(item["category"])  # checked, but worked out again: the rules may have changed
                card = Card(key, box, _int(item["due"]), _int(item["streak"]), categorize(tiles))
                drill._cards[key] = card
            drill._retired = {card_key(tiles_of_key(str(k))) for k in data.get("retired", [])}
            for value, row in data.get("stats", {}).items():
                tally = drill._tallies[Category(value)]
                tally.answered, tally.right = _int(row["answered"]), _int(row["right"])
                tally.given_up = float(row["given_up"])
                if tally.right > tally.answered:
                    raise ValueError("more right answers than answers")
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"damaged drill data: {error!r}") from error
        return drill


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"expected a whole number, not {value!r}")
    return value


def _due_order(card: Card) -> tuple[int, int, str]:
    return (card.due, card.box, card.key)
