"""What every solver takes and answers (V-1).

A solver takes a position, a :class:`Budget` and a stop flag, and answers
*solved* (with moves that the rules engine replays to a win from that
position), *unsolvable* (the search space was exhausted) or *unknown* (the
budget was spent or the search was stopped).

Counting (the same for every solver): a "position" is one distinct position
taken from the search frontier and expanded (its legal moves generated).
Positions reached but never expanded do not count; neither do positions the
solver passes through inside a compound move (e.g. a Klondike stock run or a
chain of safe foundation moves), since those are not taken from the frontier.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.moves import Move

Verdict = Literal["solved", "unsolvable", "unknown"]


@dataclass(frozen=True, slots=True)
class Budget:
    positions: int | None = None
    seconds: float | None = None


def never() -> bool:
    return False


@dataclass(slots=True)
class SolveResult:
    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    expanded: int = 0
    seconds: float = 0.0
    info: dict[str, Any] = field(default_factory=dict)


class Limits:
    """Budget bookkeeping shared by the solvers; call :meth:`spent` per expansion."""

    __slots__ = ("budget", "stop", "expanded", "_start", "_deadline", "_check_every")

    def __init__(self, budget: Budget, stop: Callable[[], bool] = never) -> None:
        self.budget = budget
        self.stop = stop
        self.expanded = 0
        self._start = time.perf_counter()
        self._deadline = None if budget.seconds is None else self._start + budget.seconds
        self._check_every = 64  # clock and stop flag are read every 64 expansions

    def spent(self) -> bool:
        """Count one expansion; True when the budget is used up or a stop was asked."""
        self.expanded += 1
        if self.budget.positions is not None and self.expanded > self.budget.positions:
            self.expanded -= 1
            return True
        if self.expanded % self._check_every == 0:
            if self.stop():
                return True
            if self._deadline is not None and time.perf_counter() > self._deadline:
                return True
        return False

    def elapsed(self) -> float:
        return time.perf_counter() - self._start

    def result(self, verdict: Verdict, moves: list[Move] | None = None, **info: Any) -> SolveResult:
        return SolveResult(verdict, moves or [], self.expanded, self.elapsed(), dict(info))
