"""What every solver takes and answers (V-1), and the search scaffolding the games' solvers
share: in the core, beside the rules they search, so no game imports from a layer above.

A solver takes a position, a :class:`Budget` and a stop flag, and answers
*solved* (with moves that the rules engine replays to a win from that
position), *unsolvable* (the search space was exhausted) or *unknown* (the
budget was spent or the search was stopped).

Counting (the same for every solver): a "position" is one distinct position
taken from the search frontier and expanded (its legal moves generated).
Positions reached but never expanded do not count; neither do positions the
solver passes through inside a compound move (e.g. a Klondike stock run or a
chain of safe foundation moves), since those are not taken from the frontier.
A position counts once per solve: a search restarted within the same solve
that takes a position an earlier run expanded reuses the moves found then
(:meth:`Limits.revisit`, bounded on its own, not an expansion).

What the searches share lives here too: :func:`verified` (a found solution is
replayed through the rules before it is reported), :class:`SearchTree` (parent
links, the skip-what-was-seen step, path reconstruction) and
:func:`portfolio` (several searches in turns with a doubling quota).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Literal, Protocol, TypeVar

from .moves import IllegalMove, Move
from .rules.base import Rules

P = TypeVar("P")
S = TypeVar("S")

Verdict = Literal["solved", "unsolvable", "unknown"]
# A revisit costs a lookup instead of a move generation; this bounds their number all the same, so
# a search that keeps meeting what it knows ends (restarted searches meet it most: issue 16).
REVISITS_PER_POSITION = 4


@dataclass(frozen=True, slots=True)
class Budget:
    """How far a search may go: positions expanded, seconds (None: no limit)."""

    positions: int | None = None
    seconds: float | None = None


def never() -> bool:
    return False


@dataclass(slots=True)
class SolveResult:
    """What a search found: its verdict, the moves of a solution, and what it cost."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    expanded: int = 0
    seconds: float = 0.0
    info: dict[str, object] = field(default_factory=dict)
    """What the search says of itself (an error, why it stopped), for logs and benchmarks."""


class Limits:
    """Budget bookkeeping shared by the solvers; call :meth:`spent` per expansion."""

    __slots__ = ("budget", "stop", "expanded", "revisited", "_start", "_deadline", "_check_every")

    def __init__(self, budget: Budget, stop: Callable[[], bool] = never) -> None:
        self.budget = budget
        self.stop = stop
        self.expanded = 0
        self.revisited = 0
        self._start = time.perf_counter()
        self._deadline = None if budget.seconds is None else self._start + budget.seconds
        self._check_every = 64  # clock and stop flag are read every 64 expansions

    def spent(self) -> bool:
        """Count one expansion; True when the budget is used up or a stop was asked."""
        self.expanded += 1
        if self.budget.positions is not None and self.expanded > self.budget.positions:
            self.expanded -= 1
            return True
        return self.expanded % self._check_every == 0 and self._told_to_stop()

    def revisit(self) -> bool:
        """Count a position taken from a frontier again, after an earlier search of the same
        solve expanded it (its moves kept, so it is not counted as an expansion: V-1 counts
        distinct positions); True when the stop flag, the clock, or the bound on such work
        (:data:`REVISITS_PER_POSITION` per position of the budget) says to stop."""
        self.revisited += 1
        budget = self.budget.positions
        if budget is not None and self.revisited > REVISITS_PER_POSITION * budget:
            return True
        return self.revisited % self._check_every == 0 and self._told_to_stop()

    def _told_to_stop(self) -> bool:
        """The stop flag or the clock (read every 64 counts: both cost more than an expansion's step)."""
        return self.stop() or (self._deadline is not None and time.perf_counter() > self._deadline)

    def elapsed(self) -> float:
        return time.perf_counter() - self._start

    def result(self, verdict: Verdict, moves: list[Move] | None = None, **info: object) -> SolveResult:
        return SolveResult(verdict, moves or [], self.expanded, self.elapsed(), dict(info))


def verified(rules: Rules[P], start: P, moves: Sequence[Move], limits: Limits, **info: object) -> SolveResult:
    """The answer ``solved`` only if ``moves`` replay from ``start`` to a win
    through ``rules.apply`` (every legality check included); otherwise
    ``unknown`` with the reason in ``info["error"]``: a solver bug must never
    become a claimed win."""
    pos = start
    try:
        for move in moves:
            pos = rules.apply(pos, move).position
    except IllegalMove as e:
        return limits.result("unknown", None, **info, error=str(e))
    if not rules.is_won(pos):
        return limits.result("unknown", None, **info, error="solution does not end in a win")
    return limits.result("solved", list(moves), **info)


class SearchTree(Generic[S]):
    """The nodes a search has reached, as parent links.

    Node 0 is the root; node ``n`` was reached from node ``parent[n]`` by
    ``step[n]`` (a move, a list of moves, or a game's own compact step).
    ``seen`` maps each position key reached to its node, so a position is
    recorded once: :meth:`add` is the "skip what was seen" step every
    search repeats. Several trees may share one ``seen`` (searches that
    split a space between them): a key then belongs to the tree that
    reached it first, and its node number is that tree's.
    """

    __slots__ = ("seen", "parent", "step")

    def __init__(self, root_key: Hashable, root_step: S, seen: dict[Hashable, int] | None = None) -> None:
        self.seen: dict[Hashable, int] = {} if seen is None else seen
        self.seen.setdefault(root_key, 0)
        self.parent: list[int] = [-1]
        self.step: list[S] = [root_step]

    def __len__(self) -> int:
        return len(self.parent)

    def add(self, key: Hashable, parent: int, step: S) -> int:
        """Record a position reached from node ``parent`` by ``step``: its new
        node, or -1 when ``key`` was reached before (nothing is recorded)."""
        seen = self.seen
        if key in seen:
            return -1
        node = seen[key] = len(self.parent)
        self.parent.append(parent)
        self.step.append(step)
        return node

    def link(self, parent: int, step: S) -> int:
        """Record a node without a key (for searches that judge "seen" themselves)."""
        self.parent.append(parent)
        self.step.append(step)
        return len(self.parent) - 1

    def path(self, node: int) -> list[S]:
        """The steps from the root to ``node``, root's own step first."""
        out: list[S] = []
        parent, step = self.parent, self.step
        while node >= 0:
            out.append(step[node])
            node = parent[node]
        out.reverse()
        return out


Status = Literal["won", "exhausted", "paused", "spent"]
"""What a resumable search says when it stops: a win, nothing left to
expand, its quota reached (it can be resumed) or the shared limits spent."""


class Resumable(Protocol):
    """A search the portfolio can run in turns."""

    def run(self, limits: Limits, quota: int) -> Status:
        """Expand until won, exhausted, ``quota`` expansions of this search in
        all ("paused"), or ``limits`` spent."""
        ...


def portfolio(
    searches: Sequence[Resumable], limits: Limits, first_quota: int, *, complete: bool
) -> tuple[int, Status]:
    """Run ``searches`` in turns, each up to ``first_quota`` expansions, then
    every one up to twice as many, and so on.

    Different heuristics fail on different deals, and one that wanders rarely
    comes back, so a deal costs about what its best search needs, times the
    number of searches, instead of what one fixed search needs.

    Returns ``(index, "won")`` for the search that won; ``(index,
    "exhausted")`` when a search ran out of positions and ``complete`` says
    that proves there is no win; ``(-1, "exhausted")`` when every search ran
    out (an incomplete search proves nothing, the others go on until then);
    ``(-1, "spent")`` when the limits are spent.
    """
    active = list(range(len(searches)))
    quota = first_quota
    while active:
        for index in list(active):
            status = searches[index].run(limits, quota)
            if status == "won" or status == "spent":
                return (index if status == "won" else -1), status
            if status == "exhausted":
                if complete:
                    return index, status
                active.remove(index)
        quota *= 2
    return -1, "exhausted"
