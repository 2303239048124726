"""Knowledge quizzes: name the tile, which pair ranks higher, which hand wins.

Randomness comes only from the ``random.Random`` the caller passes in.
"""

from __future__ import annotations

import enum
import itertools
import random
from dataclasses import dataclass, field

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, Hand, HandKind, hand_key, tile_label
from paigow_desktop.games.paigow.trainer.judge import HAND_CHOICES, pair_name, pair_words
from paigow_desktop.tiles.tile import FULL_SET, KINDS, Tile


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
        return pair_words(pair_name(hand))
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


# Long: the question's cases (forced ties, copies, random deals) side by side, read top to bottom
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
    one = hand_words(first)
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
    # The tiles only: naming the hands ("2, high tile Yun") would do the counting for the player.
    question = Text(
        QT_TRANSLATE_NOOP(
            "Engine", "Which hand wins: the first ({first_tiles}) or the second ({second_tiles})?"
        ),
        first_tiles=str(first),
        second_tiles=str(second),
    )
    return Quiz(
        QuizKind.HAND_WINS,
        question,
        HAND_CHOICES,
        answer,
        explanation,
        (*first.tiles, *second.tiles),
    )
