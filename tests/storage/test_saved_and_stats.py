"""T-4 saved game data; T-5 statistics and streaks; C-10 Top 5 ordering and ties."""

import json

import pytest

from paciencia.core.codes import parse
from paciencia.core.game import Game
from paciencia.storage import files
from paciencia.storage.leaderboard import TOP, Entry, add_entry, load_leaderboard, save_leaderboard
from paciencia.storage.saved_game import (
    clear_saved_game,
    load_saved_game,
    saved_game_path,
)
from paciencia.storage.saved_game_writer import save_game
from paciencia.storage.stats import Result, Statistics, VariantStats, load_statistics, save_statistics


def played(code="paciencia://klondike/17?draw=1&passes=0&guaranteed=0", steps=8):
    game = Game(parse(code))
    for n in range(steps):
        game.play(game.rules.legal_moves(game.position)[n % 2 if n % 3 else 0])
    game.undo()
    game.undo()
    game.redo()
    game.hint()
    return game


def test_saved_game_round_trip():
    game = played()
    save_game(game, 83.25)
    saved, notice = load_saved_game()
    assert saved is not None
    back, elapsed = saved.game, saved.elapsed
    assert notice is None and elapsed == 83.25
    assert back.code == game.code
    assert back.history.index == game.history.index
    assert back.history.snapshots == game.history.snapshots  # redo branch too
    assert (back.undos, back.hints, back.score) == (game.undos, game.hints, game.score)
    assert back.moves == game.moves


def test_no_saved_game_is_no_error():
    assert load_saved_game() == (None, None)
    clear_saved_game()  # nothing to remove: fine


@pytest.mark.parametrize(
    "contents",
    [
        b"garbage\x00\xff",
        b'{"format": "paciencia-saved-game", "version": 1, "data": {"code": "paciencia://kl',
        b"",
        b'["a list"]',
        json.dumps({"format": "paciencia-saved-game", "version": 7, "data": {}}).encode(),
        json.dumps({"format": "paciencia-saved-game", "version": 1, "data": {"code": "paciencia://nope/1"}}).encode(),
    ],
    ids=["garbage", "truncated", "empty", "wrong type", "future version", "bad game"],
)
def test_bad_saved_game_is_set_aside(contents, home):
    path = saved_game_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(contents)
    saved, notice = load_saved_game()
    assert saved is None and notice is not None
    assert not path.exists() and notice.moved_to is not None and notice.moved_to.read_bytes() == contents


def result(won, seconds=100, moves=90, assisted=False):
    return Result("2024-01-01T00:00:00", won, seconds, moves, 500 if won else 0, assisted)


def test_streaks_and_bests():
    s = VariantStats()
    for won, secs, moves in [(True, 300, 120), (True, 200, 130), (False, 50, 10), (True, 250, 100),
                             (True, 400, 140), (True, 500, 150), (False, 9, 9)]:
        s.record(result(won, secs, moves, assisted=secs == 400))
    assert (s.played, s.won) == (7, 5)
    assert s.win_rate == pytest.approx(5 / 7)
    assert s.current_streak == 0 and s.best_streak == 3
    assert s.best_time == 200 and s.fewest_moves == 100  # losses never count for bests
    assert s.clean_wins == 4  # the assisted win is counted apart (B-5)
    s.record(result(True))
    assert s.current_streak == 1


def test_statistics_round_trip_and_reset():
    stats = Statistics()
    stats.of("spider?suits=2").record(result(True))
    stats.of("pyramid?level=easy").record(result(False))
    save_statistics(stats)
    back, notice = load_statistics()
    assert notice is None and back == stats
    back.reset("spider?suits=2")
    assert list(back.variants) == ["pyramid?level=easy"]
    back.reset()
    assert not back.variants


def test_statistics_with_wrong_types_are_set_aside(home):
    path = files.data_dir() / "statistics.json"
    files.write_json(path, "paciencia-statistics", 1, {"variants": {"freecell": {"played": "many"}}})
    stats, notice = load_statistics()
    assert notice is not None and not stats.variants and not path.exists()


def entry(score, name="a"):
    return Entry(score, "paciencia://freecell/1", "freecell", "2024-01-01T00:00:00", 100, 90, name)


def test_leaderboard_order_and_ties():
    board = []
    for n, score in enumerate([500, 700, 600, 700, 100]):
        add_entry(board, entry(score, f"p{n}"))
    expected = [(700, "p1"), (700, "p3"), (600, "p2"), (500, "p0"), (100, "p4")]
    assert [(e.score, e.player) for e in board] == expected
    assert add_entry(board, entry(100, "late")) is None  # a tie with the last place does not enter
    assert add_entry(board, entry(600, "tie")) == 3  # below the earlier 600
    assert len(board) == TOP and board[-1].player == "p0"
    save_leaderboard(board)
    back, notice = load_leaderboard()
    assert notice is None and back == board  # ties keep their stored order
