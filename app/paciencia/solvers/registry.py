"""Which solver serves which game (V-1, V-6): the one its declaration names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import registry
from ..core.declaration import Solver
from ..core.rules.base import Rules
from ..core.search import Budget, SolveResult, never


def solver_for(game_id: str) -> Solver[Rules[Any], Any]:
    """The solver of ``game_id``; KeyError if the game has none."""
    load = registry.info(game_id).solver
    if load is None:
        raise KeyError(game_id)
    return load()


def solve(rules: Rules[Any], pos: Any, budget: Budget, stop: Callable[[], bool] = never) -> SolveResult:
    return solver_for(rules.game_id)(rules, pos, budget, stop)
