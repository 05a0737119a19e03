"""FreeCell solver (V-3): one expansion of the search pushes every step of the
move generator once (the plain cell moves behind one deferred entry valued no
higher than any of them), so the fused expansion prunes nothing."""

from __future__ import annotations

import random

import pytest

from paciencia.core.games.freecell import compact
from paciencia.core.games.freecell.expand import DEFERRED, PRIORITY_SHIFT, push_children, push_deferred
from paciencia.core.games.freecell.help import safe_moves
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.games.freecell.search import BestFirst
from paciencia.core.games.freecell.solver import PORTFOLIO
from paciencia.core.shuffle import microsoft_deal

RULES = FreeCellRules()
STEP = (1 << 14) - 1


def settled(pos: FreeCellPosition) -> FreeCellPosition:
    for move in safe_moves(RULES, pos):
        pos = RULES.apply(pos, move).position
    return pos


@pytest.mark.parametrize("number", [1, 7, 31, 617])
def test_an_expansion_pushes_every_step_once(number: int) -> None:
    rng = random.Random(number)
    pos = settled(RULES.deal(microsoft_deal(number)))
    deferrals = 0
    for _ in range(60):
        state = compact.from_position(pos)
        for weights in PORTFOLIO[:2]:
            search = BestFirst(state, weights, {})
            parts = search.measure(state)
            every = compact.steps(state)
            for undo in [0, *rng.sample(every, min(3, len(every)))]:
                frontier: list[int] = []
                push_children(frontier, state, parts, undo, 5 << 14, search.scaled, search.cell_cost)
                pushed = [e & STEP for e in frontier]
                deferred = [e >> PRIORITY_SHIFT for e in frontier if e & STEP == DEFERRED]
                assert len(deferred) <= 1
                if deferred:
                    later: list[int] = []
                    push_deferred(later, state, parts, undo, 5 << 14, search.scaled, search.cell_cost)
                    assert later or undo, "a deferred entry stands for at least one move"
                    deferrals += 1
                    assert all(e >> PRIORITY_SHIFT >= deferred[0] for e in later)
                    assert all(e >> 14 & 0xFF == 5 for e in later)
                    pushed = [s for s in pushed if s != DEFERRED] + [e & STEP for e in later]
                assert sorted(pushed) == sorted(s for s in every if s != undo)
        moves = [m for m in RULES.legal_moves(pos) if not m.src.startswith("f")]
        if not moves:
            break
        pos = settled(RULES.apply(pos, rng.choice(moves)).position)
    assert deferrals
