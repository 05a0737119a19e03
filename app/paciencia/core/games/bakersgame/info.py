"""Baker's Game's declaration (BG-1…BG-7): FreeCell's modules with Baker's Game's rules class
(:mod:`.rules`: the build in suit), dealt from the same Microsoft deals (BG-1)."""

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
    from ..freecell.table import FreeCellLayout
    from .rules import BakersGameRules

OPTIONS: tuple[Option, ...] = (
    *(o.replace(legacy="") for o in FREECELL_OPTIONS if o.scope == RULES),
    guaranteed_option(),
)
"""BG-7: FreeCell's options (cards back from the foundations, auto-move, guaranteed), without
FreeCell's old setting names."""

_RULES: Load[type[BakersGameRules]] = Load(f"{__package__}.rules:BakersGameRules")
_TABLE: Load[type[FreeCellLayout]] = Load("paciencia.core.games.freecell.table:FreeCellLayout")
_SOLVER: Load[Solver[BakersGameRules, FreeCellPosition]] = Load("paciencia.core.games.freecell.solver:solve")
_HINT: Load[Callable[[BakersGameRules, FreeCellPosition, Stop], HintAnswer]] = Load(
    "paciencia.core.games.freecell.solver:search_hint"
)


def _rules(o: Options) -> BakersGameRules:
    return _RULES()(takeback=bool(o["takeback"]), automove=bool(o["automove"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.microsoft_deal(number)  # BG-1: FreeCell's deal n


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=20)
"""B-3: about three Baker's Game deals in four are won (bench/freecell_family.py), most within a
few thousand positions; the unsolvable ones are mostly proven within the budget too."""


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.microsoft_deals(number)  # candidate 0 is the Microsoft deal itself


INFO: GameInfo[BakersGameRules, FreeCellPosition] = GameInfo(
    id="bakersgame",
    name=QT_TRANSLATE_NOOP("games", "Baker's Game"),
    options=OPTIONS,
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_MICROSOFT_DEAL,
    new_numbers=32000,  # BG-1: the classic Microsoft deals
    preview=((9, 0), (8, 0), (7, 0)),
    example="paciencia://bakersgame/1",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), SOLVER_MOVE),
    cards_known=lambda o: True,  # every card is face up (BG-6, B-1)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
