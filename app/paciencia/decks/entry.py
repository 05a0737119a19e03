"""A deck the app knows of, as :mod:`.discover` lists it: the record the deck checks, their cache
and the corner index read and write, kept apart from the discovery itself so that none of them
imports the module that imports them."""

from __future__ import annotations

from pathlib import Path

from ..core.slotted import Frozen
from ..core.text import Reason
from .formats import open_deck
from .sources import DeckSource


class DeckEntry(Frozen):
    """A deck the app knows of (built in, installed on the system or imported), usable or not and why."""

    __slots__ = ("key", "name", "origin", "kind", "path", "usable", "reason", "checked", "aspect", "index_depth")

    key: str
    name: str
    origin: str  # "builtin" | "system" | "imported"
    kind: str  # "builtin" | "kde" | "aisleriot" | "pysol"
    path: Path
    usable: bool
    reason: Reason | None
    checked: bool  # True once the full validation has run (or its verdict was cached)
    aspect: float | None
    index_depth: float | None
    """How far down the cards the corner index reaches, as a share of the card's height
    (:mod:`.corner_index`); None until the deck is checked."""

    def __init__(
        self, key: str, name: str, origin: str, kind: str, path: Path, usable: bool,
        reason: Reason | None = None, checked: bool = False, aspect: float | None = None,
        index_depth: float | None = None,
    ) -> None:
        self.key, self.name, self.origin, self.kind, self.path = key, name, origin, kind, path
        self.usable, self.reason, self.checked, self.aspect = usable, reason, checked, aspect
        self.index_depth = index_depth

    def open(self) -> DeckSource:
        """The deck's renderer-facing source; DeckError if it cannot be opened."""
        return open_deck(self.path, self.origin, self.kind)
