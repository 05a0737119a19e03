"""The guaranteed deals found so far (B-3): what this run's searches answered, and the
next New game of each wanted variant, kept across launches in ``proven_deals.json`` in
the cache folder.

* ``found``: a guaranteed code → which candidate it deals and whether that one is
  proven, as this run's own searches answered (:mod:`paciencia.solvers.guaranteed`).
  Kept in memory only, at most :data:`MOST_FOUND` codes, the oldest forgotten.
* ``ready``: a variant (the game and its deal options, without a number) → the code of
  the next New game in that variant, searched ahead of time. Stored.

Decision (C-2, issue 23: one code, one deal, everywhere; a cache is never trusted for
what a code means). A guaranteed code deals the first of its candidates that *the budgeted
search* proves. A stored answer cannot be checked for that without the search itself:
replaying a stored solution shows that its candidate can be won, not that the search
proves it within its budget (FreeCell 657: its candidate 0 has a 119-move solution, found
in 68 728 positions, while the 20 000-position search does not prove it and deals
candidate 1), and nothing stored can show that an earlier candidate is *not* proven
except searching it again. Confirming an answer therefore costs the whole search, so the
file keeps no answer at all: a stored ``ready`` code is only the number New game will
deal, and :mod:`paciencia.solvers.presearch` searches it again in the background after a
launch before it is dealt at once; until then, New game searches as for any code.
(Format 1 also stored ``found``; it is forgotten on reading.)

Everything in the file is checked like any stored file and then once more against the
games (a ready code must parse, be in canonical form, be guaranteed and belong to its
variant); a file that fails is dropped and logged (:mod:`.caches`), never shown.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import NotRequired, TypedDict

from .. import __version__
from ..core.codes import GameCode, GameCodeError, parse
from ..core.guarantee_codes import needs_search, template_key
from .caches import read_cache
from .files import cache_dir, write_json
from .schema import Data, Format, MapOf, Record, Text

log = logging.getLogger(__name__)

KIND = "paciencia-proven-deals"
VERSION = 2
MOST_FOUND = 500

_CODE = Text(400, empty=False)


class ProvenData(TypedDict):
    app: str
    ready: NotRequired[dict[str, str]]


def _v1_to_v2(data: Data) -> Data:
    """Format 1's ``found`` held stored answers, which are no longer believed."""
    return {name: value for name, value in data.items() if name != "found"}


FORMAT: Format[ProvenData] = Format(KIND, VERSION, Record(
    {"app": Text(40)},
    {"ready": MapOf(Text(400, empty=False), _CODE, 1000)},
), {1: _v1_to_v2})


@dataclass(frozen=True, slots=True)
class Found:
    """The candidate a guaranteed code deals, and whether its search proved it."""

    candidate: int
    proven: bool


@dataclass
class ProvenDeals:
    """The guaranteed deals found so far, and those searched ahead ready to deal."""

    found: dict[str, Found] = field(default_factory=dict)
    ready: dict[str, str] = field(default_factory=dict)

    def remember(self, code: GameCode, found: Found) -> None:
        """What this run's search of ``code`` answered."""
        key = str(code)
        self.found.pop(key, None)
        self.found[key] = found  # the newest last: the oldest go first
        waiting = set(self.ready.values())  # a deal waiting to be played stays
        extra = len(self.found) - MOST_FOUND
        for old in [k for k in self.found if k not in waiting][: max(0, extra)]:
            del self.found[old]

    def to_dict(self) -> dict[str, object]:
        return {"app": __version__, "ready": dict(self.ready)}


def _guaranteed(text: str) -> GameCode | None:
    try:
        code = parse(text)
    except GameCodeError:
        return None
    if str(code) != text or not needs_search(code):
        return None
    return code


def from_data(data: ProvenData) -> ProvenDeals:
    out = ProvenDeals()
    for key, text in data.get("ready", {}).items():
        code = _guaranteed(text)
        if code is not None and template_key(code.game, code.options) == key:
            out.ready[key] = text
        else:
            log.warning("%s: ready code %r dropped: not a guaranteed code of %s", path(), text, key)
    return out


def path() -> Path:
    return cache_dir() / "proven_deals.json"


def load_proven_deals() -> ProvenDeals:
    """What is stored, or nothing (a damaged file is dropped: it was only a cache)."""
    data = read_cache(path(), FORMAT)
    return from_data(data) if data is not None else ProvenDeals()


def save_proven_deals(deals: ProvenDeals) -> None:
    write_json(path(), KIND, VERSION, deals.to_dict())
