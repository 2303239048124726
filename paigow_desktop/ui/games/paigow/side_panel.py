"""The Pai Gow table's side panel: bankroll, bet, the round's buttons and the live preview."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.ui.bank_offer import BankOffer
from paigow_desktop.ui.games.paigow.hand_names import hand_name
from paigow_desktop.ui.games.paigow.preview import Preview
from paigow_desktop.ui.names import unbroken_numbers, unbroken_phrases


def smaller(font: QFont) -> QFont:
    """``font`` a step smaller, as Qt draws HTML's ``<small>`` (four fifths)."""
    small = QFont(font)
    if font.pointSizeF() > 0:
        small.setPointSizeF(font.pointSizeF() * 0.8)
    else:
        small.setPixelSize(max(1, round(font.pixelSize() * 0.8)))
    return small


def show_words(label: QLabel, words: str) -> None:
    """Show ``words`` on a line that has a name of its own ("Low hand"): a screen reader says
    the name, then these words (with a name, Qt gives it no other way to hear them).  A number
    stays on the line of the word it goes with."""
    label.setText(unbroken_numbers(words))
    label.setAccessibleDescription(words)


#: The quick-bet chips beside the bet box, in dollars: each click adds one to the bet.
QUICK_CHIPS = (5, 25, 100, 500)


class SidePanel(QWidget):
    """Bankroll, bet, the round's buttons and the live preview of the player's hands."""

    # Long: builds the panel's widgets and layout, a declarative list read top to bottom
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Narrow: the felt comes first (issue 33); the chips, the bet's two buttons and the
        # round's buttons still show their words whole, in English and in Chinese.
        self.setMinimumWidth(220)
        self.setMaximumWidth(300)
        layout = self._column = QVBoxLayout(self)
        # Close lines: at 1024 x 700 in Chinese the panel had to scroll for its last lines.
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
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
        chips = QGridLayout()
        chips.setSpacing(4)
        # one button a chip value: adds that much to the bet
        self.chip_buttons: dict[int, QToolButton] = {}
        for column, value in enumerate(QUICK_CHIPS):
            chip = QToolButton()
            chip.setText(f"${value}")
            chip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            chip.setToolTip(self.tr("Add a ${0} chip to the bet").format(value))
            chip.setAccessibleName(self.tr("Add ${0}").format(value))
            chip.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            chip.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            chips.addWidget(chip, 0, column)
            self.chip_buttons[value] = chip
        layout.addLayout(chips)
        row = QHBoxLayout()
        self.clear_bet_button = QPushButton(self.tr("Clear bet"))
        self.repeat_bet_button = QPushButton(self.tr("Repeat last bet"))
        for plain in (self.clear_bet_button, self.repeat_bet_button):
            plain.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(plain)
        layout.addLayout(row)
        #: why the bet typed is refused (outside the table limits); its place is kept when empty
        self.bet_problem = QLabel()
        self.bet_problem.setObjectName("bet-problem")
        self.bet_problem.setWordWrap(True)
        self.bet_problem.setStyleSheet("color: #c62828; font-weight: bold;")
        self.bet_problem.setAccessibleName(self.tr("Bet refused"))
        layout.addWidget(self.bet_problem)
        self.take_bank = BankOffer()  # its place kept while hidden: the buttons below never jump
        layout.addWidget(self.take_bank)
        self.deal_button = QPushButton(self.tr("New round"))
        self.confirm_button = QPushButton(self.tr("Confirm setting"))
        self.house_way_button = QPushButton(self.tr("Set by the house way"))  # as the tool bar says
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
        layout.addSpacing(4)
        layout.addWidget(preview_title)
        self.low = QLabel()
        self.high = QLabel()
        self.standing = QLabel()
        for label in (self.low, self.high, self.standing):
            # Plain words, laid out once: these three change every round, and rich or
            # selectable text made Qt build, lay out and paint a text document for each, twice
            # (0.6 ms of a round at speed 0).  The table's slots show the hands' names too.
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.low.setAccessibleName(self.tr("Low hand"))
        self.high.setAccessibleName(self.tr("High hand"))
        self.standing.setAccessibleName(self.tr("Against the house way"))
        layout.addStretch(1)
        # The deal number changes every round: plain words too, copied from its context menu
        # (selectable words were a text document, painted twice a round).
        self.deal_number = QLabel()
        self.deal_number.setTextFormat(Qt.TextFormat.PlainText)
        self.deal_number.setAccessibleName(self.tr("Deal number"))
        self.copy_deal_action = QAction(self.tr("Copy deal number"), self.deal_number)
        self.copy_deal_action.triggered.connect(self._copy_deal_number)
        self.deal_number.addAction(self.copy_deal_action)
        self._deal_seed: int | None = None
        self.show_deal_number("", None)  # the window says which deal (or none yet)
        layout.addWidget(self.deal_number)
        # Small plain words: as rich text the panel's every new layout measured them as a
        # text document, several times.
        self.keys = QLabel(
            unbroken_phrases(
                self.tr(
                    "Keys: 1–4 pick a tile, Space moves it, Enter confirms, H house way, "
                    "Ctrl+Z undo, Esc skips the animation, F2 new round"
                )
            )
        )
        self.keys.setTextFormat(Qt.TextFormat.PlainText)
        self._size_keys()
        self.keys.setWordWrap(True)
        layout.addWidget(self.keys)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def show_deal_number(self, words: str, seed: int | None) -> None:
        """The line naming this deal (``words``); its context menu copies ``seed``."""
        show_words(self.deal_number, words)
        self._deal_seed = seed
        self.copy_deal_action.setEnabled(seed is not None)
        menu = (
            Qt.ContextMenuPolicy.ActionsContextMenu
            if seed is not None
            else Qt.ContextMenuPolicy.NoContextMenu
        )
        self.deal_number.setContextMenuPolicy(menu)  # no deal yet: no menu of one greyed item
        tip = self.tr("Right-click to copy the deal number") if seed is not None else ""
        self.deal_number.setToolTip(tip)

    def _size_keys(self) -> None:
        """The keys line a step smaller than the panel's font (as rich text's <small> was)."""
        self.keys.setFont(smaller(self.font()))

    def changeEvent(self, event: QEvent) -> None:
        # Whatever the desktop's font becomes while the program runs (not before the keys
        # line is made: the panel's font does not change while it is built).
        if event.type() == QEvent.Type.FontChange and hasattr(self, "keys"):
            self._size_keys()
        super().changeEvent(event)

    def _copy_deal_number(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if self._deal_seed is not None and clipboard is not None:
            clipboard.setText(str(self._deal_seed))

    def show_preview(self, preview: Preview | None, *, quiz: bool) -> None:
        """Name the two hands as they stand (None: no hand being set)."""
        self._name_hands(preview, quiz=quiz)
        # Laid out now, not when the event loop comes round to it: the next paint may come
        # first, and the words would be painted where they were, then again where they go.
        self._column.activate()

    def _name_hands(self, preview: Preview | None, *, quiz: bool) -> None:
        if preview is None:
            show_words(self.low, self.tr("Low: —"))
            show_words(self.high, self.tr("High: —"))
            show_words(self.standing, "")
            return
        if preview.setting is not None:
            s = preview.setting
            show_words(self.low, self.tr("Low: {0} — {1}").format(s.low, hand_name(s.low)))
            show_words(self.high, self.tr("High: {0} — {1}").format(s.high, hand_name(s.high)))
        else:
            show_words(self.low, self.tr("Low slot: {0}").format(preview.low_caption))
            show_words(self.high, self.tr("High slot: {0}").format(preview.high_caption))
        show_words(self.standing, self.standing_words(preview, quiz=quiz))

    def standing_words(self, preview: Preview, *, quiz: bool) -> str:
        """The preview's sentence on the setting; with "Quiz me" on, nothing judges it before Confirm."""
        if quiz:
            return self.tr("Quiz me: confirm, and the trainer says how your setting compares.")
        return preview.standing
