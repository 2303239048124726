"""Names in the interface: in English exactly the engine's, in Chinese translated."""

from __future__ import annotations

import itertools

from paigow_desktop.games.paigow.hands import Hand
from paigow_desktop.games.paigow.house_way import set_hand
from paigow_desktop.games.paigow.setting import settings_of
from paigow_desktop.tiles.tile import FULL_SET, KINDS
from paigow_desktop.ui.games.paigow.hand_names import hand_name, rule_name


def test_in_english_every_hand_and_rule_name_is_the_engines(qapp: object) -> None:
    for a, b in itertools.combinations(KINDS, 2):
        hand = Hand.of(a, b)
        assert hand_name(hand) == hand.name
    for tile in KINDS:
        if tile.copies == 2:
            assert hand_name(Hand.of(tile, tile)) == Hand.of(tile, tile).name
    for tiles in itertools.islice(itertools.combinations(FULL_SET, 4), 0, 35960, 7):
        decision = set_hand(tiles)
        assert rule_name(decision) == decision.name


def test_in_chinese_names_use_the_chinese_tile_names(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.tiles.tile import Tile
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    app = QApplication.instance()
    assert app is not None
    assert install_translator(app, "zh_TW")
    try:
        teen = Tile.parse("6-6")
        assert "天" in hand_name(Hand.of(teen, teen))
        assert "天" in hand_name(Hand.of(teen, Tile.parse("6-1")))
        decision = set_hand([teen, teen, Tile.parse("6-5"), Tile.parse("6-3")])  # Teen pair, split
        name = rule_name(decision)
        assert "天" in name and "rule" not in name
    finally:
        remove_translators(app)
    assert hand_name(Hand.of(teen, teen)) == "Pair: Teen"


def test_a_list_is_joined_as_the_language_joins_it(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators
    from paigow_desktop.ui.names import listed

    assert listed(["best", "house way"]) == "best, house way"
    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        assert listed(["最佳", "莊家規則"]) == "最佳、莊家規則"  # not a half-width comma
    finally:
        remove_translators(app)


def test_a_sentence_names_its_last_item_with_and(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators
    from paigow_desktop.ui.names import listed_and

    assert listed_and([]) == "" and listed_and(["South"]) == "South"
    assert listed_and(["South", "West"]) == "South and West"
    assert listed_and(["South", "West", "you"]) == "South, West and you"
    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        assert listed_and(["南", "西", "北"]) == "南、西和北"
    finally:
        remove_translators(app)


def test_sentences_follow_one_another_as_the_language_writes_them(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators
    from paigow_desktop.ui.names import sentences

    assert sentences(["You win.", "F2 deals.", "Well done."]) == "You win. F2 deals. Well done."
    assert sentences([]) == ""
    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        assert sentences(["你贏了。", "按 F2。"]) == "你贏了。按 F2。"
    finally:
        remove_translators(app)


def test_points_are_one_point_or_many_points(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from paigow_desktop.ui.i18n import install_translator, remove_translators
    from paigow_desktop.ui.names import points_words

    assert [points_words(n) for n in (1, 2, 0)] == ["1 point", "2 points", "0 points"]
    assert [points_words(n, signed=True) for n in (1, -1, -3)] == ["+1 point", "-1 point", "-3 points"]
    assert points_words(0, signed=True) == "0 points" and points_words(1203) == "1,203 points"
    app = QApplication.instance()
    assert app is not None and install_translator(app, "zh_TW")
    try:
        assert [points_words(1), points_words(3)] == ["1 分", "3 分"]
    finally:
        remove_translators(app)


def test_no_space_follows_a_full_width_closing_bracket() -> None:
    from paigow_desktop.ui.names import spaced

    assert spaced("Lin", "2") == "Lin 2" and spaced("East (you)", "+8") == "East (you) +8"
    assert spaced("東（你）", "1") == "東（你）1" and spaced("「天」", "牌") == "「天」牌"


def test_an_amount_is_not_split_at_its_minus_sign(qapp: object) -> None:
    from PySide6.QtGui import QTextLayout, QTextOption
    from PySide6.QtWidgets import QApplication
    from text_helpers import wrapped_lines

    from paigow_desktop.ui.names import unbroken

    def lines(text: str, width: float) -> list[str]:
        anywhere = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        return wrapped_lines(text, QApplication.font(), width, anywhere)

    text = "Net: Lin -5 (-$0.50)"
    plain = QTextLayout(text, QApplication.font())
    plain.beginLayout()
    line = plain.createLine()
    line.setLineWidth(1e6)
    plain.endLayout()
    # The width up to just past "(-": a plain line breaks after the minus ...
    cut = line.cursorToX(text.index("$"))[0] + 1
    assert any(part.rstrip().endswith("(-") for part in lines(text, cut))
    # ... a joined one does not.
    joined = unbroken(text)
    assert joined.replace("\u2060", "") == text and "6-\u20604" in unbroken("6-4")
    assert not any(part.rstrip().endswith("(-") for part in lines(joined, cut))
    assert unbroken("a - b") == "a - b"  # a dash between words may still break


def test_a_number_keeps_to_its_word_and_a_phrase_to_itself() -> None:
    from paigow_desktop.ui.names import NO_BREAK, unbroken_numbers, unbroken_phrases

    assert unbroken_numbers("(rule 0: best)") == f"(rule{NO_BREAK}0: best)"
    assert unbroken_numbers("規則 0：兩手") == f"規則{NO_BREAK}0：兩手"
    assert unbroken_numbers("6-5 6-1 — 8, high") == "6-5 6-1 — 8, high"  # a tile is no word's number
    assert (
        unbroken_phrases("H house way, F2 new round")
        == f"H{NO_BREAK}house{NO_BREAK}way, F2{NO_BREAK}new{NO_BREAK}round"
    )
    assert unbroken_phrases("Enter 確認， Esc 略過") == f"Enter{NO_BREAK}確認， Esc{NO_BREAK}略過"


def test_no_space_between_two_chinese_characters() -> None:
    from paigow_desktop.ui.names import close_up

    # Sentences are written with spaces round a name, for names in Latin letters.
    assert close_up("阿林 以 6-6 壓過。") == "阿林以 6-6 壓過。"
    assert close_up("Mei 以 6-6 壓過。") == "Mei 以 6-6 壓過。"  # a Latin name keeps its room
    assert (
        close_up("你付給 阿林 4 分（結算）。 下一任莊家：阿俊。")
        == "你付給阿林 4 分（結算）。下一任莊家：阿俊。"
    )
    assert close_up("Lin wins the trick.") == "Lin wins the trick."


def test_a_rate_is_written_with_no_needless_zeros() -> None:
    from fractions import Fraction

    from paigow_desktop.ui.names import rate_words

    assert rate_words(Fraction(1, 20)) == "5%"  # not 5.00% in one window and 5% in another
    assert rate_words(Fraction(119, 2500)) == "4.76%"
    assert rate_words(Fraction(9, 200)) == "4.5%"
    assert rate_words(0) == "0%"


def test_chinese_pieces_are_spaced_as_chinese_is_at_their_seams_only(qapp: object) -> None:
    from paigow_desktop.core.text import Text
    from paigow_desktop.ui.names import say

    # A template's space before a value that starts with a character goes; one comes between a
    # character and a digit; a space after a bracket before a character goes.
    assert say(Text("擺成 {best}：贏 19.5%", best="槓 / 七對")) == "擺成槓 / 七對：贏 19.5%"
    assert say(Text("兩手都是{hand}", hand="3 點")) == "兩手都是 3 點"
    assert say(Text("{a} 則贏", a="7（6-5 5-1）")) == "7（6-5 5-1）則贏"
    # A field's own words are never changed: a path with a space between characters, a year.
    path = "C:\\牌九 備份\\2024年\\history.sqlite"
    assert say(Text("檔案 {path} 無法讀取", path=path)) == f"檔案 {path} 無法讀取"
    assert say(Text("The history file {path} cannot be read", context="Storage", path=path)).count(path) == 1
    assert say(Text("Wins {n} hands  here", n=3)) == "Wins 3 hands  here"  # no Chinese: as it is


def test_an_engine_sentence_in_chinese_has_no_space_between_characters(qapp: object) -> None:
    from paigow_desktop.games.paigow.trainer import judge
    from paigow_desktop.tiles.tile import parse_tiles
    from paigow_desktop.ui.games.paigow.verdict import word
    from paigow_desktop.ui.i18n import install_translator, remove_translators

    tiles = parse_tiles("6-6 6-3 2-2 5-1")  # the best play: 0 / Wong
    weak = next(s for s in settings_of(tiles) if s.high.name != "Wong")
    assert install_translator(qapp, "zh_TW")  # type: ignore[arg-type]
    try:
        said = word(judge(tiles, weak)).plain
    finally:
        remove_translators(qapp)  # type: ignore[arg-type]
    assert "擺成 0 / 王" in said and "損失" in said and "放棄" not in said
