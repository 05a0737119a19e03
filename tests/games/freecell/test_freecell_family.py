"""The games of FreeCell's family on one code (issue 34: F, BG, EO): for each, the searches'
generators list exactly the board's moves, the board accepts exactly the moves it lists, the
solver's steps reach what the rules reach, one expansion pushes every step once, and the
notation reads back what it writes."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paciencia.core.games.bakersgame.rules import BakersGameRules
from paciencia.core.games.eightoff.rules import EightOffRules
from paciencia.core.games.freecell import compact
from paciencia.core.games.freecell.expand import DEFERRED, PRIORITY_SHIFT, push_children, push_deferred
from paciencia.core.games.freecell.fast_moves import fast_moves
from paciencia.core.games.freecell.help import safe_moves
from paciencia.core.games.freecell.position import FreeCellPosition
from paciencia.core.games.freecell.rules import FreeCellRules
from paciencia.core.games.freecell.search import BestFirst
from paciencia.core.games.freecell.solver import PORTFOLIO
from paciencia.core.moves import Move
from paciencia.core.shuffle import microsoft_deal, shuffled

FAMILY = [FreeCellRules(), BakersGameRules(), EightOffRules(), EightOffRules(takeback=True)]
IDS = ["freecell", "bakersgame", "eightoff", "eightoff-takeback"]
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
STEP = (1 << 14) - 1


def deal(rules: FreeCellRules, number: int) -> FreeCellPosition:
    order = shuffled(number) if rules.game_id == "eightoff" else microsoft_deal(number)
    return rules.deal(order)


def settled(rules: FreeCellRules, pos: FreeCellPosition) -> FreeCellPosition:
    for move in safe_moves(rules, pos):
        pos = rules.apply(pos, move).position
    return pos


@SETTINGS
@given(which=st.integers(0, len(FAMILY) - 1), number=st.integers(1, 32000),
       picks=st.lists(st.integers(0, 10**6), max_size=100))
def test_the_searches_generator_lists_the_boards_moves_in_its_order(which, number, picks):
    rules = FAMILY[which]
    pos = deal(rules, number)
    for pick in picks:
        moves = rules.legal_moves(pos)
        assert fast_moves(pos, rules.sources(pos), rules.takeback, rules.variant) == moves
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[pick % len(moves)]).position


@pytest.mark.parametrize("rules", FAMILY, ids=IDS)
def test_legal_moves_are_exactly_the_moves_why_illegal_accepts(rules):
    piles = [f"t{i}" for i in range(9)] + [f"c{i}" for i in range(9)] + [f"f{i}" for i in range(4)]
    pos = deal(rules, 617)
    for i in range(12):
        accepted = {
            Move(a, b, n) for a in piles for b in piles for n in range(1, 14)
            if rules.why_illegal(pos, Move(a, b, n)) is None
        }
        moves = rules.legal_moves(pos)
        assert accepted == set(moves)
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[(i * 7919) % len(moves)]).position


@pytest.mark.parametrize("rules", FAMILY[:3], ids=IDS[:3])
@pytest.mark.parametrize("number", [1, 31])
def test_compact_steps_reach_what_the_rules_reach(rules, number):
    """V-3 for the family: the solver's steps reach exactly the positions the rules' search
    moves reach after the safe foundation moves, and each is a legal move that lands there."""
    fam = compact.family(rules.variant)
    rng = random.Random(number)
    pos = settled(rules, deal(rules, number))
    for _ in range(50):
        state = compact.from_position(pos)
        steps = compact.steps(state, fam)
        mine = {compact.key(compact.play(state, step, fam.floor)) for step in steps}
        theirs = {
            compact.key(compact.from_position(settled(rules, rules.apply_unchecked(pos, m).position)))
            for m in rules.search_moves(pos) if not m.src.startswith("f")
        }
        assert mine == theirs
        for step in steps:
            move = compact.to_move(pos.columns, pos.cells, step)
            assert rules.why_illegal(pos, move) is None
        moves = [m for m in rules.legal_moves(pos) if not m.src.startswith("f")]
        if not moves:
            break
        pos = settled(rules, rules.apply(pos, rng.choice(moves)).position)


@pytest.mark.parametrize("rules", FAMILY[1:3], ids=IDS[1:3])
def test_an_expansion_pushes_every_step_once(rules):
    fam = compact.family(rules.variant)
    rng = random.Random(7)
    pos = settled(rules, deal(rules, 7))
    for _ in range(50):
        state = compact.from_position(pos)
        search = BestFirst(state, PORTFOLIO[0], {}, None, fam)
        parts = search.measure(state)
        every = compact.steps(state, fam)
        for undo in [0, *rng.sample(every, min(3, len(every)))]:
            frontier: list[int] = []
            push_children(frontier, state, parts, undo, 5 << 14, search.scaled, search.cell_cost, fam)
            pushed = [e & STEP for e in frontier]
            if DEFERRED in pushed:
                later: list[int] = []
                push_deferred(later, state, parts, undo, 5 << 14, search.scaled, search.cell_cost, fam)
                deferred = [e >> PRIORITY_SHIFT for e in frontier if e & STEP == DEFERRED]
                assert all(e >> PRIORITY_SHIFT >= deferred[0] for e in later)
                pushed = [s for s in pushed if s != DEFERRED] + [e & STEP for e in later]
            assert sorted(pushed) == sorted(s for s in every if s != undo)
        moves = [m for m in rules.legal_moves(pos) if not m.src.startswith("f")]
        if not moves:
            break
        pos = settled(rules, rules.apply(pos, rng.choice(moves)).position)


@SETTINGS
@given(which=st.integers(0, len(FAMILY) - 1), number=st.integers(1, 32000),
       picks=st.lists(st.integers(0, 10**6), max_size=50))
def test_notation_round_trips_and_undo_restores_exactly(which, number, picks):
    rules = FAMILY[which]
    pos = deal(rules, number)
    history = [pos]
    for pick in picks:
        moves = rules.legal_moves(pos)
        if not moves:
            break
        for m in moves:
            assert rules.parse_move(pos, rules.format_move(pos, m)) == m
        pos = rules.apply(pos, moves[pick % len(moves)]).position
        assert rules.parse_position(rules.format_position(pos)) == pos
        history.append(pos)
    assert sorted(rules.cards(pos)) == list(range(52))
    assert history[0] == deal(rules, number)  # positions are values: going back is exact
