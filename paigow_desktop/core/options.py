"""Options as typed records, checked when made: the shared machinery of every settings section.

A section is a frozen dataclass whose fields are its options, with a check per option (a function
that returns None for a good value, else what the value must be, in words).  :func:`read_section`
makes a section from a file's values: a bad value falls back to its default with a message, and
keys the section does not know are kept (a newer version's, or hand-added) and written back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text

__all__ = ["Check", "boolean", "check_all", "int_in", "one_of", "show_value", "sort_values", "values_of"]

#: A check: None when the value is good, else what it must be ("a whole number from 1 to 7").
Check = Callable[[object], str | None]


def int_in(low: int, high: int, unit: str = "") -> Check:
    def check(value: object) -> str | None:
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
            return None
        return f"a whole number{unit} from {low} to {high}"

    return check


def one_of(*allowed: str) -> Check:
    def check(value: object) -> str | None:
        if isinstance(value, str) and value in allowed:
            return None
        return "one of " + ", ".join(json.dumps(a) for a in allowed)

    return check


def boolean(value: object) -> str | None:
    return None if isinstance(value, bool) else "true or false"


def show_value(value: object) -> str:
    """A value as JSON, shortened, for messages (never fails, whatever the value)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def values_of(section: object, checks: Mapping[str, Check]) -> dict[str, Any]:
    """The options of a section in file order, then its extra keys: what the file holds."""
    values: dict[str, Any] = {name: getattr(section, name) for name in checks}
    extra: Mapping[str, Any] = getattr(section, "extra", {})
    return {**values, **extra}


def check_all(section: object, checks: Mapping[str, Check]) -> None:
    """``ValueError`` naming the first option whose value is not allowed."""
    for name, check in checks.items():
        problem = check(getattr(section, name))
        if problem is not None:
            raise ValueError(f"setting {name!r} must be {problem}, not {show_value(getattr(section, name))}")


def sort_values(
    checks: Mapping[str, Check], defaults: object, values: Mapping[str, Any], messages: list[Text]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(good, extra) of a file's values: a bad value is left out (the default stays) with a
    message; keys the section does not know are extra, kept to be written back."""
    good: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    for key, value in values.items():
        check = checks.get(key)
        if check is None:
            extra[key] = value
            continue
        problem = check(value)
        if problem is None:
            good[key] = value
            continue
        messages.append(
            Text(
                QT_TRANSLATE_NOOP(
                    "Storage",
                    "The setting '{key}' was {value}, but it must be {problem}: "
                    "using the default, {default}.",
                ),
                context="Storage",
                key=key,
                value=show_value(value),
                problem=problem,
                default=show_value(getattr(defaults, key)),
            )
        )
    return good, extra
