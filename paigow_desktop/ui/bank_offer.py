"""The bank's offer, as every banked table makes it: "Take the bank this round" in the side
panel, shown only when the bank comes round to you and your bankroll covers what it faces.

The engine says whose turn the bank is and whether a place may take it; this says so to the
player, in the same words at every banked table.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QCheckBox, QWidget

from paigow_desktop.ui.names import rate_words

__all__ = ["BankOffer"]


class BankOffer(QCheckBox):
    """ "Take the bank this round": shown only when the bank comes round to you and you can cover
    every bet; its place is kept while hidden, so the panel never jumps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Take the &bank this round"), parent)
        self.setAccessibleName(self.tr("Take the bank this round"))
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setVisible(False)

    def show_offer(self, offered: bool, commission: Fraction | float, *, co_banking: bool = False) -> None:
        """Show or hide the offer (unticked when it goes), with what banking means in its tip:
        the ``commission`` the bank pays on its net win, and with ``co_banking`` the house's half."""
        if not offered:
            self.setChecked(False)
        self.setVisible(offered)
        tip = self.tr(
            "The bank comes round to you: your hand faces every seat, you win the copies, and you pay "
            "{0} commission on the round's net win."
        ).format(rate_words(commission))
        if co_banking:
            tip += " " + self.tr("The house covers half the bank and sets your hand by the house way.")
        self.setToolTip(tip)

    def taken(self) -> bool:
        """Whether you take the offered bank (the box is then cleared: the answer is for one round)."""
        answer = not self.isHidden() and self.isChecked()
        self.setChecked(False)
        return answer
