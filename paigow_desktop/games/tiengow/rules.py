"""The options of Tien Gow (the doc's section 7) as one frozen rules value.

A value an option does not take is refused with :class:`RulesError`, whose words (a
:class:`~paigow_desktop.core.text.Text`) the command line prints and the settings page shows
translated: the one check for both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["OPTIONS", "Option", "Rules", "RulesError"]


class RulesError(ValueError):
    """An unknown option or a value of the wrong type or range."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option: its name, its type, its default, its value when switched off and its least value."""

    name: str
    kind: type
    default: bool | int
    off: bool | int
    minimum: int = 0


#: Every option, in the doc's order.
OPTIONS: Final[dict[str, Option]] = {
    o.name: o
    for o in (
        Option("early_death", bool, True, False),
        Option("mixed_pairs_and_sets", bool, True, False),
        Option("gee_joon_payment", int, 2, 0, 0),
        Option("quartet_payment", int, 4, 0, 0),
        Option("last_trick_bonus", int, 2, 1, 1),
        Option("unbeatable_exception", bool, True, False),
        Option("banker_multiplier", int, 2, 1, 1),
        Option("hk_escalating_banker", bool, False, False),
        Option("banker_surplus_doubled", bool, True, False),
        Option("little_three_big_six", bool, False, False),
        Option("one_red_dot", bool, False, False),
    )
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The options in force for a hand; every field defaults to the doc's default."""

    early_death: bool = True
    mixed_pairs_and_sets: bool = True
    gee_joon_payment: int = 2
    quartet_payment: int = 4
    last_trick_bonus: int = 2
    unbeatable_exception: bool = True
    banker_multiplier: int = 2
    hk_escalating_banker: bool = False
    banker_surplus_doubled: bool = True
    little_three_big_six: bool = False
    one_red_dot: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if _checked(f.name, value) != value or type(value) is not OPTIONS[f.name].kind:
                raise RulesError(f"{f.name}: {value!r} is not a {OPTIONS[f.name].kind.__name__}")

    @staticmethod
    def value_of(name: str, value: object) -> bool | int:
        """The value an option takes from a JSON value (a boolean for a number: default or off)."""
        if name not in OPTIONS:
            raise RulesError(f"unknown option {name!r} (options: {', '.join(OPTIONS)})")
        return _checked(name, value)

    def with_option(self, name: str, value: object) -> Rules:
        changes: dict[str, Any] = {name: Rules.value_of(name, value)}  # checked: the field's type
        return replace(self, **changes)

    @classmethod
    def from_json(cls, data: Mapping[str, object], *, strict: bool = True) -> tuple[Rules, list[str]]:
        """Rules from a JSON object: omitted options take their default.

        An unknown name is an error when ``strict``, else it is skipped with a warning
        (returned); a wrongly typed value is always an error.
        """
        if not isinstance(data, Mapping):
            raise RulesError("rules are a JSON object")
        warnings: list[str] = []
        values: dict[str, Any] = {}  # each checked against its option's type
        for name, value in data.items():
            if name not in OPTIONS:
                if strict:
                    raise RulesError(f"unknown option {name!r}")
                warnings.append(f"unknown option {name!r} ignored")
                continue
            values[name] = _checked(name, value)
        return cls(**values), warnings

    def to_json(self) -> dict[str, bool | int]:
        return asdict(self)


def _checked(name: str, value: object) -> bool | int:
    option = OPTIONS[name]
    if option.kind is bool:
        if not isinstance(value, bool):
            raise RulesError(
                Text(
                    QT_TRANSLATE_NOOP("Engine", "{name} is true or false, not {value}"),
                    name=name,
                    value=repr(value),
                )
            )
        return value
    if isinstance(value, bool):
        return option.default if value else option.off
    if not isinstance(value, int):
        template = QT_TRANSLATE_NOOP("Engine", "{name} is a whole number of at least {minimum}, not {value}")
        raise RulesError(Text(template, name=name, minimum=option.minimum, value=repr(value)))
    if value < option.minimum:
        template = QT_TRANSLATE_NOOP("Engine", "{name} is at least {minimum}, not {value}")
        raise RulesError(Text(template, name=name, minimum=option.minimum, value=value))
    return value
