"""The Pai Gow table's side panel: bankroll, bet, the round's buttons and the live preview."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class SidePanel(QWidget):
    """Bankroll, bet, the round's buttons and the live preview of the player's hands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(270)
        self.setMaximumWidth(340)
        layout = QVBoxLayout(self)
        self.bankroll = QLabel()
        self.bankroll.setObjectName("bankroll")
        font = self.bankroll.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.bankroll.setFont(font)
        self.bankroll.setAccessibleName(self.tr("Bankroll"))
        self.bet = QDoubleSpinBox()
        self.bet.setPrefix("$")
        self.bet.setDecimals(2)
        self.bet.setAccessibleName(self.tr("Bet"))
        self.bet.setToolTip(self.tr("Your bet for the next round, between the table minimum and maximum"))
        form = QFormLayout()
        form.addRow(self.tr("Bankroll"), self.bankroll)
        form.addRow(self.tr("&Bet"), self.bet)
        layout.addLayout(form)
        #: why the bet typed is refused (outside the table limits); its place is kept when empty
        self.bet_problem = QLabel()
        self.bet_problem.setObjectName("bet-problem")
        self.bet_problem.setWordWrap(True)
        self.bet_problem.setStyleSheet("color: #c62828; font-weight: bold;")
        self.bet_problem.setAccessibleName(self.tr("Bet refused"))
        layout.addWidget(self.bet_problem)
        self.take_bank = QCheckBox(self.tr("Take the &bank this round"))
        self.take_bank.setAccessibleName(self.tr("Take the bank this round"))
        # Its place is kept while it is hidden, so the buttons below never jump when it appears.
        policy = self.take_bank.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.take_bank.setSizePolicy(policy)
        self.take_bank.setVisible(False)
        layout.addWidget(self.take_bank)
        self.deal_button = QPushButton(self.tr("New round"))
        self.confirm_button = QPushButton(self.tr("Confirm setting"))
        self.house_way_button = QPushButton(self.tr("House way"))
        self.undo_button = QPushButton(self.tr("Undo move"))
        self.replay_button = QPushButton(self.tr("Replay deal"))
        for button in (
            self.deal_button,
            self.confirm_button,
            self.house_way_button,
            self.undo_button,
            self.replay_button,
        ):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
        self.confirm_button.setDefault(True)
        preview_title = QLabel(self.tr("<b>Your hands</b>"))
        layout.addSpacing(8)
        layout.addWidget(preview_title)
        self.low = QLabel()
        self.high = QLabel()
        self.standing = QLabel()
        for label in (self.low, self.high, self.standing):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.low.setAccessibleName(self.tr("Low hand"))
        self.high.setAccessibleName(self.tr("High hand"))
        self.standing.setAccessibleName(self.tr("Against the house way"))
        layout.addStretch(1)
        self.deal_number = QLabel()
        self.deal_number.setAccessibleName(self.tr("Deal number"))
        self.deal_number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.deal_number)
        self.keys = QLabel(
            self.tr(
                "<small>Keys: 1–4 pick a tile, Space moves it, Enter confirms, H house way, "
                "Ctrl+Z undo, Esc skips the animation, F2 new round</small>"
            )
        )
        self.keys.setWordWrap(True)
        layout.addWidget(self.keys)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
