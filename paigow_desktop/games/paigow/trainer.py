"""The trainer: judging a player's setting, hand categories, a spaced-repetition drill,
knowledge quizzes and hints.

Everything here is pure Python on top of the exact counts of :mod:`.strategy`; randomness
comes only from a ``random.Random`` the caller passes in, so a seeded generator replays a
session exactly.

Judging.  :func:`judge` compares a setting with the best one by exact EV.  The EV given up
is reported per 100 units bet; a setting is a *mistake* when it gives up more than
``MISTAKE_PER_100`` (0.05 units per 100 bet).  Comparisons are made on exact fractions, so
settings of equal EV are never mistakes.

The drill.  :class:`Drill` is a Leitner scheduler over hands (four tiles, in any order).
The step counter counts answers.  A hand missed, or set with a hint, enters the drill in
box 0.  An answer at step ``s`` (the ``s``-th answer) makes the card due at step
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
* a hand dealt fresh and set right without a hint is not added: there is nothing to review.

An answer to a hand already in the drill counts whether or not the card was due.  Cards
are keyed by :func:`card_key`: the four tiles sorted by kind (single-tile rank, Teen first).

Figures count unassisted answers only (a hint was not shown): :meth:`Drill.accuracy`, and
:meth:`Drill.ev_given_up_per_100_hands`, the mean of ``given_up_per_100`` over those
answers.  That is the average EV given up per hand, in units per 100 units bet; with a bet
of one unit on every hand it is equally the units given up per 100 hands.
"""

from __future__ import annotations

import enum
import itertools
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, TEEN_DAY_HANDS, Hand, HandKind, hand_key, tile_label
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, Analysis, SettingAnalysis, analyze
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile, TileError, check_copies, parse_tiles

__all__ = [
    "DEAL_TRIES",
    "DRILL_VERSION",
    "HAND_CHOICES",
    "INTERVALS",
    "MAX_BOX",
    "MISTAKE_PER_100",
    "RETIRE_AFTER",
    "TOP_BOX",
    "Card",
    "Category",
    "CategoryStats",
    "Drill",
    "DrillResult",
    "Quiz",
    "QuizKind",
    "Verdict",
    "card_key",
    "categorize",
    "describe",
    "hand_words",
    "hint",
    "judge",
    "name_the_tile",
    "pair_words",
    "tiles_of_key",
    "which_hand_wins",
    "which_pair_ranks_higher",
]

#: A setting giving up more than this many units per 100 units bet is a mistake.
MISTAKE_PER_100: Final = Fraction(5, 100)

#: Steps until a card is due again, by the box it is in after the answer (index 0..5).
INTERVALS: Final[tuple[int, ...]] = (3, 3, 8, 20, 50, 120)
#: The highest box.
MAX_BOX: Final = len(INTERVALS) - 1
#: Right answers in a row in the top boxes that retire a card.
RETIRE_AFTER: Final = 3
#: The lowest of the top boxes (3: boxes 3, 4 and 5).
TOP_BOX: Final = MAX_BOX - RETIRE_AFTER + 1
#: The version of :meth:`Drill.to_json`'s format.
DRILL_VERSION: Final = 1
#: Fresh deals tried before a category filter gives up and returns the last deal.
DEAL_TRIES: Final = 2000

#: The answers of :func:`which_hand_wins`.
HAND_CHOICES: Final[tuple[Text, Text, Text]] = (
    Text(QT_TRANSLATE_NOOP("Engine", "first")),
    Text(QT_TRANSLATE_NOOP("Engine", "second")),
    Text(QT_TRANSLATE_NOOP("Engine", "banker wins the tie")),
)

_NO_TEXT: Final = Text("")
_TEEN_OR_DAY: Final = (0, 1)


# ----------------------------------------------------------------- describing settings


def pair_words(pair_name: str) -> Text:
    """``Teen pair``: one of the 16 pairs by its name."""
    return Text(QT_TRANSLATE_NOOP("Engine", "{pair} pair"), pair=name(pair_name))


def _pair_name(hand: Hand) -> str:
    kinds = {hand.first.kind, hand.second.kind}
    return next(n for n, a, b in PAIRS if {a, b} == kinds)


def _hand_label(hand: Hand) -> str:
    kind = hand.kind
    if kind is HandKind.PAIR:
        return pair_words(_pair_name(hand))
    if kind in (HandKind.WONG, HandKind.GONG):
        return hand.name
    return str(hand.points)


def describe(setting: Setting, *, tiles: bool = False) -> Text:
    """The setting in a few words, low hand first: ``7 / Wong``, ``6 / Yun pair``.

    Points hands are their points, Wong and Gong their names, pairs ``<name> pair``;
    with ``tiles=True`` each hand's tiles follow in brackets: ``7 (3-1 2-1) / Wong (6-6 5-4)``.
    """
    low, high = _hand_label(setting.low), _hand_label(setting.high)
    if tiles:
        return Text(
            QT_TRANSLATE_NOOP("Engine", "{low} ({low_tiles}) / {high} ({high_tiles})"),
            low=low,
            low_tiles=str(setting.low),
            high=high,
            high_tiles=str(setting.high),
        )
    return Text(QT_TRANSLATE_NOOP("Engine", "{low} / {high}"), low=low, high=high)


def _describe_both(one: Setting, other: Setting) -> tuple[Text, Text]:
    """Both settings described, with their tiles when the short words would read the same."""
    a, b = describe(one), describe(other)
    if a == b:
        return describe(one, tiles=True), describe(other, tiles=True)
    return a, b


def _percent(count: int, total: int) -> str:
    return f"{100 * count / total:.1f}%" if total else "0.0%"


def _shares(entry: SettingAnalysis) -> tuple[str, str]:
    o = entry.outcomes
    return _percent(o.win, o.hands), _percent(o.loss, o.hands)


# ----------------------------------------------------------------- judging


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a player's setting compares with the best one and with the house way's."""

    analysis: Analysis
    #: The player's setting with its counts (``setting`` is the player's own tiles).
    chosen: SettingAnalysis
    #: A best setting: the player's own when it is one, else the house way's when that is
    #: best, else the first best.
    best: SettingAnalysis
    #: The house way's setting with its counts.
    house_way: SettingAnalysis
    #: Best EV minus the chosen EV, in units per 100 units bet, exactly.
    given_up_exact: Fraction
    #: The same as a float.
    given_up_per_100: float
    #: Given up by more than :data:`MISTAKE_PER_100`.
    mistake: bool
    #: The chosen setting's EV is strictly higher than the house way's.
    beats_house_way: bool
    #: One line: why the best setting is better (or that the chosen one is a best play).
    explanation: Text
    #: When ``beats_house_way``: a sentence saying so; else empty.
    house_way_note: Text = _NO_TEXT

    @property
    def setting(self) -> Setting:
        """The player's setting."""
        return self.chosen.setting

    @property
    def correct(self) -> bool:
        """Not a mistake."""
        return not self.mistake


def _advantage(entry: SettingAnalysis, commission: Fraction) -> Fraction:
    return entry.outcomes.advantage(commission)


def judge(
    tiles: Sequence[Tile],
    setting: Setting,
    *,
    bank: bool = False,
    commission: float | str | Fraction = DEFAULT_COMMISSION,
    seen: Sequence[Tile] = (),
) -> Verdict:
    """Judge a setting of four tiles against every other setting of them, exactly.

    Raises ``ValueError`` (a :class:`TileError` for bad tiles) when the setting is not
    made of these four tiles.
    """
    if not setting.holds(tiles):
        raise ValueError(f"{setting} is not a setting of {' '.join(map(str, tiles))}")
    analysis = analyze(tiles, bank=bank, commission=commission, seen=seen)
    rate = analysis.commission
    chosen = replace(analysis.entry(setting), setting=setting)
    house = analysis.house_way_entry
    top = max(_advantage(e, rate) for e in analysis.settings)
    chosen_adv = _advantage(chosen, rate)
    if chosen_adv == top:
        best = chosen
    elif house.best:
        best = house
    else:
        best = analysis.best
    hands = analysis.dealer_hands
    given_up = (top - chosen_adv) * 100 / hands if hands else Fraction(0)
    beats = chosen_adv > _advantage(house, rate)
    note = _NO_TEXT
    explanation = _explain(analysis, chosen, best, top)
    if beats:
        house_words = _describe_both(house.setting, chosen.setting)[0]
        note = Text(
            QT_TRANSLATE_NOOP(
                "Engine",
                "The house way plays {house} here; your setting wins more: "
                "the house way is not the best play.",
            ),
            house=house_words,
        )
        explanation = Text(
            QT_TRANSLATE_NOOP("Engine", "{explanation} {note}"), explanation=explanation, note=note
        )
    return Verdict(
        analysis=analysis,
        chosen=chosen,
        best=best,
        house_way=house,
        given_up_exact=given_up,
        given_up_per_100=float(given_up),
        mistake=given_up > MISTAKE_PER_100,
        beats_house_way=beats,
        explanation=explanation,
        house_way_note=note,
    )


def _explain(analysis: Analysis, chosen: SettingAnalysis, best: SettingAnalysis, top: Fraction) -> Text:
    rate = analysis.commission
    if _advantage(chosen, rate) == top:
        win, loss = _shares(chosen)
        plays = {e.setting.key for e in analysis.settings if _advantage(e, rate) == top}
        if len(plays) == 1:
            template = QT_TRANSLATE_NOOP(
                "Engine", "{setting} is the best play here: it wins {win} and loses {loss}."
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "Engine", "{setting} is one of the best plays here: it wins {win} and loses {loss}."
            )
        return Text(template, setting=describe(chosen.setting), win=win, loss=loss)
    best_words, chosen_words = _describe_both(best.setting, chosen.setting)
    win, loss = _shares(best)
    other_win, other_loss = _shares(chosen)
    return Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "{change} makes {best}: it wins {win} and loses {loss}, "
            "against {other_win} and {other_loss} for {chosen}.",
        ),
        change=_what_changes(analysis.tiles, best.setting, chosen.setting),
        best=best_words,
        win=win,
        loss=loss,
        other_win=other_win,
        other_loss=other_loss,
        chosen=chosen_words,
    )


def _pairs_in(tiles: Sequence[Tile]) -> list[tuple[str, tuple[int, int]]]:
    """The pairs four tiles hold, as (name, sorted kinds)."""
    kinds = sorted(t.kind for t in tiles)
    found = []
    for pair_name, a, b in PAIRS:
        if (a == b and kinds.count(a) >= 2) or (a != b and a in kinds and b in kinds):
            found.append((pair_name, (min(a, b), max(a, b))))
    return found


def _hand_kinds(hand: Hand) -> tuple[int, int]:
    a, b = hand.first.kind, hand.second.kind
    return (min(a, b), max(a, b))


def _keeps(setting: Setting, kinds: tuple[int, int]) -> Hand | None:
    return next((h for h in (setting.low, setting.high) if _hand_kinds(h) == kinds), None)


def _features(setting: Setting) -> list[str]:
    """The Wong, Gong or high nine hands of a setting (Teen or Day with a 9, 8 or 7)."""
    found = []
    for hand in (setting.high, setting.low):
        if hand.first.kind in _TEEN_OR_DAY and hand.kind is not HandKind.PAIR:
            feature = TEEN_DAY_HANDS.get(hand.second.tile_class)
            if feature is not None:
                found.append(feature)
    return found


def _partner(setting: Setting, tile: Tile) -> tuple[Tile, str]:
    for hand, side in ((setting.low, "low"), (setting.high, "high")):
        if hand.first == tile:
            return hand.second, side
        if hand.second == tile:
            return hand.first, side
    raise ValueError(f"{tile} is not in {setting}")  # pragma: no cover - callers pass held tiles


def _what_changes(tiles: Sequence[Tile], best: Setting, chosen: Setting) -> Text:
    """The leading words of an explanation: what the best setting does differently."""
    for pair_name, kinds in _pairs_in(tiles):
        kept_best, kept_chosen = _keeps(best, kinds), _keeps(chosen, kinds)
        if kept_best is not None and kept_chosen is None:
            if kept_best == best.low:
                template = QT_TRANSLATE_NOOP("Engine", "Keeping the {pair} pair together in the low hand")
            else:
                template = QT_TRANSLATE_NOOP("Engine", "Keeping the {pair} pair together in the high hand")
            return Text(template, pair=name(pair_name))
        if kept_best is None and kept_chosen is not None:
            return Text(QT_TRANSLATE_NOOP("Engine", "Splitting the {pair} pair"), pair=name(pair_name))
    gained = [f for f in _features(best) if f not in _features(chosen)]
    if gained:
        return Text(QT_TRANSLATE_NOOP("Engine", "Playing the {feature}"), feature=name(gained[0]))
    lost = [f for f in _features(chosen) if f not in _features(best)]
    if lost:
        return Text(QT_TRANSLATE_NOOP("Engine", "Breaking up the {feature}"), feature=name(lost[0]))
    for tile in tiles:
        if not tile.is_gee_joon:
            continue
        (mate, side), (old_mate, old_side) = _partner(best, tile), _partner(chosen, tile)
        if mate.kind != old_mate.kind or side != old_side:
            hand = best.high if side == "high" else best.low
            values = [v for v in tile.point_values if (v + mate.pips) % 10 == hand.points]
            counting: str = ""
            if hand.kind is HandKind.POINTS and values:
                counting = Text(QT_TRANSLATE_NOOP("Engine", " (counting it as {value})"), value=values[0])
            if side == "high":
                template = QT_TRANSLATE_NOOP(
                    "Engine", "Playing Gee Joon {tile} with {mate} {mate_tile} in the high hand{counting}"
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "Engine", "Playing Gee Joon {tile} with {mate} {mate_tile} in the low hand{counting}"
                )
            return Text(
                template, tile=str(tile), mate=name(mate.name), mate_tile=str(mate), counting=counting
            )
    low_up, high_up = best.low.key > chosen.low.key, best.high.key > chosen.high.key
    if low_up and high_up:
        return Text(QT_TRANSLATE_NOOP("Engine", "Making both hands stronger"))
    if low_up:
        return Text(QT_TRANSLATE_NOOP("Engine", "Making the low hand stronger"))
    return Text(QT_TRANSLATE_NOOP("Engine", "Making the high hand stronger"))


# ----------------------------------------------------------------- categories


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
    if _pairs_in(tiles):
        return Category.PAIR_SPLIT_OR_KEEP
    for i, tile in enumerate(tiles):
        if tile.is_gee_joon:
            others = [t for j, t in enumerate(tiles) if j != i]
            if any(Hand.of(tile, o).points != (tile.pips + o.pips) % 10 for o in others):
                return Category.GEE_JOON
    if any(t.kind in _TEEN_OR_DAY for t in tiles) and any(t.tile_class in TEEN_DAY_HANDS for t in tiles):
        return Category.WONG_GONG_NINE
    return Category.BALANCE


# ----------------------------------------------------------------- the drill


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

    def next_hand(self, rng: random.Random, *, category: Category | None = None) -> tuple[Tile, ...]:
        """The next hand: the oldest due card, else a fresh deal from the full set.

        With a category, only due cards of that category count, and fresh hands are dealt
        until one is of it (at most :data:`DEAL_TRIES` deals; then the last deal is returned).
        """
        due = self.due_cards(category)
        if due:
            return due[0].tiles
        deal = tuple(rng.sample(FULL_SET, 4))
        if category is not None:
            for _ in range(DEAL_TRIES - 1):
                if categorize(deal) is category:
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
        new: Card | None
        retired = False
        if not correct:
            new = Card(key, 0, self._step + INTERVALS[0], 0, category)
        elif old is None:
            # A fresh hand set right: reviewed again only when a hint was needed.
            new = Card(key, 0, self._step + INTERVALS[0], 0, category) if assisted else None
        elif assisted:
            new = replace(old, due=self._step + INTERVALS[old.box])
        elif old.box >= TOP_BOX and min(old.streak, old.box - TOP_BOX) + 1 >= RETIRE_AFTER:
            new, retired = None, True
        else:
            box = min(old.box + 1, MAX_BOX)
            new = replace(old, box=box, due=self._step + INTERVALS[box], streak=old.streak + 1)
        if new is None:
            self._cards.pop(key, None)
        else:
            self._cards[key] = new
            self._retired.discard(key)
        if retired:
            self._retired.add(key)
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


# ----------------------------------------------------------------- quizzes


class QuizKind(enum.Enum):
    TILE_NAME = "tile-name"
    PAIR_RANK = "pair-rank"
    HAND_WINS = "hand-wins"


@dataclass(frozen=True, slots=True)
class Quiz:
    """One multiple-choice question; ``answer`` is one of ``choices``, exactly once."""

    kind: QuizKind
    question: Text
    choices: tuple[Text, ...]
    answer: Text
    explanation: Text
    #: The tiles to show: one for a tile name, the two pairs or the two hands (first, second).
    tiles: tuple[Tile, ...] = field(default=())

    def is_correct(self, choice: str) -> bool:
        return choice == self.answer


def _ordinal(n: int) -> Text:
    """``1st``, ``2nd``, ``3rd``, ``11th``: translated as a whole (第 1 in Chinese)."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return Text(QT_TRANSLATE_NOOP("Engine", "{n}th"), n=n)
    if n % 10 == 1:
        return Text(QT_TRANSLATE_NOOP("Engine", "{n}st"), n=n)
    if n % 10 == 2:
        return Text(QT_TRANSLATE_NOOP("Engine", "{n}nd"), n=n)
    return Text(QT_TRANSLATE_NOOP("Engine", "{n}rd"), n=n)


def name_the_tile(rng: random.Random) -> Quiz:
    """Show a tile and choose its Cantonese name among four (tiles sharing a name share the answer)."""
    tile = rng.choice(KINDS)
    names = list(dict.fromkeys(t.name for t in KINDS))
    wrong = rng.sample([n for n in names if n != tile.name], 3)
    choices = [name(tile.name), *map(name, wrong)]
    rng.shuffle(choices)
    twin = next((t for t in KINDS if t.name == tile.name and t != tile), None)
    # The Cantonese name stays as it is in every language (a Chinese translation can lead
    # with the Chinese name, which the choices are translated to).
    fields = {
        "tile": str(tile),
        "cantonese": tile.name,
        "chinese": tile.chinese_name,
        "english": tile.english_name,
    }
    if twin is None:
        explanation = Text(
            QT_TRANSLATE_NOOP("Engine", "{tile} is {cantonese} ({chinese}, {english})."), **fields
        )
    else:
        explanation = Text(
            QT_TRANSLATE_NOOP(
                "Engine", "{tile} is {cantonese} ({chinese}, {english}); {twin} has the same name."
            ),
            twin=str(twin),
            **fields,
        )
    question = Text(QT_TRANSLATE_NOOP("Engine", "What is the name of {tile}?"), tile=str(tile))
    return Quiz(QuizKind.TILE_NAME, question, tuple(choices), name(tile.name), explanation, (tile,))


def _pair_tiles(index: int) -> tuple[Tile, Tile]:
    _, a, b = PAIRS[index]
    return KINDS[a], KINDS[b]


def which_pair_ranks_higher(rng: random.Random) -> Quiz:
    """Two of the 16 pairs: which ranks higher?"""
    i, j = rng.sample(range(len(PAIRS)), 2)
    (a1, a2), (b1, b2) = _pair_tiles(i), _pair_tiles(j)
    first, second = pair_words(PAIRS[i][0]), pair_words(PAIRS[j][0])
    answer = first if i < j else second
    top, low = (i, j) if i < j else (j, i)
    explanation = Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "{top} is the {top_rank} of the 16 pairs and {low} the {low_rank}; "
            "the Gee Joon pair is the highest, then Teen and Day.",
        ),
        top=pair_words(PAIRS[top][0]),
        top_rank=_ordinal(top + 1),
        low=pair_words(PAIRS[low][0]),
        low_rank=_ordinal(low + 1),
    )
    question = Text(
        QT_TRANSLATE_NOOP(
            "Engine", "Which pair ranks higher: {first} ({first_tiles}) or {second} ({second_tiles})?"
        ),
        first=first,
        first_tiles=f"{a1} {a2}",
        second=second,
        second_tiles=f"{b1} {b2}",
    )
    return Quiz(
        QuizKind.PAIR_RANK,
        question,
        (first, second),
        answer,
        explanation,
        (a1, a2, b1, b2),
    )


def hand_words(hand: Hand) -> str:
    """A hand in a few words: ``Teen pair``, ``Wong (Day)``, ``7 points, high tile Mooy``,
    ``1 point, high tile Bon``, ``0 points``."""
    if hand.kind is HandKind.PAIR:
        return pair_words(_pair_name(hand))
    if hand.kind is HandKind.POINTS:
        if hand.points == 0:
            return Text(QT_TRANSLATE_NOOP("Engine", "0 points"))
        if hand.points == 1:
            template = QT_TRANSLATE_NOOP("Engine", "1 point, high tile {tile}")
            return Text(template, tile=tile_label(hand.first))
        template = QT_TRANSLATE_NOOP("Engine", "{points} points, high tile {tile}")
        return Text(template, points=hand.points, tile=tile_label(hand.first))
    return hand.long_name  # Wong or Gong with its high tile


def _showdown_reason(high: Hand, low: Hand) -> Text:
    if high.kind is not low.kind:
        return Text(
            QT_TRANSLATE_NOOP("Engine", "pairs beat Wong, Wong beats Gong, and Gong beats any points hand")
        )
    if high.kind is HandKind.PAIR:
        return Text(QT_TRANSLATE_NOOP("Engine", "the higher pair wins"))
    if high.kind is HandKind.WONG:
        return Text(QT_TRANSLATE_NOOP("Engine", "between two Wongs the higher tile (Teen over Day) decides"))
    if high.kind is HandKind.GONG:
        return Text(QT_TRANSLATE_NOOP("Engine", "between two Gongs the higher tile (Teen over Day) decides"))
    if high.points != low.points:
        return Text(QT_TRANSLATE_NOOP("Engine", "more points win"))
    return Text(QT_TRANSLATE_NOOP("Engine", "with equal points the higher of the two highest tiles decides"))


def _tie_deal(rng: random.Random, *, zero: bool) -> tuple[Tile, ...] | None:
    """Four tiles whose two hands (tiles 0-1 and 2-3) tie: both 0, or a copy."""
    for _ in range(500):
        first = rng.sample(FULL_SET, 2)
        key = hand_key(first[0], first[1])
        if (key == 0) != zero:
            continue
        rest = list(FULL_SET)
        rest.remove(first[0])
        rest.remove(first[1])
        mates = [pair for pair in itertools.combinations(rest, 2) if hand_key(*pair) == key]
        if mates:
            return (*first, *rng.choice(mates))
    return None


def which_hand_wins(rng: random.Random) -> Quiz:
    """Two two-tile hands: does the first win, the second, or is it a tie the banker wins?

    A third of the questions are forced ties (a sixth zero against zero, a sixth copies),
    on top of the ties random deals make.
    """
    roll = rng.random()
    deal: tuple[Tile, ...] | None = None
    if roll < 1 / 6:
        deal = _tie_deal(rng, zero=True)
    elif roll < 1 / 3:
        deal = _tie_deal(rng, zero=False)
    if deal is None:
        deal = tuple(rng.sample(FULL_SET, 4))
    first, second = Hand.of(deal[0], deal[1]), Hand.of(deal[2], deal[3])
    one, two = hand_words(first), hand_words(second)
    explanation: Text
    if first.key == second.key:
        answer = HAND_CHOICES[2]
        if first.key == 0:
            explanation = Text(
                QT_TRANSLATE_NOOP(
                    "Engine", "Both hands are 0: zero against zero goes to the banker, whatever the tiles."
                )
            )
        else:
            explanation = Text(
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Both hands are {hand}: a copy (equal hands, equally ranked highest tiles), "
                    "which the banker wins.",
                ),
                hand=one,
            )
    else:
        answer = HAND_CHOICES[0] if first.key > second.key else HAND_CHOICES[1]
        high, low = (first, second) if first.key > second.key else (second, first)
        explanation = Text(
            QT_TRANSLATE_NOOP("Engine", "{high} beats {low}: {reason}."),
            high=hand_words(high),
            low=hand_words(low),
            reason=_showdown_reason(high, low),
        )
    question = Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Which hand wins: the first ({first_tiles}, {first}) or the second ({second_tiles}, {second})?",
        ),
        first_tiles=str(first),
        first=one,
        second_tiles=str(second),
        second=two,
    )
    return Quiz(
        QuizKind.HAND_WINS,
        question,
        HAND_CHOICES,
        answer,
        explanation,
        (*first.tiles, *second.tiles),
    )


# ----------------------------------------------------------------- hints


def _kind_words(hand: Hand) -> Text:
    kind = hand.kind
    if kind is HandKind.PAIR:
        return Text(QT_TRANSLATE_NOOP("Engine", "a pair"))
    if kind is HandKind.WONG:
        return Text(QT_TRANSLATE_NOOP("Engine", "a Wong"))
    if kind is HandKind.GONG:
        return Text(QT_TRANSLATE_NOOP("Engine", "a Gong"))
    if hand.points == 1:
        return Text(QT_TRANSLATE_NOOP("Engine", "1 point"))
    return Text(QT_TRANSLATE_NOOP("Engine", "{points} points"), points=hand.points)


def hint(
    tiles: Sequence[Tile],
    *,
    bank: bool = False,
    commission: float | str | Fraction = DEFAULT_COMMISSION,
    seen: Sequence[Tile] = (),
) -> Text:
    """One sentence that helps without giving the setting away: the house way's rule and the
    kind of hand the best setting makes high."""
    analysis = analyze(tiles, bank=bank, commission=commission, seen=seen)
    house = analysis.house_way
    best = analysis.house_way_entry if analysis.house_way_entry.best else analysis.best
    if analysis.house_way_entry.best:
        template = QT_TRANSLATE_NOOP(
            "Engine",
            "The house way decides this hand by rule {rule} ({detail}), "
            "and the best play makes {kind} in the high hand.",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Engine",
            "The house way decides this hand by rule {rule} ({detail}), "
            "and the best play makes {kind} in the high hand, but it is not the house way's setting here.",
        )
    return Text(template, rule=int(house.rule), detail=house.detail, kind=_kind_words(best.setting.high))
