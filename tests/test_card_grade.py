"""Grading by the strategy card: the line a setting follows, hands dealt for one line, and what
following the card would have saved (checked against the exact analysis of each hand)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from paigow_desktop.core.text import Text
from paigow_desktop.games.paigow.card import shipped_card
from paigow_desktop.games.paigow.card_grade import (
    ANY_LINE,
    card_call,
    card_savings,
    deal_for_line,
    line_of,
)
from paigow_desktop.games.paigow.setting import Setting, settings_of
from paigow_desktop.games.paigow.strategy import analyze
from paigow_desktop.tiles.tile import parse_tiles

CARD = shipped_card(10, standalone=False, bank=False)
WONG = parse_tiles("6-6 5-4 3-1 2-1")


def say(text: Text) -> str:
    return str(text)


def test_a_setting_the_card_plays_follows_its_line() -> None:
    setting, line = line_of(CARD, WONG)
    call = card_call(CARD, WONG, setting)
    assert call.follows and call.line == line
    assert f"line {line}" in say(call.text) and "follows" in say(call.text)


def test_a_setting_the_card_does_not_play_is_told_what_the_card_says() -> None:
    setting, line = line_of(CARD, WONG)
    other = next(s for s in settings_of(WONG) if not s.same_play(setting))
    call = card_call(CARD, WONG, other)
    assert not call.follows and call.setting.same_play(setting) and call.line == line
    words = say(call.text)
    assert words.startswith("The card says") and f"line {line}" in words
    assert say(call.line_text) == say(CARD.lines[line - 1].text)


def test_the_last_line_is_named_as_the_default() -> None:
    rng = random.Random(5)
    last = len(CARD.lines)
    tiles = deal_for_line(CARD, last, rng)
    setting, line = line_of(CARD, tiles)
    assert line == last
    assert "last line" in say(card_call(CARD, tiles, setting).text)


def test_a_setting_of_other_tiles_is_refused() -> None:
    with pytest.raises(ValueError):
        card_call(CARD, WONG, Setting.of(parse_tiles("6-6 6-6"), parse_tiles("1-1 1-1")))


@pytest.mark.parametrize("line", [1, 2, 7, ANY_LINE])
def test_hands_dealt_for_a_line_are_decided_by_it(line: int) -> None:
    rng = random.Random(line)
    numbers = Counter(line_of(CARD, deal_for_line(CARD, line, rng))[1] for _ in range(200))
    if line == ANY_LINE:
        assert len(CARD.lines) not in numbers and len(numbers) > 3
    else:
        assert set(numbers) == {line}


def test_a_line_the_card_does_not_have_is_refused() -> None:
    with pytest.raises(ValueError):
        deal_for_line(CARD, len(CARD.lines) + 1, random.Random(1))


def test_savings_are_the_exact_ev_of_the_cards_setting_less_the_players() -> None:
    hands = [
        (WONG, False),
        (parse_tiles("4-4 5-5 3-1 4-2"), False),
        (parse_tiles("6-6 1-1 5-6 3-4"), True),
        (parse_tiles("2-2 4-6 5-5 1-3"), False),
    ]
    rounds = []
    expected = 0.0
    followed = 0
    for tiles, bank in hands:
        analysis = analyze(tiles, bank=bank)
        card = shipped_card(10, standalone=False, bank=bank)
        card_setting = line_of(card, tiles)[0]
        worst = min(analysis.settings, key=lambda e: e.ev)
        for entry in (worst, analysis.entry(card_setting)):
            rounds.append((tiles, entry.setting, bank))
            expected += float(analysis.entry(card_setting).ev - entry.ev)
            followed += entry.setting.same_play(card_setting)
    savings = card_savings(rounds, length=10, standalone=False)
    assert savings.rounds == len(rounds)
    assert savings.followed == followed
    assert savings.saved == pytest.approx(expected, abs=1e-12)
    assert savings.saved > 0
    assert savings.per_100 == pytest.approx(expected / len(rounds) * 100)


def test_no_rounds_save_nothing() -> None:
    savings = card_savings([], length=5, standalone=True)
    assert (savings.rounds, savings.saved, savings.per_100) == (0, 0.0, 0.0)


def test_the_card_to_grade_by_is_a_checked_option() -> None:
    from paigow_desktop.games.paigow.options import PaiGowOptions

    assert (PaiGowOptions().trainer_card_length, PaiGowOptions().trainer_card_standalone) == (10, False)
    for bad in (7, "10", True):
        values: dict[str, Any] = {"trainer_card_length": bad}
        with pytest.raises(ValueError, match="trainer_card_length"):
            PaiGowOptions(**values)
    messages: list[Text] = []
    read = PaiGowOptions.from_values({"trainer_card_length": 7, "trainer_card_standalone": True}, messages)
    assert (read.trainer_card_length, read.trainer_card_standalone) == (10, True) and messages


def test_the_settings_dialog_chooses_the_card(qtbot: object) -> None:
    from paigow_desktop.storage import Settings
    from paigow_desktop.ui.games.paigow.options import options_of, with_option_changes
    from paigow_desktop.ui.games.paigow.settings_page import PaiGowSettingsPage
    from paigow_desktop.ui.settings_dialog import SettingsDialog

    settings = with_option_changes(Settings(), {"trainer_card_length": 20, "trainer_card_standalone": True})
    dialog = SettingsDialog(settings)
    page = dialog.page("paigow")
    assert isinstance(page, PaiGowSettingsPage)
    assert page.trainer_card.currentData() == "20-standalone"
    page.trainer_card.setCurrentIndex(page.trainer_card.findData("5-house-way"))
    chosen = options_of(dialog.settings())
    assert (chosen.trainer_card_length, chosen.trainer_card_standalone) == (5, False)
    assert page.trainer_card.count() == 6
    dialog.deleteLater()
