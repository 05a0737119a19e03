"""Game codes (C-2): the ``paciencia://`` link that fixes a deal exactly.

Canonical forms (printed with every option, in this order)::

    paciencia://klondike/<n>?draw=1|3&passes=0..99&guaranteed=0|1
    paciencia://freecell/<n>
    paciencia://spider/<n>?suits=1|2|4
    paciencia://pyramid/<n>?level=easy|standard|random

On input, options may come in any order and missing ones take their
defaults; anything else (unknown game, a number that is not a positive
integer, an unknown or repeated option, a bad value, extra path parts, a
fragment) is refused with a :class:`GameCodeError` naming the wrong part.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from .text import QT_TRANSLATE_NOOP, Reason

SCHEME: Final = "paciencia://"

# game -> ordered (option, allowed values, default); values are kept as text
# in codes and converted by the accessors below.
OPTIONS: Final[Mapping[str, tuple[tuple[str, tuple[str, ...], str], ...]]] = {
    "klondike": (
        ("draw", ("1", "3"), "1"),
        ("passes", tuple(str(i) for i in range(100)), "0"),
        ("guaranteed", ("0", "1"), "0"),
    ),
    "freecell": (),
    "spider": (("suits", ("1", "2", "4"), "1"),),
    "pyramid": (("level", ("easy", "standard", "random"), "random"),),
}
GAMES: Final = tuple(OPTIONS)

_E_SCHEME = QT_TRANSLATE_NOOP("codes", "A game code starts with “paciencia://”: {text}")
_E_GAME = QT_TRANSLATE_NOOP("codes", "Unknown game “{game}”: use klondike, freecell, spider or pyramid.")
_E_NUMBER = QT_TRANSLATE_NOOP("codes", "The deal number must be a positive whole number, not “{number}”.")
_E_NO_NUMBER = QT_TRANSLATE_NOOP("codes", "The game code has no deal number after “{game}/”.")
_E_PATH = QT_TRANSLATE_NOOP("codes", "Unexpected text after the deal number: “{junk}”.")
_E_OPTION = QT_TRANSLATE_NOOP("codes", "Unknown option “{name}” for {game}.")
_E_REPEAT = QT_TRANSLATE_NOOP("codes", "The option “{name}” is given twice.")
_E_VALUE = QT_TRANSLATE_NOOP("codes", "Bad value “{value}” for option “{name}”: use {allowed}.")
_E_PAIR = QT_TRANSLATE_NOOP("codes", "Options are written name=value, not “{part}”.")
_E_LEVEL = QT_TRANSLATE_NOOP(
    "codes", "Deal {number} is not in the {level} list of proven Pyramid deals."
)


class GameCodeError(ValueError):
    """A game code could not be read; :attr:`reason` says which part is wrong."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(str(reason))
        self.reason = reason


def _fail(msgid: str, **args: object) -> GameCodeError:
    return GameCodeError(Reason(msgid, context="codes", **args))


@dataclass(frozen=True, slots=True)
class GameCode:
    game: str
    number: int
    options: tuple[tuple[str, str], ...] = field(default=())

    def __post_init__(self) -> None:
        if self.game not in OPTIONS:
            raise _fail(_E_GAME, game=self.game)
        if self.number <= 0:
            raise _fail(_E_NUMBER, number=self.number)
        given = dict(self.options)
        full = []
        for name, allowed, default in OPTIONS[self.game]:
            value = str(given.pop(name, default))
            if value not in allowed:
                raise _fail(_E_VALUE, value=value, name=name, allowed=_allowed_text(allowed))
            full.append((name, value))
        if given:
            raise _fail(_E_OPTION, name=next(iter(given)), game=self.game)
        object.__setattr__(self, "options", tuple(full))

    @classmethod
    def make(cls, game: str, number: int, **options: object) -> GameCode:
        return cls(game, number, tuple((k, _text(v)) for k, v in options.items()))

    def option(self, name: str) -> str:
        return dict(self.options)[name]

    def int_option(self, name: str) -> int:
        return int(self.option(name))

    def with_number(self, number: int) -> GameCode:
        return GameCode(self.game, number, self.options)

    @property
    def variant(self) -> str:
        """Options that define the variant for statistics (not the deal number)."""
        return "&".join(f"{k}={v}" for k, v in self.options if k != "guaranteed")

    def __str__(self) -> str:
        query = "&".join(f"{k}={v}" for k, v in self.options)
        return f"{SCHEME}{self.game}/{self.number}" + (f"?{query}" if query else "")


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    return str(value)


def _allowed_text(allowed: tuple[str, ...]) -> str:
    if len(allowed) > 10 and all(a.isdigit() for a in allowed):
        return f"{allowed[0]}–{allowed[-1]}"
    return ", ".join(allowed)


def parse(text: str) -> GameCode:
    """Read a game code; raise :class:`GameCodeError` naming the wrong part."""
    t = text.strip()
    if not t.lower().startswith(SCHEME):
        raise _fail(_E_SCHEME, text=text)
    rest = t[len(SCHEME):]
    if "#" in rest:
        rest, junk = rest.split("#", 1)
        raise _fail(_E_PATH, junk="#" + junk)
    path, _, query = rest.partition("?")
    game, _, tail = path.partition("/")
    game = game.lower()
    if game not in OPTIONS:
        raise _fail(_E_GAME, game=game)
    number_text, slash, junk = tail.partition("/")
    if slash:
        raise _fail(_E_PATH, junk="/" + junk)
    if not number_text:
        raise _fail(_E_NO_NUMBER, game=game)
    if not number_text.isascii() or not number_text.isdigit() or int(number_text) <= 0:
        raise _fail(_E_NUMBER, number=number_text)
    options: dict[str, str] = {}
    if query or t.endswith("?"):
        for part in query.split("&"):
            name, eq, value = part.partition("=")
            if not eq or not name:
                raise _fail(_E_PAIR, part=part)
            if name in options:
                raise _fail(_E_REPEAT, name=name)
            options[name] = value
    return GameCode(game, int(number_text), tuple(options.items()))


def check_pyramid_level(code: GameCode, lists: Mapping[str, frozenset[int]]) -> None:
    """P-10: easy and standard numbers must come from that level's list."""
    if code.game != "pyramid":
        return
    level = code.option("level")
    if level in lists and code.number not in lists[level]:
        raise _fail(_E_LEVEL, number=code.number, level=level)
