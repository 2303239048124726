"""The one window every game's table lives in (as KDE's kpat: one shell, a scene per game).

What every game needs is written here once: the menu bar in one order (Game, the game's Hand
menu, Trainer, View, Settings, Help) with the same keys for the same meaning, the storage's
notices, running out of money, the welcome the first time a game is opened, the settings
dialog, the statistics window, sounds, help pages, the language and reopening where the window
was.  A game's window subclasses :class:`TableShell` and fills in its own parts through the
hooks (``fill_*_menu``, ``welcome_text``, ``out_of_money``, ``apply_game_settings``, …).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QMenu, QMessageBox, QWidget

from paigow_desktop import APP_ID
from paigow_desktop.core.console import write_stderr
from paigow_desktop.core.money import format_cents
from paigow_desktop.games.registry import REGISTRY
from paigow_desktop.storage import LANGUAGES, THEMES, Settings, SettingsStore, Store
from paigow_desktop.ui.animator import Animator
from paigow_desktop.ui.art import Theme
from paigow_desktop.ui.choices import LANGUAGE_LABELS, THEME_LABELS
from paigow_desktop.ui.demo import DemoRounds, DemoTable
from paigow_desktop.ui.games import trainer_place as places
from paigow_desktop.ui.games.played_out import played_out_words, read_left_mid_hand, with_left_mid_hand
from paigow_desktop.ui.games.shell_menus import choice_menu, game_menu, speed_menu
from paigow_desktop.ui.games.trainer_place import TrainerDock, TrainerPlacing
from paigow_desktop.ui.motion import speed_for
from paigow_desktop.ui.names import app_title, say, say_error
from paigow_desktop.ui.qt_art import SceneArtwork
from paigow_desktop.ui.scrolling import scrolling
from paigow_desktop.ui.sound import Sounds
from paigow_desktop.ui.timings import Speed

if TYPE_CHECKING:
    from paigow_desktop.ui.rules_window import PictureFn
    from paigow_desktop.ui.settings_dialog import SettingsDialog
    from paigow_desktop.ui.table.felt import FeltScene
    from paigow_desktop.ui.table.view import FeltView


class TrainerWindow(Protocol):
    """What the shell asks of a game's trainer window."""

    def refresh_artwork(self) -> None: ...


class GameControl(DemoTable, Protocol):
    """What the shell asks of a game's controller, beyond the demo: whether the player can
    still afford a hand, and whether the demo is playing."""

    @property
    def demo(self) -> DemoRounds: ...

    def out_of_money(self) -> str | None:
        """None while the bankroll can play a hand at the table as it is, else why not (one
        sentence, in the interface's language)."""
        ...


class StatisticsWindow(Protocol):
    """What the shell asks of a game's statistics window (a dialog)."""

    def refresh(self) -> None: ...

    def show(self, /) -> None: ...

    def raise_(self, /) -> None: ...

    def isVisible(self, /) -> bool: ...


__all__ = ["GameControl", "StatisticsWindow", "TableShell"]


class TableShell(QMainWindow):
    """The window every game's table lives in (a :class:`~paigow_desktop.ui.games.TableWindow`):
    its settings, the menus every game has, New game between hands, the storage's notices,
    messages, the welcome, running out of money, where the window was.

    A game's window sets :attr:`scene`, :attr:`store` and :attr:`controller`, calls
    :meth:`add_shared_actions` and :meth:`build_menus`, and answers the hooks below."""

    game_chosen = Signal(str)  #: Game › New game: the registry key of the game to start
    language_chosen = Signal(str)  #: a new language, to be shown at once (between hands)

    scene: FeltScene  #: the game's table (set by the game's window)
    controller: GameControl  #: the game's controller (set by the game's window)
    store: Store  #: where the game's rounds are written (set by the game's window, with attach_store)
    trainer_window: TrainerWindow | None  #: the game's trainer window, once opened
    statistics: StatisticsWindow | None  #: the game's statistics, once opened
    speed_actions: dict[Speed, QAction]  #: View › Animation speed (made with the menus)
    undo_action: QAction | None = None  #: Ctrl+Z, in the games whose moves can be taken back
    view: FeltView  #: the felt's view (set by the game's window)
    #: the trainer docked at the table, in the games that have one (set before build_menus)
    trainer_dock: TrainerDock | None = None
    #: where that trainer sits (made with the menus, when there is one)
    placing: TrainerPlacing | None = None
    panel_dock: QDockWidget | None = None  #: the side panel's dock
    #: the words of the deal action ("&New hand"), its tip; a game may say "round"
    deal_words: tuple[str, str] = ("", "")

    def __init__(self, settings: Settings | None, settings_store: SettingsStore | None) -> None:
        super().__init__()
        self.trainer_window = None
        self.statistics = None
        self.settings = settings or Settings()
        self.settings_store = settings_store
        self.game_actions: dict[str, QAction] = {}
        self.rules_window: QDialog | None = None  #: the rules (a help page), once opened
        self.welcome: QDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        #: a language chosen just as a hand began (a deal key already queued): shown when it ends
        self.pending_language = False
        self.closing = False  #: the window is closing: a hand played out now opens nothing new
        self.told: list[str] = []  #: what the window has told the player, in order (for tests)
        self.stake_offer: QMessageBox | None = None  #: the offer of a new stake, while it is open
        #: nobody watches the window (a demo, a screenshot): no boxes, notices on the standard error
        self.unattended = False
        self.sounds = Sounds(enabled=self.settings.sound, volume=self.settings.volume)

    @property
    def game_key(self) -> str:
        raise NotImplementedError

    @property
    def game_name(self) -> str:
        """The game's name in the interface's language."""
        return say(REGISTRY.get(self.game_key).name)

    def attach_store(self, store: Store) -> None:
        """Write the game's rounds to ``store`` and tell its notices (a full disk, a write that
        failed) here, in the same words whichever game is open."""
        self.store = store
        store.listen(self.storage_news)

    def storage_news(self, news: str) -> None:
        """A notice from storage (the ledger is kept in memory from now on), told once: in a box,
        or, when nobody watches the window (a demo), on the standard error where a script looks."""
        self.tell([news], modal=not self.closing and not self.unattended)
        if self.unattended:
            write_stderr(f"{APP_ID}: {say(news)}")

    def attach_sounds(self, scene: QObject) -> None:
        """Play the table's sounds (its ``sound`` signal) when sound is on."""
        scene.sound.connect(self.sounds.play)  # type: ignore[attr-defined]

    # -- the actions every game has, and the menus in one order

    def add_action(
        self, text: str, keys: Sequence[str | QKeySequence.StandardKey], tip: str, slot: Callable[..., Any]
    ) -> QAction:
        """An action of the window's: its keys work wherever the focus is in the window."""
        made = QAction(text, self)
        made.setShortcuts([QKeySequence(k) for k in keys])
        made.setToolTip(tip)
        made.setStatusTip(tip)
        made.triggered.connect(slot)
        self.addAction(made)
        return made

    # Long: the actions every game shares, each with its words and keys, a list read top to bottom
    def add_shared_actions(
        self,
        replay_tip: str,
        deal: Callable[[], None],
        replay: Callable[[], None],
        animator: Animator,
        *,
        trainer_tip: str,
        trainer_on: bool,
        trainer_window_words: tuple[str, str],
    ) -> None:
        """The actions every game's table has, with the same keys: deal (F2, Ctrl+N), Replay deal
        (Ctrl+R), Quit (Ctrl+Q), Skip animation (Esc, offered while ``animator`` plays), the
        statistics (Ctrl+I), the settings (Ctrl+,), the rules (F1), the welcome, About, the
        trainer at the table (Ctrl+T, on or off) and the trainer's own window (Ctrl+Shift+D)."""
        add = self.add_action
        deal_text, deal_tip = (
            self.deal_words
            if self.deal_words[0]
            else (
                QCoreApplication.translate("TableWindow", "&New hand"),
                QCoreApplication.translate("TableWindow", "Deal the next hand"),
            )
        )
        self.new_hand_action = add(deal_text, ["F2", "Ctrl+N"], deal_tip, deal)
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
        self.statistics_action = add(
            QCoreApplication.translate("TableWindow", "S&tatistics"),
            ["Ctrl+I"],
            QCoreApplication.translate(
                "TableWindow", "Your {0} results: rounds, money, the hand history"
            ).format(self.game_name),
            self.show_statistics,
        )
        self.new_stake_action = add(
            QCoreApplication.translate("TableWindow", "New sta&ke…"),
            [],
            QCoreApplication.translate("TableWindow", "Start again with the starting bankroll"),
            lambda _checked=False: self.offer_new_stake(asked=True),
        )
        self.settings_action = add(
            QCoreApplication.translate("TableWindow", "&Settings…"),
            ["Ctrl+,"],
            QCoreApplication.translate("TableWindow", "Every option of every game, and the look"),
            self.show_settings,
        )
        self.rules_action = add(
            QCoreApplication.translate("TableWindow", "&Rules"),
            ["F1"],
            QCoreApplication.translate("TableWindow", "How {0} is played here").format(self.game_name),
            self.show_rules,
        )
        self.welcome_action = add(
            QCoreApplication.translate("TableWindow", "&Welcome"),
            [],
            QCoreApplication.translate("TableWindow", "How a hand goes, the keys, where the trainer is"),
            self.show_welcome,
        )
        self.trainer_action = add(
            QCoreApplication.translate("TableWindow", "&Trainer"), ["Ctrl+T"], trainer_tip, self.set_trainer
        )
        self.trainer_action.setCheckable(True)
        self.trainer_action.setChecked(trainer_on)
        self.trainer_window_action = add(
            trainer_window_words[0],
            ["Ctrl+Shift+D"],
            trainer_window_words[1],
            lambda _checked=False: self.show_trainer_window(),  # not the action's checked flag
        )

    def add_pick_actions(self, count: int, words: tuple[str, str], toggle: Callable[[int], object]) -> None:
        """The keys 1 to ``count`` that pick a piece: ``words`` are the action's name and its tip,
        each with {0} for the number."""
        self.pick_actions = [
            self.add_action(
                words[0].format(n), [str(n)], words[1].format(n), lambda _=False, i=n - 1: toggle(i)
            )
            for n in range(1, count + 1)
        ]

    # Long: the menu bar in its one order, each menu's shared items around the game's own
    def build_menus(self, speed: Speed) -> None:
        """The menu bar, the same in every game: Game (the deal and its replay, New game, the
        game's choices, the statistics, Quit), Hand (the game's moves, Undo, Skip animation, the
        pick keys), Trainer, View (animation speed, theme, language), Settings, Help (Welcome,
        Rules, About)."""
        bar = self.menuBar()
        game = bar.addMenu(QCoreApplication.translate("TableWindow", "&Game"))
        game.addAction(self.new_hand_action)
        game.addAction(self.replay_action)
        game.addSeparator()
        self.game_actions = game_menu(game, self.game_key, self.choose_game)
        game.addSeparator()
        self.fill_game_menu(game)
        if not game.actions()[-1].isSeparator():
            game.addSeparator()
        game.addAction(self.statistics_action)
        game.addAction(self.new_stake_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        hand = bar.addMenu(QCoreApplication.translate("TableWindow", "H&and"))
        self.fill_play_menu(hand)
        if self.undo_action is not None:
            hand.addAction(self.undo_action)
        hand.addAction(self.skip_action)
        hand.addSeparator()
        for each in self.pick_actions:
            hand.addAction(each)
        trainer = bar.addMenu(QCoreApplication.translate("TableWindow", "&Trainer"))
        trainer.addAction(self.trainer_action)
        self.fill_trainer_menu(trainer)
        if self.trainer_dock is not None:
            placing = TrainerPlacing(self, self.trainer_dock, self.panel_dock, self.view)
            placing.chosen = places.saved_trainer_place(self.settings, self.game_key)
            placing.remember = self.keep_trainer_place
            placing.fill_menu(trainer)
            self.trainer_dock.visibilityChanged.connect(lambda _shown: placing.later())
            self.placing = placing
        trainer.addSeparator()
        trainer.addAction(self.trainer_window_action)
        self.fill_trainer_tools(trainer)
        view = bar.addMenu(QCoreApplication.translate("TableWindow", "&View"))
        self.speed_actions = speed_menu(view, speed, self.set_speed)
        self.add_look_menus(view)
        self.fill_view_menu(view)
        settings = bar.addMenu(QCoreApplication.translate("TableWindow", "&Settings"))
        settings.addAction(self.settings_action)
        help_menu = bar.addMenu(QCoreApplication.translate("TableWindow", "&Help"))
        help_menu.addAction(self.welcome_action)
        help_menu.addAction(self.rules_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def fill_game_menu(self, menu: QMenu) -> None:
        """The game's own choices in the Game menu (a point value, a bet, the players)."""

    def fill_play_menu(self, menu: QMenu) -> None:
        """The game's moves in the Hand menu (Undo, Skip animation and the pick keys follow)."""

    def fill_trainer_menu(self, menu: QMenu) -> None:
        """The trainer's options after Trainer (Ctrl+T): Quiz me, where it sits."""

    def fill_trainer_tools(self, menu: QMenu) -> None:
        """The trainer's tools after its window (a calculator, a strategy card)."""

    def fill_view_menu(self, menu: QMenu) -> None:
        """What else the game shows or hides (after the speed, theme and language)."""

    def skip_moves(self) -> None:
        """Finish the table's moves at once (Esc)."""
        raise NotImplementedError

    def set_trainer(self, on: bool) -> None:
        """The trainer at the table on or off (Ctrl+T)."""
        raise NotImplementedError

    def show_trainer_window(self) -> None:
        """The game's trainer in a window of its own (Ctrl+Shift+D)."""
        raise NotImplementedError

    # -- where the trainer sits, and the trainer's own window

    @property
    def trainer_place(self) -> str:
        """Where the player put the trainer docked at the table: "below", "right" or "window"."""
        return self.placing.chosen if self.placing is not None else "below"

    @property
    def trainer_place_actions(self) -> dict[str, QAction]:
        """Trainer › Trainer place's items, by place."""
        return self.placing.actions if self.placing is not None else {}

    def place_trainer(self, place: str) -> None:
        """Dock the trainer below the table, right of it (where the felt keeps its share beside
        it, else below), or give it a window of its own beside the table's."""
        if self.placing is not None:
            self.placing.place(place)
            if self.trainer_action.isChecked() and self.trainer_dock is not None:
                self.trainer_dock.show()

    def keep_trainer_place(self, place: str) -> None:
        """Remember where the player put the trainer (in the game's section of the settings)."""
        self.settings = places.with_trainer_place(self.settings, self.game_key, place)
        self.write_settings()

    def show_beside(self, window: QWidget) -> None:
        """Show ``window`` (a trainer's): the first time beside the table's window, never over
        the felt (at the screen's far edge where there is no room beside); raised."""
        first = not window.property("placed_beside")
        window.show()
        if first:
            window.setProperty("placed_beside", True)
            places.place_beside(window, self)
        window.raise_()
        window.activateWindow()

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
        self.panel_dock = dock

    def hand_in_play(self) -> bool:
        """Whether a hand is being dealt or played (no new game then)."""
        raise NotImplementedError

    def in_play_words(self) -> tuple[str, str]:
        """What the status line says when New game, and a new language, wait for the hand in
        play (a game whose word for a hand is another says it in its word)."""
        return (
            QCoreApplication.translate("TableWindow", "Finish this hand first."),
            QCoreApplication.translate("TableWindow", "The new language is shown when this hand ends."),
        )

    # -- View › Theme and View › Language, for every game's table

    def add_look_menus(self, view: QMenu) -> None:
        """View › Theme and View › Language (the same settings as the settings dialog's)."""

        def said(labels: dict[str, str], key: str) -> str:
            return QCoreApplication.translate("SettingsDialog", labels[key]) if key in labels else key

        themes = [(theme, said(THEME_LABELS, theme)) for theme in THEMES]
        self.theme_actions = choice_menu(
            view,
            QCoreApplication.translate("TableWindow", "&Theme"),
            themes,
            self.settings.theme,
            self.set_theme,
        )
        languages = [(language, said(LANGUAGE_LABELS, language)) for language in LANGUAGES]
        current = self.settings.language
        self.language_actions = choice_menu(
            view,
            QCoreApplication.translate("TableWindow", "&Language"),
            languages,
            current,
            self.set_language,
        )

    def set_theme(self, theme: str) -> None:
        """Draw the table (and the trainer's pictures) in ``theme`` at once, and keep it."""
        self.save_settings(theme=theme)
        self._show_theme()

    def _show_theme(self) -> None:
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
            self.statusBar().showMessage(self.in_play_words()[1])
            return
        self.pending_language = False
        self.language_chosen.emit(self.settings.language)

    def hand_ended(self) -> None:
        """A hand is over: its figures are read again, a language chosen during it shown, and a
        player out of money offered a new stake."""
        self.refresh_statistics()
        if self.closing:
            return
        if self.pending_language:  # the window is built again: the new one offers a new stake
            QTimer.singleShot(0, self, self._show_language)
            return
        self.offer_new_stake()

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
        self.save_settings(animation_speed=int(speed))

    # -- the game's statistics window

    def make_statistics(self) -> StatisticsWindow:
        """The game's statistics window (made when first asked for)."""
        raise NotImplementedError

    def show_statistics(self) -> None:
        """The game's figures and rounds, in a window beside the table (read again when shown)."""
        if self.statistics is None:
            self.statistics = self.make_statistics()
        self.statistics.refresh()
        self.statistics.show()
        self.statistics.raise_()

    def refresh_statistics(self) -> None:
        """Read the statistics again when their window is showing (a round has ended)."""
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.refresh()

    # -- running out of money

    def out_of_money(self) -> str | None:
        """Why the player cannot play another hand at this table with the bankroll left (None:
        they can), as the game's controller says it (its engine has the rule)."""
        return self.controller.out_of_money()

    def demo_running(self) -> bool:
        """Whether the demo plays the hands (it stops by itself when the money runs out)."""
        return self.controller.demo.playing

    def offer_new_stake(self, *, asked: bool = False) -> bool:
        """Out of money (or ``asked``, from Game › New stake): offer a new play-money stake, or to
        stop here (the table stays as it is and says why no hand can be dealt).  The question is
        a window-modal box that never blocks the event loop (:attr:`stake_offer` while it is
        open); True when it was asked.  Never during a demo, as the window closes or unattended."""
        reason = self.out_of_money()
        if reason is None and asked:
            reason = QCoreApplication.translate("TableWindow", "Your bankroll is {0}.").format(
                format_cents(self.store.bankroll_cents())
            )
        if reason is None or self.demo_running() or self.stake_offer is not None:
            return False
        if self.closing or self.unattended:
            return False
        stake = self.settings.starting_bankroll_cents
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("TableWindow", "Out of chips"),
            QCoreApplication.translate(
                "TableWindow", "{0}\n\nStart again with a new stake of {1}, or stop here?"
            ).format(reason, format_cents(stake)),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        new_stake = QCoreApplication.translate("TableWindow", "&New stake of {0}").format(format_cents(stake))
        take = box.addButton(new_stake, QMessageBox.ButtonRole.YesRole)
        box.addButton(
            QCoreApplication.translate("TableWindow", "&Stop here"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(take)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stake_offer = box

        def answered(_result: int) -> None:
            self.stake_offer = None
            if box.clickedButton() is take:
                self.bankroll_reset(self.store.reset_bankroll(stake))
            else:
                self.statusBar().showMessage(reason)

        box.finished.connect(answered)
        box.open()
        return True

    def deal_refused(self) -> None:
        """A deal was refused: when for want of money, the new stake is offered at once (else the
        offer would wait for a hand's end that cannot come)."""
        if self.out_of_money() is not None:
            self.offer_new_stake()

    def bankroll_reset(self, cents: int) -> None:
        """The bankroll is ``cents`` again (a new stake): the game shows it."""
        self.statusBar().showMessage(
            QCoreApplication.translate("TableWindow", "A new stake of {0}: good luck.").format(
                format_cents(cents)
            )
        )

    # -- games and settings

    def choose_game(self, key: str) -> None:
        """Start a new game of ``key`` (between hands): remembered, built by the app."""
        for other, item in self.game_actions.items():
            item.setChecked(other == self.game_key)
        if self.hand_in_play():
            self.statusBar().showMessage(self.in_play_words()[0])
            return
        self.save_settings(game=key)
        self.game_chosen.emit(key)

    def save_settings(self, **changes: Any) -> None:
        """Apply changed general settings and write them."""
        try:
            self.settings = replace(self.settings, **changes)
        except ValueError as error:
            self.statusBar().showMessage(
                QCoreApplication.translate("TableWindow", "Setting not changed: {0}").format(say_error(error))
            )
            return
        self.write_settings()

    def write_settings(self) -> None:
        """Write the settings as they are (nothing is written for an in-memory session)."""
        if self.settings_store is not None:
            result = self.settings_store.save(self.settings)
            if result.message:
                self.tell([result.message], modal=False)

    def show_settings(self) -> None:
        """The settings dialog (Ctrl+,): the general options and a page for every game."""
        if self.settings_dialog is None:
            from paigow_desktop.ui.settings_dialog import SettingsDialog

            self.settings_dialog = SettingsDialog(self.settings, self, page=self.game_key)
            self.settings_dialog.settings_changed.connect(self.apply_settings)
        else:
            self.settings_dialog.load(self.settings)
            self.settings_dialog.show_page(self.game_key)
        self.settings_dialog.show()
        self.settings_dialog.raise_()

    def apply_settings(self, new: Settings) -> None:
        """Take the dialog's settings at once: the look, the sounds, the speed and every game's
        section are kept; this game's options apply as the game says (:meth:`apply_game_settings`),
        and a new language is shown between hands."""
        old = self.settings
        general = {name: getattr(new, name) for name in Settings.options()}
        for name in ("window_geometry", "last_screen", "game"):
            general.pop(name, None)  # the window's own, not the dialog's
        try:
            settings = replace(old, **general)
            for key in new.games:  # every game's page of the dialog
                settings = settings.with_game(key, new.game_section(key))
        except ValueError as error:
            self.statusBar().showMessage(
                QCoreApplication.translate("TableWindow", "Setting not changed: {0}").format(say_error(error))
            )
            return
        self.settings = settings
        self.write_settings()
        speed = speed_for(self.settings, None)
        self.scene.set_speed(speed)
        self.speed_actions[speed].setChecked(True)
        if new.theme != old.theme:
            self._show_theme()
        self.sounds.configure(enabled=self.settings.sound, volume=self.settings.volume)
        self.apply_game_settings(old)
        if new.language != old.language:
            self.language_actions[self.settings.language].setChecked(True)
            if self.hand_in_play():  # said now; shown when the hand ends
                self.pending_language = True
                self.statusBar().showMessage(self.in_play_words()[1])
            else:
                QTimer.singleShot(0, self, self._show_language)

    def apply_game_settings(self, old: Settings) -> None:
        """This game's options changed in the settings dialog (``old``: before): take them."""

    def restore_geometry(self) -> bool:
        """Reopen where the window was; False when nothing usable is saved."""
        saved = self.settings.window_geometry
        if not saved:
            return False
        return bool(self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))))

    def restore_last_screen(self) -> None:
        """No other screen to reopen (a game with one overrides this)."""

    # -- the welcome, and the hand played out when you last left

    def welcome_text(self) -> str:
        """The welcome's words (rich text): how a hand goes, the keys, where the trainer is."""
        raise NotImplementedError

    def welcomed(self) -> bool:
        """Whether this game's welcome was shown on this data folder."""
        return self.settings.game_section(self.game_key).get(_WELCOMED) is True

    def mark_welcomed(self) -> None:
        """Keep that the welcome was shown (in the game's section of the settings)."""
        section = self.settings.game_section(self.game_key)
        self.settings = self.settings.with_game(self.game_key, {**section, _WELCOMED: True})
        self.write_settings()

    def welcome_if_new(self) -> bool:
        """The welcome, the first time this game opens on this data folder (marked as seen now,
        shown once the event loop runs, over the window); True when it will be shown.  The hand
        played out when you last left in its middle is told first."""
        self.tell_round_left()
        QTimer.singleShot(0, self, self.offer_new_stake)  # out of money since the last time
        if self.welcomed():
            return False
        self.mark_welcomed()
        QTimer.singleShot(0, self, self.show_welcome)
        return True

    def show_welcome(self) -> None:
        """How a hand goes, the keys and where the trainer is, in a window beside the table."""
        if self.welcome is None:
            from paigow_desktop.ui.welcome import WelcomeDialog

            title = QCoreApplication.translate("TableWindow", "Welcome to {0}").format(self.game_name)
            self.welcome = WelcomeDialog(title, self.welcome_text(), self)
        self.welcome.show()
        self.welcome.raise_()

    def tell_round_left(self) -> None:
        """The hand played out when you last left in its middle, and its result, told once."""
        round_id = read_left_mid_hand(self.settings, self.game_key)
        if round_id:
            self.left_mid_hand(0)  # told once
            words = played_out_words(self.store, self.game_key, round_id, self.played_out_template())
            if words:
                self.statusBar().showMessage(words)

    def played_out_template(self) -> str | None:
        """How a hand left in its middle was played out, with {0} for the deal number and {1}
        for the net (None: by the house way, as the banked games play it)."""
        return None

    def left_mid_hand(self, round_id: int) -> None:
        """Keep the hand (its round) played out as you left, to tell at the next start (0: none)."""
        self.settings = with_left_mid_hand(self.settings, self.game_key, round_id)
        self.write_settings()

    def tell(self, messages: Sequence[str], *, modal: bool) -> None:
        """Say something once: in the status line, and in a box when someone is watching.
        Messages from storage are :class:`~paigow_desktop.core.text.Text`, said in the player's
        language."""
        said = [say(m) for m in messages]
        self.told.extend(said)
        self.statusBar().showMessage(said[-1])
        if modal:
            box = QMessageBox(
                QMessageBox.Icon.Warning, app_title(), "\n\n".join(said), QMessageBox.StandardButton.Ok, self
            )
            box.setModal(False)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.show()

    def show_about(self) -> None:
        from paigow_desktop.ui.about import show_about  # when first asked for

        show_about(self, self.store)

    def show_rules(self) -> None:
        """The rules of the game (F1): its help page, in a window beside the table."""
        self.open_help(
            REGISTRY.get(self.game_key).rules_page,
            QCoreApplication.translate("TableWindow", "Rules of {0}").format(self.game_name),
        )

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
        self.sounds.close()
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if geometry != self.settings.window_geometry:
            self.save_settings(window_geometry=geometry)
        super().closeEvent(event)


#: The key of a game's section that says its welcome was shown.
_WELCOMED = "welcomed"
