"""FreeCell's declaration (F-1…F-9): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import (
    GameInfo,
    Guarantee,
    HintAnswer,
    HintSearch,
    ProofBudget,
    Solver,
    Stop,
    guaranteed_option,
)
from ...options import RULES, Option, Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .position import FreeCellPosition
    from .rules import FreeCellRules
    from .table import FreeCellLayout

OPTIONS = (
    Option(
        "takeback", QT_TRANSLATE_NOOP("options", "Cards may come back from the foundations"), False,
        scope=RULES, legacy="freecell_takeback",
    ),
    Option(
        "automove", QT_TRANSLATE_NOOP("options", "Move safe cards to the foundations by themselves"), True,
        scope=RULES, legacy="freecell_automove",
    ),
    guaranteed_option(),
)

SOLVER_MOVE = QT_TRANSLATE_NOOP("solver", "The solver found a way to win from here: this is its next move.")


# The loaders import on first use: a launch loads only the game it deals (and of it, only
# what it shows: the solver waits for a search).
def _rules(o: Options) -> FreeCellRules:
    from .rules import FreeCellRules

    return FreeCellRules(takeback=bool(o["takeback"]), automove=bool(o["automove"]))


def _table() -> type[FreeCellLayout]:
    from .table import FreeCellLayout

    return FreeCellLayout


def _solver() -> Solver[FreeCellRules, FreeCellPosition]:
    from .solver import solve

    return solve


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.microsoft_deal(number)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=10)
"""B-3: nearly every Microsoft deal is solvable, most within a few hundred positions."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    # Candidate 0 is the Microsoft deal itself: guaranteed=0 and =1 agree when it is proven.
    return shuffle.microsoft_deals(number)


def _hint(rules: FreeCellRules, pos: FreeCellPosition, stop: Stop) -> HintAnswer:
    # F-7: the solver's first move when it answers within about half a second.
    from .solver import HINT_SECONDS, hint_move

    return hint_move(rules, pos, HINT_SECONDS, stop)


INFO: GameInfo[FreeCellRules, FreeCellPosition] = GameInfo(
    id="freecell",
    name=QT_TRANSLATE_NOOP("games", "FreeCell"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_table,
    max_number=shuffle.MAX_MICROSOFT_DEAL,
    new_numbers=32000,  # F-2: new games stay among the classic Microsoft deals
    preview=((1, 2), (2, 2), (3, 2)),
    example="paciencia://freecell/1",
    solver=_solver,
    hint_search=lambda: HintSearch(_hint, SOLVER_MOVE),
    cards_known=lambda o: True,  # every card is face up (B-1)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
