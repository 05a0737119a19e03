"""Pyramid on the kit of pile roles (issue 38 §1): the roles judge every move, and the searches'
hand-tuned generator (board.legal_moves, which the hint and the lock tests read) lists exactly
the roles' moves, in their order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from paciencia.core.games.pyramid import board
from paciencia.core.games.pyramid.rules import PyramidRules
from paciencia.core.moves import Move
from paciencia.core.shuffle import shuffled

RULES = PyramidRules()


@settings(max_examples=60)
@given(number=st.integers(1, 10**6), picks=st.lists(st.integers(0, 10**6), max_size=80))
def test_the_searches_generator_lists_the_roles_moves_in_their_order(number, picks):
    pos = RULES.deal(shuffled(number))
    for pick in picks:
        moves = RULES.legal_moves(pos)
        assert board.legal_moves(pos) == moves
        if not moves:
            break
        pos = RULES.apply_unchecked(pos, moves[pick % len(moves)]).position


def test_a_move_of_two_cards_is_refused_before_anything_else():
    pos = RULES.deal(shuffled(1))
    why = RULES.why_illegal(pos, Move("nowhere", "p0", 2))
    assert why is not None and "no count" in str(why)
