"""Guaranteed solvable deals in every game that declares a :class:`~paciencia.core.declaration.Guarantee`
(K-14's semantics, B-3).

A code with ``guaranteed=1`` names a stream of candidate deals: candidate ``k``
(0-based) is the ``k``-th order of the declaration's ``candidates(number,
options)`` (Klondike, Spider and Pyramid: the ``k``-th shuffle of the stream the
number starts; FreeCell: the ``k``-th deal of the number's Microsoft generator),
so candidate 0 is the ordinary deal of that number. Each candidate is searched by
the declaration's prover, with the rules of the code's options (the other options
at their defaults), within the declared number of positions; the first proven **in
candidate order** is played. If none of the declared number of candidates is, the
last one is played, unproven, and the window says so.

The budget is counted in positions only, and every prover is deterministic, so the
answer depends on the code alone: the same code gives the same deal on every
machine, whether its candidates are searched one after the other
(:func:`select_deal`) or several at once in worker processes
(:mod:`paciencia.solvers.deal_searches`, which only ever changes how soon
the answer comes). A P-10 level deal is proven by its list: its candidate 0 is
played without a search.

:class:`CandidateSearch` holds that rule as a state machine (which candidate to
search next, what the answers so far decide); the drivers feed it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import TYPE_CHECKING, TypeVar

from ..core.codes import GameCode
from ..core.declaration import Guarantee, ProofBudget

# Re-exported: the half of this module that a launch needs without the search.
from ..core.moves import Move
from ..core.options import Value
from ..core.registry import info
from ..core.search import Budget, SolveResult, never

if TYPE_CHECKING:
    from ..core.declaration import GameInfo

R = TypeVar("R")
P = TypeVar("P")


def guarantee_of(game: GameInfo[R, P]) -> Guarantee[R, P]:
    if game.guarantee is None:
        raise ValueError(f"{game.id} has no guaranteed deals")
    return game.guarantee


def budget_of(code: GameCode) -> ProofBudget:
    return guarantee_of(code.info).budget(code.info.full_options(code.values()))


def candidates(code: GameCode, most: int | None = None) -> Iterator[tuple[int, ...]]:
    """The code's candidate deal orders, in order (at most the declared number, or ``most``)."""
    game = code.info
    values = game.full_options(code.values())
    stream = guarantee_of(game).candidates(code.number, values)
    return (tuple(order) for order in islice(stream, budget_of(code).candidates if most is None else most))


def candidate(code: GameCode, k: int) -> tuple[int, ...]:
    """Candidate ``k`` of ``code`` (ValueError outside the declared number)."""
    if not 0 <= k < budget_of(code).candidates:
        raise ValueError(f"{code} has no candidate {k!r}")
    return next(islice(candidates(code), k, None))


@dataclass(frozen=True, slots=True)
class ProofTask:
    """One candidate to search: plain data, so it can go to a worker process."""

    game: str
    options: tuple[tuple[str, Value], ...]
    order: tuple[int, ...]
    positions: int


def run_task(task: ProofTask, stop: Callable[[], bool] = never) -> SolveResult:
    """Search one candidate with its game's prover (what a worker process runs)."""
    game = info(task.game)
    guarantee = guarantee_of(game)
    load = guarantee.prover if guarantee.prover is not None else game.solver
    if load is None:
        raise ValueError(f"{game.id} has no solver")
    rules = game.rules(dict(task.options))
    prove = load()
    result: SolveResult = prove(rules, rules.deal(task.order), Budget(positions=task.positions), stop)
    return result


@dataclass(frozen=True, slots=True)
class Selection:
    """What a guaranteed code deals: the order, whether it is proven, which candidate
    (0 = the number's own deal), and the proof's moves from the deal (empty if unproven)."""

    order: tuple[int, ...]
    proven: bool
    candidate: int
    moves: tuple[Move, ...] = ()
    searched: int = 0
    """Candidates whose answer decided the selection (0 for a deal proven by its list)."""
    expanded: int = 0
    """Positions over those candidates."""


@dataclass
class CandidateSearch:
    """K-14's rule for one code, fed with the answers of candidate searches in any order."""

    code: GameCode
    budget: ProofBudget | None = None
    """The declared budget when None (tests and benchmarks try others)."""
    issued: int = 0
    answers: dict[int, SolveResult] = field(default_factory=dict)
    selection: Selection | None = None
    _orders: list[tuple[int, ...]] = field(default_factory=list)
    _first_open: int = 0

    def __post_init__(self) -> None:
        game = self.code.info
        budget = self.budget or budget_of(self.code)
        self.total = budget.candidates
        self.positions = budget.positions
        self._stream = candidates(self.code, self.total)
        values = self.code.values()
        if game.proven is not None and game.proven(self.code.number, values):
            self.selection = Selection(self.order(0), True, 0)  # P-10: proven by its list

    def order(self, k: int) -> tuple[int, ...]:
        while len(self._orders) <= k:
            self._orders.append(next(self._stream))
        return self._orders[k]

    @property
    def done(self) -> bool:
        return self.selection is not None

    def next_task(self) -> tuple[int, ProofTask] | None:
        """The next candidate to search, or None when every one needed is asked for."""
        if self.done or self.issued >= self.total:
            return None
        k = self.issued
        self.issued += 1
        options = tuple(sorted(self.code.values().items()))
        return k, ProofTask(self.code.game, options, self.order(k), self.positions)

    def answer(self, k: int, result: SolveResult) -> None:
        """Candidate ``k`` answered; the selection is made once every earlier one has."""
        if self.done:
            return
        self.answers[k] = result
        while self._first_open in self.answers:
            got = self.answers[self._first_open]
            if got.verdict == "solved":
                self._select(self._first_open, True, tuple(got.moves))
                return
            self._first_open += 1
        if self._first_open >= self.total:
            self._select(self.total - 1, False, ())

    def give_up(self) -> Selection:
        """Stopped before the end: the candidate being waited for, unproven (callers that
        cancel ignore it; a first start deals it, saying so)."""
        k = min(self._first_open, self.total - 1)
        return Selection(self.order(k), False, k, (), len(self.answers), self._expanded())

    def _select(self, k: int, proven: bool, moves: tuple[Move, ...]) -> None:
        self.selection = Selection(self.order(k), proven, k, moves, k + 1, self._expanded(k))

    def _expanded(self, upto: int | None = None) -> int:
        return sum(r.expanded for i, r in self.answers.items() if upto is None or i <= upto)

    @property
    def decided(self) -> int:
        """Candidates known unproven before the first open one (for progress)."""
        return self._first_open
