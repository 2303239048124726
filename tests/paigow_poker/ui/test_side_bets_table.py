"""The side bets and the live value at the Pai Gow Poker table (offscreen): the Fortune and Queen's
Dragon bets staked and settled in the ledger as their own entries, in the record, the statistics
and the export; the value of the setting before Confirm, hidden by "Quiz me"; status words that
follow the cards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from paigow_desktop.core.round_export import RoundFacts
from paigow_desktop.games.paigow_poker.record import export_row
from paigow_desktop.games.paigow_poker.rules import PokerRules
from paigow_desktop.storage import AppData
from paigow_desktop.ui.games.paigow_poker.controller import Stage
from paigow_desktop.ui.games.paigow_poker.stats_window import PokerStatsDialog
from tests.paigow_poker.ui.helpers import app_data, poker_table


@pytest.fixture
def data(tmp_path: Path) -> Iterator[AppData]:
    yield from app_data(tmp_path / "data")


def test_side_bets_are_staked_settled_recorded_and_counted(qtbot: QtBot, data: AppData) -> None:
    window = poker_table(qtbot, data)
    c = window.controller
    c.set_rules(PokerRules(fortune="A", ez=True))
    c.table.players_bank = False
    before = c.store.bankroll_cents()
    assert c.new_hand()
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING)
    c.set_house_way()
    assert c.confirm()
    settlement = c.settlement
    assert settlement is not None
    (row,) = c.store.rounds(game="paigow_poker")
    kinds = [(e.kind, e.cents) for e in c.store.ledger(row.id)]
    assert kinds[:2] == [("bet", -1000), ("side_bet", -1000)]  # $5 Fortune and $5 Queen's Dragon
    credit = settlement.side_credit_cents(c.me)
    assert (("side_credit", credit) in kinds) == (credit > 0)
    main = settlement.place(c.me).net_cents
    side = settlement.side_credit_cents(c.me) - 1000
    assert c.store.bankroll_cents() == before + main + side
    assert {line["kind"] for line in row.history["side"] if line["place"] == c.me} >= {"fortune", "dragon"}
    described = export_row(RoundFacts(row.place, row.details, row.history))
    assert described["side_net_cents"] == str(side) and "fortune 500" in described["side_bets"]
    stats = c.store.statistics(game="paigow_poker")
    assert (stats.side_bet_cents, stats.side_net_cents) == (1000, side)
    dialog = PokerStatsDialog(c.store, c.money)
    qtbot.addWidget(dialog)
    assert dialog.stats.fortune_bets == 1 and dialog.stats.dragon_bets == 1
    assert "Fortune 1 bets" in dialog.values["side"].text()


def test_the_value_shows_before_confirm_and_follows_the_cards(qtbot: QtBot, data: AppData) -> None:
    window = poker_table(qtbot, data)
    c, live = window.controller, window.live
    assert c.new_hand()
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING)
    qtbot.waitUntil(lambda: live.analysis is not None, timeout=30_000)
    cards = c.cards()
    c.scene.arrange(cards[:2])
    first = live.label.text()
    assert "This setting" in first and "Best" in first and "EV" in first
    c.scene.arrange(cards[-2:])
    assert live.label.text() != first and live.latency is not None and live.latency < 0.5
    live.quiz.setChecked(True)
    assert "hidden" in live.label.text() and "EV" not in live.label.text()


def test_the_house_way_s_words_go_when_the_cards_move(qtbot: QtBot, data: AppData) -> None:
    window = poker_table(qtbot, data)
    c = window.controller
    said: list[str] = []
    c.message.connect(said.append)
    assert c.new_hand()
    qtbot.waitUntil(lambda: c.stage is Stage.SETTING)
    c.set_house_way()
    assert said[-1].startswith("Set by the house way")
    house = c.setting()
    assert house is not None
    other = next(card for card in c.cards() if card not in house.low)
    c.scene.arrange([house.low[0], other])
    assert not said[-1].startswith("Set by the house way")


def test_a_history_with_side_bets_adds_up_when_the_folder_is_opened_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The ledger's check of each round's entries (a history that does not add up is kept as it
    is and the session plays in memory) counts a round's side bets apart from its result: a
    Fortune bet took the whole history for one changed by hand."""
    from paigow_desktop.storage import open_app_data

    folder = tmp_path / "data"
    data = open_app_data(folder)
    try:
        window = poker_table(qtbot, data)
        c = window.controller
        c.set_rules(PokerRules(fortune="A", ez=True))
        c.table.players_bank = False
        for _ in range(3):
            assert c.new_hand()
            qtbot.waitUntil(lambda: c.stage is Stage.SETTING)
            c.set_house_way()
            assert c.confirm()
            qtbot.waitUntil(lambda: c.stage is Stage.OVER)
        assert c.store.statistics(game="paigow_poker").side_bet_cents == 3000
        qtbot.waitUntil(lambda: not window.advice.advisor.busy, timeout=60_000)  # its figure kept
        window.close()
    finally:
        data.close()
    again = open_app_data(folder)
    try:
        assert again.messages == () and not again.store.in_memory
        assert again.store.bankroll_cents() == again.store.ledger_sum_cents()
    finally:
        again.close()


def test_the_drill_judges_by_ez_rules_at_an_ez_table(qtbot: QtBot, data: AppData) -> None:
    """The trainer and the drill judge by the rules the table deals: at an EZ table, the drill's
    verdicts count the queen-high pai gows as pushes, and with EZ off again they do not."""
    from dataclasses import replace as with_fields

    from paigow_desktop.ui.games.paigow_poker.options import read_rules, with_rules

    window = poker_table(qtbot, data)
    rules = read_rules(window.settings)[0]
    window.apply_settings(with_rules(window.settings, with_fields(rules, ez=True)))
    window.trainer_window_action.trigger()
    trainer = window.trainer_window
    assert trainer is not None and trainer.drill_page.advisor.ez
    window.apply_settings(with_rules(window.settings, with_fields(rules, ez=False)))
    assert not trainer.drill_page.advisor.ez
    trainer.close()
