"""What the newer games' table windows share: the New game and speed menus, telling the player
something, help pages, settings and reopening where the window was."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QMessageBox, QWidget

from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import LANGUAGES, THEMES, AppData, Settings, SettingsStore, Store
from paigow_desktop.ui.about import show_about
from paigow_desktop.ui.animator import Animator
from paigow_desktop.ui.art import Theme, TileArt
from paigow_desktop.ui.choices import LANGUAGE_LABELS, THEME_LABELS
from paigow_desktop.ui.games.played_out import played_out_words, read_left_mid_hand, with_left_mid_hand
from paigow_desktop.ui.launch import AppOptions
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.names import app_title, say
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.scrolling import scrolling
from paigow_desktop.ui.timings import Speed

if TYPE_CHECKING:
    from paigow_desktop.ui.games.figures_dialog import FiguresDialog
    from paigow_desktop.ui.rules_window import HelpWindow, PictureFn
    from paigow_desktop.ui.table.scene import TileTableScene

T = TypeVar("T")


class TrainerWindow(Protocol):
    """What the shell asks of a game's trainer window."""

    def refresh_artwork(self) -> None: ...


__all__ = ["TableParts", "TableShell", "choice_menu", "game_menu", "speed_menu"]


def game_menu(menu: QMenu, current: str, choose: Callable[[str], None]) -> dict[str, QAction]:
    """Game › New game: a checkable item per registered game (``current`` checked); choosing one
    calls ``choose`` with its key."""
    new_game = menu.addMenu(QCoreApplication.translate("TableWindow", "New &game"))
    new_game.setToolTipsVisible(True)
    actions: dict[str, QAction] = {}
    for info in REGISTRY:
        name = say(info.name)  # with its Chinese name beside it, unless that is what it says
        item = new_game.addAction(name if info.chinese_name in name else f"{name}  {info.chinese_name}")
        item.setToolTip(say(info.summary))
        item.setCheckable(True)
        item.setChecked(info.key == current)
        item.triggered.connect(lambda _=False, key=info.key: choose(key))
        actions[info.key] = item
    return actions


def choice_menu(
    menu: QMenu,
    title: str,
    choices: Sequence[tuple[T, str]],
    current: T,
    choose: Callable[[T], None],
    more: Sequence[QAction] = (),
) -> dict[T, QAction]:
    """A submenu of checkable items, one a choice (``current`` checked); choosing one calls
    ``choose`` with its value.  ``more`` follows the choices, after a separator."""
    sub = menu.addMenu(title)
    group = QActionGroup(sub)
    actions: dict[T, QAction] = {}
    for value, label in choices:
        item = QAction(label, group)
        item.setCheckable(True)
        item.setChecked(value == current)
        item.triggered.connect(lambda _=False, v=value: choose(v))
        sub.addAction(item)
        actions[value] = item
    if more:
        sub.addSeparator()
        sub.addActions(list(more))
    return actions


def speed_menu(menu: QMenu, speed: Speed, set_speed: Callable[[Speed], None]) -> dict[Speed, QAction]:
    """View › Animation speed: one checkable item a speed, from instant to slow."""
    names = (
        (Speed.INSTANT, QCoreApplication.translate("TableWindow", "Instant")),
        (Speed.FAST, QCoreApplication.translate("TableWindow", "Fast")),
        (Speed.NORMAL, QCoreApplication.translate("TableWindow", "Normal")),
        (Speed.SLOW, QCoreApplication.translate("TableWindow", "Slow")),
    )
    title = QCoreApplication.translate("TableWindow", "Animation s&peed")
    return choice_menu(menu, title, names, speed, set_speed)


class TableShell(QMainWindow):
    """The parts of a game's table window the app asks for (a :class:`~paigow_desktop.ui.games.
    TableWindow`): its settings, New game between hands, messages, where the window was."""

    speed_changed = Signal(object)
    game_chosen = Signal(str)  #: Game › New game: the registry key of the game to start
    language_chosen = Signal(str)  #: a new language (the settings dialog is Pai Gow's for now)

    scene: TileTableScene  #: the game's table (set by the game's window)
    store: Store  #: where the game's rounds are written (set by the game's window)
    trainer_window: TrainerWindow | None  #: the game's trainer, once opened
    statistics: FiguresDialog | None  #: the game's statistics, once opened
    speed_actions: dict[Speed, QAction]  #: View › Animation speed (made with the game's menus)

    def __init__(self, settings: Settings | None, settings_store: SettingsStore | None) -> None:
        super().__init__()
        self.trainer_window = None
        self.statistics = None
        self.settings = settings or Settings()
        self.settings_store = settings_store
        self.game_actions: dict[str, QAction] = {}
        self.rules_window: HelpWindow | None = None
        #: a language chosen just as a hand began (a deal key already queued): shown when it ends
        self.pending_language = False
        self.closing = False  #: the window is closing: a hand played out now opens nothing new

    @property
    def game_key(self) -> str:
        raise NotImplementedError

    def add_action(self, text: str, keys: Sequence[str], tip: str, slot: Callable[..., Any]) -> QAction:
        """An action of the window's: its keys work wherever the focus is in the window."""
        made = QAction(text, self)
        made.setShortcuts([QKeySequence(k) for k in keys])
        made.setToolTip(tip)
        made.setStatusTip(tip)
        made.triggered.connect(slot)
        self.addAction(made)
        return made

    def add_hand_actions(
        self, replay_tip: str, deal: Callable[[], None], replay: Callable[[], None], animator: Animator
    ) -> None:
        """New hand (F2), Replay deal (Ctrl+R), Quit, Skip animation (Esc) and About, which every
        game's table has; Skip animation is offered while ``animator`` plays something."""
        add = self.add_action
        self.new_hand_action = add(
            QCoreApplication.translate("TableWindow", "&New hand"),
            ["F2", "Ctrl+N"],
            QCoreApplication.translate("TableWindow", "Deal the next hand"),
            deal,
        )
        self.replay_action = add(
            QCoreApplication.translate("TableWindow", "&Replay deal"), ["Ctrl+R"], replay_tip, replay
        )
        self.quit_action = add(
            QCoreApplication.translate("TableWindow", "&Quit"),
            ["Ctrl+Q"],
            QCoreApplication.translate("TableWindow", "Close the table"),
            self.close,
        )
        self.skip_action = add(
            QCoreApplication.translate("TableWindow", "&Skip animation"),
            ["Esc"],
            QCoreApplication.translate("TableWindow", "Finish the moves at once"),
            self.skip_moves,
        )
        animator.offer_while_moving(self.skip_action)
        about = QCoreApplication.translate("TableWindow", "About {0}").format(app_title())
        self.about_action = add(
            QCoreApplication.translate("TableWindow", "&About"), [], about, self.show_about
        )

    def add_pick_actions(self, count: int, words: tuple[str, str], toggle: Callable[[int], None]) -> None:
        """The keys 1 to ``count`` that pick a piece: ``words`` are the action's name and its tip,
        each with {0} for the number."""
        self.pick_actions = [
            self.add_action(
                words[0].format(n), [str(n)], words[1].format(n), lambda _=False, i=n - 1: toggle(i)
            )
            for n in range(1, count + 1)
        ]

    def skip_moves(self) -> None:
        """Finish the table's moves at once (Esc)."""
        raise NotImplementedError

    def dock_panel(self, panel: QWidget, name: str) -> None:
        """The side panel, docked on the right without a title bar.  It keeps the width its
        buttons ask for, between the panel's least and most: a line said or cleared in it
        never makes the felt jump."""
        width = panel.sizeHint().width()
        panel.setFixedWidth(min(max(width, panel.minimumWidth()), panel.maximumWidth()))
        dock = QDockWidget(QCoreApplication.translate("TableWindow", "Hand"), self)
        dock.setObjectName(name)
        # In a window too short for all of it (a small screen at 200%) the panel scrolls: its
        # last lines (the hand's result, the advice) were cut off mid-sentence.
        scroller = scrolling(panel)
        scroller.setFixedWidth(panel.width() + scroller.verticalScrollBar().sizeHint().width())
        dock.setWidget(scroller)
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setTitleBarWidget(QWidget())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.panel = panel

    def hand_in_play(self) -> bool:
        """Whether a hand is being dealt or played (no new game then)."""
        raise NotImplementedError

    # -- View › Theme and View › Language, for every game's table

    def add_look_menus(self, view: QMenu) -> None:
        """View › Theme and View › Language (the same settings as Pai Gow's settings dialog)."""

        def said(labels: dict[str, str], key: str) -> str:
            return QCoreApplication.translate("SettingsDialog", labels[key]) if key in labels else key

        themes = [(theme, said(THEME_LABELS, theme)) for theme in THEMES]
        title = QCoreApplication.translate("TableWindow", "&Theme")
        self.theme_actions = choice_menu(view, title, themes, self.settings.theme, self.set_theme)
        languages = [(language, said(LANGUAGE_LABELS, language)) for language in LANGUAGES]
        title = QCoreApplication.translate("TableWindow", "&Language")
        current = self.settings.language
        self.language_actions = choice_menu(view, title, languages, current, self.set_language)

    def set_theme(self, theme: str) -> None:
        """Draw the table (and the trainer's pictures) in ``theme`` at once, and keep it."""
        self.save_settings(theme=theme)
        self.theme_actions[self.settings.theme].setChecked(True)
        art = self.table_artwork()
        art.set_theme(Theme(self.settings.theme))
        self.redraw()
        if self.rules_window is not None:  # its pictures are drawn afresh when it is opened again
            self.rules_window.close()
            self.rules_window.deleteLater()
            self.rules_window = None

    def set_language(self, language: str) -> None:
        """Show the window in ``language`` (built again between hands; refused in a hand)."""
        if self.hand_in_play():
            self.language_actions[self.settings.language].setChecked(True)
            words = QCoreApplication.translate(
                "TableWindow", "Finish this hand first: the language changes between hands."
            )
            self.statusBar().showMessage(words)
            return
        self.save_settings(language=language)
        QTimer.singleShot(0, self, self._show_language)

    def _show_language(self) -> None:
        """Build the window again in the chosen language, once control is back; unless a hand
        began meanwhile (F2 pressed with the choice): its stake and tiles stay, and the language
        changes when it ends."""
        if self.closing:
            return
        if self.hand_in_play():
            self.pending_language = True
            words = QCoreApplication.translate(
                "TableWindow", "The new language is shown when this hand ends."
            )
            self.statusBar().showMessage(words)
            return
        self.pending_language = False
        self.language_chosen.emit(self.settings.language)

    def hand_ended(self) -> None:
        """A hand is over: its figures are read again, and a language chosen during it shown."""
        self.refresh_statistics()
        if self.pending_language and not self.closing:
            QTimer.singleShot(0, self, self._show_language)

    def table_artwork(self) -> SceneArtwork:
        """The artwork the table draws with (its scene's)."""
        return self.scene.art

    def redraw(self) -> None:
        """Draw everything again after a change of theme."""
        self.scene.update()
        if self.trainer_window is not None:
            self.trainer_window.refresh_artwork()

    def set_speed(self, speed: Speed) -> None:
        """View › Animation speed: the table's moves at ``speed`` from now, and kept."""
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        self.speed_changed.emit(speed)
        self.save_settings(animation_speed=int(speed))

    # -- the game's statistics window

    def make_statistics(self) -> FiguresDialog:
        """The game's statistics window (made when first asked for)."""
        raise NotImplementedError

    def show_statistics(self) -> None:
        """The game's figures and rounds, in a window beside the table (read again when shown)."""
        if self.statistics is None:
            self.statistics = self.make_statistics()
        self.statistics.show()
        self.statistics.raise_()

    def refresh_statistics(self) -> None:
        """Read the statistics again when their window is showing (a round has ended)."""
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.refresh()

    def choose_game(self, key: str) -> None:
        """Start a new game of ``key`` (between hands): remembered, built by the app."""
        for other, item in self.game_actions.items():
            item.setChecked(other == self.game_key)
        if self.hand_in_play():
            self.statusBar().showMessage(QCoreApplication.translate("TableWindow", "Finish this hand first."))
            return
        self.save_settings(game=key)
        self.game_chosen.emit(key)

    def save_settings(self, **changes: Any) -> None:
        """Apply changed general settings and write them."""
        try:
            self.settings = replace(self.settings, **changes)
        except ValueError as error:
            words = QCoreApplication.translate("TableWindow", "Setting not changed: {0}")
            self.statusBar().showMessage(words.format(error))
            return
        self.write_settings()

    def write_settings(self) -> None:
        """Write the settings as they are (nothing is written for an in-memory session)."""
        if self.settings_store is not None:
            result = self.settings_store.save(self.settings)
            if result.message:
                self.tell([result.message], modal=False)

    def restore_geometry(self) -> bool:
        """Reopen where the window was; False when nothing usable is saved."""
        saved = self.settings.window_geometry
        if not saved:
            return False
        return bool(self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))))

    def restore_last_screen(self) -> None:
        """No other screen to reopen (a game with one overrides this)."""

    def welcome_if_new(self) -> bool:
        """No welcome page (a game with one overrides this); the hand played out when you last
        left in its middle is told, once."""
        round_id = read_left_mid_hand(self.settings, self.game_key)
        if round_id:
            self.left_mid_hand(0)  # told once
            words = played_out_words(self.store, self.game_key, round_id)
            if words:
                self.statusBar().showMessage(words)
        return False

    def left_mid_hand(self, round_id: int) -> None:
        """Keep the hand (its round) played out as you left, to tell at the next start (0: none)."""
        self.settings = with_left_mid_hand(self.settings, self.game_key, round_id)
        self.write_settings()

    def tell(self, messages: Sequence[str], *, modal: bool) -> None:
        """Say something once: in the status line, and in a box when someone is watching."""
        said = [say(m) for m in messages]
        self.statusBar().showMessage(said[-1])
        if modal:
            box = QMessageBox(
                QMessageBox.Icon.Warning, app_title(), "\n\n".join(said), QMessageBox.StandardButton.Ok, self
            )
            box.setModal(False)
            box.show()

    def show_about(self) -> None:
        show_about(self, self.store)

    def open_help(self, page: str, title: str, pictures: Mapping[str, PictureFn] | None = None) -> None:
        """A help page in its own window (it says so when the page is missing), with the
        pictures it names drawn by ``pictures``."""
        if self.rules_window is None:
            from paigow_desktop.ui.rules_window import HelpWindow

            self.rules_window = HelpWindow(page, title, self, pictures)
        self.rules_window.show()
        self.rules_window.raise_()

    def shut_down(self) -> None:
        """Stop what the table is doing (the window is closing)."""

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        self.shut_down()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.settings.window_geometry:
            self.save_settings(window_geometry=geometry)
        super().closeEvent(event)


@dataclass(frozen=True)
class TableParts:
    """What every game's table is built from: the settings, the ledger, the speed and the art."""

    settings: Settings
    store: Store
    speed: Speed
    artwork: SceneArtwork
    settings_store: SettingsStore | None

    @classmethod
    def of(cls, options: AppOptions, data: AppData | None) -> TableParts:
        """The parts for ``data`` (without it, defaults kept in memory)."""
        settings = data.settings if data is not None else Settings()
        store = data.store if data is not None else Store(None, settings.starting_bankroll_cents)
        speed = speed_for(settings, options.speed)
        artwork = SceneArtwork(TileArt(), Theme(settings.theme))
        return cls(settings, store, speed, artwork, data.settings_store if data is not None else None)
