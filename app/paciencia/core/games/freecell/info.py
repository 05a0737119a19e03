"""FreeCell's declaration (F-1…F-9): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import (
    CLASSICS,
    GameInfo,
    Guarantee,
    HintAnswer,
    HintSearch,
    ProofBudget,
    Solver,
    Stop,
    guaranteed_option,
)
from ...loading import Load
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


# What the declaration names is loaded by name when first used (core/loading.py): a launch
# imports only the game it deals, and of it only what it shows (the solver waits for a search).
_RULES: Load[type[FreeCellRules]] = Load(f"{__package__}.rules:FreeCellRules")
_TABLE: Load[type[FreeCellLayout]] = Load(f"{__package__}.table:FreeCellLayout")
_SOLVER: Load[Solver[FreeCellRules, FreeCellPosition]] = Load(f"{__package__}.solver:solve")
_HINT: Load[Callable[[FreeCellRules, FreeCellPosition, Stop], HintAnswer]] = Load(f"{__package__}.solver:search_hint")


def _rules(o: Options) -> FreeCellRules:
    return _RULES()(takeback=bool(o["takeback"]), automove=bool(o["automove"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.microsoft_deal(number)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=10)
"""B-3: nearly every Microsoft deal is solvable, most within a few hundred positions."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    # Candidate 0 is the Microsoft deal itself: guaranteed=0 and =1 agree when it is proven.
    return shuffle.microsoft_deals(number)


INFO: GameInfo[FreeCellRules, FreeCellPosition] = GameInfo(
    id="freecell",
    name=QT_TRANSLATE_NOOP("games", "FreeCell"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_MICROSOFT_DEAL,
    new_numbers=32000,  # F-2: new games stay among the classic Microsoft deals
    preview=((1, 2), (2, 2), (3, 2)),
    group=CLASSICS,
    example="paciencia://freecell/1",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), SOLVER_MOVE),
    cards_known=lambda o: True,  # every card is face up (B-1)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
