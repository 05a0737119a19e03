"""Spiderette's solver and hint (SE-6, V-4): Spider's searches on seven columns and a short last
deal, served through the registry as the app and the command line ask for them."""

from __future__ import annotations

import random

import pytest

from paciencia.core.games.spider import compact
from paciencia.core.games.spider.lookahead import search_hint
from paciencia.core.games.spider.position import DEAL, SpiderPosition
from paciencia.core.games.spider.search import meaningful_moves
from paciencia.core.games.spiderette.info import INFO
from paciencia.core.games.spiderette.rules import SpideretteRules
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.registry import solver_for

RULES = {s: SpideretteRules(s) for s in (1, 2, 4)}
ROOMY = Budget(positions=60_000, seconds=60)


def dealt(suits: int, number: int) -> SpiderPosition:
    rules = RULES[suits]
    return rules.deal(rules.deal_order(number))


def replay(rules: SpideretteRules, pos: SpiderPosition, moves: list[Move]) -> SpiderPosition:
    for m in moves:
        pos = rules.apply(pos, m).position  # raises IllegalMove on a bad move
    return pos


def random_positions(suits: int, number: int, steps: int) -> list[SpiderPosition]:
    rules = RULES[suits]
    rng = random.Random(number)
    pos = dealt(suits, number)
    out = [pos]
    for _ in range(steps):
        moves = rules.legal_moves(pos)
        if not moves:
            break
        pos = rules.apply(pos, rng.choice(moves)).position
        out.append(pos)
    return out


@pytest.mark.parametrize("suits,number", [(1, 1), (2, 1), (4, 1), (4, 4)])
def test_the_registrys_solver_wins_winnable_deals_and_the_moves_replay(suits, number):
    rules = RULES[suits]
    pos = dealt(suits, number)
    res = solver_for("spiderette")(rules, pos, ROOMY, lambda: False)
    assert res.verdict == "solved" and 0 < res.expanded <= ROOMY.positions
    won = replay(rules, pos, res.moves)
    assert rules.is_won(won) and len(won.runs) == 4
    assert DEAL in res.moves  # the stock's rows, the short one included, were dealt
    assert not won.stock


@pytest.mark.parametrize("suits", [1, 4])
def test_compact_steps_are_the_rules_moves_through_the_short_last_deal(suits):
    rules = RULES[suits]
    for number in (1, 2, 3):
        for pos in random_positions(suits, number, 160)[::3]:
            state, stock = compact.from_position(pos)
            assert compact.deals_left(state) == rules.status(pos)["deals_left"]
            for step in compact.steps(state):
                after = replay(rules, pos, compact.to_moves(pos, step))
                assert compact.from_position(after)[0] == compact.play(state, stock, step)
            assert (compact.DEAL in compact.steps(state)) == (DEAL in rules.legal_moves(pos))


def test_the_compact_last_deal_is_three_cards():
    rules = RULES[4]
    pos = dealt(4, 1)
    for _ in range(3):
        pos = rules.apply(pos, DEAL).position
    state, stock = compact.from_position(pos)
    assert state[2] == 3 and compact.deals_left(state) == 1
    after = compact.play(state, stock, compact.DEAL)
    assert [len(c) for c in after[0]] == [len(c) + (j < 3) for j, c in enumerate(state[0])]
    assert after[2] == 0 and not compact.can_deal(after)


@pytest.mark.parametrize("suits", [1, 4])
def test_the_lookaheads_moves_are_legal_on_seven_columns(suits):
    rules = RULES[suits]
    for pos in random_positions(suits, 5, 150):
        legal = set(rules.legal_moves(pos))
        assert set(meaningful_moves(pos, swaps=True)) <= legal


def test_the_hint_search_is_spiders_and_answers_a_legal_move():
    hint_search = INFO.hint_search
    assert hint_search is not None
    rules = RULES[4]
    pos = dealt(4, 3)
    answer = hint_search().run(rules, pos, lambda: False)
    move = getattr(answer, "move", answer)
    assert isinstance(move, Move) and move in rules.legal_moves(pos)
    assert hint_search().run is search_hint

