"""The built-in games, one package each (ARCHITECTURE; issue 13).

A game's package holds its declaration (``info.py``: a
:class:`~paciencia.core.declaration.GameInfo`), its position, rules, refusal
reasons, notation, help, search, solver, table layout and manual. Nothing
outside the package names the game; this module lists the built-in ones for
the registry, in the order the chooser shows them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..loading import Load

if TYPE_CHECKING:
    from ..any_game import AnyGameInfo

BUILTIN: tuple[Load[AnyGameInfo], ...] = tuple(
    Load(f"{__name__}.{game}.info:INFO")
    for game in (
        "klondike", "freecell", "spider", "pyramid", "bakersgame", "eightoff", "spiderette", "tripeaks", "golf",
        "yukon", "fortythieves", "bakersdozen",
    )
)
"""The built-in declarations, in the chooser's order."""


def builtin() -> tuple[AnyGameInfo, ...]:
    return tuple(load() for load in BUILTIN)
