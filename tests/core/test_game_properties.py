"""C-3, C-4 and the card-conservation invariant, for every game through Game.

Hypothesis draws a line of play (indices into legal_moves); the same
properties hold for all four games because they all go through one Game.
"""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rule_variants import variants  # same folder: pytest puts it on the path

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.moves import IllegalMove, Move

CODES = [code for code, _ in variants()]
"""Every registered game, each deal option at each of its values (see :mod:`rule_variants`)."""


def _piles(code: str) -> set[str]:
    game = Game(parse(code))
    return set(game.code.info.layout(game.rules, game.options).by_id)


PILES = sorted({pile for code in CODES for pile in _piles(code)} | {"nowhere"})
"""Every pile id any registered game has (and one none has), for moves to try."""

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_line(game: Game, picks: list[int]) -> None:
    for p in picks:
        if game.over:
            break
        moves = game.rules.legal_moves(game.position)
        if not moves:
            break
        game.play(moves[p % len(moves)])


def state(game: Game):
    return (game.rules.key(game.position), game.position, game.score, game.moves)


@pytest.mark.parametrize("code", CODES)
@SETTINGS
@given(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=60))
def test_random_play_keeps_every_card_exactly_once(code, picks):
    game = Game(parse(code))
    start = Counter(game.rules.cards(game.position))
    for p in picks:
        moves = game.rules.legal_moves(game.position)
        if not moves or game.over:
            break
        before = game.moves
        game.play(moves[p % len(moves)])
        assert Counter(game.rules.cards(game.position)) == start
        assert game.moves > before  # every player move counts (K-9 and peers)
        assert game.score >= 0  # C-9 floor


@pytest.mark.parametrize("code", CODES)
@SETTINGS
@given(picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=50))
def test_undo_to_the_deal_and_redo_to_the_end_are_exact(code, picks):
    game = Game(parse(code))
    seen = [state(game)]
    for p in picks:
        moves = game.rules.legal_moves(game.position)
        if not moves or game.over:
            break
        game.play(moves[p % len(moves)])
        seen.append(state(game))
    if game.over:
        return
    steps = len(seen) - 1
    for i in range(steps):
        game.undo()
        assert state(game) == seen[-2 - i]
    assert game.undos == steps
    for i in range(steps):
        game.redo()
        assert state(game) == seen[i + 1]


@pytest.mark.parametrize("code", CODES)
@SETTINGS
@given(
    picks=st.lists(st.integers(0, 10**6), max_size=20),
    tries=st.lists(
        st.tuples(st.sampled_from(PILES), st.sampled_from(PILES), st.integers(0, 14)), min_size=1, max_size=30
    ),
)
def test_illegal_moves_are_refused_with_a_reason_and_change_nothing(code, picks, tries):
    game = Game(parse(code))
    play_line(game, picks)
    if game.over:
        return
    legal = set(game.rules.legal_moves(game.position))
    before = state(game)
    for src, dst, count in tries:
        move = Move(src, dst, count)
        why = game.rules.why_illegal(game.position, move)
        assert (why is None) == (move in legal), move
        if why is None:
            continue
        assert str(why).strip()
        with pytest.raises(IllegalMove) as e:
            game.play(move)
        assert e.value.reason == why
        assert state(game) == before


def test_score_floor_and_snapshots_c3():
    """C-3: undo restores the floored score exactly (deltas would not)."""
    game = Game(parse("paciencia://klondike/11?draw=1"))
    # Draw through the stock and recycle with no points: −100 floors at 0.
    rules = game.rules
    while rules.status(game.position)["stock"]:
        game.play(Move("stock", "waste"))
    moves_before = game.moves
    game.play(Move("waste", "stock"))
    assert game.score == 0 and game.moves == moves_before + 1
    game.undo()
    assert game.score == 0 and game.moves == moves_before


def test_resign_keeps_points_and_ends_k13():
    game = Game(parse("paciencia://klondike/3"))
    play_line(game, [1, 2, 3, 4])
    score, moves = game.score, game.moves
    game.resign()
    assert game.over and not game.won and game.score == score and game.moves == moves
    with pytest.raises(IllegalMove):
        game.play(game.rules.legal_moves(game.position)[0])
