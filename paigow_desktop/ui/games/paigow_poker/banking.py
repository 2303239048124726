"""Player banking at the Pai Gow Poker table: who takes the bank, the offer in the side panel,
the plates' words and the banner when you hold the bank (the offer itself is every banked
table's: :class:`~paigow_desktop.ui.bank_offer.BankOffer`).

The turn of the bank and whether a place may hold it come from the engine's
:class:`~paigow_desktop.games.paigow_poker.table.PokerTable`; a computer player takes the bank
whenever it is offered (the house backs it, so it always covers: your bankroll has no say in it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow_poker.round import DEALER, PlaceLine, PokerRound
from paigow_desktop.games.paigow_poker.table import PokerTable
from paigow_desktop.ui.games.paigow_poker.scene import PlaceResult
from paigow_desktop.ui.games.paigow_poker.words import high_words, low_words
from paigow_desktop.ui.names import signed_money
from paigow_desktop.ui.table.items import LOSS_COLOUR, PUSH_COLOUR, WIN_COLOUR
from paigow_desktop.ui.table.showdown import ShowdownLine, ShowdownStory

__all__ = [
    "bank_result",
    "bank_story",
    "choose_banker",
    "offered_to",
    "place_bets",
]


def offered_to(table: PokerTable, place: int, bankroll_cents: int, bets: Mapping[int, int]) -> bool:
    """Whether the next round's bank is offered to ``place`` and it may take it (it covers every bet)."""
    return table.next_offer == place and table.can_bank(place, bankroll_cents, bets) is None


def choose_banker(
    table: PokerTable,
    me: int,
    bankroll_cents: int,
    bets: Mapping[int, int],
    *,
    take: bool,
) -> int:
    """Who banks the next round: you when it is your turn, you ``take`` it and you cover it; a
    computer player whenever its turn comes (the house backs it); otherwise the house."""
    offer = table.next_offer
    return table.choose_banker(bets, {me: bankroll_cents}, take if offer == me else True)


def place_bets(game: PokerRound, seats: Sequence[int], money: Callable[[int], str]) -> dict[int, str]:
    """Each place's line on its plate: the bet, "Bank" for the banker, the house's way or bet."""
    lines = {place: money(cents) for place, cents in game.bets.items()}
    lines[game.banker] = QCoreApplication.translate("PokerBank", "Bank")
    if game.banker != DEALER and game.co_bank:
        lines[DEALER] = QCoreApplication.translate("PokerBank", "Shares the bank")
    elif game.banker == DEALER:
        lines[DEALER] = QCoreApplication.translate("PokerBank", "House way")
    return {place: lines.get(place, "") for place in (DEALER, *seats)}


def bank_result(line: PlaceLine, money: Callable[[int], str]) -> PlaceResult:
    """The plate's words for a share of the bank (the banker's, or the house's when it co-banks),
    and its chips: what the bank made, when it made something."""
    net = line.net_cents
    if net > 0:
        return PlaceResult(
            QCoreApplication.translate("PokerBank", "Bank +{0}").format(money(net)), WIN_COLOUR, net
        )
    if net < 0:
        return PlaceResult(
            QCoreApplication.translate("PokerBank", "Bank −{0}").format(money(-net)), LOSS_COLOUR, 0
        )
    return PlaceResult(QCoreApplication.translate("PokerBank", "Bank even"), PUSH_COLOUR, 0)


def bank_story(game: PokerRound, line: PlaceLine, money: Callable[[int], str]) -> ShowdownStory:
    """The banner when you held the bank: your two hands, the bank's net and the commission."""
    mine = game.hand_set(line.place)
    assert mine is not None
    setting = mine.setting
    named = (
        (QCoreApplication.translate("PokerBank", "High"), high_words(setting.high_value)),
        (QCoreApplication.translate("PokerBank", "Low"), low_words(setting.low_value)),
    )
    lines = tuple(ShowdownLine(label, name, "", "", True) for label, name in named)
    net = line.net_cents
    if net > 0:
        heading = QCoreApplication.translate("PokerBank", "Your bank wins {0}").format(money(net))
    elif net < 0:
        heading = QCoreApplication.translate("PokerBank", "Your bank loses {0}").format(money(-net))
    else:
        heading = QCoreApplication.translate("PokerBank", "Your bank breaks even")
    words = QCoreApplication.translate("PokerBank", "Net {0}, commission {1}").format(
        signed_money(net, money), money(line.commission_cents)
    )
    if game.co_bank:
        words += " · " + QCoreApplication.translate("PokerBank", "the house covered half")
    faced = len(game.bets)
    against = QCoreApplication.translate("PokerBank", "Against {0} hands").format(faced)
    you = QCoreApplication.translate("PokerBank", "You (bank)")
    return ShowdownStory(heading, None, you, against, lines, words, net)
