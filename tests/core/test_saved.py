"""T-4: a game saved as data comes back exactly (position, history, counters)."""

import json

import pytest

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.core.saved import SavedGameError, game_from_dict, game_to_dict

CODES = ["paciencia://klondike/7?draw=3", "paciencia://freecell/5", "paciencia://spider/3?suits=2",
         "paciencia://pyramid/12?level=random"]


@pytest.mark.parametrize("code", CODES)
def test_round_trip_with_undo_branch(code):
    game = Game(parse(code))
    for i in range(40):
        moves = game.rules.legal_moves(game.position)
        if not moves or game.over:
            break
        game.play(moves[(i * 7919) % len(moves)])
    for _ in range(3):
        if game.history.can_undo():
            game.undo()
    game.hint()
    data = json.loads(json.dumps(game_to_dict(game, 123.4)))
    again, elapsed = game_from_dict(data)
    assert elapsed == pytest.approx(123.4)
    assert again.history.index == game.history.index
    assert [(s.position, s.score, s.moves, s.actions) for s in again.history.snapshots] == [
        (s.position, s.score, s.moves, s.actions) for s in game.history.snapshots
    ]
    assert (again.undos, again.hints) == (game.undos, game.hints)
    if again.history.can_redo():
        again.redo()


def test_impossible_move_list_is_refused_with_a_reason():
    game = Game(parse("paciencia://freecell/5"))
    data = game_to_dict(game, 0)
    data["steps"] = [[["t0", "t0", 1]]]
    data["index"] = 1
    with pytest.raises(SavedGameError):
        game_from_dict(data)
    for broken in ({}, {"code": "paciencia://nope/1"}, {**game_to_dict(game, 0), "index": 9}):
        with pytest.raises(SavedGameError):
            game_from_dict(broken)
