"""Pyramid level lists (P-10): the deal numbers proven solvable, per level.

``lists/standard.txt`` and ``lists/easy.txt`` in this package hold one deal number per
line (numbers of the project shuffle, :func:`paciencia.core.shuffle.shuffled`),
after a header of ``#`` comment lines that names the command that made them
(``tools/make_pyramid_levels.py``) and the measure that picks Easy. The Random
level has no list: any number is a game.

No Qt here; the files travel with the package (package data; the PyInstaller bundle
copies them to the same place).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Final

LISTS: Final = Path(__file__).parent / "lists"
_ONE_A_LINE: Final = re.compile(r"(?:[1-9][0-9]*\n)*(?:[1-9][0-9]*)?")
"""Positive deal numbers without leading zeros, one a line (the last line may lack its end)."""
LEVELS: Final = ("easy", "standard")
"""Levels with a list, easiest first."""


class LevelListError(ValueError):
    """A level has no list, or its file is missing or malformed (the message says which)."""


def level_file(level: str) -> Path:
    if level not in LEVELS:
        raise LevelListError(f"no Pyramid deal list for level {level!r}: use {', '.join(LEVELS)}")
    return LISTS / f"{level}.txt"


def parse_list(text: str, source: str = "<text>") -> tuple[int, ...]:
    """Deal numbers of a list file's text, in file order; ``#`` lines and blank lines skipped."""
    # A list as tools/make_pyramid_levels.py writes it (every list shipped: its "#" header,
    # then one number a line) is checked by one regular expression and read by int() alone:
    # a first launch's daily deals read the Standard list, 10 M instructions line by line in
    # Python, 1 M so. The lines are walked one by one only for any other layout, and to say
    # what is wrong with a list that is not well formed.
    body = text
    while body.startswith("#"):
        end = body.find("\n")
        body = body[end + 1:] if end >= 0 else ""
    if _ONE_A_LINE.fullmatch(body):
        numbers = tuple(map(int, body.split()))
        if len(set(numbers)) == len(numbers):
            return numbers
    out: list[int] = []
    seen: set[int] = set()
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not line.isascii() or not line.isdigit() or int(line) <= 0:
            raise LevelListError(f"{source}:{n}: not a positive deal number: {line!r}")
        number = int(line)
        if number in seen:
            raise LevelListError(f"{source}:{n}: deal {number} is listed twice")
        seen.add(number)
        out.append(number)
    return tuple(out)


@cache
def _load(level: str) -> tuple[int, ...]:
    path = level_file(level)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise LevelListError(f"cannot read the Pyramid {level} list {path}: {e}") from e
    numbers = tuple(sorted(parse_list(text, str(path))))
    if not numbers:
        raise LevelListError(f"the Pyramid {level} list {path} has no deal numbers")
    return numbers


def numbers(level: str) -> list[int]:
    """The deal numbers of ``level``, ascending."""
    return list(_load(level))


@cache
def numbers_set(level: str) -> frozenset[int]:
    """The deal numbers of ``level`` as a set (raises :class:`LevelListError`)."""
    return frozenset(_load(level))


def level_lists() -> dict[str, frozenset[int]]:
    """Every list that loads, by level ."""
    out: dict[str, frozenset[int]] = {}
    for level in LEVELS:
        try:
            out[level] = frozenset(_load(level))
        except LevelListError:
            continue
    return out


def pick(level: str, rng_int: int) -> int:
    """A deal number of ``level`` chosen by ``rng_int`` (any integer, e.g. from
    ``random.getrandbits(32)``): the same integer always gives the same deal."""
    listed = _load(level)
    return listed[rng_int % len(listed)]
