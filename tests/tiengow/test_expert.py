"""The expert computer player: no discard that throws away the trick that would save a seat with no
column from early death (positions built by hand from tiles), legal hands with correct money in
every seat under every rule option, the same hand for the same seed, and its own view only."""

from __future__ import annotations

import dataclasses
import json

import pytest

from paigow_desktop.games.tiengow import match, table
from paigow_desktop.games.tiengow.hand import Hand
from paigow_desktop.games.tiengow.money import worst_loss
from paigow_desktop.games.tiengow.players import (
    PLAYER_NAMES,
    ExpertPlayer,
    Player,
    SamplingPlayer,
    broken,
    clues,
    make_player,
    saving_beats,
)
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import OPTIONS, Rules
from paigow_desktop.games.tiengow.view import SeatView
from paigow_desktop.tiles.tile import parse_tiles

from .helpers import play

#: Levels that claim to play well: each must take the trick that saves it from early death.
GOOD_LEVELS = ("rule", "expert")

# A table where North banks and leads a lone Goose (3-1) holding three civil pairs and a Man: a
# seat that lets the Goose go never sees the lead again, as every later lead is a pair it cannot
# beat, and dies early with no column (5 points, doubled by the banker, doubled again).
RUN_OF_PAIRS = (
    "5-5 4-2 2-1 4-1 3-2 6-1 5-2 6-5",  # East
    "1-1 6-2 4-3 6-5 6-4 6-4 5-1 5-3",  # South: one Earth
    "6-3 1-1 5-1 5-5 4-4 3-1 5-4 6-1",  # West: Earth, Man and the nines pair
    "3-3 6-6 3-1 2-2 3-3 2-2 6-6 4-4",  # North, the banker
)


def run_of_pairs() -> Hand:
    return Hand([parse_tiles(h) for h in RUN_OF_PAIRS], banker=3)


def choose(level: str, hand: Hand) -> tuple[SeatView, object]:
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    return view, make_player(level, f"test:{seat}").choose(view)


@pytest.mark.parametrize("level", GOOD_LEVELS)
def test_the_last_to_play_takes_the_goose_instead_of_dying_early(level: str) -> None:
    hand = run_of_pairs()
    play(hand, "up 3-1", "down 6-1", "down 5-1")  # West plays last, with no column
    view, move = choose(level, hand)
    assert view.seat == 2 and view.columns[2] == 0
    assert hand.can_play_face_up(move.tiles) is None and move.face_up  # 1-1 or 4-4: either wins the trick
    hand.apply(move)  # type: ignore[arg-type]
    assert hand.tricks[-1].winner == 2


@pytest.mark.parametrize("level", GOOD_LEVELS)
def test_an_unbeatable_beat_is_taken_even_before_others_play(level: str) -> None:
    dealt = [parse_tiles(h) for h in RUN_OF_PAIRS]
    # North leads the eights pair; East, second to play with no column, holds the nines pair.
    dealt[0] = parse_tiles("6-3 5-4 2-1 4-1 3-2 6-1 5-2 6-5")
    dealt[2] = parse_tiles("4-2 1-1 5-1 5-5 4-4 3-1 5-5 6-1")
    dealt[1] = parse_tiles("1-1 3-3 4-3 6-5 6-4 6-4 5-1 3-1")
    dealt[3] = parse_tiles("6-2 5-3 6-6 2-2 3-3 2-2 6-6 4-4")
    hand = Hand(dealt, banker=3)
    play(hand, "up 6-2 5-3")
    view, move = choose(level, hand)
    assert view.seat == 0 and move.face_up  # type: ignore[attr-defined]
    assert sorted(map(str, move.tiles)) == ["5-4", "6-3"]  # type: ignore[attr-defined]


def endgame() -> Hand:
    """Three pair tricks run by North, every other seat discarding: each has no column and two
    tiles; North leads the Goose, keeping a Man for the last trick."""
    hand = run_of_pairs()
    play(hand, "up 6-6 6-6", "down 6-5 5-5", "down 6-5 4-3", "down 5-1 6-1")
    play(hand, "up 3-3 3-3", "down 5-2 4-1", "down 5-1 5-3", "down 5-5 3-1")
    play(hand, "up 2-2 2-2", "down 3-2 6-1", "down 6-4 6-2", "down 6-3 5-4")
    play(hand, "up 3-1", "down 2-1")
    return hand


@pytest.mark.parametrize("level", GOOD_LEVELS)
def test_a_seat_with_no_column_beats_rather_than_die_early_on_the_last_trick(level: str) -> None:
    hand = endgame()
    view, move = choose(level, hand)  # South: 1-1 and 6-4, a discard means certain early death
    assert view.seat == 1 and view.columns == (0, 0, 0, 6)
    assert move.face_up and [str(t) for t in move.tiles] == ["1-1"]  # type: ignore[attr-defined]
    hand.apply(move)  # type: ignore[arg-type]
    view, move = choose(level, hand)  # West cannot beat the Earth now: nothing to save
    assert view.seat == 2 and not move.face_up  # type: ignore[attr-defined]
    hand.apply(move)  # type: ignore[arg-type]
    assert hand.tricks[-1].winner == 1


@pytest.mark.parametrize("level", GOOD_LEVELS)
def test_the_last_seat_saves_itself_when_the_one_before_did_not(level: str) -> None:
    hand = endgame()
    play(hand, "down 6-4")  # South lets it go
    view, move = choose(level, hand)  # West: 1-1 and 4-4, last to play
    assert view.seat == 2 and move.face_up  # type: ignore[attr-defined]
    hand.apply(move)  # type: ignore[arg-type]
    assert hand.tricks[-1].winner == 2 and hand.columns[2] == 1


def test_saving_beats_only_for_a_seat_with_no_column_and_only_sure_ones() -> None:
    hand = run_of_pairs()
    play(hand, "up 3-1", "down 6-1")
    south = hand.situation(1)  # third to play: West may still hold a Heaven over the Earth
    assert south.beating_sets() and saving_beats(south) == []
    play(hand, "down 5-1")
    assert sorted(str(b) for b in saving_beats(hand.situation(2))) == ["1-1", "4-4"]
    with_column = dataclasses.replace(hand.situation(2), columns=(0, 0, 1, 0))
    assert saving_beats(with_column) == []  # a column already: the search decides alone
    leading = run_of_pairs().situation(3)
    assert saving_beats(leading) == []


def test_a_seat_that_let_a_trick_go_is_guessed_to_hold_no_beater_more_often() -> None:
    """East and South put tiles face down on North's Goose: West's expert guesses their hands
    holding a tile that beats it less often than a blind deal would (South did hold the Earth:
    players do let tricks go, so the clue only weighs)."""
    hand = run_of_pairs()
    play(hand, "up 3-1", "down 6-1", "down 5-1")
    view = hand.view(2)
    found = clues(view)
    assert [seat for seat, _, _, _ in found] == [0, 1]
    dealt = {s: list(hand.tiles(s)) for s in (0, 1, 3)}
    assert broken(found, dealt) == 1  # South's Earth, not East's hand
    south_earth = {**dealt, 1: [*parse_tiles("6-6"), *dealt[1][1:]]}
    assert broken(found, south_earth) == 1  # one clue a seat, whatever beater it holds

    def mean_broken(belief: float) -> float:
        guesses = ExpertPlayer("clues", samples=60, belief=belief).guesses(view)
        return sum(broken(found, hands) for hands, _ in guesses) / len(guesses)

    assert mean_broken(0.0) < 0.75 * mean_broken(1.0)


def test_a_seat_that_beat_later_surely_held_those_tiles_then() -> None:
    hand = endgame()
    view = hand.view(1)  # South: every seat but North discarded on North's pairs
    assert {seat for seat, _, _, _ in clues(view)} == {0, 2}
    later = {seat: held for seat, held, _, _ in clues(view)}
    assert later == {0: (), 2: ()}  # nobody but North played face up since


def test_the_sampling_player_still_plays_as_it_did() -> None:
    """``default`` stays the sampling player: it is not the expert."""
    assert type(make_player("default", 1)) is SamplingPlayer
    assert type(make_player("expert", 1)) is ExpertPlayer
    assert "expert" in PLAYER_NAMES


# ------------------------------------------------------------------ whole hands


def _variants() -> list[Rules]:
    """The defaults, then each option moved away from its default in turn."""
    found = [Rules()]
    for name, option in OPTIONS.items():
        value: bool | int
        if option.kind is bool:
            value = not option.default
        else:
            value = option.off if option.default != option.off else option.default + 1
        found.append(dataclasses.replace(Rules(), **{name: value}))
    found.append(Rules(banker_multiplier=3, hk_escalating_banker=True, one_red_dot=True))
    return found


def _cheap(name: str, seed: object) -> Player:
    """The expert and the sampling player with small searches, so whole hands stay quick."""
    if name == "expert":
        return ExpertPlayer(seed, samples=4, exact=8)
    if name == "sampling":
        return SamplingPlayer(seed, samples=2)
    return make_player(name, seed)


def _rules_id(rules: Rules) -> str:
    plain = Rules()
    changed = [
        f"{name}={getattr(rules, name)}" for name in OPTIONS if getattr(rules, name) != getattr(plain, name)
    ]
    return ",".join(changed) or "defaults"


@pytest.mark.parametrize("rules", _variants(), ids=_rules_id)
def test_expert_hands_are_legal_and_pay_right_under_every_option(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table, "make_player", _cheap)  # the table makes the seats' players
    for seat in range(4):
        names = ["rule", "sampling", "rule", "sampling"]
        names[seat] = "expert"
        for record in match.play_hands(300 + 7 * seat, 2, names, rules):
            # play_hand applies each move with the hand's checks: an illegal one would raise.
            assert sum(record.net) == 0 and sum(record.columns) == 8
            assert min(record.net) >= -worst_loss(rules, record.banker_streak)
            assert record.replay().net() == list(record.net)
            again, _ = HandRecord.from_json(json.loads(json.dumps(record.to_json())))
            assert again == record


def test_the_expert_at_full_strength_plays_a_legal_hand() -> None:
    record = match.play_hand(41, ["rule", "rule", "expert", "rule"], Rules())
    assert sum(record.net) == 0 and record.replay().net() == list(record.net)


def test_the_expert_is_deterministic_for_a_seed() -> None:
    names = ["expert", "rule", "rule", "rule"]
    first = match.play_hand(23, names, Rules()).to_json()
    assert match.play_hand(23, names, Rules()).to_json() == first


def test_the_expert_decides_from_its_view_alone() -> None:
    """Two hands that differ only in tiles the seat cannot see give it the same view, so the
    same move: it never reads the hand."""
    dealt = [parse_tiles(h) for h in RUN_OF_PAIRS]
    swapped = list(dealt)
    swapped[0], swapped[1] = dealt[1], dealt[0]  # East and South trade hands; West sees neither
    moves = []
    for deal_ in (dealt, swapped):
        hand = Hand(deal_, banker=2)  # West leads
        view = hand.view(2)
        moves.append(ExpertPlayer("same").choose(view))
    assert moves[0] == moves[1]


def test_the_expert_plays_the_other_seats_out_as_the_table_plays_them() -> None:
    """Late in the hand South (no column, two tiles) can take North's Goose with its Earth.  In
    the rule player's play-outs it always does; in play-outs like the table's players, a seat
    other than the one weighing its moves may let the trick go (here surely: chance 1), and
    North runs the table."""
    from paigow_desktop.games.tiengow.playout import Playout

    def finish(seat: int, lets_go: tuple[float, ...]) -> list[int]:
        p = Playout.of(endgame())
        if lets_go:
            p.like_people(seat, lets_go, 7)
        p.finish()
        return p.columns

    assert finish(0, ())[1] >= 1  # South beats
    assert finish(0, (0.0,))[1] >= 1
    assert finish(0, (1.0,)) == [0, 0, 0, 8]  # nobody beats North but itself
    assert finish(1, (1.0,))[1] >= 1  # the weighed seat's own plays stay the rule player's


def test_a_trick_let_go_late_in_the_hand_says_more_than_one_let_go_early() -> None:
    """The table's players let a trick go holding a beater about half the time with a full hand,
    hardly ever with two tiles: a guess giving South the Earth it let the Goose go with is
    unlikelier the fewer tiles South held then."""
    hand = run_of_pairs()
    play(hand, "up 3-1", "down 6-1", "down 5-1")
    (east, south) = clues(hand.view(2))
    assert south[0] == 1 and south[3] == 8  # a full hand then
    dealt = {s: list(hand.tiles(s)) for s in (0, 1, 3)}
    expert = ExpertPlayer("clues")
    early = expert.likelihood([south], dealt)
    late = expert.likelihood([(*south[:3], 2)], dealt)
    assert late < early < 1.0
    assert expert.likelihood([east], dealt) == 1.0  # East held no beater
    assert ExpertPlayer("clues", belief=0.5).likelihood([(*south[:3], 2)], dealt) == 0.5
