"""Sentences for people that the interface can say in another language.

The engine explains itself in English (the trainer's explanations and hints, the quizzes,
the house way's reasons).  Each such sentence is a :class:`Text`: a ``str`` holding the
English words, so printing, comparing, searching and storing it work as for any string,
which also remembers how it was made, a template with named fields and the values that
filled them.  The interface translates the template and the values that are themselves
texts (through Qt, outside the engine) and fills the fields again, so a Chinese build says
the whole sentence in Chinese.

Templates are written inside :func:`QT_TRANSLATE_NOOP` calls, the marker Qt's ``lupdate``
looks for when it gathers the messages to translate.  Here it does nothing but return the
text: the engine does not import Qt.

Contexts: :data:`ENGINE` for sentences, :data:`NAMES` for tile, hand and rule names
(the interface's own names module translates those too).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final, NoReturn, TypeAlias

__all__ = ["ENGINE", "NAMES", "QT_TRANSLATE_NOOP", "Arg", "Text", "TranslateFn", "message_of", "name"]

#: The translation context of the engine's sentences.
ENGINE: Final = "Engine"
#: The translation context of names (tiles, pairs, hands, house-way rules).
NAMES: Final = "Names"

#: What fills a field: a text (translated in turn), a number, or words said as they are
#: (tile codes such as ``6-6``, percentages).
Arg: TypeAlias = "Text | str | int"
#: ``translate(context, source)``: the translation of ``source``, or ``source`` itself.
TranslateFn: TypeAlias = Callable[[str, str], str]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for translation in ``context`` and return it unchanged.

    Named as Qt names its marker, because that is the name ``lupdate`` looks for.
    """
    del context
    return source


class Text(str):
    """English words that remember their template and fields; see the module's documentation.

    ``Text(template, **fields)`` fills ``template`` (``str.format`` with named fields) with
    each field's English words.  Values are immutable: attributes cannot be set or removed.
    """

    context: str
    template: str
    fields: tuple[tuple[str, Arg], ...]

    def __new__(cls, template: str, /, *, context: str = ENGINE, **fields: Arg) -> Text:
        for key, value in fields.items():
            if not isinstance(value, (str, int)) or isinstance(value, bool):
                raise TypeError(f"field {key!r} of {template!r} is a {type(value).__name__}")
        words = template.format(**{key: str(value) for key, value in fields.items()}) if fields else template
        self = super().__new__(cls, words)
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "template", template)
        object.__setattr__(self, "fields", tuple(sorted(fields.items())))
        return self

    def __setattr__(self, key: str, value: object) -> NoReturn:
        raise AttributeError(f"Text is immutable: cannot set {key!r}")

    def __delattr__(self, key: str) -> NoReturn:
        raise AttributeError(f"Text is immutable: cannot delete {key!r}")

    def __repr__(self) -> str:
        return f"Text({str(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled (or copied) as the plain English words.
        return (str, (str(self),))

    @property
    def field_map(self) -> Mapping[str, Arg]:
        """The fields as a mapping."""
        return dict(self.fields)

    def say(self, translate: TranslateFn) -> str:
        """The sentence with its template and every text field passed through ``translate``.

        ``translate(context, source)`` returns the translated template (or ``source`` when
        there is none).  A translation that lost or renamed a field falls back to English
        rather than fail.
        """
        values = {key: _say(value, translate) for key, value in self.fields}
        template = translate(self.context, self.template)
        if not values:
            return template
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            return self.template.format(**values)


def _say(value: Arg, translate: TranslateFn) -> str:
    return value.say(translate) if isinstance(value, Text) else str(value)


def message_of(error: BaseException) -> str:
    """An error's message: its :class:`Text` when it was raised with one (so it stays
    translatable), else its plain words."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Text) else str(error)


def name(words: str) -> Text:
    """A tile's, pair's or house-way case's name, translated in the :data:`NAMES` context."""
    return Text(words, context=NAMES)
