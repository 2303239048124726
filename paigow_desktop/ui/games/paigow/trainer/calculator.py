"""The Calculator page: the exact figures of any four tiles, with tiles already seen, from either side."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QTableWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.games.paigow.strategy import Analysis, analyze, commission_rate
from paigow_desktop.tiles.tile import KINDS, Tile, TileError, parse_tiles
from paigow_desktop.ui.games.paigow.options import options_of
from paigow_desktop.ui.games.paigow.trainer.common import (
    _ERROR_COLOUR,
    PALETTE_TILE,
    TrainerHost,
    _set_picture,
    tile_pixmap,
)
from paigow_desktop.ui.games.paigow.trainer_panel import TrainerPanel
from paigow_desktop.ui.names import rate_words, say_error, tile_name


class CalculatorPage(QWidget):
    """Exact figures for any four tiles, with tiles already seen, from either side."""

    # Long: builds the calculator's widgets and layout, a declarative list read top to bottom
    def __init__(self, owner: TrainerHost) -> None:
        super().__init__()
        self.owner = owner
        self.analysis: Analysis | None = None
        layout = QVBoxLayout(self)

        palette_box = QFrame()
        palette_box.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(palette_box)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(2)
        self.palette_buttons: dict[Tile, QToolButton] = {}
        for index, tile in enumerate(KINDS):
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setAutoRaise(True)
            button.setText(f"{tile}\n{tile_name(tile.name)}")
            button.setMinimumWidth(60)
            button.setToolTip(
                (
                    self.tr("{0} {1} ({2}); the set holds two")
                    if tile.copies == 2
                    else self.tr("{0} {1} ({2}); the set holds one")
                ).format(tile, tile.name, tile.english_name)
            )
            button.setAccessibleName(self.tr("Add {0} {1}").format(tile, tile_name(tile.name)))
            button.clicked.connect(lambda _=False, t=tile: self.add_tile(t))
            self.palette_buttons[tile] = button
            grid.addWidget(button, index // 11, index % 11)
        layout.addWidget(palette_box)
        self.draw_tiles()

        form = QGridLayout()
        form.addWidget(QLabel(self.tr("&Hand:")), 0, 0)
        self.hand_edit = QLineEdit()
        self.hand_edit.setPlaceholderText(self.tr("four tiles, e.g. 6-6 5-4 3-1 2-1"))
        self.hand_edit.setAccessibleName(self.tr("Your four tiles"))
        self.hand_edit.setClearButtonEnabled(True)
        form.addWidget(self.hand_edit, 0, 1)
        form.addWidget(QLabel(self.tr("S&een:")), 1, 0)
        self.seen_edit = QLineEdit()
        self.seen_edit.setPlaceholderText(self.tr("tiles already exposed (optional), e.g. 4-4 1-1"))
        self.seen_edit.setAccessibleName(self.tr("Tiles already seen"))
        self.seen_edit.setClearButtonEnabled(True)
        form.addWidget(self.seen_edit, 1, 1)
        for row, edit in enumerate((self.hand_edit, self.seen_edit)):
            item = form.itemAtPosition(row, 0)
            label = None if item is None else item.widget()
            assert isinstance(label, QLabel)
            label.setBuddy(edit)
            edit.textChanged.connect(self.recompute)

        clicks = QHBoxLayout()
        clicks.addWidget(QLabel(self.tr("Tile buttons add to:")))
        self.to_hand = QRadioButton(self.tr("the hand"))
        self.to_seen = QRadioButton(self.tr("the seen tiles"))
        self.to_hand.setChecked(True)
        self.target_group = QButtonGroup(self)
        self.target_group.addButton(self.to_hand)
        self.target_group.addButton(self.to_seen)
        clicks.addWidget(self.to_hand)
        clicks.addWidget(self.to_seen)
        clicks.addStretch(1)
        form.addLayout(clicks, 2, 0, 1, 2)
        sides = QHBoxLayout()
        sides.addWidget(QLabel(self.tr("You are:")))
        self.player_side = QRadioButton(self.tr("the &player (against the house-way banker)"))
        self.banker_side = QRadioButton(self.tr("the &banker (against one house-way player)"))
        self.player_side.setChecked(True)
        self.side_group = QButtonGroup(self)
        self.side_group.addButton(self.player_side)
        self.side_group.addButton(self.banker_side)
        self.player_side.toggled.connect(self.recompute)
        sides.addWidget(self.player_side)
        sides.addWidget(self.banker_side)
        sides.addStretch(1)
        form.addLayout(sides, 3, 0, 1, 2)
        layout.addLayout(form)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"QLabel {{ color: {_ERROR_COLOUR}; }}")
        self.error_label.setAccessibleName(self.tr("Problems with the tiles"))
        layout.addWidget(self.error_label)
        self.command_label = QLabel()
        self.command_label.setWordWrap(True)
        self.command_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.command_label.setAccessibleName(self.tr("The same analysis from the command line"))
        layout.addWidget(self.command_label)
        self.panel = TrainerPanel(owner.artwork)
        layout.addWidget(self.panel, 1)
        self.recompute()

    def draw_tiles(self) -> None:
        """The palette's pictures, drawn again (after a change of theme, say)."""
        dpr = self.devicePixelRatioF()
        for tile, button in self.palette_buttons.items():
            _set_picture(button, tile_pixmap(self.owner.artwork, tile, PALETTE_TILE, dpr))

    @property
    def bank(self) -> bool:
        return self.banker_side.isChecked()

    def add_tile(self, tile: Tile) -> None:
        """A palette click: the tile goes to the hand (then to the seen tiles once the hand has four)."""
        edit = self.seen_edit if self.to_seen.isChecked() else self.hand_edit
        if edit is self.hand_edit and len(_tokens(self.hand_edit.text())) >= 4:
            self.error_label.setText(self.tr("The hand has four tiles: choose “the seen tiles” to add more."))
            return
        text = edit.text().strip()
        edit.setText(f"{text} {tile}".strip())
        if edit is self.hand_edit and len(_tokens(edit.text())) >= 4:
            self.to_seen.setChecked(True)

    def used(self) -> Counter[Tile]:
        """The tiles typed so far in both fields (tokens that are tiles)."""
        counts: Counter[Tile] = Counter()
        for token in _tokens(self.hand_edit.text()) + _tokens(self.seen_edit.text()):
            try:
                counts[Tile.parse(token)] += 1
            except TileError:
                continue
        return counts

    # Long: fills the result table's rows and columns in one pass
    def recompute(self) -> None:
        """Read both fields, name any bad token inline, and show the analysis when there are four tiles."""
        used = self.used()
        for tile, button in self.palette_buttons.items():
            button.setEnabled(used[tile] < tile.copies)
        errors: list[str] = []
        hand: tuple[Tile, ...] | None = None
        seen: tuple[Tile, ...] = ()
        bad_hand = bad_seen = False
        try:
            hand = parse_tiles(self.hand_edit.text())
        except TileError as error:
            errors.append(self.tr("Hand: {0}").format(say_error(error)))
            bad_hand = True
        try:
            seen = parse_tiles(self.seen_edit.text())
        except TileError as error:
            errors.append(self.tr("Seen: {0}").format(say_error(error)))
            bad_seen = True
        if hand is not None and len(hand) > 4:
            errors.append(
                self.tr("Hand: a hand is four tiles; {0} given (the fifth is {1}).").format(
                    len(hand), hand[4]
                )
            )
            bad_hand = True
        self._mark(self.hand_edit, bad_hand)
        self._mark(self.seen_edit, bad_seen)
        self.analysis = None
        if not errors and hand is not None and len(hand) == 4:
            try:
                self.analysis = analyze(
                    hand, bank=self.bank, commission=options_of(self.owner.settings).commission, seen=seen
                )
            except TileError as error:
                errors.append(self.tr("Hand and seen tiles together: {0}").format(say_error(error)))
            except ValueError as error:  # the commission
                errors.append(str(error))
        self.error_label.setText("\n".join(errors))
        self.error_label.setVisible(bool(errors))
        rate = _rate_text(options_of(self.owner.settings).commission)
        if self.analysis is not None:
            self.panel.show_analysis(self.analysis, None, hidden=False)
            command = f"paigow-desktop analyze {' '.join(map(str, hand or ()))}"
            if seen:
                command += f" --seen {' '.join(map(str, seen))}"
            command += f" --commission {options_of(self.owner.settings).commission}"
            if self.bank:
                command += " --bank"
            self.command_label.setText(
                self.tr(
                    "<small>Commission {0} (from Settings). The same numbers from the command line: "
                    "<code>{1}</code></small>"
                ).format(rate, escape(command))
            )
        else:
            count = 0 if hand is None else len(hand)
            if errors:  # the red words above say what to mend; four tiles are no news then
                message = self.tr("No figures until the tiles above are mended.")
            elif count == 0:
                message = self.tr(
                    "Type four tiles, or click them above: every way to set them appears here, "
                    "counted exactly."
                )
            elif count == 1:
                message = self.tr("1 tile so far: a hand is four tiles.")
            else:
                message = self.tr("{0} tiles so far: a hand is four tiles.").format(count)
            self.panel.clear(message)
            self.command_label.setText(self.tr("<small>Commission {0} (from Settings).</small>").format(rate))

    @staticmethod
    def _mark(edit: QLineEdit, bad: bool) -> None:
        edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {_ERROR_COLOUR}; }}" if bad else "")

    def row_texts(self) -> list[list[str]]:
        table = self.panel.table
        return [[_text(table, r, c) for c in range(table.columnCount())] for r in range(table.rowCount())]


def _text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return "" if item is None else item.text()


def _tokens(text: str) -> list[str]:
    return [t for t in text.replace(",", " ").split() if t]


def _rate_text(commission: str | float | Fraction) -> str:
    try:
        return rate_words(commission_rate(commission))
    except ValueError:
        return str(commission)
