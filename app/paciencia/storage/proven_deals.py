"""The guaranteed deals found so far (B-3), kept across launches: ``proven_deals.json``
in the cache folder.

Two maps:

* ``found``: a guaranteed code → which candidate it deals and whether that one is
  proven. A code always gives the same answer (the search is deterministic), so this
  only saves searching again; the deal order is rebuilt from the candidate number,
  never read from the file. At most :data:`MOST_FOUND` codes, the oldest forgotten.
* ``ready``: a variant (the game and its deal options, without a number) → the code
  of the next New game in that variant, searched ahead of time, waiting to be dealt.

The file records the app version that wrote it: a new version may search
differently (a better solver proves another candidate first), so what an older one
found is forgotten. Everything in it is checked like any stored file (T-3) and then
once more against the games: a code that does not parse, is not guaranteed, or names a
candidate its game does not have is dropped. Being a cache, a damaged file is set aside
without bothering the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..core.codes import GameCode, GameCodeError, parse
from .files import cache_dir, read_stored, write_json
from .schema import Flag, Format, Int, MapOf, Record, Text

KIND = "paciencia-proven-deals"
VERSION = 1
MOST_FOUND = 500

_CODE = Text(400, empty=False)
FOUND = Record({"candidate": Int(0, 10_000), "proven": Flag()})
FORMAT = Format(KIND, VERSION, Record(
    {"app": Text(40)},
    {"found": MapOf(_CODE, FOUND, 10 * MOST_FOUND), "ready": MapOf(Text(400, empty=False), _CODE, 1000)},
))


@dataclass(frozen=True, slots=True)
class Found:
    candidate: int
    proven: bool


@dataclass
class ProvenDeals:
    found: dict[str, Found] = field(default_factory=dict)
    ready: dict[str, str] = field(default_factory=dict)

    def remember(self, code: GameCode, found: Found) -> None:
        key = str(code)
        self.found.pop(key, None)
        self.found[key] = found  # the newest last: the oldest go first
        waiting = set(self.ready.values())  # a deal waiting to be played stays
        extra = len(self.found) - MOST_FOUND
        for old in [k for k in self.found if k not in waiting][: max(0, extra)]:
            del self.found[old]

    def to_dict(self) -> dict[str, Any]:
        return {
            "app": __version__,
            "found": {k: {"candidate": f.candidate, "proven": f.proven} for k, f in self.found.items()},
            "ready": dict(self.ready),
        }


def _guaranteed(text: str, candidates: int | None = None) -> GameCode | None:
    from ..solvers.guaranteed import budget_of, needs_search

    try:
        code = parse(text)
    except GameCodeError:
        return None
    if str(code) != text or not needs_search(code):
        return None
    if candidates is not None and candidates >= budget_of(code).candidates:
        return None
    return code


def from_data(data: dict[str, Any]) -> ProvenDeals:
    out = ProvenDeals()
    if data.get("app") != __version__:
        return out
    for text, raw in data.get("found", {}).items():
        if _guaranteed(text, raw["candidate"]) is not None:
            out.found[text] = Found(raw["candidate"], raw["proven"])
    from ..solvers.guaranteed import template_key

    for key, text in data.get("ready", {}).items():
        code = _guaranteed(text)
        if code is not None and template_key(code.game, code.options) == key and text in out.found:
            out.ready[key] = text
    return out


def path() -> Path:
    return cache_dir() / "proven_deals.json"


def load_proven_deals() -> ProvenDeals:
    """What is stored, or nothing (a damaged file is set aside: it was only a cache)."""
    loaded = read_stored(path(), FORMAT)
    return from_data(loaded.data) if loaded.data is not None else ProvenDeals()


def save_proven_deals(deals: ProvenDeals) -> None:
    write_json(path(), KIND, VERSION, deals.to_dict())
