"""Which solver serves which game (V-1, V-6): the one its declaration names."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..core import registry
from ..core.declaration import Solver
from ..core.rules.base import Rules
from ..core.search import Budget, SolveResult, never

P = TypeVar("P")


def solver_for(game_id: str) -> Callable[..., SolveResult]:
    """The solver of ``game_id``, called as ``solve(rules, position, budget, stop)`` with that
    game's rules and position (:func:`solve` checks the pairing); KeyError if it has none."""
    load = registry.info(game_id).solver
    if load is None:
        raise KeyError(game_id)
    return load()


def solve(rules: Rules[P], pos: P, budget: Budget, stop: Callable[[], bool] = never) -> SolveResult:
    """``rules``' own game's solver on ``pos`` (V-1); KeyError if the game has none."""
    solver: Solver[Rules[P], P] = solver_for(rules.game_id)
    return solver(rules, pos, budget, stop)
