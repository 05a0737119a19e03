"""The search behind the FreeCell solver (V-3): best-first over compact
states (:mod:`.compact`), children valued lazily.

Safe foundation moves are played eagerly, without branching. This prunes
nothing that matters *when cards never come back from the foundations*
(F-5 off, or a search that does not use take-backs): a card ``c`` of rank
``r`` is "safe" (``common.safe_to_foundation``) when it fits its foundation
and is an ace or a two, or both foundations of the other colour are at least
at ``r - 1``. The only cards that could ever rest on ``c`` in a column are
the two of rank ``r - 1`` and the other colour, and those are on foundations
for good, so ``c`` is never needed as a base; on the table it only takes a
cell or a column spot. Any solution from the position with ``c`` on the
table therefore replays, move for move (moves of ``c`` dropped, a run that
ends in ``c`` carried one card shorter), from the position with ``c`` on its
foundation, which has at least as many empty cells and columns, so every
F-4 sequence move stays within its limit. With take-backs allowed that
argument breaks (a taken-back ``r - 1`` card may want ``c`` as its base), so
the solver never plays take-backs and never calls a position unsolvable when
the rules allow them.

Lazy values
    A state is valued (:meth:`BestFirst.measure`) when it is taken from
    the frontier; its children are pushed with a value *estimated* from the
    parent's and the step alone (what leaves and joins the two columns the
    step touches), without building them. A child is built only when it comes
    out of the frontier; then it gets its exact value and, if that is worse
    than the best waiting entry, goes back in with it. Most children are
    never taken out, so most are never built, hashed or valued: the search
    costs about a third of what valuing every child would.

The frontier holds plain ints, ``priority << 50 | (NODES - parent) << 14 |
step``: half the memory of tuples, and among equal priorities the newest
parent comes first, so the search dives like a depth-first one while the
value stays flat.
"""

from __future__ import annotations

import heapq
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Final

from ....solvers.base import Limits, SearchTree, Status
from ...cards import RANK, RED
from .compact import (
    BELOW,
    CELL_SRC,
    HOME,
    SEPARATOR,
    SHIFT,
    TO_CELL,
    WON,
    State,
    home_count,
    is_safe,
    key,
    play,
    steps,
)

Facts = tuple[tuple[int, ...], tuple[int, ...], int]
"""Of one column: disorder of each prefix, lowest rank of each prefix, and
how many cards from the bottom form a King-led alternating run."""
Parts = tuple[int, int, int, int, int, int, list["Facts | None"], list[tuple[int, ...]]]
"""What :meth:`BestFirst.measure` counts: cards not home, disorder, cards
above the next cards of the foundations, cells used, empty columns, placed
cards; then each column's :data:`Facts` (None when empty) and the depths of
the next cards in it."""

NODES: Final = (1 << 36) - 1
STEP_BITS: Final = 14
PRIORITY_SHIFT: Final = 50
SCALE: Final = 16
OFFSET: Final = 4096
"""Values (at most a few hundred either way) map to priorities ``(v + OFFSET) * SCALE``."""
FACTS_LIMIT: Final = 300_000


@dataclass(frozen=True, slots=True)
class Weights:
    """What a state's value counts (lower is better).

    ``home``: per card not on a foundation; ``disorder``: per column card
    resting above a lower rank somewhere beneath it (it must move before that
    card can go home); ``above``: per card above the next card a foundation
    needs, times ``stuck`` when no free cell and no column is empty (digging
    is then the only way on); ``cell`` and ``crowd``: per occupied free cell
    and per its square (the last cell costs most); ``empty``: bonus per empty
    column; ``placed``: bonus per card of a King-led alternating run at the
    bottom of a column (those never move again until they go home).
    """

    home: float = 4.0
    disorder: float = 2.0
    above: float = 1.0
    stuck: float = 2.0
    cell: float = 1.0
    crowd: float = 0.5
    empty: float = 3.0
    placed: float = 1.0


def column_facts(col: bytes) -> Facts:
    disorder = [0]
    lowest = [99]
    d, low, placed, prev = 0, 99, 0, -1
    in_run = True
    for c in col:
        r = RANK[c]
        if r > low:
            d += 1
        else:
            low = r
        if prev < 0:
            in_run = r == 13
        elif in_run:
            in_run = RANK[prev] == r + 1 and RED[prev] != RED[c]
        placed += in_run
        disorder.append(d)
        lowest.append(low)
        prev = c
    return tuple(disorder), tuple(lowest), placed


class BestFirst:
    """A resumable best-first search from one state with one set of weights
    (see the module docstring). ``facts`` is a column cache the searches of
    one solve share, and so may ``seen`` (see :class:`SearchTree`)."""

    def __init__(self, start: State, weights: Weights, facts: dict[bytes, Facts],
                 seen: dict[Hashable, int] | None = None) -> None:
        self.weights = weights
        self.facts = facts
        self.tree: SearchTree[int] = SearchTree(key(start), 0, seen)
        self.states: list[State] = [start]
        w = weights
        # The value, scaled to an int priority: (v + OFFSET) * SCALE, each
        # weight rounded to a multiple of 1 / SCALE so the sums stay ints.
        self.scaled = tuple(
            round(x * SCALE) for x in (w.home, w.disorder, w.above, w.above * w.stuck, w.empty, w.placed)
        )
        self.cell_cost = tuple(round((w.cell * u + w.crowd * u * u) * SCALE) + OFFSET * SCALE for u in range(5))
        self.frontier: list[int] = [self.priority(self.measure(start)) << PRIORITY_SHIFT | NODES << STEP_BITS]
        self.expanded = 0
        self.won = 0 if start[2] == WON else -1
        self.waiting: dict[int, Parts] = {}
        """What :meth:`measure` said of the nodes sent back to the frontier."""

    def measure(self, state: State) -> Parts:
        """What the value counts (see :data:`Parts`)."""
        cols, cells, found = state
        facts, get = self.facts, self.facts.get
        per_column: list[Facts | None] = []
        disorder = empty = placed = 0
        for col in cols:
            if col:
                f = get(col)
                if f is None:
                    if len(facts) > FACTS_LIMIT:
                        facts.clear()
                    f = facts[col] = column_facts(col)
                disorder += f[0][-1]
                placed += f[2]
                per_column.append(f)
            else:
                empty += 1
                per_column.append(None)
        home = 52
        above = 0
        depths: list[tuple[int, ...]] = [(), (), (), (), (), (), (), ()]
        table = SEPARATOR.join(cols)  # one search for each next card, not one a column
        for s in range(4):
            top = found >> 4 * s & 15
            home -= top
            if top < 13:
                c = s * 13 + top
                if not cells >> c & 1:
                    i = table.find(c)
                    end = table.find(SEPARATOR, i)
                    depth = (len(table) if end < 0 else end) - i - 1
                    above += depth
                    depths[table.count(SEPARATOR, 0, i)] += (depth,)
        return home, disorder, above, cells.bit_count(), empty, placed, per_column, depths

    def priority(self, parts: Parts) -> int:
        home, disorder, above, used, empty, placed = parts[:6]
        sh, sd, sa, stuck, se, sp = self.scaled
        dig = stuck if used == 4 and not empty else sa
        return sh * home + sd * disorder + dig * above + self.cell_cost[used] - se * empty - sp * placed

    def run(self, limits: Limits, quota: int) -> Status:
        """Expand until won, the frontier is empty, ``quota`` expansions of this
        search are done ("paused") or the shared limits are spent."""
        if self.won >= 0:
            return "won"
        frontier, states = self.frontier, self.states
        add = self.tree.add
        push, pop = heapq.heappush, heapq.heappop
        measure, priority = self.measure, self.priority
        waiting = self.waiting
        while frontier:
            if self.expanded >= quota:
                return "paused"
            entry = pop(frontier)
            step = entry & 0x3FFF
            parent = NODES - (entry >> STEP_BITS & NODES)
            if step:
                state = play(states[parent], step)
                node = add(key(state), parent, step)
                if node < 0:
                    continue
                states.append(state)
                if state[2] == WON:
                    self.won = node
                    return "won"
                parts = measure(state)
                exact = priority(parts)
                if frontier and exact > entry >> PRIORITY_SHIFT and exact > frontier[0] >> PRIORITY_SHIFT:
                    push(frontier, exact << PRIORITY_SHIFT | (NODES - node) << STEP_BITS)
                    waiting[node] = parts
                    continue  # the estimate was too kind: wait for its turn
            else:
                node = parent
                state = states[node]
                known = waiting.pop(node, None)
                parts = measure(state) if known is None else known
            if limits.spent():
                return "spent"
            self.expanded += 1
            self._expand(state, node, parts, self._undo(node, state))
        return "exhausted"

    def _undo(self, node: int, state: State) -> int:
        """The step that leads from ``node`` straight back to its parent (0 if
        none does): its child is the parent, seen already, so it is not pushed."""
        step = self.tree.step[node]
        parent = self.tree.parent[node]
        if parent < 0 or self.states[parent][2] != state[2]:
            return 0  # the root, or cards went home: no way back
        src, dst, n = step >> 8, step >> 4 & 15, step & 15
        if src < CELL_SRC:
            if dst < TO_CELL:
                return dst << 8 | src << 4 | n
            return (CELL_SRC + self.states[parent][0][src][-1]) << 8 | src << 4 | 1
        return dst << 8 | TO_CELL << 4 | 1

    def _expand(self, state: State, node: int, parts: Parts, undo: int) -> None:
        """Push every step of ``state`` (but ``undo``) with its child's
        estimated priority: the parent's value, changed by what leaves the
        source and joins the destination (a card the step uncovers that is
        safe counts as home). The value is kept in scaled ints: ``base`` (all
        but the cells and the digging, whose weights depend on the child's
        cells and empty columns) moves by each change times its weight."""
        cols, cells, found = state
        home, disorder, above, used, empty, placed, per_column, depths = parts
        sh, sd, sa, stuck, se, sp = self.scaled
        cell_cost = self.cell_cost
        base = sh * home + sd * disorder - se * empty - sp * placed
        frontier = self.frontier
        heappush = heapq.heappush
        tag = (NODES - node) << STEP_BITS
        for step in steps(state):
            if step == undo:
                continue
            src, dst, n = step >> 8, step >> 4 & 15, step & 15
            v, a, u, e = base, above, used, empty
            if src < CELL_SRC:
                col = cols[src]
                size = len(col)
                prefix, _, run = per_column[src]  # type: ignore[misc]
                rest = size - n
                v += sd * (prefix[rest] - prefix[size])
                if run > rest:
                    v += sp * (min(size, run) - rest)
                if not rest:
                    e += 1
                    v -= se
                else:
                    under = col[rest - 1]
                    if found >> SHIFT[under] & 15 == BELOW[under] and is_safe(under, found):
                        v -= sh  # uncovers a card that goes home at once
                for depth in depths[src]:
                    if n <= depth:
                        a -= n
                rank = RANK[col[rest]]
            else:
                u -= 1
                rank = RANK[src - CELL_SRC]
            if dst < TO_CELL:
                facts = per_column[dst]
                if facts is not None:
                    low = facts[1][-1]
                    if rank > low:
                        v += sd * min(n, rank - low)
                    if facts[2] == len(cols[dst]):
                        v -= sp * n
                    a += n * len(depths[dst])
                else:
                    e -= 1
                    v += se
                    if rank == 13:
                        v -= sp * n
            elif dst == TO_CELL:
                u += 1
            else:
                v -= sh
            v += (stuck if u == 4 and not e else sa) * a + cell_cost[u]
            heappush(frontier, v << PRIORITY_SHIFT | tag | step)

    def solution(self) -> list[tuple[int, bool]]:
        """The steps from the start to the won state (after ``run`` said "won"),
        each with whether safe foundation moves followed it."""
        tree, states = self.tree, self.states
        out: list[tuple[int, bool]] = []
        node = self.won
        while node > 0:
            parent, step = tree.parent[node], tree.step[node]
            gained = home_count(states[node][2]) - home_count(states[parent][2])
            out.append((step, gained > ((step >> 4 & 15) == HOME)))
            node = parent
        out.reverse()
        return out
