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


# -- T-4/C-1: a saved game is refused unless it is this variant's cards, played by the rules --------

SPIDER_1 = "paciencia://spider/3?suits=1"


def spider_data(start_text):
    game = Game(parse(SPIDER_1))
    data = json.loads(json.dumps(game_to_dict(game, 10.0)))
    data["start"] = start_text
    return data


def test_sixty_extra_kings_in_spider_are_refused():
    game = Game(parse(SPIDER_1))
    text = game.rules.format_position(game.position)
    lines = text.splitlines()
    lines[0] += " KS" * 60  # the stock grows by sixty kings
    with pytest.raises(SavedGameError, match="appears too often"):
        game_from_dict(spider_data("\n".join(lines)))


def test_hearts_in_a_one_suit_game_are_refused():
    game = Game(parse(SPIDER_1))
    text = game.rules.format_position(game.position)
    with pytest.raises(SavedGameError, match="not in this deck|appears too often"):
        game_from_dict(spider_data(text.replace("QS", "QH")))


def test_an_empty_table_with_eight_runs_recorded_as_won_with_no_move_is_refused():
    won = "stock:\nruns: S S S S S S S S\n" + "".join(f"{c}:\n" for c in "abcdefghij")
    data = spider_data(won)
    data["order"] = sorted(data["order"])
    with pytest.raises(SavedGameError):
        game_from_dict(data)


def test_a_won_game_counts_at_a_launch_only_if_its_history_plays_it_to_the_win():
    from paciencia.core.cards import card_id
    from paciencia.core.games.freecell.position import FreeCellPosition
    from paciencia.core.saved import won_in_history

    code = parse("paciencia://freecell/2")
    start = FreeCellPosition(((card_id(13, 2),),) + ((),) * 7, (card_id(13, 3), -1, -1, -1), (13, 13, 12, 12))
    placed = Game.from_position(code, start)  # a position put in the file, one move from the win
    placed.play(next(m for m in placed.rules.legal_moves(placed.position) if m.src == "t0"))
    assert placed.won
    again, _ = game_from_dict(json.loads(json.dumps(game_to_dict(placed, 5.0))))
    assert again.won and not won_in_history(again)  # loads (it is legal), but is no proof of a win
    fresh = Game(code)
    assert not won_in_history(fresh)


def test_counters_out_of_range_are_refused():
    game = Game(parse("paciencia://freecell/5"))
    for key, bad in [("undos", 10**30), ("hints", -1), ("elapsed", 1e300), ("index", True)]:
        with pytest.raises(SavedGameError):
            game_from_dict({**game_to_dict(game, 0), key: bad})
