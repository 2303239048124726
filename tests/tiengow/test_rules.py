"""The rules value: the doc's defaults, booleans for numbers, and wrongly typed values refused."""

from __future__ import annotations

import pytest

from paigow_desktop.games.tiengow.rules import OPTIONS, Rules, RulesError


def test_defaults() -> None:
    assert Rules().to_json() == {
        "early_death": True,
        "mixed_pairs_and_sets": True,
        "gee_joon_payment": 2,
        "quartet_payment": 4,
        "last_trick_bonus": 2,
        "unbeatable_exception": True,
        "banker_multiplier": 2,
        "hk_escalating_banker": False,
        "banker_surplus_doubled": True,
        "little_three_big_six": False,
        "one_red_dot": False,
    }
    assert list(OPTIONS) == list(Rules().to_json())


@pytest.mark.parametrize(
    ("name", "on", "off"),
    [
        ("gee_joon_payment", 2, 0),
        ("quartet_payment", 4, 0),
        ("last_trick_bonus", 2, 1),
        ("banker_multiplier", 2, 1),
    ],
)
def test_a_boolean_for_a_number_means_default_or_off(name: str, on: int, off: int) -> None:
    assert Rules.value_of(name, True) == on
    assert Rules.value_of(name, False) == off
    assert getattr(Rules().with_option(name, False), name) == off


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("early_death", 1),
        ("early_death", "true"),
        ("gee_joon_payment", 1.5),
        ("gee_joon_payment", 2.0),
        ("gee_joon_payment", "2"),
        ("gee_joon_payment", -1),
        ("last_trick_bonus", 0),
        ("banker_multiplier", 0),
        ("quartet_payment", None),
    ],
)
def test_wrong_values_are_refused(name: str, value: object) -> None:
    with pytest.raises(RulesError):
        Rules.value_of(name, value)
    with pytest.raises(RulesError):
        Rules.from_json({name: value})


def test_reading_rules() -> None:
    rules, warnings = Rules.from_json({"early_death": False})
    assert rules == Rules(early_death=False) and warnings == []
    with pytest.raises(RulesError):
        Rules.from_json({"house_rule": True})
    rules, warnings = Rules.from_json({"house_rule": True}, strict=False)
    assert rules == Rules() and len(warnings) == 1
    with pytest.raises(RulesError):
        Rules(early_death=1)  # type: ignore[arg-type]
    with pytest.raises(AttributeError):
        Rules().early_death = False  # type: ignore[misc]
