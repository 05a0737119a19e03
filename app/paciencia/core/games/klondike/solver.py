"""Klondike solvers: K-14's proofs (:func:`solve_k14`) and a complete search (:func:`solve`).

Both see every card (C-6 allows it for proofs), play under the rules
object's draw mode and pass limit, change positions only through
``rules.apply_unchecked``, and replay a solution through ``rules.apply``
before reporting it.

What one expansion generates are *compound* moves (draws then a play of
the waste top, a column move, a foundation move, each followed by the
chain of safe foundation moves); each counts as one position (V-1, through
:meth:`Limits.spent`) and the solution lists the real moves it stands for.

:func:`solve_k14` (K-14, guaranteed deals): no foundation→column moves, and the
pruned move set of :mod:`.solver_moves`. Search: best-first on the number of
face-down cards (with a pass limit, plus the cards buried in the waste and
the passes used, minus the cards home), a transposition table on
:func:`key_function` that keeps, per key, the talon states its positions
dominate (:func:`dominance_function`: fewer passes used dominate, and so do
positions whose draws and recycles reach the other's waste length). Solution
counts in Klondike are heavy-tailed: a greedy search solves most deals in a few dozen positions
and wanders for thousands in the others. So the search *restarts*: a first
run of :data:`FIRST_RUN` positions, then shorter runs (:data:`RESTARTS`) whose
measure carries seeded noise (the same noise for the same deal, so a game
code still fixes its deal). The restarts share what they expanded: a
position an earlier run expanded gives a later one its children at once,
valued already, and is not counted again (V-1 counts distinct positions; about
half of the restarts' expansions were such repeats). A restart that meets
no new position shows the runs going round a space they know: the next run
goes to its end (a win, or the space searched out). Since the pruning gives
up completeness, an exhausted search answers ``unknown`` (``info["exhausted"]``).

Both first ask :func:`.blocked.never_home` whether some card can never go
home: such a deal is lost (``unsolvable`` for :func:`solve`, ``unknown`` at
no cost for K-14, which answers only proofs of a win).

:func:`solve` (the registry's, so ``paciencia solve``; V-1's three answers): the moves of
:mod:`.complete_moves` (foundation→column included, sound pruning only:
docs/solver.md gives each rule's argument) in one best-first search kept for
the whole budget, interleaved with K-14's runs (which find most solutions
sooner; the complete search gets :data:`COMPLETE_SHARE` work after each,
counted in the nodes its chains go through, growing with the runs). When the
complete search has nothing left to expand the deal is ``unsolvable``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from heapq import heappop, heappush
from random import Random

from .... import collector
from ...moves import IllegalMove, Move
from ...search import Budget, Limits, SolveResult, never
from .blocked import never_home
from .complete_moves import complete_children
from .position import KlondikePosition
from .rules import KlondikeRules
from .search import StockWalker, dominance_function, finish, key_function, safe_chain
from .solver_moves import Child, children
from .twins import canonical

DEFAULT_BUDGET = Budget(positions=5000)
FACE_DOWN_WEIGHT = 5
# With a pass limit, each card home counts this much in the measure: a card
# played from the talon early is one the passes left need not reach again.
# Tuned on deals 1-100 (draw-1 1 pass: 0 → 15, 3 → 16, 8 → 13 proven; draw-3 3 passes: 27 → 28).
FOUNDATION_WEIGHT = 3
# With a pass limit, each pass used counts this much, per draw mode: a child may recycle to reach its
# card, and a search that spends passes freely ends with most of its positions on the last one,
# where the talon is a stack (issue 16). Draw-3 3 passes, deals 1-200: 0 → 58, 10 → 79, 20 → 90,
# 30 → 89, 40 → 71, 60 → 52 proven (the sharp fall: it then drowns the noise of the restarts).
PASS_WEIGHT = {1: 0, 3: 20}
FIRST_RUN = 300
# Per draw mode and whether passes are limited: (noise, positions a restart), tuned on deals 1-200
# by bench/klondike_proof_rate.py (draw-1 1 pass, waste weight 9: restarts of 120 → 34,
# 200 → 40, 400 → 41 proven).
RESTARTS = {(1, False): (80.0, 200), (3, False): (60.0, 300), (1, True): (80.0, 400), (3, True): (60.0, 300)}
# The complete search's share in solve(), per draw mode: this much work after each K-14 run, counted
# in the nodes its expansions' chains go through (docs/solver.md rule 6; a position expanded is one
# more). An expansion follows 35 nodes at the median, but over long runs of twin cards thousands:
# counting positions would let a few such expansions take the time K-14's runs need. The share
# grows with K-14's runs (x2 after 15, up to x6 after 75): wins mostly come early, while a lost
# deal's proof needs the complete search to the end (draw 1, 10 s a deal: KPatience's deals 1-100
# 98 decided either way, in 45.6 s of CPU instead of 51.7; Paciência's own 93 instead of 92).
# Issue 35: once expansions shared their chain nodes, an expansion costs fewer nodes, so the same
# share bought the complete search more positions: draw 3 at 5 000 positions lost K-14's wins of
# KPatience's deals 50, 74 and 91 (83 decided -> 80), 2 000 gives back 50 and 74 (82). The ramp
# after 15 runs, not 30, and up to x6, not x4, lets the complete search prove own deal 12 lost
# within 10 s (own deals 1-100: 97 decided instead of 96); no deal of own 1-100 or KPatience's
# 1-200 is decided less (draw 1; own 67, won late, is won by the complete search itself).
COMPLETE_SHARE = {1: 5000, 3: 2000}
SHARE_RAMP, SHARE_MAX = 15, 6
_TURNED = "turned"  # tags the keys of twins.canonical forms: a table of one run mixes them with exact keys
Generator = Callable[[KlondikeRules, StockWalker, KlondikePosition], list[Child]]
# A child as a run takes it: key, dominance state and cover, measure (before noise), order, moves, position, won.
_Step = tuple[Hashable, int, int, float, float, list[Move], KlondikePosition, bool]


class _Run:
    """One best-first search from ``root`` with its own transposition table."""

    __slots__ = ("rules", "walker", "gen", "noise", "rng", "waste_weight", "key", "dominance", "seen", "parent",
                 "edge", "heap", "won", "known", "twins")

    def __init__(self, rules: KlondikeRules, walker: StockWalker, root: KlondikePosition, first: list[Move],
                 gen: Generator, noise: float = 0.0, seed: int = 0,
                 known: dict[KlondikePosition, list[_Step]] | None = None, twins: bool = False) -> None:
        self.rules = rules
        # A child that turned a card is keyed on its twins.canonical form (docs/solver.md, rule 8).
        self.twins = twins
        # The children of every position expanded by this run or an earlier one of the same solve.
        self.known = known
        self.walker = walker
        self.gen = gen
        self.noise = noise
        self.rng = Random(seed)
        self.waste_weight = _waste_weight(rules)
        self.key = key_function(rules)
        # With a pass limit a key is searched again in a talon state that no position kept dominates.
        self.dominance = dominance_function(rules)
        self.seen: dict[Hashable, int] = {self.key(root): self.dominance(root)[1]}
        # Node i was reached from node parent[i] by edge[i].
        self.parent: list[int] = [-1]
        self.edge: list[list[Move]] = [first]
        self.heap: list[tuple[float, float, int, KlondikePosition]] = [(0.0, 0.0, 0, root)]
        self.won = -1

    def run(self, lim: Limits, cap: int) -> str:
        """Expand up to ``cap`` positions: ``"won"``, ``"exhausted"``, ``"spent"`` (budget) or ``"cap"``."""
        rules, walker, gen, seen, parent, edge, heap = (
            self.rules, self.walker, self.gen, self.seen, self.parent, self.edge, self.heap)
        noise, rnd, known = self.noise, self.rng.random, self.known
        for _ in range(cap):
            if not heap:
                return "exhausted"
            _h, _order, node, p = heappop(heap)
            steps = None if known is None else known.get(p)
            if steps is None:
                if lim.spent():
                    return "spent"
                steps = self._valued(gen(rules, walker, p), sum(p.down))
                if known is not None:
                    known[p] = steps
            elif lim.revisit():
                return "spent"
            for ck, state, covered, h, order, moves, cpos, won in steps:
                old = seen.get(ck, 0)
                if old & state:
                    continue
                seen[ck] = old | covered
                parent.append(node)
                edge.append(moves)
                if won:
                    self.won = len(edge) - 1
                    return "won"
                if noise:
                    h += noise * rnd()
                heappush(heap, (h, order, len(edge) - 1, cpos))
        return "exhausted" if not heap else "cap"

    def _valued(self, kids: list[Child], down: int) -> list[_Step]:
        """What a run needs of each child, computed once per position for every run of a solve
        (``down``: the parent's face-down cards)."""
        rules, key, dominance, twins = self.rules, self.key, self.dominance, self.twins
        is_won, ww = rules.is_won, self.waste_weight
        fw = FOUNDATION_WEIGHT if rules.pass_limit else 0
        pw = PASS_WEIGHT[rules.draw] if rules.pass_limit else 0
        out: list[_Step] = []
        for order, moves, cpos in kids:
            h: float = FACE_DOWN_WEIGHT * sum(cpos.down) + ww * len(cpos.waste)
            if fw:
                h -= fw * sum(cpos.foundations) - pw * cpos.pass_no
            ck = (_TURNED, key(canonical(cpos))) if twins and sum(cpos.down) < down else key(cpos)
            out.append((ck, *dominance(cpos), h, order, moves, cpos, is_won(cpos)))
        return out

    def path(self) -> list[Move]:
        parts: list[list[Move]] = []
        node = self.won
        while node >= 0:
            parts.append(self.edge[node])
            node = self.parent[node]
        return [m for part in reversed(parts) for m in part]


class _Restarts:
    """K-14's searches: a plain first run, then noisy restarts (see the module text)."""

    def __init__(self, rules: KlondikeRules, walker: StockWalker, root: KlondikePosition, first: list[Move],
                 keep: bool = True) -> None:
        self.args = (rules, walker, root, first)
        self.runs = 0
        self.exhausted = False
        # Shared by the runs: a position an earlier run expanded is not expanded (nor counted) again.
        self.known: dict[KlondikePosition, list[_Step]] | None = {} if keep else None
        self.sweep = False

    def run(self, lim: Limits) -> list[Move] | None | str:
        """One whole run: its solution, ``"spent"``, or ``None`` (nothing found)."""
        rules, walker, root, first = self.args
        noise, restart = RESTARTS[rules.draw, rules.pass_limit != 0]
        cap = FIRST_RUN if self.runs == 0 else restart
        if self.sweep:
            cap = 1 << 62  # to the end: a win, the space exhausted, or the budget spent
        search = _Run(rules, walker, root, first, children, noise if self.runs else 0.0, self.runs, self.known)
        self.runs += 1
        before = lim.expanded
        got = search.run(lim, cap)
        if got == "cap" and lim.expanded == before and self.known is not None:
            # A whole restart met only positions earlier runs expanded: the space is about known,
            # and a run to its end costs little more than what it still holds.
            self.sweep = True
        if got == "won":
            return search.path()
        if got == "exhausted":  # the noise changes the order, never the moves: no run can do better
            self.exhausted = True
        return "spent" if got == "spent" else None


def _prelude(rules: KlondikeRules, pos: KlondikePosition, complete: bool) -> tuple[KlondikePosition, list[Move]]:
    first: list[Move] = []
    root = safe_chain(rules, pos, first, complete)
    if not any(root.down):
        tail: list[Move] = []
        won = finish(rules, StockWalker(rules), root, tail)
        if rules.is_won(won) or not complete:
            root, first = won, first + tail
    return root, first


# Python's cycle collector is held off while a search runs: it keeps hundreds of thousands of
# tuples (positions, keys, chain nodes) and makes no garbage cycles, and the collections its
# allocations trigger walked them all again and again, a quarter of its time (issue 35: own
# deal 86 searched out in 9.7 s instead of 10.6 s+).
@collector.paused()
def solve_k14(
    rules: KlondikeRules, pos: KlondikePosition, budget: Budget = DEFAULT_BUDGET, stop: Callable[[], bool] = never
) -> SolveResult:
    """Search ``pos`` for a win without foundation→column moves (K-14; ``unknown`` if none is found)."""
    root, first = _prelude(rules, pos, complete=False)
    lim = Limits(budget, stop)
    if rules.is_won(root):
        return _verified(rules, pos, lim, first)
    if never_home(root):  # lost whatever is searched: spend nothing on it
        return lim.result("unknown", blocked=True)
    runs = _Restarts(rules, StockWalker(rules), root, first)
    while True:
        got = runs.run(lim)
        if isinstance(got, list):
            return _verified(rules, pos, lim, got)
        if runs.exhausted:
            return lim.result("unknown", exhausted=True)
        if got == "spent":
            return lim.result("unknown")


@collector.paused()
def solve(
    rules: KlondikeRules, pos: KlondikePosition, budget: Budget = DEFAULT_BUDGET, stop: Callable[[], bool] = never
) -> SolveResult:
    """Search ``pos`` with every move the rules allow: ``solved``, ``unsolvable`` (proven) or ``unknown``."""
    root, first = _prelude(rules, pos, complete=True)
    lim = Limits(budget, stop)
    if rules.is_won(root):
        return _verified(rules, pos, lim, first)
    lost = never_home(root)
    if lost:  # proven without a search (blocked.py); the safe moves of the prelude lose nothing
        return lim.result("unsolvable", never_home=lost)
    walker = StockWalker(rules)
    work = [0]
    met: set[Hashable] = set()

    def complete(rules: KlondikeRules, walker: StockWalker, pos: KlondikePosition) -> list[Child]:
        return complete_children(rules, walker, pos, work, met)

    full = _Run(rules, walker, root, first, complete, twins=True)
    # K-14's runs start from their own root: its safe cards follow K-14's rule.
    k14_root, k14_first = _prelude(rules, pos, complete=False)
    # Its K-14 runs do not keep their positions: beside the complete search, the extra runs
    # that buys decided no more deals of 1-100 and cost 23 % more CPU (bench/klondike_vs_kpat.py).
    runs = _Restarts(rules, walker, k14_root, k14_first, keep=False)
    if rules.is_won(k14_root):
        return _verified(rules, pos, lim, k14_first)
    while True:
        if not runs.exhausted:
            got = runs.run(lim)
            if isinstance(got, list):
                return _verified(rules, pos, lim, got)
            if got == "spent":
                return lim.result("unknown")
        target = work[0] + COMPLETE_SHARE[rules.draw] * min(SHARE_MAX, 1 + runs.runs // SHARE_RAMP)
        state = "cap"
        while state == "cap" and work[0] < target:
            state = full.run(lim, 1)
        if state == "won":
            return _verified(rules, pos, lim, full.path())
        if state == "exhausted":
            return lim.result("unsolvable")
        if state == "spent":
            return lim.result("unknown")


def _waste_weight(rules: KlondikeRules) -> int:
    """With a pass limit, cards buried in the waste are hard to reach again."""
    if rules.pass_limit == 0:
        return 0
    return 9 if rules.draw == 1 else 1  # draw-1 1 pass, deals 1-200: 4 → 37, 6 → 39, 9 → 40 proven


def _verified(rules: KlondikeRules, pos: KlondikePosition, lim: Limits, moves: list[Move]) -> SolveResult:
    """The answer ``solved`` only if ``moves`` replay to a win through ``rules.apply``."""
    p = pos
    try:
        for m in moves:
            p = rules.apply(p, m).position
    except IllegalMove as e:  # a solver bug: never claim a proof we cannot replay
        return lim.result("unknown", error=str(e))
    if not rules.is_won(p):
        return lim.result("unknown", error="solution does not end in a win")
    return lim.result("solved", moves)
