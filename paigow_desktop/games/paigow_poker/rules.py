"""The options of Pai Gow Poker as one frozen rules value, with the defaults of the project's rules.

Each option names a reading where the sources differ; the defaults are the seed's rules (the
Golden Nugget house way, the joker as the bug, the wheel second highest, fouls lose, 5%).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import Any, Final

from paigow_desktop.games.paigow_poker.hands import Wheel

__all__ = ["CHOICES", "FORTUNE_TABLES", "PokerRules", "PokerRulesError"]


class PokerRulesError(ValueError):
    """An unknown option or a value it does not take."""


#: The values each option that is a choice takes; the first is the default.
CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "wheel_rank": ("second_highest", "lowest"),
    "joker": ("bug", "wild"),
    "foul_policy": ("lose", "reset_house_way"),
    "bank_turns": ("every_other_round", "two_in_a_row"),
    "sf_jj66": ("exact", "at_least"),
    "sf_break_pair": ("any_pair", "rank"),
    "quads_front": ("best", "highest"),
    "sf_three_pair": ("three_pair", "two_pair", "sf"),
}

#: The Fortune bonus: "off", or the name of the pay table posted (:data:`.bonus.PAY_TABLES`).
FORTUNE_TABLES: Final = ("off", "A", "B")


@dataclass(frozen=True, slots=True)
class PokerRules:
    """The options in force; every field defaults to the project's default."""

    wheel_rank: str = "second_highest"
    joker: str = "bug"
    foul_policy: str = "lose"
    commission: Fraction = Fraction(1, 20)
    bank_turns: str = "every_other_round"
    co_banking: bool = False
    sf_jj66: str = "exact"
    sf_break_pair: str = "any_pair"
    quads_front: str = "best"
    sf_three_pair: str = "three_pair"
    sf_before_full_house: bool = False
    #: Fortune Pai Gow: the bonus bets are offered, paid by this pay table ("off": not offered).
    fortune: str = "off"
    #: EZ Pai Gow: no commission when the house banks; the dealer's queen-high pai gow pushes
    #: every bet; the Queen's Dragon is offered.  A player who banks plays by the normal rules.
    ez: bool = False

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            if getattr(self, name) not in allowed:
                raise PokerRulesError(f"{name} is one of {', '.join(allowed)}, not {getattr(self, name)!r}")
        if self.fortune not in FORTUNE_TABLES:
            raise PokerRulesError(f"fortune is one of {', '.join(FORTUNE_TABLES)}, not {self.fortune!r}")
        for name in ("co_banking", "sf_before_full_house", "ez"):
            if not isinstance(getattr(self, name), bool):
                raise PokerRulesError(f"{name} is true or false, not {getattr(self, name)!r}")
        rate = self.commission
        if not isinstance(rate, Fraction) or not 0 <= rate <= Fraction(1, 10):
            raise PokerRulesError(f"the commission is a fraction from 0 to 0.10, not {rate!r}")

    @property
    def house_commission(self) -> Fraction:
        """The commission when the house banks: none at an EZ table."""
        return Fraction(0) if self.ez else self.commission

    @property
    def wheel(self) -> Wheel:
        return Wheel(self.wheel_rank)

    def with_values(self, values: Mapping[str, Any]) -> PokerRules:
        """These rules with some options changed by name (``PokerRulesError`` for a bad one)."""
        known = {f.name for f in fields(self)}
        for name in values:
            if name not in known:
                raise PokerRulesError(
                    f"there is no option {name!r} (the options are {', '.join(sorted(known))})"
                )
        changed = dict(values)
        if "commission" in changed and not isinstance(changed["commission"], Fraction):
            try:
                changed["commission"] = Fraction(str(changed["commission"]))
            except (ValueError, ZeroDivisionError) as error:
                raise PokerRulesError(f"the commission is a number from 0 to 0.10: {error}") from None
        return replace(self, **changed)
