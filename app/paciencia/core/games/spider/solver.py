"""Spider solver (V-4): a beam over the deals, in a portfolio of weight sets.

The solver sees every card (face-down cards and the stock order: C-6 allows
it for a solver; the in-app hint is :mod:`.lookahead`, which does not). It
searches compact states (:mod:`.compact`) phase by phase, deal after deal
(:mod:`.phases`), and turns the steps it finds into the rules' moves on the
real position; they are replayed through ``rules.apply`` before a win is
reported (:func:`paciencia.core.search.verified`).

Portfolio
    Each weight set of :data:`PORTFOLIO` is one member of
    :func:`paciencia.core.search.portfolio`: in turns, each makes an attempt
    as wide as its quota, and the quotas double every round. Every expansion
    of every attempt counts once against the budget (V-1).

Verdicts: ``solved`` or ``unknown``. Neither the steps nor the beam are
exhaustive, so no search proves a deal lost and the solver never answers
``unsolvable``.

Measured with ``bench/spider_solver.py`` (10 s of CPU a deal, deals 1–100):
see the README's benchmark table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...moves import Move
from ...search import Budget, Limits, SolveResult, never, portfolio, verified
from . import compact
from .phases import PhaseBeam
from .position import SpiderPosition
from .rules import SpiderRules
from .valuer import Weights

DEFAULT_BUDGET = Budget(seconds=10.0)

PORTFOLIO: tuple[Weights, ...] = (
    Weights(down=12, brk=2, mixed=1, empty=4, run=30, deal=0),
    Weights(down=10, brk=2.5, mixed=1.5, empty=6, run=30, deal=0),
    Weights(down=14, brk=2, mixed=0.5, empty=3, run=40, deal=0),
)
FIRST_QUOTA = 20_000


def solve(
    rules: SpiderRules,
    pos: SpiderPosition,
    budget: Budget = DEFAULT_BUDGET,
    stop: Callable[[], bool] = never,
    weights: Sequence[Weights] = PORTFOLIO,
) -> SolveResult:
    """Search ``pos`` for a win (V-1 answer: ``solved`` or ``unknown``)."""
    if not isinstance(rules, SpiderRules):
        raise TypeError(f"the Spider solver needs SpiderRules, not {rules!r}")
    limits = Limits(budget, stop)
    if rules.is_won(pos):
        return limits.result("solved", [])
    state, stock = compact.from_position(pos)
    searches = [PhaseBeam(state, stock, w, rules.shape.runs) for w in weights]
    index, status = portfolio(searches, limits, FIRST_QUOTA, complete=False)
    if status == "won":
        return verified(rules, pos, _moves(rules, pos, searches[index].solution()), limits, search=index)
    return limits.result("unknown", exhausted=status == "exhausted")


def _moves(rules: SpiderRules, pos: SpiderPosition, steps: list[int]) -> list[Move]:
    """The rules' moves that play ``steps`` from ``pos``."""
    out: list[Move] = []
    for step in steps:
        for move in compact.to_moves(pos, step):
            out.append(move)
            pos = rules.apply_unchecked(pos, move).position
    return out
