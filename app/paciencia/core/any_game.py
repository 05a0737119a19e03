"""How code that does not know the game names one: the registry, codes, play, ui, storage.

A game plugs in through a generic seam (:class:`~paciencia.core.declaration.GameInfo`
``[R, P]``, :class:`~paciencia.core.game.Game` ``[P]``,
:class:`~paciencia.core.table.TableLayout` ``[P]``: ``R`` its rules class, ``P`` its
position type), checked where a game is declared. The code above the seam holds whichever
game the player chose, known only at run time (from a game code or a saved file), so its
position type is some ``P`` it never names. Python's types cannot say "for some P", and
``object`` cannot stand for it: ``Rules[P]`` takes positions as arguments, so it is
invariant, and so is everything that holds one. ``Any`` as the type argument is how it is
said, and it is said here only, by name, so the seam itself holds none.

Types only: nothing is imported at run time (a launch's first frame stays lean).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from .declaration import GameInfo
    from .game import Game
    from .table import TableLayout

AnyGameInfo: TypeAlias = "GameInfo[Any, Any]"
"""The declaration of some game (what the registry holds)."""

AnyGame: TypeAlias = "Game[Any]"
"""Some game in play."""

AnyLayout: TypeAlias = "TableLayout[Any]"
"""The table layout of some game."""
