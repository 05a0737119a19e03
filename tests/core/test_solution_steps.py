"""Solutions as the game plays them (B-1, B-2) and the history steps behind B-1's rewind."""

from __future__ import annotations

import pytest

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.moves import IllegalMove
from paciencia.core.search import Budget
from paciencia.solvers.registry import solve
from paciencia.solvers.solution import LOST, UNKNOWN, WINNABLE, Solution, as_steps, cleaned, judge

CODES = [
    GameCode.make("freecell", 1),
    GameCode.make("freecell", 7),
    GameCode.make("pyramid", 34, level="random"),
    GameCode.make("spider", 1, suits=1),
    GameCode.make("klondike", 3, draw=1, passes=0),
]


def _layout(game: Game):
    return game.code.info.layout(game.rules, game.options)


@pytest.mark.parametrize("code", CODES, ids=str)
def test_solution_steps_are_what_the_game_plays(code: GameCode) -> None:
    """Each step is one ``Game.play`` of its move: the same actions (automatic moves
    included, F-6) and the same position; the last one wins."""
    game = Game(code)
    verdict = judge(game.rules, _layout(game), game.position, Budget(seconds=10))
    assert verdict.kind == WINNABLE and verdict.solution is not None
    for solution in (verdict.solution, cleaned(game.rules, _layout(game), verdict.solution)):
        played = Game(code)
        for step in solution.steps:
            snap = played.play(step.move)
            assert snap.actions == step.actions
            assert played.position == step.position
        assert played.won


def test_freecell_moves_made_by_the_game_itself_are_left_out() -> None:
    """With auto-move on, the solver's own foundation moves happen by themselves: the
    steps hold fewer player moves than the solver's line, and still win."""
    game = Game(GameCode.make("freecell", 1))
    raw = solve(game.rules, game.position, Budget(seconds=10)).moves
    steps = as_steps(game.rules, _layout(game), game.position, raw)
    assert steps is not None
    assert len(steps) < len(raw)
    assert sum(len(s.actions) for s in steps) >= len(steps)


def test_steps_that_do_not_win_are_refused() -> None:
    game = Game(GameCode.make("freecell", 1))
    raw = solve(game.rules, game.position, Budget(seconds=10)).moves
    assert as_steps(game.rules, _layout(game), game.position, raw[:5]) is None


def test_solution_rest_and_index() -> None:
    game = Game(GameCode.make("freecell", 1))
    verdict = judge(game.rules, _layout(game), game.position, Budget(seconds=10))
    solution = verdict.solution
    assert solution is not None
    third = solution.steps[2].position
    assert solution.index_of(third) == 3
    rest = solution.rest(3)
    assert rest.start == third and rest.steps == solution.steps[3:]
    assert solution.index_of(Game(GameCode.make("freecell", 2)).position) is None
    assert Solution(third, ()).positions() == (third,)


def test_verdicts_lost_and_unknown() -> None:
    """Pyramid 34: winnable, then lost after p21+p22 (its solver is exact); a budget of
    one position decides nothing."""
    game = Game(GameCode.make("pyramid", 34, level="random"))
    layout = _layout(game)
    assert judge(game.rules, layout, game.position, Budget(seconds=5)).kind == WINNABLE
    game.play(_move(game, "p21", "p22"))
    assert judge(game.rules, layout, game.position, Budget(seconds=5)).kind == LOST
    spider = Game(GameCode.make("spider", 2, suits=2))
    assert judge(spider.rules, _layout(spider), spider.position, Budget(positions=1)).kind == UNKNOWN


def _move(game: Game, src: str, dst: str):
    return next(m for m in game.rules.legal_moves(game.position) if (m.src, m.dst) == (src, dst))


def test_go_back_to_counts_each_step_as_an_undo() -> None:
    """B-1's rewind: back to an earlier history index, one undo per step (C-3), redo kept."""
    game = Game(GameCode.make("freecell", 1))
    for _ in range(4):
        game.play(game.rules.legal_moves(game.position)[0])
    at_one = game.history.snapshots[1]
    game.go_back_to(1)
    assert game.history.current is at_one and game.undos == 3
    assert game.history.can_redo()
    with pytest.raises(ValueError):
        game.go_back_to(2)  # ahead of the current step: not a way back
    game.resign()
    with pytest.raises(IllegalMove):
        game.go_back_to(0)
