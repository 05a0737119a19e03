"""The games, each declared once in its own package (ARCHITECTURE style 5; issue 13).

Every game is a :class:`~paciencia.core.declaration.GameInfo`. The built-in games
(:mod:`paciencia.core.games`) are registered the first time the registry is asked; a
fifth is one package plus one call to :func:`register`.
"""

from __future__ import annotations

from .any_game import AnyGameInfo
from .games import builtin

_GAMES: dict[str, AnyGameInfo] = {}
_builtin_loaded = False


def _ensure_builtin() -> None:
    global _builtin_loaded
    if not _builtin_loaded:
        _builtin_loaded = True
        for info in builtin():
            _GAMES.setdefault(info.id, info)


def register(info: AnyGameInfo) -> None:
    """Add a game; its id must be new (or the very same declaration again)."""
    _ensure_builtin()
    known = _GAMES.get(info.id)
    if known is not None and known is not info:
        raise ValueError(f"a game with id {info.id!r} is already registered")
    _GAMES[info.id] = info


def unregister(game_id: str) -> None:
    """Remove a game registered with :func:`register` (tests register their own)."""
    _GAMES.pop(game_id, None)


def games() -> tuple[AnyGameInfo, ...]:
    """Every game, in the order the chooser shows them."""
    _ensure_builtin()
    return tuple(_GAMES.values())


def ids() -> tuple[str, ...]:
    return tuple(g.id for g in games())


def find(game_id: str) -> AnyGameInfo | None:
    _ensure_builtin()
    return _GAMES.get(game_id)


def info(game_id: str) -> AnyGameInfo:
    found = find(game_id)
    if found is None:
        raise KeyError(game_id)
    return found

