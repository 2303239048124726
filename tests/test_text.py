"""Engine sentences (:class:`Text`): English words that remember how they were made."""

from __future__ import annotations

import pickle

import pytest

from paigow_desktop.core.text import ENGINE, NAMES, Text, name
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.trainer import hint, judge
from paigow_desktop.tiles.tile import parse_tiles

TINY = {
    (ENGINE, "{pair} pair"): "{pair}對",
    (NAMES, "Teen"): "天",
    (ENGINE, "Both hands: {one} and {two}."): "兩手：{one}、{two}。",
}


def fake(context: str, source: str) -> str:
    return TINY.get((context, source), source)


def test_a_text_is_its_english_words() -> None:
    text = Text("{pair} pair", pair=name("Teen"))
    assert text == "Teen pair" and isinstance(text, str)
    assert text.template == "{pair} pair" and text.context == ENGINE
    assert text.field_map == {"pair": "Teen"} and text.field_map["pair"].context == NAMES
    assert "Teen" in text and text.startswith("Teen") and f"<{text}>" == "<Teen pair>"


def test_say_translates_the_template_and_every_text_field() -> None:
    text = Text(
        "Both hands: {one} and {two}.", one=Text("{pair} pair", pair=name("Teen")), two="6-6", three=7
    )
    assert text == "Both hands: Teen pair and 6-6."
    assert text.say(fake) == "兩手：天對、6-6。"
    assert text.say(lambda _context, source: source) == str(text)


def test_a_translation_that_loses_a_field_falls_back_to_english_words() -> None:
    text = Text("{pair} pair", pair=name("Teen"))
    assert text.say(lambda _c, s: "{missing} 對" if s == "{pair} pair" else s) == "Teen pair"
    assert text.say(lambda _c, s: "{0} 對" if s == "{pair} pair" else s) == "Teen pair"


def test_texts_are_immutable_and_checked() -> None:
    text = name("Teen")
    with pytest.raises(AttributeError):
        text.template = "Day"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del text.context
    with pytest.raises(TypeError):
        Text("{x}", x=1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Text("{x}", x=True)
    assert pickle.loads(pickle.dumps(Text("{pair} pair", pair=name("Teen")))) == "Teen pair"


def test_the_engine_explains_itself_in_texts() -> None:
    tiles = parse_tiles("6-6 5-4 3-1 2-1")
    decision = set_hand(tiles)
    assert isinstance(decision.reason, Text) and isinstance(decision.name, Text)
    assert decision.name == f"rule {int(decision.rule)}: {decision.detail}"
    verdict = judge(tiles, decision.setting)
    assert isinstance(verdict.explanation, Text)
    assert isinstance(hint(tiles), Text) and "Wong" in hint(tiles)
