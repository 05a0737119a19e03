"""The search behind the FreeCell solver (V-3): one best-first search.

Everything about the game goes through the rules object: ``search_moves``
for the moves, ``apply_unchecked`` to play them, ``key`` for the canonical
transposition key (columns and cells sorted), ``is_won``. This module adds
only what a search needs on top: the heuristic, the order of the frontier
and the chain of safe foundation moves played after every move.

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
"""

from __future__ import annotations

import heapq
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ....solvers.base import Limits
from ...cards import RANK, RED, SUIT
from ...moves import Move
from ...rules.common import safe_to_foundation
from .position import (
    CELL_TO_FOUNDATION,
    COLUMN_TO_FOUNDATION,
    EMPTY,
    FreeCellPosition,
)

if TYPE_CHECKING:
    from .rules import FreeCellRules

Status = Literal["won", "exhausted", "paused", "spent"]

WON_FOUNDATIONS = (13, 13, 13, 13)


@dataclass(frozen=True, slots=True)
class Weights:
    """Heuristic weights (lower score = expanded first).

    ``home``: per card not on a foundation; ``disorder``: per column card
    resting above a lower rank somewhere beneath it (it must move before that
    card can go home); ``breaks``: per pair of neighbours in a column that do
    not build (rank − 1, other colour); ``above_next``: per card above the next
    card each foundation needs; ``cell``: per occupied free cell; ``empty``:
    per empty column (a bonus); ``depth``: per move from the start (0 = pure
    greedy, larger = shorter solutions but a wider search).
    """

    home: float = 4.0
    disorder: float = 3.0
    breaks: float = 0.0
    above_next: float = 1.0
    cell: float = 1.0
    empty: float = 2.0
    depth: float = 0.0


def play_safe(rules: FreeCellRules, pos: FreeCellPosition, out: list[Move]) -> FreeCellPosition:
    """Play safe foundation moves (see the module docstring) until none is left,
    appending them to ``out``; return the position reached."""
    while True:
        cols, cells, found = pos
        move = None
        for i in range(8):
            col = cols[i]
            # The inline test is the cheap "fits" half of safe_to_foundation.
            if col and found[SUIT[col[-1]]] + 1 == RANK[col[-1]] and safe_to_foundation(col[-1], found):
                move = COLUMN_TO_FOUNDATION[i][SUIT[col[-1]]]
                break
        else:
            for k in range(4):
                c = cells[k]
                if c != EMPTY and found[SUIT[c]] + 1 == RANK[c] and safe_to_foundation(c, found):
                    move = CELL_TO_FOUNDATION[k][SUIT[c]]
                    break
        if move is None:
            return pos
        out.append(move)
        pos = rules.apply_unchecked(pos, move).position


ColumnFeatures = tuple[int, int, tuple[int, ...], tuple[int, ...]]


def column_features(col: tuple[int, ...]) -> ColumnFeatures:
    """(disorder, breaks, lowest rank per suit, cards above that lowest card per suit)."""
    disorder = breaks = 0
    low = 99
    lowest = [99, 99, 99, 99]
    above = [0, 0, 0, 0]
    n = len(col)
    prev = -1
    for i, c in enumerate(col):
        r = RANK[c]
        if r > low:
            disorder += 1
        else:
            low = r
        if prev >= 0 and not (RANK[prev] == r + 1 and RED[prev] != RED[c]):
            breaks += 1
        s = SUIT[c]
        if r < lowest[s]:
            lowest[s] = r
            above[s] = n - 1 - i
        prev = c
    return disorder, breaks, tuple(lowest), tuple(above)


class BestFirst:
    """A resumable best-first search from one position with one set of weights.

    The frontier is a heap on (score, last pushed first); ties go to the most
    recent position, which makes the search dive like a depth-first one while
    the score stays flat. Each position is pushed once per canonical key.
    """

    def __init__(
        self,
        rules: FreeCellRules,
        start: FreeCellPosition,
        weights: Weights,
        cache: dict[tuple[int, ...], ColumnFeatures] | None = None,
    ) -> None:
        self.rules = rules
        self.weights = weights
        self.cache: dict[tuple[int, ...], ColumnFeatures] = {} if cache is None else cache
        first: list[Move] = []
        pos = play_safe(rules, start, first)
        key = rules.key(pos)
        # key -> (parent key, moves from the parent's position to this one)
        self.parent: dict[Hashable, tuple[Hashable | None, tuple[Move, ...]]] = {key: (None, tuple(first))}
        self.frontier: list[tuple[float, int, int, FreeCellPosition, Hashable]] = [(0.0, 0, 0, pos, key)]
        self.counter = 0
        self.expanded = 0
        self.won_key: Hashable | None = key if rules.is_won(pos) else None

    def score(self, pos: FreeCellPosition, depth: int) -> float:
        w = self.weights
        cache = self.cache
        cols, cells, found = pos
        disorder = breaks = empty = 0
        best = [99, 99, 99, 99]
        above = [0, 0, 0, 0]
        for col in cols:
            if not col:
                empty += 1
                continue
            f = cache.get(col)
            if f is None:
                f = cache[col] = column_features(col)
            disorder += f[0]
            breaks += f[1]
            lowest, over = f[2], f[3]
            for s in range(4):
                if lowest[s] < best[s]:
                    best[s] = lowest[s]
                    above[s] = over[s]
        used = 4 - cells.count(EMPTY)
        home = 52 - found[0] - found[1] - found[2] - found[3]
        return (
            w.home * home
            + w.disorder * disorder
            + w.breaks * breaks
            + w.above_next * (above[0] + above[1] + above[2] + above[3])
            + w.cell * used
            - w.empty * empty
            + w.depth * depth
        )

    def run(self, limits: Limits, quota: int) -> Status:
        """Expand until won, the frontier is empty, ``quota`` expansions of this
        search are done ("paused") or the shared limits are spent."""
        if self.won_key is not None:
            return "won"
        rules = self.rules
        parent = self.parent
        frontier = self.frontier
        push, pop = heapq.heappush, heapq.heappop
        score = self.score
        if len(self.cache) > 400_000:
            self.cache.clear()
        while frontier:
            if self.expanded >= quota:
                return "paused"
            if limits.spent():
                return "spent"
            self.expanded += 1
            _, _, depth, pos, key = pop(frontier)
            depth += 1
            for move in rules.search_moves(pos):
                if move.src[0] == "f":
                    continue  # take-backs are never searched (module docstring)
                moves = [move]
                child = play_safe(rules, rules.apply_unchecked(pos, move).position, moves)
                ckey = rules.key(child)
                if ckey in parent:
                    continue
                parent[ckey] = (key, tuple(moves))
                if child.foundations == WON_FOUNDATIONS:
                    self.won_key = ckey
                    return "won"
                self.counter -= 1
                push(frontier, (score(child, depth), self.counter, depth, child, ckey))
        return "exhausted"

    def solution(self) -> list[Move]:
        """The moves from the start position to the won one (after ``run`` said "won")."""
        steps: list[tuple[Move, ...]] = []
        key = self.won_key
        while key is not None:
            key, moves = self.parent[key]
            steps.append(moves)
        return [m for moves in reversed(steps) for m in moves]


def shortcut(rules: FreeCellRules, start: FreeCellPosition, moves: list[Move]) -> list[Move]:
    """Trim a solution: wherever one move from a position on the path reaches
    (exactly, same piles) a later position of the path, jump there."""
    path = [start]
    for m in moves:
        path.append(rules.apply_unchecked(path[-1], m).position)
    last = {p: i for i, p in enumerate(path)}
    out: list[Move] = []
    i = 0
    while i < len(moves):
        i = last[path[i]]  # a later return to this very position: skip the loop
        if i >= len(moves):
            break
        here = path[i]
        best_j, best_m = i + 1, moves[i]
        for m in rules.legal_moves(here):
            if m.src[0] == "f":
                continue
            j = last.get(rules.apply_unchecked(here, m).position, -1)
            if j > best_j:
                best_j, best_m = j, m
        out.append(best_m)
        i = best_j
    return out
