"""What a game code asks of the guaranteed-deal search (K-14, B-3), without the search.

In the core, apart from the search (:mod:`paciencia.solvers.guaranteed`), so that a launch
can tell whether the game on the table needs a search without importing the search itself
(the first frame imports only what it shows), and the stored files can ask too.
"""

from __future__ import annotations

from collections.abc import Sequence

from .codes import GameCode
from .declaration import GUARANTEED


def needs_search(code: GameCode) -> bool:
    """K-14/B-3: the code asks for a guaranteed deal and its game can search for one."""
    return code.info.guarantee is not None and dict(code.options).get(GUARANTEED) == "1"


def template_key(game: str, deal_options: Sequence[tuple[str, str]]) -> str:
    """A code without its number (``spider?suits=2&guaranteed=1``): what New game deals
    in a variant, whatever the number."""
    return game + "?" + "&".join(f"{k}={v}" for k, v in deal_options)
