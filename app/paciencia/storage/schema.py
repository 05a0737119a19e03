"""What a stored file may hold (T-3): one typed schema per file, with its format version
and one migration function per version step.

Every stored file is read the same way (:func:`paciencia.storage.files.read_stored`):
the bytes are parsed by the one bounded JSON reader, the document's kind and
version are checked, the data is carried up to the current version by the
file's :class:`Format` migrations one step at a time (``migrations[1]`` turns
version 1 data into version 2, and so on), and the result is checked by the
file's schema. A schema is built from a few validators (:class:`Int`,
:class:`Text`, :class:`Record`, :class:`ListOf`…); each one checks type *and*
range, so a value the app would choke on later (a negative time, a date that is
not a date, a code that is not a code) never gets past the reader.

A validator answers the value it accepts (a copy for containers) or raises
:class:`Invalid` naming where and what. A :class:`Record` may be *lenient*
(the settings): a field that fails is dropped, named in ``refused``, and the
rest kept; any other failure refuses the whole file, which is then set aside.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from datetime import datetime
from types import MappingProxyType
from typing import Generic, Protocol, TypeVar, cast

from ..core.limits import MAX_COUNT

# MAX_COUNT: one limit for the writers and the readers (the writers saturate at it).

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)
R = TypeVar("R")

Data = dict[str, object]
"""A stored document's data as parsed, before its schema gave it a type (the migrations
work on it)."""


class Invalid(ValueError):
    """A stored value that the schema refuses: ``where`` (a dotted path) and why."""

    def __init__(self, where: str, why: str) -> None:
        super().__init__(f"{where or 'data'}: {why}")
        self.where = where
        self.why = why


def shown(value: object, width: int = 40) -> str:
    """A value as a player may read it in a notice: short, never the whole of a huge one."""
    if isinstance(value, str | int | float | bool) or value is None:
        text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "(a huge number)"
    else:
        text = f"({type(value).__name__})"
    return text if len(text) <= width else text[: width - 1] + "…"


class Context:
    """What a lenient record refused, collected over one reading."""

    def __init__(self) -> None:
        self.refused: list[str] = []


class Validator(Protocol[T_co]):
    """Checks a stored value: answers the value it accepts, typed, or raises :class:`Invalid`.
    A validator class below or a function (a schema built when read)."""

    def __call__(self, value: object, where: str, ctx: Context, /) -> T_co: ...


NOTHING: Mapping[str, Validator[object]] = MappingProxyType({})
"""A record's fields when it has none of a kind (a record's default is shared: it is read-only)."""


def _at(where: str, name: object) -> str:
    return f"{where}.{name}" if where else str(name)


# The validators are plain slotted classes, set once when made: every launch imports this
# module before its first frame, and Python 3.11 compiles a dataclass's methods, and part of a
# named tuple's, when the class is made (about 2-5 M and 1 M instructions a class against 0.1 M:
# docs/performance.md).
class Int:
    """A whole number from ``low`` to ``high`` (a bool is refused)."""

    __slots__ = ("low", "high")

    def __init__(self, low: int = 0, high: int = MAX_COUNT) -> None:
        self.low, self.high = low, high

    def __call__(self, value: object, where: str, ctx: Context) -> int:
        if type(value) is not int:  # bool is an int to Python, never to a stored file
            raise Invalid(where, f"{shown(value)} is not a whole number")
        if not self.low <= value <= self.high:
            raise Invalid(where, f"{shown(value)} is not between {self.low} and {self.high}")
        return value


class Number:
    """A finite real number in a range (NaN and the infinities never parse; ints are welcome)."""

    __slots__ = ("low", "high")

    def __init__(self, low: float = 0.0, high: float = float(MAX_COUNT)) -> None:
        self.low, self.high = low, high

    def __call__(self, value: object, where: str, ctx: Context) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise Invalid(where, f"{shown(value)} is not a number")
        if not (math.isfinite(value) and self.low <= value <= self.high):
            raise Invalid(where, f"{shown(value)} is not between {self.low:g} and {self.high:g}")
        return float(value)


class Flag:
    """True or false."""

    __slots__ = ()

    def __call__(self, value: object, where: str, ctx: Context) -> bool:
        if not isinstance(value, bool):
            raise Invalid(where, f"{shown(value)} is not true or false")
        return value


class Text:
    """A string of bounded length; ``empty`` says whether "" is allowed; ``test`` checks more,
    ``meaning`` says what for the message (``"a date"``)."""

    __slots__ = ("longest", "empty", "test", "meaning")

    def __init__(self, longest: int = 400, empty: bool = True, test: Callable[[str], bool] | None = None,
                 meaning: str = "") -> None:
        self.longest, self.empty, self.test, self.meaning = longest, empty, test, meaning

    def __call__(self, value: object, where: str, ctx: Context) -> str:
        if not isinstance(value, str):
            raise Invalid(where, f"{shown(value)} is not text")
        if len(value) > self.longest or (not value and not self.empty):
            raise Invalid(where, f"{shown(value)} is not 1 to {self.longest} characters")
        try:
            value.encode("utf-8")  # a lone surrogate ("\\ud800") parses, then fails every save
        except UnicodeEncodeError:
            raise Invalid(where, "is not text that can be written back") from None
        if "\x00" in value or (self.test is not None and not self.test(value)):
            raise Invalid(where, f"{shown(value)} is not {self.meaning or 'allowed'}")
        return value


def is_date(text: str) -> bool:
    """ISO 8601 as the app writes it (``2026-11-30T10:00:00``), the only form the dialogs read."""
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


DATE = Text(40, empty=False, test=is_date, meaning="a date")


class OneOf(Generic[T]):
    """One of ``choices``, of the same type as the choice it equals."""

    __slots__ = ("choices",)

    def __init__(self, choices: tuple[T, ...]) -> None:
        self.choices = choices

    def __call__(self, value: object, where: str, ctx: Context) -> T:
        # `type(...) is`: True must not pass for 1, nor 1 for True.
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        raise Invalid(where, f"{shown(value)} is not one of {', '.join(map(repr, self.choices))}")


class Test:
    """A value checked by a function (a game option's own ``accepts``)."""

    __slots__ = ("accepts", "meaning")

    def __init__(self, accepts: Callable[[object], bool], meaning: str = "allowed") -> None:
        self.accepts, self.meaning = accepts, meaning

    def __call__(self, value: object, where: str, ctx: Context) -> object:
        if not self.accepts(value):
            raise Invalid(where, f"{shown(value)} is not {self.meaning}")
        return value


class Maybe(Generic[T]):
    """``null`` or what ``inner`` accepts."""

    __slots__ = ("inner",)

    def __init__(self, inner: Validator[T]) -> None:
        self.inner = inner

    def __call__(self, value: object, where: str, ctx: Context) -> T | None:
        return None if value is None else self.inner(value, where, ctx)


class ListOf(Generic[T]):
    """A list of at most ``longest`` items, each checked by ``item``."""

    __slots__ = ("item", "longest")

    def __init__(self, item: Validator[T], longest: int = 100_000) -> None:
        self.item, self.longest = item, longest

    def __call__(self, value: object, where: str, ctx: Context) -> list[T]:
        if not isinstance(value, list):
            raise Invalid(where, f"{shown(value)} is not a list")
        if len(value) > self.longest:
            raise Invalid(where, f"more than {self.longest} items")
        return [self.item(v, _at(where, n), ctx) for n, v in enumerate(value)]


class MapOf(Generic[T]):
    """An object with free keys (checked by ``key``) and values of one schema."""

    __slots__ = ("key", "value", "most")

    def __init__(self, key: Text, value: Validator[T], most: int = 10_000) -> None:
        self.key, self.value, self.most = key, value, most

    def __call__(self, value: object, where: str, ctx: Context) -> dict[str, T]:
        if not isinstance(value, dict):
            raise Invalid(where, f"{shown(value)} is not an object")
        if len(value) > self.most:
            raise Invalid(where, f"more than {self.most} keys")
        return {self.key(k, where, ctx): self.value(v, _at(where, k), ctx) for k, v in value.items()}


class Record(Generic[R]):
    """An object with named fields, answered as the typed record ``R`` (a TypedDict that
    names the same fields with the types their validators answer).

    ``required`` fields must be there; ``optional`` ones may be missing (their
    default is the reader's business). Unknown fields are refused, except in a
    ``lenient`` record, which also drops a field that fails (noting it in
    ``ctx.refused``) instead of refusing the file. ``check`` is a rule across
    fields (``won <= played``): it answers what is wrong, or None.
    """

    __slots__ = ("required", "optional", "lenient", "check")

    def __init__(self, required: Mapping[str, Validator[object]], optional: Mapping[str, Validator[object]] = NOTHING,
                 lenient: bool = False, check: Callable[[R], str | None] | None = None) -> None:
        self.required, self.optional, self.lenient, self.check = required, optional, lenient, check

    def __call__(self, value: object, where: str, ctx: Context) -> R:
        if not isinstance(value, dict):
            raise Invalid(where, f"{shown(value)} is not an object")
        out: Data = {}
        for name, raw in value.items():
            check = self.required.get(name)
            if check is None:
                check = self.optional.get(name)
            if check is None:
                if self.lenient:
                    continue  # a field of another version: nothing to keep
                raise Invalid(_at(where, name), "is not a field of this file")
            try:
                out[name] = check(raw, _at(where, name), ctx)
            except Invalid:
                if not self.lenient or name in self.required:
                    raise
                ctx.refused.append(f"{_at(where, name).replace('.', ' ')} = {shown(raw)}")
        missing = [n for n in self.required if n not in out]
        if missing:
            raise Invalid(where, f"{', '.join(missing)} missing")
        record = cast(R, out)  # every field was checked by the validator that R's type names for it
        if self.check is not None:
            why = self.check(record)
            if why is not None:
                raise Invalid(where, why)
        return record


class Made(Generic[T, R]):
    """What ``inner`` accepts, made into the value the reader keeps (a record into its class)."""

    __slots__ = ("inner", "make")

    def __init__(self, inner: Validator[T], make: Callable[[T], R]) -> None:
        self.inner, self.make = inner, make

    def __call__(self, value: object, where: str, ctx: Context) -> R:
        return self.make(self.inner(value, where, ctx))


Migration = Callable[[Data], Data]


class Format(Generic[T]):
    """One stored file: its kind (written in the file), current version, schema of the
    current version's data, and the migrations that bring older data up to it.

    ``migrations[v]`` takes version ``v`` data to version ``v + 1``; every version from
    ``oldest`` up is readable, so the chain must be complete (checked when it is made, at
    import time). ``limit``: bytes; a larger file is refused before it is parsed.

    A plain class rather than a dataclass: every launch makes the formats it reads, and a
    dataclass's methods are compiled at import (issue 38's start-up budget).
    """

    __slots__ = ("kind", "version", "schema", "migrations", "oldest", "limit")

    def __init__(self, kind: str, version: int, schema: Validator[T],
                 migrations: Mapping[int, Migration] = MappingProxyType({}), oldest: int = 1,
                 limit: int = 1 << 20) -> None:
        gaps = [v for v in range(oldest, version) if v not in migrations]
        if gaps:
            raise ValueError(f"{kind}: no migration from version {gaps[0]}")
        self.kind, self.version, self.schema = kind, version, schema
        self.migrations, self.oldest, self.limit = migrations, oldest, limit

    def __repr__(self) -> str:
        return f"Format({self.kind!r}, version {self.version})"

    def upgrade(self, data: Data, version: int) -> Data:
        """Carry version ``version`` data up to the current version, step by step."""
        for v in range(version, self.version):
            data = self.migrations[v](data)
        return data

    def check(self, data: object) -> tuple[T, list[str]]:
        """The accepted data and what a lenient record refused; raises Invalid."""
        ctx = Context()
        return self.schema(data, "", ctx), ctx.refused
