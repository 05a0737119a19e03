"""Yukon's declaration (YK-1…YK-10): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, ProofBudget, Solver, guaranteed_option
from ...kit.options import AUTO_FINISH
from ...loading import Load
from ...options import Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...kit.piles import Piles
    from .rules import YukonRules
    from .table import YukonLayout

_RULES: Load[type[YukonRules]] = Load(f"{__package__}.rules:YukonRules")
_TABLE: Load[type[YukonLayout]] = Load(f"{__package__}.table:YukonLayout")
_SOLVER: Load[Solver[YukonRules, Piles]] = Load("paciencia.core.kit.pile_search:solve")


def _rules(o: Options) -> YukonRules:
    return _RULES()(auto_finish=bool(o["auto_finish"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number)


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number)  # candidate 0 is the number's own deal (B-3)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=20)
"""B-3: positions a candidate, candidates at most (docs/solver.md)."""

INFO: GameInfo[YukonRules, Piles] = GameInfo(
    id="yukon",
    name=QT_TRANSLATE_NOOP("games", "Yukon"),
    options=(guaranteed_option(), AUTO_FINISH),
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((13, 0), (12, 1), (11, 3)),
    example="paciencia://yukon/1",
    solver=_SOLVER,
    cards_known=lambda o: False,  # C-6, YK-9: the solver would read the face-down cards
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
