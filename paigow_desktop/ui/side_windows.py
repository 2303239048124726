"""The windows the table opens beside itself: the rules, the welcome, About, the strategy card and
the statistics (each made when first asked for, then shown again)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from paigow_desktop.core.money import format_cents as money
from paigow_desktop.ui.about import show_about

if TYPE_CHECKING:
    from paigow_desktop.games.paigow.options import PaiGowOptions
    from paigow_desktop.storage import Settings
    from paigow_desktop.ui.games.paigow.strategy_card_window import StrategyCardWindow
    from paigow_desktop.ui.games.paigow.table_controller import TableController
    from paigow_desktop.ui.games.paigow.table_scene import TableScene
    from paigow_desktop.ui.games.paigow.welcome import WelcomeDialog
    from paigow_desktop.ui.rules_window import RulesWindow
    from paigow_desktop.ui.stats_window import StatisticsDialog


class BesideWindows:
    """The table window's openers of its other windows (a part of :class:`.MainWindow`, which
    provides what is declared here)."""

    controller: TableController
    scene: TableScene
    settings: Settings
    statistics: StatisticsDialog | None
    rules_window: RulesWindow | None
    card_window: StrategyCardWindow | None
    welcome: WelcomeDialog | None
    save_settings: Callable[..., None]
    replay_seed: Callable[..., bool]
    _bankroll_reset: Callable[[int], None]
    tell_round_left: Callable[[], None]

    @property
    def options(self) -> PaiGowOptions:
        raise NotImplementedError  # MainWindow's

    def _widget(self) -> QWidget:
        """The table window itself, as the parent of what it opens."""
        assert isinstance(self, QWidget)
        return self

    def show_strategy_card(self) -> None:
        """The strategy cards, each line with an example hand (loaded when first opened)."""
        if self.card_window is None:
            from paigow_desktop.ui.games.paigow.strategy_card_window import StrategyCardWindow

            self.card_window = StrategyCardWindow(self.scene.art, self._widget())
        self.card_window.show()
        self.card_window.raise_()
        self.card_window.activateWindow()

    def show_rules(self) -> None:
        """The rules with pictures of the tiles (F1), in a window that stays open beside the table."""
        if self.rules_window is None:
            from paigow_desktop.ui.rules_window import RulesWindow

            self.rules_window = RulesWindow(self.scene.art, self._widget())
        self.rules_window.show()
        self.rules_window.raise_()

    def show_welcome(self) -> None:
        """How a round goes, the keys and where the trainer is, in a window beside the table."""
        if self.welcome is None:
            from paigow_desktop.ui.games.paigow.welcome import WelcomeDialog

            self.welcome = WelcomeDialog(self._widget())
        self.welcome.show()
        self.welcome.raise_()

    def welcome_if_new(self) -> bool:
        """The welcome, the first time the table opens on this data folder (marked as seen now,
        shown once the event loop runs, over the window); True when it will be shown."""
        self.tell_round_left()  # as the welcome, said when someone is there to read it
        if self.options.welcomed:
            return False
        self.save_settings(welcomed=True)
        QTimer.singleShot(0, self.show_welcome)
        return True

    def show_about(self) -> None:
        """The version, Qt's, the licence and where the art, sounds and fonts come from."""
        show_about(self._widget(), self.controller.store)

    def show_statistics(self) -> None:
        if self.statistics is None:
            from paigow_desktop.ui.stats_window import StatisticsDialog

            self.statistics = StatisticsDialog(
                self.controller.store,
                money,
                self.replay_seed,
                self._widget(),
                starting_bankroll=lambda: self.settings.starting_bankroll_cents,
                card=lambda: (self.options.trainer_card_length, self.options.trainer_card_standalone),
            )
            self.statistics.bankroll_reset.connect(self._bankroll_reset)
        self.statistics.refresh()
        self.statistics.show()
        self.statistics.raise_()
