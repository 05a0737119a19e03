"""The search behind the Spider solver (V-4): a beam over the deals.

Everything between two deals can be undone except turning a card and
finishing a run; a deal cannot, and which position a row is dealt onto
decides most of what follows. A single best-first search over the whole game
compares positions across deals badly: it deals as soon as the next row looks
no worse and never comes back to the phase before. So the search goes phase
by phase (a *phase*: the positions between two deals):

1. From each of the phase's roots, best first by value (:mod:`.valuer`:
   face-down cards, cards out of sequence, empty columns, runs), at most
   ``breadth`` expansions; the roots share one transposition table.
2. Every position reached from which the deal is allowed is a candidate; the
   best ``3 * width`` by value are dealt onto, and the ``width`` best
   positions after the deal are the next phase's roots.
3. After the last deal, the same search from each root, with three times the
   breadth, looks for the win.

One *attempt* is that beam with a given width and breadth; it is not
complete (nor are the steps, :mod:`.compact`), so an attempt that fails
proves nothing. :class:`PhaseBeam` makes attempts that grow with the quota the
portfolio gives it (:func:`paciencia.core.search.portfolio`), each from
scratch: widths and breadths grow by about √2 when the quota doubles.
"""

from __future__ import annotations

import heapq
import math
from typing import Final

from ...search import Limits, SearchTree, Status
from .compact import DEAL, State, deals_left, key, play, steps
from .valuer import Weights, column_value

MIN_WIDTH: Final = 3
MAX_WIDTH: Final = 40
FINAL_BREADTH: Final = 3
"""The last phase searches each root this many times longer."""


class PhaseBeam:
    """Attempts of the beam over deals with one set of weights."""

    def __init__(self, start: State, stock: bytes, weights: Weights, runs_to_win: int) -> None:
        self.start = start
        self.stock = stock
        self.weights = weights
        self.runs_to_win = runs_to_win
        self.values: dict[tuple[bytes, int], float] = {}
        self.expanded = 0
        self.tree: SearchTree[int] = SearchTree(key(start), 0)
        self.won = 0 if start[3] >= runs_to_win else -1
        self.cut = False

    def value(self, state: State) -> float:
        cols, down, _, runs = state
        values, w = self.values, self.weights
        # A deal made weighs ``w.deal``: counted off the deals still to make, the same order.
        total = w.run * runs - w.deal * deals_left(state) if w.deal else w.run * runs
        for j in range(len(cols)):
            k = (cols[j], down[j])
            v = values.get(k)
            if v is None:
                if len(values) > 500_000:
                    values.clear()
                v = values[k] = column_value(cols[j], down[j], w)
            total += v
        return total

    def run(self, limits: Limits, quota: int) -> Status:
        """One attempt as wide as ``quota`` allows (expansions beyond what
        this search has spent): "won", "spent", "paused" (it failed; the
        next, larger quota tries again) or "exhausted" (it failed without
        leaving anything out, so a larger one would fail the same way)."""
        if self.won >= 0:
            return "won"
        budget = max(quota - self.expanded, 1000)
        width = min(MAX_WIDTH, max(MIN_WIDTH, round(math.sqrt(budget / 400))))
        breadth = max(50, budget // (12 * width))
        self.tree = SearchTree(key(self.start), 0)
        self.cut = False  # did this attempt leave anything out? If not, a wider one would not help
        roots = [(0, self.start)]
        for _ in range(deals_left(self.start)):
            found = self._phase(limits, roots, breadth)
            if found is None or self.won >= 0:
                return "spent" if found is None else "won"
            roots = self._deal(found, width)
            if not roots:
                break
        else:
            if self._phase(limits, roots, FINAL_BREADTH * breadth) is None:
                return "spent"
            if self.won >= 0:
                return "won"
        return "paused" if self.cut else "exhausted"

    def _phase(self, limits: Limits, roots: list[tuple[int, State]], breadth: int
               ) -> list[tuple[float, int, State]] | None:
        """Search the phase from each root; the positions the deal may follow,
        with their values (None when the limits are spent; a win ends it)."""
        tree, stock, value = self.tree, self.stock, self.value
        add = tree.add
        runs_to_win = self.runs_to_win
        push, pop = heapq.heappush, heapq.heappop
        dealable: list[tuple[float, int, State]] = []
        counter = 0
        for root, state in roots:
            frontier = [(-value(state), 0, root, state)]
            for _ in range(breadth):
                if not frontier:
                    break
                negative, _, node, state = pop(frontier)
                if limits.spent():
                    return None
                self.expanded += 1
                for step in steps(state):
                    if step == DEAL:
                        dealable.append((-negative, node, state))
                        continue
                    child = play(state, stock, step)
                    child_node = add(key(child), node, step)
                    if child_node < 0:
                        continue
                    if child[3] >= runs_to_win:
                        self.won = child_node
                        return []
                    counter -= 1
                    push(frontier, (-value(child), counter, child_node, child))
            self.cut = self.cut or bool(frontier)
        return dealable

    def _deal(self, dealable: list[tuple[float, int, State]], width: int) -> list[tuple[int, State]]:
        """The next phase's roots: the best positions after dealing onto the
        best candidates."""
        dealable.sort(key=lambda item: -item[0])
        self.cut = self.cut or len(dealable) > 3 * width
        after: list[tuple[float, int, State]] = []
        for _, node, state in dealable[: 3 * width]:
            child = play(state, self.stock, DEAL)
            child_node = self.tree.add(key(child), node, DEAL)
            if child_node >= 0:
                after.append((self.value(child), child_node, child))
        after.sort(key=lambda item: -item[0])
        self.cut = self.cut or len(after) > width
        return [(node, state) for _, node, state in after[:width]]

    def solution(self) -> list[int]:
        """The steps from the start to the win (after ``run`` said "won")."""
        return self.tree.path(self.won)[1:]
