"""Which solver serves which game (V-1, V-6)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.rules.base import Rules
from .base import Budget, SolveResult, never

Solver = Callable[[Rules[Any], Any, Budget, Callable[[], bool]], SolveResult]


def solver_for(game_id: str) -> Solver:
    if game_id == "freecell":
        from ..core.games.freecell.solver import solve as fc

        return fc
    if game_id == "klondike":
        from ..core.games.klondike.solver import solve as kl

        return kl
    if game_id == "pyramid":
        from ..core.games.pyramid.solver import solve as py

        return py
    if game_id == "spider":
        from ..core.games.spider.solver import solve as sp

        return sp
    raise KeyError(game_id)


def solve(rules: Rules[Any], pos: Any, budget: Budget, stop: Callable[[], bool] = never) -> SolveResult:
    return solver_for(rules.game_id)(rules, pos, budget, stop)
