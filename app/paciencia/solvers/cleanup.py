"""Solutions a player can follow (B-2): a solver's path without its detours.

A search finds *a* way to win, often with moves that a person would never make:
a card moved and moved straight back, a position left and come back to, a card
parked in a free cell and taken back for nothing. :func:`clean_solution` takes
them out, for any game, using nothing but the rules:

1. **Loops.** Where the path comes back to a position it was already in, the
   moves between the two visits are cut (a move undone by the next one is the
   shortest loop).
2. **Needless moves.** Each move in turn is tried without it, and with its
   partner (the next move that takes cards from where it put them: a card
   parked and taken back); the shortened path is kept when every move that
   follows is still legal and it still wins.

Every candidate is replayed through ``rules.apply``, so the answer is always a
winning path from the same start, never longer than the one given. The work is
bounded (:data:`BUDGET` seconds); what is left undone is the original path.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TypeVar

from ..core.moves import IllegalMove, Move
from ..core.rules.base import Rules

P = TypeVar("P")

BUDGET = 2.0
"""Seconds the clean-up may take at most; it stops with the best path found by then."""


def replay(rules: Rules[P], start: P, moves: Sequence[Move]) -> list[P] | None:
    """The positions along ``moves`` (the start first), or None if a move is illegal."""
    positions = [start]
    pos = start
    try:
        for move in moves:
            pos = rules.apply(pos, move).position
            positions.append(pos)
    except IllegalMove:
        return None
    return positions


def wins(rules: Rules[P], start: P, moves: Sequence[Move]) -> bool:
    positions = replay(rules, start, moves)
    return positions is not None and bool(rules.is_won(positions[-1]))


def cut_loops(rules: Rules[P], start: P, moves: Sequence[Move]) -> list[Move]:
    """Step 1: the path with every return to an earlier position cut out."""
    positions = replay(rules, start, moves)
    if positions is None:
        return list(moves)
    out: list[Move] = []
    seen: dict[P, int] = {positions[0]: 0}  # position -> its index in ``out`` (moves played so far)
    for move, after in zip(moves, positions[1:], strict=True):
        if after in seen:
            del out[seen[after]:]  # back where the path already was: forget the detour
            seen = {p: i for p, i in seen.items() if i <= len(out)}
            continue
        out.append(move)
        seen[after] = len(out)
    return out


def clean_solution(rules: Rules[P], start: P, moves: Sequence[Move], budget: float = BUDGET) -> list[Move]:
    """A winning path from ``start`` as short as the two steps above make it."""
    if not wins(rules, start, moves):
        return list(moves)  # not a solution: nothing to clean safely
    deadline = time.perf_counter() + budget
    best = cut_loops(rules, start, moves)
    changed = True
    while changed and time.perf_counter() < deadline:
        changed = False
        positions = replay(rules, start, best)
        assert positions is not None
        i = 0
        while i < len(best) and time.perf_counter() < deadline:
            tail = _without(rules, positions[i], best[i:])
            if tail is not None:
                best = cut_loops(rules, start, best[:i] + tail)
                positions = replay(rules, start, best)
                assert positions is not None
                changed = True
                continue  # the move now at ``i`` gets its turn
            i += 1
    return best


def _without(rules: Rules[P], here: P, tail: list[Move]) -> list[Move] | None:
    """``tail`` (played from ``here``) without its first move, alone or with the move that
    takes back what it put down, if that still wins; else None."""
    alone = tail[1:]
    if wins(rules, here, alone):
        return alone
    move = tail[0]
    for j in range(1, len(tail)):
        if tail[j].src == move.dst:
            pair = tail[1:j] + tail[j + 1:]
            return pair if wins(rules, here, pair) else None
    return None
