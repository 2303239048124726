"""The Tien Gow drill: four kinds of question, each answered by the engine, in spaced repetition.

Kinds (:class:`DrillKind`):

- ``LEGAL_SET``: one to four tiles; is it a legal set, and of which kind?  (``identify``)
- ``WHICH_WINS``: two sets of the same size played to a trick; does the second beat the first,
  or does the first keep the trick?  (``beats``: the same kind and a strictly better rank)
- ``UNBEATABLE``: eight dealt tiles and a lead from them; is the lead unbeatable in your own
  eyes?  (``unbeatable_in_own_eyes``)
- ``SETTLEMENT``: columns, banker, winner and multipliers; what does one player get or pay in
  the settlement?  (``money.settlement``)

Every question has a text key (its card in the :class:`~paigow_desktop.core.leitner.Leitner`
scheduler) from which :func:`question_of_key` asks it again; the right answer and the
explanation are worked out by the engine each time, never stored.  Fresh questions are drawn
from an injected random generator; a kind answered less well is drawn more often.
"""

from __future__ import annotations

import enum
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from paigow_desktop.core.leitner import Leitner, LeitnerResult
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.tiengow import money
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.games.tiengow.sets import (
    ALL_SETS,
    PURE_SETS,
    SetKind,
    TileSet,
    beaters,
    beats,
    formable,
    identify,
    is_civil,
    kind_counts,
    sets_in,
    unseen_counts,
)
from paigow_desktop.games.tiengow.trainer import unbeatable_in_own_eyes
from paigow_desktop.tiles.tile import FULL_SET, Tile, parse_tiles

__all__ = [
    "NOT_A_SET",
    "Choice",
    "Drill",
    "DrillKind",
    "Question",
    "TileGroup",
    "kind_label",
    "legal_set_question",
    "question_of_key",
    "seat_name",
    "settlement_question",
    "unbeatable_question",
    "which_wins_question",
]

#: The answer of a legal-set question whose tiles form no set.
NOT_A_SET: Final = "none"
FIRST: Final = "first"
SECOND: Final = "second"
YES: Final = "yes"
NO: Final = "no"
_FULL_COUNTS: Final = tuple(kind_counts(FULL_SET))
#: The options when none are given: the doc's defaults.
DEFAULT_RULES: Final = Rules()


class DrillKind(enum.Enum):
    """The four kinds of question."""

    LEGAL_SET = "legal-set"
    WHICH_WINS = "which-wins"
    UNBEATABLE = "unbeatable"
    SETTLEMENT = "settlement"

    @property
    def label(self) -> Text:
        return _KIND_LABELS[self]


_KIND_LABELS: Final = {
    DrillKind.LEGAL_SET: Text(QT_TRANSLATE_NOOP("Engine", "Legal sets")),
    DrillKind.WHICH_WINS: Text(QT_TRANSLATE_NOOP("Engine", "Which set wins")),
    DrillKind.UNBEATABLE: Text(QT_TRANSLATE_NOOP("Engine", "Unbeatable leads")),
    DrillKind.SETTLEMENT: Text(QT_TRANSLATE_NOOP("Engine", "Settlement")),
}

_SET_LABELS: Final = {
    SetKind.CIVIL_SINGLE: Text(QT_TRANSLATE_NOOP("Engine", "civil single")),
    SetKind.MILITARY_SINGLE: Text(QT_TRANSLATE_NOOP("Engine", "military single")),
    SetKind.CIVIL_PAIR: Text(QT_TRANSLATE_NOOP("Engine", "civil pair")),
    SetKind.MILITARY_PAIR: Text(QT_TRANSLATE_NOOP("Engine", "military pair")),
    SetKind.MIXED_PAIR: Text(QT_TRANSLATE_NOOP("Engine", "mixed pair")),
    SetKind.SUPREME: Text(QT_TRANSLATE_NOOP("Engine", "Gee Joon (supreme pair)")),
    # As the table says them: "2C+1M" was jargon found nowhere else.
    SetKind.TRIPLE_2C1M: Text(QT_TRANSLATE_NOOP("Engine", "triple (two civil, one military)")),
    SetKind.TRIPLE_1C2M: Text(QT_TRANSLATE_NOOP("Engine", "triple (one civil, two military)")),
    SetKind.QUARTET: Text(QT_TRANSLATE_NOOP("Engine", "quartet")),
}

_SET_WHY: Final = {
    SetKind.CIVIL_SINGLE: Text(QT_TRANSLATE_NOOP("Engine", "Any civil tile alone is a civil single.")),
    SetKind.MILITARY_SINGLE: Text(
        QT_TRANSLATE_NOOP("Engine", "Any military tile alone is a military single.")
    ),
    SetKind.CIVIL_PAIR: Text(QT_TRANSLATE_NOOP("Engine", "Two identical civil tiles make a civil pair.")),
    SetKind.MILITARY_PAIR: Text(
        QT_TRANSLATE_NOOP("Engine", "The two nines, eights, sevens or fives make a military pair.")
    ),
    SetKind.MIXED_PAIR: Text(
        QT_TRANSLATE_NOOP(
            "Engine", "A family's civil tile with one of its military tiles makes a mixed pair."
        )
    ),
    SetKind.SUPREME: Text(QT_TRANSLATE_NOOP("Engine", "4-2 with 2-1 is the Gee Joon, the supreme pair.")),
    SetKind.TRIPLE_2C1M: Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "A family's civil pair with one of its military tiles makes a triple of two civil "
            "and one military.",
        )
    ),
    SetKind.TRIPLE_1C2M: Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "A family's civil tile with its military pair makes a triple of one civil and two military.",
        )
    ),
    SetKind.QUARTET: Text(
        QT_TRANSLATE_NOOP("Engine", "A family's civil pair with its military pair makes a quartet.")
    ),
}

_SEATS: Final = (
    Text(QT_TRANSLATE_NOOP("Engine", "East")),
    Text(QT_TRANSLATE_NOOP("Engine", "South")),
    Text(QT_TRANSLATE_NOOP("Engine", "West")),
    Text(QT_TRANSLATE_NOOP("Engine", "North")),
)

#: The set kinds a legal-set question of so many tiles offers.
_KINDS_BY_SIZE: Final = {
    1: (SetKind.CIVIL_SINGLE, SetKind.MILITARY_SINGLE),
    2: (SetKind.CIVIL_PAIR, SetKind.MILITARY_PAIR, SetKind.MIXED_PAIR, SetKind.SUPREME),
    3: (SetKind.TRIPLE_2C1M, SetKind.TRIPLE_1C2M),
    4: (SetKind.QUARTET,),
}


def kind_label(kind: SetKind) -> Text:
    """The name of a kind of set."""
    return _SET_LABELS[kind]


def seat_name(seat: int) -> Text:
    """East, South, West or North."""
    return _SEATS[seat]


@dataclass(frozen=True, slots=True)
class TileGroup:
    """Tiles shown together under a caption."""

    caption: Text
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class Choice:
    """One answer offered: its key and its words."""

    key: str
    label: Text


@dataclass(frozen=True, slots=True)
class Question:
    """A drill question with the engine's answer and an explanation of it."""

    kind: DrillKind
    key: str  #: its card: :func:`question_of_key` asks it again
    prompt: Text
    groups: tuple[TileGroup, ...]
    choices: tuple[Choice, ...]
    answer: str  #: the key of the right choice
    explanation: Text

    def is_right(self, choice: str) -> bool:
        return choice == self.answer

    def choice(self, key: str) -> Choice:
        return next(c for c in self.choices if c.key == key)


def _words(tiles: Sequence[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def _sorted(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=lambda t: t.kind))


def _check_physical(tiles: Sequence[Tile]) -> None:
    counts = kind_counts(tiles)
    if any(n > full for n, full in zip(counts, _FULL_COUNTS, strict=True)):
        raise ValueError(f"more copies than the set holds: {_words(tiles)}")


# ------------------------------------------------------------------ (a) legal sets


def legal_set_question(tiles: Sequence[Tile], rules: Rules = DEFAULT_RULES) -> Question:
    """Is ``tiles`` (one to four) a legal set, and of which kind?"""
    tiles = _sorted(tiles)
    if not 1 <= len(tiles) <= 4:
        raise ValueError("a set is one to four tiles")
    _check_physical(tiles)
    mixed = rules.mixed_pairs_and_sets
    found = identify(tiles, mixed=mixed)
    kinds = [k for k in _KINDS_BY_SIZE[len(tiles)] if mixed or k.pure]
    choices = [Choice(k.value, _SET_LABELS[k]) for k in kinds]
    if len(tiles) > 1:
        choices.insert(0, Choice(NOT_A_SET, Text(QT_TRANSLATE_NOOP("Engine", "not a set"))))
    explanation = _SET_WHY[found.kind] if found is not None else _not_a_set_why(tiles, mixed)
    return Question(
        DrillKind.LEGAL_SET,
        f"{DrillKind.LEGAL_SET.value}:{_words(tiles)}",
        Text(QT_TRANSLATE_NOOP("Engine", "Is this a legal set? Which kind?")),
        (TileGroup(Text(QT_TRANSLATE_NOOP("Engine", "Tiles")), tiles),),
        tuple(choices),
        NOT_A_SET if found is None else found.kind.value,
        explanation,
    )


def _not_a_set_why(tiles: Sequence[Tile], mixed: bool) -> Text:
    if not mixed and identify(tiles, mixed=True) is not None:
        return Text(QT_TRANSLATE_NOOP("Engine", "Mixed pairs and sets are off: only pure pairs count."))
    civil = [t for t in tiles if is_civil(t)]
    if len(tiles) == 2 and len(civil) == 2:
        return Text(QT_TRANSLATE_NOOP("Engine", "Two different civil tiles never make a pair."))
    if len(tiles) == 2 and not civil:
        return Text(
            QT_TRANSLATE_NOOP(
                "Engine", "Military tiles pair only with their equal (nines, eights, sevens, fives)."
            )
        )
    if len(tiles) == 2:
        return Text(
            QT_TRANSLATE_NOOP(
                "Engine",
                "A civil tile pairs with a military one only in a family: Heaven with a nine, "
                "Earth with an eight, Man with a seven, Goose with a five.",
            )
        )
    return Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Triples and quartets join one family's civil tiles with its military tiles "
            "(Heaven–nines, Earth–eights, Man–sevens, Goose–fives); the Gee Joon joins nothing.",
        )
    )


def _random_tiles(rng: random.Random, mixed: bool) -> tuple[Tile, ...]:
    sizes = (1, 2, 2, 3, 4) if mixed else (1, 2, 2, 2)
    size = rng.choice(sizes)
    if rng.random() < 0.5:
        pool = [s for s in (ALL_SETS if mixed else PURE_SETS) if s.size == size]
        return rng.choice(pool).tiles
    # Near misses: a family's tiles with an outsider, or tiles of one suit.
    return tuple(rng.sample(FULL_SET, size))


# ------------------------------------------------------------------ (b) which set wins


def which_wins_question(first: TileSet, second: TileSet, rules: Rules = DEFAULT_RULES) -> Question:
    """``first`` is the current high set, ``second`` is played face up after it: who holds the trick?"""
    if first.size != second.size:
        raise ValueError("a trick's plays have as many tiles as the lead")
    _check_physical([*first.tiles, *second.tiles])
    del rules  # every set beats the same way whatever the options; kept for a uniform interface
    a, b = _words(first.tiles), _words(second.tiles)
    answer = SECOND if beats(second, first) else FIRST
    explanation = _wins_why(first, second)
    return Question(
        DrillKind.WHICH_WINS,
        f"{DrillKind.WHICH_WINS.value}:{a}|{b}",
        Text(
            QT_TRANSLATE_NOOP(
                "Engine", "The first set is the high set; the second is played face up. Who holds the trick?"
            )
        ),
        (
            TileGroup(Text(QT_TRANSLATE_NOOP("Engine", "Played first")), first.tiles),
            TileGroup(Text(QT_TRANSLATE_NOOP("Engine", "Played second")), second.tiles),
        ),
        (
            Choice(FIRST, Text(QT_TRANSLATE_NOOP("Engine", "the first"))),
            Choice(SECOND, Text(QT_TRANSLATE_NOOP("Engine", "the second"))),
        ),
        answer,
        explanation,
    )


def _wins_why(first: TileSet, second: TileSet) -> Text:
    """Why ``second`` beats ``first``, or why the first keeps the trick."""
    a, b = _words(first.tiles), _words(second.tiles)
    if beats(second, first):
        return Text(
            QT_TRANSLATE_NOOP("Engine", "Both are a {kind}, and {second} ranks above {first}: it beats."),
            kind=_SET_LABELS[first.kind],
            first=a,
            second=b,
        )
    if first.kind is SetKind.SUPREME:
        return Text(QT_TRANSLATE_NOOP("Engine", "Nothing beats the Gee Joon."))
    if first.kind is not second.kind:
        return Text(
            QT_TRANSLATE_NOOP(
                "Engine", "A {second_kind} never beats a {first_kind}: sets beat only their own kind."
            ),
            first_kind=_SET_LABELS[first.kind],
            second_kind=_SET_LABELS[second.kind],
        )
    if first.rank == second.rank:
        return Text(
            QT_TRANSLATE_NOOP(
                "Engine", "{first} and {second} are equal: the first one played keeps the trick."
            ),
            first=a,
            second=b,
        )
    return Text(
        QT_TRANSLATE_NOOP("Engine", "Both are a {kind}, but {first} ranks above {second}."),
        kind=_SET_LABELS[first.kind],
        first=a,
        second=b,
    )


def _random_pair_of_sets(rng: random.Random, mixed: bool) -> tuple[TileSet, TileSet]:
    pool = ALL_SETS if mixed else PURE_SETS
    while True:
        first = rng.choice(pool)
        same_size = [s for s in pool if s.size == first.size]
        same_kind = [s for s in same_size if s.kind is first.kind]
        second = rng.choice(same_kind if rng.random() < 0.7 else same_size)
        try:
            _check_physical([*first.tiles, *second.tiles])
        except ValueError:
            continue
        return first, second


# ------------------------------------------------------------------ (c) unbeatable in your own eyes


def unbeatable_question(dealt: Sequence[Tile], lead: TileSet, rules: Rules = DEFAULT_RULES) -> Question:
    """Eight dealt tiles and a lead from them: is the lead unbeatable in your own eyes?"""
    dealt = _sorted(dealt)
    mixed = rules.mixed_pairs_and_sets
    if len(dealt) != 8:
        raise ValueError("a hand is eight tiles")
    _check_physical(dealt)
    if lead not in sets_in(dealt, mixed=mixed):
        raise ValueError(f"{lead} is not a set these tiles can lead")
    sure = unbeatable_in_own_eyes(lead, dealt, mixed=mixed)
    if sure:
        explanation = Text(
            QT_TRANSLATE_NOOP(
                "Engine", "No set that beats {lead} can be made from the 24 tiles outside your hand."
            ),
            lead=_words(lead.tiles),
        )
    else:
        outside = unseen_counts(dealt)
        threat = max(
            (b for b in beaters(lead, mixed=mixed) if formable(b, outside)), key=lambda b: (b.rank, b.key)
        )
        explanation = Text(
            QT_TRANSLATE_NOOP(
                "Engine", "{beater} can still be made from the tiles outside your hand, and it beats {lead}."
            ),
            beater=_words(threat.tiles),
            lead=_words(lead.tiles),
        )
    return Question(
        DrillKind.UNBEATABLE,
        f"{DrillKind.UNBEATABLE.value}:{_words(dealt)}|{_words(lead.tiles)}",
        Text(
            QT_TRANSLATE_NOOP(
                "Engine", "You lead this from your eight tiles. Is it unbeatable in your own eyes?"
            )
        ),
        (
            TileGroup(Text(QT_TRANSLATE_NOOP("Engine", "Your eight tiles")), dealt),
            TileGroup(Text(QT_TRANSLATE_NOOP("Engine", "Your lead")), lead.tiles),
        ),
        (
            Choice(YES, Text(QT_TRANSLATE_NOOP("Engine", "yes, unbeatable"))),
            Choice(NO, Text(QT_TRANSLATE_NOOP("Engine", "no, it can be beaten"))),
        ),
        YES if sure else NO,
        explanation,
    )


def _random_unbeatable(rng: random.Random, mixed: bool) -> tuple[tuple[Tile, ...], TileSet]:
    want = rng.random() < 0.5
    for _ in range(200):
        dealt = tuple(rng.sample(FULL_SET, 8))
        leads = [
            x for x in sets_in(dealt, mixed=mixed) if unbeatable_in_own_eyes(x, dealt, mixed=mixed) is want
        ]
        if leads:
            return dealt, rng.choice(leads)
    dealt = tuple(rng.sample(FULL_SET, 8))
    return dealt, rng.choice(sets_in(dealt, mixed=mixed))


# ------------------------------------------------------------------ (d) settlement


@dataclass(frozen=True, slots=True)
class _Deal:
    columns: tuple[int, ...]
    winner: int
    banker: int
    asked: int
    bonus: int
    rules: Rules
    streak: int

    def key(self) -> str:
        r = self.rules
        return (
            f"{DrillKind.SETTLEMENT.value}:{' '.join(map(str, self.columns))}|w{self.winner}|b{self.banker}"
            f"|a{self.asked}|L{self.bonus}|m{r.banker_multiplier}|hk{int(r.hk_escalating_banker)}"
            f"|s{self.streak}|d{int(r.banker_surplus_doubled)}"
        )


def settlement_question(
    columns: Sequence[int],
    winner: int,
    banker: int,
    asked: int,
    *,
    bonus: int = 1,
    rules: Rules = DEFAULT_RULES,
    streak: int = 0,
) -> Question:
    """What ``asked`` (not the winner) gets (+) or pays (−) in the settlement."""
    deal = _Deal(tuple(columns), winner, banker, asked, bonus, rules, streak)
    if len(deal.columns) != 4 or sum(deal.columns) != 8 or min(deal.columns) < 0:
        raise ValueError("four seats' columns, 8 in all")
    if deal.columns[winner] < 1 or asked == winner or not {winner, banker, asked} <= {0, 1, 2, 3}:
        raise ValueError("the winner has a column; the seat asked about is another")
    if bonus < 1 or streak < 0:
        raise ValueError("the bonus is at least 1, the streak at least 0")
    m = money.banker_multiplier(rules, streak)
    payments = money.settlement(deal.columns, winner, banker, m, bonus, rules)
    amount = money.net(payments)[asked]
    plain = money.net(money.settlement(deal.columns, winner, banker, 1, 1, rules))[asked]
    wrong = [plain, -amount, plain * bonus, amount + (m if amount else 1), amount - bonus, 2 * amount or 5]
    if deal.columns[asked] == 0:
        wrong.insert(0, amount * 4 // 5)  # par 4 forgotten: no column owes 5
    shuffle = random.Random(deal.key())
    others = []
    for value in wrong:
        if value != amount and value not in others:
            others.append(value)
    choices_values = [amount, *others[:3]]
    shuffle.shuffle(choices_values)
    choices = tuple(
        Choice(
            str(v),
            Text(
                QT_TRANSLATE_NOOP("Engine", "{points} point")
                if abs(v) == 1
                else QT_TRANSLATE_NOOP("Engine", "{points} points"),
                points=f"{v:+d}".replace("-", "−") if v else "0",
            ),
        )
        for v in choices_values
    )
    return Question(
        DrillKind.SETTLEMENT,
        deal.key(),
        _settlement_prompt(deal, m),
        (),
        choices,
        str(amount),
        _settlement_why(deal, payments, m),
    )


def _settlement_prompt(deal: _Deal, m: int) -> Text:
    surplus = (
        Text(QT_TRANSLATE_NOOP("Engine", "A banker above par is paid ×{m} too."), m=m)
        if deal.rules.banker_surplus_doubled
        else Text(QT_TRANSLATE_NOOP("Engine", "A banker above par is paid without the ×{m}."), m=m)
    )
    return Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "Columns at the end: East {e}, South {s}, West {w}, North {n}. {banker} banks: what it pays "
            "or is paid counts ×{m}. {winner} wins the last trick: its payments at the end count "
            "×{bonus}. {surplus} In the settlement, how much does {asked} get (+) or pay (−)?",
        ),
        e=deal.columns[0],
        s=deal.columns[1],
        w=deal.columns[2],
        n=deal.columns[3],
        banker=_SEATS[deal.banker],
        m=m,
        winner=_SEATS[deal.winner],
        bonus=deal.bonus,
        surplus=surplus,
        asked=_SEATS[deal.asked],
    )


def _settlement_why(deal: _Deal, payments: Sequence[money.Payment], m: int) -> Text:
    asked, c = deal.asked, deal.columns[deal.asked]
    owed = money.owed(c)
    mine = [p for p in payments if asked in (p.payer, p.payee)]
    if not mine:
        return Text(
            QT_TRANSLATE_NOOP("Engine", "{seat} ends with exactly 4 columns, par: no payment."),
            seat=_SEATS[asked],
        )
    (payment,) = mine
    factor = payment.points // (abs(owed) * deal.bonus)
    if owed > 0:
        template = (
            QT_TRANSLATE_NOOP(
                "Engine",
                "{seat} has no column, so owes the winner 5 (not 4). Times {factor} (banker) "
                "and {bonus} (bonus): pays {points}.",
            )
            if c == 0
            else QT_TRANSLATE_NOOP(
                "Engine",
                "{seat} has {columns} columns, so owes the winner 4 − {columns} = {owed}. Times {factor} "
                "(banker) and {bonus} (bonus): pays {points}.",
            )
        )
        return Text(
            template,
            seat=_SEATS[asked],
            columns=c,
            owed=owed,
            factor=factor,
            bonus=deal.bonus,
            points=payment.points,
        )
    return Text(
        QT_TRANSLATE_NOOP(
            "Engine",
            "{seat} has {columns} columns, {over} above par: the winner pays {over}. Times {factor} "
            "(banker) and {bonus} (bonus): gets {points}.",
        ),
        seat=_SEATS[asked],
        columns=c,
        over=-owed,
        factor=factor,
        bonus=deal.bonus,
        points=payment.points,
    )


def _random_deal(rng: random.Random) -> _Deal:
    # Tricks of 1 to 4 columns until 8 are played, each won by some seat; the last one's winner wins.
    columns = [0, 0, 0, 0]
    left, size, winner = 8, 1, 0
    while left:
        size = rng.randint(1, min(4, left))
        winner = rng.randrange(4)
        columns[winner] += size
        left -= size
    bonus = 2 if size == 4 or columns[winner] == 8 else 1
    rules = Rules(banker_surplus_doubled=rng.random() < 0.75)
    streak = 0
    if rng.random() < 0.2:
        rules = Rules(hk_escalating_banker=True, banker_surplus_doubled=rules.banker_surplus_doubled)
        streak = rng.randint(0, 2)
    asked = rng.choice([s for s in range(4) if s != winner])
    return _Deal(tuple(columns), winner, rng.randrange(4), asked, bonus, rules, streak)


def _parse_deal(body: str) -> _Deal:
    head, *parts = body.split("|")
    fields: dict[str, int] = {}
    for part in parts:
        match = re.fullmatch(r"([a-zA-Z]+)(\d+)", part)
        if match is None:
            raise ValueError(f"not a settlement field: {part!r}")
        fields[match.group(1)] = int(match.group(2))
    rules = Rules(
        banker_multiplier=fields["m"],
        hk_escalating_banker=fields["hk"] == 1,
        banker_surplus_doubled=fields["d"] == 1,
    )
    return _Deal(
        tuple(int(x) for x in head.split()),
        fields["w"],
        fields["b"],
        fields["a"],
        fields["L"],
        rules,
        fields["s"],
    )


# ------------------------------------------------------------------ asking again, and the drill


def question_of_key(key: str, rules: Rules = DEFAULT_RULES) -> Question:
    """Ask again the question of a card; ``ValueError`` for a key that is not one."""
    kind_word, _, body = key.partition(":")
    try:
        kind = DrillKind(kind_word)
        mixed = rules.mixed_pairs_and_sets
        if kind is DrillKind.LEGAL_SET:
            return legal_set_question(parse_tiles(body), rules)
        if kind is DrillKind.WHICH_WINS:
            a, b = (identify(parse_tiles(part), mixed=True) for part in body.split("|"))
            if a is None or b is None or (not mixed and not (a.kind.pure and b.kind.pure)):
                raise ValueError(f"not two sets: {body}")
            return which_wins_question(a, b, rules)
        if kind is DrillKind.UNBEATABLE:
            hand, lead_text = body.split("|")
            lead = identify(parse_tiles(lead_text), mixed=mixed)
            if lead is None:
                raise ValueError(f"not a lead: {lead_text}")
            return unbeatable_question(parse_tiles(hand), lead, rules)
        deal = _parse_deal(body)
        return settlement_question(
            deal.columns,
            deal.winner,
            deal.banker,
            deal.asked,
            bonus=deal.bonus,
            rules=deal.rules,
            streak=deal.streak,
        )
    except (KeyError, IndexError, TypeError, ValueError) as error:
        raise ValueError(f"not a drill question: {key!r} ({error})") from error


def fresh_question(kind: DrillKind, rng: random.Random, rules: Rules = DEFAULT_RULES) -> Question:
    """A new question of ``kind`` drawn from ``rng``."""
    mixed = rules.mixed_pairs_and_sets
    if kind is DrillKind.LEGAL_SET:
        return legal_set_question(_random_tiles(rng, mixed), rules)
    if kind is DrillKind.WHICH_WINS:
        return which_wins_question(*_random_pair_of_sets(rng, mixed), rules)
    if kind is DrillKind.UNBEATABLE:
        return unbeatable_question(*_random_unbeatable(rng, mixed), rules)
    d = _random_deal(rng)
    return settlement_question(
        d.columns, d.winner, d.banker, d.asked, bonus=d.bonus, rules=d.rules, streak=d.streak
    )


class Drill:
    """The four kinds of question in spaced repetition (:class:`~paigow_desktop.core.leitner.Leitner`).

    ``rules`` say which sets are legal (mixed pairs and sets on or off); a settlement question
    carries its own multipliers.
    """

    def __init__(self, rules: Rules = DEFAULT_RULES, cards: Leitner | None = None) -> None:
        self.rules = rules
        self.cards = cards if cards is not None else Leitner()

    def next_question(self, rng: random.Random, kind: DrillKind | None = None) -> Question:
        """The oldest due card (of ``kind``, if given), else a fresh question; kinds answered
        less well are drawn more often."""
        for card in self.cards.due_cards(None if kind is None else kind.value):
            try:
                return question_of_key(card.key, self.rules)
            except ValueError:
                self.cards.forget(card.key)  # damaged, or no longer a question under these rules
        if kind is None:
            kinds = list(DrillKind)
            weights = []
            for k in kinds:
                accuracy = self.cards.tally(k.value).accuracy
                weights.append(1.5 if accuracy is None else 1.0 + 2.0 * (1.0 - accuracy))
            kind = rng.choices(kinds, weights)[0]
        return fresh_question(kind, rng, self.rules)

    def record(self, question: Question, choice: str) -> LeitnerResult:
        """Judge ``choice`` by the engine's answer and schedule the question again."""
        if choice not in {c.key for c in question.choices}:
            raise ValueError(f"{choice!r} is not one of the answers offered")
        return self.cards.record(question.key, question.kind.value, question.is_right(choice))

    def to_json(self) -> str:
        return self.cards.to_json()

    @classmethod
    def from_json(cls, text: str, rules: Rules = DEFAULT_RULES) -> Drill:
        return cls(rules, Leitner.from_json(text))
