"""Pai Gow's options: its section of the settings file (table rules, the casino's variations, the trainer).

The settings file keeps one section per game; this is Pai Gow's, checked here by the game
itself (storage keeps sections as records and knows no game).  Options are checked when a value
is made (``ValueError`` names the option); :meth:`PaiGowOptions.from_values` reads a file's
section, falling back to defaults with a message for bad values and keeping unknown keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Final, cast

from paigow_desktop.core.options import Check, boolean, check_all, int_in, one_of, sort_values, values_of
from paigow_desktop.core.text import QT_TRANSLATE_NOOP, Text
from paigow_desktop.games.paigow.card import LENGTHS as CARD_LENGTHS
from paigow_desktop.games.paigow.round import TableRules
from paigow_desktop.games.paigow.table import BANK_OFFERS, COMMISSIONS, BankOffer, TableVariations

__all__ = [
    "COMMISSION_CHOICES",
    "MAX_CENTS",
    "MIN_CENTS",
    "TRAINER_PLACES",
    "WOODPILE_STYLES",
    "PaiGowOptions",
]

#: The commissions a player may choose, as the file writes them (the same rates as the table's).
COMMISSION_CHOICES: Final = ("0.05", "0.0476", "0.04", "0")
assert tuple(Fraction(c) for c in COMMISSION_CHOICES) == tuple(COMMISSIONS), "commissions disagree"
WOODPILE_STYLES: Final = ("eight", "lifted")
#: Where the trainer sits: below the table, right of it, or in a window of its own.
TRAINER_PLACES: Final = ("below", "right", "window")
#: The smallest and largest amounts of money an option may hold: $1 and $1,000,000.
MIN_CENTS: Final = 100
MAX_CENTS: Final = 100_000_000

_CENTS = " of cents"


def _card_length(value: object) -> str | None:
    """A strategy card's length: one of the lengths the cards come in."""
    if isinstance(value, int) and not isinstance(value, bool) and value in CARD_LENGTHS:
        return None
    return "one of " + ", ".join(map(str, CARD_LENGTHS))


CHECKS: Final[Mapping[str, Check]] = MappingProxyType(
    {
        "seat": int_in(1, 7),
        "default_bet_cents": int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "table_minimum_cents": int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "table_maximum_cents": int_in(MIN_CENTS, MAX_CENTS, _CENTS),
        "commission": one_of(*COMMISSION_CHOICES),
        "trainer": boolean,
        "trainer_quiz": boolean,
        "computer_players": int_in(0, 7),
        "bank_offer": one_of(*BANK_OFFERS),
        "bank_two_in_a_row": boolean,
        "co_banking": boolean,
        "count_from_dealer": boolean,
        "woodpile": one_of(*WOODPILE_STYLES),
        "trainer_place": one_of(*TRAINER_PLACES),
        "welcomed": boolean,
        "trainer_card_length": _card_length,
        "trainer_card_standalone": boolean,
        "left_mid_round": int_in(0, 2**62),
    }
)


@dataclass(frozen=True)
class PaiGowOptions:
    """Pai Gow's options; change them with :func:`dataclasses.replace`, which checks again.

    The table maximum is at least the minimum and the default bet lies between them.
    """

    seat: int = 4
    default_bet_cents: int = 1000
    table_minimum_cents: int = 500
    table_maximum_cents: int = 50_000
    commission: str = "0.05"
    trainer: bool = False
    #: with the trainer on, keep its numbers hidden until the player confirms ("quiz me")
    trainer_quiz: bool = False
    computer_players: int = 4
    bank_offer: str = "ask"
    #: a player may bank two rounds running (some card rooms) instead of every other round
    bank_two_in_a_row: bool = False
    #: the house covers half of every bet with a banking player, whose tiles it sets by the house way
    co_banking: bool = False
    #: the dice count starts at the dealer's place instead of the banker's
    count_from_dealer: bool = False
    #: how the woodpile is built: "eight" stacks of four, or four of eight "lifted" in halves
    woodpile: str = "eight"
    #: where the trainer sits: "below" the table, "right" of it, or in its own "window"
    trainer_place: str = "below"
    #: the first-run welcome has been shown (it is again from Help › Welcome)
    welcomed: bool = False
    #: the strategy card the trainer grades by as well as by the best play: its length ...
    trainer_card_length: int = 10
    #: ... and whether it is the standalone card (else the one on top of the house way)
    trainer_card_standalone: bool = False
    #: the round (its id in the ledger) played out by the house way when the player left in its
    #: middle, told at the next start (0: none)
    left_mid_round: int = 0
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False, repr=False)

    def __post_init__(self) -> None:
        check_all(self, CHECKS)
        if self.table_maximum_cents < self.table_minimum_cents:
            raise ValueError("setting 'table_maximum_cents' must be at least 'table_minimum_cents'")
        if not self.table_minimum_cents <= self.default_bet_cents <= self.table_maximum_cents:
            raise ValueError("setting 'default_bet_cents' must lie between the table minimum and maximum")
        clash = sorted(set(self.extra) & set(CHECKS))
        if clash:
            raise ValueError(f"extra keys may not be option names: {', '.join(clash)}")
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    @classmethod
    def options(cls) -> tuple[str, ...]:
        """The option names, in file order."""
        return tuple(CHECKS)

    @property
    def commission_rate(self) -> Fraction:
        return Fraction(self.commission)

    @property
    def table_rules(self) -> TableRules:
        return TableRules(self.table_minimum_cents, self.table_maximum_cents, self.commission_rate)

    @property
    def table_variations(self) -> TableVariations:
        return TableVariations(
            self.commission_rate,
            bank_offer=cast(BankOffer, self.bank_offer),
            two_in_a_row=self.bank_two_in_a_row,
            count_from_dealer=self.count_from_dealer,
            co_banking=self.co_banking,
        )

    def to_dict(self) -> dict[str, Any]:
        """The section as the file holds it: the options, then the keys kept from the file."""
        return values_of(self, CHECKS)

    @classmethod
    def from_values(cls, values: Mapping[str, Any], messages: list[Text]) -> PaiGowOptions:
        """The section read from a file: bad values fall back with a message, limits are mended."""
        defaults = cls()
        good, extra = sort_values(CHECKS, defaults, values, messages)
        low = good.get("table_minimum_cents", defaults.table_minimum_cents)
        high = good.get("table_maximum_cents", defaults.table_maximum_cents)
        if high < low:
            fixed = max(defaults.table_maximum_cents, low)
            messages.append(
                Text(
                    QT_TRANSLATE_NOOP(
                        "Storage",
                        "The setting 'table_maximum_cents' was {high}, below the table minimum of {low}: "
                        "using {fixed}.",
                    ),
                    context="Storage",
                    high=high,
                    low=low,
                    fixed=fixed,
                )
            )
            good["table_maximum_cents"] = high = fixed
        bet = good.get("default_bet_cents", defaults.default_bet_cents)
        if not low <= bet <= high:
            fixed = min(max(defaults.default_bet_cents, low), high)
            if "default_bet_cents" in good:
                messages.append(
                    Text(
                        QT_TRANSLATE_NOOP(
                            "Storage",
                            "The setting 'default_bet_cents' was {bet}, outside the table limits "
                            "({low} to {high}): "
                            "using {fixed}.",
                        ),
                        context="Storage",
                        bet=bet,
                        low=low,
                        high=high,
                        fixed=fixed,
                    )
                )
            good["default_bet_cents"] = fixed
        return cls(**good, extra=extra)
