"""``deck-checks.json``: the verdicts of full deck checks, kept so that a deck is checked
once per change of its files, not once per launch (:mod:`.discover`).

A cache (issue 23): read through the storage's bounded reader and checked by a schema like
every stored file, and dropped (logged, never shown) when anything in it fails, since
checking the decks again rebuilds it. The schema admits only what :func:`store` writes:
a usable verdict has the card proportions a deck may have; a refusal names one of the
deck messages (``MSG_*`` of :mod:`.refusals`) with arguments that fill every placeholder
of it; paths and keys are text that can be written back. So nothing read here can make
the table's geometry or a message fail later (a string for ``aspect`` or a reason
without its arguments crashed every launch).

``{key: {"path", "sig", "usable", "reason": [msgid, {name: value}] | null, "aspect", "index"}}``,
written atomically. ``index`` is how far down the cards their corner index reaches
(:mod:`.corner_index`); a usable verdict stored without it (before it was measured) is not
applied, so the deck is checked, and measured, once more.
"""

from __future__ import annotations

import string
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from ..storage import files
from ..storage.caches import read_cache
from ..storage.schema import Context, Flag, Format, Int, Invalid, ListOf, MapOf, Maybe, Number, Record, Text, shown
from . import refusals
from .deck_files import signature
from .names import storable
from .refusals import deck_reason
from .sources import MAX_ASPECT, MIN_ASPECT

if TYPE_CHECKING:
    from .entry import DeckEntry

NAME = "deck-checks.json"
KIND, VERSION = "deck-checks", 1
MOST = 500
"""Verdicts kept: far more decks than any system installs (about 50 with every package)."""

MESSAGES = frozenset(value for name, value in vars(refusals).items() if name.startswith("MSG_"))
"""Every message a verdict can carry."""


StoredReason = tuple[str, Mapping[str, object]]
"""A refusal as kept: its deck message and a value for each of its placeholders."""


class StoredVerdict(TypedDict):
    """One deck's verdict as kept: the files it is about (path and signature) and what was found."""

    path: str
    sig: list[int]
    usable: bool
    reason: NotRequired[StoredReason | None]
    aspect: NotRequired[float | None]
    index: NotRequired[float | None]


def _argument(value: object, where: str, ctx: Context) -> str | int | float:
    if isinstance(value, str):
        return Text(4096)(value, where, ctx)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Invalid(where, f"{shown(value)} is not text or a number")
    return Number(-1e18, 1e18)(value, where, ctx) if isinstance(value, float) else Int(-(10**18), 10**18)(
        value, where, ctx)


_ARGUMENTS = MapOf(Text(64, empty=False), _argument, 16)


def _reason(value: object, where: str, ctx: Context) -> StoredReason:
    """``[msgid, args]``: a deck message, and a value for each of its placeholders."""
    if not isinstance(value, list | tuple) or len(value) != 2:  # a list as read, a tuple as kept
        raise Invalid(where, f"{shown(value)} is not a message and its arguments")
    msgid, args = value[0], _ARGUMENTS(value[1], f"{where}.1", ctx)
    if msgid not in MESSAGES:
        raise Invalid(f"{where}.0", f"{shown(msgid)} is not a deck message")
    wanted = {field for _, field, _, _ in string.Formatter().parse(msgid) if field is not None}
    if "%n" in msgid:
        wanted.add("count")  # a plural message's count
    if not wanted <= set(args):
        raise Invalid(f"{where}.1", f"{', '.join(sorted(wanted - set(args)))} missing")
    return msgid, args


def _consistent(item: StoredVerdict) -> str | None:
    if item["usable"]:
        if item.get("aspect") is None or item.get("reason") is not None:
            return "a usable deck without its shape, or with a reason"
        return None
    return None if item.get("reason") is not None else "a refused deck without its reason"


VERDICT: Record[StoredVerdict] = Record(
    {"path": Text(4 * 4096, empty=False), "sig": ListOf(Int(-(2**63), 2**64), 2), "usable": Flag()},
    {"reason": Maybe(_reason), "aspect": Maybe(Number(MIN_ASPECT, MAX_ASPECT)), "index": Maybe(Number(0.0, 1.0))},
    check=_consistent,
)
FORMAT: Format[dict[str, StoredVerdict]] = Format(KIND, VERSION, MapOf(Text(1200, empty=False), VERDICT, MOST))
"""Lengths: a path of 4 096 bytes and a key of a 255-byte name, each byte written `\\xNN` at worst."""


def path() -> Path:
    return files.data_dir() / NAME


class VerdictCache:
    """The verdicts read at one moment, and the way to add one."""

    _lock = threading.Lock()  # check() may run on a worker thread

    def __init__(self, data: dict[str, StoredVerdict]) -> None:
        self.data = data

    @classmethod
    def load(cls) -> VerdictCache:
        with cls._lock:
            return cls(read_cache(path(), FORMAT) or {})

    def apply(self, entry: DeckEntry) -> DeckEntry:
        """The entry with its cached verdict, if the deck's files are the ones checked."""

        item = self.data.get(entry.key)
        if item is None or item["path"] != storable(str(entry.path)) or item["sig"] != signature(entry.path):
            return entry
        if item["usable"] and item.get("index") is None:
            return entry  # checked before corner indices were measured
        reason = item.get("reason")
        return entry.replace(usable=item["usable"], reason=deck_reason(reason[0], **reason[1]) if reason else None,
                       checked=True, aspect=item.get("aspect"), index_depth=item.get("index"))

    def store(self, entry: DeckEntry) -> None:
        """Keep the entry's verdict (written at once; a cache that cannot be written only
        costs a check at the next launch)."""
        reason = None
        if entry.reason is not None:
            counted = {"count": entry.reason.count} if entry.reason.count is not None else {}
            reason = entry.reason.msgid, {**entry.reason.args, **counted}
        item: StoredVerdict = {"path": storable(str(entry.path)), "sig": signature(entry.path), "usable": entry.usable,
                "reason": reason, "aspect": entry.aspect, "index": entry.index_depth}
        try:
            FORMAT.check({entry.key: item})  # what could not be read back is not written
        except Invalid:
            return
        self.data.pop(entry.key, None)
        self.data[entry.key] = item
        for old in list(self.data)[: max(0, len(self.data) - MOST)]:
            del self.data[old]  # the oldest verdicts go first
        try:
            with self._lock:
                files.write_json(path(), KIND, VERSION, self.data)
        except OSError:
            pass
