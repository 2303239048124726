"""Judging a player's setting against every way to set the tiles, saying why, and hints.

:func:`judge` compares a setting with the best one by exact EV.  The EV given up
is reported per 100 units bet; a setting is a *mistake* when it gives up more than
``MISTAKE_PER_100`` (0.05 units per 100 bet).  Comparisons are made on exact fractions, so
settings of equal EV are never mistakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Final

from paigow_desktop.core.shares import percent_texts
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text, name
from paigow_desktop.games.paigow.hands import PAIRS, TEEN_DAY_HANDS, Hand, HandKind
from paigow_desktop.games.paigow.setting import Setting
from paigow_desktop.games.paigow.strategy import DEFAULT_COMMISSION, Analysis, SettingAnalysis, analyze
from paigow_desktop.tiles.tile import Tile

#: A setting giving up more than this many units per 100 units bet is a mistake.
MISTAKE_PER_100: Final = Fraction(5, 100)


#: The answers of :func:`which_hand_wins`.
HAND_CHOICES: Final[tuple[Text, Text, Text]] = (
    Text(QT_TRANSLATE_NOOP("Engine", "first")),
    Text(QT_TRANSLATE_NOOP("Engine", "second")),
    Text(QT_TRANSLATE_NOOP("Engine", "banker wins the tie")),
)


_NO_TEXT: Final = Text("")


#: The kinds of Teen (0) and Day (1), the tiles that make a Wong, Gong or high nine.
TEEN_OR_DAY: Final = (0, 1)


def pair_words(pair_name: str) -> Text:
    """``Teen pair``: one of the 16 pairs by its name."""
    return Text(QT_TRANSLATE_NOOP("Engine", "{pair} pair"), pair=name(pair_name))


def pair_name(hand: Hand) -> str:
    """The name of the pair a hand is (the hand must be a pair): "Teen", "Gee Joon"."""
    kinds = {hand.first.kind, hand.second.kind}
    return next(n for n, a, b in PAIRS if {a, b} == kinds)


def _hand_label(hand: Hand) -> str:
    kind = hand.kind
    if kind is HandKind.PAIR:
        return pair_words(pair_name(hand))
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


def _shares(entry: SettingAnalysis) -> tuple[str, str]:
    """The win and loss shares as the trainer's table shows them (with the push, adding up to 100%)."""
    o = entry.outcomes
    win, _push, loss = percent_texts((o.win, o.push, o.loss))
    return win, loss


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
    return judge_analysis(analyze(tiles, bank=bank, commission=commission, seen=seen), setting)


def judge_analysis(analysis: Analysis, setting: Setting) -> Verdict:
    """:func:`judge` with the tiles' analysis already made (the table has it from the deal:
    made again, it was a third of the verdict's time)."""
    if not setting.holds(analysis.tiles):
        raise ValueError(f"{setting} is not a setting of {' '.join(map(str, analysis.tiles))}")
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
                "The house way plays {house} here; your setting is worth more ({yours} per 100 "
                "units bet, against {theirs}): the house way is not the best play.",
            ),
            house=house_words,
            yours=f"{chosen.ev * 100:+.2f}",  # as the trainer's table shows an EV
            theirs=f"{house.ev * 100:+.2f}",
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


def pairs_in(tiles: Sequence[Tile]) -> list[tuple[str, tuple[int, int]]]:
    """The pairs four tiles hold, as (name, sorted kinds)."""
    kinds = sorted(t.kind for t in tiles)
    found = []
    for name_of_pair, a, b in PAIRS:
        if (a == b and kinds.count(a) >= 2) or (a != b and a in kinds and b in kinds):
            found.append((name_of_pair, (min(a, b), max(a, b))))
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
        if hand.first.kind in TEEN_OR_DAY and hand.kind is not HandKind.PAIR:
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
    for pair_name, kinds in pairs_in(tiles):
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
            "The best play makes {kind} in the high hand; here it is also how the dealer sets it "
            "(the house way's rule {rule}: {detail}).",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Engine",
            "The best play makes {kind} in the high hand. The dealer sets this hand another way "
            "(the house way's rule {rule}: {detail}), and less well: do not copy the dealer here.",
        )
    return Text(template, rule=int(house.rule), detail=house.detail, kind=_kind_words(best.setting.high))
