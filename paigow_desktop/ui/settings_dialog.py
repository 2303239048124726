"""The settings dialog: a page of the options every game shares, then a page per game.

The dialog edits a copy of the :class:`~paigow_desktop.storage.Settings` it is given.  Its first
page, *General*, holds the options of :class:`Settings` itself (language, look, sound, speed,
the starting bankroll); then each registered game, in the registry's order, gives a page of its
own options (a :class:`~paigow_desktop.ui.games.SettingsPage` from ``ui/games/<game>/
settings_page.py``), which writes the game's section of the settings.  The dialog knows no game:
it asks the registry for the games and each game for its page.

Every page checks its values as the settings file (and, for Tien Gow's rules, the command line)
checks them.  While a page refuses a value, the reason is shown under the pages, the page's tab
is marked, and Apply and OK are disabled; Apply and OK emit
:attr:`SettingsDialog.settings_changed` with every page applied (the window applies and saves
them).  Options a player does not set by hand (window geometry, last screen, keys from a newer
version, a game's hidden keys) are carried over unchanged.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from paigow_desktop.core.text import QT_TRANSLATE_NOOP
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import ANIMATION_SPEEDS, LANGUAGES, REDUCED_MOTION, THEMES, Settings
from paigow_desktop.ui.choices import LANGUAGE_LABELS, THEME_LABELS
from paigow_desktop.ui.games import SettingsPage, settings_page
from paigow_desktop.ui.names import say_error
from paigow_desktop.ui.scrolling import scrolling
from paigow_desktop.ui.settings_widgets import cents_of, choice_box, commission_label, money_box, select

__all__ = ["GENERAL", "GeneralPage", "SettingsDialog", "commission_label"]

#: The general page's key, beside the games' registry keys.
GENERAL = "general"

#: How each option value is shown.
SPEED_LABELS = {
    "instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant"),
    "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
    "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
    "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow"),
}
REDUCED_MOTION_LABELS = {
    "auto": QT_TRANSLATE_NOOP("SettingsDialog", "Follow the desktop"),
    "on": QT_TRANSLATE_NOOP("SettingsDialog", "On (no animation)"),
    "off": QT_TRANSLATE_NOOP("SettingsDialog", "Off"),
}


def _said(context: str, labels: dict[str, str], key: str) -> str:
    return QCoreApplication.translate(context, labels[key]) if key in labels else key.capitalize()


class GeneralPage(QWidget):
    """The options every game shares: language, look, animation, sound, starting bankroll (a
    :class:`~paigow_desktop.ui.games.SettingsPage`)."""

    edited = Signal()

    # Long: the page's widgets and layout, a declarative list read top to bottom
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = choice_box(
            [(lang, _said("SettingsDialog", LANGUAGE_LABELS, lang)) for lang in LANGUAGES],
            self.tr("The language of the program's text; a change is shown at once between rounds"),
            self.tr("Language"),
        )
        self.theme = choice_box(
            [(t, _said("SettingsDialog", THEME_LABELS, t)) for t in THEMES],
            self.tr("The look of the table and the tiles"),
            self.tr("Theme"),
        )
        self.animation_speed = choice_box(
            [(i, _said("SettingsDialog", SPEED_LABELS, name)) for i, name in enumerate(ANIMATION_SPEEDS)],
            self.tr("How fast the tiles are washed, dealt and revealed; Instant skips the animation"),
            self.tr("Animation speed"),
        )
        self.reduced_motion = choice_box(
            [(m, _said("SettingsDialog", REDUCED_MOTION_LABELS, m)) for m in REDUCED_MOTION],
            self.tr(
                "On: no animation at all, whatever the speed. Follow the desktop: on when the "
                "system asks applications to reduce motion"
            ),
            self.tr("Reduced motion"),
        )
        self.sound = QCheckBox(self.tr("Play so&unds"))
        self.sound.setToolTip(self.tr("Play sound effects at the table"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setToolTip(self.tr("How loud the sounds are, 0 to 100"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100%") + 4)
        self.volume_value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.volume.valueChanged.connect(lambda v: self.volume_value.setText(f"{v}%"))
        self.sound.toggled.connect(self._sound_toggled)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        self.starting_bankroll = money_box(
            self.tr("The bankroll a new history starts with, and what Reset bankroll sets it to"),
            self.tr("Starting bankroll"),
        )
        self.starting_bankroll.setSingleStep(100)
        form = QFormLayout(self)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("T&heme:"), self.theme)
        form.addRow(self.tr("&Animation speed:"), self.animation_speed)
        form.addRow(self.tr("&Reduced motion:"), self.reduced_motion)
        form.addRow(self.sound)
        self.volume_label = QLabel(self.tr("&Volume:"))
        self.volume_label.setBuddy(self.volume)
        form.addRow(self.volume_label, volume_row)
        form.addRow(self.tr("Starting &bankroll:"), self.starting_bankroll)
        self.load(settings)
        for combo in (self.language, self.theme, self.animation_speed, self.reduced_motion):
            combo.currentIndexChanged.connect(self.edited)
        self.sound.toggled.connect(self.edited)
        self.volume.valueChanged.connect(self.edited)
        self.starting_bankroll.valueChanged.connect(self.edited)

    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return self.tr("General")

    def load(self, settings: Settings) -> None:
        self.blockSignals(True)
        try:
            select(self.language, settings.language)
            select(self.theme, settings.theme)
            select(self.animation_speed, settings.animation_speed)
            select(self.reduced_motion, settings.reduced_motion)
            self.sound.setChecked(settings.sound)
            self.volume.setValue(settings.volume)
            self.volume_value.setText(f"{settings.volume}%")
            self.starting_bankroll.setValue(settings.starting_bankroll_cents / 100)
        finally:
            self.blockSignals(False)
        self._sound_toggled(settings.sound)

    def values(self) -> dict[str, Any]:
        """The general options as the widgets show them."""
        return {
            "animation_speed": self.animation_speed.currentData(),
            "reduced_motion": self.reduced_motion.currentData(),
            "theme": self.theme.currentData(),
            "sound": self.sound.isChecked(),
            "volume": self.volume.value(),
            "language": self.language.currentData(),
            "starting_bankroll_cents": cents_of(self.starting_bankroll),
        }

    def changes(self, settings: Settings) -> Settings | str:
        try:
            return replace(settings, **self.values())
        except ValueError as error:  # Settings' own checks, as when the file is read
            return say_error(error)

    def _sound_toggled(self, on: bool) -> None:
        for widget in (self.volume, self.volume_value, self.volume_label):
            widget.setEnabled(on)


class SettingsDialog(QDialog):
    """Edits ``settings``, a page for the general options and one per game;
    ``settings_changed(Settings)`` on Apply and OK.  ``page``: the page to open on (a game's
    registry key, or :data:`GENERAL`)."""

    settings_changed = Signal(object)  #: the new Settings

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, page: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._base = settings
        self.general = GeneralPage(settings)
        #: every page by its key: the general page, then each game's in the registry's order
        self.pages: dict[str, SettingsPage] = {GENERAL: self.general}
        for info in REGISTRY:
            self.pages[info.key] = settings_page(info.key, settings)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        for each in self.pages.values():
            self.tabs.addTab(scrolling(each.widget()), each.title())
            each.edited.connect(self._validate)

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setAccessibleName(self.tr("Problem"))
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        dark = self.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5
        colour = "#ff8a80" if dark else "#b71c1c"  # readable on the dialog's own background
        self.error.setStyleSheet(f"QLabel#error {{ color: {colour}; font-weight: bold; }}")
        self.error.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.setToolTip(
            self.tr(
                "Put the options of the page shown back to their defaults (press Apply or OK to keep them)"
            )
        )

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if page is not None:
            self.show_page(page)
        self._validate()
        screen = self.screen()
        if screen is not None:  # every page whole where the screen has room, else they scroll
            self.resize(self.sizeHint().boundedTo(screen.availableGeometry().size() * 0.9))

    # -- pages

    def page(self, key: str) -> SettingsPage:
        """The page of the game registered as ``key`` (or the general page, :data:`GENERAL`)."""
        return self.pages[key]

    def show_page(self, key: str) -> None:
        """Show the page of the game registered as ``key`` (or the general page); an unknown key
        leaves the page as it is."""
        if key in self.pages:
            self.tabs.setCurrentIndex(list(self.pages).index(key))

    def current_page(self) -> str:
        """The key of the page shown."""
        return list(self.pages)[self.tabs.currentIndex()]

    # -- between widgets and settings

    def load(self, settings: Settings) -> None:
        """Show ``settings`` on every page, and take them as the starting point."""
        self._base = settings
        for each in self.pages.values():
            each.load(settings)
        self._validate()

    def _outcome(self) -> tuple[Settings | None, dict[str, str]]:
        """The new settings with every page applied in turn, and each page's refusal by key."""
        settings = self._base
        refused: dict[str, str] = {}
        for key, each in self.pages.items():
            result = each.changes(settings)
            if isinstance(result, str):
                refused[key] = result
            else:
                settings = result
        return (None if refused else settings), refused

    def refusals(self) -> dict[str, str]:
        """Why each page that refuses a value refuses it, by the page's key."""
        return self._outcome()[1]

    def problem(self) -> str | None:
        """Why the options cannot be kept, for people (the page shown first); None when they can."""
        refused = self.refusals()
        if not refused:
            return None
        key = self.current_page() if self.current_page() in refused else next(iter(refused))
        return self.tr("{0}: {1}").format(self.pages[key].title(), refused[key])

    def settings(self) -> Settings:
        """New settings from every page (``ValueError`` saying why when a page refuses a value)."""
        settings, _refused = self._outcome()
        if settings is None:
            raise ValueError(self.problem())
        return settings

    def _validate(self, *_args: object) -> bool:
        refused = self.refusals()
        for index, (key, each) in enumerate(self.pages.items()):
            title = each.title()
            self.tabs.setTabText(index, f"{title} ⚠" if key in refused else title)
            self.tabs.setTabToolTip(index, refused.get(key, ""))
        problem = self.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        for which in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Apply):
            self.buttons.button(which).setEnabled(problem is None)
        return problem is None

    # -- buttons

    def apply(self) -> Settings | None:
        """Emit the new settings (when every page takes its values) and take them as the
        starting point."""
        if not self._validate():
            return None
        settings = self.settings()
        self._base = settings
        self.settings_changed.emit(settings)
        return settings

    def restore_defaults(self) -> None:
        """Show the default options on the page shown (hidden values are kept when applied)."""
        self.pages[self.current_page()].load(Settings())
        self._validate()

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role == QDialogButtonBox.StandardButton.Apply:
            self.apply()
        elif role == QDialogButtonBox.StandardButton.RestoreDefaults:
            self.restore_defaults()

    def accept(self) -> None:
        if self.apply() is not None:
            super().accept()
