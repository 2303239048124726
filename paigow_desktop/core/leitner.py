"""A small Leitner scheduler for trainer drills: cards keyed by text, boxes, due steps, retirement.

Any game's drill can keep its questions here; the card's key is the game's own notation of a
question, from which the game can ask it again.  The scheduling (:func:`reschedule`) is the
Pai Gow drill's too, which adds hints:

* the step counter counts answers;
* a wrong answer puts the card in box 0, due ``INTERVALS[0]`` (3) steps later;
* a right answer moves the card up one box (at most box 5), due 3, 8, 20, 50 or 120 steps
  later for boxes 1 to 5;
* a right answer in box ``TOP_BOX`` or above, after right answers in the top boxes that make
  ``RETIRE_AFTER`` (3) in a row there, retires the card: it leaves the drill, learnt;
* a question asked fresh and answered right is not added: there is nothing to review.

Tallies count answers and right answers by category (a word the game chooses).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final, TypeVar

_C = TypeVar("_C")

__all__ = [
    "INTERVALS",
    "LEITNER_VERSION",
    "MAX_BOX",
    "RETIRE_AFTER",
    "TOP_BOX",
    "Leitner",
    "LeitnerCard",
    "LeitnerResult",
    "Schedule",
    "Tally",
    "file_card",
    "reschedule",
]

#: Steps until a card is due again, by the box it is in after the answer (index 0..5).
INTERVALS: Final[tuple[int, ...]] = (3, 3, 8, 20, 50, 120)
#: The highest box.
MAX_BOX: Final = len(INTERVALS) - 1
#: Right answers in a row in the top boxes that retire a card.
RETIRE_AFTER: Final = 3
#: The lowest of the top boxes (3: boxes 3, 4 and 5).
TOP_BOX: Final = MAX_BOX - RETIRE_AFTER + 1
#: The version of :meth:`Leitner.to_json`'s format.
LEITNER_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class Schedule:
    """Where an answer puts a card: its box, the steps until it is due, its streak of right
    answers."""

    box: int
    wait: int
    streak: int


def reschedule(
    old: tuple[int, int] | None, correct: bool, *, assisted: bool = False
) -> tuple[Schedule | None, bool]:
    """The card's schedule after an answer, from its box and streak before (None: a question
    asked fresh), or None when it is not (or no longer) in the drill; and whether it retired.
    ``assisted`` (a hint was needed): a right answer keeps the card where it is, or adds a fresh
    question at box 0.  The rules are in the module's documentation."""
    if not correct:
        return Schedule(0, INTERVALS[0], 0), False
    if old is None:
        return (Schedule(0, INTERVALS[0], 0) if assisted else None), False
    box, streak = old
    if assisted:
        return Schedule(box, INTERVALS[box], streak), False
    if box >= TOP_BOX and min(streak, box - TOP_BOX) + 1 >= RETIRE_AFTER:
        return None, True
    box = min(box + 1, MAX_BOX)
    return Schedule(box, INTERVALS[box], streak + 1), False


def file_card(cards: dict[str, _C], retired: set[str], key: str, card: _C | None, learnt: bool) -> None:
    """Keep ``card`` under ``key`` (None: take it out) and note a card that retired."""
    if card is None:
        cards.pop(key, None)
    else:
        cards[key] = card
        retired.discard(key)
    if learnt:
        retired.add(key)


@dataclass(frozen=True, slots=True)
class LeitnerCard:
    """One question in the drill."""

    key: str
    category: str
    box: int
    due: int
    streak: int


@dataclass(frozen=True, slots=True)
class LeitnerResult:
    """What one answer did: the card after it (None when not in the drill) and whether it retired."""

    key: str
    correct: bool
    step: int
    card: LeitnerCard | None
    box_before: int | None
    retired: bool


@dataclass(frozen=True, slots=True)
class Tally:
    """Answers and right answers in one category."""

    answered: int = 0
    right: int = 0

    @property
    def accuracy(self) -> float | None:
        return self.right / self.answered if self.answered else None


class Leitner:
    """Cards keyed by text, scheduled by answer steps; see the module's documentation."""

    def __init__(self) -> None:
        self._step = 0
        self._cards: dict[str, LeitnerCard] = {}
        self._retired: set[str] = set()
        self._tallies: dict[str, Tally] = {}

    @property
    def step(self) -> int:
        return self._step

    @property
    def cards(self) -> tuple[LeitnerCard, ...]:
        """The cards in the drill, soonest due first."""
        return tuple(sorted(self._cards.values(), key=lambda c: (c.due, c.box, c.key)))

    @property
    def retired(self) -> frozenset[str]:
        return frozenset(self._retired)

    def card(self, key: str) -> LeitnerCard | None:
        return self._cards.get(key)

    def due_cards(self, category: str | None = None) -> tuple[LeitnerCard, ...]:
        """Cards due now (of one category, if given), soonest due first."""
        return tuple(
            c for c in self.cards if c.due <= self._step and (category is None or c.category == category)
        )

    def tally(self, category: str) -> Tally:
        return self._tallies.get(category, Tally())

    def totals(self) -> Tally:
        return Tally(
            sum(t.answered for t in self._tallies.values()), sum(t.right for t in self._tallies.values())
        )

    def record(self, key: str, category: str, correct: bool) -> LeitnerResult:
        """Count an answer and schedule the card again (see the module's documentation)."""
        self._step += 1
        old_tally = self.tally(category)
        self._tallies[category] = Tally(old_tally.answered + 1, old_tally.right + int(correct))
        old = self._cards.get(key)
        schedule, retired = reschedule(None if old is None else (old.box, old.streak), correct)
        new = (
            None
            if schedule is None
            else LeitnerCard(key, category, schedule.box, self._step + schedule.wait, schedule.streak)
        )
        file_card(self._cards, self._retired, key, new, retired)
        return LeitnerResult(key, correct, self._step, new, None if old is None else old.box, retired)

    def forget(self, key: str) -> None:
        """Take a card out of the drill (a question that can no longer be asked)."""
        self._cards.pop(key, None)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "version": LEITNER_VERSION,
            "step": self._step,
            "cards": [
                {"key": c.key, "category": c.category, "box": c.box, "due": c.due, "streak": c.streak}
                for c in self.cards
            ],
            "retired": sorted(self._retired),
            "stats": {
                k: {"answered": t.answered, "right": t.right} for k, t in sorted(self._tallies.items())
            },
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Leitner:
        """Read :meth:`to_json`'s text; ``ValueError`` for damaged data or a newer version."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("a drill is a JSON object")
            version = _count(data.get("version"))
            if version < 1 or version > LEITNER_VERSION:
                raise ValueError(f"drill format {version} is not one this version reads")
            drill = cls()
            drill._step = _count(data["step"])
            for item in data["cards"]:
                box = _count(item["box"])
                if box > MAX_BOX:
                    raise ValueError(f"no box {box}")
                key, category = item["key"], item["category"]
                if not isinstance(key, str) or not isinstance(category, str):
                    raise ValueError("a card's key and category are text")
                drill._cards[key] = LeitnerCard(
                    key, category, box, _count(item["due"]), _count(item["streak"])
                )
            drill._retired = {str(k) for k in data.get("retired", [])}
            for category, row in data.get("stats", {}).items():
                answered, right = _count(row["answered"]), _count(row["right"])
                if right > answered:
                    raise ValueError("more right answers than answers")
                drill._tallies[str(category)] = Tally(answered, right)
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
            raise ValueError(f"damaged drill data: {error!r}") from error
        return drill


def _count(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"expected a whole number, not {value!r}")
    return value
