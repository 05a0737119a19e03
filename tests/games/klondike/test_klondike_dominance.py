"""The talon dominance of the Klondike searches (K-14, V-1, issue 16): a position is skipped only
when one kept reaches its talon state by draws and recycles (or the same one with fewer passes)."""

from __future__ import annotations

import random

import pytest
from test_klondike_complete import (  # same folder: pytest puts it on the path
    brute_force_winnable,
    random_endgame,
    replay,
)

from paciencia.core.cards import card_id
from paciencia.core.games.klondike import solver as ksolver
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.games.klondike.search import dominance_function, key_function
from paciencia.core.search import Budget

# Two columns hold what is not in the talon; only the talon state changes below.
TABLEAU = ((card_id(13, 0),), (card_id(13, 1),), (), (), (), (), ())


def talon_position(talon: tuple[int, ...], waste: int, pass_no: int) -> KlondikePosition:
    """``talon`` in drawing order (the order is invariant), the first ``waste`` of it drawn."""
    return KlondikePosition(TABLEAU, (0,) * 7, talon[waste:][::-1], talon[:waste], (0, 0, 0, 0), pass_no)


def reachable(rules: KlondikeRules, pos: KlondikePosition) -> set[tuple[int, int]]:
    """Every ``(pass, waste length)`` that draws and recycles lead to from ``pos`` (the rules' own moves)."""
    seen = {(pos.pass_no, len(pos.waste))}
    todo = [pos]
    while todo:
        p = todo.pop()
        for m in rules.legal_moves(p):
            if m.src == "stock" or m.dst == "stock":
                q = rules.apply(p, m).position
                if (q.pass_no, len(q.waste)) not in seen:
                    seen.add((q.pass_no, len(q.waste)))
                    todo.append(q)
    return seen


@pytest.mark.parametrize(("draw", "passes"), [(3, 3), (3, 2), (3, 1), (1, 2), (1, 1)])
@pytest.mark.parametrize("n", [0, 1, 5, 7, 9])
def test_a_state_is_covered_exactly_when_draws_and_recycles_reach_it(draw: int, passes: int, n: int) -> None:
    """A covers B iff A reaches B's waste length, on B's pass or an earlier one: then A can do all B does."""
    rules = KlondikeRules(draw, passes)
    dominance = dominance_function(rules)
    talon = tuple(card_id(r, 2) for r in range(1, n + 1))
    states = [(p, w) for p in range(1, passes + 1) for w in range(n + 1)]
    for pa, wa in states:
        a = talon_position(talon, wa, pa)
        reach = reachable(rules, a)
        covered = dominance(a)[1]
        for pb, wb in states:
            state = dominance(talon_position(talon, wb, pb))[0]
            expected = any(w == wb and p <= pb for p, w in reach)
            assert bool(covered & state) == expected, (pa, wa, pb, wb)


def test_with_a_pass_limit_the_key_leaves_the_talon_state_to_the_dominance() -> None:
    rules = KlondikeRules(3, 3)
    talon = tuple(card_id(r, 2) for r in range(1, 8))
    key = key_function(rules)
    assert key(talon_position(talon, 0, 1)) == key(talon_position(talon, 4, 3))


@pytest.mark.parametrize("passes", [2, 3])
def test_the_complete_search_with_the_dominance_agrees_with_an_unpruned_search(passes: int) -> None:
    """solve() prunes only by the dominance (and sound rules): its "unsolvable" must be the truth."""
    rules = KlondikeRules(3, passes)
    rng = random.Random(1603 + passes)
    compared = lost = 0
    for _ in range(80):
        pos = random_endgame(rng, (9, 12), 0.7, 2, drawn=True, pass_no=(1, passes))
        truth = brute_force_winnable(rules, pos, cap=2000)
        if truth is None:
            continue
        compared += 1
        lost += not truth
        res = ksolver.solve(rules, pos, Budget(positions=20000))
        assert res.verdict != "unknown"
        assert (res.verdict == "solved") == truth, rules.format_position(pos)
        if truth:
            assert rules.is_won(replay(rules, pos, res.moves))
    assert compared >= 10 and lost >= 2


@pytest.mark.parametrize("draw", [1, 3])
def test_a_position_past_its_pass_limit_is_still_searched_once(draw: int) -> None:
    """A saved game played on after its pass limit was lowered: its own state counts as seen."""
    rules = KlondikeRules(draw, 2)
    state, covered = dominance_function(rules)(talon_position(tuple(card_id(r, 2) for r in range(1, 8)), 2, 3))
    assert covered & state
