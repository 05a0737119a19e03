"""The complete Klondike search's cuts of issue 35: positions taken as one by
:func:`twins.canonical` (docs/solver.md, rule 8), and the chain nodes one search's
expansions share (rule 6). Neither may cut a win."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Hashable

import pytest
from test_klondike_complete import (  # same folder: pytest puts it on the path
    brute_force_winnable,
    random_endgame,
    replay,
)

from paciencia.core import shuffle
from paciencia.core.cards import card_id
from paciencia.core.games.klondike import complete_steps, twins
from paciencia.core.games.klondike import solver as ksolver
from paciencia.core.games.klondike.complete_moves import complete_children
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.core.games.klondike.rules import KlondikeRules
from paciencia.core.games.klondike.search import StockWalker, key_function
from paciencia.core.games.klondike.solver_moves import Child
from paciencia.core.moves import Move
from paciencia.core.search import Budget, Limits

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def c(rank: int, suit: int) -> int:
    return card_id(rank, suit)


def no_turn_reach(rules: KlondikeRules, start: KlondikePosition, goal: KlondikePosition, cap: int = 20000) -> bool:
    """Whether plays that turn no card and leave the talon alone lead from ``start`` to ``goal``."""
    seen = {start}
    todo = deque([start])
    while todo and len(seen) < cap:
        p = todo.popleft()
        if p == goal:
            return True
        for m in rules.legal_moves(p):
            if m.src in ("stock", "waste") or m.dst in ("stock", "waste"):
                continue
            q = rules.apply(p, m).position
            if q.down == p.down and q not in seen:
                seen.add(q)
                todo.append(q)
    return False


def mid_game_positions(rules: KlondikeRules) -> list[KlondikePosition]:
    """Positions a few complete expansions from some deals, where twins are face up together."""
    walker = StockWalker(rules)
    out: list[KlondikePosition] = []
    for n in range(1, 9):
        frontier = [rules.deal(shuffle.shuffled(n))]
        for _ in range(4):
            nxt = [k.position for p in frontier[:6] for k in complete_children(rules, walker, p)]
            out += nxt
            frontier = nxt
    return out


# Column 0 holds the 6 of hearts on the 7 of clubs (face up, over a face-down card); column 1's top
# is the 7 of spades, the twin of the 7 of clubs: the 6 may move there and back.
LATERAL = KlondikePosition(
    ((c(13, DIAMONDS), c(7, CLUBS), c(6, HEARTS)), (c(12, HEARTS), c(8, DIAMONDS), c(7, SPADES)), (), (), (), (), ()),
    (1, 1, 0, 0, 0, 0, 0), (), (), (2, 2, 2, 2), 1,
)


def test_a_run_on_a_twin_moves_to_the_bare_lower_one() -> None:
    q = twins.canonical(LATERAL)
    # The run on the 7 of spades (a higher id than the 7 of clubs) stays: the clubs' 7 holds it already.
    assert q == LATERAL
    swapped = LATERAL._replace(tableau=((c(13, DIAMONDS), c(7, CLUBS)),
                                        (c(12, HEARTS), c(8, DIAMONDS), c(7, SPADES), c(6, HEARTS))) + ((),) * 5)
    assert twins.canonical(swapped) == LATERAL
    rules = KlondikeRules(1, 0)
    assert no_turn_reach(rules, swapped, LATERAL) and no_turn_reach(rules, LATERAL, swapped)


def test_a_card_home_from_over_a_face_up_card_is_taken_home() -> None:
    # The 6 of diamonds fits its foundation (5 home) and lies on the 7 of spades, face up.
    pos = KlondikePosition(((c(13, HEARTS), c(7, SPADES), c(6, DIAMONDS)),) + ((),) * 6, (1, 0, 0, 0, 0, 0, 0),
                           (), (), (13, 5, 13, 6), 1)
    q = twins.canonical(pos)
    assert q.tableau[0] == (c(13, HEARTS), c(7, SPADES)) and q.foundations == (13, 6, 13, 6)
    # Over a face-down card it stays: the play would turn the King, and is not undone.
    bare = pos._replace(tableau=((c(13, HEARTS), c(6, DIAMONDS)),) + ((),) * 6)
    assert twins.canonical(bare) == bare


@pytest.mark.parametrize("draw", [1, 3])
def test_the_canonical_form_and_the_position_reach_each_other(draw: int) -> None:
    """Rule 8's premise: :func:`twins.canonical` plays only moves that turn no card and can be undone."""
    rules = KlondikeRules(draw, 0)
    changed = 0
    for p in mid_game_positions(rules):
        q = twins.canonical(p)
        if q == p:
            continue
        changed += 1
        assert sorted(q.tableau[i][:q.down[i]] for i in range(7)) == sorted(p.tableau[i][:p.down[i]]
                                                                           for i in range(7))
        assert no_turn_reach(rules, p, q) and no_turn_reach(rules, q, p), rules.format_position(p)
        if changed >= 40:
            break
    assert changed >= 10


def complete_verdict(rules: KlondikeRules, pos: KlondikePosition) -> list[Move] | None:
    """The complete search alone, as :func:`ksolver.solve` runs it (rule 8, shared chain nodes), to
    its end: the moves of a win, or None when it searched the position out."""
    root, first = ksolver._prelude(rules, pos, complete=True)
    if rules.is_won(root):
        return first
    walker = StockWalker(rules)
    met: set[Hashable] = set()

    def gen(rules: KlondikeRules, walker: StockWalker, p: KlondikePosition) -> list[Child]:
        return complete_children(rules, walker, p, None, met)
    run = ksolver._Run(rules, walker, root, first, gen, twins=True)
    got = run.run(Limits(Budget(positions=50000)), 1 << 40)
    assert got in ("won", "exhausted")
    return run.path() if got == "won" else None


@pytest.mark.parametrize(("draw", "passes", "seed"), [(1, 0, 11), (3, 0, 12), (1, 1, 13), (3, 2, 14)])
def test_endgames_with_twins_agree_with_an_unpruned_search(draw: int, passes: int, seed: int,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Endgames where twins meet face up: every verdict of the complete search (rule 8 used, as
    counted) is the unpruned search's, and its wins replay."""
    merged = [0]
    plain = twins.canonical

    def counted(p: KlondikePosition) -> KlondikePosition:
        q = plain(p)
        merged[0] += q is not p
        return q
    monkeypatch.setattr(ksolver, "canonical", counted)
    rules = KlondikeRules(draw, passes)
    rng = random.Random(seed)
    verdicts = {True: 0, False: 0}
    for _ in range(20):
        pos = random_endgame(rng, rng.choice([(6, 9), (7, 10)]), 0.25, rng.choice([3, 4]), drawn=True)
        truth = brute_force_winnable(rules, pos, cap=3000)
        if truth is None:
            continue
        moves = complete_verdict(rules, pos)
        assert (moves is not None) == truth, rules.format_position(pos)
        if moves is not None:
            assert rules.is_won(replay(rules, pos, moves))
        verdicts[truth] += 1
    assert verdicts[True] >= 3 and verdicts[False] >= 1
    assert merged[0] > 0


@pytest.mark.parametrize("draw", [1, 3])
def test_chain_nodes_an_earlier_expansion_met_hold_only_its_children(draw: int) -> None:
    """With one ``met`` set for a search's expansions, a later expansion leaves out only children
    whose keys an earlier one generated (rule 6: they are in the search's table already)."""
    rules = KlondikeRules(draw, 0)
    walker = StockWalker(rules)
    key = key_function(rules)
    left_out = 0
    for n in (1, 2, 4, 7):
        root = rules.deal(shuffle.shuffled(n))
        met: set[Hashable] = set()
        known = {key(k.position) for k in complete_children(rules, walker, root, None, met)}
        for kid in complete_children(rules, walker, root)[:8]:
            shared = {key(k.position) for k in complete_children(rules, walker, kid.position, None, met)}
            alone = {key(k.position) for k in complete_children(rules, walker, kid.position)}
            assert alone <= shared | known
            known |= shared
            left_out += len(alone - shared)
    assert left_out > 0 or draw == 3  # draw 3's chains meet less: their nodes are whole positions


def test_a_lateral_move_is_not_undone_by_its_use() -> None:
    """After a run left the 7 of clubs for the 7 of spades, the uses of the 7 of clubs lay the 6 of
    diamonds on it, not the 6 of hearts back (no shortest solution undoes a move: rule 6)."""
    rules = KlondikeRules(1, 0)
    walker = StockWalker(rules)
    after = KlondikePosition(
        ((c(13, DIAMONDS), c(7, CLUBS)), (c(12, HEARTS), c(8, DIAMONDS), c(7, SPADES), c(6, HEARTS)),
         (c(13, CLUBS), c(6, DIAMONDS))) + ((),) * 4,
        (1, 1, 1, 0, 0, 0, 0), (), (), (2, 2, 2, 2), 1,
    )
    uses = complete_steps.uses(rules, walker, after, (0, -1, 0, -1), True)
    laid = [q.tableau[0][-1] for _m, q, _w, _o in uses if len(q.tableau[0]) == 3]
    assert laid == [c(6, DIAMONDS)]
    # Any other wait on that column (a talon card laid there, say) may take the 6 of hearts.
    uses = complete_steps.uses(rules, walker, after, (0, -1, -1, -1), True)
    assert sorted(q.tableau[0][-1] for _m, q, _w, _o in uses) == sorted([c(6, DIAMONDS), c(6, HEARTS)])
