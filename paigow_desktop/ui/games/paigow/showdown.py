"""Pai Gow's showdown in words: :func:`tell` turns the engine's reveal and settlement into the
story the result banner (:mod:`paigow_desktop.ui.table.showdown`) draws on the felt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from paigow_desktop.games.paigow.hands import Showdown
from paigow_desktop.games.paigow.round import Reveal, Settlement
from paigow_desktop.games.paigow.setting import BetResult, Setting
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.names import signed_money
from paigow_desktop.ui.table.showdown import ShowdownLine, ShowdownStory, who_took

__all__ = ["tell"]


def _who_took(showdown: Showdown) -> str:
    return who_took(
        showdown is Showdown.PLAYER, copy=showdown is Showdown.COPY, zeros=showdown is Showdown.ZERO
    )


# Long: the banner's lines for every outcome in one place, read top to bottom
def tell(
    reveal: Reveal,
    settlement: Settlement,
    player: int,
    mine: Setting | None,
    banker_title: str,
    money: Callable[[int], str],
) -> ShowdownStory | None:
    """The banner's words for ``player``; None when the player held no hand this round."""
    outcome = next((p for p in settlement.places if p.place == player), None)
    if outcome is None or mine is None:
        return None
    you = QCoreApplication.translate("Showdown", "You")
    banker = reveal.banker_setting
    if reveal.banker == player:  # the player banked against every other place
        lines = (
            ShowdownLine(QCoreApplication.translate("Showdown", "Low"), hand_name(mine.low), "", "", True),
            ShowdownLine(QCoreApplication.translate("Showdown", "High"), hand_name(mine.high), "", "", True),
        )
        if outcome.net_cents > 0:
            heading = QCoreApplication.translate("Showdown", "Your bank wins {0}").format(
                money(outcome.net_cents)
            )
        elif outcome.net_cents < 0:
            heading = QCoreApplication.translate("Showdown", "Your bank loses {0}").format(
                money(-outcome.net_cents)
            )
        else:
            heading = QCoreApplication.translate("Showdown", "Your bank breaks even")
        money_line = QCoreApplication.translate("Showdown", "Net {0}, commission {1}").format(
            signed_money(outcome.net_cents, money), money(outcome.commission_cents)
        )
        # One column of hands, yours, titled as your plate is ("You (bank)"): no banker beside it.
        return ShowdownStory(heading, None, banker_title, "", lines, money_line, outcome.net_cents)
    comparison = reveal.matchup(player).comparison
    lines = (
        ShowdownLine(
            QCoreApplication.translate("Showdown", "Low"),
            hand_name(mine.low),
            hand_name(banker.low),
            _who_took(comparison.low),
            comparison.low is Showdown.PLAYER,
        ),
        ShowdownLine(
            QCoreApplication.translate("Showdown", "High"),
            hand_name(mine.high),
            hand_name(banker.high),
            _who_took(comparison.high),
            comparison.high is Showdown.PLAYER,
        ),
    )
    bet = money(outcome.bet_cents)
    result = comparison.result
    if result is BetResult.WIN:
        heading = QCoreApplication.translate("Showdown", "You win {0}").format(money(outcome.net_cents))
        money_line = QCoreApplication.translate(
            "Showdown", "Bet {0}: won {1}, commission {2}, net {3}"
        ).format(
            bet,
            money(outcome.net_cents + outcome.commission_cents),
            money(outcome.commission_cents),
            signed_money(outcome.net_cents, money),
        )
    elif result is BetResult.LOSS:
        heading = QCoreApplication.translate("Showdown", "You lose {0}").format(money(-outcome.net_cents))
        money_line = QCoreApplication.translate("Showdown", "Bet {0}: lost to the banker, net {1}").format(
            bet, signed_money(outcome.net_cents, money)
        )
    else:
        heading = QCoreApplication.translate("Showdown", "Push: one hand each")
        money_line = QCoreApplication.translate("Showdown", "Bet {0}: comes back, net {1}").format(
            bet, money(0)
        )
    return ShowdownStory(heading, result, you, banker_title, lines, money_line, outcome.net_cents)
