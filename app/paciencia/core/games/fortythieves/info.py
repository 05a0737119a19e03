"""Forty Thieves' declaration (FT-1…FT-9): what shared code needs to know of the game."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ... import shuffle
from ...declaration import GameInfo, Guarantee, ProofBudget, Solver, guaranteed_option
from ...kit.options import AUTO_FINISH
from ...loading import Load
from ...options import RULES, Option, Options
from ...text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...kit.piles import Piles
    from .rules import FortyThievesRules
    from .table import FortyThievesLayout

_RULES: Load[type[FortyThievesRules]] = Load(f"{__package__}.rules:FortyThievesRules")
_TABLE: Load[type[FortyThievesLayout]] = Load(f"{__package__}.table:FortyThievesLayout")
_SOLVER: Load[Solver[FortyThievesRules, Piles]] = Load("paciencia.core.kit.pile_search:solve")

DECK = tuple(range(52)) * 2
"""FT-1: the pack twice, shuffled as one deck of 104 (C-2)."""


def _rules(o: Options) -> FortyThievesRules:
    return _RULES()(takeback=bool(o["takeback"]), auto_finish=bool(o["auto_finish"]))


def _deal(number: int, o: Options) -> Sequence[int]:
    return shuffle.shuffled(number, DECK)


def _candidates(number: int, o: Options) -> Iterator[Sequence[int]]:
    return shuffle.shuffles(number, DECK)  # candidate 0 is the number's own deal (B-3)


PROOF_BUDGET = ProofBudget(positions=20_000, candidates=20)
"""B-3: positions a candidate, candidates at most (docs/solver.md)."""

INFO: GameInfo[FortyThievesRules, Piles] = GameInfo(
    id="fortythieves",
    name=QT_TRANSLATE_NOOP("games", "Forty Thieves"),
    options=(
        Option(
            "takeback", QT_TRANSLATE_NOOP("options", "Cards may come back from the foundations"), False, scope=RULES
        ),
        guaranteed_option(),
        AUTO_FINISH,
    ),
    make_rules=_rules,
    deal_order=_deal,
    table=_TABLE,
    max_number=shuffle.MAX_SEED,
    preview=((10, 2), (9, 2), (8, 2)),
    example="paciencia://fortythieves/1",
    solver=_SOLVER,
    cards_known=lambda o: True,  # FT-8: the column cards are face up; the stock's order is the helpers' to read
    manual=__package__ or "",
    guarantee=Guarantee(_candidates, lambda o: PROOF_BUDGET),
)
