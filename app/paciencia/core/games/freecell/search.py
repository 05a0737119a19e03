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
    costs about a third of what valuing every child would. One expansion
    (:mod:`.expand`) generates and estimates the steps in one pass; the
    plain cell moves (a top card over none of the foundations' next cards)
    wait behind one entry valued no higher than the best of them, and are
    estimated only if that entry comes out (about one node in sixteen).

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

from ...cards import RANK
from ...search import Limits, SearchTree, Status
from .compact import (
    CELL_SRC,
    FREECELL,
    HOME,
    SEPARATOR,
    TO_CELL,
    WON,
    Family,
    State,
    home_count,
    key,
    play,
)
from .expand import DEFERRED, PRIORITY_SHIFT, Facts, Parts, Scaled, push_children, push_deferred
from .position import PARENTS

NODES: Final = (1 << 36) - 1
STEP_BITS: Final = 14
TAG_MASK: Final = NODES << STEP_BITS
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


NO_FACTS: Final[Facts] = ((0,), (99,), 0, 0, 0)
"""The facts of an empty column."""


def column_facts(facts: dict[bytes, Facts], col: bytes,
                 parents: tuple[tuple[int, ...], ...] = PARENTS) -> Facts:
    """The facts of ``col``, worked out from those of its longest known
    prefix and remembered with those of every prefix on the way: a column is
    mostly one it was a move ago plus the cards that move put there, and then
    the one a later move leaves behind is known already. ``parents``: the
    family's build (FreeCell's alternating one by default)."""
    k = len(col)
    f = facts[b""] = NO_FACTS
    while k:
        k -= 1
        known = facts.get(col[:k])
        if known is not None:
            f = known
            break
    disorder, lowest, placed, d, top_run = f
    low = lowest[-1]
    for i in range(k, len(col)):
        c = col[i]
        r = RANK[c]
        if r > low:
            d += 1
        else:
            low = r
        if placed == i and (col[i - 1] in parents[c] if i else r == 13):
            placed += 1
        top_run = top_run + 1 if i and col[i - 1] in parents[c] else 1
        disorder += (d,)
        lowest += (low,)
        f = facts[col[: i + 1]] = disorder, lowest, placed, d, top_run
    return f


class BestFirst:
    """A resumable best-first search from one state with one set of weights
    (see the module docstring). ``facts`` is a column cache the searches of
    one solve share, and so may ``seen`` (see :class:`SearchTree`); ``fam`` is the
    game of the family searched (FreeCell's by default)."""

    def __init__(self, start: State, weights: Weights, facts: dict[bytes, Facts],
                 seen: dict[Hashable, int] | None = None, fam: Family = FREECELL) -> None:
        self.weights = weights
        self.facts = facts
        self.fam = fam
        self.tree: SearchTree[int] = SearchTree(key(start), 0, seen)
        self.states: list[State] = [start]
        w = weights
        # The value, scaled to an int priority: (v + OFFSET) * SCALE, each
        # weight rounded to a multiple of 1 / SCALE so the sums stay ints.
        def scale(x: float) -> int:
            return round(x * SCALE)

        self.scaled: Scaled = (scale(w.home), scale(w.disorder), scale(w.above), scale(w.above * w.stuck),
                               scale(w.empty), scale(w.placed))
        self.cell_cost = tuple(
            round((w.cell * u + w.crowd * u * u) * SCALE) + OFFSET * SCALE for u in range(fam.cells + 1)
        )
        self.frontier: list[int] = [self.priority(self.measure(start)) << PRIORITY_SHIFT | NODES << STEP_BITS]
        self.expanded = 0
        self.won = 0 if start[2] == WON else -1
        self.waiting: dict[int, Parts] = {}
        """What :meth:`measure` said of the nodes sent back to the frontier."""

    def measure(self, state: State) -> Parts:
        """What the value counts (see :data:`Parts`)."""
        cols, cells, found = state
        facts = self.facts
        get = facts.get
        per_column: list[Facts] = []
        disorder = placed = 0
        for col in cols:
            f = get(col)
            if f is None:
                if len(facts) > FACTS_LIMIT:
                    facts.clear()
                f = column_facts(facts, col, self.fam.parents)
            disorder += f[3]
            placed += f[2]
            per_column.append(f)
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
        return (home, disorder, above, cells.bit_count(), cols.count(b""), placed,
                per_column, depths)

    def priority(self, parts: Parts) -> int:
        home, disorder, above, used, empty, placed = parts[:6]
        sh, sd, sa, stuck, se, sp = self.scaled
        dig = stuck if used == self.fam.cells and not empty else sa
        return sh * home + sd * disorder + dig * above + self.cell_cost[used] - se * empty - sp * placed

    def run(self, limits: Limits, quota: int) -> Status:
        """Expand until won, the frontier is empty, ``quota`` expansions of this
        search are done ("paused") or the shared limits are spent."""
        if self.won >= 0:
            return "won"
        frontier, states = self.frontier, self.states
        seen, parents, steps = self.tree.seen, self.tree.parent, self.tree.step
        push, pop, spent = heapq.heappush, heapq.heappop, limits.spent
        measure, waiting = self.measure, self.waiting
        scaled, cell_cost = self.scaled, self.cell_cost
        sh, sd, sa, stuck, se, sp = scaled
        fam = self.fam
        floor, n_cells = fam.floor, fam.cells
        expanded = self.expanded
        status: Status = "exhausted"
        while frontier:
            if expanded >= quota:
                status = "paused"
                break
            entry = pop(frontier)
            step = entry & 0x3FFF
            parent = NODES - (entry >> STEP_BITS & NODES)
            if step == DEFERRED:  # the plain cell moves of a node expanded before
                state = states[parent]
                push_deferred(frontier, state, measure(state), self._undo(parent, state),
                              entry & TAG_MASK, scaled, cell_cost, fam)
                continue
            if step:
                state = play(states[parent], step, floor)
                k = key(state)
                if k in seen:  # SearchTree.add, inline: this is the hot loop
                    continue
                node = seen[k] = len(parents)
                parents.append(parent)
                steps.append(step)
                states.append(state)
                if state[2] == WON:
                    self.won = node
                    status = "won"
                    break
                parts = measure(state)
                home, disorder, above, used, empty, placed = parts[:6]
                exact = (sh * home + sd * disorder + (stuck if used == n_cells and not empty else sa) * above
                         + cell_cost[used] - se * empty - sp * placed)
                if frontier and exact > entry >> PRIORITY_SHIFT and exact > frontier[0] >> PRIORITY_SHIFT:
                    push(frontier, exact << PRIORITY_SHIFT | (NODES - node) << STEP_BITS)
                    waiting[node] = parts
                    continue  # the estimate was too kind: wait for its turn
            else:
                node = parent
                state = states[node]
                known = waiting.pop(node, None)
                parts = measure(state) if known is None else known
            if spent():
                status = "spent"
                break
            expanded += 1
            push_children(frontier, state, parts, self._undo(node, state), (NODES - node) << STEP_BITS,
                          scaled, cell_cost, fam)
        self.expanded = expanded
        return status

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
