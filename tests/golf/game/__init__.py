"""Putting Green, the kit's example game (a Golf of its own rules), declared as any game is: one
package and one :func:`registry.register` call.

Seven columns of five cards, all face up; the rest is the stock, and one card of it
starts the waste. A column's top card goes onto the waste when it is one rank above
or below the waste's top (with the ``wrap`` rule, a King and an Ace adjoin). The stock
turns one card at a time onto the waste, once. The game is won when the columns are
empty. No file under ``app/`` knows this game (the product Golf, GF-1…GF-8, has the id
``golf`` and rules of its own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paciencia.core import shuffle
from paciencia.core.declaration import GameInfo, Solver
from paciencia.core.loading import Load
from paciencia.core.options import RULES, Choice, Option, Options

if TYPE_CHECKING:
    from .rules import GolfPosition, GolfRules
    from .table import GolfLayout


# What the declaration names is loaded by name when first used: a launch loads only the game it deals.
_RULES: Load[type[GolfRules]] = Load(f"{__package__}.rules:GolfRules")
_TABLE: Load[type[GolfLayout]] = Load(f"{__package__}.table:GolfLayout")
_SOLVER: Load[Solver[GolfRules, GolfPosition]] = Load(f"{__package__}.rules:solve")


def _rules(o: Options) -> GolfRules:
    return _RULES()(rows=int(o["rows"]), wrap=bool(o["wrap"]))


INFO: GameInfo[GolfRules, GolfPosition] = GameInfo(
    id="puttinggreen",
    name="Putting Green",
    options=(
        Option("rows", "Rows:", 5, choices=(Choice(4, "Four rows", "4 rows"), Choice(5, "Five rows", "5 rows")),
               chooser=True),
        Option("wrap", "A King and an Ace adjoin", False, scope=RULES),
    ),
    make_rules=_rules,
    deal_order=lambda number, o: shuffle.shuffled(number),
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    scored=True,  # its own score (rules.CARD_POINTS): it enters the Top 5 like any scored game
    preview=((7, 0), (8, 1), (9, 3)),
    example="paciencia://puttinggreen/1?rows=5",
    solver=_SOLVER,
    manual=__package__ or "",
)
