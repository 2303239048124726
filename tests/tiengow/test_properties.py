"""Property tests: money is zero-sum in every hand, under every option, no one loses more than
the worst a hand can cost, and records read back."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from paigow_desktop.games.tiengow.hand import Hand, Phase
from paigow_desktop.games.tiengow.money import net, settlement, worst_loss
from paigow_desktop.games.tiengow.record import HandRecord
from paigow_desktop.games.tiengow.rules import Rules
from paigow_desktop.tiles.tile import FULL_SET

rules_strategy = st.builds(
    Rules,
    early_death=st.booleans(),
    mixed_pairs_and_sets=st.booleans(),
    gee_joon_payment=st.integers(0, 6),
    quartet_payment=st.integers(0, 8),
    last_trick_bonus=st.integers(1, 4),
    unbeatable_exception=st.booleans(),
    banker_multiplier=st.integers(1, 4),
    hk_escalating_banker=st.booleans(),
    banker_surplus_doubled=st.booleans(),
    little_three_big_six=st.booleans(),
    one_red_dot=st.booleans(),
)


def random_play(hand: Hand, rng: random.Random) -> None:
    """Finish the hand with random legal moves, face up whenever the dice say so and it is allowed."""
    while not hand.over:
        seat = hand.to_play
        assert seat is not None
        if hand.phase is Phase.LEAD:
            hand.lead(rng.choice(hand.legal_leads()).tiles)
            continue
        beats = hand.beating_sets()
        if beats and rng.random() < 0.7:
            hand.play_face_up(rng.choice(beats).tiles)
        else:
            tiles = list(hand.tiles(seat))
            hand.discard(rng.sample(tiles, len(hand.current_plays[0].tiles)))


@settings(max_examples=150, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**9), banker=st.integers(0, 3), streak=st.integers(0, 4))
def test_every_hand_is_zero_sum_and_its_record_reads_back(
    rules: Rules, seed: int, banker: int, streak: int
) -> None:
    rng = random.Random(seed)
    tiles = list(FULL_SET)
    rng.shuffle(tiles)
    hand = Hand([tiles[8 * s : 8 * s + 8] for s in range(4)], banker, streak, rules)
    random_play(hand, rng)
    assert sum(hand.net()) == 0
    assert min(hand.net()) >= -worst_loss(rules, streak)  # no one loses more than the bound
    assert sum(hand.columns) == 8
    assert all(p.points > 0 for p in hand.payments)
    if not rules.mixed_pairs_and_sets:
        assert all(t.columns <= 2 for t in hand.tricks)
        assert all(p.reason != "quartet" for p in hand.payments)
    record = HandRecord.of(hand, seed)
    again, _ = HandRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record


@st.composite
def column_splits(draw: st.DrawFn) -> list[int]:
    cuts = sorted(draw(st.lists(st.integers(0, 8), min_size=3, max_size=3)))
    return [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 8 - cuts[2]]


@settings(max_examples=300, deadline=None)
@given(
    columns=column_splits(),
    winner=st.integers(0, 3),
    banker=st.integers(0, 3),
    m=st.integers(1, 6),
    bonus=st.integers(1, 4),
    rules=rules_strategy,
    little_three=st.one_of(st.none(), st.integers(0, 3)),
)
def test_every_settlement_is_zero_sum(
    columns: list[int], winner: int, banker: int, m: int, bonus: int, rules: Rules, little_three: int | None
) -> None:
    if little_three == winner:
        little_three = None
    payments = settlement(columns, winner, banker, m, bonus, rules, little_three)
    assert sum(net(payments)) == 0
    assert all((p.points > 0 and winner in (p.payer, p.payee)) or p.payer == little_three for p in payments)
