"""Eight Off's declaration (EO-1…EO-7): FreeCell's modules with Eight Off's rules class
(:mod:`.rules`), its own table (eight cells) and the project's shuffle (EO-1)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, HintAnswer, HintSearch, ProofBudget, Solver, Stop, guaranteed_option
from ...loading import Load
from ...options import RULES, Option, Options
from ...text import QT_TRANSLATE_NOOP
from ..freecell.info import OPTIONS as FREECELL_OPTIONS
from ..freecell.info import SOLVER_MOVE

if TYPE_CHECKING:
    from ..freecell.position import FreeCellPosition
    from .rules import EightOffRules
    from .table import EightOffLayout

OPTIONS: tuple[Option, ...] = (
    *(o.replace(legacy="") for o in FREECELL_OPTIONS if o.scope == RULES),
    guaranteed_option(),
)
"""EO-7: Baker's Game's, which are FreeCell's (cards back from the foundations, auto-move,
guaranteed), without FreeCell's old setting names."""

_RULES: Load[type[EightOffRules]] = Load(f"{__package__}.rules:EightOffRules")
_TABLE: Load[type[EightOffLayout]] = Load(f"{__package__}.table:EightOffLayout")
_SOLVER: Load[Solver[EightOffRules, FreeCellPosition]] = Load("paciencia.core.games.freecell.solver:solve")
_HINT: Load[Callable[[EightOffRules, FreeCellPosition, Stop], HintAnswer]] = Load(
    "paciencia.core.games.freecell.solver:search_hint"
)


def _rules(o: Options) -> EightOffRules:
    return _RULES()(takeback=bool(o["takeback"]), automove=bool(o["automove"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)  # EO-1: the project's shuffle (C-2)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=10)
"""B-3: nearly every Eight Off deal is won, most within a few hundred positions
(bench/freecell_family.py)."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)  # candidate 0 is the number's own deal


INFO: GameInfo[EightOffRules, FreeCellPosition] = GameInfo(
    id="eightoff",
    name=QT_TRANSLATE_NOOP("games", "Eight Off"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 1), (12, 1), (11, 1)),
    example="paciencia://eightoff/1",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), SOLVER_MOVE),
    cards_known=lambda o: True,  # every card is face up (EO-6, B-1)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
