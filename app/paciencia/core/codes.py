"""Game codes (C-2): the ``paciencia://`` link that fixes a deal exactly.

Canonical form: ``paciencia://<game>/<n>?<option>=<value>&…`` with the
game's deal options (:data:`paciencia.core.options.DEAL` scope) in the order
its declaration lists them, for example::

    paciencia://klondike/<n>?draw=1|3&passes=0..99&guaranteed=0|1
    paciencia://freecell/<n>
    paciencia://spider/<n>?suits=1|2|4
    paciencia://pyramid/<n>?level=easy|standard|random

An option whose declaration says so is left out at its default value. On
input, options may come in any order and missing ones take their defaults;
anything else is refused with a :class:`GameCodeError` naming the wrong
part: an unknown game; a number that is not a positive whole number, is
larger than the game accepts, or is not a deal of the chosen level (P-10);
an unknown, repeated, empty or badly written option; a bad value; extra path
parts; a fragment. Messages quote at most :data:`QUOTE_LIMIT` characters of
what was typed, so a hostile link cannot flood the window.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .any_game import AnyGameInfo
from .options import DEAL, Option, Value
from .registry import find, ids
from .text import QT_TRANSLATE_NOOP, Reason

SCHEME: Final = "paciencia://"
QUOTE_LIMIT: Final = 60
"""Characters of the offending input an error message repeats, at most."""
MAX_DIGITS: Final = 40
"""Longer digit strings are refused before Python converts them (4 301+ digits raise)."""

_E_SCHEME = QT_TRANSLATE_NOOP("codes", "A game code starts with “paciencia://”: {text}")
_E_GAME = QT_TRANSLATE_NOOP("codes", "Unknown game “{game}”: use {games}.")
_E_NUMBER = QT_TRANSLATE_NOOP("codes", "The deal number must be a positive whole number, not “{number}”.")
TOO_BIG = QT_TRANSLATE_NOOP("codes", "Deal numbers of {game} go from 1 to {max}, not “{number}”.")
_E_NO_NUMBER = QT_TRANSLATE_NOOP("codes", "The game code has no deal number after “{game}/”.")
_E_PATH = QT_TRANSLATE_NOOP("codes", "Unexpected text after the deal number: “{junk}”.")
_E_OPTION = QT_TRANSLATE_NOOP("codes", "Unknown option “{name}” for {game}.")
_E_REPEAT = QT_TRANSLATE_NOOP("codes", "The option “{name}” is given twice.")
_E_VALUE = QT_TRANSLATE_NOOP("codes", "Bad value “{value}” for option “{name}”: use {allowed}.")
_E_PAIR = QT_TRANSLATE_NOOP("codes", "Options are written name=value, not “{part}”.")
_E_EMPTY = QT_TRANSLATE_NOOP("codes", "An option is empty: nothing stands between two “&” (or after “?”) in “{query}”.")


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """At most ``limit`` characters of ``text`` for an error message (with … when cut)."""
    text = "".join(ch if ch.isprintable() else "\N{REPLACEMENT CHARACTER}" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


class GameCodeError(ValueError):
    """A game code could not be read; :attr:`reason` says which part is wrong."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


def _fail(msgid: str, **args: object) -> GameCodeError:
    return GameCodeError(Reason(msgid, context="codes", **args))


def _game(game_id: str) -> AnyGameInfo:
    info = find(game_id)
    if info is None:
        raise _fail(_E_GAME, game=clip(game_id), games=", ".join(ids()))
    return info


def _deal_options(info: AnyGameInfo) -> list[Option]:
    return [o for o in info.options if o.scope == DEAL]


class _CodeFields(NamedTuple):
    game: str
    number: int
    options: tuple[tuple[str, str], ...] = ()


class GameCode(_CodeFields):
    """A game, a deal number and the deal options, validated against the game's declaration.

    ``options`` may name the deal options in any order, as text or typed
    values; they are stored as text, complete and in declared order.

    An immutable record on a named tuple rather than a dataclass: every launch makes this
    class, and a frozen dataclass's methods are compiled at import (issue 38).
    """

    __slots__ = ()

    def __new__(cls, game: str, number: int, options: tuple[tuple[str, str], ...] = ()) -> GameCode:
        info = _game(game)
        if isinstance(number, bool) or not isinstance(number, int) or number <= 0:
            raise _fail(_E_NUMBER, number=clip(str(number)))
        if number > info.max_number:
            raise _fail(TOO_BIG, game=game, max=info.max_number, number=clip(str(number)))
        given = dict(options)
        full: list[tuple[str, str]] = []
        for option in _deal_options(info):
            raw = given.pop(option.name, option.default)
            text = option.text(raw) if not isinstance(raw, str) else raw
            if option.parse(text) is None:
                raise _fail(_E_VALUE, value=clip(text), name=option.name, allowed=option.allowed_text())
            full.append((option.name, text))
        if given:
            raise _fail(_E_OPTION, name=clip(next(iter(given))), game=game)
        code = super().__new__(cls, game, number, tuple(full))
        if info.check_number is not None:
            why = info.check_number(number, code.values())
            if why is not None:
                raise GameCodeError(why)
        return code

    @classmethod
    def make(cls, game: str, number: int, **options: object) -> GameCode:
        return cls(game, number, tuple((k, _text(v)) for k, v in options.items()))

    @property
    def info(self) -> AnyGameInfo:
        return _game(self.game)

    def option(self, name: str) -> str:
        """An option's text form, as written in the code."""
        return dict(self.options)[name]

    def int_option(self, name: str) -> int:
        return int(self.option(name))

    def values(self) -> dict[str, Value]:
        """The deal options as typed values (``{"draw": 3, "guaranteed": False}``); a text
        that is not an allowed value (never in a code :func:`parse` gave) is left out."""
        info = _game(self.game)
        parsed = ((name, info.option(name).parse(text)) for name, text in self.options)
        return {name: value for name, value in parsed if value is not None}

    def with_number(self, number: int) -> GameCode:
        return GameCode(self.game, number, self.options)

    @property
    def variant(self) -> str:
        """Options that define the variant for statistics (not the deal number, not K-14's guarantee)."""
        info = _game(self.game)
        return "&".join(f"{k}={v}" for k, v in self.options if info.option(k).in_variant)

    def __str__(self) -> str:
        info = _game(self.game)
        shown = [
            (k, v) for k, v in self.options
            if info.option(k).printed_at_default or info.option(k).parse(v) != info.option(k).default
        ]
        query = "&".join(f"{k}={v}" for k, v in shown)
        return f"{SCHEME}{self.game}/{self.number}" + (f"?{query}" if query else "")


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def parse(text: str) -> GameCode:
    """Read a game code; raise :class:`GameCodeError` naming the wrong part."""
    t = text.strip()
    if not t.lower().startswith(SCHEME):
        raise _fail(_E_SCHEME, text=clip(text))
    rest = t[len(SCHEME):]
    if "#" in rest:
        rest, junk = rest.split("#", 1)
        raise _fail(_E_PATH, junk=clip("#" + junk))
    path, _, query = rest.partition("?")
    game, _, tail = path.partition("/")
    game = game.lower()
    _game(game)
    number_text, slash, junk = tail.partition("/")
    if slash:
        raise _fail(_E_PATH, junk=clip("/" + junk))
    if not number_text:
        raise _fail(_E_NO_NUMBER, game=game)
    if not number_text.isascii() or not number_text.isdigit() or number_text.strip("0") == "":
        raise _fail(_E_NUMBER, number=clip(number_text))
    if len(number_text.lstrip("0")) > MAX_DIGITS:
        info = _game(game)
        raise _fail(TOO_BIG, game=game, max=info.max_number, number=clip(number_text))
    options: dict[str, str] = {}
    if query or t.endswith("?"):
        for part in query.split("&"):
            if not part:
                raise _fail(_E_EMPTY, query=clip(query))
            name, eq, value = part.partition("=")
            if not eq or not name:
                raise _fail(_E_PAIR, part=clip(part))
            if name in options:
                raise _fail(_E_REPEAT, name=clip(name))
            options[name] = value
    return GameCode(game, int(number_text), tuple(options.items()))
