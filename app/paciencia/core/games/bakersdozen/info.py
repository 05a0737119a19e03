"""Baker's Dozen's declaration (BD-1…BD-9): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, HintAnswer, HintSearch, ProofBudget, Solver, Stop, guaranteed_option
from ...kit.options import AUTO_FINISH, SOLVER_MOVE
from ...loading import Load
from ...options import Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...kit.piles import Piles
    from .rules import BakersDozenRules
    from .table import BakersDozenLayout

_RULES: Load[type[BakersDozenRules]] = Load(f"{__package__}.rules:BakersDozenRules")
_TABLE: Load[type[BakersDozenLayout]] = Load(f"{__package__}.table:BakersDozenLayout")
_SOLVER: Load[Solver[BakersDozenRules, Piles]] = Load("paciencia.core.kit.pile_search:solve")
_HINT: Load[Callable[[BakersDozenRules, Piles, Stop], HintAnswer]] = Load("paciencia.core.kit.pile_search:search_hint")


def _rules(o: Options) -> BakersDozenRules:
    return _RULES()(auto_finish=bool(o["auto_finish"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)  # candidate 0 is the number's own deal (B-3)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=20)
"""B-3: most deals are proven within a few thousand positions (docs/solver.md)."""

INFO: GameInfo[BakersDozenRules, Piles] = GameInfo(
    id="bakersdozen",
    name=QT_TRANSLATE_NOOP("games", "Baker's Dozen"),
    options=(guaranteed_option(), AUTO_FINISH),
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 1), (12, 3), (11, 2)),
    example="paciencia://bakersdozen/1",
    solver=_SOLVER,
    hint_search=lambda: HintSearch(_HINT(), SOLVER_MOVE),
    cards_known=lambda o: True,  # every card is face up (BD-8)
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
