"""How code that does not know the game names its declaration: the registry and codes.

A game plugs in through a generic seam (:class:`~paciencia.core.declaration.GameInfo`
``[R, P]``: ``R`` its rules class, ``P`` its position type), checked where a game is
declared. The registry holds every game's declaration in one table, so what it hands out
is a declaration of some ``R`` and ``P`` it never names. Python's types cannot say "for
some R and P", and ``object`` cannot stand for them: ``Rules[P]`` takes positions as
arguments, so it is invariant, and so is everything that holds one. ``Any`` as the type
arguments is how it is said, and it is said here only, by name.

A game in play is held as a :class:`~paciencia.core.played.PlayedGame`, whose methods
never mention ``P``: code above the games (play, ui, storage, the command line) needs no
``Any`` to hold one.

Types only: nothing is imported at run time (a launch's first frame stays lean).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from .declaration import GameInfo

AnyGameInfo: TypeAlias = "GameInfo[Any, Any]"
"""The declaration of some game (what the registry holds)."""
