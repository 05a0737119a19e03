"""FreeCell on the kit of pile roles (issue 38 §1): the board's roles judge every move, and
the searches' hand-tuned generator lists exactly the board's moves, in its order."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paciencia.core.games.freecell.fast_moves import fast_moves
from paciencia.core.games.freecell.position import FreeCellPosition, deal_position
from paciencia.core.games.freecell.rules import SOURCES, FreeCellRules
from paciencia.core.kit.builds import SAME_SUIT
from paciencia.core.kit.words import NOT_A_SUIT_RUN, TAKES_ONLY
from paciencia.core.moves import Move
from paciencia.core.shuffle import microsoft_deal

RULES = FreeCellRules()
TAKEBACK = FreeCellRules(takeback=True)


def deal(number: int) -> FreeCellPosition:
    return deal_position(microsoft_deal(number))


@settings(max_examples=60)
@given(number=st.integers(1, 32000), picks=st.lists(st.integers(0, 10**6), max_size=120), takeback=st.booleans())
def test_the_searches_generator_lists_the_boards_moves_in_its_order(number, picks, takeback):
    rules = TAKEBACK if takeback else RULES
    pos = deal(number)
    for pick in picks:
        moves = rules.legal_moves(pos)
        assert fast_moves(pos, SOURCES, rules.takeback) == moves
        if not moves:
            break
        pos = rules.apply_unchecked(pos, moves[pick % len(moves)]).position


def test_a_build_in_suit_is_a_declaration_away():
    """Baker's Game's columns: the same board with the build given (one argument, no copy)."""
    bakers = FreeCellRules(build=SAME_SUIT)
    # column 0 is 9♣ 8♣ 7♦, column 1 is 8♦
    cols = [(8, 7, 19), (20,), (), (), (), (), (), ()]
    rest = [c for c in range(52) if c not in (8, 7, 19, 20)]
    cols[4:] = [tuple(rest[i::4]) for i in range(4)]
    pos = FreeCellPosition(tuple(cols), (-1, -1, -1, -1), (0, 0, 0, 0))
    why = bakers.why_illegal(pos, Move("t0", "t1"))  # 7♦ onto 8♦: same suit, allowed
    assert why is None
    refused = bakers.why_illegal(pos, Move("t0", "t1", 2))
    assert refused is not None and refused.msgid == NOT_A_SUIT_RUN
    onto = bakers.why_illegal(pos, Move("t1", "t0"))  # 8♦ onto 7♦
    assert onto is not None and onto.msgid == TAKES_ONLY
    assert str(onto) == "7♦ takes only 6♦, not 8♦."
    assert RULES.why_illegal(pos, Move("t0", "t1")) is not None  # the alternating build refuses it


@pytest.mark.parametrize("rules", [RULES, TAKEBACK, FreeCellRules(build=SAME_SUIT)])
def test_every_refused_move_has_words(rules):
    pos = deal(617)
    piles = [f"t{i}" for i in range(8)] + [f"c{i}" for i in range(4)] + [f"f{i}" for i in range(4)]
    for a in piles:
        for b in piles:
            for n in range(1, 4):
                move = Move(a, b, n)
                if move not in rules.legal_moves(pos):
                    assert rules.why_illegal(pos, move) is not None
