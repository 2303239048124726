"""Hand, tile and house-way rule names as the interface shows them, in the player's language.

The engine names and explains things in English (``7, high tile Gor``, ``rule 2: Gong``, the
trainer's sentences), as :class:`~.engine.text.Text` values that remember their templates;
:func:`say` passes them through Qt's translations, so the Chinese build shows 天, 至尊 and
莊家規則 and whole sentences in Chinese.  In English they are exactly the engine's words.

The names the engine makes with :func:`~.engine.text.name` (tiles, pairs, rule cases) are
marked for translation here; the engine's templates are marked where the engine writes them.
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Callable, Iterable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from paigow_desktop.core.money import format_cents
from paigow_desktop.core.text import NAMES, QT_TRANSLATE_NOOP, Text, message_of
from paigow_desktop.tiles.tile import Tile

__all__ = [
    "both_names",
    "close_up",
    "listed",
    "listed_and",
    "points_words",
    "practice",
    "rate_words",
    "result_word",
    "say",
    "say_error",
    "sentences",
    "signed_money",
    "spaced",
    "tile_name",
    "tile_words",
    "unbroken",
    "without_joiners",
]

_CONTEXT = NAMES

# The names the engine uses, marked for translation (the translations give the Chinese names).
_TILE_NAMES = (
    QT_TRANSLATE_NOOP("Names", "Teen"),
    QT_TRANSLATE_NOOP("Names", "Day"),
    QT_TRANSLATE_NOOP("Names", "Yun"),
    QT_TRANSLATE_NOOP("Names", "Gor"),
    QT_TRANSLATE_NOOP("Names", "Mooy"),
    QT_TRANSLATE_NOOP("Names", "Chong"),
    QT_TRANSLATE_NOOP("Names", "Bon"),
    QT_TRANSLATE_NOOP("Names", "Foo"),
    QT_TRANSLATE_NOOP("Names", "Ping"),
    QT_TRANSLATE_NOOP("Names", "Tit"),
    QT_TRANSLATE_NOOP("Names", "Look"),
    QT_TRANSLATE_NOOP("Names", "Chop Gow"),
    QT_TRANSLATE_NOOP("Names", "Chop Bot"),
    QT_TRANSLATE_NOOP("Names", "Chop Chit"),
    QT_TRANSLATE_NOOP("Names", "Chop Ng"),
    QT_TRANSLATE_NOOP("Names", "Gee Joon"),
)
_DETAILS = (
    QT_TRANSLATE_NOOP("Names", "best in both hands"),
    QT_TRANSLATE_NOOP("Names", "high nine"),
    QT_TRANSLATE_NOOP("Names", "Gong"),
    QT_TRANSLATE_NOOP("Names", "Wong"),
    QT_TRANSLATE_NOOP("Names", "best low"),
    QT_TRANSLATE_NOOP("Names", "best high"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def tile_name(name: str) -> str:
    """A tile's (or pair's) name: ``Teen`` in English, 天 in Chinese."""
    return _tr(name)


def both_names(name: str) -> str:
    """A tile's name in the player's language with the casino's Cantonese name after it when
    they differ (``板 Bon`` in Chinese, plain ``Bon`` in English)."""
    translated = tile_name(name)
    return name if translated == name else f"{translated} {name}"


def tile_words(tile: Tile) -> str:
    """A tile in full, for a tooltip: its spots, its casino name and its Chinese and English
    names, ``6-6 Teen (天, Heaven)`` in every language (each reader finds a name of theirs)."""
    return f"{tile} {tile.name} ({tile.chinese_name}, {tile.english_name})"


def listed(items: Iterable[str]) -> str:
    """Items one after another as the language lists them ("a, b, c"; Chinese "a、b、c")."""
    return QCoreApplication.translate("Lists", ", ", "between the items of a list").join(items)


def signed_money(cents: int, money: Callable[[int], str] = format_cents) -> str:
    """An amount won or lost, its sign written: ``+$0.80``, ``-$0.80``, ``$0.00`` (a loss
    written as every amount of the app writes it)."""
    return f"+{money(cents)}" if cents > 0 else money(cents)


def rate_words(rate: Fraction | float) -> str:
    """A rate as a percentage with no needless zeros: ``5%``, ``4.76%``, ``0%`` (the commission,
    wherever it is shown, reads the same)."""
    percent = f"{float(rate) * 100:.2f}".rstrip("0").rstrip(".")
    return f"{percent}%"


def listed_and(items: Iterable[str]) -> str:
    """Items as a sentence names them: "a", "a and b", "a, b and c" (Chinese "a、b和c")."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    last = QCoreApplication.translate("Lists", " and ", "before the last item of a list in a sentence")
    return listed(words[:-1]) + last + words[-1]


def spaced(left: str, right: str) -> str:
    """Two words with a space between them, but none after a full-width closing mark, which
    carries its own room ("Lin 2", "東（你）1")."""
    return f"{left}{right}" if left.endswith(_FULL_WIDTH_CLOSING) else f"{left} {right}"


_FULL_WIDTH_CLOSING = ("）", "」", "』", "】", "〕", "》", "〉")


def close_up(text: str) -> str:
    """``text`` with no space between two Chinese characters: sentences written for names in
    Latin letters ("Mei 以 6-6 壓過") read right with Chinese names too ("阿美以 6-6 壓過")."""
    return _compiled(_BETWEEN_HAN).sub("", text)


_HAN = "\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef"
_BETWEEN_HAN = f"(?<=[{_HAN}]) +(?=[{_HAN}])"


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled when first used: a class of Chinese characters takes about 10 ms to
    compile (the whole range is mapped), which the start of the app need not wait for."""
    return re.compile(pattern)


def unbroken(text: str) -> str:
    """``text`` with no line break after a minus or a dash that a number or an amount follows:
    "(-$0.50)", "net −$10.00" and "6-4" stay whole when the line wraps (an invisible word
    joiner follows)."""
    return _JOINED_AFTER.sub("\\1\u2060", text)


_JOINED_AFTER = re.compile(r"([-−])(?=[$\d])")


NO_BREAK = "\u00a0"
# A space between a word and the number it names ("rule 0", "line 1", "規則 0")
_NUMBERED = re.compile(r"(?<=[^\W\d_]) (?=\d)")
# A space inside a phrase of a list ("Space moves it, Enter confirms"): any not after a comma
_INSIDE_PHRASE = re.compile(r"(?<![,，、]) ")


def unbroken_numbers(words: str) -> str:
    """``words`` with no line break allowed between a word and its number (a no-break space):
    a wrapped line read "(rule" at its end and "0: best in both hands)" at the next one's start."""
    return _NUMBERED.sub(NO_BREAK, words)


def unbroken_phrases(words: str) -> str:
    """``words``, a list of phrases, breaking only after a comma (no-break spaces inside each):
    the keys line left "F2 new round" split, or "F2" alone at a line's end.  Chinese still
    breaks between any two of its characters: only its spaces (around "Enter", "Esc") hold."""
    return _INSIDE_PHRASE.sub(NO_BREAK, words)


def without_joiners(text: str) -> str:
    """``text`` as :func:`unbroken` found it: the invisible word joiners taken out (what a
    copy of shown text hands on, so that a search or a paste elsewhere sees plain words)."""
    return text.replace("\u2060", "")


def result_word(result: str) -> str:
    """A round's result as the statistics of every game show it: "win", "push" or "loss" as
    Win, Push, Loss (another word capitalised as it is)."""
    words = {
        "win": QCoreApplication.translate("Results", "Win"),
        "push": QCoreApplication.translate("Results", "Push"),
        "loss": QCoreApplication.translate("Results", "Loss"),
    }
    return words.get(result, result.capitalize())


def practice(words: str) -> str:
    """``words`` said of a replay, played for practice: no money moved (every game says it so)."""
    return QCoreApplication.translate("Practice", "Practice, no money moved: {0}").format(words)


def sentences(items: Iterable[str]) -> str:
    """Sentences one after another as the language writes them (English with a space between
    them, Chinese with none)."""
    # A whole pattern, not a separator: Qt takes an empty translation for none at all.
    pattern = QCoreApplication.translate("Lists", "{0} {1}", "two sentences, one after the other")
    listed_items = list(items)
    return functools.reduce(pattern.format, listed_items) if listed_items else ""


def points_words(points: int, *, signed: bool = False) -> str:
    """Points in words, one or many: "1 point", "1,203 points", "+1 point" with ``signed``."""
    number = f"{points:+,}" if signed and points else f"{points:,}"  # no sign on nothing
    if abs(points) == 1:
        return QCoreApplication.translate("Points", "{0} point").format(number)
    return QCoreApplication.translate("Points", "{0} points").format(number)


def say(text: str) -> str:
    """Engine words in the player's language.

    A :class:`~.engine.text.Text` is translated template by template (the engine's
    sentences, hand and rule names); any other string is returned as it is.
    """
    if isinstance(text, Text):
        return _spoken(text)
    return text


def _spoken(text: Text) -> str:
    """``text`` translated piece by piece, each seam between the template's words and a field
    spaced as the language spaces it (:func:`_seam`), inside no piece: a field's own
    words (a file's path, a player's name) are never changed.  Storage's messages, which name
    paths, are filled as they are (their seams too)."""
    values = {key: _spoken(value) if isinstance(value, Text) else str(value) for key, value in text.fields}
    spaced = text.context != "Storage"
    try:
        return _fill(QCoreApplication.translate(text.context, text.template), values, spaced=spaced)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: the English
        try:
            return _fill(text.template, values, spaced=spaced)
        except (KeyError, IndexError, ValueError):
            return str(text)


def _fill(template: str, values: dict[str, str], *, spaced: bool) -> str:
    if not spaced or template.isascii() or not any(map(_chinese, template)):  # no Chinese: as it is
        return template.format(**values)
    words = ""
    for literal, field, spec, conversion in string.Formatter().parse(template):
        words = _seam(words, literal)
        if field is None:
            continue
        value = values[field]  # a KeyError for a field the template has and the text not
        if conversion:
            value = repr(value) if conversion == "r" else ascii(value) if conversion == "a" else value
        words = _seam(words, format(value, spec) if spec else value)
    return words


def _seam(left: str, right: str) -> str:
    """``left`` and ``right`` joined, the space between them as Chinese wants it: none between
    two Chinese characters (a template's "擺成 {best}" with "槓 / 七對"), one between a character
    and a Latin letter or digit (its "兩手都是{hand}" with "3 點").  Without Chinese at the seam,
    as they are."""
    if not left or not right:
        return left + right
    last, first = left[-1], right[0]
    if last == " " and len(left) > 1 and _chinese(left[-2]) and _chinese(first):
        return left[:-1] + right  # "擺成 " + "槓"
    if first == " " and len(right) > 1 and _chinese(last) and _chinese(right[1]):
        return left + right[1:]  # "…）" + " 則贏"
    if (_ideograph(last) and _latin(first)) or (_latin(last) and _ideograph(first)):
        return f"{left} {right}"  # "兩手都是" + "3 點"
    return left + right


# Characters told apart by their code points (a regular expression's class of these ranges
# takes about 10 ms to compile, paid by the window's first words)
def _ideograph(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff"


def _chinese(ch: str) -> bool:
    """An ideograph or a full-width mark."""
    return "\u3000" <= ch <= "\u303f" or "\u3400" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def say_error(error: BaseException) -> str:
    """An error's message in the player's language (storage errors carry a :class:`Text`)."""
    return say(message_of(error))


def app_title() -> str:
    """The program's name as window titles show it, in the player's language."""
    return QCoreApplication.translate("App", "Pai Gow Tiles")
